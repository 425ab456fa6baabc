//! Playing: challenge (and its buttons), move, board, resign.

use super::{mentions, render, reply_private, slot, Context, Data, Error, Slot, SAVE_FAILED};
use crate::ai::Level;
use crate::game::Color;
use crate::session::{
    check_free, open_challenge, suggest_moves, ChallengeRequest, ColorChoice, Computer, Match,
    Player, Table, TurnError,
};
use crate::store::Store;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// The colour a challenger picks.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorOption {
    White,
    Black,
    Random,
}

/// How hard the bot plays when challenged itself.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelOption {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl From<LevelOption> for Level {
    fn from(l: LevelOption) -> Level {
        match l {
            LevelOption::Easy => Level::Easy,
            LevelOption::Medium => Level::Medium,
            LevelOption::Hard => Level::Hard,
            LevelOption::Expert => Level::Expert,
        }
    }
}

fn player(user: &serenity::User) -> Player {
    Player::new(
        user.id.get(),
        user.global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    )
}

fn board_file(png: Vec<u8>) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, "board.png")
}

const BUTTON_PREFIX: &str = "pente:";

fn buttons(id: u64) -> Vec<serenity::CreateActionRow> {
    let button = |action: &str, label: &str, style| {
        serenity::CreateButton::new(format!("{BUTTON_PREFIX}{action}:{id}"))
            .label(label)
            .style(style)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button("accept", "Accept", serenity::ButtonStyle::Success),
        button("decline", "Decline", serenity::ButtonStyle::Danger),
        button("withdraw", "Withdraw", serenity::ButtonStyle::Secondary),
    ])]
}

/// Challenge someone to a game of Pente in this channel
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play"] opponent: serenity::User,
    #[description = "Your colour (White moves first); random if you don't say"] color: Option<
        ColorOption,
    >,
    #[description = "How hard I play, if you challenge me (medium if you don't say)"] level: Option<
        LevelOption,
    >,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let choice = match color.unwrap_or(ColorOption::Random) {
        ColorOption::White => ColorChoice::White,
        ColorOption::Black => ColorChoice::Black,
        ColorOption::Random => ColorChoice::Random,
    };
    if opponent.id == ctx.framework().bot_id() {
        let level = level.map_or(Level::Medium, Level::from);
        return play_the_computer(ctx, choice.resolve(coin()), level).await;
    }
    let request = ChallengeRequest {
        challenger: player(ctx.author()),
        opponent: player(&opponent),
        opponent_is_bot: opponent.bot,
        challenger_color: choice.resolve(coin()),
    };
    let timeout = data.config.challenge_timeout;
    let now = SystemTime::now();
    // The channel stays locked from the check until the challenge is saved,
    // so two challenges can't both get in.
    let slot = slot(&data.tables, channel);
    let mut table = slot.lock().await;
    let mut challenge = match open_challenge(table.as_ref(), request, now, timeout, 0) {
        Ok(c) => c,
        Err(e) => {
            drop(table);
            return reply_private(ctx, e.to_string()).await;
        }
    };
    let saved = async {
        if let Some(Table::Challenge(old)) = table.as_ref() {
            // It has expired (or open_challenge would have refused).
            data.store.close_challenge(old.id, "expired", now).await?;
        }
        data.store
            .insert_challenge(guild, channel, &challenge, now)
            .await
    }
    .await;
    match saved {
        Ok(id) => challenge.id = id,
        Err(e) => {
            drop(table);
            tracing::error!(channel, "saving a challenge failed: {e}");
            return reply_private(ctx, SAVE_FAILED).await;
        }
    }
    let id = challenge.id;
    *table = Some(Table::Challenge(challenge.clone()));
    drop(table);

    let sent = ctx
        .send(
            poise::CreateReply::default()
                .content(challenge.invitation(timeout))
                .components(buttons(id))
                .allowed_mentions(mentions(&[challenge.opponent.id])),
        )
        .await;
    let message_id = match sent {
        Ok(handle) => handle.message().await.ok().map(|m| m.id.get()),
        Err(e) => {
            // Nobody saw the challenge: take it back.
            let mut table = slot.lock().await;
            if matches!(table.as_ref(), Some(Table::Challenge(c)) if c.id == id) {
                *table = None;
                let _ = data
                    .store
                    .close_challenge(id, "withdrawn", SystemTime::now())
                    .await;
            }
            return Err(e.into());
        }
    };
    if let Some(mid) = message_id {
        if let Some(Table::Challenge(c)) = slot.lock().await.as_mut() {
            if c.id == id {
                c.message_id = Some(mid);
            }
        }
        if let Err(e) = data.store.set_message(id, mid).await {
            tracing::warn!(channel, "saving the challenge's message id failed: {e}");
        }
    }
    schedule_expiry(
        ctx.serenity_context().http.clone(),
        data,
        channel,
        id,
        timeout,
    );
    Ok(())
}

/// A game against the bot itself starts at once; if the bot has White, it
/// opens on K10 straight away.
async fn play_the_computer(
    ctx: Context<'_>,
    human_color: Color,
    level: Level,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let human = player(ctx.author());
    let me = ctx.framework().bot_id();
    let bot_name = ctx.cache().current_user().name.clone();
    let bot = Player::new(me.get(), format!("{bot_name} ({level})"));
    let now = SystemTime::now();
    let slot = slot(&data.tables, channel);
    let mut table = slot.lock().await;
    if let Err(e) = check_free(table.as_ref(), now) {
        drop(table);
        return reply_private(ctx, e.to_string()).await;
    }
    let (white, black) = match human_color {
        Color::White => (human.clone(), bot.clone()),
        Color::Black => (bot.clone(), human.clone()),
    };
    let mut m = Match::new(0, white, black);
    m.computer = Some(Computer {
        color: human_color.opponent(),
        level,
    });
    let saved = async {
        if let Some(Table::Challenge(old)) = table.as_ref() {
            data.store.close_challenge(old.id, "expired", now).await?;
        }
        data.store
            .start_computer_game(guild, channel, &m, now)
            .await
    }
    .await;
    m.id = match saved {
        Ok(id) => id,
        Err(e) => {
            drop(table);
            tracing::error!(channel, "saving a game against the computer failed: {e}");
            return reply_private(ctx, SAVE_FAILED).await;
        }
    };
    *table = Some(Table::Match(m.clone()));
    drop(table);
    let mut text = format!(
        "Game on! {} (White) vs {} (Black), at {level} level.",
        m.white.mention(),
        m.black.mention()
    );
    if m.computer_to_move() {
        ctx.defer().await?;
        if let Some((words, after)) = computer_turn(data, channel, m.id).await? {
            text = format!("{text}\n{words}");
            m = after;
        }
    } else {
        text = format!("{text} {}", m.status());
    }
    let png = render(&data.renderer, &m).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            .allowed_mentions(mentions(&[human.id])),
    )
    .await?;
    Ok(())
}

/// The computer's move in game `id`, if it is its turn: the engine thinks off
/// the async threads (stopped if it overruns its budget), then the move is
/// applied and saved like a person's. Returns the announcement and the game.
pub async fn computer_turn(
    data: &Data,
    channel: u64,
    id: u64,
) -> Result<Option<(String, Match)>, Error> {
    let (game, level) = match data.peek(channel).await {
        Some(Table::Match(m)) if m.id == id && m.computer_to_move() => (
            m.game.clone(),
            m.computer.map_or(Level::Medium, |c| c.level),
        ),
        _ => return Ok(None),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let seed = id ^ (game.ply() as u64).rotate_left(32);
    let thinking = tokio::task::spawn_blocking({
        let stop = Arc::clone(&stop);
        move || crate::ai::choose_move(&game, level, seed, &stop)
    });
    let cancel_after = level.time_budget() + Duration::from_secs(1);
    let stopper = {
        let stop = Arc::clone(&stop);
        tokio::spawn(async move {
            tokio::time::sleep(cancel_after).await;
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        })
    };
    let found = thinking.await;
    stopper.abort();
    let Some(search) = found? else {
        return Ok(None);
    };
    tracing::debug!(game = id, %level, best = %search.best, depth = search.depth, nodes = search.nodes, ms = search.elapsed.as_millis() as u64, "computer move");
    match change_match(data, channel, |m| {
        if m.id != id {
            return Err(TurnError::NoGame);
        }
        let mv = m.play_computer(search.best)?;
        Ok(m.describe_move(&mv))
    })
    .await
    {
        Ok(done) => Ok(Some(done)),
        Err(text) => Err(anyhow::anyhow!("the computer's move was refused: {text}")),
    }
}

/// Closes the challenge `id` after `wait`, if it is still open then.
pub fn schedule_expiry(
    http: Arc<serenity::Http>,
    data: &Data,
    channel: u64,
    id: u64,
    wait: Duration,
) {
    tokio::spawn(expire_later(
        http,
        Arc::clone(&data.tables),
        data.store.clone(),
        channel,
        id,
        wait,
        data.config.challenge_timeout,
    ));
}

/// A coin for random colours: std's hasher keys are random per process and
/// per call, which is all the chance a colour needs.
fn coin() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(0);
    h.finish()
}

/// Removes the challenge when its time is up, if nobody answered, and says so
/// on its message.
async fn expire_later(
    http: Arc<serenity::Http>,
    tables: Arc<DashMap<u64, Slot>>,
    store: Store,
    channel: u64,
    id: u64,
    wait: Duration,
    timeout: Duration,
) {
    tokio::time::sleep(wait).await;
    let expired = {
        let slot = slot(&tables, channel);
        let mut table = slot.lock().await;
        match table.as_ref() {
            Some(Table::Challenge(c)) if c.id == id => {
                if let Err(e) = store
                    .close_challenge(id, "expired", SystemTime::now())
                    .await
                {
                    // Left open; the next challenge in the channel closes it.
                    tracing::warn!(channel, "saving an expired challenge failed: {e}");
                }
                let c = c.clone();
                *table = None;
                c
            }
            _ => return,
        }
    };
    let Some(message_id) = expired.message_id else {
        return;
    };
    let edit = serenity::EditMessage::new()
        .content(format!(
            "⌛ {}'s challenge to {} expired after {} without an answer.",
            expired.challenger.mention(),
            expired.opponent.mention(),
            crate::session::human_duration(timeout)
        ))
        .components(vec![])
        .allowed_mentions(mentions(&[]));
    if let Err(e) = serenity::ChannelId::new(channel)
        .edit_message(&http, serenity::MessageId::new(message_id), edit)
        .await
    {
        tracing::warn!(channel, "could not mark the challenge as expired: {e}");
    }
}

/// The buttons on a challenge: Accept, Decline, Withdraw.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let ctx = framework.serenity_context;
    let data = framework.user_data;
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        if let Some(rest) = press.data.custom_id.strip_prefix(BUTTON_PREFIX) {
            answer_challenge(ctx, press, data, rest).await?;
        }
    }
    Ok(())
}

enum Answer {
    Accepted(Box<Match>),
    Closed(String),
    Refused(String),
}

async fn answer_challenge(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action_and_id: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let parsed = action_and_id
        .split_once(':')
        .and_then(|(action, id)| Some((action, id.parse::<u64>().ok()?)));
    let answer = match parsed {
        None => Answer::Refused("This button is not one of mine.".to_string()),
        Some((action, id)) => decide(data, channel, user, action, id).await,
    };
    let update = |text: String| {
        serenity::CreateInteractionResponse::UpdateMessage(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .components(vec![])
                .allowed_mentions(mentions(&[])),
        )
    };
    match answer {
        Answer::Refused(text) => {
            press
                .create_response(
                    &ctx.http,
                    serenity::CreateInteractionResponse::Message(
                        serenity::CreateInteractionResponseMessage::new()
                            .content(text)
                            .ephemeral(true)
                            .allowed_mentions(mentions(&[])),
                    ),
                )
                .await?;
        }
        Answer::Closed(text) => press.create_response(&ctx.http, update(text)).await?,
        Answer::Accepted(m) => {
            let text = format!(
                "✅ {} accepted the challenge: {} (White) vs {} (Black).",
                player(&press.user).mention(),
                m.white.mention(),
                m.black.mention()
            );
            press.create_response(&ctx.http, update(text)).await?;
            let png = render(&data.renderer, &m).await?;
            press
                .create_followup(
                    &ctx.http,
                    serenity::CreateInteractionResponseFollowup::new()
                        .content(format!("Game on! {}", m.status()))
                        .add_file(board_file(png))
                        .allowed_mentions(mentions(&[m.white.id, m.black.id])),
                )
                .await?;
        }
    }
    Ok(())
}

/// What a press on a challenge's button does, decided and saved with the
/// channel locked, so that two presses can't both succeed.
async fn decide(data: &Data, channel: u64, user: u64, action: &str, id: u64) -> Answer {
    let closed = || Answer::Refused("This challenge is no longer open.".to_string());
    let slot = slot(&data.tables, channel);
    let mut table = slot.lock().await;
    let c = match table.as_ref() {
        Some(Table::Challenge(c)) if c.id == id => c.clone(),
        _ => return closed(),
    };
    let now = SystemTime::now();
    let checked = match action {
        "accept" => c.accept(user, now).map(Some),
        "decline" => c.decline(user).map(|_| None),
        "withdraw" => c.withdraw(user).map(|_| None),
        _ => return Answer::Refused("This button is not one of mine.".to_string()),
    };
    let started = match checked {
        Ok(started) => started,
        Err(e) => return Answer::Refused(e.to_string()),
    };
    let saved = match (&started, action) {
        (Some(_), _) => data.store.start_game(id, now).await,
        (None, "decline") => data.store.close_challenge(id, "declined", now).await,
        (None, _) => data.store.close_challenge(id, "withdrawn", now).await,
    };
    if let Err(e) = saved {
        tracing::error!(channel, "saving the answer to a challenge failed: {e}");
        return Answer::Refused(SAVE_FAILED.to_string());
    }
    match started {
        Some(m) => {
            *table = Some(Table::Match(m.clone()));
            Answer::Accepted(Box::new(m))
        }
        None => {
            *table = None;
            Answer::Closed(if action == "decline" {
                format!(
                    "❌ {} declined {}'s challenge.",
                    c.opponent.mention(),
                    c.challenger.mention()
                )
            } else {
                format!(
                    "↩️ {} withdrew the challenge to {}.",
                    c.challenger.mention(),
                    c.opponent.mention()
                )
            })
        }
    }
}

async fn autocomplete_point(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let game = match ctx.data().peek(ctx.channel_id().get()).await {
        Some(Table::Match(m)) if !m.is_over() => Some(m.game),
        _ => None,
    };
    let choices = game
        .map(|g| suggest_moves(&g, partial, 25))
        .unwrap_or_default()
        .into_iter()
        .map(|p| serenity::AutocompleteChoice::new(p.to_string(), p.to_string()))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Play a stone, like K10
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Where to play, like K10: a column A–T (no I) and a row 1–19"]
    #[autocomplete = "autocomplete_point"]
    position: String,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    if let Some(Table::Match(m)) = data.peek(channel).await {
        if m.computer_to_move() && m.color_of(user).is_some() {
            // The bot stopped (a restart) before it answered: answer now, and
            // let the player choose their move again with the board in view.
            ctx.defer().await?;
            if let Some((words, after)) = computer_turn(data, channel, m.id).await? {
                let png = render(&data.renderer, &after).await?;
                ctx.send(
                    poise::CreateReply::default()
                        .content(format!("I owed you a move from before my restart.\n{words}\nSend your move again."))
                        .attachment(board_file(png))
                        .allowed_mentions(mentions(&[user])),
                )
                .await?;
                return Ok(());
            }
        }
    }
    let applied = change_match(data, channel, |m| {
        let mv = m.play(user, &position)?;
        Ok(if m.computer_to_move() {
            m.move_words(&mv)
        } else {
            m.describe_move(&mv)
        })
    })
    .await;
    let (mut text, mut m) = match applied {
        Ok(ok) => ok,
        Err(text) => return reply_private(ctx, text).await,
    };
    if m.computer_to_move() {
        // Thinking can take longer than Discord's three seconds.
        ctx.defer().await?;
        if let Some((words, after)) = computer_turn(data, channel, m.id).await? {
            text = format!("{text}.\n{words}");
            m = after;
        }
    }
    let png = render(&data.renderer, &m).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            .allowed_mentions(mentions(&[m.white.id, m.black.id])),
    )
    .await?;
    Ok(())
}

/// Applies `change` to the channel's game and saves the result before it
/// counts: the channel stays locked meanwhile, so of two simultaneous moves
/// exactly one is applied, and a failed save leaves the game as it was.
/// Returns `change`'s text and the game as it now is, or what to tell the user.
async fn change_match(
    data: &Data,
    channel: u64,
    change: impl FnOnce(&mut Match) -> Result<String, TurnError>,
) -> Result<(String, Match), String> {
    let slot = slot(&data.tables, channel);
    let mut table = slot.lock().await;
    let mut m = match table.as_mut() {
        Some(t) => t.match_mut().map_err(|e| e.to_string())?.clone(),
        None => return Err(TurnError::NoGame.to_string()),
    };
    let text = change(&mut m).map_err(|e| e.to_string())?;
    if let Err(e) = data.store.save_game(&m, SystemTime::now()).await {
        tracing::error!(channel, game = m.id, "saving a move failed: {e}");
        return Err(SAVE_FAILED.to_string());
    }
    *table = Some(Table::Match(m.clone()));
    Ok((text, m))
}

/// Show the board of this channel's game
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let found = match data.peek(ctx.channel_id().get()).await {
        Some(Table::Match(m)) => Ok(m),
        Some(Table::Challenge(c)) => Err(c.not_started()),
        None => Err(TurnError::NoGame),
    };
    let m = match found {
        Ok(m) => m,
        Err(e) => return reply_private(ctx, e.to_string()).await,
    };
    let png = render(&data.renderer, &m).await?;
    let moves = m.game.moves().len();
    let text = format!(
        "{} (White) vs {} (Black), {} move{} played. {}",
        m.white.mention(),
        m.black.mention(),
        moves,
        if moves == 1 { "" } else { "s" },
        m.status()
    );
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            // Spectators asking for the board shouldn't ping the players.
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// Resign this channel's game
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let resigned = change_match(data, ctx.channel_id().get(), |m| {
        m.resign(user)?;
        Ok(format!("🏳️ {}.", m.ending()))
    })
    .await;
    let (text, m) = match resigned {
        Ok(ok) => ok,
        Err(text) => return reply_private(ctx, text).await,
    };
    let png = render(&data.renderer, &m).await?;
    let loser = m.resigned.unwrap_or(Color::White);
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            .allowed_mentions(mentions(&[m.player(loser.opponent()).id])),
    )
    .await?;
    Ok(())
}
