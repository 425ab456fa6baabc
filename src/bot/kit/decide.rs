//! An opening decision (Swap, Keep or Pass in D-Pente, DK-Pente and the
//! Swap2 games) from the buttons under the board or from `/pente move
//! position:swap`: decided by `session`, written through the one path,
//! announced with the board, the offer it cleared closed, and the bot's
//! turn started when the next stone is its own.

use super::buttons::game_buttons;
use super::change::{change, Changed};
use super::post::{announce_saved, close_offer_cleared_by_decision, Post, To};
use super::{Data, Refusal};
use crate::game::{Choice, Color};
use crate::locale::Lang;
use crate::session::{Match, Table};
use std::time::SystemTime;

/// A decision made: the game after it, the colour that decided, and the
/// game before it (an offer open then is cleared by the decision).
pub type Decided = (Match, Color, Match);

/// `user`'s `choice` on the game `pick` finds in the channel's table.
pub fn decision(
    pick: impl Fn(Option<&Table>) -> Result<Match, Refusal>,
    user: u64,
    choice: Choice,
    now: SystemTime,
) -> impl Fn(Option<&Table>) -> Result<Decided, Refusal> {
    move |table| {
        let before = pick(table)?;
        let mut m = before.clone();
        let pending = m.decide(user, choice, now)?;
        Ok((m, pending.by, before))
    }
}

/// Decides and saves the decision, under the channel's lock.
pub async fn save_decision<'a>(
    data: &'a Data,
    channel: u64,
    now: SystemTime,
    decide: impl Fn(Option<&Table>) -> Result<Decided, Refusal>,
) -> Result<Changed<'a, Decided>, Refusal> {
    change(data, channel, async |table: Option<&Table>| {
        let (mut m, by, before) = decide(table)?;
        data.store
            .save_game(&mut m, now)
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (m, by, before)))
    })
    .await
}

/// Announces a saved decision by `user` with the board and its buttons (in
/// `lang`, the server's), then closes the offer it cleared and, when the next stone (or choice) is
/// the bot's, has the timer start its turn.
pub async fn announce_decision(
    to: To<'_>,
    data: &Data,
    channel: u64,
    user: u64,
    choice: Choice,
    changed: Changed<'_, Decided>,
    lang: Lang,
) {
    let (m, by, before) = changed.out.clone();
    let who = format!("<@{user}>");
    let post = Post {
        text: format!(
            "{} {}",
            m.decision_words(lang, choice, by, &who),
            m.status(lang)
        ),
        board: Some(m.clone()),
        buttons: game_buttons(&m, lang),
        ping: vec![m.player(m.game.placer()).id],
    };
    announce_saved(to, data, post).await;
    drop(changed);
    close_offer_cleared_by_decision(to.http(), channel, &before, &who, lang).await;
    if m.computer_to_move() {
        // The bot places the next stone (or decides after a pass): the
        // timer starts its turn, as after a restart.
        data.timers.schedule(channel, SystemTime::now());
    }
}
