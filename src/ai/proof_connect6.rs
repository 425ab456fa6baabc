//! Proofs of forced wins in Connect6 for puzzles, where a move is a turn of
//! two stones: over the threat-space search of `connect6`, looking at every
//! point that can make a threat (not the best few the engine looks at), so
//! that "no other turn wins" is proved, not guessed.
//!
//! Turns are counted as the solver's: a win in 1 fills a window now, a win
//! in 2 makes three threats (or more) that two stones can't block, a longer
//! one makes two threats a turn, every block of them followed, and ends
//! with a triple. Every answer is `None` when the node budget ran out or
//! the prover was called off by its stop flag.

use super::connect6::{blocks, cell, threat_points, to_point, Grid, ThreatSpace, EMPTY};
use crate::game::{Color, Game, Point, Variant};
use std::sync::atomic::{AtomicBool, Ordering};

/// The stop flag of a prover nobody calls off.
static NEVER_STOPPED: AtomicBool = AtomicBool::new(false);

/// A solver's turn: its two stones, in either order.
pub type Turn = [Point; 2];

/// A prover on a Connect6 position at the start of the solver's turn.
pub struct TurnProver<'s> {
    grid: Grid,
    solver: Color,
    /// Nodes visited so far, over every question.
    pub nodes: u64,
    max_nodes: u64,
    stop: &'s AtomicBool,
}

/// Whether `game` waits for the first stone of a turn of Connect6.
pub fn at_turn_start(game: &Game) -> bool {
    let v = game.variant();
    let ply = game.ply();
    v.two_stones_a_turn() && (ply == 0 || v.color_of_stone(ply - 1) != v.color_of_stone(ply))
}

fn index(p: Point) -> u16 {
    p.index() as u16
}

impl TurnProver<'static> {
    /// A prover for the side to move in `game`: `None` unless it is
    /// Connect6, at the start of a turn, and not over. Where the other side
    /// threatens, only a win on the spot is a win.
    pub fn new(game: &Game, max_nodes: u64) -> Option<TurnProver<'static>> {
        if game.variant() != Variant::Connect6 || game.is_over() || !at_turn_start(game) {
            return None;
        }
        Some(TurnProver {
            grid: Grid::of(game.board()),
            solver: game.to_move(),
            nodes: 0,
            max_nodes,
            stop: &NEVER_STOPPED,
        })
    }

    /// The same prover, called off (its questions then answer `None`) once
    /// `stop` is set.
    pub fn with_stop(self, stop: &AtomicBool) -> TurnProver<'_> {
        TurnProver {
            grid: self.grid,
            solver: self.solver,
            nodes: self.nodes,
            max_nodes: self.max_nodes,
            stop,
        }
    }
}

impl TurnProver<'_> {
    /// Whether the budget is spent or the prover was called off: what it
    /// didn't answer is then unknown, not refuted.
    pub fn exhausted(&self) -> bool {
        self.nodes >= self.max_nodes || self.stop.load(Ordering::Relaxed)
    }

    /// Runs `ask` on one wide search within what is left of the budget.
    fn ask<R>(&mut self, ask: impl FnOnce(&mut ThreatSpace<'_>, &mut Grid) -> R) -> Option<R> {
        let left = self.max_nodes.saturating_sub(self.nodes);
        if left == 0 || self.stop.load(Ordering::Relaxed) {
            return None;
        }
        let mut search = ThreatSpace::new(None, left, self.stop).wide();
        let answer = ask(&mut search, &mut self.grid);
        self.nodes += search.nodes.max(1);
        (!search.aborted()).then_some(answer)
    }

    /// The stones (one or two) that win on the spot, if any.
    pub fn win_now(&self) -> Option<Vec<Point>> {
        self.grid.win_now(self.solver, 2)
    }

    /// Whether the turn `t` wins within `k` of the solver's turns (this one
    /// included).
    pub fn turn_wins(&mut self, t: Turn, k: u32) -> Option<bool> {
        if t[0] == t[1] || k == 0 {
            return Some(false);
        }
        let solver = self.solver;
        if k == 1 {
            return Some(
                self.grid
                    .fills_a_window(self.solver, &[index(t[0]), index(t[1])]),
            );
        }
        self.ask(|s, g| s.turn_wins(g, solver, &[index(t[0]), index(t[1])], k - 1))?
    }

    /// The points a winning turn can use: every one that can help make a
    /// threat (a stone elsewhere adds nothing a stone here wouldn't).
    fn points(&self) -> Vec<u16> {
        threat_points(&self.grid, self.solver, 2, usize::MAX)
    }

    /// A second stone that makes a turn winning within `k` turns with
    /// `first`: `Some(None)` if there is none, `None` if the search
    /// couldn't tell. In the last turn any window `first` helps fill counts.
    pub fn partner(&mut self, first: Point, k: u32) -> Option<Option<Point>> {
        if k == 1 {
            let Some(win) = self.grid.window_through(self.solver, index(first), 2) else {
                return Some(None);
            };
            return Some(win.into_iter().find(|&p| p != first).or_else(|| {
                // `first` fills a window alone: any free point completes the turn.
                self.points()
                    .into_iter()
                    .map(to_point)
                    .find(|&q| q != first)
            }));
        }
        for q in self.points().into_iter().map(to_point) {
            if q != first && self.turn_wins([first, q], k)? {
                return Some(Some(q));
            }
        }
        Some(None)
    }

    /// Every turn (of two threat-making points) that wins within `k` turns;
    /// `k` ≥ 2.
    pub fn winning_turns(&mut self, k: u32) -> Option<Vec<Turn>> {
        let points = self.points();
        let mut wins = Vec::new();
        for (i, &p) in points.iter().enumerate() {
            for &q in &points[i + 1..] {
                let t = [to_point(p), to_point(q)];
                if self.turn_wins(t, k)? {
                    wins.push(t);
                }
            }
        }
        Some(wins)
    }

    /// The fewest turns (up to `max_k`) in which the solver wins by force;
    /// `Some(None)` if it doesn't.
    pub fn shortest_win(&mut self, max_k: u32) -> Option<Option<u32>> {
        if self.win_now().is_some() {
            return Some(Some(1));
        }
        let solver = self.solver;
        for k in 2..=max_k {
            let found = self.ask(|s, g| s.winning_stones(g, solver, 2, k - 1).is_some())?;
            if found {
                return Some(Some(k));
            }
        }
        Some(None)
    }

    /// After the solver's turn `t`, the defender's replies worth showing:
    /// every pair of stones that blocks all the solver's threats, or, where
    /// none does, the pairs that block the most of them.
    pub fn replies(&mut self, t: Turn) -> Vec<Turn> {
        self.place(t, self.solver);
        let wins = self.grid.threat_windows(self.solver);
        let (needed, pairs) = blocks(&self.grid, &wins);
        let mut out: Vec<Turn> = pairs
            .iter()
            .map(|&[a, b]| [to_point(a), to_point(b)])
            .collect();
        if needed > 2 {
            // Two stones on the points most windows share.
            let mut count = std::collections::HashMap::<u16, usize>::new();
            for &w in &wins {
                for e in self.grid.empties(w) {
                    *count.entry(e).or_default() += 1;
                }
            }
            let mut best: Vec<(usize, u16)> = count.into_iter().map(|(e, n)| (n, e)).collect();
            best.sort_by_key(|&(n, e)| (std::cmp::Reverse(n), e));
            if let [(_, a), (_, b), ..] = best[..] {
                out.push([to_point(a.min(b)), to_point(a.max(b))]);
            }
        }
        self.clear(t);
        out
    }

    /// Plays the solver's turn `t` and the defender's reply `r`.
    pub fn play(&mut self, t: Turn, r: Turn) {
        self.place(t, self.solver);
        self.place(r, self.solver.opponent());
    }

    /// Takes back [`TurnProver::play`]'s turn and reply.
    pub fn undo(&mut self, t: Turn, r: Turn) {
        self.clear(r);
        self.clear(t);
    }

    fn place(&mut self, t: Turn, c: Color) {
        for p in t {
            self.grid.cells[p.index()] = cell(c);
        }
    }

    fn clear(&mut self, t: Turn) {
        for p in t {
            self.grid.cells[p.index()] = EMPTY;
        }
    }
}
