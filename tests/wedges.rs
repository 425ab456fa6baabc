//! The failure paths that used to wedge a channel or the whole bot, each
//! driven through the real binary against the fake Discord (which, like
//! Discord, drops an interaction answered after three seconds).

use crate::common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeDiscord, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};
use std::time::Duration;

const OTHER_CHANNEL: u64 = 5_000_000_000_000_002;

fn dave() -> User {
    User::new(100_000_000_000_000_004, "dave")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_registration_refused_by_discord_stops_the_process_with_the_cause() {
    let fake = FakeDiscord::start().await;
    // A server the bot is not in: Discord answers 403 Missing Access.
    let mut bot = BotProcess::spawn(&fake, "guild_id = 42\nimage_size = 400\n", &[]);
    let status = bot.wait_exit(Duration::from_secs(30)).await;
    assert!(!status.success(), "exits non-zero: {status:?}");
    let log = bot.log();
    assert!(
        log.contains("registering the slash commands in the server 42"),
        "{log}"
    );
    assert!(log.contains("Missing Access"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_write_while_a_challenge_expires_leaves_the_channel_usable() {
    let db = SharedDb::new("wedges", "expiry");
    let fake = FakeDiscord::start().await;
    let _bot = start(
        &fake,
        &format!("{}\nchallenge_timeout = \"2s\"", db.config()),
    )
    .await;
    let c = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    assert!(!c.ephemeral);
    // The expiry's write fails: another process holds the database.
    let mut other = db.lock().await;
    tokio::time::sleep(Duration::from_secs(8)).await;
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    let next = say(
        &fake,
        &carol(),
        "challenge",
        json!([opt::user("opponent", &dave())]),
    )
    .await;
    assert!(
        !next.ephemeral,
        "a new challenge is welcome: {}",
        next.content
    );
    assert!(next.content.contains("challenges"), "{}", next.content);
    let late = fake
        .click_unchecked(&bob(), c.msg().id, &c.custom_ids()[0])
        .await
        .reply()
        .await;
    assert_private(&late, "no longer open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_database_does_not_make_discord_drop_the_move() {
    let db = SharedDb::new("wedges", "slow");
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, &db.config()).await;
    start_game(&fake).await;
    let mut other = db.lock().await;
    let pending = fake
        .command(
            &alice(),
            CHANNEL,
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await;
    // Longer than Discord's three seconds, shorter than the bot's patience.
    tokio::time::sleep(Duration::from_secs(4)).await;
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    let reply = pending.reply().await;
    assert_board(&reply);
    assert!(reply.content.contains("played K10"), "{}", reply.content);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn overlong_input_is_refused_in_a_few_words() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    let long = "K".repeat(6000);
    let reply = play(&fake, &alice(), &long).await;
    assert_private(&reply, "too long");
    assert!(reply.content.len() < 200, "{}", reply.content);
    let odd = play(&fake, &alice(), "Z99ZZ").await;
    assert!(odd.ephemeral);
    assert!(odd.content.len() < 300, "{}", odd.content);
    assert_board(&play(&fake, &alice(), "K10").await);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_search_per_game_and_a_bounded_queue_for_the_engine() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, "engine_searches = 1\ncomputer_games_per_user = 1").await;
    let me = FakeDiscord::bot_user();
    let vs_bot = |user: User, channel: u64| {
        let fake = &fake;
        let me = me.clone();
        async move {
            say_in(
                fake,
                channel,
                &user,
                "challenge",
                json!([
                    opt::user("opponent", &me),
                    color(fake, "White"),
                    // Expert thinks for seconds: long enough for the moves
                    // below to arrive while it does, on a busy machine too.
                    level(fake, "Expert")
                ]),
            )
            .await
        }
    };
    assert_board(&vs_bot(alice(), CHANNEL).await);
    assert_private(
        &vs_bot(alice(), OTHER_CHANNEL).await,
        "already have 1 game going",
    );
    assert_board(&vs_bot(bob(), OTHER_CHANNEL).await);

    // alice moves; while the engine thinks, she sends another move.
    let first = fake
        .command(
            &alice(),
            CHANNEL,
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await;
    fake.wait_until("the move to be deferred", Duration::from_secs(10), |_| {
        first.callback_type().map(|_| ())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    // bob's move waits behind alice's search: one search at a time.
    let queued = fake
        .command(
            &bob(),
            OTHER_CHANNEL,
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await;
    let again = say(
        &fake,
        &alice(),
        "move",
        json!([opt::str("position", "N10")]),
    )
    .await;
    assert_private(&again, "still thinking");
    let answered = first.reply().await;
    assert_board(&answered);
    assert_eq!(
        answered.content.lines().count(),
        2,
        "her move and mine: {}",
        answered.content
    );
    // Two expert searches one after the other, each up to 5 s.
    let replies = queued.replies_within(2, Duration::from_secs(20)).await;
    assert!(
        replies[0].content.contains("1 ahead of yours"),
        "{}",
        replies[0].content
    );
    assert_board(&replies[1]);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_row_is_set_aside_at_start_up_and_the_channel_is_free() {
    let db = SharedDb::new("wedges", "damaged");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9")]).await;
    bot.kill().await;
    let mut conn: sqlx::SqliteConnection =
        sqlx::Connection::connect(&format!("sqlite://{}", db.file().display()))
            .await
            .unwrap();
    sqlx::query(
        "UPDATE games SET deadline_at = 'tomorrow', challenger_name = NULL WHERE state = 'playing'",
    )
    .execute(&mut conn)
    .await
    .unwrap_err(); // NOT NULL holds...
    sqlx::query("UPDATE games SET deadline_at = 'tomorrow' WHERE state = 'playing'")
        .execute(&mut conn)
        .await
        .unwrap(); // ...but SQLite takes text in an integer column.
    drop(conn);
    let bot = restart(&fake, &db.config()).await;
    bot.wait_log("set aside", Duration::from_secs(5)).await;
    assert!(
        !say(
            &fake,
            &carol(),
            "challenge",
            json!([opt::user("opponent", &dave())])
        )
        .await
        .ephemeral
    );
    let _ = Value::Null;
}
