//! The daily puzzle: `/pente puzzle daily channel:#… hour:…` (moderators)
//! sets where and when, and [`post`] (run by the daily timer,
//! `kit::daily`) posts it: the day is claimed in the database first, so it
//! is posted once a day across restarts and processes. Players answer it
//! privately with `/pente puzzle move`; yesterday's solution follows under
//! a spoiler when today's puzzle comes.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::puzzles::{daily_text, draw_position, pick_daily, solution_text};
use super::kit::{mentions, reply_private, reply_public, Context, Data, Error, SAVE_FAILED};
use crate::store::DailyConfig;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::SystemTime;

/// Moderators: post a puzzle every day in a channel, at an hour (UTC)
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
    if !super::kit::is_moderator(&ctx) {
        return reply_private(
            ctx,
            "Only moderators (with the Manage Messages permission) can set the daily puzzle.",
        )
        .await;
    }
    if hour > 23 {
        return reply_private(ctx, "The hour is 0 to 23 (UTC).").await;
    }
    let config = DailyConfig {
        guild_id: super::kit::guild_of(&ctx),
        channel_id: channel.get(),
        hour: u32::from(hour),
    };
    let data = ctx.data();
    let saved = within(
        ctx,
        Seen::Everyone,
        data.store.set_daily_config(config, SystemTime::now()),
    )
    .await;
    if let Err(e) = saved {
        tracing::error!(
            guild = config.guild_id,
            "saving the daily puzzle setting failed: {e}"
        );
        return say_privately(ctx, SAVE_FAILED).await;
    }
    data.daily.changed();
    reply_public(
        ctx,
        format!(
            "🧩 A daily puzzle will be posted in <#{}> every day at {hour:02}:00 UTC. Anyone can solve it privately with `/pente puzzle move`.",
            config.channel_id
        ),
    )
    .await
}

/// Posts `day`'s puzzle for the server of `config` (and yesterday's
/// solution first); `false` if it should be tried again later.
pub async fn post(data: Data, http: Arc<serenity::Http>, config: DailyConfig, day: i64) -> bool {
    let guild = config.guild_id;
    post_solution(&data, &http, guild, day).await;
    let puzzle = match pick_daily(&data, guild).await {
        Ok(Some(p)) => p,
        Ok(None) => {
            tracing::warn!(guild, "no puzzle left for the daily puzzle");
            return true;
        }
        Err(e) => {
            tracing::warn!(guild, "choosing the daily puzzle failed: {e}");
            return false;
        }
    };
    let now = SystemTime::now();
    match data
        .store
        .claim_daily(guild, day, &puzzle.id, config.channel_id, now)
        .await
    {
        Ok(true) => {}
        // Posted already (before a restart, or by another process).
        Ok(false) => return true,
        Err(e) => {
            tracing::warn!(guild, "claiming the daily puzzle failed: {e}");
            return false;
        }
    }
    let png = draw_position(&data, &puzzle, &[], "Solver", None)
        .await
        .ok()
        .flatten();
    let mut message = serenity::CreateMessage::new()
        .content(daily_text(&puzzle, 0))
        .allowed_mentions(mentions(&[]));
    if let Some(png) = png {
        message = message.add_file(serenity::CreateAttachment::bytes(png, "daily-puzzle.png"));
    }
    match serenity::ChannelId::new(config.channel_id)
        .send_message(&http, message)
        .await
    {
        Ok(sent) => {
            if let Err(e) = data
                .store
                .set_daily_message(guild, day, sent.id.get())
                .await
            {
                tracing::error!(guild, day, "saving the daily puzzle's message failed: {e}");
            }
            tracing::info!(guild, day, puzzle = %puzzle.id, "daily puzzle posted");
            true
        }
        Err(e) => {
            tracing::warn!(guild, day, "posting the daily puzzle failed: {e}");
            if let Err(e) = data.store.release_daily(guild, day).await {
                tracing::error!(guild, day, "giving the day back failed: {e}");
            }
            false
        }
    }
}

/// Posts the solution of the last daily puzzle before `today` under a
/// spoiler, once, as a reply to its puzzle.
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
    match data.store.claim_daily_solution(guild, day).await {
        Ok(true) => {}
        Ok(false) => return,
        Err(e) => {
            tracing::warn!(guild, day, "claiming the daily solution failed: {e}");
            return;
        }
    }
    let which = if day == today - 1 {
        "Yesterday's daily puzzle".to_string()
    } else {
        format!("The daily puzzle of <t:{}:D>", day * 86_400)
    };
    let text = format!(
        "🧩 {which}, solved by {}: the solution is ||{}||",
        post.solvers,
        solution_text(puzzle)
    );
    let channel = serenity::ChannelId::new(post.channel_id);
    let message = serenity::CreateMessage::new()
        .content(text)
        .reference_message((channel, serenity::MessageId::new(message_id)))
        .allowed_mentions(mentions(&[]));
    if let Err(e) = channel.send_message(http, message).await {
        tracing::warn!(guild, day, "posting the daily solution failed: {e}");
    }
}
