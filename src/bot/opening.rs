//! The opening decisions of D-Pente, DK-Pente and the Swap2 games: the
//! Swap, Keep and Pass buttons under the board, for the deciding player
//! only.

use super::kit::buttons::not_mine;
use super::kit::change::{explain, pressed_game, quick_refusal};
use super::kit::decide::{announce_decision, decision, save_decision};
use super::kit::defer::{press_within, tell_presser};
use super::kit::languages::{press_private_lang, press_public_lang};
use super::kit::post::To;
use super::kit::{Data, Error};
use crate::game::Choice;
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
            _ => {
                return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press)))
                    .await
            }
        },
        _ => {
            return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press))).await
        }
    };
    let (lang, private) = (
        press_public_lang(data, press),
        press_private_lang(data, press),
    );
    let user = press.user.id.get();
    let channel = press.channel_id.get();
    let now = SystemTime::now();
    let decide = decision(|table| pressed_game(table, id, stamp), user, choice, now);
    if let Some(text) = quick_refusal(data, channel, private, &decide) {
        let explained = explain(data, channel, private, text);
        let (acknowledged, text) = press_within(ctx, press, explained).await;
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    press.defer(&ctx.http).await?;
    match save_decision(data, channel, now, decide).await {
        Ok(changed) => {
            let to = To::Press(ctx, press);
            announce_decision(to, data, channel, user, choice, changed, lang).await;
            Ok(())
        }
        Err(refusal) => tell_presser(ctx, press, true, refusal.text(private)).await,
    }
}
