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

/// The stones one move captures: at most two on each of eight rays.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Captured {
    points: [Point; 16],
    len: u8,
}

impl Captured {
    pub const NONE: Captured = Captured {
        points: [Point::CENTER; 16],
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
