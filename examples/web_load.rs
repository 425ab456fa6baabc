//! The website under load, on this machine only (127.0.0.1).
//!
//! It writes a sample database (real games from the tests' sample of
//! pente.org games, a game in play, a tournament, a published server),
//! starts the release `pente-bot web --db … --listen 127.0.0.1:PORT` on it
//! as a process of its own, and then:
//!
//! - pages: `--clients C` connections (kept alive) ask one page as fast as
//!   they are answered for `--seconds S`: a finished game's page and the
//!   server's page; it prints requests per second and the latency's p50 and
//!   p99.
//! - live (`--watchers W`, needs `--postgres URL`, where a site apart from
//!   the writer hears moves): W pages follow the game in play by
//!   server-sent events; moves are written through the store as the bot
//!   writes them; it prints the site's memory per watcher, the time from a
//!   move's write returning to the last watcher's update, and the write's
//!   time with and without the watchers.
//!
//! `--serve` only writes the sample and serves it (until Ctrl-C), printing
//! its addresses. `--screenshots DIR` takes the README's pictures of a game,
//! the server and the tournament through headless Chromium (Debian's
//! `chromium` and `chromium-driver`) into DIR.
//!
//! ```sh
//! cargo build --release --bin pente-bot --example web_load
//! target/release/examples/web_load --clients 100 --seconds 30
//! target/release/examples/web_load --watchers 1000 --postgres postgres://postgres@127.0.0.1:55432/postgres
//! target/release/examples/web_load --serve
//! target/release/examples/web_load --screenshots docs
//! ```
//! Every loop is bounded in count and time.

use pente_bot::event::tournament::Format;
use pente_bot::event::Pairing;
use pente_bot::game::{Color, Variant};
use pente_bot::session::{Challenge, Match, Player, Table};
use pente_bot::store::{BoardGame, Location, Store, TournamentInfo, TournamentState};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const GUILD: u64 = 1_200_000_000_000_000_001;
const SLUG: &str = "sample";

struct Args {
    clients: usize,
    seconds: u64,
    watchers: Option<usize>,
    postgres: Option<String>,
    serve: bool,
    screenshots: Option<PathBuf>,
    port: u16,
}

fn args() -> Args {
    let mut a = Args {
        clients: 100,
        seconds: 30,
        watchers: None,
        postgres: None,
        serve: false,
        screenshots: None,
        port: 18_080,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().expect("a value after the flag");
        match flag.as_str() {
            "--clients" => a.clients = value().parse().unwrap(),
            "--seconds" => a.seconds = value().parse::<u64>().unwrap().min(600),
            "--watchers" => a.watchers = Some(value().parse::<usize>().unwrap().min(20_000)),
            "--postgres" => a.postgres = Some(value()),
            "--port" => a.port = value().parse().unwrap(),
            "--serve" => a.serve = true,
            "--screenshots" => a.screenshots = Some(PathBuf::from(value())),
            other => panic!("unknown flag {other}"),
        }
    }
    a
}

/// The release `pente-bot` beside this example's folder.
fn site_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let binary = exe
        .parent()
        .and_then(|examples| examples.parent())
        .map(|dir| dir.join("pente-bot"))
        .unwrap();
    assert!(
        binary.exists(),
        "{} is missing: `cargo build --release --bin pente-bot` first",
        binary.display()
    );
    binary
}

fn real_games() -> Vec<(String, String, Vec<String>)> {
    include_str!("../tests/data/games_sample.jsonl")
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|g| g["headers"]["Game"] == "Pente")
        .map(|g| {
            let name = |k: &str| g["headers"][k].as_str().unwrap_or("?").to_string();
            let moves = g["moves"]
                .as_array()
                .map(|m| {
                    m.iter()
                        .filter_map(|v| v.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default();
            (name("Player 1 Name"), name("Player 2 Name"), moves)
        })
        .collect()
}

/// A game between two named players, started and played through `moves`
/// as far as they go (a game that doesn't end is resigned by Black when
/// `finish`).
async fn game(
    store: &Store,
    channel: u64,
    (white, black): (u64, u64),
    names: (&str, &str),
    moves: &[String],
    finish: bool,
) -> Match {
    let now = SystemTime::now();
    let mut c = Challenge {
        id: 0,
        challenger: Player::new(white, names.0),
        opponent: Player::new(black, names.1),
        challenger_color: Color::White,
        expires_at: now + Duration::from_secs(3600),
        message_id: None,
        rated: true,
        move_time: Duration::from_secs(86_400),
        version: 0,
        thread: false,
        variant: Variant::Pente,
        hill: false,
        tournament_rule: true,
    };
    c.id = store
        .insert_challenge(GUILD, channel, &c, None, now)
        .await
        .unwrap();
    let mut m = c.accept(black, now).unwrap();
    store.start_game(&mut m, now).await.unwrap();
    for mv in moves {
        if m.is_over() {
            break;
        }
        let mover = m.player(m.game.placer()).id;
        if m.play(mover, mv, now).is_err() {
            break;
        }
        store.save_game(&mut m, now).await.unwrap();
    }
    if finish && !m.is_over() {
        m.resign(black).unwrap();
        store.save_game(&mut m, now).await.unwrap();
    }
    m
}

struct Sample {
    finished_token: String,
    live_token: String,
    live: Match,
    tournament: u64,
}

async fn write_sample(store: &Store) -> Sample {
    let games = real_games();
    let players = ["valvebabe", "aaru", "kraken", "zoe", "hermit", "Li"];
    let id_of = |i: usize| 300_000_000_000_000_000 + i as u64;
    let mut finished = Vec::new();
    for (i, (_, _, moves)) in games.iter().take(24).enumerate() {
        let (w, b) = (i % players.len(), (i * 5 + 1) % players.len());
        let (w, b) = if w == b {
            (w, (b + 1) % players.len())
        } else {
            (w, b)
        };
        let m = game(
            store,
            10_000 + i as u64,
            (id_of(w), id_of(b)),
            (players[w], players[b]),
            moves,
            true,
        )
        .await;
        finished.push(m);
    }
    let live = game(
        store,
        20_000,
        (id_of(0), id_of(1)),
        (players[0], players[1]),
        &games[1].2[..12.min(games[1].2.len())],
        false,
    )
    .await;
    // A swiss of four, its first round played.
    let now = SystemTime::now();
    let info = TournamentInfo {
        id: 0,
        guild_id: GUILD,
        channel_id: 30_000,
        organiser_id: id_of(0),
        name: "Winter Swiss".into(),
        format: Format::Swiss { rounds: 3 },
        variant: Variant::Pente,
        move_time: Duration::from_secs(86_400),
        rated: true,
        max_players: None,
        starts_at: None,
        state: TournamentState::Open,
        message_id: None,
        lot: 11,
    };
    let tournament = store.create_tournament(&info, now).await.unwrap();
    for (p, name) in players.iter().enumerate().take(4) {
        store
            .join_tournament(tournament, id_of(p), name, now)
            .await
            .unwrap();
    }
    let first = [
        Pairing {
            white: id_of(0),
            black: Some(id_of(1)),
        },
        Pairing {
            white: id_of(2),
            black: Some(id_of(3)),
        },
    ];
    let seeded: Vec<(u64, f64)> = (0..4).map(|p| (id_of(p), 1500.0)).collect();
    store
        .start_tournament(tournament, &seeded, Some(3), &first)
        .await
        .unwrap();
    for (board, pairing) in first.iter().enumerate() {
        let white = pairing.white;
        let black = pairing.black.unwrap();
        let name = |id: u64| players[(id - id_of(0)) as usize];
        let mut m = Match::new(
            0,
            Player::new(white, name(white)),
            Player::new(black, name(black)),
            Duration::from_secs(86_400),
        );
        m.start_clock(now);
        let at = BoardGame {
            tournament,
            round: 0,
            board: board as u32,
            guild_id: GUILD,
            rated: true,
        };
        let channel = 30_001 + board as u64;
        store
            .start_tournament_game(&at, channel, &m, now)
            .await
            .unwrap();
        let Some(Table::Match(mut m)) = store.load_channel(channel).await.unwrap() else {
            panic!("the tournament's game is on");
        };
        for mv in &games[2 + board].2 {
            if m.is_over() {
                break;
            }
            let mover = m.player(m.game.placer()).id;
            if m.play(mover, mv, now).is_err() {
                break;
            }
            store.save_game(&mut m, now).await.unwrap();
        }
        if !m.is_over() {
            m.resign(black).unwrap();
            store.save_game(&mut m, now).await.unwrap();
        }
    }
    store
        .publish_server(GUILD, SLUG, id_of(0), now)
        .await
        .unwrap();
    // Today's daily puzzle, posted (its solution not yet).
    let today = pente_bot::store::millis(now).div_euclid(86_400_000);
    store
        .claim_daily(GUILD, today, "p0001", 30_100, now, now)
        .await
        .unwrap();
    store
        .set_daily_message(GUILD, today, 30_101, now)
        .await
        .unwrap();
    let longest = finished
        .iter()
        .max_by_key(|m| m.game.moves().len())
        .unwrap();
    Sample {
        finished_token: store.game_link(longest.id, now).await.unwrap(),
        live_token: store.game_link(live.id, now).await.unwrap(),
        live,
        tournament,
    }
}

/// Resident memory of process `pid`, in KiB.
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

struct Site(Child);

impl Drop for Site {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

async fn start_site(db: &str, port: u16) -> Site {
    let child = Command::new(site_binary())
        .args(["web", "--db", db, "--listen", &format!("127.0.0.1:{port}")])
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .spawn()
        .unwrap();
    let site = Site(child);
    for _ in 0..200 {
        if TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return site;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the site did not start on port {port}");
}

/// Reads one answer of a kept-alive connection: its head, then its
/// Content-Length's worth of body. Returns the status.
async fn read_answer(stream: &mut TcpStream, buf: &mut Vec<u8>) -> u16 {
    buf.clear();
    let mut chunk = [0u8; 65_536];
    loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0);
            while buf.len() < end + 4 + length {
                let n = stream.read(&mut chunk).await.unwrap();
                assert!(n > 0, "closed mid-answer");
                buf.extend_from_slice(&chunk[..n]);
            }
            return head[9..12].parse().unwrap_or(0);
        }
        let n = stream.read(&mut chunk).await.unwrap();
        assert!(n > 0, "closed before an answer");
        buf.extend_from_slice(&chunk[..n]);
    }
}

/// `clients` connections asking `path` for `seconds`: requests per second,
/// p50 and p99 in milliseconds.
async fn hammer(port: u16, path: &str, clients: usize, seconds: u64) {
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    for _ in 0..clients {
        let stop = Arc::clone(&stop);
        let request = request.clone();
        tasks.push(tokio::spawn(async move {
            let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
            let mut buf = Vec::with_capacity(65_536);
            let mut times = Vec::new();
            let mut errors = 0usize;
            while !stop.load(Ordering::Relaxed) {
                let start = Instant::now();
                stream.write_all(request.as_bytes()).await.unwrap();
                let status = read_answer(&mut stream, &mut buf).await;
                times.push(start.elapsed());
                if status != 200 {
                    errors += 1;
                }
            }
            (times, errors)
        }));
    }
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let mut all = Vec::new();
    let mut errors = 0;
    for t in tasks {
        let (times, e) = t.await.unwrap();
        all.extend(times);
        errors += e;
    }
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 * p) as usize).min(all.len() - 1)];
    println!(
        "{path}: {clients} clients, {seconds} s: {} requests ({:.0}/s), {errors} not 200; p50 {:.2} ms, p99 {:.2} ms",
        all.len(),
        all.len() as f64 / seconds as f64,
        pct(0.50).as_secs_f64() * 1000.0,
        pct(0.99).as_secs_f64() * 1000.0,
    );
}

/// Opens a live page's event stream and waits for its first event.
async fn watcher(port: u16, path: String) -> TcpStream {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").as_bytes())
        .await
        .unwrap();
    wait_for(&mut stream, "event: game").await;
    stream
}

async fn wait_for(stream: &mut TcpStream, text: &str) {
    let mut seen = Vec::new();
    let mut chunk = [0u8; 65_536];
    let needle = text.as_bytes();
    while !seen.windows(needle.len()).any(|w| w == needle) {
        let n = tokio::time::timeout(Duration::from_secs(30), stream.read(&mut chunk))
            .await
            .expect("an update within 30 s")
            .unwrap();
        assert!(n > 0, "the stream closed");
        seen.extend_from_slice(&chunk[..n]);
    }
}

/// The next legal move of `m`: an empty point far from the stones.
fn a_quiet_move(m: &Match) -> String {
    for p in pente_bot::game::Point::all() {
        let s = p.to_string();
        if (s.starts_with('S') || s.starts_with('T') || s.starts_with('R')) && m.game.is_legal(p) {
            return s;
        }
    }
    panic!("no quiet move left");
}

async fn live(args: &Args, url: &str, watchers: usize) {
    let store = Store::connect(&Location::Postgres(url.to_string()))
        .await
        .unwrap();
    let sample = write_sample(&store).await;
    let site = start_site(url, args.port).await;
    let pid = site.0.id();
    let path = format!("/g/{}/live", sample.live_token);
    let mut m = sample.live;
    // The write's time alone: ten moves, nobody watching.
    let mut alone = Vec::new();
    for _ in 0..10 {
        let mv = a_quiet_move(&m);
        let mover = m.player(m.game.placer()).id;
        m.play(mover, &mv, SystemTime::now()).unwrap();
        let t = Instant::now();
        store.save_game(&mut m, SystemTime::now()).await.unwrap();
        alone.push(t.elapsed());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss_kib(pid);
    let mut streams = Vec::with_capacity(watchers);
    for chunk in 0..watchers.div_ceil(100) {
        let n = 100.min(watchers - chunk * 100);
        let opened =
            futures_util::future::join_all((0..n).map(|_| watcher(args.port, path.clone()))).await;
        streams.extend(opened);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss_kib(pid);
    println!(
        "{watchers} watchers: the site's memory {before} KiB -> {after} KiB, {:.1} KiB a watcher",
        (after.saturating_sub(before)) as f64 / watchers as f64
    );
    let mut watched = Vec::new();
    let mut last_update = Vec::new();
    for _ in 0..10 {
        let mv = a_quiet_move(&m);
        let mover = m.player(m.game.placer()).id;
        m.play(mover, &mv, SystemTime::now()).unwrap();
        let t = Instant::now();
        store.save_game(&mut m, SystemTime::now()).await.unwrap();
        watched.push(t.elapsed());
        let written = Instant::now();
        let waits = streams.iter_mut().map(|s| {
            let mv = mv.clone();
            async move {
                wait_for(s, &format!(">{mv}<")).await;
                Instant::now()
            }
        });
        let arrived = futures_util::future::join_all(waits).await;
        let last = arrived.into_iter().max().unwrap();
        last_update.push(last - written);
    }
    let ms = |d: &[Duration]| {
        let mut d = d.to_vec();
        d.sort();
        format!(
            "p50 {:.2} ms, max {:.2} ms",
            d[d.len() / 2].as_secs_f64() * 1000.0,
            d[d.len() - 1].as_secs_f64() * 1000.0
        )
    };
    println!(
        "a move's write (PostgreSQL), nobody watching: {}",
        ms(&alone)
    );
    println!("a move's write, {watchers} watching: {}", ms(&watched));
    println!(
        "from the write to the last watcher's update: {}",
        ms(&last_update)
    );
    drop(site);
}

#[tokio::main]
async fn main() {
    let args = args();
    if let Some(watchers) = args.watchers {
        let url = args
            .postgres
            .clone()
            .expect("--watchers needs --postgres URL");
        let db = fresh_postgres(&url).await;
        live(&args, &db, watchers).await;
        return;
    }
    let dir = std::env::temp_dir().join(format!("pente-web-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("pente.db");
    let store = Store::connect(&Location::Sqlite(db.clone())).await.unwrap();
    let sample = write_sample(&store).await;
    store.close().await;
    let site = start_site(db.to_str().unwrap(), args.port).await;
    let base = format!("http://127.0.0.1:{}", args.port);
    println!("finished game: {base}/g/{}", sample.finished_token);
    println!("game in play:  {base}/g/{}", sample.live_token);
    println!("server:        {base}/s/{SLUG}");
    println!("tournament:    {base}/s/{SLUG}/t/{}", sample.tournament);
    if args.serve {
        let _ = tokio::signal::ctrl_c().await;
    } else if let Some(folder) = &args.screenshots {
        screenshots(&base, &sample, folder).await;
    } else {
        for path in [
            format!("/g/{}", sample.finished_token),
            format!("/s/{SLUG}"),
        ] {
            hammer(args.port, &path, args.clients, args.seconds).await;
        }
    }
    drop(site);
    let _ = std::fs::remove_dir_all(&dir);
}

#[path = "../tests/web_browser/driver.rs"]
#[allow(dead_code)]
mod driver;

/// The README's pictures, each page as tall as its content.
async fn screenshots(base: &str, sample: &Sample, folder: &std::path::Path) {
    let shots = [
        (
            "web-game.png",
            format!("{base}/g/{}#30", sample.finished_token),
            1200,
        ),
        ("web-server.png", format!("{base}/s/{SLUG}"), 1000),
        (
            "web-tournament.png",
            format!("{base}/s/{SLUG}/t/{}", sample.tournament),
            1000,
        ),
    ];
    let browser = driver::Browser::start(driver::Launch::default())
        .await
        .unwrap_or_else(|why| panic!("no browser: {why}"));
    for (file, url, width) in shots {
        browser.client.set_window_size(width, 800).await.unwrap();
        browser.client.goto(&url).await.unwrap();
        let height = browser
            .eval("return document.documentElement.scrollHeight;")
            .await
            .as_u64()
            .unwrap_or(900)
            .min(2400) as u32;
        browser.client.set_window_size(width, height).await.unwrap();
        let png = browser.client.screenshot().await.unwrap();
        let path = folder.join(file);
        std::fs::write(&path, png).unwrap();
        println!("{}", path.display());
    }
    browser.close().await;
}

/// A new database on the server at `url`, for this run.
async fn fresh_postgres(url: &str) -> String {
    use sqlx::Connection;
    let name = format!("pente_web_load_{}", std::process::id());
    let mut admin = sqlx::PgConnection::connect(url).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    let base = url.rsplit_once('/').map_or(url, |(base, _)| base);
    format!("{base}/{name}")
}
