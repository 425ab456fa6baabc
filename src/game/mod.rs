//! The rules of Pente and its family, as pente.org plays them: pure, with no I/O and no
//! dependency beyond `std` and `thiserror`, so that the bot, the renderer, the
//! store and the AI can all stand on it.

mod board;
#[allow(clippy::module_inception)]
mod game;
mod point;
pub mod record;
mod variant;

#[cfg(test)]
mod pente_org_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod variant_tests;

pub use board::{Board, Captured, Color, DIRECTIONS, LINES};
pub use game::{
    Action, Ending, Game, IllegalMove, MoveOutcome, Outcome, Pending, WinReason, CAPTURES_TO_WIN,
    TOURNAMENT_DISTANCE,
};
pub use point::{ParsePointError, Point, COLUMNS, POINTS, SIZE};
pub use record::{Record, RecordError, RecordResult};
pub use variant::{gpente_forbidden, Choice, LineRule, Opening, UnknownVariant, Variant};

/// The points pente.org marks on its board: the centre K10 and the four
/// points just outside the tournament square, G7, G13, N7 and N13.
pub const MARKERS: [Point; 5] = [
    Point::CENTER,
    point_at(6, 6),
    point_at(6, 12),
    point_at(12, 6),
    point_at(12, 12),
];

const fn point_at(col: usize, row: usize) -> Point {
    match Point::new(col, row) {
        Some(p) => p,
        None => panic!("marker off the board"),
    }
}

/// Whether `p` is one of the board's [`MARKERS`].
pub fn is_marker(p: Point) -> bool {
    MARKERS.contains(&p)
}
