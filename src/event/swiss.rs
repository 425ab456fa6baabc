//! Swiss pairing: players meet others on the same score (score groups, the
//! best first), never anyone twice; each is White about as often as Black,
//! alternating where possible; with an odd number, the lowest-ranked player
//! without a bye has it (worth a win), and nobody has two.

use super::standings::{standings, TieBreaks};
use super::{Pairing, Played, PlayerId};

/// The default number of rounds for `players`: ⌈log₂ players⌉ + 1.
pub fn default_rounds(players: usize) -> usize {
    let mut rounds = 0;
    while (1usize << rounds) < players.max(1) {
        rounds += 1;
    }
    rounds + 1
}

/// What the pairing knows of a player: rank order, who they met, colours.
struct Seat {
    player: PlayerId,
    halves: u32,
    met: Vec<PlayerId>,
    had_bye: bool,
    /// White games minus Black games.
    balance: i32,
    /// The colour of their last game: `Some(true)` for White.
    last_white: Option<bool>,
}

/// The next round's pairings for `players` (in seeding order, the best
/// first; withdrawn players left out by the caller) after `played`, or
/// `None` if no pairing without a repeat (and without a second bye) exists.
/// With `more_to_come`, the pairing also leaves the round after it
/// pairable: late in a small Swiss, a greedy choice can leave only players
/// who have all met.
pub fn pair_round(
    players: &[PlayerId],
    played: &[Played],
    more_to_come: bool,
) -> Option<Vec<Pairing>> {
    let seats = seats(players, played);
    let next_ok = |pairs: &[(usize, usize)], bye: Option<usize>| -> bool {
        if !more_to_come {
            return true;
        }
        // The same players after this round: pairable once more?
        let mut after: Vec<Played> = played.to_vec();
        after.extend(
            finish(&seats, pairs, bye)
                .into_iter()
                .map(|pairing| Played {
                    pairing,
                    result: None,
                }),
        );
        let next = self::seats(players, &after);
        choose(&next, &|_: &[(usize, usize)], _: Option<usize>| true).is_some()
    };
    choose(&seats, &next_ok).map(|(pairs, bye)| finish(&seats, &pairs, bye))
}

/// The players in rank order with what the pairing needs to know.
fn seats(players: &[PlayerId], played: &[Played]) -> Vec<Seat> {
    // The current standings order the players; seeding breaks ties.
    let table = standings(players, played, TieBreaks::Swiss);
    let seed = |p: PlayerId| players.iter().position(|&q| q == p).unwrap_or(usize::MAX);
    let mut seats: Vec<Seat> = table
        .iter()
        .map(|s| {
            let mine: Vec<&Played> = played
                .iter()
                .filter(|g| g.pairing.white == s.player || g.pairing.black == Some(s.player))
                .collect();
            let mut balance = 0;
            let mut last_white = None;
            for g in &mine {
                if g.pairing.black.is_some() {
                    let white = g.pairing.white == s.player;
                    balance += if white { 1 } else { -1 };
                    last_white = Some(white);
                }
            }
            Seat {
                player: s.player,
                halves: s.halves,
                met: mine
                    .iter()
                    .filter_map(|g| g.opponent_of(s.player))
                    .collect(),
                had_bye: mine.iter().any(|g| g.pairing.black.is_none()),
                balance,
                last_white,
            }
        })
        .collect();
    seats.sort_by_key(|s| (std::cmp::Reverse(s.halves), seed(s.player)));
    seats
}

type Accept<'a> = dyn Fn(&[(usize, usize)], Option<usize>) -> bool + 'a;

/// Whether a whole round's pairs will do.
type AcceptPairs<'a> = dyn Fn(&[(usize, usize)]) -> bool + 'a;

/// A round: its pairs (indices into the seats) and its bye.
type Round = (Vec<(usize, usize)>, Option<usize>);

/// A round's pairs (indices into `seats`) and bye that `accept` takes.
fn choose(seats: &[Seat], accept: &Accept<'_>) -> Option<Round> {
    if seats.len().is_multiple_of(2) {
        let all: Vec<usize> = (0..seats.len()).collect();
        let mut chosen = Vec::new();
        return match_up(seats, &all, &mut chosen, &|pairs| accept(pairs, None))
            .then_some((chosen, None));
    }
    // The lowest-ranked player without a bye; should the rest not pair, the
    // next one up.
    for i in (0..seats.len()).rev().filter(|&i| !seats[i].had_bye) {
        let rest: Vec<usize> = (0..seats.len()).filter(|&j| j != i).collect();
        let mut chosen = Vec::new();
        if match_up(seats, &rest, &mut chosen, &|pairs| accept(pairs, Some(i))) {
            return Some((chosen, Some(i)));
        }
    }
    None
}

/// Pairs `open` (indices into `seats`, best first) onto `chosen`: the best
/// unpaired player meets the nearest one below them they have not met, and
/// the search goes back when the rest cannot be paired or `accept` refuses
/// the whole.
fn match_up(
    seats: &[Seat],
    open: &[usize],
    chosen: &mut Vec<(usize, usize)>,
    accept: &AcceptPairs<'_>,
) -> bool {
    let Some((&top, rest)) = open.split_first() else {
        return accept(chosen);
    };
    for (k, &other) in rest.iter().enumerate() {
        if seats[top].met.contains(&seats[other].player) {
            continue;
        }
        let remaining: Vec<usize> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .map(|(_, &i)| i)
            .collect();
        chosen.push((top, other));
        if match_up(seats, &remaining, chosen, accept) {
            return true;
        }
        chosen.pop();
    }
    false
}

/// Colours for each pair, and the bye.
fn finish(seats: &[Seat], pairs: &[(usize, usize)], bye: Option<usize>) -> Vec<Pairing> {
    let mut out: Vec<Pairing> = pairs
        .iter()
        .map(|&(a, b)| {
            let (sa, sb) = (&seats[a], &seats[b]);
            // Fewer Whites so far first; then whoever had Black last; then
            // the higher-ranked player.
            let a_white = match sa.balance.cmp(&sb.balance) {
                std::cmp::Ordering::Less => true,
                std::cmp::Ordering::Greater => false,
                std::cmp::Ordering::Equal => match (sa.last_white, sb.last_white) {
                    (Some(false), Some(true)) | (Some(false), None) => true,
                    (Some(true), Some(false)) | (None, Some(false)) => false,
                    _ => true,
                },
            };
            let (white, black) = if a_white { (sa, sb) } else { (sb, sa) };
            Pairing {
                white: white.player,
                black: Some(black.player),
            }
        })
        .collect();
    if let Some(i) = bye {
        out.push(Pairing {
            white: seats[i].player,
            black: None,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::GameResult;
    use super::*;
    use proptest::prelude::*;
    use std::collections::{HashMap, HashSet};

    /// Plays a whole Swiss, results drawn from `outcomes`, and checks every
    /// round: nobody twice, no repeat, at most one bye each.
    fn run(n: u64, rounds: usize, outcomes: &[u8]) -> Vec<Vec<Pairing>> {
        run_until(n, rounds, outcomes, true)
    }

    /// [`run`]; unless `complete`, the Swiss may stop early where no round
    /// without a repeat is left (as the tournament then finishes).
    fn run_until(n: u64, rounds: usize, outcomes: &[u8], complete: bool) -> Vec<Vec<Pairing>> {
        let players: Vec<PlayerId> = (1..=n).collect();
        let mut played: Vec<Played> = Vec::new();
        let mut all = Vec::new();
        let mut k = 0;
        for round in 0..rounds {
            let Some(pairs) = pair_round(&players, &played, round + 1 < rounds) else {
                assert!(!complete, "{n} players: no pairing for round {}", round + 1);
                break;
            };
            let mut seen = HashSet::new();
            for p in &pairs {
                assert!(seen.insert(p.white));
                if let Some(b) = p.black {
                    assert!(seen.insert(b));
                }
                let result = p.black.map(|_| {
                    k += 1;
                    match outcomes[k % outcomes.len()] % 3 {
                        0 => GameResult::WhiteWins,
                        1 => GameResult::BlackWins,
                        _ => GameResult::Draw,
                    }
                });
                played.push(Played {
                    pairing: *p,
                    result,
                });
            }
            assert_eq!(seen.len() as u64, n, "everyone is paired or has the bye");
            all.push(pairs);
        }
        let mut met = HashSet::new();
        let mut byes: HashMap<u64, u32> = HashMap::new();
        for p in all.iter().flatten() {
            match p.black {
                Some(b) => assert!(
                    met.insert((p.white.min(b), p.white.max(b))),
                    "{} and {b} paired twice",
                    p.white
                ),
                None => *byes.entry(p.white).or_default() += 1,
            }
        }
        assert!(byes.values().all(|&k| k == 1), "a second bye: {byes:?}");
        all
    }

    #[test]
    fn the_default_number_of_rounds() {
        assert_eq!(default_rounds(7), 4);
        assert_eq!(default_rounds(8), 4);
        assert_eq!(default_rounds(9), 5);
        assert_eq!(default_rounds(3), 3);
    }

    #[test]
    fn seven_players_three_rounds_by_hand() {
        let all = run(7, 3, &[0, 1, 2]);
        // Round 1, everyone on 0 points: the lowest seed has the bye.
        let first: HashSet<(u64, Option<u64>)> =
            all[0].iter().map(|p| (p.white, p.black)).collect();
        assert!(first.contains(&(7, None)), "{first:?}");
        // Colours alternate: whoever was Black in round 1 is White in round 2
        // when they can be.
        let black_in_1: Vec<u64> = all[0].iter().filter_map(|p| p.black).collect();
        let white_in_2: usize = all[1]
            .iter()
            .filter(|p| p.black.is_some() && black_in_1.contains(&p.white))
            .count();
        assert!(white_in_2 >= 2, "{:?} then {:?}", all[0], all[1]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn never_a_repeat_nor_a_second_bye(n in 2u64..=64, rounds in 1usize..=9, outcomes in proptest::collection::vec(any::<u8>(), 1..20)) {
            // Rounds the field allows: without repeats, fewer than players.
            let rounds = rounds.min(n as usize - 1).max(1);
            // Up to the usual number of rounds every round is paired; past
            // it, close to a round robin, the Swiss may run out of rounds
            // without a repeat and stop early (10 players in 8 rounds can).
            let complete = rounds <= default_rounds(n as usize);
            run_until(n, rounds, &outcomes, complete);
        }
    }
}
