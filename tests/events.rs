//! Tournaments and King of the Hill, end to end through the fake Discord:
//! sign-up with the buttons, rounds in threads, withdrawals, a restart in
//! the middle of a round, the standings, and `tournament show --json`; the
//! hill's steps under pente.org's rules, a hill game's end that survives a
//! failed write and a restart, and a hill that waits for no tournament.

use crate::common;

use common::child;
use common::fake_discord::{opt, FakeDiscord, Message, Reply, User};
use common::pente::*;
use common::shared_db::SharedDb;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::process::Command;
use std::time::Duration;

pub(crate) fn organiser() -> User {
    User::new(100_000_000_000_000_900, "org")
}

/// Players p1, p2, … (seeded in this order: nobody has a rating yet, so
/// the joining order decides).
pub(crate) fn players(n: usize) -> Vec<User> {
    (1..=n)
        .map(|i| User::new(100_000_000_000_000_100 + i as u64, &format!("p{i}")))
        .collect()
}

fn number(user: &User) -> u64 {
    user.id - 100_000_000_000_000_100
}

/// A choice of `/pente <group> <sub>`'s option, as Discord's client sends it.
pub(crate) fn choice(
    fake: &FakeDiscord,
    group: &str,
    sub: &str,
    option: &str,
    name: &str,
) -> Value {
    let commands = fake.commands();
    let find = |list: &Value, name: &str| -> Value {
        list["options"]
            .as_array()
            .and_then(|o| o.iter().find(|o| o["name"] == name).cloned())
            .unwrap_or_else(|| panic!("no {name} in {list}"))
    };
    let pente = commands.iter().find(|c| c["name"] == "pente").unwrap();
    let option_def = find(&find(&find(pente, group), sub), option);
    let value = option_def["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no choice {name} in {option_def}"))["value"]
        .clone();
    json!({"name": option, "type": option_def["type"], "value": value})
}

/// The organiser announces a tournament; the announcement (with Join/Leave).
pub(crate) async fn create(fake: &FakeDiscord, format: &str, more: Vec<Value>) -> Reply {
    let mut options = vec![
        opt::str("name", "Winter Cup"),
        choice(fake, "tournament", "create", "format", format),
    ];
    options.extend(more);
    let reply = say(
        fake,
        &organiser(),
        "tournament create",
        Value::Array(options),
    )
    .await;
    assert!(
        !reply.ephemeral,
        "the announcement is public: {}",
        reply.content
    );
    assert!(reply.content.contains("Winter Cup"), "{}", reply.content);
    reply
}

pub(crate) fn button_of(reply: &Reply, word: &str) -> String {
    reply
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tournament:") && id.contains(word))
        .unwrap_or_else(|| panic!("no {word} button: {:?}", reply.custom_ids()))
}

pub(crate) fn tournament_id(announcement: &Reply) -> u64 {
    button_of(announcement, "join")
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

pub(crate) async fn press(fake: &FakeDiscord, user: &User, message: &Message, id: &str) -> Reply {
    fake.click(user, message, id).await.reply().await
}

pub(crate) async fn join_all(fake: &FakeDiscord, announcement: &Reply, who: &[User]) {
    let join = button_of(announcement, "join");
    for p in who {
        let said = press(fake, p, announcement.msg(), &join).await;
        assert!(said.content.contains("You're in"), "{}", said.content);
    }
    // The list is brought up to date once the announcement's id is saved,
    // a moment after it is posted.
    let count = format!("Players ({}", who.len());
    let message = announcement.msg().id;
    fake.wait_until(
        "the announcement to list the players",
        fake.timeout(),
        |f| f.message(message).filter(|m| m.content.contains(&count)),
    )
    .await;
}

/// `pente-bot tournament show ID --db … --json`.
pub(crate) fn show(db: &SharedDb, id: u64) -> Value {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pente-bot"));
    command.args([
        "tournament",
        "show",
        &id.to_string(),
        "--db",
        &db.file().display().to_string(),
        "--json",
    ]);
    let out = child::run_with_input(&mut command, "");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// Waits until round `round` (1-based) exists with every game started.
pub(crate) async fn wait_round(db: &SharedDb, id: u64, round: usize) -> Value {
    for _ in 0..200 {
        let report = show(db, id);
        if let Some(games) = report["rounds"].as_array().and_then(|r| r.get(round - 1)) {
            let started = games
                .as_array()
                .unwrap()
                .iter()
                .all(|g| g["black"].is_null() || !g["game"].is_null());
            if started {
                return report;
            }
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    panic!("round {round} never started: {}", show(db, id));
}

pub(crate) async fn wait_state(db: &SharedDb, id: u64, state: &str) -> Value {
    for _ in 0..200 {
        let report = show(db, id);
        if report["state"] == state {
            return report;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    panic!("the tournament never became {state}: {}", show(db, id));
}

/// The thread of a game between `white` and `black` in round `round`.
pub(crate) fn thread(fake: &FakeDiscord, round: usize, white: &User, black: &User) -> u64 {
    let name = format!("Round {round}: {} vs {}", white.name, black.name);
    let found: Vec<u64> = fake
        .threads()
        .into_iter()
        .filter(|(_, parent, n)| *parent == CHANNEL && *n == name)
        .map(|(id, ..)| id)
        .collect();
    *found
        .last()
        .unwrap_or_else(|| panic!("no thread {name:?}: {:?}", fake.threads()))
}

/// A tournament of `format` with `n` players, started by its organiser (a
/// moderator) against a bot on a database of its own.
pub(crate) struct Started {
    pub fake: FakeDiscord,
    pub db: SharedDb,
    pub bot: common::bot_process::BotProcess,
    pub org: User,
    pub all: Vec<User>,
    pub id: u64,
}

pub(crate) async fn started(db_name: &str, format: &str, n: usize) -> Started {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", db_name);
    let org = organiser();
    fake.make_moderator(&org);
    let bot = start(&fake, &db.config()).await;
    let all = players(n);
    let announcement = create(&fake, format, vec![]).await;
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &all).await;
    say(&fake, &org, "tournament start", Value::Null).await;
    Started {
        fake,
        db,
        bot,
        org,
        all,
        id,
    }
}

/// The first game with two players in round `round` (1 for the first) of
/// `report`, with its White and Black.
pub(crate) fn played_game(report: &Value, round: usize, all: &[User]) -> (Value, User, User) {
    let game = report["rounds"][round - 1]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| !g["black"].is_null())
        .unwrap()
        .clone();
    let (white, black) = (
        user_by_id(all, &game["white"]),
        user_by_id(all, &game["black"]),
    );
    (game, white, black)
}

pub(crate) fn user_by_id(all: &[User], id: &Value) -> User {
    all.iter()
        .find(|u| id.as_u64() == Some(u.id))
        .unwrap_or_else(|| panic!("no player {id}"))
        .clone()
}

/// Plays out a round's unfinished games: in each, `loser_of(white, black)`
/// resigns in the game's thread.
pub(crate) async fn play_round(
    fake: &FakeDiscord,
    report: &Value,
    round: usize,
    all: &[User],
    loser_of: impl Fn(&User, &User) -> User,
) {
    for g in report["rounds"][round - 1].as_array().unwrap() {
        if g["black"].is_null() || !g["result"].is_null() {
            continue;
        }
        let (white, black) = (user_by_id(all, &g["white"]), user_by_id(all, &g["black"]));
        let loser = loser_of(&white, &black);
        let place = thread(fake, round, &white, &black);
        let said = say_in(fake, place, &loser, "resign", Value::Null).await;
        assert!(said.content.contains("resign"), "{}", said.content);
    }
}

/// The lower number wins.
fn higher_seed_wins(white: &User, black: &User) -> User {
    if number(white) > number(black) {
        white.clone()
    } else {
        black.clone()
    }
}

fn pairs(report: &Value) -> Vec<(u64, Option<u64>)> {
    report["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r.as_array().unwrap().iter())
        .map(|g| (g["white"].as_u64().unwrap(), g["black"].as_u64()))
        .collect()
}

fn points_of(report: &Value) -> HashMap<u64, f64> {
    report["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["user"].as_u64().unwrap(), s["points"].as_f64().unwrap()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_seven_runs_three_rounds_through_a_withdrawal_and_a_restart() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "swiss");
    let org = organiser();
    fake.make_moderator(&org);
    let mut bot = start(&fake, &db.config()).await;
    let all = players(7);

    // A player may not organise; the organiser may.
    let refused = say(
        &fake,
        &all[0],
        "tournament create",
        json!([
            opt::str("name", "Mine"),
            choice(&fake, "tournament", "create", "format", "swiss")
        ]),
    )
    .await;
    assert_private(&refused, "Only organisers");
    let announcement = create(&fake, "swiss", vec![opt::int("rounds", 3)]).await;
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &all).await;
    let twice = press(
        &fake,
        &all[0],
        announcement.msg(),
        &button_of(&announcement, "join"),
    )
    .await;
    assert!(
        twice.ephemeral && twice.content.contains("already joined"),
        "{}",
        twice.content
    );
    let not_organiser = say(&fake, &all[1], "tournament start", Value::Null).await;
    assert_private(&not_organiser, "Only the organiser");
    let not_cancel = say(&fake, &all[1], "tournament cancel", Value::Null).await;
    assert_private(&not_cancel, "Only the organiser");

    let started = say(&fake, &org, "tournament start", Value::Null).await;
    assert!(started.content.contains("Started"), "{}", started.content);
    let late = say(
        &fake,
        &User::new(100_000_000_000_000_199, "late"),
        "tournament join",
        Value::Null,
    )
    .await;
    assert!(late.content.contains("not open"), "{}", late.content);

    // Round 1: three games in threads and a bye for the lowest seed.
    let report = wait_round(&db, id, 1).await;
    assert_eq!(report["state"], "running");
    assert_eq!(report["format"], "swiss");
    let round1 = report["rounds"][0].as_array().unwrap();
    assert_eq!(round1.len(), 4);
    let byes: Vec<u64> = pairs(&report)
        .iter()
        .filter(|p| p.1.is_none())
        .map(|p| p.0)
        .collect();
    assert_eq!(byes, [all[6].id], "the lowest-ranked player has the bye");
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("round 1:"))
        .await;
    play_round(&fake, &report, 1, &all, higher_seed_wins).await;

    // Round 2 is paired once round 1's last game ends; standings come first.
    let report = wait_round(&db, id, 2).await;
    let standings = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("standings after round 1")
        })
        .await;
    assert!(
        !standings.files.is_empty(),
        "the standings come as a picture too"
    );
    let points = points_of(&report);
    assert_eq!(
        points.values().sum::<f64>(),
        5.0,
        "round 1's three games and bye, and round 2's bye: {points:?}"
    );
    assert_eq!(points[&all[6].id], 1.0, "a bye is worth a win");

    // p1 withdraws in round 2: their game is resigned, they are not paired again.
    let round2: Vec<(u64, Option<u64>)> = report["rounds"][1]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["white"].as_u64().unwrap(), g["black"].as_u64()))
        .collect();
    let p1_game = *round2
        .iter()
        .find(|(w, b)| *w == all[0].id || *b == Some(all[0].id))
        .expect("p1 plays in round 2");
    let left = say(&fake, &all[0], "tournament leave", Value::Null).await;
    assert!(left.content.contains("is out of"), "{}", left.content);
    let twice = say(&fake, &all[0], "tournament leave", Value::Null).await;
    assert!(twice.content.contains("not playing"), "{}", twice.content);
    let p1_opponent = if p1_game.0 == all[0].id {
        p1_game.1.unwrap()
    } else {
        p1_game.0
    };
    let after = show(&db, id);
    let withdrawn: Vec<bool> = after["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["user"] == all[0].id)
        .map(|p| p["withdrawn"].as_bool().unwrap())
        .collect();
    assert_eq!(withdrawn, [true]);
    let resigned = after["rounds"][1]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["white"] == all[0].id || g["black"] == all[0].id)
        .unwrap()
        .clone();
    let p1_lost = if resigned["white"] == all[0].id {
        "0-1"
    } else {
        "1-0"
    };
    assert_eq!(
        resigned["result"], p1_lost,
        "the withdrawn player's game is resigned"
    );
    assert!(points_of(&after)[&p1_opponent] >= 1.0);

    // One more game of round 2 ends, then the bot dies and comes back.
    let unfinished: Vec<Value> = after["rounds"][1]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| !g["black"].is_null() && g["result"].is_null())
        .cloned()
        .collect();
    assert_eq!(unfinished.len(), 2);
    let (w, b) = (
        user_by_id(&all, &unfinished[0]["white"]),
        user_by_id(&all, &unfinished[0]["black"]),
    );
    let said = say_in(
        &fake,
        thread(&fake, 2, &w, &b),
        &higher_seed_wins(&w, &b),
        "resign",
        Value::Null,
    )
    .await;
    assert!(said.content.contains("resign"), "{}", said.content);
    bot.kill().await;
    let _bot = restart(&fake, &db.config()).await;
    let (w, b) = (
        user_by_id(&all, &unfinished[1]["white"]),
        user_by_id(&all, &unfinished[1]["black"]),
    );
    let said = say_in(
        &fake,
        thread(&fake, 2, &w, &b),
        &higher_seed_wins(&w, &b),
        "resign",
        Value::Null,
    )
    .await;
    assert!(
        said.content.contains("resign"),
        "the game goes on after the restart: {}",
        said.content
    );

    // Round 3 without p1; nobody meets anyone twice, nobody has two byes.
    let report = wait_round(&db, id, 3).await;
    let round3 = report["rounds"][2].as_array().unwrap();
    assert!(round3
        .iter()
        .all(|g| g["white"] != all[0].id && g["black"] != all[0].id));
    assert_eq!(round3.len(), 3, "six players: three games");
    let mut met = HashSet::new();
    let mut had_bye = HashSet::new();
    for (white, black) in pairs(&report) {
        match black {
            Some(black) => assert!(
                met.insert((white.min(black), white.max(black))),
                "{white} met {black} twice"
            ),
            None => assert!(had_bye.insert(white), "{white} had two byes"),
        }
    }
    // Colours: nobody has White (or Black) in all three games.
    for p in &all[1..] {
        let whites = pairs(&report)
            .iter()
            .filter(|(w, b)| *w == p.id && b.is_some())
            .count();
        let blacks = pairs(&report)
            .iter()
            .filter(|(_, b)| *b == Some(p.id))
            .count();
        assert!(
            whites <= 2 && blacks <= 2,
            "{} played White {whites} and Black {blacks} times",
            p.name
        );
    }
    play_round(&fake, &report, 3, &all, higher_seed_wins).await;

    let report = wait_state(&db, id, "finished").await;
    let points = points_of(&report);
    assert_eq!(
        points.values().sum::<f64>(),
        11.0,
        "four, four, three games: {points:?}"
    );
    let standings = report["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 7);
    // Ranks follow points, then Buchholz cut-1, then Sonneborn-Berger.
    for pair in standings.windows(2) {
        let key = |s: &Value| {
            (
                s["points"].as_f64().unwrap(),
                s["buchholz_cut1"].as_f64().unwrap(),
                s["sonneborn_berger"].as_f64().unwrap(),
            )
        };
        assert!(key(&pair[0]) >= key(&pair[1]), "{pair:?}");
        assert!(pair[0]["rank"].as_u64() <= pair[1]["rank"].as_u64());
    }
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| {
        m.content.contains("final standings")
    })
    .await;
    let crosstable = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("crosstable")
        })
        .await;
    assert!(!crosstable.files.is_empty());
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("is over"))
        .await;
    let said = say(&fake, &all[2], "tournament standings", Value::Null).await;
    assert!(said.content.contains("final standings"), "{}", said.content);
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn round_robins_of_four_play_every_pair_once_or_twice_with_colours_swapped() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "round-robin");
    let org = organiser();
    fake.make_moderator(&org);
    let _bot = start(&fake, &db.config()).await;
    let all = players(4);
    for double in [false, true] {
        let announcement = create(&fake, "round-robin", vec![opt::bool("double", double)]).await;
        let id = tournament_id(&announcement);
        join_all(&fake, &announcement, &all).await;
        let started = say(&fake, &org, "tournament start", Value::Null).await;
        assert!(started.content.contains("Started"), "{}", started.content);
        let rounds = if double { 6 } else { 3 };
        for round in 1..=rounds {
            let report = wait_round(&db, id, round).await;
            if round == 1 && !double {
                // A tournament game can't be called off by a player.
                let g = &report["rounds"][0][0];
                let (w, b) = (user_by_id(&all, &g["white"]), user_by_id(&all, &g["black"]));
                let abort = say_in(&fake, thread(&fake, 1, &w, &b), &w, "abort", Value::Null).await;
                assert!(abort.ephemeral, "refused privately: {}", abort.content);
                assert!(
                    !abort.content.contains("aborted the game"),
                    "{}",
                    abort.content
                );
            }
            assert_eq!(report["rounds"][round - 1].as_array().unwrap().len(), 2);
            play_round(&fake, &report, round, &all, higher_seed_wins).await;
        }
        let report = wait_state(&db, id, "finished").await;
        let games = pairs(&report);
        assert_eq!(games.len(), if double { 12 } else { 6 });
        let ordered: HashSet<(u64, u64)> = games.iter().map(|(w, b)| (*w, b.unwrap())).collect();
        assert_eq!(
            ordered.len(),
            games.len(),
            "no pair twice with the same colours"
        );
        let unordered: HashSet<(u64, u64)> =
            ordered.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
        assert_eq!(unordered.len(), 6, "every pair meets");
        if double {
            assert!(
                ordered.iter().all(|&(w, b)| ordered.contains(&(b, w))),
                "colours swapped"
            );
        }
        let points = points_of(&report);
        let per_pair = if double { 2.0 } else { 1.0 };
        assert_eq!(points[&all[0].id], 3.0 * per_pair, "p1 won every game");
        assert_eq!(report["standings"][0]["user"], all[0].id);
        fake.wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("<@") && m.content.contains("wins it")
        })
        .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_five_gives_byes_to_the_top_three_and_breaks_a_tie_with_a_third_game() {
    let Started {
        fake,
        db,
        bot: _bot,
        org: _,
        all,
        id,
    } = started("knockout", "knockout", 5).await;

    let report = wait_round(&db, id, 1).await;
    let round1 = pairs(&report);
    let byes: HashSet<u64> = round1
        .iter()
        .filter(|p| p.1.is_none())
        .map(|p| p.0)
        .collect();
    assert_eq!(byes, HashSet::from([all[0].id, all[1].id, all[2].id]));
    let games: Vec<(u64, u64)> = round1
        .iter()
        .filter_map(|(w, b)| b.map(|b| (*w, b)))
        .collect();
    assert_eq!(
        games,
        [(all[3].id, all[4].id), (all[4].id, all[3].id)],
        "one game with each colour"
    );
    // White wins both: 1-1, so a third game decides.
    play_round(&fake, &report, 1, &all, |_, black| black.clone()).await;
    let mut third = Value::Null;
    for _ in 0..200 {
        let r = show(&db, id);
        if r["rounds"][0].as_array().unwrap().len() == 6 && !r["rounds"][0][5]["game"].is_null() {
            third = r;
            break;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    assert!(!third.is_null(), "no deciding game: {}", show(&db, id));
    // p5 wins the decider whatever its colour.
    play_round(&fake, &third, 1, &all, |white, black| {
        if number(white) == 5 {
            black.clone()
        } else {
            white.clone()
        }
    })
    .await;
    let report = wait_round(&db, id, 2).await;
    let met: HashSet<(u64, u64)> = report["rounds"][1]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let (w, b) = (g["white"].as_u64().unwrap(), g["black"].as_u64().unwrap());
            (w.min(b), w.max(b))
        })
        .collect();
    assert_eq!(
        met,
        HashSet::from([(all[0].id, all[4].id), (all[1].id, all[2].id)])
    );
    play_round(&fake, &report, 2, &all, higher_seed_wins).await;
    let report = wait_round(&db, id, 3).await;
    play_round(&fake, &report, 3, &all, higher_seed_wins).await;
    let report = wait_state(&db, id, "finished").await;
    assert_eq!(report["standings"][0]["user"], all[0].id);
    assert_eq!(report["standings"][1]["user"], all[1].id);
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("wins it"))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_player_who_left_never_plays_again_and_the_opponent_goes_through() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "knockout-withdrawal");
    let org = organiser();
    fake.make_moderator(&org);
    let _bot = start(&fake, &db.config()).await;
    let all = players(3);

    // An announcement Discord refused leaves no tournament nobody can see.
    fake.fail_posts(CHANNEL, 1);
    let failed = say(
        &fake,
        &org,
        "tournament create",
        json!([
            opt::str("name", "Ghost Cup"),
            choice(&fake, "tournament", "create", "format", "knockout")
        ]),
    )
    .await;
    assert!(failed.content.contains("not created"), "{}", failed.content);
    let none = say(&fake, &all[0], "tournament join", Value::Null).await;
    assert!(
        none.content.contains("no tournament here"),
        "{}",
        none.content
    );

    let announcement = create(&fake, "knockout", vec![]).await;
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &all).await;
    // Newcomers are listed with the rating they start from, as the
    // leaderboard shows it.
    let listed = fake.message(announcement.msg().id).unwrap().content;
    assert!(listed.contains("p1 (1500?)"), "{listed}");
    say(&fake, &org, "tournament start", Value::Null).await;

    // p1 has the bye, p2 and p3 play their match; p1 leaves meanwhile.
    let report = wait_round(&db, id, 1).await;
    assert_eq!(pairs(&report)[0], (all[0].id, None));
    let left = say(&fake, &all[0], "tournament leave", Value::Null).await;
    assert!(left.content.contains("is out of"), "{}", left.content);
    play_round(&fake, &report, 1, &all, higher_seed_wins).await;

    // No final against a player who left: p2 goes through, and wins.
    let report = wait_state(&db, id, "finished").await;
    assert_eq!(report["rounds"].as_array().unwrap().len(), 1, "{report}");
    assert_eq!(report["standings"][0]["user"], all[1].id);
    let won = format!("<@{}> wins it", all[1].id);
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains(&won))
        .await;
    // The standings say how far each went, not Swiss tie-breaks.
    let standings = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("final standings")
        })
        .await;
    assert!(
        standings.content.contains("p2 — 2 pts (winner,")
            && standings.content.contains("(semi-final,")
            && !standings.content.contains("Bch-1"),
        "{}",
        standings.content
    );
    assert!(
        fake.threads()
            .iter()
            .all(|(.., name)| !name.starts_with("Round 2")),
        "{:?}",
        fake.threads()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_left_loses_their_game_after_a_restart_and_an_ended_game_is_a_draw() {
    use sqlx::Connection;
    let Started {
        fake,
        db,
        mut bot,
        org,
        all,
        id,
    } = started("withdrawal-crash", "round-robin", 3).await;
    let report = wait_round(&db, id, 1).await;
    let (game, white, black) = played_game(&report, 1, &all);

    // White's withdrawal is written, and the bot stops before resigning
    // their game (what a crash between the two writes left).
    bot.kill().await;
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", db.file().display()))
        .await
        .unwrap();
    sqlx::query(
        "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = $1 AND user_id = $2",
    )
    .bind(id as i64)
    .bind(white.id as i64)
    .execute(&mut conn)
    .await
    .unwrap();
    conn.close().await.unwrap();
    let _bot = restart(&fake, &db.config()).await;

    // The round's advance resigns it: the player who left can't win it.
    let place = thread(&fake, 1, &white, &black);
    fake.wait_for_message(place, fake.timeout(), |m| {
        m.content.contains("withdrew from")
    })
    .await;
    let mut result = Value::Null;
    for _ in 0..200 {
        result = show(&db, id)["rounds"][0]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["game"] == game["game"])
            .unwrap()["result"]
            .clone();
        if !result.is_null() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    assert_eq!(result, "0-1", "White left, so Black wins");
    let late = say_in(&fake, place, &white, "resign", Value::Null).await;
    assert!(late.ephemeral, "the game is over: {}", late.content);

    // Round 2's game, ended by a moderator: they are told what the
    // tournament makes of it (a draw), and it does.
    let report = wait_round(&db, id, 2).await;
    let game = report["rounds"][1][0].clone();
    let (white, black) = (
        user_by_id(&all, &game["white"]),
        user_by_id(&all, &game["black"]),
    );
    let ended = say_in(
        &fake,
        thread(&fake, 2, &white, &black),
        &org,
        "abort",
        Value::Null,
    )
    .await;
    assert!(
        ended.content.contains("scores it as a draw") && !ended.content.contains("nobody"),
        "{}",
        ended.content
    );
    let report = wait_state(&db, id, "finished").await;
    assert_eq!(report["rounds"][1][0]["result"], "1/2-1/2");
}

/// A moderator's end of a tournament game goes on to the next round like
/// any other end of a game: it once freed the channel without telling the
/// event task, and a tournament that was up to date waited for ever. The
/// tournament's closing post that fails is made again, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_game_ended_by_a_moderator_goes_on_and_a_failed_closing_post_is_made_again() {
    let Started {
        fake,
        db,
        bot: _bot,
        org,
        all,
        id,
    } = started("moderator-end", "round-robin", 3).await;
    for round in 1..=3 {
        let report = wait_round(&db, id, round).await;
        // The round's pairings are the tournament's last step before it
        // waits for its games: it is up to date when they are posted.
        fake.wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains(&format!("round {round}:"))
        })
        .await;
        let (_, white, black) = played_game(&report, round, &all);
        if round == 3 {
            // Discord fails the winner's post.
            fake.fail_post_saying(CHANNEL, "is over");
        }
        let ended = say_in(
            &fake,
            thread(&fake, round, &white, &black),
            &org,
            "abort",
            Value::Null,
        )
        .await;
        assert!(
            ended.content.contains("scores it as a draw"),
            "{}",
            ended.content
        );
    }
    let report = wait_state(&db, id, "finished").await;
    assert!(report["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r.as_array().unwrap())
        .filter(|g| !g["black"].is_null())
        .all(|g| g["result"] == "1/2-1/2"));
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("is over"))
        .await;
    let said = |text: &str| {
        fake.channel_messages(CHANNEL)
            .iter()
            .filter(|m| m.content.contains(text))
            .count()
    };
    assert_eq!(said("is over"), 1, "the winner's post, made again once");
    assert_eq!(
        said("crosstable:"),
        1,
        "what was posted is not posted again"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_few_players_call_a_tournament_off_and_a_cancelled_one_refuses_joins() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "refusals");
    let org = organiser();
    fake.make_moderator(&org);
    let _bot = start(&fake, &db.config()).await;
    let all = players(2);
    let announcement = create(&fake, "swiss", vec![]).await;
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &all).await;
    let leave = button_of(&announcement, "leave");
    let left = press(&fake, &all[1], announcement.msg(), &leave).await;
    assert!(left.content.contains("off the list"), "{}", left.content);
    let again = press(&fake, &all[1], announcement.msg(), &leave).await;
    assert!(again.content.contains("not playing"), "{}", again.content);
    // Only the organiser removes someone else.
    let removal = json!([opt::user("player", &all[0])]);
    let refused = say(&fake, &all[1], "tournament leave", removal.clone()).await;
    assert_private(&refused, "Only the organiser");
    let removed = say(&fake, &org, "tournament leave", removal).await;
    assert!(
        removed.content.contains("off the list"),
        "{}",
        removed.content
    );
    let message = announcement.msg().id;
    fake.wait_until("the list to lose the removed player", fake.timeout(), |f| {
        f.message(message)
            .filter(|m| m.content.contains("Players (0"))
    })
    .await;
    say(&fake, &org, "tournament start", Value::Null).await;
    assert_eq!(wait_state(&db, id, "cancelled").await["state"], "cancelled");
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| {
        m.content.contains("called off")
    })
    .await;

    let second = create(&fake, "round-robin", vec![]).await;
    join_all(&fake, &second, &all[..1]).await;
    let cancelled = say(&fake, &org, "tournament cancel", Value::Null).await;
    assert!(
        cancelled.content.contains("called off"),
        "{}",
        cancelled.content
    );
    let closed = fake.message(second.msg().id).unwrap();
    assert!(closed.custom_ids().is_empty(), "the sign-up buttons go");
    assert!(closed.content.contains("Called off"), "{}", closed.content);
    let join = say(&fake, &all[0], "tournament join", Value::Null).await;
    assert!(join.content.contains("not open"), "{}", join.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hill_moves_winners_up_and_crowns_a_new_king() {
    let fake = FakeDiscord::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let _bot = start(&fake, "").await;
    let joined = say(&fake, &alice, "hill join", Value::Null).await;
    assert!(
        joined
            .content
            .contains("alone on its top step and so its King"),
        "{}",
        joined.content
    );
    // pente.org: everyone joins on the bottom step; the first members share
    // it, and nobody is King on a shared top step.
    let second = say(&fake, &bob, "hill join", Value::Null).await;
    assert!(
        second.content.contains("bottom step") && second.content.contains("no King"),
        "{}",
        second.content
    );
    say(&fake, &carol, "hill join", Value::Null).await;
    let twice = say(&fake, &carol, "hill join", Value::Null).await;
    assert_private(&twice, "already on the Pente hill");
    let hill = say(&fake, &carol, "hill show", Value::Null).await;
    assert!(
        hill.content.contains("Top step (shared: no King): alice"),
        "{}",
        hill.content
    );

    // Not on the hill: no hill challenge.
    let stranger = User::new(100_000_000_000_000_077, "dave");
    let refused = say(
        &fake,
        &stranger,
        "challenge",
        json!([opt::user("opponent", &alice), opt::bool("hill", true)]),
    )
    .await;
    assert_private(&refused, "not on the hill");

    // bob beats alice on the shared step: a new top step, bob alone on it;
    // alice stood on the bottom step and stays there.
    start_game_with(&fake, &bob, &alice, vec![opt::bool("hill", true)]).await;
    let said = say(&fake, &alice, "resign", Value::Null).await;
    assert!(said.content.contains("resign"), "{}", said.content);
    let news = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("new King of the Hill")
        })
        .await;
    assert!(
        news.content.contains("stays on the bottom step"),
        "{}",
        news.content
    );
    let hill = say(&fake, &carol, "hill show", Value::Null).await;
    assert!(hill.content.contains("👑 King: bob"), "{}", hill.content);
    assert!(!hill.files.is_empty(), "the hill comes as a picture too");
    assert!(hill.content.contains("Step 2: alice"), "{}", hill.content);
    assert!(hill.content.contains("carol"), "{}", hill.content);

    // A draw changes nothing; alice (step 2) may challenge the King again.
    let shown = hill.content.clone();
    start_game_with(&fake, &alice, &bob, vec![opt::bool("hill", true)]).await;
    let offer = say(&fake, &alice, "draw", Value::Null).await;
    let accept = offer
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .expect("an Accept button");
    fake.click(&bob, offer.msg(), &accept).await.reply().await;
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| m.content.contains("draw"))
        .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = say(&fake, &carol, "hill show", Value::Null).await;
    let line = |text: &str, head: &str| {
        text.lines()
            .find(|l| l.starts_with(head))
            .map(|l| l.split(" (").next().unwrap().to_string())
    };
    assert_eq!(
        line(&after.content, "👑"),
        line(&shown, "👑"),
        "{}",
        after.content
    );

    // The King leaves: the top step goes, and the next one is shared.
    let left = say(&fake, &bob, "hill leave", Value::Null).await;
    assert!(left.content.contains("no King"), "{}", left.content);
    let not_on = say(&fake, &bob, "hill leave", Value::Null).await;
    assert_private(&not_on, "not on the");
}

/// Waits until the bot has logged `text` (work that tells Discord nothing).
async fn wait_for_log(fake: &FakeDiscord, bot: &common::bot_process::BotProcess, text: &str) {
    let deadline = tokio::time::Instant::now() + fake.timeout();
    while !bot.log().contains(text) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot never logged {text:?}:\n{}",
            bot.log()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Adds a trigger that makes every write of a hill member fail (a full
/// disk, a lost connection), or drops it.
async fn break_hill_writes(db: &SharedDb, broken: bool) {
    let mut other: sqlx::SqliteConnection =
        sqlx::Connection::connect(&format!("sqlite://{}", db.file().display()))
            .await
            .unwrap();
    let sql = if broken {
        "CREATE TRIGGER hill_broken BEFORE INSERT ON hill_members \
         BEGIN SELECT RAISE(ABORT, 'hill writes fail'); END"
    } else {
        "DROP TRIGGER hill_broken"
    };
    sqlx::query(sql).execute(&mut other).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_a_failed_hill_write_is_applied_and_idle_members_leave() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "hill-restart");
    let (alice, bob, carol) = (alice(), bob(), carol());
    let mut bot = start(&fake, &db.config()).await;
    for member in [&alice, &bob, &carol] {
        say(&fake, member, "hill join", Value::Null).await;
    }
    start_game_with(&fake, &bob, &alice, vec![opt::bool("hill", true)]).await;

    // The game's end is saved, the hill's write fails.
    break_hill_writes(&db, true).await;
    say(&fake, &alice, "resign", Value::Null).await;
    wait_for_log(&fake, &bot, "applying a hill game failed").await;
    bot.kill().await;
    break_hill_writes(&db, false).await;
    // Meanwhile carol has played no hill game for 32 days.
    let mut other: sqlx::SqliteConnection =
        sqlx::Connection::connect(&format!("sqlite://{}", db.file().display()))
            .await
            .unwrap();
    let long_ago = std::time::SystemTime::now() - Duration::from_secs(32 * 86_400);
    let long_ago = long_ago.duration_since(std::time::UNIX_EPOCH).unwrap();
    sqlx::query("UPDATE hill_members SET last_game_at = $1 WHERE user_id = $2")
        .bind(long_ago.as_millis() as i64)
        .bind(carol.id as i64)
        .execute(&mut other)
        .await
        .unwrap();

    // After the restart, the hill moves as the game said, and says so; and
    // carol, idle past 31 days, leaves it.
    let bot = restart(&fake, &db.config()).await;
    let news = fake
        .wait_for_message(CHANNEL, fake.timeout(), |m| {
            m.content.contains("new King of the Hill")
        })
        .await;
    assert!(news.content.contains(&bob.mention()), "{}", news.content);
    wait_for_log(&fake, &bot, "1 idle member(s) left the hill").await;
    let hill = say(&fake, &carol, "hill show", Value::Null).await;
    assert!(hill.content.contains("👑 King: bob"), "{}", hill.content);
    assert!(hill.content.contains("Step 2: alice"), "{}", hill.content);
    assert!(!hill.content.contains("carol"), "{}", hill.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joining_a_hill_answers_while_another_server_starts_a_round() {
    const OTHER_GUILD: u64 = common::fake_discord::GUILD_ID + (1 << 22);
    const OTHER_CHANNEL: u64 = 5_000_000_000_000_101;
    let fake = FakeDiscord::start().await;
    fake.add_guild(OTHER_GUILD, &[OTHER_CHANNEL]);
    let org = organiser();
    fake.make_moderator(&org);
    let _bot = start(&fake, "").await;
    let options = json!([
        opt::str("name", "Far Cup"),
        choice(&fake, "tournament", "create", "format", "round-robin")
    ]);
    let announcement = fake
        .command(&org, OTHER_CHANNEL, "tournament create", options)
        .await
        .reply()
        .await;
    join_all(&fake, &announcement, &players(3)).await;

    // Discord is slow with the other server's pairings post: its round's
    // start waits on it.
    fake.delay_post_saying(OTHER_CHANNEL, "— round 1:", Duration::from_secs(30));
    let _starting = fake
        .command(&org, OTHER_CHANNEL, "tournament start", Value::Null)
        .await;
    fake.wait_until("the other server's round to start", fake.timeout(), |f| {
        f.threads()
            .iter()
            .any(|(_, parent, _)| *parent == OTHER_CHANNEL)
            .then_some(())
    })
    .await;

    let joined = say(&fake, &alice(), "hill join", Value::Null).await;
    assert!(joined.content.contains("King"), "{}", joined.content);
    assert!(
        !fake
            .channel_messages(OTHER_CHANNEL)
            .iter()
            .any(|m| m.content.contains("— round 1:")),
        "the join was answered before the other server's post went out"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_up_closes_by_itself_at_the_start_time() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "starts");
    let org = organiser();
    fake.make_moderator(&org);
    let _bot = start(&fake, &db.config()).await;
    let bad = say(
        &fake,
        &org,
        "tournament create",
        json!([
            opt::str("name", "Soon"),
            choice(&fake, "tournament", "create", "format", "swiss"),
            opt::str("starts", "tomorrowish")
        ]),
    )
    .await;
    assert_private(&bad, "I couldn't read `starts:tomorrowish`");
    let announcement = create(&fake, "swiss", vec![opt::str("starts", "in 4s")]).await;
    assert!(
        announcement.content.contains("Starts <t:"),
        "{}",
        announcement.content
    );
    let id = tournament_id(&announcement);
    join_all(&fake, &announcement, &players(3)).await;
    fake.wait_for_message(CHANNEL, Duration::from_secs(30), |m| {
        m.content.contains("begins")
    })
    .await;
    let report = wait_round(&db, id, 1).await;
    assert_eq!(report["state"], "running");
    let closed = fake.message(announcement.msg().id).unwrap();
    assert!(closed.custom_ids().is_empty(), "the sign-up buttons go");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finnish_servers_tournament_posts_in_finnish_and_answers_each_player_in_theirs() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("events", "languages");
    let org = organiser();
    fake.make_moderator(&org);
    fake.set_guild_locale(common::fake_discord::GUILD_ID, "fi");
    let all = players(3);
    let (german, pole, finn) = (&all[0], &all[1], &all[2]);
    fake.set_locale(german, "de");
    fake.set_locale(pole, "pl");
    fake.set_locale(finn, "fi");
    let _bot = start(&fake, &db.config()).await;

    // The announcement is public: in the server's language, whoever asks.
    let announcement = say(
        &fake,
        &org,
        "tournament create",
        json!([
            opt::str("name", "Talviturnaus"),
            choice(&fake, "tournament", "create", "format", "swiss")
        ]),
    )
    .await;
    assert!(!announcement.ephemeral);
    assert!(
        announcement.content.contains("sveitsiläinen")
            && announcement.content.contains("Pelaajat (0):"),
        "{}",
        announcement.content
    );
    let labels: Vec<String> = announcement
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .collect();
    assert_eq!(labels, ["Liity", "Poistu"]);
    let id = tournament_id(&announcement);

    // Each player's answer in their own language.
    let join = button_of(&announcement, "join");
    let said = press(&fake, german, announcement.msg(), &join).await;
    assert!(
        said.content.contains("Du bist bei **Talviturnaus** dabei"),
        "{}",
        said.content
    );
    let said = press(&fake, pole, announcement.msg(), &join).await;
    assert!(
        said.content.contains("Grasz w turnieju **Talviturnaus**"),
        "{}",
        said.content
    );
    let again = press(&fake, pole, announcement.msg(), &join).await;
    assert!(again.content.contains("Już grasz"), "{}", again.content);
    let said = press(&fake, finn, announcement.msg(), &join).await;
    assert!(said.content.contains("Olet mukana"), "{}", said.content);
    let message = announcement.msg().id;
    fake.wait_until("the list to show three players", fake.timeout(), |f| {
        f.message(message)
            .filter(|m| m.content.contains("Pelaajat (3):"))
    })
    .await;
    let refused = say(&fake, pole, "tournament cancel", Value::Null).await;
    assert_private(&refused, "Tylko organizator");

    // The organiser's answer in theirs (English), the posts in Finnish.
    let started = say(&fake, &org, "tournament start", Value::Null).await;
    assert_private(&started, "Started");
    fake.wait_for_message(CHANNEL, fake.timeout(), |m| {
        m.content.contains("**Talviturnaus** alkaa: sveitsiläinen")
    })
    .await;
    let report = wait_round(&db, id, 1).await;
    let (_, white, black) = played_game(&report, 1, &all);
    let name = format!("1. kierros: {} – {}", white.name, black.name);
    let place = fake
        .threads()
        .into_iter()
        .find(|(_, parent, n)| *parent == CHANNEL && *n == name)
        .unwrap_or_else(|| panic!("no thread {name:?}: {:?}", fake.threads()))
        .0;
    fake.wait_for_message(place, fake.timeout(), |m| {
        m.content.contains("1. kierros") && m.content.contains("(valkea) vastaan")
    })
    .await;

    // Standings are public: the server's language, with the picture.
    let standings = say(&fake, german, "tournament standings", Value::Null).await;
    assert!(!standings.ephemeral);
    assert!(
        standings
            .content
            .contains("📊 **Talviturnaus** — tilanne, 1. kierros:"),
        "{}",
        standings.content
    );
    assert_eq!(standings.files.len(), 1);
}
