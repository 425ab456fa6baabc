//! End-to-end: puzzles through the fake Discord, the real bot. The bot is
//! given the three hand-made puzzles of `tests/data/puzzles_test.jsonl` in
//! place of the shipped set (`PENTE_TEST_PUZZLES`): White to play and win in
//! two with an open four (t1 rated 1500, t2 1520, t3 1540).

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Reply, User};
use common::pente::*;
use common::shared_db::SharedDb;
use common::BotProcess;
use serde_json::{json, Value};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const DAILY_CHANNEL: u64 = 5_000_000_000_000_077;

fn puzzles_file() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/puzzles_test.jsonl").to_string()
}

/// A bot with the test puzzles, its daily clock `offset_secs` ahead, on
/// `database` (a config line; empty for the default).
async fn start_puzzles(fake: &FakeDiscord, database: &str, offset_secs: i64) -> BotProcess {
    start_puzzles_from(fake, database, offset_secs, &puzzles_file()).await
}

/// [`start_puzzles`] with the puzzles of `file`.
async fn start_puzzles_from(
    fake: &FakeDiscord,
    database: &str,
    offset_secs: i64,
    file: &str,
) -> BotProcess {
    let registered = fake.registrations().len();
    let config = format!(
        "guild_id = {}\nimage_size = 400\n{database}\n",
        common::fake_discord::GUILD_ID
    );
    let offset = offset_secs.to_string();
    let bot = BotProcess::spawn(
        fake,
        &config,
        &[
            ("RUST_LOG", "info,pente_bot=debug"),
            ("PENTE_TEST_PUZZLES", file),
            ("PENTE_TEST_CLOCK_OFFSET_SECS", &offset),
        ],
    );
    fake.wait_until(
        "the bot to register its commands",
        Duration::from_secs(60),
        |f| (f.registrations().len() > registered).then_some(()),
    )
    .await;
    fake.wait_connected(Duration::from_secs(30)).await;
    bot
}

async fn puzzle(fake: &FakeDiscord, user: &User, sub: &str, options: Value) -> Reply {
    say(fake, user, &format!("puzzle {sub}"), options).await
}

async fn answer(fake: &FakeDiscord, user: &User, point: &str) -> Reply {
    puzzle(fake, user, "move", json!([opt::str("position", point)])).await
}

/// A private reply with one file of this name that decodes as a picture.
fn assert_private_picture(reply: &Reply, name: &str) {
    assert!(reply.ephemeral, "puzzles are private: {reply:?}");
    assert_eq!(reply.files.len(), 1, "{}", reply.content);
    assert_eq!(reply.files[0].0, name);
    let bytes = &reply.files[0].1;
    if name.ends_with(".gif") {
        // The winning line from the puzzle's position: that position and a
        // frame for each of the line's three moves.
        let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
        let mut frames = 0;
        while decoder.read_next_frame().unwrap().is_some() {
            frames += 1;
        }
        assert_eq!(frames, 4, "a short animation");
    } else {
        image::load_from_memory_with_format(bytes, image::ImageFormat::Png).expect("a PNG");
    }
}

/// The test puzzle's id a reply names in bold: "**t2**".
fn puzzle_id(reply: &Reply) -> String {
    let start = reply.content.find("**t").expect("a puzzle id") + 2;
    reply.content[start..start + 2].to_string()
}

/// The shipped puzzle a new player (1500) gets first: the one rated
/// nearest 1500 in `data/puzzles.jsonl`, the first of equals.
fn nearest_shipped() -> Value {
    include_str!("../data/puzzles.jsonl")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .min_by(|a, b| {
            let distance = |p: &Value| (p["rating"].as_f64().unwrap() - 1500.0).abs();
            distance(a).total_cmp(&distance(b))
        })
        .expect("shipped puzzles")
}

/// The (first winning move, defender's reply, winning move) of each test puzzle.
fn line_of(id: &str) -> [&'static str; 3] {
    match id {
        "t1" | "t3" => ["M10", "O10", "J10"],
        "t2" => ["K12", "K14", "K9"],
        other => panic!("no puzzle {other}"),
    }
}

/// The button of `reply` whose custom id starts with `prefix`.
fn button_id(reply: &Reply, prefix: &str) -> String {
    reply
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button in {:?}", reply.custom_ids()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_are_solved_failed_hinted_given_up_and_retried_privately() {
    let fake = FakeDiscord::start().await;
    let _bot = start_puzzles(&fake, "", 0).await;

    // A new player (1500) gets the puzzle nearest their rating: t1.
    let first = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&first, "puzzle.png");
    assert!(
        first.content.contains("White to play and win — 2 moves"),
        "{}",
        first.content
    );
    assert_eq!(puzzle_id(&first), "t1");
    // The buttons name the solver, the attempt (puzzle and start) and the board.
    let ids = first.custom_ids();
    assert_eq!(ids.len(), 2, "{ids:?}");
    for (id, action) in ids.iter().zip(["hint", "giveup"]) {
        let parts: Vec<&str> = id.split(':').collect();
        assert_eq!(
            parts[..4],
            ["puzzle", action, &alice().id.to_string(), "t1"]
        );
        assert!(parts[4].parse::<u64>().is_ok() && parts[5] == "0", "{id}");
    }
    // The answer's suggestions are the free points.
    let choices = fake
        .autocomplete(
            &alice(),
            CHANNEL,
            "puzzle move",
            json!([opt::focused("position", "M1")]),
        )
        .await;
    let names: Vec<&str> = choices.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"M10"), "{names:?}");
    assert!(!names.contains(&"K10") && !names.contains(&"N10"));
    // Asking again shows the same attempt.
    let again = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert!(
        again.content.contains("You are solving puzzle **t1**"),
        "{}",
        again.content
    );

    // An occupied point changes nothing; the right move gets the reply.
    let taken = answer(&fake, &alice(), "K10").await;
    assert!(
        taken.content.contains("not a move you can play"),
        "{}",
        taken.content
    );
    let right = answer(&fake, &alice(), "M10").await;
    assert_private_picture(&right, "puzzle.png");
    assert!(
        right
            .content
            .contains("**M10** is right. The defender answers **O10**"),
        "{}",
        right.content
    );
    assert!(right.content.contains("1 move"), "{}", right.content);
    let solved = answer(&fake, &alice(), "J10").await;
    assert_private_picture(&solved, "puzzle.png");
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    assert!(
        solved.content.contains("Puzzle rating: 1500? → ") && solved.content.contains("(+"),
        "the rating goes up: {}",
        solved.content
    );
    assert!(solved.content.contains("Streak: 1"), "{}", solved.content);
    assert!(
        solved.content.contains("Themes: five."),
        "{}",
        solved.content
    );
    assert!(
        !first.content.contains("five"),
        "the themes would give it away: {}",
        first.content
    );

    // The next one, failed: the rating goes down, the solution is a GIF.
    let second = puzzle(&fake, &alice(), "new", Value::Null).await;
    let second_id = puzzle_id(&second);
    assert_ne!(second_id, "t1", "never one already tried");
    let wrong = answer(&fake, &alice(), "A19").await;
    assert_private_picture(&wrong, "solution.gif");
    assert!(wrong.content.contains("doesn't win"), "{}", wrong.content);
    let line = line_of(&second_id);
    assert!(
        wrong
            .content
            .contains(&format!("**{}** {} **{}**", line[0], line[1], line[2])),
        "{}",
        wrong.content
    );
    assert!(
        wrong.content.contains("(−"),
        "the rating goes down: {}",
        wrong.content
    );
    let none = answer(&fake, &alice(), "M10").await;
    assert!(
        none.content.contains("no puzzle under way"),
        "{}",
        none.content
    );

    // The last: a stranger can't press its buttons; a hint, then giving up.
    let third = puzzle(&fake, &alice(), "new", Value::Null).await;
    let third_id = puzzle_id(&third);
    let hint = button_id(&third, "puzzle:hint:");
    let give_up = button_id(&third, "puzzle:giveup:");
    // The first puzzle's Give up, pressed on its old message, leaves this one be.
    let first_give_up = button_id(&first, "puzzle:giveup:");
    let stale = fake
        .click(&alice(), first.msg(), &first_give_up)
        .await
        .reply()
        .await;
    assert!(
        stale
            .content
            .contains("That puzzle is over, so nothing was done"),
        "{}",
        stale.content
    );
    let refused = fake
        .click(&bob(), third.msg(), &give_up)
        .await
        .reply()
        .await;
    assert!(refused.ephemeral);
    assert!(refused.content.contains("belong to"), "{}", refused.content);
    let hinted = fake.click(&alice(), third.msg(), &hint).await.reply().await;
    assert_private_picture(&hinted, "puzzle.png");
    let line = line_of(&third_id);
    assert!(
        hinted
            .content
            .contains(&format!("Hint: play **{}**", line[0])),
        "{}",
        hinted.content
    );
    let gave_up = fake
        .click(&alice(), hinted.msg(), &give_up)
        .await
        .reply()
        .await;
    assert_private_picture(&gave_up, "solution.gif");
    assert!(
        gave_up.content.contains("The solution of"),
        "{}",
        gave_up.content
    );
    assert!(gave_up.content.contains("(−"), "{}", gave_up.content);
    // Pressed again, the board is over.
    let over = fake.click(&alice(), third.msg(), &hint).await.reply().await;
    assert!(
        over.content.contains("That puzzle is over"),
        "{}",
        over.content
    );
    assert!(
        gave_up.content.contains(&format!("**{}**", third_id)),
        "the Give up of the old board did not end it: {}",
        gave_up.content
    );

    let all = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert!(
        all.content.contains("tried every puzzle"),
        "{}",
        all.content
    );

    // Stats, and the failed ones again, unrated.
    let stats = puzzle(&fake, &alice(), "stats", Value::Null).await;
    assert!(stats.ephemeral);
    assert!(
        stats.content.contains("3 rated attempts"),
        "{}",
        stats.content
    );
    assert!(
        stats.content.contains("five: 1 solved, 2 failed"),
        "{}",
        stats.content
    );
    let retry = button_id(&stats, "puzzle:retry:");
    assert_eq!(
        stats.button(&retry).unwrap().label.as_deref(),
        Some("Retry failed (2)")
    );
    let again = fake
        .click(&alice(), stats.msg(), &retry)
        .await
        .reply()
        .await;
    assert_private_picture(&again, "puzzle.png");
    assert!(again.content.contains("Retry"), "{}", again.content);
    let line = line_of(&puzzle_id(&again));
    answer(&fake, &alice(), line[0]).await;
    let solved = answer(&fake, &alice(), line[2]).await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    assert!(
        solved.content.contains("rating stays"),
        "a retry is not rated: {}",
        solved.content
    );
    fake.assert_no_problems();
}

/// Seconds to add to now so that the bot's clock reads `before` seconds
/// before `hour`:00 UTC next comes, at least an hour from now.
fn offset_to_hour(before: u64) -> (u32, i64) {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let hour_now = (now / 3600) % 24;
    let hour = ((hour_now + 2) % 24) as u32;
    let target = (now / 3600 + 2) * 3600;
    (hour, target as i64 - before as i64 - now as i64)
}

fn daily_posts(fake: &FakeDiscord) -> Vec<common::Message> {
    fake.channel_messages(DAILY_CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains("Daily puzzle"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_once_a_day_across_a_restart() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("puzzles", "daily");
    let (hour, offset) = offset_to_hour(4);
    let mut bot = start_puzzles(&fake, &db.config(), offset).await;

    // Alice has a puzzle of her own open before the daily comes: t1.
    let mine = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_eq!(puzzle_id(&mine), "t1");
    let moderator = carol();
    let hers = puzzle(&fake, &moderator, "new", Value::Null).await;
    assert_eq!(puzzle_id(&hers), "t1");

    let options = json!([
        opt::channel("channel", DAILY_CHANNEL),
        opt::int("hour", i64::from(hour))
    ]);
    let refused = puzzle(&fake, &bob(), "daily", options.clone()).await;
    assert_private(&refused, "Only moderators");
    // Manage Messages in the channel the command runs in is not enough: the
    // daily is the server's, and it can post anywhere.
    fake.make_moderator_in(&bob(), CHANNEL);
    let channel_moderator = puzzle(&fake, &bob(), "daily", options.clone()).await;
    assert_private(&channel_moderator, "Manage Server");
    fake.make_moderator(&moderator);
    let set = puzzle(&fake, &moderator, "daily", options).await;
    assert!(
        set.content
            .contains(&format!("every day at {hour:02}:00 UTC")),
        "{}",
        set.content
    );
    // The bot showed it can post there: it said so in the channel.
    assert!(fake
        .channel_messages(DAILY_CHANNEL)
        .iter()
        .any(|m| m.content.contains("will be posted here every day")));

    // At the hour: the middle one of the three, t2, public with its board.
    let posted = fake
        .wait_for_message(DAILY_CHANNEL, Duration::from_secs(30), |m| {
            m.content.contains("Daily puzzle")
        })
        .await;
    assert_eq!(posted.files.len(), 1);
    assert!(
        posted.content.contains("Solved by 0 so far"),
        "{}",
        posted.content
    );
    // A point sent with nothing open is never judged unseen: the daily is
    // shown first.
    let shown = shown_the_daily(&fake, &bob(), "K12").await;
    assert_private_picture(&shown, "puzzle.png");
    assert!(
        shown.content.contains("was not played") && shown.content.contains("**t2**"),
        "{}",
        shown.content
    );
    // Then anyone solves it privately; the count goes up.
    let right = answer(&fake, &bob(), "K12").await;
    assert!(right.ephemeral);
    assert!(
        right.content.contains("defender answers **K14**"),
        "{}",
        right.content
    );
    let solved = answer(&fake, &bob(), "K9").await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    fake.wait_until("the count of solvers", Duration::from_secs(10), |f| {
        f.message(posted.id)
            .filter(|m| m.content.contains("Solved by 1 so far"))
            .map(|_| ())
    })
    .await;
    let again = answer(&fake, &bob(), "K12").await;
    assert!(
        again.content.contains("tried the daily puzzle already"),
        "{}",
        again.content
    );

    // Alice's own puzzle, forgotten since the daily came, is not judged
    // against her point (M10 would have been right there): she is shown the
    // daily, and told hers is open.
    let daily = answer(&fake, &alice(), "M10").await;
    assert!(
        daily.content.contains("was not played")
            && daily.content.contains("**t2**")
            && daily.content.contains("Your puzzle **t1** is still open"),
        "{}",
        daily.content
    );
    assert!(!daily.content.contains("is right"), "{}", daily.content);
    // The daily and her own are two slots: she solves the daily, then hers.
    answer(&fake, &alice(), "K12").await;
    let solved = answer(&fake, &alice(), "K9").await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    let back = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert!(
        back.content.contains("You are solving puzzle **t1**"),
        "{}",
        back.content
    );
    assert!(answer(&fake, &alice(), "M10")
        .await
        .content
        .contains("is right"));

    // Carol's own puzzle, open since before the daily came, does not keep
    // the daily from her: `new` starts the daily first, as the daily.
    let daily_first = puzzle(&fake, &moderator, "new", Value::Null).await;
    assert!(
        daily_first
            .content
            .contains("Here is the daily puzzle **t2**")
            && daily_first
                .content
                .contains("Your puzzle **t1** is still open"),
        "{}",
        daily_first.content
    );

    // A restart past midnight UTC, before the next day's hour: nothing more
    // is posted, no attempt is lost, and the daily is still the daily.
    bot.kill().await;
    let past_midnight = if hour == 0 {
        3600
    } else {
        i64::from(24 - hour) * 3600 + 60
    };
    let mut bot = start_puzzles(&fake, &db.config(), offset + past_midnight).await;
    let solved = answer(&fake, &alice(), "J10").await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    let frank = User::new(100_000_000_000_000_005, "frank");
    let late = answer(&fake, &frank, "K12").await;
    assert!(
        late.content.contains("Here is the daily puzzle") && late.content.contains("**t2**"),
        "still answerable: {}",
        late.content
    );
    let erin = User::new(100_000_000_000_000_006, "erin");
    // The live daily is handed out as the daily, never as one's own.
    let hers = puzzle(&fake, &erin, "new", Value::Null).await;
    assert!(
        hers.content.contains("Here is the daily puzzle **t2**"),
        "{}",
        hers.content
    );
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(daily_posts(&fake).len(), 1, "once a day");

    // The next day: the last solution under a spoiler, and a new puzzle.
    bot.kill().await;
    let _bot = start_puzzles(&fake, &db.config(), offset + 24 * 3600).await;
    let solution = fake
        .wait_for_message(DAILY_CHANNEL, Duration::from_secs(30), |m| {
            m.content.contains("Yesterday's daily puzzle")
        })
        .await;
    assert!(
        solution
            .content
            .contains("solved by 2: the solution is ||**K12** K14 **K9**||"),
        "{}",
        solution.content
    );
    assert_eq!(solution.reference, Some(posted.id));
    fake.wait_until("the next day's puzzle", Duration::from_secs(30), |f| {
        let posts: Vec<_> = f
            .channel_messages(DAILY_CHANNEL)
            .into_iter()
            .filter(|m| m.content.contains("Daily puzzle"))
            .collect();
        (posts.len() == 2).then_some(())
    })
    .await;
    // Frank's attempt at yesterday's is over, unrated; today's is not t2.
    let today = shown_the_daily(&fake, &frank, "K12").await;
    assert!(
        today.content.contains("is over: its solution was posted"),
        "{}",
        today.content
    );
    assert!(
        !today.content.contains("Here is the daily puzzle **t2**")
            && (today.content.contains("Here is the daily puzzle **t1**")
                || today.content.contains("Here is the daily puzzle **t3**")),
        "{}",
        today.content
    );
    let newcomer = User::new(100_000_000_000_000_004, "dave");
    answer(&fake, &newcomer, "K12").await;
    let judged = answer(&fake, &newcomer, "K12").await;
    assert!(judged.content.contains("doesn't win"), "{}", judged.content);
}

/// `user`'s answer `point` with nothing open, once the daily puzzle just
/// seen in its channel is live (its message is saved a moment after it is
/// posted): the daily shown, and not judged. Its text carries what the
/// earlier tries said.
async fn shown_the_daily(fake: &FakeDiscord, user: &User, point: &str) -> Reply {
    let mut said = Vec::new();
    for _ in 0..50 {
        let mut reply = answer(fake, user, point).await;
        said.push(reply.content.clone());
        if reply.content.contains("was not played") {
            reply.content = said.join("\n");
            return reply;
        }
        assert!(
            reply.content.contains("no puzzle under way"),
            "{}",
            reply.content
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the daily puzzle never came: {said:?}");
}

/// White has K10, L10 and N10 on row 10: M10 makes an open four and wins in
/// two. White plays A19 instead, Black blocks M10, White resigns.
const MISSED: [&str; 8] = ["K10", "B2", "N10", "B4", "L10", "B6", "A19", "M10"];

/// Alice (White) and Bob play [`MISSED`] (with the challenge's `more`
/// options), Alice resigns, and Carol asks for the analysis: its replies.
async fn play_missed_and_analyze(fake: &FakeDiscord, more: Vec<Value>) -> Vec<Reply> {
    start_game_with(fake, &alice(), &bob(), more).await;
    let moves: Vec<_> = MISSED
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { alice() } else { bob() }, m))
        .collect();
    play_all(fake, &moves).await;
    assert_board(&say(fake, &alice(), "resign", Value::Null).await);
    fake.command(&carol(), CHANNEL, "analyze", Value::Null)
        .await
        .replies(2)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_win_from_analyze_is_offered_first_to_who_missed_it() {
    let fake = FakeDiscord::start().await;
    let _bot = start_puzzles(&fake, "", 0).await;
    let analysis = play_missed_and_analyze(&fake, Vec::new()).await;
    let result = &analysis[1];
    assert!(
        result
            .content
            .contains("Move 7, White A19: a missed win — M10 wins by force"),
        "{}",
        result.content
    );
    assert!(
        result
            .content
            .contains("1 missed win became a puzzle of this server"),
        "{}",
        result.content
    );

    // Alice, who missed it, gets it first (before the shipped t1). The
    // analysis printed its winning move for all to see: it is practice, and
    // its source (where the answer is) comes only at the end.
    let mine = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&mine, "puzzle.png");
    assert!(
        mine.content.contains("from this server's games") && mine.content.contains("practice"),
        "{}",
        mine.content
    );
    assert!(!mine.content.contains("alice v bob"), "{}", mine.content);
    let solved = solve_missed_win(&fake, &alice()).await;
    assert!(
        solved.content.contains("rating stays") && solved.content.contains("practice"),
        "not rated: {}",
        solved.content
    );
    assert!(
        solved.content.contains("Source: from alice v bob, move 7"),
        "{}",
        solved.content
    );
    let stats = puzzle(&fake, &alice(), "stats", Value::Null).await;
    assert!(
        stats.content.contains("0 rated attempts"),
        "{}",
        stats.content
    );
    // Bob gets the shipped one nearest his rating.
    let his = puzzle(&fake, &bob(), "new", Value::Null).await;
    assert_eq!(puzzle_id(&his), "t1");
}

/// Answers the missed win of [`MISSED`] (M10 makes an open four; the
/// defender blocks one end, the other wins): the last reply.
async fn solve_missed_win(fake: &FakeDiscord, user: &User) -> Reply {
    let right = answer(fake, user, "M10").await;
    assert!(
        right.content.contains("**M10** is right"),
        "{}",
        right.content
    );
    let other = if right.content.contains("The defender answers **J10**") {
        "O10"
    } else {
        assert!(
            right.content.contains("The defender answers **O10**"),
            "{}",
            right.content
        );
        "J10"
    };
    let solved = answer(fake, user, other).await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    solved
}

/// The same missed win in Gomoku (an open four wins there too): the
/// puzzle is Gomoku's, says so, and is solved by its rules.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_win_in_another_game_becomes_a_puzzle_of_that_game() {
    let fake = FakeDiscord::start().await;
    let _bot = start_puzzles(&fake, "", 0).await;
    let gomoku = vec![variant(&fake, "Gomoku")];
    let analysis = play_missed_and_analyze(&fake, gomoku).await;
    assert!(
        analysis[1]
            .content
            .contains("1 missed win became a puzzle of this server"),
        "{}",
        analysis[1].content
    );
    let mine = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&mine, "puzzle.png");
    assert!(
        mine.content
            .contains("White to play and win — 2 moves (Gomoku)"),
        "{}",
        mine.content
    );
    let solved = solve_missed_win(&fake, &alice()).await;
    assert!(
        solved.content.contains("Source: from alice v bob, move 7"),
        "{}",
        solved.content
    );
}

/// The missed win of [`MISSED`] in D-Pente: Alice places the four opening
/// stones, Bob keeps Black, and the game goes on as in Pente. The puzzle's
/// position holds the decision, so it replays and is answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_win_after_d_pentes_opening_decision_becomes_a_puzzle() {
    let fake = FakeDiscord::start().await;
    let _bot = start_puzzles(&fake, "", 0).await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "D-Pente")]).await;
    let opening: Vec<_> = MISSED[..4].iter().map(|&m| (alice(), m)).collect();
    play_all(&fake, &opening[..3]).await;
    let fourth = play(&fake, &alice(), MISSED[3]).await;
    let keep = fourth
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("opening:keep:"))
        .unwrap_or_else(|| panic!("no keep button: {:?}", fourth.custom_ids()));
    assert_board(&fake.click(&bob(), fourth.msg(), &keep).await.reply().await);
    let rest: Vec<_> = MISSED[4..]
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { alice() } else { bob() }, m))
        .collect();
    play_all(&fake, &rest).await;
    assert_board(&say(&fake, &alice(), "resign", Value::Null).await);
    let analysis = fake
        .command(&carol(), CHANNEL, "analyze", Value::Null)
        .await
        .replies(2)
        .await;
    assert!(
        analysis[1]
            .content
            .contains("1 missed win became a puzzle of this server"),
        "{}",
        analysis[1].content
    );
    let mine = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert!(mine.content.contains("(D-Pente)"), "{}", mine.content);
    let solved = solve_missed_win(&fake, &alice()).await;
    assert!(
        solved.content.contains("Source: from alice v bob, move 7"),
        "{}",
        solved.content
    );
}

/// A Connect6 puzzle (`tests/data/puzzles_connect6.jsonl`): each move is a
/// turn of two stones, answered one at a time in either order, and the
/// defender replies with two.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connect6_puzzle_is_answered_a_stone_at_a_time() {
    let fake = FakeDiscord::start().await;
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/puzzles_connect6.jsonl"
    );
    let _bot = start_puzzles_from(&fake, "", 0, file).await;
    let first = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&first, "puzzle.png");
    assert!(
        first
            .content
            .contains("White to play and win — 2 moves (Connect6)"),
        "{}",
        first.content
    );
    // K12 first, then J11: the main line's turn in the other order.
    let half = answer(&fake, &alice(), "K12").await;
    assert_private_picture(&half, "puzzle.png");
    assert!(
        half.content.contains("**K12** is right so far") && half.content.contains("2 moves"),
        "{}",
        half.content
    );
    let turn = answer(&fake, &alice(), "J11").await;
    assert!(
        turn.content
            .contains("**J11** is right. The defender answers **G9** and **M14**")
            && turn.content.contains("1 move"),
        "{}",
        turn.content
    );
    let one = answer(&fake, &alice(), "E15").await;
    assert!(one.content.contains("right so far"), "{}", one.content);
    let solved = answer(&fake, &alice(), "F14").await;
    assert!(solved.content.contains("solved!"), "{}", solved.content);
    // Bob goes wrong with his second stone: the solution shows the turns.
    puzzle(&fake, &bob(), "new", Value::Null).await;
    answer(&fake, &bob(), "J11").await;
    let wrong = answer(&fake, &bob(), "A1").await;
    assert!(
        wrong
            .content
            .contains("The solution: **J11** **K12** G9 M14 **E15** **F14**"),
        "{}",
        wrong.content
    );
}

/// With every database call and every picture slowed past Discord's three
/// seconds, every puzzle command and button is still answered in time
/// (deferred first), and answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzle_commands_are_answered_in_time_however_slow_the_database_and_pictures() {
    let fake = FakeDiscord::start().await;
    let registered = fake.registrations().len();
    let config = format!(
        "guild_id = {}\nimage_size = 400\n",
        common::fake_discord::GUILD_ID
    );
    let file = puzzles_file();
    let _bot = BotProcess::spawn(
        &fake,
        &config,
        &[
            ("PENTE_TEST_PUZZLES", file.as_str()),
            ("PENTE_TEST_STORE_DELAY_MS", "3200"),
            ("PENTE_TEST_DRAW_DELAY_MS", "3200"),
        ],
    );
    let slow = Duration::from_secs(120);
    fake.wait_until("the slow bot to register", slow, |f| {
        (f.registrations().len() > registered).then_some(())
    })
    .await;
    fake.wait_connected(Duration::from_secs(30)).await;
    let first = |sub: &'static str, options: Value| {
        let fake = &fake;
        async move {
            fake.command(&alice(), CHANNEL, &format!("puzzle {sub}"), options)
                .await
                .replies_within(1, slow)
                .await
                .remove(0)
        }
    };
    let new = first("new", Value::Null).await;
    assert_private_picture(&new, "puzzle.png");
    let right = first("move", json!([opt::str("position", "M10")])).await;
    assert!(right.content.contains("is right"), "{}", right.content);
    let hint = button_id(&right, "puzzle:hint:");
    let hinted = fake
        .click(&alice(), right.msg(), &hint)
        .await
        .replies_within(1, slow)
        .await;
    assert!(hinted[0].content.contains("Hint"), "{}", hinted[0].content);
    let stats = first("stats", Value::Null).await;
    assert!(stats.content.contains("Your puzzles"), "{}", stats.content);
    fake.make_moderator(&alice());
    let daily = first(
        "daily",
        json!([opt::channel("channel", DAILY_CHANNEL), opt::int("hour", 3)]),
    )
    .await;
    assert!(daily.content.contains("03:00 UTC"), "{}", daily.content);
    let late: Vec<String> = fake
        .problems()
        .into_iter()
        .filter(|p| p.contains("past Discord's 3 seconds"))
        .collect();
    assert!(late.is_empty(), "answered too late: {late:?}");
}

/// The bot as shipped: a new player gets the shipped puzzle nearest 1500,
/// and its main line is accepted move by move, the defender answering as
/// the line says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shipped_puzzle_is_solved_along_its_main_line() {
    let (fake, _bot) = ready().await;
    let new = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&new, "puzzle.png");
    let expected = nearest_shipped();
    let id = expected["id"].as_str().unwrap();
    assert!(
        new.content.contains(&format!("**{id}**")),
        "{}",
        new.content
    );
    let source = expected["source"].as_str().unwrap();
    assert!(
        !new.content.contains(source),
        "the source would give the answer away: {}",
        new.content
    );
    let line: Vec<&str> = expected["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    for pair in line.chunks(2) {
        let reply = answer(&fake, &alice(), pair[0]).await;
        match pair.get(1) {
            Some(defender) => assert!(
                reply
                    .content
                    .contains(&format!("The defender answers **{defender}**")),
                "{}",
                reply.content
            ),
            None => assert!(
                reply.content.contains("solved!") && reply.content.contains(source),
                "{}",
                reply.content
            ),
        }
    }
}

/// A puzzle gone from a rebuilt set: the attempt at it never locks its
/// player out. Give up on its board ends it, unrated; `new` closes it on
/// the way (saying which) and hands out another.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_that_cant_be_read_any_more_is_closed_unrated() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("puzzles", "unreadable");
    let mut bot = start_puzzles(&fake, &db.config(), 0).await;
    let first = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_eq!(puzzle_id(&first), "t1");
    assert_eq!(
        puzzle_id(&puzzle(&fake, &bob(), "new", Value::Null).await),
        "t1"
    );
    bot.kill().await;

    let rebuilt = db.file().with_file_name("puzzles-without-t1.jsonl");
    let lines: String = include_str!("data/puzzles_test.jsonl")
        .lines()
        .filter(|l| !l.contains("\"id\":\"t1\""))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&rebuilt, lines).unwrap();
    let _bot = start_puzzles_from(&fake, &db.config(), 0, rebuilt.to_str().unwrap()).await;

    let give_up = button_id(&first, "puzzle:giveup:");
    let ended = fake
        .click(&alice(), first.msg(), &give_up)
        .await
        .reply()
        .await;
    assert!(
        ended
            .content
            .contains("can't read the puzzle you were solving (**t1**)")
            && ended.content.contains("isn't rated"),
        "{}",
        ended.content
    );
    let next = puzzle(&fake, &alice(), "new", Value::Null).await;
    assert_private_picture(&next, "puzzle.png");
    assert_ne!(puzzle_id(&next), "t1");

    let his = puzzle(&fake, &bob(), "new", Value::Null).await;
    assert_private_picture(&his, "puzzle.png");
    assert!(
        his.content
            .contains("can't read the puzzle you were solving (**t1**)")
            && (his.content.contains("Puzzle **t2**") || his.content.contains("Puzzle **t3**")),
        "{}",
        his.content
    );
    let stats = puzzle(&fake, &bob(), "stats", Value::Null).await;
    assert!(
        stats.content.contains("0 rated attempts"),
        "{}",
        stats.content
    );
}

/// The daily puzzle is set only in a channel the bot can post in; a post
/// that fails later is told once where it was set.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_channel_the_bot_cant_post_in_is_refused_and_a_failing_post_told() {
    let fake = FakeDiscord::start().await;
    let (hour, offset) = offset_to_hour(4);
    let _bot = start_puzzles(&fake, "", offset).await;
    let moderator = carol();
    fake.make_moderator(&moderator);
    let daily_in = |channel: u64| {
        json!([
            opt::channel("channel", channel),
            opt::int("hour", i64::from(hour))
        ])
    };
    fake.forbid_posts(DAILY_CHANNEL);
    let refused = puzzle(&fake, &moderator, "daily", daily_in(DAILY_CHANNEL)).await;
    assert!(
        refused.ephemeral
            && refused.content.contains("I can't post in")
            && refused.content.contains("missing a permission")
            && refused.content.contains("not set"),
        "{}",
        refused.content
    );

    // Set in a channel it can post in, which then takes the permission away.
    let other = DAILY_CHANNEL + 1;
    let set = puzzle(&fake, &moderator, "daily", daily_in(other)).await;
    assert!(set.content.contains("Done"), "{}", set.content);
    fake.forbid_posts(other);
    let told = fake
        .wait_for_message(CHANNEL, Duration::from_secs(30), |m| {
            m.content.contains("couldn't post the daily puzzle")
        })
        .await;
    assert!(
        told.content.contains("missing a permission"),
        "{}",
        told.content
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    let tellings = fake
        .channel_messages(CHANNEL)
        .into_iter()
        .filter(|m| m.content.contains("couldn't post the daily puzzle"))
        .count();
    assert_eq!(tellings, 1, "told once; the next try backs off");
    assert!(daily_posts(&fake).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finnish_solver_is_answered_in_finnish_and_a_finnish_server_gets_its_daily_in_finnish() {
    let fake = FakeDiscord::start().await;
    let (hour, offset) = offset_to_hour(3);
    let _bot = start_puzzles(&fake, "", offset).await;
    let (finn, moderator) = (alice(), carol());
    fake.set_locale(&finn, "fi");
    fake.set_guild_locale(common::fake_discord::GUILD_ID, "fi");
    fake.make_moderator(&moderator);

    // A private reply in the solver's language, plurals and all.
    let first = puzzle(&fake, &finn, "new", Value::Null).await;
    assert_private_picture(&first, "puzzle.png");
    assert!(
        first
            .content
            .contains("Valkea aloittaa ja voittaa — 2 siirtoa")
            && first.content.contains("Vastaa komennolla"),
        "{}",
        first.content
    );
    let labels: Vec<String> = first
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .collect();
    assert!(labels.iter().any(|l| l == "Vihje"), "{labels:?}");
    let right = answer(&fake, &finn, "M10").await;
    assert!(
        right
            .content
            .contains("**M10** on oikein. Puolustaja vastaa **O10**")
            && right.content.contains("1 siirto"),
        "{}",
        right.content
    );

    // The moderator's reply in theirs (English); the server's posts in Finnish.
    let set = puzzle(
        &fake,
        &moderator,
        "daily",
        json!([
            opt::channel("channel", DAILY_CHANNEL),
            opt::int("hour", i64::from(hour))
        ]),
    )
    .await;
    assert!(set.content.contains("every day at"), "{}", set.content);
    let posted = fake
        .wait_for_message(DAILY_CHANNEL, Duration::from_secs(30), |m| {
            m.content.contains("**Päivän tehtävä**")
        })
        .await;
    assert!(
        posted.content.contains("Ratkaisseita tähän mennessä: 0"),
        "{}",
        posted.content
    );
    assert!(fake
        .channel_messages(DAILY_CHANNEL)
        .iter()
        .any(|m| m.content.contains("Tänne julkaistaan päivän tehtävä")));
    fake.assert_no_problems();
}
