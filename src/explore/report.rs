//! The explorer's answer in words: the move list read from what a user
//! typed, the table of candidate moves, the example games, and the JSON of
//! the command line. Shared by the bot and the command line so that both
//! say the same.

use super::index::{Answer, GameInfo, GameResult};
use crate::game::{Action, Choice, Game, Point, Variant};
use serde_json::{json, Value};
use std::time::{Duration, UNIX_EPOCH};

/// Candidates shown on the picture, in the table and in the menu.
pub const TOP: usize = 8;
/// Stones a typed position may hold.
pub const MAX_MOVES: usize = 120;

/// Where the games of an answer come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The shipped strong games of pente.org.
    Strong,
    /// The finished games of the server where it is asked.
    Server,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Strong => "strong",
            Source::Server => "server",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Source::Strong => "strong games of pente.org",
            Source::Server => "this server's games",
        }
    }
}

/// The position after `text` (`K10 L9 N10`; commas, and the decision words
/// `swap`, `keep`, `pass` of the openings that have them, allowed) in a new
/// game of `variant` under the tournament rule where it has one; a message
/// naming the first move that doesn't read or isn't legal.
pub fn parse_position(variant: Variant, text: &str) -> Result<Game, String> {
    let mut game = Game::of(variant, true);
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    if words.len() > MAX_MOVES {
        return Err(format!(
            "That is {} moves: the explorer takes at most {MAX_MOVES}.",
            words.len()
        ));
    }
    for (i, word) in words.iter().enumerate() {
        let action: Action = word
            .parse()
            .map_err(|_| format!("Move {} `{}` isn't a point like `K10`.", i + 1, clip(word)))?;
        if let Err(e) = game.act(action) {
            return Err(format!(
                "Move {} `{}` can't be played there: {e}.",
                i + 1,
                clip(word)
            ));
        }
    }
    Ok(game)
}

/// The position after `actions` in a new game of `variant` (under the
/// tournament rule where it has one), as far as they play.
pub fn position(variant: Variant, actions: &[Action]) -> Game {
    let mut game = Game::of(variant, true);
    for &a in actions {
        if game.act(a).is_err() {
            break;
        }
    }
    game
}

/// The moves one stone deeper than `actions`, at `point`; `None` if it
/// can't be played there. An opening decision due first (D-Pente, Swap2)
/// is taken as `keep`: the stones are the same whoever places them, and so
/// are the positions the games are keyed by.
pub fn deeper(variant: Variant, actions: &[Action], point: Point) -> Option<Vec<Action>> {
    let mut game = position(variant, actions);
    let mut actions = actions.to_vec();
    if let Some(pending) = game.pending() {
        let keep = Choice::Keep;
        if !pending.options.contains(&keep) || game.act(Action::Decision(keep)).is_err() {
            return None;
        }
        actions.push(Action::Decision(keep));
    }
    game.play(point).ok()?;
    actions.push(Action::Stone(point));
    Some(actions)
}

/// The moves one stone back from `actions` (the decisions made before that
/// stone go with it).
pub fn back(actions: &[Action]) -> Vec<Action> {
    let mut actions = actions.to_vec();
    while let Some(Action::Decision(_)) = actions.last() {
        actions.pop();
    }
    actions.pop();
    while let Some(Action::Decision(_)) = actions.last() {
        actions.pop();
    }
    actions
}

/// A user's word, short enough to quote back.
fn clip(word: &str) -> String {
    word.chars()
        .filter(|c| !c.is_control() && *c != '`')
        .take(12)
        .collect()
}

/// The game's moves as they are typed: `K10 L9 N10`.
pub fn moves_text(game: &Game) -> String {
    game.actions()
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `12,345`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// The candidates as a fixed-width table (for a code block): move, games,
/// share, White's wins / draws / Black's wins in per cent, the average
/// rating of those who chose it (strong games).
pub fn table(answer: &Answer, source: Source) -> String {
    let mut out = String::from("Move  Games  Share  White  Draw  Black");
    if source == Source::Strong {
        out.push_str("  Rating");
    }
    for c in answer.moves.iter().take(TOP) {
        let [w, d, b] = c.results.percentages();
        out.push_str(&format!(
            "\n{:<4} {:>6} {:>5}% {:>5}% {:>4}% {:>5}%",
            c.point.to_string(),
            thousands(c.games() as u64),
            answer.share(c),
            w,
            d,
            b
        ));
        if source == Source::Strong {
            let rating = c
                .average_rating
                .map_or("–".to_string(), |r| thousands(r as u64));
            out.push_str(&format!(" {rating:>7}"));
        }
    }
    if answer.moves.len() > TOP {
        out.push_str(&format!("\n… and {} more moves", answer.moves.len() - TOP));
    }
    out
}

/// One line per example game: pente.org's number, both ratings and the
/// result for the strong games; `#N`, the players, the date and the result
/// for the server's.
pub fn example_lines(answer: &Answer, source: Source) -> Vec<String> {
    answer
        .examples
        .iter()
        .map(|g| match source {
            Source::Strong => format!(
                "pente.org game {} · {} – {} · {}",
                g.number,
                rating(g, 0),
                rating(g, 1),
                g.result.as_score()
            ),
            Source::Server => format!(
                "#{} · {} – {} · {} · {}",
                g.number,
                name(g, 0),
                name(g, 1),
                date(g.ended_at),
                g.result.as_score()
            ),
        })
        .collect()
}

fn rating(g: &GameInfo, side: usize) -> String {
    g.ratings[side].map_or("?".to_string(), |r| thousands(r as u64))
}

fn name(g: &GameInfo, side: usize) -> String {
    match g.players[side].trim() {
        "" if side == 0 => "White".to_string(),
        "" => "Black".to_string(),
        n => n
            .chars()
            .filter(|c| !"*_`~|<>@#".contains(*c))
            .take(32)
            .collect(),
    }
}

/// `2026-12-04` of milliseconds since 1970.
pub fn date(ms: u64) -> String {
    let t = UNIX_EPOCH + Duration::from_millis(ms);
    let days = t
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Days to the civil date (proleptic Gregorian), after Howard Hinnant.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// `White 55% · draws 0% · Black 45%`.
pub fn results_line(answer: &Answer) -> String {
    let [w, d, b] = answer.reached.percentages();
    format!("White {w}% · draws {d}% · Black {b}%")
}

/// The answer as one JSON object: the position, then every move with its
/// games, results and average rating, and the example games.
pub fn json(game: &Game, answer: &Answer, source: Source) -> Value {
    let result = |r: GameResult| match r {
        GameResult::WhiteWins => "white_wins",
        GameResult::Draw => "draw",
        GameResult::BlackWins => "black_wins",
    };
    json!({
        "variant": game.variant().key(),
        "source": source.as_str(),
        "moves": moves_text(game),
        "to_move": game.to_move().as_str(),
        "games": answer.reached.games(),
        "white_wins": answer.reached.white,
        "draws": answer.reached.draws,
        "black_wins": answer.reached.black,
        "next": answer.moves.iter().map(|c| json!({
            "move": c.point.to_string(),
            "games": c.games(),
            "share": answer.share(c),
            "white_wins": c.results.white,
            "draws": c.results.draws,
            "black_wins": c.results.black,
            "white_score": c.results.white_score(),
            "average_rating": c.average_rating,
        })).collect::<Vec<_>>(),
        "examples": answer.examples.iter().map(|g| json!({
            "game": g.number,
            "result": result(g.result),
            "white_rating": g.ratings[0],
            "black_rating": g.ratings[1],
            "white": (!g.players[0].is_empty()).then(|| g.players[0].to_string()),
            "black": (!g.players[1].is_empty()).then(|| g.players[1].to_string()),
            "ended_at_ms": (g.ended_at > 0).then_some(g.ended_at),
        })).collect::<Vec<_>>(),
    })
}
