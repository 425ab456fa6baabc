//! The opening explorer: one lookup in the strong games' index (the
//! position after K10 L9 N10, in a turned frame so that folding is paid),
//! building that index from the 9,668 games, and drawing the explorer's
//! picture. `cargo bench --bench explore`

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::explore::{report, strong, Symmetry};
use pente_bot::game::{Game, Point};
use pente_bot::render::{ExploreMark, ExplorerPicture, Renderer};

fn position() -> Game {
    let moves: Vec<Point> = ["K10", "L9", "N10"]
        .iter()
        .map(|m| Symmetry::ALL[5].apply(m.parse().unwrap()))
        .collect();
    Game::from_moves(&moves).unwrap()
}

fn lookup(c: &mut Criterion) {
    let index = strong::index();
    let game = position();
    c.bench_function("explore/lookup", |b| {
        b.iter(|| black_box(index.lookup(black_box(&game))))
    });
}

fn build(c: &mut Criterion) {
    let games = strong::games();
    let mut group = c.benchmark_group("explore");
    group.sample_size(10);
    group.bench_function("build_strong_index", |b| {
        b.iter(|| black_box(strong::index_of(black_box(games))))
    });
    group.finish();
}

fn picture(c: &mut Criterion) {
    let game = position();
    let answer = strong::index().lookup(&game);
    let marks: Vec<ExploreMark> = answer
        .moves
        .iter()
        .take(report::TOP)
        .map(|m| ExploreMark {
            point: m.point,
            share: answer.share(m),
            white_score: m.results.white_score(),
        })
        .collect();
    let renderer = Renderer::new(800);
    let picture = ExplorerPicture {
        game: &game,
        marks: &marks,
        white_label: "White won 67%",
        black_label: "Black won 33%",
        status: "1,400 games · % played · White's % (red)",
    };
    c.bench_function("explore/picture_800", |b| {
        b.iter(|| black_box(renderer.explorer_png(black_box(&picture))))
    });
}

criterion_group!(benches, lookup, build, picture);
criterion_main!(benches);
