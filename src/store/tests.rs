use super::*;
use crate::session::{open_challenge, ChallengeRequest, Computer};
use std::sync::atomic::{AtomicUsize, Ordering};

const GUILD: u64 = 1_180_000_000_000_000_001;

/// A fresh database file, removed (with its WAL files) when dropped.
struct TempDb(PathBuf);

impl TempDb {
    fn new() -> TempDb {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "pente-store-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDb(dir)
    }
    fn path(&self) -> PathBuf {
        self.0.join("pente.db")
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Now, to the millisecond, as times are stored.
fn now() -> SystemTime {
    from_millis(millis(SystemTime::now()))
}

const MOVE_TIME: Duration = Duration::from_secs(3600);

/// The stores the backend-neutral tests run on: SQLite in memory, and a
/// fresh PostgreSQL database when `PENTE_TEST_POSTGRES` names a server (CI
/// always does; `source .ci/postgres.sh start` starts one). Without it, the
/// PostgreSQL half says it was skipped and why; in CI that is a failure.
async fn backends() -> Vec<Store> {
    let mut stores = vec![Store::open_in_memory().await.unwrap()];
    match std::env::var("PENTE_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => stores.push(fresh_postgres(&url).await),
        _ if std::env::var_os("CI").is_some() => {
            panic!("PENTE_TEST_POSTGRES is not set in CI: .ci/run must start PostgreSQL")
        }
        _ => eprintln!(
            "store tests: PostgreSQL skipped: PENTE_TEST_POSTGRES is not set \
             (`source .ci/postgres.sh start` runs a local server for them)"
        ),
    }
    stores
}

/// A new, empty database on the server at `url`, migrated.
pub(crate) async fn fresh_postgres(url: &str) -> Store {
    use sqlx::Connection;
    static N: AtomicUsize = AtomicUsize::new(0);
    let name = format!(
        "pente_test_{}_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed),
        millis(SystemTime::now())
    );
    let mut admin = sqlx::PgConnection::connect(url).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    let base = url.rsplit_once('/').map_or(url, |(base, _)| base);
    Store::connect(&Location::Postgres(format!("{base}/{name}")))
        .await
        .unwrap()
}

impl Store {
    fn sqlite_pool(&self) -> &sqlx::SqlitePool {
        match &self.db {
            Db::Sqlite(pool) => pool,
            Db::Postgres(_) => panic!("a SQLite-only test got PostgreSQL"),
        }
    }

    async fn state_of(&self, id: u64) -> String {
        on_db!(self, pool => sqlx::query_scalar("SELECT state FROM games WHERE id = $1")
            .bind(to_db(id))
            .fetch_one(pool)
            .await
            .unwrap())
    }
}

fn alice() -> Player {
    Player::new(u64::MAX - 1, "alice")
}
fn bob() -> Player {
    Player::new(2, "bob \"the\" builder")
}

fn challenge(challenger: Player, opponent: Player, color: Color) -> Challenge {
    open_challenge(
        None,
        ChallengeRequest {
            challenger,
            opponent,
            opponent_is_bot: false,
            challenger_color: color,
            move_time: MOVE_TIME,
            thread: false,
            rated: true,
        },
        now(),
        Duration::from_secs(900),
        0,
    )
    .unwrap()
}

/// Plays `moves` in a stored game between `white` and `black`; returns it.
async fn stored_game(
    store: &Store,
    channel: u64,
    white: Player,
    black: Player,
    moves: &str,
) -> Match {
    let mut c = challenge(white.clone(), black.clone(), Color::White);
    c.id = store
        .insert_challenge(GUILD, channel, &c, None, now())
        .await
        .unwrap();
    let mut m = c.accept(black.id, now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    for (i, mv) in moves.split_whitespace().enumerate() {
        let user = if i % 2 == 0 { white.id } else { black.id };
        m.play(user, mv, now()).unwrap();
        store.save_game(&mut m, now()).await.unwrap();
    }
    m
}

const WHITE_FIVE: &str = "K10 A1 K13 A3 K14 A5 K15 A7 K16 A9 K12";
const BLACK_FIVE: &str = "K10 A1 K13 A2 K14 A3 K15 A4 N3 A5";

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

    let tally = store.tally(GUILD).await.unwrap();
    assert_eq!(
        tally,
        Tally {
            white_wins: 2,
            black_wins: 2,
            draws: 0
        }
    );
    assert_eq!(
        store.tally(GUILD + 1).await.unwrap().games(),
        0,
        "other servers are apart"
    );

    let (white, black) = store.player_record(GUILD, alice().id).await.unwrap();
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
    let (white, black) = store.player_record(GUILD, carol.id).await.unwrap();
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
    let (white, _) = store.player_record(GUILD, bot.id).await.unwrap();
    assert_eq!(white.wins, 1, "the bot's games count like anyone's");
}

/// A game in server `guild` between `white` and `black` that ends at once by
/// `loser`'s resignation; returns what saving the end returned.
async fn resigned_game(
    store: &Store,
    guild: u64,
    channel: u64,
    (white, black): (&Player, &Player),
    loser: Color,
    rated: bool,
) -> Option<crate::rating::Change> {
    let mut c = challenge(white.clone(), black.clone(), Color::White);
    c.rated = rated;
    c.id = store
        .insert_challenge(guild, channel, &c, None, now())
        .await
        .unwrap();
    let mut m = c.accept(black.id, SystemTime::now()).unwrap();
    store.start_game(&mut m, now()).await.unwrap();
    m.play(white.id, "K10", now()).unwrap();
    assert_eq!(
        store.save_game(&mut m, SystemTime::now()).await.unwrap(),
        None
    );
    m.resign(m.player(loser).id).unwrap();
    store.save_game(&mut m, SystemTime::now()).await.unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.05
}

#[tokio::test]
async fn a_rated_game_changes_both_ratings_once() {
    for store in backends().await {
        a_rated_game_changes_both_ratings_once_on(store).await;
    }
}

async fn a_rated_game_changes_both_ratings_once_on(store: Store) {
    let m = stored_game(
        &store,
        1,
        alice(),
        bob(),
        "K10 A1 K13 A3 K14 A5 K15 A7 K16 A9",
    )
    .await;
    let mut m = m.clone();
    // The winning move: its save rates the game and says how.
    m.play(alice().id, "K12", now()).unwrap();
    let change = store
        .save_game(&mut m, SystemTime::now())
        .await
        .unwrap()
        .expect("a rated game between people");
    assert!(close(change.white.after.rating, 1662.3), "{change:?}");
    assert!(close(change.black.after.rating, 1337.7), "{change:?}");
    let alice_now = store.rating(GUILD, alice().id).await.unwrap().unwrap();
    assert_eq!(alice_now.rating, change.white.after);
    assert_eq!(
        (alice_now.games, alice_now.player.name.as_str()),
        (1, "alice")
    );
    let bob_now = store.rating(GUILD, bob().id).await.unwrap().unwrap();
    assert_eq!(bob_now.rating, change.black.after);
    assert!(close(bob_now.rating.deviation, 290.3));
    assert_eq!(
        store.rating(GUILD + 1, bob().id).await.unwrap(),
        None,
        "per server"
    );

    // Saving the finished game again is refused and rates nothing.
    assert!(store.save_game(&mut m, SystemTime::now()).await.is_err());
    assert_eq!(
        store.rating(GUILD, alice().id).await.unwrap().unwrap(),
        alice_now
    );
    let rated = store.rated_games().await.unwrap();
    assert_eq!(rated.len(), 1);
    assert_eq!((rated[0].id, rated[0].winner), (m.id, Some(Color::White)));
    assert_eq!(rated[0].change, change);
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history[0].rating_change, Some(change));
    assert_eq!(
        store
            .last_finished_in_channel(1)
            .await
            .unwrap()
            .unwrap()
            .rating_change,
        Some(change)
    );
    assert_eq!(
        store.rating_history(GUILD, bob().id, 50).await.unwrap(),
        vec![change.black.before, change.black.after]
    );
    assert!(store.rating_differences().await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_games_ending_at_the_same_moment_are_rated_one_after_the_other() {
    for store in backends().await {
        rated_games_ending_at_the_same_moment_are_rated_one_after_the_other_on(store).await;
    }
}

/// Games in several channels (processes, on PostgreSQL), all with alice,
/// ending at once: each rating change starts from the one before, and every
/// game gets a place of its own in the order of rating.
async fn rated_games_ending_at_the_same_moment_are_rated_one_after_the_other_on(store: Store) {
    const GAMES: u64 = 8;
    let mut games = Vec::new();
    for channel in 1..=GAMES {
        let opponent = Player::new(100 + channel, format!("p{channel}"));
        games.push(stored_game(&store, channel, alice(), opponent, "K10").await);
    }
    let mut endings = Vec::new();
    for mut m in games {
        let store = store.clone();
        endings.push(tokio::spawn(async move {
            m.resign(m.black.id).unwrap();
            store.save_game(&mut m, SystemTime::now()).await
        }));
    }
    for ending in endings {
        let change = ending.await.unwrap().expect("every end is saved");
        assert!(change.is_some(), "and rated");
    }
    assert_eq!(store.rated_games().await.unwrap().len(), GAMES as usize);
    let alice_now = store.rating(GUILD, alice().id).await.unwrap().unwrap();
    assert_eq!(alice_now.games, GAMES);
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
}

#[tokio::test]
async fn a_failed_write_leaves_neither_the_game_nor_the_ratings_changed() {
    let db = TempDb::new();
    let store = Store::open(&db.path()).await.unwrap();
    let mut m = stored_game(
        &store,
        1,
        alice(),
        bob(),
        "K10 A1 K13 A3 K14 A5 K15 A7 K16 A9",
    )
    .await;
    m.play(alice().id, "K12", now()).unwrap();

    // The game's row is written first; the ratings' write then fails, so the
    // whole transaction must go.
    sqlx::query(
        "CREATE TRIGGER ratings_fail BEFORE INSERT ON ratings \
         BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .execute(store.sqlite_pool())
    .await
    .unwrap();
    let err = store
        .save_game(&mut m, SystemTime::now())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("disk full"), "{err}");
    let unchanged = |store: Store| async move {
        let (active, _) = store.load_active().await.unwrap();
        assert_eq!(active.len(), 1, "the game is still in play");
        let Table::Match(back) = &active[0].table else {
            panic!("{active:?}")
        };
        assert_eq!(back.game.moves().len(), 10, "without the winning move");
        assert!(store.history(GUILD, None, 10).await.unwrap().is_empty());
        assert!(store.leaderboard(GUILD).await.unwrap().is_empty());
        let seq: Option<i64> = sqlx::query_scalar("SELECT MAX(rated_seq) FROM games")
            .fetch_one(store.sqlite_pool())
            .await
            .unwrap();
        assert_eq!(seq, None);
    };
    unchanged(store.clone()).await;
    sqlx::query("DROP TRIGGER ratings_fail")
        .execute(store.sqlite_pool())
        .await
        .unwrap();

    // Another process holds the write lock past the busy timeout.
    let mut other: sqlx::SqliteConnection = sqlx::Connection::connect_with(
        &sqlx::sqlite::SqliteConnectOptions::new().filename(db.path()),
    )
    .await
    .unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    assert!(store.save_game(&mut m, SystemTime::now()).await.is_err());
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    unchanged(store.clone()).await;

    // Once the database works again, the same save finishes and rates it, once.
    let change = store.save_game(&mut m, SystemTime::now()).await.unwrap();
    assert!(change.is_some());
    assert_eq!(store.rated_games().await.unwrap().len(), 1);
    assert_eq!(
        store
            .rating(GUILD, alice().id)
            .await
            .unwrap()
            .unwrap()
            .games,
        1
    );
}

#[tokio::test]
async fn unrated_and_computer_games_change_no_rating() {
    for store in backends().await {
        unrated_and_computer_games_change_no_rating_on(store).await;
    }
}

async fn unrated_and_computer_games_change_no_rating_on(store: Store) {
    let change = resigned_game(&store, GUILD, 1, (&alice(), &bob()), Color::White, false).await;
    assert_eq!(change, None);
    // Read back after a restart, the challenge stays unrated.
    let mut c = challenge(alice(), bob(), Color::White);
    c.rated = false;
    c.id = store
        .insert_challenge(GUILD, 2, &c, None, now())
        .await
        .unwrap();
    let (active, _) = store.load_active().await.unwrap();
    let Table::Challenge(back) = &active[0].table else {
        panic!("{active:?}")
    };
    assert!(!back.rated);
    store
        .start_game(&mut c.accept(bob().id, now()).unwrap(), now())
        .await
        .unwrap();
    let (active, _) = store.load_active().await.unwrap();
    let Table::Match(m) = &active[0].table else {
        panic!("{active:?}")
    };
    assert!(!m.rated);

    let bot = Player::new(42, "Pente (easy)");
    let mut m = Match::new(0, bot.clone(), alice(), MOVE_TIME);
    m.computer = Some(Computer {
        color: Color::White,
        level: Level::Easy,
    });
    m.rated = false;
    m.id = store
        .start_computer_game(GUILD, 3, &m, None, now())
        .await
        .unwrap();
    m.play_computer("K10".parse().unwrap(), now()).unwrap();
    m.resign(alice().id).unwrap();
    assert_eq!(
        store.save_game(&mut m, SystemTime::now()).await.unwrap(),
        None
    );
    // Even a game against the computer marked rated is not.
    let mut m = Match::new(0, bot, bob(), MOVE_TIME);
    m.computer = Some(Computer {
        color: Color::White,
        level: Level::Easy,
    });
    m.id = store
        .start_computer_game(GUILD, 4, &m, None, now())
        .await
        .unwrap();
    m.resign(bob().id).unwrap();
    assert_eq!(
        store.save_game(&mut m, SystemTime::now()).await.unwrap(),
        None
    );

    assert!(store.leaderboard(GUILD).await.unwrap().is_empty());
    assert!(store.rated_games().await.unwrap().is_empty());
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history.len(), 3);
    assert!(history.iter().all(|g| g.rating_change.is_none()));
    // They still count in the record and the results.
    let (_, black) = store.player_record(GUILD, alice().id).await.unwrap();
    assert_eq!(black.losses, 1);
    use crate::rating::Score;
    assert_eq!(
        store.player_results(GUILD, alice().id).await.unwrap(),
        vec![Score::Loss, Score::Loss]
    );
}

/// A small deterministic generator (xorshift), for random games that are the
/// same on every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[tokio::test]
async fn recomputing_after_hundreds_of_random_games_agrees_with_the_stored_ratings() {
    let store = Store::open_in_memory().await.unwrap();
    let players: Vec<Player> = (1..=9).map(|i| Player::new(i, format!("p{i}"))).collect();
    let guilds = [GUILD, GUILD + 1, GUILD + 2];
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
    let mut rated = 0;
    for channel in 0..300 {
        let guild = guilds[dice.below(3) as usize];
        let white = &players[dice.below(9) as usize];
        let mut black = &players[dice.below(9) as usize];
        if black == white {
            black = &players[(white.id % 9) as usize];
        }
        let loser = if dice.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let is_rated = dice.below(10) != 0;
        let change = resigned_game(&store, guild, channel, (white, black), loser, is_rated).await;
        assert_eq!(change.is_some(), is_rated);
        if let Some(change) = change {
            rated += 1;
            assert!(change.step(loser).delta() <= 0, "{change:?}");
            assert!(change.step(loser.opponent()).delta() >= 0, "{change:?}");
        }
    }
    let games = store.rated_games().await.unwrap();
    assert_eq!(games.len(), rated);
    assert!(rated > 200, "{rated}");
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);

    // Every game counted once per player.
    let boards = store.leaderboards().await.unwrap();
    assert_eq!(boards.len(), 3);
    let counted: u64 = boards.iter().flat_map(|(_, b)| b).map(|p| p.games).sum();
    assert_eq!(counted, 2 * rated as u64);
    // Each player's history links up: every game starts where the last ended.
    for p in &players {
        let history = store.rating_history(GUILD, p.id, 50).await.unwrap();
        if let Some(last) = history.last() {
            let stored = store.rating(GUILD, p.id).await.unwrap().unwrap();
            assert_eq!(*last, stored.rating);
            assert!(history.len() <= 51);
        }
    }

    // A tampered rating is found.
    sqlx::query("UPDATE ratings SET rating = rating + 1 WHERE player_id = 3 AND guild_id = ?")
        .bind(to_db(GUILD))
        .execute(store.sqlite_pool())
        .await
        .unwrap();
    let differences = store.rating_differences().await.unwrap();
    assert_eq!(differences.len(), 1, "{differences:?}");
    assert_eq!(differences[0].player.id, 3);
    let (stored, again) = (
        differences[0].stored.unwrap(),
        differences[0].recomputed.unwrap(),
    );
    assert!(close(stored.rating - again.rating, 1.0));
}

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
    assert_eq!(store.tally(GUILD).await.unwrap().games(), 1);
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
    on_db!(&store, pool => sqlx::query("UPDATE games SET moves = 'K10 K10' WHERE id = $1")
        .bind(to_db(ids[1]))
        .execute(pool)
        .await
        .map(|_| ())
        .unwrap());
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
