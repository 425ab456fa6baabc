//! Courtesies between the players: a draw offer or a takeback request, as
//! plain data on the [`Match`]. One offer is open at a time; it lapses when
//! the next move is played (it remembers the ply it was made at), and only
//! the other player can accept or decline it. A takeback replays the game
//! without the move: `Game` has no undo, and replaying through the rules
//! restores the position, the captures, the turn and the last capture alike.
//!
//! Against the computer a takeback needs no consent (it takes back the
//! person's last turn and the computer's answer to it, never crossing an
//! opening decision), and draw offers are declined.

use super::{Computer, Match, TurnError, UserId};
use crate::game::{Action, Choice, Color, Ending, Game, Point};
use std::time::SystemTime;

/// What a player proposes to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferKind {
    Draw,
    Takeback,
}

impl OfferKind {
    /// `draw` or `takeback`, as stored and in button ids.
    pub const fn as_str(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Takeback => "takeback",
        }
    }

    pub fn parse(s: &str) -> Option<OfferKind> {
        match s {
            "draw" => Some(OfferKind::Draw),
            "takeback" => Some(OfferKind::Takeback),
            _ => None,
        }
    }

    /// "draw offer", "takeback request": how the offer is called in messages.
    pub const fn words(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw offer",
            OfferKind::Takeback => "takeback request",
        }
    }
}

/// An offer waiting for the other player's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    pub kind: OfferKind,
    /// Who made it.
    pub by: Color,
    /// The ply it was made at: once another move is played, it has lapsed.
    pub ply: usize,
    /// The game's takeback count when it was made, so that a takeback back
    /// to the same ply doesn't revive an older offer.
    pub takebacks: u32,
    /// The message with its Accept/Decline buttons, once posted.
    pub message_id: Option<u64>,
}

impl Offer {
    /// The stamp of the board it was made under (see [`Match::stamp`]).
    pub fn stamp(&self) -> String {
        stamp(self.ply, self.takebacks)
    }
}

fn stamp(ply: usize, takebacks: u32) -> String {
    format!("{ply}.{takebacks}")
}

/// What a proposal did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proposal {
    /// The offer is open, waiting for the opponent.
    Open(Offer),
    /// Against the computer: the stones were taken back at once.
    TakenBack {
        /// The person's last turn (one stone, or both of a Connect6 turn),
        /// in the order played.
        yours: Vec<Point>,
        /// The computer's answer to it, in the order played: none when the
        /// person was in the middle of their turn.
        answer: Vec<Point>,
    },
}

/// What an answer did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answered {
    /// The draw was agreed: the game is over.
    Drawn,
    /// These moves were taken back (last first).
    TakenBack(Vec<Point>),
    /// The offer was declined.
    Declined(Offer),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OfferError {
    #[error("{0}")]
    Turn(#[from] TurnError),
    #[error("There is already an open {what} in this game: wait for {answerer}'s answer (it lapses when the next move is played).")]
    AlreadyOpen {
        what: &'static str,
        answerer: String,
    },
    #[error("There is no move of yours to take back yet.")]
    NothingToTakeBack,
    #[error(
        "The opening choice ({0}) was made since your last move, and a choice is not taken back."
    )]
    DecidedSince(Choice),
    #[error("You can only take back your own last move, before {opponent} has answered it.")]
    NotYourLastMove { opponent: String },
    #[error("I'm still thinking about my move: ask again once I've answered.")]
    ComputerThinking,
    #[error("Thank you for the offer, but I'd like to play on! You can resign with `/pente resign` if you'd rather stop.")]
    ComputerPlaysOn,
    #[error(
        "This {0} is no longer open: it was answered, or it lapsed when the next move was played."
    )]
    NotOpen(&'static str),
    #[error("This is your own {0}: only your opponent can answer it.")]
    YourOwn(&'static str),
    /// The player to move is out of time and the timer has yet to end the
    /// game (a moment normally, longer while its write is retried): the
    /// game is decided, and no courtesy may undo that.
    #[error("The clock ran out: {ending}, so {refused}.")]
    OutOfTime {
        /// "the game is lost on time", or aborted before it was under way.
        ending: &'static str,
        /// What can no longer be done: "the draw offer can no longer be
        /// accepted", "no offer can be made".
        refused: String,
    },
}

impl Match {
    /// The offer still open: made at this very ply and takeback count, in a
    /// game still on.
    pub fn open_offer(&self) -> Option<Offer> {
        self.offer.filter(|o| {
            o.ply == self.game.ply() && o.takebacks == self.takebacks && !self.is_over()
        })
    }

    /// Tells this position's announcement from every earlier one (the ply
    /// alone repeats after a takeback), so that only the newest
    /// announcement's buttons act.
    pub fn stamp(&self) -> String {
        stamp(self.game.ply(), self.takebacks)
    }

    /// `user` offers a draw or asks to take back their last move.
    pub fn propose(
        &mut self,
        user: UserId,
        kind: OfferKind,
        now: SystemTime,
    ) -> Result<Proposal, OfferError> {
        let color = self.check_player(user)?;
        if self.clock.is_up(now) {
            return Err(self.out_of_time("no offer can be made".to_string()));
        }
        if let Some(open) = self.open_offer() {
            return Err(OfferError::AlreadyOpen {
                what: open.kind.words(),
                answerer: self.player(open.by.opponent()).mention(),
            });
        }
        if let Some(computer) = self.computer {
            return match kind {
                OfferKind::Draw => Err(OfferError::ComputerPlaysOn),
                OfferKind::Takeback => {
                    if self.computer_to_move() {
                        return Err(OfferError::ComputerThinking);
                    }
                    let (yours, answer) = self.computer_takeback(computer)?;
                    let mut removed = self.rewind(yours + answer, now)?;
                    removed.reverse();
                    let answer = removed.split_off(yours);
                    Ok(Proposal::TakenBack {
                        yours: removed,
                        answer,
                    })
                }
            };
        }
        if kind == OfferKind::Takeback {
            // The last stone is the player's who placed it (in the D-Pente and
            // Swap2 openings and in Connect6, not always the other colour
            // than the one to move); a decision made since is not taken back.
            let ply = self.game.ply();
            let stones = self.game.moves().len();
            let decided_since = self
                .game
                .decisions()
                .last()
                .is_some_and(|&(at, _)| at == stones);
            match ply.checked_sub(1).map(|i| self.game.placer_of(i)) {
                None => return Err(OfferError::NothingToTakeBack),
                Some(_) if decided_since => return Err(OfferError::NothingToTakeBack),
                Some(by) if by != color && ply == 1 => return Err(OfferError::NothingToTakeBack),
                Some(by) if by != color => {
                    return Err(OfferError::NotYourLastMove {
                        opponent: self.player(color.opponent()).mention(),
                    })
                }
                Some(_) => {}
            }
        }
        let offer = Offer {
            kind,
            by: color,
            ply: self.game.ply(),
            takebacks: self.takebacks,
            message_id: None,
        };
        self.offer = Some(offer);
        Ok(Proposal::Open(offer))
    }

    /// `user` accepts or declines the open offer of this kind.
    pub fn answer(
        &mut self,
        user: UserId,
        kind: OfferKind,
        accept: bool,
        now: SystemTime,
    ) -> Result<Answered, OfferError> {
        let color = self.check_player(user)?;
        let offer = self
            .open_offer()
            .filter(|o| o.kind == kind)
            .ok_or(OfferError::NotOpen(kind.words()))?;
        if offer.by == color {
            return Err(OfferError::YourOwn(kind.words()));
        }
        // Accepting would turn a loss on time into a draw or a fresh clock.
        if self.clock.is_up(now) {
            let answer = if accept { "accepted" } else { "declined" };
            return Err(self.out_of_time(format!("the {} can no longer be {answer}", kind.words())));
        }
        self.offer = None;
        if !accept {
            return Ok(Answered::Declined(offer));
        }
        Ok(match kind {
            OfferKind::Draw => {
                self.end(Ending::Agreement);
                Answered::Drawn
            }
            OfferKind::Takeback => Answered::TakenBack(self.rewind(1, now)?),
        })
    }

    /// What a takeback against the computer removes, counted from the end:
    /// the computer's answer (its stones since the person's last one), then
    /// the person's last turn (their last stone, and in Connect6 the one
    /// before it of the same turn). Refused when an opening decision lies in
    /// between (a choice is not taken back) or the person has placed no
    /// stone yet. Returns (the person's stones, the computer's).
    fn computer_takeback(&self, computer: Computer) -> Result<(usize, usize), OfferError> {
        let game = &self.game;
        let variant = game.variant();
        // Whether the computer placed stone `ply`: it placed it for the
        // colour it held then, the one it began with unless an odd number
        // of swaps came before.
        let by_computer = |ply: usize| {
            let swaps = game
                .decisions()
                .iter()
                .filter(|&&(at, c)| c == Choice::Swap && at <= ply)
                .count();
            let held = if swaps % 2 == 1 {
                computer.color.opponent()
            } else {
                computer.color
            };
            game.placer_of(ply) == held
        };
        let (mut yours, mut answer) = (0, 0);
        let mut turn_color = None;
        let mut ply = game.ply();
        for action in game.actions().iter().rev() {
            match *action {
                Action::Decision(choice) if yours == 0 => {
                    return Err(OfferError::DecidedSince(choice))
                }
                Action::Decision(_) => break,
                Action::Stone(_) => {
                    ply -= 1;
                    let color = variant.color_of_stone(ply);
                    if by_computer(ply) {
                        if yours > 0 {
                            break;
                        }
                        answer += 1;
                    } else if turn_color.is_none_or(|c| c == color) {
                        turn_color = Some(color);
                        yours += 1;
                    } else {
                        break;
                    }
                }
            }
        }
        if yours == 0 {
            return Err(OfferError::NothingToTakeBack);
        }
        Ok((yours, answer))
    }

    /// The refusal once the clock of the player to move is up, saying how
    /// the timer will end the game.
    fn out_of_time(&self, refused: String) -> OfferError {
        let ending = if self.is_under_way() {
            "the game is lost on time"
        } else {
            "the game is aborted"
        };
        OfferError::OutOfTime { ending, refused }
    }

    /// The game replayed without its last `plies` moves, and the clock
    /// restarted for the player now to move. Returns the moves taken back,
    /// last first.
    fn rewind(&mut self, plies: usize, now: SystemTime) -> Result<Vec<Point>, OfferError> {
        let moves = self.game.moves();
        let keep = moves.len().saturating_sub(plies);
        let removed: Vec<Point> = moves[keep..].iter().rev().copied().collect();
        // The kept stones, with the decisions made before the first stone
        // taken back (a decision after it goes back with it).
        let mut stones = 0;
        let kept: Vec<String> = self
            .game
            .actions()
            .into_iter()
            .take_while(|a| match a {
                Action::Stone(_) => {
                    stones += 1;
                    stones <= keep
                }
                Action::Decision(_) => true,
            })
            .map(|a| a.to_string())
            .collect();
        let (white, black) = self.starting_players();
        let replayed = Match::restore(
            self.id,
            Game::of(self.game.variant(), self.game.has_tournament_rule()),
            white.clone(),
            black.clone(),
            &kept,
            self.clock,
        )
        .map_err(|(_, e)| TurnError::Illegal(e))?;
        self.white = replayed.white;
        self.black = replayed.black;
        self.game = replayed.game;
        self.last_captured = replayed.last_captured;
        self.last_poofed = replayed.last_poofed;
        self.offer = None;
        self.takebacks += 1;
        self.start_clock(now);
        Ok(removed)
    }

    /// The public question to the opponent.
    pub fn describe_offer(&self, offer: &Offer) -> String {
        let by = self.named(offer.by);
        let to = self.player(offer.by.opponent()).mention();
        match offer.kind {
            OfferKind::Draw => format!("🤝 {by} offers a draw. {to}, do you accept?"),
            OfferKind::Takeback => {
                let last = self
                    .game
                    .last_move()
                    .map_or_else(String::new, |p| format!(", {p}"));
                format!("↩️ {by} asks to take back their last move{last}. {to}, do you accept?")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::session::{Computer, Player};
    use std::time::Duration;

    const NOW: SystemTime = SystemTime::UNIX_EPOCH;
    const MOVE_TIME: Duration = Duration::from_secs(3600);

    fn game(moves: &[&str]) -> Match {
        let mut m = Match::new(7, Player::new(1, "alice"), Player::new(2, "bob"), MOVE_TIME);
        for mv in moves {
            let user = if m.game.to_move() == Color::White {
                1
            } else {
                2
            };
            m.play(user, mv, NOW).unwrap();
        }
        m
    }

    #[test]
    fn an_accepted_draw_ends_the_game_drawn() {
        let mut m = game(&["K10", "L9"]);
        let Proposal::Open(offer) = m.propose(2, OfferKind::Draw, NOW).unwrap() else {
            panic!("a person is asked");
        };
        assert_eq!(offer.by, Color::Black);
        assert_eq!(offer.stamp(), m.stamp());
        assert_eq!(
            m.describe_offer(&offer),
            "🤝 <@2> (Black) offers a draw. <@1>, do you accept?"
        );
        assert_eq!(
            m.answer(2, OfferKind::Draw, true, NOW),
            Err(OfferError::YourOwn("draw offer"))
        );
        assert!(matches!(
            m.answer(3, OfferKind::Draw, true, NOW),
            Err(OfferError::Turn(TurnError::NotAPlayer { .. }))
        ));
        assert_eq!(
            m.answer(1, OfferKind::Takeback, true, NOW),
            Err(OfferError::NotOpen("takeback request"))
        );
        assert_eq!(m.answer(1, OfferKind::Draw, true, NOW), Ok(Answered::Drawn));
        assert!(m.is_over());
        assert_eq!(m.ending, Some(Ending::Agreement));
        assert_eq!(m.winner(), None);
        assert_eq!(m.status(), "A draw by agreement.");
        assert_eq!(m.clock.deadline, None);
        assert_eq!(m.open_offer(), None);
    }

    #[test]
    fn one_offer_at_a_time_and_the_next_move_lapses_it() {
        let mut m = game(&["K10"]);
        m.propose(1, OfferKind::Draw, NOW).unwrap();
        let err = m.propose(2, OfferKind::Draw, NOW).unwrap_err();
        assert_eq!(err.to_string(), "There is already an open draw offer in this game: wait for <@2>'s answer (it lapses when the next move is played).");
        assert!(m.propose(3, OfferKind::Draw, NOW).is_err(), "strangers");
        let declined = m.clone().answer(2, OfferKind::Draw, false, NOW).unwrap();
        assert!(matches!(declined, Answered::Declined(o) if o.by == Color::White));
        m.play(2, "L9", NOW).unwrap();
        assert_eq!(m.open_offer(), None, "lapsed");
        assert_eq!(
            m.answer(2, OfferKind::Draw, true, NOW),
            Err(OfferError::NotOpen("draw offer"))
        );
        assert!(!m.is_over());
        m.propose(2, OfferKind::Draw, NOW).unwrap();
        assert!(m.open_offer().is_some(), "a new offer may be made");
    }

    #[test]
    fn a_takeback_to_ply_three_leaves_the_game_under_way() {
        let mut m = game(&["K10", "L9", "N10", "L10"]);
        assert!(m.is_under_way());
        m.propose(2, OfferKind::Takeback, NOW).unwrap();
        m.answer(1, OfferKind::Takeback, true, NOW).unwrap();
        assert_eq!(m.game.ply(), 3);
        assert!(m.is_under_way(), "it counted once; it counts still");
        assert_eq!(m.clone().abort(1), Err(TurnError::TooLateToAbort));
        assert_eq!(m.clone().abort(2), Err(TurnError::TooLateToAbort));
        let late = m.clock.deadline.unwrap();
        assert_eq!(m.time_out(late), Some(Ending::Time(Color::Black)));
        assert_eq!(m.winner(), Some(Color::White));

        // Before the fourth ply, a takeback changes nothing of the kind.
        let mut early = game(&["K10", "L9", "N10"]);
        early.propose(1, OfferKind::Takeback, NOW).unwrap();
        early.answer(2, OfferKind::Takeback, true, NOW).unwrap();
        assert!(!early.is_under_way());
        assert_eq!(early.abort(2), Ok(()));
    }

    #[test]
    fn a_takeback_of_a_capture_puts_the_pair_back() {
        let mut m = game(&["K10", "L10", "O10", "M10", "N10"]);
        assert_eq!(m.game.captures(Color::White), 2);
        let before = game(&["K10", "L10", "O10", "M10"]);
        let err = m.propose(2, OfferKind::Takeback, NOW).unwrap_err();
        assert_eq!(
            err.to_string(),
            "You can only take back your own last move, before <@1> has answered it."
        );
        let Proposal::Open(offer) = m.propose(1, OfferKind::Takeback, NOW).unwrap() else {
            panic!("a person is asked");
        };
        assert_eq!(
            m.describe_offer(&offer),
            "↩️ <@1> (White) asks to take back their last move, N10. <@2>, do you accept?"
        );
        let stamp = m.stamp();
        let later = NOW + Duration::from_secs(60);
        let answered = m.answer(2, OfferKind::Takeback, true, later).unwrap();
        assert_eq!(answered, Answered::TakenBack(vec!["N10".parse().unwrap()]));
        assert_eq!(m.game, before.game, "position, captures and turn restored");
        assert_eq!(m.game.captures(Color::White), 0);
        assert_eq!(m.game.to_move(), Color::White);
        assert_eq!(m.last_captured, before.last_captured);
        assert_eq!(m.moves_text(), "K10 L10 O10 M10");
        assert_eq!(m.clock.deadline, Some(later + MOVE_TIME), "a fresh clock");
        assert_ne!(m.stamp(), stamp);
        assert_ne!(m.stamp(), before.stamp(), "the same ply, a new stamp");
        assert_eq!(m.open_offer(), None);
    }

    #[test]
    fn a_declined_takeback_changes_nothing_and_there_must_be_a_move() {
        let mut m = game(&[]);
        assert_eq!(
            m.propose(1, OfferKind::Takeback, NOW),
            Err(OfferError::NothingToTakeBack)
        );
        m.play(1, "K10", NOW).unwrap();
        assert_eq!(
            m.propose(2, OfferKind::Takeback, NOW),
            Err(OfferError::NothingToTakeBack)
        );
        m.propose(1, OfferKind::Takeback, NOW).unwrap();
        let before = m.game.clone();
        assert!(matches!(
            m.answer(2, OfferKind::Takeback, false, NOW),
            Ok(Answered::Declined(_))
        ));
        assert_eq!(m.game, before);
        assert_eq!(m.open_offer(), None);
    }

    #[test]
    fn the_computer_plays_on_but_gives_moves_back_at_once() {
        let mut m = game(&["K10", "L9", "N10"]);
        m.computer = Some(Computer {
            color: Color::Black,
            level: Level::Easy,
        });
        assert_eq!(
            m.propose(1, OfferKind::Takeback, NOW),
            Err(OfferError::ComputerThinking)
        );
        m.play_computer("L10".parse().unwrap(), NOW).unwrap();
        assert_eq!(
            m.propose(1, OfferKind::Draw, NOW),
            Err(OfferError::ComputerPlaysOn)
        );
        let done = m.propose(1, OfferKind::Takeback, NOW).unwrap();
        assert_eq!(
            done,
            Proposal::TakenBack {
                yours: points("N10"),
                answer: points("L10")
            }
        );
        assert_eq!(m.moves_text(), "K10 L9");
        assert_eq!(m.game.to_move(), Color::White);
        assert!(m.clock.deadline.is_some(), "the player's clock runs again");
        assert!(m.computer.is_some());

        let mut first = game(&["K10"]);
        first.computer = Some(Computer {
            color: Color::White,
            level: Level::Easy,
        });
        assert_eq!(
            first.propose(2, OfferKind::Takeback, NOW),
            Err(OfferError::NothingToTakeBack),
            "only the computer's opening move is on the board"
        );
    }

    fn points(text: &str) -> Vec<Point> {
        text.split_whitespace()
            .map(|p| p.parse().unwrap())
            .collect()
    }

    /// A game of `variant` between alice (1, White) and the computer
    /// (Black), or the other way round.
    fn against_computer(variant: crate::game::Variant, computer: Color) -> Match {
        let (white, black) = match computer {
            Color::Black => (Player::new(1, "alice"), Player::new(0, "bot")),
            Color::White => (Player::new(0, "bot"), Player::new(1, "alice")),
        };
        let mut m = Match::new(7, white, black, MOVE_TIME);
        m.game = crate::game::Game::of(variant, true);
        m.computer = Some(Computer {
            color: computer,
            level: Level::Easy,
        });
        m
    }

    /// Plays `stones` for whoever places them: alice (1) or the computer.
    fn place(m: &mut Match, stones: &str) {
        for p in points(stones) {
            if m.computer_to_move() {
                m.play_computer(p, NOW).unwrap();
            } else {
                m.play(1, &p.to_string(), NOW).unwrap();
            }
        }
    }

    fn take_back(m: &mut Match) -> Result<(String, String), OfferError> {
        let words = |v: Vec<Point>| {
            v.iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        match m.propose(1, OfferKind::Takeback, NOW)? {
            Proposal::TakenBack { yours, answer } => Ok((words(yours), words(answer))),
            Proposal::Open(_) => panic!("the computer is not asked"),
        }
    }

    #[test]
    fn against_the_computer_a_connect6_takeback_is_the_persons_whole_turn_and_the_answer() {
        use crate::game::Variant;
        let mut m = against_computer(Variant::Connect6, Color::Black);
        place(&mut m, "K10 L9 L11 M10 M11 N12 N13");
        assert!(!m.computer_to_move());
        assert_eq!(
            take_back(&mut m),
            Ok(("M10 M11".to_string(), "N12 N13".to_string())),
            "both stones of alice's turn and both of the answer"
        );
        assert_eq!(m.moves_text(), "K10 L9 L11");
        assert_eq!(m.game.to_move(), Color::White);
        assert!(!m.computer_to_move(), "alice places her turn again");

        // In the middle of her turn: only her first stone goes back.
        place(&mut m, "M10 M11 N12 N13 O14");
        assert_eq!(take_back(&mut m), Ok(("O14".to_string(), String::new())));
        assert_eq!(m.moves_text(), "K10 L9 L11 M10 M11 N12 N13");
        assert_eq!(m.game.to_move(), Color::White);

        // White's single first stone is a whole turn too.
        let mut first = against_computer(Variant::Connect6, Color::Black);
        place(&mut first, "K10 L9 L11");
        assert_eq!(
            take_back(&mut first),
            Ok(("K10".to_string(), "L9 L11".to_string()))
        );
        assert_eq!(first.game.ply(), 0);

        // Nothing of hers before her first stone.
        let mut black = against_computer(Variant::Connect6, Color::White);
        place(&mut black, "K10");
        assert_eq!(take_back(&mut black), Err(OfferError::NothingToTakeBack));
        assert_eq!(black.moves_text(), "K10");
    }

    #[test]
    fn against_the_computer_a_takeback_never_crosses_a_swap2_decision() {
        use crate::game::Variant;
        // alice is player 1: she places stones 1-3, one at a time.
        let mut m = against_computer(Variant::Swap2Pente, Color::Black);
        place(&mut m, "K10 L9");
        assert_eq!(take_back(&mut m), Ok(("L9".to_string(), String::new())));
        place(&mut m, "L9 N10");
        assert!(m.computer_to_move(), "the computer decides");
        m.decide_computer(Choice::Swap, NOW).unwrap();
        assert_eq!(m.computer_color(), Some(Color::White));
        assert!(!m.computer_to_move(), "alice, Black now, places stone 4");
        let before = m.clone();
        let refused = take_back(&mut m).unwrap_err();
        assert_eq!(refused, OfferError::DecidedSince(Choice::Swap));
        assert_eq!(
            refused.to_string(),
            "The opening choice (swap) was made since your last move, and a choice is not taken back."
        );
        assert_eq!(m, before);
        place(&mut m, "K12 M12");
        assert_eq!(
            take_back(&mut m),
            Ok(("K12".to_string(), "M12".to_string()))
        );
        assert_eq!(m.moves_text(), "K10 L9 N10 swap", "the swap stands");
        assert_eq!(m.computer_color(), Some(Color::White));
        assert_eq!(m.player(Color::Black).id, 1);

        // The computer is player 1 and passes the choice back after her pass.
        let mut m = against_computer(Variant::Swap2Pente, Color::White);
        place(&mut m, "K10 L9 N10");
        assert_eq!(take_back(&mut m), Err(OfferError::NothingToTakeBack));
        m.decide(1, Choice::Pass, NOW).unwrap();
        assert_eq!(
            take_back(&mut m),
            Err(OfferError::DecidedSince(Choice::Pass))
        );
        place(&mut m, "K12");
        assert_eq!(take_back(&mut m), Ok(("K12".to_string(), String::new())));
        assert_eq!(m.moves_text(), "K10 L9 N10 pass", "her pass stands");
        place(&mut m, "K12 M12");
        m.decide_computer(Choice::Keep, NOW).unwrap();
        assert_eq!(
            take_back(&mut m),
            Err(OfferError::DecidedSince(Choice::Keep))
        );
    }

    #[test]
    fn against_the_computer_a_d_pente_choice_is_not_taken_back() {
        use crate::game::Variant;
        let mut m = against_computer(Variant::DPente, Color::White);
        place(&mut m, "K10 L9 N10 K12");
        assert_eq!(take_back(&mut m), Err(OfferError::NothingToTakeBack));
        m.decide(1, Choice::Swap, NOW).unwrap();
        assert_eq!(
            take_back(&mut m),
            Err(OfferError::DecidedSince(Choice::Swap))
        );
        place(&mut m, "M12 H8");
        assert_eq!(take_back(&mut m), Ok(("M12".to_string(), "H8".to_string())));
        assert_eq!(m.moves_text(), "K10 L9 N10 K12 swap");
        assert_eq!(m.player(Color::White).id, 1, "alice still holds White");
    }

    /// Four moves: from here on, running out of time loses the game.
    const UNDER_WAY: [&str; 4] = ["K10", "L9", "N10", "L10"];

    #[test]
    fn an_offer_cannot_be_accepted_once_the_clock_of_the_player_to_move_is_up() {
        let mut m = game(&UNDER_WAY);
        let deadline = m.clock.deadline.unwrap();
        m.propose(1, OfferKind::Draw, NOW).unwrap();
        let just_before = deadline - Duration::from_millis(1);
        assert_eq!(
            m.clone().answer(2, OfferKind::Draw, true, just_before),
            Ok(Answered::Drawn),
            "in time, the draw is agreed"
        );
        for late in [deadline, deadline + Duration::from_secs(600)] {
            let err = m.answer(2, OfferKind::Draw, true, late).unwrap_err();
            assert_eq!(
                err.to_string(),
                "The clock ran out: the game is lost on time, so the draw offer can no longer be accepted."
            );
            let err = m.answer(2, OfferKind::Draw, false, late).unwrap_err();
            assert!(matches!(err, OfferError::OutOfTime { .. }), "{err}");
        }
        assert!(!m.is_over(), "nothing changed");
        assert!(m.open_offer().is_some());
        assert_eq!(m.time_out(deadline), Some(Ending::Time(Color::White)));
        assert_eq!(m.winner(), Some(Color::Black), "the loss on time stands");
    }

    #[test]
    fn a_takeback_cannot_buy_a_fresh_clock_once_the_time_is_up() {
        let mut m = game(&UNDER_WAY);
        m.play(1, "M10", NOW).unwrap();
        let deadline = m.clock.deadline.unwrap();
        m.propose(1, OfferKind::Takeback, NOW).unwrap();
        let before = m.clone();
        let err = m
            .answer(2, OfferKind::Takeback, true, deadline)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "The clock ran out: the game is lost on time, so the takeback request can no longer be accepted."
        );
        assert_eq!(m, before, "the move stays and so does the deadline");
        assert_eq!(m.time_out(deadline), Some(Ending::Time(Color::Black)));
    }

    #[test]
    fn no_offer_is_made_once_the_time_is_up() {
        let mut m = game(&["K10"]);
        let deadline = m.clock.deadline.unwrap();
        for (user, kind) in [
            (1, OfferKind::Draw),
            (2, OfferKind::Draw),
            (1, OfferKind::Takeback),
        ] {
            assert_eq!(
                m.propose(user, kind, deadline).unwrap_err().to_string(),
                "The clock ran out: the game is aborted, so no offer can be made.",
                "before the game is under way, the timer aborts it"
            );
        }
        assert_eq!(m.offer, None);
        assert!(m.propose(1, OfferKind::Takeback, NOW).is_ok(), "in time");

        let mut m = game(&["K10", "L9", "N10"]);
        m.computer = Some(Computer {
            color: Color::Black,
            level: Level::Easy,
        });
        m.play_computer("L10".parse().unwrap(), NOW).unwrap();
        let deadline = m.clock.deadline.unwrap();
        let before = m.clone();
        assert!(matches!(
            m.propose(1, OfferKind::Takeback, deadline),
            Err(OfferError::OutOfTime { .. })
        ));
        assert_eq!(
            m, before,
            "the computer gives nothing back after the deadline"
        );
    }
}
