//! Who may keep a page open, and how much of the site one client may take:
//! live pages end when what let them in goes (a server unpublished or its
//! slug moved), a page joining late never keeps a move from the others,
//! live pages are limited per client, and what a shared link carries
//! besides (tracking parameters) is ignored.

use crate::web::{
    backends, game, get, link, play, read_until, request, serve, TempDb, GUILD, WHITE_FIVE,
};
use pente_bot::store::Store;
use std::net::SocketAddr;
use std::time::SystemTime;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;

/// An event stream asked for at `path` (with `extra` headers), its answer's
/// head read.
async fn open(addr: SocketAddr, path: &str, extra: &str) -> (TcpStream, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: localhost\r\n{extra}\r\n").as_bytes())
        .await
        .unwrap();
    let mut seen = String::new();
    read_until(&mut stream, &mut seen, "\r\n\r\n").await;
    (stream, seen)
}

/// Reads until the answer's last chunk: the server ended the stream.
async fn read_to_its_end(stream: &mut TcpStream, seen: &mut String) {
    read_until(stream, seen, "0\r\n\r\n").await;
}

#[tokio::test]
async fn unpublishing_ends_the_live_pages_let_in_under_the_slug() {
    for (store, _db) in backends("web_unpublish_live").await {
        let now = SystemTime::now();
        let mut m = game(&store, 8_301, "Ann", "Bo", &["K10", "L11"]).await;
        store.publish_server(GUILD, "club", 1, now).await.unwrap();
        let addr = serve(&store, true).await;
        let (mut board, mut seen_board) = open(addr, &format!("/s/club/g/{}/live", m.id), "").await;
        read_until(&mut board, &mut seen_board, "</section>").await;
        let (mut cards, mut seen_cards) = open(addr, "/s/club/live", "").await;
        read_until(&mut cards, &mut seen_cards, "White: K10. Black: L11.").await;

        // The slug leaked: a moderator takes the pages down and publishes
        // them again under another. A move follows.
        store.unpublish_server(GUILD).await.unwrap();
        store
            .publish_server(GUILD, "new-secret", 1, now)
            .await
            .unwrap();
        play(&store, &mut m, "K14").await;
        seen_board.clear();
        read_to_its_end(&mut board, &mut seen_board).await;
        assert!(!seen_board.contains("K14"), "{seen_board}");
        seen_cards.clear();
        read_to_its_end(&mut cards, &mut seen_cards).await;
        assert!(!seen_cards.contains("new-secret"), "{seen_cards}");

        // Without any move: the pages end all the same, within seconds.
        let (mut board, mut seen_board) =
            open(addr, &format!("/s/new-secret/g/{}/live", m.id), "").await;
        read_until(&mut board, &mut seen_board, "</section>").await;
        let (mut cards, mut seen_cards) = open(addr, "/s/new-secret/live", "").await;
        read_until(&mut cards, &mut seen_cards, "K14").await;
        store.unpublish_server(GUILD).await.unwrap();
        read_to_its_end(&mut board, &mut seen_board).await;
        read_to_its_end(&mut cards, &mut seen_cards).await;
    }
}

#[tokio::test]
async fn a_page_joining_right_after_a_move_never_keeps_it_from_the_others() {
    // A site apart from the bot (two stores on one SQLite file): it hears
    // a move up to a second late, the window in which a page joins.
    let db = TempDb::new();
    let bot = Store::connect(&db.location()).await.unwrap();
    let site = Store::connect(&db.location()).await.unwrap();
    let mut m = game(&bot, 8_311, "Ann", "Bo", &["K10", "L11"]).await;
    let token = link(&bot, m.id).await;
    let addr = serve(&site, true).await;
    let live = format!("/g/{token}/live");
    let (mut first, mut seen) = open(addr, &live, "").await;
    read_until(&mut first, &mut seen, "</section>").await;
    seen.clear();

    play(&bot, &mut m, "O14").await;
    // Another page joins at once and sees the move in its own first read.
    let (mut late, mut seen_late) = open(addr, &live, "").await;
    read_until(&mut late, &mut seen_late, "O14").await;
    // The page that was there is sent the move too.
    read_until(&mut first, &mut seen, "O14").await;
}

#[tokio::test]
async fn live_pages_are_limited_per_client_and_refused_politely() {
    let (store, _db) = backends("web_live_limit").await.remove(0);
    let m = game(&store, 8_321, "Ann", "Bo", &["K10", "L11"]).await;
    let token = link(&store, m.id).await;
    let addr = serve(&store, true).await;
    let live = format!("/g/{token}/live");
    let mut open_pages = Vec::new();
    for _ in 0..16 {
        let (mut stream, mut seen) = open(addr, &live, "").await;
        read_until(&mut stream, &mut seen, "event: game").await;
        open_pages.push(stream);
    }
    let refused = request(addr, "GET", &live, &[]).await;
    assert_eq!(refused.status, 429, "{}", refused.text());
    assert!(refused.text().contains("Too many live pages"));
    assert!(!refused.text().contains("database"), "{}", refused.text());
    assert!(!refused.header("retry-after").is_empty());

    // Behind a reverse proxy on this machine, each client is the address
    // the proxy saw (the last one it appended).
    let (mut other, mut seen) =
        open(addr, &live, "X-Forwarded-For: 192.0.2.1, 203.0.113.9\r\n").await;
    assert!(seen.starts_with("HTTP/1.1 200"), "{seen}");
    read_until(&mut other, &mut seen, "event: game").await;
    // A game page and the site's other pages stay open to the first.
    assert_eq!(get(addr, &format!("/g/{token}")).await.status, 200);
    drop(open_pages);
}

#[tokio::test]
async fn what_a_shared_link_carries_besides_is_ignored() {
    for (store, _db) in backends("web_tracking").await {
        let m = game(&store, 8_331, "Ann", "Bo", &WHITE_FIVE).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let page = get(addr, &format!("/g/{token}?fbclid=IwAR0abc")).await;
        assert_eq!(page.status, 200);
        assert!(page.text().contains("White wins — five in a row"));
        let third = get(
            addr,
            &format!("/g/{token}?utm_source=news&at=3&utm_medium=mail"),
        )
        .await;
        assert_eq!(third.status, 200);
        assert!(third.text().contains("White: K10, K13. Black: A1."));
        for part in ["record.txt", "game.gif"] {
            let path = format!("/g/{token}/{part}?utm_source=news");
            assert_eq!(get(addr, &path).await.status, 200, "{path}");
        }
        store
            .publish_server(GUILD, "club", 1, SystemTime::now())
            .await
            .unwrap();
        let path = format!("/s/club/g/{}?fbclid=x", m.id);
        assert_eq!(get(addr, &path).await.status, 200, "{path}");
        // A position that doesn't exist is still not found.
        for path in [
            format!("/g/{token}?at=x"),
            format!("/g/{token}?at=1&at=2"),
            format!("/g/{token}?at=99"),
        ] {
            assert_eq!(get(addr, &path).await.status, 404, "{path}");
        }
    }
}

#[tokio::test]
async fn metrics_are_not_on_the_public_site_by_default() {
    let (store, _db) = backends("web_metrics_private").await.remove(0);
    let config = pente_bot::config::Config::default();
    let options = pente_bot::web::Options::of(&config);
    assert!(options.links);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let site = pente_bot::web::Site::new(store.clone(), options);
    tokio::spawn(pente_bot::web::serve(listener, site));
    assert_eq!(get(addr, "/metrics").await.status, 404);
    assert_eq!(get(addr, "/healthz").await.status, 200);
}
