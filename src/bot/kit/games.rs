//! Games looked up by number (`#42`, as `/pente history` shows them) for
//! `/pente replay` and `/pente analyze`, and how a finished game is told in
//! one line.

use super::{read_failed, Data};
use crate::game::{Action, Choice, Ending, Game, Point, Variant};
use crate::locale::Lang;
use crate::rating::signed;
use crate::render::{GifOptions, Renderer, Scene};
use crate::session::{Match, Table};
use crate::store::{Finished, GameInGuild};
use crate::tr;
use std::time::{SystemTime, UNIX_EPOCH};

/// A game to show again.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub id: u64,
    pub white: String,
    pub black: String,
    /// The players' user ids, as the game ended.
    pub white_id: u64,
    pub black_id: u64,
    /// The stones, one step each.
    pub moves: Vec<Point>,
    pub variant: Variant,
    /// The opening decisions, each with the number of stones before it.
    pub decisions: Vec<(usize, Choice)>,
    /// Whether the game kept the tournament rule (an unrated game may drop
    /// it).
    pub tournament_rule: bool,
    pub ending: Option<Ending>,
    /// The first line of the message: who played, how it ended.
    pub title: String,
}

impl Replayed {
    /// A finished game, its title in `lang` (or what went wrong, in
    /// `private`, the asker's).
    pub fn from_finished(f: &Finished, lang: Lang, private: Lang) -> Result<Replayed, String> {
        let actions: Option<Vec<Action>> = f.moves.iter().map(|m| m.parse().ok()).collect();
        let game = actions
            .and_then(|actions| Game::from_actions(f.variant, f.tournament_rule, &actions).ok())
            .ok_or_else(|| tr!(private, "games-no-longer-replays", id = f.id))?;
        Ok(Replayed {
            id: f.id,
            white: f.white.name.clone(),
            black: f.black.name.clone(),
            white_id: f.white.id,
            black_id: f.black.id,
            moves: game.moves().to_vec(),
            variant: f.variant,
            decisions: game.decisions().to_vec(),
            tournament_rule: f.tournament_rule,
            ending: f.ending(),
            title: tr!(
                lang,
                "games-title-over",
                id = f.id,
                game = describe_finished(f, lang)
            ),
        })
    }

    /// The game in play, its title in `lang`.
    pub fn from_match(m: &Match, lang: Lang) -> Replayed {
        Replayed {
            id: m.id,
            white: m.white.name.clone(),
            black: m.black.name.clone(),
            white_id: m.white.id,
            black_id: m.black.id,
            moves: m.game.moves().to_vec(),
            variant: m.game.variant(),
            decisions: m.game.decisions().to_vec(),
            tournament_rule: m.game.has_tournament_rule(),
            ending: m.ending,
            title: tr!(
                lang,
                "games-title-in-play",
                id = m.id,
                white = m.white.mention(),
                black = m.black.mention(),
                status = m.status(lang)
            ),
        }
    }

    /// The empty game it was played from: its variant, with the tournament
    /// rule as it was played.
    pub fn start(&self) -> Game {
        Game::of(self.variant, self.tournament_rule)
    }

    /// The position after `k` moves and what move `k` captured.
    /// The decisions made right after that stone count as made.
    pub fn position(&self, k: usize) -> (Game, Vec<Point>) {
        let mut game = self.start();
        let mut captured = Vec::new();
        let decide = |game: &mut Game, stones: usize| {
            for &(_, c) in self.decisions.iter().filter(|&&(at, _)| at == stones) {
                let _ = game.decide(c);
            }
        };
        for (i, &p) in self.moves[..k.min(self.moves.len())].iter().enumerate() {
            decide(&mut game, i);
            match game.play(p) {
                Ok(m) => captured = m.captured.as_slice().to_vec(),
                Err(_) => break,
            }
        }
        decide(&mut game, k.min(self.moves.len()));
        (game, captured)
    }

    /// The board after `k` moves as a PNG, its words in `lang`; the end
    /// shows how the game ended.
    pub fn png(&self, renderer: &Renderer, k: usize, lang: Lang) -> Vec<u8> {
        let (game, captured) = self.position(k);
        let (white, black) = self.names_after(game.decisions().len());
        let scene = Scene {
            game: &game,
            captured: &captured,
            poofed: &[],
            white_name: white,
            black_name: black,
            ending: self.ending.filter(|_| k == self.moves.len()),
        };
        renderer.render_png(&scene, lang)
    }

    /// Who held White and Black once `made` of the opening decisions were
    /// made: the names are the players' as the game ended, and before a
    /// swap still to come each held the other colour.
    pub fn names_after(&self, made: usize) -> (&str, &str) {
        let later_swaps = self.decisions[made.min(self.decisions.len())..]
            .iter()
            .filter(|&&(_, c)| c == Choice::Swap)
            .count();
        if later_swaps % 2 == 1 {
            (&self.black, &self.white)
        } else {
            (&self.white, &self.black)
        }
    }

    /// The whole game as an animated GIF, its words in `lang`.
    pub fn gif(&self, renderer: &Renderer, lang: Lang) -> Vec<u8> {
        let (game, captured) = self.position(self.moves.len());
        renderer.render_gif(
            &Scene {
                game: &game,
                captured: &captured,
                poofed: &[],
                white_name: &self.white,
                black_name: &self.black,
                ending: self.ending,
            },
            GifOptions::default(),
            lang,
        )
    }
}

/// What a game number (or none: the channel's game) leads to.
pub enum Found {
    /// The channel's game, still in play.
    Live(Box<Match>),
    /// A game that is over (finished or aborted).
    Over(Replayed),
}

/// Reads `#42` or `42`.
pub fn game_number(text: &str) -> Option<u64> {
    let text = text.trim();
    text.strip_prefix('#').unwrap_or(text).trim().parse().ok()
}

/// The `game` option of `/pente replay` and `/pente analyze`: none (this
/// channel's game), or a number as `/pente history` shows it.
pub fn game_option(game: Option<&str>, lang: Lang) -> Result<Option<u64>, String> {
    match game.map(game_number) {
        None => Ok(None),
        Some(Some(id)) => Ok(Some(id)),
        Some(None) => Err(tr!(lang, "games-give-a-number")),
    }
}

/// What the user wants done with a game they ask for.
#[derive(Debug, Clone, Copy)]
pub enum Doing {
    Replay,
    Analyse,
}

impl Doing {
    fn verb(self) -> &'static str {
        match self {
            Doing::Replay => "replay",
            Doing::Analyse => "analyse",
        }
    }
}

/// The game asked for (by number, or the channel's: the one in play if
/// `live_first`, else its last one over), its title in `lang` (the
/// server's), or what to tell the user in `private` (theirs).
pub async fn find(
    data: &Data,
    guild: u64,
    channel: u64,
    number: Option<u64>,
    live_first: bool,
    doing: Doing,
    (lang, private): (Lang, Lang),
) -> Result<Found, String> {
    let here = data.channels.peek(channel).await;
    if let Some(Table::Match(m)) = &here {
        let asked = match number {
            None => live_first,
            Some(id) => id == m.id,
        };
        if asked {
            return Ok(Found::Live(Box::new(m.clone())));
        }
    }
    let failed = |e| {
        tracing::error!(channel, "reading a game to {} failed: {e}", doing.verb());
        read_failed(private)
    };
    let Some(id) = number else {
        return match data.store.last_finished_in_channel(channel).await {
            Ok(Some(f)) => Replayed::from_finished(&f, lang, private).map(Found::Over),
            Ok(None) => Err(match (here, doing) {
                (Some(Table::Challenge(_)), Doing::Replay) => {
                    tr!(private, "games-challenge-only-replay")
                }
                (Some(Table::Challenge(_)), Doing::Analyse) => {
                    tr!(private, "games-challenge-only-analyse")
                }
                (Some(Table::Match(m)), _) => return Ok(Found::Live(Box::new(m))),
                (None, _) if live_first => tr!(private, "games-none-played"),
                (None, _) => tr!(private, "games-none-ended"),
            }),
            Err(e) => Err(failed(e)),
        };
    };
    match data.store.game_in_guild(id, guild).await {
        Ok(GameInGuild::Finished(f) | GameInGuild::Aborted(f)) => {
            Replayed::from_finished(&f, lang, private).map(Found::Over)
        }
        Ok(GameInGuild::Playing { channel_id }) => Err(tr!(
            private,
            "games-still-played",
            id = id,
            channel = format!("<#{channel_id}>")
        )),
        Ok(GameInGuild::NeverStarted) => Err(match doing {
            Doing::Replay => tr!(private, "games-never-started-replay", id = id),
            Doing::Analyse => tr!(private, "games-never-started-analyse", id = id),
        }),
        Ok(GameInGuild::SetAside) => Err(tr!(private, "games-no-longer-replays", id = id)),
        Ok(GameInGuild::NotHere) => Err(tr!(private, "games-not-here", id = id)),
        Err(e) => Err(failed(e)),
    }
}

/// How a game of `variant` ended, in words (a line win is stored as
/// `five`, whatever its length: Connect6 asks for six).
fn reason_words(reason: &str, variant: crate::game::Variant, lang: Lang) -> String {
    use crate::game::LineRule;
    match (reason, variant.line_rule(), variant.capture_target()) {
        ("five", LineRule::SixOrMore, _) => tr!(lang, "games-by-six"),
        ("five", _, _) => tr!(lang, "games-by-five"),
        ("captures", _, target) => tr!(lang, "games-by-captures", n = target.unwrap_or(10)),
        ("resignation", _, _) => tr!(lang, "games-by-resignation"),
        ("time", _, _) => tr!(lang, "games-by-time"),
        ("agreement", _, _) => tr!(lang, "games-by-agreement"),
        _ => tr!(lang, "games-by-full-board"),
    }
}

pub fn unix_seconds(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// One line of history; Discord shows `<t:…:d>` as a date in the reader's locale.
pub fn describe_finished(g: &Finished, lang: Lang) -> String {
    let w = tr!(lang, "games-as-white", player = g.white.mention());
    let b = tr!(lang, "games-as-black", player = g.black.mention());
    // Stones only: the opening decisions are words of the move list too.
    let n = g
        .moves
        .iter()
        .filter(|m| Choice::parse(m).is_none())
        .count();
    let when = format!("<t:{}:d>", unix_seconds(g.ended_at));
    let by = reason_words(&g.reason, g.variant, lang);
    let mut line = match g.result.as_str() {
        "white_wins" => tr!(
            lang,
            "games-won",
            winner = w,
            loser = b,
            by = by,
            moves = n,
            when = when
        ),
        "black_wins" => tr!(
            lang,
            "games-won",
            winner = b,
            loser = w,
            by = by,
            moves = n,
            when = when
        ),
        "aborted" => {
            return tr!(
                lang,
                "games-aborted",
                white = w,
                black = b,
                moves = n,
                when = when
            );
        }
        _ => tr!(
            lang,
            "games-drawn",
            white = w,
            black = b,
            by = by,
            moves = n,
            when = when
        ),
    };
    if g.variant != crate::game::Variant::Pente {
        line = format!("{}: {line}", g.variant.name());
    }
    if let Some(c) = &g.rating_change {
        // Short: ten of these lines must fit in one message.
        line.push_str(&format!(
            " · {}",
            tr!(
                lang,
                "games-rating-line",
                white = c.white.after.short(),
                white_change = signed(c.white.delta()),
                black = c.black.after.short(),
                black_change = signed(c.black.delta())
            )
        ));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::Duration;

    #[test]
    fn game_numbers_are_read_with_or_without_the_hash() {
        assert_eq!(game_number("#42"), Some(42));
        assert_eq!(game_number(" 42 "), Some(42));
        assert_eq!(game_number("# 7"), Some(7));
        assert_eq!(game_number("forty-two"), None);
        assert_eq!(game_number("#-1"), None);
        assert_eq!(game_number(""), None);
    }

    fn finished(result: &str, reason: &str) -> Finished {
        Finished {
            id: 1,
            variant: crate::game::Variant::Pente,
            white: Player::new(1, "alice"),
            black: Player::new(2, "bob"),
            moves: vec!["K10".to_string()],
            result: result.to_string(),
            reason: reason.to_string(),
            started_at: UNIX_EPOCH,
            ended_at: UNIX_EPOCH + Duration::from_secs(86_400),
            rating_change: None,
            tournament_rule: true,
        }
    }

    #[test]
    fn history_lines_show_a_rated_game_s_change() {
        let mut g = finished("black_wins", "resignation");
        assert_eq!(
            describe_finished(&g, Lang::ENGLISH),
            "<@2> (Black) beat <@1> (White) by resignation, 1 move, <t:86400:d>"
        );
        let start = crate::rating::Rating::default();
        g.rating_change = Some(crate::rating::rate(
            start,
            start,
            Some(crate::game::Color::Black),
        ));
        assert_eq!(
            describe_finished(&g, Lang::ENGLISH),
            "<@2> (Black) beat <@1> (White) by resignation, 1 move, <t:86400:d> · White 1338? (−162), Black 1662? (+162)"
        );
        assert_eq!(
            describe_finished(&finished("aborted", "aborted"), Lang::ENGLISH),
            "<@1> (White) vs <@2> (Black), aborted after 1 move, <t:86400:d>"
        );
    }

    #[test]
    fn steps_replay_the_moves() {
        let moves = ["K10", "L9", "N10"].map(|s| s.parse().unwrap()).to_vec();
        let r = Replayed {
            id: 7,
            white: "a".into(),
            black: "b".into(),
            white_id: 1,
            black_id: 2,
            moves,
            variant: Variant::Pente,
            decisions: vec![],
            tournament_rule: true,
            ending: None,
            title: "Game #7".into(),
        };
        assert_eq!(r.position(3).0.moves().len(), 3);
        assert_eq!(r.names_after(0), ("a", "b"));
        let swapped = Replayed {
            decisions: vec![(4, Choice::Swap)],
            ..r.clone()
        };
        assert_eq!(swapped.names_after(0), ("b", "a"), "before the swap");
        assert_eq!(swapped.names_after(1), ("a", "b"), "after it");
        assert_eq!(r.position(1).0.moves().len(), 1);
    }

    #[test]
    fn a_game_without_the_tournament_rule_replays_without_it() {
        let mut f = finished("white_wins", "resignation");
        f.moves = ["K10", "L9", "L10"].map(String::from).to_vec();
        assert!(
            Replayed::from_finished(&f, Lang::ENGLISH, Lang::ENGLISH).is_err(),
            "L10 is inside H8–M12"
        );
        f.tournament_rule = false;
        let r = Replayed::from_finished(&f, Lang::ENGLISH, Lang::ENGLISH).unwrap();
        assert_eq!(r.position(3).0.moves().len(), 3);
        assert!(!r.position(0).0.has_tournament_rule());
        let m = f.to_match().unwrap();
        assert_eq!(m.moves_text(), "K10 L9 L10");
        assert!(!Replayed::from_match(&m, Lang::ENGLISH).tournament_rule);
    }
}
