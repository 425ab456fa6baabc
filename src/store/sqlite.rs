//! The SQLite backend: one file, in WAL mode, for a bot on one machine.

use super::StoreError;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use super::migrations::SQLITE_MIGRATOR as MIGRATOR;

/// Opens (creating it if needed) and migrates the file at `path`.
pub async fn open(path: &Path) -> Result<SqlitePool, StoreError> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        // In WAL mode, NORMAL syncs at checkpoints rather than at every
        // commit: a committed move survives the bot crashing or being
        // killed, and only a power cut or an OS crash can lose the last
        // ones (never corrupting the file). FULL waits for the disk at every
        // move: 0.3-4 ms a commit on the development machine, 16 ms at p99
        // while other work used the disk.
        .synchronous(SqliteSynchronous::Normal)
        // Every write is deferred on Discord first, so a busy database
        // may take its time rather than refuse the move.
        .busy_timeout(Duration::from_secs(5))
        .foreign_keys(true);
    open_with(options, path).await
}

/// A private in-memory database (for tests).
pub async fn open_in_memory() -> Result<SqlitePool, StoreError> {
    let options = SqliteConnectOptions::from_str("sqlite::memory:")?;
    open_with(options, Path::new(":memory:")).await
}

async fn open_with(options: SqliteConnectOptions, path: &Path) -> Result<SqlitePool, StoreError> {
    let place = path.display().to_string();
    let open_error = |source| StoreError::Open {
        place: place.clone(),
        source,
    };
    let pool = SqlitePoolOptions::new()
        // In memory, every connection would be a database of its own.
        .max_connections(if path == Path::new(":memory:") { 1 } else { 4 })
        .connect_with(options)
        .await
        .map_err(open_error)?;
    // A migration this version doesn't have means a newer pente-bot wrote
    // the file: refuse rather than guess.
    let has_table: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
    )
    .fetch_one(&pool)
    .await
    .map_err(open_error)?;
    if has_table > 0 {
        let newest: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
            .fetch_one(&pool)
            .await
            .map_err(open_error)?;
        super::refuse_newer(&MIGRATOR, newest, &place)?;
    }
    MIGRATOR
        .run(&pool)
        .await
        .map_err(|source| StoreError::Migrate { place, source })?;
    Ok(pool)
}
