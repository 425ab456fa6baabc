//! Between friends: draw offers and takeback requests, from `/pente draw`
//! and `/pente takeback` or the buttons under every board, and their Accept
//! and Decline buttons.
//!
//! Every press has the same shape: a refusal that can be seen at once is
//! answered privately; otherwise the press is acknowledged before anything
//! is written, the change goes through the one path, and the announcement
//! (and the note of where an offer's buttons are) comes while the channel is
//! still locked. A board's buttons carry the game's stamp (its ply and
//! takeback count), so only the newest board's buttons act.

use super::kit::buttons::{game_buttons, not_mine, offer_buttons};
use super::kit::change::{change, explain, game_in, pressed_game, quick_refusal, Changed};
use super::kit::defer::{
    press_within, refuse_explained, say_privately, tell_presser, within, Seen,
};
use super::kit::languages::{press_private_lang, press_public_lang, private_lang, public_lang};
use super::kit::post::{announce_saved, close_pressed, Post, To};
use super::kit::{describe_change, Context, Data, Error, Refusal};
use crate::locale::Lang;
use crate::rating::Change;
use crate::session::{Answered, Match, OfferError, OfferKind, Proposal, Table};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// Which game a change is for: the one under a pressed board (its id and
/// stamp), or, for a slash command, the channel's.
#[derive(Clone, Copy)]
enum Target<'a> {
    Board(u64, &'a str),
    Channel,
}

impl Target<'_> {
    fn game(self, table: Option<&Table>) -> Result<Match, Refusal> {
        match self {
            Target::Board(id, stamp) => pressed_game(table, id, stamp),
            Target::Channel => game_in(table),
        }
    }
}

/// Decides, saves (the game with its offer, in the one write) and swaps in
/// a change to a game; returns the game, what `decide` said, and the rating
/// change if it ended a rated game.
async fn save_change<T>(
    data: &Data,
    channel: u64,
    decide: impl Fn(Option<&Table>) -> Result<(Match, T), Refusal>,
) -> Result<Changed<'_, (Match, T, Option<Change>)>, Refusal> {
    change(data, channel, async |table: Option<&Table>| {
        let (mut m, out) = decide(table)?;
        let rating = data
            .store
            .save_game(&mut m, SystemTime::now())
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (m, out, rating)))
    })
    .await
}

/// A draw offer or a takeback request, from a button or a command.
fn propose_change(
    user: u64,
    kind: OfferKind,
    target: Target<'_>,
    now: SystemTime,
) -> impl Fn(Option<&Table>) -> Result<(Match, Proposal), Refusal> + '_ {
    move |table| {
        let mut m = target.game(table)?;
        let proposal = m.propose(user, kind, now)?;
        Ok((m, proposal))
    }
}

/// What a proposal announces, in `lang` (the server's): the question to
/// the opponent, or (against the computer) the board after the takeback.
fn proposal_post(m: &Match, proposal: &Proposal, lang: Lang) -> Post {
    match proposal {
        Proposal::Open(offer) => Post {
            text: m.describe_offer(lang, offer),
            board: None,
            buttons: offer_buttons(m.id, offer, lang),
            ping: vec![m.player(offer.by.opponent()).id],
        },
        Proposal::TakenBack { yours, answer } => {
            let words = |stones: &[crate::game::Point]| {
                stones
                    .iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let stones = yours.len();
            let (yours, answer) = (words(yours), words(answer));
            let what = match (stones, answer.is_empty()) {
                (1, true) => tr!(lang, "courtesy-back-stone", stones = yours),
                (_, true) => tr!(lang, "courtesy-back-turn", stones = yours),
                (1, false) => tr!(
                    lang,
                    "courtesy-back-move-and-answer",
                    stones = yours,
                    answer = answer
                ),
                (_, false) => tr!(
                    lang,
                    "courtesy-back-turn-and-answer",
                    stones = yours,
                    answer = answer
                ),
            };
            Post {
                text: tr!(
                    lang,
                    "courtesy-taken-back",
                    what = what,
                    status = m.status(lang)
                ),
                board: Some(m.clone()),
                buttons: game_buttons(m, lang),
                ping: vec![],
            }
        }
    }
}

/// Announces a proposal and, for an open offer, notes where its buttons are
/// before the channel is let go: no other change can come in between, so
/// the note always lands on this offer.
async fn announce_proposal(
    to: To<'_>,
    data: &Data,
    channel: u64,
    mut changed: Changed<'_, (Match, Proposal, Option<Change>)>,
    lang: Lang,
) {
    let (m, proposal, _) = changed.out.clone();
    let posted = announce_saved(to, data, proposal_post(&m, &proposal, lang)).await;
    let (Proposal::Open(offer), Some(message_id)) = (proposal, posted) else {
        return;
    };
    let noted = changed
        .then(data, async |table: Option<&Table>| match table {
            Some(Table::Match(now)) if now.id == m.id && now.open_offer() == Some(offer) => {
                data.store
                    .set_offer_message(m.id, message_id)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                let mut now = now.clone();
                if let Some(offer) = now.offer.as_mut() {
                    offer.message_id = Some(message_id);
                }
                Ok(Some(Table::Match(now)))
            }
            _ => Err(Refusal::Nothing),
        })
        .await;
    if let Err(Refusal::SaveFailed) = noted {
        tracing::warn!(channel, "the offer's message id was not saved");
    }
}

async fn propose_command(ctx: Context<'_>, kind: OfferKind) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let decide = propose_change(user, kind, Target::Channel, SystemTime::now());
    let private = private_lang(&ctx);
    if let Some(text) = quick_refusal(data, channel, private, &decide) {
        let text = within(ctx, Seen::Invoker, explain(data, channel, private, text)).await;
        return say_privately(ctx, text).await;
    }
    match within(ctx, Seen::Everyone, save_change(data, channel, &decide)).await {
        Ok(changed) => {
            let lang = public_lang(&ctx);
            announce_proposal(To::Command(ctx), data, channel, changed, lang).await;
            Ok(())
        }
        Err(refusal) => refuse_explained(ctx, data, channel, refusal).await,
    }
}

/// Offer your opponent a draw (they get Accept and Decline buttons)
#[poise::command(slash_command, guild_only)]
pub async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    propose_command(ctx, OfferKind::Draw).await
}

/// Ask to take back your last move (your opponent gets Accept and Decline buttons)
#[poise::command(slash_command, guild_only)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    propose_command(ctx, OfferKind::Takeback).await
}

/// A press that changes a game: refused privately at once when it can be
/// seen to fail, otherwise acknowledged and saved. `None` when refused (the
/// presser was told why).
async fn change_pressed<'a, T>(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &'a Data,
    decide: impl Fn(Option<&Table>) -> Result<(Match, T), Refusal>,
) -> Result<Option<Changed<'a, (Match, T, Option<Change>)>>, Error> {
    let channel = press.channel_id.get();
    let lang = press_private_lang(data, press);
    if let Some(text) = quick_refusal(data, channel, lang, &decide) {
        let explained = explain(data, channel, lang, text);
        let (acknowledged, text) = press_within(ctx, press, explained).await;
        tell_presser(ctx, press, acknowledged, text).await?;
        return Ok(None);
    }
    press.defer(&ctx.http).await?;
    match save_change(data, channel, &decide).await {
        Ok(changed) => Ok(Some(changed)),
        Err(refusal) => {
            tell_presser(ctx, press, true, refusal.text(lang)).await?;
            Ok(None)
        }
    }
}

/// The board's Offer draw and Takeback: `rest` is `<draw|takeback>:<id>:<stamp>`.
pub async fn on_board_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parts: Vec<&str> = rest.split(':').collect();
    let (kind, id, stamp) = match parts.as_slice() {
        [action, id, stamp] => match (OfferKind::parse(action), id.parse::<u64>()) {
            (Some(kind), Ok(id)) => (kind, id, *stamp),
            _ => {
                return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press)))
                    .await
            }
        },
        _ => {
            return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press))).await
        }
    };
    let user = press.user.id.get();
    let decide = propose_change(user, kind, Target::Board(id, stamp), SystemTime::now());
    let Some(changed) = change_pressed(ctx, press, data, decide).await? else {
        return Ok(());
    };
    let lang = press_public_lang(data, press);
    announce_proposal(
        To::Press(ctx, press),
        data,
        press.channel_id.get(),
        changed,
        lang,
    )
    .await;
    Ok(())
}

/// An offer's Accept or Decline: `rest` is `<accept|decline>:<kind>:<id>:<stamp>`.
pub async fn on_offer_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parts: Vec<&str> = rest.split(':').collect();
    let (accept, kind, id, stamp) = match parts.as_slice() {
        [answer @ ("accept" | "decline"), kind, id, stamp] => {
            match (OfferKind::parse(kind), id.parse::<u64>()) {
                (Some(kind), Ok(id)) => (*answer == "accept", kind, id, *stamp),
                _ => {
                    return tell_presser(
                        ctx,
                        press,
                        false,
                        not_mine(press_private_lang(data, press)),
                    )
                    .await
                }
            }
        }
        _ => {
            return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press))).await
        }
    };
    let user = press.user.id.get();
    let now = SystemTime::now();
    let decide = |table: Option<&Table>| -> Result<(Match, Answered), Refusal> {
        let mut m = match table {
            Some(Table::Match(m)) if m.id == id => m.clone(),
            _ => return Err(OfferError::NotOpen(kind).into()),
        };
        let this_offer = m
            .open_offer()
            .is_some_and(|o| o.kind == kind && o.stamp() == stamp);
        if !this_offer {
            return Err(OfferError::NotOpen(kind).into());
        }
        let answered = m.answer(user, kind, accept, now)?;
        Ok((m, answered))
    };
    let Some(changed) = change_pressed(ctx, press, data, decide).await? else {
        return Ok(());
    };
    let (m, answered, rating) = changed.out.clone();
    let by = format!("<@{user}>");
    let lang = press_public_lang(data, press);
    let (note, post) = match answered {
        Answered::Drawn => {
            // A rated draw changed both ratings in the write that ended it.
            let rating_line = rating
                .map(|c| format!("\n{}", describe_change(&c, &m, lang)))
                .unwrap_or_default();
            let drawn = tr!(
                lang,
                "courtesy-drawn",
                white = m.white.mention(),
                black = m.black.mention(),
                status = m.status(lang)
            );
            (
                tr!(lang, "courtesy-draw-accepted", by = by.as_str()),
                Some(Post {
                    text: format!("{drawn}{rating_line}"),
                    board: Some(m.clone()),
                    buttons: game_buttons(&m, lang),
                    ping: vec![m.white.id, m.black.id],
                }),
            )
        }
        Answered::TakenBack(moves) => {
            let moves: Vec<String> = moves.iter().map(|p| p.to_string()).collect();
            let moves = crate::locale::list_and(lang, &moves);
            (
                tr!(
                    lang,
                    "courtesy-takeback-accepted",
                    by = by.as_str(),
                    moves = moves.as_str()
                ),
                Some(Post {
                    text: tr!(
                        lang,
                        "courtesy-taken-back-moves",
                        moves = moves.as_str(),
                        status = m.status(lang)
                    ),
                    board: Some(m.clone()),
                    buttons: game_buttons(&m, lang),
                    ping: vec![m.player(m.game.placer()).id],
                }),
            )
        }
        Answered::Declined(offer) => {
            let offerer = m.player(offer.by).mention();
            let text = match offer.kind {
                OfferKind::Draw => tr!(
                    lang,
                    "courtesy-declined-draw",
                    by = by.as_str(),
                    offerer = offerer
                ),
                OfferKind::Takeback => tr!(
                    lang,
                    "courtesy-declined-takeback",
                    by = by.as_str(),
                    offerer = offerer
                ),
            };
            (text, None)
        }
    };
    if let Err(e) = close_pressed(ctx, press, note).await {
        tracing::warn!("could not close an answered offer's message: {e}");
    }
    if let Some(post) = post {
        announce_saved(To::Press(ctx, press), data, post).await;
    }
    drop(changed);
    Ok(())
}
