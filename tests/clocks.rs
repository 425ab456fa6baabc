//! No channel is ever stuck: move clocks (reminders, losses on time, aborts),
//! `/pente abort` and `/pente end`, and the failure paths that used to wedge a
//! channel or the whole bot. Clocks here are seconds long.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Message, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Games here take 6 seconds a move: the reminder comes 4.5 s into a move.
const CLOCKS: &str = "move_time_choices = [\"6s\", \"1h\"]\ndefault_move_time = \"1h\"";
const SIX_SECONDS: &str = "6 seconds a move";

fn moderator() -> User {
    User::new(100_000_000_000_000_009, "mod")
}

async fn six_second_game(fake: &FakeDiscord) -> Reply {
    start_game_with(fake, &alice(), &bob(), vec![time(fake, SIX_SECONDS)]).await
}

/// Four moves: from now on, running out of time loses the game.
async fn under_way(fake: &FakeDiscord) {
    play_all(
        fake,
        &[
            (alice(), "K10"),
            (bob(), "L9"),
            (alice(), "N10"),
            (bob(), "L10"),
        ],
    )
    .await;
}

fn is_reminder(m: &Message) -> bool {
    m.content.starts_with("⏰")
}

use common::fake_discord::Reply;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_walks_away_is_reminded_once_then_loses_on_time() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, CLOCKS).await;
    let first = six_second_game(&fake).await;
    assert!(
        first.content.contains("Move due <t:"),
        "the deadline is shown: {}",
        first.content
    );
    under_way(&fake).await;
    let started = Instant::now();

    let reminder = fake
        .wait_for_message(CHANNEL, Duration::from_secs(20), is_reminder)
        .await;
    assert!(
        started.elapsed() < Duration::from_secs(6),
        "the reminder comes before the deadline"
    );
    assert!(
        reminder.content.contains(&alice().mention()),
        "{}",
        reminder.content
    );
    assert_eq!(
        reminder.mentions,
        vec![alice().id],
        "only the player to move is pinged"
    );

    let lost = fake
        .wait_for_message(CHANNEL, Duration::from_secs(20), |m| {
            m.content.contains("ran out of time")
        })
        .await;
    assert!(
        lost.content.contains(&format!(
            "{} (White) ran out of time, {} (Black) wins on time",
            alice().mention(),
            bob().mention()
        )),
        "{}",
        lost.content
    );
    assert_eq!(lost.files.len(), 1, "with the final board");
    let reminders = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(is_reminder)
        .count();
    assert_eq!(reminders, 1, "reminded once");

    let history = say(&fake, &carol(), "history", Value::Null).await;
    assert!(
        history.content.contains(&format!(
            "{} (Black) beat {} (White) by time, 4 moves",
            bob().mention(),
            alice().mention()
        )),
        "{}",
        history.content
    );
    let stats = say(
        &fake,
        &carol(),
        "stats",
        json!([opt::user("player", &alice())]),
    )
    .await;
    assert!(
        stats.content.contains("1 game, 0 won, 1 lost"),
        "{}",
        stats.content
    );
    // The channel is free.
    assert!(!six_second_game(&fake).await.ephemeral);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_nobody_really_started_is_aborted_and_counts_nowhere() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, CLOCKS).await;
    six_second_game(&fake).await;
    play_all(&fake, &[(alice(), "K10")]).await;
    let aborted = fake
        .wait_for_message(CHANNEL, Duration::from_secs(20), |m| {
            m.content.starts_with("⏱️") && m.content.contains("aborted")
        })
        .await;
    assert_eq!(aborted.files.len(), 1, "with the board");
    assert!(
        aborted.content.contains("counts for nobody"),
        "{}",
        aborted.content
    );
    // A moderator who plays is a player like any other in their own game.
    let elsewhere = CHANNEL + 77;
    start_game_in(&fake, elsewhere, &moderator(), &bob(), vec![]).await;
    for (who, point) in [
        (moderator(), "K10"),
        (bob(), "L9"),
        (moderator(), "N10"),
        (bob(), "L10"),
    ] {
        say_in(
            &fake,
            elsewhere,
            &who,
            "move",
            json!([opt::str("position", point)]),
        )
        .await;
    }
    assert_private(
        &say_in(&fake, elsewhere, &moderator(), "abort", Value::Null).await,
        "too late to abort",
    );

    let stats = say(&fake, &carol(), "stats", Value::Null).await;
    assert!(
        stats.content.contains("**0 finished games**"),
        "{}",
        stats.content
    );
    assert_private(&play(&fake, &bob(), "L9").await, "no game in this channel");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_that_passes_while_the_bot_is_down_is_applied_at_start_up() {
    let db = SharedDb::new("clocks", "down");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &format!("{}\n{CLOCKS}", db.config())).await;
    six_second_game(&fake).await;
    under_way(&fake).await;
    bot.kill().await; // SIGKILL, with alice's clock running
    tokio::time::sleep(Duration::from_secs(7)).await;
    assert!(
        !fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("ran out of time")),
        "nobody was there to say it"
    );
    let _bot = restart(&fake, &format!("{}\n{CLOCKS}", db.config())).await;
    let lost = fake
        .wait_for_message(CHANNEL, Duration::from_secs(20), |m| {
            m.content.contains("ran out of time")
        })
        .await;
    assert!(
        lost.content.contains(&alice().mention()),
        "{}",
        lost.content
    );
    let history = say(&fake, &carol(), "history", Value::Null).await;
    assert!(history.content.contains("by time"), "{}", history.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_abort_only_early_and_moderators_end_anything() {
    let fake = FakeDiscord::start().await;
    fake.make_moderator(&moderator());
    let _bot = start(&fake, "").await;

    // A player aborts before each side has made two moves.
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10")]).await;
    assert_private(
        &say(&fake, &carol(), "abort", Value::Null).await,
        "not a player",
    );
    let aborted = say(&fake, &bob(), "abort", Value::Null).await;
    assert_board(&aborted);
    assert!(
        aborted.content.contains("aborted the game"),
        "{}",
        aborted.content
    );

    // Too late once the game is under way; only a moderator can end it then.
    start_game(&fake).await;
    under_way(&fake).await;
    assert_private(
        &say(&fake, &alice(), "abort", Value::Null).await,
        "too late to abort",
    );
    let ended = say(&fake, &moderator(), "abort", Value::Null).await;
    assert_board(&ended);
    assert!(
        ended
            .content
            .contains(&format!("{} ended the game", moderator().mention())),
        "{}",
        ended.content
    );
    assert_eq!(mentioned_users(&ended).len(), 2, "both players are told");

    // A challenge too.
    let c = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    assert!(!c.ephemeral);
    let ended = say(&fake, &moderator(), "abort", Value::Null).await;
    assert!(ended.content.contains("ended"), "{}", ended.content);
    assert_private(
        &say(&fake, &moderator(), "abort", Value::Null).await,
        "no game",
    );

    let stats = say(&fake, &carol(), "stats", Value::Null).await;
    assert!(
        stats.content.contains("**0 finished games**"),
        "{}",
        stats.content
    );
    assert!(
        !say(
            &fake,
            &bob(),
            "challenge",
            json!([opt::user("opponent", &alice())])
        )
        .await
        .ephemeral
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_accepted_after_the_time_ran_out_does_not_undo_the_loss() {
    let db = SharedDb::new("clocks", "late-accept");
    let fake = FakeDiscord::start().await;
    let bot = start(&fake, &format!("{}\n{CLOCKS}", db.config())).await;
    six_second_game(&fake).await;
    under_way(&fake).await;
    // alice, to move, offers a draw and doesn't play.
    let offer = say(&fake, &alice(), "draw", Value::Null).await;
    assert!(offer.content.contains("offers a draw"), "{}", offer.content);
    let accept = offer
        .buttons()
        .into_iter()
        .find(|b| b.label.as_deref() == Some("Accept"))
        .and_then(|b| b.custom_id)
        .expect("an Accept button");
    // The reminder is written before the database is held...
    fake.wait_for_message(CHANNEL, Duration::from_secs(20), is_reminder)
        .await;
    // ...and the loss on time can't be: another process holds the database,
    // so the timer's write fails and waits to be tried again. Until then
    // the game is still on in the bot's memory, with alice's time up.
    let mut other = db.lock().await;
    bot.wait_log("saving a change failed", Duration::from_secs(30))
        .await;
    let late = fake.click(&bob(), offer.msg(), &accept).await.reply().await;
    assert_private(
        &late,
        "The clock ran out: the game is lost on time, so the draw offer can no longer be accepted.",
    );
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();

    let lost = fake
        .wait_for_message(CHANNEL, Duration::from_secs(30), |m| {
            m.content.contains("ran out of time")
        })
        .await;
    assert!(
        lost.content.contains(&format!(
            "{} (White) ran out of time, {} (Black) wins on time",
            alice().mention(),
            bob().mention()
        )),
        "{}",
        lost.content
    );
    assert!(
        !fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("agreed to a draw")),
        "no draw"
    );
    let history = say(&fake, &carol(), "history", Value::Null).await;
    assert!(history.content.contains("by time"), "{}", history.content);
}
