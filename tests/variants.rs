//! The Pente family from the command line: `replay --variant KEY --json`
//! and the records' `[Game]` header.

use crate::common::child;
use serde_json::{json, Value};
use std::process::{Command, Output};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pente-bot"));
    command.args(args);
    child::run_with_input(&mut command, stdin)
}

fn replay_json(args: &[&str], stdin: &str) -> Value {
    let mut all = vec!["replay", "--json", "--keep-going"];
    all.extend_from_slice(args);
    let out = run(&all, stdin);
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn results(report: &Value) -> Vec<String> {
    report["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["result"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn replay_reports_each_entry_of_a_swap2_game_and_the_open_decision() {
    let report = replay_json(
        &["--variant", "swap2pente"],
        "K10 L9 N10 K12 pass I4 L11 M12 pass keep",
    );
    assert_eq!(
        results(&report),
        [
            "ok",
            "ok",
            "ok",
            "decision_pending",
            "ok",
            "bad_coordinate",
            "ok",
            "ok",
            "bad_decision",
            "ok"
        ]
    );
    assert_eq!(report["moves"][4]["color"], "black", "player 2 passes");
    assert_eq!(report["moves"][6]["color"], "black");
    assert_eq!(report["moves"][7]["color"], "white");
    assert_eq!(report["to_move"], "black");
    assert!(report.get("pending").is_none());

    let open = replay_json(&["--variant", "swap2pente"], "K10 L9 N10 pass L11 M12");
    assert_eq!(
        open["pending"],
        json!({"by": "white", "options": ["swap", "keep"]})
    );
    assert_eq!(open["status"], "ongoing");
}

#[test]
fn the_variant_comes_from_the_header_unless_the_flag_names_one() {
    let keryo = "[Game \"Keryo-Pente\"]\n\n1. K10 L10 2. A1 M10 3. A3 N10 4. O10\n";
    let report = replay_json(&[], keryo);
    assert_eq!(report["variant"], "keryo");
    assert_eq!(report["moves"][6]["captured"], json!(["N10", "M10", "L10"]));
    assert_eq!(report["captures"], json!({"white": 3, "black": 0}));
    let as_pente = replay_json(&["--variant", "pente"], keryo);
    assert_eq!(as_pente["moves"][6]["captured"], json!([]));
    let bad = run(&["replay", "--variant", "chess"], "K10");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("not a game I know"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
}

#[test]
fn no_tournament_rule_replays_an_unrated_game() {
    let rated = replay_json(&[], "K10 A1 L10");
    assert_eq!(results(&rated)[2], "second_move_too_close");
    let unrated = replay_json(&["--no-tournament-rule"], "K10 A1 L10");
    assert_eq!(results(&unrated)[2], "ok");
    let gpente = replay_json(
        &["--variant", "gpente", "--no-tournament-rule"],
        "K10 A1 K13",
    );
    assert_eq!(results(&gpente)[2], "second_move_gpente_restricted");
}

#[test]
fn the_engine_commands_play_and_decide_in_every_variant() {
    // Connect6: Black's first turn is two stones; the engine places one.
    let out = run(&["ai", "--variant", "connect6", "--level", "easy"], "K10");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.starts_with("Black plays "), "{said}");
    // D-Pente after four stones: the engine decides for player 2.
    let out = run(
        &["ai", "--variant", "dpente", "--level", "easy", "--json"],
        "K10 A1 L10 T19",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let decision: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(decision, json!({"decision": "swap"}), "White is better");
    // A Keryo game is analysed by Keryo's rules: the capture of three.
    let out = run(
        &["analyze", "--variant", "keryo", "--json"],
        "K10 L10 N10 M10 H8 J10",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let reviews: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(reviews.as_array().unwrap().len(), 6, "{reviews}");
}

// ---- on Discord ----

use crate::common::fake_discord::{FakeDiscord, Reply, User};
use crate::common::pente::*;

fn choice_button(reply: &Reply, word: &str) -> String {
    reply
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(&format!("opening:{word}:")))
        .unwrap_or_else(|| panic!("no {word} button in {:?}", reply.custom_ids()))
}

async fn press(fake: &FakeDiscord, user: &User, reply: &Reply, id: &str) -> Reply {
    fake.click(user, reply.msg(), id).await.reply().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_d_pente_game_goes_through_a_swap_with_the_buttons() {
    let (fake, _bot) = ready().await;
    let first = start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "D-Pente")]).await;
    assert!(
        first.content.contains("Game on! D-Pente: "),
        "{}",
        first.content
    );
    // Alice, player 1, places the four opening stones, both colours.
    assert_private(&play(&fake, &bob(), "A1").await, "not your turn");
    for p in ["A1", "B3", "C5"] {
        assert_board(&play(&fake, &alice(), p).await);
    }
    let fourth = play(&fake, &alice(), "D7").await;
    assert_board(&fourth);
    assert!(
        fourth.content.contains(&format!(
            "{} (Black) to choose: swap, keep",
            bob().mention()
        )),
        "{}",
        fourth.content
    );
    let swap = choice_button(&fourth, "swap");
    choice_button(&fourth, "keep");
    assert!(fourth.custom_ids().iter().all(|id| !id.contains(":pass:")));
    // Nobody places a stone while the choice is open; only Bob chooses.
    assert_private(&play(&fake, &bob(), "E9").await, "must first choose");
    assert_private(
        &press(&fake, &carol(), &fourth, &swap).await,
        "not a player",
    );
    assert_private(
        &press(&fake, &alice(), &fourth, &swap).await,
        "not your turn",
    );
    let board = press(&fake, &bob(), &fourth, &swap).await;
    assert_board(&board);
    assert!(
        board
            .content
            .contains(&format!("{} now plays White", bob().mention())),
        "{}",
        board.content
    );
    // Bob holds White now and places stone 5; Alice plays Black.
    assert_private(&play(&fake, &alice(), "E9").await, "not your turn");
    let fifth = play(&fake, &bob(), "E9").await;
    assert!(
        fifth
            .content
            .contains(&format!("{} (White) played E9", bob().mention())),
        "{}",
        fifth.content
    );
    assert_board(&play(&fake, &alice(), "F11").await);
    let export = say(&fake, &carol(), "export", json!([])).await;
    let text = String::from_utf8(export.files[0].1.clone()).unwrap();
    assert!(text.contains("swap"), "{text}");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_opening_decision_can_be_made_from_pente_board_or_pente_move() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "Swap2-Pente")]).await;
    assert_private(&play(&fake, &bob(), "keep").await, "no choice to make now");
    for p in ["K10", "L9", "N10"] {
        assert_board(&play(&fake, &alice(), p).await);
    }
    // The board anyone asks for carries the decider's buttons.
    let board = say(&fake, &carol(), "board", json!([])).await;
    assert_board(&board);
    assert!(
        board
            .content
            .contains("to choose: swap, keep, pass (the buttons below)"),
        "{}",
        board.content
    );
    for word in ["swap", "keep", "pass"] {
        choice_button(&board, word);
    }
    // A point while the choice is open says how to choose.
    let refused = play(&fake, &bob(), "K12").await;
    assert_private(&refused, "must first choose: swap, keep or pass");
    assert!(
        refused.content.contains("`/pente move position:swap`"),
        "{}",
        refused.content
    );
    assert_private(&play(&fake, &alice(), "pass").await, "not your turn");
    let passed = play(&fake, &bob(), "pass").await;
    assert_board(&passed);
    assert!(
        passed
            .content
            .contains(&format!("{} passes", bob().mention())),
        "{}",
        passed.content
    );
    assert!(passed
        .custom_ids()
        .iter()
        .all(|id| !id.starts_with("opening:")));
    for p in ["K12", "M12"] {
        assert_board(&play(&fake, &bob(), p).await);
    }
    // Alice chooses with a button of a board carol asked for.
    let board = say(&fake, &carol(), "board", json!([])).await;
    let keep = choice_button(&board, "keep");
    let kept = press(&fake, &alice(), &board, &keep).await;
    assert_board(&kept);
    assert!(
        kept.content
            .contains(&format!("{} keeps White", alice().mention())),
        "{}",
        kept.content
    );
    let export = say(&fake, &carol(), "export", json!([])).await;
    let text = String::from_utf8(export.files[0].1.clone()).unwrap();
    assert!(text.contains("pass") && text.contains("keep"), "{text}");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_offer_s_buttons_go_when_the_opening_decision_clears_it() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "D-Pente")]).await;
    for p in ["A1", "B3", "C5"] {
        assert_board(&play(&fake, &alice(), p).await);
    }
    let fourth = play(&fake, &alice(), "D7").await;
    // While Bob chooses, Alice offers a draw; Bob keeps instead of answering.
    let offer = say(&fake, &alice(), "draw", Value::Null).await;
    assert!(offer.content.contains("offers a draw"), "{}", offer.content);
    assert!(!offer.custom_ids().is_empty());
    let kept = press(&fake, &bob(), &fourth, &choice_button(&fourth, "keep")).await;
    assert_board(&kept);
    let closed = fake
        .wait_until(
            "the offer to be marked lapsed",
            std::time::Duration::from_secs(10),
            |f| {
                f.message(offer.msg().id)
                    .filter(|m| m.content.contains("lapsed"))
            },
        )
        .await;
    assert!(
        closed.content.contains(&format!(
            "{}'s draw offer lapsed: {} made the opening decision",
            alice().mention(),
            bob().mention()
        )),
        "{}",
        closed.content
    );
    assert!(closed.custom_ids().is_empty(), "its buttons go");
    fake.assert_no_problems();
}

/// Refusals that need no lock come at once, while the channel is locked by
/// a board still being posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stranger_s_or_an_old_board_s_press_is_refused_while_a_board_is_posted() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "D-Pente")]).await;
    for p in ["A1", "B3"] {
        assert_board(&play(&fake, &alice(), p).await);
    }
    let third = play(&fake, &alice(), "C5").await;
    let fourth = play(&fake, &alice(), "D7").await;
    let swap = choice_button(&fourth, "swap");
    // Bob swaps; the board that says so is held on its way to Discord.
    let held = fake.hold_post_saying(CHANNEL, "swapped");
    let swapped = fake.click(&bob(), fourth.msg(), &swap).await;
    held.reached(std::time::Duration::from_secs(10)).await;
    assert_private(
        &press(&fake, &carol(), &fourth, &swap).await,
        "not a player",
    );
    let old_draw = third
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("game:draw:"))
        .unwrap();
    assert_private(
        &press(&fake, &alice(), &third, &old_draw).await,
        "older board",
    );
    assert!(
        fake.channel_messages(CHANNEL)
            .iter()
            .all(|m| !m.content.contains("swapped")),
        "both answered while the swap's board was still held"
    );
    held.release();
    let board = swapped.reply().await;
    assert!(board.content.contains("swapped"), "{}", board.content);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_keryo_game_is_won_with_fifteen_captured_stones() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "Keryo-Pente")]).await;
    play_all(&fake, &[(alice(), "K10")]).await;
    let mut last = None;
    for row in [1, 3, 5, 7, 9] {
        let at = |c: &str| format!("{c}{row}");
        play_all(
            &fake,
            &[
                (bob(), &at("B")),
                (alice(), &at("A")),
                (bob(), &at("C")),
                (alice(), &at("T")),
                (bob(), &at("D")),
            ],
        )
        .await;
        last = Some(play(&fake, &alice(), &at("E")).await);
    }
    let last = last.unwrap();
    assert!(
        last.content.contains("captured D9 C9 B9"),
        "{}",
        last.content
    );
    assert!(
        last.content.contains("wins by capturing 15 stones"),
        "{}",
        last.content
    );
    // Rated, in Keryo's own ratings: the Pente leaderboard stays empty.
    assert!(last.content.contains("📈 Ratings:"), "{}", last.content);
    let keryo = say(
        &fake,
        &carol(),
        "leaderboard",
        json!([variant(&fake, "Keryo-Pente")]),
    )
    .await;
    assert!(
        keryo.content.starts_with("**Keryo-Pente leaderboard**")
            && keryo.content.contains(&alice().mention())
            && keryo.content.contains(&bob().mention()),
        "{}",
        keryo.content
    );
    let pente = say(&fake, &carol(), "leaderboard", json!([])).await;
    assert!(
        pente.content.contains("Nobody has a rating"),
        "{}",
        pente.content
    );
    let stats = say(
        &fake,
        &carol(),
        "stats",
        json!([
            crate::common::fake_discord::opt::user("player", &alice()),
            variant(&fake, "Keryo-Pente")
        ]),
    )
    .await;
    assert!(stats.content.contains("1 game, 1 won"), "{}", stats.content);
    // The replay plays it back by Keryo's rules: a frame a stone, and one
    // for the empty board.
    let replay = say(&fake, &carol(), "replay", json!([])).await;
    assert_eq!(replay.files.len(), 1, "{replay:?}");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(&replay.files[0].1[..]).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    assert_eq!(frames, 31 + 1);
    let history = say(&fake, &carol(), "history", json!([])).await;
    assert!(
        history.content.contains("Keryo-Pente: ")
            && history.content.contains("by capturing 15 stones"),
        "{}",
        history.content
    );
    // Analysed by Keryo's rules: the engine's opinion follows the notice.
    let analysis = fake
        .command(&carol(), CHANNEL, "analyze", Value::Null)
        .await
        .replies(2)
        .await;
    assert!(
        analysis[1].content.contains("Analysis of"),
        "{}",
        analysis[1].content
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connect6_game_takes_two_stones_a_turn_and_six_to_win() {
    let (fake, _bot) = ready().await;
    start_game_with(&fake, &alice(), &bob(), vec![variant(&fake, "Connect6")]).await;
    play_all(&fake, &[(alice(), "K10")]).await;
    let first = play(&fake, &bob(), "A1").await;
    assert!(
        first.content.contains("one more stone"),
        "{}",
        first.content
    );
    assert_private(&play(&fake, &alice(), "L10").await, "not your turn");
    play_all(
        &fake,
        &[
            (bob(), "A2"),
            (alice(), "L10"),
            (alice(), "M10"),
            (bob(), "A4"),
            (bob(), "A5"),
            (alice(), "N10"),
            (alice(), "O10"),
            (bob(), "A7"),
            (bob(), "A8"),
        ],
    )
    .await;
    let won = play(&fake, &alice(), "P10").await;
    assert!(won.content.contains("six in a row"), "{}", won.content);
    // The bot plays Connect6 too: it opens, and answers a turn with two
    // stones, announced together.
    let me = FakeDiscord::bot_user();
    let start = say(
        &fake,
        &carol(),
        "challenge",
        json!([
            crate::common::fake_discord::opt::user("opponent", &me),
            color(&fake, "Black"),
            level(&fake, "Easy"),
            variant(&fake, "Connect6")
        ]),
    )
    .await;
    assert!(
        start.content.contains("Connect6: ") && start.content.contains("played K10"),
        "{}",
        start.content
    );
    let first = play(&fake, &carol(), "A1").await;
    assert!(
        first.content.contains("one more stone"),
        "{}",
        first.content
    );
    let reply = play(&fake, &carol(), "A2").await;
    assert_board(&reply);
    let lines: Vec<&str> = reply.content.lines().collect();
    assert!(
        lines[0].starts_with(&format!("{} (Black) played A2", carol().mention())),
        "{}",
        reply.content
    );
    let theirs = format!("{} (White) played ", me.mention());
    assert!(
        lines.len() == 3 && lines[1].starts_with(&theirs) && lines[2].starts_with(&theirs),
        "two stones of the bot's: {}",
        reply.content
    );
    assert!(
        lines[2].contains(&format!("{} (Black) to move", carol().mention())),
        "{}",
        reply.content
    );
    // A takeback in the middle of her turn gives back her one stone, and
    // then her whole turn with the bot's two-stone answer: never the bot's
    // stones alone.
    assert_board(&play(&fake, &carol(), "A3").await);
    let back = say(&fake, &carol(), "takeback", json!([])).await;
    assert_board(&back);
    assert!(
        back.content.starts_with("↩️ Taken back: A3 (your stone). ")
            && back
                .content
                .contains("(Black) to move: two stones this turn"),
        "{}",
        back.content
    );
    let back = say(&fake, &carol(), "takeback", json!([])).await;
    assert_board(&back);
    assert!(
        back.content.starts_with("↩️ Taken back: A1 A2 and ")
            && back.content.contains(" (your turn and my answer). ")
            && back
                .content
                .contains("(Black) to move: two stones this turn"),
        "{}",
        back.content
    );
    let refused = say(&fake, &carol(), "takeback", json!([])).await;
    assert_private(&refused, "There is no move of yours to take back yet.");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_decides_the_d_pente_swap_and_plays_on() {
    let (fake, _bot) = ready().await;
    let me = FakeDiscord::bot_user();
    // Alice is player 1: she places the four opening stones, both colours;
    // then the bot, holding Black, decides.
    let start = say(
        &fake,
        &alice(),
        "challenge",
        json!([
            crate::common::fake_discord::opt::user("opponent", &me),
            color(&fake, "White"),
            level(&fake, "Easy"),
            variant(&fake, "D-Pente")
        ]),
    )
    .await;
    assert!(start.content.contains("D-Pente: "), "{}", start.content);
    for p in ["K10", "A1", "L10"] {
        assert_board(&play(&fake, &alice(), p).await);
    }
    // White has two in the centre and places stone 5: the bot swaps to
    // White and places it, in the same reply.
    let decided = play(&fake, &alice(), "T19").await;
    assert_board(&decided);
    assert!(
        decided.content.contains(&format!(
            "{} swapped: {} now plays White",
            me.mention(),
            me.mention()
        )),
        "{}",
        decided.content
    );
    assert!(
        decided
            .content
            .contains(&format!("{} (White) played ", me.mention())),
        "{}",
        decided.content
    );
    assert!(
        decided
            .content
            .contains(&format!("{} (Black) to move", alice().mention())),
        "{}",
        decided.content
    );
    // Alice holds Black now, and the bot answers her stones.
    let reply = play(&fake, &alice(), "B2").await;
    assert!(
        reply
            .content
            .contains(&format!("{} (White) played ", me.mention())),
        "{}",
        reply.content
    );
    let export = say(&fake, &carol(), "export", json!([])).await;
    let text = String::from_utf8(export.files[0].1.clone()).unwrap();
    assert!(text.contains("swap"), "{text}");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_of_a_game_come_with_a_picture_where_it_helps() {
    let (fake, _bot) = ready().await;
    let poof = say(
        &fake,
        &carol(),
        "rules",
        json!([variant(&fake, "Poof-Pente")]),
    )
    .await;
    assert!(poof.ephemeral);
    assert!(
        poof.content.starts_with("**Poof-Pente**"),
        "{}",
        poof.content
    );
    assert!(poof.content.contains("poofs itself"), "{}", poof.content);
    assert_eq!(poof.files.len(), 1, "with its picture");
    let gomoku = say(&fake, &carol(), "rules", json!([variant(&fake, "Gomoku")])).await;
    assert!(
        gomoku.content.contains("exactly five"),
        "{}",
        gomoku.content
    );
    assert!(gomoku.files.is_empty());
    fake.assert_no_problems();
}

/// `puzzles build` mines a record of another game by its rules: a Gomoku
/// game where White twice missed the open four at M10.
#[test]
fn puzzles_are_mined_from_a_record_of_another_game() {
    let dir = std::env::temp_dir().join(format!("pente-mine-gomoku-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("gomoku.txt");
    std::fs::write(
        &record,
        "[Game \"Gomoku\"]\n[Result \"0-1\"]\n\n\
         1. K10 B2 2. N10 B4 3. L10 B6 4. A19 B8 5. A17 M10 6. A15 B10\n",
    )
    .unwrap();
    let games = record.to_str().unwrap();
    let out = run(&["puzzles", "build", "--games", games, "-o", "-"], "");
    let text = String::from_utf8_lossy(&out.stdout);
    let puzzles: Vec<Value> = text
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        puzzles.len(),
        1,
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let p = &puzzles[0];
    assert_eq!(p["variant"], "gomoku");
    assert_eq!(p["to_move"], "white");
    assert_eq!(p["solution"][0], "M10");
    assert_eq!(p["win_in"], 2);
    let _ = std::fs::remove_dir_all(&dir);
}
