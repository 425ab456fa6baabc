//! The explorer's index on hand-made games whose counts are known.

use super::fold::{canonical_key, replay_steps, Folder};
use super::*;
use crate::game::{Action, Game, Point, Variant};

fn p(s: &str) -> Point {
    s.parse().unwrap()
}

fn stones(moves: &str) -> Vec<Action> {
    moves
        .split_whitespace()
        .map(|m| Action::Stone(p(m)))
        .collect()
}

fn position(moves: &str) -> Game {
    Game::from_actions(Variant::Pente, true, &stones(moves)).unwrap()
}

fn game(number: u64, moves: &str, result: GameResult, ratings: [u16; 2]) -> IndexedGame {
    IndexedGame {
        number,
        variant: Variant::Pente,
        tournament_rule: true,
        actions: stones(moves),
        result,
        ratings: ratings.map(Some),
        players: Default::default(),
        ended_at: number,
    }
}

/// Four games: B is A mirrored left to right, C goes one stone further than
/// A, D answers K10 straight above.
fn hand_made(order: ExampleOrder) -> Index {
    let mut index = Index::new(Variant::Pente, order);
    for g in [
        game(1, "K10 L9 N10", GameResult::WhiteWins, [2000, 1800]),
        game(2, "K10 J9 G10", GameResult::BlackWins, [2100, 1900]),
        game(3, "K10 L9 N10 L11", GameResult::WhiteWins, [1900, 1700]),
        game(4, "K10 K11 K13", GameResult::Draw, [1600, 1600]),
    ] {
        assert_eq!(index.add(&g), Added::Indexed);
    }
    index
}

#[test]
fn mirrored_openings_count_once_with_their_twins() {
    let index = hand_made(ExampleOrder::Rating);
    let after_k10 = index.lookup(&position("K10"));
    assert_eq!(after_k10.reached.games(), 4);
    // L9 (games 1 and 3) and J9 (game 2) are one move after K10 alone.
    assert_eq!(after_k10.moves.len(), 2, "{:?}", after_k10.moves);
    let diagonal = after_k10.moves[0];
    // Shown as the first of them in the board's order.
    assert_eq!(diagonal.point, p("J9"));
    assert_eq!(after_k10.moves[1].point, p("K9"));
    assert_eq!(
        diagonal.results,
        Results {
            white: 2,
            draws: 0,
            black: 1
        }
    );
    assert_eq!(after_k10.moves[1].results.draws, 1);
    assert_eq!(after_k10.share(&diagonal), 75);
    assert_eq!(after_k10.share(&after_k10.moves[1]), 25);
    // Black chose it at 1,800, 1,900 and 1,700.
    assert_eq!(diagonal.average_rating, Some(1800));
    assert_eq!(after_k10.moves[1].average_rating, Some(1600));
}

#[test]
fn results_and_percentages_are_exact() {
    let index = hand_made(ExampleOrder::Rating);
    let answer = index.lookup(&position("K10"));
    let diagonal = answer.moves[0].results;
    assert_eq!(diagonal.percentages(), [67, 0, 33]);
    assert_eq!(diagonal.white_score(), 67);
    let straight = answer.moves[1].results;
    assert_eq!(straight.percentages(), [0, 100, 0]);
    assert_eq!(straight.white_score(), 50);
    assert_eq!(answer.reached.percentages(), [50, 25, 25]);
    assert_eq!(percent(1, 3), 33);
    assert_eq!(percent(2, 3), 67);
    assert_eq!(percent(1, 8), 13);
    assert_eq!(percent(0, 0), 0);
    // Each row adds up to 100.
    let thirds = Results {
        white: 1,
        draws: 1,
        black: 1,
    };
    assert_eq!(thirds.percentages(), [34, 33, 33]);
    let close = Results {
        white: 50,
        draws: 1,
        black: 50,
    };
    assert_eq!(close.percentages(), [50, 1, 49]);
    assert_eq!(Results::default().percentages(), [0, 0, 0]);
}

#[test]
fn the_answer_is_in_the_askers_orientation() {
    let index = hand_made(ExampleOrder::Rating);
    // K10 L9 is symmetric about its diagonal: N10 and K7 are one move,
    // shown as K7 (the first in the board's order).
    let here = index.lookup(&position("K10 L9"));
    assert_eq!(here.reached.games(), 3);
    assert_eq!(here.moves.len(), 1);
    assert_eq!(here.moves[0].point, p("K7"));
    assert_eq!(index.played(&position("K10 L9"), p("N10")), 3);
    assert_eq!(index.played(&position("K10 L9"), p("K7")), 3);
    assert_eq!(index.played(&position("K10 L9"), p("N8")), 0);
    // The same position seen mirrored: the same games, the move mirrored.
    let mirrored = index.lookup(&position("K10 J9"));
    assert_eq!(mirrored.moves[0].point, p("G10").min(p("K7")));
    assert_eq!(mirrored.moves[0].results, here.moves[0].results);
    // Every orientation of the third position gets its own frame's move.
    let line = ["K10", "L9", "N10"];
    for sym in Symmetry::ALL {
        let turned: Vec<String> = line.iter().map(|m| sym.apply(p(m)).to_string()).collect();
        let answer = index.lookup(&position(&turned.join(" ")));
        assert_eq!(answer.reached.games(), 3, "{turned:?}");
        assert_eq!(answer.moves.len(), 1);
        assert_eq!(answer.moves[0].point, sym.apply(p("L11")), "{turned:?}");
        assert_eq!(answer.moves[0].results.white, 1);
    }
}

#[test]
fn a_position_never_reached_has_no_games() {
    let index = hand_made(ExampleOrder::Rating);
    let answer = index.lookup(&position("K10 L9 O10"));
    assert_eq!(answer.reached.games(), 0);
    assert!(answer.moves.is_empty());
    assert!(answer.examples.is_empty());
    // The last position of a game is reached, with nothing played from it.
    let end = index.lookup(&position("K10 L9 N10 L11"));
    assert_eq!(end.reached.games(), 1);
    assert!(end.moves.is_empty());
    // An empty index knows nothing at all.
    let empty = Index::new(Variant::Pente, ExampleOrder::Rating);
    assert_eq!(empty.lookup(&Game::new()).reached.games(), 0);
}

#[test]
fn examples_are_the_highest_rated_or_the_most_recent() {
    let by_rating = hand_made(ExampleOrder::Rating).lookup(&position("K10 L9"));
    let numbers: Vec<u64> = by_rating.examples.iter().map(|g| g.number).collect();
    assert_eq!(numbers, [2, 1, 3]);
    let by_date = hand_made(ExampleOrder::Recent).lookup(&position("K10 L9"));
    let numbers: Vec<u64> = by_date.examples.iter().map(|g| g.number).collect();
    assert_eq!(numbers, [3, 2, 1]);
    // No more than EXAMPLES are kept, the best of them.
    let mut index = Index::new(Variant::Pente, ExampleOrder::Recent);
    for n in 10..20 {
        index.add(&game(n, "K10 L9 N10", GameResult::WhiteWins, [1500, 1500]));
    }
    let numbers: Vec<u64> = index
        .lookup(&Game::new())
        .examples
        .iter()
        .map(|g| g.number)
        .collect();
    assert_eq!(numbers, [19, 18, 17, 16]);
}

#[test]
fn games_without_the_tournament_rule_are_kept_out() {
    let mut index = hand_made(ExampleOrder::Rating);
    let open = IndexedGame {
        tournament_rule: false,
        ..game(5, "K10 L9 L10", GameResult::WhiteWins, [2000, 2000])
    };
    assert_eq!(index.add(&open), Added::WithoutTournamentRule);
    assert_eq!(index.lookup(&position("K10")).reached.games(), 4);
    assert_eq!(index.kept_out(), 1);
    // A position of a game played open is not looked up in them either.
    let open_game = Game::from_actions(Variant::Pente, false, &stones("K10 L9")).unwrap();
    assert_eq!(index.lookup(&open_game).reached.games(), 0);
    // A game that doesn't replay, or twice the same game, count nothing.
    assert_eq!(
        index.add(&game(6, "K10 K10", GameResult::WhiteWins, [1, 1])),
        Added::Unreadable
    );
    assert_eq!(
        index.add(&game(1, "K10 L9 N10", GameResult::WhiteWins, [1, 1])),
        Added::AlreadyIn
    );
    let keryo = IndexedGame {
        variant: Variant::Keryo,
        ..game(7, "K10 L9", GameResult::WhiteWins, [1, 1])
    };
    assert_eq!(index.add(&keryo), Added::OtherVariant);
    assert_eq!(index.games(), 4);
    assert_eq!(index.lookup(&position("K10")).reached.games(), 4);
}

#[test]
fn departure_names_the_first_stone_never_played() {
    let index = hand_made(ExampleOrder::Rating);
    let start = Game::new();
    assert_eq!(
        index.departure(&start, &stones("K10 L9 N10 M11 M12"), None),
        Departure::Left {
            stone: 4,
            point: p("M11")
        }
    );
    // Game 3 mirrored stays in the games to its end.
    assert_eq!(
        index.departure(&start, &stones("K10 J9 G10 J11"), None),
        Departure::Stayed { stones: 4 }
    );
    // A game of the index is compared with the others: game 3 alone played
    // its fourth stone.
    assert_eq!(
        index.departure(&start, &stones("K10 L9 N10 L11"), Some(3)),
        Departure::Left {
            stone: 4,
            point: p("L11")
        }
    );
}

#[test]
fn the_folder_keys_every_position_as_canonical_key_does() {
    // A real game with captures.
    let game = strong::games()
        .iter()
        .find(|g| g.legal && g.moves.len() > 30)
        .unwrap();
    let actions: Vec<Action> = game.moves.iter().map(|&p| Action::Stone(p)).collect();
    let replayed = replay_steps(Game::new(), &actions, usize::MAX);
    assert!(replayed.complete);
    assert_eq!(replayed.steps.len(), game.moves.len());
    let mut replay = Game::new();
    let mut folder = Folder::new();
    for (step, &mv) in replayed.steps.iter().zip(&game.moves) {
        assert_eq!((step.key, step.sym), canonical_key(&replay));
        assert_eq!(folder.key(&replay), canonical_key(&replay));
        folder.follow(&replay.play(mv).unwrap());
    }
    assert!(
        replay.captures(crate::game::Color::White) + replay.captures(crate::game::Color::Black) > 0
    );
}

#[test]
fn the_book_is_built_from_the_same_reading_unchanged() {
    // data/book.txt was written before the explorer shared its reading;
    // built again through it, it is the same text line for line.
    let built = crate::ai::book::build(strong::games());
    assert_eq!(built, crate::ai::book::shipped_text());
}

#[test]
fn the_strong_games_are_read_whole() {
    let games = strong::games();
    assert_eq!(games.len(), 9668);
    let open: Vec<u64> = games
        .iter()
        .filter(|g| !g.keeps_tournament_rule())
        .map(|g| g.number)
        .collect();
    assert_eq!(open.len(), 6, "{open:?}");
    assert!(games.iter().all(|g| g.number > 0));
    assert_eq!(games[0].number, 50000000000427);
    assert_eq!((games[0].white_rating, games[0].black_rating), (1600, 1855));
}

#[test]
fn the_shares_of_the_moves_add_up_to_100() {
    let mut index = Index::new(Variant::Pente, ExampleOrder::Recent);
    for (n, moves) in [(1, "K10 L9"), (2, "K10 K11"), (3, "K10 K12")] {
        index.add(&game(n, moves, GameResult::Draw, [1500, 1500]));
    }
    let answer = index.lookup(&position("K10"));
    assert_eq!(answer.moves.len(), 3);
    let shares: Vec<u32> = answer.moves.iter().map(|c| answer.share(c)).collect();
    assert_eq!(shares.iter().sum::<u32>(), 100, "{shares:?}");
    assert_eq!(shares, vec![34, 33, 33]);
}
