use super::*;
use std::collections::HashSet;
use GameResult::*;

fn entrants(ids: &[PlayerId]) -> Vec<Entrant> {
    ids.iter()
        .map(|&id| Entrant {
            id,
            withdrawn: false,
        })
        .collect()
}

/// Plays `next` out, the higher seed (lower id) winning each game
/// unless `result` says otherwise.
fn start(t: &mut Tournament, pairings: Vec<Pairing>) {
    t.rounds.push(
        pairings
            .into_iter()
            .map(|pairing| Played {
                pairing,
                result: None,
            })
            .collect(),
    );
}

fn finish_round(t: &mut Tournament, result: impl Fn(Pairing) -> GameResult) {
    for p in t.rounds.last_mut().unwrap() {
        if p.pairing.black.is_some() && p.result.is_none() {
            p.result = Some(result(p.pairing));
        }
    }
}

fn lower_id_wins(p: Pairing) -> GameResult {
    if p.white < p.black.unwrap() {
        WhiteWins
    } else {
        BlackWins
    }
}

#[test]
fn a_swiss_of_seven_runs_its_rounds_with_one_bye_each_and_no_repeats() {
    let mut t = Tournament {
        format: Format::Swiss { rounds: 3 },
        players: entrants(&[1, 2, 3, 4, 5, 6, 7]),
        rounds: Vec::new(),
        lot: 0,
    };
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in 0..3 {
        let Next::Round(pairings) = t.next() else {
            panic!("round {round} not paired: {:?}", t.next());
        };
        assert_eq!(pairings.len(), 4);
        for p in &pairings {
            match p.black {
                Some(b) => assert!(met.insert((p.white.min(b), p.white.max(b)))),
                None => assert!(byes.insert(p.white)),
            }
        }
        start(&mut t, pairings);
        assert_eq!(t.next(), Next::Wait);
        finish_round(&mut t, lower_id_wins);
    }
    assert_eq!(t.next(), Next::Finished);
    assert_eq!(t.winner(), Some(1));
}

#[test]
fn a_withdrawn_player_is_not_paired_again_but_keeps_their_points() {
    let mut t = Tournament {
        format: Format::Swiss { rounds: 3 },
        players: entrants(&[1, 2, 3, 4, 5, 6]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    start(&mut t, first);
    finish_round(&mut t, lower_id_wins);
    t.players[0].withdrawn = true;
    let Next::Round(second) = t.next() else {
        panic!()
    };
    assert!(second.iter().all(|p| p.white != 1 && p.black != Some(1)));
    assert_eq!(second.len(), 3, "five players: two games and a bye");
    let one = t.standings().into_iter().find(|s| s.player == 1).unwrap();
    assert_eq!(one.halves, 2);
}

#[test]
fn a_round_robin_of_four_plays_every_pair_once_or_twice_with_colours_swapped() {
    for double in [false, true] {
        let mut t = Tournament {
            format: Format::RoundRobin { double },
            players: entrants(&[1, 2, 3, 4]),
            rounds: Vec::new(),
            lot: 0,
        };
        let mut games = Vec::new();
        while let Next::Round(pairings) = t.next() {
            games.extend(pairings.iter().copied());
            start(&mut t, pairings);
            finish_round(&mut t, |_| Draw);
        }
        assert_eq!(t.next(), Next::Finished);
        assert_eq!(t.rounds.len(), if double { 6 } else { 3 });
        assert_eq!(games.len(), if double { 12 } else { 6 });
        let ordered: HashSet<(u64, u64)> =
            games.iter().map(|p| (p.white, p.black.unwrap())).collect();
        assert_eq!(
            ordered.len(),
            games.len(),
            "no game twice with the same colours"
        );
        if double {
            assert!(ordered.iter().all(|&(w, b)| ordered.contains(&(b, w))));
        }
        // All drawn: everyone level, sharing first place; no winner.
        assert!(t.standings().iter().all(|s| s.rank == 1));
        assert_eq!(t.winner(), None);
    }
}

#[test]
fn an_odd_round_robin_leaves_one_out_each_round_and_skips_the_withdrawn() {
    let mut t = Tournament {
        format: Format::RoundRobin { double: false },
        players: entrants(&[1, 2, 3, 4, 5]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    assert_eq!(first.len(), 2);
    assert!(first.iter().all(|p| p.black.is_some()));
    start(&mut t, first);
    finish_round(&mut t, lower_id_wins);
    t.players[4].withdrawn = true;
    while let Next::Round(pairings) = t.next() {
        assert!(pairings.iter().all(|p| p.white != 5 && p.black != Some(5)));
        start(&mut t, pairings);
        finish_round(&mut t, lower_id_wins);
    }
    assert_eq!(t.winner(), Some(1));
}

#[test]
fn a_round_robin_never_plays_a_round_twice_after_a_withdrawal_empties_one() {
    for double in [false, true] {
        let mut t = Tournament {
            format: Format::RoundRobin { double },
            players: entrants(&[1, 2, 3]),
            rounds: Vec::new(),
            lot: 0,
        };
        let mut games = Vec::new();
        let mut round = 0;
        while let Next::Round(pairings) = t.next() {
            games.extend(pairings.iter().map(|p| (p.white, p.black.unwrap())));
            start(&mut t, pairings);
            finish_round(&mut t, |_| Draw);
            round += 1;
            if round == 1 {
                // Round 1 is 2 v 3; then 3 leaves, which empties the
                // round 3 v 1 of the schedule.
                assert_eq!(games, [(2, 3)]);
                t.players[2].withdrawn = true;
            }
            assert!(round <= 6, "round robin never ends: {games:?}");
        }
        let between_1_and_2: Vec<(u64, u64)> = games
            .iter()
            .copied()
            .filter(|&(w, b)| w != 3 && b != 3)
            .collect();
        if double {
            // They meet twice, once with each colour.
            assert_eq!(between_1_and_2, [(1, 2), (2, 1)]);
        } else {
            assert_eq!(between_1_and_2, [(1, 2)], "1 and 2 meet once");
        }
        assert_eq!(t.next(), Next::Finished);
    }
}

#[test]
fn a_knockout_of_five_gives_byes_to_the_top_three_and_replays_a_level_match() {
    let mut t = Tournament {
        format: Format::Knockout,
        players: entrants(&[1, 2, 3, 4, 5]),
        rounds: Vec::new(),
        lot: 0b1010,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    let byes: Vec<u64> = first
        .iter()
        .filter(|p| p.black.is_none())
        .map(|p| p.white)
        .collect();
    assert_eq!(byes, [1, 2, 3]);
    // 4 v 5, both games, one with each colour.
    let games: Vec<(u64, u64)> = first
        .iter()
        .filter_map(|p| p.black.map(|b| (p.white, b)))
        .collect();
    assert_eq!(games, [(4, 5), (5, 4)]);
    start(&mut t, first);
    // White wins both: 1–1, a third game.
    finish_round(&mut t, |_| WhiteWins);
    let Next::More(more) = t.next() else {
        panic!("{:?}", t.next())
    };
    assert_eq!(more.len(), 1);
    t.rounds
        .last_mut()
        .unwrap()
        .extend(more.iter().map(|&pairing| Played {
            pairing,
            result: None,
        }));
    assert_eq!(t.next(), Next::Wait);
    // 5 wins the decider whatever its colour.
    finish_round(&mut t, |p| if p.white == 5 { WhiteWins } else { BlackWins });
    let Next::Round(second) = t.next() else {
        panic!()
    };
    let pairs: HashSet<(u64, u64)> = second
        .iter()
        .map(|p| (p.white.min(p.black.unwrap()), p.white.max(p.black.unwrap())))
        .collect();
    // Bracket 1 v (4/5 winner), 2 v 3.
    assert_eq!(pairs, HashSet::from([(1, 5), (2, 3)]));
    start(&mut t, second);
    finish_round(&mut t, lower_id_wins);
    let Next::Round(last) = t.next() else {
        panic!()
    };
    assert_eq!(last.len(), 2);
    start(&mut t, last);
    finish_round(&mut t, lower_id_wins);
    assert_eq!(t.next(), Next::Finished);
    assert_eq!(t.winner(), Some(1));
    let table = t.standings();
    assert_eq!((table[0].player, table[0].rank), (1, 1));
    assert_eq!((table[1].player, table[1].rank), (2, 2));
    // How far each went, for the standings.
    let stages: Vec<Stage> = [1, 2, 3, 4]
        .iter()
        .map(|&p| t.knockout_stage(p).unwrap())
        .collect();
    assert_eq!(
        stages,
        [
            Stage::Winner,
            Stage::Final,
            Stage::SemiFinal,
            Stage::QuarterFinal
        ]
    );
}

#[test]
fn a_withdrawal_loses_the_knockout_match() {
    let mut t = Tournament {
        format: Format::Knockout,
        players: entrants(&[1, 2, 3, 4]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    start(&mut t, first);
    t.players[0].withdrawn = true;
    // Player 1's games are resigned by the bot; say they lost both.
    finish_round(&mut t, |p| {
        if p.white == 1 {
            BlackWins
        } else if p.black == Some(1) {
            WhiteWins
        } else {
            lower_id_wins(p)
        }
    });
    let Next::Round(final_round) = t.next() else {
        panic!()
    };
    assert!(final_round
        .iter()
        .all(|p| p.white != 1 && p.black != Some(1)));
}

#[test]
fn a_withdrawn_player_never_advances_in_a_knockout_and_the_opponent_has_a_walkover() {
    // Three players: 1 has a bye, 2 and 3 play; 1 leaves meanwhile.
    let mut t = Tournament {
        format: Format::Knockout,
        players: entrants(&[1, 2, 3]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    start(&mut t, first);
    t.players[0].withdrawn = true;
    finish_round(&mut t, lower_id_wins);
    assert_eq!(
        t.next(),
        Next::Finished,
        "no final against a player who left"
    );
    assert_eq!(t.winner(), Some(2));

    // Eight players: both 4 and 5 leave during round 1, so 1's
    // next opponent is nobody: a walkover, and the bracket stays.
    let mut t = Tournament {
        format: Format::Knockout,
        players: entrants(&[1, 2, 3, 4, 5, 6, 7, 8]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    start(&mut t, first);
    t.players[3].withdrawn = true;
    t.players[4].withdrawn = true;
    finish_round(&mut t, lower_id_wins);
    let Next::Round(second) = t.next() else {
        panic!("{:?}", t.next())
    };
    let games: Vec<(u64, Option<u64>)> = second.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(games, [(1, None), (2, Some(3)), (3, Some(2))]);
    start(&mut t, second);
    finish_round(&mut t, lower_id_wins);
    let Next::Round(last) = t.next() else {
        panic!()
    };
    let games: Vec<(u64, Option<u64>)> = last.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(games, [(1, Some(2)), (2, Some(1))]);
    start(&mut t, last);
    // 1 leaves during the final: 2 wins it whatever the games said.
    t.players[0].withdrawn = true;
    finish_round(&mut t, lower_id_wins);
    assert_eq!(t.next(), Next::Finished);
    assert_eq!(t.winner(), Some(2));
}

#[test]
fn a_knockout_bracket_place_emptied_by_withdrawals_keeps_later_pairs_in_place() {
    // Twelve players: seeds 1-4 have byes. Seed 1 (bye) and seeds 8 and
    // 9 (who meet) leave in round 1, emptying the top place of round 2.
    let mut t = Tournament {
        format: Format::Knockout,
        players: entrants(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
        rounds: Vec::new(),
        lot: 0,
    };
    let Next::Round(first) = t.next() else {
        panic!()
    };
    start(&mut t, first);
    for seed in [1, 8, 9] {
        t.players[seed - 1].withdrawn = true;
    }
    finish_round(&mut t, lower_id_wins);
    let Next::Round(second) = t.next() else {
        panic!("{:?}", t.next())
    };
    let games: Vec<(u64, Option<u64>)> = second.iter().map(|p| (p.white, p.black)).collect();
    // A = 4 v 5, B = 2 v 7, C = 3 v 6; the place of 1 v (8/9) is empty.
    assert_eq!(
        games,
        [
            (4, Some(5)),
            (5, Some(4)),
            (2, Some(7)),
            (7, Some(2)),
            (3, Some(6)),
            (6, Some(3))
        ]
    );
    start(&mut t, second);
    finish_round(&mut t, lower_id_wins);
    let Next::Round(third) = t.next() else {
        panic!("{:?}", t.next())
    };
    let games: Vec<(u64, Option<u64>)> = third.iter().map(|p| (p.white, p.black)).collect();
    // A's winner walks over the empty place; B's winner meets C's.
    assert_eq!(games, [(4, None), (2, Some(3)), (3, Some(2))]);
    start(&mut t, third);
    finish_round(&mut t, lower_id_wins);
    let Next::Round(last) = t.next() else {
        panic!("{:?}", t.next())
    };
    let games: Vec<(u64, Option<u64>)> = last.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(games, [(4, Some(2)), (2, Some(4))]);
    start(&mut t, last);
    finish_round(&mut t, lower_id_wins);
    assert_eq!(t.next(), Next::Finished);
    assert_eq!(t.winner(), Some(2));
}
