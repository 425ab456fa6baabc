//! The session's refusals and its words about a game, in a language the
//! caller names: the session never picks one (a private refusal goes out
//! in the asker's language, a public post in the server's). `Display` is
//! English, for logs and tests.

use super::offer::{OfferError, OfferKind, Refused};
use super::{AnswerError, ChallengeError, TurnError};
use crate::game::{Choice, Color, IllegalMove, Outcome, ParsePointError, WinReason};
use crate::locale::{self, Lang};
use crate::tr;
use std::fmt;

/// Any refusal of the session, for callers that pass them on as one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionError {
    Turn(TurnError),
    Challenge(ChallengeError),
    Answer(AnswerError),
    Offer(OfferError),
}

impl SessionError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            SessionError::Turn(e) => e.text(lang),
            SessionError::Challenge(e) => e.text(lang),
            SessionError::Answer(e) => e.text(lang),
            SessionError::Offer(e) => e.text(lang),
        }
    }
}

/// How a game ended, or that it goes on, with its players' mentions:
/// data until a language is named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    pub white: String,
    pub black: String,
    pub how: How,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    Resigned(Color),
    Time(Color),
    Agreement,
    Aborted,
    Ongoing,
    Draw,
    Won {
        winner: Color,
        reason: WinReason,
        captures: usize,
    },
}

impl Summary {
    /// "<@1> (White) resigned, <@2> (Black) wins", "a draw by agreement".
    pub fn text(&self, lang: Lang) -> String {
        let named = |c: Color| {
            let mention = match c {
                Color::White => &self.white,
                Color::Black => &self.black,
            };
            named(lang, mention, c)
        };
        match self.how {
            How::Resigned(loser) => tr!(
                lang,
                "session-ending-resigned",
                loser = named(loser),
                winner = named(loser.opponent())
            ),
            How::Time(loser) => tr!(
                lang,
                "session-ending-time",
                loser = named(loser),
                winner = named(loser.opponent())
            ),
            How::Agreement => tr!(lang, "session-ending-agreement"),
            How::Aborted => tr!(lang, "session-ending-aborted"),
            How::Ongoing => tr!(lang, "session-ending-ongoing"),
            How::Draw => tr!(lang, "session-ending-draw"),
            How::Won { winner, reason, .. } => won(lang, named(winner), reason, self.captures()),
        }
    }

    fn captures(&self) -> usize {
        match self.how {
            How::Won { captures, .. } => captures,
            _ => 0,
        }
    }
}

fn won(lang: Lang, winner: String, reason: WinReason, captures: usize) -> String {
    match reason {
        WinReason::Five => tr!(lang, "session-ending-five", winner = winner),
        WinReason::Six => tr!(lang, "session-ending-six", winner = winner),
        WinReason::Captures => tr!(
            lang,
            "session-ending-captures",
            winner = winner,
            stones = captures
        ),
    }
}

/// "<@1> (White)": a player and the colour they hold.
pub(super) fn named(lang: Lang, mention: &str, color: Color) -> String {
    tr!(
        lang,
        "session-named",
        player = mention,
        color = locale::color(lang, color)
    )
}

/// A colour as a selector for the Fluent files: a sentence that names a
/// colour inflects it in its own way (`{ $side -> [white] … }`).
pub(super) fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// "swap or keep": the words typed to choose (they stay as typed).
fn choice_words(lang: Lang, options: &[Choice]) -> String {
    let words: Vec<String> = options.iter().map(|c| c.as_str().to_string()).collect();
    locale::list_or(lang, &words)
}

impl ChallengeError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            ChallengeError::Yourself => tr!(lang, "session-challenge-yourself"),
            ChallengeError::Bot(bot) => tr!(lang, "session-challenge-bot", bot = bot.as_str()),
            ChallengeError::GameInProgress { white, black } => tr!(
                lang,
                "session-challenge-game-in-progress",
                white = white.as_str(),
                black = black.as_str()
            ),
            ChallengeError::ChallengePending {
                challenger,
                opponent,
            } => tr!(
                lang,
                "session-challenge-pending",
                challenger = challenger.as_str(),
                opponent = opponent.as_str()
            ),
            ChallengeError::RatedKeepsTheTournamentRule => {
                tr!(lang, "session-challenge-rated-keeps-rule")
            }
            ChallengeError::TournamentRuleAlways(variant) => tr!(
                lang,
                "session-challenge-rule-always",
                variant = variant.to_string()
            ),
        }
    }
}

impl AnswerError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            AnswerError::NotTheOpponent { opponent } => tr!(
                lang,
                "session-answer-not-opponent",
                opponent = opponent.as_str()
            ),
            AnswerError::NotTheChallenger { challenger } => tr!(
                lang,
                "session-answer-not-challenger",
                challenger = challenger.as_str()
            ),
            AnswerError::Expired => tr!(lang, "session-answer-expired"),
            AnswerError::Closed => tr!(lang, "session-answer-closed"),
        }
    }
}

impl TurnError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            TurnError::NoGame => tr!(lang, "session-turn-no-game"),
            TurnError::NotStarted {
                challenger,
                opponent,
            } => tr!(
                lang,
                "session-turn-not-started",
                challenger = challenger.as_str(),
                opponent = opponent.as_str()
            ),
            TurnError::NotAPlayer { white, black } => tr!(
                lang,
                "session-turn-not-a-player",
                white = white.as_str(),
                black = black.as_str()
            ),
            TurnError::NotYourTurn { player, color } => tr!(
                lang,
                "session-turn-not-your-turn",
                player = named(lang, player, *color)
            ),
            TurnError::Over(summary) => {
                tr!(lang, "session-turn-over", ending = summary.text(lang))
            }
            TurnError::OutOfTime => tr!(lang, "session-turn-out-of-time"),
            TurnError::TooLateToAbort => tr!(lang, "session-turn-too-late-to-abort"),
            TurnError::ChooseFirst {
                player,
                color,
                options,
            } => tr!(
                lang,
                "session-turn-choose-first",
                player = named(lang, player, *color),
                choices = choice_words(lang, options),
                first = options.first().map_or("", |c| c.as_str())
            ),
            TurnError::Illegal(illegal) => illegal_text(lang, illegal),
        }
    }
}

/// Why the rules refused a stone or a choice.
pub fn illegal_text(lang: Lang, illegal: &IllegalMove) -> String {
    let options = |options: &[Choice]| {
        options
            .iter()
            .map(|c| c.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match illegal {
        IllegalMove::BadCoordinate(e) => point_error_text(lang, e),
        IllegalMove::GameOver(outcome) => {
            let ending = match *outcome {
                Outcome::Ongoing => tr!(lang, "session-ending-ongoing"),
                Outcome::Draw => tr!(lang, "session-ending-draw"),
                // The outcome has no capture count: "wins by captures".
                Outcome::Won {
                    winner,
                    reason: WinReason::Captures,
                } => tr!(
                    lang,
                    "session-ending-by-captures",
                    winner = locale::color(lang, winner)
                ),
                Outcome::Won { winner, reason } => {
                    won(lang, locale::color(lang, winner), reason, 0)
                }
            };
            tr!(lang, "session-illegal-game-over", ending = ending)
        }
        IllegalMove::Occupied { point, by } => tr!(
            lang,
            "session-illegal-occupied",
            point = point.to_string(),
            side = side(*by)
        ),
        IllegalMove::FirstMoveNotCenter { point } => tr!(
            lang,
            "session-illegal-first-not-center",
            point = point.to_string()
        ),
        IllegalMove::SecondMoveTooClose { point } => tr!(
            lang,
            "session-illegal-second-too-close",
            point = point.to_string()
        ),
        IllegalMove::SecondMoveGPenteRestricted { point } => tr!(
            lang,
            "session-illegal-second-gpente",
            point = point.to_string()
        ),
        IllegalMove::DecisionPending { by, options: o } => tr!(
            lang,
            "session-illegal-decision-pending",
            color = locale::color(lang, *by),
            choices = options(o)
        ),
        IllegalMove::NoDecisionPending => tr!(lang, "session-illegal-no-decision"),
        IllegalMove::BadDecision { choice, options: o } => tr!(
            lang,
            "session-illegal-bad-decision",
            choice = choice.as_str(),
            choices = options(o)
        ),
    }
}

/// Why a typed point is not one.
pub fn point_error_text(lang: Lang, e: &ParsePointError) -> String {
    match e {
        ParsePointError::Empty => tr!(lang, "session-point-empty"),
        ParsePointError::Malformed { input } => {
            tr!(lang, "session-point-malformed", input = input.as_str())
        }
        ParsePointError::NoColumnI { row } => {
            tr!(lang, "session-point-no-column-i", row = row.as_str())
        }
        ParsePointError::OffBoard { input } => {
            tr!(lang, "session-point-off-board", input = input.as_str())
        }
        ParsePointError::LeadingZero { input, suggestion } => tr!(
            lang,
            "session-point-leading-zero",
            input = input.as_str(),
            suggestion = suggestion.to_string()
        ),
    }
}

impl OfferError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            OfferError::Turn(e) => e.text(lang),
            OfferError::AlreadyOpen { kind, answerer } => tr!(
                lang,
                "session-offer-already-open",
                kind = kind.as_str(),
                answerer = answerer.as_str()
            ),
            OfferError::NothingToTakeBack => tr!(lang, "session-offer-nothing-to-take-back"),
            OfferError::DecidedSince(choice) => tr!(
                lang,
                "session-offer-decided-since",
                choice = choice.as_str()
            ),
            OfferError::NotYourLastMove { opponent } => tr!(
                lang,
                "session-offer-not-your-last-move",
                opponent = opponent.as_str()
            ),
            OfferError::ComputerThinking => tr!(lang, "session-offer-computer-thinking"),
            OfferError::ComputerPlaysOn => tr!(lang, "session-offer-computer-plays-on"),
            OfferError::NotOpen(kind) => {
                tr!(lang, "session-offer-not-open", kind = kind.as_str())
            }
            OfferError::YourOwn(kind) => {
                tr!(lang, "session-offer-your-own", kind = kind.as_str())
            }
            OfferError::OutOfTime { under_way, refused } => {
                let ending = if *under_way {
                    tr!(lang, "session-offer-lost-on-time")
                } else {
                    tr!(lang, "session-offer-aborted")
                };
                let refused = match refused {
                    Refused::NewOffer => tr!(lang, "session-offer-none-can-be-made"),
                    Refused::Answer { kind, accept: true } => {
                        tr!(
                            lang,
                            "session-offer-no-longer-accepted",
                            kind = kind.as_str()
                        )
                    }
                    Refused::Answer {
                        kind,
                        accept: false,
                    } => tr!(
                        lang,
                        "session-offer-no-longer-declined",
                        kind = kind.as_str()
                    ),
                };
                tr!(
                    lang,
                    "session-offer-out-of-time",
                    ending = ending,
                    refused = refused
                )
            }
        }
    }
}

impl OfferKind {
    /// "draw offer", "takeback request": how the offer is called in messages.
    pub fn words(self, lang: Lang) -> String {
        match self {
            OfferKind::Draw => tr!(lang, "session-offer-words-draw"),
            OfferKind::Takeback => tr!(lang, "session-offer-words-takeback"),
        }
    }
}

macro_rules! english_display {
    ($($error:ty),*) => {$(
        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.text(Lang::ENGLISH))
            }
        }
        impl std::error::Error for $error {}
    )*};
}
english_display!(
    SessionError,
    ChallengeError,
    AnswerError,
    TurnError,
    OfferError
);

macro_rules! session_error_from {
    ($($variant:ident($error:ty)),*) => {$(
        impl From<$error> for SessionError {
            fn from(e: $error) -> SessionError {
                SessionError::$variant(e)
            }
        }
    )*};
}
session_error_from!(
    Turn(TurnError),
    Challenge(ChallengeError),
    Answer(AnswerError),
    Offer(OfferError)
);

impl From<TurnError> for OfferError {
    fn from(e: TurnError) -> OfferError {
        OfferError::Turn(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Point;

    #[test]
    fn refusals_are_in_the_language_asked_for() {
        let fi = Lang::from_code("fi").unwrap();
        let pl = Lang::from_code("pl").unwrap();
        let e = TurnError::NotYourTurn {
            player: "<@2>".into(),
            color: Color::Black,
        };
        assert_eq!(
            e.to_string(),
            "It's not your turn: <@2> (Black) is to move."
        );
        assert!(e.text(fi).contains("<@2> (Musta)"), "{}", e.text(fi));
        let occupied = TurnError::Illegal(IllegalMove::Occupied {
            point: "K10".parse::<Point>().unwrap(),
            by: Color::White,
        });
        assert!(occupied.text(pl).contains("K10"), "{}", occupied.text(pl));
        assert_ne!(occupied.text(pl), occupied.to_string());
        let open = OfferError::NotOpen(OfferKind::Draw);
        assert!(open
            .to_string()
            .starts_with("This draw offer is no longer open"));
        for lang in Lang::all() {
            assert!(!open.text(lang).contains("session-"), "{lang:?}");
        }
    }
}
