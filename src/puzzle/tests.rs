use super::*;

fn actions(moves: &str) -> Vec<Action> {
    moves
        .split_whitespace()
        .map(|m| m.parse().expect("a move"))
        .collect()
}

/// White's open three K10 L10 M10, Black's stones far away: J10 and N10
/// both make an open four.
const OPEN_THREE: &str = "K10 A1 L10 T19 M10 A19";
/// The same with Black on O10: only J10 makes an open four.
const HALF_OPEN_THREE: &str = "K10 O10 L10 A1 M10 T19";

fn mined(moves: &str) -> Result<Puzzle, Refusal> {
    from_position_with(
        &actions(moves),
        Variant::Pente,
        "test".into(),
        &MiningLimits::MINING,
    )
}

/// A puzzle written by hand, not mined: the open three, main line J10.
fn open_three_by_hand() -> Puzzle {
    Puzzle {
        id: "t1".into(),
        variant: Variant::Pente,
        moves: actions(OPEN_THREE),
        solution: ["J10", "H10", "N10"].map(|m| m.parse().unwrap()).to_vec(),
        win_in: 2,
        themes: vec![Theme::Five],
        rating: 1200.0,
        source: "test".into(),
    }
}

fn unique() -> Puzzle {
    mined(HALF_OPEN_THREE).expect("a unique win")
}

#[test]
fn a_unique_win_is_kept_with_its_main_line() {
    let p = unique();
    assert_eq!(p.win_in, 2);
    assert_eq!(p.solution[0], "J10".parse().unwrap());
    assert_eq!(p.solution.len(), 3);
    assert_eq!(p.to_move(), Color::White);
    assert!(p.themes.contains(&Theme::Five));
    let mut game = p.position().unwrap();
    for &m in &p.solution {
        game.play(m).unwrap();
    }
    assert_eq!(game.outcome().winner(), Some(Color::White));
    assert!(confirm(&p));
}

#[test]
fn two_winning_first_moves_are_refused() {
    assert_eq!(mined(OPEN_THREE), Err(Refusal::NotUnique));
}

#[test]
fn no_win_is_refused() {
    assert_eq!(mined("K10 A1 L11 T19"), Err(Refusal::NoWin));
}

#[test]
fn a_win_in_one_is_refused() {
    assert_eq!(
        mined("K10 A1 L10 T19 M10 A19 N10 T1"),
        Err(Refusal::WinInOne)
    );
}

#[test]
fn a_game_over_or_a_connect6_turn_half_played_is_refused() {
    // White's five at N10 ends the game.
    assert_eq!(
        mined("K10 A1 L10 T19 M10 A19 N10 T1 J10"),
        Err(Refusal::NotAPosition)
    );
    // A Connect6 position in the middle of a turn is no puzzle: a puzzle
    // starts with the solver's first stone.
    let connect6 = from_position_with(
        &actions("K10 A1"),
        Variant::Connect6,
        "test".into(),
        &MiningLimits::MINING,
    );
    assert_eq!(connect6, Err(Refusal::NotAPosition));
}

#[test]
fn a_wrong_answer_ends_the_attempt() {
    let p = unique();
    assert_eq!(check(&p, &[], "N10".parse().unwrap()), Answer::Wrong);
    assert_eq!(check(&p, &[], "A2".parse().unwrap()), Answer::Wrong);
    // An occupied point is wrong, not a panic.
    assert_eq!(check(&p, &[], "K10".parse().unwrap()), Answer::Wrong);
}

#[test]
fn a_right_answer_gets_the_defenders_reply_then_solves() {
    let p = unique();
    let first = p.solution[0];
    let Answer::Continue { reply } = check(&p, &[], first) else {
        panic!("J10 is right");
    };
    let [reply] = reply[..] else {
        panic!("one stone a move")
    };
    assert_eq!(reply, p.solution[1]);
    assert_eq!(check(&p, &[first, reply], p.solution[2]), Answer::Solved);
    assert_eq!(hint(&p, &[]), Some(first));
    assert_eq!(hint(&p, &[first, reply]), Some(p.solution[2]));
}

#[test]
fn an_alternative_winning_answer_is_accepted() {
    // The open three's other end also wins in two: a hand-made puzzle
    // whose main line starts at J10 accepts N10 and finds a reply.
    let p = open_three_by_hand();
    let n10: Point = "N10".parse().unwrap();
    let Answer::Continue { reply } = check(&p, &[], n10) else {
        panic!("N10 wins too");
    };
    let [reply] = reply[..] else {
        panic!("one stone a move")
    };
    let wins = ["J10", "O10"].map(|m| m.parse::<Point>().unwrap());
    assert!(wins.contains(&reply), "the reply {reply} blocks an end");
    let other = wins.into_iter().find(|&w| w != reply).unwrap();
    assert_eq!(check(&p, &[n10, reply], other), Answer::Solved);
    // Off the main line, the hint searches.
    assert_eq!(hint(&p, &[n10, reply]), Some(other));
    // A defender's move off the main line: any win still counts.
    let far: Point = "T10".parse().unwrap();
    let j10: Point = "J10".parse().unwrap();
    assert_eq!(check(&p, &[j10, far], n10), Answer::Solved);
    assert_eq!(
        check(&p, &[j10, far], "H10".parse().unwrap()),
        Answer::Solved
    );
}

#[test]
fn json_round_trips_in_issue_27s_format() {
    let mut p = unique();
    p.id = "p0001".into();
    let line = p.to_json();
    assert!(!line.contains('\n'));
    let v: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["variant"], "pente");
    assert_eq!(v["solution"][0], "J10");
    assert_eq!(v["win_in"], 2);
    assert_eq!(Puzzle::from_json(&line).unwrap(), p);
}

#[test]
fn bad_json_is_refused_with_a_reason() {
    let line = unique().to_json();
    assert!(matches!(Puzzle::from_json("{"), Err(PuzzleError::Json(_))));
    let wrong_side = line.replace("\"to_move\":\"white\"", "\"to_move\":\"black\"");
    assert!(matches!(
        Puzzle::from_json(&wrong_side),
        Err(PuzzleError::Field(_))
    ));
    let bad_theme = line.replace("\"five\"", "\"fives\"");
    assert!(Puzzle::from_json(&bad_theme).is_err());
    let illegal = line.replace("\"L10\"", "\"K10\"");
    assert!(matches!(
        Puzzle::from_json(&illegal),
        Err(PuzzleError::Illegal(2, _))
    ));
}

#[test]
fn themes_read_and_write_their_words() {
    for t in Theme::ALL {
        assert_eq!(t.as_str().parse::<Theme>(), Ok(t));
    }
    assert!("fork".parse::<Theme>().is_err());
}

#[test]
fn every_shipped_puzzle_parses_replays_and_ends_in_a_win() {
    let text = include_str!("../../data/puzzles.jsonl");
    let lines = text.lines().filter(|l| !l.trim().is_empty()).count();
    let shipped = shipped();
    assert_eq!(shipped.len(), lines, "every line is a puzzle");
    assert!(!shipped.is_empty());
    let mut ids = std::collections::HashSet::new();
    for p in &shipped {
        assert!(ids.insert(p.id.clone()), "{} twice", p.id);
        assert!((2..=7).contains(&p.win_in), "{}", p.id);
        assert_eq!(p.variant, Variant::Pente);
        let mut game = p.position().unwrap();
        let solver = game.to_move();
        for (i, &m) in p.solution.iter().enumerate() {
            assert!(!game.is_over(), "{}: over before move {i}", p.id);
            game.play(m)
                .unwrap_or_else(|e| panic!("{}: {m}: {e}", p.id));
        }
        assert_eq!(game.outcome().winner(), Some(solver), "{}", p.id);
        assert_eq!(themes_of(p), p.themes, "{}", p.id);
    }
}

#[test]
fn an_open_four_is_not_a_double_four() {
    let p = unique();
    assert_eq!(p.themes, vec![Theme::Five]);
}

#[test]
fn the_deeper_search_refuses_what_is_not_a_puzzle() {
    // Two first moves win: not confirmed, whatever the file says.
    let two_wins = open_three_by_hand();
    assert!(!confirm(&two_wins));
    // A main line that doesn't end in the solver's win.
    let mut broken = unique();
    broken.solution[2] = "A2".parse().unwrap();
    assert!(!confirm(&broken));
    assert!(confirm(&unique()));
}
