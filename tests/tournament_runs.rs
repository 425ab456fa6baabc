//! Running tournaments in a real server, end to end through the fake
//! Discord: organisers' rights, threads that cannot be opened, posts made
//! once each after failures, and big tournaments' messages.

use crate::common;
use crate::events::{
    button_of, choice, create, join_all, organiser, play_round, players, show, thread,
    tournament_id, wait_round,
};

use common::fake_discord::{opt, FakeDiscord, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};
use std::time::Duration;

const OTHER_CHANNEL: u64 = 5_000_000_000_000_002;

/// The bot's attempts to open a thread in `channel` that Discord refused.
fn refused_threads(fake: &FakeDiscord, channel: u64) -> usize {
    let path = format!("/channels/{channel}/threads");
    fake.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.status == 403)
        .count()
}

/// The bot's messages in `channel` whose text contains `text`.
fn count_saying(fake: &FakeDiscord, channel: u64, text: &str) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.content.contains(text))
        .count()
}

/// The opponent of `user` in round `round` (1-based) of the report.
fn opponent_in(report: &Value, round: usize, user: u64) -> u64 {
    report["rounds"][round - 1]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|g| match (g["white"].as_u64(), g["black"].as_u64()) {
            (Some(w), Some(b)) if w == user => Some(b),
            (Some(w), Some(b)) if b == user => Some(w),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{user} has no game in round {round}: {report}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn organiser_rights_are_read_in_the_tournaments_channel_and_nobody_removes_their_own_opponent(
) {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("tournament_runs", "rights");
    let org = organiser();
    fake.make_moderator_in(&org, CHANNEL);
    let moderator_elsewhere = User::new(100_000_000_000_000_950, "elsewhere");
    fake.make_moderator_in(&moderator_elsewhere, OTHER_CHANNEL);
    let moderator_here = User::new(100_000_000_000_000_951, "here");
    fake.make_moderator_in(&moderator_here, CHANNEL);
    let _bot = start(&fake, &db.config()).await;
    let announcement = create(&fake, "swiss", vec![opt::int("rounds", 1)]).await;
    let id = tournament_id(&announcement);
    let mut entrants = vec![org.clone()];
    entrants.extend(players(3));
    join_all(&fake, &announcement, &entrants).await;

    // Manage Messages in another channel is no right over this one's tournament,
    // whether the command names it from there or runs here.
    let named = json!([opt::int("tournament", id as i64)]);
    let from_there = say_in(
        &fake,
        OTHER_CHANNEL,
        &moderator_elsewhere,
        "tournament start",
        named.clone(),
    )
    .await;
    assert_private(&from_there, "Only the organiser");
    let here = say(&fake, &moderator_elsewhere, "tournament start", named).await;
    assert_private(&here, "Only the organiser");
    assert_eq!(show(&db, id)["state"], "open");

    let started = say(&fake, &org, "tournament start", Value::Null).await;
    assert!(started.content.contains("Started"), "{}", started.content);
    let report = wait_round(&db, id, 1).await;
    let opponent = opponent_in(&report, 1, org.id);
    let opponent = User::new(opponent, "opponent");
    let removal = json!([opt::user("player", &opponent)]);

    // The organiser, playing, may not remove their own opponent...
    let own = say(&fake, &org, "tournament leave", removal.clone()).await;
    assert_private(&own, "You are playing");
    let after = show(&db, id);
    assert!(
        after["rounds"][0]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["result"].is_null()),
        "nobody's game was resigned: {after}"
    );
    // ...nor may another channel's moderator; this channel's may.
    let from_there = say_in(
        &fake,
        OTHER_CHANNEL,
        &moderator_elsewhere,
        "tournament leave",
        json!([
            opt::user("player", &opponent),
            opt::int("tournament", id as i64)
        ]),
    )
    .await;
    assert_private(&from_there, "Only the organiser");
    let removed = say(&fake, &moderator_here, "tournament leave", removal).await;
    assert!(removed.content.contains("is out of"), "{}", removed.content);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_whose_threads_cannot_be_opened_is_refused_or_waits_telling_the_organiser_once(
) {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("tournament_runs", "threads");
    let org = organiser();
    fake.make_moderator_in(&org, CHANNEL);
    let _bot = start(&fake, &db.config()).await;

    // Without the right to open threads here, no tournament is announced...
    fake.refuse_threads();
    let refused = say(
        &fake,
        &org,
        "tournament create",
        json!([
            opt::str("name", "Winter Cup"),
            choice(&fake, "tournament", "create", "format", "swiss")
        ]),
    )
    .await;
    assert_private(&refused, "Create Public Threads");
    fake.allow_threads();
    let announcement = create(&fake, "swiss", vec![opt::int("rounds", 1)]).await;
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &players(4)).await;

    // ...nor started, should the right go meanwhile.
    fake.refuse_threads();
    let refused = say(&fake, &org, "tournament start", Value::Null).await;
    assert_private(&refused, "Create Public Threads");
    assert_eq!(show(&db, id)["state"], "open");

    // Started from another channel, where the bot can't see its rights in
    // this one: the first thread refused tells the organiser, once, and
    // the bot tries again less and less often.
    let named = json!([opt::int("tournament", id as i64)]);
    let started = say_in(&fake, OTHER_CHANNEL, &org, "tournament start", named).await;
    assert!(started.content.contains("Started"), "{}", started.content);
    let notice = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("can't open the game threads")
        })
        .await;
    assert!(notice.mentions.contains(&org.id), "{:?}", notice.mentions);
    fake.wait_until("a second try", fake.timeout(), |f| {
        (refused_threads(f, CHANNEL) >= 2).then_some(())
    })
    .await;
    fake.allow_threads();
    let report = wait_round(&db, id, 1).await;
    assert_eq!(
        count_saying(&fake, CHANNEL, "can't open the game threads"),
        1
    );
    let games = report["rounds"][0].as_array().unwrap().len();
    assert_eq!(
        fake.threads().len(),
        games,
        "one thread a game, none abandoned"
    );
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("round 1:"))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_that_fail_are_made_later_once_each_from_what_is_stored() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("tournament_runs", "posts");
    let org = organiser();
    fake.make_moderator_in(&org, CHANNEL);
    let _bot = start(&fake, &db.config()).await;
    let announcement = create(&fake, "swiss", vec![opt::int("rounds", 2)]).await;
    let id = tournament_id(&announcement);
    let all = players(3);
    join_all(&fake, &announcement, &all).await;

    // The game's start in its thread and the round's pairings both fail once.
    fake.fail_first_post_in_new_threads(1);
    fake.fail_post_saying(CHANNEL, "round 1:");
    let started = say(&fake, &org, "tournament start", Value::Null).await;
    assert!(started.content.contains("Started"), "{}", started.content);
    let report = wait_round(&db, id, 1).await;
    let pairings = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("round 1:"))
        .await;
    assert!(pairings.content.contains("begins"), "{}", pairings.content);
    assert!(
        pairings.content.contains("has a bye"),
        "{}",
        pairings.content
    );
    let (_, white, black) = crate::events::played_game(&report, 1, &all);
    let place = thread(&fake, 1, &white, &black);
    assert!(
        pairings.content.contains(&format!("<#{place}>")),
        "{}",
        pairings.content
    );
    fake.wait_for_message(place, fake.timeout(), |m| m.content.contains("(White) vs"))
        .await;

    // Round 2 comes after round 1's standings, each posted once.
    play_round(&fake, &report, 1, &all, |w, _| w.clone()).await;
    let report = wait_round(&db, id, 2).await;
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("round 2:"))
        .await;
    assert_eq!(count_saying(&fake, CHANNEL, "— round 1:"), 1);
    assert_eq!(count_saying(&fake, CHANNEL, "standings after round 1"), 1);
    assert_eq!(count_saying(&fake, place, "(White) vs"), 1);
    let standings = fake
        .channel_messages(CHANNEL)
        .iter()
        .position(|m| m.content.contains("standings after round 1"));
    let round2 = fake
        .channel_messages(CHANNEL)
        .iter()
        .position(|m| m.content.contains("round 2:"));
    assert!(standings < round2, "standings first");
    assert_eq!(report["state"], "running");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_pressed_just_before_the_start_never_reopens_the_sign_up() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("tournament_runs", "sign-up");
    let org = organiser();
    fake.make_moderator_in(&org, CHANNEL);
    let _bot = start(&fake, &db.config()).await;
    let announcement = create(&fake, "swiss", vec![opt::int("rounds", 1)]).await;
    let id = tournament_id(&announcement);
    let all = players(4);
    join_all(&fake, &announcement, &all[..3]).await;

    // The last Join's update of the list is slow to reach Discord; the
    // start closes the sign-up meanwhile.
    let message = announcement.msg().id;
    fake.delay_next_edit(message, Duration::from_millis(1500));
    let join = fake
        .click(
            &all[3],
            announcement.msg(),
            &button_of(&announcement, "join"),
        )
        .await;
    fake.wait_until("the last join to be written", fake.timeout(), |_| {
        (show(&db, id)["players"].as_array().map_or(0, Vec::len) == 4).then_some(())
    })
    .await;
    let started = say(&fake, &org, "tournament start", Value::Null).await;
    assert!(started.content.contains("Started"), "{}", started.content);
    let joined = join.reply().await;
    assert!(joined.content.contains("You're in"), "{}", joined.content);
    let closed = fake
        .wait_until("the announcement to settle closed", fake.timeout(), |f| {
            f.message(message)
                .filter(|m| m.content.contains("Sign-up closed") && m.custom_ids().is_empty())
        })
        .await;
    assert!(closed.content.contains("Players (4"), "{}", closed.content);
    // And it stays so: no edit is left in flight to put Join and Leave back.
    let after = say(&fake, &org, "tournament standings", Value::Null).await;
    assert!(!after.content.is_empty());
    let last = fake.message(message).unwrap();
    assert!(last.custom_ids().is_empty(), "{:?}", last.custom_ids());
}
