//! Courtesies between the players: a draw offer or a takeback request, as
//! plain data on the [`Match`]. One offer is open at a time; it lapses when
//! the next move is played (it remembers the ply it was made at), and only
//! the other player can accept or decline it. A takeback replays the game
//! without the move: `Game` has no undo, and replaying through the rules
//! restores the position, the captures, the turn and the last capture alike.
//!
//! Against the computer a takeback needs no consent (it takes back the
//! player's move and the computer's answer), and draw offers are declined.

use super::{Match, TurnError, UserId};
use crate::game::{Action, Color, Ending, Point};
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
    /// Against the computer: the moves were taken back at once (the
    /// player's and the computer's answer, last first).
    TakenBack(Vec<Point>),
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
        if self.computer.is_some() {
            return match kind {
                OfferKind::Draw => Err(OfferError::ComputerPlaysOn),
                OfferKind::Takeback => {
                    if self.computer_to_move() {
                        return Err(OfferError::ComputerThinking);
                    }
                    // The player is to move: their last move is two plies back.
                    if self.game.ply() < 2 {
                        return Err(OfferError::NothingToTakeBack);
                    }
                    Ok(Proposal::TakenBack(self.rewind(2, now)?))
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
            self.game.variant(),
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
            Proposal::TakenBack(vec!["L10".parse().unwrap(), "N10".parse().unwrap()])
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
