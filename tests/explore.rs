//! The opening explorer against the shipped strong games, counted again here
//! by a path of its own (the file read as plain JSON, each game replayed by
//! the rules, the symmetries folded by arithmetic), and end to end through
//! the fake Discord.

use pente_bot::explore::strong;
use pente_bot::game::{Game, Point};
use std::collections::BTreeMap;

/// A reply to K10, up to the board's symmetries: its distances from K10
/// along and across, the larger first.
fn class(p: Point) -> (usize, usize) {
    let (dx, dy) = (p.col().abs_diff(9), p.row().abs_diff(9));
    (dx.max(dy), dx.min(dy))
}

#[test]
fn the_counts_after_k10_match_a_plain_count_of_the_file() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/data/games_all.jsonl"))
            .unwrap();
    // class -> (games, White's wins, Black's wins, Black's ratings added)
    let mut plain: BTreeMap<(usize, usize), (u32, u32, u32, u64)> = BTreeMap::new();
    let (mut lines, mut kept) = (0, 0);
    for line in text.lines() {
        lines += 1;
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let moves: Vec<Point> = v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().parse().unwrap())
            .collect();
        // Kept: the games whose every stone the rules accept (under the
        // tournament rule).
        let mut game = Game::new();
        if !moves.iter().all(|&m| game.play(m).is_ok()) {
            continue;
        }
        kept += 1;
        let entry = plain.entry(class(moves[1])).or_default();
        entry.0 += 1;
        match v["result"].as_str().unwrap() {
            "1-0" => entry.1 += 1,
            "0-1" => entry.2 += 1,
            other => panic!("{other}"),
        }
        entry.3 += v["black_rating"].as_u64().unwrap();
    }
    assert_eq!(lines, 9668);
    assert_eq!(
        kept, 9661,
        "6 games without the tournament rule, 1 played on after its end"
    );

    let index = strong::index();
    assert_eq!(index.games(), kept);
    assert_eq!(index.kept_out(), 7);
    let after_k10 = index.lookup(&Game::from_moves(&[Point::CENTER]).unwrap());
    assert_eq!(after_k10.reached.games() as usize, kept);
    let explored: BTreeMap<(usize, usize), (u32, u32, u32, u64)> = after_k10
        .moves
        .iter()
        .map(|c| {
            let games = c.games();
            let rating = c.average_rating.unwrap() as u64;
            (
                class(c.point),
                (games, c.results.white, c.results.black, rating),
            )
        })
        .collect();
    assert_eq!(explored.len(), plain.len(), "{explored:?}\n{plain:?}");
    for (class, &(games, white, black, ratings)) in &plain {
        let &(g, w, b, average) = explored.get(class).unwrap();
        assert_eq!((g, w, b), (games, white, black), "{class:?}");
        let expected = (ratings + games as u64 / 2) / games as u64;
        assert_eq!(average, expected, "{class:?}");
    }
    // The most played reply first.
    let most = plain.values().map(|e| e.0).max().unwrap();
    assert_eq!(after_k10.moves[0].games(), most);
}
