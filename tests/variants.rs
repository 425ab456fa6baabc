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
fn the_engine_commands_say_they_play_pente_only() {
    let out = run(&["ai", "--variant", "connect6"], "K10");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("Pente games only"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
