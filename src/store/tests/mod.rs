//! The store's tests, by subject. The backend-neutral ones run on SQLite
//! and, when a server is given, on PostgreSQL too (see [`backends`]).

use super::*;
use crate::ai::Level;
use crate::session::{open_challenge, Challenge, ChallengeRequest, Computer};
use crate::shards::ShardSet;
use std::sync::atomic::{AtomicUsize, Ordering};

mod basics;
mod event_progress;
mod events;
mod hill;
mod long_games;
mod offers;
mod play;
mod puzzles;
mod ratings;
mod variants;

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
pub(super) async fn backends() -> Vec<Store> {
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
        on_db!(self, pool => async {
            Ok(sqlx::query_scalar("SELECT state FROM games WHERE id = $1")
                .bind(to_db(id))
                .fetch_one(pool)
                .await?)
        })
        .unwrap()
    }

    /// Runs `sql` with `$1` bound to `id`, on either backend: to damage a
    /// row, or to turn the clock back on one.
    async fn run(&self, sql: &str, id: u64) {
        on_db!(self, pool => async {
            sqlx::query(sql).bind(to_db(id)).execute(pool).await?;
            Ok(())
        })
        .unwrap()
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
            color_chosen: true,
            move_time: MOVE_TIME,
            thread: false,
            rated: true,
            variant: crate::game::Variant::Pente,
            hill: false,
            tournament_rule: true,
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
