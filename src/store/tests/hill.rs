//! King of the Hill in the store: a hill written and read whole, a hill
//! game's end applied once in the transaction that marks it (and again
//! after a failed write), and the idle rule's filter.

use super::*;
use crate::store::{HillMember, StoredHill};

fn member(user: u64, step: usize, last_game_at: SystemTime) -> HillMember {
    HillMember {
        user_id: user,
        name: format!("p{user}"),
        step,
        since: last_game_at,
        last_game_at,
    }
}

/// A hill game of `variant` in channel 8, bob (White) against alice, over
/// with alice resigning (or drawn by agreement).
async fn hill_game(store: &Store, variant: Variant, draw: bool) -> Match {
    let mut c = challenge(bob(), alice(), Color::White);
    c.variant = variant;
    c.hill = true;
    c.id = store
        .insert_challenge(GUILD, 8, &c, None, now())
        .await
        .unwrap();
    let mut m = c.accept(alice().id, now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    if draw {
        use crate::session::OfferKind;
        m.propose(alice().id, OfferKind::Draw, now()).unwrap();
        m.answer(bob().id, OfferKind::Draw, true, now()).unwrap();
    } else {
        m.resign(alice().id).unwrap();
    }
    store.save_game(&mut m, now()).await.unwrap();
    m
}

#[tokio::test]
async fn a_hill_is_written_and_read_whole_and_knows_its_games() {
    for store in backends().await {
        a_hill_is_written_and_read_whole_and_knows_its_games_on(store).await;
    }
}

async fn a_hill_is_written_and_read_whole_and_knows_its_games_on(store: Store) {
    assert_eq!(
        store.hill(GUILD, Variant::Keryo).await.unwrap(),
        StoredHill::default()
    );
    let hill = StoredHill {
        members: vec![member(alice().id, 0, now()), member(bob().id, 1, now())],
    };
    store.save_hill(GUILD, Variant::Keryo, &hill).await.unwrap();
    assert_eq!(store.hill(GUILD, Variant::Keryo).await.unwrap(), hill);
    assert_eq!(
        store.hill(GUILD, Variant::Pente).await.unwrap(),
        StoredHill::default(),
        "a hill per variant"
    );
    let m = hill_game(&store, Variant::Keryo, false).await;
    let g = store.hill_game(m.id).await.unwrap().expect("a hill game");
    assert_eq!(
        (g.variant, g.channel_id, g.winner),
        (Variant::Keryo, 8, Some((bob().id, alice().id)))
    );
}

#[tokio::test]
async fn a_hill_game_moves_its_hill_once() {
    for store in backends().await {
        a_hill_game_moves_its_hill_once_on(store).await;
    }
}

async fn a_hill_game_moves_its_hill_once_on(store: Store) {
    let joined = now() - Duration::from_secs(86_400);
    // Both joined on the bottom step: one step, shared, no King.
    let hill = StoredHill {
        members: vec![
            member(alice().id, 0, joined),
            member(bob().id, 0, joined),
            member(7, 0, joined),
        ],
    };
    store.save_hill(GUILD, Variant::Pente, &hill).await.unwrap();
    assert_eq!(
        store
            .hill(GUILD, Variant::Pente)
            .await
            .unwrap()
            .hill()
            .king(),
        None
    );
    let m = hill_game(&store, Variant::Pente, false).await;
    assert_eq!(
        store.pending_hill_games().await.unwrap(),
        [(m.id, GUILD)],
        "over, not applied yet"
    );

    let applied = store.apply_hill_game(m.id).await.unwrap().expect("applied");
    assert_eq!(applied.before, hill);
    let stored = store.hill(GUILD, Variant::Pente).await.unwrap();
    assert_eq!(applied.after, stored);
    // bob won on the shared top step: a new top step, bob alone on it.
    assert_eq!(
        stored.hill().steps,
        vec![vec![bob().id], vec![alice().id, 7]]
    );
    assert_eq!(stored.hill().king(), Some(bob().id));
    let ended = applied.game.ended_at;
    assert_eq!(stored.member(bob().id).unwrap().since, ended, "bob moved");
    assert_eq!(stored.member(bob().id).unwrap().last_game_at, ended);
    assert_eq!(stored.member(alice().id).unwrap().last_game_at, ended);
    let others = stored.member(7).unwrap();
    assert_eq!((others.since, others.last_game_at), (joined, joined));
    assert_eq!(
        stored.member(alice().id).unwrap().since,
        joined,
        "alice stood on the bottom step: she stays, and keeps her time"
    );

    // Once only: nothing pending, and applying again changes nothing.
    assert_eq!(store.pending_hill_games().await.unwrap(), []);
    assert_eq!(store.apply_hill_game(m.id).await.unwrap(), None);
    assert_eq!(store.hill(GUILD, Variant::Pente).await.unwrap(), stored);
}

#[tokio::test]
async fn a_hill_game_whose_hill_write_fails_is_applied_later() {
    let store = Store::open_in_memory().await.unwrap();
    let joined = now() - Duration::from_secs(86_400);
    let hill = StoredHill {
        members: vec![member(alice().id, 0, joined), member(bob().id, 1, joined)],
    };
    store.save_hill(GUILD, Variant::Pente, &hill).await.unwrap();
    let m = hill_game(&store, Variant::Pente, false).await;
    // The hill's write fails (a full disk, a lost connection): nothing of
    // the transaction stays, the mark included.
    sqlx::query(
        "CREATE TRIGGER hill_full BEFORE INSERT ON hill_members \
         BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .execute(store.sqlite_pool())
    .await
    .unwrap();
    assert!(store.apply_hill_game(m.id).await.is_err());
    assert_eq!(store.hill(GUILD, Variant::Pente).await.unwrap(), hill);
    assert_eq!(store.pending_hill_games().await.unwrap(), [(m.id, GUILD)]);

    sqlx::query("DROP TRIGGER hill_full")
        .execute(store.sqlite_pool())
        .await
        .unwrap();
    let applied = store.apply_hill_game(m.id).await.unwrap().expect("applied");
    // bob (step 2) beat the King: they swap.
    assert_eq!(
        applied.after.hill().steps,
        vec![vec![bob().id], vec![alice().id]]
    );
    assert_eq!(store.pending_hill_games().await.unwrap(), []);
}

#[tokio::test]
async fn a_drawn_hill_game_moves_nobody_and_counts_as_played() {
    for store in backends().await {
        let joined = now() - Duration::from_secs(86_400);
        let hill = StoredHill {
            members: vec![member(alice().id, 0, joined), member(bob().id, 1, joined)],
        };
        store.save_hill(GUILD, Variant::Pente, &hill).await.unwrap();
        let m = hill_game(&store, Variant::Pente, true).await;
        let applied = store.apply_hill_game(m.id).await.unwrap().expect("applied");
        assert_eq!(applied.game.winner, None);
        assert_eq!(applied.after.hill(), hill.hill(), "nobody moves");
        for user in [alice().id, bob().id] {
            let m = applied.after.member(user).unwrap();
            assert_eq!(m.since, joined);
            assert!(m.last_game_at > joined, "a hill game played");
        }
    }
}

#[tokio::test]
async fn the_idle_rule_reads_only_hills_with_a_member_idle_past_its_days() {
    for store in backends().await {
        let day = Duration::from_secs(86_400);
        let t = now();
        let fresh = StoredHill {
            members: vec![member(1, 0, t - 3 * day), member(2, 1, t - 30 * day)],
        };
        let stale = StoredHill {
            members: vec![member(1, 0, t - 3 * day), member(2, 0, t - 32 * day)],
        };
        store
            .save_hill(GUILD, Variant::Pente, &fresh)
            .await
            .unwrap();
        store
            .save_hill(GUILD, Variant::Keryo, &stale)
            .await
            .unwrap();
        let cutoff = t - 31 * day;
        assert_eq!(
            store.hills_with_idle_members(cutoff).await.unwrap(),
            [(GUILD, Variant::Keryo)]
        );
    }
}

#[tokio::test]
async fn the_event_task_s_lookups_use_their_indexes() {
    let store = Store::open_in_memory().await.unwrap();
    let plan = |sql: String| {
        let pool = store.sqlite_pool().clone();
        async move {
            let rows: Vec<(i64, i64, i64, String)> =
                sqlx::query_as(&format!("EXPLAIN QUERY PLAN {sql}"))
                    .fetch_all(&pool)
                    .await
                    .unwrap();
            rows.into_iter().map(|r| r.3).collect::<Vec<_>>().join("; ")
        }
    };
    let pending = plan(format!(
        "SELECT id, guild_id FROM games WHERE {} ORDER BY ended_at, id",
        crate::store::hill::PENDING
    ))
    .await;
    assert!(pending.contains("games_hill_pending"), "{pending}");
    let idle = plan(crate::store::hill::IDLE_MEMBERS.replace("$1", "5")).await;
    assert!(idle.contains("hill_members_by_last_game"), "{idle}");
}
