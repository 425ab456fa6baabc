//! Puzzles in the games other than Pente: mined, checked and confirmed
//! through the prover on the rules engine's `Game`.

use super::*;

fn actions(moves: &str) -> Vec<Action> {
    moves
        .split_whitespace()
        .map(|m| m.parse().expect("a move"))
        .collect()
}

fn pt(s: &str) -> Point {
    s.parse().unwrap()
}

fn mined(moves: &str, variant: Variant) -> Result<Puzzle, Refusal> {
    from_position_with(
        &actions(moves),
        variant,
        "test".into(),
        &MiningLimits::MINING,
    )
}

/// White: K10 L10 M10 (J10 blocked by Black) and N11 N12 N13 (N14
/// blocked): N10 makes two fours at once. Black's other stones are far.
const DOUBLE_FOUR: &str = "K10 J10 L10 N14 M10 A1 N11 T19 N12 A19 N13 T1";

#[test]
fn a_gomoku_double_four_is_a_puzzle_checked_and_confirmed() {
    let p = mined(DOUBLE_FOUR, Variant::Gomoku).expect("a unique win");
    assert_eq!(p.variant, Variant::Gomoku);
    assert_eq!(p.win_in, 2);
    assert_eq!(p.solution[0], pt("N10"));
    assert!(p.themes.contains(&Theme::DoubleFour), "{:?}", p.themes);
    assert!(confirm(&p));
    // Black blocks one four; the other wins.
    let reply = p.solution[1];
    assert!([pt("O10"), pt("N9")].contains(&reply));
    assert_eq!(check(&p, &[], pt("O10")), Answer::Wrong);
    assert_eq!(
        check(&p, &[], pt("N10")),
        Answer::Continue { reply: vec![reply] }
    );
    assert_eq!(
        check(&p, &[pt("N10"), reply], p.solution[2]),
        Answer::Solved
    );
    assert_eq!(hint(&p, &[]), Some(pt("N10")));
    // The JSON names the game, and reads back.
    let line = p.to_json();
    assert!(line.contains("\"variant\":\"gomoku\""), "{line}");
    assert_eq!(Puzzle::from_json(&line).unwrap(), p);
}

#[test]
fn a_gomoku_overline_is_no_threat_so_the_double_four_is_gone() {
    // White's P10 makes O10 a six after N10: Gomoku doesn't count it.
    let moves = format!("{DOUBLE_FOUR} P10 B1");
    assert_eq!(mined(&moves, Variant::Gomoku), Err(Refusal::NoWin));
    // In Pente six in a row wins: N10 still wins there (by force).
    let pente = mined(&moves, Variant::Pente).expect("a Pente puzzle");
    assert_eq!(pente.solution[0], pt("N10"));
}

#[test]
fn an_open_four_in_keryo_is_a_puzzle_and_a_second_win_refuses_it() {
    // The three K10 L10 M10, Black on O10: only J10 makes an open four.
    let half_open = "K10 O10 L10 A1 M10 T19";
    let p = mined(half_open, Variant::Keryo).expect("a unique win");
    assert_eq!(p.solution[0], pt("J10"));
    assert_eq!(p.win_in, 2);
    assert!(confirm(&p));
    // With both ends open, J10 and N10 win: not unique.
    let open = "K10 A1 L10 T19 M10 A19";
    assert_eq!(mined(open, Variant::Keryo), Err(Refusal::NotUnique));
}

#[test]
fn a_poof_puzzle_needs_a_move_that_does_not_poof_itself() {
    // White's four K10–N10 can be finished at J10 or O10, but a stone on
    // O10 makes the pair O10 O11 between Black's O9 and O12 and poofs:
    // only J10 wins on the spot, and that is no puzzle.
    let moves = "K10 O9 L10 O12 M10 A1 N10 T19 O11 A19";
    assert_eq!(mined(moves, Variant::Poof), Err(Refusal::WinInOne));
    let game = Game::from_actions(Variant::Poof, false, &actions(moves)).unwrap();
    let mut poof = game.clone();
    let o = poof.play(pt("O10")).unwrap();
    assert!(!o.outcome.is_over(), "the five poofed");
}

/// A Connect6 game of the engine's (easy against easy), White to start a
/// turn: J11 and K12 together make threats two stones can't all block.
const CONNECT6: &str = "K10 L9 G14 H10 J10 L10 L8 F10 E10 G10 L11 L13 L7 J12 K11 H13 H11 \
     N8 M9 O7 H12 H15 H9 G11 J13 L15 E9 K13 G13 F13 M13";

fn connect6() -> Puzzle {
    mined(CONNECT6, Variant::Connect6).expect("a Connect6 puzzle")
}

#[test]
fn a_connect6_puzzle_is_a_turn_of_two_stones_in_either_order() {
    let p = connect6();
    assert_eq!(p.win_in, 2);
    assert_eq!(p.to_move(), Color::White);
    let turn = [pt("J11"), pt("K12")];
    assert!(turn.contains(&p.solution[0]) && turn.contains(&p.solution[1]));
    assert!(confirm(&p));
    let reply = p.solution[2..4].to_vec();
    for [a, b] in [turn, [turn[1], turn[0]]] {
        assert_eq!(check(&p, &[], a), Answer::OneMore, "{a} first");
        assert_eq!(
            check(&p, &[a], b),
            Answer::Continue {
                reply: reply.clone()
            }
        );
    }
    // A first stone that starts no winning turn, a second that doesn't
    // finish one.
    assert_eq!(check(&p, &[], pt("A1")), Answer::Wrong);
    assert_eq!(check(&p, &[pt("J11")], pt("A1")), Answer::Wrong);
    // An occupied point, or the turn's first stone again: wrong, no panic.
    assert_eq!(check(&p, &[], pt("K10")), Answer::Wrong);
    assert_eq!(check(&p, &[pt("J11")], pt("J11")), Answer::Wrong);
    // The last turn fills the window, one stone after the other.
    let mut played = p.solution[..4].to_vec();
    let last = &p.solution[4..];
    for (i, &s) in last.iter().enumerate() {
        let expected = if i + 1 == last.len() {
            Answer::Solved
        } else {
            Answer::OneMore
        };
        assert_eq!(check(&p, &played, s), expected);
        played.push(s);
    }
    assert_eq!(p.moves_left(0), 2);
    assert_eq!(p.moves_left(1), 2);
    assert_eq!(p.moves_left(4), 1);
    assert_eq!(hint(&p, &[]), Some(p.solution[0]));
    assert_eq!(hint(&p, &[p.solution[1]]), Some(p.solution[0]));
}

#[test]
fn a_connect6_puzzle_reads_back_and_a_broken_one_is_refused() {
    let p = connect6();
    let line = p.to_json();
    assert!(line.contains("\"variant\":\"connect6\""), "{line}");
    assert_eq!(Puzzle::from_json(&line).unwrap(), p);
    // Two stones short: the line can't end with the solver's win in two.
    let mut short = p.clone();
    short.solution.truncate(p.solution.len() - 2);
    assert!(Puzzle::from_json(&short.to_json()).is_err());
    // A main line that doesn't end in the solver's win.
    let mut broken = p.clone();
    let n = broken.solution.len();
    broken.solution[n - 1] = pt("A1");
    assert!(!confirm(&broken));
    // Two turns win here (from another game of the engine's): no puzzle.
    let two_wins = "K10 H9 G6 J9 K8 H10 H11 H8 G7 F6 L11";
    assert_eq!(mined(two_wins, Variant::Connect6), Err(Refusal::NotUnique));
    // Half a turn in, the position is no puzzle.
    let half = format!("{CONNECT6} J11");
    assert_eq!(mined(&half, Variant::Connect6), Err(Refusal::NotAPosition));
}
