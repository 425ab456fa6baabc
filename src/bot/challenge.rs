//! Starting games: `/pente challenge` (a person, or the bot itself), the
//! challenge's Accept, Decline and Withdraw buttons, games in a thread of
//! their own, and Rematch under a final board.

use super::kit::buttons::{game_buttons, NOT_MINE};
use super::kit::change::{change, quick_refusal, Changed};
use super::kit::defer::{refuse, tell_presser, within, Seen};
use super::kit::post::{announce_saved, close_pressed, Post, To};
use super::kit::start::{post_challenge, save_challenge, start_computer_game};
use super::kit::{
    move_time_choice, player, reply_private, Context, Data, Error, Refusal, VariantOption,
    NOT_A_TIME_CHOICE, READ_FAILED,
};
use crate::ai::Level;
use crate::game::{Color, Variant};
use crate::session::{
    check_free, check_tournament_rule, human_duration, open_challenge, Challenge, ChallengeRequest,
    ColorChoice, Computer, Match, Player, Table,
};
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

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

/// Fills the `time` option of `/pente challenge` with the configured times:
/// Discord sends back the chosen one's index.
pub fn set_time_choices(pente: &mut poise::Command<Data, Error>, config: &crate::config::Config) {
    // `/pente challenge` and `/pente tournament create` take a time a move.
    let commands = pente.subcommands.iter_mut().flat_map(|c| {
        if c.name == "tournament" {
            c.subcommands
                .iter_mut()
                .filter(|c| c.name == "create")
                .collect()
        } else if c.name == "challenge" {
            vec![c]
        } else {
            Vec::new()
        }
    });
    let times = commands
        .flat_map(|c| c.parameters.iter_mut())
        .filter(|p| p.name == "time");
    for time in times {
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

/// A coin for random colours: std's hasher keys are random per process and
/// per call, which is all the chance a colour needs.
fn coin() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(0);
    h.finish()
}

/// Challenge someone to a game of Pente in this channel
// poise takes each of a command's options as an argument of its function.
#[allow(clippy::too_many_arguments)]
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
    #[description = "Which game of the Pente family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
    #[description = "A King of the Hill game: challenge anyone up to two steps above or below you"]
    hill: Option<bool>,
    #[description = "Keep White's second stone outside H8–M12 (yes if you don't say; an unrated game may say no)"]
    tournament_rule: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let choice = match color.unwrap_or(ColorOption::Random) {
        ColorOption::White => ColorChoice::White,
        ColorOption::Black => ColorChoice::Black,
        ColorOption::Random => ColorChoice::Random,
    };
    let Some(move_time) = move_time_choice(data, time) else {
        return reply_private(ctx, NOT_A_TIME_CHOICE).await;
    };
    let tournament_rule = tournament_rule.unwrap_or(true);
    if opponent.id == ctx.framework().bot_id() {
        // A game against the bot is unrated: it may drop the rule.
        if let Err(e) = check_tournament_rule(variant, false, tournament_rule) {
            return reply_private(ctx, e.to_string()).await;
        }
        let level = level.map_or(Level::Medium, Level::from);
        let rules = crate::game::Game::of(variant, tournament_rule);
        return play_the_computer(ctx, choice.resolve(coin()), level, rules, move_time).await;
    }
    let request = ChallengeRequest {
        challenger: player(ctx.author()),
        opponent: player(&opponent),
        opponent_is_bot: opponent.bot,
        challenger_color: choice.resolve(coin()),
        color_chosen: choice != ColorChoice::Random,
        move_time,
        thread: thread.unwrap_or(data.config.threads),
        rated: rated.unwrap_or(true),
        variant,
        hill: hill.unwrap_or(false),
        tournament_rule,
    };
    if request.hill {
        if !request.rated {
            return reply_private(
                ctx,
                "A King of the Hill game is rated: leave out `rated:false`.",
            )
            .await;
        }
        // One small read: who stands where on this variant's hill.
        let stored = match data.store.hill(guild, variant).await {
            Ok(stored) => stored,
            Err(e) => {
                tracing::error!("reading the hill failed: {e}");
                return reply_private(ctx, READ_FAILED).await;
            }
        };
        if let Err(e) = stored
            .hill()
            .may_challenge(request.challenger.id, request.opponent.id)
        {
            return reply_private(ctx, format!("Not a hill game: {e}.")).await;
        }
    }
    let now = SystemTime::now();
    let timeout = data.config.challenge_timeout;
    let open = |table: Option<&Table>| -> Result<Challenge, Refusal> {
        if let Some(Table::Challenge(open)) = table {
            if open.is_repeated_by(&request, now) {
                return Ok(open.clone());
            }
        }
        Ok(open_challenge(table, request.clone(), now, timeout, 0)?)
    };
    if let Some(text) = quick_refusal(data, channel, open) {
        return reply_private(ctx, text).await;
    }
    ctx.defer().await?;
    match save_challenge(data, guild, channel, &request, now).await {
        Ok(changed) => post_challenge(To::Command(ctx), data, changed, "").await,
        Err(refusal) => refuse(ctx, refusal).await,
    }
}

/// A game against the bot itself starts at once.
async fn play_the_computer(
    ctx: Context<'_>,
    human_color: Color,
    level: Level,
    start: crate::game::Game,
    move_time: std::time::Duration,
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
    let live = within(
        ctx,
        Seen::Everyone,
        data.store.live_computer_games(human.id),
    )
    .await?;
    if live >= u64::from(limit) {
        return super::kit::defer::say_privately(
            ctx,
            format!(
                "You already have {limit} game{} going against me. Finish or resign one first.",
                super::kit::plural(limit as usize)
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
    m.game = start;
    m.computer = Some(Computer {
        color: human_color.opponent(),
        level,
    });
    m.rated = false;
    m.start_clock(now);
    let started = start_computer_game(
        To::Command(ctx),
        data,
        guild,
        channel,
        m,
        "Game on! ".into(),
    );
    match started.await? {
        Ok(()) => Ok(()),
        Err(refusal) => refuse(ctx, refusal).await,
    }
}

/// What a press on a challenge's button does.
enum Answer {
    /// The game, and whether the challenge asked for a thread.
    Accepted(Box<Match>, bool),
    Closed(String),
}

/// What a press on a challenge's button does to the table: the new table
/// and the answer.
fn decide(
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
            Ok((
                Some(Table::Match(m.clone())),
                Answer::Accepted(Box::new(m), c.thread),
            ))
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
        _ => Err(Refusal::Say(NOT_MINE.to_string())),
    }
}

/// A press on Accept, Decline or Withdraw: `rest` is `<action>:<id>`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let Some((action, id)) = rest
        .split_once(':')
        .and_then(|(action, id)| Some((action, id.parse::<u64>().ok()?)))
    else {
        return tell_presser(ctx, press, false, NOT_MINE).await;
    };
    let now = SystemTime::now();
    if let Some(text) = quick_refusal(data, channel, |t| decide(t, user, action, id, now)) {
        return tell_presser(ctx, press, false, text).await;
    }
    // Acknowledged at once; the message is edited once the answer is saved.
    press.defer(&ctx.http).await?;
    let answered = change(data, channel, async |table: Option<&Table>| {
        let (next, answer) = decide(table, user, action, id, now)?;
        let failed = |e| Refusal::save_failed(channel, e);
        match (answer, table) {
            (Answer::Accepted(m, thread), _) => {
                let mut m = *m;
                let guild = press.guild_id.map_or(0, |g| g.get());
                super::kit::vacation::count_weekends(data, guild, &mut m, None, now).await;
                data.store.start_game(&mut m, now).await.map_err(failed)?;
                Ok((
                    Some(Table::Match(m.clone())),
                    Answer::Accepted(Box::new(m), thread),
                ))
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
    let mut changed = match answered {
        Ok(changed) => changed,
        Err(refusal) => return tell_presser(ctx, press, true, refusal.text()).await,
    };
    let (m, wants_thread) = match &changed.out {
        Answer::Closed(text) => return close_pressed(ctx, press, text.clone()).await,
        Answer::Accepted(m, thread) => ((**m).clone(), *thread),
    };
    let accepted = format!(
        "✅ {} accepted the challenge: {} (White) vs {} (Black), {} a move.",
        player(&press.user).mention(),
        m.white.mention(),
        m.black.mention(),
        human_duration(m.clock.move_time)
    );
    let game_of = match m.game.variant() {
        Variant::Pente => String::new(),
        v => format!("{v}: "),
    };
    let game_on = format!(
        "Game on! {game_of}{} (White) vs {} (Black). {}",
        m.white.mention(),
        m.black.mention(),
        m.status()
    );
    let post = |text: String| Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: vec![m.white.id, m.black.id],
    };
    if !wants_thread {
        close_pressed(ctx, press, accepted).await?;
        announce_saved(To::Press(ctx, press), data, post(game_on)).await;
        return Ok(());
    }
    // The game is saved and on in the channel; only now is its thread
    // opened, and the game moved there. Whatever fails on the way, the game
    // goes on where it is, and the players are told where.
    let venue = open_thread(ctx, press, data, &mut changed, &m).await;
    match venue {
        Ok(thread) => {
            close_pressed(
                ctx,
                press,
                format!("{accepted} The game is played in the thread <#{thread}>."),
            )
            .await?;
            announce_saved(To::Channel(&ctx.http, thread), data, post(game_on)).await;
        }
        Err(why) => {
            close_pressed(ctx, press, accepted).await?;
            let text = format!("{game_on}\n(I couldn't open a thread for this game: {why}. It is played here in the channel.)");
            announce_saved(To::Press(ctx, press), data, post(text)).await;
        }
    }
    Ok(())
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

/// Opens a public thread on the challenge's message and moves the game
/// (its row, then its table) there; the thread's id, or why not.
async fn open_thread(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    changed: &mut Changed<'_, Answer>,
    m: &Match,
) -> Result<u64, String> {
    let channel = press.channel_id.get();
    let thread = serenity::CreateThread::new(thread_name(m))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let opened = serenity::ChannelId::new(channel)
        .create_thread_from_message(&ctx.http, press.message.id, thread)
        .await;
    let thread = match opened {
        Ok(thread) => thread.id.get(),
        Err(e) => {
            tracing::warn!(channel, "could not open a thread for game {}: {e}", m.id);
            return Err(thread_refused(&e));
        }
    };
    let mut moved = None;
    let done = changed
        .then(data, async |table: Option<&Table>| {
            let mut m = match table {
                Some(Table::Match(now)) if now.id == m.id => now.clone(),
                _ => return Err(Refusal::Nothing),
            };
            data.store
                .move_game(&mut m, thread)
                .await
                .map_err(|e| Refusal::save_failed(channel, e))?;
            moved = Some(m);
            Ok(None)
        })
        .await;
    match (done, moved) {
        (Ok(()), Some(m)) => {
            // The thread is a channel of its own: the game's table goes there.
            let _ = change(data, thread, async |_: Option<&Table>| {
                Ok((Some(Table::Match(m.clone())), ()))
            })
            .await;
            Ok(thread)
        }
        _ => Err("I couldn't move the game into the thread I opened".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn thread_names_fit_discord() {
        let mut m = Match::new(
            7,
            Player::new(1, "alice"),
            Player::new(2, "bob"),
            Duration::from_secs(60),
        );
        assert_eq!(thread_name(&m), "alice vs bob");
        m.white.name = "a".repeat(300);
        assert_eq!(thread_name(&m).chars().count(), MAX_THREAD_NAME);
    }
}
