//! The website's routes on a real database (SQLite; PostgreSQL too where
//! `PENTE_TEST_POSTGRES` is set): the site is served on a local port and
//! asked over HTTP, as a browser would.

use pente_bot::game::Color;
use pente_bot::session::{Challenge, Match, Player};
use pente_bot::store::{Location, Store};
use pente_bot::web::{Options, Site};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, SystemTime};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

pub const GUILD: u64 = 1_190_000_000_000_000_001;
pub const ANN: u64 = 200_000_000_000_000_001;
pub const BO: u64 = 200_000_000_000_000_002;

/// A fresh SQLite file in a folder removed when dropped.
pub struct TempDb(std::path::PathBuf);

impl TempDb {
    pub fn new() -> TempDb {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "pente-web-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDb(dir)
    }

    pub fn location(&self) -> Location {
        Location::Sqlite(self.0.join("pente.db"))
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The stores these tests run on: SQLite, and PostgreSQL where a server is
/// named (the second item keeps the SQLite file alive).
pub async fn backends(test: &str) -> Vec<(Store, Option<TempDb>)> {
    let db = TempDb::new();
    let mut stores = vec![(Store::connect(&db.location()).await.unwrap(), Some(db))];
    if std::env::var("PENTE_TEST_POSTGRES").is_ok_and(|u| !u.trim().is_empty()) {
        if let Some(url) = crate::common::postgres::fresh_database(test).await {
            stores.push((
                Store::connect(&Location::Postgres(url)).await.unwrap(),
                None,
            ));
        }
    } else {
        eprintln!("{test}: PostgreSQL half skipped: PENTE_TEST_POSTGRES is not set");
    }
    stores
}

/// The site over `store`, served on a free local port.
pub async fn serve(store: &Store, links: bool) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let site = Site::new(
        store.clone(),
        Options {
            links,
            metrics: true,
        },
    );
    tokio::spawn(pente_bot::web::serve(listener, site));
    addr
}

/// A game between `white` and `black` (ids `ANN` and `BO`), started and
/// played through `moves` as the bot would write it.
pub async fn game(store: &Store, channel: u64, white: &str, black: &str, moves: &[&str]) -> Match {
    let now = SystemTime::now();
    let mut c = Challenge {
        id: 0,
        challenger: Player::new(ANN, white),
        opponent: Player::new(BO, black),
        challenger_color: Color::White,
        expires_at: now + Duration::from_secs(3600),
        message_id: None,
        rated: true,
        move_time: Duration::from_secs(86_400),
        version: 0,
        thread: false,
        variant: pente_bot::game::Variant::Pente,
        hill: false,
        tournament_rule: true,
    };
    c.id = store
        .insert_challenge(GUILD, channel, &c, None, now)
        .await
        .unwrap();
    let mut m = c.accept(BO, now).unwrap();
    store.start_game(&mut m, now).await.unwrap();
    for mv in moves {
        play(store, &mut m, mv).await;
    }
    m
}

pub async fn play(store: &Store, m: &mut Match, mv: &str) {
    let now = SystemTime::now();
    let mover = m.player(m.game.placer()).id;
    m.play(mover, mv, now).unwrap();
    store.save_game(m, now).await.unwrap();
}

/// White makes five in column K; Black plays along the edge.
pub const WHITE_FIVE: [&str; 11] = [
    "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
];

pub struct Answer {
    pub status: u16,
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }
}

/// One HTTP/1.1 request, read to its end.
pub async fn request(addr: SocketAddr, method: &str, path: &str, extra: &[(&str, &str)]) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
    for (k, v) in extra {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), stream.read_to_end(&mut raw))
        .await
        .expect("an answer")
        .unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: HashMap<String, String> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    if headers
        .get("transfer-encoding")
        .is_some_and(|t| t == "chunked")
    {
        body = dechunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = raw.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(std::str::from_utf8(&raw[..end]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            break;
        }
        out.extend_from_slice(&raw[end + 2..end + 2 + size]);
        raw = &raw[end + 2 + size + 2..];
    }
    out
}

pub async fn get(addr: SocketAddr, path: &str) -> Answer {
    request(addr, "GET", path, &[]).await
}

/// The token of a game's link, as the bot makes it.
pub async fn link(store: &Store, id: u64) -> String {
    store.game_link(id, SystemTime::now()).await.unwrap()
}

fn shown_stones(html: &str) -> usize {
    html.matches("class=\"st on").count()
}

#[tokio::test]
async fn a_finished_game_has_its_page_with_board_moves_and_downloads() {
    for (store, _db) in backends("web_finished").await {
        let m = game(&store, 7_001, "Ann", "Bo", &WHITE_FIVE).await;
        assert!(m.is_over());
        let token = link(&store, m.id).await;
        assert_eq!(link(&store, m.id).await, token, "one link per game");
        let addr = serve(&store, true).await;

        let page = get(addr, &format!("/g/{token}")).await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<h1>Ann vs Bo</h1>"), "{html}");
        assert!(html.contains("<svg"));
        assert_eq!(shown_stones(&html), 11);
        assert!(html.contains("class=\"five\""), "the winning line");
        assert!(html.contains("White wins — five in a row"));
        assert!(html.contains("href=\"?at=3#3\""), "a link per move");
        assert!(html.contains("aria-labelledby=\"board-title\""));
        assert!(html.contains(&format!("/g/{token}/record.txt")));
        assert!(page
            .header("content-security-policy")
            .contains("script-src 'self'"));
        assert!(!page
            .header("content-security-policy")
            .contains("unsafe-inline"));
        assert!(!html.contains("<script>"), "no inline script");
        assert_eq!(page.header("referrer-policy"), "no-referrer");
        assert!(page.header("cache-control").contains("immutable"));
        assert!(!page.headers.contains_key("set-cookie"));
        let etag = page.header("etag").to_string();
        assert!(etag.starts_with('"'));
        let again = request(
            addr,
            "GET",
            &format!("/g/{token}"),
            &[("If-None-Match", &etag)],
        )
        .await;
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());

        // The position after three stones, without JavaScript.
        let third = get(addr, &format!("/g/{token}?at=3")).await;
        assert_eq!(third.status, 200);
        let html = third.text();
        assert_eq!(shown_stones(&html), 3);
        assert!(html.contains("data-at=\"3\""));
        assert!(
            html.contains("White: K10, K13. Black: A1."),
            "the text alternative"
        );
        assert!(
            html.contains("class=\"five off\""),
            "the line waits for the end"
        );

        let record = get(addr, &format!("/g/{token}/record.txt")).await;
        assert_eq!(record.status, 200);
        let text = record.text();
        assert!(
            text.contains("[Player 1 Name \"Ann\"]") && text.contains("[Player 2 Name \"Bo\"]"),
            "{text}"
        );
        assert!(text.contains("K10") && text.contains("K12"));
        assert!(record.header("content-disposition").contains("attachment"));
        let gif = get(addr, &format!("/g/{token}/game.gif")).await;
        assert_eq!(gif.status, 200);
        assert!(gif.body.starts_with(b"GIF89a"));
        assert_eq!(gif.header("content-type"), "image/gif");
        let etag = gif.header("etag").to_string();
        let again = request(
            addr,
            "GET",
            &format!("/g/{token}/game.gif"),
            &[("If-None-Match", &etag)],
        )
        .await;
        assert_eq!(again.status, 304, "not drawn again");
        // A game over is not followed: 204 tells the browser not to come back.
        let live = get(addr, &format!("/g/{token}/live")).await;
        assert_eq!(live.status, 204);

        // Resigning a game in play: how it ended is said.
        let mut other = game(&store, 7_002, "Cy", "Di", &["K10", "L11"]).await;
        other.resign(BO).unwrap();
        store
            .save_game(&mut other, SystemTime::now())
            .await
            .unwrap();
        let token = link(&store, other.id).await;
        let html = get(addr, &format!("/g/{token}")).await.text();
        assert!(html.contains("Black resigned — White wins"), "{html}");
    }
}

#[tokio::test]
async fn a_game_in_play_says_whose_move_and_is_not_cached() {
    for (store, _db) in backends("web_in_play").await {
        let m = game(&store, 7_011, "Ann", "Bo", &["K10", "L11", "K14"]).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let page = get(addr, &format!("/g/{token}")).await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(
            html.contains("<strong>Bo</strong> (Black) to move"),
            "{html}"
        );
        assert!(html.contains(&format!("data-live=\"/g/{token}/live\"")));
        assert_eq!(shown_stones(&html), 3);
        assert_eq!(page.header("cache-control"), "no-cache");
        let record = get(addr, &format!("/g/{token}/record.txt")).await;
        assert!(record.text().contains("K14"));
    }
}

#[tokio::test]
async fn unknown_guessed_and_malformed_addresses_are_the_same_404() {
    let (store, _db) = backends("web_404").await.remove(0);
    let m = game(&store, 7_021, "Ann", "Bo", &["K10"]).await;
    let token = link(&store, m.id).await;
    let addr = serve(&store, true).await;
    let guessed = pente_bot::store::new_token().unwrap();
    let plain = get(addr, "/nothing-here").await;
    assert_eq!(plain.status, 404);
    for path in [
        "/".to_string(),
        format!("/g/{guessed}"),
        format!("/g/{}", &token[..31]),
        format!("/g/{}", token.to_uppercase()),
        format!("/g/{token}/"),
        format!("/g/{token}?at=2"),
        format!("/g/{token}?at=-1"),
        format!("/g/{token}?at=x"),
        format!("/g/{token}/nothing"),
        format!("/g/{guessed}/record.txt"),
        "/g/%00".to_string(),
        "/g/%FF".to_string(),
        "/s/%FF".to_string(),
        "/s/%FF/p/1".to_string(),
        "/s/club/p/%C0".to_string(),
        "/static/%FF".to_string(),
        "/s/nobody".to_string(),
        format!("/s/nobody/g/{}", m.id),
        "/static/secret.txt".to_string(),
    ] {
        let answer = get(addr, &path).await;
        assert_eq!(answer.status, 404, "{path}");
        assert_eq!(answer.body, plain.body, "{path}: the same plain 404");
    }
    let post = request(
        addr,
        "POST",
        &format!("/g/{token}"),
        &[("Content-Length", "0")],
    )
    .await;
    assert_eq!(post.status, 404, "no write endpoints");
    assert_eq!(get(addr, &format!("/g/{token}?at=1")).await.status, 200);
}

#[tokio::test]
async fn links_turned_off_answer_404_for_every_game() {
    let (store, _db) = backends("web_links_off").await.remove(0);
    let m = game(&store, 7_031, "Ann", "Bo", &WHITE_FIVE).await;
    let token = link(&store, m.id).await;
    let addr = serve(&store, false).await;
    assert_eq!(get(addr, &format!("/g/{token}")).await.status, 404);
    assert_eq!(
        get(addr, &format!("/g/{token}/record.txt")).await.status,
        404
    );
    assert_eq!(get(addr, "/healthz").await.status, 200, "the site stays up");
}

#[tokio::test]
async fn names_players_typed_are_shown_as_text() {
    for (store, _db) in backends("web_escape").await {
        let hostile = "<script>alert(1)</script>";
        let m = game(&store, 7_041, hostile, "\"Bo\" & <b>co</b>", &WHITE_FIVE).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let html = get(addr, &format!("/g/{token}")).await.text();
        assert!(!html.contains(hostile), "{html}");
        assert!(!html.contains("<b>co</b>"));
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        let record = get(addr, &format!("/g/{token}/record.txt")).await;
        assert_eq!(record.header("content-type"), "text/plain; charset=utf-8");
    }
}

#[tokio::test]
async fn healthz_is_503_when_the_database_is_gone() {
    let (store, _db) = backends("web_health").await.remove(0);
    let addr = serve(&store, true).await;
    let up = get(addr, "/healthz").await;
    assert_eq!(up.status, 200);
    store.close().await;
    let down = get(addr, "/healthz").await;
    assert_eq!(down.status, 503);
    assert!(
        !down.text().contains("sqlite"),
        "nothing of the error is shown"
    );
}

/// Reads the event stream until `want` shows in it.
pub async fn read_until(stream: &mut tokio::net::TcpStream, seen: &mut String, want: &str) {
    let mut buf = [0u8; 8192];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !seen.contains(want) {
        let n = tokio::time::timeout_at(deadline, stream.read(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("no {want:?} in the stream: {seen}"))
            .unwrap();
        assert!(n > 0, "the stream ended: {seen}");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
}

#[tokio::test]
async fn a_live_page_is_sent_every_move() {
    for (store, _db) in backends("web_live").await {
        let mut m = game(&store, 7_051, "Ann", "Bo", &["K10", "L11"]).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream
            .write_all(
                format!("GET /g/{token}/live HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
                    .as_bytes(),
            )
            .await
            .unwrap();
        let mut seen = String::new();
        read_until(&mut stream, &mut seen, "text/event-stream").await;
        read_until(&mut stream, &mut seen, "event: game").await;
        // The whole first event (it ends with the move list).
        read_until(&mut stream, &mut seen, "</section>").await;
        assert!(seen.contains("L11"), "the game as it stands first");
        seen.clear();
        play(&store, &mut m, "O14").await;
        read_until(&mut stream, &mut seen, "O14").await;
        let start = seen.find("O14").unwrap();
        let mut rest = seen.split_off(start);
        read_until(&mut stream, &mut rest, "</section>").await;
        let seen = rest;
        assert!(
            seen.contains("<strong>Bo</strong> (Black) to move"),
            "{seen}"
        );
    }
}

#[tokio::test]
async fn a_site_apart_from_the_bot_hears_moves_on_sqlite_too() {
    // Two stores on one file are two processes' worth of connections: the
    // site's hears the other's writes through SQLite itself.
    let db = TempDb::new();
    let bot = Store::connect(&db.location()).await.unwrap();
    let site = Store::connect(&db.location()).await.unwrap();
    let mut m = game(&bot, 7_061, "Ann", "Bo", &["K10", "L11"]).await;
    let token = link(&bot, m.id).await;
    let addr = serve(&site, true).await;
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("GET /g/{token}/live HTTP/1.1\r\nHost: localhost\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut seen = String::new();
    read_until(&mut stream, &mut seen, "event: game").await;
    read_until(&mut stream, &mut seen, "</section>").await;
    seen.clear();
    play(&bot, &mut m, "O14").await;
    read_until(&mut stream, &mut seen, "O14").await;
    assert_eq!(seen.matches("event: game").count(), 1, "sent once: {seen}");
}

#[tokio::test]
async fn metrics_count_requests_by_route_never_by_link() {
    let (store, _db) = backends("web_metrics").await.remove(0);
    let m = game(&store, 7_071, "Ann", "Bo", &["K10", "L11"]).await;
    let token = link(&store, m.id).await;
    assert!(pente_bot::web::metrics::install().is_some());
    let addr = serve(&store, true).await;
    assert_eq!(get(addr, &format!("/g/{token}")).await.status, 200);
    let metrics = get(addr, "/metrics").await;
    assert_eq!(metrics.status, 200);
    let text = metrics.text();
    assert!(text.contains("pente_games_in_play"), "{text}");
    assert!(
        text.contains("pente_web_requests_total{route=\"/g/{token}\",status=\"200\"}"),
        "{text}"
    );
    assert!(!text.contains(&token), "a link never shows in the metrics");
    assert!(text.contains("pente_live_watchers"));
}

/// The page at `path` once it shows `want` (a write the site hears of
/// through its change feed, a moment after it is made), or as it stands
/// after ten seconds.
pub async fn page_showing(addr: SocketAddr, path: &str, want: &str) -> String {
    let mut html = String::new();
    for _ in 0..200 {
        let page = get(addr, path).await;
        assert_eq!(page.status, 200);
        html = page.text();
        if html.contains(want) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    html
}

#[tokio::test]
async fn an_analysis_is_kept_for_finished_games_only_and_shown_on_their_page() {
    use pente_bot::ai::analysis::Verdict;
    use pente_bot::store::TurningPoint;
    for (store, _db) in backends("web_analysis").await {
        let now = SystemTime::now();
        let blunder = TurningPoint {
            stone: 2,
            verdict: Verdict::Blunder,
            better: "L10".parse().unwrap(),
        };
        let playing = game(&store, 7_101, "Ann", "Bo", &["K10", "L11"]).await;
        assert!(!store
            .save_analysis(playing.id, &[blunder], now)
            .await
            .unwrap());
        assert_eq!(store.turning_points(playing.id).await.unwrap(), None);

        let m = game(&store, 7_102, "Ann", "Bo", &WHITE_FIVE).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let path = format!("/g/{token}");
        let first = get(addr, &path).await;
        assert!(!first.text().contains("class=\"tp "));
        let etag = first.header("etag").to_string();

        // Analysed: the page (kept by the site) is made again.
        assert!(store.save_analysis(m.id, &[blunder], now).await.unwrap());
        let html = page_showing(addr, &path, "class=\"tp blunder\"").await;
        let sentence = "Move 2, Black A1: a blunder — L10 was better";
        assert!(html.contains(&format!("title=\"{sentence}\"")), "{html}");
        assert!(
            html.contains(&format!("data-k=\"1\">{sentence}</a>")),
            "{html}"
        );
        let again = request(addr, "GET", &path, &[("If-None-Match", &etag)]).await;
        assert_eq!(again.status, 200, "a new version, a new ETag");

        // Analysed again, nothing found: said so, no marks.
        assert!(store.save_analysis(m.id, &[], now).await.unwrap());
        assert_eq!(store.turning_points(m.id).await.unwrap(), Some(vec![]));
        let html = page_showing(addr, &path, "found no clear mistakes").await;
        assert!(html.contains("found no clear mistakes"), "{html}");
        assert!(!html.contains("class=\"tp "));
    }
}
