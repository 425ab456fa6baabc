//! The buttons of a puzzle: Hint and Give up under an attempt's board (the
//! solver's only, that attempt's only, and only its newest board's), and
//! Retry failed under the stats.

use super::attempts::{
    self, changed_meanwhile, close_broken, end, load, named_by, Loaded, Readable,
};
use super::{again, attempt_board, follow_up, outcome_text, solution_shown, Shown, SEARCH_LIMIT};
use crate::bot::kit::puzzles::{find, solution_text, to_play};
use crate::bot::kit::{player, Data, Error, READ_FAILED};
use crate::locale::Lang;
use crate::puzzle;
use crate::rating::PuzzleResult;
use crate::session::Player;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// What a press on an attempt's button names: the attempt (its puzzle and
/// when it started) and the moves played on its board.
struct Pressed<'a> {
    puzzle: &'a str,
    started: i64,
    played: usize,
}

/// Reads `<puzzle>:<started>:<played>`; `None` for anything else (a button
/// of an older version of the bot, which named no attempt).
fn pressed<'a>(rest: &[&'a str]) -> Option<Pressed<'a>> {
    match rest {
        [puzzle, started, played] => Some(Pressed {
            puzzle,
            started: started.parse().ok()?,
            played: played.parse().ok()?,
        }),
        _ => None,
    }
}

/// A press on Hint, Give up or Retry failed: `rest` is what follows
/// `puzzle:`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parts: Vec<&str> = rest.split(':').collect();
    let action = parts.first().copied().unwrap_or_default();
    let solver = parts.get(1).and_then(|s| s.parse::<u64>().ok());
    let lang = data
        .languages
        .private(press.user.id.get(), Some(press.locale.as_str()));
    let Some(solver) = solver else {
        press
            .create_response(
                &ctx.http,
                crate::bot::kit::private_response(crate::bot::kit::buttons::NOT_MINE),
            )
            .await?;
        return Ok(());
    };
    if press.user.id.get() != solver {
        let text = tr!(
            lang,
            "puzzles-not-your-buttons",
            solver = solver.to_string()
        );
        press
            .create_response(&ctx.http, crate::bot::kit::private_response(text))
            .await?;
        return Ok(());
    }
    press.defer_ephemeral(&ctx.http).await?;
    let guild = press.guild_id.map_or(0, |g| g.get());
    let me = player(&press.user);
    let named = pressed(&parts[2..]);
    let shown = match (action, named) {
        ("hint", Some(named)) => give_hint(data, lang, guild, &me, named).await,
        ("giveup", Some(named)) => give_up(data, lang, guild, &me, named).await,
        ("hint" | "giveup", None) => Err(old_board(lang)),
        ("retry", _) => retry(data, lang, guild, &me).await,
        _ => Err(crate::bot::kit::buttons::NOT_MINE.to_string()),
    };
    follow_up(ctx, press, shown.unwrap_or_else(Shown::text)).await
}

/// What a press on a board that is not its attempt's newest is told.
fn old_board(lang: Lang) -> String {
    tr!(lang, "puzzles-old-board")
}

/// The attempt a button was under, if it is still under way: loaded, or
/// broken (its puzzle can't be read any more).
async fn pressed_attempt(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    named: &Pressed<'_>,
) -> Result<Loaded, String> {
    let open = attempts::open(data, lang, guild, me).await?;
    let attempt = [open.daily, open.own]
        .into_iter()
        .flatten()
        .find(|a| named_by(a, named.puzzle, named.started));
    match attempt {
        Some(a) if a.played.len() == named.played => load(data, guild, a).await,
        Some(_) => Err(old_board(lang)),
        None => {
            let mut notes = open.notes;
            notes.push(tr!(lang, "puzzles-pressed-over"));
            Err(notes.join("\n"))
        }
    }
}

async fn give_hint(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    named: Pressed<'_>,
) -> Result<Shown, String> {
    let open = match pressed_attempt(data, lang, guild, me, &named).await? {
        Loaded::Readable(open) => open,
        Loaded::Broken(attempt) => return Err(close_broken(data, lang, guild, me, &attempt).await?),
    };
    let found = {
        let (puzzle, played) = (open.puzzle.clone(), open.played.clone());
        data.engine
            .run(SEARCH_LIMIT, move |stop| {
                puzzle::hint_with_stop(&puzzle, &played, stop)
            })
            .await
            .map_err(|_| tr!(lang, "puzzles-hint-failed"))?
    };
    let Some(hint) = found else {
        return Err(tr!(lang, "puzzles-no-hint"));
    };
    data.store
        .advance_attempt(
            guild,
            me.id,
            &open.attempt,
            &open.attempt.played,
            true,
            SystemTime::now(),
        )
        .await
        .map_err(|e| changed_meanwhile(lang, guild, e))?;
    let text = tr!(
        lang,
        "puzzles-hint",
        hint = hint.to_string(),
        task = to_play(lang, &open.puzzle, open.played.len())
    );
    attempt_board(data, lang, me, &open, Some(hint), text)
        .await
        .map_err(|_| tr!(lang, "puzzles-hint-undrawn", hint = hint.to_string()))
}

/// Gives up the attempt the button names; one whose puzzle can't be read
/// any more ends too, unrated.
async fn give_up(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    named: Pressed<'_>,
) -> Result<Shown, String> {
    let open: Readable = match pressed_attempt(data, lang, guild, me, &named).await? {
        Loaded::Readable(open) => open,
        Loaded::Broken(attempt) => {
            return Ok(Shown::text(
                close_broken(data, lang, guild, me, &attempt).await?,
            ))
        }
    };
    let ended = end(data, lang, guild, me, &open, PuzzleResult::GaveUp).await?;
    let solution = tr!(
        lang,
        "puzzles-gave-up",
        id = open.puzzle.id.as_str(),
        solution = solution_text(&open.puzzle)
    );
    let text = format!("{solution}\n{}", outcome_text(lang, &open.puzzle, &ended));
    Ok(solution_shown(data, lang, &open.puzzle, &me.name, text).await)
}

/// Starts the failed puzzle failed longest ago again (practice: not rated).
async fn retry(data: &Data, lang: Lang, guild: u64, me: &Player) -> Result<Shown, String> {
    let mut open = attempts::open(data, lang, guild, me).await?;
    if let Some(attempt) = open.own.take() {
        match load(data, guild, attempt).await? {
            Loaded::Readable(readable) => {
                return Ok(again(data, lang, guild, me, readable, &open.notes).await)
            }
            Loaded::Broken(attempt) => open
                .notes
                .push(close_broken(data, lang, guild, me, &attempt).await?),
        }
    }
    let failed = data
        .store
        .failed_puzzles(guild, me.id)
        .await
        .map_err(|_| READ_FAILED.to_string())?;
    let mut puzzle = None;
    for id in &failed {
        let found = find(data, guild, id)
            .await
            .map_err(|_| READ_FAILED.to_string())?;
        match found {
            Some(p) if crate::bot::kit::puzzles::position_after(&p, &[]).is_some() => {
                puzzle = Some(p);
                break;
            }
            _ => tracing::warn!(guild, puzzle = %id, "a failed puzzle can't be read: not retried"),
        }
    }
    let Some(puzzle) = puzzle else {
        return Err(tr!(lang, "puzzles-no-failed"));
    };
    let shown = attempts::start(data, lang, guild, me, puzzle, None, super::Intro::Retry).await?;
    Ok(Shown {
        text: super::with_notes(&open.notes, &shown.text),
        ..shown
    })
}
