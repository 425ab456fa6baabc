//! Stones on the board, and the line and capture scans everything else reuses.

use super::point::{Point, POINTS, SIZE};
use std::fmt;

/// A player's colour. White moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: an index for per-colour arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case name, as used in JSON (`"white"`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// The four lines through a point, as (column step, row step). Each line is
/// scanned both ways, which gives the eight capture directions.
pub const LINES: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The eight directions from a point.
pub const DIRECTIONS: [(isize, isize); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];

// The board is stored with a one-cell frame of `EDGE` around it, so that a scan
// along any direction stops at the frame instead of wrapping to the next row.
const WIDTH: usize = SIZE + 2;
const CELLS: usize = WIDTH * WIDTH;
const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;
const EDGE: u8 = 3;

const fn padded(p: Point) -> usize {
    (p.row() + 1) * WIDTH + p.col() + 1
}

const fn step(dc: isize, dr: isize) -> isize {
    dr * WIDTH as isize + dc
}

/// Each of the [`DIRECTIONS`] as a step in the padded array and in dense
/// point indices.
const STEPS: [(isize, isize); 8] = {
    let mut steps = [(0, 0); 8];
    let mut i = 0;
    while i < 8 {
        let (dc, dr) = DIRECTIONS[i];
        steps[i] = (step(dc, dr), dr * SIZE as isize + dc);
        i += 1;
    }
    steps
};

const fn cell(color: Color) -> u8 {
    match color {
        Color::White => WHITE,
        Color::Black => BLACK,
    }
}

/// Keys for Zobrist hashing, fixed at compile time (splitmix64) so that hashes
/// are the same in every run and on every machine.
const ZOBRIST: [[u64; POINTS]; 2] = {
    let mut keys = [[0u64; POINTS]; 2];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < POINTS {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[c][i] = z ^ (z >> 31);
            i += 1;
        }
        c += 1;
    }
    keys
};

/// The stones on the board: who is where, nothing about whose turn it is.
#[derive(Clone, PartialEq, Eq)]
pub struct Board {
    cells: [u8; CELLS],
    stones: [u16; 2],
    hash: u64,
}

/// Eight rays of three stones.
const CAPTURED_MAX: usize = 24;

/// The stones one move captures (at most three on each of eight rays, in
/// the games that capture threes), or the stones a placed stone poofs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Captured {
    points: [Point; CAPTURED_MAX],
    len: u8,
}

impl Captured {
    pub const NONE: Captured = Captured {
        points: [Point::CENTER; CAPTURED_MAX],
        len: 0,
    };

    pub fn as_slice(&self) -> &[Point] {
        &self.points[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, p: Point) {
        self.points[self.len as usize] = p;
        self.len += 1;
    }

    fn push_pair(&mut self, a: Point, b: Point) {
        let n = self.len as usize;
        self.points[n] = a;
        self.points[n + 1] = b;
        self.len += 2;
    }
}

impl fmt::Debug for Captured {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl Board {
    pub fn new() -> Board {
        let mut cells = [EDGE; CELLS];
        for p in Point::all() {
            cells[padded(p)] = EMPTY;
        }
        Board {
            cells,
            stones: [0; 2],
            hash: 0,
        }
    }

    pub fn get(&self, p: Point) -> Option<Color> {
        match self.cells[padded(p)] {
            WHITE => Some(Color::White),
            BLACK => Some(Color::Black),
            _ => None,
        }
    }

    pub fn is_empty_at(&self, p: Point) -> bool {
        self.cells[padded(p)] == EMPTY
    }

    /// Puts a stone down, or replaces one, without any rule: for setting up
    /// positions. Play goes through `Game::play`.
    pub fn set(&mut self, p: Point, color: Option<Color>) {
        if let Some(old) = self.get(p) {
            self.stones[old.index()] -= 1;
            self.hash ^= ZOBRIST[old.index()][p.index()];
        }
        self.cells[padded(p)] = color.map_or(EMPTY, cell);
        if let Some(new) = color {
            self.stones[new.index()] += 1;
            self.hash ^= ZOBRIST[new.index()][p.index()];
        }
    }

    /// Stones of `color` on the board.
    pub fn count(&self, color: Color) -> usize {
        self.stones[color.index()] as usize
    }

    /// Stones of both colours on the board.
    pub fn total(&self) -> usize {
        (self.stones[0] + self.stones[1]) as usize
    }

    /// Zobrist hash of the stones, kept up to date by every change.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Points holding a stone of `color`, row by row from A1.
    pub fn stones(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        Point::all().filter(move |&p| self.get(p) == Some(color))
    }

    /// How many stones of `color` follow `p` in direction `(dc, dr)`, not
    /// counting `p` itself, stopping at the first other cell or the edge.
    pub fn run(&self, p: Point, color: Color, (dc, dr): (isize, isize)) -> usize {
        let c = cell(color);
        let d = step(dc, dr);
        let mut i = padded(p) as isize + d;
        let mut n = 0;
        while self.cells[i as usize] == c {
            n += 1;
            i += d;
        }
        n
    }

    /// The length of the line of `color` through `p` along `line` (one of
    /// [`LINES`]), counting `p` as if it held a stone of `color`.
    pub fn line_length(&self, p: Point, color: Color, (dc, dr): (isize, isize)) -> usize {
        1 + self.run(p, color, (dc, dr)) + self.run(p, color, (-dc, -dr))
    }

    /// Whether a stone of `color` at `p` would stand in five or more in a row.
    pub fn makes_five(&self, p: Point, color: Color) -> bool {
        LINES
            .iter()
            .any(|&line| self.line_length(p, color, line) >= 5)
    }

    /// The stones a stone of `color` placed at `p` would capture: every ray
    /// from `p` reading opponent, opponent, own stone. Doesn't change the board.
    pub fn captures_at(&self, p: Point, color: Color) -> Captured {
        let own = cell(color);
        let theirs = cell(color.opponent());
        let at = padded(p) as isize;
        let dense = p.index() as isize;
        let mut captured = Captured::NONE;
        for &(d, dd) in &STEPS {
            // The frame stops the scan: a ray that leaves the board meets EDGE,
            // which is neither colour, before it could read past it.
            if self.cells[(at + d) as usize] == theirs
                && self.cells[(at + 2 * d) as usize] == theirs
                && self.cells[(at + 3 * d) as usize] == own
            {
                // Both are stones on the board, so their dense indices are too.
                let a = Point::from_index((dense + dd) as usize).expect("on the board");
                let b = Point::from_index((dense + 2 * dd) as usize).expect("on the board");
                captured.push_pair(a, b);
            }
        }
        captured
    }

    /// Places a stone of `color` at the empty point `p` and removes what it
    /// captures. No turn or opening rule is checked here.
    pub fn place(&mut self, p: Point, color: Color) -> Captured {
        debug_assert!(self.is_empty_at(p));
        let captured = self.captures_at(p, color);
        // What `set` does, without its checks: this is the hot path of play.
        let (c, o) = (color.index(), color.opponent().index());
        self.cells[padded(p)] = cell(color);
        self.stones[c] += 1;
        self.hash ^= ZOBRIST[c][p.index()];
        for &q in captured.as_slice() {
            self.cells[padded(q)] = EMPTY;
            self.hash ^= ZOBRIST[o][q.index()];
        }
        self.stones[o] -= captured.len() as u16;
        captured
    }

    /// What `color` captures by playing at `p` (still empty) in a game that
    /// captures pairs and, with `threes`, threes: every ray at once.
    pub fn captures_with(&self, p: Point, color: Color, threes: bool) -> Captured {
        let mut captured = self.captures_at(p, color);
        if !threes {
            return captured;
        }
        let own = cell(color);
        let theirs = cell(color.opponent());
        let at = padded(p) as isize;
        let dense = p.index() as isize;
        for &(d, dd) in &STEPS {
            // As for pairs, the frame stops a ray before it leaves the board.
            if self.cells[(at + d) as usize] == theirs
                && self.cells[(at + 2 * d) as usize] == theirs
                && self.cells[(at + 3 * d) as usize] == theirs
                && self.cells[(at + 4 * d) as usize] == own
            {
                for k in 1..=3 {
                    captured
                        .push(Point::from_index((dense + k * dd) as usize).expect("on the board"));
                }
            }
        }
        captured
    }

    /// The stones a `color` stone placed at `p` poofs, looking at the board
    /// with it placed and before anything is removed: on each of the four
    /// lines, the run of its own stones through `p`, if it is exactly two
    /// (or, with `threes`, three) long and an opponent's stone stands at
    /// both ends. `p` itself comes first, once.
    pub fn poofs_at(&self, p: Point, color: Color, threes: bool) -> Captured {
        let theirs = cell(color.opponent());
        let at = padded(p) as isize;
        let mut poofed = Captured::NONE;
        for &(dc, dr) in &LINES {
            let d = step(dc, dr);
            let ahead = self.run(p, color, (dc, dr)) as isize;
            let back = self.run(p, color, (-dc, -dr)) as isize;
            let length = ahead + back + 1;
            let bracketed = self.cells[(at + (ahead + 1) * d) as usize] == theirs
                && self.cells[(at - (back + 1) * d) as usize] == theirs;
            if bracketed && (length == 2 || (threes && length == 3)) {
                if poofed.is_empty() {
                    poofed.push(p);
                }
                for k in (-back..=ahead).filter(|&k| k != 0) {
                    poofed.push(p.offset(k * dc, k * dr).expect("stones are on the board"));
                }
            }
        }
        poofed
    }

    /// Places `color` at `p` under a variant's rules: captures (pairs, and
    /// threes with `threes`) and, with `poof`, the stones the placed one
    /// poofs. Both are found on the board with the stone placed; captures
    /// are removed first, the poofed stones second. Returns both.
    pub fn place_with(
        &mut self,
        p: Point,
        color: Color,
        threes: bool,
        poof: bool,
    ) -> (Captured, Captured) {
        debug_assert!(self.is_empty_at(p));
        let captured = self.captures_with(p, color, threes);
        self.set(p, Some(color));
        let poofed = if poof {
            self.poofs_at(p, color, threes)
        } else {
            Captured::NONE
        };
        for &q in captured.as_slice().iter().chain(poofed.as_slice()) {
            self.set(q, None);
        }
        (captured, poofed)
    }

    /// The longest line of `color` through `p` (whether or not `p` holds
    /// that colour: the line it would make).
    pub fn longest_line(&self, p: Point, color: Color) -> usize {
        LINES
            .iter()
            .map(|&line| self.line_length(p, color, line))
            .max()
            .unwrap_or(1)
    }

    /// Whether some line through `p` of `color` is exactly `n` long.
    pub fn has_line_of_exactly(&self, p: Point, color: Color, n: usize) -> bool {
        LINES
            .iter()
            .any(|&line| self.line_length(p, color, line) == n)
    }

    /// Every line of five or more of `color` on the board, each as its
    /// stones.
    pub fn lines_of_five(&self, color: Color) -> Vec<Vec<Point>> {
        let mut lines = Vec::new();
        for p in Point::all() {
            if self.get(p) != Some(color) {
                continue;
            }
            for &(dc, dr) in &LINES {
                // Only from a line's first stone.
                let before = p.offset(-dc, -dr).and_then(|q| self.get(q));
                if before == Some(color) {
                    continue;
                }
                let n = 1 + self.run(p, color, (dc, dr)) as isize;
                if n >= 5 {
                    lines.push(
                        (0..n)
                            .map(|k| p.offset(k * dc, k * dr).expect("stones are on the board"))
                            .collect(),
                    );
                }
            }
        }
        lines
    }

    /// Whether the stone at `p` could be captured now, in a pair with an own
    /// neighbour (or, with `threes`, in a three): the run of its colour
    /// through it on some line is that long, with an opponent's stone at one
    /// end and an empty point at the other. Nothing wraps round an edge.
    pub fn is_capturable(&self, p: Point, threes: bool) -> bool {
        let Some(color) = self.get(p) else {
            return false;
        };
        let theirs = Some(color.opponent());
        LINES.iter().any(|&(dc, dr)| {
            let ahead = self.run(p, color, (dc, dr)) as isize;
            let back = self.run(p, color, (-dc, -dr)) as isize;
            let length = ahead + back + 1;
            if !(length == 2 || (threes && length == 3)) {
                return false;
            }
            let end = |k: isize| p.offset(k * dc, k * dr).map(|q| self.get(q));
            match (end(ahead + 1), end(-(back + 1))) {
                (Some(a), Some(b)) => (a == theirs && b.is_none()) || (a.is_none() && b == theirs),
                _ => false,
            }
        })
    }

    /// The points of the line of five (or more) through `p`, if there is one.
    pub fn five_through(&self, p: Point) -> Option<Vec<Point>> {
        let color = self.get(p)?;
        LINES.iter().find_map(|&(dc, dr)| {
            let back = self.run(p, color, (-dc, -dr)) as isize;
            let ahead = self.run(p, color, (dc, dr)) as isize;
            (back + ahead + 1 >= 5).then(|| {
                (-back..=ahead)
                    .map(|k| p.offset(k * dc, k * dr).expect("stones are on the board"))
                    .collect()
            })
        })
    }
}

/// The board as text, row 19 at the top: `O` White, `X` Black, `.` empty,
/// `+` the centre and the four tournament markers on empty points.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters: String = super::point::COLUMNS
            .iter()
            .map(|c| format!(" {c}"))
            .collect();
        writeln!(f, "   {letters}")?;
        for row in (0..SIZE).rev() {
            write!(f, "{:>2} ", row + 1)?;
            for col in 0..SIZE {
                let p = Point::new(col, row).expect("in range");
                let c = match self.get(p) {
                    Some(Color::White) => 'O',
                    Some(Color::Black) => 'X',
                    None if super::is_marker(p) => '+',
                    None => '.',
                };
                write!(f, " {c}")?;
            }
            writeln!(f, "  {}", row + 1)?;
        }
        write!(f, "   {letters}")
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        fmt::Display::fmt(self, f)
    }
}
