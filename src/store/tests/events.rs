//! Tournaments and hills in the store: sign-up, the start's seeds and first
//! round, a board's game started once, results read from the games
//! (colours as a swap left them) and withdrawals. The hill's are in `hill.rs`.

use super::*;
use crate::event::tournament::{Format, Next};
use crate::event::{GameResult, Pairing};
use crate::store::{BoardGame, SignUp, TournamentInfo, TournamentState};

fn info() -> TournamentInfo {
    TournamentInfo {
        id: 0,
        guild_id: GUILD,
        channel_id: 77,
        organiser_id: 9,
        name: "Cup".into(),
        format: Format::Swiss { rounds: 0 },
        variant: Variant::Pente,
        move_time: MOVE_TIME,
        rated: true,
        max_players: Some(4),
        starts_at: None,
        state: TournamentState::Open,
        message_id: None,
        lot: 12345,
    }
}

#[tokio::test]
async fn a_tournament_signs_up_starts_and_reads_its_results_from_the_games() {
    for store in backends().await {
        a_tournament_signs_up_starts_and_reads_its_results_from_the_games_on(store).await;
    }
}

async fn a_tournament_signs_up_starts_and_reads_its_results_from_the_games_on(store: Store) {
    let id = store.create_tournament(&info(), now()).await.unwrap();
    for (user, name) in [(1, "a"), (2, "b"), (3, "c"), (4, "d")] {
        assert_eq!(
            store.join_tournament(id, user, name, now()).await.unwrap(),
            SignUp::Done
        );
    }
    assert_eq!(
        store.join_tournament(id, 1, "a", now()).await.unwrap(),
        SignUp::Already
    );
    assert_eq!(
        store.join_tournament(id, 5, "e", now()).await.unwrap(),
        SignUp::Full
    );
    assert_eq!(store.leave_tournament(id, 4).await.unwrap(), SignUp::Done);
    assert_eq!(store.leave_tournament(id, 4).await.unwrap(), SignUp::NotIn);

    let first = [
        Pairing {
            white: 2,
            black: Some(1),
        },
        Pairing {
            white: 3,
            black: None,
        },
    ];
    let seeded = [(2, 1600.0), (1, 1500.0), (3, 1500.0)];
    assert!(store
        .start_tournament(id, &seeded, Some(2), &first)
        .await
        .unwrap());
    assert!(
        !store
            .start_tournament(id, &seeded, Some(2), &first)
            .await
            .unwrap(),
        "once"
    );
    assert_eq!(
        store.join_tournament(id, 4, "d", now()).await.unwrap(),
        SignUp::NotOpen
    );

    let t = store.tournament(id).await.unwrap().unwrap();
    assert_eq!(t.info.state, TournamentState::Running);
    assert_eq!(t.info.format, Format::Swiss { rounds: 2 });
    let order: Vec<u64> = t.players.iter().map(|p| p.user_id).collect();
    assert_eq!(order, [2, 1, 3], "seeding order");
    assert_eq!(t.state().next(), Next::Wait, "the game is not over");

    // The board's game: started once, in its thread.
    let mut m = Match::new(0, Player::new(2, "b"), Player::new(1, "a"), MOVE_TIME);
    m.start_clock(now());
    m.got_under_way = true;
    let at = BoardGame {
        tournament: id,
        round: 0,
        board: 0,
        guild_id: GUILD,
        rated: true,
    };
    let game = store
        .start_tournament_game(&at, 501, &m, now())
        .await
        .unwrap();
    let game = game.expect("started");
    assert_eq!(
        store
            .start_tournament_game(&at, 502, &m, now())
            .await
            .unwrap(),
        None,
        "never twice"
    );
    assert_eq!(store.tournament_of_game(game).await.unwrap(), Some(id));
    let Some(Table::Match(mut m)) = store.load_channel(501).await.unwrap() else {
        panic!("the game is in its thread")
    };
    assert_eq!(store.load_channel(502).await.unwrap(), None);
    assert!(
        m.is_under_way(),
        "a tournament game counts from its first move"
    );
    m.resign(1).unwrap();
    store.save_game(&mut m, now()).await.unwrap();

    let t = store.tournament(id).await.unwrap().unwrap();
    assert_eq!(t.boards[0].result, Some(GameResult::WhiteWins));
    assert_eq!(t.boards[0].channel_id, Some(501));
    let Next::Round(second) = t.state().next() else {
        panic!("round 2 is due: {:?}", t.state().next())
    };
    assert!(store.add_boards(id, 1, 0, &second).await.unwrap());
    assert!(!store.add_boards(id, 1, 0, &second).await.unwrap(), "once");
    assert_eq!(store.leave_tournament(id, 3).await.unwrap(), SignUp::Done);
    let t = store.tournament(id).await.unwrap().unwrap();
    assert!(t.players.iter().any(|p| p.user_id == 3 && p.withdrawn));
    assert_eq!(t.boards.len(), 4);
    assert!(store
        .end_tournament(id, TournamentState::Finished, now())
        .await
        .unwrap());
    assert!(!store
        .end_tournament(id, TournamentState::Cancelled, now())
        .await
        .unwrap());
    assert!(
        store
            .live_tournaments_in(&crate::shards::ShardSet::all())
            .await
            .unwrap()
            .iter()
            .all(|t| !t.running && t.final_unposted),
        "over, its closing posts still to make"
    );
    assert_eq!(store.tournaments_in_channel(77).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_board_whose_player_withdrew_before_its_game_started_is_a_walkover() {
    for store in backends().await {
        a_board_whose_player_withdrew_before_its_game_started_is_a_walkover_on(store).await;
    }
}

async fn a_board_whose_player_withdrew_before_its_game_started_is_a_walkover_on(store: Store) {
    let id = store.create_tournament(&info(), now()).await.unwrap();
    for (user, name) in [(1, "a"), (2, "b"), (3, "c"), (4, "d")] {
        store.join_tournament(id, user, name, now()).await.unwrap();
    }
    let first = [
        Pairing {
            white: 1,
            black: Some(4),
        },
        Pairing {
            white: 3,
            black: Some(2),
        },
    ];
    let seeded = [(1, 1500.0), (2, 1500.0), (3, 1500.0), (4, 1500.0)];
    assert!(store
        .start_tournament(id, &seeded, Some(2), &first)
        .await
        .unwrap());
    // The round is written; 4 leaves before their game starts.
    assert_eq!(store.leave_tournament(id, 4).await.unwrap(), SignUp::Done);
    let t = store.tournament(id).await.unwrap().unwrap();
    let to_start: Vec<Pairing> = t.boards_to_start().iter().map(|b| b.pairing).collect();
    assert_eq!(to_start, [first[1]], "no new game for a player who left");
    assert_eq!(
        t.boards[0].result,
        Some(GameResult::WhiteWins),
        "their opponent has a walkover"
    );
    // Should the game be started all the same (a look that read the
    // tournament before the withdrawal), the store refuses it.
    let mut m = Match::new(0, Player::new(1, "a"), Player::new(4, "d"), MOVE_TIME);
    m.start_clock(now());
    let at = BoardGame {
        tournament: id,
        round: 0,
        board: 0,
        guild_id: GUILD,
        rated: true,
    };
    assert_eq!(
        store
            .start_tournament_game(&at, 601, &m, now())
            .await
            .unwrap(),
        None
    );
    assert_eq!(store.load_channel(601).await.unwrap(), None);
    let points = t.state().standings();
    let one = points.iter().find(|s| s.player == 1).unwrap();
    assert_eq!(one.halves, 2, "a walkover is a win");
}

#[tokio::test]
async fn a_withdrawal_and_the_resignation_of_the_game_in_play_are_one_write() {
    for store in backends().await {
        a_withdrawal_and_the_resignation_of_the_game_in_play_are_one_write_on(store).await;
    }
}

async fn a_withdrawal_and_the_resignation_of_the_game_in_play_are_one_write_on(store: Store) {
    let id = store.create_tournament(&info(), now()).await.unwrap();
    for (user, name) in [(1, "a"), (2, "b"), (3, "c")] {
        store.join_tournament(id, user, name, now()).await.unwrap();
    }
    let first = [
        Pairing {
            white: 1,
            black: Some(2),
        },
        Pairing {
            white: 3,
            black: None,
        },
    ];
    let seeded = [(1, 1500.0), (2, 1500.0), (3, 1500.0)];
    assert!(store
        .start_tournament(id, &seeded, Some(2), &first)
        .await
        .unwrap());
    let mut m = Match::new(0, Player::new(1, "a"), Player::new(2, "b"), MOVE_TIME);
    m.start_clock(now());
    m.got_under_way = true;
    let at = BoardGame {
        tournament: id,
        round: 0,
        board: 0,
        guild_id: GUILD,
        rated: true,
    };
    store
        .start_tournament_game(&at, 701, &m, now())
        .await
        .unwrap()
        .expect("started");
    let Some(Table::Match(stored)) = store.load_channel(701).await.unwrap() else {
        panic!("the game is in its thread")
    };

    // A stale game (another process moved it on): nothing is written,
    // not even the withdrawal.
    let mut stale = stored.clone();
    stale.version += 5;
    stale.resign(1).unwrap();
    assert!(store
        .withdraw_resigning(id, 1, &mut stale, now())
        .await
        .is_err());
    let t = store.tournament(id).await.unwrap().unwrap();
    assert!(!t.withdrawn(1), "no withdrawal without the resignation");
    assert_eq!(t.boards[0].result, None);

    let mut m = stored;
    m.resign(1).unwrap();
    let (said, rated) = store
        .withdraw_resigning(id, 1, &mut m, now())
        .await
        .unwrap();
    assert_eq!(said, SignUp::Done);
    assert!(rated.is_some(), "a rated game is rated as it ends");
    let t = store.tournament(id).await.unwrap().unwrap();
    assert!(t.withdrawn(1));
    assert_eq!(t.boards[0].result, Some(GameResult::BlackWins));
    assert!(t.abandoned_games().is_empty());
    assert_eq!(store.load_channel(701).await.unwrap(), None, "over");
    // Twice: they are not in it any more; nothing is written.
    let mut again = m.clone();
    assert_eq!(
        store
            .withdraw_resigning(id, 1, &mut again, now())
            .await
            .unwrap()
            .0,
        SignUp::NotIn
    );
}
