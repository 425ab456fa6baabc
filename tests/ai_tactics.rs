//! The engine's tactics: each position has one right idea, and the engine
//! must find it within small depth and node limits (this links the debug
//! build of the library, so the limits are kept low on purpose).

use pente_bot::ai::{self, Level, Limits};
use pente_bot::game::{Board, Color, Game, Outcome, Point, WinReason};
use std::sync::atomic::AtomicBool;
use Color::{Black, White};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn position(white: &str, black: &str, to_move: Color, captures: [usize; 2]) -> Game {
    let mut board = Board::new();
    for q in white.split_whitespace() {
        board.set(p(q), Some(White));
    }
    for q in black.split_whitespace() {
        board.set(p(q), Some(Black));
    }
    Game::from_position(board, to_move, captures)
}

/// Small limits: a shallow search with a node budget, no clock.
fn limits() -> Limits {
    Limits {
        max_depth: 3,
        max_nodes: 30_000,
        time: None,
        randomness: 0,
        book: false,
        threes: 0,
        ..Limits::depth(0)
    }
}

/// The levels from medium up, each with its own settings (book, threat
/// search, randomness, depth) but a node budget instead of the clock, so the
/// tests don't depend on the machine's speed.
fn levels() -> Vec<(Level, Limits)> {
    [Level::Medium, Level::Hard, Level::Expert]
        .into_iter()
        .map(|level| {
            let own = level.limits();
            (
                level,
                Limits {
                    time: None,
                    max_nodes: 40_000,
                    ..own
                },
            )
        })
        .collect()
}

fn best(game: &Game) -> Point {
    let stop = AtomicBool::new(false);
    let found = ai::search(game, limits(), 1, &stop).expect("the game is on");
    assert!(game.is_legal(found.best), "{} is illegal", found.best);
    found.best
}

/// Whether the side to move after `game` can win on the spot.
fn opponent_wins_next(game: &Game) -> Option<Point> {
    game.legal_moves()
        .find(|&q| game.clone().play(q).unwrap().outcome.is_over())
}

#[test]
fn wins_in_one_with_five() {
    let game = position("K10 L10 M10 N10 F5", "K11 L11 M11 G3 Q15", White, [0, 0]);
    let q = best(&game);
    let outcome = game.clone().play(q).unwrap().outcome;
    assert_eq!(
        outcome,
        Outcome::Won {
            winner: White,
            reason: WinReason::Five
        },
        "played {q}"
    );
}

#[test]
fn wins_in_one_with_the_tenth_capture() {
    // Black threatens a five, but White's capture ends the game first.
    let game = position("K10 C3", "L10 M10 F6 F7 F8 F9", White, [8, 0]);
    let q = best(&game);
    assert_eq!(q, p("N10"));
    let outcome = game.clone().play(q).unwrap().outcome;
    assert_eq!(
        outcome,
        Outcome::Won {
            winner: White,
            reason: WinReason::Captures
        }
    );
}

#[test]
fn blocks_a_five_threat() {
    // Black's closed four K10–N10 threatens O10; White has a tempting three.
    let game = position("J10 G14 H14 J14", "K10 L10 M10 N10 C17", White, [0, 0]);
    assert_eq!(best(&game), p("O10"));
}

#[test]
fn hard_blocks_a_five_threat() {
    // The same through the Hard level's own limits, with the clock: the
    // block is decided before any deep search, so even a debug build finds it.
    let game = position("J10 G14 H14 J14", "K10 L10 M10 N10 C17", White, [0, 0]);
    let stop = AtomicBool::new(false);
    let found = ai::choose_move(&game, Level::Hard, 3, &stop).unwrap();
    assert_eq!(found.best, p("O10"));
}

#[test]
fn breaks_an_open_four_by_capturing_a_pair_out_of_it() {
    // Black's open four K10–N10 can't be blocked at both ends; capturing
    // M10 and M11 (White M12, then M9) is the only parry.
    let game = position("M12 D4 E4", "K10 L10 M10 N10 M11", White, [0, 0]);
    let q = best(&game);
    assert_eq!(q, p("M9"));
    let mut after = game.clone();
    after.play(q).unwrap();
    assert_eq!(opponent_wins_next(&after), None);
}

#[test]
fn never_gives_away_the_tenth_capture() {
    // Black has eight captures. L10 would make White an open four L10–L13,
    // but also the pair K10–L10 between J10 and M10: Black would take it
    // for the tenth capture.
    let game = position("K10 L11 L12 L13", "J10 C3 D16", White, [0, 8]);
    let q = best(&game);
    assert_ne!(q, p("L10"));
    let mut after = game.clone();
    after.play(q).unwrap();
    assert_eq!(opponent_wins_next(&after), None, "after {q}");
}

#[test]
fn finds_a_forced_win_in_three_with_a_double_four() {
    // N10 makes two fours at once (K10–N10 and N10–N13): Black can block one.
    let game = position("K10 L10 M10 N11 N12 N13", "J10 N14 B2 S18", White, [0, 0]);
    let stop = AtomicBool::new(false);
    let found = ai::search(&game, limits(), 1, &stop).unwrap();
    assert_eq!(found.best, p("N10"));
    assert!(found.is_win(), "{found:?}");
}

#[test]
fn finds_a_forced_win_with_an_open_four() {
    // An open three with room on both sides: J10 or N10 makes an open four.
    let game = position("K10 L10 M10 C3", "B17 R2 S18", White, [0, 0]);
    let stop = AtomicBool::new(false);
    let found = ai::search(&game, limits(), 1, &stop).unwrap();
    assert!(
        [p("J10"), p("N10")].contains(&found.best),
        "played {}",
        found.best
    );
    assert!(found.is_win(), "{found:?}");
}

#[test]
fn answers_after_the_opening_rules() {
    // The first move is K10 and White's second keeps out of the square.
    let stop = AtomicBool::new(false);
    let mut game = Game::new();
    for _ in 0..6 {
        let found = ai::search(&game, limits(), 9, &stop).unwrap();
        game.play(found.best).unwrap();
    }
    assert_eq!(game.moves()[0], Point::CENTER);
    assert!(game.moves()[2].chebyshev(Point::CENTER) >= 3);
}

#[test]
fn no_move_once_the_game_is_over() {
    let stop = AtomicBool::new(false);
    let mut game = position("K10 L10 M10 N10", "A1 A3 A5", White, [0, 0]);
    game.play(p("O10")).unwrap();
    assert!(game.is_over());
    assert_eq!(ai::search(&game, limits(), 1, &stop), None);
}

#[test]
fn a_raised_stop_flag_still_returns_a_legal_move() {
    let stop = AtomicBool::new(true);
    let game = position("K10 L11", "L10 K11", White, [0, 0]);
    let found = ai::choose_move(&game, Level::Hard, 1, &stop).unwrap();
    assert!(game.is_legal(found.best));
}

#[test]
fn a_full_set_up_board_has_no_move() {
    let stop = AtomicBool::new(false);
    let mut board = Board::new();
    for q in Point::all() {
        // Columns in pairs of colours: no five anywhere.
        let c = if (q.col() / 2 + q.row()) % 2 == 0 {
            White
        } else {
            Black
        };
        board.set(q, Some(c));
    }
    let game = Game::from_position(board, White, [0, 0]);
    assert_eq!(ai::search(&game, limits(), 1, &stop), None);
}

/// What `level` plays in `game`, under its node-budget limits; checked legal.
fn level_best(game: &Game, limits: Limits) -> ai::Search {
    let stop = AtomicBool::new(false);
    let found = ai::search(game, limits, 5, &stop).expect("the game is on");
    assert!(game.is_legal(found.best), "{} is illegal", found.best);
    found
}

#[test]
fn every_level_from_medium_wins_in_one() {
    let five = position("K10 L10 M10 N10 F5", "K11 L11 M11 G3 Q15", White, [0, 0]);
    let tenth = position("K10 C3", "L10 M10 F6 F7 F8 F9", White, [8, 0]);
    for (level, limits) in levels() {
        let q = level_best(&five, limits).best;
        assert!(
            five.clone().play(q).unwrap().outcome.is_over(),
            "{level} played {q}"
        );
        assert_eq!(level_best(&tenth, limits).best, p("N10"), "{level}");
    }
}

#[test]
fn every_level_from_medium_wins_by_a_four_and_a_capture() {
    // White has 8 captured stones. N10 makes a four that only O10 blocks,
    // and O10 with P10 makes a black pair that Q10 takes: the tenth capture.
    let game = position("K10 L10 M10 C17", "J10 P10 B2 S3", White, [8, 0]);
    for (level, limits) in levels() {
        let found = level_best(&game, limits);
        assert_eq!(found.best, p("N10"), "{level}: {found:?}");
        assert!(found.is_win(), "{level}: {found:?}");
    }
}

#[test]
fn every_level_from_medium_wins_with_a_double_four() {
    let game = position("K10 L10 M10 N11 N12 N13", "J10 N14 B2 S18", White, [0, 0]);
    for (level, limits) in levels() {
        let found = level_best(&game, limits);
        assert_eq!(found.best, p("N10"), "{level}");
        assert!(found.is_win(), "{level}: {found:?}");
    }
}

#[test]
fn every_level_from_medium_stops_an_open_three() {
    // Black's open three K10–M10 becomes an open four unless White blocks
    // next to it; White has nothing faster.
    let game = position("F4 R16 C10", "K10 L10 M10 S2", White, [0, 0]);
    for (level, limits) in levels() {
        let q = level_best(&game, limits).best;
        assert!([p("J10"), p("N10")].contains(&q), "{level} played {q}");
    }
}

#[test]
fn the_threat_search_finds_a_win_by_a_double_three() {
    // M10 makes two open threes at once (K10–M10 and M10–M12): Black can
    // block only one, and the other becomes an open four. No four is
    // involved before that, so only the search by threes sees the win.
    let game = position("K10 L10 M11 M12", "B2 S3 C17 R18", White, [0, 0]);
    let stop = AtomicBool::new(false);
    let fours_only = ai::search(&game, Limits::depth(1), 1, &stop).unwrap();
    assert!(!fours_only.is_win(), "{fours_only:?}");
    let with_threes = ai::search(
        &game,
        Limits {
            threes: 1,
            weights: Limits::depth(0).weights,
            ..Limits::depth(1)
        },
        1,
        &stop,
    )
    .unwrap();
    assert_eq!(with_threes.best, p("M10"), "{with_threes:?}");
    assert!(with_threes.is_win(), "{with_threes:?}");
    // Hard and expert search with threes.
    for (level, limits) in levels().into_iter().skip(1) {
        let found = level_best(&game, limits);
        assert!(found.is_win(), "{level}: {found:?}");
    }
}

/// Easy without its noise or its clock, lapsing on every move or on none.
fn easy(lapses: u32) -> Limits {
    Limits {
        time: None,
        randomness: 0,
        lapses,
        ..Level::Easy.limits()
    }
}

#[test]
fn easy_on_a_lapse_misses_a_threat_a_few_moves_deep_but_never_a_five() {
    // From a pente.org game in tests/data/games_sample.jsonl; White to move.
    let moves: Vec<Point> = "K10 L10 K7 J8 H7 L7 F7 G7 H5 J6 H6 H8 H4 H3 K8 K9 G8 F9 H8 H7"
        .split_whitespace()
        .map(p)
        .collect();
    let game = Game::from_moves(&moves).unwrap();
    let stop = AtomicBool::new(false);
    let careful = ai::search(&game, easy(0), 1, &stop).unwrap().best;
    let lapse = ai::search(&game, easy(100), 1, &stop).unwrap().best;
    assert_eq!((careful, lapse), (p("J7"), p("J8")));
    // After the lapse Black has a forced win, starting G8; after the move
    // easy plays when it looks at the reply, it has none that hard can see.
    let judge = Limits {
        time: None,
        max_nodes: 50_000,
        book: false,
        ..Level::Hard.limits()
    };
    let reply = |m: Point| {
        let mut next = game.clone();
        next.play(m).unwrap();
        ai::search(&next, judge, 1, &stop).unwrap()
    };
    let punished = reply(lapse);
    assert!(
        punished.is_win() && punished.best == p("G8"),
        "{punished:?}"
    );
    let spared = reply(careful);
    assert!(!spared.is_win(), "{spared:?}");

    // Even lapsing, it takes a five and blocks one.
    let five = position("K10 L10 M10 N10", "K9 L9 M9 G3", White, [0, 0]);
    let found = ai::search(&five, easy(100), 1, &stop).unwrap();
    assert!([p("J10"), p("O10")].contains(&found.best), "{found:?}");
    let four = position("O5 K10 L11", "K5 L5 M5 N5", White, [0, 0]);
    assert_eq!(
        ai::search(&four, easy(100), 1, &stop).unwrap().best,
        p("J5")
    );
}
