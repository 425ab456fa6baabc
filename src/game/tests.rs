//! One test (at least) for every rule the engine enforces.

use super::*;
use Color::{Black, White};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn pts(list: &str) -> Vec<Point> {
    list.split_whitespace().map(p).collect()
}

/// A position past the opening: White's stones, Black's stones, who moves.
fn position(white: &str, black: &str, to_move: Color) -> Game {
    position_with_captures(white, black, to_move, [0, 0])
}

fn position_with_captures(white: &str, black: &str, to_move: Color, captures: [usize; 2]) -> Game {
    let mut board = Board::new();
    for q in pts(white) {
        board.set(q, Some(White));
    }
    for q in pts(black) {
        board.set(q, Some(Black));
    }
    Game::from_position(board, to_move, captures)
}

fn sorted(mut v: Vec<Point>) -> Vec<Point> {
    v.sort();
    v
}

// ---- opening ----

#[test]
fn white_moves_first_and_must_start_on_k10() {
    let mut g = Game::new();
    assert_eq!(g.to_move(), White);
    for q in ["A1", "K11", "J10", "T19"] {
        let err = g.play(p(q)).unwrap_err();
        assert_eq!(err, IllegalMove::FirstMoveNotCenter { point: p(q) });
        assert_eq!(err.code(), "first_move_not_center");
        assert!(err.to_string().contains("K10"), "{err}");
    }
    assert_eq!(g, Game::new(), "refused moves change nothing");
    let m = g.play(Point::CENTER).unwrap();
    assert_eq!(m.color, White);
    assert_eq!(g.to_move(), Black);
    assert_eq!(g.legal_moves().count(), 360, "Black is never restricted");
}

#[test]
fn whites_second_stone_must_leave_the_5x5_square() {
    let mut g = Game::new();
    g.play(Point::CENTER).unwrap();
    g.play(p("L9")).unwrap();
    assert!(g.tournament_rule_applies());
    for q in [
        "L12", "H8", "M12", "M8", "H12", "K12", "K8", "H10", "M10", "J9", "L11",
    ] {
        let err = g.check(p(q)).unwrap_err();
        assert_eq!(err, IllegalMove::SecondMoveTooClose { point: p(q) }, "{q}");
        assert!(err.to_string().contains("H8–M12"), "{err}");
    }
    for q in [
        "N10", "K13", "G7", "N13", "G13", "N7", "O10", "K7", "G10", "A1", "T19",
    ] {
        assert!(g.is_legal(p(q)), "{q} is 3 or more from K10");
    }
    // Exactly the 5x5 square is closed (K10 and L9, already taken, are in it).
    assert_eq!(g.legal_moves().count(), 361 - 25);
    assert!(g.legal_moves().all(|q| q.chebyshev(Point::CENTER) >= 3));
    // The restriction is on White's second stone only.
    g.play(p("N10")).unwrap();
    assert!(!g.tournament_rule_applies());
    assert!(g.is_legal(p("L11")), "Black may play anywhere");
    g.play(p("L11")).unwrap();
    assert!(g.is_legal(p("J9")), "White's third stone may go anywhere");
}

#[test]
fn occupied_points_are_refused_and_reported_before_the_opening_rules() {
    let mut g = Game::new();
    g.play(Point::CENTER).unwrap();
    assert_eq!(
        g.play(Point::CENTER),
        Err(IllegalMove::Occupied {
            point: Point::CENTER,
            by: White
        })
    );
    g.play(p("L9")).unwrap();
    // L9 is both taken and inside the square: taken wins.
    let err = g.play(p("L9")).unwrap_err();
    assert_eq!(err.code(), "occupied");
    assert!(
        err.to_string()
            .contains("L9 is already taken by a Black stone"),
        "{err}"
    );
}

#[test]
fn bad_coordinates_come_first() {
    let mut g = position("K10 K11 K12 K13 K14", "", Black);
    g.play(p("A1")).unwrap();
    g.play(p("K15")).unwrap();
    assert!(g.is_over());
    // Malformed, finished and occupied all at once: the coordinate is reported.
    assert_eq!(g.play_str("I5").unwrap_err().code(), "bad_coordinate");
    assert_eq!(g.play_str("K10").unwrap_err().code(), "game_over");
}

// ---- captures ----

#[test]
fn captures_in_each_of_the_eight_directions() {
    for &(dc, dr) in &DIRECTIONS {
        let at = Point::CENTER;
        let o1 = at.offset(dc, dr).unwrap();
        let o2 = at.offset(2 * dc, 2 * dr).unwrap();
        let x = at.offset(3 * dc, 3 * dr).unwrap();
        let mut g = position(&x.to_string(), &format!("{o1} {o2}"), White);
        let m = g.play(at).unwrap();
        assert_eq!(
            sorted(m.captured.as_slice().to_vec()),
            sorted(vec![o1, o2]),
            "direction {dc},{dr}"
        );
        assert_eq!(g.board().get(o1), None);
        assert_eq!(g.board().get(o2), None);
        assert_eq!(g.captures(White), 2, "captures are counted in stones");
        assert_eq!(g.captures(Black), 0);
        assert_eq!(g.board().count(Black), 0);
        assert_eq!(g.board().count(White), 2);
    }
}

#[test]
fn several_pairs_go_at_once() {
    // Two pairs on one line, one on each side of the placed stone.
    let mut g = position("G10 N10", "H10 J10 L10 M10", White);
    let m = g.play(p("K10")).unwrap();
    assert_eq!(
        sorted(m.captured.as_slice().to_vec()),
        sorted(pts("H10 J10 L10 M10"))
    );
    assert_eq!(g.captures(White), 4);

    // Three pairs on three lines.
    let mut g = position("N10 K13 N13", "L10 M10 K11 K12 L11 M12", White);
    let m = g.play(p("K10")).unwrap();
    assert_eq!(m.captured.len(), 6);
    assert_eq!(g.captures(White), 6);
    assert_eq!(g.board().count(Black), 0);
}

#[test]
fn only_exactly_two_are_captured() {
    // X O O O X: three in the bracket, nothing goes.
    let mut g = position("N10", "K10 L10 M10", White);
    assert!(g.play(p("J10")).unwrap().captured.is_empty());
    assert_eq!(g.board().count(Black), 3);
    // X O X: one, nothing goes.
    let mut g = position("L10", "K10", White);
    assert!(g.play(p("J10")).unwrap().captured.is_empty());
    // X O O _ : no closing stone.
    let mut g = position("", "K10 L10", White);
    assert!(g.play(p("J10")).unwrap().captured.is_empty());
    // X O O O: pair of the other colour at the end.
    let mut g = position("", "K10 L10 M10", White);
    assert!(g.play(p("J10")).unwrap().captured.is_empty());
}

#[test]
fn playing_into_a_bracket_is_safe() {
    // White brackets J10 _ M10 around a Black stone at K10; Black plays L10
    // and makes W B B W itself: nothing is captured.
    let mut g = position("J10 M10", "K10", Black);
    let m = g.play(p("L10")).unwrap();
    assert!(m.captured.is_empty());
    assert_eq!(g.board().get(p("K10")), Some(Black));
    assert_eq!(g.board().get(p("L10")), Some(Black));
    assert_eq!(g.captures(White), 0);
    // And White cannot "claim" it afterwards by playing elsewhere.
    g.play(p("A1")).unwrap();
    assert_eq!(g.board().count(Black), 2);
}

#[test]
fn captures_at_edges_and_corners() {
    // Along the bottom edge from the corner.
    let mut g = position("A1", "B1 C1", White);
    assert_eq!(g.play(p("D1")).unwrap().captured.len(), 2);
    // Up the left edge into the corner.
    let mut g = position("A19", "A18 A17", White);
    assert_eq!(g.play(p("A16")).unwrap().captured.len(), 2);
    // Diagonally into the top-right corner.
    let mut g = position("T19", "S18 R17", White);
    assert_eq!(g.play(p("Q16")).unwrap().captured.len(), 2);
    // The placed stone in the corner itself.
    let mut g = position("T4", "T2 T3", White);
    assert_eq!(g.play(p("T1")).unwrap().captured.len(), 2);
}

#[test]
fn nothing_wraps_around_an_edge() {
    // In a row-major array T5 is followed by A6: R5 S5 T5 then A6 must not read
    // as X O O X, nor S5 T5 A6 B6.
    let mut g = position("A6", "S5 T5", White);
    assert!(g.play(p("R5")).unwrap().captured.is_empty());
    let mut g = position("B6", "T5 A6", White);
    assert!(g.play(p("S5")).unwrap().captured.is_empty());
    // Same on the left edge going left, and top/bottom.
    let mut g = position("T4", "A5 B5", White);
    assert!(g.play(p("C5")).unwrap().captured.is_empty());
    let mut g = position("K1", "K19 K18", White);
    assert!(g.play(p("K17")).unwrap().captured.is_empty());
    // Five across a wrap is no five.
    let mut g = position("Q5 R5 S5 T5", "", White);
    g.play(p("A6")).unwrap();
    assert!(!g.is_over());
}

#[test]
fn capture_win_needs_ten_stones() {
    let mut g = position_with_captures("N10", "L10 M10", White, [8, 0]);
    let m = g.play(p("K10")).unwrap();
    assert_eq!(g.captures(White), 10);
    assert_eq!(
        m.outcome,
        Outcome::Won {
            winner: White,
            reason: WinReason::Captures
        }
    );
    assert_eq!(g.outcome().status_str(), "white_wins");
    // Six stones are not enough.
    let mut g = position_with_captures("N10", "L10 M10", White, [6, 0]);
    g.play(p("K10")).unwrap();
    assert!(!g.is_over());
    // Two pairs at once from eight: twelve, still a win.
    let mut g = position_with_captures("G10 N10", "H10 J10 L10 M10", White, [8, 0]);
    g.play(p("K10")).unwrap();
    assert_eq!(g.captures(White), 12);
    assert_eq!(g.outcome().winner(), Some(White));
}

// ---- fives ----

#[test]
fn five_in_a_row_wins_on_every_line() {
    for &(dc, dr) in &LINES {
        let stones: Vec<String> = (1..5)
            .map(|k| Point::CENTER.offset(k * dc, k * dr).unwrap().to_string())
            .collect();
        let mut g = position(&stones.join(" "), "", White);
        let m = g.play(Point::CENTER).unwrap();
        assert_eq!(
            m.outcome,
            Outcome::Won {
                winner: White,
                reason: WinReason::Five
            },
            "line {dc},{dr}"
        );
        assert_eq!(g.board().five_through(Point::CENTER).unwrap().len(), 5);
    }
}

#[test]
fn four_is_not_five_and_a_gap_counts() {
    let mut g = position("K11 K12 K13", "", White);
    g.play(p("K10")).unwrap();
    assert!(!g.is_over());
    // Filling the middle of X X _ X X makes five.
    let mut g = position("H10 J10 L10 M10", "", White);
    g.play(p("K10")).unwrap();
    assert_eq!(g.outcome().winner(), Some(White));
}

#[test]
fn overlines_win() {
    let mut g = position("F10 G10 H10 J10 L10 M10", "", Black);
    g.play(p("A1")).unwrap();
    g.play(p("K10")).unwrap();
    assert_eq!(g.outcome().winner(), Some(White));
    assert_eq!(g.board().five_through(p("K10")).unwrap().len(), 7);
}

#[test]
fn the_moves_own_captures_come_before_the_five_is_looked_for() {
    // Black's K10 captures White's L11 M12 and makes five on column K;
    // captures that bring the count to 10 on the same move: the mover wins.
    let mut g = position_with_captures("L11 M12", "K11 K12 K13 K14 N13", Black, [0, 8]);
    let m = g.play(p("K10")).unwrap();
    assert_eq!(m.captured.len(), 2);
    assert_eq!(g.captures(Black), 10);
    assert_eq!(
        g.outcome(),
        Outcome::Won {
            winner: Black,
            reason: WinReason::Five
        }
    );
}

#[test]
fn a_five_that_could_be_captured_still_wins_at_once() {
    // After K10, Black could break the five by capturing K12 L12 with M12
    // (J12 brackets them), but the five ends the game at once.
    let mut g = position("K11 K12 K13 K14 L12", "J12", White);
    assert_eq!(g.board().captures_at(p("M12"), Black).len(), 2);
    g.play(p("K10")).unwrap();
    assert!(g.is_over());
    let err = g.play(p("K9")).unwrap_err();
    assert_eq!(err, IllegalMove::GameOver(g.outcome()));
    assert!(
        err.to_string().contains("White won with five in a row"),
        "{err}"
    );
}

#[test]
fn the_opponents_five_is_not_the_movers() {
    let mut g = position("", "K11 K12 K13 K14", White);
    g.play(p("K10")).unwrap();
    assert!(!g.is_over(), "White's stone does not complete Black's line");
}

// ---- draw and end ----

#[test]
fn a_full_board_without_a_winner_is_a_draw() {
    // Every point but K10 filled; rings around K10 alternate Black (odd
    // distance) and White (even), so White's last stone at K10 neither
    // captures (Black, then White) nor makes a line.
    let mut board = Board::new();
    for q in Point::all().filter(|&q| q != Point::CENTER) {
        let c = if q.chebyshev(Point::CENTER) % 2 == 1 {
            Black
        } else {
            White
        };
        board.set(q, Some(c));
    }
    let mut g = Game::from_position(board, White, [0, 0]);
    assert_eq!(g.legal_moves().collect::<Vec<_>>(), [Point::CENTER]);
    let m = g.play(Point::CENTER).unwrap();
    assert!(m.captured.is_empty());
    assert_eq!(m.outcome, Outcome::Draw);
    assert_eq!(g.outcome().status_str(), "draw");
    assert_eq!(g.legal_moves().count(), 0);
    assert_eq!(g.play(p("A1")).unwrap_err().code(), "game_over");
}

#[test]
fn illegal_moves_leave_the_game_unchanged() {
    let mut g = Game::from_moves(&pts("K10 L9 N10 M9")).unwrap();
    let before = g.clone();
    for bad in ["K10", "I5", "", "Z1", "L9"] {
        assert!(g.play_str(bad).is_err());
        assert_eq!(g, before, "{bad}");
    }
    assert_eq!(g.to_move(), White);
}

#[test]
fn moves_are_recorded_and_replayable() {
    let moves = pts("K10 K9 N10 M9 H8 L9 J9 L11 L8 N9 O9 M11 G7 F6 M8 P8 O9 N11");
    let g = Game::from_moves(&moves).unwrap();
    assert_eq!(g.moves(), &moves[..]);
    assert_eq!(g.last_move(), Some(p("N11")));
    // Two pairs were captured in that game: O9 was played twice.
    assert_eq!(
        g.board().total(),
        moves.len() - g.captures(White) - g.captures(Black)
    );
    assert_eq!(Game::from_moves(&pts("K10 K10")).unwrap_err().0, 1);
}

#[test]
fn text_board_shows_stones_and_markers() {
    let g = Game::from_moves(&pts("K10 L9")).unwrap();
    let text = g.board().to_string();
    let row10 = text.lines().find(|l| l.starts_with("10 ")).unwrap();
    assert_eq!(row10.split_whitespace().nth(10), Some("O"), "{text}");
    let row9 = text.lines().find(|l| l.starts_with(" 9 ")).unwrap();
    assert_eq!(row9.split_whitespace().nth(11), Some("X"), "{text}");
    let row7 = text.lines().find(|l| l.starts_with(" 7 ")).unwrap();
    assert_eq!(
        row7.split_whitespace().nth(7),
        Some("+"),
        "G7 is marked: {text}"
    );
}

#[test]
fn hash_follows_the_stones() {
    let a = Game::from_moves(&pts("K10 L9 N10 M9")).unwrap();
    let b = Game::from_moves(&pts("K10 M9 N10 L9")).unwrap();
    assert_eq!(a.board().hash(), b.board().hash(), "same stones, same hash");
    let c = Game::from_moves(&pts("K10 L9 N10 M8")).unwrap();
    assert_ne!(a.board().hash(), c.board().hash());
    // A capture removes the stones from the hash too.
    let mut g = position("N10", "L10 M10", White);
    g.play(p("K10")).unwrap();
    let h = position("N10 K10", "", Black);
    assert_eq!(g.board().hash(), h.board().hash());
}
