//! Swiss pairing: players meet others on the same score (score groups, the
//! best first), never anyone twice where the field allows it; each is White
//! about as often as Black, alternating where possible; with an odd number,
//! the lowest-ranked player without a bye has it (worth a win), and nobody
//! has two while someone has none. The search is bounded: a round is
//! always paired, quickly, whatever the field.

use super::standings::{standings, TieBreaks};
use super::{Pairing, Played, PlayerId};
use std::cell::Cell;

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

/// How many steps the search for one round's pairing may take: enough for
/// any field the commands allow when a pairing without a repeat exists
/// (it is found at once), and a bound on the work when none does, for the
/// search would otherwise try every way to pair the field.
const SEARCH_STEPS: usize = 20_000;

/// The steps a search has left.
struct Budget(Cell<usize>);

impl Budget {
    fn new() -> Budget {
        Budget(Cell::new(SEARCH_STEPS))
    }

    /// Takes `n` steps; `false` once there are not enough left.
    fn spend(&self, n: usize) -> bool {
        let left = self.0.get();
        self.0.set(left.saturating_sub(n));
        left >= n
    }
}

/// The next round's pairings for `players` (in seeding order, the best
/// first; withdrawn players left out by the caller) after `played`:
/// everybody plays or has the bye. Without a repeat and without a second
/// bye where the bounded search finds such a pairing; otherwise the fewest
/// repeats a simple pass finds (late in a small Swiss, or after
/// withdrawals, there may be none without). With `more_to_come`, the
/// pairing also leaves the round after it pairable where it can: late in a
/// small Swiss, a greedy choice can leave only players who have all met.
pub fn pair_round(players: &[PlayerId], played: &[Played], more_to_come: bool) -> Vec<Pairing> {
    let seats = seats(players, played);
    if more_to_come {
        let budget = Budget::new();
        let next_ok = |pairs: &[(usize, usize)], bye: Option<usize>| -> bool {
            // The same players after this round: pairable once more? The
            // standings this reads are worth a step per player and game.
            if !budget.spend(players.len() + played.len()) {
                return false;
            }
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
            choose(
                &next,
                &|_: &[(usize, usize)], _: Option<usize>| true,
                &budget,
            )
            .is_some()
        };
        if let Some((pairs, bye)) = choose(&seats, &next_ok, &budget) {
            return finish(&seats, &pairs, bye);
        }
    }
    let budget = Budget::new();
    let (pairs, bye) = choose(
        &seats,
        &|_: &[(usize, usize)], _: Option<usize>| true,
        &budget,
    )
    .unwrap_or_else(|| with_repeats(&seats));
    finish(&seats, &pairs, bye)
}

/// A round when none without a repeat (or a second bye) was found: the bye
/// to the lowest-ranked player without one (or the lowest-ranked), then
/// the best unpaired player meets the nearest one below not met before, or
/// the nearest one.
fn with_repeats(seats: &[Seat]) -> Round {
    let bye = (!seats.len().is_multiple_of(2)).then(|| {
        (0..seats.len())
            .rev()
            .find(|&i| !seats[i].had_bye)
            .unwrap_or(seats.len() - 1)
    });
    let mut open: Vec<usize> = (0..seats.len()).filter(|&i| Some(i) != bye).collect();
    let mut pairs = Vec::new();
    while open.len() >= 2 {
        let top = open.remove(0);
        let k = open
            .iter()
            .position(|&other| !seats[top].met.contains(&seats[other].player))
            .unwrap_or(0);
        pairs.push((top, open.remove(k)));
    }
    (pairs, bye)
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

/// A round's pairs (indices into `seats`) and bye that `accept` takes,
/// if the search finds one within `budget`.
fn choose(seats: &[Seat], accept: &Accept<'_>, budget: &Budget) -> Option<Round> {
    if seats.len().is_multiple_of(2) {
        let all: Vec<usize> = (0..seats.len()).collect();
        let mut chosen = Vec::new();
        return match_up(
            seats,
            &all,
            &mut chosen,
            &|pairs| accept(pairs, None),
            budget,
        )
        .then_some((chosen, None));
    }
    // The lowest-ranked player without a bye; should the rest not pair, the
    // next one up.
    for i in (0..seats.len()).rev().filter(|&i| !seats[i].had_bye) {
        let rest: Vec<usize> = (0..seats.len()).filter(|&j| j != i).collect();
        let mut chosen = Vec::new();
        if match_up(
            seats,
            &rest,
            &mut chosen,
            &|pairs| accept(pairs, Some(i)),
            budget,
        ) {
            return Some((chosen, Some(i)));
        }
    }
    None
}

/// Pairs `open` (indices into `seats`, best first) onto `chosen`: the best
/// unpaired player meets the nearest one below them they have not met, and
/// the search goes back when the rest cannot be paired or `accept` refuses
/// the whole. It gives up (`false`) once `budget` is spent.
fn match_up(
    seats: &[Seat],
    open: &[usize],
    chosen: &mut Vec<(usize, usize)>,
    accept: &AcceptPairs<'_>,
    budget: &Budget,
) -> bool {
    if !budget.spend(1) {
        return false;
    }
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
        if match_up(seats, &remaining, chosen, accept, budget) {
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
    /// round: everybody plays or has the bye; no repeat, at most one bye each.
    fn run(n: u64, rounds: usize, outcomes: &[u8]) -> Vec<Vec<Pairing>> {
        run_until(n, rounds, outcomes, true)
    }

    /// [`run`]; unless `no_repeats`, repeats (and second byes) may come
    /// where no round without is left.
    fn run_until(n: u64, rounds: usize, outcomes: &[u8], no_repeats: bool) -> Vec<Vec<Pairing>> {
        let players: Vec<PlayerId> = (1..=n).collect();
        let mut played: Vec<Played> = Vec::new();
        let mut all = Vec::new();
        let mut k = 0;
        for round in 0..rounds {
            let pairs = pair_round(&players, &played, round + 1 < rounds);
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
            assert!(pairs.iter().filter(|p| p.black.is_none()).count() <= 1);
            all.push(pairs);
        }
        if !no_repeats {
            return all;
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

    /// A round robin's games among `players`, all drawn.
    fn all_met(players: &[PlayerId]) -> Vec<Played> {
        let mut played = Vec::new();
        for (i, &a) in players.iter().enumerate() {
            for &b in &players[i + 1..] {
                played.push(Played {
                    pairing: Pairing {
                        white: a,
                        black: Some(b),
                    },
                    result: Some(GameResult::Draw),
                });
            }
        }
        played
    }

    #[test]
    fn a_field_where_everyone_has_met_is_still_paired_whole() {
        for n in [2u64, 3, 4, 5] {
            let players: Vec<PlayerId> = (1..=n).collect();
            let mut played = all_met(&players);
            // Everyone had a bye too.
            played.extend(players.iter().map(|&p| Played {
                pairing: Pairing {
                    white: p,
                    black: None,
                },
                result: None,
            }));
            for more_to_come in [false, true] {
                let pairs = pair_round(&players, &played, more_to_come);
                let mut seen: Vec<u64> = pairs
                    .iter()
                    .flat_map(|p| [Some(p.white), p.black])
                    .flatten()
                    .collect();
                seen.sort_unstable();
                assert_eq!(seen, players, "{n} players: everybody in {pairs:?}");
                assert_eq!(pairs.len() as u64, n.div_ceil(2));
            }
        }
    }

    #[test]
    fn a_large_field_with_no_pairing_without_a_repeat_is_paired_at_once() {
        // 33 of 64 players have all met: at least one of them must meet
        // another again, which a search through every pairing of the
        // others would take for ever to find out.
        let players: Vec<PlayerId> = (1..=64).collect();
        let played = all_met(&players[..33]);
        for more_to_come in [false, true] {
            let pairs = pair_round(&players, &played, more_to_come);
            assert_eq!(pairs.len(), 32);
            let mut seen: Vec<u64> = pairs
                .iter()
                .flat_map(|p| [Some(p.white), p.black])
                .flatten()
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, players);
            let repeats = pairs
                .iter()
                .filter(|p| p.white <= 33 && p.black.is_some_and(|b| b <= 33))
                .count();
            assert!(repeats >= 1, "{pairs:?}");
        }
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
            // Every round is paired whole. Up to the usual number of rounds
            // there is no repeat; past it, close to a round robin, a round
            // without one may not be left (10 players in 8 rounds can).
            let no_repeats = rounds <= default_rounds(n as usize) && rounds < n as usize;
            run_until(n, rounds, &outcomes, no_repeats);
        }
    }
}
