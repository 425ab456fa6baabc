//! The buttons of a puzzle: Hint and Give up under an attempt's board (the
//! solver's only, and only the newest board's), and Retry failed under the
//! stats.

use super::{
    again, attempt_board, changed_meanwhile, current, end, find, follow_up, introduce,
    outcome_text, solution_shown, solution_text, to_play, under_way, Shown, SEARCH_LIMIT,
};
use crate::bot::kit::{player, Data, Error, READ_FAILED, SAVE_FAILED};
use crate::game::Point;
use crate::puzzle::{self, Puzzle};
use crate::rating::PuzzleResult;
use crate::session::Player;
use crate::store::InProgress;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// A press on Hint, Give up or Retry failed: `rest` is what follows
/// `puzzle:`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let mut parts = rest.split(':');
    let action = parts.next().unwrap_or_default();
    let solver = parts.next().and_then(|s| s.parse::<u64>().ok());
    let played = parts.next().and_then(|s| s.parse::<usize>().ok());
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
        let text = format!(
            "These buttons belong to <@{solver}>'s puzzle. `/pente puzzle new` gives you one of your own."
        );
        press
            .create_response(&ctx.http, crate::bot::kit::private_response(text))
            .await?;
        return Ok(());
    }
    press.defer_ephemeral(&ctx.http).await?;
    let guild = press.guild_id.map_or(0, |g| g.get());
    let me = player(&press.user);
    let shown = match (action, played) {
        ("hint", Some(n)) => give_hint(data, guild, &me, n).await,
        ("giveup", Some(n)) => give_up(data, guild, &me, n).await,
        ("retry", _) => retry(data, guild, &me).await,
        _ => Err(crate::bot::kit::buttons::NOT_MINE.to_string()),
    };
    follow_up(ctx, press, shown.unwrap_or_else(Shown::text)).await
}

/// The attempt a button was under, if it is still the newest board of it.
async fn pressed_attempt(
    data: &Data,
    guild: u64,
    me: &Player,
    played: usize,
) -> Result<(InProgress, Puzzle, Vec<Point>), String> {
    match current(data, guild, me).await? {
        Some(a) if a.played.len() == played => under_way(data, guild, a).await,
        Some(_) => Err("That board is an old one: your puzzle has moved on since. `/pente puzzle new` shows it as it stands.".to_string()),
        None => Err("That puzzle is over. `/pente puzzle new` gives you another.".to_string()),
    }
}

async fn give_hint(data: &Data, guild: u64, me: &Player, n: usize) -> Result<Shown, String> {
    let (attempt, puzzle, played) = pressed_attempt(data, guild, me, n).await?;
    let found = {
        let (puzzle, played) = (puzzle.clone(), played.clone());
        data.engine
            .run(SEARCH_LIMIT, move |stop| {
                puzzle::hint_with_stop(&puzzle, &played, stop)
            })
            .await
            .map_err(|_| "Sorry, I couldn't find a hint just now.".to_string())?
    };
    let Some(hint) = found else {
        return Err("Sorry, I have no hint for this position.".to_string());
    };
    data.store
        .advance_attempt(
            guild,
            me.id,
            &puzzle.id,
            &attempt.played,
            &attempt.played,
            true,
        )
        .await
        .map_err(|e| changed_meanwhile(guild, e))?;
    let text = format!(
        "💡 Hint: play **{hint}**. (With a hint the puzzle counts as missed for your rating.)\n**{}**: answer with `/pente puzzle move position:{hint}`.",
        to_play(&puzzle, played.len())
    );
    attempt_board(data, me, &puzzle, &played, Some(hint), text)
        .await
        .map_err(|_| format!("💡 Hint: play **{hint}**."))
}

async fn give_up(data: &Data, guild: u64, me: &Player, n: usize) -> Result<Shown, String> {
    let (attempt, puzzle, _) = pressed_attempt(data, guild, me, n).await?;
    let ended = end(data, guild, me, &puzzle, &attempt, PuzzleResult::GaveUp).await?;
    let text = format!(
        "🏳️ The solution of **{}**: {}\n{}",
        puzzle.id,
        solution_text(&puzzle),
        outcome_text(&puzzle, &ended)
    );
    Ok(solution_shown(data, &puzzle, &me.name, text).await)
}

/// Starts the failed puzzle failed longest ago again (practice: not rated).
async fn retry(data: &Data, guild: u64, me: &Player) -> Result<Shown, String> {
    if let Some(attempt) = current(data, guild, me).await? {
        return again(data, guild, me, attempt).await;
    }
    let failed = data
        .store
        .failed_puzzles(guild, me.id)
        .await
        .map_err(|_| READ_FAILED.to_string())?;
    let mut puzzle = None;
    for id in &failed {
        if let Some(p) = find(data, guild, id)
            .await
            .map_err(|_| READ_FAILED.to_string())?
        {
            puzzle = Some(p);
            break;
        }
    }
    let Some(puzzle) = puzzle else {
        return Err("No failed puzzle to retry: well done!".to_string());
    };
    let started = data
        .store
        .start_attempt(guild, me.id, &puzzle.id, None, SystemTime::now())
        .await
        .map_err(|_| SAVE_FAILED.to_string())?;
    if !started {
        return Err(
            "You have a puzzle under way already: `/pente puzzle new` shows it.".to_string(),
        );
    }
    let text = introduce(&puzzle, "Retry (practice, not rated):");
    attempt_board(data, me, &puzzle, &[], None, text)
        .await
        .map_err(|_| READ_FAILED.to_string())
}
