//! How fast the engine searches fixed positions under fixed limits (depth or
//! nodes, never the clock, so runs compare). `cargo bench --bench ai`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::ai::{self, Limits};
use pente_bot::game::{Game, Point};
use std::sync::atomic::AtomicBool;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

/// Positions from real games (the sample the rules engine's tests use),
/// after `plies` moves: quiet enough that the search has to work.
fn real_position(plies: usize) -> Game {
    let text = include_str!("../tests/data/games_sample.jsonl");
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let moves: Vec<Point> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| p(m.as_str().unwrap()))
            .collect();
        if moves.len() > plies + 10 {
            return Game::from_moves(&moves[..plies]).unwrap();
        }
    }
    panic!("no game that long in the sample");
}

fn positions() -> Vec<(&'static str, Game)> {
    let opening =
        Game::from_moves(&["K10", "L11", "N10", "L9", "L10", "M10", "J10", "H10"].map(p)).unwrap();
    vec![
        ("opening", opening),
        ("ply16", real_position(16)),
        ("ply30", real_position(30)),
    ]
}

fn bench_search(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, game) in positions() {
        group.bench_function(format!("{name}_depth4"), |b| {
            b.iter(|| ai::search(black_box(&game), Limits::depth(4), 1, &stop))
        });
        group.bench_function(format!("{name}_50k_nodes"), |b| {
            b.iter(|| ai::search(black_box(&game), Limits::nodes(50_000), 1, &stop))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_search);
criterion_main!(benches);
