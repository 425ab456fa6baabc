//! The opening explorer, pure: games in, an index of the positions they
//! reached (the board's eight symmetries folded) out, answering for a
//! position the next moves played with their counts, results, the average
//! rating of the players who chose them and example games.
//!
//! - `fold`: the symmetries, the position keys and the one replay of a game
//!   that the opening book (`ai::book`) shares.
//! - `in_play`: the positions kept back while games are played.
//! - `strong`: the shipped strong games of pente.org, read once.
//! - `index`: the index itself, grown game by game (a server's grows as its
//!   games finish).

pub mod fold;
pub mod in_play;
pub mod index;
pub mod report;
pub mod strong;

pub use fold::{canonical_key, Symmetry};
pub use index::{
    percent, Added, Answer, Candidate, Departure, ExampleOrder, GameInfo, GameResult, Index,
    IndexedGame, Results,
};

#[cfg(test)]
mod tests;
