//! The engine in every game of the family: it takes a win on the spot by
//! the variant's own rule, blocks a loss on the spot, makes the opening
//! decisions, and never returns an action the rules refuse.

use super::*;
use crate::game::{Action, Board, Choice, Variant};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn position(variant: Variant, white: &[&str], black: &[&str], to_move: Color) -> Game {
    position_with(variant, white, black, to_move, [0, 0])
}

fn position_with(
    variant: Variant,
    white: &[&str],
    black: &[&str],
    to_move: Color,
    captures: [usize; 2],
) -> Game {
    let mut board = Board::new();
    for q in white {
        board.set(p(q), Some(Color::White));
    }
    for q in black {
        board.set(p(q), Some(Color::Black));
    }
    Game::from_position_in(variant, board, to_move, captures)
}

fn best(game: &Game, limits: Limits) -> Point {
    search(game, limits, 1, &AtomicBool::new(false))
        .expect("the game is on")
        .best
}

#[test]
fn gomoku_plays_the_exact_five_not_the_overline() {
    // White has K10 L10 M10 N10 and P10, with J10 Black's: O10 would make
    // six, which does not win in Gomoku. The column K7–K10 wins exactly
    // at K6 or K11.
    let game = position(
        Variant::Gomoku,
        &["K10", "L10", "M10", "N10", "P10", "K9", "K8", "K7"],
        &["J10", "A1", "A3", "A5", "C1", "C3", "E1", "T19"],
        Color::White,
    );
    let found = best(&game, Limits::depth(2));
    assert!(
        found == p("K11") || found == p("K6"),
        "{found}: O10 makes six"
    );
    let mut after = game.clone();
    after.play(found).unwrap();
    assert!(after.is_over());
    // And in Pente the same six would win: the rule is the variant's.
    let mut pente = position(
        Variant::Keryo,
        &["K10", "L10", "M10", "N10", "P10"],
        &["A1", "A3", "A5", "C1", "C3"],
        Color::White,
    );
    let found = best(&pente, Limits::depth(2));
    pente.play(found).unwrap();
    assert!(pente.is_over(), "{found}");
}

#[test]
fn keryo_captures_three_for_the_fifteenth_stone() {
    // White has 12 stones; a capture of three (N10 brackets K10–M10 with
    // J10) is the 15th and wins. A pair capture elsewhere would not.
    let game = position_with(
        Variant::Keryo,
        &["J10", "C3", "E5"],
        &["K10", "L10", "M10", "D4", "Q16", "R17"],
        Color::White,
        [12, 0],
    );
    let found = best(&game, Limits::depth(2));
    assert_eq!(found, p("N10"));
    let mut after = game.clone();
    let outcome = after.play(found).unwrap();
    assert_eq!(outcome.captured.len(), 3);
    assert!(after.is_over());
}

#[test]
fn connect6_completes_six_with_the_turns_two_stones() {
    // Black to place two stones with K10–N10: O10 and P10 (or J10 and
    // H10, or one each side) make six.
    let mut game = position(
        Variant::Connect6,
        &["A1", "C1", "E1", "G1", "A19", "T19"],
        &["K10", "L10", "M10", "N10"],
        Color::Black,
    );
    for _ in 0..2 {
        let found = best(&game, Limits::depth(3));
        game.play(found).unwrap();
    }
    assert!(
        matches!(
            game.outcome(),
            Outcome::Won {
                winner: Color::Black,
                ..
            }
        ),
        "{game:?}"
    );
}

#[test]
fn connect6_makes_three_threats_where_two_stones_cannot_block_them() {
    // Three rows of three: two stones on two of them make four windows of
    // four, more than Black's turn can block.
    let mut game = position(
        Variant::Connect6,
        &["F10", "G10", "H10", "F5", "G5", "H5", "F15", "G15", "H15"],
        &[
            "A1", "C1", "E1", "G1", "J1", "L1", "N1", "A19", "C19", "E19",
        ],
        Color::White,
    );
    for _ in 0..2 {
        let medium = Limits {
            time: None,
            ..Level::Medium.limits()
        };
        let found = best(&game, medium);
        game.play(found).unwrap();
    }
    assert_eq!(game.to_move(), Color::Black);
    assert!(!super::connect6::Grid::of(game.board())
        .threat_windows(Color::White)
        .is_empty());
    // Whatever Black's turn, White finishes a six on the next.
    let empties: Vec<Point> = Point::all()
        .filter(|&q| game.board().is_empty_at(q) && q.row() >= 2 && q.row() <= 16)
        .filter(|&q| q.col() <= 12)
        .collect();
    for (i, &a) in empties.iter().enumerate() {
        for &b in &empties[i + 1..] {
            let mut g = game.clone();
            g.play(a).unwrap();
            g.play(b).unwrap();
            let grid = super::connect6::Grid::of(g.board());
            assert!(grid.win_now(Color::White, 2).is_some(), "{a} {b} holds");
        }
    }
}

#[test]
fn connect6_blocks_a_four_that_two_stones_would_finish() {
    // White threatens K10–N10 plus two: Black's turn must block it.
    let mut game = position(
        Variant::Connect6,
        &["K10", "L10", "M10", "N10"],
        &["A1", "C1", "E1", "A19", "T19", "R3"],
        Color::Black,
    );
    for _ in 0..2 {
        let found = best(&game, Limits::depth(3));
        game.play(found).unwrap();
    }
    // After Black's turn, no two White stones on the row make six.
    assert_eq!(game.to_move(), Color::White);
    let row: Vec<Point> = (0..19)
        .filter_map(|c| Point::new(c, 9))
        .filter(|&q| game.board().is_empty_at(q))
        .collect();
    for (i, &a) in row.iter().enumerate() {
        for &b in &row[i + 1..] {
            let mut g = game.clone();
            g.play(a).unwrap();
            if !g.is_over() {
                g.play(b).unwrap();
            }
            assert!(!g.is_over(), "{a} {b} wins in {game:?}");
        }
    }
}

#[test]
fn every_variant_blocks_a_five_on_the_spot() {
    // White has an open four's worth on row 10 (K–N with J and O free): a
    // line White completes next move unless Black plays J10 or O10, or
    // captures out of it. Black has nothing on the board to win with.
    for v in Variant::ALL {
        if v.two_stones_a_turn() {
            continue;
        }
        let game = position(
            v,
            &["K10", "L10", "M10", "N10", "C17"],
            &["O10", "B2", "S3", "R18"],
            Color::Black,
        );
        let found = best(&game, Limits::depth(2));
        assert_eq!(found, p("J10"), "{v:?}");
    }
}

#[test]
fn poof_pente_does_not_play_into_a_poof_when_it_need_not() {
    // A black stone at L10 would sit between K10 (black) ... set so that
    // L10 is bracketed: White M10 and J10, Black K10: Black at L10 poofs
    // K10 and L10 (J10 W, K10 B, L10 B, M10 W). Otherwise a quiet board.
    let game = position(
        Variant::Poof,
        &["J10", "M10", "H12", "N8"],
        &["K10", "G7", "O13"],
        Color::Black,
    );
    let found = best(&game, Limits::depth(2));
    assert_ne!(found, p("L10"));
}

/// Plays games of `v` with random stones and decisions for `random_plies`
/// plies, then the engine's actions at `limits`, each checked by the rules.
fn engine_plays_legally(v: Variant, seed: u64, random_plies: usize, limits: Limits) {
    let stop = AtomicBool::new(false);
    let mut game = Game::of(v, seed.is_multiple_of(2));
    let mut state = seed;
    let mut actions = 0;
    while !game.is_over() && actions < random_plies + 12 {
        state = mix(state);
        let action = if actions < random_plies {
            match game.pending() {
                Some(pending) => {
                    Action::Decision(pending.options[state as usize % pending.options.len()])
                }
                None => {
                    let legal: Vec<Point> = game
                        .legal_moves()
                        .filter(|q| q.chebyshev(Point::CENTER) <= 4)
                        .collect();
                    Action::Stone(legal[(state % legal.len() as u64) as usize])
                }
            }
        } else if let Some(pending) = game.pending() {
            let c = decide(&game, limits, state, &stop).expect("a decision is pending");
            assert!(pending.options.contains(&c));
            Action::Decision(c)
        } else {
            Action::Stone(search(&game, limits, state, &stop).expect("game on").best)
        };
        game.act(action)
            .unwrap_or_else(|e| panic!("{v:?}: {action} refused: {e} in {game:?}"));
        actions += 1;
    }
}

#[test]
fn the_engine_never_returns_an_illegal_action_in_any_variant() {
    for v in Variant::ALL {
        for seed in 0..6u64 {
            // From the very first stone, through the openings and their
            // decisions, and from crowded middle games.
            engine_plays_legally(v, seed, (seed as usize % 3) * 7, Limits::nodes(300));
        }
    }
}

#[test]
fn choose_action_decides_when_a_decision_is_pending_and_places_stones_otherwise() {
    let stop = AtomicBool::new(false);
    let mut game = Game::of(Variant::DPente, false);
    for q in ["K10", "L11", "G4", "O16"] {
        assert!(matches!(
            choose_action(&game, Level::Easy.limits(), 3, &stop),
            Some(Action::Stone(_))
        ));
        game.play(p(q)).unwrap();
    }
    match choose_action(&game, Level::Easy.limits(), 3, &stop) {
        Some(Action::Decision(c)) => assert!(c == Choice::Swap || c == Choice::Keep),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_decider_takes_the_colour_that_is_better() {
    let stop = AtomicBool::new(false);
    // D-Pente: player 1 placed White two in a row in the centre and Black's
    // stones in corners, and White places stone 5: player 2, holding
    // Black, swaps to White.
    let mut white_better = Game::of(Variant::DPente, false);
    for q in ["K10", "A1", "L10", "T19"] {
        white_better.play(p(q)).unwrap();
    }
    let choice = decide(&white_better, Limits::depth(3), 1, &stop).unwrap();
    assert_eq!(choice, Choice::Swap);
    // Black's two stones in the centre, White's in corners: keep Black.
    let mut black_better = Game::of(Variant::DKeryo, false);
    for q in ["A1", "K10", "T19", "M10"] {
        black_better.play(p(q)).unwrap();
    }
    let choice = decide(&black_better, Limits::depth(3), 1, &stop).unwrap();
    assert_eq!(choice, Choice::Keep);
}

#[test]
fn swap2_passes_an_even_position_and_takes_a_lopsided_one() {
    let stop = AtomicBool::new(false);
    // Three stones far apart: about even, so the decider passes.
    let mut even = Game::of(Variant::Swap2Pente, false);
    for q in ["K10", "A1", "T19"] {
        even.play(p(q)).unwrap();
    }
    let choice = decide(&even, Limits::depth(2), 1, &stop).unwrap();
    assert_eq!(choice, Choice::Pass);
    // White with two stones in the centre and Black's in a corner, Black
    // to place stone 4: Black, the decider, swaps to White.
    let mut lopsided = Game::of(Variant::Swap2Keryo, false);
    for q in ["K10", "A1", "M10"] {
        lopsided.play(p(q)).unwrap();
    }
    let choice = decide(&lopsided, Limits::depth(2), 1, &stop).unwrap();
    assert_eq!(choice, Choice::Swap);
}
