//! What the site hears of the database and says of itself: a rerate
//! reaches finished games' pages, a game that starts in play reaches the
//! server page, `/healthz` reads the database itself, and a LISTEN
//! connection that died without a word is found.

use crate::web::{
    backends, game, get, link, read_until, request, serve, TempDb, GUILD, WHITE_FIVE,
};
use pente_bot::store::{GameChange, Location, Store};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::test]
async fn a_rerate_reaches_finished_games_pages_and_their_etags() {
    for (store, _db) in backends("web_rerate").await {
        let m = game(&store, 8_401, "Ann", "Bo", &WHITE_FIVE).await;
        let token = link(&store, m.id).await;
        let addr = serve(&store, true).await;
        let path = format!("/g/{token}");
        let before = get(addr, &path).await;
        let etag = before.header("etag").to_string();
        assert_eq!(
            request(addr, "GET", &path, &[("If-None-Match", &etag)])
                .await
                .status,
            304
        );
        assert_eq!(store.rerate_all().await.unwrap(), 1);
        // The site hears the rewrite: the kept page is made again, under
        // another ETag, so a browser revalidating gets the new numbers.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        loop {
            let again = request(addr, "GET", &path, &[("If-None-Match", &etag)]).await;
            if again.status == 200 {
                assert_ne!(again.header("etag"), etag);
                break;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the page still has its ETag from before the rerate"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

#[tokio::test]
async fn a_game_that_starts_in_play_shows_on_the_open_server_page() {
    for (store, _db) in backends("web_computer_card").await {
        let now = SystemTime::now();
        store.publish_server(GUILD, "club", 1, now).await.unwrap();
        let addr = serve(&store, true).await;
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream
            .write_all(b"GET /s/club/live HTTP/1.1\r\nHost: localhost\r\n\r\n")
            .await
            .unwrap();
        let mut seen = String::new();
        read_until(&mut stream, &mut seen, "No game in play just now.").await;
        // A game against the bot is written already in play.
        let mut c = pente_bot::session::Challenge {
            id: 0,
            challenger: pente_bot::session::Player::new(crate::web::ANN, "Cy"),
            opponent: pente_bot::session::Player::new(crate::web::BO, "pente-bot"),
            challenger_color: pente_bot::game::Color::White,
            expires_at: now + Duration::from_secs(3600),
            message_id: None,
            rated: false,
            move_time: Duration::from_secs(86_400),
            version: 0,
            thread: false,
            variant: pente_bot::game::Variant::Pente,
            hill: false,
            tournament_rule: true,
        };
        c.id = 1;
        let mut m = c.accept(crate::web::BO, now).unwrap();
        m.computer = Some(pente_bot::session::Computer {
            color: pente_bot::game::Color::Black,
            level: pente_bot::ai::Level::Easy,
        });
        store
            .start_computer_game(GUILD, 8_411, &m, None, now)
            .await
            .unwrap();
        read_until(&mut stream, &mut seen, "<strong>Cy</strong>").await;
    }
}

#[tokio::test]
async fn healthz_reads_the_sqlite_file_itself() {
    let db = TempDb::new();
    let store = Store::connect(&db.location()).await.unwrap();
    game(&store, 8_421, "Ann", "Bo", &["K10"]).await;
    let addr = serve(&store, true).await;
    assert_eq!(get(addr, "/healthz").await.status, 200);
    let Location::Sqlite(path) = db.location() else {
        unreachable!()
    };
    // The file goes (a mistaken clean-up, a disk unmounted): the pool's
    // open connections still read what they opened.
    for end in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{end}", path.display()));
    }
    let down = get(addr, "/healthz").await;
    assert_eq!(down.status, 503, "{}", down.text());
}

/// A TCP relay to `upstream` that can go silent: connections it holds then
/// pass nothing either way and are never closed, as a firewall that forgot
/// an idle flow; connections made after that pass as before.
struct Relay {
    addr: SocketAddr,
    made: Arc<AtomicUsize>,
    silent_below: Arc<AtomicUsize>,
}

impl Relay {
    async fn start(upstream: SocketAddr) -> Relay {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let made = Arc::new(AtomicUsize::new(0));
        let silent_below = Arc::new(AtomicUsize::new(0));
        let (m, s) = (Arc::clone(&made), Arc::clone(&silent_below));
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let n = m.fetch_add(1, Ordering::SeqCst);
                let Ok(server) = tokio::net::TcpStream::connect(upstream).await else {
                    continue;
                };
                let (cr, cw) = client.into_split();
                let (sr, sw) = server.into_split();
                tokio::spawn(pass(cr, sw, n, Arc::clone(&s)));
                tokio::spawn(pass(sr, cw, n, Arc::clone(&s)));
            }
        });
        Relay {
            addr,
            made,
            silent_below,
        }
    }

    /// Every connection held now goes silent.
    fn silence(&self) {
        self.silent_below
            .store(self.made.load(Ordering::SeqCst), Ordering::SeqCst);
    }
}

async fn pass(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    n: usize,
    silent_below: Arc<AtomicUsize>,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let Ok(read) = from.read(&mut buf).await else {
            return;
        };
        if read == 0 {
            return;
        }
        if n < silent_below.load(Ordering::SeqCst) {
            // Swallowed; the connection stays open.
            continue;
        }
        if to.write_all(&buf[..read]).await.is_err() {
            return;
        }
    }
}

#[tokio::test]
async fn a_listen_connection_that_died_without_a_word_is_found() {
    let Some(url) = crate::common::postgres::fresh_database("web_feed_silent").await else {
        return;
    };
    // Made and migrated directly; the site's store goes through the relay.
    let bot = Store::connect(&Location::Postgres(url.clone()))
        .await
        .unwrap();
    let (scheme_and_user, rest) = url.rsplit_once('@').unwrap();
    let (host_port, database) = rest.split_once('/').unwrap();
    let upstream = tokio::net::lookup_host(host_port)
        .await
        .unwrap()
        .next()
        .unwrap();
    let relay = Relay::start(upstream).await;
    let relayed = format!("{scheme_and_user}@{}/{database}", relay.addr);
    let site = Store::connect(&Location::Postgres(relayed)).await.unwrap();
    let mut feed = site
        .change_feed_checked(site.local_changes(), Duration::from_secs(1))
        .await
        .unwrap();
    let m = game(&bot, 8_431, "Ann", "Bo", &["K10"]).await;
    let within = Duration::from_secs(30);
    loop {
        let next = tokio::time::timeout(within, feed.next()).await.unwrap();
        if next == Some(GameChange::Game(m.id)) {
            break;
        }
    }
    relay.silence();
    // Quiet for a second, the feed asks its connection, hears nothing
    // back, and gives it up (`None`): the site makes a new feed.
    tokio::time::timeout(within, async { while feed.next().await.is_some() {} })
        .await
        .expect("the feed gives up a connection that stopped answering");
}
