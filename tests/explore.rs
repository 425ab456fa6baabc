//! The opening explorer against the shipped strong games, counted again here
//! by a path of its own (the file read as plain JSON, each game replayed by
//! the rules, the symmetries folded by arithmetic), and end to end through
//! the fake Discord.

use crate::common;
use common::fake_discord::{opt, Reply};
use common::pente::*;
use pente_bot::explore::strong;
use pente_bot::game::{Game, Point};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// A reply to K10, up to the board's symmetries: its distances from K10
/// along and across, the larger first.
fn class(p: Point) -> (usize, usize) {
    let (dx, dy) = (p.col().abs_diff(9), p.row().abs_diff(9));
    (dx.max(dy), dx.min(dy))
}

#[test]
fn the_counts_after_k10_match_a_plain_count_of_the_file() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/games_all.jsonl"))
            .unwrap();
    // class -> (games, White's wins, Black's wins, Black's ratings added)
    let mut plain: BTreeMap<(usize, usize), (u32, u32, u32, u64)> = BTreeMap::new();
    let (mut lines, mut kept) = (0, 0);
    for line in text.lines() {
        lines += 1;
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let moves: Vec<Point> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().parse().unwrap())
            .collect();
        // Kept: the games whose every stone the rules accept (under the
        // tournament rule).
        let mut game = Game::new();
        if !moves.iter().all(|&m| game.play(m).is_ok()) {
            continue;
        }
        kept += 1;
        let entry = plain.entry(class(moves[1])).or_default();
        entry.0 += 1;
        match v["result"].as_str().unwrap() {
            "1-0" => entry.1 += 1,
            "0-1" => entry.2 += 1,
            other => panic!("{other}"),
        }
        entry.3 += v["black_rating"].as_u64().unwrap();
    }
    assert_eq!(lines, 9668);
    assert_eq!(
        kept, 9661,
        "6 games without the tournament rule, 1 played on after its end"
    );

    let index = strong::index();
    assert_eq!(index.games(), kept);
    assert_eq!(index.kept_out(), 7);
    let after_k10 = index.lookup(&Game::from_moves(&[Point::CENTER]).unwrap());
    assert_eq!(after_k10.reached.games() as usize, kept);
    let explored: BTreeMap<(usize, usize), (u32, u32, u32, u64)> = after_k10
        .moves
        .iter()
        .map(|c| {
            let games = c.games();
            let rating = c.average_rating.unwrap() as u64;
            (
                class(c.point),
                (games, c.results.white, c.results.black, rating),
            )
        })
        .collect();
    assert_eq!(explored.len(), plain.len(), "{explored:?}\n{plain:?}");
    for (class, &(games, white, black, ratings)) in &plain {
        let &(g, w, b, average) = explored.get(class).unwrap();
        assert_eq!((g, w, b), (games, white, black), "{class:?}");
        let expected = (ratings + games as u64 / 2) / games as u64;
        assert_eq!(average, expected, "{class:?}");
    }
    // The most played reply first.
    let most = plain.values().map(|e| e.0).max().unwrap();
    assert_eq!(after_k10.moves[0].games(), most);
}

/// White makes five in column K; Black plays along the edge.
const WHITE_FIVE: [&str; 11] = [
    "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
];

/// The explorer's private view: its picture, its text saying `says`.
fn assert_view(reply: &Reply, says: &str) {
    assert!(reply.ephemeral, "the view is private: {reply:?}");
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    assert_eq!(reply.files[0].0, "explore.png");
    let img =
        image::load_from_memory_with_format(&reply.files[0].1, image::ImageFormat::Png).unwrap();
    assert_eq!(img.width(), 400);
    assert!(
        reply.content.contains(says),
        "{says:?} in {}",
        reply.content
    );
    assert!(reply.content.chars().count() <= 2000);
}

/// The menu's custom id and its first move.
fn menu(reply: &Reply) -> (String, String) {
    for row in reply.components.as_array().unwrap() {
        for c in row["components"].as_array().unwrap() {
            if c["type"] == json!(3) {
                let first = c["options"][0]["value"].as_str().unwrap().to_string();
                return (c["custom_id"].as_str().unwrap().to_string(), first);
            }
        }
    }
    panic!("no menu in {:?}", reply.components)
}

fn button(reply: &Reply, what: &str) -> String {
    reply
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(&format!(":{what}")))
        .unwrap_or_else(|| panic!("no {what} in {:?}", reply.custom_ids()))
}

/// `source:server` as Discord's client sends it: the registered choice.
fn server_source(fake: &common::fake_discord::FakeDiscord) -> Value {
    let commands = fake.commands();
    let explore = commands
        .iter()
        .find(|c| c["name"] == "pente")
        .and_then(|c| {
            c["options"]
                .as_array()?
                .iter()
                .find(|o| o["name"] == "explore")
                .cloned()
        })
        .expect("/pente explore is registered");
    let option = explore["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "source")
        .unwrap()
        .clone();
    let choice = option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "server")
        .unwrap()
        .clone();
    json!({"name": "source", "type": option["type"], "value": choice["value"]})
}

async fn explore(fake: &common::fake_discord::FakeDiscord, options: Value) -> Reply {
    say(fake, &carol(), "explore", options).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_explorer_goes_deeper_back_and_shares_and_refuses_a_game_in_play() {
    let (fake, bot) = ready().await;

    // From the start, in the strong games: private, with a menu.
    let start = explore(&fake, Value::Null).await;
    assert_view(&start, "9,661 games reached it");
    assert!(start.content.contains("The start: White to move"));
    let (go, first) = menu(&start);
    assert_eq!(first, "K10");
    assert!(start.button(&button(&start, "back")).unwrap().disabled);

    // Two moves deeper with the menu: the same message changes.
    let deeper = fake
        .select(&carol(), start.msg(), &go, &[&first])
        .await
        .reply()
        .await;
    assert_eq!(deeper.callback_type, 7, "{deeper:?}");
    assert_view(&deeper, "After K10 (1 move): Black to move.");
    let (go, reply) = menu(&deeper);
    let deeper = fake
        .select(&carol(), deeper.msg(), &go, &[&reply])
        .await
        .reply()
        .await;
    assert_view(
        &deeper,
        &format!("After K10 {reply} (2 moves): White to move."),
    );
    assert!(deeper
        .content
        .contains("Highest-rated games here:\npente.org game "));

    // A stranger's press is refused, privately, and changes nothing.
    let refused = fake
        .click(&alice(), deeper.msg(), &button(&deeper, "back"))
        .await
        .reply()
        .await;
    assert_private(&refused, "Only the one who opened this explorer");

    // Back: one move up.
    let back = fake
        .click(&carol(), deeper.msg(), &button(&deeper, "back"))
        .await
        .reply()
        .await;
    assert_view(&back, "After K10 (1 move)");

    // Share posts the view publicly.
    let shared = fake
        .click(&carol(), back.msg(), &button(&back, "share"))
        .await
        .reply()
        .await;
    assert!(!shared.ephemeral, "{shared:?}");
    assert_eq!(shared.files.len(), 1);
    assert!(shared.content.contains("Shared by"), "{}", shared.content);
    assert!(shared.content.contains("After K10 (1 move)"));
    assert!(
        shared.custom_ids().is_empty(),
        "no buttons on the shared view"
    );

    // This server's games: none yet (the index is built now).
    let server = explore(&fake, json!([server_source(&fake)])).await;
    assert_view(&server, "No games: none of them reached this position.");

    // A game in play here: its position is refused, saying why.
    start_game(&fake).await;
    play_all(&fake, &[(alice(), "K10"), (bob(), "A1"), (alice(), "K13")]).await;
    let cheat = explore(&fake, json!([opt::str("moves", "K10 A1 K13")])).await;
    assert_private(&cheat, "A game being played is at this position right now");
    assert!(!cheat.content.contains('#'), "the game is not named");
    let cheat = explore(&fake, json!([opt::str("moves", "K10 A1 K13 A3")])).await;
    assert_private(&cheat, "a move or two before it");
    // The same position one stone on, typed in another order and turned.
    let cheat = explore(&fake, json!([opt::str("moves", "K10 A17 K7 A19")])).await;
    assert_private(&cheat, "a move or two before it");
    // The game's opening is not refused where it leaves the game's stones,
    // nor three stones past its position.
    let other = explore(&fake, json!([opt::str("moves", "K10 A1 K14")])).await;
    assert_view(&other, "After K10 A1 K14");
    let further = explore(&fake, json!([opt::str("moves", "K10 A1 K13 A3 K14 A5")])).await;
    assert_view(&further, "After K10 A1 K13 A3 K14 A5");

    // It finishes: at once in this server's games.
    let rest: Vec<_> = WHITE_FIVE[3..]
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { bob() } else { alice() }, m))
        .collect();
    play_all(&fake, &rest).await;
    let history = say(&fake, &carol(), "history", Value::Null).await;
    let number = history
        .content
        .rsplit_once(" · #")
        .and_then(|(_, n)| n.trim().parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no game number in {}", history.content));
    let server = explore(&fake, json!([server_source(&fake)])).await;
    assert_view(&server, "1 game reached it");
    assert!(
        server.content.contains(&format!("#{number} · alice – bob")),
        "{}",
        server.content
    );

    // game:#N says where it left the strong games.
    let game = explore(&fake, json!([opt::str("game", &format!("#{number}"))])).await;
    assert_view(
        &game,
        &format!("Game #{number} left the strong games at move 2: A1 was never played here."),
    );
    assert!(
        game.content.contains("After K10 (1 move)"),
        "{}",
        game.content
    );

    // The command line reads the same server's games from its database.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["explore", "K10", "--json", "--source"])
        .arg(bot.dir().join("pente.db"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["source"], "server");
    assert_eq!(v["games"], 1);
    assert_eq!(v["white_wins"], 1);
    assert_eq!(v["next"][0]["move"], "A1");
    assert_eq!(v["examples"][0]["game"], number);
    // A server the database has no games of is said, not answered empty.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["explore", "K10", "--guild", "999", "--source"])
        .arg(bot.dir().join("pente.db"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("no finished game of server 999"));
}

#[test]
fn the_command_line_prints_the_strong_games_statistics() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["explore", "K10", "L9", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let game = Game::from_moves(&["K10".parse().unwrap(), "L9".parse().unwrap()]).unwrap();
    let answer = strong::index().lookup(&game);
    assert_eq!(v["source"], "strong");
    assert_eq!(v["moves"], "K10 L9");
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["games"], answer.reached.games());
    let next = v["next"].as_array().unwrap();
    assert_eq!(next.len(), answer.moves.len());
    for (json, c) in next.iter().zip(&answer.moves) {
        assert_eq!(json["move"], c.point.to_string());
        assert_eq!(json["games"], c.games());
        assert_eq!(json["white_wins"], c.results.white);
        assert_eq!(json["black_wins"], c.results.black);
        assert_eq!(json["average_rating"], json!(c.average_rating));
    }
    // A move that can't be played says which, and fails.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["explore", "K10", "K10"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("Move 2 `K10`"));
    // --guild with the strong games is said, not ignored.
    let guild = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["explore", "K10", "--guild", "123"])
        .output()
        .unwrap();
    assert_eq!(guild.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&guild.stderr).contains("--guild"));
}
