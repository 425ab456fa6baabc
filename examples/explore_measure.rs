//! Measures the explorer's indexes: the strong games' (build time, size)
//! and a server's of 100,000 finished games, two ways: the strong games
//! copied ten times over (openings shared, as a server's are), and 100,000
//! random games of 40 stones near the centre (nearly every position new:
//! the worst case). `cargo run --release --example explore_measure`

use pente_bot::explore::{strong, ExampleOrder, GameResult, Index, IndexedGame};
use pente_bot::game::{Action, Game, Point, Variant};
use std::time::Instant;

/// The process's resident memory in MB (Linux), for the difference.
fn rss_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn report(what: &str, index: &Index, seconds: f64, rss_before: f64) {
    println!(
        "{what}: {} games, {} positions, built in {seconds:.2} s; tables {:.1} MB, resident +{:.1} MB",
        index.games(),
        index.positions(),
        index.memory() as f64 / 1e6,
        rss_mb() - rss_before
    );
}

fn random_game(seed: &mut u64, number: u64) -> IndexedGame {
    let mut game = Game::new();
    let mut actions = Vec::new();
    while actions.len() < 40 && !game.is_over() {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let r = (*seed >> 33) as usize;
        let p = Point::new(4 + r % 11, 4 + (r / 11) % 11).unwrap();
        if game.play(p).is_ok() {
            actions.push(Action::Stone(p));
        }
    }
    IndexedGame {
        number,
        variant: Variant::Pente,
        tournament_rule: true,
        actions,
        result: if number.is_multiple_of(2) {
            GameResult::WhiteWins
        } else {
            GameResult::BlackWins
        },
        ratings: [None, None],
        players: ["alice".into(), "bob".into()],
        ended_at: number,
    }
}

fn main() {
    let games = strong::games();
    let before = rss_mb();
    let started = Instant::now();
    let index = strong::index_of(games);
    report(
        "strong games",
        &index,
        started.elapsed().as_secs_f64(),
        before,
    );
    drop(index);

    let before = rss_mb();
    let started = Instant::now();
    let mut server = Index::new(Variant::Pente, ExampleOrder::Recent);
    for copy in 0..10u64 {
        for g in games {
            let mut game = g.indexed();
            game.number += copy * 100_000_000_000_000;
            game.players = ["alice".into(), "bob".into()];
            server.add(&game);
        }
    }
    report(
        "server, strong games x10",
        &server,
        started.elapsed().as_secs_f64(),
        before,
    );
    drop(server);

    let before = rss_mb();
    let started = Instant::now();
    let mut server = Index::new(Variant::Pente, ExampleOrder::Recent);
    let mut seed = 42;
    for n in 0..100_000 {
        server.add(&random_game(&mut seed, n));
    }
    report(
        "server, 100,000 random games",
        &server,
        started.elapsed().as_secs_f64(),
        before,
    );
}
