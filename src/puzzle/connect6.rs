//! Connect6's puzzles, where the solver's move is a turn of two stones
//! (answered one at a time, in either order) and the defender replies with
//! two. A puzzle starts at the beginning of the solver's turn; its solution
//! lists the stones in play order: the solver's two, the defender's two, …,
//! and the one or two that complete the line.

use super::mine::{ends_in_a_win, starting_rating, MiningLimits, Refusal};
use super::{Answer, Puzzle, Theme};
use crate::ai::proof_connect6::{Turn, TurnProver};
use crate::game::{Action, Game, Point, Variant};
use std::sync::atomic::AtomicBool;

/// Stones in one exchange: the solver's turn and the defender's reply.
const EXCHANGE: usize = 4;

/// A Connect6 puzzle from `moves`' position, or why not.
pub(super) fn from_position(
    moves: &[Action],
    source: String,
    limits: &MiningLimits,
) -> Result<Puzzle, Refusal> {
    let game =
        Game::from_actions(Variant::Connect6, false, moves).map_err(|_| Refusal::NotAPosition)?;
    if game.is_over() {
        return Err(Refusal::NotAPosition);
    }
    let mut prover = TurnProver::new(&game, limits.max_nodes).ok_or(Refusal::NotAPosition)?;
    if prover.win_now().is_some() {
        return Err(Refusal::WinInOne);
    }
    let win_in = prover
        .shortest_win(limits.max_win_in)
        .ok_or(Refusal::Unproved)?
        .ok_or(Refusal::NoWin)?;
    let wins = prover.winning_turns(win_in).ok_or(Refusal::Unproved)?;
    let [first] = wins[..] else {
        return Err(Refusal::NotUnique);
    };
    let solution = main_line(&mut prover, first, win_in).ok_or(Refusal::Unproved)?;
    Ok(Puzzle {
        id: String::new(),
        variant: Variant::Connect6,
        moves: moves.to_vec(),
        win_in,
        solution,
        themes: themes(win_in),
        rating: starting_rating(win_in, prover.nodes),
        source,
    })
}

/// A Connect6 puzzle's themes: its win is a line (`five` names the line
/// win in every game), and five turns or more are long.
pub(super) fn themes(win_in: u32) -> Vec<Theme> {
    let mut themes = vec![Theme::Five];
    if win_in >= 5 {
        themes.push(Theme::Long);
    }
    themes
}

/// The defender's reply to the solver's winning turn `t` that keeps the
/// win longest, and the turns the win then takes. Leaves the prover as it
/// was.
fn longest_resistance(prover: &mut TurnProver, t: Turn, k: u32) -> Option<(Turn, u32)> {
    let mut best: Option<(u32, Turn)> = None;
    for r in prover.replies(t) {
        prover.play(t, r);
        let left = prover.shortest_win(k - 1);
        prover.undo(t, r);
        let left = left??;
        if best.is_none_or(|(l, _)| left > l) {
            best = Some((left, r));
        }
    }
    best.map(|(left, r)| (r, left))
}

/// The main line from the solver's winning turn `first` (a win in `k`):
/// the stones in play order. Leaves the prover as it was.
fn main_line(prover: &mut TurnProver, first: Turn, k: u32) -> Option<Vec<Point>> {
    let mut line = Vec::new();
    let mut played = Vec::new();
    let (mut t, mut k) = (first, k);
    let result = loop {
        let Some((r, left)) = longest_resistance(prover, t, k) else {
            break None;
        };
        line.extend(t);
        line.extend(r);
        prover.play(t, r);
        played.push((t, r));
        k = left;
        if k == 1 {
            break prover.win_now().inspect(|w| line.extend(w));
        }
        match prover.winning_turns(k) {
            Some(turns) if !turns.is_empty() => t = turns[0],
            _ => break None,
        }
    };
    for (t, r) in played.into_iter().rev() {
        prover.undo(t, r);
    }
    result.map(|_| line)
}

/// The position at the start of the solver's current turn, and the stone
/// of it already placed (if `played` ends mid-turn).
fn turn_start(puzzle: &Puzzle, played: &[Point]) -> Option<(Game, Option<Point>)> {
    let whole = played.len() - played.len() % EXCHANGE;
    let game = super::replay(puzzle, &played[..whole])?;
    let placed = match played.len() % EXCHANGE {
        0 => None,
        1 => Some(played[whole]),
        _ => return None,
    };
    Some((game, placed))
}

/// Checks the solver's next stone. A first stone is right if some second
/// stone makes a winning turn with it; the second must make one. What the
/// search can't settle in its nodes, or before `stop`, is unknown.
pub(super) fn check(puzzle: &Puzzle, played: &[Point], answer: Point, stop: &AtomicBool) -> Answer {
    let Some((start, placed)) = turn_start(puzzle, played) else {
        return Answer::Wrong;
    };
    let left = puzzle.moves_left(played.len());
    let mut now = start.clone();
    if let Some(p) = placed {
        if now.play(p).is_err() {
            return Answer::Wrong;
        }
    }
    let solver = start.to_move();
    let Ok(outcome) = now.play(answer) else {
        return Answer::Wrong;
    };
    if outcome.outcome.winner() == Some(solver) {
        return if left >= 1 {
            Answer::Solved
        } else {
            Answer::Wrong
        };
    }
    if outcome.outcome.is_over() {
        return Answer::Wrong;
    }
    let Some(prover) = TurnProver::new(&start, super::CHECK_NODES) else {
        return Answer::Wrong;
    };
    let mut prover = prover.with_stop(stop);
    let n = played.len();
    let main_turn = puzzle
        .solution
        .get(n - n % EXCHANGE..(n - n % EXCHANGE + 2));
    match placed {
        None => {
            let on_line = main_turn.is_some_and(|t| t.contains(&answer))
                && puzzle.solution.starts_with(played);
            if on_line {
                return Answer::OneMore;
            }
            // A stone that helps fill any window now is right (the last
            // turn, or a win on the spot that comes early).
            if let Some(Some(_)) = prover.partner(answer, 1) {
                return Answer::OneMore;
            }
            match prover.partner(answer, left) {
                Some(Some(_)) => Answer::OneMore,
                Some(None) => Answer::Wrong,
                None => Answer::Unknown,
            }
        }
        Some(first) => {
            let t = [first, answer];
            let on_line = puzzle.solution.starts_with(&played[..n - 1])
                && main_turn.is_some_and(|m| m.contains(&first) && m.contains(&answer));
            if on_line {
                if let Some(reply) = puzzle.solution.get(n + 1..n + 3) {
                    return Answer::Continue {
                        reply: reply.to_vec(),
                    };
                }
            }
            if left < 2 {
                return Answer::Wrong;
            }
            match prover.turn_wins(t, left) {
                Some(true) => {}
                Some(false) => return Answer::Wrong,
                None => return Answer::Unknown,
            }
            match longest_resistance(&mut prover, t, left) {
                Some((r, _)) => Answer::Continue { reply: r.to_vec() },
                None if prover.exhausted() => Answer::Unknown,
                None => Answer::Wrong,
            }
        }
    }
}

/// The solver's next stone: the main line's while the attempt follows it,
/// else one the search finds.
pub(super) fn hint(puzzle: &Puzzle, played: &[Point], stop: &AtomicBool) -> Option<Point> {
    if puzzle.solution.starts_with(played) {
        return puzzle.solution.get(played.len()).copied();
    }
    let (start, placed) = turn_start(puzzle, played)?;
    let left = puzzle.moves_left(played.len());
    let mut prover = TurnProver::new(&start, super::CHECK_NODES)?.with_stop(stop);
    if let Some(first) = placed {
        return match prover.partner(first, 1).flatten() {
            Some(q) => Some(q),
            None => prover.partner(first, left).flatten(),
        };
    }
    if let Some(w) = prover.win_now() {
        return w.first().copied();
    }
    prover.winning_turns(left)?.first().map(|t| t[0])
}

/// Whether a turn other than the main line's first also wins `puzzle`
/// within its length; `None` if the search couldn't tell.
pub(super) fn another_winning_turn(puzzle: &Puzzle, limits: &MiningLimits) -> Option<bool> {
    let game = puzzle.position().ok()?;
    let mut prover = TurnProver::new(&game, limits.max_nodes)?;
    let s = puzzle.solution.get(..2)?;
    let wins = prover.winning_turns(puzzle.win_in)?;
    Some(
        wins.iter()
            .any(|t| !(t.contains(&s[0]) && t.contains(&s[1]))),
    )
}

/// The deeper check of a mined Connect6 puzzle: the solution replays to the
/// solver's win, its first turn is the only winning one, and every block of
/// every solver turn on the main line still loses in the turns left.
pub(super) fn confirm(puzzle: &Puzzle, limits: &MiningLimits, stop: &AtomicBool) -> bool {
    let Some(game) = ends_in_a_win(puzzle) else {
        return false;
    };
    let Some(prover) = TurnProver::new(&game, limits.max_nodes) else {
        return false;
    };
    let mut prover = prover.with_stop(stop);
    if prover.win_now().is_some() {
        return false;
    }
    let s = &puzzle.solution;
    match prover.winning_turns(puzzle.win_in) {
        Some(w) if w.len() == 1 && w[0].contains(&s[0]) && w[0].contains(&s[1]) => {}
        _ => return false,
    }
    // The prover is dropped after: the main line is played on it and
    // never taken back.
    for (i, exchange) in s.chunks(EXCHANGE).enumerate() {
        let [a, b, c, d] = exchange[..] else { break };
        let left = puzzle.win_in - i as u32;
        let t = [a, b];
        for r in prover.replies(t) {
            prover.play(t, r);
            let holds = matches!(prover.shortest_win(left - 1), Some(Some(_)));
            prover.undo(t, r);
            if !holds {
                return false;
            }
        }
        prover.play(t, [c, d]);
    }
    true
}
