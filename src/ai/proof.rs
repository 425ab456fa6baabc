//! Proofs of forced wins for puzzles, over the threat search: which first
//! moves win by force within a number of the attacker's moves, the line the
//! defender resists longest, and the defender's replies to a threat.
//!
//! The attacker's moves are the threat search's forcing moves (fours,
//! threats of the last capture, open threes); "wins within `k`" counts the
//! attacker's moves, the winning one included, so it is `2k - 1` plies.
//! Every answer is `None` when the node budget ran out before it was known:
//! a puzzle is only made of what was proved.

use super::pos::{Pos, Undo};
use super::threat::{Budget, ThreatSearch};
use crate::game::{Game, LineRule, Point, Variant};
use std::sync::atomic::AtomicBool;

/// Whether the proofs hold in `variant`: the threat search models pairs
/// captured up to ten, a line of five or more, one stone a turn, no poofs
/// and no lines that must survive a capture.
pub fn proves(variant: Variant) -> bool {
    variant.captures()
        && !variant.captures_threes()
        && variant.capture_target() == Some(crate::game::CAPTURES_TO_WIN)
        && !variant.capture_win_needs_more()
        && variant.line_rule() == LineRule::FiveOrMore
        && !variant.two_stones_a_turn()
        && !variant.poofs()
        && !variant.capture_proof_lines()
}

/// A prover on one position, with a budget of search nodes shared by every
/// question asked of it.
pub struct Prover {
    pos: Pos,
    /// Open threes the attacker may use on the way to a win.
    pub threes: u32,
    /// Nodes visited so far, over every question.
    pub nodes: u64,
    max_nodes: u64,
    /// The moves played on the position, to take back.
    played: Vec<Undo>,
}

impl Prover {
    /// A prover for the side to move in `game`; `None` where the proofs
    /// don't hold (see [`proves`]) or the game is over.
    pub fn new(game: &Game, threes: u32, max_nodes: u64) -> Option<Prover> {
        if !proves(game.variant()) || game.is_over() || game.pending().is_some() {
            return None;
        }
        Some(Prover {
            pos: Pos::from_game(game),
            threes,
            nodes: 0,
            max_nodes,
            played: Vec::new(),
        })
    }

    /// Whether the budget is spent.
    pub fn exhausted(&self) -> bool {
        self.nodes >= self.max_nodes
    }

    /// The empty points near stones: every move that can matter.
    pub fn candidates(&self) -> Vec<Point> {
        Point::all()
            .filter(|&p| self.pos.is_empty(p) && self.pos.has_neighbour(p))
            .collect()
    }

    /// A move that wins on the spot for the side to move.
    pub fn win_now(&mut self) -> Option<Point> {
        if !self.pos.can_win_now(self.pos.to_move) {
            return None;
        }
        self.candidates().into_iter().find(|&p| {
            let u = self.pos.make(p);
            self.pos.unmake(&u);
            u.won
        })
    }

    /// Runs `ask` on one threat search over the position, within what is
    /// left of the budget; `None` if the budget ran out first.
    fn ask<R>(&mut self, ask: impl FnOnce(&mut ThreatSearch<'_, '_>) -> R) -> Option<R> {
        let left = self.max_nodes.saturating_sub(self.nodes);
        if left == 0 {
            return None;
        }
        let stop = AtomicBool::new(false);
        let budget = Budget {
            deadline: None,
            max_nodes: left,
            stop: &stop,
        };
        let mut search = ThreatSearch::new(&mut self.pos, budget);
        let answer = ask(&mut search);
        let (nodes, aborted) = (search.nodes, search.aborted);
        self.nodes += nodes.max(1);
        (!aborted).then_some(answer)
    }

    /// Whether `p` wins by force within `k` of the mover's moves; `None` if
    /// the budget ran out first.
    pub fn wins_within(&mut self, p: Point, k: u32) -> Option<bool> {
        if !self.pos.is_empty(p) || k == 0 {
            return Some(false);
        }
        let threes = self.threes;
        self.ask(|s| s.winning_move(&[p], threes, 2 * k as usize - 1).is_some())
    }

    /// Every move that wins by force within `k` moves (`k` ≥ 1); `None` if
    /// the budget ran out before each was settled.
    pub fn winning_moves(&mut self, k: u32) -> Option<Vec<Point>> {
        let cands = self.candidates();
        let threes = self.threes;
        let plies = 2 * k.max(1) as usize - 1;
        // One search for them all: what it learns refuting one move (the
        // positions where the attacker doesn't win) serves the others.
        let wins = self.ask(|s| {
            let mut wins = Vec::new();
            for &p in &cands {
                if s.winning_move(&[p], threes, plies).is_some() {
                    wins.push(p);
                }
                if s.aborted {
                    break;
                }
            }
            wins
        })?;
        Some(wins)
    }

    /// A move that wins by force within `k` moves, if any.
    fn first_win(&mut self, k: u32) -> Option<Option<Point>> {
        let cands = self.candidates();
        let threes = self.threes;
        self.ask(|s| s.winning_move(&cands, threes, 2 * k as usize - 1))
    }

    /// The fewest moves (up to `max_k`) in which the side to move wins by
    /// force, and a move that does it; `Some(None)` if there is no such win.
    pub fn shortest_win(&mut self, max_k: u32) -> Option<Option<(u32, Point)>> {
        if let Some(p) = self.win_now() {
            return Some(Some((1, p)));
        }
        if max_k < 2 {
            return Some(None);
        }
        // Most positions hold no win at all: one search at the longest
        // length says so, before the lengths are tried one by one.
        let Some(longest) = self.first_win(max_k)? else {
            return Some(None);
        };
        for k in 2..max_k {
            if let Some(p) = self.first_win(k)? {
                return Some(Some((k, p)));
            }
        }
        Some(Some((max_k, longest)))
    }

    /// The defender's answers worth trying after the attacker's `threat`
    /// (just played): against a win on the spot, the blocks and captures;
    /// against an open three, the points of its windows and captures. Any
    /// other move loses at once, or (against a three) to the open four.
    pub fn parries(&mut self, threat: Point) -> Vec<Point> {
        let defender = self.pos.to_move;
        let attacker = defender.opponent();
        let mut blocks = Vec::new();
        if self.pos.can_win_now(attacker) {
            self.pos.blocking_points(attacker, &mut blocks);
        } else {
            self.pos.open_three(threat, attacker, &mut blocks);
        }
        self.candidates()
            .into_iter()
            .filter(|&p| blocks.contains(&p) || self.pos.capturable(p, defender) > 0)
            .collect()
    }

    /// Plays `p` (an empty point) for the side to move; whether it won.
    pub fn play(&mut self, p: Point) -> bool {
        let u = self.pos.make(p);
        self.played.push(u);
        u.won
    }

    /// Takes back the last move of [`Prover::play`].
    pub fn undo(&mut self) {
        if let Some(u) = self.played.pop() {
            self.pos.unmake(&u);
        }
    }

    /// The side to move.
    pub fn to_move(&self) -> crate::game::Color {
        self.pos.to_move
    }

    /// Pairs of stones a move at `p` by the side to move would capture.
    pub fn captures_at(&self, p: Point) -> usize {
        self.pos.board.captures_at(p, self.pos.to_move).len() / 2
    }

    /// Whether, after the last move, the side that made it could win on the
    /// spot with distinct points (a double four or four and capture win).
    pub fn threat_points(&self) -> Vec<Point> {
        let mut out = Vec::new();
        self.pos
            .blocking_points(self.pos.to_move.opponent(), &mut out);
        out
    }

    /// The empty points of the open threes the stone at `p` (of the side
    /// that just moved) stands in: none if it stands in none.
    pub fn open_three_points(&self, p: Point) -> Vec<Point> {
        let mut blocks = Vec::new();
        self.pos
            .open_three(p, self.pos.to_move.opponent(), &mut blocks);
        blocks
    }

    /// Whether the side that just moved threatens to win on the spot.
    pub fn threatens_win(&self) -> bool {
        self.pos.can_win_now(self.pos.to_move.opponent())
    }
}
