//! Announcing a change: its text, maybe the board, buttons, whom it pings;
//! as the reply to a command, a follow-up to a press, or a message of its
//! own in a channel (the timers' and the engine's). A change is saved before
//! it is announced: if the announcement fails, the user is told that what
//! they did was done and how to see it, never to try again.

use super::draw::board_file;
use super::languages::{
    game_lang, press_private_lang, press_public_lang, private_lang, public_lang,
};
use super::{mentions, private_followup, Context, Data, Error};
use crate::locale::Lang;
use crate::session::{Match, OfferKind};
use crate::tr;
use poise::serenity_prelude as serenity;

/// A public announcement.
pub struct Post {
    pub text: String,
    pub board: Option<Match>,
    pub buttons: Vec<serenity::CreateActionRow>,
    pub ping: Vec<u64>,
}

/// Where an announcement goes.
#[derive(Clone, Copy)]
pub enum To<'a> {
    Command(Context<'a>),
    Press(&'a serenity::Context, &'a serenity::ComponentInteraction),
    Channel(&'a serenity::Http, u64),
}

impl<'a> To<'a> {
    pub fn http(self) -> &'a serenity::Http {
        match self {
            To::Command(ctx) => &ctx.serenity_context().http,
            To::Press(ctx, _) => &ctx.http,
            To::Channel(http, _) => http,
        }
    }

    /// The language of a public post about game `game` here: its server's.
    pub async fn public_lang(self, data: &Data, game: u64) -> Lang {
        match self {
            To::Command(ctx) => public_lang(&ctx),
            To::Press(_, press) => press_public_lang(data, press),
            To::Channel(..) => game_lang(data, game).await,
        }
    }

    /// The language of whoever asked (English when nobody did: a timer).
    pub fn private_lang(self, data: &Data) -> Lang {
        match self {
            To::Command(ctx) => private_lang(&ctx),
            To::Press(_, press) => press_private_lang(data, press),
            To::Channel(..) => Lang::ENGLISH,
        }
    }
}

/// Posts `post`; returns its message's id. An error means nothing was posted.
pub async fn announce(to: To<'_>, data: &Data, mut post: Post) -> Result<Option<u64>, Error> {
    let png = match (&post.board, to) {
        // The board's web link (a database read) with the picture, both
        // within Discord's time.
        (Some(m), To::Command(ctx)) => Some(
            super::defer::within(ctx, super::defer::Seen::Everyone, async {
                super::web_links::add_view_row(data, m.id, &mut post.buttons).await;
                data.drawing.board(m, public_lang(&ctx)).await
            })
            .await?,
        ),
        (Some(m), _) => {
            super::web_links::add_view_row(data, m.id, &mut post.buttons).await;
            let lang = to.public_lang(data, m.id).await;
            Some(data.drawing.board(m, lang).await?)
        }
        (None, _) => None,
    };
    let id = match to {
        To::Command(ctx) => {
            let mut reply = poise::CreateReply::default()
                .content(post.text)
                .components(post.buttons)
                .allowed_mentions(mentions(&post.ping));
            if let Some(png) = png {
                reply = reply.attachment(board_file(png));
            }
            let sent = ctx.send(reply).await?;
            sent.message().await.ok().map(|m| m.id.get())
        }
        To::Press(ctx, press) => {
            let mut followup = serenity::CreateInteractionResponseFollowup::new()
                .content(post.text)
                .components(post.buttons)
                .allowed_mentions(mentions(&post.ping));
            if let Some(png) = png {
                followup = followup.add_file(board_file(png));
            }
            Some(press.create_followup(&ctx.http, followup).await?.id.get())
        }
        To::Channel(http, channel) => {
            let mut message = serenity::CreateMessage::new()
                .content(post.text)
                .components(post.buttons)
                .allowed_mentions(mentions(&post.ping));
            if let Some(png) = png {
                message = message.add_file(board_file(png));
            }
            let sent = serenity::ChannelId::new(channel)
                .send_message(http, message)
                .await?;
            Some(sent.id.get())
        }
    };
    Ok(id)
}

/// [`announce`] for a change already saved: a failure is logged and the
/// user told that it was done, not to try again.
pub async fn announce_saved(to: To<'_>, data: &Data, post: Post) -> Option<u64> {
    let board = post.board.clone();
    let posted = match announce(to, data, post).await {
        Ok(id) => id,
        Err(e) => {
            tracing::error!("a saved change could not be announced: {e:#}");
            let text = tr!(to.private_lang(data), "post-saved-not-shown");
            tell_privately(to, &text).await;
            None
        }
    };
    // The game's newest board noted, and the player to move told (even
    // when the channel's post failed: then most of all).
    if let Some(m) = board {
        super::notify::board_posted(to, data, m, posted);
    }
    posted
}

/// Tells whoever asked, and only them, `text`; a failure is only logged.
pub async fn tell_privately(to: To<'_>, text: &str) {
    let told = match to {
        To::Command(ctx) => super::defer::say_privately(ctx, text).await,
        To::Press(ctx, press) => press
            .create_followup(&ctx.http, private_followup(text))
            .await
            .map(|_| ())
            .map_err(Into::into),
        To::Channel(..) => Ok(()),
    };
    if let Err(e) = told {
        tracing::warn!("could not tell them: {e}");
    }
}

/// Replaces the pressed message (an offer, a confirm, a challenge) with what
/// became of it, without its buttons. The press was acknowledged.
pub async fn close_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    note: String,
) -> Result<(), Error> {
    press
        .edit_response(
            &ctx.http,
            serenity::EditInteractionResponse::new()
                .content(note)
                .components(vec![])
                .allowed_mentions(mentions(&[])),
        )
        .await?;
    Ok(())
}

/// The move just played lapsed an open offer: its message says so (in
/// `lang`, the server's) and loses its buttons (pressed anyway, they answer
/// that it is no longer open).
pub async fn close_lapsed_offer(http: &serenity::Http, channel: u64, m: &Match, lang: Lang) {
    let Some(offer) = m.offer else {
        return;
    };
    let lapsed_now = offer.ply + 1 == m.game.ply() && offer.takebacks == m.takebacks;
    let Some(message_id) = offer.message_id.filter(|_| lapsed_now) else {
        return;
    };
    let by = m.player(offer.by).mention();
    let text = match offer.kind {
        OfferKind::Draw => tr!(lang, "post-draw-lapsed-by-move", by = by),
        OfferKind::Takeback => tr!(lang, "post-takeback-lapsed-by-move", by = by),
    };
    close_message(http, channel, message_id, text).await;
}

/// An opening decision (Swap, Keep, Pass) cleared the offer open `before`
/// it: its message says so and loses its buttons, as after a move.
pub async fn close_offer_cleared_by_decision(
    http: &serenity::Http,
    channel: u64,
    before: &Match,
    decider: &str,
    lang: Lang,
) {
    let Some(offer) = before.open_offer() else {
        return;
    };
    let Some(message_id) = offer.message_id else {
        return;
    };
    let by = before.player(offer.by).mention();
    let text = match offer.kind {
        OfferKind::Draw => tr!(
            lang,
            "post-draw-lapsed-by-decision",
            by = by,
            decider = decider
        ),
        OfferKind::Takeback => tr!(
            lang,
            "post-takeback-lapsed-by-decision",
            by = by,
            decider = decider
        ),
    };
    close_message(http, channel, message_id, text).await;
}

/// A message whose buttons no longer act (a lapsed offer, a replaced
/// challenge) says what became of it and loses them; pressed anyway, they
/// would only answer that.
pub async fn close_message(http: &serenity::Http, channel: u64, message_id: u64, text: String) {
    let edit = serenity::EditMessage::new()
        .content(text)
        .components(vec![])
        .allowed_mentions(mentions(&[]));
    let edited = serenity::ChannelId::new(channel)
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await;
    if let Err(e) = edited {
        tracing::warn!(
            channel,
            message_id,
            "could not close a message's buttons: {e}"
        );
    }
}
