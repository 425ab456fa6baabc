//! `render_png/midgame_800`: one frame as the bot makes it after a move,
//! rendered and encoded, 800 pixels wide. Also prints the frame's size.
//! `render_png/midgame_800_fi` and `…_pl`: the same frame with its status in
//! Finnish and in Polish, as a Finnish or Polish server gets it (issue 37:
//! the same time as English, give or take noise).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::game::{Color, Game, Point};
use pente_bot::locale::Lang;
use pente_bot::render::{Renderer, Scene};

/// theskald v valleyboy on pente.org, up to the move before Black's G8,
/// which captures two.
const MOVES: &str = "K10 F9 G12 F11 H10 F10 F8 F12 F13 H11 G9 E14 F13 J11 E7 D6 K11 G11 E13 \
    G11 E11 E9 D9 E9 H12 C7 D8 E5 B8 F6 K12 C9 D8 K13 D13 G13 J10 L12 K8 H9 K11 K9 J10 L10 M11 \
    J8 G6 C8 C6 F4 G3 F5 F3 K7 G10";
/// Stones added in the empty upper right, to bring the board to about 60.
const EXTRA_WHITE: &str = "O15 Q15 P17 R16 O17 Q18 S15 N16";
const EXTRA_BLACK: &str = "P15 P16 Q16 O16 R17 Q14 N17 S17";

fn points(list: &str) -> impl Iterator<Item = Point> + '_ {
    list.split_whitespace()
        .map(|s| s.parse().expect("valid point"))
}

/// About 60 stones, a last move that captured a pair.
fn midgame() -> (Game, Vec<Point>) {
    let mut game = Game::new();
    for p in points(MOVES) {
        game.play(p).expect("legal move");
    }
    let mut board = game.board().clone();
    for p in points(EXTRA_WHITE) {
        board.set(p, Some(Color::White));
    }
    for p in points(EXTRA_BLACK) {
        board.set(p, Some(Color::Black));
    }
    let captures = [game.captures(Color::White), game.captures(Color::Black)];
    let mut game = Game::from_position(board, game.to_move(), captures);
    let g8 = "G8".parse().expect("valid point");
    let captured = game
        .play(g8)
        .expect("legal move")
        .captured
        .as_slice()
        .to_vec();
    assert!(!captured.is_empty(), "G8 captures");
    (game, captured)
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new(800);
    let (game, captured) = midgame();
    let scene = Scene {
        game: &game,
        captured: &captured,
        poofed: &[],
        white_name: "theskald",
        black_name: "valleyboy",
        ending: None,
    };
    let png = renderer.render_png(&scene, Lang::ENGLISH);
    println!(
        "render_png/midgame_800: {} stones, {}×{} px, PNG {} bytes ({:.1} KB)",
        game.board().total(),
        renderer.width(),
        renderer.height(),
        png.len(),
        png.len() as f64 / 1024.0
    );
    let mut group = c.benchmark_group("render_png");
    group.bench_function("midgame_800", |b| {
        b.iter(|| renderer.render_png(black_box(&scene), Lang::ENGLISH))
    });
    for code in ["fi", "pl"] {
        let lang = Lang::from_code(code).expect("a shipped language");
        let png = renderer.render_png(&scene, lang);
        println!(
            "render_png/midgame_800_{code}: PNG {} bytes ({:.1} KB)",
            png.len(),
            png.len() as f64 / 1024.0
        );
        group.bench_function(format!("midgame_800_{code}"), |b| {
            b.iter(|| renderer.render_png(black_box(&scene), black_box(lang)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
