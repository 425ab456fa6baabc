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
use crate::locale::Lang;
use crate::tr;
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

/// Why a draw offer or takeback request was refused (the words are
/// `text(lang)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfferError {
    Turn(TurnError),
    AlreadyOpen {
        kind: OfferKind,
        answerer: String,
    },
    NothingToTakeBack,
    DecidedSince(Choice),
    NotYourLastMove {
        opponent: String,
    },
    ComputerThinking,
    ComputerPlaysOn,
    NotOpen(OfferKind),
    YourOwn(OfferKind),
    /// The player to move is out of time and the timer has yet to end the
    /// game (a moment normally, longer while its write is retried): the
    /// game is decided, and no courtesy may undo that.
    OutOfTime {
        /// Whether the game is lost on time (else it is aborted, not yet
        /// under way).
        under_way: bool,
        /// What can no longer be done.
        refused: Refused,
    },
}

/// What the clock's running out refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// A new offer.
    NewOffer,
    /// Accepting or declining an open one.
    Answer { kind: OfferKind, accept: bool },
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
            return Err(self.out_of_time(Refused::NewOffer));
        }
        if let Some(open) = self.open_offer() {
            return Err(OfferError::AlreadyOpen {
                kind: open.kind,
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
            .ok_or(OfferError::NotOpen(kind))?;
        if offer.by == color {
            return Err(OfferError::YourOwn(kind));
        }
        // Accepting would turn a loss on time into a draw or a fresh clock.
        if self.clock.is_up(now) {
            return Err(self.out_of_time(Refused::Answer { kind, accept }));
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
    fn out_of_time(&self, refused: Refused) -> OfferError {
        OfferError::OutOfTime {
            under_way: self.is_under_way(),
            refused,
        }
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
    pub fn describe_offer(&self, lang: Lang, offer: &Offer) -> String {
        let by = super::texts::named(lang, &self.player(offer.by).mention(), offer.by);
        let to = self.player(offer.by.opponent()).mention();
        match (offer.kind, self.game.last_move()) {
            (OfferKind::Draw, _) => tr!(lang, "session-offer-draw", by = by, to = to),
            (OfferKind::Takeback, Some(point)) => tr!(
                lang,
                "session-offer-takeback-move",
                by = by,
                to = to,
                point = point.to_string()
            ),
            (OfferKind::Takeback, None) => {
                tr!(lang, "session-offer-takeback", by = by, to = to)
            }
        }
    }
}

#[cfg(test)]
#[path = "offer_tests.rs"]
mod tests;
