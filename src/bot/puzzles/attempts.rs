//! The attempts a player has under way in a server, read: two slots, the
//! daily puzzle's (over once its solution is posted) and the player's own;
//! which one an answer goes to (the one shown last, the live daily first
//! if the player has seen nothing since it was posted); and the closing of
//! an attempt that is over or can't be read any more, unrated, so that no
//! puzzle ever locks a player out.

use super::{attempt_board, introduce, read_failed, still_open, Intro, Shown};
use crate::bot::kit::puzzles::{find, points, position_after, theme_names};
use crate::bot::kit::{Data, SAVE_FAILED};
use crate::game::Point;
use crate::locale::Lang;
use crate::puzzle::Puzzle;
use crate::rating::{self, PuzzleResult};
use crate::session::Player;
use crate::store::{millis, AttemptEnd, AttemptEnded, DailyPost, InProgress, StoreError};
use crate::tr;
use std::time::SystemTime;

/// An attempt under way with its puzzle and its moves, read.
pub(super) struct Readable {
    pub attempt: InProgress,
    pub puzzle: Puzzle,
    pub played: Vec<Point>,
}

/// An attempt, loaded: readable, or not any more (its puzzle gone from
/// the shipped set, a server's puzzle that no longer replays, a stored
/// move that no longer parses).
pub(super) enum Loaded {
    Readable(Readable),
    Broken(InProgress),
}

/// A player's attempts under way in a server, with the live daily puzzle
/// and what the player must be told first (an attempt closed on the way).
pub(super) struct Open {
    pub daily: Option<InProgress>,
    pub own: Option<InProgress>,
    pub live: Option<DailyPost>,
    pub notes: Vec<String>,
}

/// The part of a button's id that names its attempt: the puzzle and when
/// the attempt started (`p0042:1700000000123`).
pub(super) fn button_key(attempt: &InProgress) -> String {
    format!("{}:{}", attempt.puzzle_id, millis(attempt.started_at))
}

/// Whether `attempt` is the one a button's `puzzle` and `started` name.
pub(super) fn named_by(attempt: &InProgress, puzzle: &str, started: i64) -> bool {
    attempt.puzzle_id == puzzle && millis(attempt.started_at) == started
}

/// The player's attempts under way; a daily puzzle's attempt whose
/// solution has been posted (or a newer daily come) is closed, unrated.
pub(super) async fn open(data: &Data, lang: Lang, guild: u64, me: &Player) -> Result<Open, String> {
    let read = |e| read_failed(guild, e);
    let live = data.store.live_daily(guild).await.map_err(read)?;
    let mut open = Open {
        daily: None,
        own: None,
        live,
        notes: Vec::new(),
    };
    let attempts = data
        .store
        .attempts_in_progress(guild, me.id)
        .await
        .map_err(read)?;
    for attempt in attempts {
        match attempt.daily_day {
            Some(day) if open.live.as_ref().map(|l| l.day) != Some(day) => {
                close_unrated(data, lang, guild, me, &attempt).await?;
                open.notes.push(tr!(
                    lang,
                    "puzzles-daily-over",
                    id = attempt.puzzle_id.as_str()
                ));
            }
            Some(_) => open.daily = Some(attempt),
            None => open.own = Some(attempt),
        }
    }
    Ok(open)
}

/// `attempt` with its puzzle; `Broken` (logged, saying which) if it can't
/// be read or replayed any more.
pub(super) async fn load(data: &Data, guild: u64, attempt: InProgress) -> Result<Loaded, String> {
    let puzzle = find(data, guild, &attempt.puzzle_id)
        .await
        .map_err(|e| read_failed(guild, e))?;
    let played = points(&attempt.played);
    match (puzzle, played) {
        (Some(puzzle), Some(played)) if position_after(&puzzle, &played).is_some() => {
            Ok(Loaded::Readable(Readable {
                attempt,
                puzzle,
                played,
            }))
        }
        (puzzle, played) => {
            let why = match (puzzle, played) {
                (None, _) => "the puzzle is gone or its line doesn't read", // untranslated: only logged
                (Some(_), None) => "a stored move doesn't read", // untranslated: only logged
                (Some(_), Some(_)) => "the position no longer replays", // untranslated: only logged
            };
            tracing::error!(
                guild,
                puzzle = %attempt.puzzle_id,
                played = %attempt.played.join(" "),
                "an attempt can't be read ({why}): it is closed, unrated"
            );
            Ok(Loaded::Broken(attempt))
        }
    }
}

/// The attempt shown last, loaded (for the answer's suggestions: nothing
/// is closed here).
pub(super) async fn last_shown(
    data: &Data,
    guild: u64,
    me: &Player,
) -> Result<Option<Loaded>, String> {
    let attempts = data
        .store
        .attempts_in_progress(guild, me.id)
        .await
        .map_err(|e| read_failed(guild, e))?;
    match attempts.into_iter().next() {
        Some(attempt) => Ok(Some(load(data, guild, attempt).await?)),
        None => Ok(None),
    }
}

/// Ends `attempt` as given up, unrated, without its puzzle.
async fn close_unrated(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    attempt: &InProgress,
) -> Result<AttemptEnded, String> {
    let end = AttemptEnd {
        guild_id: guild,
        player: me,
        puzzle_id: &attempt.puzzle_id,
        started_at: attempt.started_at,
        rated: false,
        puzzle_start: rating::puzzle_start(rating::START_RATING),
        themes: &[],
        result: PuzzleResult::GaveUp,
        played: &attempt.played,
    };
    data.store
        .finish_attempt(&end, SystemTime::now())
        .await
        .map_err(|e| changed_meanwhile(lang, guild, e))
}

/// Closes an attempt that can't be read any more, unrated: what the
/// player is told.
pub(super) async fn close_broken(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    attempt: &InProgress,
) -> Result<String, String> {
    close_unrated(data, lang, guild, me, attempt).await?;
    Ok(tr!(
        lang,
        "puzzles-closed-broken",
        id = attempt.puzzle_id.as_str()
    ))
}

/// Ends `open` with `result`, written before anything is shown: rated if
/// the puzzle may be (see `Store::finish_attempt` for the rest).
pub(super) async fn end(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    open: &Readable,
    result: PuzzleResult,
) -> Result<AttemptEnded, String> {
    let themes = theme_names(&open.puzzle);
    let end = AttemptEnd {
        guild_id: guild,
        player: me,
        puzzle_id: &open.puzzle.id,
        started_at: open.attempt.started_at,
        rated: crate::bot::kit::puzzles::may_be_rated(data, &open.puzzle.id),
        puzzle_start: rating::puzzle_start(open.puzzle.rating),
        themes: &themes,
        result,
        played: &open.attempt.played,
    };
    data.store
        .finish_attempt(&end, SystemTime::now())
        .await
        .map_err(|e| changed_meanwhile(lang, guild, e))
}

/// A write refused because the attempt moved on (another answer, a press)
/// or ended meanwhile.
pub(super) fn changed_meanwhile(lang: Lang, guild: u64, e: StoreError) -> String {
    if let StoreError::Stale { .. } = e {
        tr!(lang, "puzzles-changed-meanwhile")
    } else {
        tracing::error!(guild, "saving a puzzle attempt failed: {e}");
        SAVE_FAILED.to_string()
    }
}

/// Starts an attempt at `puzzle` (the daily puzzle of `daily_day`, or one
/// of the player's own) and shows it, introduced as `how`.
pub(super) async fn start(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    puzzle: Puzzle,
    daily_day: Option<i64>,
    how: Intro,
) -> Result<Shown, String> {
    let now = SystemTime::now();
    let started = data
        .store
        .start_attempt(guild, me.id, &puzzle.id, daily_day, now)
        .await
        .map_err(|e| {
            tracing::error!(guild, "starting a puzzle failed: {e}");
            SAVE_FAILED.to_string()
        })?;
    if !started {
        // Another of the player's commands started one a moment ago.
        return Err(tr!(lang, "puzzles-already-under-way"));
    }
    let open = Readable {
        attempt: InProgress {
            puzzle_id: puzzle.id.clone(),
            played: Vec::new(),
            hinted: false,
            daily_day,
            started_at: now,
            shown_at: now,
        },
        puzzle,
        played: Vec::new(),
    };
    let text = introduce(lang, &open.puzzle, how);
    attempt_board(data, lang, me, &open, None, text)
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            tr!(lang, "puzzles-not-drawn")
        })
}

/// What `/pente puzzle move` does with a point.
pub(super) enum ForAnswer {
    /// Judge it against this attempt (the player was shown it last), after
    /// telling them `notes`.
    Judge(Readable, Vec<String>),
    /// Judge nothing: show the player this first.
    Show(Shown),
}

/// The attempt an answer goes to: the one the player was shown last,
/// unless the live daily puzzle, which they never tried, was posted since
/// (then it is started and shown, and nothing judged). With no attempt
/// under way, the live daily is shown; a point is never judged against a
/// puzzle the player has not been shown.
pub(super) async fn for_answer(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    point: Point,
) -> Result<ForAnswer, String> {
    let mut open = open(data, lang, guild, me).await?;
    let last = [open.daily.take(), open.own.take()]
        .into_iter()
        .flatten()
        .max_by_key(|a| a.shown_at);
    let mut tried_daily = false;
    if let Some(live) = &open.live {
        let seen_since = last.as_ref().is_some_and(|a| a.shown_at >= live.posted_at);
        let daily_open = last.as_ref().is_some_and(|a| a.daily_day.is_some());
        if !seen_since && !daily_open {
            tried_daily = data
                .store
                .attempted_puzzles(me.id)
                .await
                .map_err(|e| read_failed(guild, e))?
                .contains(&live.puzzle_id);
            let puzzle = data.puzzles.get(&live.puzzle_id).cloned();
            if let (false, Some(puzzle)) = (tried_daily, puzzle) {
                let mut shown =
                    start(data, lang, guild, me, puzzle, Some(live.day), Intro::Daily).await?;
                let mut text = open.notes.clone();
                text.push(tr!(
                    lang,
                    "puzzles-move-not-played-look",
                    point = point.to_string()
                ));
                if let Some(own) = &last {
                    text.push(still_open(lang, &own.puzzle_id));
                }
                text.push(shown.text);
                shown.text = text.join("\n");
                return Ok(ForAnswer::Show(shown));
            }
        }
    }
    let Some(attempt) = last else {
        let mut text = open.notes;
        if tried_daily {
            text.push(tr!(lang, "puzzles-daily-tried"));
        }
        text.push(tr!(lang, "puzzles-none-under-way"));
        return Err(text.join("\n"));
    };
    match load(data, guild, attempt).await? {
        Loaded::Readable(readable) => Ok(ForAnswer::Judge(readable, open.notes)),
        Loaded::Broken(attempt) => {
            let mut text = open.notes;
            text.push(close_broken(data, lang, guild, me, &attempt).await?);
            text.push(tr!(lang, "puzzles-move-not-played-another"));
            Err(text.join("\n"))
        }
    }
}
