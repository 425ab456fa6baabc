//! Puzzles: positions from real games where the side to move has one forced
//! win, proved by the engine's threat search. Pure: the types and their
//! JSON (`pente-bot puzzles show --json`), checking an answer, a hint,
//! mining a position (`mine`) and the shipped set.

#[cfg(test)]
mod answer_tests;
mod book;
mod connect6;
mod mine;
mod set;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod variant_tests;

pub use book::Book;
pub use mine::{MiningLimits, Refusal};
pub use set::{assign_ids, one_per_position, position_key, repeats, PositionKey};

use crate::ai::proof::Prover;
use crate::game::{Action, Color, Game, IllegalMove, Point, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;

/// A position and the forced win in it.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// Stable and short ("p0042"); server puzzles get the ids their store gives them.
    pub id: String,
    pub variant: Variant,
    /// The game up to the position, as records write it.
    pub moves: Vec<Action>,
    /// The main line: solver, defender, solver, …, ending with the solver's
    /// winning move.
    pub solution: Vec<Point>,
    /// The solver's moves in the main line.
    pub win_in: u32,
    pub themes: Vec<Theme>,
    /// Starting Glicko-2 rating (its difficulty).
    pub rating: f64,
    /// Where it comes from: "pente.org game 1234567, move 23".
    pub source: String,
}

/// What a puzzle is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The win is a line of five.
    Five,
    /// The solver captures on the way, or wins by the last capture.
    Captures,
    /// A move of the solver threatens to win at two points at once (two
    /// fours, or a four and the last capture).
    DoubleFour,
    /// A move of the solver makes a four and an open three at once.
    FourThree,
    /// The defender's best resistance captures, and still loses.
    CaptureDefence,
    /// Five or more moves of the solver.
    Long,
}

impl Theme {
    pub const ALL: [Theme; 6] = [
        Theme::Five,
        Theme::Captures,
        Theme::DoubleFour,
        Theme::FourThree,
        Theme::CaptureDefence,
        Theme::Long,
    ];

    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::Five => "five",
            Theme::Captures => "captures",
            Theme::DoubleFour => "double-four",
            Theme::FourThree => "four-three",
            Theme::CaptureDefence => "capture-defence",
            Theme::Long => "long",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

/// A word that is no theme.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown theme `{0}`: choose five, captures, double-four, four-three, capture-defence or long"
)]
pub struct UnknownTheme(pub String);

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        let t = s.trim();
        Theme::ALL
            .into_iter()
            .find(|th| th.as_str().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownTheme(t.to_string()))
    }
}

/// Why a puzzle could not be read or set up.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PuzzleError {
    #[error("not a puzzle: {0}")]
    Json(String),
    #[error("{0}")]
    Field(String),
    #[error("move {n} of the puzzle's game is illegal: {1}", n = .0 + 1)]
    Illegal(usize, IllegalMove),
}

/// The line format of `puzzles show --json` and `data/puzzles.jsonl`.
#[derive(Serialize, Deserialize)]
struct PuzzleJson {
    id: String,
    variant: String,
    moves: Vec<String>,
    to_move: String,
    solution: Vec<String>,
    win_in: u32,
    themes: Vec<String>,
    rating: f64,
    source: String,
}

impl Puzzle {
    /// The game after `moves`. The tournament rule is not asked of the
    /// moves: it only ever concerns White's second stone, and the game
    /// they come from already obeyed whatever rule it was played under.
    pub fn position(&self) -> Result<Game, PuzzleError> {
        Game::from_actions(self.variant, false, &self.moves)
            .map_err(|(i, e)| PuzzleError::Illegal(i, e))
    }

    /// The solver's colour.
    pub fn to_move(&self) -> Color {
        let stones = self
            .moves
            .iter()
            .filter(|a| matches!(a, Action::Stone(_)))
            .count();
        match self.position() {
            Ok(game) => game.to_move(),
            Err(_) => self.variant.color_of_stone(stones),
        }
    }

    /// One line of JSON, in the format of issue 27.
    pub fn to_json(&self) -> String {
        let json = PuzzleJson {
            id: self.id.clone(),
            variant: self.variant.key().to_string(),
            moves: self.moves.iter().map(|a| a.to_string()).collect(),
            to_move: self.to_move().as_str().to_string(),
            solution: self.solution.iter().map(|p| p.to_string()).collect(),
            win_in: self.win_in,
            themes: self.themes.iter().map(|t| t.as_str().to_string()).collect(),
            rating: self.rating,
            source: self.source.clone(),
        };
        serde_json::to_string(&json).expect("a puzzle is always JSON")
    }

    /// Reads one line of [`Puzzle::to_json`], checking that its game
    /// replays and that the side to move is the one it names.
    pub fn from_json(line: &str) -> Result<Puzzle, PuzzleError> {
        let json: PuzzleJson =
            serde_json::from_str(line.trim()).map_err(|e| PuzzleError::Json(e.to_string()))?;
        let field = |what: &str, e: &dyn fmt::Display| PuzzleError::Field(format!("{what}: {e}"));
        let variant: Variant = json.variant.parse().map_err(|e| field("variant", &e))?;
        let moves = json
            .moves
            .iter()
            .map(|m| m.parse::<Action>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| field("moves", &e))?;
        let solution = json
            .solution
            .iter()
            .map(|m| m.parse::<Point>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| field("solution", &e))?;
        let themes = json
            .themes
            .iter()
            .map(|t| t.parse::<Theme>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| field("themes", &e))?;
        if !line_fits(variant, json.win_in, solution.len()) {
            return Err(PuzzleError::Field(format!(
                "win_in: {} does not match a solution of {} moves ending with the solver's",
                json.win_in,
                solution.len()
            )));
        }
        let puzzle = Puzzle {
            id: json.id,
            variant,
            moves,
            solution,
            win_in: json.win_in,
            themes,
            rating: json.rating,
            source: json.source,
        };
        let game = puzzle.position()?;
        if game.to_move().as_str() != json.to_move {
            return Err(PuzzleError::Field(format!(
                "to_move: the position has {} to move, not {}",
                game.to_move().as_str(),
                json.to_move
            )));
        }
        Ok(puzzle)
    }

    /// The solver's moves still to find after `played` stones of an
    /// attempt (a Connect6 turn counts once, until both its stones are in).
    pub fn moves_left(&self, played: usize) -> u32 {
        let exchange = if self.variant.two_stones_a_turn() {
            4
        } else {
            2
        };
        self.win_in.saturating_sub((played / exchange) as u32)
    }

    /// "White to play and win in 3".
    pub fn title(&self) -> String {
        let n = self.win_in;
        format!(
            "{} to play and win in {n} move{}",
            self.to_move(),
            if n == 1 { "" } else { "s" }
        )
    }
}

/// Whether a main line of `len` stones ends with the solver's win in
/// `win_in` moves: one stone a move, alternating, or in Connect6 turns of
/// two stones with the last turn one or two.
fn line_fits(variant: Variant, win_in: u32, len: usize) -> bool {
    let win_in = win_in as usize;
    if win_in == 0 {
        return false;
    }
    if variant.two_stones_a_turn() {
        let before = 4 * (win_in - 1);
        len == before + 1 || len == before + 2
    } else {
        len == 2 * win_in - 1
    }
}

/// A puzzle if the side to move has a unique forced win in `moves`' position
/// (with the mining limits): used by mining and by `/pente analyze`'s
/// missed wins. Its id is empty: the caller names it.
pub fn from_position(moves: &[Action], variant: Variant, source: String) -> Option<Puzzle> {
    from_position_with(moves, variant, source, &MiningLimits::MINING).ok()
}

/// [`from_position`] with given limits, saying why a position is refused.
pub fn from_position_with(
    moves: &[Action],
    variant: Variant,
    source: String,
    limits: &MiningLimits,
) -> Result<Puzzle, Refusal> {
    if variant.two_stones_a_turn() {
        connect6::from_position(moves, source, limits)
    } else {
        mine::from_position_with(moves, variant, source, limits)
    }
}

/// The second, deeper search (with [`MiningLimits::CONFIRM`]) that a
/// mined puzzle must pass to be kept: its first move is still the only
/// win, every defence of the main line still loses, and the line replays
/// to the solver's win.
pub fn confirm(puzzle: &Puzzle) -> bool {
    confirm_with_stop(puzzle, &AtomicBool::new(false))
}

/// [`confirm`], called off (not confirmed) when `stop` is set.
pub fn confirm_with_stop(puzzle: &Puzzle, stop: &AtomicBool) -> bool {
    confirm_with(puzzle, &MiningLimits::CONFIRM, stop)
}

pub(crate) fn confirm_with(puzzle: &Puzzle, limits: &MiningLimits, stop: &AtomicBool) -> bool {
    if puzzle.variant.two_stones_a_turn() {
        connect6::confirm(puzzle, limits, stop)
    } else {
        mine::confirm_with(puzzle, limits, stop)
    }
}

/// Whether a first move other than the main line's also wins `puzzle`
/// within its length, a quiet move too (then it is no puzzle), searched
/// with `limits`' threes and nodes; `None` if the search couldn't tell.
/// In Connect6, whether another turn does.
pub fn another_first_move_wins(puzzle: &Puzzle, limits: &MiningLimits) -> Option<bool> {
    if puzzle.variant.two_stones_a_turn() {
        connect6::another_winning_turn(puzzle, limits)
    } else {
        mine::another_first_move_wins(puzzle, limits)
    }
}

/// The themes of a puzzle, read off its main line.
pub fn themes_of(puzzle: &Puzzle) -> Vec<Theme> {
    if puzzle.variant.two_stones_a_turn() {
        connect6::themes(puzzle.win_in)
    } else {
        mine::themes_of(puzzle)
    }
}

/// The verdict on one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Not a winning move (or not legal): the attempt ends.
    Wrong,
    /// Right, and the defender replies with these stones (one, or in
    /// Connect6 two), to be played next.
    Continue { reply: Vec<Point> },
    /// Right, the first stone of a Connect6 turn: the second follows.
    OneMore,
    /// Right, and it wins the game: solved.
    Solved,
    /// The search ran out of nodes or time before it knew: the answer
    /// neither counts nor ends the attempt (try another move).
    Unknown,
}

/// Nodes a check or a hint may search when the answer leaves the main line.
const CHECK_NODES: u64 = 400_000;
/// Open threes a check may use: as many as mining used.
const CHECK_THREES: u32 = mine::MINING_THREES;

/// The position after the puzzle's game and the moves `played` in this
/// attempt, if they are all legal.
fn replay(puzzle: &Puzzle, played: &[Point]) -> Option<Game> {
    let mut game = puzzle.position().ok()?;
    for &p in played {
        game.play(p).ok()?;
    }
    (!game.is_over()).then_some(game)
}

/// How many moves the solver has left after `played` (solver's and
/// defender's moves alternating, the solver's first).
fn moves_left(puzzle: &Puzzle, played: &[Point]) -> u32 {
    puzzle.moves_left(played.len())
}

/// Checks the solver's next answer, given the solver's and defender's moves
/// played so far in this attempt (alternating, the solver's first). Any
/// move that still wins within the puzzle's length is right, a quiet one
/// too: where it leaves the main line, the defender's reply is the one
/// that resists longest. Where the search can't tell in its nodes, the
/// answer is [`Answer::Unknown`], never [`Answer::Wrong`].
pub fn check(puzzle: &Puzzle, played: &[Point], answer: Point) -> Answer {
    check_with_stop(puzzle, played, answer, &AtomicBool::new(false))
}

/// [`check`], called off when `stop` is set (a deadline's): what it then
/// didn't settle is [`Answer::Unknown`].
pub fn check_with_stop(
    puzzle: &Puzzle,
    played: &[Point],
    answer: Point,
    stop: &AtomicBool,
) -> Answer {
    if puzzle.variant.two_stones_a_turn() {
        return connect6::check(puzzle, played, answer, stop);
    }
    if played.len() % 2 == 1 {
        return Answer::Wrong;
    }
    let left = moves_left(puzzle, played);
    let Some(game) = replay(puzzle, played) else {
        return Answer::Wrong;
    };
    let mut after = game.clone();
    let Ok(outcome) = after.play(answer) else {
        return Answer::Wrong;
    };
    if outcome.outcome.winner() == Some(game.to_move()) {
        return if left >= 1 {
            Answer::Solved
        } else {
            Answer::Wrong
        };
    }
    if outcome.outcome.is_over() || left < 2 {
        return Answer::Wrong;
    }
    let n = played.len();
    if puzzle.solution.starts_with(played) && puzzle.solution.get(n) == Some(&answer) {
        if let Some(&reply) = puzzle.solution.get(n + 1) {
            return Answer::Continue { reply: vec![reply] };
        }
    }
    let Some(prover) = Prover::new(&game, CHECK_THREES, CHECK_NODES) else {
        return Answer::Wrong;
    };
    let mut prover = prover.with_stop(stop);
    let main_move = puzzle
        .solution
        .starts_with(played)
        .then(|| puzzle.solution.get(n).copied())
        .flatten();
    match mine::winning_reply(&mut prover, answer, left, main_move, mine::CHECK_QUIET) {
        Some(Some(reply)) => Answer::Continue { reply: vec![reply] },
        Some(None) => Answer::Wrong,
        None => Answer::Unknown,
    }
}

/// The solver's next winning move after `played`: the main line's while
/// the attempt follows it, else one the search finds.
pub fn hint(puzzle: &Puzzle, played: &[Point]) -> Option<Point> {
    hint_with_stop(puzzle, played, &AtomicBool::new(false))
}

/// [`hint`], called off (with no hint) when `stop` is set.
pub fn hint_with_stop(puzzle: &Puzzle, played: &[Point], stop: &AtomicBool) -> Option<Point> {
    if puzzle.variant.two_stones_a_turn() {
        return connect6::hint(puzzle, played, stop);
    }
    if played.len() % 2 == 1 {
        return None;
    }
    if puzzle.solution.starts_with(played) {
        return puzzle.solution.get(played.len()).copied();
    }
    let left = moves_left(puzzle, played);
    let game = replay(puzzle, played)?;
    let mut prover = Prover::new(&game, CHECK_THREES, CHECK_NODES)?.with_stop(stop);
    prover.shortest_win(left)?.map(|(_, p)| p)
}

/// The shipped set: `data/puzzles.jsonl`, compiled in.
pub fn shipped() -> Vec<Puzzle> {
    static SHIPPED: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SHIPPED
        .get_or_init(|| {
            include_str!("../../data/puzzles.jsonl")
                .lines()
                .filter(|l| !l.trim().is_empty())
                .filter_map(|l| Puzzle::from_json(l).ok())
                .collect()
        })
        .clone()
}
