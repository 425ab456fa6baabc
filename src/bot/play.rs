//! Playing: move (and the bot's answer), board, resign (the command, and the
//! board's button with its private confirmation), abort, end.
//!
//! Every change has the same shape: a quick look at the channel (without
//! waiting for it) answers a refusal privately at once; otherwise the
//! interaction is deferred, and the change goes through the one path
//! (`kit::change`): decided by `session`, written, swapped into memory, and
//! announced with the board while the channel is still locked.

use super::kit::buttons::{button, game_buttons, not_mine, GAME};
use super::kit::change::{change, explain, game_in, pressed_game, quick_refusal, Changed};
use super::kit::decide::{announce_decision, decision, save_decision};
use super::kit::defer::{press_within, refuse, refuse_explained, tell_presser, within, Seen};
use super::kit::draw::board_file;
use super::kit::engine::computer_turn;
use super::kit::languages::{press_private_lang, press_public_lang, private_lang, public_lang};
use super::kit::post::{announce_saved, close_lapsed_offer, close_pressed, Post, To};
use super::kit::{
    describe_change, is_moderator, mentions, reply_private, Context, Data, Error, Refusal,
};
use crate::game::{Choice, Color, Ending};
use crate::locale::Lang;
use crate::session::{suggest_moves, Match, Table, TurnError};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// The longest a point's name can be ("K10"), with room for spaces.
const MAX_POSITION_LENGTH: usize = 8;

/// Applies `change` to a copy of the channel's game and saves it (with the
/// rating change, if it ended a rated game), through the one path. Returns
/// `change`'s text (and the rating line, in `lang`) and the game as it now
/// is.
async fn change_match<'a>(
    data: &'a Data,
    channel: u64,
    lang: Lang,
    change_game: impl Fn(&mut Match) -> Result<String, TurnError>,
) -> Result<Changed<'a, (String, Match)>, Refusal> {
    change(data, channel, async |table: Option<&Table>| {
        let mut m = game_in(table)?;
        let mut text = change_game(&mut m)?;
        let rating = data
            .store
            .save_game(&mut m, SystemTime::now())
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        if let Some(rating) = rating {
            text = format!("{text}\n{}", describe_change(&rating, &m, lang));
        }
        Ok((Some(Table::Match(m.clone())), (text, m)))
    })
    .await
}

/// A change to the channel's game from a command: refused privately at once
/// if it can be seen to fail, otherwise deferred, saved, and announced with
/// the board. `change_game` words the change in the language it is given
/// (the server's); `ping` says whom the announcement mentions.
async fn game_command(
    ctx: Context<'_>,
    change_game: impl Fn(&mut Match, Lang) -> Result<String, TurnError>,
    ping: impl Fn(&Match) -> Vec<u64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    let change_game = |m: &mut Match| change_game(m, lang);
    let check = |table: Option<&Table>| -> Result<String, Refusal> {
        Ok(change_game(&mut game_in(table)?)?)
    };
    if let Some(text) = quick_refusal(data, channel, private, check) {
        let text = within(ctx, Seen::Invoker, explain(data, channel, private, text)).await;
        return super::kit::defer::say_privately(ctx, text).await;
    }
    // Waiting a moment for a busy channel (its last change being announced)
    // before deferring puts this reply after that announcement.
    let changed = match within(
        ctx,
        Seen::Everyone,
        change_match(data, channel, lang, &change_game),
    )
    .await
    {
        Ok(changed) => changed,
        Err(refusal) => return refuse_explained(ctx, data, channel, refusal).await,
    };
    let (text, m) = changed.out.clone();
    let post = Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m, lang),
        ping: ping(&m),
    };
    announce_saved(To::Command(ctx), data, post).await;
    drop(changed);
    Ok(())
}

async fn autocomplete_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    // The channel may be locked while its last change is announced: read
    // what it was last given, without waiting.
    let game = match ctx.data().channels.last_set(ctx.channel_id().get()) {
        Some(Table::Match(m)) if !m.is_over() => Some(m.game),
        _ => None,
    };
    // While an opening decision is open, its words are what can be played.
    let words: Vec<String> = match game.as_ref().and_then(|g| g.pending()) {
        Some(pending) => pending
            .options
            .iter()
            .map(|c| c.as_str().to_string())
            .filter(|w| w.starts_with(&partial.trim().to_ascii_lowercase()))
            .collect(),
        None => game
            .map(|g| suggest_moves(&g, partial, 25))
            .unwrap_or_default()
            .into_iter()
            .map(|p| p.to_string())
            .collect(),
    };
    let choices = words
        .into_iter()
        .map(|w| serenity::AutocompleteChoice::new(w.clone(), w))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Play a stone, like K10
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Where to play, like K10: a column A–T (no I) and a row 1–19; or swap, keep, pass"]
    #[autocomplete = "autocomplete_point"]
    #[max_length = 8]
    position: String,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    if position.chars().count() > MAX_POSITION_LENGTH {
        return reply_private(ctx, tr!(private, "play-too-long")).await;
    }
    let now = SystemTime::now();
    if let Some(Table::Match(m)) = data.channels.last_set(channel) {
        if m.computer_to_move() && m.color_of(user).is_some() {
            // The engine owes this move: if nothing is thinking about it (a
            // restart, a failed search), the timer starts it now.
            if !data.engine.is_thinking(m.id) {
                data.timers.schedule(channel, now);
            }
            return reply_private(ctx, tr!(private, "play-still-thinking")).await;
        }
    }
    if let Some(choice) = Choice::parse(&position) {
        return decide_command(ctx, choice, now).await;
    }
    let mv = |m: &mut Match| -> Result<String, TurnError> {
        let mv = m.play(user, &position, now)?;
        Ok(if m.computer_to_move() {
            m.move_words(lang, &mv)
        } else {
            m.describe_move(lang, &mv)
        })
    };
    let check =
        |table: Option<&Table>| -> Result<String, Refusal> { Ok(mv(&mut game_in(table)?)?) };
    if let Some(text) = quick_refusal(data, channel, private, check) {
        if text == TurnError::OutOfTime.text(private) {
            // The clock decides: let the timer apply the end now.
            data.timers.schedule(channel, now);
        }
        let text = within(ctx, Seen::Invoker, explain(data, channel, private, text)).await;
        return super::kit::defer::say_privately(ctx, text).await;
    }
    // Against the bot, its answer is claimed before the move is saved, so the
    // timer leaves it to this reply, which carries both moves.
    let id = match data.channels.last_set(channel) {
        Some(Table::Match(m)) if m.computer.is_some() => Some(m.id),
        _ => None,
    };
    let claim = id.and_then(|id| data.engine.start_thinking(id, channel, &data.timers));
    let changed = match within(ctx, Seen::Everyone, change_match(data, channel, lang, mv)).await {
        Ok(changed) => changed,
        Err(refusal) => {
            data.timers.schedule(channel, SystemTime::now());
            return refuse_explained(ctx, data, channel, refusal).await;
        }
    };
    let (text, m) = changed.out.clone();
    close_lapsed_offer(ctx.http(), channel, &m, lang).await;
    let ping = vec![m.white.id, m.black.id];
    if !m.computer_to_move() || claim.is_none() {
        // Let go before the announcement: the next stone may come as soon
        // as it lands (a Connect6 turn's second), and must find the engine
        // free to answer it.
        drop(claim);
        let post = Post {
            text,
            board: Some(m.clone()),
            buttons: game_buttons(&m, lang),
            ping,
        };
        announce_saved(To::Command(ctx), data, post).await;
        return Ok(());
    }
    drop(changed);
    // The engine thinks for seconds before the reply.
    ctx.defer().await?;
    let ahead = data.engine.queue_ahead();
    if ahead > 0 {
        let waiting = tr!(lang, "play-queue", ahead = ahead);
        let _ = ctx
            .send(
                poise::CreateReply::default()
                    .content(waiting)
                    .allowed_mentions(mentions(&[])),
            )
            .await;
    }
    let played = computer_turn(data, channel, m.id, lang).await;
    // The search is over: a move sent as soon as this reply lands must find
    // the engine free to answer it (the lock of `played` still orders it
    // after this announcement).
    drop(claim);
    let post = match &played {
        Ok(Some(done)) => Post {
            text: format!("{text}.\n{}", done.out.0),
            board: Some(done.out.1.clone()),
            buttons: game_buttons(&done.out.1, lang),
            ping,
        },
        _ => {
            if let Err(e) = &played {
                tracing::error!(channel, "the engine's move failed: {e:#}");
            }
            Post {
                text: tr!(lang, "play-answer-soon", text = text),
                board: Some(m.clone()),
                buttons: game_buttons(&m, lang),
                ping,
            }
        }
    };
    announce_saved(To::Command(ctx), data, post).await;
    drop(played);
    Ok(())
}

/// `/pente move position:swap` (or `keep`, `pass`): the opening decision, as
/// the buttons under the board make it, for when that board is out of
/// reach (never posted after a restart, or deleted).
async fn decide_command(ctx: Context<'_>, choice: Choice, now: SystemTime) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    let decide = decision(game_in, user, choice, now);
    let private = private_lang(&ctx);
    if let Some(text) = quick_refusal(data, channel, private, &decide) {
        let text = within(ctx, Seen::Invoker, explain(data, channel, private, text)).await;
        return super::kit::defer::say_privately(ctx, text).await;
    }
    let saved = within(
        ctx,
        Seen::Everyone,
        save_decision(data, channel, now, decide),
    )
    .await;
    match saved {
        Ok(changed) => {
            let lang = public_lang(&ctx);
            announce_decision(To::Command(ctx), data, channel, user, choice, changed, lang).await;
            Ok(())
        }
        Err(refusal) => refuse_explained(ctx, data, channel, refusal).await,
    }
}

/// Show the board of this channel's game (or of its last one)
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    let found = within(ctx, Seen::Everyone, async {
        let m = match data.peek(channel).await {
            Some(Table::Match(m)) => m,
            Some(Table::Challenge(c)) => return Ok(Err(c.not_started().text(private))),
            None => match data.store.last_finished_in_channel(channel).await? {
                Some(last) => match last.to_match() {
                    Some(m) => m,
                    None => return Ok(Err(TurnError::NoGame.text(private))),
                },
                None => return Ok(Err(TurnError::NoGame.text(private))),
            },
        };
        let png = data.drawing.board(&m, lang).await?;
        Ok::<_, Error>(Ok((m, png)))
    })
    .await?;
    let (m, png) = match found {
        Ok(found) => found,
        Err(text) => return super::kit::defer::say_privately(ctx, text).await,
    };
    let text = tr!(
        lang,
        "play-board",
        white = m.white.mention(),
        black = m.black.mention(),
        moves = m.game.moves().len(),
        status = m.status(lang)
    );
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            // The game's buttons, as under the board of its last change:
            // the opening decision's among them, when one is open.
            .components(game_buttons(&m, lang))
            // Spectators asking for the board shouldn't ping the players.
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

fn resigned_text(m: &Match, lang: Lang) -> String {
    format!("🏳️ {}.", m.ending(lang))
}

fn winner_of(m: &Match) -> Vec<u64> {
    match m.ending {
        Some(Ending::Resigned(loser)) => vec![m.player(loser.opponent()).id],
        _ => vec![],
    }
}

/// Resign this channel's game
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    game_command(
        ctx,
        |m, lang| {
            m.resign(user)?;
            Ok(resigned_text(m, lang))
        },
        winner_of,
    )
    .await
}

/// Call off this channel's game before each side has made two moves (it won't count)
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    // A moderator calls off anything, at any time (Discord's 25 subcommands
    // leave no room for an `/pente end` of its own), but not a game of their
    // own: there they are a player like any other.
    let user = ctx.author().id.get();
    let plays_here = match ctx.data().peek(ctx.channel_id().get()).await {
        Some(Table::Match(m)) => m.color_of(user).is_some(),
        _ => false,
    };
    if is_moderator(&ctx) && !plays_here {
        return end(ctx).await;
    }
    game_command(
        ctx,
        |m, lang| {
            m.abort(user)?;
            Ok(tr!(
                lang,
                "play-aborted",
                player = m.player(m.color_of(user).unwrap_or(Color::White)).mention()
            ))
        },
        |m| vec![m.white.id, m.black.id],
    )
    .await
}

/// A moderator's `/pente abort`: ends this channel's game or challenge at
/// any time (unrated; a tournament's game scores a draw).
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let moderator = ctx.author().id.get();
    let ended = |table: Option<&Table>| -> Result<Table, Refusal> {
        match table {
            None => Err(TurnError::NoGame.into()),
            Some(Table::Challenge(c)) => Ok(Table::Challenge(c.clone())),
            Some(Table::Match(m)) => {
                let mut m = m.clone();
                m.end_by_moderator()?;
                Ok(Table::Match(m))
            }
        }
    };
    if let Some(text) = quick_refusal(data, channel, private_lang(&ctx), ended) {
        return reply_private(ctx, text).await;
    }
    ctx.defer().await?;
    let done = change(data, channel, async |table: Option<&Table>| {
        let now = SystemTime::now();
        let mut after = ended(table)?;
        match &mut after {
            Table::Challenge(c) => data.store.close_challenge(c, "aborted", now).await,
            // A moderator's end is an abort: nothing to rate.
            Table::Match(m) => data.store.save_game(m, now).await.map(|_| ()),
        }
        .map_err(|e| Refusal::save_failed(channel, e))?;
        // The ended game goes through the swap like any game over (it
        // leaves memory there), so that its tournament or hill goes on.
        let table = matches!(after, Table::Match(_)).then(|| after.clone());
        Ok((table, after))
    })
    .await;
    let changed = match done {
        Ok(changed) => changed,
        Err(refusal) => return refuse(ctx, refusal).await,
    };
    let by = format!("<@{moderator}>");
    let lang = public_lang(&ctx);
    // A tournament's game ended so still ends its round: as a draw.
    let counts = match &changed.out {
        Table::Match(m) => match data.store.tournament_of_game(m.id).await {
            Ok(Some(_)) => tr!(lang, "play-ended-tournament"),
            Ok(None) => tr!(lang, "play-ended-for-nobody"),
            Err(e) => {
                tracing::warn!(
                    game = m.id,
                    "could not tell whether a tournament's game ended: {e}"
                );
                tr!(lang, "play-ended-unrated")
            }
        },
        Table::Challenge(_) => String::new(),
    };
    let post = match &changed.out {
        Table::Challenge(c) => Post {
            text: tr!(
                lang,
                "play-ended-challenge",
                by = by.as_str(),
                challenger = c.challenger.mention(),
                opponent = c.opponent.mention()
            ),
            board: None,
            buttons: vec![],
            ping: vec![c.challenger.id, c.opponent.id],
        },
        Table::Match(m) => Post {
            text: tr!(
                lang,
                "play-ended-game",
                by = by.as_str(),
                white = m.white.mention(),
                black = m.black.mention(),
                counts = counts
            ),
            board: Some(m.clone()),
            buttons: game_buttons(m, lang),
            ping: vec![m.white.id, m.black.id],
        },
    };
    announce_saved(To::Command(ctx), data, post).await;
    drop(changed);
    Ok(())
}

/// The board's Resign (`resign:<id>:<stamp>`: a private question with a
/// **Yes, resign** button, so that a slip of the finger loses nothing) and
/// that button (`resign-yes:<id>:<stamp>`).
pub async fn on_resign_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let parts: Vec<&str> = rest.split(':').collect();
    let (action, id, stamp) = match parts.as_slice() {
        [action @ ("resign" | "resign-yes"), id, stamp] => match id.parse::<u64>() {
            Ok(id) => (*action, id, *stamp),
            Err(_) => {
                return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press)))
                    .await
            }
        },
        _ => {
            return tell_presser(ctx, press, false, not_mine(press_private_lang(data, press))).await
        }
    };
    if action == "resign" {
        confirm_resign(ctx, press, data, id, stamp).await
    } else {
        resign_pressed(ctx, press, data, id, stamp).await
    }
}

async fn confirm_resign(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
    stamp: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let private = press_private_lang(data, press);
    let check = |table: Option<&Table>| -> Result<Match, Refusal> {
        let m = pressed_game(table, id, stamp)?;
        m.clone().resign(user)?;
        Ok(m)
    };
    // The channel may be busy with a change: its lock can be slow.
    let (acknowledged, checked) = press_within(ctx, press, async {
        match check(data.peek(channel).await.as_ref()) {
            Ok(m) => Ok(m),
            Err(refusal) => Err(explain(data, channel, private, refusal.text(private)).await),
        }
    })
    .await;
    let m = match checked {
        Ok(m) => m,
        Err(text) => return tell_presser(ctx, press, acknowledged, text).await,
    };
    let opponent = m
        .color_of(user)
        .map_or_else(String::new, |c| m.player(c.opponent()).mention());
    let text = tr!(private, "play-resign-sure", opponent = opponent);
    let yes = vec![serenity::CreateActionRow::Buttons(vec![button(
        format!("{GAME}resign-yes:{id}:{stamp}"),
        &tr!(private, "play-resign-yes"),
        serenity::ButtonStyle::Danger,
    )])];
    if acknowledged {
        press
            .create_followup(
                &ctx.http,
                serenity::CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true)
                    .components(yes)
                    .allowed_mentions(mentions(&[])),
            )
            .await?;
    } else {
        press
            .create_response(
                &ctx.http,
                serenity::CreateInteractionResponse::Message(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(text)
                        .ephemeral(true)
                        .components(yes)
                        .allowed_mentions(mentions(&[])),
                ),
            )
            .await?;
    }
    Ok(())
}

async fn resign_pressed(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    id: u64,
    stamp: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let (lang, private) = (
        press_public_lang(data, press),
        press_private_lang(data, press),
    );
    let check = |table: Option<&Table>| -> Result<(), Refusal> {
        pressed_game(table, id, stamp)?.resign(user)?;
        Ok(())
    };
    if let Some(text) = quick_refusal(data, channel, private, check) {
        let explained = explain(data, channel, private, text);
        let (acknowledged, text) = press_within(ctx, press, explained).await;
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    press.defer(&ctx.http).await?;
    let changed = change(data, channel, async |table: Option<&Table>| {
        let mut m = pressed_game(table, id, stamp)?;
        m.resign(user)?;
        let mut text = resigned_text(&m, lang);
        let rating = data
            .store
            .save_game(&mut m, SystemTime::now())
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        if let Some(rating) = rating {
            text = format!("{text}\n{}", describe_change(&rating, &m, lang));
        }
        Ok((Some(Table::Match(m.clone())), (text, m)))
    })
    .await;
    let changed = match changed {
        Ok(changed) => changed,
        Err(refusal) => return tell_presser(ctx, press, true, refusal.text(private)).await,
    };
    let (text, m) = changed.out.clone();
    close_pressed(ctx, press, tr!(private, "play-you-resigned")).await?;
    let post = Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m, lang),
        ping: winner_of(&m),
    };
    announce_saved(To::Press(ctx, press), data, post).await;
    drop(changed);
    Ok(())
}
