//! The search's own view of a position: the rules engine's `Board` (for its
//! incremental Zobrist hash and capture scan) plus pattern counts kept up to
//! date stone by stone, so that evaluation and "can someone win right now?"
//! cost a few lookups instead of a board scan at every node.
//!
//! Every window of five points in a line has a base-3 code (empty, white,
//! black); a table turns the code into a score and into "four" and "five"
//! flags. Every window of four points has a code too, which says whether it
//! holds a capture threat (`X O O .`) or a pair open at both ends.

use crate::game::{Board, Captured, Color, Game, Point, CAPTURES_TO_WIN, POINTS, SIZE};
use std::sync::OnceLock;

use super::eval::{EvalFeatures, EvalWeights, HAND_SET};

pub(crate) const EMPTY: u8 = 0;

/// Score of a window of five holding `n` stones of one colour and none of the
/// other, for ordering moves (`line_gains`): the hand-set weights, whatever
/// weights the evaluation uses. A window that holds both colours can never
/// become five, so it's worth nothing.
const LINE_VALUE: [i32; 6] = [
    HAND_SET.line[0],
    HAND_SET.line[1],
    HAND_SET.line[2],
    HAND_SET.line[3],
    HAND_SET.line[4],
    0,
];

const WIDTH: usize = SIZE;

/// Precomputed, shared by every position.
pub(crate) struct Tables {
    /// For each point: the five-windows holding it, as (window, 3^k, k).
    win5: Vec<[(u16, u8, u8); 20]>,
    n5: [u8; POINTS],
    win4: Vec<[(u16, u8); 16]>,
    n4: [u8; POINTS],
    /// Per five-window code: what it adds to `Pos::lines` (white, black)
    /// and to `Pos::marks`, so that a stone updates every count with three
    /// additions per window.
    pack5: [[u64; 3]; 243],
    /// Per five-window code and empty place `k` in it: how much a white
    /// stone there raises White's line score, and a black one Black's.
    #[cfg(test)]
    gain5: [[(i16, i16); 5]; 243],
    /// The same, packed as `pack_gain` does.
    gain5_packed: [[u32; 5]; 243],
    /// Per five-window code: where its first empty point is (5: none).
    empty5: [u8; 243],
    /// Per four-window code: what it adds to `Pos::pairs`.
    pack4: [u64; 81],
    /// Per four-window code holding a capture threat: the place of the
    /// capture point in it, and what the threat adds to `Pos::capturable`
    /// there (1 for White's, 256 for Black's; 0 for no threat).
    cap4: [(u8, u16); 81],
    /// Points within two steps (king moves), for the candidate counts.
    near: Vec<Vec<u16>>,
    /// For each four-window: its first point and step (dense index arithmetic).
    start4: Vec<(u16, i16)>,
}

// Flags in `code5`.
const FOUR_W: u8 = 1;
const FOUR_B: u8 = 2;
const FIVE_W: u8 = 4;
const FIVE_B: u8 = 8;
// Flags in `code4`.
const THREAT_W: u8 = 1; // White can capture the black pair in this window.
const THREAT_B: u8 = 2;
const OPEN_PAIR_W: u8 = 4;
const OPEN_PAIR_B: u8 = 8;

pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build_tables)
}

fn digits<const N: usize>(mut code: usize) -> [u8; N] {
    let mut d = [0u8; N];
    for x in d.iter_mut() {
        *x = (code % 3) as u8;
        code /= 3;
    }
    d
}

fn build_tables() -> Tables {
    let dirs: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut win5 = vec![[(0u16, 0u8, 0u8); 20]; POINTS];
    let mut n5 = [0u8; POINTS];
    let mut win4 = vec![[(0u16, 0u8); 16]; POINTS];
    let mut n4 = [0u8; POINTS];
    let mut start4 = vec![(0u16, 0i16); 4 * POINTS];
    for (d, &(dc, dr)) in dirs.iter().enumerate() {
        let step = (dr * WIDTH as isize + dc) as i16;
        for p in Point::all() {
            let idx = d * POINTS + p.index();
            start4[idx] = (p.index() as u16, step);
            for k in 0..5isize {
                let Some(s) = p.offset(-k * dc, -k * dr) else {
                    continue;
                };
                if s.offset(4 * dc, 4 * dr).is_some() {
                    let i = n5[p.index()] as usize;
                    win5[p.index()][i] =
                        ((d * POINTS + s.index()) as u16, 3u8.pow(k as u32), k as u8);
                    n5[p.index()] += 1;
                }
                if k < 4 && s.offset(3 * dc, 3 * dr).is_some() {
                    let i = n4[p.index()] as usize;
                    win4[p.index()][i] = ((d * POINTS + s.index()) as u16, 3u8.pow(k as u32));
                    n4[p.index()] += 1;
                }
            }
        }
    }
    let mut code5 = [(0i16, 0i16, 0u8); 243];
    let mut pack5 = [[0u64; 3]; 243];
    for (code, (entry, pack)) in code5.iter_mut().zip(pack5.iter_mut()).enumerate() {
        let d: [u8; 5] = digits(code);
        let w = d.iter().filter(|&&x| x == 1).count();
        let b = d.iter().filter(|&&x| x == 2).count();
        let mut flags = 0;
        if b == 0 && w == 4 {
            flags |= FOUR_W;
        }
        if w == 0 && b == 4 {
            flags |= FOUR_B;
        }
        if w == 5 {
            flags |= FIVE_W;
        }
        if b == 5 {
            flags |= FIVE_B;
        }
        let ws = if b == 0 { LINE_VALUE[w] } else { 0 };
        let bs = if w == 0 { LINE_VALUE[b] } else { 0 };
        *entry = (ws as i16, bs as i16, flags);
        // A window holding one colour only, and not yet five, counts for it.
        let live = |own: usize, other: usize| {
            if other == 0 && (1..5).contains(&own) {
                lane(own - 1)
            } else {
                0
            }
        };
        let marks = [FOUR_W, FOUR_B, FIVE_W, FIVE_B]
            .iter()
            .enumerate()
            .filter(|&(_, &f)| flags & f != 0)
            .map(|(i, _)| lane(i))
            .sum();
        *pack = [live(w, b), live(b, w), marks];
    }
    let empty5 = std::array::from_fn(|code| {
        let d: [u8; 5] = digits(code);
        d.iter().position(|&x| x == EMPTY).unwrap_or(5) as u8
    });
    let mut gain5 = [[(0i16, 0i16); 5]; 243];
    for (code, gains) in gain5.iter_mut().enumerate() {
        let d: [u8; 5] = digits(code);
        for (k, gain) in gains.iter_mut().enumerate() {
            if d[k] != EMPTY {
                continue;
            }
            let pow = 3usize.pow(k as u32);
            let (bw, bb, _) = code5[code];
            let (aw, _, _) = code5[code + pow];
            let (_, ab, _) = code5[code + 2 * pow];
            *gain = (aw - bw, ab - bb);
        }
    }
    let mut code4 = [0u8; 81];
    for (code, entry) in code4.iter_mut().enumerate() {
        let d: [u8; 4] = digits(code);
        let mut flags = 0;
        if d[1] == 2 && d[2] == 2 && ((d[0] == 1 && d[3] == 0) || (d[0] == 0 && d[3] == 1)) {
            flags |= THREAT_W;
        }
        if d[1] == 1 && d[2] == 1 && ((d[0] == 2 && d[3] == 0) || (d[0] == 0 && d[3] == 2)) {
            flags |= THREAT_B;
        }
        if d[0] == 0 && d[3] == 0 && d[1] == 1 && d[2] == 1 {
            flags |= OPEN_PAIR_W;
        }
        if d[0] == 0 && d[3] == 0 && d[1] == 2 && d[2] == 2 {
            flags |= OPEN_PAIR_B;
        }
        *entry = flags;
    }
    let pack4 = code4.map(|flags| {
        [THREAT_W, THREAT_B, OPEN_PAIR_W, OPEN_PAIR_B]
            .iter()
            .enumerate()
            .filter(|&(_, &f)| flags & f != 0)
            .map(|(i, _)| lane(i))
            .sum()
    });
    let mut cap4 = [(0u8, 0u16); 81];
    for (code, entry) in cap4.iter_mut().enumerate() {
        let d: [u8; 4] = digits(code);
        let k = if d[0] == EMPTY { 0 } else { 3 };
        if code4[code] & THREAT_W != 0 {
            *entry = (k, 1);
        } else if code4[code] & THREAT_B != 0 {
            *entry = (k, 256);
        }
    }
    let near = Point::all()
        .map(|p| {
            let mut v = Vec::new();
            for dr in -2..=2isize {
                for dc in -2..=2isize {
                    if (dc, dr) != (0, 0) {
                        if let Some(q) = p.offset(dc, dr) {
                            v.push(q.index() as u16);
                        }
                    }
                }
            }
            v
        })
        .collect();
    Tables {
        win5,
        n5,
        win4,
        n4,
        pack5,
        empty5,
        gain5_packed: gain5.map(|gains| gains.map(pack_gain)),
        #[cfg(test)]
        gain5,
        pack4,
        cap4,
        near,
        start4,
    }
}

/// Counts are kept packed, four to a `u64`, 16 bits each: adding and
/// subtracting packed words is exact as long as every count stays in
/// 0..65536, and there are only 4 × 361 windows of each kind.
const fn lane(i: usize) -> u64 {
    1 << (16 * i)
}

fn unlane(packed: u64, i: usize) -> i32 {
    ((packed >> (16 * i)) & 0xFFFF) as i32
}

// Lanes of `Pos::marks`, by colour index: fours, then fives.
const FOURS: usize = 0;
const FIVES: usize = 2;
// Lanes of `Pos::pairs`, by colour index: capture threats, then open pairs.
const THREATS: usize = 0;
const OPEN_PAIRS: usize = 2;

/// A pair of small signed numbers in one word, White's in the low half:
/// sums of packed pairs stay exact while each sum fits in an `i16`.
fn pack_gain((white, black): (i16, i16)) -> u32 {
    (white as i32 as u32).wrapping_add((black as i32 as u32) << 16)
}

fn unpack_gain(packed: u32) -> [i32; 2] {
    let white = packed as u16 as i16 as i32;
    let black = (packed.wrapping_sub(white as u32) >> 16) as u16 as i16 as i32;
    [white, black]
}

const fn cell(color: Color) -> u8 {
    match color {
        Color::White => 1,
        Color::Black => 2,
    }
}

/// What `make` changed, for `unmake`.
#[derive(Clone, Copy)]
pub(crate) struct Undo {
    pub point: Point,
    pub captured: Captured,
    /// The move won the game (five through it, or the tenth capture).
    pub won: bool,
}

#[derive(Clone)]
pub(crate) struct Pos {
    t: &'static Tables,
    pub board: Board,
    cells: [u8; POINTS],
    pub to_move: Color,
    pub caps: [usize; 2],
    /// Moves played, as `Game::ply` counts them: the opening rules hang on it.
    pub ply: usize,
    /// Whether White's second stone is kept out of the tournament square.
    pub tournament: bool,
    codes5: Vec<u8>,
    codes4: Vec<u8>,
    /// Per colour: windows of five holding n of its stones and none of the
    /// other's, in lane n - 1 (see `lane`).
    lines: [u64; 2],
    /// What `eval` weighs them with.
    pub weights: &'static EvalWeights,
    /// Windows of four stones and an empty point, and of five, per colour.
    marks: u64,
    /// Capture threats and open pairs, per colour.
    pairs: u64,
    /// Stones within two king steps of each point: candidates are the empty
    /// points with a non-zero count.
    near: [u8; POINTS],
    /// Per point, what `line_gains` returns there (packed by `pack_gain`),
    /// kept up to date window by window: move ordering reads it at every
    /// candidate of every node.
    gains: Vec<u32>,
    /// Per point, the pairs a stone there would capture: White's in the low
    /// byte, Black's in the high one.
    capturable: Vec<u16>,
}

impl Pos {
    pub fn from_game(game: &Game) -> Pos {
        let t = tables();
        let mut pos = Pos {
            t,
            board: Board::new(),
            cells: [EMPTY; POINTS],
            to_move: game.to_move(),
            caps: [game.captures(Color::White), game.captures(Color::Black)],
            ply: game.ply(),
            tournament: game.has_tournament_rule(),
            codes5: vec![0; 4 * POINTS],
            codes4: vec![0; 4 * POINTS],
            lines: [0; 2],
            weights: &HAND_SET,
            marks: 0,
            pairs: 0,
            near: [0; POINTS],
            gains: vec![0; POINTS],
            capturable: vec![0; POINTS],
        };
        // The gains on an empty board, where every window is empty.
        for (i, gain) in pos.gains.iter_mut().enumerate() {
            for &(_, _, k) in &t.win5[i][..t.n5[i] as usize] {
                *gain = gain.wrapping_add(t.gain5_packed[0][k as usize]);
            }
        }
        for p in Point::all() {
            if let Some(c) = game.board().get(p) {
                pos.set(p, Some(c));
            }
        }
        debug_assert!(pos.board == *game.board());
        pos
    }

    /// The same position, evaluated with `weights`.
    pub fn with_weights(mut self, weights: &'static EvalWeights) -> Pos {
        self.weights = weights;
        self
    }

    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.index()] == EMPTY
    }

    pub fn has_neighbour(&self, p: Point) -> bool {
        self.near[p.index()] > 0
    }

    pub fn stones(&self) -> usize {
        self.board.total()
    }

    /// Changes one point, keeping every count in step.
    fn set(&mut self, p: Point, color: Option<Color>) {
        let t = self.t;
        let i = p.index();
        let old = self.cells[i];
        let new = color.map_or(EMPTY, cell);
        if old == new {
            return;
        }
        let diff = new as i32 - old as i32;
        let [mut white, mut black] = self.lines;
        let mut marks = self.marks;
        for &(w, pow, _) in &t.win5[i][..t.n5[i] as usize] {
            let w = w as usize;
            let before = self.codes5[w];
            let after = (before as i32 + diff * pow as i32) as u8;
            let [bw, bb, bm] = t.pack5[before as usize];
            let [aw, ab, am] = t.pack5[after as usize];
            white = white.wrapping_add(aw).wrapping_sub(bw);
            black = black.wrapping_add(ab).wrapping_sub(bb);
            marks = marks.wrapping_add(am).wrapping_sub(bm);
            self.codes5[w] = after;
            let (start, step) = t.start4[w];
            let (gb, ga) = (
                &t.gain5_packed[before as usize],
                &t.gain5_packed[after as usize],
            );
            for k in 0..5 {
                let q = (start as isize + k as isize * step as isize) as usize;
                self.gains[q] = self.gains[q].wrapping_add(ga[k]).wrapping_sub(gb[k]);
            }
        }
        self.lines = [white, black];
        self.marks = marks;
        let mut pairs = self.pairs;
        for &(w, pow) in &t.win4[i][..t.n4[i] as usize] {
            let w = w as usize;
            let before = self.codes4[w];
            let after = (before as i32 + diff * pow as i32) as u8;
            pairs = pairs
                .wrapping_add(t.pack4[after as usize])
                .wrapping_sub(t.pack4[before as usize]);
            self.codes4[w] = after;
            let (kb, vb) = t.cap4[before as usize];
            let (ka, va) = t.cap4[after as usize];
            if vb != va || kb != ka {
                let (start, step) = (t.start4[w].0 as isize, t.start4[w].1 as isize);
                let at = |k: u8| (start + k as isize * step) as usize;
                self.capturable[at(kb)] -= vb;
                self.capturable[at(ka)] += va;
            }
        }
        self.pairs = pairs;
        if old == EMPTY {
            for &q in &t.near[i] {
                self.near[q as usize] += 1;
            }
        } else if new == EMPTY {
            for &q in &t.near[i] {
                self.near[q as usize] -= 1;
            }
        }
        self.cells[i] = new;
        self.board.set(p, color);
    }

    /// Plays `p` for the side to move (no opening rule checked: the move
    /// generator only offers legal points).
    pub fn make(&mut self, p: Point) -> Undo {
        let c = self.to_move;
        let fives_before = self.fives(c);
        let captured = self.board.captures_at(p, c);
        self.set(p, Some(c));
        for &q in captured.as_slice() {
            self.set(q, None);
        }
        self.caps[c.index()] += captured.len();
        self.to_move = c.opponent();
        self.ply += 1;
        let won = self.fives(c) > fives_before || self.caps[c.index()] >= CAPTURES_TO_WIN;
        Undo {
            point: p,
            captured,
            won,
        }
    }

    pub fn unmake(&mut self, undo: &Undo) {
        let c = self.to_move.opponent();
        let them = Some(c.opponent());
        self.to_move = c;
        self.ply -= 1;
        self.caps[c.index()] -= undo.captured.len();
        for &q in undo.captured.as_slice() {
            self.set(q, them);
        }
        self.set(undo.point, None);
    }

    /// Zobrist key of the whole position: the board's own hash, plus the side
    /// to move and the capture counts (which change what a position is worth
    /// without changing the stones).
    pub fn key(&self) -> u64 {
        let mut k = self.board.hash();
        if self.to_move == Color::Black {
            k ^= 0xF1EA_5EED_0BAD_CAFE;
        }
        k ^= (self.caps[0] as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        k ^= (self.caps[1] as u64)
            .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            .rotate_left(17);
        if self.ply <= 2 {
            k ^= (self.ply as u64 + 1).wrapping_mul(0x1656_67B1_9E37_79F9);
        }
        k
    }

    /// Whether `c`, if it were to move, could win on the spot: by a five
    /// (a window of four of its stones and one empty point) or by a capture
    /// that reaches ten.
    pub fn can_win_now(&self, c: Color) -> bool {
        self.fours(c) > 0 || self.capture_win(c).is_some()
    }

    /// A point where `c` reaches ten captures, if any.
    pub fn capture_win(&self, c: Color) -> Option<Point> {
        let threats = self.threats(c);
        if threats == 0 {
            return None;
        }
        let need = CAPTURES_TO_WIN.saturating_sub(self.caps[c.index()]);
        if need > 2 * threats as usize {
            return None;
        }
        let mut found = None;
        self.capture_points(c, |p| {
            let wins = self.board.captures_at(p, c).len() >= need;
            if wins {
                found = Some(p);
            }
            wins
        });
        found
    }

    /// Calls `f` with the point of each capture `c` threatens (a point
    /// once per pair it would take) until `f` says to stop.
    fn capture_points(&self, c: Color, mut f: impl FnMut(Point) -> bool) {
        // `cap4` marks a threat of White's with 1, of Black's with 256.
        let mark = 1u16 << (8 * c.index());
        let mut left = self.threats(c);
        for (w, &code) in self.codes4.iter().enumerate() {
            if left == 0 {
                return;
            }
            let (k, threat) = self.t.cap4[code as usize];
            if threat != mark {
                continue;
            }
            left -= 1;
            let (start, step) = self.t.start4[w];
            let k = k as isize;
            let p = Point::from_index((start as isize + k * step as isize) as usize)
                .expect("windows lie on the board");
            if f(p) {
                return;
            }
        }
    }

    /// The points where a stone of the other side could stop `c` winning on
    /// the spot without capturing anything (added to `out`): the empty point
    /// of each of its fours and, when a capture could be its tenth, the
    /// point of each capture it threatens. Any other parry captures.
    pub fn blocking_points(&self, c: Color, out: &mut Vec<Point>) {
        let t = self.t;
        let mut left = self.fours(c);
        if left > 0 {
            let bit = lane(FOURS + c.index());
            for (w, &code) in self.codes5.iter().enumerate() {
                if t.pack5[code as usize][2] & (0xFFFF * bit) == 0 {
                    continue;
                }
                let (start, step) = t.start4[w];
                let k = t.empty5[code as usize] as isize;
                let p = Point::from_index((start as isize + k * step as isize) as usize)
                    .expect("windows lie on the board");
                if !out.contains(&p) {
                    out.push(p);
                }
                left -= 1;
                if left == 0 {
                    break;
                }
            }
        }
        let need = CAPTURES_TO_WIN.saturating_sub(self.caps[c.index()]);
        if need <= 2 * self.threats(c) as usize {
            self.capture_points(c, |p| {
                if !out.contains(&p) {
                    out.push(p);
                }
                false
            });
        }
    }

    /// Whether the stone of `c` at `p` is part of an open three (or a split
    /// one): in some line through `p`, at least two windows of five hold
    /// three of `c`'s stones and none of the other's, so `c` threatens an
    /// open four. The empty points of those windows, where the other side
    /// can block, are added to `blocks`.
    pub fn open_three(&self, p: Point, c: Color, blocks: &mut Vec<Point>) -> bool {
        let t = self.t;
        let i = p.index();
        let (own, other) = match c {
            Color::White => (1, 2),
            Color::Black => (2, 1),
        };
        let is_three = |code: u8| {
            let d: [u8; 5] = digits(code as usize);
            d.iter().filter(|&&x| x == own).count() == 3 && !d.contains(&other)
        };
        let windows = &t.win5[i][..t.n5[i] as usize];
        let mut per_line = [0u8; 4];
        for &(w, _, _) in windows {
            if is_three(self.codes5[w as usize]) {
                per_line[w as usize / POINTS] += 1;
            }
        }
        let mut found = false;
        for &(w, _, _) in windows {
            let line = w as usize / POINTS;
            if per_line[line] < 2 || !is_three(self.codes5[w as usize]) {
                continue;
            }
            found = true;
            let (start, step) = t.start4[w as usize];
            for k in 0..5 {
                let q = Point::from_index((start as isize + k * step as isize) as usize)
                    .expect("windows lie on the board");
                if self.is_empty(q) && !blocks.contains(&q) {
                    blocks.push(q);
                }
            }
        }
        found
    }

    /// How much a stone at the empty point `p` would raise each colour's line
    /// score (indexed by `Color::index`), read off the running sums: a
    /// cheap measure of how good a move is for attack (the mover's gain) and
    /// defence (what the opponent would get there).
    pub fn line_gains(&self, p: Point) -> [i32; 2] {
        unpack_gain(self.gains[p.index()])
    }

    /// `line_gains` summed window by window, to check the running sums.
    #[cfg(test)]
    pub fn line_gains_scanned(&self, p: Point) -> [i32; 2] {
        let t = self.t;
        let i = p.index();
        let mut gain = [0i32; 2];
        for &(w, _, k) in &t.win5[i][..t.n5[i] as usize] {
            let (white, black) = t.gain5[self.codes5[w as usize] as usize][k as usize];
            gain[0] += white as i32;
            gain[1] += black as i32;
        }
        gain
    }

    fn fours(&self, c: Color) -> i32 {
        unlane(self.marks, FOURS + c.index())
    }

    fn fives(&self, c: Color) -> i32 {
        unlane(self.marks, FIVES + c.index())
    }

    /// The pairs a stone of `c` at `p` would capture.
    pub fn capturable(&self, p: Point, c: Color) -> i32 {
        (self.capturable[p.index()] >> (8 * c.index()) & 0xFF) as i32
    }

    /// Pairs of the other colour `c` can capture with one move.
    pub fn threats(&self, c: Color) -> i32 {
        unlane(self.pairs, THREATS + c.index())
    }

    /// What the evaluation weighs.
    pub fn features(&self) -> EvalFeatures {
        EvalFeatures {
            windows: self
                .lines
                .map(|l| [0, unlane(l, 0), unlane(l, 1), unlane(l, 2), unlane(l, 3)]),
            captured: self.caps,
            threats: [0, 1].map(|c| unlane(self.pairs, THREATS + c)),
            open_pairs: [0, 1].map(|c| unlane(self.pairs, OPEN_PAIRS + c)),
            to_move: self.to_move.index(),
        }
    }

    /// Static evaluation for the side to move.
    pub fn eval(&self) -> i32 {
        self.weights.score(&self.features())
    }
}
