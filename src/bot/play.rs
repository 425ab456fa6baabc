//! Playing: challenge (and its buttons), move, board, resign, abort, end.
//!
//! Every handler has the same shape: a quick look at the channel (without
//! waiting for it) answers a refusal privately at once; otherwise the
//! interaction is deferred, so that Discord's three seconds hold however slow
//! the database is, and the change goes through [`change_table`]: decided by
//! `session`, written to the database, then put in memory, then announced.

use super::computer::computer_turn;
use super::courtesy::game_buttons;
use super::{
    board_file, change_table, mentions, render, reply_private, Context, Data, Error, Refusal,
};
use crate::ai::Level;
use crate::game::{Color, Ending};
use crate::session::{
    check_free, human_duration, open_challenge, suggest_moves, Challenge, ChallengeRequest,
    ColorChoice, Computer, Match, Player, Table, TurnError,
};
use poise::serenity_prelude as serenity;
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

/// The longest a point's name can be ("K10"), with room for spaces.
const MAX_POSITION_LENGTH: u32 = 8;

/// Fills the `time` option of `/pente challenge` with the configured times:
/// Discord sends back the chosen one's index.
pub fn set_time_choices(pente: &mut poise::Command<Data, Error>, config: &crate::config::Config) {
    let time = pente
        .subcommands
        .iter_mut()
        .filter(|c| c.name == "challenge")
        .flat_map(|c| c.parameters.iter_mut())
        .find(|p| p.name == "time");
    if let Some(time) = time {
        time.choices = config
            .move_time_choices
            .iter()
            .map(|&d| poise::CommandParameterChoice {
                name: format!("{} a move", human_duration(d)).into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect::<Vec<_>>()
            .into();
    }
}

pub(super) fn player(user: &serenity::User) -> Player {
    Player::new(
        user.id.get(),
        user.global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    )
}

const BUTTON_PREFIX: &str = "pente:";

pub(super) fn buttons(id: u64) -> Vec<serenity::CreateActionRow> {
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

/// A quick look at what `decide` would say, without waiting for a busy
/// channel: a refusal is answered privately before anything is deferred.
/// `None` when the channel is busy or the change would go ahead.
pub(super) fn quick_refusal<T>(
    data: &Data,
    channel: u64,
    decide: impl FnOnce(Option<&Table>) -> Result<T, Refusal>,
) -> Option<String> {
    let table = data.channels.try_peek(channel)?;
    decide(table.as_ref()).err().map(|r| r.text())
}

/// Answers the invoker of a deferred command privately: the public "thinking"
/// message goes, and the reason comes for their eyes only.
pub(super) async fn say_after_defer(ctx: Context<'_>, refusal: Refusal) -> Result<(), Error> {
    if let poise::Context::Application(a) = ctx {
        if deferred(ctx) {
            if let Err(e) = a.interaction.delete_response(ctx.http()).await {
                tracing::debug!("could not remove the deferred reply: {e}");
            }
        }
    }
    reply_private(ctx, refusal.text()).await
}

/// Whether the interaction has been answered or deferred already.
fn deferred(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .has_sent_initial_response
            .load(std::sync::atomic::Ordering::SeqCst),
        poise::Context::Prefix(_) => true,
    }
}

/// Discord gives an interaction three seconds for its first answer. A command
/// whose reply isn't ready this long after it came in is deferred then, which
/// leaves the rest for the gateway's delay and the upload.
const DEFER_AFTER: Duration = Duration::from_secs(1);

/// Runs `work`, deferring the interaction if it isn't done by `defer_at`
/// (see [`DEFER_AFTER`]). A move saved and drawn in a few milliseconds is
/// then answered in one request, the reply itself, rather than two (the
/// defer, then a follow-up); a slow database or a queue of renders still
/// can't make Discord give up on it.
pub(super) async fn defer_by<T>(
    ctx: Context<'_>,
    defer_at: tokio::time::Instant,
    work: impl std::future::Future<Output = T>,
) -> T {
    let mut work = std::pin::pin!(work);
    if !deferred(ctx) {
        tokio::select! {
            done = &mut work => return done,
            () = tokio::time::sleep_until(defer_at) => {}
        }
        let (was_deferred, done) = tokio::join!(ctx.defer(), work);
        if let Err(e) = was_deferred {
            // The change is made: the reply is still worth trying.
            tracing::warn!("deferring a slow reply failed: {e}");
        }
        return done;
    }
    work.await
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
    #[description = "The time for each move (the server's default if you don't say)"] time: Option<
        u32,
    >,
    #[description = "Play in a thread of its own (the server's default if you don't say)"]
    thread: Option<bool>,
    #[description = "Whether the game changes your ratings (yes if you don't say)"] rated: Option<
        bool,
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
    let move_time =
        match time {
            None => data.config.default_move_time,
            Some(i) => match data.config.move_time_choices.get(i as usize) {
                Some(&t) => t,
                None => return reply_private(
                    ctx,
                    "That time a move isn't one of this server's choices: pick one from the list.",
                )
                .await,
            },
        };
    if opponent.id == ctx.framework().bot_id() {
        let level = level.map_or(Level::Medium, Level::from);
        return play_the_computer(ctx, choice.resolve(coin()), level, move_time).await;
    }
    let request = ChallengeRequest {
        challenger: player(ctx.author()),
        opponent: player(&opponent),
        opponent_is_bot: opponent.bot,
        challenger_color: choice.resolve(coin()),
        move_time,
        thread: thread.unwrap_or(data.config.threads),
        rated: rated.unwrap_or(true),
    };
    let timeout = data.config.challenge_timeout;
    let now = SystemTime::now();
    let repeated = |table: Option<Table>| match table {
        Some(Table::Challenge(open)) if open.is_repeated_by(&request, now) => Some(open),
        _ => None,
    };
    if let Some(open) = data.channels.try_peek(channel).and_then(repeated) {
        return show_challenge_again(ctx, data, channel, &open, now).await;
    }
    let open = |table: Option<&Table>| -> Result<Challenge, Refusal> {
        Ok(open_challenge(table, request.clone(), now, timeout, 0)?)
    };
    if let Some(text) = quick_refusal(data, channel, open) {
        return reply_private(ctx, text).await;
    }
    ctx.defer().await?;
    let challenge = match save_challenge(data, guild, channel, &request, now).await {
        Ok(c) => c,
        Err(refusal) => {
            // The channel was busy a moment ago, so this is the first look.
            if let Some(open) = repeated(data.peek(channel).await) {
                return show_challenge_again(ctx, data, channel, &open, now).await;
            }
            return say_after_defer(ctx, refusal).await;
        }
    };
    let id = challenge.id;
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
            // Nobody saw the challenge: take it back. Should that write fail
            // too, the challenge stays as it is and simply expires.
            let _ = change_table(data, channel, async |table: Option<&Table>| match table {
                Some(Table::Challenge(c)) if c.id == id => {
                    data.store
                        .close_challenge(c, "withdrawn", SystemTime::now())
                        .await
                        .map_err(|e| Refusal::save_failed(channel, e))?;
                    Ok((None, ()))
                }
                _ => Err(Refusal::Nothing),
            })
            .await;
            return Err(e.into());
        }
    };
    if let Some(mid) = message_id {
        note_challenge_message(data, channel, id, mid).await;
    }
    Ok(())
}

/// Posts the open challenge `c` again, with its buttons: asked for again by
/// its challenger, who may never have seen it (the bot stopped after saving
/// it and before posting it). Expiry edits the newest message.
async fn show_challenge_again(
    ctx: Context<'_>,
    data: &Data,
    channel: u64,
    c: &Challenge,
    now: SystemTime,
) -> Result<(), Error> {
    let handle = ctx
        .send(
            poise::CreateReply::default()
                .content(c.invitation(c.time_left(now)))
                .components(buttons(c.id))
                .allowed_mentions(mentions(&[c.opponent.id])),
        )
        .await?;
    if let Ok(message) = handle.message().await {
        note_challenge_message(data, channel, c.id, message.id.get()).await;
    }
    Ok(())
}

/// Opens the challenge `request` in the channel and saves it (an expired
/// challenge it replaces is closed with it).
pub(super) async fn save_challenge(
    data: &Data,
    guild: u64,
    channel: u64,
    request: &ChallengeRequest,
    now: SystemTime,
) -> Result<Challenge, Refusal> {
    let timeout = data.config.challenge_timeout;
    change_table(data, channel, async |table: Option<&Table>| {
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
        Ok((Some(Table::Challenge(challenge.clone())), challenge))
    })
    .await
}

/// Starts the game `m` against the computer in the channel, if it is free,
/// and saves it; returns it with its id.
pub(super) async fn save_computer_game(
    data: &Data,
    guild: u64,
    channel: u64,
    m: &Match,
    now: SystemTime,
) -> Result<Match, Refusal> {
    change_table(data, channel, async |table: Option<&Table>| {
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

/// Remembers where challenge `id`'s buttons are, so that expiry can edit
/// the message.
pub(super) async fn note_challenge_message(data: &Data, channel: u64, id: u64, mid: u64) {
    let noted = change_table(data, channel, async |table: Option<&Table>| match table {
        Some(Table::Challenge(c)) if c.id == id => {
            let mut c = c.clone();
            data.store
                .set_message(&mut c, mid)
                .await
                .map_err(|e| Refusal::save_failed(channel, e))?;
            Ok((Some(Table::Challenge(c)), ()))
        }
        _ => Err(Refusal::Nothing),
    })
    .await;
    if let Err(Refusal::SaveFailed) = noted {
        tracing::warn!(channel, "the challenge's message id was not saved");
    }
}

/// A game against the bot itself starts at once; if the bot has White, it
/// opens on K10 straight away.
async fn play_the_computer(
    ctx: Context<'_>,
    human_color: Color,
    level: Level,
    move_time: Duration,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let human = player(ctx.author());
    let me = ctx.framework().bot_id();
    let bot_name = ctx.cache().current_user().name.clone();
    let bot = Player::new(me.get(), format!("{bot_name} ({level})"));
    let now = SystemTime::now();
    let free = |table: Option<&Table>| -> Result<(), Refusal> { Ok(check_free(table, now)?) };
    if let Some(text) = quick_refusal(data, channel, free) {
        return reply_private(ctx, text).await;
    }
    let limit = data.config.computer_games_per_user;
    if data.store.live_computer_games(human.id).await? >= u64::from(limit) {
        return reply_private(
            ctx,
            format!(
                "You already have {limit} game{} going against me. Finish or resign one first.",
                if limit == 1 { "" } else { "s" }
            ),
        )
        .await;
    }
    ctx.defer().await?;
    let (white, black) = match human_color {
        Color::White => (human.clone(), bot.clone()),
        Color::Black => (bot.clone(), human.clone()),
    };
    let mut m = Match::new(0, white, black, move_time);
    m.computer = Some(Computer {
        color: human_color.opponent(),
        level,
    });
    m.rated = false;
    m.start_clock(now);
    let mut m = match save_computer_game(data, guild, channel, &m, now).await {
        Ok(m) => m,
        Err(refusal) => return say_after_defer(ctx, refusal).await,
    };
    let mut text = format!(
        "Game on! {} (White) vs {} (Black), at {level} level, {} a move.",
        m.white.mention(),
        m.black.mention(),
        human_duration(move_time)
    );
    if m.computer_to_move() {
        if let Some((words, after)) = think(ctx, channel, m.id).await? {
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
            .components(game_buttons(&m))
            .allowed_mentions(mentions(&[human.id])),
    )
    .await?;
    Ok(())
}

/// The computer's answer in game `id`, through the engine's queue; says how
/// many games are ahead if it has to wait. `None` if another search for the
/// game is already going (its reply will come).
async fn think(ctx: Context<'_>, channel: u64, id: u64) -> Result<Option<(String, Match)>, Error> {
    let data = ctx.data();
    let Some(_claim) = data.engine.start_thinking(id) else {
        return Ok(None);
    };
    let ahead = data.engine.queue_ahead();
    if ahead > 0 {
        ctx.send(
            poise::CreateReply::default()
                .content(format!(
                    "🤔 I'm thinking about other games: {ahead} ahead of yours. I'll answer here."
                ))
                .allowed_mentions(mentions(&[])),
        )
        .await?;
    }
    computer_turn(data, channel, id).await
}

/// A coin for random colours: std's hasher keys are random per process and
/// per call, which is all the chance a colour needs.
fn coin() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(0);
    h.finish()
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
        } else if let Some(page) = press
            .data
            .custom_id
            .strip_prefix(super::ratings::BUTTON_PREFIX)
        {
            super::ratings::on_button(ctx, press, data, page).await?;
        } else if let Some(rest) = press
            .data
            .custom_id
            .strip_prefix(super::replay::BUTTON_PREFIX)
        {
            super::replay::on_button(ctx, press, data, rest).await?;
        } else {
            super::courtesy::on_press(ctx, press, data).await?;
        }
    }
    Ok(())
}

pub(super) enum Answer {
    Accepted(Box<Match>),
    Closed(String),
}

/// What a press on a challenge's button does to the table: the new table,
/// the state to store, and the answer.
pub(super) fn decide(
    table: Option<&Table>,
    user: u64,
    action: &str,
    id: u64,
    now: SystemTime,
) -> Result<(Option<Table>, Answer), Refusal> {
    let c = match table {
        Some(Table::Challenge(c)) if c.id == id => c,
        _ => {
            return Err(Refusal::Say(
                "This challenge is no longer open.".to_string(),
            ))
        }
    };
    match action {
        "accept" => {
            let m = c.accept(user, now)?;
            Ok((Some(Table::Match(m.clone())), Answer::Accepted(Box::new(m))))
        }
        "decline" => {
            c.decline(user)?;
            Ok((
                None,
                Answer::Closed(format!(
                    "❌ {} declined {}'s challenge.",
                    c.opponent.mention(),
                    c.challenger.mention()
                )),
            ))
        }
        "withdraw" => {
            c.withdraw(user)?;
            Ok((
                None,
                Answer::Closed(format!(
                    "↩️ {} withdrew the challenge to {}.",
                    c.challenger.mention(),
                    c.opponent.mention()
                )),
            ))
        }
        _ => Err(Refusal::Say("This button is not one of mine.".to_string())),
    }
}

async fn answer_challenge(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    action_and_id: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let private = |text: String| {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(mentions(&[])),
        )
    };
    let Some((action, id)) = action_and_id
        .split_once(':')
        .and_then(|(action, id)| Some((action, id.parse::<u64>().ok()?)))
    else {
        let text = "This button is not one of mine.".to_string();
        press.create_response(&ctx.http, private(text)).await?;
        return Ok(());
    };
    let now = SystemTime::now();
    if action == "accept" && super::courtesy::wants_thread(data, channel, id).await {
        return super::courtesy::accept_in_thread(ctx, press, data, id).await;
    }
    if let Some(text) = quick_refusal(data, channel, |t| decide(t, user, action, id, now)) {
        press.create_response(&ctx.http, private(text)).await?;
        return Ok(());
    }
    // Acknowledged at once; the message is edited once the answer is saved.
    press.defer(&ctx.http).await?;
    let answered = change_table(data, channel, async |table: Option<&Table>| {
        let (next, answer) = decide(table, user, action, id, now)?;
        let failed = |e| Refusal::save_failed(channel, e);
        match (answer, table) {
            (Answer::Accepted(m), _) => {
                let mut m = *m;
                data.store.start_game(&mut m, now).await.map_err(failed)?;
                Ok((Some(Table::Match(m.clone())), Answer::Accepted(Box::new(m))))
            }
            (closed, Some(Table::Challenge(c))) => {
                let state = if action == "decline" {
                    "declined"
                } else {
                    "withdrawn"
                };
                data.store
                    .close_challenge(c, state, now)
                    .await
                    .map_err(failed)?;
                Ok((next, closed))
            }
            _ => Err(Refusal::Nothing),
        }
    })
    .await;
    let followup = |text: String| {
        serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .allowed_mentions(mentions(&[]))
    };
    let edit = |text: String| {
        serenity::EditInteractionResponse::new()
            .content(text)
            .components(vec![])
            .allowed_mentions(mentions(&[]))
    };
    match answered {
        Err(refusal) => {
            press
                .create_followup(&ctx.http, followup(refusal.text()).ephemeral(true))
                .await?;
        }
        Ok(Answer::Closed(text)) => {
            press.edit_response(&ctx.http, edit(text)).await?;
        }
        Ok(Answer::Accepted(m)) => {
            let text = format!(
                "✅ {} accepted the challenge: {} (White) vs {} (Black), {} a move.",
                player(&press.user).mention(),
                m.white.mention(),
                m.black.mention(),
                human_duration(m.clock.move_time)
            );
            press.edit_response(&ctx.http, edit(text)).await?;
            let png = render(&data.renderer, &m).await?;
            press
                .create_followup(
                    &ctx.http,
                    serenity::CreateInteractionResponseFollowup::new()
                        .content(format!("Game on! {}", m.status()))
                        .add_file(board_file(png))
                        .components(game_buttons(&m))
                        .allowed_mentions(mentions(&[m.white.id, m.black.id])),
                )
                .await?;
        }
    }
    Ok(())
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

/// The channel's game, copied for a change; the reason there is none.
pub(super) fn game_in(table: Option<&Table>) -> Result<Match, Refusal> {
    match table {
        Some(t) => Ok(t.clone().match_mut()?.clone()),
        None => Err(TurnError::NoGame.into()),
    }
}

/// A refusal, told better: "no game" in a channel whose game just ended
/// says how it ended (a finished game lives on in the database only).
pub(super) async fn explain(data: &Data, channel: u64, text: String) -> String {
    if text != TurnError::NoGame.to_string() {
        return text;
    }
    match data.store.last_finished_in_channel(channel).await {
        Ok(Some(last)) => last
            .to_match()
            .map_or(text, |m| TurnError::Over(m.ending()).to_string()),
        _ => text,
    }
}

/// Applies `change` to a copy of the channel's game, saves it, and only then
/// puts it in place. Returns `change`'s text and the game as it now is.
async fn change_match(
    data: &Data,
    channel: u64,
    change: impl Fn(&mut Match) -> Result<String, TurnError>,
) -> Result<(String, Match), Refusal> {
    change_table(data, channel, async |table: Option<&Table>| {
        let mut m = game_in(table)?;
        let mut text = change(&mut m)?;
        let rating = data
            .store
            .save_game(&mut m, SystemTime::now())
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        if let Some(rating) = rating {
            text = format!("{text}\n{}", super::ratings::describe_change(&rating, &m));
        }
        Ok((Some(Table::Match(m.clone())), (text, m)))
    })
    .await
}

/// A change to the channel's game from a command: refused privately at once
/// if it can be seen to fail, otherwise deferred, saved, and announced with
/// the board. `ping` says whom the announcement mentions.
async fn game_command(
    ctx: Context<'_>,
    change: impl Fn(&mut Match) -> Result<String, TurnError>,
    ping: impl Fn(&Match) -> Vec<u64>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let check =
        |table: Option<&Table>| -> Result<String, Refusal> { Ok(change(&mut game_in(table)?)?) };
    if let Some(text) = quick_refusal(data, channel, check) {
        return reply_private(ctx, explain(data, channel, text).await).await;
    }
    ctx.defer().await?;
    let (text, m) = match change_match(data, channel, &change).await {
        Ok(done) => done,
        Err(refusal) => return say_after_defer(ctx, refusal).await,
    };
    let png = render(&data.renderer, &m).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            .components(game_buttons(&m))
            .allowed_mentions(mentions(&ping(&m))),
    )
    .await?;
    Ok(())
}

/// Play a stone, like K10
#[poise::command(slash_command, guild_only, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Where to play, like K10: a column A–T (no I) and a row 1–19"]
    #[autocomplete = "autocomplete_point"]
    #[max_length = 8]
    position: String,
) -> Result<(), Error> {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let channel = ctx.channel_id().get();
    if position.chars().count() > MAX_POSITION_LENGTH as usize {
        return reply_private(
            ctx,
            "That's too long to be a point: a point is a column A–T (no I) and a row 1–19, like K10.",
        )
        .await;
    }
    let defer_at = tokio::time::Instant::now() + DEFER_AFTER;
    if let Some(Table::Match(m)) = data.channels.try_peek(channel).flatten() {
        if m.computer_to_move() && m.color_of(user).is_some() {
            if data.engine.is_thinking(m.id) {
                return reply_private(
                    ctx,
                    "I'm still thinking about my move: my answer will come here in a moment.",
                )
                .await;
            }
            // The bot stopped (a restart) before it answered: answer now, and
            // let the player choose their move again with the board in view.
            ctx.defer().await?;
            if let Some((words, after)) = think(ctx, channel, m.id).await? {
                let png = render(&data.renderer, &after).await?;
                ctx.send(
                    poise::CreateReply::default()
                        .content(format!("I owed you a move from before my restart.\n{words}\nSend your move again."))
                        .attachment(board_file(png))
                        .components(game_buttons(&after))
                        .allowed_mentions(mentions(&[user])),
                )
                .await?;
            } else {
                reply_private(ctx, "I'm still thinking about my move.").await?;
            }
            return Ok(());
        }
    }
    let now = SystemTime::now();
    let mv = |m: &mut Match| -> Result<String, TurnError> {
        let mv = m.play(user, &position, now)?;
        Ok(if m.computer_to_move() {
            m.move_words(&mv)
        } else {
            m.describe_move(&mv)
        })
    };
    let check =
        |table: Option<&Table>| -> Result<String, Refusal> { Ok(mv(&mut game_in(table)?)?) };
    if let Some(text) = quick_refusal(data, channel, check) {
        if text == TurnError::OutOfTime.to_string() {
            // The clock decides: let the timer apply the end now.
            data.timers.schedule(channel, now);
        }
        return reply_private(ctx, explain(data, channel, text).await).await;
    }
    let (mut text, mut m) = match defer_by(ctx, defer_at, change_match(data, channel, mv)).await {
        Ok(done) => done,
        Err(refusal) => {
            data.timers.schedule(channel, SystemTime::now());
            return say_after_defer(ctx, refusal).await;
        }
    };
    defer_by(
        ctx,
        defer_at,
        super::courtesy::close_lapsed_offer(ctx.http(), channel, &m),
    )
    .await;
    if m.computer_to_move() {
        // The engine thinks for seconds before the reply.
        ctx.defer().await?;
        if let Some((words, after)) = think(ctx, channel, m.id).await? {
            text = format!("{text}.\n{words}");
            m = after;
        }
    }
    let png = defer_by(ctx, defer_at, render(&data.renderer, &m)).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(board_file(png))
            .components(game_buttons(&m))
            .allowed_mentions(mentions(&[m.white.id, m.black.id])),
    )
    .await?;
    Ok(())
}

/// Show the board of this channel's game (or of its last one)
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let m = match data.peek(channel).await {
        Some(Table::Match(m)) => m,
        Some(Table::Challenge(c)) => return reply_private(ctx, c.not_started().to_string()).await,
        None => match data.store.last_finished_in_channel(channel).await? {
            Some(last) => match last.to_match() {
                Some(m) => m,
                None => return reply_private(ctx, TurnError::NoGame.to_string()).await,
            },
            None => return reply_private(ctx, TurnError::NoGame.to_string()).await,
        },
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
    let user = ctx.author().id.get();
    game_command(
        ctx,
        |m| {
            m.resign(user)?;
            Ok(format!("🏳️ {}.", m.ending()))
        },
        |m| match m.ending {
            Some(Ending::Resigned(loser)) => vec![m.player(loser.opponent()).id],
            _ => vec![],
        },
    )
    .await
}

/// Call off this channel's game before each side has made two moves (it won't count)
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let user = ctx.author().id.get();
    game_command(
        ctx,
        |m| {
            m.abort(user)?;
            Ok(format!(
                "🚫 {} aborted the game: it counts for nobody. Start a new one with `/pente challenge`.",
                m.player(m.color_of(user).unwrap_or(Color::White)).mention()
            ))
        },
        |m| vec![m.white.id, m.black.id],
    )
    .await
}

/// Moderators: end this channel's game or challenge (it won't count)
#[poise::command(slash_command, guild_only)]
pub async fn end(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let moderator = ctx.author().id.get();
    let allowed = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_messages()),
        poise::Context::Prefix(_) => false,
    };
    if !allowed {
        return reply_private(
            ctx,
            "Only moderators (with the Manage Messages permission in this channel) can end a game. Players can `/pente resign`, or `/pente abort` before each side has made two moves.",
        )
        .await;
    }
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
    if let Some(text) = quick_refusal(data, channel, ended) {
        return reply_private(ctx, text).await;
    }
    ctx.defer().await?;
    let done = change_table(data, channel, async |table: Option<&Table>| {
        let now = SystemTime::now();
        let mut after = ended(table)?;
        match &mut after {
            Table::Challenge(c) => data.store.close_challenge(c, "aborted", now).await,
            // A moderator's end is an abort: nothing to rate.
            Table::Match(m) => data.store.save_game(m, now).await.map(|_| ()),
        }
        .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((None, after))
    })
    .await;
    let after = match done {
        Ok(after) => after,
        Err(refusal) => return say_after_defer(ctx, refusal).await,
    };
    let by = format!("<@{moderator}>");
    match after {
        Table::Challenge(c) => {
            ctx.send(
                poise::CreateReply::default()
                    .content(format!(
                        "🛑 {by} ended {}'s challenge to {}. The channel is free.",
                        c.challenger.mention(),
                        c.opponent.mention()
                    ))
                    .allowed_mentions(mentions(&[c.challenger.id, c.opponent.id])),
            )
            .await?;
        }
        Table::Match(m) => {
            let png = render(&data.renderer, &m).await?;
            ctx.send(
                poise::CreateReply::default()
                    .content(format!(
                        "🛑 {by} ended the game between {} (White) and {} (Black): it is aborted and counts for nobody. The channel is free.",
                        m.white.mention(),
                        m.black.mention()
                    ))
                    .attachment(board_file(png))
                    .components(game_buttons(&m))
                    .allowed_mentions(mentions(&[m.white.id, m.black.id])),
            )
            .await?;
        }
    }
    Ok(())
}
