//! Proofs of forced wins in the one-stone games whose rules Pente's
//! incremental position does not model (Keryo's threes, Gomoku's exact five
//! without captures, poofs, Boat's capture-proof lines): a search by
//! continuous threats on the rules engine's own `Game`, so every stone is
//! played, every capture and poof made and every win judged by the variant.
//!
//! A threat is a move after which the defender would lose if they could
//! pass: the attacker then wins on the spot (a line, the last capture), or,
//! in Boat-Pente, a line of five stands that survives unless it is broken.
//! Against a threat every reply next to a stone (two steps off where
//! stones poof) is played and judged; a reply farther off touches no line,
//! capture or poof, so it is no better than a pass, and losing to a pass is
//! what made the move a threat. So a
//! win found here holds against every defence. Open threes are not used:
//! the wins are by continuous threats to win on the spot.

use crate::game::{Board, Color, Game, Point};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// The empty points within `steps` king moves of a stone.
pub(crate) fn near(board: &Board, steps: isize) -> Vec<Point> {
    let mut mark = [false; crate::game::POINTS];
    for c in [Color::White, Color::Black] {
        for s in board.stones(c) {
            for dc in -steps..=steps {
                for dr in -steps..=steps {
                    if let Some(q) = s.offset(dc, dr) {
                        mark[q.index()] = true;
                    }
                }
            }
        }
    }
    Point::all()
        .filter(|&p| mark[p.index()] && board.is_empty_at(p))
        .collect()
}

/// `game` with the other side to move and nothing else changed: what a
/// pass would leave.
fn passed(game: &Game) -> Game {
    let caps = [game.captures(Color::White), game.captures(Color::Black)];
    Game::from_position_in(
        game.variant(),
        game.board().clone(),
        game.to_move().opponent(),
        caps,
    )
}

/// Whether the side to move wins by playing `p`.
fn wins_at(game: &Game, p: Point) -> bool {
    let mover = game.to_move();
    let mut after = game.clone();
    after
        .play(p)
        .is_ok_and(|o| o.outcome.winner() == Some(mover))
}

/// Whether a stone of `c` at `p` might win on the spot: it makes a line of
/// five or more, or captures. Cheap, and never false where the move wins.
fn might_win(board: &Board, game: &Game, p: Point, c: Color) -> bool {
    let v = game.variant();
    board.longest_line(p, c) >= 5
        || (v.captures() && !board.captures_with(p, c, v.captures_threes()).is_empty())
}

/// The points where the side to move wins on the spot, found as they are
/// needed.
fn winning_points(game: &Game) -> impl Iterator<Item = Point> + '_ {
    let (board, c) = (game.board(), game.to_move());
    let candidates = if game.is_over() {
        Vec::new()
    } else {
        near(board, 1)
    };
    candidates
        .into_iter()
        .filter(move |&p| might_win(board, game, p, c) && wins_at(game, p))
}

/// A point where the side to move wins on the spot.
pub(crate) fn win_on_spot(game: &Game) -> Option<Point> {
    winning_points(game).next()
}

/// Whether the side to move would lose if they passed: the other side
/// threatens to win.
pub(crate) fn threatened(game: &Game) -> bool {
    let attacker = game.to_move().opponent();
    if game.variant().capture_proof_lines() && !game.board().lines_of_five(attacker).is_empty() {
        return true;
    }
    win_on_spot(&passed(game)).is_some()
}

/// Where the side that just moved would win on the spot if the side to move
/// passed.
pub(crate) fn threat_points(game: &Game) -> Vec<Point> {
    winning_points(&passed(game)).collect()
}

/// How far from the stones a reply to a threat can matter: next to them,
/// where it blocks or captures; in the games with poofs also a step
/// further, next to a winning point, where it can make the winning stone
/// poof itself.
fn reply_reach(game: &Game) -> isize {
    if game.variant().poofs() {
        2
    } else {
        1
    }
}

/// The replies of the side to move (who is threatened) that leave the
/// attacker no win on the spot and don't lose at once; a reply that wins
/// comes first, alone.
pub(crate) fn holding_replies(game: &Game) -> Vec<Point> {
    if let Some(p) = win_on_spot(game) {
        return vec![p];
    }
    let defender = game.to_move();
    near(game.board(), reply_reach(game))
        .into_iter()
        .filter(|&r| {
            let mut after = game.clone();
            match after.play(r) {
                Ok(o) if o.outcome.is_over() => o.outcome.winner() == Some(defender),
                Ok(_) => win_on_spot(&after).is_none(),
                Err(_) => false,
            }
        })
        .collect()
}

/// The replies worth showing against a threat: those that hold, and where
/// none does (a double four), the blocks and captures that lose anyway.
pub(crate) fn parries(game: &Game) -> Vec<Point> {
    let holding = holding_replies(game);
    if !holding.is_empty() {
        return holding;
    }
    let blocks = threat_points(game);
    let (board, c, v) = (game.board(), game.to_move(), game.variant());
    near(board, reply_reach(game))
        .into_iter()
        .filter(|&r| {
            blocks.contains(&r)
                || (v.captures() && !board.captures_with(r, c, v.captures_threes()).is_empty())
        })
        .collect()
}

/// The search, with its budget and what it has learnt.
pub(crate) struct ThreatProof<'s> {
    pub nodes: u64,
    pub max_nodes: u64,
    /// Set from outside to call the search off (it then counts as aborted).
    stop: &'s AtomicBool,
    pub aborted: bool,
    /// Positions where the attacker was shown not to win, with the plies
    /// tried: a search with no more plies can't succeed there either.
    failed: HashMap<u64, u8>,
}

fn key(game: &Game) -> u64 {
    // One stone a turn: never two left.
    super::family::position_key(game, 1)
}

impl<'s> ThreatProof<'s> {
    pub fn new(max_nodes: u64, stop: &'s AtomicBool) -> ThreatProof<'s> {
        ThreatProof {
            nodes: 0,
            max_nodes,
            stop,
            aborted: false,
            failed: HashMap::new(),
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.max_nodes
            || (self.nodes & 63 == 1 && self.stop.load(Ordering::Relaxed))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// A move among `moves` (for the side to move) that wins by force within
    /// `plies` plies, if one is found in the budget.
    pub fn winning_move(&mut self, game: &Game, moves: &[Point], plies: usize) -> Option<Point> {
        let plies = plies.min(u8::MAX as usize) as u8;
        for &p in moves {
            if self.move_wins(game, p, plies) {
                return Some(p);
            }
            if self.aborted {
                return None;
            }
        }
        None
    }

    /// Whether the side to move wins by force within `plies` plies.
    fn attack(&mut self, game: &Game, plies: u8) -> bool {
        if plies == 0 || self.tick() {
            return false;
        }
        if win_on_spot(game).is_some() {
            return true;
        }
        if plies < 3 {
            return false;
        }
        let k = key(game);
        if self.failed.get(&k).is_some_and(|&tried| tried >= plies) {
            return false;
        }
        for p in near(game.board(), 2) {
            if self.move_wins(game, p, plies) {
                return true;
            }
            if self.aborted {
                return false;
            }
        }
        self.failed.insert(k, plies);
        false
    }

    /// Whether the side to move wins by force within `plies` by playing `p`:
    /// it wins on the spot, or it threatens and every parry still loses.
    fn move_wins(&mut self, game: &Game, p: Point, plies: u8) -> bool {
        if plies == 0 {
            return false;
        }
        let attacker = game.to_move();
        let mut after = game.clone();
        let Ok(o) = after.play(p) else {
            return false;
        };
        if o.outcome.is_over() {
            return o.outcome.winner() == Some(attacker);
        }
        if plies < 3 || !threatened(&after) {
            return false;
        }
        self.defend(&after, plies - 1)
    }

    /// Whether the side to move, threatened, loses within `plies` whatever
    /// it replies.
    fn defend(&mut self, game: &Game, plies: u8) -> bool {
        if self.tick() {
            return false;
        }
        let defender = game.to_move();
        if win_on_spot(game).is_some() {
            return false;
        }
        for r in holding_replies(game) {
            let mut after = game.clone();
            let Ok(o) = after.play(r) else { continue };
            if o.outcome.is_over() {
                if o.outcome.winner() == Some(defender) || o.outcome.winner().is_none() {
                    return false;
                }
                continue;
            }
            if !self.attack(&after, plies - 1) {
                return false;
            }
        }
        !self.aborted
    }
}

#[cfg(test)]
mod tests {
    use super::super::proof::Prover;
    use crate::game::{Board, Color, Game, Point, Variant};

    fn pt(s: &str) -> Point {
        s.parse().unwrap()
    }

    /// A game of `variant` with White to move, White's and Black's stones
    /// where given, and the captures made so far.
    fn position(variant: Variant, white: &str, black: &str, caps: [usize; 2]) -> Game {
        let mut board = Board::new();
        for (stones, c) in [(white, Color::White), (black, Color::Black)] {
            for s in stones.split_whitespace() {
                board.set(pt(s), Some(c));
            }
        }
        Game::from_position_in(variant, board, Color::White, caps)
    }

    fn prover(game: &Game) -> Prover<'static> {
        Prover::new(game, 0, 200_000).expect("a position the proofs hold in")
    }

    #[test]
    fn keryo_wins_on_the_spot_by_capturing_three() {
        let white = "J10 A1";
        let black = "K10 L10 M10 T19";
        let keryo = position(Variant::Keryo, white, black, [12, 0]);
        assert_eq!(prover(&keryo).win_now(), Some(pt("N10")));
        // In Pente a three is not captured: no win on the spot.
        let pente = position(Variant::Pente, white, black, [8, 0]);
        assert_eq!(prover(&pente).win_now(), None);
    }

    #[test]
    fn a_five_that_poofs_itself_does_not_win() {
        // O10 completes K10–O10, but it makes the pair O10 O11 between
        // Black's O9 and O12, which poofs.
        let white = "K10 L10 M10 N10 O11";
        let black = "J10 O9 O12 A1";
        let poof = position(Variant::Poof, white, black, [0, 0]);
        assert_eq!(prover(&poof).win_now(), None);
        let pente = position(Variant::Pente, white, black, [0, 0]);
        assert_eq!(prover(&pente).win_now(), Some(pt("O10")));
    }

    #[test]
    fn a_boat_five_that_can_be_captured_waits_and_forces() {
        // O10 completes a five, but Black may capture O10 O11 from O9: the
        // five waits, Black must capture, and White plays O10 again.
        let white = "K10 L10 M10 N10 O11";
        let black = "J10 O12 A1 T19";
        let boat = position(Variant::Boat, white, black, [0, 0]);
        let mut p = prover(&boat);
        assert_eq!(p.win_now(), None);
        assert_eq!(p.shortest_win(3), Some(Some((2, pt("O10")))));
        assert!(!p.play(pt("O10")));
        assert!(p.threatens_win());
        // Only capturing breaks the five, and it doesn't hold: O10 is then
        // a five again, and safe.
        assert_eq!(p.parries(pt("O10")), vec![pt("O9")]);
        assert!(!p.play(pt("O9")));
        assert_eq!(p.win_now(), Some(pt("O10")));
    }

    #[test]
    fn gomoku_refutes_a_four_whose_completion_makes_six() {
        // N10 would make a four in the column and in the row, but with P10
        // White's O10 makes six in a row, which Gomoku doesn't count: only
        // the column is a four, and Black blocks it. Without P10, N10 is a
        // double four.
        let white = "K10 L10 M10 P10 N11 N12 N13";
        let black = "J10 N14 A1 T19 A19 T1 B1";
        let gomoku = position(Variant::Gomoku, white, black, [0, 0]);
        assert_eq!(prover(&gomoku).shortest_win(4), Some(None));
        let without_p10 = position(
            Variant::Gomoku,
            "K10 L10 M10 N11 N12 N13",
            "J10 N14 A1 T19 A19 T1 B1",
            [0, 0],
        );
        let mut p = prover(&without_p10);
        assert_eq!(p.shortest_win(4), Some(Some((2, pt("N10")))));
        assert_eq!(p.winning_moves(2), Some(vec![pt("N10")]));
    }

    #[test]
    fn connect6_is_not_proved_here() {
        let c6 = position(Variant::Connect6, "K10", "A1", [0, 0]);
        assert!(Prover::new(&c6, 0, 1000).is_none());
    }
}
