//! The engine for the games of the family whose rules Pente's incremental
//! position (`pos`) does not model: Keryo's captures of three, Gomoku and
//! Connect6 without captures (Connect6 two stones a turn, six to win), the
//! poofs of Poof-Pente and O-Pente, Boat's capture-proof lines. It searches
//! the rules engine's own `Game`, so every stone it tries is played, and
//! every win judged, exactly as the variant says; its estimates
//! (`family_eval`) ask the variant too. Iterative deepening alpha-beta with
//! a transposition table, as the Pente search, without its threat solver.
//!
//! A turn of two stones is two plies of the search, the second by the same
//! side: the score is not negated between them.

use super::connect6::{Grid, ThreatSpace};
use super::family_eval::{Rules, Scan};
use super::search::{
    blurred, from_tt, is_lapse, splitmix, to_tt, Entry, Table, EXACT, INF, LOWER, NO_MOVE, UPPER,
    WIN, WIN_BOUND,
};
use super::{Limits, Search};
use crate::game::{Color, Game, Outcome, Point};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const MAX_PLY: usize = 48;
/// The most moves looked at the root, and at a node that isn't threatened.
const ROOT_WIDTH: usize = 30;
const WIDTH: usize = 12;
/// Connect6's: a turn's second stone is often a quiet one.
const C6_WIDTH: usize = 20;
/// The share of the clock (percent) after which no deeper iteration starts,
/// at least (a level may allow more).
const FAMILY_DEEPEN_UNTIL: u32 = 70;
/// The most turns Connect6's threat-space search looks ahead.
const MAX_THREAT_TURNS: u32 = 8;
/// The most turns its defence looks ahead.
const MAX_DEFENCE_TURNS: u32 = 6;

struct Searcher<'a> {
    rules: Rules,
    /// The most moves looked at a node that isn't threatened.
    width: usize,
    tt: Table,
    killers: [[u16; 2]; MAX_PLY],
    nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    aborted: bool,
}

pub(crate) fn run(game: &Game, limits: Limits, seed: u64, stop: &AtomicBool) -> Option<Search> {
    if game.is_over() || game.pending().is_some() {
        return None;
    }
    let start = Instant::now();
    let rules = Rules::of(game.variant());
    let big = limits
        .time
        .is_some_and(|t| t >= Duration::from_millis(1000));
    let mut s = Searcher {
        rules,
        width: if rules.two_stones { C6_WIDTH } else { WIDTH },
        tt: Table::new(if big { 19 } else { 16 }),
        killers: [[NO_MOVE; 2]; MAX_PLY],
        nodes: 0,
        max_nodes: if limits.max_nodes == 0 {
            u64::MAX
        } else {
            limits.max_nodes
        },
        deadline: limits.time.map(|t| start + t),
        stop,
        aborted: false,
    };
    let result = |best: Point, score: i32, depth: u32, nodes: u64| Search {
        best,
        score,
        depth,
        nodes,
        elapsed: start.elapsed(),
    };
    let us = game.to_move();
    let scan = Scan::of(game.board(), &rules);
    let mut root = s.moves(game, &scan, NO_MOVE, 0, usize::MAX);
    if root.is_empty() {
        // Nothing near a stone is legal (an empty board, a free opening):
        // the legal points nearest the centre.
        let mut all: Vec<Point> = game.legal_moves().collect();
        all.sort_by_key(|p| (p.chebyshev(Point::CENTER), p.index()));
        root = all.into_iter().take(ROOT_WIDTH).map(|p| (0, p)).collect();
        if root.is_empty() {
            return None;
        }
        if scan.stones == 0 {
            return Some(result(root[0].1, 0, 0, 0));
        }
    }

    // A win on the spot (or, in Connect6, on this turn's second stone) is
    // taken at once; the moves that let the other side win on the spot are
    // dropped unless every move does.
    let mut safe = Vec::with_capacity(root.len());
    for &(v, p) in &root {
        let mut child = game.clone();
        if child.play(p).is_err() {
            continue;
        }
        s.nodes += 1;
        match child.outcome() {
            Outcome::Won { winner, .. } if winner == us => {
                return Some(result(p, WIN - 1, 1, s.nodes))
            }
            Outcome::Won { .. } => continue,
            _ => {}
        }
        let after = Scan::of(child.board(), &rules);
        let caps = captures(&child);
        let next = child.to_move();
        let left = rules.stones_left(&child);
        if next == us {
            if after.can_win_now(us, left, caps, &rules) {
                return Some(result(p, WIN - 2, 2, s.nodes));
            }
            safe.push((v, p));
        } else if !after.can_win_now(next, left, caps, &rules) {
            safe.push((v, p));
        }
    }
    if !safe.is_empty() {
        root = safe;
    }
    root.truncate(ROOT_WIDTH);
    if root.len() == 1 {
        return Some(result(root[0].1, 0, 1, s.nodes));
    }

    let lapse = is_lapse(seed, limits.lapses);
    if rules.two_stones && !lapse && (limits.randomness == 0 || limits.max_depth >= 4) {
        if let Some(p) = connect6(game, &rules, &limits, start, stop, &mut s.nodes, &mut root) {
            return Some(result(p, WIN - 4, 2, s.nodes));
        }
    }
    // Fixed depths count plies. In Connect6 one past the mover's own turn
    // is rounded to the end of the reply's turn (medium reads four plies
    // from a turn's start): the threat-space search above keeps hard ahead
    // of it, which it was not when fixed depths counted whole turns
    // (docs/performance.md). A lapse sees the stone it places (and never
    // leaves a win on the spot: the filter above).
    let max_depth = match (lapse, limits.max_depth) {
        (true, _) => 1,
        (false, 0) => MAX_PLY as u32 - 4,
        (false, d) if rules.two_stones && d > 2 => {
            // A fixed depth past the mover's own turn that would end halfway
            // through the reply ends with it.
            let left = rules.stones_left(game) as u32;
            (d + (d.saturating_sub(left) % 2)).min(MAX_PLY as u32 - 4)
        }
        (false, d) => d.min(MAX_PLY as u32 - 4),
    };
    let noise = |p: Point| -> i32 {
        if limits.randomness <= 0 {
            return 0;
        }
        let h = splitmix(seed ^ (p.index() as u64).wrapping_mul(0x2545_F491_4F6C_DD1D));
        (h % (limits.randomness as u64 + 1)) as i32
    };
    // Each iteration here costs a few times the last, not the Pente
    // search's four or five: one started later still finishes.
    let deepen_until = limits.deepen_until.clamp(FAMILY_DEEPEN_UNTIL, 100);
    let stop_deepening = limits.time.map(|t| start + t * deepen_until / 100);

    let mut best = root[0].1;
    let mut best_score = -INF;
    let mut completed = 0;
    for depth in 1..=max_depth {
        if depth > 1 && stop_deepening.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let mut alpha = -INF;
        let mut iter_best = None;
        let mut scored = Vec::with_capacity(root.len());
        for (i, &(_, p)) in root.iter().enumerate() {
            let mut child = game.clone();
            if child.play(p).is_err() {
                continue;
            }
            let raw = if i == 0 || limits.randomness > 0 {
                s.child_score(&child, us, depth as i32 - 1, 1, -INF, -alpha)
            } else {
                let v = s.child_score(&child, us, depth as i32 - 1, 1, alpha, alpha + 1);
                if v > alpha && !s.aborted {
                    s.child_score(&child, us, depth as i32 - 1, 1, alpha, INF)
                } else {
                    v
                }
            };
            if s.aborted {
                break;
            }
            let v = blurred(raw, || noise(p));
            scored.push((v, p));
            if v > alpha {
                alpha = v;
                iter_best = Some((p, v));
            }
        }
        // An iteration cut short still counts for the moves it searched,
        // if one of them beat the last choice.
        if let Some((p, v)) = iter_best {
            if !s.aborted || v > best_score {
                best = p;
                best_score = v;
            }
        }
        if s.aborted {
            break;
        }
        completed = depth;
        if best_score.abs() >= WIN_BOUND {
            break;
        }
        scored.sort_by_key(|&(v, p)| (std::cmp::Reverse(v), p.index()));
        let mut next: Vec<(i32, Point)> = scored;
        if let Some(i) = next.iter().position(|&(_, q)| q == best) {
            next[..=i].rotate_right(1);
        }
        root = next;
    }
    debug_assert!(game.is_legal(best));
    Some(result(
        best,
        best_score.clamp(-WIN, WIN),
        completed.max(1),
        s.nodes,
    ))
}

/// Connect6's threats, for the levels that read them: the first stone of a
/// forced win by threats, if the threat-space search finds one in its
/// share of the clock; else `root` keeps only the stones that leave the
/// other side no such win (all of them if none does). Its depth in turns
/// follows the level: medium attacks two turns ahead, the levels with a
/// clock as far as a fifth of it takes them; the defence looks a turn ahead
/// for medium, up to six for the others, as far as 70% of the clock takes
/// it (it searches the other side's wins after each candidate stone).
fn connect6(
    game: &Game,
    rules: &Rules,
    limits: &Limits,
    start: Instant,
    stop: &AtomicBool,
    nodes: &mut u64,
    root: &mut Vec<(i32, Point)>,
) -> Option<Point> {
    let turns = match limits.max_depth {
        0 => MAX_THREAT_TURNS,
        d => d.div_ceil(2),
    };
    if turns == 0 {
        return None;
    }
    // The attack may use a fifth of the clock, the defence up to 70% of
    // it: a win missed is found next turn, a loss missed is not.
    let budget = |share: u32| {
        ThreatSpace::new(
            limits.time.map(|t| start + t * share / 10),
            match limits.max_nodes {
                0 => u64::MAX,
                n => n / 4,
            },
            stop,
        )
    };
    let mut search = budget(2);
    let us = game.to_move();
    let stones = rules.stones_left(game);
    let mut grid = Grid::of(game.board());
    let found = if limits.max_depth == 0 && limits.time.is_some() {
        // With a clock: one turn deeper at a time, as far as its share of
        // the clock goes (expert's goes further than hard's).
        let mut found = None;
        for t in 1..=MAX_THREAT_TURNS {
            found = search.winning_stones(&mut grid, us, stones, t);
            if found.is_some() || search.aborted() {
                break;
            }
        }
        found
    } else {
        search.winning_stones(&mut grid, us, stones, turns)
    };
    *nodes += search.nodes;
    if let Some(p) = found.into_iter().flatten().find(|&p| game.is_legal(p)) {
        return Some(p);
    }
    let mut search = budget(7);
    let points: Vec<Point> = root.iter().map(|&(_, p)| p).collect();
    // A turn deeper at a time, as far as the defence's share of the clock
    // goes: an answer cut short is not used.
    let mut safe = Vec::new();
    // Medium defends a turn less deep than it attacks: at four plies its
    // alpha-beta search already sees the reply's turn.
    let defence_turns = match limits.max_depth {
        0 => MAX_DEFENCE_TURNS,
        _ => turns - 1,
    };
    for t in 1..=defence_turns {
        let deeper = search.defences(&mut grid, us, stones, &points, t);
        if search.aborted() {
            break;
        }
        safe = deeper;
    }
    *nodes += search.nodes;
    if !safe.is_empty() {
        root.retain(|(_, p)| safe.contains(p));
    }
    None
}

/// A key for `game`'s position: its stones, whose turn, whether a turn of
/// two stones has both left (Connect6), and the captures.
pub(super) fn position_key(game: &Game, stones_left: usize) -> u64 {
    let mut k = game.board().hash();
    if game.to_move() == Color::Black {
        k ^= 0xF1EA_5EED_0BAD_CAFE;
    }
    if stones_left == 2 {
        k ^= 0x7E57_AB1E_2B0A_7500;
    }
    k ^= (game.captures(Color::White) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    k ^ (game.captures(Color::Black) as u64)
        .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
        .rotate_left(17)
}

fn captures(game: &Game) -> [usize; 2] {
    [game.captures(Color::White), game.captures(Color::Black)]
}

impl Searcher<'_> {
    /// The score of `child` (just played by `us`) for `us`: its own score
    /// negated when the other side is to move, as it is when `us` places
    /// another stone of the same turn.
    fn child_score(
        &mut self,
        child: &Game,
        us: Color,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match child.outcome() {
            Outcome::Won { winner, .. } => {
                let v = WIN - ply as i32;
                if winner == us {
                    v
                } else {
                    -v
                }
            }
            Outcome::Draw => 0,
            Outcome::Ongoing if child.to_move() == us => {
                self.negamax(child, depth, ply, alpha, beta)
            }
            Outcome::Ongoing => -self.negamax(child, depth, ply, -beta, -alpha),
        }
    }

    fn check_abort(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.max_nodes {
            self.aborted = true;
        } else if self.nodes & 31 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            } else if let Some(d) = self.deadline {
                if Instant::now() >= d {
                    self.aborted = true;
                }
            }
        }
        self.aborted
    }

    fn key(&self, game: &Game) -> u64 {
        position_key(game, self.rules.stones_left(game))
    }

    /// The candidate moves of `game`, best first by `move_worth`, at most
    /// `keep`: empty points within two steps of a stone, legal.
    fn moves(
        &self,
        game: &Game,
        scan: &Scan,
        tt_move: u16,
        ply: usize,
        keep: usize,
    ) -> Vec<(i32, Point)> {
        let us = game.to_move();
        let caps = captures(game);
        let board = game.board();
        let opening = game.ply() <= 4;
        let killers = if ply < MAX_PLY {
            self.killers[ply]
        } else {
            [NO_MOVE; 2]
        };
        let mut out = Vec::with_capacity(64);
        for p in Point::all() {
            if !scan.near[p.index()] || !board.is_empty_at(p) {
                continue;
            }
            if opening && !game.is_legal(p) {
                continue;
            }
            let mut v = scan.move_worth(board, p, us, caps, &self.rules);
            let idx = p.index() as u16;
            if idx == tt_move {
                v += 1 << 28;
            } else if idx == killers[0] {
                v += 1 << 20;
            } else if idx == killers[1] {
                v += 1 << 19;
            }
            out.push((v, p));
        }
        let order = |&(v, p): &(i32, Point)| (std::cmp::Reverse(v), p.index());
        if out.len() > keep {
            out.select_nth_unstable_by_key(keep - 1, order);
            out.truncate(keep);
        }
        out.sort_unstable_by_key(order);
        out
    }

    fn negamax(&mut self, game: &Game, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.check_abort() {
            return 0;
        }
        let rules = self.rules;
        let us = game.to_move();
        let them = us.opponent();
        let caps = captures(game);
        let scan = Scan::of(game.board(), &rules);
        let left = rules.stones_left(game);
        if scan.can_win_now(us, left, caps, &rules) {
            return WIN - ply as i32 - left as i32;
        }
        // Their next turn is two stones in Connect6, one elsewhere.
        let their_stones = if rules.two_stones { 2 } else { 1 };
        let threatened = scan.can_win_now(them, their_stones, caps, &rules);
        // A threat is searched past the horizon, parry by parry, where a
        // turn is one stone; Connect6's fours are too many to follow.
        let extend = threatened && !rules.two_stones;
        if ply >= MAX_PLY - 1 || (depth <= 0 && !extend) {
            return scan.eval(us, caps, &rules);
        }
        let key = self.key(game);
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if e.depth as i32 >= depth {
                let v = from_tt(e.score, ply);
                match e.bound {
                    EXACT => return v,
                    LOWER if v >= beta => return v,
                    UPPER if v <= alpha => return v,
                    _ => {}
                }
            }
        }
        let keep = if threatened { usize::MAX } else { self.width };
        let mut moves = self.moves(game, &scan, tt_move, ply, keep);
        if threatened {
            // Only the moves that may stop their win: they block a line
            // (in Connect6, one four or five stones short of six) or
            // capture.
            let t = them.index();
            let parries: Vec<(i32, Point)> = moves
                .iter()
                .copied()
                .filter(|&(_, p)| {
                    scan.short_one[t].contains(&p)
                        || (rules.two_stones && scan.short_two[t].contains(&p))
                        || scan.capture_points[t].contains(&p)
                        || (rules.captures
                            && !game.board().captures_with(p, us, rules.threes).is_empty())
                })
                .collect();
            if parries.is_empty() && rules.two_stones {
                moves.truncate(self.width);
            } else {
                moves = parries;
            }
        }
        if moves.is_empty() {
            return if threatened {
                -(WIN - ply as i32 - 2)
            } else {
                0
            };
        }
        let alpha0 = alpha;
        let mut alpha = alpha;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        let child_depth = if threatened && moves.len() <= 2 && ply < 32 {
            depth
        } else {
            depth - 1
        };
        for (i, &(_, p)) in moves.iter().enumerate() {
            let mut child = game.clone();
            if child.play(p).is_err() {
                continue;
            }
            let v = if i == 0 {
                self.child_score(&child, us, child_depth, ply + 1, alpha, beta)
            } else {
                let v = self.child_score(&child, us, child_depth, ply + 1, alpha, alpha + 1);
                if v > alpha && v < beta && !self.aborted {
                    self.child_score(&child, us, child_depth, ply + 1, alpha, beta)
                } else {
                    v
                }
            };
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = p.index() as u16;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                if ply < MAX_PLY && self.killers[ply][0] != p.index() as u16 {
                    self.killers[ply][1] = self.killers[ply][0];
                    self.killers[ply][0] = p.index() as u16;
                }
                break;
            }
        }
        if best == -INF {
            return 0;
        }
        let bound = if best >= beta {
            LOWER
        } else if best > alpha0 {
            EXACT
        } else {
            UPPER
        };
        self.tt.store(
            key,
            Entry {
                score: to_tt(best, ply),
                best: best_move,
                depth: depth.clamp(-1, 100) as i8,
                bound,
            },
        );
        best
    }
}
