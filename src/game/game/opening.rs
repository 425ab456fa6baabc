//! The openings where a player decides (D-Pente, DK-Pente, Swap2): who
//! places the next stone, when a decision falls due and what it does; and
//! what a picture of the game marks: the winning line, the last turn.

use super::{
    Choice, Color, Game, IllegalMove, LineRule, Opening, Outcome, Pending, Point, WinReason,
    SWAP_KEEP_OR_PASS, SWAP_OR_KEEP,
};

impl Game {
    /// The colour whose player places the next stone (or makes the pending
    /// decision), as colours are held now. It is the colour to move except
    /// in the D-Pente and Swap2 openings, where player 1 (White) places the
    /// first stones of both colours, and after a Swap2 pass player 2 (Black)
    /// places stones 4 and 5.
    pub fn placer(&self) -> Color {
        if let Some(p) = self.pending {
            return p.by;
        }
        let ply = self.ply();
        match self.variant.opening() {
            Opening::DPente if ply < 4 => Color::White,
            Opening::Swap2 if ply < 3 => Color::White,
            Opening::Swap2 if ply < 5 && self.passed() => Color::Black,
            _ => self.to_move,
        }
    }

    /// The line that won the game, if a line did: of the rule's length
    /// (exactly five in Gomoku, six or more in Connect6), through the last
    /// stone where it can be (in Boat-Pente and O-Pente the winning line
    /// may be one that waited a move).
    pub fn winning_line(&self) -> Option<Vec<Point>> {
        let Outcome::Won { winner, reason } = self.outcome else {
            return None;
        };
        if reason == WinReason::Captures {
            return None;
        }
        let fits = |line: &Vec<Point>| match self.variant.line_rule() {
            LineRule::FiveOrMore => line.len() >= 5,
            LineRule::ExactlyFive => line.len() == 5,
            LineRule::SixOrMore => line.len() >= 6,
        };
        let lines: Vec<Vec<Point>> = self
            .board
            .lines_of_five(winner)
            .into_iter()
            .filter(fits)
            .collect();
        let last = self.last_move();
        lines
            .iter()
            .find(|l| last.is_some_and(|p| l.contains(&p)))
            .or(lines.first())
            .cloned()
    }

    /// The stones of the last turn: the last stone, and in Connect6 the one
    /// before it too when the same colour placed both.
    pub fn last_turn(&self) -> Vec<Point> {
        let mut turn: Vec<Point> = self.last_move().into_iter().collect();
        let n = self.moves.len();
        if self.variant.two_stones_a_turn() && n >= 2 {
            let ply = self.ply();
            if self.variant.color_of_stone(ply - 1) == self.variant.color_of_stone(ply - 2) {
                turn.insert(0, self.moves[n - 2]);
            }
        }
        turn
    }

    /// The colour whose player placed stone number `stone` (0 for the
    /// first), as colours were held then: see [`Game::placer`].
    pub fn placer_of(&self, stone: usize) -> Color {
        let passed_before = self
            .decisions
            .iter()
            .any(|&(at, c)| c == Choice::Pass && at <= stone);
        match self.variant.opening() {
            Opening::DPente if stone < 4 => Color::White,
            Opening::Swap2 if stone < 3 => Color::White,
            Opening::Swap2 if stone < 5 && passed_before => Color::Black,
            _ => self.variant.color_of_stone(stone),
        }
    }

    pub(super) fn passed(&self) -> bool {
        self.decisions.iter().any(|&(_, c)| c == Choice::Pass)
    }

    /// The opening decision that falls due after the stone just placed.
    pub(super) fn decision_due(&self) -> Option<Pending> {
        let ply = self.ply();
        let made = self.decisions.len();
        match self.variant.opening() {
            Opening::DPente if ply == 4 && made == 0 => Some(Pending {
                by: Color::Black,
                options: SWAP_OR_KEEP,
            }),
            Opening::Swap2 if ply == 3 && made == 0 => Some(Pending {
                by: Color::Black,
                options: SWAP_KEEP_OR_PASS,
            }),
            Opening::Swap2 if ply == 5 && made == 1 && self.passed() => Some(Pending {
                by: Color::White,
                options: SWAP_OR_KEEP,
            }),
            _ => None,
        }
    }

    /// Makes the pending opening decision. A swap changes nothing on the
    /// board: it changes which player holds which colour, which is the
    /// session's to apply.
    pub fn decide(&mut self, choice: Choice) -> Result<Pending, IllegalMove> {
        if self.outcome.is_over() {
            return Err(IllegalMove::GameOver(self.outcome));
        }
        let Some(pending) = self.pending else {
            return Err(IllegalMove::NoDecisionPending);
        };
        if !pending.options.contains(&choice) {
            return Err(IllegalMove::BadDecision {
                choice,
                options: pending.options,
            });
        }
        self.decisions.push((self.moves.len(), choice));
        self.pending = None;
        Ok(pending)
    }
}
