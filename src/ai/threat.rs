//! Threat-space search: does the attacker win by a sequence of forcing moves?
//!
//! Forcing moves are those the defender must answer at once:
//! - a four (or a split four), or a threat to make the tenth capture: the
//!   defender must stop the win on the spot, and every reply on the board is
//!   tried, so breaking a four by capturing a pair out of it is found, and so
//!   is a defence that wins by its own tenth capture;
//! - an open three (`threes` of them at most in a line): the defender may
//!   block at any empty point of the three's windows, capture any pair, or
//!   answer with a four of their own.
//!
//! With `threes = 0` this is a VCF (victory by continuous fours); with more,
//! a VCT. It errs on the side of caution where it must: a defender's counter
//! four is counted as a refutation rather than searched. The replies to a
//! three are the usual ones rather than every point, so a claimed win by
//! threes can in rare cases be parried by an unusual move; wins by fours
//! alone are proved against every reply.

use super::pos::Pos;
use crate::game::{Color, Point};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// When the threat search must give up.
#[derive(Clone, Copy)]
pub(crate) struct Budget<'a> {
    pub deadline: Option<Instant>,
    /// Nodes this search may visit (u64::MAX: no limit).
    pub max_nodes: u64,
    pub stop: &'a AtomicBool,
}

pub(crate) struct ThreatSearch<'a, 'b> {
    pos: &'a mut Pos,
    budget: Budget<'b>,
    pub nodes: u64,
    pub aborted: bool,
    /// Positions (by key) where the attacker was shown not to win, with the
    /// threes and plies that were tried: a search with no more of either
    /// can't succeed there either.
    failed: HashMap<u64, (u8, u8)>,
    bufs: Vec<Vec<Point>>,
}

impl<'a, 'b> ThreatSearch<'a, 'b> {
    pub fn new(pos: &'a mut Pos, budget: Budget<'b>) -> ThreatSearch<'a, 'b> {
        ThreatSearch {
            pos,
            budget,
            nodes: 0,
            aborted: false,
            failed: HashMap::new(),
            bufs: Vec::new(),
        }
    }

    /// A move among `moves` (for the side to move) that wins by force with
    /// at most `threes` open threes and `plies` plies, if one is found in
    /// the budget.
    pub fn winning_move(&mut self, moves: &[Point], threes: u32, plies: usize) -> Option<Point> {
        let attacker = self.pos.to_move;
        let threes = threes.min(u8::MAX as u32) as u8;
        let plies = plies.min(u8::MAX as usize) as u8;
        for &p in moves {
            if !self.pos.is_empty(p) {
                continue;
            }
            let wins = self.try_threat(p, attacker, threes, plies);
            if wins && !self.aborted {
                return Some(p);
            }
            if self.aborted {
                return None;
            }
        }
        None
    }

    fn check_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.budget.max_nodes {
            self.aborted = true;
        } else if self.nodes & 255 == 0 {
            if self.budget.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            } else if let Some(d) = self.budget.deadline {
                if Instant::now() >= d {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    /// The empty points near stones: every move worth trying here.
    fn candidates(&mut self) -> Vec<Point> {
        let mut out = self.bufs.pop().unwrap_or_default();
        out.clear();
        out.extend(Point::all().filter(|&p| self.pos.is_empty(p) && self.pos.has_neighbour(p)));
        out
    }

    /// Plays the attacker's `p` and says whether it wins by force: at once,
    /// as a four, or as an open three.
    fn try_threat(&mut self, p: Point, attacker: Color, threes: u8, plies: u8) -> bool {
        let u = self.pos.make(p);
        let wins = if u.won {
            true
        } else if self.pos.can_win_now(attacker) {
            plies >= 3 && self.defend_four(attacker, threes, plies - 1)
        } else if threes > 0 && plies >= 5 {
            let mut blocks = self.bufs.pop().unwrap_or_default();
            blocks.clear();
            let three = self.pos.open_three(p, attacker, &mut blocks);
            let w = three && self.defend_three(attacker, threes - 1, plies - 1, &blocks);
            self.bufs.push(blocks);
            w
        } else {
            false
        };
        self.pos.unmake(&u);
        wins
    }

    /// Attacker to move: is there a forcing move that wins?
    fn attack(&mut self, attacker: Color, threes: u8, plies: u8) -> bool {
        self.nodes += 1;
        if self.check_abort() {
            return false;
        }
        if self.pos.can_win_now(attacker) {
            return true;
        }
        // A four of theirs would have to be answered: not searched.
        if plies < 3 || self.pos.can_win_now(attacker.opponent()) {
            return false;
        }
        let key = self.pos.key();
        if let Some(&(t, p)) = self.failed.get(&key) {
            if t >= threes && p >= plies {
                return false;
            }
        }
        let cands = self.candidates();
        let mut wins = false;
        for &p in &cands {
            if self.try_threat(p, attacker, threes, plies) {
                wins = true;
                break;
            }
            if self.aborted {
                break;
            }
        }
        self.bufs.push(cands);
        if !wins && !self.aborted {
            self.failed.insert(key, (threes, plies));
        }
        wins && !self.aborted
    }

    /// Defender to move, facing a win on the spot: does every parry lose?
    fn defend_four(&mut self, attacker: Color, threes: u8, plies: u8) -> bool {
        self.nodes += 1;
        if self.check_abort() {
            return false;
        }
        let defender = attacker.opponent();
        // A win on the spot of their own refutes at once.
        if self.pos.can_win_now(defender) {
            return false;
        }
        // Any other parry blocks or captures.
        let mut cands = self.candidates();
        let mut blocks = self.bufs.pop().unwrap_or_default();
        blocks.clear();
        self.pos.blocking_points(attacker, &mut blocks);
        cands.retain(|&p| blocks.contains(&p) || self.pos.capturable(p, defender) > 0);
        self.bufs.push(blocks);
        let mut all_lose = true;
        for &p in &cands {
            let u = self.pos.make(p);
            let refutes = if u.won {
                true
            } else if self.pos.can_win_now(attacker) {
                false // Not a parry.
            } else {
                !self.attack(attacker, threes, plies - 1)
            };
            self.pos.unmake(&u);
            if refutes || self.aborted {
                all_lose = false;
                break;
            }
        }
        self.bufs.push(cands);
        all_lose
    }

    /// Defender to move, facing an open three whose windows' empty points are
    /// `blocks`: does every usual answer lose? The answers are a block, any
    /// capture, or a four of their own (counted as a refutation).
    fn defend_three(&mut self, attacker: Color, threes: u8, plies: u8, blocks: &[Point]) -> bool {
        self.nodes += 1;
        if self.check_abort() {
            return false;
        }
        let defender = attacker.opponent();
        let mut cands = self.candidates();
        cands.retain(|&p| blocks.contains(&p) || self.pos.capturable(p, defender) > 0);
        let mut all_lose = true;
        for &p in &cands {
            let u = self.pos.make(p);
            let refutes = u.won
                || self.pos.can_win_now(defender)
                || !self.attack(attacker, threes, plies - 1);
            self.pos.unmake(&u);
            if refutes || self.aborted {
                all_lose = false;
                break;
            }
        }
        // A four made anywhere also answers a three (the attacker must block
        // it); any such move is a refutation here.
        if all_lose && !self.aborted {
            let all = self.candidates();
            for &p in &all {
                if cands.contains(&p) {
                    continue;
                }
                let u = self.pos.make(p);
                let counter = u.won || self.pos.can_win_now(defender);
                self.pos.unmake(&u);
                if counter {
                    all_lose = false;
                    break;
                }
            }
            self.bufs.push(all);
        }
        self.bufs.push(cands);
        all_lose && !self.aborted
    }
}
