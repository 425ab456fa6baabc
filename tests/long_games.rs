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
    // The challenge's message is noted once it is posted, a moment later.
    let challenge_link = board_link(E, open.msg().id);
    let mine = games_until(&fake, &alice(), Value::Null, |r| {
        boards
            .iter()
            .all(|&(c, m)| r.content.contains(&board_link(c, m)))
            && r.content.contains(&challenge_link)
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

    // A spectator sees alice's games without their deadlines or challenges,
    // and only in the channels they can see: B is hidden from dave.
    fake.hide_channel_from(&dave(), B);
    let seen = say(
        &fake,
        &dave(),
        "games",
        json!([opt::user("player", &alice())]),
    )
    .await;
    assert!(seen.ephemeral);
    assert!(
        seen.content.contains("alice's games in play** · 3"),
        "{}",
        seen.content
    );
    assert!(!seen.content.contains("<t:"), "{}", seen.content);
    assert!(!seen.content.contains("Challenge"), "{}", seen.content);
    assert!(seen.content.contains("bob to move"), "{}", seen.content);
    for channel in [CHANNEL, C, thread] {
        assert!(
            seen.content.contains(&format!("<#{channel}>")),
            "{}",
            seen.content
        );
    }
    assert!(
        !seen.content.contains(&format!("<#{B}>")),
        "{}",
        seen.content
    );
    // A thread is seen as its channel is: D is hidden from carol, so its
    // thread's game is too; B is hidden from her as well, but she plays
    // there.
    fake.hide_channel_from(&carol(), D);
    fake.hide_channel_from(&carol(), B);
    let seen = say(
        &fake,
        &carol(),
        "games",
        json!([opt::user("player", &alice())]),
    )
    .await;
    assert!(
        seen.content.contains("alice's games in play** · 3"),
        "{}",
        seen.content
    );
    assert!(
        !seen.content.contains(&format!("<#{thread}>")),
        "{}",
        seen.content
    );
    assert!(
        seen.content.contains(&format!("<#{B}>")),
        "{}",
        seen.content
    );
    fake.assert_no_problems();
}

/// A database the bot keeps across restarts, that the test can also change
/// (to bring a deadline forward while the bot is down).
enum TestDb {
    Sqlite(common::shared_db::SharedDb),
    Postgres(String),
}

impl TestDb {
    fn config(&self) -> String {
        match self {
            TestDb::Sqlite(db) => db.config(),
            TestDb::Postgres(url) => format!("database = {url:?}"),
        }
    }

    async fn run(&self, sql: &str, a: i64, b: i64) {
        use sqlx::Connection;
        match self {
            TestDb::Sqlite(db) => {
                let url = format!("sqlite://{}", db.file().display());
                let mut c = sqlx::SqliteConnection::connect(&url).await.unwrap();
                sqlx::query(sql)
                    .bind(a)
                    .bind(b)
                    .execute(&mut c)
                    .await
                    .unwrap();
            }
            TestDb::Postgres(url) => {
                let mut c = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::query(sql)
                    .bind(a)
                    .bind(b)
                    .execute(&mut c)
                    .await
                    .unwrap();
            }
        }
    }

    async fn scalar(&self, sql: &str, a: i64) -> i64 {
        use sqlx::Connection;
        match self {
            TestDb::Sqlite(db) => {
                let url = format!("sqlite://{}", db.file().display());
                let mut c = sqlx::SqliteConnection::connect(&url).await.unwrap();
                sqlx::query_scalar(sql)
                    .bind(a)
                    .fetch_one(&mut c)
                    .await
                    .unwrap()
            }
            TestDb::Postgres(url) => {
                let mut c = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::query_scalar(sql)
                    .bind(a)
                    .fetch_one(&mut c)
                    .await
                    .unwrap()
            }
        }
    }

    /// The deadline of the game in play in `channel` (Unix milliseconds).
    async fn deadline(&self, channel: u64) -> i64 {
        self.scalar(
            "SELECT deadline_at FROM games WHERE channel_id = $1 AND state = 'playing'",
            channel as i64,
        )
        .await
    }

    /// Moves the deadline of the game in play in `channel` to `at`.
    async fn set_deadline(&self, channel: u64, at: i64) {
        self.run(
            "UPDATE games SET deadline_at = $1 WHERE channel_id = $2 AND state = 'playing'",
            at,
            channel as i64,
        )
        .await;
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// Four moves from `white` and `black` in `channel`: under way, White to move.
async fn under_way_in(fake: &FakeDiscord, channel: u64, white: &User, black: &User) {
    for (user, point) in [
        (white, "K10"),
        (black, "L9"),
        (white, "N10"),
        (black, "L10"),
    ] {
        let moved = say_in(
            fake,
            channel,
            user,
            "move",
            json!([opt::str("position", point)]),
        )
        .await;
        assert_board(&moved);
    }
}

/// Under way with `black` to move.
async fn black_to_move_in(fake: &FakeDiscord, channel: u64, white: &User, black: &User) {
    under_way_in(fake, channel, white, black).await;
    let moved = say_in(
        fake,
        channel,
        white,
        "move",
        json!([opt::str("position", "K13")]),
    )
    .await;
    assert_board(&moved);
}

async fn said_in(fake: &FakeDiscord, channel: u64, text: &str) -> common::fake_discord::Message {
    let text = text.to_string();
    fake.wait_for_message(channel, Duration::from_secs(20), move |m| {
        m.content.contains(&text)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_extends_a_game_by_an_hour_and_covers_another_across_restarts_on_sqlite() {
    let db = common::shared_db::SharedDb::new("long_games", "vacation");
    vacation_across_restarts(TestDb::Sqlite(db)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn vacation_extends_a_game_by_an_hour_and_covers_another_across_restarts_on_postgres() {
    if let Some(url) = common::postgres::fresh_database("long_games").await {
        vacation_across_restarts(TestDb::Postgres(url)).await;
    }
}

async fn vacation_across_restarts(db: TestDb) {
    let config = format!("{}\n{CLOCKS}\nvacation_days_per_year = 10", db.config());
    let fake = FakeDiscord::start().await;
    let moderator = User::new(100_000_000_000_000_009, "mod");
    fake.make_moderator(&moderator);
    let mut bot = start(&fake, &config).await;
    // Alice to move in two turn-based games, and in one of an hour a move.
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![]).await;
    under_way_in(&fake, CHANNEL, &alice(), &bob()).await;
    start_game_in(&fake, B, &bob(), &alice(), vec![]).await;
    black_to_move_in(&fake, B, &bob(), &alice()).await;
    start_game_in(&fake, C, &alice(), &carol(), vec![time(&fake, HOUR)]).await;
    under_way_in(&fake, C, &alice(), &carol()).await;

    // While the bot is down, all three deadlines pass, B's within a
    // minute of A's.
    bot.kill().await;
    let now = now_ms();
    let (a, b) = (now - 60_000, now - 30_000);
    db.set_deadline(CHANNEL, a).await;
    db.set_deadline(B, b).await;
    db.set_deadline(C, now - 45_000).await;
    let mut bot = restart(&fake, &config).await;

    let in_a = said_in(&fake, CHANNEL, "extended by vacation time").await;
    let in_b = said_in(&fake, B, "extended by vacation time").await;
    let texts = [in_a.content.as_str(), in_b.content.as_str()];
    assert_eq!(
        texts
            .iter()
            .filter(|t| t.contains("(1 hour taken, 9 days 23 hours left this year)"))
            .count(),
        1,
        "one hour taken: {texts:?}"
    );
    assert_eq!(
        texts
            .iter()
            .filter(|t| t.contains("covered by the hour"))
            .count(),
        1,
        "the other game is covered by it: {texts:?}"
    );
    let lost = said_in(&fake, C, "ran out of time").await;
    assert!(
        lost.content.contains(&alice().mention()),
        "an hour a move: lost as always"
    );
    assert_eq!(db.deadline(CHANNEL).await, a + 3_600_000);
    assert_eq!(db.deadline(B).await, b + 3_600_000);
    let left = say(&fake, &alice(), "settings", Value::Null).await;
    assert!(left.ephemeral);
    assert!(
        left.content.contains("9 days 23 hours left of 10 days"),
        "{}",
        left.content
    );

    // Another restart finds the same deadlines and the hour taken.
    bot.kill().await;
    let mut bot = {
        drop(bot);
        restart(&fake, &config).await
    };
    let left = say(&fake, &alice(), "settings", Value::Null).await;
    assert!(
        left.content.contains("9 days 23 hours left"),
        "{}",
        left.content
    );
    assert_eq!(db.deadline(CHANNEL).await, a + 3_600_000);
    let games = say(&fake, &alice(), "games", Value::Null).await;
    assert!(
        games
            .content
            .contains(&format!("due <t:{}:R>", (a + 3_600_000) / 1000)),
        "{}",
        games.content
    );

    // A server that turns vacation off: a loss on time as always.
    let refused = say(
        &fake,
        &alice(),
        "settings",
        json!([choice(&fake, "settings", "vacation", "off")]),
    )
    .await;
    assert!(
        refused.content.contains("Only moderators"),
        "{}",
        refused.content
    );
    let off = say(
        &fake,
        &moderator,
        "settings",
        json!([choice(&fake, "settings", "vacation", "off")]),
    )
    .await;
    assert!(
        off.content.contains("Vacation is off in this server"),
        "{}",
        off.content
    );
    bot.kill().await;
    db.set_deadline(CHANNEL, now_ms() - 1_000).await;
    let _bot = {
        drop(bot);
        restart(&fake, &config).await
    };
    let lost = said_in(&fake, CHANNEL, "ran out of time").await;
    assert!(
        lost.content.contains(&alice().mention()),
        "{}",
        lost.content
    );
    let extended = fake
        .channel_messages(CHANNEL)
        .iter()
        .filter(|m| m.content.contains("extended by vacation time"))
        .count();
    assert_eq!(extended, 1, "extended once only");
}

/// Three-letter names of the UTC days of the week of the last two days and today.
fn the_last_three_days() -> String {
    let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    let today = (now_ms() / 1000 / 86_400 + 3) % 7;
    (0..3)
        .map(|back| days[((today - back + 7) % 7) as usize])
        .collect::<Vec<_>>()
        .join(",")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weekend_days_do_not_run_the_clock_are_shown_in_every_deadline_and_the_last_day_left_is_told_on_sqlite(
) {
    let db = common::shared_db::SharedDb::new("long_games", "weekend");
    weekend_and_the_last_day(TestDb::Sqlite(db)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn weekend_days_do_not_run_the_clock_are_shown_in_every_deadline_and_the_last_day_left_is_told_on_postgres(
) {
    if let Some(url) = common::postgres::fresh_database("long_games_weekend").await {
        weekend_and_the_last_day(TestDb::Postgres(url)).await;
    }
}

async fn weekend_and_the_last_day(db: TestDb) {
    // One day a year: the first hour taken leaves 23.
    let config = format!("{}\n{CLOCKS}\nvacation_days_per_year = 1", db.config());
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &config).await;
    let bad = say(
        &fake,
        &bob(),
        "settings",
        json!([opt::str("weekend", "caturday")]),
    )
    .await;
    assert!(
        bad.content.contains("I don't know the day"),
        "{}",
        bad.content
    );
    let weekend = the_last_three_days();
    let set = say(
        &fake,
        &bob(),
        "settings",
        json!([opt::str("weekend", &weekend)]),
    )
    .await;
    assert!(set.content.starts_with("Saved."), "{}", set.content);
    assert!(set.content.contains("Weekend days: "), "{}", set.content);
    self::set(
        &fake,
        &bob(),
        json!([choice(&fake, "settings", "notify", "on")]),
    )
    .await;
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![]).await;
    under_way_in(&fake, CHANNEL, &alice(), &bob()).await;
    start_game_in(&fake, B, &carol(), &bob(), vec![]).await;
    under_way_in(&fake, B, &carol(), &bob()).await;
    // Bob's move begins today, one of his weekend days: his day to play is
    // tomorrow, and every deadline shown says so from the start.
    let day = 86_400_000;
    let bob_due = (now_ms() / day + 2) * day;
    let shown = format!("<t:{}:R>", bob_due / 1000);
    let moved = say_in(
        &fake,
        B,
        &carol(),
        "move",
        json!([opt::str("position", "K13")]),
    )
    .await;
    assert_board(&moved);
    assert!(
        moved.content.contains(&format!("Move due {shown}")),
        "the board: {}",
        moved.content
    );
    assert_eq!(db.deadline(B).await, bob_due);
    let told = fake
        .wait_until("bob's message", Duration::from_secs(20), |f| {
            f.dm_messages(&bob())
                .into_iter()
                .find(|m| m.content.contains("carol played K13"))
        })
        .await;
    assert!(
        told.content.contains(&format!("Move due {shown}")),
        "the message: {}",
        told.content
    );
    let listed = say(&fake, &bob(), "games", Value::Null).await;
    assert!(
        listed.content.contains(&format!("due {shown}")),
        "/pente games: {}",
        listed.content
    );
    // Days named during a move count from the next one: alice's move in
    // the first channel keeps its deadline.
    // (The game in memory is asked: the days are kept in their own table,
    // so the stored deadline alone would not show a move begun again.)
    let alice_due = db.deadline(CHANNEL).await;
    let alice_shown = format!("due <t:{}:R>", alice_due / 1000);
    let before = say(&fake, &alice(), "games", Value::Null).await;
    assert!(before.content.contains(&alice_shown), "{}", before.content);
    self::set(&fake, &alice(), json!([opt::str("weekend", &weekend)])).await;
    let after = say(&fake, &alice(), "games", Value::Null).await;
    assert!(after.content.contains(&alice_shown), "{}", after.content);
    // Carol, with notifications on, to move in C.
    self::set(
        &fake,
        &carol(),
        json!([choice(&fake, "settings", "notify", "on")]),
    )
    .await;
    start_game_in(&fake, C, &carol(), &dave(), vec![]).await;
    under_way_in(&fake, C, &carol(), &dave()).await;

    // While the bot is down, alice's and carol's deadlines pass; bob's
    // stays as it was, weekend days and all.
    bot.kill().await;
    let now = now_ms();
    db.set_deadline(CHANNEL, now - 60_000).await;
    db.set_deadline(C, now - 60_000).await;
    let _bot = {
        drop(bot);
        restart(&fake, &config).await
    };
    let extended = said_in(&fake, CHANNEL, "extended by vacation time").await;
    assert!(
        extended
            .content
            .contains("(1 hour taken, 23 hours left this year)"),
        "{}",
        extended.content
    );
    let bob_left = say(&fake, &bob(), "settings", Value::Null).await;
    assert!(
        bob_left.content.contains("1 day left of 1 day"),
        "{}",
        bob_left.content
    );
    assert_eq!(db.deadline(B).await, bob_due, "kept across the restart");
    let listed = say(&fake, &bob(), "games", Value::Null).await;
    assert!(
        listed.content.contains(&format!("due {shown}")),
        "{}",
        listed.content
    );

    // Alice, whose notifications are off, is told at her next command,
    // once the note is kept.
    for _ in 0..200 {
        let kept = db
            .scalar(
                "SELECT COUNT(*) FROM pending_notes WHERE user_id = $1",
                alice().id as i64,
            )
            .await;
        if kept > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let asked = fake.command(&alice(), CHANNEL, "board", Value::Null).await;
    let told = asked.replies(2).await.remove(1);
    assert!(told.ephemeral);
    assert!(
        told.content.contains("Only 23 hours of vacation left"),
        "{}",
        told.content
    );

    // Carol, whose notifications are on, is told by direct message, once.
    said_in(&fake, C, "extended by vacation time").await;
    let carol_told = |f: &FakeDiscord| {
        f.dm_messages(&carol())
            .into_iter()
            .filter(|m| m.content.contains("Only 23 hours of vacation left"))
            .collect::<Vec<_>>()
    };
    let dm = fake
        .wait_until("carol's message", Duration::from_secs(20), |f| {
            carol_told(f).into_iter().next()
        })
        .await;
    assert!(dm.content.contains(&format!("<#{C}>")), "{}", dm.content);
    let asked = fake.command(&carol(), C, "board", Value::Null).await;
    asked.replies(1).await;
    assert_eq!(carol_told(&fake).len(), 1, "told once");
    assert!(
        asked.replies_now().len() == 1,
        "nothing more at her next command: {:?}",
        asked.replies_now()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_created_with_vacation_on_lets_its_games_use_it_and_one_without_does_not_on_sqlite(
) {
    let db = common::shared_db::SharedDb::new("long_games", "tournaments");
    tournaments_and_vacation(TestDb::Sqlite(db)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_created_with_vacation_on_lets_its_games_use_it_and_one_without_does_not_on_postgres(
) {
    if let Some(url) = common::postgres::fresh_database("long_games_tournaments").await {
        tournaments_and_vacation(TestDb::Postgres(url)).await;
    }
}

/// The thread of the first round's game of the newest tournament (a round
/// robin of three: one game and a bye), once its board is posted.
async fn tournament_thread(fake: &FakeDiscord, known: &[u64]) -> u64 {
    let thread = fake
        .wait_until(
            "the tournament game's thread",
            Duration::from_secs(20),
            |f| {
                f.threads()
                    .into_iter()
                    .find(|(id, _, name)| name.starts_with("Round 1:") && !known.contains(id))
                    .map(|t| t.0)
            },
        )
        .await;
    fake.wait_for_message(thread, Duration::from_secs(20), |m| !m.files.is_empty())
        .await;
    thread
}

async fn tournaments_and_vacation(db: TestDb) {
    use crate::events::{create, join_all, organiser, players, tournament_id};
    let config = format!("{}\n{CLOCKS}\nvacation_days_per_year = 10", db.config());
    let fake = FakeDiscord::start().await;
    fake.make_moderator(&organiser());
    let mut bot = start(&fake, &config).await;
    let p = players(6);
    // A round robin of three with vacation:on, and one without it.
    let mut threads = Vec::new();
    for (three, vacation) in [(&p[0..3], Some(true)), (&p[3..6], None)] {
        let more = vacation.map_or_else(Vec::new, |on| vec![opt::bool("vacation", on)]);
        let announcement = create(&fake, "round-robin", more).await;
        let id = tournament_id(&announcement);
        join_all(&fake, &announcement, three).await;
        say(
            &fake,
            &organiser(),
            "tournament start",
            json!([opt::int("tournament", id as i64)]),
        )
        .await;
        threads.push(tournament_thread(&fake, &threads).await);
    }

    // Both first moves' deadlines pass while the bot is down.
    bot.kill().await;
    drop(bot);
    let now = now_ms();
    for thread in &threads {
        db.set_deadline(*thread, now - 60_000).await;
    }
    let _bot = restart(&fake, &config).await;
    let extended = said_in(&fake, threads[0], "extended by vacation time").await;
    assert!(
        extended.content.contains("(1 hour taken"),
        "{}",
        extended.content
    );
    assert_eq!(db.deadline(threads[0]).await, now - 60_000 + 3_600_000);
    said_in(&fake, threads[1], "ran out of time").await;
    assert!(
        !fake
            .channel_messages(threads[1])
            .iter()
            .any(|m| m.content.contains("vacation")),
        "no vacation without vacation:on"
    );
}

/// The choice `name` of option `option` of `/pente <sub>`, as Discord's
/// client sends it (the type and value the bot registered).
fn choice(fake: &FakeDiscord, sub: &str, option: &str, name: &str) -> Value {
    let commands = fake.commands();
    let command = commands
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
    let registered = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("no {option} in {command}"))
        .clone();
    let value = registered["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no choice {name} in {registered}"))["value"]
        .clone();
    json!({"name": option, "type": registered["type"], "value": value})
}

/// Alice's direct messages once there are `n` of them.
async fn dms(fake: &FakeDiscord, user: &User, n: usize) -> Vec<common::fake_discord::Message> {
    let user = user.clone();
    fake.wait_until("direct messages", Duration::from_secs(20), move |f| {
        let got = f.dm_messages(&user);
        (got.len() >= n).then_some(got)
    })
    .await
}

async fn set(fake: &FakeDiscord, user: &User, options: Value) -> Reply {
    let reply = say(fake, user, "settings", options).await;
    assert!(reply.content.starts_with("Saved."), "{}", reply.content);
    reply
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn your_move_by_direct_message_once_a_move_off_refused_and_reminded() {
    let db = TestDb::Sqlite(common::shared_db::SharedDb::new("long_games", "notify"));
    let config = format!("{}\n{CLOCKS}", db.config());
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &config).await;
    let on = choice(&fake, "settings", "notify", "on");
    let off = choice(&fake, "settings", "notify", "off");
    set(&fake, &alice(), json!([on.clone()])).await;
    // Bob's Accept makes the game alice's to move: one message.
    start_game(&fake).await;
    let first = dms(&fake, &alice(), 1).await;
    assert!(
        first[0].content.contains("Your move"),
        "{}",
        first[0].content
    );
    play_all(&fake, &[(alice(), "K10")]).await;
    let moved = play(&fake, &bob(), "L9").await;
    let got = dms(&fake, &alice(), 2).await;
    let dm = &got[1];
    assert!(dm.content.contains("bob played L9"), "{}", dm.content);
    assert!(dm.content.contains("Move due <t:"), "{}", dm.content);
    assert!(
        dm.content.contains(&format!(
            "https://discord.com/channels/{GUILD_ID}/{CHANNEL}/{}",
            moved.msg().id
        )),
        "a jump link to the board: {}",
        dm.content
    );
    assert_eq!(dm.files.len(), 1, "with the board");
    assert_eq!(dm.files[0].0, "board.png");

    // A slow direct message never holds the move up.
    play_all(&fake, &[(alice(), "N10")]).await;
    let held = fake.hold_post_saying(fake.dm_channel(&alice()), "Your move");
    assert_board(&play(&fake, &bob(), "L10").await);
    held.reached(Duration::from_secs(20)).await;
    assert_eq!(fake.dm_messages(&alice()).len(), 2, "still held");
    held.release();
    let got = dms(&fake, &alice(), 3).await;
    assert!(
        got[2].content.contains("bob played L10"),
        "{}",
        got[2].content
    );

    // Off: none. Bob asks for them but refuses direct messages (50007).
    set(&fake, &alice(), json!([off])).await;
    set(&fake, &bob(), json!([on])).await;
    fake.refuse_dms(&bob());
    play_all(&fake, &[(alice(), "K13")]).await;
    let bob_dm = fake.dm_channel(&bob());
    fake.wait_until("the refused message", Duration::from_secs(20), |f| {
        f.requests()
            .iter()
            .any(|r| r.path == format!("/channels/{bob_dm}/messages") && r.status == 403)
            .then_some(())
    })
    .await;
    // Bob, refused, has his notifications off, and is told once, after the
    // first command of his that follows (asked until they are off).
    let mut asked = Vec::new();
    for _ in 0..50 {
        let one = fake.command(&bob(), CHANNEL, "settings", Value::Null).await;
        let now_off = one.reply().await.content.contains("Notifications off");
        asked.push(one);
        if now_off {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let told = fake
        .wait_until("bob to be told", Duration::from_secs(10), |_| {
            asked.iter().find_map(|i| i.replies_now().get(1).cloned())
        })
        .await;
    assert!(told.ephemeral);
    assert!(
        told.content.contains("couldn't send you a direct message"),
        "{}",
        told.content
    );
    let notes = asked.iter().filter(|i| i.replies_now().len() > 1).count();
    assert_eq!(notes, 1, "told once");
    // One attempt for the move, refused, and none again: his notifications
    // are off (the fake keeps no refused message, so count the requests).
    let attempts = |f: &FakeDiscord| {
        f.requests()
            .iter()
            .filter(|r| r.method == "POST" && r.path == format!("/channels/{bob_dm}/messages"))
            .count()
    };
    assert_eq!(attempts(&fake), 1, "one attempt, refused");
    play_all(&fake, &[(bob(), "L11")]).await;

    // Reminders, turned on while the bot is down (so that nothing sent for
    // L11 could see them on): a quarter of alice's time left comes by direct
    // message, and the channel's ping goes.
    bot.kill().await;
    db.run(
        "UPDATE player_notify SET notify = $1, reminders = $1 WHERE user_id = $2",
        1,
        alice().id as i64,
    )
    .await;
    db.run(
        "UPDATE games SET deadline_at = $1, reminded = 0 WHERE channel_id = $2 AND state = 'playing'",
        now_ms() + 600_000,
        CHANNEL as i64,
    )
    .await;
    let _bot = {
        drop(bot);
        restart(&fake, &config).await
    };
    let got = dms(&fake, &alice(), 4).await;
    assert!(
        got[3].content.contains("A quarter of your time is left"),
        "{}",
        got[3].content
    );
    assert!(
        !fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.starts_with("⏰")),
        "no ping in the channel"
    );
    assert!(
        !got.iter().any(|m| m.content.contains("L11")),
        "nothing while off: {got:?}"
    );
    assert_eq!(fake.dm_messages(&alice()).len(), 4, "one message a move");
    // Bob's move again, his notifications off since the refusal: alice's
    // move is answered on the board, and her next move's message (sent
    // after bob's would have been) comes with none tried for him.
    assert_board(&play(&fake, &alice(), "M12").await);
    play_all(&fake, &[(bob(), "H7")]).await;
    let got = dms(&fake, &alice(), 5).await;
    assert!(
        got[4].content.contains("bob played H7"),
        "{}",
        got[4].content
    );
    assert_eq!(attempts(&fake), 1, "none after the refusal");
}
