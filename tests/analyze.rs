//! End-to-end: `/pente analyze` has the engine review a finished game and
//! name its turning points, the real bot against the fake Discord; games in
//! play and games that aren't there are refused.

use crate::common;

use common::fake_discord::{opt, Reply};
use common::pente::*;
use serde_json::{json, Value};

/// White builds a four in column K (K10–K13, Black's K9 below it); Black
/// forgets to block K14, White misses the five there, Black blocks, and
/// White resigns.
const MISSED_WIN: [&str; 10] = [
    "K10", "K9", "K13", "A1", "K12", "A3", "K11", "A5", "A19", "K14",
];

fn analyze_with(game: &str) -> Value {
    json!([opt::str("game", game)])
}

/// The number of the last game `/pente history` lists.
async fn last_game_number(fake: &common::FakeDiscord) -> u64 {
    let history = say(fake, &carol(), "history", Value::Null).await;
    history
        .content
        .rsplit_once(" · #")
        .and_then(|(_, n)| n.trim().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no game number in {}", history.content))
}

/// The reply is the analysis: public, a PNG of the key moment at the bot's
/// image size, and the summary saying `says`.
fn assert_analysis(reply: &Reply, says: &str) {
    assert!(!reply.ephemeral, "an analysis is for everyone: {reply:?}");
    assert!(reply.content.contains(says), "{}", reply.content);
    assert!(reply.content.chars().count() <= 2000);
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    let (name, bytes) = &reply.files[0];
    assert_eq!(name, "analysis.png");
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(img.width(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_win_is_named_with_the_winning_move_and_pictured() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    let moves: Vec<_> = MISSED_WIN
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { alice() } else { bob() }, m))
        .collect();
    play_all(&fake, &moves).await;
    assert_board(&say(&fake, &alice(), "resign", Value::Null).await);
    let number = last_game_number(&fake).await;

    // The channel's last game: first "working", then the result.
    let replies = fake
        .command(&carol(), CHANNEL, "analyze", Value::Null)
        .await
        .replies(2)
        .await;
    assert_eq!(replies[0].callback_type, 5, "deferred first");
    assert!(!replies[0].ephemeral);
    assert!(
        replies[0]
            .content
            .contains(&format!("Analysing 10 moves of game #{number}")),
        "{}",
        replies[0].content
    );
    assert!(replies[0].files.is_empty());
    let result = &replies[1];
    assert_analysis(
        result,
        "Move 9, White A19: a missed win — K14 wins by force",
    );
    assert!(
        result.content.contains(&format!("Game #{number}")),
        "{}",
        result.content
    );
    assert!(
        mentioned_users(result).is_empty(),
        "an analysis pings nobody"
    );

    // The same game by its number, from anyone.
    let again = fake
        .command(
            &bob(),
            CHANNEL,
            "analyze",
            analyze_with(&number.to_string()),
        )
        .await
        .replies(2)
        .await;
    assert_analysis(
        &again[1],
        "Move 9, White A19: a missed win — K14 wins by force",
    );

    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_in_play_and_games_not_here_are_not_analysed() {
    let (fake, _bot) = ready().await;
    let nothing = say(&fake, &carol(), "analyze", Value::Null).await;
    assert_private(&nothing, "No game has ended in this channel yet");
    let missing = say(&fake, &carol(), "analyze", analyze_with("#999")).await;
    assert_private(&missing, "There is no game #999 in this server");
    let unreadable = say(&fake, &carol(), "analyze", analyze_with("the last one")).await;
    assert_private(&unreadable, "Give a game number like `#42`");

    // A game in play: refused, by the channel and by its number, for
    // players and onlookers alike.
    let challenge = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), color(&fake, "White")]),
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
        .expect("the game's id")
        .to_string();
    fake.click(&bob(), challenge.msg(), &accept)
        .await
        .replies(2)
        .await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "L9")]).await;
    for (user, options) in [
        (alice(), Value::Null),
        (bob(), analyze_with(&format!("#{number}"))),
        (carol(), analyze_with(&number)),
    ] {
        let live = say(&fake, &user, "analyze", options).await;
        assert_private(&live, &format!("Game #{number} is still being played"));
        assert!(
            live.content.contains("once they are over"),
            "{}",
            live.content
        );
    }

    fake.assert_no_problems();
}
