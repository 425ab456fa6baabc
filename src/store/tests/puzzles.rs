//! Puzzles: attempts (the first rated, a restart losing none), streaks,
//! themes, retries, the servers' own puzzles and the daily puzzle.

use super::*;
use crate::rating::{puzzle_start, PuzzleResult};
use std::collections::HashSet;

const OTHER_GUILD: u64 = 77;

fn played(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(String::from).collect()
}

/// Starts and ends an attempt at `puzzle` with `result`, after `moves`.
async fn attempt(
    store: &Store,
    player: &Player,
    puzzle: &str,
    themes: &[&str],
    result: PuzzleResult,
) -> AttemptEnded {
    assert!(store
        .start_attempt(GUILD, player.id, puzzle, None, now())
        .await
        .unwrap());
    store
        .finish_attempt(
            &AttemptEnd {
                guild_id: GUILD,
                player,
                puzzle_id: puzzle,
                puzzle_start: puzzle_start(1500.0),
                themes,
                result,
                played: &[],
            },
            now(),
        )
        .await
        .unwrap()
}

#[tokio::test]
async fn an_attempt_under_way_survives_and_ends_once() {
    for store in backends().await {
        an_attempt_under_way_survives_and_ends_once_on(store).await;
    }
}

async fn an_attempt_under_way_survives_and_ends_once_on(store: Store) {
    let alice = alice();
    assert_eq!(
        store.attempt_in_progress(GUILD, alice.id).await.unwrap(),
        None
    );
    assert!(store
        .start_attempt(GUILD, alice.id, "p0001", None, now())
        .await
        .unwrap());
    assert!(
        !store
            .start_attempt(GUILD, alice.id, "p0002", None, now())
            .await
            .unwrap(),
        "one attempt at a time"
    );
    // Another server is another place.
    assert!(store
        .start_attempt(OTHER_GUILD, alice.id, "p0002", None, now())
        .await
        .unwrap());
    store
        .advance_attempt(GUILD, alice.id, "p0001", &[], &played("K10 L10"), false)
        .await
        .unwrap();
    // Moving on from moves that are no longer the stored ones is refused.
    let stale = store
        .advance_attempt(GUILD, alice.id, "p0001", &[], &played("M10 N10"), false)
        .await;
    assert!(matches!(stale, Err(StoreError::Stale { .. })), "{stale:?}");
    store
        .advance_attempt(
            GUILD,
            alice.id,
            "p0001",
            &played("K10 L10"),
            &played("K10 L10"),
            true,
        )
        .await
        .unwrap();
    let under_way = store
        .attempt_in_progress(GUILD, alice.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(under_way.puzzle_id, "p0001");
    assert_eq!(under_way.played, played("K10 L10"));
    assert!(under_way.hinted);
    assert_eq!(under_way.daily_day, None);

    let end = AttemptEnd {
        guild_id: GUILD,
        player: &alice,
        puzzle_id: "p0001",
        puzzle_start: puzzle_start(1500.0),
        themes: &["five", "long"],
        result: PuzzleResult::Hinted,
        played: &played("K10 L10"),
    };
    // Ending it as read before the last move is refused, and writes nothing.
    let stale = store
        .finish_attempt(
            &AttemptEnd {
                played: &[],
                ..end.clone()
            },
            now(),
        )
        .await;
    assert!(matches!(stale, Err(StoreError::Stale { .. })), "{stale:?}");
    assert_eq!(
        store.puzzle_player(GUILD, alice.id).await.unwrap().attempts,
        0
    );

    let ended = store.finish_attempt(&end, now()).await.unwrap();
    let change = ended.change.expect("a first attempt is rated");
    assert!(change.player.delta() < 0, "a hint is a loss: {change:?}");
    assert!(change.puzzle.delta() > 0);
    assert_eq!(ended.streak, 0);
    assert_eq!(
        store.attempt_in_progress(GUILD, alice.id).await.unwrap(),
        None
    );
    let twice = store.finish_attempt(&end, now()).await;
    assert!(matches!(twice, Err(StoreError::Stale { .. })), "ends once");
    let me = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!(me.rating, change.player.after);
    assert_eq!(me.attempts, 1);
    assert_eq!(
        store.puzzle_ratings().await.unwrap()["p0001"],
        change.puzzle.after
    );
    // The other server's attempt is still there, and its rating apart.
    assert!(store
        .attempt_in_progress(OTHER_GUILD, alice.id)
        .await
        .unwrap()
        .is_some());
    assert_eq!(
        store.puzzle_player(OTHER_GUILD, alice.id).await.unwrap(),
        PuzzlePlayer::default()
    );
}

#[tokio::test]
async fn only_the_first_attempt_is_rated_and_failures_come_back() {
    for store in backends().await {
        only_the_first_attempt_is_rated_and_failures_come_back_on(store).await;
    }
}

async fn only_the_first_attempt_is_rated_and_failures_come_back_on(store: Store) {
    let (alice, bob) = (alice(), bob());
    let won = attempt(&store, &alice, "p1", &["five"], PuzzleResult::Solved).await;
    let won = won.change.unwrap();
    assert!(won.player.delta() > 0 && won.puzzle.delta() < 0, "{won:?}");
    let lost = attempt(
        &store,
        &alice,
        "p2",
        &["five", "captures"],
        PuzzleResult::Failed,
    )
    .await;
    assert_eq!(lost.streak, 0);
    let lost = lost.change.unwrap();
    assert!(lost.player.delta() < 0 && lost.puzzle.delta() > 0);
    assert_eq!(lost.player.before, won.player.after, "one rating, moving");
    let gave_up = attempt(&store, &alice, "p3", &["long"], PuzzleResult::GaveUp).await;
    assert!(gave_up.change.unwrap().player.delta() < 0);
    let before_retry = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!(before_retry.attempts, 3);
    assert_eq!(
        store.failed_puzzles(GUILD, alice.id).await.unwrap(),
        ["p2", "p3"]
    );

    // A retry solved: not rated, no longer to retry, the streak goes on.
    let retry = attempt(
        &store,
        &alice,
        "p2",
        &["five", "captures"],
        PuzzleResult::Solved,
    )
    .await;
    assert_eq!(retry.change, None);
    assert_eq!(retry.streak, 1);
    let after_retry = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!(after_retry.rating, before_retry.rating);
    assert_eq!(after_retry.attempts, 3);
    assert_eq!(store.failed_puzzles(GUILD, alice.id).await.unwrap(), ["p3"]);
    let again = attempt(&store, &alice, "p4", &["five"], PuzzleResult::Solved).await;
    assert_eq!(again.streak, 2);
    let me = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!((me.streak, me.best_streak), (2, 2));

    let attempted = store.attempted_puzzles(GUILD, alice.id).await.unwrap();
    assert_eq!(attempted.len(), 4);
    assert!(attempted.contains("p3"));
    assert!(store
        .attempted_puzzles(GUILD, bob.id)
        .await
        .unwrap()
        .is_empty());
    // Themes count first attempts: p2's retry is not a solve of "captures".
    let themes = store.puzzle_themes(GUILD, alice.id).await.unwrap();
    assert_eq!(
        themes["five"],
        ThemeTally {
            solved: 2,
            failed: 1
        }
    );
    assert_eq!(
        themes["captures"],
        ThemeTally {
            solved: 0,
            failed: 1
        }
    );
    assert_eq!(
        themes["long"],
        ThemeTally {
            solved: 0,
            failed: 1
        }
    );

    // Bob's first attempt at p1 is rated against the rating alice left it.
    let bobs = attempt(&store, &bob, "p1", &["five"], PuzzleResult::Solved).await;
    assert_eq!(bobs.change.unwrap().puzzle.before, won.puzzle.after);
}

#[tokio::test]
async fn a_servers_own_puzzles_are_kept_once_a_position() {
    for store in backends().await {
        let first = store
            .add_server_puzzle(GUILD, 42, 23, Some(bob().id), "{\"id\":\"x\"}", now())
            .await
            .unwrap()
            .expect("a new puzzle");
        assert!(first.starts_with('s'), "{first}");
        let again = store
            .add_server_puzzle(GUILD, 42, 23, Some(bob().id), "{\"id\":\"x\"}", now())
            .await
            .unwrap();
        assert_eq!(again, None, "an analysis run twice makes one puzzle");
        let second = store
            .add_server_puzzle(GUILD, 42, 31, None, "{}", now())
            .await
            .unwrap()
            .unwrap();
        assert_ne!(first, second);
        let mine = store.server_puzzles(GUILD).await.unwrap();
        assert_eq!(mine.len(), 2);
        assert_eq!(mine[0].id, first);
        assert_eq!(mine[0].missed_by, Some(bob().id));
        assert_eq!(mine[0].json, "{\"id\":\"x\"}");
        assert_eq!(mine[1].missed_by, None);
        assert!(store.server_puzzles(OTHER_GUILD).await.unwrap().is_empty());
        let one = store.server_puzzle(GUILD, &second).await.unwrap().unwrap();
        assert_eq!(one, mine[1]);
        assert_eq!(
            store.server_puzzle(OTHER_GUILD, &second).await.unwrap(),
            None
        );
        assert_eq!(store.server_puzzle(GUILD, "p0001").await.unwrap(), None);
        assert_eq!(store.server_puzzle(GUILD, "s999").await.unwrap(), None);
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_once_a_day_and_never_twice() {
    for store in backends().await {
        the_daily_puzzle_is_posted_once_a_day_and_never_twice_on(store).await;
    }
}

async fn the_daily_puzzle_is_posted_once_a_day_and_never_twice_on(store: Store) {
    assert!(store.daily_configs().await.unwrap().is_empty());
    let config = DailyConfig {
        guild_id: GUILD,
        channel_id: 9,
        hour: 18,
    };
    store.set_daily_config(config, now()).await.unwrap();
    store
        .set_daily_config(DailyConfig { hour: 7, ..config }, now())
        .await
        .unwrap();
    assert_eq!(
        store.daily_configs().await.unwrap(),
        [DailyConfig { hour: 7, ..config }]
    );

    let day = 20_000;
    assert!(store.claim_daily(GUILD, day, "p1", 9, now()).await.unwrap());
    assert!(
        !store.claim_daily(GUILD, day, "p2", 9, now()).await.unwrap(),
        "one a day"
    );
    // A failed post gives the day back.
    store.release_daily(GUILD, day).await.unwrap();
    assert!(store.daily_post(GUILD, day).await.unwrap().is_none());
    assert!(store.claim_daily(GUILD, day, "p1", 9, now()).await.unwrap());
    store.set_daily_message(GUILD, day, 555).await.unwrap();
    store.release_daily(GUILD, day).await.unwrap();
    assert!(
        store.daily_post(GUILD, day).await.unwrap().is_some(),
        "a day posted stays"
    );
    assert!(
        !store
            .claim_daily(GUILD, day + 1, "p1", 9, now())
            .await
            .unwrap(),
        "never the same puzzle twice in a server"
    );
    assert!(store
        .claim_daily(OTHER_GUILD, day, "p1", 3, now())
        .await
        .unwrap());
    assert_eq!(
        store.posted_daily(GUILD).await.unwrap(),
        HashSet::from(["p1".to_string()])
    );

    // Solvers of the day are counted once each.
    let alice = alice();
    for _ in 0..2 {
        assert!(store
            .start_attempt(GUILD, alice.id, "p1", Some(day), now())
            .await
            .unwrap());
        let ended = store
            .finish_attempt(
                &AttemptEnd {
                    guild_id: GUILD,
                    player: &alice,
                    puzzle_id: "p1",
                    puzzle_start: puzzle_start(1600.0),
                    themes: &["five"],
                    result: PuzzleResult::Solved,
                    played: &[],
                },
                now(),
            )
            .await
            .unwrap();
        assert_eq!(ended.solved_daily, Some(day));
    }
    let post = store.daily_post(GUILD, day).await.unwrap().unwrap();
    assert_eq!(post.puzzle_id, "p1");
    assert_eq!(post.message_id, Some(555));
    assert_eq!(post.solvers, 1);
    assert!(!post.solution_posted);
    // Its solution is the one to post the next day, or days later.
    for later in [day + 1, day + 5] {
        let due = store.unsolved_daily_before(GUILD, later).await.unwrap();
        assert_eq!(due.map(|p| p.day), Some(day));
    }
    assert_eq!(store.unsolved_daily_before(GUILD, day).await.unwrap(), None);
    assert!(store.claim_daily_solution(GUILD, day).await.unwrap());
    assert_eq!(
        store.unsolved_daily_before(GUILD, day + 1).await.unwrap(),
        None,
        "posted once"
    );
    assert!(!store.claim_daily_solution(GUILD, day).await.unwrap());
    assert!(
        !store.claim_daily_solution(OTHER_GUILD, day).await.unwrap(),
        "not before its post is made"
    );
    assert!(
        store
            .daily_post(GUILD, day)
            .await
            .unwrap()
            .unwrap()
            .solution_posted
    );
}
