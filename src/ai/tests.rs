//! The incremental counts must always match a position built from scratch.

use super::pos::Pos;
use super::*;
use crate::game::Board;

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn same(a: &Pos, b: &Pos) {
    assert!(a.board == b.board);
    assert_eq!(a.key(), b.key());
    assert_eq!(a.eval(), b.eval());
    for c in Color::BOTH {
        assert_eq!(a.can_win_now(c), b.can_win_now(c));
    }
}

#[test]
fn make_and_unmake_keep_counts_in_step() {
    // A pseudo-random game with captures, checked against a rebuild each move.
    let mut game = Game::new();
    let mut state = 7u64;
    while !game.is_over() && game.ply() < 120 {
        let legal: Vec<Point> = game
            .legal_moves()
            .filter(|q| q.chebyshev(Point::CENTER) <= 4)
            .collect();
        if legal.is_empty() {
            break;
        }
        state = mix(state);
        let q = legal[(state % legal.len() as u64) as usize];
        let mut pos = Pos::from_game(&game);
        let before = pos.clone();
        let u = pos.make(q);
        let mut next = game.clone();
        let outcome = next.play(q).unwrap();
        assert_eq!(u.won, outcome.outcome.is_over(), "{q} in {game:?}");
        same(&pos, &Pos::from_game(&next));
        pos.unmake(&u);
        same(&pos, &before);
        game = next;
    }
}

#[test]
fn capture_win_needs_the_tenth_stone() {
    let mut board = Board::new();
    for (q, c) in [
        ("K10", Color::White),
        ("L10", Color::Black),
        ("M10", Color::Black),
    ] {
        board.set(p(q), Some(c));
    }
    let game = Game::from_position(board.clone(), Color::White, [8, 0]);
    assert_eq!(
        Pos::from_game(&game).capture_win(Color::White),
        Some(p("N10"))
    );
    let game = Game::from_position(board, Color::White, [6, 0]);
    assert_eq!(Pos::from_game(&game).capture_win(Color::White), None);
}

#[test]
fn levels_parse_and_print() {
    for l in Level::ALL {
        assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        assert_eq!(l.as_str().to_uppercase().parse::<Level>(), Ok(l));
    }
    let err = "expert".parse::<Level>().unwrap_err().to_string();
    assert!(err.contains("easy") && err.contains("medium") && err.contains("hard"));
    assert!(Level::Hard.time_budget() <= Duration::from_secs(2));
}

#[test]
fn opening_moves_are_legal() {
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    for _ in 0..4 {
        let s = search(&game, Limits::depth(2), 1, &stop).unwrap();
        game.play(s.best).unwrap();
    }
    assert_eq!(game.moves()[0], Point::CENTER);
    assert!(game.moves()[2].chebyshev(Point::CENTER) >= 3);
}
