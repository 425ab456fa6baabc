//! Helpers for driving the real bot through the fake Discord as players do.

use super::bot_process::BotProcess;
use super::fake_discord::{opt, FakeDiscord, Reply, User, GUILD_ID};
use serde_json::{json, Value};
use std::time::Duration;

pub const CHANNEL: u64 = 5_000_000_000_000_001;

pub fn alice() -> User {
    User::new(100_000_000_000_000_001, "alice")
}
pub fn bob() -> User {
    User::new(100_000_000_000_000_002, "bob")
}
pub fn carol() -> User {
    User::new(100_000_000_000_000_003, "carol")
}

pub async fn start(fake: &FakeDiscord, extra_config: &str) -> BotProcess {
    let config = format!("guild_id = {GUILD_ID}\nimage_size = 400\n{extra_config}\n");
    let bot = BotProcess::spawn(fake, &config, &[("RUST_LOG", "info,pente_bot=debug")]);
    fake.wait_ready(Duration::from_secs(30)).await;
    bot
}

/// Starts another bot process (after a kill) with `extra_config`, and waits
/// until it answers: its commands registered, so it is past loading the
/// database, and its gateway connection ready.
pub async fn restart(fake: &FakeDiscord, extra_config: &str) -> BotProcess {
    let registered = fake.registrations().len();
    let config = format!("guild_id = {GUILD_ID}\nimage_size = 400\n{extra_config}\n");
    let bot = BotProcess::spawn(fake, &config, &[("RUST_LOG", "info,pente_bot=debug")]);
    fake.wait_until(
        "the restarted bot to register its commands",
        Duration::from_secs(60),
        |f| (f.registrations().len() > registered).then_some(()),
    )
    .await;
    fake.wait_connected(Duration::from_secs(30)).await;
    bot
}

pub async fn ready() -> (FakeDiscord, BotProcess) {
    let fake = FakeDiscord::start().await;
    let bot = start(&fake, "").await;
    (fake, bot)
}

/// Sends `/pente <sub>` and waits for the first reply.
/// `/pente <sub>` from `user` in `channel`; waits for the first reply.
pub async fn say_in(
    fake: &FakeDiscord,
    channel: u64,
    user: &User,
    sub: &str,
    options: Value,
) -> Reply {
    fake.command(user, channel, sub, options)
        .await
        .reply()
        .await
}

pub async fn say(fake: &FakeDiscord, user: &User, sub: &str, options: Value) -> Reply {
    fake.command(user, CHANNEL, sub, options)
        .await
        .reply()
        .await
}

pub async fn play(fake: &FakeDiscord, user: &User, point: &str) -> Reply {
    say(fake, user, "move", json!([opt::str("position", point)])).await
}

/// Plays the moves in turn, each answered by a public board.
pub async fn play_all(fake: &FakeDiscord, moves: &[(User, &str)]) {
    for (user, mv) in moves {
        assert_board(&play(fake, user, mv).await);
    }
}

/// The moves of the real games in tests/data/games_sample.jsonl for which
/// `keep` is true (it sees each game's JSON: `headers`, `moves`, `ref`...).
pub fn real_games(keep: impl Fn(&Value) -> bool) -> Vec<Vec<String>> {
    include_str!("../data/games_sample.jsonl")
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|game| keep(game))
        .map(|game| {
            game["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect()
        })
        .collect()
}

/// The reply is a public message with a board picture that decodes.
pub fn assert_board(reply: &Reply) -> image::DynamicImage {
    assert!(!reply.ephemeral, "a board is for everyone: {reply:?}");
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    let (name, bytes) = &reply.files[0];
    assert_eq!(name, "board.png");
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(img.width(), 400);
    assert_ne!(img.width(), img.height(), "not square");
    img
}

/// The reply is private, has no picture, and says `text`.
pub fn assert_private(reply: &Reply, text: &str) {
    assert!(reply.ephemeral, "should be ephemeral: {reply:?}");
    assert!(reply.files.is_empty());
    assert!(
        reply.content.contains(text),
        "expected {text:?} in {:?}",
        reply.content
    );
}

pub fn mentioned_users(reply: &Reply) -> Vec<String> {
    let mut users: Vec<String> = reply.allowed_mentions["users"]
        .as_array()
        .map(|a| a.iter().map(|u| u.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    users.sort();
    users
}

/// The `color` option as Discord's client would send it: the value the bot
/// registered for the choice with this name.
pub fn color(fake: &FakeDiscord, name: &str) -> Value {
    challenge_choice(fake, "color", name)
}

/// The `level` option (for a game against the bot itself), likewise.
pub fn level(fake: &FakeDiscord, name: &str) -> Value {
    challenge_choice(fake, "level", name)
}

/// The `variant` option (the game of the family), likewise: `name` is
/// pente.org's name, like "Keryo-Pente".
pub fn variant(fake: &FakeDiscord, name: &str) -> Value {
    challenge_choice(fake, "variant", name)
}

/// The `time` option (the time a move), likewise: `name` is the choice's
/// label, like "8 seconds a move".
pub fn time(fake: &FakeDiscord, name: &str) -> Value {
    challenge_choice(fake, "time", name)
}

/// A choice option of `/pente challenge`, with the type and value registered.
fn challenge_choice(fake: &FakeDiscord, option_name: &str, name: &str) -> Value {
    subcommand_choice(fake, "challenge", option_name, name)
}

/// A choice option of `/pente <sub>` as Discord's client sends it: `name`
/// is the choice's label, with the type and value registered.
pub fn subcommand_choice(fake: &FakeDiscord, sub: &str, option_name: &str, name: &str) -> Value {
    let commands = fake.commands();
    let challenge = commands
        .iter()
        .find(|c| c["name"] == "pente")
        .and_then(|c| {
            c["options"]
                .as_array()?
                .iter()
                .find(|o| o["name"] == sub)
                .cloned()
        })
        .unwrap_or_else(|| panic!("/pente {sub} is registered"));
    let option = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option_name)
        .unwrap_or_else(|| panic!("no {option_name} option in {challenge}"))
        .clone();
    let choice = option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no choice {name} in {option}"))
        .clone();
    json!({"name": option_name, "type": option["type"], "value": choice["value"]})
}

/// alice challenges bob as White and bob accepts; returns the accept reply's follow-up.
pub async fn start_game(fake: &FakeDiscord) -> Reply {
    start_game_between(fake, &alice(), &bob()).await
}

/// `white` challenges `black`, asking for White, and `black` accepts;
/// returns the accept reply's follow-up (the first board).
pub async fn start_game_between(fake: &FakeDiscord, white: &User, black: &User) -> Reply {
    start_game_with(fake, white, black, vec![]).await
}

/// Like [`start_game_between`], with more options for the challenge.
pub async fn start_game_with(
    fake: &FakeDiscord,
    white: &User,
    black: &User,
    more: Vec<Value>,
) -> Reply {
    start_game_in(fake, CHANNEL, white, black, more).await
}

/// Like [`start_game_with`], in `channel`.
pub async fn start_game_in(
    fake: &FakeDiscord,
    channel: u64,
    white: &User,
    black: &User,
    more: Vec<Value>,
) -> Reply {
    let mut options = vec![opt::user("opponent", black), color(fake, "White")];
    options.extend(more);
    let challenge = say_in(fake, channel, white, "challenge", Value::Array(options)).await;
    assert!(!challenge.ephemeral);
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .expect("an Accept button");
    let replies = fake
        .click(black, challenge.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert_eq!(
        replies[0].callback_type, 6,
        "the press is acknowledged at once, and the challenge message edited once saved"
    );
    assert!(
        replies[0].custom_ids().is_empty(),
        "buttons are gone once accepted"
    );
    replies[1].clone()
}
