//! The opening decisions of D-Pente, DK-Pente and the Swap2 games: the
//! Swap, Keep and Pass buttons under the board, for the deciding player
//! only.

use super::kit::buttons::{game_buttons, NOT_MINE};
use super::kit::change::{change, explain, pressed_game, quick_refusal};
use super::kit::defer::{press_within, tell_presser};
use super::kit::post::{announce_saved, close_offer_cleared_by_decision, Post, To};
use super::kit::{Data, Error, Refusal};
use crate::game::{Choice, Color};
use crate::session::{Match, Table};
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// A press of Swap, Keep or Pass: `rest` is `<swap|keep|pass>:<id>:<stamp>`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parts: Vec<&str> = rest.split(':').collect();
    let (choice, id, stamp) = match parts.as_slice() {
        [word, id, stamp] => match (Choice::parse(word), id.parse::<u64>()) {
            (Some(choice), Ok(id)) => (choice, id, *stamp),
            _ => return tell_presser(ctx, press, false, NOT_MINE).await,
        },
        _ => return tell_presser(ctx, press, false, NOT_MINE).await,
    };
    let user = press.user.id.get();
    let channel = press.channel_id.get();
    let now = SystemTime::now();
    // The game after the decision, the colour that decided, and the game
    // before it (an offer open then is cleared by the decision).
    let decide = |table: Option<&Table>| -> Result<(Match, Color, Match), Refusal> {
        let before = pressed_game(table, id, stamp)?;
        let mut m = before.clone();
        let pending = m.decide(user, choice, now)?;
        Ok((m, pending.by, before))
    };
    if let Some(text) = quick_refusal(data, channel, decide) {
        let (acknowledged, text) = press_within(ctx, press, explain(data, channel, text)).await;
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    press.defer(&ctx.http).await?;
    let changed = change(data, channel, async |table: Option<&Table>| {
        let (mut m, by, before) = decide(table)?;
        data.store
            .save_game(&mut m, now)
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (m, by, before)))
    })
    .await;
    let (m, by, before) = match &changed {
        Ok(changed) => changed.out.clone(),
        Err(refusal) => return tell_presser(ctx, press, true, refusal.text()).await,
    };
    let post = Post {
        text: format!(
            "{} {}",
            m.decision_words(choice, by, &format!("<@{user}>")),
            m.status()
        ),
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: vec![m.player(m.game.placer()).id],
    };
    announce_saved(To::Press(ctx, press), data, post).await;
    drop(changed);
    close_offer_cleared_by_decision(&ctx.http, channel, &before, &format!("<@{user}>")).await;
    if m.computer_to_move() {
        // The bot places the next stone (or decides after a pass): the
        // timer starts its turn, as after a restart.
        data.timers.schedule(channel, SystemTime::now());
    }
    Ok(())
}
