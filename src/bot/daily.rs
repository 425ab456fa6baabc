//! The daily puzzle: `/pente puzzle daily channel:#… hour:…` (Manage Server)
//! sets where and when, once the bot has shown it can post there, and
//! [`post`] (run by the daily timer, `kit::daily`) posts it: the day is
//! claimed in the database first, so it is posted once a day across
//! restarts and processes, and a claim whose post never came is taken over.
//! A post that fails backs off and is reported once where the daily was
//! set. Players answer it privately with `/pente puzzle move` until its
//! solution follows, under a spoiler, when the next day's puzzle comes.

use super::kit::daily::{backoff, LOST};
use super::kit::languages::{private_lang, public_lang, server_lang};
use super::kit::puzzles::{daily_text, draw_position, pick_daily, solution_text};
use super::kit::{mentions, reply_private, Context, Data, Error, SAVE_FAILED};
use crate::locale::Lang;
use crate::store::DailyConfig;
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::SystemTime;

/// Moderators (Manage Server): post a puzzle every day in a channel, at an hour (UTC)
#[poise::command(slash_command, guild_only)]
pub async fn daily(
    ctx: Context<'_>,
    #[description = "The channel for the daily puzzle"]
    #[channel_types("Text")]
    channel: serenity::ChannelId,
    #[description = "The hour to post it, UTC (0–23)"]
    #[min = 0]
    #[max = 23]
    hour: u8,
) -> Result<(), Error> {
    let lang = private_lang(&ctx);
    // A server-wide setting posting anywhere: a right of the server's, not a
    // channel's Manage Messages, which an overwrite can give to anyone.
    if !super::kit::manages_server(&ctx) {
        return reply_private(ctx, tr!(lang, "puzzles-daily-not-moderator")).await;
    }
    if hour > 23 {
        return reply_private(ctx, tr!(lang, "puzzles-daily-bad-hour")).await;
    }
    // A post in the channel, and the database: past three seconds, maybe.
    ctx.defer_ephemeral().await?;
    let config = DailyConfig::new(
        super::kit::guild_of(&ctx),
        channel.get(),
        u32::from(hour),
        Some(ctx.channel_id().get()),
    );
    let data = ctx.data();
    // The check is the post itself: the channel exists, the bot sees it and
    // may send there. Nothing is set if it can't.
    let at = format!("{hour:02}:00");
    let announcement = serenity::CreateMessage::new()
        .content(tr!(
            public_lang(&ctx),
            "puzzles-daily-announced",
            at = at.as_str()
        ))
        .allowed_mentions(mentions(&[]));
    let posted = match channel.send_message(ctx.http(), announcement).await {
        Ok(message) => message,
        Err(e) => {
            tracing::info!(guild = config.guild_id, channel = %channel, "the daily puzzle's channel refused a post: {e}");
            return reply_private(
                ctx,
                tr!(
                    lang,
                    "puzzles-daily-cannot-post-there",
                    channel = channel.get().to_string(),
                    why = why_not(lang, &e)
                ),
            )
            .await;
        }
    };
    if let Err(e) = data.store.set_daily_config(config, SystemTime::now()).await {
        tracing::error!(
            guild = config.guild_id,
            "saving the daily puzzle setting failed: {e}"
        );
        let _ = posted.delete(ctx.http()).await;
        return reply_private(ctx, SAVE_FAILED).await;
    }
    data.daily.changed();
    reply_private(
        ctx,
        tr!(
            lang,
            "puzzles-daily-set",
            channel = channel.get().to_string(),
            at = at.as_str()
        ),
    )
    .await
}

/// Whether a failed request was refused for good (the channel gone, the
/// bot not allowed or no longer in the server), not a passing fault.
fn refused(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            matches!(r.status_code.as_u16(), 401 | 403 | 404)
        }
        _ => false,
    }
}

/// Words for why a post was refused.
fn why_not(lang: Lang, e: &serenity::Error) -> String {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            match r.status_code.as_u16() {
                403 => tr!(lang, "puzzles-daily-why-permission"),
                404 => tr!(lang, "puzzles-daily-why-no-channel"),
                401 => tr!(lang, "puzzles-daily-why-not-allowed"),
                _ => tr!(lang, "puzzles-daily-why-refused"),
            }
        }
        _ => tr!(lang, "puzzles-daily-why-no-answer"),
    }
}

/// Posts `day`'s puzzle for the server of `config` (and the last daily's
/// solution first); `false` if it should be tried again later. A failure
/// is counted (the next try backs off) and told once where the daily was
/// set.
pub async fn post(data: Data, http: Arc<serenity::Http>, config: DailyConfig, day: i64) -> bool {
    match try_post(&data, &http, config, day).await {
        Ok(()) => {
            if config.failures > 0 {
                if let Err(e) = data.store.daily_post_succeeded(config.guild_id).await {
                    tracing::warn!(guild = config.guild_id, "{e}");
                }
            }
            true
        }
        Err(Failure::Store(e)) => {
            tracing::warn!(guild = config.guild_id, day, "the daily puzzle: {e}");
            false
        }
        Err(Failure::Discord(e)) => {
            let lang = server_lang(&data, config.guild_id);
            let why = if refused(&e) {
                Why::Refused(why_not(lang, &e))
            } else {
                Why::Passing(why_not(lang, &e))
            };
            failed(&data, &http, config, why).await;
            false
        }
        Err(Failure::NoPuzzleLeft) => {
            tracing::warn!(
                guild = config.guild_id,
                "no puzzle left for the daily puzzle"
            );
            failed(&data, &http, config, Why::NoPuzzleLeft).await;
            false
        }
    }
}

enum Failure {
    Store(crate::store::StoreError),
    Discord(serenity::Error),
    /// Every puzzle was posted in this server already: nothing to post
    /// until the operator adds puzzles (a restart with a new file).
    NoPuzzleLeft,
}

/// Why a post failed, as the moderators are told.
enum Why {
    /// Refused for good (a permission, the channel gone): told at once.
    Refused(String),
    /// A passing fault: told after a few in a row.
    Passing(String),
    NoPuzzleLeft,
}

impl From<crate::store::StoreError> for Failure {
    fn from(e: crate::store::StoreError) -> Self {
        Failure::Store(e)
    }
}

async fn try_post(
    data: &Data,
    http: &serenity::Http,
    config: DailyConfig,
    day: i64,
) -> Result<(), Failure> {
    let guild = config.guild_id;
    let now = SystemTime::now();
    // A day claimed before, whose post never came, keeps its puzzle.
    let puzzle = match data.store.daily_post(guild, day).await? {
        Some(post) if post.message_id.is_some() => return Ok(()),
        Some(post) => data.puzzles.get(&post.puzzle_id).cloned(),
        None => pick_daily(data, guild).await?,
    };
    let Some(puzzle) = puzzle else {
        return Err(Failure::NoPuzzleLeft);
    };
    let lost_before = now.checked_sub(LOST).unwrap_or(std::time::UNIX_EPOCH);
    if !data
        .store
        .claim_daily(guild, day, &puzzle.id, config.channel_id, now, lost_before)
        .await?
    {
        // Posted already, or being posted (before a restart, or by another
        // process).
        return Ok(());
    }
    post_solution(data, http, guild, day).await;
    let lang = server_lang(data, guild);
    let png = draw_position(data, lang, &puzzle, &[], &tr!(lang, "puzzles-solver"), None)
        .await
        .ok()
        .flatten();
    let mut message = serenity::CreateMessage::new()
        .content(daily_text(lang, &puzzle, 0))
        .allowed_mentions(mentions(&[]));
    if let Some(png) = png {
        message = message.add_file(serenity::CreateAttachment::bytes(png, "daily-puzzle.png"));
    }
    match serenity::ChannelId::new(config.channel_id)
        .send_message(http, message)
        .await
    {
        Ok(sent) => {
            if let Err(e) = data
                .store
                .set_daily_message(guild, day, sent.id.get(), SystemTime::now())
                .await
            {
                tracing::error!(guild, day, "saving the daily puzzle's message failed: {e}");
            }
            tracing::info!(guild, day, puzzle = %puzzle.id, "daily puzzle posted");
            Ok(())
        }
        Err(e) => {
            tracing::warn!(guild, day, "posting the daily puzzle failed: {e}");
            if let Err(e) = data.store.release_daily(guild, day).await {
                tracing::error!(guild, day, "giving the day back failed: {e}");
            }
            Err(Failure::Discord(e))
        }
    }
}

/// Counts a failed post (the next try backs off) and says so, once, where
/// the daily was set: at the first refusal or "no puzzle left" (even after
/// passing faults), or after a few passing faults in a row. A failure told
/// counts as at least [`TELL_AFTER`] in a row, so it is not told again
/// while the failures go on.
async fn failed(data: &Data, http: &serenity::Http, config: DailyConfig, why: Why) {
    let guild = config.guild_id;
    let lang = server_lang(data, guild);
    let (tell, counted) = telling(config.failures, !matches!(why, Why::Passing(_)));
    let text = match why {
        Why::Refused(why) | Why::Passing(why) => tr!(
            lang,
            "puzzles-daily-post-failed",
            channel = config.channel_id.to_string(),
            why = why
        ),
        Why::NoPuzzleLeft => tr!(lang, "puzzles-daily-none-left"),
    };
    let retry_at = SystemTime::now() + backoff(counted);
    if let Err(e) = data.store.daily_post_failed(guild, retry_at, counted).await {
        tracing::error!(guild, "counting a failed daily post failed: {e}");
    }
    let Some(report) = config.report_channel_id.filter(|_| tell) else {
        return;
    };
    let message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(&[]));
    if let Err(e) = serenity::ChannelId::new(report)
        .send_message(http, message)
        .await
    {
        tracing::warn!(guild, "telling of a failed daily post failed: {e}");
    }
}

/// Whether a failure after `before` failures in a row is told (`for_good`:
/// one that needs a person, told at once unless told already; else a
/// passing fault, told at the [`TELL_AFTER`]th in a row), and how many
/// failures in a row it counts as (a failure told counts as at least
/// [`TELL_AFTER`], so that the ones after it are not told again).
fn telling(before: u32, for_good: bool) -> (bool, u32) {
    let failures = before.saturating_add(1);
    let tell = if for_good {
        failures <= TELL_AFTER
    } else {
        failures == TELL_AFTER
    };
    (
        tell,
        if tell {
            failures.max(TELL_AFTER)
        } else {
            failures
        },
    )
}

/// Passing faults in a row before the failure is told.
const TELL_AFTER: u32 = 3;

/// Posts the solution of the last daily puzzle before `today` under a
/// spoiler, as a reply to its puzzle; marked posted once sent (a lost post
/// is tried again with the next).
async fn post_solution(data: &Data, http: &serenity::Http, guild: u64, today: i64) {
    let Ok(Some(post)) = data.store.unsolved_daily_before(guild, today).await else {
        return;
    };
    let (day, Some(message_id)) = (post.day, post.message_id) else {
        return;
    };
    let Some(puzzle) = data.puzzles.get(&post.puzzle_id) else {
        return;
    };
    let lang = server_lang(data, guild);
    let (solvers, solution) = (post.solvers, solution_text(puzzle));
    let text = if day == today - 1 {
        tr!(
            lang,
            "puzzles-daily-solution-yesterday",
            solvers = solvers,
            solution = solution
        )
    } else {
        tr!(
            lang,
            "puzzles-daily-solution-of",
            day = format!("<t:{}:D>", day * 86_400),
            solvers = solvers,
            solution = solution
        )
    };
    let channel = serenity::ChannelId::new(post.channel_id);
    let message = serenity::CreateMessage::new()
        .content(text)
        .reference_message(
            serenity::MessageReference::from((channel, serenity::MessageId::new(message_id)))
                .fail_if_not_exists(false),
        )
        .allowed_mentions(mentions(&[]));
    if let Err(e) = channel.send_message(http, message).await {
        tracing::warn!(guild, day, "posting the daily solution failed: {e}");
        return;
    }
    if let Err(e) = data.store.claim_daily_solution(guild, day).await {
        tracing::warn!(guild, day, "marking the daily solution posted failed: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_told_once_even_after_passing_faults() {
        assert_eq!(telling(0, true), (true, TELL_AFTER), "at once");
        assert_eq!(
            telling(TELL_AFTER, true),
            (false, TELL_AFTER + 1),
            "not again"
        );
        // Passing faults, then a refusal: told, which the old rule (told at
        // the first failure only) never did.
        assert_eq!(telling(1, true), (true, TELL_AFTER));
        assert_eq!(telling(2, true), (true, TELL_AFTER));
        // Passing faults: told at the third in a row, and only then.
        assert_eq!(telling(0, false), (false, 1));
        assert_eq!(telling(1, false), (false, 2));
        assert_eq!(telling(2, false), (true, TELL_AFTER));
        assert_eq!(telling(TELL_AFTER, false), (false, TELL_AFTER + 1));
        // A refusal after passing faults that were told: not told twice.
        assert!(!telling(TELL_AFTER, true).0);
        assert_eq!(telling(u32::MAX, true), (false, u32::MAX));
    }
}
