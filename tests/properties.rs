//! Properties of the rules engine and the record reader over random games and
//! arbitrary input.

use pente_bot::game::{Color, Game, Outcome, Point, Record, RecordResult};
use pente_bot::replay::replay;
use proptest::prelude::*;

/// Plays a random legal game: each choice picks among the legal moves, and
/// the game stops when the choices run out or the game ends.
fn random_game(choices: &[u16]) -> (Game, usize) {
    let mut game = Game::new();
    let mut captured = 0;
    for &c in choices {
        if game.is_over() {
            break;
        }
        // Mostly near the stones, so that captures and fives happen.
        let legal: Vec<Point> = game.legal_moves().collect();
        let near: Vec<Point> = legal
            .iter()
            .copied()
            .filter(|&p| {
                game.moves()
                    .iter()
                    .rev()
                    .take(6)
                    .any(|&q| p.chebyshev(q) <= 2)
            })
            .collect();
        let pool = if near.is_empty() || c % 8 == 0 {
            &legal
        } else {
            &near
        };
        let p = pool[c as usize % pool.len()];
        captured += game.play(p).unwrap().captured.len();
    }
    (game, captured)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn stones_on_board_are_stones_played_minus_captured(choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let (game, captured) = random_game(&choices);
        prop_assert_eq!(game.board().total(), game.moves().len() - captured);
        prop_assert_eq!(captured, game.captures(Color::White) + game.captures(Color::Black));
        // Each side's stones: its moves minus what the other side captured.
        let white_moves = game.moves().len().div_ceil(2);
        let black_moves = game.moves().len() / 2;
        prop_assert_eq!(game.board().count(Color::White), white_moves - game.captures(Color::Black));
        prop_assert_eq!(game.board().count(Color::Black), black_moves - game.captures(Color::White));
    }

    #[test]
    fn replaying_a_record_reproduces_the_game(choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let (game, _) = random_game(&choices);
        let record = Record::for_game(
            game.moves(),
            "alice",
            "bob",
            "11/30/2026",
            RecordResult::from_outcome(game.outcome()),
        );
        let text = record.to_pgn();
        let read = Record::parse(&text).unwrap();
        prop_assert_eq!(&read, &record);
        let replayed = replay(&read, Default::default(), false, None);
        prop_assert!(replayed.first_refused.is_none());
        prop_assert_eq!(&replayed.game, &game);
        let from_points = Game::from_moves(game.moves()).unwrap();
        prop_assert_eq!(from_points.board().hash(), game.board().hash());
    }

    #[test]
    fn finished_games_refuse_everything(choices in prop::collection::vec(any::<u16>(), 0..300)) {
        let (mut game, _) = random_game(&choices);
        if game.outcome() != Outcome::Ongoing {
            let before = game.clone();
            prop_assert_eq!(game.legal_moves().count(), 0);
            for p in Point::all().step_by(17) {
                prop_assert_eq!(game.play(p).unwrap_err().code(), "game_over");
            }
            prop_assert_eq!(game, before);
        }
    }

    #[test]
    fn the_coordinate_parser_never_panics(s in any::<String>()) {
        let _ = s.parse::<Point>();
    }

    #[test]
    fn near_misses_of_coordinates_never_panic(s in "[ a-zA-Z0-9.\\-]{0,6}") {
        if let Ok(p) = s.parse::<Point>() {
            prop_assert_eq!(p.to_string(), s.trim().to_ascii_uppercase());
        }
    }

    #[test]
    fn the_record_reader_and_replay_never_panic(s in any::<String>()) {
        if let Ok(record) = Record::parse(&s) {
            let r = replay(&record, Default::default(), true, None);
            let _ = r.report();
            let _ = r.to_text();
        }
    }

    #[test]
    fn record_like_text_never_panics(s in "(\\[[A-Za-z0-9 ]{0,8}(\"[^\"\\n]{0,8}\"?)?\\]?\n)?([0-9]{1,2}\\.? ?|[A-Ta-t][0-9]{1,3} |1-0 |0-1 |\\* |\\{ ){0,30}") {
        if let Ok(record) = Record::parse(&s) {
            let r = replay(&record, Default::default(), true, None);
            prop_assert_eq!(r.moves.len(), record.moves.len());
        }
    }
}

#[test]
fn parse_and_format_are_inverse_on_every_point() {
    let mut names = std::collections::HashSet::new();
    for p in Point::all() {
        let name = p.to_string();
        assert_eq!(name.parse::<Point>(), Ok(p));
        assert_eq!(name.to_lowercase().parse::<Point>(), Ok(p));
        assert!(!name.contains('I'));
        assert!(names.insert(name));
    }
    assert_eq!(names.len(), 361);
}

/// The random games above are not all short and quiet: many end, and many
/// capture, so the properties are tested where it matters.
#[test]
fn random_games_reach_captures_and_ends() {
    let mut state: u32 = 12345;
    let mut ended = 0;
    let mut with_captures = 0;
    for _ in 0..50 {
        let choices: Vec<u16> = (0..300)
            .map(|_| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (state >> 16) as u16
            })
            .collect();
        let (game, captured) = random_game(&choices);
        ended += game.is_over() as usize;
        with_captures += (captured > 0) as usize;
    }
    eprintln!("ended {ended}/50, captured {with_captures}/50");
    assert!(ended >= 25, "{ended}");
    assert!(with_captures >= 25, "{with_captures}");
}
