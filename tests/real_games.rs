//! Every real pente.org game in tests/data replays, through `pente-bot replay
//! --json`, to the outcome an independent reference implementation computed.

use crate::common::child;

use serde_json::Value;
use std::process::{Command, Output};

fn data(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn jsonl(name: &str) -> Vec<Value> {
    data(name)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// A JSONL game's `moves` list.
fn moves_of(game: &Value) -> Vec<&str> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect()
}

/// The PGN file's records, split where each `[Game` header starts one.
fn pgn_records() -> Vec<String> {
    let text = data("games_sample.pgn");
    let mut records: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("[Game ") {
            records.push(String::new());
        }
        let last = records.last_mut().expect("the file starts with a header");
        last.push_str(line);
        last.push('\n');
    }
    records
}

fn replay(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_pente-bot"));
    command.arg("replay").args(args);
    child::run_with_input(&mut command, stdin.as_ref())
}

fn replay_json(args: &[&str], stdin: &str) -> (Value, Output) {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let out = replay(&all, stdin);
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (json, out)
}

#[test]
fn every_sample_game_replays_to_its_recorded_outcome() {
    let games = jsonl("games_sample.jsonl");
    let records = pgn_records();
    assert_eq!(games.len(), 297);
    assert_eq!(records.len(), games.len());
    let mut by_status = std::collections::BTreeMap::new();
    for (game, record) in games.iter().zip(&records) {
        let source = game["source"].as_str().unwrap();
        let name = game["headers"]["Player 1 Name"].as_str().unwrap();
        assert!(
            record.contains(&format!("[Player 1 Name \"{name}\"]")),
            "{source}: files out of step"
        );

        let (json, out) = replay_json(&[], record);
        assert!(
            out.status.success(),
            "{source}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let reference = &game["ref"];
        assert_eq!(json["status"], reference["status"], "{source}");
        assert_eq!(json["captures"], reference["captures"], "{source}");
        let ok_moves = json["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["result"] == "ok")
            .count();
        assert_eq!(
            ok_moves as u64,
            reference["num_moves"].as_u64().unwrap(),
            "{source}"
        );
        assert_eq!(
            ok_moves,
            game["moves"].as_array().unwrap().len(),
            "{source}: every move accepted"
        );
        // A move that makes five and the 10th capture at once is reported as a
        // five; the captures still show it.
        let expected_reason = match reference["win_reason"].as_str() {
            Some("five_and_captures") => {
                let winner = if reference["status"] == "white_wins" {
                    "white"
                } else {
                    "black"
                };
                assert!(json["captures"][winner].as_u64().unwrap() >= 10, "{source}");
                Value::from("five")
            }
            _ => reference["win_reason"].clone(),
        };
        assert_eq!(json["win_reason"], expected_reason, "{source}");
        // A game that ended on the board ended with the recorded winner.
        let status = json["status"].as_str().unwrap();
        match status {
            "white_wins" => assert_eq!(game["result"], "1-0", "{source}"),
            "black_wins" => assert_eq!(game["result"], "0-1", "{source}"),
            "ongoing" => assert!(json["to_move"].is_string(), "{source}"),
            other => panic!("{source}: unexpected status {other}"),
        }
        if status != "ongoing" {
            assert!(json["to_move"].is_null(), "{source}");
        }
        *by_status
            .entry(format!("{status}/{}", json["win_reason"]))
            .or_insert(0) += 1;
    }
    // The sample's make-up, as its README describes it.
    let count = |k: &str| by_status.get(k).copied().unwrap_or(0);
    assert_eq!(
        count("white_wins/\"five\"") + count("black_wins/\"five\""),
        157
    );
    assert_eq!(
        count("white_wins/\"captures\"") + count("black_wins/\"captures\""),
        80
    );
    assert_eq!(count("ongoing/null"), 60);
}

#[test]
fn plain_move_lists_replay_the_same_as_records() {
    for game in jsonl("games_sample.jsonl").iter().step_by(10) {
        let moves = moves_of(game);
        let (json, out) = replay_json(&[], &moves.join(" "));
        assert!(out.status.success());
        assert_eq!(json["status"], game["ref"]["status"]);
        assert_eq!(json["captures"], game["ref"]["captures"]);
    }
}

#[test]
fn the_tenth_capture_ends_the_game_and_later_moves_are_refused() {
    let anomalies = jsonl("anomalies.jsonl");
    let game = anomalies
        .iter()
        .find(|g| g["source"].as_str().unwrap().ends_with("40/50000000058581"))
        .unwrap();
    let moves = moves_of(game);
    let text = moves.join(" ");

    // Stopping at the first illegal move: move 39, exit 1.
    let (json, out) = replay_json(&[], &text);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("move 39 ({})", moves[38])),
        "{stderr}"
    );
    assert!(
        stderr.contains("the game is over: Black won by captures"),
        "{stderr}"
    );
    let reported = json["moves"].as_array().unwrap();
    assert_eq!(reported.len(), 39);
    assert_eq!(reported[37]["move"], "L8");
    assert_eq!(reported[37]["captured"].as_array().unwrap().len(), 2);
    assert_eq!(reported[38]["result"], "game_over");
    assert_eq!(json["status"], "black_wins");
    assert_eq!(json["win_reason"], "captures");
    assert_eq!(json["captures"]["black"], 10);
    assert!(json["to_move"].is_null());

    // Going on: every later move is refused the same way.
    let (json, out) = replay_json(&["--keep-going"], &text);
    assert!(out.status.success());
    let reported = json["moves"].as_array().unwrap();
    assert_eq!(reported.len(), moves.len());
    assert!(reported[38..].iter().all(|m| m["result"] == "game_over"));
    assert_eq!(json["status"], "black_wins");
}

#[test]
fn games_without_the_tournament_rule_are_refused_at_whites_second_stone() {
    let anomalies = jsonl("anomalies.jsonl");
    let unrated: Vec<&Value> = anomalies
        .iter()
        .filter(|g| g["headers"]["Rated"] == "N")
        .collect();
    assert_eq!(unrated.len(), 6);
    for game in unrated {
        let moves = moves_of(game);
        let (json, out) = replay_json(&[], &moves.join(" "));
        assert_eq!(out.status.code(), Some(1));
        let third = &json["moves"][2];
        assert_eq!(
            third["result"], "second_move_too_close",
            "{}",
            game["source"]
        );
        assert!(third["message"].as_str().unwrap().contains("H8–M12"));
        assert_eq!(json["to_move"], "white");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!("move 3 ({})", moves[2])),
            "{stderr}"
        );
    }
}

#[test]
fn text_output_shows_moves_status_and_board() {
    let records = pgn_records();
    let out = replay(&[], &records[0]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("  1. white K10\n  2. black K9\n"),
        "{text}"
    );
    assert!(text.contains("Black won with five in a row."), "{text}");
    assert!(
        text.contains("Captured stones: White 0, Black 4."),
        "{text}"
    );
    assert!(
        text.contains("    A B C D E F G H J K L M N O P Q R S T"),
        "{text}"
    );
}

#[test]
fn unreadable_input_is_a_clear_error() {
    let out = replay(&[], "[Game Pente]\nK10");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("standard input is not a game record"),
        "{stderr}"
    );
    assert!(stderr.contains("line 1"), "{stderr}");

    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["replay", "/nonexistent/game.pgn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read /nonexistent/game.pgn"));

    // Bytes that are not text at all.
    let out = replay(&[], [0xff, 0xfe, 0x00, 0x80]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not UTF-8"));

    // An empty record is an empty game, not an error.
    let (json, out) = replay_json(&[], "");
    assert!(out.status.success());
    assert_eq!(json["status"], "ongoing");
    assert_eq!(json["to_move"], "white");
}
