//! Starting games, for `/pente challenge` and Rematch alike: opening and
//! posting a challenge, and starting a game against the bot itself (with
//! its opening move when it has White).

use super::buttons::{challenge_buttons, game_buttons};
use super::change::{change, Changed};
use super::engine::computer_turn;
use super::post::{announce, announce_saved, close_message, tell_privately, Post, To};
use super::{level_name, Data, Error, Refusal};
use crate::ai::Level;
use crate::locale::{duration, Lang};
use crate::session::{check_free, open_challenge, Challenge, ChallengeRequest, Match, Table};
use crate::tr;
use std::time::SystemTime;

/// A challenge saved: the one to post, and the challenger's open challenge
/// it replaced (on other terms), if any.
pub struct Opened {
    pub challenge: Challenge,
    pub replaced: Option<Challenge>,
}

/// Opens the challenge `request` in the channel and saves it (an expired
/// challenge it replaces is closed with it, and so is the challenger's own
/// open one to the same opponent on other terms). The same challenge asked
/// for again by its challenger, who may never have seen it (the bot stopped
/// after saving it and before posting it), is posted again.
pub async fn save_challenge<'a>(
    data: &'a Data,
    guild: u64,
    channel: u64,
    request: &ChallengeRequest,
    now: SystemTime,
) -> Result<Changed<'a, Opened>, Refusal> {
    let timeout = data.config.challenge_timeout;
    change(data, channel, async |table: Option<&Table>| {
        if let Some(Table::Challenge(open)) = table {
            if open.is_repeated_by(request, now) {
                let again = Opened {
                    challenge: open.clone(),
                    replaced: None,
                };
                return Ok((Some(Table::Challenge(open.clone())), again));
            }
        }
        let mut challenge = open_challenge(table, request.clone(), now, timeout, 0)?;
        let replacing = match table {
            Some(Table::Challenge(old)) => Some(old),
            _ => None,
        };
        challenge.id = data
            .store
            .insert_challenge(guild, channel, &challenge, replacing, now)
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        let opened = Opened {
            challenge: challenge.clone(),
            replaced: replacing.filter(|old| !old.is_expired(now)).cloned(),
        };
        Ok((Some(Table::Challenge(challenge)), opened))
    })
    .await
}

/// Posts a saved challenge with its buttons, with the channel still locked,
/// and notes where its buttons are (expiry edits that message). Should the
/// post fail, nobody saw the challenge: it is taken back, and a challenge it
/// replaced is open again (its challenger told so). Posted, a challenge it
/// replaced is said so, and its message loses its buttons. In `lang`, the
/// server's.
pub async fn post_challenge(
    to: To<'_>,
    data: &Data,
    mut changed: Changed<'_, Opened>,
    lead: &str,
    lang: Lang,
) -> Result<(), Error> {
    let c = changed.out.challenge.clone();
    let replaced = changed.out.replaced.clone();
    let lead = match &replaced {
        Some(old) => format!(
            "{lead}{}\n",
            tr!(
                lang,
                "start-replaced-own",
                challenger = old.challenger.mention(),
                terms = old.terms(lang)
            )
        ),
        None => lead.to_string(),
    };
    let channel = match to {
        To::Command(ctx) => ctx.channel_id().get(),
        To::Press(_, press) => press.channel_id.get(),
        To::Channel(_, channel) => channel,
    };
    // A challenge just opened shows the whole configured time; one posted
    // again, what is left of it.
    let full = data.config.challenge_timeout;
    let left = c.time_left(SystemTime::now());
    let timeout = if left + std::time::Duration::from_secs(1) >= full {
        full
    } else {
        left
    };
    let post = Post {
        text: format!("{lead}{}", c.invitation(lang, timeout)),
        board: None,
        buttons: challenge_buttons(c.id, lang),
        ping: vec![c.opponent.id],
    };
    let posted = announce(to, data, post).await;
    let message_id = match posted {
        Ok(id) => id,
        Err(e) => {
            // Should taking it back fail too, the challenge stays as it is
            // and simply expires.
            let taken_back = changed
                .then(data, async |table: Option<&Table>| match table {
                    Some(Table::Challenge(open)) if open.id == c.id => {
                        let now = SystemTime::now();
                        let Some(old) = &replaced else {
                            data.store
                                .close_challenge(open, "withdrawn", now)
                                .await
                                .map_err(|e| Refusal::save_failed(channel, e))?;
                            return Ok(None);
                        };
                        // Nobody saw the new challenge, so the old one was
                        // never really replaced: it is open again, and its
                        // message's buttons (still there) work again.
                        let restored = data
                            .store
                            .restore_replaced(open, old, now)
                            .await
                            .map_err(|e| Refusal::save_failed(channel, e))?;
                        Ok(Some(Table::Challenge(restored)))
                    }
                    _ => Err(Refusal::Nothing),
                })
                .await;
            let Some(old) = replaced.filter(|_| taken_back.is_ok()) else {
                return Err(e);
            };
            tracing::error!(channel, "a challenge could not be posted: {e:#}");
            let private = to.private_lang(data);
            let text = tr!(
                private,
                "start-not-posted",
                opponent = old.opponent.mention(),
                terms = old.terms(private)
            );
            tell_privately(to, &text).await;
            return Ok(());
        }
    };
    if let Some(old) = &replaced {
        close_replaced_message(to, channel, old, lang).await;
    }
    let Some(mid) = message_id else {
        return Ok(());
    };
    let noted = changed
        .then(data, async |table: Option<&Table>| match table {
            Some(Table::Challenge(open)) if open.id == c.id => {
                let mut open = open.clone();
                data.store
                    .set_message(&mut open, mid)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok(Some(Table::Challenge(open)))
            }
            _ => Err(Refusal::Nothing),
        })
        .await;
    if let Err(Refusal::SaveFailed) = noted {
        tracing::warn!(channel, "the challenge's message id was not saved");
    }
    Ok(())
}

/// The replaced challenge's message says so, and its Accept and Decline go
/// (pressed anyway, they answer that the challenge is no longer open).
async fn close_replaced_message(to: To<'_>, channel: u64, old: &Challenge, lang: Lang) {
    let Some(message_id) = old.message_id else {
        return;
    };
    let text = tr!(
        lang,
        "start-replaced-message",
        challenger = old.challenger.mention(),
        opponent = old.opponent.mention(),
        terms = old.terms(lang)
    );
    close_message(to.http(), channel, message_id, text).await;
}

/// Starts the game `m` against the computer in the channel, if it is free,
/// and saves it; returns it with its id.
pub async fn save_computer_game<'a>(
    data: &'a Data,
    guild: u64,
    channel: u64,
    m: &Match,
    now: SystemTime,
) -> Result<Changed<'a, Match>, Refusal> {
    change(data, channel, async |table: Option<&Table>| {
        check_free(table, now)?;
        let replacing = match table {
            Some(Table::Challenge(old)) => Some(old),
            _ => None,
        };
        let mut m = m.clone();
        m.id = data
            .store
            .start_computer_game(guild, channel, &m, replacing, now)
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), m))
    })
    .await
}

/// Starts a game against the bot and announces it (`lead` first, in
/// `lang`, the server's); if the bot has White, its opening move comes with
/// the announcement.
pub async fn start_computer_game(
    to: To<'_>,
    data: &Data,
    guild: u64,
    channel: u64,
    m: Match,
    lead: String,
    lang: Lang,
) -> Result<Result<(), Refusal>, Error> {
    let now = SystemTime::now();
    let level = m.computer.map_or(Level::Medium, |c| c.level);
    let human = m
        .computer
        .map_or(m.white.id, |c| m.player(c.color.opponent()).id);
    let changed = match save_computer_game(data, guild, channel, &m, now).await {
        Ok(changed) => changed,
        Err(refusal) => return Ok(Err(refusal)),
    };
    let m = changed.out.clone();
    let game_of = match m.game.variant() {
        crate::game::Variant::Pente => String::new(),
        v => format!("{v}: "),
    };
    let text = tr!(
        lang,
        "start-computer-game",
        lead = format!("{lead}{game_of}"),
        white = m.white.mention(),
        black = m.black.mention(),
        level = level_name(level.as_str(), lang),
        time = duration(lang, m.clock.move_time)
    );
    if !m.computer_to_move() {
        let post = Post {
            text: format!("{text} {}", m.status(lang)),
            board: Some(m.clone()),
            buttons: game_buttons(&m, lang),
            ping: vec![human],
        };
        announce_saved(to, data, post).await;
        return Ok(Ok(()));
    }
    // The bot opens: claimed before the lock is let go, so the timer leaves
    // this move to us; the game and the move are announced together.
    let claim = data.engine.start_thinking(m.id, channel, &data.timers);
    drop(changed);
    let played = match claim {
        Some(_claim) => computer_turn(data, channel, m.id, lang).await,
        None => Ok(None),
    };
    let post = match &played {
        Ok(Some(done)) => Post {
            text: format!("{text}\n{}", done.out.0),
            board: Some(done.out.1.clone()),
            buttons: game_buttons(&done.out.1, lang),
            ping: vec![human],
        },
        _ => {
            if let Err(e) = &played {
                tracing::error!(channel, "the engine's opening move failed: {e:#}");
            }
            Post {
                text: format!("{text} {}", tr!(lang, "start-first-move-soon")),
                board: Some(m.clone()),
                buttons: game_buttons(&m, lang),
                ping: vec![human],
            }
        }
    };
    announce_saved(to, data, post).await;
    Ok(Ok(()))
}
