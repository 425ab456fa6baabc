//! Games that last days (issue 36): `/pente games` across channels and
//! threads, your-move notifications by direct message, and floating
//! vacation days at a deadline, through the fake Discord.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Reply, User, GUILD_ID};
use common::pente::*;
use serde_json::{json, Value};
use std::time::Duration;

const CLOCKS: &str = "move_time_choices = [\"1h\", \"1d\"]\ndefault_move_time = \"1d\"";
const HOUR: &str = "1 hour a move";

const B: u64 = CHANNEL + 1;
const C: u64 = CHANNEL + 2;
const D: u64 = CHANNEL + 3;
const E: u64 = CHANNEL + 4;

fn dave() -> User {
    User::new(100_000_000_000_000_004, "dave")
}

fn board_link(channel: u64, message: u64) -> String {
    format!("(https://discord.com/channels/{GUILD_ID}/{channel}/{message})")
}

/// The newest board the bot posted in `channel`.
fn newest_board(fake: &FakeDiscord, channel: u64) -> u64 {
    fake.channel_messages(channel)
        .iter()
        .rev()
        .find(|m| m.files.iter().any(|(name, _)| name == "board.png") && !m.ephemeral)
        .map(|m| m.id)
        .expect("a board in the channel")
}

/// `/pente games` by `user`, asked again until `ready` holds (the newest
/// boards are noted off the moves' path, a moment after each move).
async fn games_until(
    fake: &FakeDiscord,
    user: &User,
    options: Value,
    ready: impl Fn(&Reply) -> bool,
) -> Reply {
    for _ in 0..50 {
        let reply = say(fake, user, "games", options.clone()).await;
        if ready(&reply) {
            return reply;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("/pente games never showed what was expected")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_games_across_three_channels_and_a_thread_waiting_for_you_first() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, CLOCKS).await;
    // A: alice (White) has moved: bob's move.
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![]).await;
    play_all(&fake, &[(alice(), "K10")]).await;
    // B: carol (White) has moved: alice's, due in a day.
    start_game_in(&fake, B, &carol(), &alice(), vec![]).await;
    assert_board(
        &say_in(
            &fake,
            B,
            &carol(),
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await,
    );
    // C: alice's first move, an hour a move: the most urgent.
    start_game_in(&fake, C, &alice(), &carol(), vec![time(&fake, HOUR)]).await;
    // A thread opened from D: bob (White) to move.
    let challenge = say_in(
        &fake,
        D,
        &bob(),
        "challenge",
        json!([
            opt::user("opponent", &alice()),
            color(&fake, "White"),
            opt::bool("thread", true)
        ]),
    )
    .await;
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    fake.click(&alice(), challenge.msg(), &accept)
        .await
        .replies(1)
        .await;
    let thread = fake
        .wait_until("the game's thread", Duration::from_secs(10), |f| {
            f.threads().first().map(|t| t.0)
        })
        .await;
    fake.wait_for_message(thread, Duration::from_secs(10), |m| !m.files.is_empty())
        .await;
    // E: dave's open challenge to alice.
    let open = say_in(
        &fake,
        E,
        &dave(),
        "challenge",
        json!([opt::user("opponent", &alice())]),
    )
    .await;

    let boards = [
        (C, newest_board(&fake, C)),
        (B, newest_board(&fake, B)),
        (CHANNEL, newest_board(&fake, CHANNEL)),
        (thread, newest_board(&fake, thread)),
    ];
    let mine = games_until(&fake, &alice(), Value::Null, |r| {
        boards
            .iter()
            .all(|&(c, m)| r.content.contains(&board_link(c, m)))
    })
    .await;
    assert!(mine.ephemeral, "private");
    let lines: Vec<&str> = mine.content.lines().collect();
    assert!(lines[0].contains("2 waiting for you"), "{}", mine.content);
    let expect = [
        (C, "1. **Your move** vs **carol**"),
        (B, "2. **Your move** vs **carol**"),
        (CHANNEL, "3. bob's move vs **bob**"),
        (thread, "4. bob's move vs **bob**"),
    ];
    for (i, (channel, start)) in expect.iter().enumerate() {
        let line = lines[i + 1];
        assert!(line.starts_with(start), "line {}: {line}", i + 1);
        assert!(line.contains(&format!("<#{channel}>")), "{line}");
        assert!(line.contains(&board_link(*channel, boards[i].1)), "{line}");
        assert!(line.contains("due <t:"), "{line}");
    }
    assert!(
        lines[5].starts_with("5. 📨 **Challenge from dave**")
            && lines[5].contains(&board_link(E, open.msg().id)),
        "a link to the challenge and its buttons: {}",
        lines[5]
    );
    assert_eq!(lines.len(), 6, "{}", mine.content);

    // The menu jumps to one game's board, privately.
    let menu_id = mine.custom_ids()[0].clone();
    let shown = fake
        .select(&alice(), mine.msg(), &menu_id, &[&C.to_string()])
        .await
        .reply()
        .await;
    assert!(shown.ephemeral);
    assert_eq!(shown.files.len(), 1, "the board: {shown:?}");
    assert!(
        shown.content.contains(&format!("<#{C}>")),
        "{}",
        shown.content
    );

    // A spectator sees alice's games without their deadlines or challenges.
    let seen = say(
        &fake,
        &dave(),
        "games",
        json!([opt::user("player", &alice())]),
    )
    .await;
    assert!(seen.ephemeral);
    assert!(
        seen.content.contains("alice's games in play** · 4"),
        "{}",
        seen.content
    );
    assert!(!seen.content.contains("<t:"), "{}", seen.content);
    assert!(!seen.content.contains("Challenge"), "{}", seen.content);
    assert!(seen.content.contains("bob to move"), "{}", seen.content);
    fake.assert_no_problems();
}
