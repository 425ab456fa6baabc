//! The site's own limits, seen from inside: what a visitor can't hold.

use super::{server, Options, Site, PAGE_MAKERS};
use crate::store::{Location, Store};
use axum::extract::{Path, State};
use std::sync::Arc;
use std::time::SystemTime;

#[tokio::test]
async fn pages_wait_for_a_turn_and_are_answered_busy_when_none_comes() {
    let dir = std::env::temp_dir().join(format!("pente-web-turns-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::connect(&Location::Sqlite(dir.join("pente.db")))
        .await
        .unwrap();
    store
        .publish_server(1, "club", 2, SystemTime::now())
        .await
        .unwrap();
    let site = Site::new(
        store.clone(),
        Options {
            links: true,
            metrics: false,
        },
    );
    // Every turn is taken, as by a crawler's burst of pages being made.
    let taken = Arc::clone(&site.makers)
        .acquire_many_owned(PAGE_MAKERS as u32)
        .await
        .unwrap();
    let page = server::server_page(State(site.clone()), Path("club".to_string())).await;
    assert_eq!(page.status(), 503, "no more of the pool's connections");
    // The bot's writes go on meanwhile.
    store
        .publish_server(3, "other", 4, SystemTime::now())
        .await
        .unwrap();
    drop(taken);
    let page = server::server_page(State(site.clone()), Path("club".to_string())).await;
    assert_eq!(page.status(), 200);
    store.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
