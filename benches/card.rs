//! `render_card/profile_800`: one profile card as `/pente profile` makes it
//! (rating, rank, record, ten results, a 50-game chart), drawn and encoded
//! at the default width. Also prints the PNG's size.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use pente_bot::locale::Lang;
use pente_bot::rating::{rate, Rating, Record, Score};
use pente_bot::render::card::{CardRenderer, Profile, CARD_WIDTH, CHART_GAMES};

/// A player's last 50 rated games against a 1600 opponent: wins, then a bad
/// patch, then wins again, so the chart goes up, down and up.
fn history() -> (Vec<Rating>, Vec<Score>) {
    let opponent = Rating {
        rating: 1600.0,
        deviation: 80.0,
        volatility: 0.06,
    };
    let mut r = Rating::default();
    let mut ratings = vec![r];
    let mut results = Vec::new();
    for i in 0..CHART_GAMES {
        let won = !(18..30).contains(&i) && i % 5 != 3;
        let winner = Some(if won {
            pente_bot::game::Color::White
        } else {
            pente_bot::game::Color::Black
        });
        r = rate(r, opponent, winner).white.after;
        ratings.push(r);
        results.push(if won { Score::Win } else { Score::Loss });
    }
    results.reverse();
    (ratings, results)
}

fn bench(c: &mut Criterion) {
    let card = CardRenderer::new(CARD_WIDTH);
    let (ratings, results) = history();
    let profile = Profile {
        name: "theskald",
        rating: ratings.last().copied(),
        rank: Some((3, 27)),
        as_white: Record {
            wins: 21,
            losses: 6,
            draws: 1,
        },
        as_black: Record {
            wins: 15,
            losses: 9,
            draws: 0,
        },
        results: &results,
        history: &ratings,
    };
    let png = card.render_png(&profile, Lang::ENGLISH);
    println!(
        "render_card/profile_800: {}×{} px, PNG {} bytes ({:.1} KB)",
        card.width(),
        card.height(),
        png.len(),
        png.len() as f64 / 1024.0
    );
    if let Some(path) = std::env::var_os("PENTE_CARD_PNG") {
        std::fs::write(path, &png).expect("write the sample card");
    }
    let mut group = c.benchmark_group("render_card");
    group.bench_function("profile_800", |b| {
        b.iter(|| card.render_png(black_box(&profile), Lang::ENGLISH))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
