//! The database opened for reading only, for the website run apart from the
//! bot (`pente-bot web`): never migrated, never written. SQLite is opened
//! read-only (no file created, no journal mode set); every PostgreSQL
//! session has `default_transaction_read_only` on, so a read-only role will
//! do. The schema must be exactly the one this version knows: an older one
//! is the bot's to bring up to date, a newer one this version can't read.

use super::migrations::{POSTGRES_MIGRATOR, SQLITE_MIGRATOR};
use super::{Db, Location, Store, StoreError};
use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

/// One applied migration as `_sqlx_migrations` records it: version, success.
type Applied = (i64, bool);

impl Store {
    /// Opens the database for reading only, refusing (with what to do) a
    /// missing, older or newer schema.
    pub async fn connect_read_only(location: &Location) -> Result<Store, StoreError> {
        let place = location.to_string();
        let open_error = |source| StoreError::Open {
            place: place.clone(),
            source,
        };
        let store = match location {
            Location::Sqlite(path) => {
                let pool = SqlitePoolOptions::new()
                    .max_connections(4)
                    .connect_with(sqlite_options(path))
                    .await
                    .map_err(open_error)?;
                let table: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
                )
                .fetch_one(&pool)
                .await
                .map_err(open_error)?;
                let applied = match table {
                    0 => None,
                    _ => Some(
                        sqlx::query_as::<_, Applied>(
                            "SELECT version, success FROM _sqlx_migrations",
                        )
                        .fetch_all(&pool)
                        .await
                        .map_err(open_error)?,
                    ),
                };
                check_schema(&SQLITE_MIGRATOR, applied.as_deref(), &place)?;
                Store::on(Db::Sqlite(pool))
            }
            Location::Postgres(url) => {
                let options = PgConnectOptions::from_str(url)
                    .map_err(open_error)?
                    .options([("default_transaction_read_only", "on")]);
                let pool = PgPoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(10))
                    .connect_with(options)
                    .await
                    .map_err(open_error)?;
                let table: bool =
                    sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL")
                        .fetch_one(&pool)
                        .await
                        .map_err(open_error)?;
                let applied = match table {
                    false => None,
                    true => Some(
                        sqlx::query_as::<_, Applied>(
                            "SELECT version, success FROM _sqlx_migrations",
                        )
                        .fetch_all(&pool)
                        .await
                        .map_err(open_error)?,
                    ),
                };
                check_schema(&POSTGRES_MIGRATOR, applied.as_deref(), &place)?;
                Store::on(Db::Postgres(pool))
            }
        };
        Ok(store)
    }
}

fn sqlite_options(path: &Path) -> SqliteConnectOptions {
    SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .create_if_missing(false)
        // The bot may be writing: wait for it rather than fail a page.
        .busy_timeout(Duration::from_secs(5))
}

/// Whether the applied migrations (`None`: no migration table at all) are
/// exactly the ones `migrator` has.
fn check_schema(
    migrator: &Migrator,
    applied: Option<&[Applied]>,
    place: &str,
) -> Result<(), StoreError> {
    let refuse = |reason: String| {
        Err(StoreError::ReadOnly {
            place: place.to_string(),
            reason,
        })
    };
    let Some(applied) = applied else {
        return refuse(
            "it has no pente-bot tables (the website never creates them): start the bot on it \
             first (`pente-bot run`)"
                .to_string(),
        );
    };
    if let Some((version, _)) = applied.iter().find(|(_, success)| !success) {
        return refuse(format!(
            "its migration {version} was left unfinished: start the bot on it to finish it"
        ));
    }
    let newest = applied.iter().map(|(v, _)| *v).max();
    super::refuse_newer(migrator, newest, place)?;
    let missing = migrator
        .iter()
        .map(|m| m.version)
        .find(|v| !applied.iter().any(|(a, _)| a == v));
    if let Some(version) = missing {
        return refuse(format!(
            "it was written by an older pente-bot (it lacks migration {version}): start this \
             version's bot on it once (`pente-bot run`), which brings it up to date; the website \
             never changes the database"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(migrator: &Migrator) -> Vec<Applied> {
        migrator.iter().map(|m| (m.version, true)).collect()
    }

    fn reason(result: Result<(), StoreError>) -> String {
        result.unwrap_err().to_string()
    }

    #[test]
    fn only_the_schema_this_version_knows_is_served() {
        let known = all(&SQLITE_MIGRATOR);
        assert!(check_schema(&SQLITE_MIGRATOR, Some(&known), "db").is_ok());

        let none = reason(check_schema(&SQLITE_MIGRATOR, None, "db"));
        assert!(none.contains("has no pente-bot tables"), "{none}");

        let older = &known[..known.len() - 1];
        let newest = known.last().unwrap().0;
        let text = reason(check_schema(&SQLITE_MIGRATOR, Some(older), "db"));
        assert!(
            text.contains(&format!("lacks migration {newest}")) && text.contains("older"),
            "{text}"
        );

        let mut newer = known.clone();
        newer.push((newest + 1_000, true));
        let text = reason(check_schema(&SQLITE_MIGRATOR, Some(&newer), "db"));
        assert!(text.contains("newer version"), "{text}");

        let mut broken = known.clone();
        broken.last_mut().unwrap().1 = false;
        let text = reason(check_schema(&SQLITE_MIGRATOR, Some(&broken), "db"));
        assert!(text.contains("unfinished"), "{text}");

        let pg = all(&POSTGRES_MIGRATOR);
        assert!(check_schema(&POSTGRES_MIGRATOR, Some(&pg), "db").is_ok());
    }
}
