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
