//! `pente-bot web` is read-only: it never migrates or writes the database
//! (SQLite opened read-only, PostgreSQL sessions read-only), and a database
//! whose schema isn't this version's is refused with what to do.

use crate::web::{game, get, link, serve, TempDb, WHITE_FIVE};
use pente_bot::store::{Location, Store};
use sqlx::Connection as _;
use std::process::Command;
use std::time::SystemTime;

#[tokio::test]
async fn the_site_reads_the_database_and_never_writes_it() {
    let db = TempDb::new();
    let writer = Store::connect(&db.location()).await.unwrap();
    let m = game(&writer, 7_201, "Ann", "Bo", &WHITE_FIVE).await;
    let other = game(&writer, 7_202, "Cy", "Di", &["K10"]).await;
    let token = link(&writer, m.id).await;
    let Location::Sqlite(path) = db.location() else {
        unreachable!()
    };
    // Everything the writer wrote goes into the file itself now, so the
    // writer's last connection has nothing left to move there as it closes
    // (that closing ends on SQLite's own thread, after `close` returns).
    let mut last = sqlx::sqlite::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&mut last)
        .await
        .unwrap();
    writer.close().await;
    last.close().await.unwrap();
    let before = std::fs::read(&path).unwrap();

    let site = Store::connect_read_only(&db.location()).await.unwrap();
    let addr = serve(&site, true).await;
    let page = get(addr, &format!("/g/{token}")).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<h1>Ann vs Bo</h1>"));
    let refused = site.game_link(other.id, SystemTime::now()).await;
    assert!(refused.is_err(), "a write through the site's store");
    site.close().await;
    assert!(
        std::fs::read(&path).unwrap() == before,
        "the file is as it was"
    );

    if let Ok(url) = std::env::var("PENTE_TEST_POSTGRES") {
        if url.trim().is_empty() {
            return;
        }
        let Some(url) = crate::common::postgres::fresh_database("web_read_only").await else {
            return;
        };
        let writer = Store::connect(&Location::Postgres(url.clone()))
            .await
            .unwrap();
        let m = game(&writer, 7_203, "Ann", "Bo", &WHITE_FIVE).await;
        let token = link(&writer, m.id).await;
        let other = game(&writer, 7_204, "Cy", "Di", &["K10"]).await;
        let site = Store::connect_read_only(&Location::Postgres(url))
            .await
            .unwrap();
        let addr = serve(&site, true).await;
        assert_eq!(get(addr, &format!("/g/{token}")).await.status, 200);
        let refused = site
            .game_link(other.id, SystemTime::now())
            .await
            .unwrap_err();
        assert!(refused.to_string().contains("read-only"), "{refused}");
    } else {
        eprintln!("web_read_only: PostgreSQL half skipped: PENTE_TEST_POSTGRES is not set");
    }
}

/// `pente-bot web --db PATH`, which must stop at once with an error.
fn refused_by_the_site(path: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["web", "--listen", "127.0.0.1:0", "--db"])
        .arg(path)
        .output()
        .unwrap();
    assert!(!out.status.success(), "it served {}", path.display());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[tokio::test]
async fn a_database_without_this_versions_schema_is_refused_not_migrated() {
    let db = TempDb::new();
    let Location::Sqlite(path) = db.location() else {
        unreachable!()
    };
    // An empty file: no tables at all, and none made.
    std::fs::write(&path, b"").unwrap();
    let text = refused_by_the_site(&path);
    assert!(text.contains("has no pente-bot tables"), "{text}");
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 0, "left empty");

    // A database an older version left: one migration short.
    std::fs::remove_file(&path).unwrap();
    let store = Store::connect(&db.location()).await.unwrap();
    store.close().await;
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let newest: i64 = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&pool)
        .await
        .unwrap();
    sqlx::query("DELETE FROM _sqlx_migrations WHERE version = ?")
        .bind(newest)
        .execute(&pool)
        .await
        .unwrap();
    let text = refused_by_the_site(&path);
    assert!(
        text.contains(&format!("lacks migration {newest}")),
        "{text}"
    );
    let still: i64 = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert!(still < newest, "not migrated");
    pool.close().await;

    let missing = refused_by_the_site(&path.with_file_name("nothing.db"));
    assert!(missing.contains("there is no database at"), "{missing}");
}
