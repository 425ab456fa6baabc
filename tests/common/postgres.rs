//! A fresh PostgreSQL database for an end-to-end test, on the server named by
//! `PENTE_TEST_POSTGRES` (`.ci/postgres.sh start` runs one and sets it).

use sqlx::Connection;
use std::time::{SystemTime, UNIX_EPOCH};

/// The URL of a new, empty database for `test`; None (said on stderr) when no server is
/// configured. CI must never skip: there, a missing server is a failure.
pub async fn fresh_database(test: &str) -> Option<String> {
    let url = match std::env::var("PENTE_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => url,
        _ if std::env::var_os("CI").is_some() => {
            panic!("PENTE_TEST_POSTGRES is not set in CI: .ci/run must start PostgreSQL")
        }
        _ => {
            eprintln!(
                "{test}: skipped: it needs PostgreSQL and PENTE_TEST_POSTGRES is not set \
                 (`source .ci/postgres.sh start` runs a local server)"
            );
            return None;
        }
    };
    let millis = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let name = format!("pente_e2e_{test}_{}_{millis}", std::process::id());
    let mut admin = sqlx::PgConnection::connect(&url)
        .await
        .unwrap_or_else(|e| panic!("connecting to PENTE_TEST_POSTGRES: {e}"));
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
    Some(format!("{base}/{name}"))
}
