//! The opening book: used while the game is in it, left when it isn't, and
//! the same in every orientation of the board.

use pente_bot::ai::book::{self, Symmetry};
use pente_bot::ai::{self, Limits};
use pente_bot::game::{Game, Point};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn game(moves: &[&str]) -> Game {
    Game::from_moves(&moves.iter().map(|m| p(m)).collect::<Vec<_>>()).unwrap()
}

fn with_book() -> Limits {
    Limits {
        book: true,
        ..Limits::depth(2)
    }
}

#[test]
fn the_book_holds_the_common_openings() {
    assert!(book::len() > 1000, "{} positions", book::len());
    // Black's first move after K10: played in thousands of games.
    let first = book::moves(&game(&["K10"]));
    assert!(first.len() >= 4, "{first:?}");
    assert!(first.iter().map(|m| m.games).sum::<u32>() > 5000);
    for m in &first {
        assert!(m.wins <= m.games);
    }
}

#[test]
fn a_book_position_gets_a_legal_book_move_without_search() {
    let stop = AtomicBool::new(false);
    let opening = game(&["K10", "L9", "N10"]);
    let known: Vec<Point> = book::moves(&opening).iter().map(|m| m.point).collect();
    assert!(!known.is_empty());
    let mut chosen = HashSet::new();
    for seed in 0..24 {
        let found = ai::search(&opening, with_book(), seed, &stop).unwrap();
        assert!(opening.is_legal(found.best));
        assert!(
            known.contains(&found.best),
            "{} not in the book",
            found.best
        );
        assert_eq!(found.nodes, 0, "a book move needs no search");
        chosen.insert(found.best);
    }
    // Different seeds, different games.
    assert!(chosen.len() >= 2, "{chosen:?}");
    // The level's choice is a good book move: enough games behind it.
    let picked = book::pick(&opening, 3).unwrap();
    assert!(picked.games >= book::MIN_GAMES);
}

#[test]
fn the_book_is_left_when_the_position_is_not_in_it() {
    let stop = AtomicBool::new(false);
    // Nobody plays the corner.
    let odd = game(&["K10", "A1", "Q16", "T19"]);
    assert!(book::moves(&odd).is_empty());
    assert_eq!(book::pick(&odd, 1), None);
    let found = ai::search(&odd, with_book(), 1, &stop).unwrap();
    assert!(found.nodes > 0, "searched: {found:?}");
    assert!(odd.is_legal(found.best));
}

#[test]
fn book_moves_turn_with_the_board() {
    let line = ["K10", "L9", "N10", "M9"];
    let base = book::moves(&game(&line));
    assert!(!base.is_empty());
    for sym in Symmetry::ALL {
        let turned: Vec<Point> = line.iter().map(|m| sym.apply(p(m))).collect();
        let moves = book::moves(&Game::from_moves(&turned).unwrap());
        let mut expected: Vec<(Point, u32)> =
            base.iter().map(|m| (sym.apply(m.point), m.games)).collect();
        let mut got: Vec<(Point, u32)> = moves.iter().map(|m| (m.point, m.games)).collect();
        expected.sort();
        got.sort();
        assert_eq!(got, expected);
    }
}
