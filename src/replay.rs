//! Replaying a record move by move, as `pente-bot replay` prints it.
//!
//! The JSON shape is relied on by scripts and tests: see `Report`.

use crate::game::{
    Action, Color, Game, IllegalMove, MoveOutcome, Outcome, Record, UnknownVariant, Variant,
};
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
    /// The mover's own stones the move removed (Poof-Pente, O-Pente).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub poofed: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The decision the game waits for: who makes it and what they may choose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PendingReport {
    pub by: &'static str,
    pub options: Vec<&'static str>,
}

/// Which game a record is replayed as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pub variant: Variant,
    /// Whether White's second stone is kept out of H8–M12 where the variant
    /// leaves that to the game (pente.org plays its rated games with it).
    pub tournament_rule: bool,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            variant: Variant::Pente,
            tournament_rule: true,
        }
    }
}

impl Rules {
    /// The rules of `record`: `variant` if given, else its `[Game]` header
    /// (Pente without one); the tournament rule unless `tournament_rule` is
    /// false or the record says its game was played without it.
    pub fn of_record(
        record: &Record,
        variant: Option<Variant>,
        tournament_rule: bool,
    ) -> Result<Rules, UnknownVariant> {
        let variant = match variant {
            Some(v) => v,
            None => record.variant()?,
        };
        Ok(Rules {
            variant,
            tournament_rule: tournament_rule && record.keeps_tournament_rule(),
        })
    }
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
    /// Only while an opening decision is open.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pending: Option<PendingReport>,
    pub variant: &'static str,
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
pub fn replay(record: &Record, rules: Rules, keep_going: bool, limit: Option<usize>) -> Replay {
    let mut game = Game::of(rules.variant, rules.tournament_rule);
    let mut last = None;
    let mut moves = Vec::with_capacity(record.moves.len());
    let mut first_refused = None;
    let tokens = record.moves.iter().take(limit.unwrap_or(usize::MAX));
    for (i, token) in tokens.enumerate() {
        let played = match token.parse::<Action>() {
            Err(e) => Err(IllegalMove::from(e)),
            Ok(Action::Decision(choice)) => game
                .decide(choice)
                .map(|pending| report_ok(token, pending.by, &[], &[])),
            Ok(Action::Stone(p)) => game.play(p).map(|m| {
                let report = report_ok(token, m.color, m.captured.as_slice(), m.poofed.as_slice());
                last = Some(m);
                report
            }),
        };
        match played {
            Ok(report) => moves.push(report),
            Err(error) => {
                moves.push(MoveReport {
                    token: token.clone(),
                    result: error.code(),
                    color: None,
                    captured: None,
                    poofed: None,
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

fn report_ok(
    token: &str,
    color: Color,
    captured: &[crate::game::Point],
    poofed: &[crate::game::Point],
) -> MoveReport {
    let names = |points: &[crate::game::Point]| points.iter().map(|p| p.to_string()).collect();
    MoveReport {
        token: token.to_string(),
        result: "ok",
        color: Some(color.as_str()),
        captured: Some(names(captured)),
        poofed: Some(names(poofed)),
        message: None,
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
            pending: g.pending().map(|p| PendingReport {
                by: p.by.as_str(),
                options: p.options.iter().map(|c| c.as_str()).collect(),
            }),
            variant: g.variant().key(),
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
                    if let Some(poofed) = m.poofed.as_ref().filter(|c| !c.is_empty()) {
                        let _ = write!(out, "  poofs {}", poofed.join(" "));
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
        let status = match (g.outcome(), g.pending()) {
            (Outcome::Ongoing, Some(p)) => format!(
                "Ongoing, {} to choose: {}",
                p.by,
                p.options
                    .iter()
                    .map(|c| c.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            (Outcome::Ongoing, None) => format!("Ongoing, {} to move", g.to_move()),
            (other, _) => capitalize(&other.to_string()),
        };
        let _ = writeln!(out, "{}", g.variant());
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
    use crate::game::Choice;

    fn run(text: &str, keep_going: bool) -> Replay {
        replay(
            &Record::parse(text).unwrap(),
            Rules::default(),
            keep_going,
            None,
        )
    }

    #[test]
    fn json_shape_is_exactly_the_documented_one() {
        let r = run("K10 I5", true);
        let json = serde_json::to_value(r.report()).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "moves": [
                    {"move": "K10", "result": "ok", "color": "white", "captured": [], "poofed": []},
                    {"move": "I5", "result": "bad_coordinate",
                     "message": "there is no column I — columns skip it; did you mean H5 or J5?"}
                ],
                "status": "ongoing",
                "win_reason": null,
                "captures": {"white": 0, "black": 0},
                "to_move": "black",
                "variant": "pente",
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

    fn run_as(text: &str, variant: Variant) -> Replay {
        let rules = Rules {
            variant,
            tournament_rule: true,
        };
        replay(&Record::parse(text).unwrap(), rules, true, None)
    }

    #[test]
    fn decisions_are_entries_of_the_move_list() {
        let r = run_as("A1 B2 C3 D4 E5 pass swap keep F6", Variant::DPente);
        let json = serde_json::to_value(r.report()).unwrap();
        let moves = json["moves"].as_array().unwrap();
        assert_eq!(moves[4]["result"], "decision_pending");
        assert_eq!(moves[5]["result"], "bad_decision");
        assert_eq!(
            moves[6],
            serde_json::json!({"move": "swap", "result": "ok", "color": "black", "captured": [], "poofed": []})
        );
        assert_eq!(moves[7]["result"], "no_decision_pending");
        assert_eq!(moves[8]["color"], "white");
        assert_eq!(json["variant"], "dpente");
        assert!(json.get("pending").is_none(), "{json}");

        let open = run_as("A1 B2 C3", Variant::Swap2Pente);
        let json = serde_json::to_value(open.report()).unwrap();
        assert_eq!(
            json["pending"],
            serde_json::json!({"by": "black", "options": ["swap", "keep", "pass"]})
        );
        assert!(open.to_text().contains("Black to choose: swap, keep, pass"));
        let noswap = run_as("A1 B2 C3 noswap B4", Variant::Swap2Keryo);
        assert_eq!(noswap.moves[3].result, "ok");
        assert_eq!(noswap.moves[4].color, Some("black"));
    }

    #[test]
    fn poofs_and_the_variant_s_win_reasons_are_reported() {
        let r = run_as("K10 L10 N10 M10", Variant::Poof);
        assert_eq!(
            r.moves[3].poofed,
            Some(vec!["M10".to_string(), "L10".to_string()])
        );
        assert_eq!(r.report().captures.white, 2);
        assert!(r.to_text().contains("poofs M10 L10"));
        let six = run_as(
            "K10 A1 A2 L10 M10 A4 A5 N10 O10 A7 A8 P10",
            Variant::Connect6,
        );
        let report = six.report();
        assert_eq!(
            (report.status, report.win_reason),
            ("white_wins", Some("six"))
        );
    }

    #[test]
    fn the_record_s_header_names_the_game_unless_told_otherwise() {
        let record = Record::parse("[Game \"Speed Keryo-Pente\"]\nK10").unwrap();
        assert_eq!(
            Rules::of_record(&record, None, true).unwrap().variant,
            Variant::Keryo
        );
        let chosen = Rules::of_record(&record, Some(Variant::Gomoku), true).unwrap();
        assert_eq!(chosen.variant, Variant::Gomoku);
        let unknown = Record::parse("[Game \"Go\"]\nK10").unwrap();
        assert!(Rules::of_record(&unknown, None, true).is_err());
        let written = Record::for_variant(
            Variant::DPente,
            &Game::from_actions(
                Variant::DPente,
                true,
                &[
                    crate::game::Action::Stone("A1".parse().unwrap()),
                    crate::game::Action::Stone("B2".parse().unwrap()),
                    crate::game::Action::Stone("C3".parse().unwrap()),
                    crate::game::Action::Stone("D4".parse().unwrap()),
                    crate::game::Action::Decision(Choice::Keep),
                ],
            )
            .unwrap()
            .actions(),
            "ann",
            "bob",
            "01/02/2026",
            None,
        );
        let text = written.to_pgn();
        assert!(text.contains("[Game \"D-Pente\"]"), "{text}");
        assert!(text.contains("D4 3. keep"), "{text}");
        let back = Record::parse(&text).unwrap();
        let again = replay(
            &back,
            Rules::of_record(&back, None, true).unwrap(),
            false,
            None,
        );
        assert!(again.first_refused.is_none());
        assert_eq!(again.game.decisions(), &[(4, Choice::Keep)]);
    }

    #[test]
    fn a_record_of_a_game_without_the_tournament_rule_replays_without_it() {
        let moves: Vec<crate::game::Point> = ["K10", "L9", "L10"]
            .iter()
            .map(|p| p.parse().unwrap())
            .collect();
        let mut written = Record::for_game(&moves, "ann", "bob", "01/02/2026", None);
        let with_rule = Record::parse(&written.to_pgn()).unwrap();
        let refused = replay(
            &with_rule,
            Rules::of_record(&with_rule, None, true).unwrap(),
            false,
            None,
        );
        assert_eq!(
            refused.first_refused.map(|r| r.token),
            Some("L10".to_string())
        );
        written.note_tournament_rule(true);
        let text = written.to_pgn();
        assert!(text.contains("[Tournament Rule \"No\"]"), "{text}");
        let back = Record::parse(&text).unwrap();
        let rules = Rules::of_record(&back, None, true).unwrap();
        assert!(!rules.tournament_rule);
        let played = replay(&back, rules, false, None);
        assert!(played.first_refused.is_none());
        assert_eq!(played.game.moves(), &moves[..]);
    }
}
