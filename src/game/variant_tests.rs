//! The rules of each game of the family (docs/variants.md), each with
//! a position that shows it.

use super::*;
use Color::{Black, White};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn pts(list: &str) -> Vec<Point> {
    list.split_whitespace().map(p).collect()
}

/// Plays `list` (points, and the words `swap`, `keep`, `pass`) in `game`.
fn play_all(game: &mut Game, list: &str) {
    for (i, word) in list.split_whitespace().enumerate() {
        let action = match Choice::parse(word) {
            Some(c) => Action::Decision(c),
            None => Action::Stone(p(word)),
        };
        if let Err(e) = game.act(action) {
            panic!("{word} (entry {i}) refused: {e}\n{game:?}");
        }
    }
}

fn game(variant: Variant, list: &str) -> Game {
    let mut g = Game::of(variant, false);
    play_all(&mut g, list);
    g
}

fn position(variant: Variant, white: &str, black: &str, to_move: Color, caps: [usize; 2]) -> Game {
    let mut board = Board::new();
    for q in pts(white) {
        board.set(q, Some(White));
    }
    for q in pts(black) {
        board.set(q, Some(Black));
    }
    Game::from_position_in(variant, board, to_move, caps)
}

fn sorted(mut v: Vec<Point>) -> Vec<Point> {
    v.sort();
    v
}

fn won(winner: Color, reason: WinReason) -> Outcome {
    Outcome::Won { winner, reason }
}

#[test]
fn keys_names_and_ids_read_back() {
    for v in Variant::ALL {
        assert_eq!(v.key().parse::<Variant>(), Ok(v));
        assert_eq!(v.name().parse::<Variant>(), Ok(v));
        assert_eq!(format!("Speed {}", v.name()).parse::<Variant>(), Ok(v));
    }
    assert_eq!("KERYO-PENTE".parse::<Variant>(), Ok(Variant::Keryo));
    assert!("go".parse::<Variant>().is_err());
    assert_eq!(Variant::OPente.ids(), [25, 26, 75]);
    assert_eq!(Variant::default(), Variant::Pente);
}

// ---- Keryo ----

#[test]
fn keryo_captures_a_bracketed_three_and_pente_does_not() {
    let moves = "K10 L10 A1 M10 A3 N10";
    let mut keryo = game(Variant::Keryo, moves);
    let taken = keryo.play(p("O10")).unwrap();
    assert_eq!(
        sorted(taken.captured.as_slice().to_vec()),
        pts("L10 M10 N10")
    );
    assert_eq!(keryo.captures(White), 3);
    let mut pente = Game::of(Variant::Pente, false);
    play_all(&mut pente, moves);
    assert!(pente.play(p("O10")).unwrap().captured.is_empty());
    // Four in a bracket are not taken.
    let mut four = game(Variant::Keryo, "K10 L10 A1 M10 A3 N10 A5 O10");
    assert!(four.play(p("P10")).unwrap().captured.is_empty());
}

#[test]
fn keryo_wins_at_fifteen_captured_stones_not_ten() {
    let mut g = game(Variant::Keryo, "K10");
    // Five times: Black lays three on an odd row, White brackets them.
    for row in [1, 3, 5, 7, 9] {
        play_all(
            &mut g,
            &format!("B{row} A{row} C{row} T{row} D{row} E{row}"),
        );
        let caught = g.captures(White);
        assert_eq!(caught, 3 * (1 + row as usize / 2), "after row {row}");
        if caught < 15 {
            assert_eq!(g.outcome(), Outcome::Ongoing, "{caught} captured");
        }
    }
    assert_eq!(g.outcome(), won(White, WinReason::Captures));
}

// ---- Gomoku ----

#[test]
fn gomoku_captures_nothing_and_only_exactly_five_wins() {
    let mut g = game(Variant::Gomoku, "K10 L10 A1 M10");
    assert!(g.play(p("N10")).unwrap().captured.is_empty());
    assert_eq!(g.board().get(p("L10")), Some(Black));
    // Six that includes a gap filled last: not a win.
    let mut six = game(Variant::Gomoku, "K10 A1 L10 A3 M10 A5 O10 A7 P10 A9");
    assert_eq!(six.play(p("N10")).unwrap().outcome, Outcome::Ongoing);
    let mut five = game(Variant::Gomoku, "K10 A1 L10 A3 M10 A5 N10 A7");
    assert_eq!(
        five.play(p("O10")).unwrap().outcome,
        won(White, WinReason::Five)
    );
}

// ---- Connect6 ----

#[test]
fn connect6_turns_are_two_stones_after_whites_first() {
    let mut g = Game::of(Variant::Connect6, false);
    let order = [White, Black, Black, White, White, Black, Black, White];
    let stones = pts("K10 A1 A3 L10 L12 A5 A7 M10");
    for (i, (&color, &q)) in order.iter().zip(&stones).enumerate() {
        assert_eq!(g.to_move(), color, "stone {i}");
        assert_eq!(g.play(q).unwrap().color, color);
    }
    assert_eq!(g.to_move(), White, "the second stone of White's turn");
}

#[test]
fn connect6_needs_six_and_wins_on_the_first_stone_of_a_turn() {
    let mut g = game(Variant::Connect6, "K10 A1 A2 L10 M10 A4 A5 N10 O10 A7 A8");
    assert_eq!(g.outcome(), Outcome::Ongoing, "five does not win");
    assert_eq!(
        g.play(p("P10")).unwrap().outcome,
        won(White, WinReason::Six)
    );
    assert!(g.play(p("Q10")).is_err(), "the game ended mid-turn");
}

// ---- the openings ----

#[test]
fn d_pente_player_one_places_four_then_player_two_chooses() {
    let mut g = Game::of(Variant::DPente, true);
    // Anywhere, even the first stone, and no tournament rule.
    for q in pts("A1 B2 K11") {
        assert_eq!(g.placer(), White);
        g.play(q).unwrap();
    }
    assert_eq!(g.placer(), White, "stone 4 is Black's, placed by player 1");
    assert_eq!(g.to_move(), Black);
    assert_eq!(
        g.decide(Choice::Swap).unwrap_err().code(),
        "no_decision_pending"
    );
    g.play(p("C3")).unwrap();
    let pending = g.pending().unwrap();
    assert_eq!(pending.by, Black);
    assert_eq!(pending.options, &[Choice::Swap, Choice::Keep]);
    assert_eq!(g.placer(), Black);
    let before = g.clone();
    assert_eq!(g.play(p("D4")).unwrap_err().code(), "decision_pending");
    assert_eq!(g.decide(Choice::Pass).unwrap_err().code(), "bad_decision");
    assert_eq!(g, before, "refusals change nothing");
    g.decide(Choice::Swap).unwrap();
    assert_eq!(g.pending(), None);
    assert_eq!((g.to_move(), g.placer()), (White, White));
    g.play(p("D4")).unwrap();
    assert_eq!(g.placer(), Black);
    assert_eq!(
        g.actions(),
        ["A1", "B2", "K11", "C3"]
            .map(|s| Action::Stone(p(s)))
            .into_iter()
            .chain([Action::Decision(Choice::Swap), Action::Stone(p("D4"))])
            .collect::<Vec<_>>()
    );
}

#[test]
fn swap2_offers_swap_keep_or_pass_and_a_pass_hands_the_choice_back() {
    let mut g = game(Variant::Swap2Pente, "A1 B2 C3");
    let pending = g.pending().unwrap();
    assert_eq!(pending.by, Black);
    assert_eq!(pending.options, &[Choice::Swap, Choice::Keep, Choice::Pass]);
    g.decide(Choice::Pass).unwrap();
    // Player 2, holding Black, places stones 4 and 5 (Black, White).
    assert_eq!((g.placer(), g.to_move()), (Black, Black));
    g.play(p("D4")).unwrap();
    assert_eq!((g.placer(), g.to_move()), (Black, White));
    g.play(p("E5")).unwrap();
    let pending = g.pending().unwrap();
    assert_eq!(pending.by, White);
    assert_eq!(pending.options, &[Choice::Swap, Choice::Keep]);
    assert_eq!(g.decide(Choice::Pass).unwrap_err().code(), "bad_decision");
    g.decide(Choice::Keep).unwrap();
    assert_eq!((g.placer(), g.to_move()), (Black, Black));
    assert_eq!(g.decisions(), &[(3, Choice::Pass), (5, Choice::Keep)]);

    let mut kept = game(Variant::Swap2Keryo, "A1 B2 C3 keep");
    assert_eq!((kept.placer(), kept.to_move()), (Black, Black));
    kept.play(p("D4")).unwrap();
    assert_eq!(kept.pending(), None, "no second choice without a pass");
}

#[test]
fn g_pente_keeps_whites_second_stone_off_eight_more_points_in_every_game() {
    for rated in [true, false] {
        let g = Game::of(Variant::GPente, rated);
        let mut g = g;
        play_all(&mut g, "K10 A1");
        for q in ["K13", "K14", "K7", "K6", "N10", "O10", "G10", "F10"] {
            assert_eq!(
                g.check(p(q)).unwrap_err().code(),
                "second_move_gpente_restricted",
                "{q}"
            );
        }
        assert_eq!(
            g.check(p("L11")).unwrap_err().code(),
            "second_move_too_close"
        );
        for q in ["L13", "K15", "P10", "N13"] {
            assert!(g.check(p(q)).is_ok(), "{q}");
        }
    }
}

#[test]
fn the_tournament_rule_is_for_rated_games_where_the_variant_leaves_it_open() {
    let mut unrated = game(Variant::Pente, "K10 A1");
    assert!(unrated.play(p("L10")).is_ok());
    let mut rated = Game::of(Variant::Keryo, true);
    play_all(&mut rated, "K10 A1");
    assert_eq!(
        rated.play(p("L10")).unwrap_err().code(),
        "second_move_too_close"
    );
    assert!(!Game::of(Variant::Gomoku, true).has_tournament_rule());
    assert_eq!(
        Game::of(Variant::Boat, false)
            .check(p("A1"))
            .unwrap_err()
            .code(),
        "first_move_not_center"
    );
}

// ---- Poof ----

#[test]
fn a_stone_placed_into_a_bracket_poofs_with_its_neighbour() {
    let mut g = game(Variant::Poof, "K10 L10 N10");
    let m = g.play(p("M10")).unwrap();
    assert_eq!(m.poofed.as_slice(), &pts("M10 L10")[..]);
    assert!(m.captured.is_empty());
    assert_eq!(g.captures(White), 2, "poofed stones count for the opponent");
    assert_eq!(g.board().get(p("M10")), None);
    assert_eq!(g.board().get(p("L10")), None);
    // The same move is safe in Pente.
    let mut pente = game(Variant::Pente, "K10 L10 N10");
    assert!(pente.play(p("M10")).unwrap().poofed.is_empty());
    // A bracketed three does not poof.
    let mut three = game(Variant::Poof, "K10 L10 O10 M10 A1");
    assert!(three.play(p("N10")).unwrap().poofed.is_empty());
}

#[test]
fn a_capture_and_a_poof_in_one_move_even_of_a_bracketing_stone() {
    // Black's M10 takes N10 O10 (with P10) and poofs itself with L10
    // (between K10 and N10, on the board as it stands before removals).
    let mut g = game(Variant::Poof, "K10 L10 N10 P10 O10");
    let m = g.play(p("M10")).unwrap();
    assert_eq!(sorted(m.captured.as_slice().to_vec()), pts("N10 O10"));
    assert_eq!(m.poofed.as_slice(), &pts("M10 L10")[..]);
    assert_eq!((g.captures(White), g.captures(Black)), (2, 2));
    for q in ["L10", "M10", "N10", "O10"] {
        assert_eq!(g.board().get(p(q)), None, "{q}");
    }
}

#[test]
fn poof_needs_unequal_counts_and_can_win_for_the_opponent() {
    // White captures its fifth pair, reaching Black's 10: 10–10 plays on.
    let mut g = position(Variant::Poof, "A1 S19", "B1 C1 Q19 R19", White, [8, 10]);
    assert_eq!(g.play(p("D1")).unwrap().outcome, Outcome::Ongoing);
    assert_eq!((g.captures(White), g.captures(Black)), (10, 10));
    // Black poofs itself: White leads 12–10 and wins on Black's move.
    let mut g = position(Variant::Poof, "K10 N10", "L10 A19", Black, [10, 10]);
    let m = g.play(p("M10")).unwrap();
    assert_eq!(m.outcome, won(White, WinReason::Captures));
}

#[test]
fn a_poofed_stone_makes_no_line() {
    // Black's M9 makes five on the column but poofs on the row.
    let mut g = position(Variant::Poof, "L9 O9", "M10 M11 M12 M13 N9", Black, [0, 0]);
    let m = g.play(p("M9")).unwrap();
    assert_eq!(m.poofed.as_slice(), &pts("M9 N9")[..]);
    assert_eq!(m.outcome, Outcome::Ongoing);
    // Without the bracket, the same stone wins.
    let mut g = position(Variant::Poof, "L9", "M10 M11 M12 M13 N9", Black, [0, 0]);
    assert_eq!(
        g.play(p("M9")).unwrap().outcome,
        won(Black, WinReason::Five)
    );
}

// ---- Boat ----

/// White's K10–N10 with L10 in a capturable pair (L10 L11, L12 Black, L9
/// empty); White to complete the five at O10. Black has `black` captured.
fn boat(black: usize) -> Game {
    position(
        Variant::Boat,
        "K10 L10 M10 N10 L11 C3 C4",
        "L12 A1 C5 S19",
        White,
        [0, black],
    )
}

#[test]
fn boat_a_capturable_five_waits_and_wins_if_it_survives() {
    let mut g = boat(0);
    assert_eq!(
        g.play(p("O10")).unwrap().outcome,
        Outcome::Ongoing,
        "it waits"
    );
    // Black plays elsewhere: the five stood through Black's move.
    assert_eq!(
        g.play(p("A19")).unwrap().outcome,
        won(White, WinReason::Five)
    );
    // Or Black breaks it by taking L10 L11.
    let mut g = boat(0);
    g.play(p("O10")).unwrap();
    let m = g.play(p("L9")).unwrap();
    assert_eq!(sorted(m.captured.as_slice().to_vec()), pts("L10 L11"));
    assert_eq!(m.outcome, Outcome::Ongoing);
}

#[test]
fn boat_a_surviving_five_beats_the_tenth_capture() {
    let mut g = boat(8);
    g.play(p("O10")).unwrap();
    let m = g.play(p("C2")).unwrap();
    assert_eq!(sorted(m.captured.as_slice().to_vec()), pts("C3 C4"));
    assert_eq!(g.captures(Black), 10);
    assert_eq!(m.outcome, won(White, WinReason::Five));
}

#[test]
fn boat_a_capture_proof_five_wins_at_once() {
    let mut g = position(Variant::Boat, "K10 L10 M10 N10", "A1 S19", White, [0, 0]);
    assert_eq!(
        g.play(p("O10")).unwrap().outcome,
        won(White, WinReason::Five)
    );
    // A capturable pair at the end of a six still makes it wait, though
    // taking it would leave five.
    let mut six = position(
        Variant::Boat,
        "K10 L10 M10 O10 P10 P11",
        "P12 A1 S19",
        White,
        [0, 0],
    );
    assert_eq!(six.play(p("N10")).unwrap().outcome, Outcome::Ongoing);
}

#[test]
fn nothing_wraps_round_the_edge_when_judging_a_pair() {
    let g = position(Variant::Boat, "A10 B10", "T9", White, [0, 0]);
    assert!(
        !g.board().is_capturable(p("A10"), false),
        "the edge is no empty point"
    );
    let g = position(Variant::Boat, "B10 C10", "D10", White, [0, 0]);
    assert!(g.board().is_capturable(p("B10"), false));
}

// ---- O-Pente ----

#[test]
fn o_pente_poofs_a_three_whichever_stone_is_placed() {
    let mut end = position(Variant::OPente, "K10 O10", "L10 M10", Black, [0, 0]);
    let m = end.play(p("N10")).unwrap();
    assert_eq!(sorted(m.poofed.as_slice().to_vec()), pts("L10 M10 N10"));
    assert_eq!(end.captures(White), 3);
    let mut middle = position(Variant::OPente, "K10 O10", "L10 N10", Black, [0, 0]);
    assert_eq!(middle.play(p("M10")).unwrap().poofed.len(), 3);
    // Poof-Pente leaves the three.
    let mut poof = position(Variant::Poof, "K10 O10", "L10 N10", Black, [0, 0]);
    assert!(poof.play(p("M10")).unwrap().poofed.is_empty());
}

#[test]
fn o_pente_a_capturable_three_makes_a_five_wait() {
    // L10 is in the three L10 L11 L12 (L13 Black, L9 empty).
    let mut g = position(
        Variant::OPente,
        "K10 L10 M10 N10 L11 L12",
        "L13 A1 S19",
        White,
        [0, 0],
    );
    assert_eq!(g.play(p("O10")).unwrap().outcome, Outcome::Ongoing);
    let mut boat = position(
        Variant::Boat,
        "K10 L10 M10 N10 L11 L12",
        "L13 A1 S19",
        White,
        [0, 0],
    );
    assert_eq!(
        boat.play(p("O10")).unwrap().outcome,
        won(White, WinReason::Five)
    );
}

/// Plain Pente through the general path gives what the fast path gives:
/// every move of the 297 real games, its captures, the counts and the
/// outcome.
#[test]
fn plain_pente_plays_the_same_through_the_variant_rules() {
    let text = include_str!("../../tests/data/games_sample.jsonl");
    let mut games = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let start = line.find("\"moves\": [").expect("a moves list") + 10;
        let end = start + line[start..].find(']').unwrap();
        let moves: Vec<Point> = line[start..end]
            .split(',')
            .map(|s| s.trim().trim_matches('"'))
            .filter(|s| !s.is_empty())
            .map(p)
            .collect();
        let mut fast = Game::new();
        let mut general = Game::new();
        for &q in &moves {
            let expected = match fast.play(q) {
                Ok(m) => m,
                Err(_) => break,
            };
            general.check(q).unwrap();
            let color = general.to_move();
            let got = general.play_by_variant(q, color);
            assert_eq!(got, expected, "game {games}, {q}");
            assert_eq!(general.board(), fast.board());
        }
        assert_eq!(general, fast);
        games += 1;
    }
    assert_eq!(games, 297);
}

#[test]
fn the_winning_line_is_the_rules_line_and_connect6_turns_are_two_stones() {
    let mut g = game(Variant::Connect6, "K10 A1 A2 L10 M10 A4 A5 N10 O10 A7 A8");
    assert_eq!(g.last_turn(), pts("A7 A8"));
    g.play(p("P10")).unwrap();
    assert_eq!(g.last_turn(), pts("P10"), "the first stone of a turn");
    assert_eq!(g.winning_line(), Some(pts("K10 L10 M10 N10 O10 P10")));
    // Gomoku: the exact five, not the six crossing it.
    let g = game(
        Variant::Gomoku,
        "K10 A1 L10 A3 M10 A5 N10 A7 P10 A9 Q10 B1 L11 B3 L12 B5 L13 B7 O10 B9 L14",
    );
    assert_eq!(g.outcome(), won(White, WinReason::Five));
    assert_eq!(g.winning_line(), Some(pts("L10 L11 L12 L13 L14")));
    // Boat: the line that waited, won on the other side's move.
    let mut b = boat(0);
    b.play(p("O10")).unwrap();
    b.play(p("A19")).unwrap();
    assert_eq!(b.winning_line(), Some(pts("K10 L10 M10 N10 O10")));
    assert_eq!(Game::new().winning_line(), None);
}

#[test]
fn move_list_entries_read_and_write_as_words() {
    for word in ["K10", "swap", "keep", "pass"] {
        assert_eq!(word.parse::<Action>().unwrap().to_string(), word);
    }
    assert_eq!(
        "noswap".parse::<Action>(),
        Ok(Action::Decision(Choice::Keep))
    );
    assert!("I5".parse::<Action>().is_err());
}
