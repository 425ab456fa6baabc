//! `/pente puzzle new`, `move` and `stats`, and the Hint, Give up and Retry
//! failed buttons: puzzles solved privately, one attempt under way per
//! player and server, kept in the database (so a restart loses none). Every
//! answer is checked by `puzzle` (a search, so in the engine's queue), and
//! an attempt's end is written in one transaction (see
//! `Store::finish_attempt`) before anything is shown. The daily puzzle's
//! setting and posts are in `daily.rs`; a player answers it here.

mod answer;
mod attempts;
mod presses;

pub use presses::on_press;

use super::kit::buttons::{button, PUZZLE};
use super::kit::languages::private_lang;
use super::kit::puzzles::{
    draw_position, pick_new, position_after, refresh_daily, theme_word, themes_text, to_play,
};
use super::kit::{mentions, player, Context, Data, Error, READ_FAILED};
use crate::game::Point;
use crate::locale::Lang;
use crate::puzzle::Puzzle;
use crate::session::{suggest_moves, Player};
use crate::store::{AttemptEnded, InProgress, StoreError};
use crate::tr;
use attempts::{Loaded, Readable};
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

/// Hint and Give up under an attempt's board:
/// `puzzle:<hint|giveup>:<solver>:<puzzle>:<started>:<moves played>`, so
/// that only the solver's presses count, only on this attempt (its puzzle
/// and when it started: an old puzzle's board never acts on a newer one),
/// and only on its newest board.
fn attempt_buttons(
    lang: Lang,
    solver: u64,
    attempt: &InProgress,
    played: usize,
) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Danger, Secondary};
    let id = attempts::button_key(attempt);
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            format!("{PUZZLE}hint:{solver}:{id}:{played}"),
            &tr!(lang, "puzzles-button-hint"),
            Secondary,
        ),
        button(
            format!("{PUZZLE}giveup:{solver}:{id}:{played}"),
            &tr!(lang, "puzzles-button-give-up"),
            Danger,
        ),
    ])]
}

/// The board of an attempt as it stands (with a hint on it, if asked),
/// with its buttons and `text`.
async fn attempt_board(
    data: &Data,
    lang: Lang,
    solver: &Player,
    open: &Readable,
    hint: Option<Point>,
    text: String,
) -> Result<Shown, Error> {
    let png = draw_position(data, lang, &open.puzzle, &open.played, &solver.name, hint).await?;
    Ok(Shown {
        text,
        file: png.map(|png| (png, "puzzle.png")),
        buttons: attempt_buttons(lang, solver.id, &open.attempt, open.played.len()),
    })
}

/// Which puzzle an attempt is at, as its introduction says.
#[derive(Debug, Clone, Copy)]
enum Intro {
    /// The daily puzzle.
    Daily,
    /// One of the player's own, from the shipped set.
    Shipped,
    /// One made from this server's games (practice).
    ServerGames,
    /// A failed one tried again (practice).
    Retry,
}

/// How a puzzle is introduced: "🧩 Puzzle **p0042**: **White to play and
/// win — 3 moves**…". Its themes and its source (the game and move, where
/// the answer can be looked up) would give it away: they come with the end
/// of the attempt (see [`outcome_text`]).
fn introduce(lang: Lang, puzzle: &Puzzle, how: Intro) -> String {
    let how = match how {
        Intro::Daily => tr!(lang, "puzzles-intro-daily"),
        Intro::Shipped => tr!(lang, "puzzles-intro-shipped"),
        Intro::ServerGames => tr!(lang, "puzzles-intro-server-games"),
        Intro::Retry => tr!(lang, "puzzles-intro-retry"),
    };
    tr!(
        lang,
        "puzzles-introduce",
        how = how,
        id = puzzle.id.as_str(),
        task = to_play(lang, puzzle, 0)
    )
}

/// The rating change (or why there is none), the streak, the puzzle's
/// themes and where it comes from.
fn outcome_text(lang: Lang, puzzle: &Puzzle, ended: &AttemptEnded) -> String {
    let rating = match &ended.change {
        Some(change) => tr!(
            lang,
            "puzzles-rating-changed",
            change = change.player.describe()
        ),
        None if puzzle.id.starts_with('s') => tr!(lang, "puzzles-rating-stays-server-game"),
        None => tr!(lang, "puzzles-rating-stays-practice"),
    };
    let rating = match ended.streak {
        0 => rating,
        n => format!("{rating} {}", tr!(lang, "puzzles-streak", n = n)),
    };
    tr!(
        lang,
        "puzzles-outcome",
        rating = rating,
        themes = themes_text(lang, puzzle),
        source = puzzle.source.as_str()
    )
}

/// `text` with the winning line as a short GIF.
async fn solution_shown(
    data: &Data,
    lang: Lang,
    puzzle: &Puzzle,
    solver: &str,
    text: String,
) -> Shown {
    let gif = match super::kit::puzzles::draw_solution(data, lang, puzzle, solver).await {
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

/// Gets you a puzzle near your puzzle rating, privately
#[poise::command(slash_command, guild_only, rename = "new")]
pub async fn new_puzzle(ctx: Context<'_>) -> Result<(), Error> {
    // The database and a picture: too slow for Discord's three seconds.
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = player(ctx.author());
    let lang = private_lang(&ctx);
    let shown = match start_new(data, lang, guild, &me).await {
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

/// The daily puzzle's attempt if one is open (it is over when its solution
/// is posted), else the player's own; a new one of their own if neither.
/// An attempt that can't be read any more is closed on the way (unrated),
/// and the player told.
async fn start_new(data: &Data, lang: Lang, guild: u64, me: &Player) -> Result<Shown, String> {
    let mut open = attempts::open(data, lang, guild, me).await?;
    // The live daily, never tried, comes before the player's own puzzle:
    // else showing their own again would keep the daily out of reach (an
    // answer goes to the puzzle shown last).
    if let (None, Some(live)) = (&open.daily, &open.live) {
        let tried = data
            .store
            .attempted_puzzles(me.id)
            .await
            .map_err(|e| read_failed(guild, e))?
            .contains(&live.puzzle_id);
        let puzzle = data.puzzles.get(&live.puzzle_id).cloned();
        if let (false, Some(puzzle)) = (tried, puzzle) {
            let day = Some(live.day);
            let shown = attempts::start(data, lang, guild, me, puzzle, day, Intro::Daily).await?;
            let mut notes = open.notes.clone();
            if let Some(own) = &open.own {
                notes.push(still_open(lang, &own.puzzle_id));
            }
            return Ok(Shown {
                text: with_notes(&notes, &shown.text),
                ..shown
            });
        }
    }
    for attempt in [open.daily.take(), open.own.take()].into_iter().flatten() {
        match attempts::load(data, guild, attempt).await? {
            Loaded::Readable(readable) => {
                return Ok(again(data, lang, guild, me, readable, &open.notes).await);
            }
            Loaded::Broken(attempt) => {
                open.notes
                    .push(attempts::close_broken(data, lang, guild, me, &attempt).await?);
            }
        }
    }
    let Some(puzzle) = pick_new(data, guild, me.id)
        .await
        .map_err(|e| read_failed(guild, e))?
    else {
        return Err(with_notes(&open.notes, &tr!(lang, "puzzles-tried-all")));
    };
    let how = if puzzle.id.starts_with('s') {
        Intro::ServerGames
    } else {
        Intro::Shipped
    };
    let shown = attempts::start(data, lang, guild, me, puzzle, None, how).await?;
    Ok(Shown {
        text: with_notes(&open.notes, &shown.text),
        ..shown
    })
}

/// "(Your puzzle **p0042** is still open: …)", said when another comes first.
fn still_open(lang: Lang, puzzle_id: &str) -> String {
    tr!(lang, "puzzles-still-open", id = puzzle_id)
}

/// `text` after what the player must know first (an attempt closed).
fn with_notes(notes: &[String], text: &str) -> String {
    notes
        .iter()
        .map(String::as_str)
        .chain([text])
        .collect::<Vec<_>>()
        .join("\n")
}

/// An attempt under way, shown again (and noted as shown: an answer goes
/// to the puzzle shown last).
async fn again(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    open: Readable,
    notes: &[String],
) -> Shown {
    if let Err(e) = data
        .store
        .show_attempt(guild, me.id, &open.attempt, SystemTime::now())
        .await
    {
        // Not shown: an answer would go to the puzzle noted as shown last,
        // not to this one.
        tracing::warn!(guild, "noting a puzzle shown failed: {e}");
        return Shown::text(super::kit::SAVE_FAILED.to_string());
    }
    let task = to_play(lang, &open.puzzle, open.played.len());
    let id = open.puzzle.id.as_str();
    let solving = if open.attempt.daily_day.is_some() {
        tr!(lang, "puzzles-solving-daily", id = id, task = task)
    } else {
        tr!(lang, "puzzles-solving", id = id, task = task)
    };
    let text = with_notes(notes, &solving);
    attempt_board(data, lang, me, &open, None, text.clone())
        .await
        .unwrap_or_else(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            Shown::text(text)
        })
}

async fn autocomplete_puzzle_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = player(ctx.author());
    let mut choices = Vec::new();
    if let Ok(Some(Loaded::Readable(open))) = attempts::last_shown(data, guild, &me).await {
        if let Some(game) = position_after(&open.puzzle, &open.played) {
            choices = suggest_moves(&game, partial, 25);
        }
    }
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|p| serenity::AutocompleteChoice::new(p.to_string(), p.to_string()))
            .collect(),
    )
}

/// Your answer to the puzzle you were shown last (or, with none, shows you the daily puzzle)
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn puzzle_move(
    ctx: Context<'_>,
    #[description = "Your move, like K10: a column A–T (no I) and a row 1–19"]
    #[autocomplete = "autocomplete_puzzle_point"]
    #[max_length = 8]
    position: String,
) -> Result<(), Error> {
    let lang = private_lang(&ctx);
    let Ok(point) = position.trim().to_ascii_uppercase().parse::<Point>() else {
        return super::kit::reply_private(
            ctx,
            tr!(lang, "puzzles-not-a-point", position = position.trim()),
        )
        .await;
    };
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = player(ctx.author());
    let shown = match answer::answer(data, lang, guild, &me, point).await {
        Ok((shown, solved_daily)) => {
            if let Some(day) = solved_daily {
                // The public count is not the solver's to wait for.
                let (data, http) = (data.clone(), ctx.serenity_context().http.clone());
                tokio::spawn(async move { refresh_daily(&data, &http, guild, day).await });
            }
            shown
        }
        Err(text) => Shown::text(text),
    };
    send(ctx, shown).await
}

/// Your puzzle rating, streak, and puzzles solved and failed by theme
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let data = ctx.data();
    let guild = super::kit::guild_of(&ctx);
    let me = ctx.author().id.get();
    let lang = private_lang(&ctx);
    let shown = match stats_text(data, lang, guild, me).await {
        Ok(shown) => shown,
        Err(e) => {
            tracing::error!(guild, "reading puzzle stats failed: {e}");
            Shown::text(READ_FAILED)
        }
    };
    send(ctx, shown).await
}

async fn stats_text(data: &Data, lang: Lang, guild: u64, me: u64) -> Result<Shown, StoreError> {
    let mine = data.store.puzzle_player(guild, me).await?;
    let themes = data.store.puzzle_themes(guild, me).await?;
    let failed = data.store.failed_puzzles(guild, me).await?;
    let mut text = tr!(
        lang,
        "puzzles-stats",
        rating = mine.rating.with_deviation(),
        attempts = mine.attempts,
        streak = mine.streak,
        best = mine.best_streak
    );
    for (theme, tally) in &themes {
        text.push('\n');
        text.push_str(&tr!(
            lang,
            "puzzles-stats-theme",
            theme = theme_word(lang, theme),
            solved = tally.solved,
            failed = tally.failed
        ));
    }
    if themes.is_empty() {
        text.push('\n');
        text.push_str(&tr!(lang, "puzzles-stats-none"));
    }
    let buttons = if failed.is_empty() {
        Vec::new()
    } else {
        vec![serenity::CreateActionRow::Buttons(vec![button(
            format!("{PUZZLE}retry:{me}"),
            &tr!(lang, "puzzles-button-retry", n = failed.len()),
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
        let attempt = InProgress {
            puzzle_id: "p0042".to_string(),
            played: Vec::new(),
            hinted: false,
            daily_day: None,
            started_at: std::time::UNIX_EPOCH + Duration::from_millis(1_700_000_000_123),
            shown_at: std::time::UNIX_EPOCH,
        };
        let json = serde_json::to_value(attempt_buttons(Lang::ENGLISH, 42, &attempt, 2)).unwrap();
        let ids: Vec<&str> = json[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "puzzle:hint:42:p0042:1700000000123:2",
                "puzzle:giveup:42:p0042:1700000000123:2"
            ]
        );
        assert!(ids.iter().all(|id| id.len() <= 100), "Discord's limit");
    }
}
