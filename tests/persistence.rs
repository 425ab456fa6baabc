//! Nothing lost: games and challenges survive a hard kill of the bot, a
//! failed write changes nothing, and finished games count in the statistics.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};

const OTHER_CHANNEL: u64 = 5_000_000_000_000_002;

fn dave() -> User {
    User::new(100_000_000_000_000_004, "dave")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_and_challenges_survive_a_hard_kill() {
    let db = SharedDb::new("persist", "kill");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;

    // A game with a capture in one channel, an open challenge in another.
    start_game(&fake).await;
    play_all(
        &fake,
        &[
            (alice(), "K10"),
            (bob(), "L10"),
            (alice(), "O10"),
            (bob(), "M10"),
        ],
    )
    .await;
    let capture = play(&fake, &alice(), "N10").await;
    assert!(
        capture.content.contains("captured M10 L10"),
        "{}",
        capture.content
    );
    let challenge = say_in(
        &fake,
        OTHER_CHANNEL,
        &carol(),
        "challenge",
        json!([opt::user("opponent", &dave())]),
    )
    .await;
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();

    bot.kill().await; // SIGKILL: no chance to save anything on the way out
    let _bot = restart(&fake, &db.config()).await;

    // The game is exactly where it was: moves, captures, turn.
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert_board(&board);
    assert!(
        board.content.contains("5 moves played"),
        "{}",
        board.content
    );
    assert!(
        board
            .content
            .contains(&format!("{} (Black) to move", bob().mention())),
        "{}",
        board.content
    );
    assert_private(&play(&fake, &alice(), "A1").await, "It's not your turn");
    assert_private(&play(&fake, &bob(), "N10").await, "N10 is already taken");
    assert_board(&play(&fake, &bob(), "L10").await); // freed by the capture

    // Finish it: White makes five (K10 N10 O10 are White's; add the rest).
    play_all(
        &fake,
        &[
            (alice(), "K11"),
            (bob(), "A2"),
            (alice(), "K12"),
            (bob(), "A3"),
            (alice(), "K13"),
            (bob(), "A4"),
        ],
    )
    .await;
    let last = play(&fake, &alice(), "K14").await;
    assert!(
        last.content.contains("wins with five in a row"),
        "{}",
        last.content
    );

    // The export shows every move, the capture's freed point played again.
    let export = say(&fake, &alice(), "export", Value::Null).await;
    assert!(export.ephemeral);
    let (name, bytes) = &export.files[0];
    assert!(name.ends_with(".txt"), "{name}");
    let record = pente_bot::game::Record::parse(std::str::from_utf8(bytes).unwrap()).unwrap();
    assert_eq!(
        record.moves.join(" "),
        "K10 L10 O10 M10 N10 L10 K11 A2 K12 A3 K13 A4 K14"
    );
    assert_eq!(record.header("Player 1 Name"), Some("alice"));
    let replayed = pente_bot::replay::replay(&record, Default::default(), false, None);
    assert_eq!(replayed.game.captures(pente_bot::game::Color::White), 2);
    assert_eq!(replayed.report().status, "white_wins");
    assert_eq!(
        record.result,
        Some(pente_bot::game::RecordResult::WhiteWins)
    );

    // The challenge's Accept button still works after the restart.
    let replies = fake
        .click(&dave(), challenge.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert!(
        replies[0].content.contains("accepted"),
        "{}",
        replies[0].content
    );
    assert_board(&replies[1]);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_cannot_be_saved_is_not_played() {
    let db = SharedDb::new("persist", "locked");
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, &db.config()).await;
    start_game(&fake).await;
    play(&fake, &alice(), "K10").await;

    // Another process takes the write lock, so the bot's next write fails.
    let mut other: sqlx::SqliteConnection =
        sqlx::Connection::connect(&format!("sqlite://{}", db.file().display()))
            .await
            .unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    let refused = play(&fake, &bob(), "L9").await;
    assert_private(&refused, "couldn't save");
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();

    // Nothing changed: still Black's turn, L9 still free.
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert!(board.content.contains("1 move played"), "{}", board.content);
    assert_board(&play(&fake, &bob(), "L9").await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn statistics_and_history_count_every_finished_game() {
    let (fake, _bot) = ready().await;
    let white_five = [
        "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
    ];
    // Game 1: alice (White) beats bob. Game 2: bob (White) beats alice.
    for (white, black) in [(alice(), bob()), (bob(), alice())] {
        start_game_between(&fake, &white, &black).await;
        for (i, mv) in white_five.iter().enumerate() {
            play(&fake, if i % 2 == 0 { &white } else { &black }, mv).await;
        }
    }
    // Game 3: alice (White) resigns against carol.
    start_game_between(&fake, &alice(), &carol()).await;
    play(&fake, &alice(), "K10").await;
    say(&fake, &alice(), "resign", Value::Null).await;

    let stats = say(&fake, &alice(), "stats", Value::Null).await;
    assert!(!stats.ephemeral);
    assert!(stats.content.contains("**3 finished games** in this server: White won 2 (66.67 %), Black won 1 (33.33 %), draws 0 (0.00 %)."), "{}", stats.content);
    assert!(
        stats.content.contains(&format!(
            "{}: 3 games, 1 won, 2 lost, 0 drawn (33.33 % won).",
            alice().mention()
        )),
        "{}",
        stats.content
    );
    assert!(
        stats
            .content
            .contains("As White: 1 won, 1 lost, 0 drawn (50.00 % won)."),
        "{}",
        stats.content
    );
    assert!(
        stats
            .content
            .contains("As Black: 0 won, 1 lost, 0 drawn (0.00 % won)."),
        "{}",
        stats.content
    );
    assert!(mentioned_users(&stats).is_empty(), "stats ping nobody");

    let bobs = say(
        &fake,
        &carol(),
        "stats",
        json!([opt::user("player", &bob())]),
    )
    .await;
    assert!(
        bobs.content
            .contains(&format!("{}: 2 games, 1 won, 1 lost", bob().mention())),
        "{}",
        bobs.content
    );

    let history = say(&fake, &carol(), "history", Value::Null).await;
    let lines: Vec<&str> = history.content.lines().skip(1).collect();
    assert_eq!(lines.len(), 3, "{}", history.content);
    assert!(
        lines[0].starts_with(&format!(
            "1. {} (Black) beat {} (White) by resignation, 1 move,",
            carol().mention(),
            alice().mention()
        )),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].contains("beat") && lines[1].contains("by five in a row, 11 moves"),
        "{}",
        lines[1]
    );
    let carols = say(
        &fake,
        &carol(),
        "history",
        json!([opt::user("player", &carol())]),
    )
    .await;
    assert_eq!(carols.content.lines().count(), 2, "{}", carols.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unrated_game_without_the_tournament_rule_survives_a_restart_and_replays() {
    let db = SharedDb::new("persist", "no-rule");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;

    // A rated game keeps the rule: the challenge is refused, privately.
    let refused = say(
        &fake,
        &alice(),
        "challenge",
        json!([
            opt::user("opponent", &bob()),
            opt::bool("tournament_rule", false)
        ]),
    )
    .await;
    assert_private(&refused, "A rated game keeps the tournament rule");

    start_game_with(
        &fake,
        &alice(),
        &bob(),
        vec![
            opt::bool("rated", false),
            opt::bool("tournament_rule", false),
        ],
    )
    .await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9")]).await;
    // White's second stone inside H8–M12.
    play_all(&fake, &[(alice(), "L10")]).await;

    bot.kill().await;
    let _bot = restart(&fake, &db.config()).await;
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert!(
        board.content.contains("3 moves played"),
        "{}",
        board.content
    );
    play_all(&fake, &[(bob(), "M10")]).await;
    assert_board(&say(&fake, &alice(), "resign", Value::Null).await);

    let replay = say(&fake, &carol(), "replay", Value::Null).await;
    assert_eq!(replay.files.len(), 1, "{replay:?}");
    assert!(replay.content.contains("4 moves"), "{}", replay.content);
    let export = say(&fake, &alice(), "export", Value::Null).await;
    let text = String::from_utf8(export.files[0].1.clone()).unwrap();
    assert!(text.contains("[Tournament Rule \"No\"]"), "{text}");
    let record = pente_bot::game::Record::parse(&text).unwrap();
    let rules = pente_bot::replay::Rules::of_record(&record, None, true).unwrap();
    let replayed = pente_bot::replay::replay(&record, rules, false, None);
    assert!(replayed.first_refused.is_none(), "{text}");
    assert_eq!(record.moves.join(" "), "K10 L9 L10 M10");
    fake.assert_no_problems();
}
