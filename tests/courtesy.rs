//! Between friends, end to end through the fake Discord: the buttons under
//! every board (Offer draw, Takeback, Resign with a confirm), the answers to
//! an offer, Rematch, games in a thread, and an open offer across a restart.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Interaction, Message, Reply, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};
use std::time::Duration;

const OTHER_CHANNEL: u64 = 5_000_000_000_000_002;

/// The custom id of the button labelled `label` on `m`.
fn button_id(m: &Message, label: &str) -> String {
    m.buttons()
        .into_iter()
        .find(|b| b.label.as_deref() == Some(label))
        .and_then(|b| b.custom_id)
        .unwrap_or_else(|| panic!("no {label:?} button on {:?}", m.buttons()))
}

fn labels(reply: &Reply) -> Vec<String> {
    reply
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .collect()
}

/// `user` presses the button labelled `label` under the message of `reply`.
async fn press(fake: &FakeDiscord, user: &User, reply: &Reply, label: &str) -> Interaction {
    let m = reply.msg();
    fake.click(user, m, &button_id(m, label)).await
}

/// Presses and waits for the one private answer.
async fn press_refused(fake: &FakeDiscord, user: &User, reply: &Reply, label: &str, text: &str) {
    let answer = press(fake, user, reply, label).await.reply().await;
    assert_private(&answer, text);
}

/// Plays a move and returns its board.
async fn move_board(fake: &FakeDiscord, user: &User, point: &str) -> Reply {
    let reply = play(fake, user, point).await;
    assert_board(&reply);
    reply
}

fn export_text(reply: &Reply) -> String {
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    String::from_utf8(reply.files[0].1.clone()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_is_offered_declined_lapsed_and_agreed() {
    let (fake, _bot) = ready().await;
    let first = start_game(&fake).await;
    assert_eq!(labels(&first), ["Offer draw", "Takeback", "Resign"]);
    let k10 = move_board(&fake, &alice(), "K10").await;
    assert_eq!(labels(&k10), ["Offer draw", "Takeback", "Resign"]);

    // Strangers are told privately, whatever they press.
    for label in ["Offer draw", "Takeback", "Resign"] {
        press_refused(&fake, &carol(), &k10, label, "not a player").await;
    }

    // Offered and declined.
    let offer = press(&fake, &bob(), &k10, "Offer draw").await.reply().await;
    assert!(!offer.ephemeral);
    assert!(
        offer.content.contains(&format!(
            "{} (Black) offers a draw. {}, do you accept?",
            bob().mention(),
            alice().mention()
        )),
        "{}",
        offer.content
    );
    assert_eq!(mentioned_users(&offer), [alice().id.to_string()]);
    assert_eq!(labels(&offer), ["Accept", "Decline"]);
    press_refused(&fake, &bob(), &offer, "Accept", "your own draw offer").await;
    press_refused(&fake, &carol(), &offer, "Accept", "not a player").await;
    press_refused(&fake, &carol(), &offer, "Decline", "not a player").await;
    press_refused(
        &fake,
        &alice(),
        &k10,
        "Offer draw",
        "already an open draw offer",
    )
    .await;
    let declined = press(&fake, &alice(), &offer, "Decline")
        .await
        .reply()
        .await;
    assert!(
        declined.content.contains("declined"),
        "{}",
        declined.content
    );
    assert!(declined.custom_ids().is_empty(), "the offer's buttons go");

    // Offered with the command, and lapsed by the next move.
    let offer = say(&fake, &alice(), "draw", Value::Null).await;
    assert!(!offer.ephemeral);
    assert!(offer.content.contains("offers a draw"), "{}", offer.content);
    let l9 = move_board(&fake, &bob(), "L9").await;
    // The message is edited once the move is in (or, should the move beat the
    // bot's note of where the offer is, right after).
    let offer_id = offer.msg().id;
    let now = fake
        .wait_until(
            "the offer to be marked lapsed",
            Duration::from_secs(10),
            |f| f.message(offer_id).filter(|m| m.content.contains("lapsed")),
        )
        .await;
    assert!(
        now.content.contains(&format!(
            "{}'s draw offer lapsed: the next move was played",
            alice().mention()
        )),
        "{}",
        now.content
    );
    assert!(now.custom_ids().is_empty(), "its buttons go");
    let lapsed = fake
        .click_unchecked(&bob(), offer.msg().id, &button_id(offer.msg(), "Accept"))
        .await
        .reply()
        .await;
    assert_private(&lapsed, "no longer open");
    assert_private(&play(&fake, &carol(), "N10").await, "not a player");

    // Only the newest board's buttons act.
    press_refused(&fake, &bob(), &k10, "Offer draw", "older board").await;

    // Offered and accepted: a draw, counted and exported as one.
    let offer = press(&fake, &alice(), &l9, "Offer draw")
        .await
        .reply()
        .await;
    let accepted = press(&fake, &bob(), &offer, "Accept")
        .await
        .replies(2)
        .await;
    assert_eq!(accepted[0].callback_type, 6, "acknowledged at once");
    assert!(
        accepted[0].content.contains("accepted the draw offer"),
        "{}",
        accepted[0].content
    );
    assert!(accepted[0].custom_ids().is_empty());
    let drawn = &accepted[1];
    assert_board(drawn);
    assert!(
        drawn.content.contains("A draw by agreement."),
        "{}",
        drawn.content
    );
    // A rated draw between newcomers moves neither rating, and says so.
    assert!(
        drawn
            .content
            .ends_with("\n📈 Ratings: <@100000000000000001> 1500? → 1500? (±0), <@100000000000000002> 1500? → 1500? (±0)"),
        "{}",
        drawn.content
    );
    assert_eq!(labels(drawn), ["Rematch"]);
    assert_eq!(mentioned_users(drawn).len(), 2);
    press_refused(&fake, &alice(), &l9, "Resign", "over").await;

    let history = say(&fake, &carol(), "history", Value::Null).await;
    assert!(
        history.content.contains(&format!(
            "{} (White) and {} (Black) drew by agreement, 2 moves",
            alice().mention(),
            bob().mention()
        )),
        "{}",
        history.content
    );
    let stats = say(
        &fake,
        &carol(),
        "stats",
        json!([opt::user("player", &bob())]),
    )
    .await;
    assert!(stats.content.contains("1 drawn"), "{}", stats.content);
    let export = export_text(&say(&fake, &alice(), "export", Value::Null).await);
    assert!(export.contains("[Result \"1/2-1/2\"]"), "{export}");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_puts_a_captured_pair_back_or_is_declined() {
    let (fake, _bot) = ready().await;
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
    let capture = move_board(&fake, &alice(), "N10").await;
    assert!(
        capture.content.contains("captured M10 L10"),
        "{}",
        capture.content
    );
    press_refused(&fake, &bob(), &capture, "Takeback", "your own last move").await;

    // Declined: nothing changes.
    let ask = press(&fake, &alice(), &capture, "Takeback")
        .await
        .reply()
        .await;
    assert!(
        ask.content.contains(&format!(
            "{} (White) asks to take back their last move, N10. {}, do you accept?",
            alice().mention(),
            bob().mention()
        )),
        "{}",
        ask.content
    );
    press_refused(&fake, &carol(), &ask, "Accept", "not a player").await;
    let declined = press(&fake, &bob(), &ask, "Decline").await.reply().await;
    assert!(
        declined.content.contains("declined"),
        "{}",
        declined.content
    );

    // Asked with the command and accepted: the position before N10.
    let ask = say(&fake, &alice(), "takeback", Value::Null).await;
    assert!(ask.content.contains("take back"), "{}", ask.content);
    let accepted = press(&fake, &bob(), &ask, "Accept").await.replies(2).await;
    assert!(accepted[0].custom_ids().is_empty());
    let back = &accepted[1];
    assert_board(back);
    assert!(
        back.content.contains(&format!(
            "N10 was taken back. {} (White) to move",
            alice().mention()
        )),
        "{}",
        back.content
    );
    assert_eq!(labels(back), ["Offer draw", "Takeback", "Resign"]);
    press_refused(&fake, &alice(), &capture, "Takeback", "older board").await;
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert!(
        board.content.contains("4 moves played"),
        "{}",
        board.content
    );
    let export = export_text(&say(&fake, &alice(), "export", Value::Null).await);
    assert!(
        export.contains("K10") && !export.contains("N10"),
        "{export}"
    );

    // The pair is back on the board: the same capture can be made again,
    // and the game goes on from there.
    let again = move_board(&fake, &alice(), "N10").await;
    assert!(
        again.content.contains("captured M10 L10"),
        "{}",
        again.content
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_asks_first_and_a_rematch_goes_both_ways() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    let k10 = move_board(&fake, &alice(), "K10").await;
    let confirm = press(&fake, &bob(), &k10, "Resign").await.reply().await;
    assert_private(&confirm, "really want to resign");
    assert_eq!(labels(&confirm), ["Yes, resign"]);
    let resigned = fake
        .click(
            &bob(),
            confirm.msg(),
            &button_id(confirm.msg(), "Yes, resign"),
        )
        .await
        .replies(2)
        .await;
    assert!(resigned[0].ephemeral);
    assert_eq!(resigned[0].content, "You resigned.");
    let last = &resigned[1];
    assert_board(last);
    assert!(
        last.content.contains(&format!(
            "{} (Black) resigned, {} (White) wins",
            bob().mention(),
            alice().mention()
        )),
        "{}",
        last.content
    );
    assert_eq!(mentioned_users(last), [alice().id.to_string()]);
    assert_eq!(labels(last), ["Rematch"]);

    // A rematch, asked for by the loser: colours swapped, alice must accept.
    press_refused(&fake, &carol(), last, "Rematch", "Only").await;
    let rematch = press(&fake, &bob(), last, "Rematch").await.reply().await;
    assert!(!rematch.ephemeral);
    assert!(
        rematch.content.contains(&format!(
            "{} challenges {} to a game of Pente! {} would play White",
            bob().mention(),
            alice().mention(),
            bob().mention()
        )),
        "{}",
        rematch.content
    );
    assert_eq!(mentioned_users(&rematch), [alice().id.to_string()]);
    press_refused(&fake, &alice(), last, "Rematch", "already challenged").await;
    let accepted = press(&fake, &alice(), &rematch, "Accept")
        .await
        .replies(2)
        .await;
    assert!(
        accepted[1]
            .content
            .contains(&format!("{} (White) to move", bob().mention())),
        "{}",
        accepted[1].content
    );

    // And the other way: alice, now Black, resigns and asks for the rematch.
    let last = say(&fake, &alice(), "resign", Value::Null).await;
    assert_eq!(labels(&last), ["Rematch"]);
    let rematch = press(&fake, &alice(), &last, "Rematch").await.reply().await;
    assert!(
        rematch.content.contains(&format!(
            "{} challenges {} to a game of Pente! {} would play White",
            alice().mention(),
            bob().mention(),
            alice().mention()
        )),
        "{}",
        rematch.content
    );
    let accepted = press(&fake, &bob(), &rematch, "Accept")
        .await
        .replies(2)
        .await;
    assert!(
        accepted[1]
            .content
            .contains(&format!("{} (White) to move", alice().mention())),
        "{}",
        accepted[1].content
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_gives_moves_back_plays_on_and_plays_again() {
    let (fake, _bot) = ready().await;
    let me = FakeDiscord::bot_user();
    let start = say(
        &fake,
        &alice(),
        "challenge",
        json!([
            opt::user("opponent", &me),
            color(&fake, "White"),
            level(&fake, "Easy")
        ]),
    )
    .await;
    assert_eq!(labels(&start), ["Offer draw", "Takeback", "Resign"]);
    let answered = move_board(&fake, &alice(), "K10").await;
    press_refused(
        &fake,
        &alice(),
        &answered,
        "Offer draw",
        "I'd like to play on",
    )
    .await;
    press_refused(&fake, &bob(), &answered, "Takeback", "not a player").await;

    // No consent needed: alice's move and the answer go back at once.
    let back = press(&fake, &alice(), &answered, "Takeback")
        .await
        .reply()
        .await;
    assert_board(&back);
    assert!(
        back.content.starts_with("↩️ Taken back: K10 and "),
        "{}",
        back.content
    );
    assert!(
        back.content
            .contains(&format!("{} (White) to move", alice().mention())),
        "{}",
        back.content
    );
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert!(
        board.content.contains("0 moves played"),
        "{}",
        board.content
    );
    let again = move_board(&fake, &alice(), "K10").await;
    assert!(
        again
            .content
            .contains(&format!("{} (Black) played", me.mention())),
        "{}",
        again.content
    );

    // A rematch starts at once, colours swapped, at the same level.
    let last = say(&fake, &alice(), "resign", Value::Null).await;
    let rematch = press(&fake, &alice(), &last, "Rematch").await.reply().await;
    assert_board(&rematch);
    assert!(rematch.content.contains("Rematch!"), "{}", rematch.content);
    assert!(
        rematch.content.contains("at easy level"),
        "{}",
        rematch.content
    );
    assert!(
        rematch
            .content
            .contains(&format!("{} (White) played K10", me.mention())),
        "{}",
        rematch.content
    );
    assert!(
        rematch
            .content
            .contains(&format!("{} (Black) to move", alice().mention())),
        "{}",
        rematch.content
    );
    assert_eq!(labels(&rematch), ["Offer draw", "Takeback", "Resign"]);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_gets_a_thread_of_its_own_or_the_players_are_told_why_not() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, "threads = true").await;
    let challenge = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), color(&fake, "White")]),
    )
    .await;
    let accepted = press(&fake, &bob(), &challenge, "Accept")
        .await
        .reply()
        .await;
    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let (thread, parent, name) = threads[0].clone();
    assert_eq!(parent, CHANNEL);
    assert_eq!(name, "alice vs bob");
    assert!(
        accepted
            .content
            .contains(&format!("played in the thread <#{thread}>")),
        "{}",
        accepted.content
    );
    let first = fake
        .wait_for_message(thread, Duration::from_secs(20), |m| {
            m.content.starts_with("Game on!")
        })
        .await;
    assert_eq!(first.files.len(), 1, "with the board");
    let mut pinged = first.mentions.clone();
    pinged.sort();
    assert_eq!(pinged, [alice().id, bob().id], "both players are pinged");
    assert_eq!(first.custom_ids().len(), 3);

    // The game lives in the thread; the channel is free for another.
    let moved = say_in(
        &fake,
        thread,
        &alice(),
        "move",
        json!([opt::str("position", "K10")]),
    )
    .await;
    assert_board(&moved);
    assert_private(&play(&fake, &alice(), "L9").await, "no game");
    let elsewhere = say(
        &fake,
        &carol(),
        "challenge",
        json!([opt::user("opponent", &bob()), opt::bool("thread", false)]),
    )
    .await;
    assert!(!elsewhere.ephemeral);
    let here = press(&fake, &bob(), &elsewhere, "Accept")
        .await
        .replies(2)
        .await;
    assert!(
        here[1].content.starts_with("Game on!"),
        "{}",
        here[1].content
    );
    assert_eq!(fake.threads().len(), 1, "thread:false plays in the channel");

    // Without the permission, the game starts in the channel, and says why.
    fake.refuse_threads();
    let challenge = say_in(
        &fake,
        OTHER_CHANNEL,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), color(&fake, "White")]),
    )
    .await;
    let replies = press(&fake, &bob(), &challenge, "Accept")
        .await
        .replies(2)
        .await;
    assert_board(&replies[1]);
    assert!(
        replies[1]
            .content
            .contains("I couldn't open a thread for this game: I don't have the permission to create threads here"),
        "{}",
        replies[1].content
    );
    let moved = say_in(
        &fake,
        OTHER_CHANNEL,
        &alice(),
        "move",
        json!([opt::str("position", "K10")]),
    )
    .await;
    assert_board(&moved);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_offer_survives_a_restart() {
    let db = SharedDb::new("courtesy", "restart");
    let fake = FakeDiscord::start().await;
    let mut bot = start(&fake, &db.config()).await;
    start_game(&fake).await;
    let k10 = move_board(&fake, &alice(), "K10").await;
    let offer = press(&fake, &bob(), &k10, "Offer draw").await.reply().await;
    bot.kill().await;

    let _bot = restart(&fake, &db.config()).await;
    press_refused(
        &fake,
        &alice(),
        &k10,
        "Offer draw",
        "already an open draw offer",
    )
    .await;
    let accepted = press(&fake, &alice(), &offer, "Accept")
        .await
        .replies(2)
        .await;
    assert!(
        accepted[1].content.contains("A draw by agreement."),
        "{}",
        accepted[1].content
    );
    fake.assert_no_problems();
}
