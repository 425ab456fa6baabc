//! Engine against engine, and the engine's speed, in release mode:
//! `cargo run --release --example ai_match -- hard medium 10`
//! `cargo run --release --example ai_match -- speed`

use pente_bot::ai::{self, Level};
use pente_bot::game::Game;
use std::sync::atomic::AtomicBool;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("speed") {
        speed();
        return;
    }
    let white: Level = args.first().map_or("hard", |s| s).parse().unwrap();
    let black: Level = args.get(1).map_or("medium", |s| s).parse().unwrap();
    let games: u32 = args.get(2).map_or(10, |s| s.parse().unwrap());
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().unwrap());
    let r = ai::play_match(white, black, games, seed);
    println!(
        "{white} (White) vs {black} (Black), {games} games: white {} black {} draws {}; \
         avg ms/move white {:.1} black {:.1}; {} moves",
        r.white_wins, r.black_wins, r.draws, r.white_avg_ms, r.black_avg_ms, r.moves
    );
}

/// Time and nodes per second of each level on a few middle-game positions
/// reached by letting the engines play.
fn speed() {
    let stop = AtomicBool::new(false);
    for level in Level::ALL {
        let mut game = Game::new();
        let (mut nodes, mut secs, mut n, mut max_ms) = (0u64, 0f64, 0u32, 0f64);
        let mut depths = Vec::new();
        while !game.is_over() && game.ply() < 40 {
            let s = ai::choose_move(&game, level, game.ply() as u64, &stop).unwrap();
            nodes += s.nodes;
            secs += s.elapsed.as_secs_f64();
            max_ms = f64::max(max_ms, s.elapsed.as_secs_f64() * 1000.0);
            n += 1;
            depths.push(s.depth);
            game.play(s.best).unwrap();
        }
        println!(
            "{level:>6}: {n} moves, avg {:.0} ms, max {:.0} ms, {:.0} knodes/s, depths {:?}",
            secs * 1000.0 / n as f64,
            max_ms,
            nodes as f64 / secs / 1000.0,
            depths
        );
    }
}
