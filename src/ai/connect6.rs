//! Connect6's threats, and a search for wins made of them (threat-space
//! search, after Wu and Huang's Connect6 programs).
//!
//! A window is six points in a line. A side *threatens* through a window
//! holding four or five of its stones and none of the other's: on its next
//! turn it fills the window and wins. Its threats are how many stones the
//! other side needs to block every such window. With two stones a turn, a
//! side that makes three threats wins, and one that makes two takes both of
//! the defender's stones: a chain of double threats ending in a triple is a
//! forced win, which the alpha-beta search of `family` is too shallow to see
//! (each turn is two of its plies). Without captures, blocking a window is
//! the only defence, so the defender's replies are few and all are tried.

use crate::game::{Board, Color, Point, SIZE};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

const LEN: usize = 6;
type Window = [u16; LEN];

struct Tables {
    windows: Vec<Window>,
    /// For each point, the windows through it.
    through: Vec<Vec<u16>>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut windows = Vec::new();
        let mut through = vec![Vec::new(); SIZE * SIZE];
        for start in Point::all() {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let points: Option<Vec<Point>> = (0..LEN as isize)
                    .map(|i| start.offset(dc * i, dr * i))
                    .collect();
                let Some(points) = points else { continue };
                let w: Window = std::array::from_fn(|i| points[i].index() as u16);
                for &i in &w {
                    through[i as usize].push(windows.len() as u16);
                }
                windows.push(w);
            }
        }
        Tables { windows, through }
    })
}

pub(super) const EMPTY: u8 = 0;

pub(super) fn cell(c: Color) -> u8 {
    c.index() as u8 + 1
}

/// A board as plain cells, cheap to place on and take back.
#[derive(Clone)]
pub(crate) struct Grid {
    pub(super) cells: [u8; SIZE * SIZE],
}

impl Grid {
    pub fn of(board: &Board) -> Grid {
        let mut cells = [EMPTY; SIZE * SIZE];
        for p in Point::all() {
            if let Some(c) = board.get(p) {
                cells[p.index()] = cell(c);
            }
        }
        Grid { cells }
    }

    pub(super) fn is_empty(&self, i: u16) -> bool {
        self.cells[i as usize] == EMPTY
    }

    /// How many of `c`'s stones window `w` holds, None if the other colour
    /// has one there.
    fn live(&self, w: u16, c: Color) -> Option<usize> {
        let mine = cell(c);
        let mut n = 0;
        for &i in &tables().windows[w as usize] {
            match self.cells[i as usize] {
                EMPTY => {}
                x if x == mine => n += 1,
                _ => return None,
            }
        }
        Some(n)
    }

    pub(super) fn empties(&self, w: u16) -> impl Iterator<Item = u16> + '_ {
        tables().windows[w as usize]
            .iter()
            .copied()
            .filter(|&i| self.is_empty(i))
    }

    /// Every window through which `c` threatens.
    pub fn threat_windows(&self, c: Color) -> Vec<u16> {
        (0..tables().windows.len() as u16)
            .filter(|&w| self.live(w, c).is_some_and(|n| n >= 4))
            .collect()
    }

    /// The windows through `points` in which `c` threatens, added to `base`
    /// (no window twice).
    pub(super) fn threat_windows_through(
        &self,
        c: Color,
        points: &[u16],
        base: &[u16],
    ) -> Vec<u16> {
        let mut out = base.to_vec();
        for &p in points {
            for &w in &tables().through[p as usize] {
                if !out.contains(&w) && self.live(w, c).is_some_and(|n| n >= 4) {
                    out.push(w);
                }
            }
        }
        out
    }

    /// Whether the stones `stones` (empty points) fill a window for `c`:
    /// some window, not the first one found, so that every way to win on
    /// the spot counts.
    pub fn fills_a_window(&self, c: Color, stones: &[u16]) -> bool {
        stones.iter().any(|&p| {
            tables().through[p as usize]
                .iter()
                .any(|&w| self.live(w, c).is_some() && self.empties(w).all(|e| stones.contains(&e)))
        })
    }

    /// The empty points of a window through `p` that `c` fills with
    /// `stones` stones now (`p` among them), if there is one.
    pub fn window_through(&self, c: Color, p: u16, stones: usize) -> Option<Vec<Point>> {
        tables().through[p as usize]
            .iter()
            .copied()
            .find(|&w| self.is_empty(p) && self.live(w, c).is_some_and(|n| n + stones >= LEN))
            .map(|w| self.empties(w).map(to_point).collect())
    }

    /// Whether `c` can win by placing `stones` stones now: the empty points
    /// of a window it fills (the first found; see [`Grid::fills_a_window`]).
    pub fn win_now(&self, c: Color, stones: usize) -> Option<Vec<Point>> {
        (0..tables().windows.len() as u16)
            .find(|&w| self.live(w, c).is_some_and(|n| n + stones >= LEN))
            .map(|w| self.empties(w).map(to_point).collect())
    }
}

pub(super) fn to_point(i: u16) -> Point {
    Point::from_index(i as usize).expect("a window's points are on the board")
}

/// The fewest stones that block every window of `wins` (0, 1, 2, or 3 for
/// three or more), with every set of two that does when two are needed.
pub(super) fn blocks(grid: &Grid, wins: &[u16]) -> (usize, Vec<[u16; 2]>) {
    let Some(&first) = wins.first() else {
        return (0, Vec::new());
    };
    let unblocked = |stones: &[u16]| -> Option<u16> {
        wins.iter().copied().find(|&w| {
            !tables().windows[w as usize]
                .iter()
                .any(|i| stones.contains(i))
        })
    };
    // Whatever blocks every window blocks the first: one of its empty
    // points is among the blockers, and the next window that one leaves
    // open holds the other.
    let mut pairs = Vec::new();
    for x in grid.empties(first) {
        match unblocked(&[x]) {
            None => return (1, Vec::new()),
            Some(w) => {
                for y in grid.empties(w) {
                    let pair = [x.min(y), x.max(y)];
                    if unblocked(&pair).is_none() && !pairs.contains(&pair) {
                        pairs.push(pair);
                    }
                }
            }
        }
    }
    if pairs.is_empty() {
        (3, pairs)
    } else {
        (2, pairs)
    }
}

/// The empty points that can help `a` make a threat with `stones` more
/// stones: in windows of its that they bring to four, the ones in most such
/// windows first; at most `width` of them.
pub(super) fn threat_points(grid: &Grid, a: Color, stones: usize, width: usize) -> Vec<u16> {
    let need = 4 - stones;
    let mut score = vec![0u32; SIZE * SIZE];
    for (w, window) in tables().windows.iter().enumerate() {
        if let Some(n) = grid.live(w as u16, a) {
            if n >= need && n < 4 {
                for &i in window {
                    if grid.is_empty(i) {
                        score[i as usize] += 1 << (2 * n);
                    }
                }
            }
        }
    }
    let mut points: Vec<u16> = (0..score.len() as u16)
        .filter(|&i| score[i as usize] > 0)
        .collect();
    points.sort_by_key(|&i| (std::cmp::Reverse(score[i as usize]), i));
    points.truncate(width);
    points
}

/// The most candidate points an attacker's turn looks at.
const CANDIDATES: usize = 20;

/// A threat-space search for `attacker`, to move with `stones` stones left
/// in its turn (1 or 2), its first stone of the turn, if any, already on
/// the grid.
pub(crate) struct ThreatSpace<'a> {
    pub nodes: u64,
    max_nodes: u64,
    /// The most candidate points an attacker's turn looks at.
    width: usize,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
    aborted: bool,
}

impl<'a> ThreatSpace<'a> {
    pub fn new(deadline: Option<Instant>, max_nodes: u64, stop: &'a AtomicBool) -> Self {
        ThreatSpace {
            nodes: 0,
            max_nodes,
            width: CANDIDATES,
            deadline,
            stop,
            aborted: false,
        }
    }

    /// The search with every candidate point looked at, not the best few:
    /// slower, and what a proof that no other turn wins needs.
    pub fn wide(mut self) -> Self {
        self.width = usize::MAX;
        self
    }

    /// Whether the search ran out of nodes or time, or was told to stop.
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// Counts a node; true once the search must stop (out of nodes or time,
    /// or told to).
    fn spent(&mut self) -> bool {
        self.nodes += 1;
        if !self.aborted
            && (self.nodes >= self.max_nodes
                || (self.nodes & 255 == 0
                    && (self.stop.load(Ordering::Relaxed)
                        || self.deadline.is_some_and(|d| Instant::now() >= d))))
        {
            self.aborted = true;
        }
        self.aborted
    }
    /// The stones (one or two) that start a forced win within `turns` of the
    /// attacker's turns, if the search finds one within its nodes. None as
    /// well when the defender threatens already (blocking comes first).
    pub fn winning_stones(
        &mut self,
        grid: &mut Grid,
        attacker: Color,
        stones: usize,
        turns: u32,
    ) -> Option<Vec<Point>> {
        if let Some(win) = grid.win_now(attacker, stones) {
            return Some(win);
        }
        if !grid.threat_windows(attacker.opponent()).is_empty() {
            return None;
        }
        let base = grid.threat_windows(attacker);
        self.attack(grid, attacker, stones, &base, turns)
            .map(|s| s.into_iter().map(to_point).collect())
    }

    /// Of `candidates`, the stones for `us` (with `stones` left in its turn)
    /// after which the other side has no forced win within `turns`: with
    /// two left, those that a second stone on one of the points their
    /// threats would use completes into a safe turn. Empty if none is safe,
    /// or the search ran out before it knew; every candidate when the other
    /// side has no such
    /// win to begin with.
    pub fn defences(
        &mut self,
        grid: &mut Grid,
        us: Color,
        stones: usize,
        candidates: &[Point],
        turns: u32,
    ) -> Vec<Point> {
        let them = us.opponent();
        if turns == 0 || self.threatened(grid, them, turns) != Some(true) {
            return candidates.to_vec();
        }
        // A second stone that helps is one of the points their threats
        // would be built on.
        let theirs: Vec<u16> = threat_points(grid, them, 2, self.width);
        let mut safe = Vec::new();
        for &p in candidates {
            let i = p.index();
            if grid.cells[i] != EMPTY {
                continue;
            }
            grid.cells[i] = cell(us);
            let mut ok = self.threatened(grid, them, turns) == Some(false);
            if !ok && stones == 2 {
                ok = theirs.iter().any(|&j| {
                    if grid.cells[j as usize] != EMPTY || self.aborted {
                        return false;
                    }
                    grid.cells[j as usize] = cell(us);
                    let ok = self.threatened(grid, them, turns) == Some(false);
                    grid.cells[j as usize] = EMPTY;
                    ok
                });
            }
            grid.cells[i] = EMPTY;
            if self.aborted {
                return Vec::new();
            }
            if ok {
                safe.push(p);
            }
        }
        safe
    }

    /// Whether `attacker`, at the start of its turn, has a forced win within
    /// `turns`; None if the search ran out first.
    fn threatened(&mut self, grid: &mut Grid, attacker: Color, turns: u32) -> Option<bool> {
        let found = self.winning_stones(grid, attacker, 2, turns).is_some();
        (!self.aborted).then_some(found)
    }

    /// Whether `a`'s turn of the stones `t` (empty points) wins by force
    /// within `turns` more of its turns: a triple threat, or a double whose
    /// every block still loses. None if the search ran out first.
    pub fn turn_wins(&mut self, grid: &mut Grid, a: Color, t: &[u16], turns: u32) -> Option<bool> {
        // A threat of the other side's must be answered first: no turn of
        // threats wins past it.
        if turns == 0
            || t.iter().any(|&p| !grid.is_empty(p))
            || !grid.threat_windows(a.opponent()).is_empty()
        {
            return Some(false);
        }
        for &p in t {
            grid.cells[p as usize] = cell(a);
        }
        let wins = grid.threat_windows(a);
        let (needed, pairs) = blocks(grid, &wins);
        let won = match needed {
            3 => true,
            2 if turns > 1 => pairs.iter().all(|pair| {
                let d = a.opponent();
                for &x in pair {
                    grid.cells[x as usize] = cell(d);
                }
                let counter = !grid.threat_windows_through(d, pair, &[]).is_empty();
                let holds = !counter && self.attack(grid, a, 2, &[], turns - 1).is_some();
                for &x in pair {
                    grid.cells[x as usize] = EMPTY;
                }
                holds
            }),
            _ => false,
        };
        for &p in t {
            grid.cells[p as usize] = EMPTY;
        }
        (!self.aborted).then_some(won)
    }

    fn attack(
        &mut self,
        grid: &mut Grid,
        a: Color,
        stones: usize,
        base: &[u16],
        turns: u32,
    ) -> Option<Vec<u16>> {
        if turns == 0 || self.aborted {
            return None;
        }
        let candidates = threat_points(grid, a, stones, self.width);
        // A try is the turn's stones: the first `stones` of the pair.
        let mut tries: Vec<[u16; 2]> = Vec::new();
        match stones {
            1 => tries.extend(candidates.iter().map(|&p| [p, p])),
            _ => {
                for (i, &p) in candidates.iter().enumerate() {
                    for &q in &candidates[i + 1..] {
                        tries.push([p, q]);
                    }
                }
            }
        }
        // Every try is judged first: a triple threat wins at once, and the
        // double ones are followed after.
        let mut doubles = Vec::new();
        for pair in &tries {
            let t = &pair[..stones.min(2)];
            if self.spent() {
                return None;
            }
            for &p in t {
                grid.cells[p as usize] = cell(a);
            }
            let wins = grid.threat_windows_through(a, t, base);
            let (needed, pairs) = blocks(grid, &wins);
            for &p in t {
                grid.cells[p as usize] = EMPTY;
            }
            match needed {
                3 => return Some(t.to_vec()),
                2 if turns > 1 => doubles.push((t, pairs)),
                _ => {}
            }
        }
        let d = a.opponent();
        for (t, pairs) in doubles {
            for &p in t {
                grid.cells[p as usize] = cell(a);
            }
            let mut refuted = false;
            for pair in &pairs {
                for &x in pair {
                    grid.cells[x as usize] = cell(d);
                }
                // A block that makes a threat of the defender's own is not
                // followed: the attacker would have to answer it.
                let counter = !grid.threat_windows_through(d, pair, &[]).is_empty();
                refuted = counter || self.attack(grid, a, 2, &[], turns - 1).is_none();
                for &x in pair {
                    grid.cells[x as usize] = EMPTY;
                }
                if refuted {
                    break;
                }
            }
            for &p in t {
                grid.cells[p as usize] = EMPTY;
            }
            if self.aborted {
                return None;
            }
            if !refuted {
                return Some(t.to_vec());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Board;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn board(white: &[&str], black: &[&str]) -> Grid {
        let mut b = Board::new();
        for s in white {
            b.set(p(s), Some(Color::White));
        }
        for s in black {
            b.set(p(s), Some(Color::Black));
        }
        Grid::of(&b)
    }

    static GO: AtomicBool = AtomicBool::new(false);

    fn search(nodes: u64) -> ThreatSpace<'static> {
        ThreatSpace::new(None, nodes, &GO)
    }

    #[test]
    fn four_in_a_window_wins_with_two_stones() {
        let mut g = board(&["K10", "L10", "M10", "N10"], &["K9", "L9"]);
        let win = search(1000)
            .winning_stones(&mut g, Color::White, 2, 1)
            .unwrap();
        assert_eq!(win.len(), 2);
        // Black cannot: three of its own are not enough.
        assert!(search(1000)
            .winning_stones(&mut g, Color::Black, 2, 1)
            .is_none());
    }

    #[test]
    fn three_threats_in_one_turn_are_found() {
        // Two lines of three crossing, and a third: two stones make three
        // windows of four that two stones cannot all block.
        let mut g = board(
            &["F10", "G10", "H10", "K6", "K7", "K8", "O14", "N13", "M12"],
            &["A1", "B1", "C1", "A3", "B3", "C3", "A5", "B5", "C5"],
        );
        let win = search(100_000)
            .winning_stones(&mut g, Color::White, 2, 1)
            .expect("a triple threat");
        for q in &win {
            g.cells[q.index()] = cell(Color::White);
        }
        let wins = g.threat_windows(Color::White);
        assert_eq!(blocks(&g, &wins).0, 3, "{win:?}");
    }

    #[test]
    fn nothing_is_claimed_while_the_defender_threatens() {
        let mut g = board(
            &["F10", "G10", "H10", "K6", "K7", "K8", "O14", "N13", "M12"],
            &["A1", "B1", "C1", "D1"],
        );
        assert!(search(100_000)
            .winning_stones(&mut g, Color::White, 2, 3)
            .is_none());
    }

    #[test]
    fn blocks_counts_the_stones_every_window_needs() {
        let g = board(&["K10", "L10", "M10", "N10"], &[]);
        let wins = g.threat_windows(Color::White);
        // A row of four: one stone on either side of it does not stop the
        // windows on the other, but two do, at either end or anywhere that
        // leaves no window of six.
        let (needed, pairs) = blocks(&g, &wins);
        assert_eq!(needed, 2);
        assert!(pairs.contains(&[p("J10").index() as u16, p("O10").index() as u16]));
    }

    #[test]
    fn a_double_threat_chain_ending_in_a_triple_is_a_win_in_two_turns() {
        let mut g = board(
            &["G10", "H10", "K8", "K7", "M12", "N13", "F6", "G7"],
            &["A1", "C1", "E1", "G1", "J1", "L1", "N1", "P1"],
        );
        assert!(search(2_000_000)
            .winning_stones(&mut g, Color::White, 2, 1)
            .is_none());
        let first = search(2_000_000)
            .winning_stones(&mut g, Color::White, 2, 2)
            .expect("a win in two turns");
        for q in &first {
            g.cells[q.index()] = cell(Color::White);
        }
        // Checked without the search's own choice of defences: whatever two
        // stones Black places near the game, White then wins in one turn.
        let near: Vec<Point> = Point::all()
            .filter(|&q| {
                g.cells[q.index()] == EMPTY
                    && Point::all()
                        .any(|s| g.cells[s.index()] == cell(Color::White) && s.chebyshev(q) <= 3)
            })
            .collect();
        for (i, &x) in near.iter().enumerate() {
            for &y in &near[i + 1..] {
                let mut after = g.clone();
                after.cells[x.index()] = cell(Color::Black);
                after.cells[y.index()] = cell(Color::Black);
                assert!(
                    search(2_000_000)
                        .winning_stones(&mut after, Color::White, 2, 1)
                        .is_some(),
                    "{first:?}, then Black {x} {y}"
                );
            }
        }
    }

    #[test]
    fn a_defence_keeps_only_the_stones_that_stop_a_triple() {
        // White threatens to make three threats next turn (three rows of
        // three): Black's stones must break enough of them.
        let mut g = board(
            &["F10", "G10", "H10", "F5", "G5", "H5", "F15", "G15", "H15"],
            &["A1", "B1", "C1", "A3"],
        );
        let all: Vec<Point> = ["E10", "J10", "E5", "J5", "A10"].map(p).to_vec();
        let safe = search(u64::MAX).defences(&mut g, Color::Black, 2, &all, 1);
        assert!(!safe.contains(&p("A10")), "{safe:?}");
        // With nothing to fear, every candidate stays.
        let mut quiet = board(&["F10", "G10"], &["A1"]);
        let kept = search(u64::MAX).defences(&mut quiet, Color::Black, 2, &all, 1);
        assert_eq!(kept, all);
    }
}
