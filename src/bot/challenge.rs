//! Starting games: `/pente challenge` (a person, or the bot itself), the
//! challenge's Accept, Decline and Withdraw buttons, games in a thread of
//! their own, and Rematch under a final board.

use super::kit::buttons::{game_buttons, not_mine};
use super::kit::change::{change, quick_refusal, Changed};
use super::kit::defer::{refuse, tell_presser, within, Seen};
use super::kit::languages::{press_private_lang, press_public_lang, private_lang, public_lang};
use super::kit::post::{announce_saved, close_pressed, Post, To};
use super::kit::start::{post_challenge, save_challenge, start_computer_game};
use super::kit::{
    move_time_choice, not_a_time_choice, player, read_failed, reply_private, Context, Data, Error,
    Refusal, VariantOption,
};
use crate::ai::Level;
use crate::game::{Color, Variant};
use crate::locale::{duration, Lang};
use crate::session::{
    check_free, check_tournament_rule, open_challenge, Challenge, ChallengeRequest, ColorChoice,
    Computer, Match, Player, Table,
};
use crate::tr;
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

/// Fills the `time` option of `/pente challenge` with the configured times,
/// named in every shipped language: Discord sends back the chosen one's
/// index.
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
            .map(|&d| {
                let name = |lang| tr!(lang, "challenge-time-choice", time = duration(lang, d));
                poise::CommandParameterChoice {
                    name: name(Lang::ENGLISH).into(),
                    localizations: Lang::all()
                        .skip(1)
                        .map(|lang| (lang.code().into(), name(lang).into()))
                        .collect::<Vec<_>>()
                        .into(),
                    __non_exhaustive: (),
                }
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
    let private = private_lang(&ctx);
    let Some(move_time) = move_time_choice(data, time) else {
        return reply_private(ctx, not_a_time_choice(private)).await;
    };
    let tournament_rule = tournament_rule.unwrap_or(true);
    if opponent.id == ctx.framework().bot_id() {
        // A game against the bot is unrated: it may drop the rule.
        if let Err(e) = check_tournament_rule(variant, false, tournament_rule) {
            return reply_private(ctx, e.text(private)).await;
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
            return reply_private(ctx, tr!(private, "challenge-hill-rated")).await;
        }
        // One small read: who stands where on this variant's hill.
        let stored = match data.store.hill(guild, variant).await {
            Ok(stored) => stored,
            Err(e) => {
                tracing::error!("reading the hill failed: {e}");
                return reply_private(ctx, read_failed(private)).await;
            }
        };
        if let Err(e) = stored
            .hill()
            .may_challenge(request.challenger.id, request.opponent.id)
        {
            let why = e.text(private);
            return reply_private(ctx, tr!(private, "challenge-not-hill", why = why)).await;
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
    if let Some(text) = quick_refusal(data, channel, private, open) {
        return reply_private(ctx, text).await;
    }
    ctx.defer().await?;
    match save_challenge(data, guild, channel, &request, now).await {
        Ok(changed) => {
            let lang = public_lang(&ctx);
            post_challenge(To::Command(ctx), data, changed, "", lang).await
        }
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
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    let free = |table: Option<&Table>| -> Result<(), Refusal> { Ok(check_free(table, now)?) };
    if let Some(text) = quick_refusal(data, channel, private, free) {
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
        let text = tr!(private, "challenge-too-many", limit = limit);
        return super::kit::defer::say_privately(ctx, text).await;
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
        tr!(lang, "challenge-game-on-lead"),
        lang,
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
/// and the answer (in `lang`, the server's; a refusal in `private`, the
/// presser's).
fn decide(
    table: Option<&Table>,
    user: u64,
    action: &str,
    id: u64,
    now: SystemTime,
    (lang, private): (Lang, Lang),
) -> Result<(Option<Table>, Answer), Refusal> {
    let c = match table {
        Some(Table::Challenge(c)) if c.id == id => c,
        _ => return Err(Refusal::Say(tr!(private, "challenge-not-open"))),
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
                Answer::Closed(tr!(
                    lang,
                    "challenge-declined",
                    opponent = c.opponent.mention(),
                    challenger = c.challenger.mention()
                )),
            ))
        }
        "withdraw" => {
            c.withdraw(user)?;
            Ok((
                None,
                Answer::Closed(tr!(
                    lang,
                    "challenge-withdrawn",
                    challenger = c.challenger.mention(),
                    opponent = c.opponent.mention()
                )),
            ))
        }
        _ => Err(Refusal::Say(not_mine(private))),
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
    let langs = (
        press_public_lang(data, press),
        press_private_lang(data, press),
    );
    let (lang, private) = langs;
    let Some((action, id)) = rest
        .split_once(':')
        .and_then(|(action, id)| Some((action, id.parse::<u64>().ok()?)))
    else {
        return tell_presser(ctx, press, false, not_mine(private)).await;
    };
    let now = SystemTime::now();
    let quick = quick_refusal(data, channel, private, |t| {
        decide(t, user, action, id, now, langs)
    });
    if let Some(text) = quick {
        return tell_presser(ctx, press, false, text).await;
    }
    // Acknowledged at once; the message is edited once the answer is saved.
    press.defer(&ctx.http).await?;
    let answered = change(data, channel, async |table: Option<&Table>| {
        let (next, answer) = decide(table, user, action, id, now, langs)?;
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
        Err(refusal) => return tell_presser(ctx, press, true, refusal.text(private)).await,
    };
    let (m, wants_thread) = match &changed.out {
        Answer::Closed(text) => return close_pressed(ctx, press, text.clone()).await,
        Answer::Accepted(m, thread) => ((**m).clone(), *thread),
    };
    let accepted = tr!(
        lang,
        "challenge-accepted",
        player = player(&press.user).mention(),
        white = m.white.mention(),
        black = m.black.mention(),
        time = duration(lang, m.clock.move_time)
    );
    let game_of = match m.game.variant() {
        Variant::Pente => String::new(),
        v => format!("{v}: "),
    };
    let game_on = tr!(
        lang,
        "challenge-game-on",
        game = game_of,
        white = m.white.mention(),
        black = m.black.mention(),
        status = m.status(lang)
    );
    let post = |text: String| Post {
        text,
        board: Some(m.clone()),
        buttons: game_buttons(&m, lang),
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
    let venue = open_thread(ctx, press, data, &mut changed, &m, lang).await;
    match venue {
        Ok(thread) => {
            let thread_note = tr!(lang, "challenge-in-thread", thread = format!("<#{thread}>"));
            close_pressed(ctx, press, format!("{accepted} {thread_note}")).await?;
            announce_saved(To::Channel(&ctx.http, thread), data, post(game_on)).await;
        }
        Err(why) => {
            close_pressed(ctx, press, accepted).await?;
            let text = format!("{game_on}\n{}", tr!(lang, "challenge-no-thread", why = why));
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

/// Why no thread could be opened, for the players, in `lang`.
fn thread_refused(e: &serenity::Error, lang: Lang) -> String {
    let missing_permission = matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == 50013 || r.status_code == 403
    );
    if missing_permission {
        tr!(lang, "challenge-thread-permission")
    } else {
        tr!(lang, "challenge-thread-refused")
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
    lang: Lang,
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
            return Err(thread_refused(&e, lang));
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
        _ => Err(tr!(lang, "challenge-thread-not-moved")),
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
