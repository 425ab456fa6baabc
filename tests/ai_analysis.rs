//! Post-game analysis: a game built with a missed win and a blunder in it,
//! through the library and through `pente-bot analyze`.

use crate::common::child;

use pente_bot::ai::analysis::{self, Verdict};
use pente_bot::ai::Limits;
use pente_bot::game::{Color, Point};
use pente_bot::locale::Lang;
use pente_bot::render::Renderer;
use std::process::Command;
use std::sync::atomic::AtomicBool;

/// White closes a four K10–N10 (J10 is Black's) at move 7. Black doesn't
/// block O10 (move 8, a blunder); White doesn't take the five either
/// (move 9, a missed win), and Black blocks at last.
const GAME: &str = "K10 J10 N10 T3 L10 T5 M10 T7 C3 O10";

fn moves() -> Vec<Point> {
    GAME.split_whitespace()
        .map(|m| m.parse().unwrap())
        .collect()
}

/// Small and without a clock: the same verdicts on any machine.
fn limits() -> Limits {
    Limits {
        threes: 1,
        weights: Limits::depth(0).weights,
        ..Limits::nodes(4_000)
    }
}

#[test]
fn a_missed_win_and_a_blunder_are_named_with_the_winning_move() {
    let stop = AtomicBool::new(false);
    let found = analysis::analyze(&moves(), limits(), &stop).unwrap();
    assert_eq!(found.reviews.len(), 10);

    let missed = &found.reviews[8];
    assert_eq!((missed.number, missed.color), (9, Color::White));
    assert_eq!(missed.point, "C3".parse().unwrap());
    assert_eq!(missed.verdict, Some(Verdict::MissedWin), "{missed:?}");
    assert_eq!(missed.best, "O10".parse().unwrap());
    assert!(missed.had_win);

    let blunder = &found.reviews[7];
    assert_eq!(blunder.color, Color::Black);
    assert_eq!(blunder.verdict, Some(Verdict::Blunder), "{blunder:?}");
    assert_eq!(blunder.best, "O10".parse().unwrap());

    // Blocking the four is no mistake.
    assert_eq!(found.reviews[9].verdict, None);

    assert_eq!(found.key_moment().map(|r| r.number), Some(9));
    let summary = found.summary();
    assert!(
        summary.contains("Move 9, White C3: a missed win — O10 wins by force"),
        "{summary}"
    );
    assert!(summary.contains("Move 8, Black T7: a blunder"), "{summary}");
}

#[test]
fn the_key_moment_is_drawn_with_the_better_move() {
    let stop = AtomicBool::new(false);
    let found = analysis::analyze(&moves(), limits(), &stop).unwrap();
    let key = analysis::key_moment(&moves(), &found).expect("a turning point");
    assert_eq!(
        key.before.moves(),
        &moves()[..8],
        "the position move 9 was played in"
    );
    assert_eq!((key.number, key.color), (9, Color::White));
    assert_eq!(key.played, "C3".parse().unwrap());
    assert_eq!(key.better, "O10".parse().unwrap());
    assert_eq!(key.verdict, Verdict::MissedWin);
    assert_eq!(key.caption(), "Move 9: White played C3 — better O10");

    let renderer = Renderer::new(600);
    let png = renderer
        .render_key_moment_png(&key, "Ann", "Bob", Lang::ENGLISH)
        .expect("the moves replay");
    assert!(png.starts_with(b"\x89PNG"));
    let picture = image::load_from_memory(&png).unwrap().to_rgba8();
    // The hint's red ring is drawn around O10, which is still empty.
    let (x, y) = renderer.point_center("O10".parse().unwrap());
    let r = (renderer.width() / 40) as i64;
    let red = (-r..=r)
        .flat_map(|dx| (-r..=r).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| {
            let px = picture.get_pixel((x as i64 + dx) as u32, (y as i64 + dy) as u32);
            px[0] > 180 && px[1] < 80 && px[2] < 80
        })
        .count();
    assert!(red > 10, "{red} red pixels around O10");
}

#[test]
fn an_illegal_move_is_reported_with_its_index() {
    let stop = AtomicBool::new(false);
    let moves: Vec<Point> = ["K10", "L9", "K10"].map(|m| m.parse().unwrap()).to_vec();
    let err = analysis::analyze(&moves, limits(), &stop).unwrap_err();
    assert_eq!(err.0, 2);
}

#[test]
fn the_command_line_prints_each_move_as_json() {
    let out = child::run_with_input(
        Command::new(env!("CARGO_BIN_EXE_pente-bot")).args(["analyze", "--json", "-"]),
        GAME,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let moves = json.as_array().unwrap();
    assert_eq!(moves.len(), 10);
    for m in moves {
        for field in [
            "move",
            "color",
            "score_before",
            "score_after",
            "best",
            "verdict",
        ] {
            assert!(m.get(field).is_some(), "{field} missing in {m}");
        }
    }
    assert_eq!(moves[0]["move"], "K10");
    assert_eq!(moves[8]["move"], "C3");
    assert_eq!(moves[8]["color"], "white");
    assert_eq!(moves[8]["verdict"], "missed_win");
    assert_eq!(moves[8]["best"], "O10");
    assert_eq!(moves[9]["verdict"], serde_json::Value::Null);

    // Bad input changes nothing and says why.
    let out = Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["analyze", "/nonexistent/game.pgn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}
