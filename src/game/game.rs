//! A game of Pente under pente.org's rules, tournament opening included.

use super::board::{Board, Captured, Color};
use super::point::{ParsePointError, Point, POINTS};
use std::fmt;

/// Captured stones that win the game (five pairs).
pub const CAPTURES_TO_WIN: usize = 10;

/// How close to K10 White's second stone may not be: it must be at least this
/// many points away in every direction, outside the 5×5 square H8–M12.
pub const TOURNAMENT_DISTANCE: usize = 3;

/// Why a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Five or more in a row. Also the reason when the same move reached
    /// ten captures: the five is what is seen on the board.
    Five,
    /// Ten or more captured stones.
    Captures,
}

impl WinReason {
    pub const fn as_str(self) -> &'static str {
        match self {
            WinReason::Five => "five",
            WinReason::Captures => "captures",
        }
    }
}

/// How a game ended away from the board: by a player's choice or the clock,
/// not by the stones. The rules never produce one; the session (and records)
/// do, and the picture shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// This colour gave up.
    Resigned(Color),
    /// This colour ran out of time on its move.
    Time(Color),
    /// Both players agreed to a draw.
    Agreement,
    /// Called off early (or by a moderator): nobody won, and it counts nowhere.
    Aborted,
}

impl Ending {
    /// The winner, if this ending has one.
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Resigned(loser) | Ending::Time(loser) => Some(loser.opponent()),
            Ending::Agreement | Ending::Aborted => None,
        }
    }

    /// `resignation`, `time`, `agreement` or `aborted`, as stored.
    pub const fn as_str(self) -> &'static str {
        match self {
            Ending::Resigned(_) => "resignation",
            Ending::Time(_) => "time",
            Ending::Agreement => "agreement",
            Ending::Aborted => "aborted",
        }
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    Won {
        winner: Color,
        reason: WinReason,
    },
    /// The board is full and nobody has won.
    Draw,
}

impl Outcome {
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Won { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// `ongoing`, `white_wins`, `black_wins` or `draw`, as in records and JSON.
    pub const fn status_str(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Won {
                winner: Color::White,
                ..
            } => "white_wins",
            Outcome::Won {
                winner: Color::Black,
                ..
            } => "black_wins",
            Outcome::Draw => "draw",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Ongoing => f.write_str("the game goes on"),
            Outcome::Won {
                winner,
                reason: WinReason::Five,
            } => write!(f, "{winner} won with five in a row"),
            Outcome::Won {
                winner,
                reason: WinReason::Captures,
            } => write!(f, "{winner} won by capturing {CAPTURES_TO_WIN} stones"),
            Outcome::Draw => f.write_str("the game was drawn: the board is full"),
        }
    }
}

/// Why a move was refused. The game is unchanged after any of these. When
/// several apply, the first in this list is the one reported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error(transparent)]
    BadCoordinate(#[from] ParsePointError),
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    #[error("{point} is already taken by a {by} stone: choose an empty point")]
    Occupied { point: Point, by: Color },
    #[error("White's first stone must go on K10, the centre of the board, not {point}")]
    FirstMoveNotCenter { point: Point },
    #[error("{point} is too close to the centre: under the tournament rule White's second stone must be at least 3 points from K10, outside the square H8–M12 (for example N10, K13 or G7)")]
    SecondMoveTooClose { point: Point },
}

impl IllegalMove {
    /// A stable code for the reason, as used in JSON (`occupied`, …).
    pub const fn code(&self) -> &'static str {
        match self {
            IllegalMove::BadCoordinate(_) => "bad_coordinate",
            IllegalMove::GameOver(_) => "game_over",
            IllegalMove::Occupied { .. } => "occupied",
            IllegalMove::FirstMoveNotCenter { .. } => "first_move_not_center",
            IllegalMove::SecondMoveTooClose { .. } => "second_move_too_close",
        }
    }
}

/// What an accepted move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveOutcome {
    pub point: Point,
    pub color: Color,
    pub captured: Captured,
    /// Where the game stands after the move.
    pub outcome: Outcome,
}

/// Room for the moves of a typical game, so that playing rarely reallocates.
const MOVES_CAPACITY: usize = 96;

/// A game: the stones, whose turn it is, the captures and the moves so far.
#[derive(PartialEq, Eq)]
pub struct Game {
    board: Board,
    to_move: Color,
    moves: Vec<Point>,
    captures: [usize; 2],
    outcome: Outcome,
    /// Moves made before `moves` begins: non-zero only for a position set up
    /// by hand, which counts as past the opening.
    setup_plies: usize,
}

impl Clone for Game {
    /// A clone is usually played on (the AI tries moves, the bot applies one),
    /// so it keeps room for more moves instead of the exact length.
    fn clone(&self) -> Game {
        let mut moves = Vec::with_capacity(self.moves.len().max(MOVES_CAPACITY));
        moves.extend_from_slice(&self.moves);
        Game {
            board: self.board.clone(),
            moves,
            ..*self
        }
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

impl Game {
    /// A new game: empty board, White to move.
    pub fn new() -> Game {
        Game {
            board: Board::new(),
            to_move: Color::White,
            moves: Vec::with_capacity(MOVES_CAPACITY),
            captures: [0; 2],
            outcome: Outcome::Ongoing,
            setup_plies: 0,
        }
    }

    /// A position set up by hand (for puzzles and tests): `board` with
    /// `to_move` to play and `captures` (White's, Black's) already made. It
    /// counts as past the opening, so neither opening rule applies, and the
    /// game is ongoing whatever the stones show.
    pub fn from_position(board: Board, to_move: Color, captures: [usize; 2]) -> Game {
        Game {
            board,
            to_move,
            moves: Vec::new(),
            captures,
            outcome: Outcome::Ongoing,
            setup_plies: 4,
        }
    }

    /// Replays `moves` from the start, stopping at the first illegal one
    /// (returned with its index).
    pub fn from_moves(moves: &[Point]) -> Result<Game, (usize, IllegalMove)> {
        let mut game = Game::new();
        for (i, &p) in moves.iter().enumerate() {
            game.play(p).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The colour to move next (still answered after the end; see `outcome`).
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The accepted moves so far, in order.
    pub fn moves(&self) -> &[Point] {
        &self.moves
    }

    pub fn last_move(&self) -> Option<Point> {
        self.moves.last().copied()
    }

    /// Stones captured so far by `color`.
    pub fn captures(&self, color: Color) -> usize {
        self.captures[color.index()]
    }

    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_over()
    }

    /// Whether the next move is White's second, the one the tournament rule
    /// keeps out of the square H8–M12.
    pub fn tournament_rule_applies(&self) -> bool {
        self.ply() == 2
    }

    /// Moves made so far (counting the set-up ones of `from_position`).
    pub fn ply(&self) -> usize {
        self.setup_plies + self.moves.len()
    }

    /// Checks `p` for the side to move without playing it.
    pub fn check(&self, p: Point) -> Result<(), IllegalMove> {
        if self.outcome.is_over() {
            return Err(IllegalMove::GameOver(self.outcome));
        }
        if let Some(by) = self.board.get(p) {
            return Err(IllegalMove::Occupied { point: p, by });
        }
        if self.ply() == 0 && p != Point::CENTER {
            return Err(IllegalMove::FirstMoveNotCenter { point: p });
        }
        if self.tournament_rule_applies() && p.chebyshev(Point::CENTER) < TOURNAMENT_DISTANCE {
            return Err(IllegalMove::SecondMoveTooClose { point: p });
        }
        Ok(())
    }

    pub fn is_legal(&self, p: Point) -> bool {
        self.check(p).is_ok()
    }

    /// Every legal point for the side to move; none once the game is over.
    pub fn legal_moves(&self) -> impl Iterator<Item = Point> + '_ {
        Point::all().filter(move |&p| self.is_legal(p))
    }

    /// Plays `p` for the side to move: places the stone, removes what it
    /// captures, then looks for a win. An illegal move changes nothing.
    pub fn play(&mut self, p: Point) -> Result<MoveOutcome, IllegalMove> {
        self.check(p)?;
        let color = self.to_move;
        let captured = self.board.place(p, color);
        self.captures[color.index()] += captured.len();
        self.moves.push(p);
        self.to_move = color.opponent();
        // Captures are applied first; they only ever remove the opponent's
        // stones, so they cannot break the mover's own five.
        self.outcome = if self.board.makes_five(p, color) {
            Outcome::Won {
                winner: color,
                reason: WinReason::Five,
            }
        } else if self.captures[color.index()] >= CAPTURES_TO_WIN {
            Outcome::Won {
                winner: color,
                reason: WinReason::Captures,
            }
        } else if self.board.total() == POINTS {
            Outcome::Draw
        } else {
            Outcome::Ongoing
        };
        Ok(MoveOutcome {
            point: p,
            color,
            captured,
            outcome: self.outcome,
        })
    }

    /// Parses `notation` (like `k10`) and plays it.
    pub fn play_str(&mut self, notation: &str) -> Result<MoveOutcome, IllegalMove> {
        let p: Point = notation.parse()?;
        self.play(p)
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "Game {{ to_move: {}, captures: W{} B{}, outcome: {:?}, moves: {:?} }}",
            self.to_move, self.captures[0], self.captures[1], self.outcome, self.moves
        )?;
        fmt::Display::fmt(&self.board, f)
    }
}
