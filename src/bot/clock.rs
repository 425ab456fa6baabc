//! What the clock does when a channel falls due: a challenge expires, a
//! player is reminded, a player runs out of time, or the engine owes a move
//! (after a restart, a failed search or a failed save). `session` says what
//! is due; the change goes through the one path, like a command's, under the
//! channel's lock: a move and its deadline racing each other can't both win.

use super::kit::buttons::game_buttons;
use super::kit::change::change;
use super::kit::engine::computer_turn;
use super::kit::languages::game_lang;
use super::kit::post::{announce_saved, Post, To};
use super::kit::timers::RETRY;
use super::kit::{describe_change, mentions, Data, Refusal};
use crate::game::Ending;
use crate::locale::{duration, Lang};
use crate::session::{Challenge, Event, Match, Table};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::SystemTime;

/// What a timed change has to say afterwards.
enum Said {
    Expired(Challenge),
    Reminded {
        text: String,
        player: u64,
        m: Box<Match>,
    },
    /// Weekend days or vacation moved the deadline on (issue 36).
    Extended(super::kit::vacation::Extended),
    Ended(Box<Match>, Option<crate::rating::Change>),
}

/// Looks at `channel`, which the timer says is due.
pub async fn look_at(data: Data, http: Arc<serenity::Http>, channel: u64) {
    // What the clock says is public: in the server's language.
    let lang = match data.peek(channel).await {
        Some(Table::Match(m)) => {
            let lang = game_lang(&data, m.id).await;
            if m.computer_to_move() {
                engine_move(&data, &http, channel, m.id, lang).await;
                return;
            }
            lang
        }
        Some(Table::Challenge(c)) => game_lang(&data, c.id).await,
        None => Lang::ENGLISH,
    };
    let now = SystemTime::now();
    let changed = change(&data, channel, async |table: Option<&Table>| {
        let Some(table) = table else {
            return Err(Refusal::Nothing);
        };
        let Some(event) = table.due(now) else {
            // Asked for before the table changed (a move since): look again
            // when its next event is due.
            data.timers.schedule_table(channel, Some(table));
            return Err(Refusal::Nothing);
        };
        match (event, table) {
            (Event::ExpireChallenge, Table::Challenge(c)) => {
                data.store
                    .close_challenge(c, "expired", now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((None, Said::Expired(c.clone())))
            }
            (Event::Remind, Table::Match(m)) => {
                let mut m = m.clone();
                let text = m.remind(lang);
                data.store
                    .save_game(&mut m, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                let player = m.player(m.game.placer()).id;
                Ok((
                    Some(Table::Match(m.clone())),
                    Said::Reminded {
                        text,
                        player,
                        m: Box::new(m),
                    },
                ))
            }
            (Event::Timeout, Table::Match(m)) => {
                let mut m = m.clone();
                if let Some(extended) =
                    super::kit::vacation::at_deadline(&data, channel, &mut m, now).await?
                {
                    return Ok((Some(Table::Match(m)), Said::Extended(extended)));
                }
                if m.time_out(now).is_none() {
                    return Err(Refusal::Nothing);
                }
                let rating = data
                    .store
                    .save_game(&mut m, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((
                    Some(Table::Match(m.clone())),
                    Said::Ended(Box::new(m), rating),
                ))
            }
            _ => Err(Refusal::Nothing),
        }
    })
    .await;
    let changed = match changed {
        Ok(changed) => changed,
        Err(Refusal::SaveFailed) => {
            // Nothing changed; the channel stays usable. Try again soon.
            data.timers.schedule(channel, SystemTime::now() + RETRY);
            return;
        }
        Err(_) => return,
    };
    let channel_id = serenity::ChannelId::new(channel);
    let sent = match &changed.out {
        Said::Expired(c) => {
            let text = tr!(
                lang,
                "clock-challenge-expired",
                challenger = c.challenger.mention(),
                opponent = c.opponent.mention(),
                time = duration(lang, data.config.challenge_timeout)
            );
            match c.message_id {
                Some(message_id) => {
                    let edit = serenity::EditMessage::new()
                        .content(text)
                        .components(vec![])
                        .allowed_mentions(mentions(&[]));
                    channel_id
                        .edit_message(&http, serenity::MessageId::new(message_id), edit)
                        .await
                        .map(|_| ())
                }
                // The process stopped between posting the challenge and
                // noting its message: say it in a message of its own.
                None => channel_id
                    .send_message(
                        &http,
                        serenity::CreateMessage::new()
                            .content(text)
                            .allowed_mentions(mentions(&[])),
                    )
                    .await
                    .map(|_| ()),
            }
        }
        // A player who asked for reminders by direct message gets one
        // instead of the channel's ping.
        Said::Reminded { m, .. }
            if super::kit::notify::remind_by_dm(&data, &http, channel, m).await =>
        {
            Ok(())
        }
        Said::Reminded { text, player, .. } => channel_id
            .send_message(
                &http,
                serenity::CreateMessage::new()
                    .content(text.clone())
                    .allowed_mentions(mentions(&[*player])),
            )
            .await
            .map(|_| ()),
        Said::Extended(extended) => {
            let sent = channel_id
                .send_message(
                    &http,
                    serenity::CreateMessage::new()
                        .content(extended.text.clone())
                        .allowed_mentions(mentions(&[])),
                )
                .await
                .map(|_| ());
            super::kit::vacation::after_extension(&data, channel, extended).await;
            sent
        }
        Said::Ended(m, rating) => {
            let mut text = match m.ending {
                Some(Ending::Time(_)) => format!("⏱️ {}.", m.status(lang)),
                _ => tr!(
                    lang,
                    "clock-opening-not-made",
                    time = duration(lang, m.clock.move_time),
                    ending = m.ending(lang)
                ),
            };
            if let Some(rating) = rating {
                text = format!("{text}\n{}", describe_change(rating, m, lang));
            }
            let post = Post {
                text,
                board: Some((**m).clone()),
                buttons: game_buttons(m, lang),
                ping: vec![m.white.id, m.black.id],
            };
            announce_saved(To::Channel(&http, channel), &data, post).await;
            Ok(())
        }
    };
    if let Err(e) = sent {
        tracing::warn!(channel, "could not announce a timed change: {e}");
    }
}

/// The engine owes a move in game `id` and nothing is thinking about it:
/// it thinks now, and posts its move in the channel. Should the search or
/// the save fail, the claim's end brings the timer back (see `kit::engine`).
async fn engine_move(data: &Data, http: &serenity::Http, channel: u64, id: u64, lang: Lang) {
    let Some(claim) = data.engine.start_thinking(id, channel, &data.timers) else {
        return;
    };
    let played = computer_turn(data, channel, id, lang).await;
    // Free before the announcement: the player's answer to it may come at
    // once, and must find the engine free to reply.
    drop(claim);
    match played {
        Ok(Some(changed)) => {
            let (text, m) = changed.out.clone();
            let human = m
                .computer_color()
                .map_or(m.white.id, |c| m.player(c.opponent()).id);
            let post = Post {
                text,
                board: Some(m.clone()),
                buttons: game_buttons(&m, lang),
                ping: vec![human],
            };
            announce_saved(To::Channel(http, channel), data, post).await;
        }
        Ok(None) => {}
        Err(e) => tracing::error!(channel, game = id, "the engine's move failed: {e:#}"),
    }
}
