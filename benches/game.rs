//! How fast the rules engine plays a move and replays real games.
//! `cargo bench --bench game`

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use pente_bot::game::{Game, Point};

fn real_games() -> Vec<Vec<Point>> {
    let text = include_str!("../tests/data/games_sample.jsonl");
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            v["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().parse().unwrap())
                .collect()
        })
        .collect()
}

/// A real game after `n` moves, and the move that was played next.
fn midgame(games: &[Vec<Point>], min_len: usize, wants_capture: bool) -> (Game, Point) {
    for moves in games.iter().filter(|m| m.len() > min_len) {
        for n in 20..moves.len() {
            let game = Game::from_moves(&moves[..n]).unwrap();
            let next = moves[n];
            let captures = !game.clone().play(next).unwrap().captured.is_empty();
            if captures == wants_capture && !game.clone().play(next).unwrap().outcome.is_over() {
                return (game, next);
            }
        }
    }
    panic!("no such position in the sample");
}

fn bench_play(c: &mut Criterion) {
    let games = real_games();
    let mut group = c.benchmark_group("play");
    for (name, wants_capture) in [("midgame", false), ("midgame_capture", true)] {
        let (game, next) = midgame(&games, 40, wants_capture);
        group.bench_function(name, |b| {
            // By reference, so that moving the ~500-byte game in and out of
            // the routine isn't timed along with the move.
            b.iter_batched_ref(
                || game.clone(),
                |g| black_box(g.play(black_box(next))),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();

    let total_moves: usize = games.iter().map(Vec::len).sum();
    c.bench_function(
        &format!("replay/real_games_{}_moves_{total_moves}", games.len()),
        |b| {
            b.iter(|| {
                for moves in &games {
                    black_box(Game::from_moves(black_box(moves)).unwrap());
                }
            })
        },
    );
}

criterion_group!(benches, bench_play);
criterion_main!(benches);
