//! End-to-end: `/pente replay` posts a game as an animated GIF, and anyone
//! steps through it with ⏮ ◀ ▶ ⏭, the real bot against the fake Discord.

use crate::common;

use common::fake_discord::{opt, Reply};
use common::pente::*;
use serde_json::{json, Value};

/// White makes five in column K; Black plays along the edge.
const WHITE_FIVE: [&str; 11] = [
    "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
];

fn replay_with(game: &str) -> Value {
    json!([opt::str("game", game)])
}

/// The reply carries one GIF of `frames` frames, at the bot's image size.
fn assert_gif(reply: &Reply, frames: usize) {
    assert!(!reply.ephemeral, "a replay is for everyone: {reply:?}");
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    let (name, bytes) = &reply.files[0];
    assert_eq!(name, "replay.gif");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(&bytes[..]).expect("a GIF");
    assert_eq!(decoder.width(), 400);
    let mut count = 0;
    while decoder.read_next_frame().expect("a valid frame").is_some() {
        count += 1;
    }
    assert_eq!(count, frames);
}

/// The custom id of the button whose id contains `name`.
fn button(reply: &Reply, name: &str) -> String {
    reply
        .custom_ids()
        .into_iter()
        .find(|id| id.contains(&format!(":{name}:")))
        .unwrap_or_else(|| panic!("no {name} button in {:?}", reply.custom_ids()))
}

/// The reply updates the replay's message with the board after a step.
fn assert_step(reply: &Reply, says: &str) {
    assert_eq!(
        reply.callback_type, 7,
        "the same message is edited: {reply:?}"
    );
    assert!(reply.content.contains(says), "{}", reply.content);
    assert_board(reply);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_replayed_and_anyone_steps_through_it() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    let moves: Vec<_> = WHITE_FIVE
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { alice() } else { bob() }, m))
        .collect();
    play_all(&fake, &moves).await;

    // History shows each game's number.
    let history = say(&fake, &carol(), "history", Value::Null).await;
    let number = history
        .content
        .rsplit_once(" · #")
        .and_then(|(_, n)| n.trim().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no game number in {}", history.content));

    // Without a number: the channel's last game.
    let replay = say(&fake, &carol(), "replay", Value::Null).await;
    assert_gif(&replay, WHITE_FIVE.len() + 1);
    assert!(
        replay.content.contains(&format!("Game #{number}")) && replay.content.contains("11 moves"),
        "{}",
        replay.content
    );
    let ids = replay.custom_ids();
    let steps = [
        format!("{number}:first:0"),
        format!("{number}:back:10"),
        format!("{number}:next:11"),
        format!("{number}:last:11"),
    ];
    assert_eq!(ids.len(), 4, "{ids:?}");
    for (id, step) in ids.iter().zip(&steps) {
        assert!(
            id.starts_with("replay:") && id.ends_with(step.as_str()),
            "{ids:?}"
        );
    }
    let at_end = replay.buttons();
    assert!(!at_end[0].disabled && !at_end[1].disabled);
    assert!(
        at_end[2].disabled && at_end[3].disabled,
        "nothing after the end"
    );

    // Anyone in the channel steps, and the same message changes.
    let step = fake
        .click(&carol(), replay.msg(), &button(&replay, "back"))
        .await
        .reply()
        .await;
    assert_step(&step, "Move 10 of 11: Black A9");
    assert_eq!(step.msg().id, replay.msg().id);
    let step = fake
        .click(&bob(), step.msg(), &button(&step, "first"))
        .await
        .reply()
        .await;
    assert_step(&step, "The empty board, before move 1 of 11");
    assert!(step.buttons()[0].disabled && step.buttons()[1].disabled);
    let step = fake
        .click(&alice(), step.msg(), &button(&step, "next"))
        .await
        .reply()
        .await;
    assert_step(&step, "Move 1 of 11: White K10");
    let step = fake
        .click(&carol(), step.msg(), &button(&step, "last"))
        .await
        .reply()
        .await;
    assert_step(&step, "Move 11 of 11: White K12");

    // By its number; the newer replay retires the older one's buttons.
    let again = say(
        &fake,
        &carol(),
        "replay",
        replay_with(&format!("#{number}")),
    )
    .await;
    assert_gif(&again, WHITE_FIVE.len() + 1);
    let old = fake
        .click_unchecked(&carol(), replay.msg().id, &button(&replay, "first"))
        .await
        .reply()
        .await;
    assert_private(&old, "This replay is no longer live");

    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_that_cannot_be_replayed_are_refused_with_a_reason() {
    let (fake, _bot) = ready().await;
    let nothing = say(&fake, &carol(), "replay", Value::Null).await;
    assert_private(&nothing, "No game has been played in this channel yet");

    // A challenge that is declined never becomes a game.
    let challenge = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .expect("an Accept button");
    let number = accept
        .rsplit(':')
        .next()
        .expect("the challenge's id")
        .to_string();
    let waiting = say(&fake, &carol(), "replay", Value::Null).await;
    assert_private(&waiting, "The challenge here hasn't been accepted yet");
    let decline = accept.replace("accept", "decline");
    fake.click(&bob(), challenge.msg(), &decline)
        .await
        .reply()
        .await;
    let never = say(
        &fake,
        &carol(),
        "replay",
        replay_with(&format!("#{number}")),
    )
    .await;
    assert_private(&never, &format!("Game #{number} never started"));

    // A number no game of this server has (another server's games are not
    // found either: see the store's tests).
    let missing = say(&fake, &carol(), "replay", replay_with("#999")).await;
    assert_private(&missing, "There is no game #999 in this server");
    let unreadable = say(&fake, &carol(), "replay", replay_with("the last one")).await;
    assert_private(&unreadable, "Give a game number like `#42`");

    // A game in play can be watched so far.
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9")]).await;
    let so_far = say(&fake, &carol(), "replay", Value::Null).await;
    assert_gif(&so_far, 3);
    assert!(so_far.content.contains("in play"), "{}", so_far.content);

    fake.assert_no_problems();
}
