//! A game of the Pente family under pente.org's rules, tournament opening
//! included: every rule is asked of the game's [`Variant`].

use super::board::{Board, Captured, Color};
use super::point::{ParsePointError, Point, POINTS};
use super::variant::{gpente_forbidden, Choice, LineRule, Opening, Variant};
use std::fmt;

mod opening;

/// Captured stones that win a game of Pente (five pairs); other games ask
/// [`Variant::capture_target`].
pub const CAPTURES_TO_WIN: usize = 10;

/// How close to K10 White's second stone may not be: it must be at least this
/// many points away in every direction, outside the 5×5 square H8–M12.
pub const TOURNAMENT_DISTANCE: usize = 3;

/// Why a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Five in a row (five or more, exactly five in Gomoku). Also the reason
    /// when the same move reached the capture target: the five is what is
    /// seen on the board.
    Five,
    /// Six or more in a row (Connect6).
    Six,
    /// The variant's capture target (10 stones, 15 in the Keryo games).
    Captures,
}

impl WinReason {
    pub const fn as_str(self) -> &'static str {
        match self {
            WinReason::Five => "five",
            WinReason::Six => "six",
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
                reason: WinReason::Six,
            } => write!(f, "{winner} won with six in a row"),
            Outcome::Won {
                winner,
                reason: WinReason::Captures,
            } => write!(f, "{winner} won by captures"),
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
    #[error("{point} is closed to White's second stone in G-Pente: it must be outside H8–M12 and off K13, K14, K7, K6, N10, O10, G10 and F10")]
    SecondMoveGPenteRestricted { point: Point },
    #[error("{by} must first choose: {}", options_text(options))]
    DecisionPending {
        by: Color,
        options: &'static [Choice],
    },
    #[error("there is no choice to make now: place a stone")]
    NoDecisionPending,
    #[error("{choice} is not a choice now: {}", options_text(options))]
    BadDecision {
        choice: Choice,
        options: &'static [Choice],
    },
}

fn options_text(options: &[Choice]) -> String {
    let words: Vec<&str> = options.iter().map(|c| c.as_str()).collect();
    words.join(", ")
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
            IllegalMove::SecondMoveGPenteRestricted { .. } => "second_move_gpente_restricted",
            IllegalMove::DecisionPending { .. } => "decision_pending",
            IllegalMove::NoDecisionPending => "no_decision_pending",
            IllegalMove::BadDecision { .. } => "bad_decision",
        }
    }
}

/// What an accepted move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveOutcome {
    pub point: Point,
    pub color: Color,
    pub captured: Captured,
    /// The mover's own stones the move removed (Poof-Pente, O-Pente): the
    /// placed stone first. They count as captured by the opponent.
    pub poofed: Captured,
    /// Where the game stands after the move.
    pub outcome: Outcome,
}

/// A decision the side `by` must make before any stone is placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pending {
    pub by: Color,
    pub options: &'static [Choice],
}

const SWAP_OR_KEEP: &[Choice] = &[Choice::Swap, Choice::Keep];
const SWAP_KEEP_OR_PASS: &[Choice] = &[Choice::Swap, Choice::Keep, Choice::Pass];

/// One entry of a game's move list: a stone, or an opening decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Stone(Point),
    Decision(Choice),
}

impl fmt::Display for Action {
    /// As records and the database write it: `K10`, or `swap`, `keep`, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Stone(p) => p.fmt(f),
            Action::Decision(c) => c.fmt(f),
        }
    }
}

impl std::str::FromStr for Action {
    type Err = ParsePointError;

    /// A decision word (`swap`, `keep` or `noswap`, `pass`), else a point.
    fn from_str(word: &str) -> Result<Action, ParsePointError> {
        match Choice::parse(word) {
            Some(c) => Ok(Action::Decision(c)),
            None => word.parse().map(Action::Stone),
        }
    }
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
    variant: Variant,
    /// Whether White's second stone is kept out of H8–M12.
    tournament_rule: bool,
    /// The opening decisions made, each with the number of stones placed
    /// before it.
    decisions: Vec<(usize, Choice)>,
    pending: Option<Pending>,
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
            decisions: self.decisions.clone(),
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
    /// A new game of Pente under the tournament rule: empty board, White to
    /// move.
    pub fn new() -> Game {
        Game::of(Variant::Pente, true)
    }

    /// A new game of `variant`; `tournament_rule` asks for the rule where
    /// the variant leaves it to the game (as a rated game does), and is
    /// ignored where the variant decides (always in G-Pente, never in the
    /// games with a free opening).
    pub fn of(variant: Variant, tournament_rule: bool) -> Game {
        Game {
            board: Board::new(),
            to_move: Color::White,
            moves: Vec::with_capacity(MOVES_CAPACITY),
            captures: [0; 2],
            outcome: Outcome::Ongoing,
            setup_plies: 0,
            variant,
            tournament_rule: variant.tournament_rule(tournament_rule),
            decisions: Vec::new(),
            pending: None,
        }
    }

    /// A position set up by hand (for puzzles and tests): `board` with
    /// `to_move` to play and `captures` (White's, Black's) already made. It
    /// counts as past the opening, so neither opening rule applies, and the
    /// game is ongoing whatever the stones show.
    pub fn from_position(board: Board, to_move: Color, captures: [usize; 2]) -> Game {
        Game::from_position_in(Variant::Pente, board, to_move, captures)
    }

    /// [`Game::from_position`] in a game of `variant` (in Connect6, `to_move`
    /// places the first stone of its turn).
    pub fn from_position_in(
        variant: Variant,
        board: Board,
        to_move: Color,
        captures: [usize; 2],
    ) -> Game {
        // Past the opening, with the turn's first stone next: in Connect6
        // stone 5 is White's first of a turn and stone 7 Black's.
        let setup_plies = match (variant.two_stones_a_turn(), to_move) {
            (true, Color::Black) => 5,
            (true, Color::White) => 7,
            _ => 4,
        };
        Game {
            board,
            to_move,
            moves: Vec::new(),
            captures,
            outcome: Outcome::Ongoing,
            setup_plies,
            variant,
            tournament_rule: variant.tournament_rule(true),
            decisions: Vec::new(),
            pending: None,
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

    /// Replays `actions` in a new game of `variant` (see [`Game::of`]),
    /// stopping at the first illegal one (returned with its index).
    pub fn from_actions(
        variant: Variant,
        tournament_rule: bool,
        actions: &[Action],
    ) -> Result<Game, (usize, IllegalMove)> {
        let mut game = Game::of(variant, tournament_rule);
        for (i, &a) in actions.iter().enumerate() {
            game.act(a).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether this game plays White's second stone under the tournament
    /// rule.
    pub fn has_tournament_rule(&self) -> bool {
        self.tournament_rule
    }

    /// Whether this game plays without a tournament rule its variant has
    /// (an unrated game that dropped it); never where the variant has none.
    pub fn drops_tournament_rule(&self) -> bool {
        !self.tournament_rule && self.variant.tournament_rule(true)
    }

    /// The decision that must be made before the next stone, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// The opening decisions made so far, each with the number of stones
    /// placed before it.
    pub fn decisions(&self) -> &[(usize, Choice)] {
        &self.decisions
    }

    /// The move list as played: stones and decisions in order.
    pub fn actions(&self) -> Vec<Action> {
        let mut actions = Vec::with_capacity(self.moves.len() + self.decisions.len());
        let mut decisions = self.decisions.iter().peekable();
        for (i, &p) in self.moves.iter().enumerate() {
            while let Some(&&(_, c)) = decisions.peek().filter(|(at, _)| *at == i) {
                actions.push(Action::Decision(c));
                decisions.next();
            }
            actions.push(Action::Stone(p));
        }
        actions.extend(decisions.map(|&(_, c)| Action::Decision(c)));
        actions
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
        self.tournament_rule && self.ply() == 2
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
        if let Some(Pending { by, options }) = self.pending {
            return Err(IllegalMove::DecisionPending { by, options });
        }
        if let Some(by) = self.board.get(p) {
            return Err(IllegalMove::Occupied { point: p, by });
        }
        if self.ply() == 0 && p != Point::CENTER && self.variant.first_on_center() {
            return Err(IllegalMove::FirstMoveNotCenter { point: p });
        }
        if self.tournament_rule_applies() {
            if p.chebyshev(Point::CENTER) < TOURNAMENT_DISTANCE {
                return Err(IllegalMove::SecondMoveTooClose { point: p });
            }
            if self.variant.gpente_points() && gpente_forbidden(p.col(), p.row()) {
                return Err(IllegalMove::SecondMoveGPenteRestricted { point: p });
            }
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
    /// captures (and, where stones poof, what it poofs), then looks for a
    /// win. An illegal move changes nothing.
    pub fn play(&mut self, p: Point) -> Result<MoveOutcome, IllegalMove> {
        self.check(p)?;
        let color = self.to_move;
        if self.variant == Variant::Pente {
            return Ok(self.play_pente(p, color));
        }
        Ok(self.play_by_variant(p, color))
    }

    /// A checked move by the variant's rules, whatever the variant: plain
    /// Pente goes through [`Game::play_pente`] instead, and tests hold the
    /// two to the same results.
    pub(super) fn play_by_variant(&mut self, p: Point, color: Color) -> MoveOutcome {
        let v = self.variant;
        let (captured, poofed) = if v.captures() {
            self.board
                .place_with(p, color, v.captures_threes(), v.poofs())
        } else {
            self.board.set(p, Some(color));
            (Captured::NONE, Captured::NONE)
        };
        self.captures[color.index()] += captured.len();
        self.captures[color.opponent().index()] += poofed.len();
        self.moves.push(p);
        self.to_move = if v.two_stones_a_turn() {
            v.color_of_stone(self.ply())
        } else {
            color.opponent()
        };
        self.outcome = self.judge(p, color, !poofed.is_empty());
        if !self.outcome.is_over() {
            self.pending = self.decision_due();
        }
        MoveOutcome {
            point: p,
            color,
            captured,
            poofed,
            outcome: self.outcome,
        }
    }

    /// Plain Pente's move, the hot path of the engine's search.
    fn play_pente(&mut self, p: Point, color: Color) -> MoveOutcome {
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
        MoveOutcome {
            point: p,
            color,
            captured,
            poofed: Captured::NONE,
            outcome: self.outcome,
        }
    }

    /// Where the game stands after `color` played at `p` (`poofed` if that
    /// stone poofed itself), by the variant's rules.
    fn judge(&self, p: Point, color: Color, poofed: bool) -> Outcome {
        let v = self.variant;
        let won = |winner, reason| Outcome::Won { winner, reason };
        if v.capture_proof_lines() {
            // A line of the side now to move survived the mover's turn.
            let waiting = color.opponent();
            if !self.board.lines_of_five(waiting).is_empty() {
                return won(waiting, WinReason::Five);
            }
            let threes = v.captures_threes();
            let proof = self
                .board
                .lines_of_five(color)
                .iter()
                .any(|line| line.iter().all(|&q| !self.board.is_capturable(q, threes)));
            if proof {
                return won(color, WinReason::Five);
            }
        } else if !poofed {
            let line = match v.line_rule() {
                LineRule::FiveOrMore => self.board.makes_five(p, color).then_some(WinReason::Five),
                LineRule::ExactlyFive => self
                    .board
                    .has_line_of_exactly(p, color, 5)
                    .then_some(WinReason::Five),
                LineRule::SixOrMore => {
                    (self.board.longest_line(p, color) >= 6).then_some(WinReason::Six)
                }
            };
            if let Some(reason) = line {
                return won(color, reason);
            }
        }
        if let Some(target) = v.capture_target() {
            let [w, b] = self.captures;
            if v.capture_win_needs_more() {
                if w.max(b) >= target && w != b {
                    let winner = if w > b { Color::White } else { Color::Black };
                    return won(winner, WinReason::Captures);
                }
            } else if self.captures[color.index()] >= target {
                return won(color, WinReason::Captures);
            }
        }
        if self.board.total() == POINTS {
            Outcome::Draw
        } else {
            Outcome::Ongoing
        }
    }

    /// Plays one entry of a move list.
    pub fn act(&mut self, action: Action) -> Result<(), IllegalMove> {
        match action {
            Action::Stone(p) => self.play(p).map(drop),
            Action::Decision(c) => self.decide(c).map(drop),
        }
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
            "Game {{ {}, to_move: {}, captures: W{} B{}, outcome: {:?}, moves: {:?} }}",
            self.variant,
            self.to_move,
            self.captures[0],
            self.captures[1],
            self.outcome,
            self.moves
        )?;
        fmt::Display::fmt(&self.board, f)
    }
}
