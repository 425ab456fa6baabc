//! Points of the 19×19 board and their pente.org names (`K10`).

use std::fmt;
use std::str::FromStr;

/// Lines and columns on the board.
pub const SIZE: usize = 19;
/// Intersections on the board.
pub const POINTS: usize = SIZE * SIZE;

/// Column letters, left to right. Like pente.org (and Go), there is no column I,
/// so that it can't be confused with J or the digit 1.
pub const COLUMNS: [char; SIZE] = [
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T',
];

/// An intersection of the board. It can only be made for a point that is on the
/// board, so everything that takes a `Point` can index with it unchecked.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u16);

impl Point {
    /// K10, the centre, where White's first stone must go.
    pub const CENTER: Point = Point(9 * SIZE as u16 + 9);

    /// The point in column `col` (0 = A, the left edge) and row `row`
    /// (0 = row 1, the bottom edge), if that is on the board.
    pub const fn new(col: usize, row: usize) -> Option<Point> {
        if col < SIZE && row < SIZE {
            Some(Point((row * SIZE + col) as u16))
        } else {
            None
        }
    }

    /// The point with a dense index in `0..361` (row-major from A1).
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < POINTS {
            Some(Point(index as u16))
        } else {
            None
        }
    }

    /// Dense index in `0..361`, row-major from A1: handy for arrays indexed by point.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, 0 = A (left) … 18 = T (right).
    pub const fn col(self) -> usize {
        self.0 as usize % SIZE
    }

    /// Row, 0 = row 1 (bottom) … 18 = row 19 (top).
    pub const fn row(self) -> usize {
        self.0 as usize / SIZE
    }

    /// The point `dc` columns right and `dr` rows up, if still on the board.
    pub fn offset(self, dc: isize, dr: isize) -> Option<Point> {
        let col = self.col() as isize + dc;
        let row = self.row() as isize + dr;
        if (0..SIZE as isize).contains(&col) && (0..SIZE as isize).contains(&row) {
            Point::new(col as usize, row as usize)
        } else {
            None
        }
    }

    /// Steps a king would need: the distance the tournament rule is measured in.
    pub fn chebyshev(self, other: Point) -> usize {
        self.col()
            .abs_diff(other.col())
            .max(self.row().abs_diff(other.row()))
    }

    /// All 361 points, row by row from A1.
    pub fn all() -> impl DoubleEndedIterator<Item = Point> + ExactSizeIterator + Clone {
        (0..POINTS as u16).map(Point)
    }

    /// The column's letter.
    pub fn column_letter(self) -> char {
        COLUMNS[self.col()]
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Through `pad` so that width and alignment work in tables.
        let mut buf = [0u8; 3];
        let letter = self.column_letter() as u8;
        let row = self.row() + 1;
        buf[0] = letter;
        let len = if row >= 10 {
            buf[1] = b'1';
            buf[2] = b'0' + (row - 10) as u8;
            3
        } else {
            buf[1] = b'0' + row as u8;
            2
        };
        f.pad(std::str::from_utf8(&buf[..len]).expect("ASCII"))
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a point. Each message says what would be right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParsePointError {
    #[error("no point given: write a column letter and a row number, like K10")]
    Empty,
    #[error("`{input}` is not a point: write a column letter A–T (no I) followed by a row number 1–19, like K10")]
    Malformed { input: String },
    #[error("there is no column I — columns skip it; did you mean H{row} or J{row}?")]
    NoColumnI { row: String },
    #[error("{input} is off the board: columns go from A to T (skipping I) and rows from 1 to 19")]
    OffBoard { input: String },
    #[error("write the row without a leading zero: {suggestion}, not {input}")]
    LeadingZero { input: String, suggestion: Point },
}

impl FromStr for Point {
    type Err = ParsePointError;

    fn from_str(s: &str) -> Result<Point, ParsePointError> {
        let input = s.trim();
        if input.is_empty() {
            return Err(ParsePointError::Empty);
        }
        let malformed = || ParsePointError::Malformed {
            input: input.to_string(),
        };
        let mut chars = input.chars();
        let letter = chars.next().ok_or(ParsePointError::Empty)?;
        let digits = chars.as_str();
        if !letter.is_ascii_alphabetic()
            || digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(malformed());
        }
        let letter = letter.to_ascii_uppercase();
        let off_board = || ParsePointError::OffBoard {
            input: input.to_ascii_uppercase(),
        };
        // More than two digits is never on the board; don't let it overflow.
        let row: usize = if digits.len() > 3 {
            return Err(off_board());
        } else {
            digits.parse().map_err(|_| malformed())?
        };
        if !(1..=SIZE).contains(&row) {
            return Err(off_board());
        }
        if letter == 'I' {
            return Err(ParsePointError::NoColumnI {
                row: row.to_string(),
            });
        }
        let col = COLUMNS
            .iter()
            .position(|&c| c == letter)
            .ok_or_else(off_board)?;
        let point = Point::new(col, row - 1).expect("column and row checked");
        if digits.starts_with('0') {
            return Err(ParsePointError::LeadingZero {
                input: input.to_ascii_uppercase(),
                suggestion: point,
            });
        }
        Ok(point)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn corners_and_centre() {
        assert_eq!(p("A1"), Point::new(0, 0).unwrap());
        assert_eq!(p("T19"), Point::new(18, 18).unwrap());
        assert_eq!(p("A19"), Point::new(0, 18).unwrap());
        assert_eq!(p("T1"), Point::new(18, 0).unwrap());
        assert_eq!(p("K10"), Point::CENTER);
        assert_eq!(p("J1").col(), 8, "J comes straight after H");
        assert_eq!(p("H1").col(), 7);
    }

    #[test]
    fn case_and_whitespace_are_ignored() {
        assert_eq!(p("k10"), Point::CENTER);
        assert_eq!(p("  K10\n"), Point::CENTER);
        assert_eq!(p("\tt19 "), p("T19"));
    }

    #[test]
    fn display_round_trips() {
        assert_eq!(Point::CENTER.to_string(), "K10");
        assert_eq!(p("a1").to_string(), "A1");
        assert_eq!(p("T19").to_string(), "T19");
        assert_eq!(format!("{:>4}", p("J9")), "  J9");
    }

    #[test]
    fn empty_input() {
        assert_eq!("".parse::<Point>(), Err(ParsePointError::Empty));
        assert_eq!("   ".parse::<Point>(), Err(ParsePointError::Empty));
    }

    #[test]
    fn malformed_input() {
        for s in [
            "10K", "KK10", "K", "K-10", "K 10", "K1O", "1", "-", "K+1", "Ｋ10", "é5",
        ] {
            let err = s.parse::<Point>().unwrap_err();
            assert!(
                matches!(err, ParsePointError::Malformed { .. }),
                "{s}: {err:?}"
            );
            assert!(err.to_string().contains("like K10"), "{err}");
        }
    }

    #[test]
    fn column_i_suggests_its_neighbours() {
        let err = "I5".parse::<Point>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "there is no column I — columns skip it; did you mean H5 or J5?"
        );
        assert!(matches!(
            "i12".parse::<Point>(),
            Err(ParsePointError::NoColumnI { .. })
        ));
    }

    #[test]
    fn off_the_board() {
        for s in [
            "A0",
            "T20",
            "U1",
            "K20",
            "Z5",
            "K999",
            "K99999999999999999999",
            "I20",
        ] {
            let err = s.parse::<Point>().unwrap_err();
            assert!(
                matches!(err, ParsePointError::OffBoard { .. }),
                "{s}: {err:?}"
            );
            assert!(err.to_string().contains("A to T"), "{err}");
        }
    }

    #[test]
    fn leading_zeros_are_refused_with_the_right_spelling() {
        let err = "K010".parse::<Point>().unwrap_err();
        assert_eq!(
            err,
            ParsePointError::LeadingZero {
                input: "K010".into(),
                suggestion: Point::CENTER
            }
        );
        assert!(err.to_string().contains("K10"));
        assert!(matches!(
            "a01".parse::<Point>(),
            Err(ParsePointError::LeadingZero { .. })
        ));
        assert!(matches!(
            "K00".parse::<Point>(),
            Err(ParsePointError::OffBoard { .. })
        ));
    }

    #[test]
    fn offsets_never_wrap() {
        assert_eq!(p("T5").offset(1, 0), None);
        assert_eq!(p("A5").offset(-1, 0), None);
        assert_eq!(p("K19").offset(0, 1), None);
        assert_eq!(p("K1").offset(0, -1), None);
        assert_eq!(p("K10").offset(2, -3), Some(p("M7")));
    }

    #[test]
    fn chebyshev_distance() {
        assert_eq!(Point::CENTER.chebyshev(p("M12")), 2);
        assert_eq!(Point::CENTER.chebyshev(p("N10")), 3);
        assert_eq!(Point::CENTER.chebyshev(p("G7")), 3);
    }
}
