//! Builds the opening book (`data/book.txt`) from pente.org game records:
//! `cargo run --release --example build_book -- [GAMES.jsonl] [OUT]`
//! (defaults: data/games_all.jsonl and data/book.txt).
//!
//! The games are read as the explorer reads them (`explore::strong`) and
//! counted by `ai::book::build`; a test checks that the shipped book is what
//! that gives.

use pente_bot::ai::book;
use pente_bot::explore::strong;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let input = args.first().map_or("data/games_all.jsonl", String::as_str);
    let output = args.get(1).map_or("data/book.txt", String::as_str);
    let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{input}: {e}"));
    let games = strong::parse(&text);
    let out = book::build(&games);
    std::fs::write(output, &out).unwrap_or_else(|e| panic!("{output}: {e}"));
    println!(
        "{} games read, {} lines written to {output} ({} bytes)",
        games.len(),
        out.lines().filter(|l| !l.starts_with('#')).count(),
        out.len()
    );
}
