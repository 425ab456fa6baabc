//! The strong games: 9,668 games of Pente between players rated about
//! 1,700–2,500 on pente.org (`data/games_all.jsonl`, see data/README.md),
//! embedded in the library and read once. The opening book is built from
//! this reading and the explorer indexes it.

use super::index::{ExampleOrder, GameResult, Index, IndexedGame};
use crate::game::{Action, Color, Point, Variant};
use serde::Deserialize;
use std::sync::OnceLock;

/// The records, embedded at build time.
const GAMES_TEXT: &str = include_str!("../../data/games_all.jsonl");

/// One game of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StrongGame {
    /// pente.org's game number.
    pub number: u64,
    pub white_rating: u16,
    pub black_rating: u16,
    pub rated: bool,
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub moves: Vec<Point>,
    /// Whether the record replays under our rules (with the tournament
    /// rule) to its end.
    pub legal: bool,
}

impl StrongGame {
    /// Whether White's second stone keeps out of H8–M12 (6 of the games
    /// were played without the rule).
    pub fn keeps_tournament_rule(&self) -> bool {
        self.moves
            .get(2)
            .is_none_or(|&p| p.chebyshev(Point::CENTER) > 2)
    }

    /// The game as the explorer's index takes it.
    pub fn indexed(&self) -> IndexedGame {
        IndexedGame {
            number: self.number,
            variant: Variant::Pente,
            tournament_rule: self.keeps_tournament_rule(),
            actions: self.moves.iter().map(|&p| Action::Stone(p)).collect(),
            result: GameResult::won_by(self.winner),
            ratings: [Some(self.white_rating), Some(self.black_rating)],
            players: Default::default(),
            ended_at: 0,
        }
    }
}

#[derive(Deserialize)]
struct Line {
    source: String,
    white_rating: u16,
    black_rating: u16,
    #[serde(default)]
    rated: bool,
    result: String,
    moves: Vec<String>,
    #[serde(rename = "ref")]
    reference: Reference,
}

#[derive(Deserialize)]
struct Reference {
    legal: bool,
}

/// Reads the records, one JSON object a line; lines that don't read (or
/// whose result isn't `1-0`, `0-1` or a draw) are skipped.
pub fn parse(text: &str) -> Vec<StrongGame> {
    text.lines()
        .filter_map(|line| {
            let line: Line = serde_json::from_str(line).ok()?;
            let winner = match line.result.as_str() {
                "1-0" => Some(Color::White),
                "0-1" => Some(Color::Black),
                "1/2-1/2" | "½-½" => None,
                _ => return None,
            };
            let moves = line
                .moves
                .iter()
                .map(|m| m.parse().ok())
                .collect::<Option<Vec<Point>>>()?;
            Some(StrongGame {
                // `34.zip:34/50000000000427`: the game's number ends it.
                number: line.source.rsplit('/').next()?.parse().ok()?,
                white_rating: line.white_rating,
                black_rating: line.black_rating,
                rated: line.rated,
                winner,
                moves,
                legal: line.reference.legal,
            })
        })
        .collect()
}

/// The shipped strong games, read on first use.
pub fn games() -> &'static [StrongGame] {
    static GAMES: OnceLock<Vec<StrongGame>> = OnceLock::new();
    GAMES.get_or_init(|| parse(GAMES_TEXT))
}

/// An index of `games`: the highest-rated examples first. Games played
/// without the tournament rule, or whose record doesn't replay, are kept
/// out.
pub fn index_of(games: &[StrongGame]) -> Index {
    let mut index = Index::new(Variant::Pente, ExampleOrder::Rating);
    for game in games {
        index.add(&game.indexed());
    }
    index
}

/// The index of the shipped strong games, built on first use.
pub fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| index_of(games()))
}
