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
    assert_eq!(store.live_tournaments().await.unwrap(), Vec::new());
    assert_eq!(store.tournaments_in_channel(77).await.unwrap().len(), 1);
}
