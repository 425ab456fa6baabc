//! Clocks, versions, damaged rows and the game under way.

use super::*;

#[tokio::test]
async fn clocks_are_stored_and_time_losses_and_aborts_counted_apart() {
    for store in backends().await {
        clocks_are_stored_and_time_losses_and_aborts_counted_apart_on(store).await;
    }
}

async fn clocks_are_stored_and_time_losses_and_aborts_counted_apart_on(store: Store) {
    let mut m = stored_game(&store, 1, alice(), bob(), "K10 L9 N10 L10").await;
    m.clock.reminded = true;
    store.save_game(&mut m, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(
        active[0].table,
        Table::Match(m.clone()),
        "deadline and reminder kept"
    );
    let late = m.clock.deadline.unwrap();
    assert_eq!(m.time_out(late), Some(Ending::Time(Color::White)));
    store.save_game(&mut m, late).await.unwrap();
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history[0].reason, "time");
    assert_eq!(history[0].result, "black_wins");
    assert_eq!(history[0].ending(), Some(Ending::Time(Color::White)));

    let mut early = stored_game(&store, 2, alice(), bob(), "K10").await;
    early.abort(bob().id).unwrap();
    store.save_game(&mut early, now()).await.unwrap();
    assert_eq!(
        store.history(GUILD, None, 10).await.unwrap().len(),
        1,
        "aborted games count nowhere"
    );
    assert_eq!(store.tally(GUILD, Variant::Pente).await.unwrap().games(), 1);
    assert_eq!(store.state_of(early.id).await, "aborted");
    assert!(store.load_active().await.unwrap().0.is_empty());
}

#[tokio::test]
async fn a_new_challenge_closes_the_expired_one_in_the_same_write() {
    for store in backends().await {
        a_new_challenge_closes_the_expired_one_in_the_same_write_on(store).await;
    }
}

async fn a_new_challenge_closes_the_expired_one_in_the_same_write_on(store: Store) {
    let mut old = challenge(alice(), bob(), Color::White);
    old.id = store
        .insert_challenge(GUILD, 7, &old, None, now())
        .await
        .unwrap();
    let new = challenge(bob(), alice(), Color::White);
    let id = store
        .insert_challenge(GUILD, 7, &new, Some(&old), now())
        .await
        .unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(active.len(), 1);
    let Table::Challenge(c) = &active[0].table else {
        panic!("{active:?}")
    };
    assert_eq!(c.id, id);
}

#[tokio::test]
async fn a_replacing_challenge_taken_back_reopens_the_one_it_withdrew() {
    for store in backends().await {
        a_replacing_challenge_taken_back_reopens_the_one_it_withdrew_on(store).await;
    }
}

async fn a_replacing_challenge_taken_back_reopens_the_one_it_withdrew_on(store: Store) {
    let mut old = challenge(alice(), bob(), Color::White);
    old.id = store
        .insert_challenge(GUILD, 7, &old, None, now())
        .await
        .unwrap();
    store.set_message(&mut old, 99).await.unwrap();
    let mut new = challenge(alice(), bob(), Color::Black);
    new.id = store
        .insert_challenge(GUILD, 7, &new, Some(&old), now())
        .await
        .unwrap();
    assert_eq!(store.state_of(old.id).await, "withdrawn");
    let restored = store.restore_replaced(&new, &old, now()).await.unwrap();
    assert_eq!(store.state_of(new.id).await, "withdrawn");
    // The old challenge is open again, message and all, at the version it
    // is read back with: the next change of it is not refused as stale.
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(active.len(), 1);
    let Table::Challenge(back) = &active[0].table else {
        panic!("{active:?}")
    };
    assert_eq!((back.id, back.message_id), (old.id, Some(99)));
    assert_eq!(back.version, restored.version);
    // Taken back twice (the first one's answer lost), nothing changes.
    assert!(store.restore_replaced(&new, &old, now()).await.is_err());
    store
        .close_challenge(&restored, "declined", now())
        .await
        .unwrap();
    assert!(store.load_active().await.unwrap().0.is_empty());
}

#[tokio::test]
async fn damaged_rows_are_set_aside_not_a_panic() {
    let store = Store::open_in_memory().await.unwrap();
    let good = stored_game(&store, 1, alice(), bob(), "K10").await;
    let bad_type = stored_game(&store, 2, alice(), bob(), "K10").await;
    let bad_time = stored_game(&store, 3, alice(), bob(), "K10").await;
    let mut c = challenge(alice(), bob(), Color::White);
    c.id = store
        .insert_challenge(GUILD, 4, &c, None, now())
        .await
        .unwrap();
    for (sql, id) in [
        (
            "UPDATE games SET expires_at = 'soon' WHERE id = ?",
            bad_type.id,
        ),
        (
            "UPDATE games SET deadline_at = 'tomorrow' WHERE id = ?",
            bad_time.id,
        ),
        ("UPDATE games SET message_id = 'x' WHERE id = ?", c.id),
    ] {
        sqlx::query(sql)
            .bind(to_db(id))
            .execute(store.sqlite_pool())
            .await
            .unwrap();
    }
    let (active, aside) = store.load_active().await.unwrap();
    assert_eq!(active.len(), 1);
    assert_eq!(active[0].table, Table::Match(good));
    let mut ids: Vec<u64> = aside.iter().map(|s| s.id).collect();
    ids.sort();
    assert_eq!(ids, vec![bad_type.id, bad_time.id, c.id]);
    assert!(
        aside.iter().all(|s| s.why.contains("can't be read")),
        "{aside:?}"
    );
    assert!(
        store.load_active().await.unwrap().1.is_empty(),
        "set aside once"
    );
}

#[tokio::test]
async fn a_write_from_an_old_version_is_refused() {
    for store in backends().await {
        a_write_from_an_old_version_is_refused_on(store).await;
    }
}

async fn a_write_from_an_old_version_is_refused_on(store: Store) {
    let m = stored_game(&store, 1, alice(), bob(), "K10 L9").await;
    // Two processes read the same game; both try to play White's move.
    let mut first = m.clone();
    let mut second = m.clone();
    first.play(alice().id, "N10", now()).unwrap();
    second.play(alice().id, "N11", now()).unwrap();
    store.save_game(&mut first, now()).await.unwrap();
    assert_eq!(first.version, m.version + 1);
    let err = store.save_game(&mut second, now()).await.unwrap_err();
    assert!(
        matches!(err, StoreError::Stale { id } if id == m.id),
        "{err}"
    );
    assert_eq!(second.version, m.version, "a refused write changes nothing");
    let Some(Table::Match(stored)) = store.load_channel(1).await.unwrap() else {
        panic!("the game is in play");
    };
    assert_eq!(stored, first, "the first write stands, version and all");
    assert_eq!(store.load_channel(2).await.unwrap(), None);

    // A challenge too: an expiry racing an acceptance.
    let mut c = challenge(alice(), bob(), Color::White);
    c.id = store
        .insert_challenge(GUILD, 3, &c, None, now())
        .await
        .unwrap();
    let mut accepted = c.accept(bob().id, now()).unwrap();
    store.start_game(&mut accepted, now()).await.unwrap();
    assert!(matches!(
        store.close_challenge(&c, "expired", now()).await,
        Err(StoreError::Stale { .. })
    ));
    assert_eq!(store.state_of(c.id).await, "playing");
}

#[tokio::test]
async fn a_game_under_way_stays_so_after_a_takeback_and_a_restart() {
    for store in backends().await {
        a_game_under_way_stays_so_after_a_takeback_and_a_restart_on(store).await;
    }
}

async fn a_game_under_way_stays_so_after_a_takeback_and_a_restart_on(store: Store) {
    use crate::session::OfferKind;
    let mut m = stored_game(&store, 1, alice(), bob(), "K10 L9 N10 L10").await;
    m.propose(bob().id, OfferKind::Takeback, now()).unwrap();
    m.answer(alice().id, OfferKind::Takeback, true, now())
        .unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let Some(Table::Match(mut back)) = store.load_channel(1).await.unwrap() else {
        panic!("the game is in play")
    };
    assert_eq!(back.game.ply(), 3);
    assert!(back.is_under_way(), "read back under way");
    assert_eq!(back, m);
    assert_eq!(
        back.clone().abort(alice().id),
        Err(crate::session::TurnError::TooLateToAbort)
    );
    let late = back.clock.deadline.unwrap();
    assert_eq!(back.time_out(late), Some(Ending::Time(Color::Black)));
    store.save_game(&mut back, late).await.unwrap();
    assert_eq!(
        store.state_of(m.id).await,
        "finished",
        "lost on time, not aborted"
    );

    // A game that never got under way is read back as one.
    let early = stored_game(&store, 2, alice(), bob(), "K10 L9 N10").await;
    let Some(Table::Match(back)) = store.load_channel(2).await.unwrap() else {
        panic!("the game is in play")
    };
    assert!(!back.is_under_way());
    assert_eq!(back, early);
}

#[tokio::test]
async fn an_aborted_game_can_be_found_for_its_replay() {
    for store in backends().await {
        an_aborted_game_can_be_found_for_its_replay_on(store).await;
    }
}

async fn an_aborted_game_can_be_found_for_its_replay_on(store: Store) {
    let mut aborted = stored_game(&store, 1, alice(), bob(), "K10 L9").await;
    aborted.abort(bob().id).unwrap();
    store.save_game(&mut aborted, now()).await.unwrap();
    let GameInGuild::Aborted(g) = store.game_in_guild(aborted.id, GUILD).await.unwrap() else {
        panic!("game {} was aborted after it started", aborted.id)
    };
    assert_eq!(
        (g.id, g.white.clone(), g.black.clone()),
        (aborted.id, alice(), bob())
    );
    assert_eq!(g.moves.join(" "), "K10 L9");
    assert_eq!(
        (g.result.as_str(), g.reason.as_str()),
        ("aborted", "aborted")
    );
    assert_eq!(g.rating_change, None);
    assert!(g.started_at > UNIX_EPOCH && g.ended_at >= g.started_at);
    assert_eq!(g.ending(), Some(Ending::Aborted));
    let replayed = g.to_match().expect("its moves replay");
    assert_eq!(replayed.game.ply(), 2);
    assert!(replayed.is_over());

    // Accepted, then called off before the first move: nothing to replay.
    let mut empty = stored_game(&store, 2, alice(), bob(), "").await;
    empty.end_by_moderator().unwrap();
    store.save_game(&mut empty, now()).await.unwrap();
    // A challenge ended by a moderator, and one declined.
    let mut closed = Vec::new();
    for (channel, state) in [(3, "aborted"), (4, "declined")] {
        let mut c = challenge(alice(), bob(), Color::White);
        c.id = store
            .insert_challenge(GUILD, channel, &c, None, now())
            .await
            .unwrap();
        store.close_challenge(&c, state, now()).await.unwrap();
        closed.push(c.id);
    }
    for id in [empty.id, closed[0], closed[1]] {
        assert_eq!(
            store.game_in_guild(id, GUILD).await.unwrap(),
            GameInGuild::NeverStarted,
            "game {id}"
        );
    }
    assert_eq!(
        store.game_in_guild(aborted.id, GUILD + 1).await.unwrap(),
        GameInGuild::NotHere
    );
}

#[tokio::test]
async fn a_delayed_store_waits_before_every_call() {
    const DELAY: Duration = Duration::from_millis(150);
    let store = Store::open_in_memory().await.unwrap();
    let slow = store.clone().with_delay(DELAY);
    let m = stored_game(&store, 1, alice(), bob(), "K10").await;
    let start = std::time::Instant::now();
    let (active, _) = slow.load_active().await.unwrap();
    assert_eq!(active[0].table, Table::Match(m), "the same database");
    // Two calls: the games, then their offers.
    assert!(start.elapsed() >= 2 * DELAY, "{:?}", start.elapsed());
    let start = std::time::Instant::now();
    slow.tally(GUILD, Variant::Pente).await.unwrap();
    assert!(start.elapsed() >= DELAY, "{:?}", start.elapsed());
    let start = std::time::Instant::now();
    store.tally(GUILD, Variant::Pente).await.unwrap();
    assert!(start.elapsed() < DELAY, "the original is as fast as it was");
}
