//! Judging answers: any move that wins by force is right, a quiet one too;
//! what the search can't settle in time never fails an attempt; a puzzle
//! won by two first moves is not a puzzle.

use super::*;
use crate::ai::proof_connect6::TurnProver;

fn actions(moves: &str) -> Vec<Action> {
    moves
        .split_whitespace()
        .map(|m| m.parse().expect("a move"))
        .collect()
}

fn pt(s: &str) -> Point {
    s.parse().unwrap()
}

/// Shipped puzzle p0138 as it was: Black to win in 4 with L10.
const P0138: &str = r#"{"id":"p0138","variant":"pente","moves":["K10","K9","K7","J12","M9","L12","M12","N10","L11","J9","N13","O14","H9","L9","J8","G10","M5","L6","M7","N7","M8","M6","N6","K6","O8","O5","L5","L8","M10","M11","K12","N9","N8"],"to_move":"black","solution":["L10","L7","O7","M9","K13","O9","J14"],"win_in":4,"themes":["five","captures","four-three"],"rating":1801.0,"source":"pente.org game 50000000011145, move 34"}"#;

#[test]
fn p0138_is_won_by_n6_and_l7_too_so_it_is_no_puzzle() {
    let p = Puzzle::from_json(P0138).unwrap();
    for m in ["L10", "N6", "L7"] {
        assert!(
            matches!(check(&p, &[], pt(m)), Answer::Continue { .. }),
            "{m} wins by force"
        );
    }
    // Mining drops it: the deeper search that keeps a puzzle finds the
    // quiet N6 (the threat search alone saw only L10).
    assert!(!confirm(&p), "the win is not unique");
    assert_eq!(
        another_first_move_wins(&p, &MiningLimits::MINING),
        Some(true)
    );
    assert!(
        shipped().iter().all(|s| s.moves != p.moves),
        "p0138 is no longer shipped"
    );
}

/// White's open three K10 L10 M10, both ends open; the main line by hand
/// starts at J10.
fn open_three() -> Puzzle {
    Puzzle {
        id: "t1".into(),
        variant: Variant::Pente,
        moves: actions("K10 A1 L10 T19 M10 A19"),
        solution: vec![pt("J10"), pt("H10"), pt("N10")],
        win_in: 2,
        themes: vec![Theme::Five],
        rating: 1200.0,
        source: "test".into(),
    }
}

#[test]
fn a_search_called_off_is_unknown_never_wrong() {
    let p = open_three();
    let stopped = AtomicBool::new(true);
    // Off the main line the answer needs the search: called off, it is
    // unknown, and the attempt goes on.
    assert_eq!(
        check_with_stop(&p, &[], pt("N10"), &stopped),
        Answer::Unknown
    );
    assert!(matches!(
        check_with_stop(&p, &[], pt("N10"), &AtomicBool::new(false)),
        Answer::Continue { .. }
    ));
    // The main line needs no search; a point far from every stone is wrong
    // without one.
    assert_eq!(
        check_with_stop(&p, &[], pt("J10"), &stopped),
        Answer::Continue {
            reply: vec![pt("H10")]
        }
    );
    assert_eq!(check_with_stop(&p, &[], pt("E5"), &stopped), Answer::Wrong);
}

#[test]
fn the_provers_answer_nothing_once_stopped() {
    let stopped = AtomicBool::new(true);
    let game = open_three().position().unwrap();
    let prover = Prover::new(&game, 2, 400_000).unwrap();
    let mut prover = prover.with_stop(&stopped);
    assert_eq!(prover.shortest_win(3), None);
    assert_eq!(prover.wins_within(pt("J10"), 2), None);
    assert!(prover.exhausted());
    // The games proved on the rules engine's `Game` (here Gomoku).
    let gomoku =
        Game::from_actions(Variant::Gomoku, false, &actions("K10 A1 L10 T19 M10 A19")).unwrap();
    let prover = Prover::new(&gomoku, 0, 400_000).unwrap();
    assert_eq!(prover.with_stop(&stopped).shortest_win(3), None);
    let mut running = Prover::new(&gomoku, 0, 400_000).unwrap();
    assert!(matches!(running.shortest_win(3), Some(Some(_))));
    // Connect6's turns.
    let c6 = Game::from_actions(Variant::Connect6, false, &actions(CONNECT6_TWO_LINES)).unwrap();
    let mut prover = TurnProver::new(&c6, 400_000).unwrap().with_stop(&stopped);
    assert_eq!(prover.turn_wins([pt("K14"), pt("S3")], 2), None);
    assert_eq!(prover.winning_turns(2), None);
}

/// Connect6, White to move: four in column K (K10–K13) and four in row 3
/// (O3–R3), Black's stones scattered on the edges.
const CONNECT6_TWO_LINES: &str =
    "K10 A1 A4 K11 K12 A7 A10 K13 O3 A13 A16 P3 Q3 T1 T4 R3 T19 T7 T10";

#[test]
fn connect6s_last_turn_accepts_every_winning_window() {
    let p = Puzzle {
        id: "t2".into(),
        variant: Variant::Connect6,
        moves: actions(CONNECT6_TWO_LINES),
        solution: vec![pt("K14"), pt("K15")],
        win_in: 1,
        themes: vec![Theme::Five],
        rating: 1000.0,
        source: "test".into(),
    };
    assert_eq!(p.to_move(), Color::White);
    for first in ["K14", "K9", "K8", "S3", "N3", "M3"] {
        assert_eq!(check(&p, &[], pt(first)), Answer::OneMore, "{first}");
    }
    assert_eq!(check(&p, &[pt("S3")], pt("T3")), Answer::Solved);
    assert_eq!(check(&p, &[pt("S3")], pt("N3")), Answer::Solved);
    assert_eq!(check(&p, &[pt("K8")], pt("K9")), Answer::Solved);
    // A stone in neither line, or a second that fills no window.
    assert_eq!(check(&p, &[], pt("F15")), Answer::Wrong);
    assert_eq!(check(&p, &[pt("S3")], pt("K14")), Answer::Wrong);
    // The hint completes the window the first stone started.
    assert_eq!(
        hint(&p, &[pt("S3")]).map(|q| [pt("N3"), pt("T3")].contains(&q)),
        Some(true)
    );
}
