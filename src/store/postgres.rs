//! The PostgreSQL backend: one server shared by several bot processes (each
//! serving its own Discord shards). Its migrations are its own, in
//! `migrations-postgres/`, and make the same tables as SQLite's.

use super::StoreError;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::PgPool;
use std::str::FromStr;
use std::time::Duration;

use super::migrations::POSTGRES_MIGRATOR as MIGRATOR;

/// Connects to the server at `url` and brings its tables up to date.
pub async fn open(url: &str) -> Result<PgPool, StoreError> {
    let place = super::Location::Postgres(url.to_string()).to_string();
    let open_error = |source| StoreError::Open {
        place: place.clone(),
        source,
    };
    let options = PgConnectOptions::from_str(url).map_err(open_error)?;
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options)
        .await
        .map_err(open_error)?;
    let has_table: bool = sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL")
        .fetch_one(&pool)
        .await
        .map_err(open_error)?;
    if has_table {
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
