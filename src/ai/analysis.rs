//! Post-game analysis: the engine looks at every position of a game, scores
//! it for the player to move and names the turning points: a missed win (the
//! engine saw a forced win and the move played let it go), a blunder (the
//! move allowed a forced loss, or lost a lot), an inaccuracy (lost some).
//!
//! Each position gets one search, so a move's "before" is the search of the
//! position it was played in and its "after" the search of the next one,
//! seen from the same player. Time is bounded: about a quarter of a second a
//! position and [`MAX_TOTAL`] for the whole game.
//!
//! The analysis is data only: its key moment ([`KeyMoment`]) says what to
//! show, and `render` draws it.

use super::{search, Level, Limits, Search};
use crate::game::{Action, Choice, Color, Game, IllegalMove, Point};
use std::fmt::Write as _;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The longest a whole game's analysis takes.
pub const MAX_TOTAL: Duration = Duration::from_secs(30);
/// The longest one position's search takes.
const PER_POSITION: Duration = Duration::from_millis(250);
/// Search nodes per position: enough for the tactics, and what keeps the
/// analysis the same from run to run when the machine is fast enough.
const NODES_PER_POSITION: u64 = 60_000;

/// Scores from here up are wins the engine has seen.
const WIN_BOUND: i32 = super::search::WIN - 1000;
/// Losses of this many evaluation points or more are blunders, and of
/// `INACCURACY` or more inaccuracies (an open three is worth about 150, a
/// four about 700, a captured pair 110 to 900 as the count rises).
const BLUNDER: i32 = 1200;
const INACCURACY: i32 = 450;
/// Scores are clamped to this before taking differences, so that a lost
/// position can't make every later move look like a blunder.
const CLAMP: i32 = 5000;

/// How a move went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Inaccuracy,
    Blunder,
    MissedWin,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Blunder => "blunder",
            Verdict::MissedWin => "missed_win",
        }
    }

    /// For sentences: "a blunder".
    pub fn describe(self) -> &'static str {
        match self {
            Verdict::Inaccuracy => "an inaccuracy",
            Verdict::Blunder => "a blunder",
            Verdict::MissedWin => "a missed win",
        }
    }

    /// Which matters most, for choosing the key moment.
    fn weight(self) -> i32 {
        match self {
            Verdict::Inaccuracy => 1,
            Verdict::Blunder => 2,
            Verdict::MissedWin => 3,
        }
    }
}

/// The engine's view of one move of the game.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// 1 for the first move of the game.
    pub number: usize,
    pub point: Point,
    pub color: Color,
    /// The position's score before and after the move, both for the mover.
    pub score_before: i32,
    pub score_after: i32,
    /// What the engine would have played.
    pub best: Point,
    /// Whether the engine saw a forced win for the mover before the move.
    pub had_win: bool,
    pub verdict: Option<Verdict>,
}

impl Review {
    /// One line: "Move 23, White K14: a blunder — J12 wins by force".
    pub fn sentence(&self) -> String {
        let verdict = self.verdict.map_or("a good move", Verdict::describe);
        let better = if self.had_win {
            format!("{} wins by force", self.best)
        } else {
            format!("{} was better", self.best)
        };
        format!(
            "Move {}, {} {}: {verdict} — {better}",
            self.number, self.color, self.point
        )
    }
}

/// Every move of a game, reviewed.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub reviews: Vec<Review>,
}

impl Analysis {
    /// The most important turning point: a missed win before a blunder
    /// before an inaccuracy, and the biggest swing among equals.
    pub fn key_moment(&self) -> Option<&Review> {
        self.reviews
            .iter()
            .filter(|r| r.verdict.is_some())
            .max_by_key(|r| {
                let swing =
                    r.score_before.clamp(-CLAMP, CLAMP) - r.score_after.clamp(-CLAMP, CLAMP);
                (
                    r.verdict.map_or(0, Verdict::weight),
                    swing,
                    std::cmp::Reverse(r.number),
                )
            })
    }

    /// A short text: counts, then the missed wins and blunders (and, if
    /// there are none, the inaccuracies), one a line.
    pub fn summary(&self) -> String {
        let count = |v: Verdict| self.reviews.iter().filter(|r| r.verdict == Some(v)).count();
        let mut out = format!(
            "{} moves looked at: {} missed win{}, {} blunder{}, {} inaccurac{}.",
            self.reviews.len(),
            count(Verdict::MissedWin),
            plural(count(Verdict::MissedWin)),
            count(Verdict::Blunder),
            plural(count(Verdict::Blunder)),
            count(Verdict::Inaccuracy),
            if count(Verdict::Inaccuracy) == 1 {
                "y"
            } else {
                "ies"
            },
        );
        let serious: Vec<&Review> = self
            .reviews
            .iter()
            .filter(|r| matches!(r.verdict, Some(Verdict::MissedWin | Verdict::Blunder)))
            .collect();
        let shown: Vec<&Review> = if serious.is_empty() {
            self.reviews
                .iter()
                .filter(|r| r.verdict.is_some())
                .collect()
        } else {
            serious
        };
        const MAX_LINES: usize = 8;
        for r in shown.iter().take(MAX_LINES) {
            let _ = write!(out, "\n{}", r.sentence());
        }
        if shown.len() > MAX_LINES {
            let _ = write!(out, "\n… and {} more.", shown.len() - MAX_LINES);
        }
        if shown.is_empty() {
            out.push_str("\nNo clear mistakes: the engine agrees with the game's play.");
        }
        out
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The search limits for one position when `plies` positions share
/// [`MAX_TOTAL`].
pub fn limits_for(plies: usize) -> Limits {
    let share = MAX_TOTAL / plies.max(1) as u32;
    // Hard's search (threes, weights, deepening) without its book, on a
    // node budget and a share of the analysis's time.
    Limits {
        max_depth: 0,
        max_nodes: NODES_PER_POSITION,
        time: Some(share.min(PER_POSITION)),
        randomness: 0,
        book: false,
        ..Level::Hard.limits()
    }
}

/// Reviews every move of the game `moves` (of Pente), searching each
/// position with `limits` (see [`limits_for`]), until `stop` is raised (the
/// moves not yet reviewed are then left out). An illegal move is returned
/// with its index.
pub fn analyze(
    moves: &[Point],
    limits: Limits,
    stop: &AtomicBool,
) -> Result<Analysis, (usize, IllegalMove)> {
    analyze_game(&Game::new(), &stones(moves), limits, stop)
}

fn stones(moves: &[Point]) -> Vec<Action> {
    moves.iter().map(|&p| Action::Stone(p)).collect()
}

/// The same for a game of any variant: its `actions` (stones and opening
/// decisions) played from `start`. Stones are reviewed and numbered; a
/// decision moves no stone and is played through. An illegal action is
/// returned with its index.
pub fn analyze_game(
    start: &Game,
    actions: &[Action],
    limits: Limits,
    stop: &AtomicBool,
) -> Result<Analysis, (usize, IllegalMove)> {
    let mut game = start.clone();
    // The search of the position the next stone is placed in, and the
    // colour it scores for.
    let mut before = searched(&game, limits, stop);
    let mut reviews = Vec::with_capacity(actions.len());
    let mut number = 0;
    for (i, &action) in actions.iter().enumerate() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let point = match action {
            Action::Stone(p) => p,
            Action::Decision(c) => {
                // The stones stay: the search before it still holds.
                game.decide(c).map_err(|e| (i, e))?;
                continue;
            }
        };
        number += 1;
        let color = game.to_move();
        game.play(point).map_err(|e| (i, e))?;
        let after = searched(&game, limits, stop);
        let for_mover = |found: &(Search, Color)| {
            if found.1 == color {
                found.0.score
            } else {
                -found.0.score
            }
        };
        let score_before = before.as_ref().map_or(0, for_mover);
        let best = before.as_ref().map_or(point, |(s, _)| s.best);
        let score_after = match &after {
            Some(found) => for_mover(found),
            // The move ended the game: it won, or drew a full board.
            None if game.outcome().winner() == Some(color) => super::search::WIN - 1,
            None if game.outcome().winner().is_some() => -(super::search::WIN - 1),
            None => 0,
        };
        let had_win = score_before >= WIN_BOUND;
        let verdict = judge(point, best, score_before, score_after);
        reviews.push(Review {
            number,
            point,
            color,
            score_before,
            score_after,
            best,
            had_win,
            verdict,
        });
        before = after;
    }
    Ok(Analysis { reviews })
}

/// The search of `game`'s position and the colour it scores for; with a
/// decision pending, of the position as it stands (the stones stay
/// whatever is chosen). None once the game is over.
fn searched(game: &Game, limits: Limits, stop: &AtomicBool) -> Option<(Search, Color)> {
    if game.pending().is_some() {
        let mut kept = game.clone();
        kept.decide(Choice::Keep).ok()?;
        return search(&kept, limits, 1, stop).map(|s| (s, kept.to_move()));
    }
    search(game, limits, 1, stop).map(|s| (s, game.to_move()))
}

/// The verdict on playing `point` where the engine preferred `best`.
fn judge(point: Point, best: Point, before: i32, after: i32) -> Option<Verdict> {
    if point == best {
        return None;
    }
    if before >= WIN_BOUND && after < WIN_BOUND {
        return Some(Verdict::MissedWin);
    }
    if before > -WIN_BOUND && after <= -WIN_BOUND {
        return Some(Verdict::Blunder);
    }
    let lost = before.clamp(-CLAMP, CLAMP) - after.clamp(-CLAMP, CLAMP);
    if lost >= BLUNDER {
        Some(Verdict::Blunder)
    } else if lost >= INACCURACY {
        Some(Verdict::Inaccuracy)
    } else {
        None
    }
}

/// The most important turning point, as data for its picture: the position
/// the move was played in, the move played and the engine's better move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMoment {
    /// The game before the key move: the position it was played in.
    pub before: Game,
    /// 1 for the first move of the game.
    pub number: usize,
    /// Who played it.
    pub color: Color,
    pub played: Point,
    /// What the engine would have played.
    pub better: Point,
    pub verdict: Verdict,
}

impl KeyMoment {
    /// The picture's status line: "Move 9: White played C3 — better O10".
    pub fn caption(&self) -> String {
        format!(
            "Move {}: {} played {} — better {}",
            self.number, self.color, self.played, self.better
        )
    }
}

/// The key moment of the game `moves` of Pente (the moves `analysis`
/// reviewed), if it has a turning point.
pub fn key_moment(moves: &[Point], analysis: &Analysis) -> Option<KeyMoment> {
    key_moment_in(&Game::new(), &stones(moves), analysis)
}

/// The same for a game of any variant played from `start`.
pub fn key_moment_in(start: &Game, actions: &[Action], analysis: &Analysis) -> Option<KeyMoment> {
    let key = analysis.key_moment()?;
    let mut before = start.clone();
    let mut placed = 0;
    for &action in actions {
        if matches!(action, Action::Stone(_)) {
            if placed + 1 == key.number {
                break;
            }
            placed += 1;
        }
        before.act(action).ok()?;
    }
    Some(KeyMoment {
        before,
        number: key.number,
        color: key.color,
        played: key.point,
        better: key.best,
        verdict: key.verdict?,
    })
}

/// What the bot posts after `/pente analyze`.
#[derive(Debug, Clone)]
pub struct Report {
    /// The summary, first line naming the players.
    pub text: String,
    /// What the picture shows, when there is a turning point (`render`
    /// draws it).
    pub key_moment: Option<KeyMoment>,
    pub analysis: Analysis,
}

/// Analyses a game (its `actions` from `start`) and prepares the reply's
/// text and key moment: blocking (up to [`MAX_TOTAL`]), so the bot runs it
/// on a blocking thread (`spawn_blocking`) and can stop it early with
/// `stop`. An illegal action is returned with its index.
pub fn report(
    start: &Game,
    actions: &[Action],
    white_name: &str,
    black_name: &str,
    stop: &AtomicBool,
) -> Result<Report, (usize, IllegalMove)> {
    let stones = actions
        .iter()
        .filter(|a| matches!(a, Action::Stone(_)))
        .count();
    let analysis = analyze_game(start, actions, limits_for(stones), stop)?;
    let text = format!(
        "Analysis of {white_name} (White) against {black_name} (Black):\n{}",
        analysis.summary()
    );
    Ok(Report {
        text,
        key_moment: key_moment_in(start, actions, &analysis),
        analysis,
    })
}
