//! Knockout: seeded by rating (1 v N, 2 v N−1, … in bracket order), byes
//! to the top seeds up to a power of two; each match is two games, one with
//! each colour, and a match level after them goes on with deciding games,
//! colours drawn by lot, until one player is ahead.

use super::{GameResult, Played, PlayerId};

/// The bracket positions of seeds 1..=size (a power of two), top to
/// bottom: 1 and 2 can meet only in the final, 1–4 in the semi-finals.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
}

/// The first round's matches for `seeded` players (best first): pairs of
/// players, or a player with a bye (`None`).
pub fn first_round(seeded: &[PlayerId]) -> Vec<(PlayerId, Option<PlayerId>)> {
    let size = seeded.len().max(2).next_power_of_two();
    let order = bracket_order(size);
    order
        .chunks(2)
        .map(|pair| {
            let player = |seed: usize| seeded.get(seed - 1).copied();
            match (player(pair[0]), player(pair[1])) {
                (Some(a), b) => (a, b),
                (None, Some(b)) => (b, None),
                (None, None) => unreachable!("the bracket's top seed of a pair is real"),
            }
        })
        .collect()
}

/// A match's place in the bracket: the first game's White and Black
/// (`None`: a bye or a walkover).
pub type Slot = (PlayerId, Option<PlayerId>);

/// The matches of the last of `rounds`, in bracket order, found by walking
/// the bracket from the first round: round k+1's places are round k's, two
/// by two. A place nobody reached (both of its feeders' players left) has
/// no match, `None`, but keeps its position, so later places never shift.
pub fn last_round_slots(rounds: &[Vec<Played>]) -> Vec<Option<Slot>> {
    let Some((first, later)) = rounds.split_first() else {
        return Vec::new();
    };
    // Each place: the players of its part of the bracket, and its match.
    let mut places: Vec<(Vec<PlayerId>, Option<Slot>)> = Vec::new();
    for p in first {
        let (a, b) = (p.pairing.white, p.pairing.black);
        if !places.iter().any(|(players, _)| players.contains(&a)) {
            places.push((std::iter::once(a).chain(b).collect(), Some((a, b))));
        }
    }
    for round in later {
        places = places
            .chunks(2)
            .map(|pair| {
                let players: Vec<PlayerId> = pair
                    .iter()
                    .flat_map(|(players, _)| players.iter().copied())
                    .collect();
                // A round has at most one match per place: the first game
                // of it paired from this part of the bracket.
                let slot = round
                    .iter()
                    .find(|p| players.contains(&p.pairing.white))
                    .map(|p| (p.pairing.white, p.pairing.black));
                (players, slot)
            })
            .collect();
    }
    places.into_iter().map(|(_, slot)| slot).collect()
}

/// Where a match stands after its games (`a` had White in the first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchState {
    /// Play game number `game` (0-based) with this player as White.
    Play { game: usize, white: PlayerId },
    /// Decided.
    Won(PlayerId),
}

/// The state of the match between `a` and `b` after `results` (game k's
/// White is `a` for even k before the third game; from the third game on,
/// colours come from `lot`, one coin per deciding game).
pub fn match_state(a: PlayerId, b: PlayerId, results: &[GameResult], lot: u64) -> MatchState {
    let white_of = |k: usize| -> PlayerId {
        match k {
            0 => a,
            1 => b,
            k => {
                if (lot >> ((k - 2) % 64)) & 1 == 0 {
                    a
                } else {
                    b
                }
            }
        }
    };
    let (mut ha, mut hb) = (0u32, 0u32);
    for (k, r) in results.iter().enumerate() {
        let a_white = white_of(k) == a;
        match (r, a_white) {
            (GameResult::Draw, _) => {
                ha += 1;
                hb += 1;
            }
            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => ha += 2,
            _ => hb += 2,
        }
        // After the two games of the match, and after each deciding game,
        // a lead decides it.
        if k >= 1 && ha != hb {
            return MatchState::Won(if ha > hb { a } else { b });
        }
    }
    MatchState::Play {
        game: results.len(),
        white: white_of(results.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameResult::*;

    #[test]
    fn brackets_keep_the_top_seeds_apart() {
        assert_eq!(bracket_order(2), [1, 2]);
        assert_eq!(bracket_order(4), [1, 4, 2, 3]);
        assert_eq!(bracket_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
    }

    #[test]
    fn five_players_give_byes_to_the_top_three_seeds() {
        let round = first_round(&[10, 20, 30, 40, 50]);
        assert_eq!(
            round,
            [(10, None), (40, Some(50)), (20, None), (30, None)],
            "seeds 1, 2, 3 wait; 4 plays 5"
        );
        assert_eq!(first_round(&[1, 2, 3, 4]), [(1, Some(4)), (2, Some(3))]);
    }

    #[test]
    fn a_match_is_two_games_and_a_level_one_goes_on() {
        // Game 1: a White; game 2: b White.
        assert_eq!(
            match_state(1, 2, &[], 0),
            MatchState::Play { game: 0, white: 1 }
        );
        assert_eq!(
            match_state(1, 2, &[WhiteWins], 0),
            MatchState::Play { game: 1, white: 2 },
            "one win is not a match"
        );
        assert_eq!(match_state(1, 2, &[WhiteWins, Draw], 0), MatchState::Won(1));
        // 1–1: a third game, White by lot.
        let level = [WhiteWins, WhiteWins];
        assert_eq!(
            match_state(1, 2, &level, 0),
            MatchState::Play { game: 2, white: 1 }
        );
        assert_eq!(
            match_state(1, 2, &level, 1),
            MatchState::Play { game: 2, white: 2 }
        );
        assert_eq!(
            match_state(1, 2, &[WhiteWins, WhiteWins, BlackWins], 1),
            MatchState::Won(1)
        );
        // Two draws, then a drawn third game: a fourth.
        assert_eq!(
            match_state(1, 2, &[Draw, Draw, Draw], 0),
            MatchState::Play { game: 3, white: 1 }
        );
    }
}
