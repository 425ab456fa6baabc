//! Between friends: the buttons under every board (**Offer draw**,
//! **Takeback**, **Resign** with a private confirm) and **Rematch** under a
//! final one; `/pente draw` and `/pente takeback`; and games played in a
//! thread of their own.
//!
//! Every press has the shape of the challenge buttons': a refusal that can be
//! seen at once is answered privately; otherwise the press is acknowledged
//! (deferred) before anything is written, the change goes through
//! [`change_table`] (decided by `session`, saved, then swapped in), and the
//! announcement comes after. A board's buttons carry the game's stamp (its
//! ply and takeback count), so only the newest board's buttons act.

use super::computer::computer_turn;
use super::play::{
    buttons as challenge_buttons, decide, explain, game_in, note_challenge_message, player,
    quick_refusal, save_challenge, save_computer_game, say_after_defer, Answer,
};
use super::{board_file, change_table, mentions, render, reply_private, Context, Data, Error};
use super::{Refusal, SAVE_FAILED};
use crate::session::{
    check_free, human_duration, Answered, ChallengeRequest, Computer, Match, Offer, OfferError,
    OfferKind, Proposal, Table, TurnError,
};
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// Buttons under a board: `game:<action>:<game id>:<stamp>`.
const GAME_PREFIX: &str = "game:";
/// Buttons under an offer: `offer:<accept|decline>:<kind>:<game id>:<stamp>`.
const OFFER_PREFIX: &str = "offer:";

const STALE: &str = "These buttons are on an older board: use the ones under the newest board (or the slash commands).";
const NOT_MINE: &str = "This button is not one of mine.";

impl From<OfferError> for Refusal {
    fn from(e: OfferError) -> Refusal {
        Refusal::Say(e.to_string())
    }
}

fn button(custom_id: String, label: &str, style: serenity::ButtonStyle) -> serenity::CreateButton {
    serenity::CreateButton::new(custom_id)
        .label(label)
        .style(style)
}

/// The buttons under a board: Offer draw, Takeback and Resign while the game
/// is on; Rematch once it is over.
pub fn game_buttons(m: &Match) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Danger, Primary, Secondary};
    let id = m.id;
    let buttons = if m.is_over() {
        vec![button(
            format!("{GAME_PREFIX}rematch:{id}"),
            "Rematch",
            Primary,
        )]
    } else {
        let stamp = m.stamp();
        vec![
            button(
                format!("{GAME_PREFIX}draw:{id}:{stamp}"),
                "Offer draw",
                Secondary,
            ),
            button(
                format!("{GAME_PREFIX}takeback:{id}:{stamp}"),
                "Takeback",
                Secondary,
            ),
            button(
                format!("{GAME_PREFIX}resign:{id}:{stamp}"),
                "Resign",
                Danger,
            ),
        ]
    };
    vec![serenity::CreateActionRow::Buttons(buttons)]
}

fn offer_buttons(game: u64, offer: &Offer) -> Vec<serenity::CreateActionRow> {
    let tail = format!("{}:{game}:{}", offer.kind.as_str(), offer.stamp());
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            format!("{OFFER_PREFIX}accept:{tail}"),
            "Accept",
            serenity::ButtonStyle::Success,
        ),
        button(
            format!("{OFFER_PREFIX}decline:{tail}"),
            "Decline",
            serenity::ButtonStyle::Danger,
        ),
    ])]
}

/// The game a board's button belongs to, if that board is the newest.
fn pressed_game(table: Option<&Table>, id: u64, stamp: &str) -> Result<Match, Refusal> {
    match table {
        Some(Table::Match(m)) if m.id == id && m.stamp() == stamp => Ok(m.clone()),
        Some(Table::Match(m)) if m.id == id => Err(Refusal::Say(STALE.to_string())),
        _ => Err(TurnError::NoGame.into()),
    }
}

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

/// Decides, saves (the game with its offer) and swaps in a change to a game.
async fn save_change<T>(
    data: &Data,
    channel: u64,
    change: impl Fn(Option<&Table>) -> Result<(Match, T), Refusal>,
) -> Result<(Match, T), Refusal> {
    change_table(data, channel, async |table: Option<&Table>| {
        let (mut m, out) = change(table)?;
        data.store
            .save_game(&mut m, SystemTime::now())
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (m, out)))
    })
    .await
}

fn private_response(text: impl Into<String>) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(mentions(&[])),
    )
}

fn private_followup(text: impl Into<String>) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(mentions(&[]))
}

/// A press that changes a game: refused privately at once when it can be
/// seen to fail, otherwise acknowledged and saved. `None` when refused (the
/// presser was told why).
async fn change_pressed<T>(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    change: impl Fn(Option<&Table>) -> Result<(Match, T), Refusal>,
) -> Result<Option<(Match, T)>, Error> {
    let channel = press.channel_id.get();
    if let Some(text) = quick_refusal(data, channel, &change) {
        let text = explain(data, channel, text).await;
        press
            .create_response(&ctx.http, private_response(text))
            .await?;
        return Ok(None);
    }
    press.defer(&ctx.http).await?;
    match save_change(data, channel, &change).await {
        Ok(done) => Ok(Some(done)),
        Err(refusal) => {
            press
                .create_followup(&ctx.http, private_followup(refusal.text()))
                .await?;
            Ok(None)
        }
    }
}

/// The same for a slash command.
async fn change_commanded<T>(
    ctx: Context<'_>,
    change: impl Fn(Option<&Table>) -> Result<(Match, T), Refusal>,
) -> Result<Option<(Match, T)>, Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    if let Some(text) = quick_refusal(data, channel, &change) {
        reply_private(ctx, explain(data, channel, text).await).await?;
        return Ok(None);
    }
    ctx.defer().await?;
    match save_change(data, channel, &change).await {
        Ok(done) => Ok(Some(done)),
        Err(refusal) => {
            say_after_defer(ctx, refusal).await?;
            Ok(None)
        }
    }
}

/// A public announcement: text, maybe a board, buttons, whom it pings.
struct Post {
    text: String,
    board: Option<Match>,
    buttons: Vec<serenity::CreateActionRow>,
    ping: Vec<u64>,
}

/// Where an announcement goes.
enum To<'a> {
    Command(Context<'a>),
    Press(&'a serenity::Context, &'a serenity::ComponentInteraction),
    Channel(&'a serenity::Http, u64),
}

/// Posts `post`; returns its message's id.
async fn announce(to: To<'_>, data: &Data, post: Post) -> Result<Option<u64>, Error> {
    let png = match &post.board {
        Some(m) => Some(render(&data.renderer, m).await?),
        None => None,
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

/// Replaces the pressed message (an offer, a confirm, a challenge) with what
/// became of it, without its buttons.
async fn close_pressed(
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

/// Every button that isn't a challenge's.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let custom_id = press.data.custom_id.as_str();
    if let Some(rest) = custom_id.strip_prefix(GAME_PREFIX) {
        let parts: Vec<&str> = rest.split(':').collect();
        match parts.as_slice() {
            ["rematch", id] => {
                if let Ok(id) = id.parse() {
                    return rematch(ctx, press, data, id).await;
                }
            }
            [action, id, stamp] => {
                if let Ok(id) = id.parse::<u64>() {
                    let target = Target::Board(id, stamp);
                    match *action {
                        "draw" => {
                            return propose_pressed(ctx, press, data, OfferKind::Draw, target).await
                        }
                        "takeback" => {
                            return propose_pressed(ctx, press, data, OfferKind::Takeback, target)
                                .await
                        }
                        "resign" => return confirm_resign(ctx, press, data, id, stamp).await,
                        "resign-yes" => return resign_pressed(ctx, press, data, id, stamp).await,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    } else if let Some(rest) = custom_id.strip_prefix(OFFER_PREFIX) {
        let parts: Vec<&str> = rest.split(':').collect();
        if let [answer @ ("accept" | "decline"), kind, id, stamp] = parts.as_slice() {
            if let (Some(kind), Ok(id)) = (OfferKind::parse(kind), id.parse()) {
                let accept = *answer == "accept";
                return answer_pressed(ctx, press, data, kind, accept, id, stamp).await;
            }
        }
    }
    press
        .create_response(&ctx.http, private_response(NOT_MINE))
        .await?;
    Ok(())
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

/// What a proposal announces: the question to the opponent, or (against
/// the computer) the board after the takeback.
fn proposal_post(m: &Match, proposal: &Proposal) -> Post {
    match proposal {
        Proposal::Open(offer) => Post {
            text: m.describe_offer(offer),
            board: None,
            buttons: offer_buttons(m.id, offer),
            ping: vec![m.player(offer.by.opponent()).id],
        },
        Proposal::TakenBack(moves) => {
            let moves: Vec<String> = moves.iter().rev().map(|p| p.to_string()).collect();
            Post {
                text: format!(
                    "↩️ Taken back: {} (your move and my answer). {}",
                    moves.join(" and "),
                    m.status()
                ),
                board: Some(m.clone()),
                buttons: game_buttons(m),
                ping: vec![],
            }
        }
    }
}

/// The move just played lapsed an open offer: its message says so and loses
/// its buttons (pressed anyway, they answer that it is no longer open).
pub async fn close_lapsed_offer(http: &serenity::Http, channel: u64, m: &Match) {
    let Some(offer) = m.offer else {
        return;
    };
    let lapsed_now = offer.ply + 1 == m.game.ply() && offer.takebacks == m.takebacks;
    let Some(message_id) = offer.message_id.filter(|_| lapsed_now) else {
        return;
    };
    mark_lapsed(http, channel, m, offer, message_id).await;
}

/// Says on the offer's message that it lapsed, and takes its buttons away.
async fn mark_lapsed(
    http: &serenity::Http,
    channel: u64,
    m: &Match,
    offer: crate::session::Offer,
    message_id: u64,
) {
    let edit = serenity::EditMessage::new()
        .content(format!(
            "⌛ {}'s {} lapsed: the next move was played.",
            m.player(offer.by).mention(),
            offer.kind.words()
        ))
        .components(vec![])
        .allowed_mentions(mentions(&[]));
    let edited = serenity::ChannelId::new(channel)
        .edit_message(http, serenity::MessageId::new(message_id), edit)
        .await;
    if let Err(e) = edited {
        tracing::warn!(channel, "could not mark a lapsed offer: {e}");
    }
}

/// Remembers where an open offer's buttons are.
async fn note_offer_message(
    http: &serenity::Http,
    data: &Data,
    channel: u64,
    game: u64,
    message_id: u64,
) {
    let noted = change_table(data, channel, async |table: Option<&Table>| match table {
        Some(Table::Match(m)) if m.id == game && m.open_offer().is_some() => {
            data.store
                .set_offer_message(game, message_id)
                .await
                .map_err(|e| Refusal::save_failed(channel, e))?;
            let mut m = m.clone();
            if let Some(offer) = m.offer.as_mut() {
                offer.message_id = Some(message_id);
            }
            Ok((Some(Table::Match(m)), ()))
        }
        _ => Err(Refusal::Nothing),
    })
    .await;
    match noted {
        Err(Refusal::SaveFailed) => {
            tracing::warn!(channel, "the offer's message id was not saved")
        }
        Err(Refusal::Nothing) => {
            // The next move came first and lapsed the offer before its
            // message was known: say so on the message now.
            if let Some(Table::Match(m)) = data.peek(channel).await {
                if let Some(offer) = m
                    .offer
                    .filter(|o| m.id == game && m.open_offer() != Some(*o))
                {
                    mark_lapsed(http, channel, &m, offer, message_id).await;
                }
            }
        }
        _ => {}
    }
}

async fn propose_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    kind: OfferKind,
    target: Target<'_>,
) -> Result<(), Error> {
    let user = press.user.id.get();
    let change = propose_change(user, kind, target, SystemTime::now());
    let Some((m, proposal)) = change_pressed(ctx, press, data, change).await? else {
        return Ok(());
    };
    let posted = announce(To::Press(ctx, press), data, proposal_post(&m, &proposal)).await?;
    if let (Proposal::Open(_), Some(mid)) = (&proposal, posted) {
        note_offer_message(&ctx.http, data, press.channel_id.get(), m.id, mid).await;
    }
    Ok(())
}

async fn propose_command(ctx: Context<'_>, kind: OfferKind) -> Result<(), Error> {
    let user = ctx.author().id.get();
    let change = propose_change(user, kind, Target::Channel, SystemTime::now());
    let Some((m, proposal)) = change_commanded(ctx, change).await? else {
        return Ok(());
    };
    let posted = announce(To::Command(ctx), ctx.data(), proposal_post(&m, &proposal)).await?;
    if let (Proposal::Open(_), Some(mid)) = (&proposal, posted) {
        note_offer_message(ctx.http(), ctx.data(), ctx.channel_id().get(), m.id, mid).await;
    }
    Ok(())
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

async fn answer_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    kind: OfferKind,
    accept: bool,
    id: u64,
    stamp: &str,
) -> Result<(), Error> {
    let user = press.user.id.get();
    let now = SystemTime::now();
    let change = |table: Option<&Table>| -> Result<(Match, Answered), Refusal> {
        let mut m = match table {
            Some(Table::Match(m)) if m.id == id => m.clone(),
            _ => return Err(OfferError::NotOpen(kind.words()).into()),
        };
        let this_offer = m
            .open_offer()
            .is_some_and(|o| o.kind == kind && o.stamp() == stamp);
        if !this_offer {
            return Err(OfferError::NotOpen(kind.words()).into());
        }
        let answered = m.answer(user, kind, accept, now)?;
        Ok((m, answered))
    };
    let Some((m, answered)) = change_pressed(ctx, press, data, change).await? else {
        return Ok(());
    };
    let by = format!("<@{user}>");
    // A rated draw changed both ratings in the write that ended the game.
    let rating_line = match answered {
        Answered::Drawn => data
            .store
            .last_finished_in_channel(press.channel_id.get())
            .await
            .ok()
            .flatten()
            .filter(|f| f.id == m.id)
            .and_then(|f| f.rating_change)
            .map(|c| format!("\n{}", super::ratings::describe_change(&c, &m)))
            .unwrap_or_default(),
        _ => String::new(),
    };
    let (note, post) = match answered {
        Answered::Drawn => (
            format!("🤝 {by} accepted the draw offer."),
            Some(Post {
                text: format!(
                    "🤝 {} (White) and {} (Black) agreed to a draw. {}{rating_line}",
                    m.white.mention(),
                    m.black.mention(),
                    m.status()
                ),
                board: Some(m.clone()),
                buttons: game_buttons(&m),
                ping: vec![m.white.id, m.black.id],
            }),
        ),
        Answered::TakenBack(moves) => {
            let moves: Vec<String> = moves.iter().map(|p| p.to_string()).collect();
            let moves = moves.join(" and ");
            (
                format!("↩️ {by} accepted the takeback of {moves}."),
                Some(Post {
                    text: format!("↩️ {moves} was taken back. {}", m.status()),
                    board: Some(m.clone()),
                    buttons: game_buttons(&m),
                    ping: vec![m.player(m.game.to_move()).id],
                }),
            )
        }
        Answered::Declined(offer) => (
            format!(
                "❌ {by} declined {}'s {}. The game goes on.",
                m.player(offer.by).mention(),
                offer.kind.words()
            ),
            None,
        ),
    };
    close_pressed(ctx, press, note).await?;
    if let Some(post) = post {
        announce(To::Press(ctx, press), data, post).await?;
    }
    Ok(())
}

/// Resign, from a board: first a private question with a **Yes, resign**
/// button, so that a slip of the finger loses nothing.
async fn confirm_resign(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
    stamp: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let check = |table: Option<&Table>| -> Result<Match, Refusal> {
        let m = pressed_game(table, id, stamp)?;
        m.clone().resign(user)?;
        Ok(m)
    };
    let table = data.peek(channel).await;
    let answer = match check(table.as_ref()) {
        Ok(m) => {
            let opponent = m
                .color_of(user)
                .map_or_else(String::new, |c| m.player(c.opponent()).mention());
            serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(format!(
                        "Do you really want to resign this game against {opponent}? It counts as a loss."
                    ))
                    .ephemeral(true)
                    .components(vec![serenity::CreateActionRow::Buttons(vec![button(
                        format!("{GAME_PREFIX}resign-yes:{id}:{stamp}"),
                        "Yes, resign",
                        serenity::ButtonStyle::Danger,
                    )])])
                    .allowed_mentions(mentions(&[])),
            )
        }
        Err(refusal) => private_response(explain(data, channel, refusal.text()).await),
    };
    press.create_response(&ctx.http, answer).await?;
    Ok(())
}

async fn resign_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
    stamp: &str,
) -> Result<(), Error> {
    let user = press.user.id.get();
    let change = |table: Option<&Table>| -> Result<(Match, ()), Refusal> {
        let mut m = pressed_game(table, id, stamp)?;
        m.resign(user)?;
        Ok((m, ()))
    };
    let Some((m, ())) = change_pressed(ctx, press, data, change).await? else {
        return Ok(());
    };
    close_pressed(ctx, press, "You resigned.".to_string()).await?;
    let winner = m.winner().map(|c| m.player(c).id);
    let post = Post {
        text: format!("🏳️ {}.", m.ending()),
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: winner.into_iter().collect(),
    };
    announce(To::Press(ctx, press), data, post).await?;
    Ok(())
}

/// Rematch, under a final board: the same players with the colours swapped
/// and the same clock. Between people it is a new challenge to the other
/// player; against the computer the new game starts at once, at the same
/// level.
async fn rematch(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let now = SystemTime::now();
    let refuse = async |text: String| -> Result<(), Error> {
        press
            .create_response(&ctx.http, private_response(text))
            .await?;
        Ok(())
    };
    let terms = match data.store.rematch_terms(id).await {
        Ok(Some(terms)) if terms.over => terms,
        Ok(_) => return refuse("There is no finished game here to play again.".into()).await,
        Err(e) => {
            tracing::error!(channel, "reading a game for a rematch failed: {e}");
            return refuse(SAVE_FAILED.into()).await;
        }
    };
    let (me, other, my_color) = if user == terms.white.id {
        (&terms.white, &terms.black, crate::game::Color::White)
    } else if user == terms.black.id {
        (&terms.black, &terms.white, crate::game::Color::Black)
    } else {
        return refuse(format!(
            "Only {} and {} can ask for a rematch of their game. Start your own with `/pente challenge`.",
            terms.white.mention(),
            terms.black.mention()
        ))
        .await;
    };
    let free = |table: Option<&Table>| -> Result<(), Refusal> { Ok(check_free(table, now)?) };
    if let Some(text) = quick_refusal(data, channel, free) {
        return refuse(text).await;
    }
    let Some(level) = terms.level else {
        let request = ChallengeRequest {
            challenger: me.clone(),
            opponent: other.clone(),
            opponent_is_bot: false,
            challenger_color: my_color.opponent(),
            move_time: terms.move_time,
            thread: false,
            rated: true,
        };
        return rematch_challenge(ctx, press, data, terms.guild_id, request).await;
    };
    // Bots can't press buttons: the presser is the person, the other the bot.
    let (human, bot) = (me, other);
    let limit = data.config.computer_games_per_user;
    if data.store.live_computer_games(human.id).await? >= u64::from(limit) {
        return refuse(format!(
            "{} already has {limit} game{} going against me: finish or resign one first.",
            human.mention(),
            if limit == 1 { "" } else { "s" }
        ))
        .await;
    }
    // Colours swapped: the old Black is the new White.
    let mut m = Match::new(0, terms.black.clone(), terms.white.clone(), terms.move_time);
    m.computer = Some(Computer {
        color: m.color_of(bot.id).unwrap_or(crate::game::Color::Black),
        level,
    });
    m.start_clock(now);
    press.defer(&ctx.http).await?;
    let mut m = match save_computer_game(data, terms.guild_id, channel, &m, now).await {
        Ok(m) => m,
        Err(refusal) => {
            press
                .create_followup(&ctx.http, private_followup(refusal.text()))
                .await?;
            return Ok(());
        }
    };
    let mut text = format!(
        "🔁 Rematch! {} (White) vs {} (Black), at {level} level, {} a move.",
        m.white.mention(),
        m.black.mention(),
        human_duration(m.clock.move_time)
    );
    let answered = match data.engine.start_thinking(m.id) {
        Some(_claim) if m.computer_to_move() => computer_turn(data, channel, m.id).await?,
        _ => None,
    };
    match answered {
        Some((words, after)) => {
            text = format!("{text}\n{words}");
            m = after;
        }
        None => text = format!("{text} {}", m.status()),
    }
    let post = Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: vec![human.id],
    };
    announce(To::Press(ctx, press), data, post).await?;
    Ok(())
}

/// A rematch between people: a new challenge, with the usual buttons.
async fn rematch_challenge(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    guild: u64,
    request: ChallengeRequest,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let timeout = data.config.challenge_timeout;
    press.defer(&ctx.http).await?;
    let opened = save_challenge(data, guild, channel, &request, SystemTime::now()).await;
    let challenge = match opened {
        Ok(c) => c,
        Err(refusal) => {
            press
                .create_followup(&ctx.http, private_followup(refusal.text()))
                .await?;
            return Ok(());
        }
    };
    let post = Post {
        text: format!("🔁 Rematch! {}", challenge.invitation(timeout)),
        board: None,
        buttons: challenge_buttons(challenge.id),
        ping: vec![challenge.opponent.id],
    };
    if let Some(mid) = announce(To::Press(ctx, press), data, post).await? {
        note_challenge_message(data, channel, challenge.id, mid).await;
    }
    Ok(())
}

/// Whether the channel's open challenge `id` asked for a thread.
pub async fn wants_thread(data: &Data, channel: u64, id: u64) -> bool {
    matches!(data.peek(channel).await, Some(Table::Challenge(c)) if c.id == id && c.thread)
}

/// Discord limits a thread's name to 100 characters.
const MAX_THREAD_NAME: usize = 100;

fn thread_name(m: &Match) -> String {
    format!("{} vs {}", m.white.name, m.black.name)
        .chars()
        .take(MAX_THREAD_NAME)
        .collect()
}

/// Why no thread could be opened, for the players.
fn thread_refused(e: &serenity::Error) -> String {
    let missing_permission = matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == 50013 || r.status_code == 403
    );
    if missing_permission {
        "I don't have the permission to create threads here (Create Public Threads)".to_string()
    } else {
        "Discord wouldn't open one just now".to_string()
    }
}

/// Where an accepted game is played.
enum Venue {
    Thread(u64),
    /// In the channel itself, for this reason.
    Channel(String),
}

/// The opponent accepts a challenge that asked for a thread: a public thread
/// is opened on the challenge message and the game (its row and its table)
/// lives there; without the permission, the game starts in the channel and
/// the players are told why.
pub async fn accept_in_thread(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let now = SystemTime::now();
    if let Some(text) = quick_refusal(data, channel, |t| decide(t, user, "accept", id, now)) {
        press
            .create_response(&ctx.http, private_response(text))
            .await?;
        return Ok(());
    }
    press.defer(&ctx.http).await?;
    let started = change_table(data, channel, async |table: Option<&Table>| {
        let Answer::Accepted(m) = decide(table, user, "accept", id, now)?.1 else {
            return Err(Refusal::Nothing);
        };
        let mut m = *m;
        let thread = serenity::CreateThread::new(thread_name(&m))
            .kind(serenity::ChannelType::PublicThread)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        let opened = serenity::ChannelId::new(channel)
            .create_thread_from_message(&ctx.http, press.message.id, thread)
            .await;
        match opened {
            Ok(thread) => {
                let thread = thread.id.get();
                data.store
                    .start_game_in(&mut m, thread, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((None, (m, Venue::Thread(thread))))
            }
            Err(e) => {
                tracing::warn!(channel, "could not open a thread for game {id}: {e}");
                data.store
                    .start_game(&mut m, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((
                    Some(Table::Match(m.clone())),
                    (m, Venue::Channel(thread_refused(&e))),
                ))
            }
        }
    })
    .await;
    let (m, venue) = match started {
        Ok(done) => done,
        Err(refusal) => {
            press
                .create_followup(&ctx.http, private_followup(refusal.text()))
                .await?;
            return Ok(());
        }
    };
    let accepted = format!(
        "✅ {} accepted the challenge: {} (White) vs {} (Black), {} a move.",
        player(&press.user).mention(),
        m.white.mention(),
        m.black.mention(),
        human_duration(m.clock.move_time)
    );
    let game_on = format!(
        "Game on! {} (White) vs {} (Black). {}",
        m.white.mention(),
        m.black.mention(),
        m.status()
    );
    let (note, post_to, text) = match venue {
        Venue::Thread(thread) => {
            // The thread is a channel of its own: the game's table goes there.
            let moved = m.clone();
            let _ = change_table(data, thread, async |_: Option<&Table>| {
                Ok((Some(Table::Match(moved.clone())), ()))
            })
            .await;
            (
                format!("{accepted} The game is played in the thread <#{thread}>."),
                To::Channel(&ctx.http, thread),
                game_on,
            )
        }
        Venue::Channel(why) => (
            accepted,
            To::Press(ctx, press),
            format!("{game_on}\n(I couldn't open a thread for this game: {why}. It is played here in the channel.)"),
        ),
    };
    close_pressed(ctx, press, note).await?;
    let post = Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: vec![m.white.id, m.black.id],
    };
    announce(post_to, data, post).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::Duration;

    fn game() -> Match {
        Match::new(
            7,
            Player::new(1, "alice"),
            Player::new(2, "bob"),
            Duration::from_secs(60),
        )
    }

    fn custom_ids(rows: &[serenity::CreateActionRow]) -> Vec<String> {
        let json = serde_json::to_value(rows).unwrap();
        json.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn a_board_carries_its_stamp_and_a_final_board_a_rematch() {
        let mut m = game();
        m.play(1, "K10", SystemTime::UNIX_EPOCH).unwrap();
        assert_eq!(
            custom_ids(&game_buttons(&m)),
            [
                "game:draw:7:1.0",
                "game:takeback:7:1.0",
                "game:resign:7:1.0"
            ]
        );
        let table = Table::Match(m.clone());
        assert!(pressed_game(Some(&table), 7, "1.0").is_ok());
        assert_eq!(
            pressed_game(Some(&table), 7, "0.0").unwrap_err().text(),
            STALE
        );
        assert!(pressed_game(Some(&table), 8, "1.0").is_err());
        m.resign(2).unwrap();
        assert_eq!(custom_ids(&game_buttons(&m)), ["game:rematch:7"]);
    }

    #[test]
    fn thread_names_fit_discord() {
        let mut m = game();
        assert_eq!(thread_name(&m), "alice vs bob");
        m.white.name = "a".repeat(300);
        assert_eq!(thread_name(&m).chars().count(), MAX_THREAD_NAME);
    }
}
