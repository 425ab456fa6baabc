//! Discord gives an interaction three seconds for its first answer. Anything
//! that can be slow (a database read of many rows, a picture, the channel's
//! lock, the engine) runs inside [`within`] or [`press_within`], which defer
//! the interaction if the work isn't done in a second: a fast answer goes out
//! in one request, a slow one still reaches the user.

use super::{mentions, private_followup, reply_private, Context, Error, Refusal};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Duration;

/// How long an interaction's work may take before it is deferred. This
/// leaves the rest of the three seconds for the gateway's delay and the
/// upload.
pub const DEFER_AFTER: Duration = Duration::from_secs(1);

/// Who sees the deferred "thinking…" message, and so the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    Everyone,
    Invoker,
}

/// Whether the interaction has been answered or deferred already.
pub fn deferred(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst),
        poise::Context::Prefix(_) => true,
    }
}

/// Runs `work`, deferring the command (seen as `seen` says) if it isn't done
/// within [`DEFER_AFTER`] of `started`.
pub async fn within_from<T>(
    ctx: Context<'_>,
    started: tokio::time::Instant,
    seen: Seen,
    work: impl Future<Output = T>,
) -> T {
    let mut work = std::pin::pin!(work);
    if deferred(ctx) {
        return work.await;
    }
    tokio::select! {
        done = &mut work => return done,
        () = tokio::time::sleep_until(started + DEFER_AFTER) => {}
    }
    let defer = async {
        match seen {
            Seen::Everyone => ctx.defer().await,
            Seen::Invoker => ctx.defer_ephemeral().await,
        }
    };
    let (was_deferred, done) = tokio::join!(defer, work);
    if let Err(e) = was_deferred {
        tracing::warn!("deferring a slow reply failed: {e}");
    }
    done
}

/// [`within_from`], timed from now.
pub async fn within<T>(ctx: Context<'_>, seen: Seen, work: impl Future<Output = T>) -> T {
    within_from(ctx, tokio::time::Instant::now(), seen, work).await
}

/// Answers the invoker privately, deferred or not: a public "thinking"
/// message goes, and the reason comes for their eyes only.
pub async fn say_privately(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    if let poise::Context::Application(a) = ctx {
        if deferred(ctx) {
            // The first follow-up after a deferral takes the place of the
            // "thinking…" message and keeps its visibility: remove it, so the
            // answer comes as a message of its own, for the invoker only.
            if let Err(e) = a.interaction.delete_response(ctx.http()).await {
                tracing::debug!("could not remove the deferred reply: {e}");
            }
        }
    }
    reply_private(ctx, text).await
}

/// A refusal, after the command may have been deferred.
pub async fn refuse(ctx: Context<'_>, refusal: Refusal) -> Result<(), Error> {
    let lang = super::languages::private_lang(&ctx);
    say_privately(ctx, refusal.text(lang)).await
}

/// A refusal of a change to the channel's game, told better: "no game"
/// in a channel whose game just ended says how it ended.
pub async fn refuse_explained(
    ctx: Context<'_>,
    data: &super::Data,
    channel: u64,
    refusal: Refusal,
) -> Result<(), Error> {
    let lang = super::languages::private_lang(&ctx);
    let text = super::change::explain(data, channel, lang, refusal.text(lang)).await;
    say_privately(ctx, text).await
}

/// Runs `work` for a button press, acknowledging the press (without changing
/// its message yet) if the work isn't done within [`DEFER_AFTER`]. Returns
/// whether the press was acknowledged, and what `work` returned.
pub async fn press_within<T>(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    work: impl Future<Output = T>,
) -> (bool, T) {
    let mut work = std::pin::pin!(work);
    tokio::select! {
        done = &mut work => return (false, done),
        () = tokio::time::sleep(DEFER_AFTER) => {}
    }
    let (acknowledged, done) = tokio::join!(press.defer(&ctx.http), work);
    if let Err(e) = &acknowledged {
        tracing::warn!("acknowledging a slow press failed: {e}");
    }
    (acknowledged.is_ok(), done)
}

/// Tells the presser something privately, whether or not the press was
/// acknowledged already.
pub async fn tell_presser(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    acknowledged: bool,
    text: impl Into<String>,
) -> Result<(), Error> {
    if acknowledged {
        press
            .create_followup(&ctx.http, private_followup(text))
            .await?;
    } else {
        press
            .create_response(&ctx.http, super::private_response(text))
            .await?;
    }
    Ok(())
}

/// Replaces the pressed message's text, buttons and (if given) picture,
/// whether or not the press was acknowledged already.
pub async fn update_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    acknowledged: bool,
    text: String,
    components: Vec<serenity::CreateActionRow>,
    file: Option<serenity::CreateAttachment>,
) -> Result<(), Error> {
    if acknowledged {
        let mut edit = serenity::EditInteractionResponse::new()
            .content(text)
            .components(components)
            .allowed_mentions(mentions(&[]));
        if let Some(file) = file {
            edit = edit.new_attachment(file);
        }
        press.edit_response(&ctx.http, edit).await?;
    } else {
        let mut update = serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .components(components)
            .allowed_mentions(mentions(&[]));
        if let Some(file) = file {
            update = update.files([file]);
        }
        press
            .create_response(
                &ctx.http,
                serenity::CreateInteractionResponse::UpdateMessage(update),
            )
            .await?;
    }
    Ok(())
}
