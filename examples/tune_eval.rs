//! Tunes the evaluation's weights (`ai::eval::EvalWeights`) against the
//! results of real games, Texel-style:
//! `cargo run --release --example tune_eval -- [GAMES.jsonl]`
//! (default data/games_all.jsonl).
//!
//! Every quiet position from ply `FROM_PLY` on (neither side can win on the
//! spot, and the last move captured nothing) is taken with the game's result
//! for the side to move. First the scale K is fitted so that
//! sigmoid(eval / K) with the hand-set weights predicts the results best
//! (mean squared error); then, with K fixed (so the scores keep their size
//! for the search's margins), each weight in turn is moved up or down while
//! that lowers the error, with ever smaller steps. Every tenth game is held
//! out to check that the fit is not only memory. Prints the weights to paste
//! into `ai::eval::TUNED`.

use pente_bot::ai::eval::{EvalFeatures, EvalWeights, HAND_SET};
use pente_bot::ai::{features, is_quiet};
use pente_bot::game::{Color, Game, Point};

/// Positions before this ply are mostly book moves and say little.
const FROM_PLY: usize = 8;
/// One game in this many is held out for validation.
const HOLD_OUT: usize = 10;

struct Sample {
    features: EvalFeatures,
    /// 1 if the side to move won the game, else 0.
    result: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let input = args.first().map_or("data/games_all.jsonl", String::as_str);
    let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{input}: {e}"));
    let (mut train, mut check) = (Vec::new(), Vec::new());
    for (n, line) in text.lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).expect("one JSON object a line");
        let winner = match v["result"].as_str() {
            Some("1-0") => Color::White,
            Some("0-1") => Color::Black,
            _ => continue,
        };
        if v["ref"]["legal"].as_bool() != Some(true) {
            continue;
        }
        let moves: Vec<Point> = v["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .filter_map(|m| m.as_str()?.parse().ok())
            .collect();
        let out = if n % HOLD_OUT == 0 {
            &mut check
        } else {
            &mut train
        };
        let mut game = Game::new();
        let mut captured_last = false;
        for &mv in &moves {
            if game.is_over() {
                break;
            }
            if game.ply() >= FROM_PLY && !captured_last && is_quiet(&game) {
                out.push(Sample {
                    features: features(&game),
                    result: (game.to_move() == winner) as u8 as f64,
                });
            }
            let before = game.captures(Color::White) + game.captures(Color::Black);
            if game.play(mv).is_err() {
                break;
            }
            captured_last = game.captures(Color::White) + game.captures(Color::Black) != before;
        }
    }
    println!("{} positions to fit, {} held out", train.len(), check.len());

    let mut k = 100.0;
    let mut best_k = error(&train, &HAND_SET, k);
    for step in [100.0, 30.0, 10.0, 3.0, 1.0] {
        loop {
            let mut moved = false;
            for cand in [k + step, k - step] {
                if cand <= 0.0 {
                    continue;
                }
                let e = error(&train, &HAND_SET, cand);
                if e < best_k {
                    best_k = e;
                    k = cand;
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
    }
    println!(
        "K = {k}: hand-set weights, error {best_k:.5} (held out {:.5})",
        error(&check, &HAND_SET, k)
    );

    let mut w = HAND_SET;
    let mut best = best_k;
    for pct in [40, 20, 10, 5, 2, 1] {
        loop {
            let mut moved = false;
            for i in 0..PARAMS {
                let value = *param(&mut w, i);
                let step = (value.abs() * pct / 100).max(1);
                for cand in [value + step, value - step] {
                    if cand < 0 {
                        continue;
                    }
                    let mut t = w;
                    *param(&mut t, i) = cand;
                    let e = error(&train, &t, k);
                    if e < best {
                        best = e;
                        w = t;
                        moved = true;
                        break;
                    }
                }
            }
            if !moved {
                break;
            }
        }
        println!(
            "steps of {pct}%: error {best:.5} (held out {:.5}) {w:?}",
            error(&check, &w, k)
        );
    }
    println!("tuned: {w:#?}");
}

const PARAMS: usize = 13;

/// The tunable weights, numbered (the empty window's `line[0]` and the
/// no-capture `capture[0]` stay 0).
fn param(w: &mut EvalWeights, i: usize) -> &mut i32 {
    match i {
        0..=3 => &mut w.line[i + 1],
        4..=8 => &mut w.capture[i - 3],
        9 => &mut w.open_pair,
        10 => &mut w.threat_to_move,
        11 => &mut w.threat_waiting,
        _ => &mut w.initiative,
    }
}

fn error(samples: &[Sample], w: &EvalWeights, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = 1.0 / (1.0 + (-(w.score(&s.features) as f64) / k).exp());
            (p - s.result).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}
