//! `gif/real_game_60_moves_600px`: the replay animation of a real 60-move
//! game (theskald v valleyboy on pente.org, from tests/data), 600 pixels
//! wide, drawn and encoded. `gif/long_game_200_moves_600px`: a game of 200
//! moves made up to fill the board. Both print the GIF's size.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::game::{Game, Point};
use pente_bot::locale::Lang;
use pente_bot::render::{GifOptions, Renderer, Scene};

const WIDTH: u32 = 600;

/// The moves of the sample game between these players that has this many
/// moves.
fn sample_game(white: &str, black: &str, moves: usize) -> Vec<Point> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games_sample.jsonl");
    let text = std::fs::read_to_string(path).expect("tests/data/games_sample.jsonl");
    let game: serde_json::Value = text
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("JSON"))
        .find(|g| {
            g["headers"]["Player 1 Name"] == white
                && g["headers"]["Player 2 Name"] == black
                && g["moves"].as_array().map(Vec::len) == Some(moves)
        })
        .expect("the game is in the sample");
    game["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m.as_str().expect("a move").parse().expect("a point"))
        .collect()
}

/// A game of `n` moves that nobody wins: each side plays the first point,
/// spiralling out from the centre, that leaves the game going.
fn long_game(n: usize) -> Vec<Point> {
    let mut order: Vec<Point> = Point::all().collect();
    order.sort_by_key(|&p| (p.chebyshev(Point::CENTER), p.to_string()));
    let mut game = Game::new();
    while game.moves().len() < n {
        let next = order
            .iter()
            .copied()
            .find(|&p| {
                let mut trial = game.clone();
                trial.play(p).is_ok_and(|m| !m.outcome.is_over())
            })
            .expect("a move that does not end the game");
        game.play(next).expect("legal");
    }
    game.moves().to_vec()
}

/// The final position and what its last move captured.
fn replayed(moves: &[Point]) -> (Game, Vec<Point>) {
    let mut game = Game::new();
    let mut captured = Vec::new();
    for &m in moves {
        captured = game.play(m).expect("legal").captured.as_slice().to_vec();
    }
    (game, captured)
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new(WIDTH);
    let options = GifOptions::default();
    let mut group = c.benchmark_group("gif");
    for (name, moves) in [
        (
            "real_game_60_moves_600px",
            sample_game("theskald", "valleyboy", 60),
        ),
        ("long_game_200_moves_600px", long_game(200)),
    ] {
        let (game, captured) = replayed(&moves);
        let scene = Scene {
            game: &game,
            captured: &captured,
            poofed: &[],
            white_name: "theskald",
            black_name: "valleyboy",
            ending: None,
        };
        let gif = renderer.render_gif(&scene, options, Lang::ENGLISH);
        println!(
            "gif/{name}: {} moves, {} stones at the end, {}×{} px, GIF {} bytes ({:.1} KB)",
            moves.len(),
            game.board().total(),
            renderer.width(),
            renderer.height(),
            gif.len(),
            gif.len() as f64 / 1024.0
        );
        group.bench_function(name, |b| {
            b.iter(|| renderer.render_gif(black_box(&scene), options, Lang::ENGLISH))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
