//! Mining: is a position a puzzle? The side to move must have a forced win
//! in 2 to 7 of its moves, no win on the spot, and exactly one first move
//! that wins within that length, every other one refuted, the quiet ones
//! (no threat) too. The main line is the defender's longest resistance,
//! the attacker's shortest win.

use super::{Puzzle, Theme};
use crate::ai::proof::Prover;
use crate::game::{Action, Game, Outcome, Point, Variant, WinReason};
use std::sync::atomic::AtomicBool;

/// Open threes the attacker may use in a mined proof. Over the first 40
/// games, three threes and 400,000 nodes a position found 31 confirmed
/// puzzles, two threes and 60,000 nodes 27 in a fifth of the time.
pub(crate) const MINING_THREES: u32 = 2;

/// How hard mining looks at one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MiningLimits {
    /// The longest win, in the solver's moves.
    pub max_win_in: u32,
    /// Open threes the attacker may use on the way.
    pub threes: u32,
    /// Search nodes for the whole position (the win, the refutations and
    /// the main line); past it the position is given up.
    pub max_nodes: u64,
}

impl MiningLimits {
    /// What `pente-bot puzzles build` and `/pente analyze` use.
    pub const MINING: MiningLimits = MiningLimits {
        max_win_in: 7,
        threes: MINING_THREES,
        max_nodes: 40_000,
    };

    /// The second, deeper search that confirms a mined puzzle: threes
    /// without limit within the length, and forty times the nodes.
    pub const CONFIRM: MiningLimits = MiningLimits {
        max_win_in: 7,
        threes: 7,
        max_nodes: 1_600_000,
    };
}

/// Why a position is not a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over, waits for a decision, or doesn't replay; or, in
    /// Connect6, a turn is half played.
    NotAPosition,
    /// The side to move wins on the spot: nothing to solve.
    WinInOne,
    /// No forced win within the length.
    NoWin,
    /// More than one first move wins within the shortest length.
    NotUnique,
    /// The search ran out of nodes before it knew.
    Unproved,
}

/// A puzzle of a one-stone game if the side to move has a unique forced
/// win in `moves`' position, or why not (see [`super::from_position_with`]).
pub(super) fn from_position_with(
    moves: &[Action],
    variant: Variant,
    source: String,
    limits: &MiningLimits,
) -> Result<Puzzle, Refusal> {
    let game = Game::from_actions(variant, false, moves).map_err(|_| Refusal::NotAPosition)?;
    if game.is_over() || game.pending().is_some() {
        return Err(Refusal::NotAPosition);
    }
    let mut prover =
        Prover::new(&game, limits.threes, limits.max_nodes).ok_or(Refusal::NotAPosition)?;
    if prover.win_now().is_some() {
        return Err(Refusal::WinInOne);
    }
    let (win_in, _) = prover
        .shortest_win(limits.max_win_in)
        .ok_or(Refusal::Unproved)?
        .ok_or(Refusal::NoWin)?;
    let wins = prover.winning_moves(win_in).ok_or(Refusal::Unproved)?;
    let [first] = wins[..] else {
        return Err(Refusal::NotUnique);
    };
    let solution = main_line(&mut prover, first, win_in).ok_or(Refusal::Unproved)?;
    // A quiet first move that wins too: no puzzle. What this budget can't
    // settle, the deeper search of `confirm` does.
    if another_win(&mut prover, first, win_in) == Some(true) {
        return Err(Refusal::NotUnique);
    }
    let themes = themes(&game, &steps(&mut prover, &solution), win_in);
    Ok(Puzzle {
        id: String::new(),
        variant,
        moves: moves.to_vec(),
        win_in: solution.len().div_ceil(2) as u32,
        solution,
        themes,
        rating: starting_rating(win_in, prover.nodes),
        source,
    })
}

/// One move of the main line and what it did.
struct Step {
    point: Point,
    /// Stones it captured.
    captures: usize,
    /// (Solver's moves) points where the solver then threatened to win on
    /// the spot.
    threats: Vec<Point>,
    /// (Solver's moves) the empty points of the open threes it stands in.
    three_points: Vec<Point>,
}

impl Step {
    /// The lines through the move (as directions) holding the points.
    fn lines(&self, points: &[Point]) -> Vec<(isize, isize)> {
        let mut lines: Vec<(isize, isize)> = points
            .iter()
            .filter_map(|&q| line_through(self.point, q))
            .collect();
        lines.sort();
        lines.dedup();
        lines
    }

    /// Two fours in different lines (an open four is one line).
    fn double_four(&self) -> bool {
        self.lines(&self.threats).len() >= 2
    }

    /// A four and an open three in another line.
    fn four_three(&self) -> bool {
        let fours = self.lines(&self.threats);
        !fours.is_empty()
            && self
                .lines(&self.three_points)
                .iter()
                .any(|l| !fours.contains(l))
    }
}

/// The direction of the line through `from` and `to`, the same either way
/// along it; `None` if they are not on one line.
fn line_through(from: Point, to: Point) -> Option<(isize, isize)> {
    let dc = to.col() as isize - from.col() as isize;
    let dr = to.row() as isize - from.row() as isize;
    if (dc, dr) == (0, 0) || !(dc == 0 || dr == 0 || dc.abs() == dr.abs()) {
        return None;
    }
    let (c, r) = (dc.signum(), dr.signum());
    Some(if c < 0 || (c == 0 && r < 0) {
        (-c, -r)
    } else {
        (c, r)
    })
}

/// The main line from the solver's `first` move, which wins within `k`:
/// after each solver move the defender's reply that resists longest, and
/// the solver's quickest win against it. Leaves the prover as it was.
fn main_line(prover: &mut Prover, first: Point, k: u32) -> Option<Vec<Point>> {
    let mut line = Vec::new();
    let (mut mv, mut k) = (first, k);
    let result = loop {
        let reply = if k > 1 {
            longest_resistance(prover, mv, k)
        } else {
            None
        };
        line.push(mv);
        if prover.play(mv) {
            break Some(());
        }
        let Some((reply, next_k)) = reply else {
            break None;
        };
        line.push(reply);
        if prover.play(reply) {
            break None;
        }
        match prover.shortest_win(next_k) {
            Some(Some((found_k, next))) => {
                mv = next;
                k = found_k;
            }
            _ => break None,
        }
    };
    for _ in 0..line.len() {
        prover.undo();
    }
    result.map(|()| line)
}

/// What each move of `line` did, played from the prover's position (which
/// is left as it was).
fn steps(prover: &mut Prover, line: &[Point]) -> Vec<Step> {
    let mut steps = Vec::new();
    for (i, &point) in line.iter().enumerate() {
        let captures = prover.captures_at(point);
        prover.play(point);
        let solver = i % 2 == 0;
        steps.push(Step {
            point,
            captures,
            threats: if solver {
                prover.threat_points()
            } else {
                Vec::new()
            },
            three_points: if solver {
                prover.open_three_points(point)
            } else {
                Vec::new()
            },
        });
    }
    for _ in line {
        prover.undo();
    }
    steps
}

/// The themes of a one-stone game's puzzle, read off its main line.
pub(super) fn themes_of(puzzle: &Puzzle) -> Vec<Theme> {
    let Ok(game) = puzzle.position() else {
        return Vec::new();
    };
    let Some(mut prover) = Prover::new(&game, 0, 0) else {
        return Vec::new();
    };
    let steps = steps(&mut prover, &puzzle.solution);
    themes(&game, &steps, puzzle.win_in)
}

/// The defender's reply to the side to move's `threat` (which wins within
/// `k`) that keeps the win longest, and how many moves the win then takes:
/// among equals, the one whose refutation costs the search most. `None` if
/// the threat leaves no parry the search can answer (it didn't win after
/// all, or the budget ran out). Leaves the prover as it was.
pub(crate) fn longest_resistance(
    prover: &mut Prover,
    threat: Point,
    k: u32,
) -> Option<(Point, u32)> {
    let attacker = prover.to_move();
    if prover.play(threat) {
        prover.undo();
        return None;
    }
    let mut best: Option<(u32, u64, Point)> = None;
    let mut sound = true;
    for reply in prover.parries(threat) {
        let before = prover.nodes;
        let won = prover.play(reply);
        let win = if won {
            None
        } else if prover.winner() == Some(attacker) {
            // A reply that lets a waiting Boat five stand: lost at once.
            Some((0, reply))
        } else {
            prover.shortest_win(k - 1).flatten()
        };
        prover.undo();
        let Some((left, _)) = win else {
            sound = false;
            break;
        };
        let cost = prover.nodes - before;
        if best.is_none_or(|(l, c, _)| (left, cost) > (l, c)) {
            best = Some((left, cost, reply));
        }
    }
    prover.undo();
    if !sound {
        return None;
    }
    best.map(|(left, _, reply)| (reply, left))
}

/// Quiet moves (moves the threat search doesn't follow: no four, no
/// threat of the last capture, no open three) the solver may make in a
/// line a check follows: the answer and one more. In p0138 L7 wins so:
/// L7, and after White's L10, N6.
pub(crate) const CHECK_QUIET: u32 = 2;

/// Whether the side to move's `p` wins within `k` moves, as a threat the
/// search follows or as a quiet move every reply to which still loses
/// within `k - 1` (with up to `quiet` quiet moves of the solver in all):
/// the defender's reply that resists longest if it does, `Some(None)` if
/// it doesn't, `None` if the search couldn't tell (out of nodes, or called
/// off). `refuter` is tried first among the replies to a quiet move (the
/// main line's move, which most often refutes another).
pub(crate) fn winning_reply(
    prover: &mut Prover,
    p: Point,
    k: u32,
    refuter: Option<Point>,
    quiet: u32,
) -> Option<Option<Point>> {
    if prover.wins_within(p, k)? {
        return match longest_resistance(prover, p, k) {
            Some((reply, _)) => Some(Some(reply)),
            None if prover.exhausted() => None,
            None => Some(None),
        };
    }
    if quiet == 0 {
        return Some(None);
    }
    Some(quiet_win(prover, p, k, refuter, quiet - 1)?.map(|(reply, _)| reply))
}

/// The fewest moves (up to `k`) in which the side to move wins: by threats
/// the search follows, or, with `quiet` quiet moves to spare, a quiet move
/// first (counted as taking all `k`). `Some(None)` if neither wins, `None`
/// if the search couldn't tell.
fn solver_wins(prover: &mut Prover, k: u32, quiet: u32) -> Option<Option<u32>> {
    if let Some((n, _)) = prover.shortest_win(k)? {
        return Some(Some(n));
    }
    // A quiet move wins in three at the soonest: the reply, then a threat
    // no parry stops.
    if quiet == 0 || k < 3 {
        return Some(None);
    }
    for q in prover.candidates() {
        if quiet_win(prover, q, k, None, quiet - 1)?.is_some() {
            return Some(Some(k));
        }
    }
    Some(None)
}

/// Whether the side to move's move `p`, played as it is (a quiet move: the
/// threat search didn't find it), wins within `k`: every reply near the
/// stones (the parries of a threat among them) is followed by the
/// attacker's win within `k - 1`, by threats or with `quiet` more quiet
/// moves. The reply that resists longest and the moves the win then
/// takes, `Some(None)` if some reply holds, `None` if the search couldn't
/// tell. Leaves the prover as it was.
fn quiet_win(
    prover: &mut Prover,
    p: Point,
    k: u32,
    refuter: Option<Point>,
    quiet: u32,
) -> Option<Option<(Point, u32)>> {
    if k < 2 || !prover.candidates().contains(&p) {
        return Some(None);
    }
    let attacker = prover.to_move();
    if prover.play(p) {
        // A win on the spot is no quiet move: the caller asks first.
        prover.undo();
        return Some(None);
    }
    let mut replies = prover.candidates();
    if let Some(i) = refuter.and_then(|r| replies.iter().position(|&q| q == r)) {
        replies[..=i].rotate_right(1);
    }
    let mut best: Option<(u32, Point)> = None;
    let mut verdict = Some(true);
    for r in replies {
        let won = prover.play(r);
        let left = if won {
            Some(None)
        } else if prover.winner() == Some(attacker) {
            Some(Some(0))
        } else {
            solver_wins(prover, k - 1, quiet)
        };
        prover.undo();
        match left {
            None => {
                verdict = None;
                break;
            }
            Some(None) => {
                verdict = Some(false);
                break;
            }
            Some(Some(n)) => {
                if best.is_none_or(|(l, _)| n > l) {
                    best = Some((n, r));
                }
            }
        }
    }
    prover.undo();
    match verdict? {
        true => Some(best.map(|(n, r)| (r, n + 1))),
        false => Some(None),
    }
}

/// Whether a first move other than `first` also wins within `k`, a quiet
/// one too (the solver's later moves being threats); `None` if the search
/// couldn't tell. The threats were settled by [`Prover::winning_moves`];
/// this looks at every other move near the stones, replying to each with
/// `first` before anything else.
pub(crate) fn another_win(prover: &mut Prover, first: Point, k: u32) -> Option<bool> {
    for p in prover.candidates() {
        if p != first && quiet_win(prover, p, k, Some(first), 0)?.is_some() {
            return Some(true);
        }
    }
    Some(false)
}

/// Whether a first move other than the one of `puzzle`'s main line also
/// wins within its length, a quiet one too, searched with `limits`' threes
/// and nodes; `None` if the search couldn't tell.
pub(super) fn another_first_move_wins(puzzle: &Puzzle, limits: &MiningLimits) -> Option<bool> {
    let game = puzzle.position().ok()?;
    let mut prover = Prover::new(&game, limits.threes, limits.max_nodes)?;
    let first = *puzzle.solution.first()?;
    if prover
        .winning_moves(puzzle.win_in)?
        .iter()
        .any(|&p| p != first)
    {
        return Some(true);
    }
    another_win(&mut prover, first, puzzle.win_in)
}

/// The themes of a main line played from `game`.
fn themes(game: &Game, line: &[Step], win_in: u32) -> Vec<Theme> {
    let mut themes = Vec::new();
    let mut end = game.clone();
    for s in line {
        let _ = end.play(s.point);
    }
    match end.outcome() {
        Outcome::Won {
            reason: WinReason::Captures,
            ..
        } => themes.push(Theme::Captures),
        _ => themes.push(Theme::Five),
    }
    let solver = line.iter().step_by(2);
    let defender = line.iter().skip(1).step_by(2);
    if !themes.contains(&Theme::Captures) && solver.clone().any(|s| s.captures > 0) {
        themes.push(Theme::Captures);
    }
    if solver.clone().any(Step::double_four) {
        themes.push(Theme::DoubleFour);
    }
    if solver.clone().any(Step::four_three) {
        themes.push(Theme::FourThree);
    }
    if defender.clone().any(|s| s.captures > 0) {
        themes.push(Theme::CaptureDefence);
    }
    if win_in >= 5 {
        themes.push(Theme::Long);
    }
    themes.sort();
    themes
}

/// A starting difficulty: longer wins are harder, and so are those the
/// search worked harder to prove unique (more tempting alternatives).
pub(super) fn starting_rating(win_in: u32, nodes: u64) -> f64 {
    let effort = (nodes.max(1000) as f64 / 1000.0).log2();
    (1000.0 + 180.0 * (win_in as f64 - 1.0) + 50.0 * effort)
        .clamp(800.0, 2500.0)
        .round()
}

/// The puzzle's position, if its main line replays from it to the
/// solver's win.
pub(super) fn ends_in_a_win(puzzle: &Puzzle) -> Option<Game> {
    let game = puzzle.position().ok()?;
    let mut end = game.clone();
    for &p in &puzzle.solution {
        end.play(p).ok()?;
    }
    (end.outcome().winner() == Some(game.to_move())).then_some(game)
}

/// The second, deeper search on a one-stone game's puzzle: its position
/// has no win on the spot, its first move wins within its length and no
/// other does, and at every defender move of the main line every reply
/// near the stones (not only the usual parries) still loses within the
/// moves left. The main line must also replay to the solver's win.
pub(super) fn confirm_with(puzzle: &Puzzle, limits: &MiningLimits, stop: &AtomicBool) -> bool {
    let Some(game) = ends_in_a_win(puzzle) else {
        return false;
    };
    let solver = game.to_move();
    let Some(prover) = Prover::new(&game, limits.threes, limits.max_nodes) else {
        return false;
    };
    let mut prover = prover.with_stop(stop);
    if prover.win_now().is_some() {
        return false;
    }
    match prover.winning_moves(puzzle.win_in) {
        Some(wins) if wins == [puzzle.solution[0]] => {}
        _ => return false,
    }
    if another_win(&mut prover, puzzle.solution[0], puzzle.win_in) != Some(false) {
        return false;
    }
    let mut ok = true;
    let mut played = 0;
    for (i, pair) in puzzle.solution.chunks(2).enumerate() {
        let [mv, reply] = pair else { break };
        let left = puzzle.win_in - i as u32;
        prover.play(*mv);
        played += 1;
        for r in prover.candidates() {
            let won = prover.play(r);
            let holds = !won
                && (prover.winner() == Some(solver)
                    || matches!(prover.shortest_win(left - 1), Some(Some(_))));
            prover.undo();
            if !holds {
                ok = false;
                break;
            }
        }
        if !ok {
            break;
        }
        prover.play(*reply);
        played += 1;
    }
    for _ in 0..played {
        prover.undo();
    }
    ok
}
