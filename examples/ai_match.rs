//! Engine against engine, and the engine's speed, in release mode:
//! `cargo run --release --example ai_match -- hard medium 10`
//! `cargo run --release --example ai_match -- speed`
//! Against another build of the engine (today's, to measure a change):
//! `cargo run --release --example ai_match -- ext OLD_PENTE_BOT hard expert 4 7`
//! plays `expert` against the old binary's `hard` (through `pente-bot ai`),
//! 4 games each way from the same openings as `pente-bot match`.

use pente_bot::ai::{self, Level};
use pente_bot::game::{Color, Game};
use std::sync::atomic::AtomicBool;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("speed") {
        speed();
        return;
    }
    if args.first().map(String::as_str) == Some("probe") {
        probe(&args[1..]);
        return;
    }
    if args.first().map(String::as_str) == Some("cuts") {
        cuts(&args[1..]);
        return;
    }
    if args.first().map(String::as_str) == Some("ext") {
        external(&args[1..]);
        return;
    }
    let white = args.first().map_or("hard", |s| s);
    let black = args.get(1).map_or("medium", |s| s);
    let (white_limits, black_limits) = (player(white), player(black));
    let games: u32 = args.get(2).map_or(10, |s| s.parse().unwrap());
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().unwrap());
    let stop = AtomicBool::new(false);
    let r = ai::play_match_with(games, seed, |game, ply_seed| {
        let limits = if game.to_move() == Color::White {
            white_limits
        } else {
            black_limits
        };
        ai::search(game, limits, ply_seed, &stop).unwrap().best
    });
    println!(
        "{white} (White) vs {black} (Black), {games} games, seed {seed}: white {} black {} \
         draws {}; avg ms/move white {:.1} black {:.1}; slowest white {:.0} black {:.0}; {} moves",
        r.white_wins,
        r.black_wins,
        r.draws,
        r.white_avg_ms,
        r.black_avg_ms,
        r.white_max_ms,
        r.black_max_ms,
        r.moves
    );
    for record in &r.records {
        println!("  {record}");
    }
}

/// `LEVEL[:DEEPEN][:dDEPTH][:tTHREES][:rNOISE][:lLAPSES][:jTHREADS][:sMS][:eN]`:
/// a level,
/// optionally starting deeper iterations until DEEPEN percent of its clock,
/// searching DEPTH plies, with up to THREES open threes in its threat
/// search, NOISE points of noise at the root or a lapse on LAPSES percent of
/// its moves, searching with THREADS threads, or on a clock of MS
/// milliseconds (0: none), reducing the moves after the first N at a node
/// (0: none) (to try a setting before giving it to a level).
fn player(name: &str) -> ai::Limits {
    let mut parts = name.split(':');
    let level: Level = parts.next().unwrap().parse().unwrap();
    let mut limits = level.limits();
    for part in parts {
        if let Some(depth) = part.strip_prefix('d') {
            limits.max_depth = depth.parse().unwrap();
        } else if let Some(threes) = part.strip_prefix('t') {
            limits.threes = threes.parse().unwrap();
        } else if let Some(noise) = part.strip_prefix('r') {
            limits.randomness = noise.parse().unwrap();
        } else if let Some(lapses) = part.strip_prefix('l') {
            limits.lapses = lapses.parse().unwrap();
        } else if let Some(ms) = part.strip_prefix('s') {
            let ms: u64 = ms.parse().unwrap();
            limits.time = (ms > 0).then(|| std::time::Duration::from_millis(ms));
        } else if let Some(n) = part.strip_prefix('e') {
            limits.reduce_after = n.parse().unwrap();
        } else if let Some(threads) = part.strip_prefix('j') {
            limits.threads = threads.parse().unwrap();
        } else {
            limits.deepen_until = part.parse().unwrap();
        }
    }
    limits
}

/// The moves of a game written out, `"K10 L9 …"`.
fn moves(text: &str) -> Vec<pente_bot::game::Point> {
    text.split_whitespace()
        .filter_map(|m| m.parse().ok())
        .collect()
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

/// `ext BINARY EXT_LEVEL LEVEL GAMES SEED`: LEVEL against the other build's
/// EXT_LEVEL, GAMES games with each colour.
fn external(args: &[String]) {
    let binary = args.first().expect("the other pente-bot binary").clone();
    let ext_level = args.get(1).map_or("hard", |s| s).to_string();
    let ours: Level = args.get(2).map_or("hard", |s| s).parse().unwrap();
    let games: u32 = args.get(3).map_or(4, |s| s.parse().unwrap());
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().unwrap());
    let stop = AtomicBool::new(false);
    let mut ours_score = 0.0;
    for ours_color in [Color::White, Color::Black] {
        let r = ai::play_match_with(games, seed, |game, ply_seed| {
            if game.to_move() == ours_color {
                ai::choose_move(game, ours, ply_seed, &stop).unwrap().best
            } else {
                ask(&binary, &ext_level, game)
            }
        });
        let (w, b) = if ours_color == Color::White {
            (ours.to_string(), format!("old {ext_level}"))
        } else {
            (format!("old {ext_level}"), ours.to_string())
        };
        println!(
            "{w} (White) vs {b} (Black), {games} games, seed {seed}: white {} black {} draws {}; \
             avg ms/move white {:.1} black {:.1}; {} moves",
            r.white_wins, r.black_wins, r.draws, r.white_avg_ms, r.black_avg_ms, r.moves
        );
        for record in &r.records {
            println!("  {record}");
        }
        let won = if ours_color == Color::White {
            r.white_wins
        } else {
            r.black_wins
        };
        ours_score += won as f64 + r.draws as f64 / 2.0;
    }
    println!(
        "{ours} scored {ours_score} of {} against old {ext_level}",
        2 * games
    );
}

/// The other build's move: `BINARY ai - --level L --json` with the moves so
/// far on standard input.
fn ask(binary: &str, level: &str, game: &Game) -> pente_bot::game::Point {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let moves: Vec<String> = game.moves().iter().map(|p| p.to_string()).collect();
    let mut child = Command::new(binary)
        .args(["ai", "-", "--level", level, "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the other binary runs");
    let written = child
        .stdin
        .take()
        .unwrap()
        .write_all(moves.join(" ").as_bytes());
    // A binary that exited early (it refused the arguments) is told by its
    // status below, not by the broken pipe.
    if let Err(e) = written {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "the other binary failed: {}",
        out.status
    );
    let v: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("JSON from the other binary");
    v["move"].as_str().unwrap().parse().unwrap()
}

/// `probe LEVEL "K10 L9 …"`: what LEVEL plays after each prefix of a game,
/// with score, depth, nodes and time (depth 0 with no nodes: a book move).
fn probe(args: &[String]) {
    let limits = player(args.first().map_or("hard", |s| s));
    let moves = moves(&args[1]);
    let stop = AtomicBool::new(false);
    for k in 1..moves.len() {
        let game = Game::from_moves(&moves[..k]).unwrap();
        let Some(s) = ai::search(&game, limits, k as u64, &stop) else {
            break;
        };
        println!(
            "{:>3} {} played {:<4} engine {:<4} score {:>8} depth {:>2} nodes {:>8} ms {}",
            k + 1,
            game.to_move(),
            moves[k].to_string(),
            s.best.to_string(),
            s.score,
            s.depth,
            s.nodes,
            s.elapsed.as_millis()
        );
    }
}

/// `cuts LEVEL "K10 L9 …"`: the move LEVEL picks in the final position when
/// its search is cut after 20k, 40k, … nodes instead of by the clock: where
/// an unlucky cut could take it.
fn cuts(args: &[String]) {
    let limits = player(args.first().map_or("hard", |s| s));
    let moves = moves(&args[1]);
    let game = Game::from_moves(&moves).unwrap();
    let stop = AtomicBool::new(false);
    for k in 1..=40u64 {
        let l = ai::Limits {
            time: None,
            max_nodes: k * 20_000,
            ..limits
        };
        let s = ai::search(&game, l, 1, &stop).unwrap();
        println!(
            "{:>7} nodes: {:<4} score {:>8} depth {:>2}",
            k * 20_000,
            s.best.to_string(),
            s.score,
            s.depth
        );
    }
}
