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
    assert_eq!(a.features(), b.features());
    for c in Color::BOTH {
        assert_eq!(a.can_win_now(c), b.can_win_now(c));
    }
    for q in Point::all().filter(|&q| a.is_empty(q)) {
        assert_eq!(a.line_gains(q), a.line_gains_scanned(q), "{q}");
        assert_eq!(b.line_gains(q), b.line_gains_scanned(q), "{q}");
        for c in Color::BOTH {
            let pairs = a.board.captures_at(q, c).len() as i32 / 2;
            assert_eq!(a.capturable(q, c), pairs, "{q} {c:?}");
            assert_eq!(b.capturable(q, c), pairs, "{q} {c:?}");
        }
    }
}

/// A legal move within `radius` of the centre, drawn from `state` (crowded
/// play, so that captures and fours come often); none if there is none.
fn random_move(game: &Game, radius: usize, state: &mut u64) -> Option<Point> {
    let legal: Vec<Point> = game
        .legal_moves()
        .filter(|q| q.chebyshev(Point::CENTER) <= radius)
        .collect();
    if legal.is_empty() {
        return None;
    }
    *state = mix(*state);
    Some(legal[(*state % legal.len() as u64) as usize])
}

#[test]
fn make_and_unmake_keep_counts_in_step() {
    // A pseudo-random game with captures, checked against a rebuild each move.
    let mut game = Game::new();
    let mut state = 7u64;
    while !game.is_over() && game.ply() < 120 {
        let Some(q) = random_move(&game, 4, &mut state) else {
            break;
        };
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

/// Every move that stops the opponent's win on the spot lies among the
/// blocking points or captures: the search tries only those.
#[test]
fn every_parry_blocks_or_captures() {
    let mut checked = 0;
    for seed in 1..=12u64 {
        let mut game = Game::new();
        let mut state = seed;
        while !game.is_over() && game.ply() < 100 {
            // As played, and with eight stones taken by each side, so that
            // capture threats can be threats to win.
            for caps in [
                [game.captures(Color::White), game.captures(Color::Black)],
                [8, 8],
            ] {
                let start = Game::from_position(game.board().clone(), game.to_move(), caps);
                let mut pos = Pos::from_game(&start);
                let us = pos.to_move;
                let them = us.opponent();
                if pos.can_win_now(us) || !pos.can_win_now(them) {
                    continue;
                }
                let mut blocks = Vec::new();
                pos.blocking_points(them, &mut blocks);
                let empty: Vec<Point> = Point::all().filter(|&q| pos.is_empty(q)).collect();
                for q in empty {
                    let u = pos.make(q);
                    let parries = !pos.can_win_now(them);
                    pos.unmake(&u);
                    if parries {
                        checked += 1;
                        assert!(
                            blocks.contains(&q) || !pos.board.captures_at(q, us).is_empty(),
                            "{q} parries in {start:?} but is neither a block nor a capture"
                        );
                    }
                }
            }
            let Some(q) = random_move(&game, 3, &mut state) else {
                break;
            };
            game.play(q).unwrap();
        }
    }
    assert!(checked > 50, "only {checked} parries seen");
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
    let err = "grandmaster".parse::<Level>().unwrap_err().to_string();
    assert!(err.contains("easy") && err.contains("medium") && err.contains("expert"));
    assert!(Level::Hard.time_budget() <= Duration::from_secs(1));
    assert!(Level::Expert.time_budget() <= Duration::from_secs(5));
    // The baseline is for engine matches only: it parses but isn't offered.
    assert_eq!("baseline".parse::<Level>(), Ok(Level::Baseline));
    assert!(!Level::ALL.contains(&Level::Baseline));
}

#[test]
fn symmetries_are_the_eight_of_the_square() {
    use super::book::Symmetry;
    let q = p("M14");
    let images: std::collections::HashSet<Point> =
        Symmetry::ALL.iter().map(|s| s.apply(q)).collect();
    assert_eq!(images.len(), 8);
    for s in Symmetry::ALL {
        assert_eq!(s.apply(Point::CENTER), Point::CENTER);
        for r in Point::all() {
            assert_eq!(s.invert(s.apply(r)), r);
            // Distances from the centre, hence the tournament square, stay.
            assert_eq!(
                s.apply(r).chebyshev(Point::CENTER),
                r.chebyshev(Point::CENTER)
            );
        }
    }
}

#[test]
fn a_position_has_one_key_in_all_orientations() {
    use super::book::{canonical_key, Symmetry};
    let line = ["K10", "L9", "N10", "M9", "L11"].map(p);
    let key = canonical_key(&Game::from_moves(&line).unwrap()).0;
    for s in Symmetry::ALL {
        let turned: Vec<Point> = line.iter().map(|&q| s.apply(q)).collect();
        let game = Game::from_moves(&turned).unwrap();
        let (k, sym) = canonical_key(&game);
        assert_eq!(k, key);
        // The symmetry found takes this game's stones to the key's frame.
        let back: Vec<Point> = turned.iter().map(|&q| sym.apply(q)).collect();
        assert_eq!(canonical_key(&Game::from_moves(&back).unwrap()).0, key);
    }
    // Another position, or the same stones with the other side to move,
    // has another key.
    let other = Game::from_moves(&["K10", "L9", "N10", "M9"].map(p)).unwrap();
    assert_ne!(canonical_key(&other).0, key);
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

#[test]
fn the_hand_set_weights_score_as_before_and_only_the_strong_levels_are_tuned() {
    // One white stone at K10 lies in 20 windows of five, each worth 1 by
    // hand; Black is to move, so it is White's 20 against Black.
    let mut game = Game::new();
    game.play(Point::CENTER).unwrap();
    assert_eq!(super::evaluate(&game, &eval::HAND_SET), -20);
    // The tuned weights give single stones nothing.
    assert_eq!(super::evaluate(&game, &eval::TUNED), 0);
    for level in [Level::Easy, Level::Medium, Level::Baseline] {
        assert_eq!(level.limits().weights, &eval::HAND_SET, "{level}");
    }
    for level in [Level::Hard, Level::Expert] {
        assert_eq!(level.limits().weights, &eval::TUNED, "{level}");
    }
}

fn report(white_wins: u32, black_wins: u32, draws: u32, max_ms: [f64; 2]) -> MatchReport {
    MatchReport {
        white_wins,
        black_wins,
        draws,
        white_avg_ms: 0.0,
        black_avg_ms: 0.0,
        white_max_ms: max_ms[0],
        black_max_ms: max_ms[1],
        moves: 0,
        records: Vec::new(),
    }
}

#[test]
fn a_rung_holds_with_three_games_in_four_within_the_budgets() {
    let rung = |as_white: MatchReport, as_black: MatchReport| Rung {
        stronger: Level::Expert,
        weaker: Level::Hard,
        as_white,
        as_black,
    };
    // Moves just inside and just outside hard's budget, whatever it is.
    let hard_budget = Level::Hard.time_budget().as_secs_f64() * 1000.0;
    let (hard_in, hard_over) = (hard_budget - 100.0, hard_budget + 100.0);
    // Expert (White in the first report, Black in the second): 3 + 3 of 8.
    let six = rung(
        report(3, 1, 0, [4000.0, hard_in]),
        report(1, 3, 0, [hard_in, 4000.0]),
    );
    assert_eq!(six.games(), 8);
    assert_eq!(six.score(), 6.0);
    assert_eq!(six.slowest_ms(Level::Expert), 4000.0);
    assert_eq!(six.slowest_ms(Level::Hard), hard_in);
    assert!(six.holds());
    // 5.5 of 8 is less than three in four.
    let short = rung(report(3, 1, 0, [10.0; 2]), report(1, 2, 1, [10.0; 2]));
    assert_eq!(short.score(), 5.5);
    assert!(!short.holds());
    // Hard's budget broken once (as White, against expert as Black).
    let slow = rung(
        report(4, 0, 0, [10.0; 2]),
        report(0, 4, 0, [hard_over, 10.0]),
    );
    assert_eq!(slow.score(), 8.0);
    assert!(!slow.budgets_hold());
    assert!(!slow.holds());
    assert!(!rung(report(0, 0, 0, [0.0; 2]), report(0, 0, 0, [0.0; 2])).holds());
}

#[test]
fn the_ladder_climbs_every_offered_level_once() {
    assert_eq!(
        ladder(),
        vec![
            (Level::Easy, Level::Medium),
            (Level::Medium, Level::Hard),
            (Level::Hard, Level::Expert)
        ]
    );
}
