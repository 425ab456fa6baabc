//! Challenges, games, history and statistics, kept and read back.

use super::*;

#[tokio::test]
async fn migrates_an_empty_file_and_reopens_an_existing_one() {
    let db = TempDb::new();
    let store = Store::open(&db.path()).await.unwrap();
    let m = stored_game(&store, 10, alice(), bob(), "K10 L9").await;
    drop(store);
    let store = Store::open(&db.path()).await.unwrap();
    let (active, aside) = store.load_active().await.unwrap();
    assert!(aside.is_empty());
    assert_eq!(active.len(), 1);
    assert_eq!(active[0].channel_id, 10);
    assert_eq!(active[0].guild_id, GUILD);
    assert_eq!(active[0].table, Table::Match(m));
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(store.sqlite_pool())
        .await
        .unwrap();
    assert_eq!(mode, "wal");
}

#[tokio::test]
async fn challenges_round_trip() {
    for store in backends().await {
        challenges_round_trip_on(store).await;
    }
}

async fn challenges_round_trip_on(store: Store) {
    let mut c = challenge(alice(), bob(), Color::Black);
    c.id = store
        .insert_challenge(GUILD, 7, &c, None, now())
        .await
        .unwrap();
    store.set_message(&mut c, 99).await.unwrap();
    assert_eq!((c.message_id, c.version), (Some(99), 1));
    let (active, _) = store.load_active().await.unwrap();
    let Table::Challenge(back) = &active[0].table else {
        panic!("{active:?}")
    };
    // Times are stored to the millisecond.
    assert_eq!(millis(back.expires_at), millis(c.expires_at));
    let mut back = back.clone();
    back.expires_at = c.expires_at;
    assert_eq!(back, c);
    // The channel has one open challenge or game at most, even in the database.
    let other = challenge(bob(), alice(), Color::White);
    assert!(store
        .insert_challenge(GUILD, 7, &other, None, now())
        .await
        .is_err());
    store.close_challenge(&c, "declined", now()).await.unwrap();
    assert!(store.load_active().await.unwrap().0.is_empty());
    assert!(store
        .insert_challenge(GUILD, 7, &other, None, now())
        .await
        .is_ok());
}

#[tokio::test]
async fn finished_games_leave_play_and_enter_history() {
    for store in backends().await {
        finished_games_leave_play_and_enter_history_on(store).await;
    }
}

async fn finished_games_leave_play_and_enter_history_on(store: Store) {
    let mut m = stored_game(&store, 1, alice(), bob(), WHITE_FIVE).await;
    assert!(m.is_over());
    assert!(store.load_active().await.unwrap().0.is_empty());
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history.len(), 1);
    let g = &history[0];
    assert_eq!((g.white.clone(), g.black.clone()), (alice(), bob()));
    assert_eq!(g.moves.join(" "), WHITE_FIVE);
    assert_eq!(
        (g.result.as_str(), g.reason.as_str()),
        ("white_wins", "five")
    );
    assert!(g.ended_at >= g.started_at);
    assert_eq!(
        store.last_finished_in_channel(1).await.unwrap().unwrap().id,
        m.id
    );
    assert_eq!(store.last_finished_in_channel(2).await.unwrap(), None);
    // A finished game takes no more moves.
    assert!(store.save_game(&mut m, now()).await.is_err());
}

#[tokio::test]
async fn statistics_count_colours_results_and_players() {
    for store in backends().await {
        statistics_count_colours_results_and_players_on(store).await;
    }
}

async fn statistics_count_colours_results_and_players_on(store: Store) {
    let carol = Player::new(3, "carol");
    stored_game(&store, 1, alice(), bob(), WHITE_FIVE).await; // alice wins as White
    stored_game(&store, 2, bob(), alice(), WHITE_FIVE).await; // bob wins as White
    stored_game(&store, 3, alice(), carol.clone(), BLACK_FIVE).await; // carol wins as Black
    let mut resigned = stored_game(&store, 4, carol.clone(), alice(), "K10 L9").await;
    resigned.resign(carol.id).unwrap(); // alice wins as Black
    store.save_game(&mut resigned, now()).await.unwrap();
    stored_game(&store, 5, bob(), carol.clone(), "K10").await; // still playing: not counted

    let tally = store.tally(GUILD, Variant::Pente).await.unwrap();
    assert_eq!(
        tally,
        Tally {
            white_wins: 2,
            black_wins: 2,
            draws: 0
        }
    );
    assert_eq!(
        store
            .tally(GUILD + 1, Variant::Pente)
            .await
            .unwrap()
            .games(),
        0,
        "other servers are apart"
    );

    let (white, black) = store
        .player_record(GUILD, alice().id, Variant::Pente)
        .await
        .unwrap();
    assert_eq!(
        white,
        Record {
            wins: 1,
            losses: 1,
            draws: 0
        }
    );
    assert_eq!(
        black,
        Record {
            wins: 1,
            losses: 1,
            draws: 0
        }
    );
    let (white, black) = store
        .player_record(GUILD, carol.id, Variant::Pente)
        .await
        .unwrap();
    assert_eq!(
        white,
        Record {
            wins: 0,
            losses: 1,
            draws: 0
        }
    );
    assert_eq!(
        black,
        Record {
            wins: 1,
            losses: 0,
            draws: 0
        }
    );

    let history = store.history(GUILD, Some(carol.id), 10).await.unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].reason, "resignation", "newest first");
    assert_eq!(history[0].result, "black_wins");
    assert_eq!(store.history(GUILD, None, 3).await.unwrap().len(), 3);
}

#[tokio::test]
async fn a_game_that_no_longer_replays_is_set_aside_not_dropped() {
    let db = TempDb::new();
    let store = Store::open(&db.path()).await.unwrap();
    let good = stored_game(&store, 1, alice(), bob(), "K10 L9").await;
    let bad = stored_game(&store, 2, alice(), bob(), "K10 L9").await;
    sqlx::query("UPDATE games SET moves = 'K10 L9 K10' WHERE id = ?")
        .bind(to_db(bad.id))
        .execute(store.sqlite_pool())
        .await
        .unwrap();
    let (active, aside) = store.load_active().await.unwrap();
    assert_eq!(active.len(), 1);
    assert_eq!(active[0].table, Table::Match(good));
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].id, bad.id);
    assert!(
        aside[0].why.contains("move 3 (K10) no longer replays"),
        "{}",
        aside[0].why
    );
    let (state, note): (String, String) =
        sqlx::query_as("SELECT state, note FROM games WHERE id = ?")
            .bind(to_db(bad.id))
            .fetch_one(store.sqlite_pool())
            .await
            .unwrap();
    assert_eq!(state, "set_aside");
    assert!(note.contains("no longer replays"));
}

#[tokio::test]
async fn a_database_from_a_newer_version_is_refused() {
    let db = TempDb::new();
    let store = Store::open(&db.path()).await.unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES (9999, 'from the future', 1, x'00', 0)",
    )
    .execute(store.sqlite_pool())
    .await
    .unwrap();
    drop(store);
    let err = Store::open(&db.path()).await.unwrap_err();
    assert!(
        matches!(err, StoreError::Newer { version: 9999, .. }),
        "{err}"
    );
    let text = err.to_string();
    assert!(
        text.contains(&db.path().display().to_string()) && text.contains("newer version"),
        "{text}"
    );
}

#[tokio::test]
async fn unopenable_and_locked_databases_name_the_path_and_the_cause() {
    let missing = Path::new("/nonexistent-dir/pente.db");
    let err = Store::open(missing).await.unwrap_err().to_string();
    assert!(err.contains("/nonexistent-dir/pente.db"), "{err}");
    assert!(err.contains("cannot open the database"), "{err}");

    let db = TempDb::new();
    drop(Store::open(&db.path()).await.unwrap());
    // Another process holds the database in an exclusive transaction.
    let mut other: sqlx::SqliteConnection = sqlx::Connection::connect_with(
        &sqlx::sqlite::SqliteConnectOptions::new()
            .filename(db.path())
            .locking_mode(sqlx::sqlite::SqliteLockingMode::Exclusive),
    )
    .await
    .unwrap();
    sqlx::query("BEGIN EXCLUSIVE")
        .execute(&mut other)
        .await
        .unwrap();
    let err = Store::open(&db.path()).await.unwrap_err().to_string();
    assert!(err.contains(&db.path().display().to_string()), "{err}");
    assert!(err.contains("locked"), "{err}");
}

#[tokio::test]
async fn games_against_the_computer_keep_their_level() {
    for store in backends().await {
        games_against_the_computer_keep_their_level_on(store).await;
    }
}

async fn games_against_the_computer_keep_their_level_on(store: Store) {
    let bot = Player::new(42, "Pente (hard)");
    let mut m = Match::new(0, bot.clone(), alice(), MOVE_TIME);
    m.computer = Some(Computer {
        color: Color::White,
        level: Level::Hard,
    });
    m.rated = false;
    m.id = store
        .start_computer_game(GUILD, 5, &m, None, now())
        .await
        .unwrap();
    m.play_computer("K10".parse().unwrap(), now()).unwrap();
    m.play(alice().id, "L9", now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(
        active[0].table,
        Table::Match(m.clone()),
        "restored with the computer's side and level"
    );

    m.resign(alice().id).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let records = store.computer_records(GUILD, bot.id).await.unwrap();
    assert_eq!(
        records,
        vec![(
            "hard".to_string(),
            Record {
                wins: 1,
                losses: 0,
                draws: 0
            },
            Record::default()
        )]
    );
    let (white, _) = store
        .player_record(GUILD, bot.id, Variant::Pente)
        .await
        .unwrap();
    assert_eq!(white.wins, 1, "the bot's games count like anyone's");
}

#[test]
fn locations_tell_sqlite_from_postgres_and_hide_passwords() {
    assert_eq!(
        Location::parse("pente.db"),
        Location::Sqlite(PathBuf::from("pente.db"))
    );
    assert_eq!(
        Location::parse("sqlite:/var/lib/pente.db"),
        Location::Sqlite(PathBuf::from("/var/lib/pente.db"))
    );
    let pg = Location::parse("postgres://bot:s3cret@db:5432/pente");
    assert_eq!(
        pg,
        Location::Postgres("postgres://bot:s3cret@db:5432/pente".into())
    );
    assert_eq!(pg.to_string(), "postgres://bot:***@db:5432/pente");
    assert_eq!(
        Location::parse("postgresql://db/pente").to_string(),
        "postgresql://db/pente"
    );
}

#[tokio::test]
async fn games_are_found_by_number_only_in_their_server() {
    let store = Store::open_in_memory().await.unwrap();
    let finished = stored_game(&store, 1, alice(), bob(), WHITE_FIVE).await;
    let playing = stored_game(&store, 2, alice(), bob(), "K10 L9").await;
    let mut declined = challenge(alice(), bob(), Color::White);
    declined.id = store
        .insert_challenge(GUILD, 3, &declined, None, now())
        .await
        .unwrap();
    store
        .close_challenge(&declined, "declined", now())
        .await
        .unwrap();

    let GameInGuild::Finished(g) = store.game_in_guild(finished.id, GUILD).await.unwrap() else {
        panic!("game {} is finished", finished.id)
    };
    assert_eq!(g.id, finished.id);
    assert_eq!(g.moves.join(" "), WHITE_FIVE);
    assert_eq!(
        store.game_in_guild(playing.id, GUILD).await.unwrap(),
        GameInGuild::Playing { channel_id: 2 }
    );
    assert_eq!(
        store.game_in_guild(declined.id, GUILD).await.unwrap(),
        GameInGuild::NeverStarted
    );
    // Another server's game is not found, as a number that was never used.
    assert_eq!(
        store.game_in_guild(finished.id, GUILD + 1).await.unwrap(),
        GameInGuild::NotHere
    );
    assert_eq!(
        store.game_in_guild(9_999, GUILD).await.unwrap(),
        GameInGuild::NotHere
    );
}

#[tokio::test]
async fn a_process_loads_only_the_games_of_its_shards() {
    for store in backends().await {
        a_process_loads_only_the_games_of_its_shards_on(store).await;
    }
}

async fn a_process_loads_only_the_games_of_its_shards_on(store: Store) {
    // Servers 1000 << 22 and 1002 << 22 are on shard 0 of 2; 1001 << 22 on shard 1.
    let guilds = [1000_u64 << 22, 1001 << 22, 1002 << 22];
    let mut ids = vec![];
    for (channel, guild) in guilds.iter().enumerate() {
        let mut c = challenge(alice(), bob(), Color::White);
        c.id = store
            .insert_challenge(*guild, channel as u64 + 1, &c, None, now())
            .await
            .unwrap();
        ids.push(c.id);
        if channel == 1 {
            let mut m = c.accept(bob().id, now()).unwrap();
            store.start_game(&mut m, now()).await.unwrap();
        }
    }
    // A game of shard 1 that no longer replays: only its own process may set
    // it aside.
    store
        .run("UPDATE games SET moves = 'K10 K10' WHERE id = $1", ids[1])
        .await;
    let shard0 = ShardSet::parse("0", 2).unwrap();
    let (active, aside) = store.load_active_in(&shard0).await.unwrap();
    let mut channels: Vec<u64> = active.iter().map(|a| a.channel_id).collect();
    channels.sort();
    assert_eq!(channels, [1, 3]);
    assert!(active.iter().all(|a| shard0.owns(a.guild_id)));
    assert!(aside.is_empty(), "{aside:?}");
    assert_eq!(store.state_of(ids[1]).await, "playing", "untouched");

    let shard1 = ShardSet::parse("1..2", 2).unwrap();
    let (active, aside) = store.load_active_in(&shard1).await.unwrap();
    assert!(active.is_empty(), "{active:?}");
    assert_eq!(aside.iter().map(|s| s.id).collect::<Vec<_>>(), [ids[1]]);
    assert_eq!(store.state_of(ids[1]).await, "set_aside");
    assert_eq!(store.load_active().await.unwrap().0.len(), 2);
}
