//! Glicko-2 ratings, through the `skillratings` crate: two players' ratings
//! and a game's result in, both new ratings out. Pure: the store keeps the
//! numbers, the bot shows them.
//!
//! Every game is its own rating period (as lichess does), so a rating moves
//! after each game rather than at the end of a month. Time counts too: each
//! whole day without a rated game is a rating period without games, in which
//! Glicko-2 grows the deviation (see [`Rating::after_idle`]), so a player
//! who stops playing is less and less certainly where they were.

use crate::game::Color;
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use std::collections::HashMap;
use std::hash::Hash;
use std::time::{Duration, SystemTime};

/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation: nothing is known about them yet.
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;
/// How fast volatility may change (Glickman suggests 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// The length of the rating period that idle time is counted in.
pub const RATING_PERIOD: Duration = Duration::from_secs(24 * 60 * 60);
/// Glicko-2's internal scale: deviations are divided by this.
const GLICKO2_SCALE: f64 = 173.7178;
/// Above this deviation a rating is provisional: shown with a "?", and
/// listed after the established ones.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A player's Glicko-2 rating on the familiar (Glicko-1) scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

impl Rating {
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating rounded to a whole number.
    pub fn points(&self) -> i64 {
        self.rating.round() as i64
    }

    /// "1662", or "1662?" while provisional.
    pub fn short(&self) -> String {
        format!(
            "{}{}",
            self.points(),
            if self.is_provisional() { "?" } else { "" }
        )
    }

    /// "1662? ± 290".
    pub fn with_deviation(&self) -> String {
        format!("{} ± {}", self.short(), self.deviation.round() as i64)
    }

    /// The rating after `periods` rating periods without a game: Glicko-2's
    /// step for such a period, φ' = √(φ² + σ²), taken `periods` times at once
    /// (φ' = √(φ² + n·σ²) on Glicko-2's scale), and never more uncertain than
    /// a new player. The rating and volatility stay as they were.
    pub fn after_idle_periods(self, periods: u64) -> Rating {
        if periods == 0 {
            return self;
        }
        let phi = self.deviation / GLICKO2_SCALE;
        let grown = (phi * phi + periods as f64 * self.volatility * self.volatility).sqrt();
        Rating {
            deviation: (grown * GLICKO2_SCALE).min(START_DEVIATION.max(self.deviation)),
            ..self
        }
    }

    /// The rating at `now` of a player whose last rated game ended at
    /// `last_game`: grown by every whole day between them (see
    /// [`idle_periods`]).
    pub fn after_idle(self, last_game: SystemTime, now: SystemTime) -> Rating {
        self.after_idle_periods(idle_periods(last_game, now))
    }

    fn to_glicko2(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn from_glicko2(r: Glicko2Rating) -> Rating {
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }
}

/// Whole rating periods (days) from `from` to `to`; none if `to` is earlier.
/// Whole ones only, so that the live ratings and a recomputation from the
/// stored times of the games agree to the bit.
pub fn idle_periods(from: SystemTime, to: SystemTime) -> u64 {
    to.duration_since(from)
        .map_or(0, |idle| idle.as_secs() / RATING_PERIOD.as_secs())
}

/// One player's rating before and after a game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    pub before: Rating,
    pub after: Rating,
}

impl Step {
    /// The change in whole points, as displayed (the difference of the
    /// rounded ratings, so that the numbers shown add up).
    pub fn delta(&self) -> i64 {
        self.after.points() - self.before.points()
    }

    /// "1500? → 1662? (+162)".
    pub fn describe(&self) -> String {
        format!(
            "{} → {} ({})",
            self.before.short(),
            self.after.short(),
            signed(self.delta())
        )
    }
}

/// "+162", "−162" (a true minus sign), "±0".
pub fn signed(n: i64) -> String {
    match n {
        0 => "±0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// What one rated game did to both players' ratings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    pub white: Step,
    pub black: Step,
}

impl Change {
    pub fn step(&self, color: Color) -> &Step {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// "alice 1500? → 1662? (+162), bob 1500? → 1338? (−162)".
    pub fn describe(&self, white_name: &str, black_name: &str) -> String {
        format!(
            "{white_name} {}, {black_name} {}",
            self.white.describe(),
            self.black.describe()
        )
    }
}

/// Both players' new ratings after one game; `winner` is `None` for a draw.
pub fn rate(white: Rating, black: Rating, winner: Option<Color>) -> Change {
    let outcome = match winner {
        Some(Color::White) => Outcomes::WIN,
        Some(Color::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (w, b) = glicko2(&white.to_glicko2(), &black.to_glicko2(), &outcome, &config);
    Change {
        white: Step {
            before: white,
            after: Rating::from_glicko2(w),
        },
        black: Step {
            before: black,
            after: Rating::from_glicko2(b),
        },
    }
}

/// One game's result for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Win,
    Loss,
    Draw,
}

impl Score {
    /// The result for the player of `color` in a game `winner` won
    /// (`None`: a draw).
    pub fn for_color(color: Color, winner: Option<Color>) -> Score {
        match winner {
            None => Score::Draw,
            Some(w) if w == color => Score::Win,
            Some(_) => Score::Loss,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Score::Win => 'W',
            Score::Loss => 'L',
            Score::Draw => 'D',
        }
    }
}

/// The current streak in `results` (newest first): the latest result and how
/// many times in a row it came. `None` before the first game.
pub fn streak(results: &[Score]) -> Option<(Score, usize)> {
    let &latest = results.first()?;
    Some((latest, results.iter().take_while(|&&r| r == latest).count()))
}

/// Wins, losses and draws.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
}

impl Record {
    pub fn games(&self) -> u64 {
        self.wins + self.losses + self.draws
    }
}

/// A rated game as far as ratings care: who had White, who had Black, who
/// won (`None` for a draw), and when it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game<K> {
    pub white: K,
    pub black: K,
    pub winner: Option<Color>,
    pub ended_at: SystemTime,
}

/// Both players' new ratings after a game that ended at `ended_at`, from
/// their ratings after their last rated games (`None`: their first), each
/// grown first by the time since then. The live write and
/// [`recompute`] both rate through this.
pub fn rate_at(
    white: Option<(Rating, SystemTime)>,
    black: Option<(Rating, SystemTime)>,
    winner: Option<Color>,
    ended_at: SystemTime,
) -> Change {
    let now = |last: Option<(Rating, SystemTime)>| {
        last.map_or_else(Rating::default, |(r, at)| r.after_idle(at, ended_at))
    };
    rate(now(white), now(black), winner)
}

/// Every player's rating after `games`, played in this order from the start,
/// with the time their last game ended. The players are whatever keys the
/// caller uses (the store uses server and user).
pub fn recompute<K: Eq + Hash + Clone>(
    games: impl IntoIterator<Item = Game<K>>,
) -> HashMap<K, (Rating, SystemTime)> {
    let mut ratings: HashMap<K, (Rating, SystemTime)> = HashMap::new();
    for g in games {
        let white = ratings.get(&g.white).copied();
        let black = ratings.get(&g.black).copied();
        let change = rate_at(white, black, g.winner, g.ended_at);
        ratings.insert(g.white, (change.white.after, g.ended_at));
        ratings.insert(g.black, (change.black.after, g.ended_at));
    }
    ratings
}

/// Sorts a server's players for the leaderboard: established players by
/// rating, highest first, then the provisional ones the same way (a few
/// lucky games shouldn't top the table). Ties keep their order.
pub fn leaderboard_order<T>(players: &mut [T], rating: impl Fn(&T) -> Rating) {
    players.sort_by(|a, b| {
        let (a, b) = (rating(a), rating(b));
        a.is_provisional()
            .cmp(&b.is_provisional())
            .then(b.rating.total_cmp(&a.rating))
    });
}

/// A puzzle's deviation before anyone tried it: its starting rating is an
/// estimate (from the length of its line and the search it took), surer
/// than nothing but not by much.
pub const PUZZLE_START_DEVIATION: f64 = 200.0;

/// A puzzle's rating before its first rated attempt: its mined difficulty.
pub fn puzzle_start(difficulty: f64) -> Rating {
    Rating {
        rating: difficulty,
        deviation: PUZZLE_START_DEVIATION,
        volatility: START_VOLATILITY,
    }
}

/// How an attempt at a puzzle ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleResult {
    /// Every move found, with no hint.
    Solved,
    /// Solved after taking a hint.
    Hinted,
    /// A wrong move.
    Failed,
    GaveUp,
}

impl PuzzleResult {
    /// As stored: `solved`, `hinted`, `failed`, `gave_up`.
    pub fn as_str(self) -> &'static str {
        match self {
            PuzzleResult::Solved => "solved",
            PuzzleResult::Hinted => "hinted",
            PuzzleResult::Failed => "failed",
            PuzzleResult::GaveUp => "gave_up",
        }
    }

    pub fn parse(text: &str) -> Option<PuzzleResult> {
        [
            PuzzleResult::Solved,
            PuzzleResult::Hinted,
            PuzzleResult::Failed,
            PuzzleResult::GaveUp,
        ]
        .into_iter()
        .find(|r| r.as_str() == text)
    }

    /// Whether the solver beat the puzzle: only a clean solve. A hint or
    /// giving up is a loss, as a wrong move is.
    pub fn is_win(self) -> bool {
        self == PuzzleResult::Solved
    }
}

/// What a rated attempt did to the solver's and the puzzle's ratings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleChange {
    pub player: Step,
    pub puzzle: Step,
}

/// Both new ratings after an attempt, as a game between the solver and the
/// puzzle: the solver wins by solving it cleanly, the puzzle wins
/// otherwise. Only the solver's first attempt at a puzzle is rated (a retry
/// knows the answer): `None` for any other.
pub fn rate_puzzle_attempt(
    player: Rating,
    puzzle: Rating,
    result: PuzzleResult,
    first_attempt: bool,
) -> Option<PuzzleChange> {
    if !first_attempt {
        return None;
    }
    let winner = if result.is_win() {
        Color::White
    } else {
        Color::Black
    };
    let change = rate(player, puzzle, Some(winner));
    Some(PuzzleChange {
        player: change.white,
        puzzle: change.black,
    })
}

/// The solver's streak after an attempt: one more for a clean solve, back
/// to none for anything else (retries count too: a streak is puzzles
/// solved in a row).
pub fn puzzle_streak(before: u32, result: PuzzleResult) -> u32 {
    if result.is_win() {
        before.saturating_add(1)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn one_win_between_new_players_matches_the_hand_computed_values() {
        // By hand, Glickman's steps for 1500/350/0.06 against the same:
        // φ = 350/173.7178 = 2.0148, g(φ) = 0.6691, E = 0.5,
        // v = 1/(g² E (1−E)) = 8.935, Δ = v g (1 − E) = 2.989; the volatility
        // stays at 0.06 (to 4 places), φ* = √(φ² + σ²) = 2.0157,
        // φ' = 1/√(1/φ*² + 1/v) = 1.6712 → 290.3, μ' = φ'² g (1 − E) = 0.9343
        // → 1500 + 173.7178 × 0.9343 = 1662.3.
        let c = rate(Rating::default(), Rating::default(), Some(Color::White));
        assert!(close(c.white.after.rating, 1662.3, 0.05), "{c:?}");
        assert!(close(c.black.after.rating, 1337.7, 0.05), "{c:?}");
        assert!(close(c.white.after.deviation, 290.3, 0.05), "{c:?}");
        assert!(close(c.black.after.deviation, 290.3, 0.05), "{c:?}");
        assert!(close(c.white.after.volatility, 0.06, 0.0001), "{c:?}");
        assert_eq!(c.white.before, Rating::default());
        assert_eq!(c.black.before, Rating::default());
        assert_eq!(
            c.describe("alice", "bob"),
            "alice 1500? → 1662? (+162), bob 1500? → 1338? (−162)"
        );
        let mirrored = rate(Rating::default(), Rating::default(), Some(Color::Black));
        assert!(close(mirrored.black.after.rating, 1662.3, 0.05));
        assert!(close(mirrored.white.after.rating, 1337.7, 0.05));
    }

    #[test]
    fn a_draw_between_equals_moves_no_rating_but_narrows_both_deviations() {
        let c = rate(Rating::default(), Rating::default(), None);
        assert!(close(c.white.after.rating, 1500.0, 1e-9), "{c:?}");
        assert!(close(c.black.after.rating, 1500.0, 1e-9), "{c:?}");
        assert!(close(c.white.after.deviation, 290.3, 0.05), "{c:?}");
        assert_eq!(c.white.delta(), 0);
        assert_eq!(c.white.describe(), "1500? → 1500? (±0)");
        // A draw against a stronger player gains points.
        let strong = Rating {
            rating: 1900.0,
            deviation: 80.0,
            volatility: 0.06,
        };
        let c = rate(Rating::default(), strong, None);
        assert!(c.white.delta() > 0 && c.black.delta() < 0, "{c:?}");
    }

    #[test]
    fn provisional_until_the_deviation_falls_to_110() {
        let mut r = Rating::default();
        assert!(r.is_provisional());
        assert_eq!(r.with_deviation(), "1500? ± 350");
        r.deviation = 110.0;
        assert!(!r.is_provisional());
        r.deviation = 110.01;
        assert!(r.is_provisional());
        let settled = Rating {
            rating: 1712.6,
            deviation: 64.4,
            volatility: 0.06,
        };
        assert_eq!(settled.short(), "1713");
        assert_eq!(settled.with_deviation(), "1713 ± 64");
        assert_eq!(signed(-7), "−7");
        assert_eq!(signed(12), "+12");
    }

    #[test]
    fn recomputing_a_list_replays_the_games_in_order() {
        let start = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        let game = |white, black, winner, day: u64| Game {
            white,
            black,
            winner,
            ended_at: start + RATING_PERIOD * day as u32,
        };
        let games = vec![
            game("alice", "bob", Some(Color::White), 0),
            game("bob", "carol", None, 0),
            // Alice sat out ten days, carol none.
            game("carol", "alice", Some(Color::White), 10),
        ];
        let ratings = recompute(games.clone());
        // The same games, one at a time.
        let first = rate(Rating::default(), Rating::default(), Some(Color::White));
        let second = rate(first.black.after, Rating::default(), None);
        let alice_idle = first.white.after.after_idle_periods(10);
        let carol_idle = second.black.after.after_idle_periods(10);
        assert!(alice_idle.deviation > first.white.after.deviation);
        let third = rate(carol_idle, alice_idle, Some(Color::White));
        assert_eq!(
            ratings["alice"],
            (third.black.after, start + RATING_PERIOD * 10)
        );
        assert_eq!(ratings["bob"], (second.white.after, start));
        assert_eq!(ratings["carol"].0, third.white.after);
        assert_eq!(ratings.len(), 3);
        // Order matters: the same games the other way round end elsewhere.
        let reversed = recompute(games.into_iter().rev());
        assert_ne!(reversed["alice"], ratings["alice"]);
        assert!(recompute(Vec::<Game<u64>>::new()).is_empty());
    }

    #[test]
    fn idle_days_grow_the_deviation_up_to_a_new_players() {
        let settled = Rating {
            rating: 1712.6,
            deviation: 64.4,
            volatility: 0.06,
        };
        let at = SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000);
        assert_eq!(settled.after_idle(at, at), settled, "no time, no change");
        let almost_a_day = at + RATING_PERIOD - Duration::from_secs(1);
        assert_eq!(settled.after_idle(at, almost_a_day), settled);
        assert_eq!(settled.after_idle(at, at - RATING_PERIOD), settled);

        // One day is Glicko-2's step for a period without games.
        let day = settled.after_idle(at, at + RATING_PERIOD);
        let phi: f64 = 64.4 / 173.7178;
        assert!(close(
            day.deviation,
            (phi * phi + 0.06 * 0.06).sqrt() * 173.7178,
            1e-9
        ));
        assert_eq!((day.rating, day.volatility), (1712.6, 0.06));
        // Thirty days at once are thirty single days.
        let mut one_by_one = settled;
        for _ in 0..30 {
            one_by_one = one_by_one.after_idle_periods(1);
        }
        let month = settled.after_idle_periods(30);
        assert!(
            close(month.deviation, one_by_one.deviation, 1e-9),
            "{month:?}"
        );
        assert!(month.deviation > day.deviation);

        // A year away: with σ = 0.06 a settled player's deviation grows to
        // about 209 (√(0.3709² + 365 × 0.06²) × 173.7178), provisional again;
        // one who had played a single game (290) is as uncertain as a new
        // player, and no more.
        let year = settled.after_idle(at, at + RATING_PERIOD * 365);
        assert!(close(year.deviation, 209.3, 0.1), "{year:?}");
        assert_eq!(year.rating, 1712.6);
        assert!(year.is_provisional());
        let one_game = Rating {
            deviation: 290.3,
            ..settled
        };
        let year = one_game.after_idle(at, at + RATING_PERIOD * 365);
        assert_eq!(year.deviation, START_DEVIATION);
        let decade = settled.after_idle_periods(3650);
        assert_eq!(decade.deviation, START_DEVIATION);
    }

    #[test]
    fn a_streak_is_the_run_of_the_latest_result() {
        use Score::*;
        assert_eq!(streak(&[]), None);
        assert_eq!(streak(&[Win, Win, Loss, Win]), Some((Win, 2)));
        assert_eq!(streak(&[Draw]), Some((Draw, 1)));
        assert_eq!(Score::for_color(Color::Black, Some(Color::Black)), Win);
        assert_eq!(Score::for_color(Color::White, Some(Color::Black)), Loss);
        assert_eq!(Score::for_color(Color::White, None), Draw);
    }

    #[test]
    fn the_leaderboard_lists_provisional_players_last() {
        let r = |rating: f64, deviation: f64| Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let mut players = vec![
            ("lucky", r(1900.0, 200.0)),
            ("steady", r(1600.0, 60.0)),
            ("new", r(1500.0, 350.0)),
            ("best", r(1750.0, 90.0)),
        ];
        leaderboard_order(&mut players, |p| p.1);
        let names: Vec<&str> = players.iter().map(|p| p.0).collect();
        assert_eq!(names, ["best", "steady", "lucky", "new"]);
    }
    #[test]
    fn a_clean_solve_raises_the_solver_and_lowers_the_puzzle() {
        let player = Rating::default();
        let puzzle = puzzle_start(1500.0);
        let won = rate_puzzle_attempt(player, puzzle, PuzzleResult::Solved, true).unwrap();
        assert!(won.player.delta() > 0, "{won:?}");
        assert!(won.puzzle.delta() < 0, "{won:?}");
        assert_eq!(won.player.before, player);
        assert_eq!(won.puzzle.before, puzzle);
        // A hint, a wrong move and giving up are all losses, alike.
        let failed = rate_puzzle_attempt(player, puzzle, PuzzleResult::Failed, true).unwrap();
        assert!(failed.player.delta() < 0, "{failed:?}");
        assert!(failed.puzzle.delta() > 0, "{failed:?}");
        for result in [PuzzleResult::Hinted, PuzzleResult::GaveUp] {
            let lost = rate_puzzle_attempt(player, puzzle, result, true).unwrap();
            assert_eq!(lost, failed, "{result:?}");
        }
        // A puzzle surer of its rating than a new player moves less.
        assert!(
            won.puzzle.delta().abs() < won.player.delta().abs(),
            "{won:?}"
        );
        // Solving a hard puzzle gains more than solving an easy one.
        let hard =
            rate_puzzle_attempt(player, puzzle_start(1900.0), PuzzleResult::Solved, true).unwrap();
        assert!(hard.player.delta() > won.player.delta());
    }

    #[test]
    fn only_the_first_attempt_is_rated() {
        let puzzle = puzzle_start(1600.0);
        for result in [PuzzleResult::Solved, PuzzleResult::GaveUp] {
            assert_eq!(
                rate_puzzle_attempt(Rating::default(), puzzle, result, false),
                None
            );
        }
    }

    #[test]
    fn a_puzzle_streak_counts_clean_solves_in_a_row() {
        assert_eq!(puzzle_streak(0, PuzzleResult::Solved), 1);
        assert_eq!(puzzle_streak(4, PuzzleResult::Solved), 5);
        assert_eq!(puzzle_streak(4, PuzzleResult::Hinted), 0);
        assert_eq!(puzzle_streak(4, PuzzleResult::GaveUp), 0);
        for r in ["solved", "hinted", "failed", "gave_up"] {
            assert_eq!(PuzzleResult::parse(r).unwrap().as_str(), r);
        }
        assert_eq!(PuzzleResult::parse("won"), None);
    }
}
