//! `/pente analyze`: the engine looks at every move of a finished game and
//! names the turning points, with a picture of the most important one. The
//! analysis runs in the engine's queue (it is a long search), one at a time,
//! and only when the queue has a free slot, so games against the bot are
//! never kept waiting behind it for long. Games still in play are refused:
//! the engine's opinion would help a player cheat.

use super::replay::{game_option, Replayed};
use super::{mentions, reply_private, Context, Data, Error};
use crate::ai::analysis;
use crate::session::Table;
use crate::store::GameInGuild;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Discord's limit on a message's length, in characters.
const MAX_MESSAGE: usize = 2000;

/// An analysis is going somewhere in this process; dropping it lets the next
/// one start. One at a time leaves the other slots of the queue to games.
struct Analysing;

static ANALYSING: AtomicBool = AtomicBool::new(false);

impl Analysing {
    fn start() -> Option<Analysing> {
        ANALYSING
            .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
            .then_some(Analysing)
    }
}

impl Drop for Analysing {
    fn drop(&mut self) {
        ANALYSING.store(false, Ordering::Release);
    }
}

/// The finished game asked for, or what to tell the user.
async fn find(
    data: &Data,
    guild: u64,
    channel: u64,
    number: Option<u64>,
) -> Result<Replayed, String> {
    let live = match data.peek(channel).await {
        Some(Table::Match(m)) => Some(m.id),
        _ => None,
    };
    let failed = |e| {
        tracing::error!(channel, "reading a game to analyse failed: {e}");
        "Sorry, I couldn't read the game just now. Please try again in a moment.".to_string()
    };
    let still_playing = |id: u64, channel_id: u64| {
        format!(
            "Game #{id} is still being played in <#{channel_id}>: I analyse games once they are over, since my opinion would help a player during the game."
        )
    };
    let Some(id) = number else {
        return match data.store.last_finished_in_channel(channel).await {
            Ok(Some(f)) => Replayed::from_finished(&f),
            Ok(None) => Err(match live {
                Some(id) => still_playing(id, channel),
                None => "No game has ended in this channel yet. Give a game number from `/pente history`, like `#42`.".to_string(),
            }),
            Err(e) => Err(failed(e)),
        };
    };
    if live == Some(id) {
        return Err(still_playing(id, channel));
    }
    match data.store.game_in_guild(id, guild).await {
        Ok(GameInGuild::Finished(f) | GameInGuild::Aborted(f)) => Replayed::from_finished(&f),
        Ok(GameInGuild::Playing { channel_id }) => Err(still_playing(id, channel_id)),
        Ok(GameInGuild::NeverStarted) => Err(format!(
            "Game #{id} never started (its challenge wasn't accepted): there is nothing to analyse."
        )),
        Ok(GameInGuild::SetAside) => Err(format!("Game #{id}'s moves no longer replay, sorry.")),
        Ok(GameInGuild::NotHere) => Err(format!(
            "There is no game #{id} in this server. `/pente history` shows the games' numbers."
        )),
        Err(e) => Err(failed(e)),
    }
}

/// What the user is told while the engine works: "Analysing 62 moves of
/// game #42… this takes up to 16 s."
fn working_text(id: u64, moves: usize) -> String {
    let per_position = analysis::limits_for(moves)
        .time
        .unwrap_or(analysis::MAX_TOTAL);
    // One search per position, the empty board's too.
    let total = (per_position * (moves as u32 + 1)).min(analysis::MAX_TOTAL);
    format!(
        "🔎 Analysing {moves} move{} of game #{id}… this takes up to {} s.",
        if moves == 1 { "" } else { "s" },
        total.as_secs_f64().ceil() as u64
    )
}

/// `text` cut to fit in one Discord message.
fn fit(text: &str) -> String {
    if text.chars().count() <= MAX_MESSAGE {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX_MESSAGE - 1).collect();
    if let Some(line) = cut.rfind('\n') {
        cut.truncate(line);
    }
    cut.push('…');
    cut
}

/// Where a finished game was won and lost, by the engine
#[poise::command(slash_command, guild_only)]
pub async fn analyze(
    ctx: Context<'_>,
    #[description = "The game's number from /pente history, like #42 (this channel's last game if you don't say)"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let number = match game_option(game.as_deref()) {
        Ok(number) => number,
        Err(text) => return reply_private(ctx, text).await,
    };
    let game = match find(data, guild, channel, number).await {
        Ok(g) => g,
        Err(text) => return reply_private(ctx, text).await,
    };
    let busy = "I'm busy thinking about games right now: ask for the analysis again in a minute.";
    if data.engine.queue_ahead() > 0 {
        return reply_private(ctx, busy).await;
    }
    let Some(analysing) = Analysing::start() else {
        return reply_private(
            ctx,
            format!("Another game is being analysed right now: {busy}"),
        )
        .await;
    };
    ctx.defer().await?;
    ctx.send(
        poise::CreateReply::default()
            .content(working_text(game.id, game.moves.len()))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    let renderer = Arc::clone(&data.renderer);
    let moves = game.moves.clone();
    let (white, black) = (game.white.clone(), game.black.clone());
    // The analysis keeps to its own budget; the stop flag is the backstop.
    let cancel_after = analysis::MAX_TOTAL + Duration::from_secs(5);
    let report = data
        .engine
        .run(cancel_after, move |stop| {
            analysis::report(&moves, &white, &black, stop).map(|report| {
                // Drawn here, still off the async threads.
                let png = report
                    .key_moment
                    .as_ref()
                    .and_then(|key| renderer.render_key_moment_png(key, &white, &black));
                (report, png)
            })
        })
        .await?;
    drop(analysing);
    let (report, png) = match report {
        Ok(done) => done,
        Err((index, e)) => {
            tracing::error!(
                game = game.id,
                "analysis: move {} is illegal: {e}",
                index + 1
            );
            ctx.send(
                poise::CreateReply::default()
                    .content(format!(
                        "Game #{}'s moves no longer replay, sorry.",
                        game.id
                    ))
                    .allowed_mentions(mentions(&[])),
            )
            .await?;
            return Ok(());
        }
    };
    let mut reply = poise::CreateReply::default()
        .content(fit(&format!("{}\n{}", game.title, report.text)))
        .allowed_mentions(mentions(&[]));
    if let Some(png) = png {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "analysis.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_analysis_at_a_time() {
        let first = Analysing::start().expect("none going");
        assert!(Analysing::start().is_none());
        drop(first);
        assert!(Analysing::start().is_some());
    }

    #[test]
    fn the_working_message_says_how_long() {
        assert_eq!(
            working_text(42, 62),
            "🔎 Analysing 62 moves of game #42… this takes up to 16 s."
        );
        assert!(working_text(7, 200).ends_with("up to 30 s."));
        assert!(working_text(7, 1).contains("1 move of game #7"));
    }

    #[test]
    fn long_texts_are_cut_at_a_line_to_fit_a_message() {
        let long = "a line of text\n".repeat(300);
        let cut = fit(&long);
        assert!(cut.chars().count() <= MAX_MESSAGE);
        assert!(cut.ends_with("text…"), "{cut}");
        assert_eq!(fit("short"), "short");
    }
}
