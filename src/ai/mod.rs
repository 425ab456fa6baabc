//! The computer opponent: a pure search over the rules engine, with no I/O,
//! so that the bot can run it on a blocking thread with a time budget and a
//! stop flag, and tests can run it with fixed depth or node limits.
//!
//! How it plays, in order: take a win on the spot; keep only the moves that
//! don't let the opponent win on the spot (block a five, break a four by
//! capture, never hand over the tenth capture); play from the opening book
//! while the game is in it (`book`, hard and expert); look for a forced win
//! by fours and capture threats, and for the strong levels by open threes
//! too (`threat`); otherwise iterative-deepening PVS over the moves near the
//! stones, with a pattern evaluation kept up to date stone by stone (`pos`).

pub mod analysis;
pub mod book;
mod connect6;
mod decide;
pub mod eval;
mod family;
mod family_eval;
mod family_match;
mod pos;
pub mod proof;
pub mod proof_connect6;
mod proof_family;
mod search;
mod threat;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod variant_tests;

pub use decide::{choose_action, decide};
pub use family_match::{play_match_in, play_rung_in, variant_opening};

use crate::game::{Color, Game, LineRule, Outcome, Point, Variant};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How strong the computer plays: they differ in time, depth and randomness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
    /// Not offered to players: `hard` as it was before the opening book, the
    /// search by open threes and the tuned evaluation, kept to measure the levels against it
    /// (`pente-bot match --white expert --black baseline`).
    Baseline,
}

impl Level {
    /// The levels players choose from, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Baseline => "baseline",
        }
    }

    /// The longest the level thinks about a move.
    pub fn time_budget(self) -> Duration {
        match self {
            Level::Easy => Duration::from_millis(100),
            Level::Medium => Duration::from_millis(500),
            // Expert's extra time and thread buy a clear step only over a
            // hard with a small fraction of its clock: the deeper both
            // search, the less a ply more is worth. With the search 4-5
            // times faster (issue 14), expert took 8 of 16 games from hard
            // at 0.7 s, 29 of 40 at 0.3 s (one seed in five under the
            // rung's 6 of 8) and 37 of 40 at 0.12 s. Against the old hard
            // (2 s a move, the old search) hard scored 37 of 48 at 0.3 s
            // and 50 of 80 at 0.12 s (docs/performance.md).
            Level::Hard => Duration::from_millis(120),
            // The old hard, as it was.
            Level::Baseline => Duration::from_secs(2),
            Level::Expert => Duration::from_secs(5),
        }
    }

    /// The limits the level searches with. The clock gets a margin under the
    /// budget (15%, and at least 30 ms), for setting up and for the last
    /// check to notice the deadline on a busy machine.
    pub fn limits(self) -> Limits {
        let budget = self.time_budget();
        let time = Some((budget * 85 / 100).min(budget - Duration::from_millis(30)));
        match self {
            // A beginner: it reads one reply, and on half its moves not
            // even that, so it misses threats that take a few moves to
            // land (never a five on the spot). A little noise picks among
            // moves of about equal worth, so that games differ.
            Level::Easy => Limits {
                max_depth: 2,
                time,
                randomness: 30,
                lapses: 50,
                ..Limits::default()
            },
            // Odd depth ends on its own move, so it overrates its attacks: a
            // fair opponent that still misses deeper counterplay.
            Level::Medium => Limits {
                max_depth: 3,
                time,
                ..Limits::default()
            },
            // The book, then wins by fours or one open three, then as deep
            // as the clock allows.
            Level::Hard => Limits {
                time,
                book: true,
                threes: 1,
                weights: &eval::TUNED,
                ..Limits::default()
            },
            // The same with more time, spent on the main search: it starts
            // deeper iterations later into its clock, since one cut short
            // still improves on the last for the moves it reached. Wins
            // through up to three threes, tried first, scored worse against
            // hard (20 of 32 games, against 24 of 32 with one). A second
            // thread deepens beside it from the start, while it looks for
            // forcing wins: two threads reach a depth in about two thirds
            // of the time one takes. The bot's queue gives it two slots.
            // Late-move reductions take it about a ply deeper in the same
            // time.
            Level::Expert => Limits {
                time,
                deepen_until: EXPERT_DEEPEN_UNTIL,
                threads: 2,
                reduce_after: 4,
                ..Level::Hard.limits()
            },
            Level::Baseline => Limits {
                time,
                ..Limits::default()
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// Not one of the levels; the message names them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}`: choose easy, medium, hard or expert")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        let t = s.trim();
        Level::ALL
            .into_iter()
            .chain([Level::Baseline])
            .find(|l| l.as_str().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseLevelError(t.to_string()))
    }
}

/// The share of the clock (percent) after which a level stops starting
/// deeper iterations: each costs a few times the last, so one started later
/// would rarely finish.
pub const DEEPEN_UNTIL: u32 = 40;

/// Expert's share: with 5 s a move it has the time to use a deeper
/// iteration's first moves, and that is where its extra time pays. An
/// iteration cut short still counts for the root moves it reached, the
/// best so far searched first, so starting late costs nothing but time.
pub const EXPERT_DEEPEN_UNTIL: u32 = 85;

/// How far to search. Zero means no limit for `max_depth` and `max_nodes`;
/// whatever the limits, at least one move is always returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub max_depth: u32,
    pub max_nodes: u64,
    pub time: Option<Duration>,
    /// Noise (in evaluation points, 0 = none) added to the root moves'
    /// scores; wins and losses are never blurred.
    pub randomness: i32,
    /// Play from the opening book while the game is in it.
    pub book: bool,
    /// Open threes the threat search may use on the way to a win (0: fours
    /// and capture threats only).
    pub threes: u32,
    /// The evaluation's weights.
    pub weights: &'static eval::EvalWeights,
    /// With a clock: no new iteration of the main search starts once this
    /// share of it (in percent, from the start of the search) has gone. An
    /// iteration cut short still counts for the root moves it searched.
    pub deepen_until: u32,
    /// The share of moves (percent, drawn from the seed) on which the level
    /// doesn't look at the reply, as a beginner forgets to: it still takes a
    /// win on the spot and never leaves one, but sees nothing further.
    pub lapses: u32,
    /// Threads searching (at least one). Helpers share the main thread's
    /// table; with more than one, where the clock cuts varies more still.
    pub threads: u32,
    /// Late-move reductions (0: none): at a node with at least three plies
    /// to go and no win to stop, the moves after the first `reduce_after`
    /// are searched a ply shallower first, and again at full depth only if
    /// they look better than the best so far.
    pub reduce_after: u32,
}

/// No limit at all and nothing special: no clock, book, noise, threes or
/// lapses, the hand-set weights. The levels say how they differ from it.
impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_depth: 0,
            max_nodes: 0,
            time: None,
            randomness: 0,
            book: false,
            threes: 0,
            weights: &eval::HAND_SET,
            deepen_until: DEEPEN_UNTIL,
            lapses: 0,
            threads: 1,
            reduce_after: 0,
        }
    }
}

impl Limits {
    /// A fixed depth and nothing else: deterministic, for tests.
    pub fn depth(max_depth: u32) -> Limits {
        Limits {
            max_depth,
            ..Limits::default()
        }
    }

    /// A node budget and nothing else: deterministic, for tests and benches.
    pub fn nodes(max_nodes: u64) -> Limits {
        Limits {
            max_nodes,
            ..Limits::default()
        }
    }
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    pub best: Point,
    /// For the side to move, in evaluation points; ±(1_000_000 − plies) for
    /// a win or loss it has seen.
    pub score: i32,
    /// The last depth searched to the end.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Search {
    /// Whether the engine has seen a forced win for the side to move.
    pub fn is_win(&self) -> bool {
        self.score >= search::WIN - 1000
    }

    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The move `level` plays for the side to move; None if the game is over.
/// Stops within the level's time budget, or sooner when `stop` becomes true.
/// Deterministic for a given `seed` (easy's randomness comes from it) apart
/// from where the clock cuts the search.
pub fn choose_move(game: &Game, level: Level, seed: u64, stop: &AtomicBool) -> Option<Search> {
    search(game, level.limits(), seed, stop)
}

/// Same, with explicit limits (for tests and benches). None too while an
/// opening decision is pending: see [`choose_action`].
pub fn search(game: &Game, limits: Limits, seed: u64, stop: &AtomicBool) -> Option<Search> {
    if game.pending().is_some() {
        return None;
    }
    if plays_as_pente(game.variant()) {
        search::run(game, limits, seed, stop)
    } else {
        family::run(game, limits, seed, stop)
    }
}

/// Whether a game's stones follow Pente's rules, which the incremental
/// search (`pos`) models: pairs captured, ten to win, five or more, one
/// stone a turn, no poof and no capture-proof lines. Its openings may
/// differ (G-Pente, D-Pente, Swap2-Pente): moves are checked against the
/// game at the root, where the opening rules bite.
pub fn plays_as_pente(v: Variant) -> bool {
    v.captures()
        && !v.captures_threes()
        && v.capture_target() == Some(crate::game::CAPTURES_TO_WIN)
        && !v.capture_win_needs_more()
        && !v.poofs()
        && !v.capture_proof_lines()
        && v.line_rule() == LineRule::FiveOrMore
        && !v.two_stones_a_turn()
}

/// The result of [`play_match`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MatchReport {
    pub white_wins: u32,
    pub black_wins: u32,
    pub draws: u32,
    /// Average thinking time per move, in milliseconds.
    pub white_avg_ms: f64,
    pub black_avg_ms: f64,
    /// The longest either side thought about one move, in milliseconds.
    pub white_max_ms: f64,
    pub black_max_ms: f64,
    /// Moves played by the engines in all games.
    pub moves: u64,
    /// Each game's moves, from K10, and its result: "K10 L9 … 1-0".
    pub records: Vec<String>,
}

/// Games longer than this are called drawn: captures make endless games
/// possible in principle.
pub(crate) const MAX_MATCH_PLIES: usize = 400;

/// Engine against engine, for `pente-bot match`: `games` games with `white`
/// always White. Each game starts from a different opening, drawn from the
/// seed (see [`match_opening`]), since the stronger levels are deterministic
/// and would otherwise play the same game every time.
pub fn play_match(white: Level, black: Level, games: u32, seed: u64) -> MatchReport {
    let stop = AtomicBool::new(false);
    play_match_with(games, seed, |game, ply_seed| {
        let level = if game.to_move() == Color::White {
            white
        } else {
            black
        };
        choose_move(game, level, ply_seed, &stop)
            .expect("game is on")
            .best
    })
}

/// The position game `g` of a match with `seed` starts from: K10, Black's
/// first stone near the centre, White's second anywhere legal within two
/// points of the tournament square.
pub fn match_opening(seed: u64, g: u32) -> Game {
    variant_opening(Variant::Pente, seed, g)
}

pub(crate) fn match_game_seed(seed: u64, g: u32) -> u64 {
    mix(seed ^ mix(g as u64 + 1))
}

/// Like [`play_match`], with each move chosen by `choose(game, seed)`: for
/// matches against another engine (an older build, say). The openings and
/// the seeds handed out are those of [`play_match`].
pub fn play_match_with(
    games: u32,
    seed: u64,
    mut choose: impl FnMut(&Game, u64) -> Point,
) -> MatchReport {
    let mut tally = MatchTally::default();
    for g in 0..games {
        let mut game = match_opening(seed, g);
        let mut ply_seed = match_game_seed(seed, g);
        while !game.is_over() && game.ply() < MAX_MATCH_PLIES {
            let color = game.to_move();
            ply_seed = mix(ply_seed);
            let t = Instant::now();
            let best = choose(&game, ply_seed);
            tally.timed(color.index(), t.elapsed());
            game.play(best).expect("the engine plays legal moves");
        }
        let winner = match game.outcome() {
            Outcome::Won { winner, .. } => Some(winner.index()),
            _ => None,
        };
        tally.game_over(winner, game.moves().iter().map(Point::to_string));
    }
    tally.report()
}

/// What a match keeps while it is played: results, records, and each
/// side's thinking times (index 0 is the side that began as White).
#[derive(Default)]
pub(crate) struct MatchTally {
    report: MatchReport,
    time: [Duration; 2],
    slowest: [Duration; 2],
    count: [u64; 2],
}

impl MatchTally {
    /// Side `side` thought `took` about one move.
    pub(crate) fn timed(&mut self, side: usize, took: Duration) {
        self.time[side] += took;
        self.slowest[side] = self.slowest[side].max(took);
        self.count[side] += 1;
    }

    /// A game ended, won by `winner` (a side) or drawn, with these moves.
    pub(crate) fn game_over(&mut self, winner: Option<usize>, moves: impl Iterator<Item = String>) {
        let report = &mut self.report;
        let result = match winner {
            Some(0) => {
                report.white_wins += 1;
                "1-0"
            }
            Some(_) => {
                report.black_wins += 1;
                "0-1"
            }
            None => {
                report.draws += 1;
                "1/2-1/2"
            }
        };
        let moves: Vec<String> = moves.collect();
        report.records.push(format!("{} {result}", moves.join(" ")));
    }

    pub(crate) fn report(self) -> MatchReport {
        let mut report = self.report;
        let avg = |i: usize| self.time[i].as_secs_f64() * 1000.0 / self.count[i].max(1) as f64;
        report.white_avg_ms = avg(0);
        report.black_avg_ms = avg(1);
        report.white_max_ms = self.slowest[0].as_secs_f64() * 1000.0;
        report.black_max_ms = self.slowest[1].as_secs_f64() * 1000.0;
        report.moves = self.count[0] + self.count[1];
        report
    }
}

/// One rung of the level ladder, for `pente-bot match --ladder`: `stronger`
/// against the level below it, the same games with each colour.
#[derive(Debug, Clone, PartialEq)]
pub struct Rung {
    pub stronger: Level,
    pub weaker: Level,
    /// `stronger` as White.
    pub as_white: MatchReport,
    /// `stronger` as Black.
    pub as_black: MatchReport,
}

impl Rung {
    /// Games played, both colours.
    pub fn games(&self) -> u32 {
        let count = |r: &MatchReport| r.white_wins + r.black_wins + r.draws;
        count(&self.as_white) + count(&self.as_black)
    }

    /// The stronger level's points: a win is 1, a draw a half.
    pub fn score(&self) -> f64 {
        let draws = (self.as_white.draws + self.as_black.draws) as f64;
        (self.as_white.white_wins + self.as_black.black_wins) as f64 + draws / 2.0
    }

    /// The longest `level` (one of the two) thought about a move, in ms.
    pub fn slowest_ms(&self, level: Level) -> f64 {
        if level == self.stronger {
            self.as_white.white_max_ms.max(self.as_black.black_max_ms)
        } else {
            self.as_white.black_max_ms.max(self.as_black.white_max_ms)
        }
    }

    /// Whether both levels kept every move within their time budget.
    pub fn budgets_hold(&self) -> bool {
        [self.stronger, self.weaker]
            .into_iter()
            .all(|l| self.slowest_ms(l) <= l.time_budget().as_secs_f64() * 1000.0)
    }

    /// The ladder's promise: the stronger level takes at least three games
    /// in four, within the time budgets.
    pub fn holds(&self) -> bool {
        self.games() > 0 && self.score() * 4.0 >= 3.0 * self.games() as f64 && self.budgets_hold()
    }
}

/// The rungs of the ladder, weakest first: each level and the one below it.
pub fn ladder() -> Vec<(Level, Level)> {
    Level::ALL.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Plays one rung: `games` games with `stronger` as White, then the same
/// openings with it as Black.
pub fn play_rung(weaker: Level, stronger: Level, games: u32, seed: u64) -> Rung {
    Rung {
        stronger,
        weaker,
        as_white: play_match(stronger, weaker, games, seed),
        as_black: play_match(weaker, stronger, games, seed),
    }
}

pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The features of a game's position, as the search sees them.
pub fn features(game: &Game) -> eval::EvalFeatures {
    pos::Pos::from_game(game).features()
}

/// The evaluation of a game's position for the side to move, with `weights`.
pub fn evaluate(game: &Game, weights: &eval::EvalWeights) -> i32 {
    weights.score(&features(game))
}

/// Whether neither side could win on the spot (a five or the tenth capture):
/// the search never evaluates such a position statically, so tuning skips it.
pub fn is_quiet(game: &Game) -> bool {
    let pos = pos::Pos::from_game(game);
    !pos.can_win_now(Color::White) && !pos.can_win_now(Color::Black)
}
