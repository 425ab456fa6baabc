//! What a running tournament opened and posted, and the event task's look:
//! a board's thread noted once, posts noted, the live tournaments of some
//! shards only, found by an index on the state.

use super::*;
use crate::event::tournament::Format;
use crate::event::Pairing;
use crate::store::{TournamentInfo, TournamentState, FINAL_POSTS};

fn info(guild_id: u64) -> TournamentInfo {
    TournamentInfo {
        id: 0,
        guild_id,
        channel_id: 77,
        organiser_id: 9,
        name: "Cup".into(),
        format: Format::RoundRobin { double: false },
        variant: Variant::Pente,
        move_time: MOVE_TIME,
        rated: true,
        max_players: None,
        starts_at: None,
        state: TournamentState::Open,
        message_id: None,
        lot: 1,
    }
}

#[tokio::test]
async fn a_boards_thread_is_noted_once_and_its_posts_are_noted() {
    for store in backends().await {
        a_boards_thread_is_noted_once_and_its_posts_are_noted_on(store).await;
    }
}

async fn a_boards_thread_is_noted_once_and_its_posts_are_noted_on(store: Store) {
    let id = store.create_tournament(&info(GUILD), now()).await.unwrap();
    for user in 1..=3 {
        store.join_tournament(id, user, "p", now()).await.unwrap();
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
        .start_tournament(id, &seeded, None, &first)
        .await
        .unwrap());
    let progress = store.tournament_progress(id).await.unwrap();
    assert_eq!(progress.boards.len(), 2);
    assert!(progress
        .boards
        .iter()
        .all(|b| b.thread_id.is_none() && !b.announced && !b.listed));
    assert_eq!(progress.standings_posted, 0);

    // The first thread noted stays: a retry finds and reuses it.
    assert!(store.set_board_thread(id, 0, 0, 500).await.unwrap());
    assert!(!store.set_board_thread(id, 0, 0, 501).await.unwrap());
    store.mark_board_announced(id, 0, 0).await.unwrap();
    store.mark_boards_listed(id, 0, &[0, 1]).await.unwrap();
    store.mark_standings_posted(id, 2).await.unwrap();
    store.mark_standings_posted(id, 1).await.unwrap();
    store.set_threads_refused_told(id, true).await.unwrap();
    let progress = store.tournament_progress(id).await.unwrap();
    let board = progress.board(0, 0).unwrap();
    assert_eq!(board.thread_id, Some(500));
    assert!(board.announced && board.listed);
    assert!(progress.board(0, 1).unwrap().listed);
    assert_eq!(progress.standings_posted, 2, "never goes back");
    assert!(progress.threads_refused_told);
}

#[tokio::test]
async fn the_look_reads_the_live_tournaments_of_its_own_shards_by_an_index() {
    for store in backends().await {
        the_look_reads_the_live_tournaments_of_its_own_shards_by_an_index_on(store).await;
    }
}

async fn the_look_reads_the_live_tournaments_of_its_own_shards_by_an_index_on(store: Store) {
    let guilds: Vec<u64> = (0..4).map(|shard| (1000 + shard) << 22).collect();
    let mut ids = Vec::new();
    for &guild in &guilds {
        ids.push(store.create_tournament(&info(guild), now()).await.unwrap());
    }
    store
        .end_tournament(ids[1], TournamentState::Cancelled, now())
        .await
        .unwrap();
    let all = store.live_tournaments_in(&ShardSet::all()).await.unwrap();
    let found: Vec<u64> = all.iter().map(|t| t.id).collect();
    assert_eq!(found, [ids[0], ids[2], ids[3]], "the cancelled one is over");
    assert!(all.iter().all(|t| !t.running));
    let half = ShardSet::parse("0..2", 4).unwrap();
    let mine = store.live_tournaments_in(&half).await.unwrap();
    assert!(!mine.is_empty());
    assert!(mine.iter().all(|t| half.owns(t.guild_id)), "{mine:?}");
    assert_eq!(
        mine.len(),
        all.iter().filter(|t| half.owns(t.guild_id)).count()
    );

    let indexed = match store.db().await {
        Db::Sqlite(pool) => sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'tournaments_live'",
        )
        .fetch_one(pool)
        .await
        .unwrap(),
        Db::Postgres(pool) => sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM pg_indexes WHERE indexname = 'tournaments_live'",
        )
        .fetch_one(pool)
        .await
        .unwrap(),
    };
    assert_eq!(indexed, 1);
}

#[tokio::test]
async fn a_finished_tournaments_closing_posts_are_counted_until_all_are_made() {
    for store in backends().await {
        a_finished_tournaments_closing_posts_are_counted_until_all_are_made_on(store).await;
    }
}

async fn a_finished_tournaments_closing_posts_are_counted_until_all_are_made_on(store: Store) {
    let finished = store
        .create_tournament(&info(5 << 22), now())
        .await
        .unwrap();
    let cancelled = store
        .create_tournament(&info(5 << 22), now())
        .await
        .unwrap();
    store
        .end_tournament(finished, TournamentState::Finished, now())
        .await
        .unwrap();
    store
        .end_tournament(cancelled, TournamentState::Cancelled, now())
        .await
        .unwrap();
    let live = store.live_tournaments_in(&ShardSet::all()).await.unwrap();
    assert_eq!(
        live.len(),
        1,
        "the cancelled one has nothing to post: {live:?}"
    );
    assert!(live[0].id == finished && live[0].final_unposted && !live[0].running);
    assert_eq!(
        store
            .tournament_progress(finished)
            .await
            .unwrap()
            .final_posts,
        0
    );

    store.mark_final_posts(finished, 2).await.unwrap();
    store.mark_final_posts(finished, 1).await.unwrap();
    assert_eq!(
        store
            .tournament_progress(finished)
            .await
            .unwrap()
            .final_posts,
        2,
        "never goes back"
    );
    store.mark_final_posts(finished, FINAL_POSTS).await.unwrap();
    assert!(store
        .live_tournaments_in(&ShardSet::all())
        .await
        .unwrap()
        .is_empty());
}
