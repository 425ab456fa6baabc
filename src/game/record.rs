//! Game records: pente.org's PGN-like export, and plain move lists.
//!
//! Moves are kept as the tokens written in the record, not as points, so that a
//! record with a bad coordinate can still be read and replayed up to it, and
//! the replay can say exactly which token was wrong.

use super::board::Color;
use super::game::Outcome;
use super::point::Point;
use std::fmt::{self, Write as _};

/// The result a record states: `1-0` (Player 1, White, won), `0-1` or `1/2-1/2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl RecordResult {
    pub const fn as_str(self) -> &'static str {
        match self {
            RecordResult::WhiteWins => "1-0",
            RecordResult::BlackWins => "0-1",
            RecordResult::Draw => "1/2-1/2",
        }
    }

    pub fn parse(token: &str) -> Option<RecordResult> {
        match token {
            "1-0" => Some(RecordResult::WhiteWins),
            "0-1" => Some(RecordResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(RecordResult::Draw),
            _ => None,
        }
    }

    /// The winner, `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            RecordResult::WhiteWins => Some(Color::White),
            RecordResult::BlackWins => Some(Color::Black),
            RecordResult::Draw => None,
        }
    }

    /// The record's result for a game that ended on the board.
    pub fn from_outcome(outcome: Outcome) -> Option<RecordResult> {
        match outcome {
            Outcome::Ongoing => None,
            Outcome::Draw => Some(RecordResult::Draw),
            Outcome::Won {
                winner: Color::White,
                ..
            } => Some(RecordResult::WhiteWins),
            Outcome::Won {
                winner: Color::Black,
                ..
            } => Some(RecordResult::BlackWins),
        }
    }
}

impl fmt::Display for RecordResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a text is not a game record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("line {line}: a header must look like [Name \"value\"], found `{text}`")]
    BadHeader { line: usize, text: String },
    #[error(
        "line {line}: `{token}` comes after the result {result}; a record ends with its result"
    )]
    AfterResult {
        line: usize,
        token: String,
        result: RecordResult,
    },
}

/// A game record: headers in the order they were written, the move tokens, and
/// the stated result if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    pub headers: Vec<(String, String)>,
    pub moves: Vec<String>,
    pub result: Option<RecordResult>,
}

/// pente.org names the players "Player 1" (White) and "Player 2" (Black).
pub const WHITE_NAME: &str = "Player 1 Name";
pub const BLACK_NAME: &str = "Player 2 Name";

/// The header of a record whose game was played without the tournament
/// rule its variant has (an unrated game that dropped it):
/// `[Tournament Rule "No"]`. Without it, the rule is as the variant has it.
pub const TOURNAMENT_RULE: &str = "Tournament Rule";

/// pente.org's header for whether a game was rated: `[Rated "Y"]` or `"N"`.
pub const RATED: &str = "Rated";

impl Record {
    /// Reads pente.org's format (`[Name "value"]` headers, then `1. K10 L9 2. …`
    /// and a result token) or a plain whitespace-separated list of moves.
    /// Without a result token, the `Result` header is used.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut record = Record::default();
        let mut token_result = None;
        for (i, line) in text.lines().enumerate() {
            let line_no = i + 1;
            let trimmed = line.trim();
            if trimmed.starts_with('[') {
                let (name, value) =
                    parse_header(trimmed).ok_or_else(|| RecordError::BadHeader {
                        line: line_no,
                        text: trimmed.chars().take(80).collect(),
                    })?;
                record.headers.push((name, value));
                continue;
            }
            for token in trimmed.split_whitespace() {
                if let Some(result) = token_result {
                    return Err(RecordError::AfterResult {
                        line: line_no,
                        token: token.chars().take(40).collect(),
                        result,
                    });
                }
                if token == "*" {
                    continue;
                }
                if let Some(result) = RecordResult::parse(token) {
                    token_result = Some(result);
                    continue;
                }
                let mv = strip_move_number(token);
                if !mv.is_empty() {
                    record.moves.push(mv.to_string());
                }
            }
        }
        record.result =
            token_result.or_else(|| record.header("Result").and_then(RecordResult::parse));
        Ok(record)
    }

    /// The game this record is of, by its `[Game]` header; Pente without
    /// one.
    pub fn variant(&self) -> Result<super::Variant, super::UnknownVariant> {
        self.header("Game")
            .map_or(Ok(super::Variant::Pente), str::parse)
    }

    /// A record of a game of `variant` between the named players, in
    /// pente.org's headers: its move list holds the stones and the opening
    /// decisions (as the words `swap`, `keep`, `pass`).
    pub fn for_variant(
        variant: super::Variant,
        actions: &[super::Action],
        white: &str,
        black: &str,
        date: &str,
        result: Option<RecordResult>,
    ) -> Record {
        let mut record = Record::for_game(&[], white, black, date, result);
        record.headers[0].1 = variant.name().to_string();
        record.moves = actions.iter().map(|a| a.to_string()).collect();
        record
    }

    /// Notes in the headers a game played without the tournament rule
    /// (`drops_it`; see [`super::Game::drops_tournament_rule`]), so that the
    /// record replays as it was played.
    pub fn note_tournament_rule(&mut self, drops_it: bool) {
        self.headers.retain(|(name, _)| name != TOURNAMENT_RULE);
        if drops_it {
            self.headers
                .push((TOURNAMENT_RULE.to_string(), "No".to_string()));
        }
    }

    /// Whether the record's game was played with the tournament rule where
    /// its variant has one: yes unless a header says otherwise (ours, or
    /// pente.org's `[Rated "N"]`: the rule is a rated game's, and an
    /// unrated one may have been played without it).
    pub fn keeps_tournament_rule(&self) -> bool {
        let says_no = |name: &str, no: &[&str]| {
            self.header(name)
                .is_some_and(|v| no.iter().any(|n| v.trim().eq_ignore_ascii_case(n)))
        };
        // Our own header, where there is one, says it outright.
        if self.header(TOURNAMENT_RULE).is_some() {
            return !says_no(TOURNAMENT_RULE, &["no"]);
        }
        !says_no(RATED, &["n", "no"])
    }

    /// A record of `moves` between the named players, in pente.org's headers.
    pub fn for_game(
        moves: &[Point],
        white: &str,
        black: &str,
        date: &str,
        result: Option<RecordResult>,
    ) -> Record {
        let mut headers = vec![
            ("Game".to_string(), "Pente".to_string()),
            ("Site".to_string(), "pente-bot".to_string()),
            ("Date".to_string(), date.to_string()),
            (WHITE_NAME.to_string(), white.to_string()),
            (BLACK_NAME.to_string(), black.to_string()),
        ];
        if let Some(result) = result {
            headers.push(("Result".to_string(), result.as_str().to_string()));
        }
        Record {
            headers,
            moves: moves.iter().map(|p| p.to_string()).collect(),
            result,
        }
    }

    /// The first header called `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Writes the record in pente.org's format: headers, a blank line, then the
    /// numbered moves wrapped at 80 columns and the result.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for (name, value) in &self.headers {
            let clean: String = clean_header_part(name)
                .chars()
                .filter(|&c| c != '"')
                .collect();
            let value = clean_header_part(value)
                .replace('\\', "\\\\")
                .replace('"', "\\\"");
            let _ = writeln!(out, "[{clean} \"{value}\"]");
        }
        if !self.headers.is_empty() {
            out.push('\n');
        }
        let mut words: Vec<String> = Vec::with_capacity(self.moves.len() * 3 / 2 + 1);
        for (i, mv) in self.moves.iter().enumerate() {
            if i % 2 == 0 {
                words.push(format!("{}.", i / 2 + 1));
            }
            words.push(mv.clone());
        }
        if let Some(result) = self.result {
            words.push(result.as_str().to_string());
        }
        let mut line_len = 0;
        for word in words {
            if line_len > 0 && line_len + 1 + word.len() > 80 {
                out.push('\n');
                line_len = 0;
            } else if line_len > 0 {
                out.push(' ');
                line_len += 1;
            }
            line_len += word.len();
            out.push_str(&word);
        }
        if line_len > 0 {
            out.push('\n');
        }
        out
    }
}

/// Header names and values are written on one line: control characters become
/// spaces, and surrounding spaces (which the reader trims) go.
fn clean_header_part(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// `[Player 1 Name "alice"]` → ("Player 1 Name", "alice"). Backslash escapes
/// `\"` and `\\` in the value, as PGN does.
fn parse_header(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let open = inner.find('"')?;
    let name = inner[..open].trim();
    if name.is_empty() {
        return None;
    }
    let mut value = String::new();
    let mut chars = inner[open + 1..].chars();
    loop {
        match chars.next()? {
            '\\' => value.push(chars.next()?),
            '"' => break,
            c => value.push(c),
        }
    }
    if !chars.as_str().trim().is_empty() {
        return None;
    }
    Some((name.to_string(), value.trim().to_string()))
}

/// `12.` → ``, `12.K10` → `K10`, `K10` → `K10`.
fn strip_move_number(token: &str) -> &str {
    let digits = token.bytes().take_while(|b| b.is_ascii_digit()).count();
    if digits > 0 && token[digits..].starts_with('.') {
        token[digits..].trim_start_matches('.')
    } else {
        token
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PENTE_ORG: &str = r#"[Game "Pente"]
[Site "Pente.org"]
[Player 1 Name "valvebabe"]
[Player 2 Name "aaru"]
[Result "0-1"]

1. K10 K9 2. N10 M9 3. H8 L9 4. J9 L11 5. L8 N9 6. O9 M11 7. G7 F6 8. M8 P8 9.
O9 N11 10. O11 J11 11. K11 K12 12. K11 M10 13. K8 O8 0-1
"#;

    #[test]
    fn an_unrated_pente_org_record_may_have_dropped_the_tournament_rule() {
        let with = |header: &str| Record::parse(&format!("{header}\n{PENTE_ORG}")).unwrap();
        assert!(Record::parse(PENTE_ORG).unwrap().keeps_tournament_rule());
        assert!(with(r#"[Rated "Y"]"#).keeps_tournament_rule());
        assert!(!with(r#"[Rated "N"]"#).keeps_tournament_rule());
        assert!(!with(r#"[Tournament Rule "No"]"#).keeps_tournament_rule());
        assert!(
            with("[Rated \"N\"]\n[Tournament Rule \"Yes\"]").keeps_tournament_rule(),
            "our header says it outright"
        );
    }

    #[test]
    fn reads_pente_org_records() {
        let r = Record::parse(PENTE_ORG).unwrap();
        assert_eq!(r.header("Player 1 Name"), Some("valvebabe"));
        assert_eq!(r.header("Player 2 Name"), Some("aaru"));
        assert_eq!(r.moves.len(), 26);
        assert_eq!(r.moves[..4], ["K10", "K9", "N10", "M9"]);
        assert_eq!(r.moves[16], "O9", "a move number at the end of a line");
        assert_eq!(r.moves.last().unwrap(), "O8");
        assert_eq!(r.result, Some(RecordResult::BlackWins));
    }

    #[test]
    fn reads_plain_move_lists() {
        let r = Record::parse("k10 l9\nN10  M9\t1. x").unwrap();
        assert!(r.headers.is_empty());
        assert_eq!(r.moves, ["k10", "l9", "N10", "M9", "x"]);
        assert_eq!(r.result, None);
        assert_eq!(Record::parse("").unwrap(), Record::default());
    }

    #[test]
    fn result_from_header_when_no_token() {
        let r = Record::parse("[Result \"1/2-1/2\"]\nK10").unwrap();
        assert_eq!(r.result, Some(RecordResult::Draw));
        assert_eq!(Record::parse("1.K10 2.L9 *").unwrap().moves, ["K10", "L9"]);
    }

    #[test]
    fn bad_headers_and_trailing_moves_are_errors() {
        for text in ["[Game Pente]", "[Game \"Pente\"", "[\"x\"]", "[A \"b\" c]"] {
            assert!(
                matches!(
                    Record::parse(text),
                    Err(RecordError::BadHeader { line: 1, .. })
                ),
                "{text}"
            );
        }
        assert_eq!(
            Record::parse("K10 L9 1-0 M9"),
            Err(RecordError::AfterResult {
                line: 1,
                token: "M9".into(),
                result: RecordResult::WhiteWins
            })
        );
    }

    #[test]
    fn writes_and_reads_back() {
        let moves: Vec<Point> = ["K10", "L9", "N10", "M9"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        let r = Record::for_game(
            &moves,
            "al \"the\" ice\\",
            "bob",
            "11/30/2026",
            Some(RecordResult::WhiteWins),
        );
        let text = r.to_pgn();
        assert!(
            text.contains("[Player 1 Name \"al \\\"the\\\" ice\\\\\"]"),
            "{text}"
        );
        assert!(text.ends_with("\n1. K10 L9 2. N10 M9 1-0\n"), "{text}");
        assert_eq!(Record::parse(&text).unwrap(), r);
    }

    #[test]
    fn long_records_wrap_at_80_columns() {
        let r = Record::parse(PENTE_ORG).unwrap();
        let text = r.to_pgn();
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert_eq!(Record::parse(&text).unwrap(), r);
    }
}
