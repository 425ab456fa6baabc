//! The code review's findings that a user would meet, each driven through
//! the real binary against the fake Discord.

use crate::common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeDiscord, Reply, GUILD_ID};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::json;
use std::time::Duration;

const OTHER_CHANNEL: u64 = 5_000_000_000_000_002;
const SLOW: Duration = Duration::from_secs(90);

fn problems_past_three_seconds(fake: &FakeDiscord) -> Vec<String> {
    fake.problems()
        .into_iter()
        .filter(|p| p.contains("past Discord's 3 seconds"))
        .collect()
}

async fn first_reply(
    fake: &FakeDiscord,
    user: &common::fake_discord::User,
    channel: u64,
    sub: &str,
    options: serde_json::Value,
) -> Reply {
    fake.command(user, channel, sub, options)
        .await
        .replies_within(1, SLOW)
        .await
        .remove(0)
}

/// Finding 4: with every database call and every picture slowed past
/// Discord's three seconds, every read command and button is still
/// answered in time (deferred first), and answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_and_button_is_answered_in_time_however_slow_the_database_and_pictures() {
    let db = SharedDb::new("review", "slow");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;
    // A finished rated game here, and a game in play in another channel.
    start_game(&fake).await;
    play_all(
        &fake,
        &[
            (alice(), "K10"),
            (bob(), "L9"),
            (alice(), "O10"),
            (bob(), "M9"),
        ],
    )
    .await;
    assert!(!say(&fake, &alice(), "resign", json!([])).await.ephemeral);
    let live = start_game_in(&fake, OTHER_CHANNEL, &alice(), &bob(), vec![]).await;
    bot.kill().await;

    let config = format!("guild_id = {GUILD_ID}\nimage_size = 400\n{}\n", db.config());
    let registered = fake.registrations().len();
    let _slow = BotProcess::spawn(
        &fake,
        &config,
        &[
            ("PENTE_TEST_STORE_DELAY_MS", "3200"),
            ("PENTE_TEST_DRAW_DELAY_MS", "3200"),
        ],
    );
    fake.wait_until("the slow bot to register", SLOW, |f| {
        (f.registrations().len() > registered).then_some(())
    })
    .await;
    fake.wait_connected(Duration::from_secs(30)).await;

    for (sub, options) in [
        ("profile", json!([])),
        ("leaderboard", json!([])),
        ("stats", json!([])),
        ("history", json!([])),
        ("export", json!([])),
        ("board", json!([])),
    ] {
        let reply = first_reply(&fake, &alice(), CHANNEL, sub, options).await;
        assert!(
            !reply.content.is_empty() || !reply.files.is_empty(),
            "{sub} answered"
        );
    }
    let replay = first_reply(&fake, &alice(), CHANNEL, "replay", json!([])).await;
    assert_eq!(replay.files[0].0, "replay.gif");
    let step = replay
        .custom_ids()
        .into_iter()
        .find(|id| id.contains(":first:"))
        .unwrap();
    let stepped = fake
        .click(&alice(), replay.msg(), &step)
        .await
        .replies_within(1, SLOW)
        .await;
    assert!(!stepped.is_empty());
    let paged = fake
        .click_unchecked(&alice(), replay.msg().id, "pente-leaderboard:1")
        .await
        .replies_within(1, SLOW)
        .await;
    assert!(!paged.is_empty());
    let resign = live
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("game:resign:"))
        .unwrap();
    let confirm = fake
        .click(&bob(), live.msg(), &resign)
        .await
        .replies_within(1, SLOW)
        .await;
    assert!(
        confirm[0].content.contains("really want to resign"),
        "{}",
        confirm[0].content
    );
    let late = problems_past_three_seconds(&fake);
    assert!(late.is_empty(), "answered too late: {late:?}");
}

/// Finding 1: a rematch of a `rated:false` game is unrated too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_of_an_unrated_game_is_unrated() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![opt::bool("rated", false)]).await;
    let over = say(&fake, &alice(), "resign", json!([])).await;
    assert!(!over.content.contains("Ratings"), "{}", over.content);
    let rematch = over
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("rematch"))
        .unwrap();
    let replies = fake
        .click(&bob(), over.msg(), &rematch)
        .await
        .replies(1)
        .await;
    assert!(
        replies[0].content.contains("unrated"),
        "{}",
        replies[0].content
    );
    let accept = replies[0]
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    fake.click(&alice(), replies[0].msg(), &accept)
        .await
        .replies(2)
        .await;
    let resigned = say(&fake, &bob(), "resign", json!([])).await;
    assert!(
        !resigned.content.contains("Ratings"),
        "{}",
        resigned.content
    );
}

/// Finding 6: resigning with the board's button shows the rating change.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_with_the_button_shows_the_rating_change() {
    let (fake, _bot) = ready().await;
    let board = start_game(&fake).await;
    let resign = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("game:resign:"))
        .unwrap();
    let confirm = fake
        .click(&alice(), board.msg(), &resign)
        .await
        .reply()
        .await;
    let yes = confirm.custom_ids()[0].clone();
    let replies = fake
        .click(&alice(), confirm.msg(), &yes)
        .await
        .replies(2)
        .await;
    let announced = replies
        .iter()
        .find(|r| !r.files.is_empty())
        .expect("the final board");
    assert!(
        announced.content.contains("📈 Ratings"),
        "{}",
        announced.content
    );
}

/// Finding 13: an aborted game can be replayed by its number.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_aborted_game_replays_by_its_number() {
    let (fake, _bot) = ready().await;
    let board = start_game(&fake).await;
    let id: u64 = board.custom_ids()[0]
        .split(':')
        .nth(2)
        .unwrap()
        .parse()
        .unwrap();
    play(&fake, &alice(), "K10").await;
    assert!(!say(&fake, &bob(), "abort", json!([])).await.ephemeral);
    let replay = say(
        &fake,
        &carol(),
        "replay",
        json!([opt::str("game", &format!("#{id}"))]),
    )
    .await;
    assert!(
        !replay.content.contains("never started"),
        "{}",
        replay.content
    );
    assert!(replay.content.contains("aborted"), "{}", replay.content);
    assert_eq!(replay.files[0].0, "replay.gif");
}

/// Finding 3: the bot's own move is resumed after a restart, without anyone
/// asking: the person's move is saved, the bot stops while it thinks, and
/// the restarted bot posts its answer in the channel by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_s_move_is_resumed_after_a_restart() {
    let db = SharedDb::new("review", "resume");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;
    let started = say(
        &fake,
        &alice(),
        "challenge",
        json!([
            opt::user("opponent", &FakeDiscord::bot_user()),
            color(&fake, "White"),
            level(&fake, "Expert")
        ]),
    )
    .await;
    assert!(!started.ephemeral, "{}", started.content);
    // Expert thinks for seconds: stop the bot while it does.
    let _pending = fake
        .command(
            &alice(),
            CHANNEL,
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    bot.kill().await;
    let posted_by_itself = |f: &FakeDiscord| {
        f.channel_messages(CHANNEL)
            .into_iter()
            .find(|m| m.interaction_id.is_none() && !m.files.is_empty())
    };
    assert!(posted_by_itself(&fake).is_none());
    let _bot = restart(&fake, &db.config()).await;
    let answer = fake
        .wait_until(
            "the engine's move, posted by itself",
            SLOW,
            posted_by_itself,
        )
        .await;
    assert!(answer.content.contains("Black"), "{}", answer.content);
    let next = play(&fake, &alice(), "O10").await;
    assert_board(&next);
}

/// Finding 5: accepting a thread challenge whose write fails opens no
/// thread, and Accept works once the database is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_accept_opens_no_thread_and_can_be_pressed_again() {
    let db = SharedDb::new("review", "thread");
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, &db.config()).await;
    let c = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), opt::bool("thread", true)]),
    )
    .await;
    let accept = c
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    let mut other = db.lock().await;
    let refused = fake
        .click(&bob(), c.msg(), &accept)
        .await
        .replies_within(1, SLOW)
        .await;
    assert!(
        refused
            .iter()
            .any(|r| r.ephemeral && r.content.contains("couldn't save")),
        "{:?}",
        refused.iter().map(|r| &r.content).collect::<Vec<_>>()
    );
    assert!(
        fake.threads().is_empty(),
        "no thread before the game is saved"
    );
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    fake.click(&bob(), c.msg(), &accept).await.replies(1).await;
    assert_eq!(
        fake.threads().len(),
        1,
        "the thread is opened on the second press"
    );
}

/// Finding 9: when the announcement of a saved move fails, the player is
/// told the move was saved, not to try again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_saved_move_whose_board_cannot_be_posted_says_it_was_saved() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    fake.fail_posts(CHANNEL, 1);
    let replies = fake
        .command(
            &alice(),
            CHANNEL,
            "move",
            json!([opt::str("position", "K10")]),
        )
        .await
        .replies_within(1, SLOW)
        .await;
    assert!(
        replies.iter().any(|r| r.content.contains("saved")),
        "{:?}",
        replies.iter().map(|r| &r.content).collect::<Vec<_>>()
    );
    assert!(!replies
        .iter()
        .any(|r| r.content.contains("Please try again")));
    let again = play(&fake, &alice(), "K10").await;
    assert_private(&again, "not your turn");
}

/// Finding 16: a channel's announcements appear in the order of its
/// changes: the board of an accepted takeback, delayed by Discord, still
/// comes before the board of the move that followed it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn announcements_appear_in_the_order_of_the_changes() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9"), (alice(), "O10")]).await;
    let offer = say(&fake, &alice(), "takeback", json!([])).await;
    let accept = offer
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    fake.delay_posts(CHANNEL, 1, Duration::from_millis(700));
    let pressed = fake.click(&bob(), offer.msg(), &accept).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let moved = play(&fake, &alice(), "N10").await;
    assert_board(&moved);
    pressed.replies(2).await;
    let boards: Vec<String> = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains("taken back") || m.content.contains("N10"))
        .map(|m| m.content)
        .collect();
    assert!(boards.len() >= 2, "{boards:?}");
    assert!(boards[0].contains("taken back"), "{boards:?}");
}

/// Finding 7: a hung Discord call in one channel delays no other channel's
/// clock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hung_discord_call_in_one_channel_delays_no_other_clock() {
    let fake = FakeDiscord::start().await;
    let _bot = start(
        &fake,
        "move_time_choices = [\"6s\", \"1h\"]\ndefault_move_time = \"1h\"",
    )
    .await;
    let quick = time(&fake, "6 seconds a move");
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![quick.clone()]).await;
    start_game_in(&fake, OTHER_CHANNEL, &carol(), &bob(), vec![quick]).await;
    // Every post in the first channel hangs for 30 s.
    fake.delay_posts(CHANNEL, 10, Duration::from_secs(30));
    let ended = fake
        .wait_until(
            "the other channel's game to end on time",
            Duration::from_secs(20),
            |f| {
                f.channel_messages(OTHER_CHANNEL)
                    .into_iter()
                    .find(|m| m.content.starts_with("⏱️"))
            },
        )
        .await;
    assert!(ended.content.contains("⏱️"), "{}", ended.content);
}

/// Finding 10: a version conflict whose reload fails too leaves the channel
/// with its clock: the timer meets the conflict at the deadline, tries the
/// reload again, and the game still ends on time once the database answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_reload_after_a_conflict_keeps_the_channel_s_clock() {
    let db = SharedDb::new("review", "reload");
    let fake = FakeDiscord::start().await;
    let config = format!(
        "{}\nmove_time_choices = [\"6s\", \"1h\"]\ndefault_move_time = \"1h\"",
        db.config()
    );
    let _bot = start(&fake, &config).await;
    start_game_with(
        &fake,
        &alice(),
        &bob(),
        vec![time(&fake, "6 seconds a move")],
    )
    .await;
    play_all(&fake, &[(alice(), "K10")]).await;
    // Another writer moved the game on, and the offers' table is away, so
    // reading the game back fails as well.
    let mut other: sqlx::SqliteConnection =
        sqlx::Connection::connect(&format!("sqlite://{}", db.file().display()))
            .await
            .unwrap();
    for sql in [
        "UPDATE games SET version = version + 1 WHERE state = 'playing'",
        "ALTER TABLE game_offers RENAME TO game_offers_away",
    ] {
        sqlx::query(sql).execute(&mut other).await.unwrap();
    }
    let refused = play(&fake, &bob(), "L9").await;
    assert_private(&refused, "changed a moment ago");
    // The clock's reminder and deadline come and meet the same failure.
    tokio::time::sleep(Duration::from_secs(8)).await;
    assert!(
        !fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.starts_with("⏱️")),
        "nothing could be saved yet"
    );
    sqlx::query("ALTER TABLE game_offers_away RENAME TO game_offers")
        .execute(&mut other)
        .await
        .unwrap();
    let ended = fake
        .wait_until(
            "the game to end on time after the failed reload",
            Duration::from_secs(30),
            |f| {
                f.channel_messages(CHANNEL)
                    .into_iter()
                    .find(|m| m.content.starts_with("⏱️"))
            },
        )
        .await;
    // One move was made: the clock aborts the game.
    assert!(ended.content.contains("aborted"), "{}", ended.content);
}

/// Finding 14: an offer whose message is slow to post gets that message
/// noted, not the next offer's; so each offer's buttons go when it lapses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_offer_s_buttons_go_when_that_offer_lapses() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9")]).await;
    // Bob's offer takes two seconds to appear; Alice plays meanwhile
    // (lapsing it), then offers a draw herself, which Bob's move lapses.
    fake.delay_post_saying(CHANNEL, "offers a draw", Duration::from_secs(2));
    let first = fake.command(&bob(), CHANNEL, "draw", json!([])).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    play_all(&fake, &[(alice(), "N10")]).await;
    let second = say(&fake, &alice(), "draw", json!([])).await;
    assert!(
        second.content.contains("offers a draw"),
        "{}",
        second.content
    );
    let first = first.replies_within(1, SLOW).await.remove(0);
    play_all(&fake, &[(bob(), "L10")]).await;
    for offer in [first, second] {
        let id = offer.msg().id;
        let lapsed = fake
            .wait_until("the offer to be marked lapsed", SLOW, |f| {
                f.message(id).filter(|m| m.content.contains("lapsed"))
            })
            .await;
        assert!(lapsed.custom_ids().is_empty(), "{}", lapsed.content);
    }
}
