//! `/pente puzzle new`, `move` and `stats`, and the Hint, Give up and Retry
//! failed buttons: puzzles solved privately, one attempt under way per
//! player and server, kept in the database (so a restart loses none). Every
//! answer is checked by `puzzle` (a search, so in the engine's queue), and
//! an attempt's end is written in one transaction (see
//! `Store::finish_attempt`) before anything is shown. The daily puzzle's
//! setting and posts are in `daily.rs`; a player answers it here.

mod presses;

pub use presses::on_press;

use super::kit::buttons::{button, PUZZLE};
use super::kit::puzzles::{
    day_of, draw_position, draw_solution, find, pick_new, points, position_after, refresh_daily,
    solution_text, theme_names, themes_text, to_play,
};
use super::kit::{mentions, player, Context, Data, Error, READ_FAILED, SAVE_FAILED};
use crate::game::Point;
use crate::puzzle::{self, Answer, Puzzle};
use crate::rating::{self, PuzzleResult};
use crate::session::{suggest_moves, Player};
use crate::store::{AttemptEnd, AttemptEnded, InProgress, StoreError};
use poise::serenity_prelude as serenity;
use std::time::{Duration, SystemTime};

/// The longest a check or a hint may search before it is called off (it
/// keeps to a node budget far below this).
const SEARCH_LIMIT: Duration = Duration::from_secs(20);

/// What the solver is shown: words, maybe a picture, maybe buttons.
struct Shown {
    text: String,
    /// The file's bytes and name (`puzzle.png`, `solution.gif`).
    file: Option<(Vec<u8>, &'static str)>,
    buttons: Vec<serenity::CreateActionRow>,
}

impl Shown {
    fn text(text: impl Into<String>) -> Shown {
        Shown {
            text: text.into(),
            file: None,
            buttons: Vec::new(),
        }
    }
}

/// Answers a (deferred, private) command with `shown`.
async fn send(ctx: Context<'_>, shown: Shown) -> Result<(), Error> {
    let mut reply = poise::CreateReply::default()
        .content(shown.text)
        .components(shown.buttons)
        .ephemeral(true)
        .allowed_mentions(mentions(&[]));
    if let Some((bytes, name)) = shown.file {
        reply = reply.attachment(serenity::CreateAttachment::bytes(bytes, name));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Answers a (deferred) press with `shown`, for the presser only.
async fn follow_up(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    shown: Shown,
) -> Result<(), Error> {
    let mut followup = serenity::CreateInteractionResponseFollowup::new()
        .content(shown.text)
        .components(shown.buttons)
        .ephemeral(true)
        .allowed_mentions(mentions(&[]));
    if let Some((bytes, name)) = shown.file {
        followup = followup.add_file(serenity::CreateAttachment::bytes(bytes, name));
    }
    press.create_followup(&ctx.http, followup).await?;
    Ok(())
}

/// Hint and Give up under an attempt's board: `puzzle:<hint|giveup>:<solver>:<moves played>`,
/// so that only the solver's presses count, and only on the newest board.
fn attempt_buttons(solver: u64, played: usize) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Danger, Secondary};
    vec![serenity::CreateActionRow::Buttons(vec![
        button(format!("{PUZZLE}hint:{solver}:{played}"), "Hint", Secondary),
        button(
            format!("{PUZZLE}giveup:{solver}:{played}"),
            "Give up",
            Danger,
        ),
    ])]
}

/// The board of an attempt after `played` (with a hint on it, if asked),
/// with its buttons and `text`.
async fn attempt_board(
    data: &Data,
    solver: &Player,
    puzzle: &Puzzle,
    played: &[Point],
    hint: Option<Point>,
    text: String,
) -> Result<Shown, Error> {
    let png = draw_position(data, puzzle, played, &solver.name, hint).await?;
    Ok(Shown {
        text,
        file: png.map(|png| (png, "puzzle.png")),
        buttons: attempt_buttons(solver.id, played.len()),
    })
}

/// How a puzzle is introduced: "🧩 Puzzle **p0042**: **White to play and
/// win — 3 moves**…". Its themes would give the idea away: they come with
/// the end of the attempt (see [`outcome_text`]).
fn introduce(puzzle: &Puzzle, how: &str) -> String {
    format!(
        "🧩 {how} **{}**: **{}**.\nAnswer with `/pente puzzle move position:…`. _{}_",
        puzzle.id,
        to_play(puzzle, 0),
        puzzle.source
    )
}

/// An attempt under way, with its puzzle and its moves as points; `Err`
/// with what to tell the player when it can't be read.
async fn under_way(
    data: &Data,
    guild: u64,
    attempt: InProgress,
) -> Result<(InProgress, Puzzle, Vec<Point>), String> {
    let puzzle = find(data, guild, &attempt.puzzle_id)
        .await
        .map_err(|_| READ_FAILED.to_string())?;
    let played = points(&attempt.played);
    match (puzzle, played) {
        (Some(puzzle), Some(played)) => Ok((attempt, puzzle, played)),
        _ => {
            tracing::error!(guild, puzzle = %attempt.puzzle_id, "an attempt's puzzle can't be read");
            Err("Sorry, I can't read the puzzle you were solving any more. Press **Give up** or ask for `/pente puzzle new`.".to_string())
        }
    }
}

/// Gets you a puzzle near your puzzle rating, privately
#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn new_puzzle(ctx: Context<'_>) -> Result<(), Error> {
    // The database and a picture: too slow for Discord's three seconds.
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = player(ctx.author());
    let shown = match start_new(data, guild, &me).await {
        Ok(shown) => shown,
        Err(text) => Shown::text(text),
    };
    send(ctx, shown).await
}

/// A failed read, logged; what the player is told.
fn read_failed(guild: u64, e: StoreError) -> String {
    tracing::error!(guild, "reading puzzles failed: {e}");
    READ_FAILED.to_string()
}

/// The attempt the player has under way in the server, if any.
async fn current(data: &Data, guild: u64, me: &Player) -> Result<Option<InProgress>, String> {
    data.store
        .attempt_in_progress(guild, me.id)
        .await
        .map_err(|e| read_failed(guild, e))
}

async fn start_new(data: &Data, guild: u64, me: &Player) -> Result<Shown, String> {
    let read = |e| read_failed(guild, e);
    if let Some(attempt) = current(data, guild, me).await? {
        return again(data, guild, me, attempt).await;
    }
    let Some(puzzle) = pick_new(data, guild, me.id).await.map_err(read)? else {
        return Err("You have tried every puzzle I have! `/pente puzzle stats` has a **Retry failed** button for the ones that got away.".to_string());
    };
    let started = data
        .store
        .start_attempt(guild, me.id, &puzzle.id, None, SystemTime::now())
        .await
        .map_err(|e| {
            tracing::error!(guild, "starting a puzzle failed: {e}");
            SAVE_FAILED.to_string()
        })?;
    if !started {
        // Another of your commands started one a moment ago.
        return match current(data, guild, me).await? {
            Some(attempt) => again(data, guild, me, attempt).await,
            None => Err(SAVE_FAILED.to_string()),
        };
    }
    let how = if puzzle.id.starts_with('s') {
        "A puzzle from this server's games,"
    } else {
        "Puzzle"
    };
    attempt_board(data, me, &puzzle, &[], None, introduce(&puzzle, how))
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            "Your puzzle is ready, but I couldn't draw it just now: ask `/pente puzzle new` again to see it.".to_string()
        })
}

/// The attempt under way, shown again.
async fn again(data: &Data, guild: u64, me: &Player, attempt: InProgress) -> Result<Shown, String> {
    let (_, puzzle, played) = under_way(data, guild, attempt).await?;
    let text = format!(
        "🧩 You are solving **{}**: **{}**.\nAnswer with `/pente puzzle move position:…`, or press **Give up**.",
        puzzle.id,
        to_play(&puzzle, played.len())
    );
    attempt_board(data, me, &puzzle, &played, None, text)
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            READ_FAILED.to_string()
        })
}

async fn autocomplete_puzzle_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let attempt = data
        .store
        .attempt_in_progress(guild, ctx.author().id.get())
        .await
        .ok()
        .flatten();
    let mut choices = Vec::new();
    if let Some(attempt) = attempt {
        if let Ok((_, puzzle, played)) = under_way(data, guild, attempt).await {
            if let Some(game) = position_after(&puzzle, &played) {
                choices = suggest_moves(&game, partial, 25);
            }
        }
    }
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|p| serenity::AutocompleteChoice::new(p.to_string(), p.to_string()))
            .collect(),
    )
}

/// Your answer to your puzzle (or to today's daily puzzle), like K10
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn puzzle_move(
    ctx: Context<'_>,
    #[description = "Your move, like K10: a column A–T (no I) and a row 1–19"]
    #[autocomplete = "autocomplete_puzzle_point"]
    #[max_length = 8]
    position: String,
) -> Result<(), Error> {
    let Ok(point) = position.trim().to_ascii_uppercase().parse::<Point>() else {
        return super::kit::reply_private(
            ctx,
            format!(
                "`{}` is not a point: a point is a column A–T (no I) and a row 1–19, like K10.",
                position.trim()
            ),
        )
        .await;
    };
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = player(ctx.author());
    let shown = match answer(data, guild, &me, point).await {
        Ok((shown, solved_daily)) => {
            if let Some(day) = solved_daily {
                refresh_daily(data, ctx.http(), guild, day).await;
            }
            shown
        }
        Err(text) => Shown::text(text),
    };
    send(ctx, shown).await
}

/// The attempt `point` answers: the one under way, or else today's daily
/// puzzle, started now if the player never tried it.
async fn attempt_for_answer(data: &Data, guild: u64, me: &Player) -> Result<InProgress, String> {
    let read = |e| read_failed(guild, e);
    if let Some(attempt) = current(data, guild, me).await? {
        return Ok(attempt);
    }
    let no_puzzle = "You have no puzzle under way: `/pente puzzle new` gives you one.";
    let day = day_of(data.daily.now());
    let Some(daily) = data.store.daily_post(guild, day).await.map_err(read)? else {
        return Err(no_puzzle.to_string());
    };
    let tried = data
        .store
        .attempted_puzzles(guild, me.id)
        .await
        .map_err(read)?;
    if tried.contains(&daily.puzzle_id) {
        return Err(format!(
            "You have tried today's daily puzzle already. {no_puzzle}"
        ));
    }
    let now = SystemTime::now();
    data.store
        .start_attempt(guild, me.id, &daily.puzzle_id, Some(day), now)
        .await
        .map_err(|_| SAVE_FAILED.to_string())?;
    current(data, guild, me)
        .await?
        .ok_or_else(|| SAVE_FAILED.to_string())
}

/// Checks `point` as the answer to the player's attempt; what to show, and
/// the day of a daily puzzle it solved.
async fn answer(
    data: &Data,
    guild: u64,
    me: &Player,
    point: Point,
) -> Result<(Shown, Option<i64>), String> {
    let attempt = attempt_for_answer(data, guild, me).await?;
    let (attempt, puzzle, played) = under_way(data, guild, attempt).await?;
    let Some(game) = position_after(&puzzle, &played) else {
        return Err("Sorry, I can't replay this puzzle any more. Press **Give up** or ask for `/pente puzzle new`.".to_string());
    };
    if !game.is_legal(point) {
        return Err(format!(
            "{point} is not a move you can play here: pick a free point (the suggestions list them)."
        ));
    }
    let verdict = {
        let (puzzle, played) = (puzzle.clone(), played.clone());
        data.engine
            .run(SEARCH_LIMIT, move |stop| {
                puzzle::check_with_stop(&puzzle, &played, point, stop)
            })
            .await
            .map_err(|e| {
                tracing::error!("checking a puzzle answer failed: {e:#}");
                "Sorry, I couldn't check that just now. Please try again in a moment.".to_string()
            })?
    };
    match verdict {
        Answer::Continue { reply } => {
            let answers = reply
                .iter()
                .map(|p| format!("**{p}**"))
                .collect::<Vec<_>>()
                .join(" and ");
            let said = format!("✅ **{point}** is right. The defender answers {answers}");
            let mut added = vec![point];
            added.extend(&reply);
            let shown = advance(data, guild, me, &puzzle, &attempt, played, &added, |left| {
                format!("{said}.\n**{left}**: your move.")
            })
            .await
            .map_err(|e| e.unwrap_or(format!("{said}: your move.")))?;
            Ok((shown, None))
        }
        Answer::OneMore => {
            let said = format!("✅ **{point}** is right so far: now the second stone of your turn");
            let shown = advance(
                data,
                guild,
                me,
                &puzzle,
                &attempt,
                played,
                &[point],
                |left| format!("{said}.\n**{left}**."),
            )
            .await
            .map_err(|e| e.unwrap_or(format!("{said}.")))?;
            Ok((shown, None))
        }
        Answer::Solved => {
            let result = if attempt.hinted {
                PuzzleResult::Hinted
            } else {
                PuzzleResult::Solved
            };
            let ended = end(data, guild, me, &puzzle, &attempt, result).await?;
            let mut final_played = played;
            final_played.push(point);
            let text = format!(
                "🎉 **{point}** wins: puzzle **{}** solved{}!\n{}",
                puzzle.id,
                if attempt.hinted { " (with a hint)" } else { "" },
                outcome_text(&puzzle, &ended)
            );
            let png = draw_position(data, &puzzle, &final_played, &me.name, None)
                .await
                .ok()
                .flatten();
            Ok((
                Shown {
                    text,
                    file: png.map(|png| (png, "puzzle.png")),
                    buttons: Vec::new(),
                },
                ended.solved_daily,
            ))
        }
        Answer::Unknown => Err(format!(
            "🤔 I can't tell in time whether **{point}** wins: try another move. This one does not count."
        )),
        Answer::Wrong => {
            let ended = end(data, guild, me, &puzzle, &attempt, PuzzleResult::Failed).await?;
            let text = format!(
                "❌ **{point}** doesn't win. The solution: {}\n{}",
                solution_text(&puzzle),
                outcome_text(&puzzle, &ended)
            );
            Ok((solution_shown(data, &puzzle, &me.name, text).await, None))
        }
    }
}

/// Moves the attempt on by `added` (the answer, and the defender's reply
/// if any): written first, then the new board with `text` given what is
/// left to play. `Err(Some(reply))` if the write failed; `Err(None)` if
/// only the picture did (the caller says it in words).
#[allow(clippy::too_many_arguments)]
async fn advance(
    data: &Data,
    guild: u64,
    me: &Player,
    puzzle: &Puzzle,
    attempt: &InProgress,
    played: Vec<Point>,
    added: &[Point],
    text: impl FnOnce(String) -> String,
) -> Result<Shown, Option<String>> {
    let mut next = attempt.played.clone();
    next.extend(added.iter().map(|p| p.to_string()));
    data.store
        .advance_attempt(guild, me.id, &puzzle.id, &attempt.played, &next, false)
        .await
        .map_err(|e| Some(changed_meanwhile(guild, e)))?;
    let mut now_played = played;
    now_played.extend(added);
    let text = text(to_play(puzzle, now_played.len()));
    attempt_board(data, me, puzzle, &now_played, None, text)
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            None
        })
}

/// A write refused because the attempt moved on (another answer, a press)
/// or ended meanwhile.
fn changed_meanwhile(guild: u64, e: StoreError) -> String {
    if let StoreError::Stale { .. } = e {
        "Your puzzle changed a moment ago, so nothing was done: `/pente puzzle new` shows it as it stands.".to_string()
    } else {
        tracing::error!(guild, "saving a puzzle attempt failed: {e}");
        SAVE_FAILED.to_string()
    }
}

/// Ends the attempt with `result`, written before anything is shown.
async fn end(
    data: &Data,
    guild: u64,
    me: &Player,
    puzzle: &Puzzle,
    attempt: &InProgress,
    result: PuzzleResult,
) -> Result<AttemptEnded, String> {
    let themes = theme_names(puzzle);
    let end = AttemptEnd {
        guild_id: guild,
        player: me,
        puzzle_id: &puzzle.id,
        puzzle_start: rating::puzzle_start(puzzle.rating),
        themes: &themes,
        result,
        played: &attempt.played,
    };
    data.store
        .finish_attempt(&end, SystemTime::now())
        .await
        .map_err(|e| changed_meanwhile(guild, e))
}

/// The rating change (or why there is none), the streak, and the puzzle's
/// themes.
fn outcome_text(puzzle: &Puzzle, ended: &AttemptEnded) -> String {
    let rating = match &ended.change {
        Some(change) => format!("📈 Puzzle rating: {}", change.player.describe()),
        None => "🔁 You had tried this puzzle before, so your rating stays.".to_string(),
    };
    let streak = match ended.streak {
        0 => String::new(),
        n => format!(" 🔥 Streak: {n}."),
    };
    format!("{rating}{streak}\n🏷️ Themes: {}.", themes_text(puzzle))
}

/// `text` with the winning line as a short GIF.
async fn solution_shown(data: &Data, puzzle: &Puzzle, solver: &str, text: String) -> Shown {
    let gif = match draw_solution(data, puzzle, solver).await {
        Ok(gif) => gif,
        Err(e) => {
            tracing::error!("drawing a solution failed: {e:#}");
            None
        }
    };
    Shown {
        text,
        file: gif.map(|gif| (gif, "solution.gif")),
        buttons: Vec::new(),
    }
}

/// Your puzzle rating, streak, and puzzles solved and failed by theme
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = ctx.author().id.get();
    let shown = match stats_text(data, guild, me).await {
        Ok(shown) => shown,
        Err(e) => {
            tracing::error!(guild, "reading puzzle stats failed: {e}");
            Shown::text(READ_FAILED)
        }
    };
    send(ctx, shown).await
}

async fn stats_text(data: &Data, guild: u64, me: u64) -> Result<Shown, StoreError> {
    let mine = data.store.puzzle_player(guild, me).await?;
    let themes = data.store.puzzle_themes(guild, me).await?;
    let failed = data.store.failed_puzzles(guild, me).await?;
    let mut text = format!(
        "🧩 **Your puzzles**: rating {}, {} rated attempt{}; streak {} (best {}).",
        mine.rating.with_deviation(),
        mine.attempts,
        super::kit::plural(mine.attempts as usize),
        mine.streak,
        mine.best_streak
    );
    for (theme, tally) in &themes {
        text.push_str(&format!(
            "\n• {theme}: {} solved, {} failed",
            tally.solved, tally.failed
        ));
    }
    if themes.is_empty() {
        text.push_str("\nNo puzzle tried yet: `/pente puzzle new` gives you one.");
    }
    let buttons = if failed.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(vec![button(
            format!("{PUZZLE}retry:{me}"),
            &format!("Retry failed ({})", failed.len()),
            serenity::ButtonStyle::Primary,
        )])]
    };
    Ok(Shown {
        text,
        file: None,
        buttons,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_attempts_buttons_name_the_solver_and_the_board() {
        let json = serde_json::to_value(attempt_buttons(42, 2)).unwrap();
        let ids: Vec<&str> = json[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, ["puzzle:hint:42:2", "puzzle:giveup:42:2"]);
    }
}
