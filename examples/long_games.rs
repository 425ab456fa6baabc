//! Measures issue 36's figures: `/pente games` for a player in 200 games
//! (the database read alone, and the reply through the bot), and a move's
//! reply time with your-move messages on while Discord delays each direct
//! message by 2 s, against the same with messages off.
//!
//! ```sh
//! cargo build --bin pente-bot --example long_games     # or --release for both
//! target/debug/examples/long_games
//! ```
//! Everything runs on 127.0.0.1 (the tests' fake Discord) and a temporary
//! SQLite file; every loop is bounded.

#[path = "../tests/common/mod.rs"]
mod common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeDiscord, User, GUILD_ID};
use pente_bot::session::{open_challenge, ChallengeRequest, Player};
use pente_bot::store::Store;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

const GAMES: u64 = 200;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn bot_binary() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent()
        .and_then(|examples| examples.parent())
        .map(|dir| dir.join("pente-bot"))
        .filter(|b| b.exists())
        .expect("build the bot first: cargo build --bin pente-bot")
}

/// The store's read of a player's 200 games, alone.
async fn database_read() {
    let dir = std::env::temp_dir().join(format!("pente-long-games-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = Store::open(&dir.join("games.db")).await.unwrap();
    let me = Player::new(1, "alice");
    let now = SystemTime::now();
    for i in 0..GAMES {
        let other = Player::new(100 + i, format!("p{i}"));
        let mut c = open_challenge(
            None,
            ChallengeRequest {
                challenger: me.clone(),
                opponent: other.clone(),
                opponent_is_bot: false,
                challenger_color: pente_bot::game::Color::White,
                color_chosen: true,
                move_time: Duration::from_secs(86_400),
                thread: false,
                rated: true,
                variant: pente_bot::game::Variant::Pente,
                hill: false,
                tournament_rule: true,
            },
            now,
            Duration::from_secs(900),
            0,
        )
        .unwrap();
        c.id = store
            .insert_challenge(GUILD_ID, 10_000 + i, &c, None, now)
            .await
            .unwrap();
        let mut m = c.accept(other.id, now).unwrap();
        store.start_game(&mut m, now).await.unwrap();
        store.set_board_message(m.id, 1_000_000 + i).await.unwrap();
    }
    let mut times = Vec::new();
    for _ in 0..50 {
        let t = Instant::now();
        let games = store.live_games_of(GUILD_ID, me.id).await.unwrap();
        times.push(t.elapsed());
        assert_eq!(games.len() as u64, GAMES);
    }
    println!(
        "database read of a player's {GAMES} games: median {:?} (50 reads)",
        median(times)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

async fn say(fake: &FakeDiscord, user: &User, channel: u64, sub: &str, options: Value) -> Duration {
    fake.command(user, channel, sub, options)
        .await
        .reply()
        .await
        .latency
}

/// `notify:on` or `notify:off` as Discord's client sends it.
fn notify_choice(fake: &FakeDiscord, name: &str) -> Value {
    common::pente::subcommand_choice(fake, "settings", "notify", name)
}

async fn say_reply(
    fake: &FakeDiscord,
    user: &User,
    channel: u64,
    sub: &str,
    options: Value,
) -> common::fake_discord::Reply {
    fake.command(user, channel, sub, options)
        .await
        .reply()
        .await
}

fn reply_was_refused(r: &common::fake_discord::Reply) -> bool {
    r.ephemeral
}

#[tokio::main]
async fn main() {
    database_read().await;
    let fake = FakeDiscord::start().await;
    let config = format!(
        "guild_id = {GUILD_ID}\nimage_size = 400\nmove_time_choices = [\"1h\", \"1d\"]\ndefault_move_time = \"1d\"\n"
    );
    let _bot = BotProcess::spawn_binary(&bot_binary(), &fake, &["run"], &config, &[]);
    fake.wait_ready(Duration::from_secs(60)).await;
    let alice = User::new(100_000_000_000_000_001, "alice");
    // 200 games of alice's, one a channel.
    for i in 0..GAMES {
        let channel = 7_000_000_000_000_000 + i;
        let other = User::new(200_000_000_000_000_000 + i, &format!("p{i}"));
        let challenge = fake
            .command(
                &alice,
                channel,
                "challenge",
                json!([opt::user("opponent", &other)]),
            )
            .await
            .reply()
            .await;
        let accept = challenge
            .custom_ids()
            .into_iter()
            .find(|id| id.contains("accept"))
            .unwrap();
        fake.click(&other, challenge.msg(), &accept)
            .await
            .replies(2)
            .await;
    }
    let mut games = Vec::new();
    for _ in 0..20 {
        games.push(say(&fake, &alice, 7_000_000_000_000_000, "games", Value::Null).await);
    }
    println!(
        "/pente games for a player in {GAMES} games, interaction to reply: median {:?} (20 asks)",
        median(games)
    );

    // A move's reply with the mover's opponent told by a message Discord
    // delays 2 s, against the same with messages off.
    let bob = User::new(100_000_000_000_000_002, "bob");
    let channel = 8_000_000_000_000_000;
    let challenge = fake
        .command(
            &alice,
            channel,
            "challenge",
            json!([opt::user("opponent", &bob)]),
        )
        .await
        .reply()
        .await;
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    let first_board = fake
        .click(&bob, challenge.msg(), &accept)
        .await
        .replies(2)
        .await
        .remove(1);
    // The challenge's colour is drawn: White moves first.
    let alice_white = first_board
        .content
        .contains(&format!("{} (White)", alice.mention()));
    let (white, black) = if alice_white {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    let moves = [
        "K10", "L9", "N10", "L10", "K13", "L11", "G10", "M3", "F5", "C3", "S2", "B17", "R1", "A1",
        "T19", "A19", "S19", "B1", "T1", "C19",
    ];
    let (mut off, mut on) = (Vec::new(), Vec::new());
    for (i, point) in moves.iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (white, black)
        } else {
            (black, white)
        };
        let notify = if i < 10 { "off" } else { "on" };
        if i == 0 || i == 10 {
            let option = notify_choice(&fake, notify);
            for user in [&alice, &bob] {
                say(&fake, user, channel, "settings", json!([option.clone()])).await;
            }
        }
        if notify == "on" {
            fake.delay_dms(other, 1, Duration::from_secs(2));
        }
        let t = say_reply(
            &fake,
            mover,
            channel,
            "move",
            json!([opt::str("position", point)]),
        )
        .await;
        assert!(!reply_was_refused(&t), "move {point} was refused");
        let t = t.latency;
        if i >= 2 {
            if notify == "on" {
                on.push(t)
            } else {
                off.push(t)
            }
        }
    }
    println!(
        "a move's reply: messages off, median {:?}; messages on with each direct message delayed 2 s, median {:?}",
        median(off),
        median(on)
    );
    // The delayed messages land 2 s after their moves' replies.
    let (a, b) = (alice.clone(), bob.clone());
    fake.wait_until("the delayed messages", Duration::from_secs(60), move |f| {
        (f.dm_messages(&a).len() + f.dm_messages(&b).len() >= 8).then_some(())
    })
    .await;
    println!(
        "direct messages delivered: alice {}, bob {}",
        fake.dm_messages(&alice).len(),
        fake.dm_messages(&bob).len()
    );
}
