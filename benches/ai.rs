//! How fast the engine searches fixed positions under fixed limits (depth or
//! nodes, never the clock, so runs compare). `cargo bench --bench ai`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::ai::{self, Limits};
use pente_bot::game::{Board, Color, Game, Point};
use std::sync::atomic::AtomicBool;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn position(white: &str, black: &str, to_move: Color, captures: [usize; 2]) -> Game {
    let mut board = Board::new();
    for q in white.split_whitespace() {
        board.set(p(q), Some(Color::White));
    }
    for q in black.split_whitespace() {
        board.set(p(q), Some(Color::Black));
    }
    Game::from_position(board, to_move, captures)
}

fn positions() -> Vec<(&'static str, Game)> {
    let opening =
        Game::from_moves(&["K10", "L11", "N10", "L9", "L10", "M10", "J10", "H10"].map(p)).unwrap();
    let middle = position(
        "K10 L10 N10 K12 M12 J9 L8 N13",
        "L11 L9 M10 M11 K11 J11 N11 H8",
        Color::White,
        [2, 2],
    );
    let captures = position(
        "K10 L11 M12 K8 J9 O10",
        "L10 M10 K9 K11 N12 L12",
        Color::Black,
        [6, 4],
    );
    vec![
        ("opening", opening),
        ("middle", middle),
        ("captures", captures),
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
