//! The engine's part in the D-Pente and Swap2 openings: when it must decide,
//! it searches the position as it stands (a decision moves no stone) and
//! takes the colour that comes out better; in Swap2, with the position about
//! even, it passes, placing the next two stones and leaving the choice to
//! the other player.

use super::{search, Limits};
use crate::game::{Action, Choice, Game};
use std::sync::atomic::AtomicBool;

/// Within this many evaluation points of even, a Swap2 decider passes.
const PASS_MARGIN: i32 = 40;

/// The action the engine takes in `game` with `limits` (a level's, see
/// [`super::Level::limits`]): a decision if one is pending, else a stone.
/// None when the game is over.
pub fn choose_action(game: &Game, limits: Limits, seed: u64, stop: &AtomicBool) -> Option<Action> {
    if game.pending().is_some() {
        decide(game, limits, seed, stop).map(Action::Decision)
    } else {
        search(game, limits, seed, stop).map(|s| Action::Stone(s.best))
    }
}

/// The decision to make in `game`, searched with `limits`; None if none is
/// pending (or the game is over).
pub fn decide(game: &Game, limits: Limits, seed: u64, stop: &AtomicBool) -> Option<Choice> {
    let pending = game.pending()?;
    if game.is_over() {
        return None;
    }
    // The stones stay as they are whatever is chosen: search on as if kept.
    let mut after = game.clone();
    after.decide(Choice::Keep).ok()?;
    // No noise or lapse in a decision: it is one, and it matters.
    let limits = Limits {
        randomness: 0,
        lapses: 0,
        ..limits
    };
    let found = search(&after, limits, seed, stop)?;
    // The score is for the colour to place the next stone.
    let for_decider = if after.to_move() == pending.by {
        found.score
    } else {
        -found.score
    };
    let choice = if pending.options.contains(&Choice::Pass) && for_decider.abs() < PASS_MARGIN {
        Choice::Pass
    } else if for_decider >= 0 {
        Choice::Keep
    } else {
        Choice::Swap
    };
    debug_assert!(pending.options.contains(&choice));
    Some(choice)
}
