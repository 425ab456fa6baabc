//! Builds the opening book (`data/book.txt`) from pente.org game records:
//! `cargo run --release --example build_book -- [GAMES.jsonl] [OUT]`
//! (defaults: data/games_all.jsonl and data/book.txt).
//!
//! Every game is replayed for its first plies; each position is keyed with
//! the board's symmetries folded (`ai::book::canonical_key`) and the move
//! played there is counted, with whether its player won the game. Moves seen
//! fewer than `KEEP_GAMES` times are dropped to keep the file small.

use pente_bot::ai::book::canonical_key;
use pente_bot::game::{Color, Game, Point};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// How deep into each game the book goes.
const BOOK_PLIES: usize = 16;
/// Moves kept in the file: enough games to say something.
const KEEP_GAMES: u32 = 2;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let input = args.first().map_or("data/games_all.jsonl", String::as_str);
    let output = args.get(1).map_or("data/book.txt", String::as_str);
    let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{input}: {e}"));

    // (key, move in the key's frame) -> (games, wins of the mover).
    let mut counts: BTreeMap<(u64, u16), (u32, u32)> = BTreeMap::new();
    let (mut used, mut skipped) = (0, 0);
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("one JSON object a line");
        let winner = match v["result"].as_str() {
            Some("1-0") => Color::White,
            Some("0-1") => Color::Black,
            _ => {
                skipped += 1;
                continue;
            }
        };
        if v["ref"]["legal"].as_bool() != Some(true) {
            skipped += 1;
            continue;
        }
        let moves: Vec<Point> = v["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .filter_map(|m| m.as_str()?.parse().ok())
            .collect();
        let mut game = Game::new();
        for &mv in moves.iter().take(BOOK_PLIES) {
            if game.is_over() {
                break;
            }
            let (key, sym) = canonical_key(&game);
            let mover = game.to_move();
            if game.play(mv).is_err() {
                break;
            }
            let entry = counts
                .entry((key, sym.apply(mv).index() as u16))
                .or_default();
            entry.0 += 1;
            entry.1 += (mover == winner) as u32;
        }
        used += 1;
    }

    let mut out = String::new();
    out.push_str(
        "# Opening book of pente-bot, built by `cargo run --release --example build_book`\n\
         # from pente.org games (see data/README.md for the source and licence).\n\
         # key (symmetries folded), move in the key's frame, games, wins of the mover\n",
    );
    let mut kept = 0;
    let mut positions = std::collections::BTreeSet::new();
    for (&(key, idx), &(games, wins)) in &counts {
        if games < KEEP_GAMES {
            continue;
        }
        let mv = Point::from_index(idx as usize).expect("a point");
        writeln!(out, "{key:016x} {mv} {games} {wins}").unwrap();
        kept += 1;
        positions.insert(key);
    }
    std::fs::write(output, &out).unwrap_or_else(|e| panic!("{output}: {e}"));
    println!(
        "{used} games read ({skipped} skipped), {} position-moves seen, {kept} kept \
         in {} positions; {} bytes written to {output}",
        counts.len(),
        positions.len(),
        out.len()
    );
}
