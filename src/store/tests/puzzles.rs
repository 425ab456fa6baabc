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
    attempt_in(store, GUILD, player, puzzle, themes, result).await
}

/// [`attempt`] in the server `guild`.
async fn attempt_in(
    store: &Store,
    guild: u64,
    player: &Player,
    puzzle: &str,
    themes: &[&str],
    result: PuzzleResult,
) -> AttemptEnded {
    let started = now();
    assert!(store
        .start_attempt(guild, player.id, puzzle, None, started)
        .await
        .unwrap());
    store
        .finish_attempt(
            &AttemptEnd {
                guild_id: guild,
                player,
                puzzle_id: puzzle,
                started_at: started,
                rated: true,
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

/// The one attempt `player` has under way in `guild` (panics if not one).
async fn the_attempt(store: &Store, guild: u64, player: u64) -> InProgress {
    let mut all = store.attempts_in_progress(guild, player).await.unwrap();
    assert_eq!(all.len(), 1, "{all:?}");
    all.remove(0)
}

async fn an_attempt_under_way_survives_and_ends_once_on(store: Store) {
    let alice = alice();
    assert!(store
        .attempts_in_progress(GUILD, alice.id)
        .await
        .unwrap()
        .is_empty());
    assert!(store
        .start_attempt(GUILD, alice.id, "p0001", None, now())
        .await
        .unwrap());
    assert!(
        !store
            .start_attempt(GUILD, alice.id, "p0002", None, now())
            .await
            .unwrap(),
        "one attempt of one's own at a time"
    );
    // Another server is another place.
    assert!(store
        .start_attempt(OTHER_GUILD, alice.id, "p0002", None, now())
        .await
        .unwrap());
    let fresh = the_attempt(&store, GUILD, alice.id).await;
    store
        .advance_attempt(GUILD, alice.id, &fresh, &played("K10 L10"), false, now())
        .await
        .unwrap();
    // Moving on from moves that are no longer the stored ones is refused.
    let stale = store
        .advance_attempt(GUILD, alice.id, &fresh, &played("M10 N10"), false, now())
        .await;
    assert!(matches!(stale, Err(StoreError::Stale { .. })), "{stale:?}");
    let moved = the_attempt(&store, GUILD, alice.id).await;
    store
        .advance_attempt(GUILD, alice.id, &moved, &played("K10 L10"), true, now())
        .await
        .unwrap();
    let under_way = the_attempt(&store, GUILD, alice.id).await;
    assert_eq!(under_way.puzzle_id, "p0001");
    assert_eq!(under_way.played, played("K10 L10"));
    assert!(under_way.hinted);
    assert_eq!(under_way.daily_day, None);

    let end = AttemptEnd {
        guild_id: GUILD,
        player: &alice,
        puzzle_id: "p0001",
        started_at: under_way.started_at,
        rated: true,
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
    assert!(store
        .attempts_in_progress(GUILD, alice.id)
        .await
        .unwrap()
        .is_empty());
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
    assert_eq!(
        store
            .attempts_in_progress(OTHER_GUILD, alice.id)
            .await
            .unwrap()
            .len(),
        1
    );
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

    // A retry solved: not rated, no longer to retry; practice never counts
    // toward a streak.
    let retry = attempt(
        &store,
        &alice,
        "p2",
        &["five", "captures"],
        PuzzleResult::Solved,
    )
    .await;
    assert_eq!(retry.change, None);
    assert_eq!(retry.streak, 0);
    let after_retry = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!(after_retry.rating, before_retry.rating);
    assert_eq!(after_retry.attempts, 3);
    assert_eq!(store.failed_puzzles(GUILD, alice.id).await.unwrap(), ["p3"]);
    let again = attempt(&store, &alice, "p4", &["five"], PuzzleResult::Solved).await;
    assert_eq!(again.streak, 1);
    let practice = attempt(&store, &alice, "p3", &["long"], PuzzleResult::Failed).await;
    assert_eq!(practice.streak, 1, "a failed retry doesn't break it either");
    let me = store.puzzle_player(GUILD, alice.id).await.unwrap();
    assert_eq!((me.streak, me.best_streak), (1, 1));

    let attempted = store.attempted_puzzles(alice.id).await.unwrap();
    assert_eq!(attempted.len(), 4);
    assert!(attempted.contains("p3"));
    assert!(store.attempted_puzzles(bob.id).await.unwrap().is_empty());
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
    let config = DailyConfig::new(GUILD, 9, 18, Some(4));
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
    let long_ago = std::time::UNIX_EPOCH;
    let claim = |day: i64, puzzle: &'static str| {
        let store = &store;
        async move {
            store
                .claim_daily(GUILD, day, puzzle, 9, now(), long_ago)
                .await
                .unwrap()
        }
    };
    assert!(claim(day, "p1").await);
    assert!(!claim(day, "p2").await, "one a day");
    assert!(!claim(day, "p1").await, "being posted");
    // A failed post gives the day back.
    store.release_daily(GUILD, day).await.unwrap();
    assert!(store.daily_post(GUILD, day).await.unwrap().is_none());
    assert!(claim(day, "p1").await);
    assert_eq!(
        store.live_daily(GUILD).await.unwrap(),
        None,
        "not posted yet"
    );
    store
        .set_daily_message(GUILD, day, 555, now())
        .await
        .unwrap();
    store.release_daily(GUILD, day).await.unwrap();
    assert!(
        store.daily_post(GUILD, day).await.unwrap().is_some(),
        "a day posted stays"
    );
    assert!(
        !claim(day + 1, "p1").await,
        "never the same puzzle twice in a server"
    );
    assert!(store
        .claim_daily(OTHER_GUILD, day, "p1", 3, now(), long_ago)
        .await
        .unwrap());
    assert_eq!(
        store.posted_daily(GUILD).await.unwrap(),
        HashSet::from(["p1".to_string()])
    );

    // Solvers of the day are counted once each, at their rated try.
    let alice = alice();
    for first in [true, false] {
        let started = now();
        assert!(store
            .start_attempt(GUILD, alice.id, "p1", Some(day), started)
            .await
            .unwrap());
        let ended = store
            .finish_attempt(
                &AttemptEnd {
                    guild_id: GUILD,
                    player: &alice,
                    puzzle_id: "p1",
                    started_at: started,
                    rated: true,
                    puzzle_start: puzzle_start(1600.0),
                    themes: &["five"],
                    result: PuzzleResult::Solved,
                    played: &[],
                },
                now(),
            )
            .await
            .unwrap();
        assert_eq!(ended.solved_daily, first.then_some(day));
    }
    assert_eq!(
        store.live_daily(GUILD).await.unwrap().map(|p| p.day),
        Some(day),
        "live until its solution is posted, whatever the day"
    );
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
    assert_eq!(store.live_daily(GUILD).await.unwrap(), None, "over");
    // Once its solution is out, the puzzle is rated for nobody here.
    let bob = bob();
    let late = attempt(&store, &bob, "p1", &["five"], PuzzleResult::Solved).await;
    assert_eq!(late.change, None);
}

#[tokio::test]
async fn first_is_first_in_any_server_and_unrated_puzzles_move_nothing() {
    for store in backends().await {
        let (alice, bob) = (alice(), bob());
        let here = attempt(&store, &alice, "p1", &["five"], PuzzleResult::Failed).await;
        assert!(here.change.is_some());
        // The answer learnt here scores nothing in another server.
        let there = attempt_in(
            &store,
            OTHER_GUILD,
            &alice,
            "p1",
            &["five"],
            PuzzleResult::Solved,
        )
        .await;
        assert_eq!(there.change, None);
        assert_eq!(there.streak, 0, "practice");
        let mine = store.puzzle_player(OTHER_GUILD, alice.id).await.unwrap();
        assert_eq!(mine.attempts, 0);
        assert_eq!(
            store.puzzle_ratings().await.unwrap()["p1"],
            here.change.unwrap().puzzle.after,
            "the puzzle's rating moved once"
        );
        // A puzzle that may not be rated (its solution public) moves nothing.
        let started = now();
        assert!(store
            .start_attempt(GUILD, bob.id, "s1", None, started)
            .await
            .unwrap());
        let ended = store
            .finish_attempt(
                &AttemptEnd {
                    guild_id: GUILD,
                    player: &bob,
                    puzzle_id: "s1",
                    started_at: started,
                    rated: false,
                    puzzle_start: puzzle_start(1500.0),
                    themes: &[],
                    result: PuzzleResult::Solved,
                    played: &[],
                },
                now(),
            )
            .await
            .unwrap();
        assert_eq!((ended.change, ended.streak), (None, 0));
        assert!(!store.puzzle_ratings().await.unwrap().contains_key("s1"));
    }
}

#[tokio::test]
async fn the_daily_and_an_own_puzzle_take_two_slots() {
    for store in backends().await {
        let alice = alice();
        let early = now() - std::time::Duration::from_secs(60);
        assert!(store
            .start_attempt(GUILD, alice.id, "p1", None, early)
            .await
            .unwrap());
        assert!(store
            .start_attempt(GUILD, alice.id, "p2", Some(20_000), now())
            .await
            .unwrap());
        assert!(!store
            .start_attempt(GUILD, alice.id, "p3", Some(20_001), now())
            .await
            .unwrap());
        let both = store.attempts_in_progress(GUILD, alice.id).await.unwrap();
        let ids: Vec<&str> = both.iter().map(|a| a.puzzle_id.as_str()).collect();
        assert_eq!(ids, ["p2", "p1"], "the one shown last first");
        // Shown again, the own puzzle comes first.
        store
            .show_attempt(
                GUILD,
                alice.id,
                &both[1],
                now() + std::time::Duration::from_secs(1),
            )
            .await
            .unwrap();
        let both = store.attempts_in_progress(GUILD, alice.id).await.unwrap();
        assert_eq!(both[0].puzzle_id, "p1");
        assert_eq!(
            both[0].started_at,
            crate::store::from_millis(crate::store::millis(early))
        );
    }
}

#[tokio::test]
async fn choosing_a_puzzle_reads_only_the_untried() {
    for store in backends().await {
        let (alice, bob) = (alice(), bob());
        attempt(&store, &bob, "p1", &[], PuzzleResult::Solved).await;
        attempt(&store, &bob, "p2", &[], PuzzleResult::Failed).await;
        attempt_in(&store, OTHER_GUILD, &alice, "p2", &[], PuzzleResult::Failed).await;
        store
            .claim_daily(GUILD, 20_000, "p1", 9, now(), std::time::UNIX_EPOCH)
            .await
            .unwrap();
        let fresh = store
            .fresh_puzzle_ratings(GUILD, Some(alice.id))
            .await
            .unwrap();
        assert!(fresh.is_empty(), "p1 was a daily here, p2 tried: {fresh:?}");
        let elsewhere = store
            .fresh_puzzle_ratings(OTHER_GUILD, Some(999))
            .await
            .unwrap();
        assert_eq!(elsewhere.len(), 2);

        let first = store
            .add_server_puzzle(GUILD, 1, 5, None, "{}", now())
            .await
            .unwrap()
            .unwrap();
        let missed = store
            .add_server_puzzle(GUILD, 2, 5, Some(alice.id), "{}", now())
            .await
            .unwrap()
            .unwrap();
        let ids = |rows: Vec<ServerPuzzle>| rows.into_iter().map(|r| r.id).collect::<Vec<_>>();
        let untried = store.untried_server_puzzles(GUILD, alice.id).await.unwrap();
        assert_eq!(
            ids(untried),
            [missed.clone(), first.clone()],
            "her own first"
        );
        attempt(&store, &alice, &missed, &[], PuzzleResult::Solved).await;
        let untried = store.untried_server_puzzles(GUILD, alice.id).await.unwrap();
        assert_eq!(ids(untried), [first]);
    }
}

#[tokio::test]
async fn a_lost_daily_claim_is_taken_over_and_failures_are_counted() {
    for store in backends().await {
        let day = 20_000;
        let claimed_at = now() - std::time::Duration::from_secs(600);
        assert!(store
            .claim_daily(GUILD, day, "p1", 9, claimed_at, std::time::UNIX_EPOCH)
            .await
            .unwrap());
        let recent = now() - std::time::Duration::from_secs(1200);
        assert!(
            !store
                .claim_daily(GUILD, day, "p1", 9, now(), recent)
                .await
                .unwrap(),
            "claimed lately: still being posted"
        );
        let lost = now() - std::time::Duration::from_secs(120);
        assert!(
            store
                .claim_daily(GUILD, day, "p1", 9, now(), lost)
                .await
                .unwrap(),
            "the post never came: taken over"
        );
        assert!(!store
            .claim_daily(GUILD, day, "p1", 9, now(), lost)
            .await
            .unwrap());

        store
            .set_daily_config(DailyConfig::new(GUILD, 9, 18, Some(4)), now())
            .await
            .unwrap();
        let later = now() + std::time::Duration::from_secs(60);
        assert_eq!(store.daily_post_failed(GUILD, later, 0).await.unwrap(), 1);
        assert_eq!(store.daily_post_failed(GUILD, later, 0).await.unwrap(), 2);
        assert_eq!(
            store.daily_post_failed(GUILD, later, 5).await.unwrap(),
            5,
            "a failure told counts as at least that many"
        );
        assert_eq!(store.daily_post_failed(GUILD, later, 5).await.unwrap(), 6);
        let config = store.daily_configs().await.unwrap()[0];
        assert_eq!(config.failures, 6);
        assert_eq!(config.report_channel_id, Some(4));
        assert_eq!(
            config.retry_at,
            crate::store::from_millis(crate::store::millis(later))
        );
        store.daily_post_succeeded(GUILD).await.unwrap();
        assert_eq!(store.daily_configs().await.unwrap()[0].failures, 0);
    }
}

#[tokio::test]
async fn an_answer_seen_in_another_server_is_never_rated() {
    for store in backends().await {
        an_answer_seen_in_another_server_is_never_rated_on(store).await;
    }
}

/// A puzzle under way in one server (a hint there shows the answer), or a
/// daily whose solution one server posted, is not rated in another.
async fn an_answer_seen_in_another_server_is_never_rated_on(store: Store) {
    let alice = alice();
    assert!(store
        .start_attempt(OTHER_GUILD, alice.id, "p0001", None, now())
        .await
        .unwrap());
    assert_eq!(
        store.puzzles_under_way(alice.id).await.unwrap(),
        HashSet::from(["p0001".to_string()])
    );
    let copied = attempt(&store, &alice, "p0001", &[], PuzzleResult::Solved).await;
    assert!(copied.change.is_none(), "under way in another server");
    assert_eq!(copied.streak, 0);

    let day = 20_000;
    assert!(store
        .claim_daily(OTHER_GUILD, day, "p0002", 9, now(), std::time::UNIX_EPOCH)
        .await
        .unwrap());
    store
        .set_daily_message(OTHER_GUILD, day, 555, now())
        .await
        .unwrap();
    assert!(!store.posted_daily(GUILD).await.unwrap().contains("p0002"));
    assert!(store.claim_daily_solution(OTHER_GUILD, day).await.unwrap());
    assert!(
        store.posted_daily(GUILD).await.unwrap().contains("p0002"),
        "its solution is public: handed out nowhere"
    );
    let bob = bob();
    let spoiled = attempt(&store, &bob, "p0002", &[], PuzzleResult::Solved).await;
    assert!(
        spoiled.change.is_none(),
        "its solution was posted elsewhere"
    );
    let fresh = attempt(&store, &bob, "p0003", &[], PuzzleResult::Solved).await;
    assert!(fresh.change.is_some(), "a fresh puzzle is rated");
}
