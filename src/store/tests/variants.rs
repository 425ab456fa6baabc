//! Games of the Pente family: stored with their variant, their decisions
//! and who holds which colour after a swap; old rows are Pente.

use super::*;
use crate::game::{Choice, Variant};

#[tokio::test]
async fn a_swapped_d_pente_game_comes_back_and_ends_with_its_colours() {
    for store in backends().await {
        a_swapped_d_pente_game_comes_back_and_ends_with_its_colours_on(store).await;
    }
}

async fn a_swapped_d_pente_game_comes_back_and_ends_with_its_colours_on(store: Store) {
    let mut c = challenge(alice(), bob(), Color::White);
    c.variant = Variant::DPente;
    c.rated = false;
    c.id = store
        .insert_challenge(GUILD, 3, &c, None, now())
        .await
        .unwrap();
    let mut m = c.accept(bob().id, now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    // Alice places the four opening stones; Bob swaps and takes White.
    for p in ["A1", "B3", "C5", "D7"] {
        m.play(alice().id, p, now()).unwrap();
        store.save_game(&mut m, now()).await.unwrap();
    }
    m.decide(bob().id, Choice::Swap, now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    assert_eq!((m.white.id, m.black.id), (bob().id, alice().id));

    let restored = store.load_channel(3).await.unwrap();
    assert_eq!(
        restored,
        Some(Table::Match(m.clone())),
        "variant, decision and colours"
    );
    let Some(Table::Match(mut back)) = restored else {
        unreachable!()
    };
    assert_eq!(back.game.variant(), Variant::DPente);
    assert_eq!(back.moves_text(), "A1 B3 C5 D7 swap");
    // Bob, now White, resigns: Alice wins as Black.
    back.play(bob().id, "E9", now()).unwrap();
    back.resign(bob().id).unwrap();
    store.save_game(&mut back, now()).await.unwrap();
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history[0].variant, Variant::DPente);
    assert_eq!(
        (history[0].white.id, history[0].black.id),
        (bob().id, alice().id)
    );
    assert_eq!(history[0].result, "black_wins");
    let replayed = history[0].to_match().expect("the record replays");
    assert_eq!(replayed.white.id, bob().id, "after the swap, as it ended");
}

#[tokio::test]
async fn an_unrated_game_without_the_tournament_rule_comes_back_without_it() {
    for store in backends().await {
        an_unrated_game_without_the_tournament_rule_comes_back_without_it_on(store).await;
    }
}

async fn an_unrated_game_without_the_tournament_rule_comes_back_without_it_on(store: Store) {
    let mut c = challenge(alice(), bob(), Color::White);
    c.rated = false;
    c.tournament_rule = false;
    c.id = store
        .insert_challenge(GUILD, 5, &c, None, now())
        .await
        .unwrap();
    assert_eq!(
        store.load_channel(5).await.unwrap(),
        Some(Table::Challenge(c.clone())),
        "the challenge keeps its terms"
    );
    let mut m = c.accept(bob().id, now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    // White's second stone inside H8–M12, as the game allows.
    for (user, p) in [(alice(), "K10"), (bob(), "L9"), (alice(), "L10")] {
        m.play(user.id, p, now()).unwrap();
        store.save_game(&mut m, now()).await.unwrap();
    }
    let Some(Table::Match(mut back)) = store.load_channel(5).await.unwrap() else {
        panic!("the game comes back");
    };
    assert_eq!(back, m);
    assert!(!back.game.has_tournament_rule());
    back.resign(bob().id).unwrap();
    store.save_game(&mut back, now()).await.unwrap();
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert!(!history[0].tournament_rule);
    let replayed = history[0].to_match().expect("the game replays");
    assert_eq!(replayed.moves_text(), "K10 L9 L10");
    let terms = store.rematch_terms(m.id).await.unwrap().unwrap();
    assert!(!terms.tournament_rule, "a rematch keeps the choice");
    // A rated game keeps the rule, as every game stored before did.
    stored_game(&store, 6, alice(), bob(), "K10 L9").await;
    let Some(Table::Match(rated)) = store.load_channel(6).await.unwrap() else {
        panic!("the rated game comes back");
    };
    assert!(rated.game.has_tournament_rule());
    assert!(
        store
            .rematch_terms(rated.id)
            .await
            .unwrap()
            .unwrap()
            .tournament_rule
    );
}

/// A rating as the version before the variants stored it.
const OLD_RATING: &str = "INSERT INTO ratings (guild_id, player_id, name, rating, deviation, \
     volatility, games, updated_at) VALUES (1, 11, 'ann', 1620.5, 80.0, 0.06, 12, 0)";

/// A game in play as the version before the variants stored it.
const OLD_ROW: &str = "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, \
     opponent_id, opponent_name, challenger_color, state, created_at, expires_at, started_at, \
     moves, move_time_ms, deadline_at) \
     VALUES (1, 4, 11, 'ann', 12, 'bob', 'white', 'playing', 0, 0, 0, 'K10 L9', 3600000, \
     4102444800000)";

#[tokio::test]
async fn the_migration_keeps_old_games_as_pente() {
    // SQLite: a file at the schema before the variants, with a game in it.
    let db = TempDb::new();
    {
        let options = sqlx::sqlite::SqliteConnectOptions::new()
            .filename(db.path())
            .create_if_missing(true);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        super::super::migrations::older(false, 7)
            .run(&pool)
            .await
            .unwrap();
        sqlx::query(OLD_ROW).execute(&pool).await.unwrap();
        sqlx::query(OLD_RATING).execute(&pool).await.unwrap();
        pool.close().await;
    }
    let store = Store::open(&db.path()).await.unwrap();
    old_game_is_pente(&store).await;
    // PostgreSQL, likewise, on a fresh database of the test server.
    if let Ok(url) = std::env::var("PENTE_TEST_POSTGRES") {
        use sqlx::Connection;
        let name = format!("pente_test_old_{}_{}", std::process::id(), millis(now()));
        let mut admin = sqlx::PgConnection::connect(&url).await.unwrap();
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap();
        let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
        let fresh = format!("{base}/{name}");
        let pool = sqlx::PgPool::connect(&fresh).await.unwrap();
        super::super::migrations::older(true, 4)
            .run(&pool)
            .await
            .unwrap();
        sqlx::query(OLD_ROW).execute(&pool).await.unwrap();
        sqlx::query(OLD_RATING).execute(&pool).await.unwrap();
        pool.close().await;
        let store = Store::connect(&Location::Postgres(fresh)).await.unwrap();
        old_game_is_pente(&store).await;
    }
}

async fn old_game_is_pente(store: &Store) {
    let Some(Table::Match(m)) = store.load_channel(4).await.unwrap() else {
        panic!("the old game comes back");
    };
    assert_eq!(m.game.variant(), Variant::Pente);
    assert_eq!(m.moves_text(), "K10 L9");
    assert!(m.game.has_tournament_rule());
    let rating = store
        .rating(1, 11, Variant::Pente, from_millis(0))
        .await
        .unwrap()
        .expect("the old rating is Pente's");
    assert_eq!((rating.rating.rating, rating.games), (1620.5, 12));
    assert!(store
        .rating(1, 11, Variant::Keryo, from_millis(0))
        .await
        .unwrap()
        .is_none());
}

#[tokio::test]
async fn each_game_of_the_family_is_rated_apart() {
    for store in backends().await {
        each_game_of_the_family_is_rated_apart_on(store).await;
    }
}

async fn each_game_of_the_family_is_rated_apart_on(store: Store) {
    // A rated Keryo game, won by Black on resignation.
    let mut c = challenge(alice(), bob(), Color::White);
    c.variant = Variant::Keryo;
    c.id = store
        .insert_challenge(GUILD, 5, &c, None, now())
        .await
        .unwrap();
    let mut m = c.accept(bob().id, now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    m.play(alice().id, "K10", now()).unwrap();
    m.resign(alice().id).unwrap();
    let change = store
        .save_game(&mut m, now())
        .await
        .unwrap()
        .expect("rated");
    let keryo = store
        .leaderboard(GUILD, Variant::Keryo, now())
        .await
        .unwrap();
    assert_eq!(keryo.len(), 2);
    assert_eq!(keryo[0].player.id, bob().id);
    assert_eq!(keryo[0].variant, Variant::Keryo);
    assert!(store
        .leaderboard(GUILD, Variant::Pente, now())
        .await
        .unwrap()
        .is_empty());
    assert_eq!(
        store
            .rating(GUILD, bob().id, Variant::Keryo, now())
            .await
            .unwrap()
            .unwrap()
            .rating
            .rating,
        change.black.after.rating
    );
    assert!(store
        .rating(GUILD, bob().id, Variant::Pente, now())
        .await
        .unwrap()
        .is_none());
    let (white, _) = store
        .player_record(GUILD, alice().id, Variant::Keryo)
        .await
        .unwrap();
    assert_eq!(white.losses, 1);
    assert_eq!(store.tally(GUILD, Variant::Pente).await.unwrap().games(), 0);
    // A Pente game between the same players starts their Pente ratings
    // afresh, and recomputing gives every rating back exactly.
    let mut p = stored_game(&store, 6, alice(), bob(), "K10").await;
    p.resign(bob().id).unwrap();
    store.save_game(&mut p, now()).await.unwrap();
    let pente = store
        .leaderboard(GUILD, Variant::Pente, now())
        .await
        .unwrap();
    assert_eq!(pente[0].player.id, alice().id);
    assert_eq!(pente[0].games, 1);
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
    let boards = store.leaderboards(now()).await.unwrap();
    let keys: Vec<(u64, Variant)> = boards.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, [(GUILD, Variant::Pente), (GUILD, Variant::Keryo)]);
}

#[tokio::test]
async fn a_row_naming_an_unknown_game_is_set_aside_with_the_reason() {
    for store in backends().await {
        a_row_naming_an_unknown_game_is_set_aside_with_the_reason_on(store).await;
    }
}

async fn a_row_naming_an_unknown_game_is_set_aside_with_the_reason_on(store: Store) {
    let m = stored_game(&store, 8, alice(), bob(), "K10 L9").await;
    store
        .run("UPDATE games SET variant = 'chess' WHERE id = $1", m.id)
        .await;
    let (active, set_aside) = store.load_active().await.unwrap();
    assert!(active.is_empty());
    assert_eq!(set_aside.len(), 1);
    assert!(set_aside[0].why.contains("chess"), "{}", set_aside[0].why);
    assert_eq!(store.state_of(m.id).await, "set_aside");
}

#[tokio::test]
async fn a_finished_game_naming_an_unknown_game_is_left_out_of_history_replay_and_rematch() {
    for store in backends().await {
        a_finished_game_naming_an_unknown_game_is_left_out_of_history_replay_and_rematch_on(store)
            .await;
    }
}

async fn a_finished_game_naming_an_unknown_game_is_left_out_of_history_replay_and_rematch_on(
    store: Store,
) {
    let pente = stored_game(&store, 9, alice(), bob(), WHITE_FIVE).await;
    let unknown = stored_game(&store, 10, alice(), bob(), WHITE_FIVE).await;
    store
        .run(
            "UPDATE games SET variant = 'chess' WHERE id = $1",
            unknown.id,
        )
        .await;
    let history = store.history(GUILD, None, 10).await.unwrap();
    let ids: Vec<u64> = history.iter().map(|g| g.id).collect();
    assert_eq!(ids, [pente.id], "left out, not shown as Pente");
    assert_eq!(store.last_finished_in_channel(10).await.unwrap(), None);
    assert_eq!(
        store.game_in_guild(unknown.id, GUILD).await.unwrap(),
        GameInGuild::SetAside,
        "not replayed as Pente"
    );
    assert_eq!(
        store.rematch_terms(unknown.id).await.unwrap(),
        None,
        "no rematch started as Pente"
    );
    assert_eq!(
        store
            .rematch_terms(pente.id)
            .await
            .unwrap()
            .unwrap()
            .variant,
        Variant::Pente
    );
}

#[tokio::test]
async fn rated_games_naming_an_unknown_game_are_not_folded_into_pente() {
    for store in backends().await {
        rated_games_naming_an_unknown_game_are_not_folded_into_pente_on(store).await;
    }
}

async fn rated_games_naming_an_unknown_game_are_not_folded_into_pente_on(store: Store) {
    // A rated game of a game a newer version knows, with its ratings.
    let mut unknown = stored_game(&store, 11, alice(), bob(), "K10").await;
    unknown.resign(bob().id).unwrap();
    store.save_game(&mut unknown, now()).await.unwrap();
    store
        .run(
            "UPDATE games SET variant = 'chess' WHERE id = $1",
            unknown.id,
        )
        .await;
    store
        .run(
            "UPDATE ratings SET variant = 'chess' WHERE guild_id = $1",
            GUILD,
        )
        .await;
    // Then a rated Pente game between the same players.
    let mut pente = stored_game(&store, 12, alice(), bob(), "K10").await;
    pente.resign(alice().id).unwrap();
    store.save_game(&mut pente, now()).await.unwrap();

    let boards = store.leaderboards(now()).await.unwrap();
    let keys: Vec<(u64, Variant)> = boards.iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, [(GUILD, Variant::Pente)]);
    assert!(boards[0].1.iter().all(|p| p.games == 1), "{boards:?}");
    let games: Vec<u64> = store
        .rated_games()
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(games, [pente.id], "the unknown game is not rated as Pente");
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
    match store.rerate_all().await {
        Err(StoreError::UnknownGames { ids }) => assert_eq!(ids, [unknown.id]),
        other => panic!("rewriting the ratings would lose the unknown game's: {other:?}"),
    }
}
