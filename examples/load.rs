//! A load tool: the real bot (a release build of `pente-bot`) against the
//! tests' fake Discord on 127.0.0.1, with N channels playing whole real games
//! at once, every move sent twice at the same moment (a racing duplicate).
//! It prints the interaction-to-reply latency (p50/p99), moves per second,
//! lost or doubled moves (checked against the bot's database afterwards), and
//! the bot's resident memory during the run.
//!
//! Two ways to play:
//! - at saturation (the default): each channel sends its next move the
//!   instant the previous reply arrives. The bot is then never idle, and the
//!   latency is the number of channels over the throughput (Little's law):
//!   this measures throughput.
//! - paced (`--think-ms T`): each channel waits a random time (uniform in
//!   0–2T, T on average, the same sequence every run) before each move, as
//!   players do, and starts at a random moment in the first T. This measures
//!   the latency of a move with that many channels playing at once.
//!
//! `--live-games N` measures memory instead: it seeds a database with N games
//! in progress (a few real moves each, clocks running), starts the bot on it
//! and, once it has restored them and is connected, reads its resident memory;
//! the same bot on an empty database gives the idle size. The difference over
//! N is what a live game costs.
//!
//! ```sh
//! cargo build --release --bin pente-bot --example load
//! target/release/examples/load --channels 50
//! target/release/examples/load --channels 50 --think-ms 1000
//! target/release/examples/load --channels 1000 --moves 6
//! target/release/examples/load --live-games 100000
//! target/release/examples/load --channels 50 --postgres postgres://postgres@127.0.0.1:55432/postgres
//! target/release/examples/load --channels 50 --think-ms 1000 --locale fi
//! ```
//! With `--locale CODE` the server and every player speak that Discord
//! locale (`fi`, `pl` …): boards, replies and refusals in that language.
//! With `--postgres URL` each bot gets a fresh database, created on that
//! server (its user must be allowed to create databases) and dropped after.
//! Traffic goes to 127.0.0.1 and that server only; every loop is bounded in
//! count and time.

#[path = "../tests/common/mod.rs"]
mod common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeDiscord, User, GUILD_ID};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Args {
    channels: usize,
    /// At most this many moves of each game (whole games if absent).
    moves: Option<usize>,
    /// A server whose user may create databases.
    postgres: Option<String>,
    /// Paced play: the mean wait before each move, in milliseconds.
    think_ms: Option<u64>,
    /// Measure memory with this many games restored, instead of playing.
    live_games: Option<usize>,
    /// The Discord locale of the server and of every player.
    locale: Option<String>,
}

fn args() -> Args {
    let mut a = Args {
        channels: 50,
        moves: None,
        postgres: None,
        think_ms: None,
        live_games: None,
        locale: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--channels" => a.channels = value.parse().expect("--channels N"),
            "--moves" => a.moves = Some(value.parse().expect("--moves N")),
            "--postgres" => a.postgres = Some(value),
            "--think-ms" => a.think_ms = Some(value.parse().expect("--think-ms MS")),
            "--live-games" => a.live_games = Some(value.parse().expect("--live-games N")),
            "--locale" => a.locale = Some(value),
            other => panic!("unknown flag {other}; see the top of examples/load.rs"),
        }
    }
    assert!(
        (1..=5000).contains(&a.channels),
        "--channels from 1 to 5000"
    );
    assert!(
        a.think_ms.is_none_or(|t| t <= 60_000),
        "--think-ms at most 60000"
    );
    assert!(
        a.live_games.is_none_or(|n| (1..=1_000_000).contains(&n)),
        "--live-games from 1 to 1000000"
    );
    a
}

/// Real games from tests/data, as move lists.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// The choice value Discord's client sends for `/pente challenge color:White`.
fn white(fake: &FakeDiscord) -> Value {
    let commands = fake.commands();
    let challenge = commands[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "challenge")
        .unwrap()
        .clone();
    let color = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "color")
        .unwrap()
        .clone();
    let value = color["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "White")
        .unwrap()["value"]
        .clone();
    json!({"name": "color", "type": color["type"], "value": value})
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args = args();
    let binary = bot_binary();
    match args.live_games {
        Some(n) => measure_memory(&args, &binary, n).await,
        None => play(&args, &binary).await,
    }
}

/// The release `pente-bot` next to this example's folder.
fn bot_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let binary: PathBuf = exe
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

/// The machine's load average over the last minute, as /proc says.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// The config of every bot this tool starts.
fn bot_config(db: &Database, log: &str) -> String {
    format!(
        "guild_id = {GUILD_ID}\nimage_size = 800\nchallenge_timeout = \"1h\"\nlog = {log:?}\n{}\n",
        db.config_line()
    )
}

/// A database for one bot: a fresh SQLite file, or a fresh database on the
/// PostgreSQL server, dropped by [`Database::remove`].
struct Database {
    /// A file path or a `postgres://` URL, as the bot's config takes it.
    location: String,
    /// For PostgreSQL: the server's URL as given, and the database's name.
    server: Option<(String, String)>,
    folder: Option<PathBuf>,
}

static NEXT_DATABASE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

impl Database {
    async fn fresh(postgres: Option<&str>) -> Database {
        let tag = format!(
            "pente_load_{}_{}",
            std::process::id(),
            NEXT_DATABASE.fetch_add(1, std::sync::atomic::Ordering::SeqCst)
        );
        match postgres {
            Some(url) => {
                use sqlx::Connection;
                let mut conn = sqlx::PgConnection::connect(url)
                    .await
                    .unwrap_or_else(|e| panic!("connecting to {url}: {e}"));
                for sql in [
                    format!("DROP DATABASE IF EXISTS {tag}"),
                    format!("CREATE DATABASE {tag}"),
                ] {
                    sqlx::raw_sql(&sql)
                        .execute(&mut conn)
                        .await
                        .unwrap_or_else(|e| panic!("{sql}: {e}"));
                }
                Database {
                    location: with_database(url, &tag),
                    server: Some((url.to_string(), tag)),
                    folder: None,
                }
            }
            None => {
                let folder = std::env::temp_dir().join(tag);
                let _ = std::fs::remove_dir_all(&folder);
                std::fs::create_dir_all(&folder).unwrap();
                Database {
                    location: folder.join("pente.db").display().to_string(),
                    server: None,
                    folder: Some(folder),
                }
            }
        }
    }

    fn config_line(&self) -> String {
        format!("database = {:?}", self.location)
    }

    fn backend(&self) -> &'static str {
        if self.server.is_some() {
            "PostgreSQL"
        } else {
            "SQLite"
        }
    }

    async fn remove(self) {
        if let Some((url, name)) = &self.server {
            use sqlx::Connection;
            if let Ok(mut conn) = sqlx::PgConnection::connect(url).await {
                let _ = sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut conn)
                    .await;
            }
        }
        if let Some(folder) = &self.folder {
            let _ = std::fs::remove_dir_all(folder);
        }
    }

    /// Runs `sql` (no parameters) on the database.
    async fn execute(&self, sql: &str) -> u64 {
        use sqlx::Connection;
        if self.server.is_some() {
            let mut conn = sqlx::PgConnection::connect(&self.location).await.unwrap();
            sqlx::raw_sql(sql)
                .execute(&mut conn)
                .await
                .unwrap()
                .rows_affected()
        } else {
            let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", self.location))
                .await
                .unwrap();
            sqlx::raw_sql(sql)
                .execute(&mut conn)
                .await
                .unwrap()
                .rows_affected()
        }
    }
}

/// `url` with its database name replaced by `name` (query kept).
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let after_scheme = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |i| after_scheme + i);
    format!("{}/{name}{query}", &base[..host_end])
}

/// Resident memory of a process, in KiB, from a line of /proc/PID/status
/// (`VmRSS`, or `VmHWM` for the peak).
fn status_kib(pid: u32, key: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// CPU time a process has used so far (user and system), from
/// /proc/PID/stat, in clock ticks of 10 ms.
fn cpu_ticks(pid: &str) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces): utime and
    // stime are the 12th and 13th.
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let field = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    field(11) + field(12)
}

fn rss_kib(pid: u32) -> u64 {
    status_kib(pid, "VmRSS")
}

/// Seeds `db` with `n` games in progress in `n` channels, each after `moves`
/// with its clock running: the first through the crate's `Store`, exactly as
/// the bot writes a game, and the others as copies of its row with their own
/// channel, players and names.
async fn seed_games(db: &Database, n: usize, moves: &[String]) {
    use pente_bot::session::{open_challenge, ChallengeRequest, Player};
    use pente_bot::store::{Location, Store};
    use std::time::SystemTime;
    let store = Store::connect(&Location::parse(&db.location))
        .await
        .expect("opening the database to seed it");
    let now = SystemTime::now();
    let (white, black) = (Player::new(W0, "white0"), Player::new(B0, "black0"));
    let request = ChallengeRequest {
        challenger: white.clone(),
        opponent: black.clone(),
        opponent_is_bot: false,
        challenger_color: pente_bot::game::Color::White,
        color_chosen: true,
        move_time: Duration::from_secs(24 * 3600),
        thread: false,
        rated: true,
        variant: pente_bot::game::Variant::Pente,
        hill: false,
        tournament_rule: true,
    };
    let mut challenge =
        open_challenge(None, request, now, Duration::from_secs(3600), 0).expect("a challenge");
    challenge.id = store
        .insert_challenge(GUILD_ID, FIRST_CHANNEL, &challenge, None, now)
        .await
        .expect("saving the challenge");
    let mut game = challenge.accept(black.id, now).expect("accepted");
    store
        .start_game(&mut game, now)
        .await
        .expect("starting the game");
    for (ply, mv) in moves.iter().enumerate() {
        let user = if ply % 2 == 0 { white.id } else { black.id };
        game.play(user, mv, now).expect("a real game's move");
        store
            .save_game(&mut game, now)
            .await
            .expect("saving a move");
    }
    if n > 1 {
        let copied = db
            .execute(&format!(
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {}) \
                 INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, \
                 opponent_id, opponent_name, challenger_color, state, created_at, expires_at, \
                 message_id, started_at, moves, move_time_ms, deadline_at, reminded, version, \
                 thread, rated) \
                 SELECT t.guild_id, t.channel_id + n.i, t.challenger_id + 2 * n.i, \
                 'white' || CAST(n.i AS TEXT), t.opponent_id + 2 * n.i, \
                 'black' || CAST(n.i AS TEXT), t.challenger_color, t.state, t.created_at, \
                 t.expires_at, t.message_id, t.started_at, t.moves, t.move_time_ms, \
                 t.deadline_at, t.reminded, t.version, t.thread, t.rated \
                 FROM n, games t WHERE t.id = {}",
                n - 1,
                game.id
            ))
            .await;
        assert_eq!(copied as usize, n - 1, "every copy inserted");
    }
}

/// Channels and players of the seeded games (and of the played ones).
const FIRST_CHANNEL: u64 = 6_000_000_000_000_000;
const W0: u64 = 200_000_000_000_000_000;
const B0: u64 = 200_000_000_000_000_001;

/// Starts the bot on `db` and waits until it is connected, with every game
/// restored (they are, before it connects). Returns it with the time taken.
async fn start_bot(
    binary: &Path,
    fake: &FakeDiscord,
    db: &Database,
    log: &str,
) -> (BotProcess, Duration) {
    let started = Instant::now();
    let bot = BotProcess::spawn_binary(binary, fake, &["run"], &bot_config(db, log), &[]);
    fake.wait_ready(Duration::from_secs(600)).await;
    (bot, started.elapsed())
}

/// `--live-games N`: the bot's resident memory with N games restored, less
/// its size on an empty database, over N.
async fn measure_memory(args: &Args, binary: &Path, n: usize) {
    println!("load average at the start: {}", load_average());
    let moves: Vec<String> = common::pente::real_games(|_| true)
        .into_iter()
        .find(|g| g.len() >= 20)
        .expect("a real game")
        .into_iter()
        .take(args.moves.unwrap_or(6))
        .collect();

    let fake = FakeDiscord::start().await;
    let empty = Database::fresh(args.postgres.as_deref()).await;
    let (mut bot, _) = start_bot(binary, &fake, &empty, "info").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let pid = bot.pid().expect("the bot runs");
    let idle_kib = rss_kib(pid);
    bot.kill().await;
    drop(bot);
    empty.remove().await;

    let fake = FakeDiscord::start().await;
    let db = Database::fresh(args.postgres.as_deref()).await;
    let seeding = Instant::now();
    seed_games(&db, n, &moves).await;
    let seed_time = seeding.elapsed();
    let (mut bot, ready_after) = start_bot(binary, &fake, &db, "info").await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let pid = bot.pid().expect("the bot runs");
    let live_kib = rss_kib(pid);
    let peak_kib = status_kib(pid, "VmHWM");
    let backend = db.backend();
    let restored = bot
        .log()
        .lines()
        .find(|l| l.contains("games restored"))
        .and_then(|l| l.split_whitespace().find_map(|w| w.strip_prefix("games=")))
        .and_then(|v| v.parse::<usize>().ok());
    bot.kill().await;
    drop(bot);
    db.remove().await;

    println!(
        "{}, {n} live games of {} moves each (seeded in {:.1} s), restored and connected in {:.1} s",
        backend,
        moves.len(),
        seed_time.as_secs_f64(),
        ready_after.as_secs_f64()
    );
    println!(
        "memory: idle {:.1} MiB (empty database), with {n} live games {:.1} MiB (peak during start-up {:.1} MiB): {:.0} bytes per live game",
        idle_kib as f64 / 1024.0,
        live_kib as f64 / 1024.0,
        peak_kib as f64 / 1024.0,
        live_kib.saturating_sub(idle_kib) as f64 * 1024.0 / n as f64
    );
    println!("load average at the end: {}", load_average());
    if restored != Some(n) {
        println!("the bot restored {restored:?} games, not {n}");
        std::process::exit(1);
    }
}

/// A small, fixed random sequence (splitmix64): the same pacing every run.
struct Pacing(u64);

impl Pacing {
    /// A number in [0, 1).
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Plays the games and checks the database afterwards.
async fn play(args: &Args, binary: &Path) {
    let load_before = load_average();
    let fake = Arc::new(FakeDiscord::start().await);
    if let Some(code) = &args.locale {
        fake.set_guild_locale(GUILD_ID, code);
    }
    let db = Database::fresh(args.postgres.as_deref()).await;
    let (mut bot, _) = start_bot(binary, &fake, &db, "warn").await;
    let pid = bot.pid().expect("the bot runs");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle_kib = rss_kib(pid);

    // Start a game in every channel: White challenges, Black accepts.
    let games = common::pente::real_games(|_| true);
    let color = white(&fake);
    let started = Instant::now();
    let mut setups = Vec::new();
    for i in 0..args.channels {
        let fake = Arc::clone(&fake);
        let color = color.clone();
        let locale = args.locale.clone();
        setups.push(tokio::spawn(async move {
            let channel = FIRST_CHANNEL + i as u64;
            let w = User::new(W0 + 2 * i as u64, &format!("w{i}"));
            let b = User::new(B0 + 2 * i as u64, &format!("b{i}"));
            if let Some(code) = &locale {
                fake.set_locale(&w, code);
                fake.set_locale(&b, code);
            }
            let c = fake
                .command(
                    &w,
                    channel,
                    "challenge",
                    json!([opt::user("opponent", &b), color]),
                )
                .await
                .reply()
                .await;
            let accept = c
                .custom_ids()
                .into_iter()
                .find(|id| id.contains("accept"))
                .expect("an Accept button");
            fake.click(&b, c.msg(), &accept).await.replies(2).await;
            (channel, w, b)
        }));
    }
    let mut tables = Vec::new();
    for s in setups {
        tables.push(s.await.unwrap());
    }
    let setup_time = started.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let live_kib = rss_kib(pid);

    // Play: every channel its own real game, each move sent twice at once.
    let think = args.think_ms.map(Duration::from_millis);
    let started = Instant::now();
    let cpu_before = (cpu_ticks(&pid.to_string()), cpu_ticks("self"));
    let mut players = Vec::new();
    for (i, (channel, w, b)) in tables.into_iter().enumerate() {
        let fake = Arc::clone(&fake);
        let mut moves = games[i % games.len()].clone();
        if let Some(n) = args.moves {
            moves.truncate(n);
        }
        players.push(tokio::spawn(async move {
            let mut pacing = Pacing(i as u64 + 1);
            if let Some(t) = think {
                tokio::time::sleep(t.mul_f64(pacing.next())).await;
            }
            let mut latencies = Vec::new();
            let mut board_latencies = Vec::new();
            let (mut boards, mut refused, mut played) = (0usize, 0usize, 0usize);
            for (ply, mv) in moves.iter().enumerate() {
                if let (Some(t), true) = (think, ply > 0) {
                    tokio::time::sleep(t.mul_f64(2.0 * pacing.next())).await;
                }
                let user = if ply % 2 == 0 { &w } else { &b };
                let options = json!([opt::str("position", mv)]);
                let (one, two) = tokio::join!(
                    fake.command(user, channel, "move", options.clone()),
                    fake.command(user, channel, "move", options)
                );
                let (one, two) = tokio::join!(one.reply(), two.reply());
                let mut boards_here = 0;
                for r in [&one, &two] {
                    latencies.push(r.latency);
                    if !r.ephemeral && !r.files.is_empty() {
                        boards_here += 1;
                        board_latencies.push(r.latency);
                    } else {
                        refused += 1;
                    }
                }
                boards += boards_here;
                played += 1;
                if boards_here != 1 {
                    eprintln!("channel {channel} move {mv}: {boards_here} boards");
                }
            }
            (channel, latencies, board_latencies, boards, refused, played)
        }));
    }
    let mut latencies = Vec::new();
    let mut board_latencies = Vec::new();
    let (mut boards, mut refused, mut sent_moves) = (0, 0, 0);
    let mut expected: Vec<(u64, usize)> = Vec::new();
    let mut peak_kib = 0;
    for p in players {
        peak_kib = peak_kib.max(rss_kib(pid));
        let (channel, l, bl, b, r, n) = p.await.unwrap();
        latencies.extend(l);
        board_latencies.extend(bl);
        boards += b;
        refused += r;
        sent_moves += n;
        expected.push((channel, n));
    }
    let play_time = started.elapsed();
    let cpu_bot = cpu_ticks(&pid.to_string()).saturating_sub(cpu_before.0);
    let cpu_tool = cpu_ticks("self").saturating_sub(cpu_before.1);
    let load_after = load_average();
    latencies.sort();
    board_latencies.sort();

    // What the database holds: every announced move exactly once.
    let (mut lost, mut doubled) = (0i64, 0i64);
    let stored = stored_moves(&db).await;
    for (channel, n) in &expected {
        let have = stored.get(channel).copied().unwrap_or(0) as i64;
        let want = *n as i64;
        if have < want {
            lost += want - have;
        }
        if have > want {
            doubled += have - want;
        }
    }
    bot.kill().await;
    drop(bot);
    let backend = db.backend();
    db.remove().await;

    let pacing = match args.think_ms {
        Some(t) => format!("paced: each channel waits {t} ms on average before each move"),
        None => "at saturation: each channel's next move as soon as its reply comes".to_string(),
    };
    println!(
        "{backend}, {} channels, {} moves (each sent twice at once), {} interactions; {pacing}",
        args.channels,
        sent_moves,
        latencies.len()
    );
    println!("load average: {load_before} before, {load_after} after");
    println!(
        "setup: {} games started in {:.1} s",
        args.channels,
        setup_time.as_secs_f64()
    );
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "latency interaction → reply, all interactions: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(percentile(&latencies, 0.50)),
        ms(percentile(&latencies, 0.99)),
        ms(latencies.last().copied().unwrap_or_default())
    );
    println!(
        "latency interaction → board, the moves played: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(percentile(&board_latencies, 0.50)),
        ms(percentile(&board_latencies, 0.99)),
        ms(board_latencies.last().copied().unwrap_or_default())
    );
    println!(
        "throughput: {:.0} moves/s ({} boards, {} duplicates refused) in {:.1} s",
        sent_moves as f64 / play_time.as_secs_f64(),
        boards,
        refused,
        play_time.as_secs_f64()
    );
    println!("lost moves: {lost}, doubled moves: {doubled}");
    // Among them: an interaction first answered after Discord's 3 seconds.
    let problems = fake.problems();
    println!(
        "requests the fake Discord refused: {}{}",
        problems.len(),
        problems
            .first()
            .map_or(String::new(), |p| format!(" (the first: {p})"))
    );
    println!(
        "CPU per move (its duplicate included): the bot {:.1} ms, this tool and its fake Discord {:.1} ms",
        cpu_bot as f64 * 10.0 / sent_moves as f64,
        cpu_tool as f64 * 10.0 / sent_moves as f64
    );
    println!(
        "memory: idle {:.1} MiB, with {} games just started {:.1} MiB, at most {:.1} MiB while playing (render buffers and requests in flight; `--live-games N` measures what a live game costs)",
        idle_kib as f64 / 1024.0,
        args.channels,
        live_kib as f64 / 1024.0,
        peak_kib as f64 / 1024.0,
    );
    if lost != 0 || doubled != 0 || boards != sent_moves || !problems.is_empty() {
        std::process::exit(1);
    }
}

/// Moves stored per channel, read from the bot's database.
async fn stored_moves(db: &Database) -> std::collections::HashMap<u64, usize> {
    use sqlx::{Connection, Row};
    let sql = "SELECT channel_id, moves FROM games WHERE state IN ('playing', 'finished')";
    let rows: Vec<(i64, String)> = if db.server.is_some() {
        let mut conn = sqlx::PgConnection::connect(&db.location).await.unwrap();
        sqlx::query(sql)
            .fetch_all(&mut conn)
            .await
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect()
    } else {
        let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", db.location))
            .await
            .unwrap();
        sqlx::query(sql)
            .fetch_all(&mut conn)
            .await
            .unwrap()
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect()
    };
    let mut out = std::collections::HashMap::new();
    for (channel, moves) in rows {
        *out.entry(channel as u64).or_insert(0) += moves.split_whitespace().count();
    }
    out
}
