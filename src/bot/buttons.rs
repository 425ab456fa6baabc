//! Every button press, routed by its custom id's prefix to the file that
//! owns it. Routing only: each file parses the rest of its own ids (but a
//! board button refused without the channel's lock is answered here).
//! Also where a server's locale from Discord's GUILD_CREATE is noted.

use super::kit::buttons::{
    board_press, not_mine, CHALLENGE, GAME, LEADERBOARD, OFFER, OPENING, PUZZLE, REMATCH, REPLAY,
    TOURNAMENT,
};
use super::kit::change::settled_refusal;
use super::kit::private_response;
use super::{
    challenge, courtesy, events, explore, games, opening, play, puzzles, ratings, rematch, replay,
    Data, Error,
};
use poise::serenity_prelude as serenity;

/// The board's Resign and its confirmation, owned by `play`.
const RESIGN: &str = "game:resign";

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::GuildCreate { guild, .. } = event {
        super::kit::languages::saw_guild(framework.user_data, guild).await;
        return Ok(());
    }
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    else {
        return Ok(());
    };
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    super::kit::languages::before_press(data, press).await;
    let id = press.data.custom_id.as_str();
    if let Some(text) = refused_without_the_lock(data, press, id) {
        press
            .create_response(&ctx.http, private_response(text))
            .await?;
        return Ok(());
    }
    let handled = if let Some(rest) = id.strip_prefix(games::GAMES) {
        games::on_select(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(CHALLENGE) {
        challenge::on_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(REMATCH) {
        rematch::on_rematch(ctx, press, data, rest).await
    } else if id.starts_with(RESIGN) {
        play::on_resign_press(ctx, press, data, &id[GAME.len()..]).await
    } else if let Some(rest) = id.strip_prefix(GAME) {
        courtesy::on_board_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(OPENING) {
        opening::on_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(OFFER) {
        courtesy::on_offer_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(LEADERBOARD) {
        ratings::on_page_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(TOURNAMENT) {
        events::on_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(REPLAY) {
        replay::on_step_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(super::kit::explore::EXPLORE) {
        explore::on_press(ctx, press, data, rest).await
    } else if let Some(rest) = id.strip_prefix(PUZZLE) {
        puzzles::on_press(ctx, press, data, rest).await
    } else {
        let lang = super::kit::languages::press_private_lang(data, press);
        press
            .create_response(&ctx.http, private_response(not_mine(lang)))
            .await?;
        Ok(())
    };
    match &handled {
        Ok(()) => super::web::answered(press.id.get()),
        Err(_) => super::web::refused(),
    }
    handled
}

/// A board's button (Swap, Keep, Pass, Offer draw, Takeback, Resign) pressed
/// by a stranger or under an older board is answered at once: the channel
/// may stay locked for a second or more while its newest board is posted.
/// The file that owns the button checks again under the lock.
fn refused_without_the_lock(
    data: &Data,
    press: &serenity::ComponentInteraction,
    id: &str,
) -> Option<String> {
    if id.starts_with(REMATCH) {
        return None;
    }
    let rest = id.strip_prefix(GAME).or_else(|| id.strip_prefix(OPENING))?;
    let (_, game, stamp) = board_press(rest)?;
    settled_refusal(
        data,
        press.channel_id.get(),
        game,
        stamp,
        press.user.id.get(),
        super::kit::languages::press_private_lang(data, press),
    )
}
