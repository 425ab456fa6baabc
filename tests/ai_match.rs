//! `pente-bot match`: its report, and the arguments it refuses. The ladder
//! itself (every level against the one below) is measured in docs/performance.md,
//! not here: a timed result has no place in a test.

use std::process::{Command, Output};

fn pente_bot(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn records_prints_each_game_that_replays_to_its_result() {
    let out = pente_bot(&[
        "match",
        "--white",
        "easy",
        "--black",
        "easy",
        "--games",
        "2",
        "--seed",
        "3",
        "--variant",
        "connect6",
        "--records",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let games: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("Game "))
        .collect();
    assert_eq!(games.len(), 2, "{text}");
    for (i, game) in games.iter().enumerate() {
        let (number, record) = game.split_once(": ").unwrap();
        assert_eq!(number, (i + 1).to_string());
        let mut words: Vec<&str> = record.split_whitespace().collect();
        let result = words.pop().unwrap();
        assert!(["1-0", "0-1", "1/2-1/2", "*"].contains(&result), "{game}");
        assert_eq!(words[0], "K10", "{game}");
        // The moves replay as a Connect6 game that ends as the result says.
        let replay = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
            .args(["replay", "--variant", "connect6", "--json", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        replay
            .stdin
            .as_ref()
            .unwrap()
            .write_all(words.join(" ").as_bytes())
            .unwrap();
        let out = replay.wait_with_output().unwrap();
        let json = String::from_utf8_lossy(&out.stdout);
        let won = match result {
            "1-0" => "white_wins",
            "0-1" => "black_wins",
            _ => "\"status\"",
        };
        assert!(json.contains(won), "{result}: {json}");
    }
    // Only without --ladder.
    let out = pente_bot(&["match", "--ladder", "--records"]);
    assert!(!out.status.success());
}

#[test]
fn a_match_reports_the_results_and_the_slowest_move_against_the_budget() {
    let out = pente_bot(&[
        "match", "--white", "easy", "--black", "easy", "--games", "1", "--seed", "3",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("1 games, easy (White) against easy (Black)"),
        "{text}"
    );
    let results = text
        .lines()
        .find(|l| l.starts_with("White (easy) won "))
        .unwrap_or_else(|| panic!("no results line in {text}"));
    // "White (easy) won W, Black (easy) won B, drawn D." adds up to one game.
    let numbers: Vec<u32> = results
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert_eq!(numbers.iter().sum::<u32>(), 1, "{results}");
    assert!(
        text.contains("(budget 100 ms), easy ") && text.contains("Slowest move: easy "),
        "{text}"
    );
}

#[test]
fn a_match_needs_both_levels_unless_it_climbs_the_ladder() {
    let out = pente_bot(&["match", "--white", "hard"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--black"), "{err}");

    let out = pente_bot(&["match", "--ladder", "--white", "hard", "--black", "easy"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--ladder"), "{err}");

    let out = pente_bot(&["match", "--white", "grandmaster", "--black", "easy"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("choose easy, medium, hard or expert"), "{err}");
}
