//! Replaying a record move by move, as `pente-bot replay` prints it.
//!
//! The JSON shape is relied on by scripts and tests: see `Report`.

use crate::game::{Color, Game, IllegalMove, MoveOutcome, Outcome, Record};
use serde::Serialize;
use std::fmt::Write as _;

/// One token of the record and what became of it. An accepted move carries
/// `color` and `captured`; a refused one carries `message`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveReport {
    #[serde(rename = "move")]
    pub token: String,
    pub result: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub color: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captured: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PerColor<T> {
    pub white: T,
    pub black: T,
}

/// The whole replay, in the shape `replay --json` prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    pub moves: Vec<MoveReport>,
    pub status: &'static str,
    pub win_reason: Option<&'static str>,
    pub captures: PerColor<usize>,
    pub to_move: Option<&'static str>,
    pub board: PerColor<Vec<String>>,
}

/// The first move that was refused: its 1-based number in the record, the
/// token and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub number: usize,
    pub token: String,
    pub error: IllegalMove,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "move {} ({}) is illegal: {}",
            self.number, self.token, self.error
        )
    }
}

/// What replaying a record gives: the game as it ends, the last accepted move
/// (for drawing what it captured), and the per-move report.
#[derive(Debug, Clone)]
pub struct Replay {
    pub game: Game,
    pub last: Option<MoveOutcome>,
    pub moves: Vec<MoveReport>,
    pub first_refused: Option<Refused>,
}

/// Plays the record's moves (at most `limit` of them). Without `keep_going`
/// it stops at the first illegal move; with it, an illegal move is reported
/// and skipped, and the same side is still to move, as in Discord.
pub fn replay(record: &Record, keep_going: bool, limit: Option<usize>) -> Replay {
    let mut game = Game::new();
    let mut last = None;
    let mut moves = Vec::with_capacity(record.moves.len());
    let mut first_refused = None;
    let tokens = record.moves.iter().take(limit.unwrap_or(usize::MAX));
    for (i, token) in tokens.enumerate() {
        match game.play_str(token) {
            Ok(m) => {
                moves.push(MoveReport {
                    token: token.clone(),
                    result: "ok",
                    color: Some(m.color.as_str()),
                    captured: Some(
                        m.captured
                            .as_slice()
                            .iter()
                            .map(|p| p.to_string())
                            .collect(),
                    ),
                    message: None,
                });
                last = Some(m);
            }
            Err(error) => {
                moves.push(MoveReport {
                    token: token.clone(),
                    result: error.code(),
                    color: None,
                    captured: None,
                    message: Some(error.to_string()),
                });
                if first_refused.is_none() {
                    first_refused = Some(Refused {
                        number: i + 1,
                        token: token.clone(),
                        error,
                    });
                }
                if !keep_going {
                    break;
                }
            }
        }
    }
    Replay {
        game,
        last,
        moves,
        first_refused,
    }
}

impl Replay {
    pub fn report(&self) -> Report {
        let g = &self.game;
        let outcome = g.outcome();
        let stones = |c: Color| g.board().stones(c).map(|p| p.to_string()).collect();
        Report {
            moves: self.moves.clone(),
            status: outcome.status_str(),
            win_reason: match outcome {
                Outcome::Won { reason, .. } => Some(reason.as_str()),
                _ => None,
            },
            captures: PerColor {
                white: g.captures(Color::White),
                black: g.captures(Color::Black),
            },
            to_move: (!outcome.is_over()).then(|| g.to_move().as_str()),
            board: PerColor {
                white: stones(Color::White),
                black: stones(Color::Black),
            },
        }
    }

    /// The human-readable replay: each move with its captures, the final
    /// status and the board as text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (i, m) in self.moves.iter().enumerate() {
            let _ = write!(out, "{:>3}. ", i + 1);
            match (&m.color, &m.message) {
                (Some(color), _) => {
                    let _ = write!(out, "{:<5} {}", color, m.token);
                    if let Some(captured) = m.captured.as_ref().filter(|c| !c.is_empty()) {
                        let _ = write!(out, "  captures {}", captured.join(" "));
                    }
                }
                (None, Some(message)) => {
                    let _ = write!(out, "{}  refused: {}", m.token, message);
                }
                (None, None) => {}
            }
            out.push('\n');
        }
        let g = &self.game;
        let status = match g.outcome() {
            Outcome::Ongoing => format!("Ongoing, {} to move", g.to_move()),
            other => capitalize(&other.to_string()),
        };
        let _ = writeln!(out, "\n{status}.");
        let _ = writeln!(
            out,
            "Captured stones: White {}, Black {}.\n",
            g.captures(Color::White),
            g.captures(Color::Black)
        );
        let _ = writeln!(out, "{}", g.board());
        let _ = writeln!(out, "O White  X Black  + board markers");
        out
    }
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, keep_going: bool) -> Replay {
        replay(&Record::parse(text).unwrap(), keep_going, None)
    }

    #[test]
    fn json_shape_is_exactly_the_documented_one() {
        let r = run("K10 I5", true);
        let json = serde_json::to_value(r.report()).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "moves": [
                    {"move": "K10", "result": "ok", "color": "white", "captured": []},
                    {"move": "I5", "result": "bad_coordinate",
                     "message": "there is no column I — columns skip it; did you mean H5 or J5?"}
                ],
                "status": "ongoing",
                "win_reason": null,
                "captures": {"white": 0, "black": 0},
                "to_move": "black",
                "board": {"white": ["K10"], "black": []}
            })
        );
    }

    #[test]
    fn stops_at_the_first_illegal_move_unless_told_to_keep_going() {
        let r = run("K10 K10 L9", false);
        assert_eq!(r.moves.len(), 2);
        let refused = r.first_refused.unwrap();
        assert_eq!(refused.number, 2);
        assert_eq!(
            refused.to_string(),
            "move 2 (K10) is illegal: K10 is already taken by a White stone: choose an empty point"
        );
        let r = run("K10 K10 L9", true);
        assert_eq!(r.moves.len(), 3);
        assert_eq!(
            r.moves[2].color,
            Some("black"),
            "the same side is still to move"
        );
        assert_eq!(r.game.moves().len(), 2);
    }

    #[test]
    fn captures_and_the_end_are_reported() {
        let r = run("K10 L10 N10 M10", true);
        assert_eq!(
            r.moves[3].captured,
            Some(vec![]),
            "playing into a bracket is safe"
        );
        let r = run("K10 L10 O10 M10 N10", true);
        assert_eq!(
            r.moves[4].captured.as_ref().unwrap(),
            &vec!["M10".to_string(), "L10".to_string()]
        );
        assert_eq!(r.report().captures.white, 2);
        assert!(r.to_text().contains("  5. white N10  captures M10 L10"));
    }

    #[test]
    fn finished_games_have_no_side_to_move() {
        let r = run("K10 A1 K13 A2 K14 A3 K15 A4 K16 A5 K12", true);
        let report = r.report();
        assert_eq!(report.status, "black_wins");
        assert_eq!(report.win_reason, Some("five"));
        assert_eq!(report.to_move, None);
        assert_eq!(report.moves.last().unwrap().result, "game_over");
        assert!(r.to_text().contains("Black won with five in a row."));
    }
}
