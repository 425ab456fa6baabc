//! Round robin: every pair once, by Berger tables (the circle method: one
//! player stays, the others turn a place each round), colours balanced;
//! `double` plays every pair twice, the second time with colours swapped.

use super::{Pairing, PlayerId};

/// Every round of a round robin among `players` (in seeding order): with
/// an odd number, each round one player has a bye.
pub fn rounds(players: &[PlayerId], double: bool) -> Vec<Vec<Pairing>> {
    // An odd field gets a ghost; whoever meets it has the bye.
    let mut seats: Vec<Option<PlayerId>> = players.iter().copied().map(Some).collect();
    if seats.len() % 2 == 1 {
        seats.push(None);
    }
    let n = seats.len();
    if n < 2 {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(n - 1);
    // The turning seats are m = n - 1, an odd number: seat i has White
    // against the (m - 1) / 2 seats that follow it round the circle and
    // Black against the others, so each is even before meeting the fixed
    // seat, which alternates colours round by round.
    let m = n - 1;
    for round in 0..m {
        let mut pairs = Vec::with_capacity(n / 2);
        for i in 0..n / 2 {
            // Seat n-1 stays; the others turn.
            let a = if i == 0 { n - 1 } else { (round + i) % m };
            let b = (round + m - i) % m;
            let (white, black) = if i == 0 {
                if round % 2 == 0 {
                    (a, b)
                } else {
                    (b, a)
                }
            } else if (b + m - a) % m <= (m - 1) / 2 {
                (a, b)
            } else {
                (b, a)
            };
            pairs.push(match (seats[white], seats[black]) {
                (Some(w), Some(b)) => Pairing {
                    white: w,
                    black: Some(b),
                },
                (Some(p), None) | (None, Some(p)) => Pairing {
                    white: p,
                    black: None,
                },
                (None, None) => unreachable!("one ghost at most"),
            });
        }
        out.push(pairs);
    }
    if double {
        let swapped: Vec<Vec<Pairing>> = out
            .iter()
            .map(|round| {
                round
                    .iter()
                    .map(|p| match p.black {
                        Some(b) => Pairing {
                            white: b,
                            black: Some(p.white),
                        },
                        None => *p,
                    })
                    .collect()
            })
            .collect();
        out.extend(swapped);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    fn check(n: u64, double: bool) {
        let players: Vec<PlayerId> = (1..=n).collect();
        let all = rounds(&players, double);
        let cycles = if double { 2 } else { 1 };
        let per_cycle = if n.is_multiple_of(2) { n - 1 } else { n };
        assert_eq!(all.len() as u64, per_cycle * cycles, "{n} players");
        let mut met: HashMap<(u64, u64), u64> = HashMap::new();
        let mut whites: HashMap<u64, i32> = HashMap::new();
        let mut byes: HashMap<u64, u64> = HashMap::new();
        for round in &all {
            let mut seen = HashSet::new();
            for p in round {
                assert!(seen.insert(p.white), "{} twice in a round", p.white);
                match p.black {
                    Some(b) => {
                        assert!(seen.insert(b));
                        *met.entry((p.white.min(b), p.white.max(b))).or_default() += 1;
                        *whites.entry(p.white).or_default() += 1;
                        *whites.entry(b).or_default() -= 1;
                    }
                    None => *byes.entry(p.white).or_default() += 1,
                }
            }
            assert_eq!(seen.len() as u64, n, "everyone plays or has the bye");
        }
        for a in 1..=n {
            for b in a + 1..=n {
                assert_eq!(met.get(&(a, b)), Some(&cycles), "{a} v {b}");
            }
            let balance = whites.get(&a).copied().unwrap_or(0);
            let limit = if double { 0 } else { 1 };
            assert!(
                balance.abs() <= limit,
                "player {a}: White minus Black {balance}"
            );
        }
        if n % 2 == 1 {
            assert!(byes.values().all(|&k| k == cycles));
        }
    }

    #[test]
    fn every_pair_meets_once_with_colours_balanced() {
        for n in 2..=12 {
            check(n, false);
        }
    }

    #[test]
    fn double_plays_every_pair_twice_with_colours_swapped() {
        for n in 3..=8 {
            check(n, true);
        }
        let once = rounds(&[1, 2, 3, 4], false);
        let twice = rounds(&[1, 2, 3, 4], true);
        assert_eq!(twice[0][0].white, once[0][0].white);
        assert_eq!(twice[3][0].black, Some(once[0][0].white));
    }

    #[test]
    fn four_players_round_by_round() {
        let r = rounds(&[1, 2, 3, 4], false);
        let table: Vec<Vec<(u64, Option<u64>)>> = r
            .iter()
            .map(|round| round.iter().map(|p| (p.white, p.black)).collect())
            .collect();
        assert_eq!(
            table,
            [
                vec![(4, Some(1)), (2, Some(3))],
                vec![(2, Some(4)), (3, Some(1))],
                vec![(4, Some(3)), (1, Some(2))],
            ]
        );
    }
}
