//! `/pente notify on|off [reminders:on|off]`: a direct message when a game
//! becomes yours to move (see `kit/notify.rs` for the sending), for every
//! server the bot shares with you.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::notify::OnOff;
use super::kit::{Context, Error, SAVE_FAILED};

/// Get a direct message when a game of yours becomes yours to move
#[poise::command(slash_command, guild_only)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Direct messages when it's your move (games of an hour a move or more)"]
    notify: OnOff,
    #[description = "A second message when a quarter of your time is left, instead of the channel's ping"]
    reminders: Option<OnOff>,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let saved = within(
        ctx,
        Seen::Invoker,
        data.store
            .set_notify(user, notify.is_on(), reminders.map(OnOff::is_on)),
    )
    .await;
    let settings = match saved {
        Ok(settings) => settings,
        Err(e) => {
            tracing::error!(user, "saving notifications failed: {e}");
            return say_privately(ctx, SAVE_FAILED).await;
        }
    };
    let text = if settings.notify {
        format!(
            "🔔 Notifications on: I'll send you a direct message with the board when a game of yours (an hour a move or more) becomes yours to move, in every server we share.{} Direct messages from this server's members must be allowed. `/pente notify off` stops them.",
            if settings.reminders {
                " Reminders too: a second message when a quarter of your time is left, instead of the ping in the channel."
            } else {
                ""
            }
        )
    } else {
        "🔕 Notifications off: no direct messages from me. The channel pings you as before."
            .to_string()
    };
    say_privately(ctx, text).await
}
