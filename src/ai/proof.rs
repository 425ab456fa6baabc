//! Proofs of forced wins for puzzles, over the threat search: which first
//! moves win by force within a number of the attacker's moves, the line the
//! defender resists longest, and the defender's replies to a threat.
//!
//! The attacker's moves are the threat search's forcing moves (fours,
//! threats of the last capture, open threes); "wins within `k`" counts the
//! attacker's moves, the winning one included, so it is `2k - 1` plies.
//! Every answer is `None` when the node budget ran out before it was known,
//! or the search was called off by its stop flag: a puzzle is only made of
//! what was proved.
//!
//! Pente and the games that keep its stones' rules are proved on the
//! engine's incremental position; the other one-stone games on the rules
//! engine's `Game` (`proof_family`), by continuous threats to win on the
//! spot, without open threes.

use super::pos::{Pos, Undo};
use super::proof_family::{self as family, ThreatProof};
use super::threat::{Budget, ThreatSearch};
use crate::game::{Game, LineRule, Point, Variant};
use std::sync::atomic::{AtomicBool, Ordering};

/// The stop flag of a prover nobody calls off.
static NEVER_STOPPED: AtomicBool = AtomicBool::new(false);

/// Whether the proofs hold in `variant`: every game of one stone a turn.
pub fn proves(variant: Variant) -> bool {
    !variant.two_stones_a_turn()
}

/// Whether Pente's threat search models `variant`: pairs captured up to
/// ten, a line of five or more, no poofs and no lines that must survive a
/// capture.
fn pente_rules(variant: Variant) -> bool {
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
/// question asked of it, and a flag that calls it off (a deadline's).
pub struct Prover<'s> {
    core: Core,
    /// Open threes the attacker may use on the way to a win (in Pente's
    /// rules only).
    pub threes: u32,
    /// Nodes visited so far, over every question.
    pub nodes: u64,
    max_nodes: u64,
    stop: &'s AtomicBool,
}

/// The position the proofs are searched on.
enum Core {
    /// Pente's incremental position, and the moves played on it to take back.
    Pente { pos: Box<Pos>, played: Vec<Undo> },
    /// The rules engine's game, one entry per move played (the last is the
    /// position now).
    Family { games: Vec<Game> },
}

impl Prover<'static> {
    /// A prover for the side to move in `game`; `None` where the proofs
    /// don't hold (see [`proves`]) or the game is over.
    pub fn new(game: &Game, threes: u32, max_nodes: u64) -> Option<Prover<'static>> {
        if !proves(game.variant()) || game.is_over() || game.pending().is_some() {
            return None;
        }
        let core = if pente_rules(game.variant()) {
            Core::Pente {
                pos: Box::new(Pos::from_game(game)),
                played: Vec::new(),
            }
        } else {
            Core::Family {
                games: vec![game.clone()],
            }
        };
        Some(Prover {
            core,
            threes,
            nodes: 0,
            max_nodes,
            stop: &NEVER_STOPPED,
        })
    }

    /// The same prover, called off (its questions then answer `None`) once
    /// `stop` is set.
    pub fn with_stop(self, stop: &AtomicBool) -> Prover<'_> {
        Prover {
            core: self.core,
            threes: self.threes,
            nodes: self.nodes,
            max_nodes: self.max_nodes,
            stop,
        }
    }
}

impl Prover<'_> {
    /// Whether the budget is spent or the prover was called off: what it
    /// didn't answer is then unknown, not refuted.
    pub fn exhausted(&self) -> bool {
        self.nodes >= self.max_nodes || self.stop.load(Ordering::Relaxed)
    }

    /// The position now, in the other games than Pente's rules.
    fn game(games: &[Game]) -> &Game {
        games
            .last()
            .expect("the prover's first game is never taken back")
    }

    /// The empty points near stones: every move that can matter.
    pub fn candidates(&self) -> Vec<Point> {
        match &self.core {
            Core::Pente { pos, .. } => Point::all()
                .filter(|&p| pos.is_empty(p) && pos.has_neighbour(p))
                .collect(),
            Core::Family { games } => family::near(Self::game(games).board(), 2),
        }
    }

    /// A move that wins on the spot for the side to move.
    pub fn win_now(&mut self) -> Option<Point> {
        let cands = self.candidates();
        match &mut self.core {
            Core::Pente { pos, .. } => {
                if !pos.can_win_now(pos.to_move) {
                    return None;
                }
                cands.into_iter().find(|&p| {
                    let u = pos.make(p);
                    pos.unmake(&u);
                    u.won
                })
            }
            Core::Family { games } => family::win_on_spot(Self::game(games)),
        }
    }

    /// Runs `ask` on one threat search over the position, within what is
    /// left of the budget; `None` if the budget ran out first.
    fn ask<R>(
        &mut self,
        pente: impl FnOnce(&mut ThreatSearch<'_, '_>) -> R,
        other: impl FnOnce(&mut ThreatProof, &Game) -> R,
    ) -> Option<R> {
        let left = self.max_nodes.saturating_sub(self.nodes);
        if left == 0 || self.stop.load(Ordering::Relaxed) {
            return None;
        }
        let stop = self.stop;
        let (answer, nodes, aborted) = match &mut self.core {
            Core::Pente { pos, .. } => {
                let budget = Budget {
                    deadline: None,
                    max_nodes: left,
                    stop,
                };
                let mut search = ThreatSearch::new(pos, budget);
                let answer = pente(&mut search);
                (answer, search.nodes, search.aborted)
            }
            Core::Family { games } => {
                let mut search = ThreatProof::new(left, stop);
                let answer = other(&mut search, Self::game(games));
                (answer, search.nodes, search.aborted)
            }
        };
        self.nodes += nodes.max(1);
        (!aborted).then_some(answer)
    }

    /// Whether `p` wins by force within `k` of the mover's moves; `None` if
    /// the budget ran out first.
    pub fn wins_within(&mut self, p: Point, k: u32) -> Option<bool> {
        if !self.candidates().contains(&p) || k == 0 {
            return Some(false);
        }
        let threes = self.threes;
        let plies = 2 * k as usize - 1;
        self.ask(
            |s| s.winning_move(&[p], threes, plies).is_some(),
            |s, g| s.winning_move(g, &[p], plies).is_some(),
        )
    }

    /// Every move that wins by force within `k` moves (`k` ≥ 1); `None` if
    /// the budget ran out before each was settled.
    pub fn winning_moves(&mut self, k: u32) -> Option<Vec<Point>> {
        let cands = self.candidates();
        let threes = self.threes;
        let plies = 2 * k.max(1) as usize - 1;
        // One search for them all: what it learns refuting one move (the
        // positions where the attacker doesn't win) serves the others.
        self.ask(
            |s| {
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
            },
            |s, g| {
                let mut wins = Vec::new();
                for &p in &cands {
                    if s.winning_move(g, &[p], plies).is_some() {
                        wins.push(p);
                    }
                    if s.aborted {
                        break;
                    }
                }
                wins
            },
        )
    }

    /// A move that wins by force within `k` moves, if any.
    fn first_win(&mut self, k: u32) -> Option<Option<Point>> {
        let cands = self.candidates();
        let threes = self.threes;
        let plies = 2 * k as usize - 1;
        self.ask(
            |s| s.winning_move(&cands, threes, plies),
            |s, g| s.winning_move(g, &cands, plies),
        )
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
    /// other move loses at once, or (against a three) to the open four. In
    /// the other games, every reply that leaves no win on the spot.
    pub fn parries(&mut self, threat: Point) -> Vec<Point> {
        let cands = self.candidates();
        match &mut self.core {
            Core::Pente { pos, .. } => {
                let defender = pos.to_move;
                let attacker = defender.opponent();
                let mut blocks = Vec::new();
                if pos.can_win_now(attacker) {
                    pos.blocking_points(attacker, &mut blocks);
                } else {
                    pos.open_three(threat, attacker, &mut blocks);
                }
                cands
                    .into_iter()
                    .filter(|&p| blocks.contains(&p) || pos.capturable(p, defender) > 0)
                    .collect()
            }
            Core::Family { games } => family::parries(Self::game(games)),
        }
    }

    /// Plays `p` (an empty point) for the side to move; whether it won.
    pub fn play(&mut self, p: Point) -> bool {
        match &mut self.core {
            Core::Pente { pos, played } => {
                let u = pos.make(p);
                played.push(u);
                u.won
            }
            Core::Family { games } => {
                let mut next = Self::game(games).clone();
                let mover = next.to_move();
                let won = next
                    .play(p)
                    .is_ok_and(|o| o.outcome.winner() == Some(mover));
                games.push(next);
                won
            }
        }
    }

    /// Takes back the last move of [`Prover::play`].
    pub fn undo(&mut self) {
        match &mut self.core {
            Core::Pente { pos, played } => {
                if let Some(u) = played.pop() {
                    pos.unmake(&u);
                }
            }
            Core::Family { games } => {
                if games.len() > 1 {
                    games.pop();
                }
            }
        }
    }

    /// Who has won, if the game is over: in Boat-Pente a five that waits
    /// wins on the reply that fails to break it.
    pub fn winner(&self) -> Option<crate::game::Color> {
        match &self.core {
            // In Pente's rules a game is only won by the move that wins.
            Core::Pente { .. } => None,
            Core::Family { games } => Self::game(games).outcome().winner(),
        }
    }

    /// The side to move.
    pub fn to_move(&self) -> crate::game::Color {
        match &self.core {
            Core::Pente { pos, .. } => pos.to_move,
            Core::Family { games } => Self::game(games).to_move(),
        }
    }

    /// Stones a move at `p` by the side to move would capture.
    pub fn captures_at(&self, p: Point) -> usize {
        match &self.core {
            Core::Pente { pos, .. } => pos.board.captures_at(p, pos.to_move).len(),
            Core::Family { games } => {
                let g = Self::game(games);
                let v = g.variant();
                if !v.captures() {
                    return 0;
                }
                g.board()
                    .captures_with(p, g.to_move(), v.captures_threes())
                    .len()
            }
        }
    }

    /// Where, after the last move, the side that made it could win on the
    /// spot (two or more points for a double four, or a four and the last
    /// capture).
    pub fn threat_points(&self) -> Vec<Point> {
        match &self.core {
            Core::Pente { pos, .. } => {
                let mut out = Vec::new();
                pos.blocking_points(pos.to_move.opponent(), &mut out);
                out
            }
            Core::Family { games } => family::threat_points(Self::game(games)),
        }
    }

    /// The empty points of the open threes the stone at `p` (of the side
    /// that just moved) stands in: none if it stands in none, and none in
    /// the games proved without threes.
    pub fn open_three_points(&self, p: Point) -> Vec<Point> {
        match &self.core {
            Core::Pente { pos, .. } => {
                let mut blocks = Vec::new();
                pos.open_three(p, pos.to_move.opponent(), &mut blocks);
                blocks
            }
            Core::Family { .. } => Vec::new(),
        }
    }

    /// Whether the side that just moved threatens to win on the spot.
    pub fn threatens_win(&self) -> bool {
        match &self.core {
            Core::Pente { pos, .. } => pos.can_win_now(pos.to_move.opponent()),
            Core::Family { games } => family::threatened(Self::game(games)),
        }
    }
}
