//! A load tool: the real bot (a release build of `pente-bot`) against the
//! tests' fake Discord on 127.0.0.1, with N channels playing whole real games
//! at once, every move sent twice at the same moment (a racing duplicate).
//! It prints the interaction-to-reply latency (p50/p99), moves per second,
//! lost or doubled moves (checked against the bot's database afterwards), and
//! the bot's resident memory per live game.
//!
//! ```sh
//! cargo build --release --bin pente-bot
//! cargo run --release --example load -- --channels 50
//! cargo run --release --example load -- --channels 1000 --moves 6
//! cargo run --release --example load -- --channels 50 --postgres postgres://postgres@127.0.0.1:55432/postgres
//! ```
//! Traffic goes to 127.0.0.1 only; every loop is bounded in count and time.

#[path = "../tests/common/mod.rs"]
mod common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeDiscord, User, GUILD_ID};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

struct Args {
    channels: usize,
    /// At most this many moves of each game (whole games if absent).
    moves: Option<usize>,
    postgres: Option<String>,
}

fn args() -> Args {
    let mut a = Args {
        channels: 50,
        moves: None,
        postgres: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--channels" => a.channels = value.parse().expect("--channels N"),
            "--moves" => a.moves = Some(value.parse().expect("--moves N")),
            "--postgres" => a.postgres = Some(value),
            other => panic!("unknown flag {other}; see the top of examples/load.rs"),
        }
    }
    assert!(
        (1..=5000).contains(&a.channels),
        "--channels from 1 to 5000"
    );
    a
}

/// Real games from tests/data, as move lists.
fn real_games() -> Vec<Vec<String>> {
    let text = include_str!("../tests/data/games_sample.jsonl");
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .map(|g| {
            g["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

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
    let fake = Arc::new(FakeDiscord::start().await);
    let database = match &args.postgres {
        Some(url) => format!("database = {url:?}"),
        None => String::new(),
    };
    let config = format!(
        "guild_id = {GUILD_ID}\nimage_size = 800\nchallenge_timeout = \"1h\"\nlog = \"warn\"\n{database}\n"
    );
    let mut bot = BotProcess::spawn_binary(&binary, &fake, &["run"], &config, &[]);
    fake.wait_ready(Duration::from_secs(60)).await;
    let pid = bot.pid().expect("the bot runs");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let idle_kib = rss_kib(pid);

    // Start a game in every channel: White challenges, Black accepts.
    let games = real_games();
    let color = white(&fake);
    let started = Instant::now();
    let mut setups = Vec::new();
    for i in 0..args.channels {
        let fake = Arc::clone(&fake);
        let color = color.clone();
        setups.push(tokio::spawn(async move {
            let channel = 6_000_000_000_000_000 + i as u64;
            let w = User::new(200_000_000_000_000_000 + 2 * i as u64, &format!("w{i}"));
            let b = User::new(200_000_000_000_000_001 + 2 * i as u64, &format!("b{i}"));
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
    let started = Instant::now();
    let mut players = Vec::new();
    for (i, (channel, w, b)) in tables.into_iter().enumerate() {
        let fake = Arc::clone(&fake);
        let mut moves = games[i % games.len()].clone();
        if let Some(n) = args.moves {
            moves.truncate(n);
        }
        players.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let (mut boards, mut refused, mut played) = (0usize, 0usize, 0usize);
            for (ply, mv) in moves.iter().enumerate() {
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
            (channel, latencies, boards, refused, played)
        }));
    }
    let mut latencies = Vec::new();
    let (mut boards, mut refused, mut sent_moves) = (0, 0, 0);
    let mut expected: Vec<(u64, usize)> = Vec::new();
    for p in players {
        let (channel, l, b, r, n) = p.await.unwrap();
        latencies.extend(l);
        boards += b;
        refused += r;
        sent_moves += n;
        expected.push((channel, n));
    }
    let play_time = started.elapsed();
    latencies.sort();

    // What the database holds: every announced move exactly once.
    let (mut lost, mut doubled) = (0i64, 0i64);
    let stored = stored_moves(&bot, args.postgres.as_deref()).await;
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

    let backend = if args.postgres.is_some() {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    println!(
        "{backend}, {} channels, {} moves (each sent twice at once), {} interactions",
        args.channels,
        sent_moves,
        latencies.len()
    );
    println!(
        "setup: {} games started in {:.1} s",
        args.channels,
        setup_time.as_secs_f64()
    );
    println!(
        "latency interaction → reply: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(&latencies, 0.50).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    println!(
        "throughput: {:.0} moves/s ({} boards, {} duplicates refused) in {:.1} s",
        sent_moves as f64 / play_time.as_secs_f64(),
        boards,
        refused,
        play_time.as_secs_f64()
    );
    println!("lost moves: {lost}, doubled moves: {doubled}");
    println!(
        "memory: idle {:.1} MiB, with {} live games {:.1} MiB: {:.2} KiB per live game",
        idle_kib as f64 / 1024.0,
        args.channels,
        live_kib as f64 / 1024.0,
        live_kib.saturating_sub(idle_kib) as f64 / args.channels as f64
    );
    if lost != 0 || doubled != 0 || boards != sent_moves {
        std::process::exit(1);
    }
}

/// Moves stored per channel, read from the bot's database.
async fn stored_moves(
    bot: &BotProcess,
    postgres: Option<&str>,
) -> std::collections::HashMap<u64, usize> {
    use sqlx::{Connection, Row};
    let sql = "SELECT channel_id, moves FROM games WHERE state IN ('playing', 'finished')";
    let rows: Vec<(i64, String)> = match postgres {
        Some(url) => {
            let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
            sqlx::query(sql)
                .fetch_all(&mut conn)
                .await
                .unwrap()
                .iter()
                .map(|r| (r.get(0), r.get(1)))
                .collect()
        }
        None => {
            let path = bot.dir().join("pente.db");
            let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
                .await
                .unwrap();
            sqlx::query(sql)
                .fetch_all(&mut conn)
                .await
                .unwrap()
                .iter()
                .map(|r| (r.get(0), r.get(1)))
                .collect()
        }
    };
    let mut out = std::collections::HashMap::new();
    for (channel, moves) in rows {
        *out.entry(channel as u64).or_insert(0) += moves.split_whitespace().count();
    }
    out
}
