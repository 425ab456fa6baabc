//! `/pente tournament …`: creating a tournament, its sign-up (the Join and
//! Leave buttons under its announcement), starting, withdrawing, standings,
//! pairings and calling it off. The rounds themselves are run by the event
//! task (`kit::events`): a round's games start in threads of their own and
//! the next round is paired when the last game of one ends.

use super::kit::buttons::NOT_MINE;
use super::kit::defer::{press_within, tell_presser};
use super::kit::event_boards::{threads_refused_for, threads_refused_here};
use super::kit::event_pictures::state_name;
use super::kit::event_posts::{
    announcement, refresh_announcement, say, sign_up_buttons, standings_message,
};
use super::kit::events::{self as run, Started};
use super::kit::languages::{
    press_private_lang, press_public_lang, private_lang, public_lang, server_lang,
};
use super::kit::message_fit::in_messages;
use super::kit::{
    guild_of, is_moderator, mentions, moderates, move_time_choice, player, reply_private, Context,
    Data, Error, VariantOption, NOT_A_TIME_CHOICE, READ_FAILED, SAVE_FAILED,
};
use crate::event::tournament::Format;
use crate::game::Variant;
use crate::locale::Lang;
use crate::session::clock::parse_duration;
use crate::store::{SignUp, StoredTournament, TournamentInfo, TournamentState};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::{Duration, SystemTime};

/// How players are paired.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatOption {
    #[name = "swiss"]
    Swiss,
    #[name = "round-robin"]
    RoundRobin,
    #[name = "knockout"]
    Knockout,
}

/// The longest sign-up `starts:` may ask for.
const LONGEST_SIGN_UP: Duration = Duration::from_secs(30 * 86_400);

/// Run tournaments in this server: Swiss, round robin or knockout
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "start", "join", "leave", "standings", "pairings", "cancel"),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Organisers: announce a tournament in this channel, open for sign-up
// poise takes each of a command's options as an argument of its function.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "The tournament's name"]
    #[max_length = 80]
    name: String,
    #[description = "How players are paired"] format: FormatOption,
    #[description = "Which game of the Pente family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
    #[description = "Swiss: how many rounds (⌈log₂ players⌉ + 1 if you don't say)"]
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    #[description = "The time for each move (the server's default if you don't say)"] time: Option<
        u32,
    >,
    #[description = "Whether its games change ratings (yes if you don't say)"] rated: Option<bool>,
    #[description = "The most players who may join"]
    #[min = 3]
    #[max = 64]
    max_players: Option<u32>,
    #[description = "When sign-up closes, like \"in 1h\" or \"in 2d\" (when you start it if you don't say)"]
    starts: Option<String>,
    #[description = "Round robin: every pair plays twice, colours swapped"] double: Option<bool>,
    #[description = "Whether players' vacation days may keep its games from a loss on time (no if you don't say)"]
    vacation: Option<bool>,
) -> Result<(), Error> {
    let data = ctx.data();
    let lang = private_lang(&ctx);
    if !is_moderator(&ctx) {
        return reply_private(ctx, tr!(lang, "events-create-not-organiser")).await;
    }
    let format = match format {
        FormatOption::Swiss => Format::Swiss {
            rounds: rounds.unwrap_or(0) as usize,
        },
        FormatOption::RoundRobin => Format::RoundRobin {
            double: double.unwrap_or(false),
        },
        FormatOption::Knockout => Format::Knockout,
    };
    let Some(move_time) = move_time_choice(data, time) else {
        return reply_private(ctx, NOT_A_TIME_CHOICE).await;
    };
    let now = SystemTime::now();
    let starts_at = match starts.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(text) => {
            let after = text.strip_prefix("in ").unwrap_or(text);
            match parse_duration(after).filter(|d| *d <= LONGEST_SIGN_UP) {
                Some(d) => Some(now + d),
                None => {
                    return reply_private(ctx, tr!(lang, "events-bad-starts", starts = text)).await
                }
            }
        }
    };
    let name = name.trim().to_string();
    if name.is_empty() {
        return reply_private(ctx, tr!(lang, "events-no-name")).await;
    }
    if let Some(why) = threads_refused_here(&ctx, lang) {
        return reply_private(ctx, why).await;
    }
    ctx.defer().await?;
    let info = TournamentInfo {
        id: 0,
        guild_id: guild_of(&ctx),
        channel_id: ctx.channel_id().get(),
        organiser_id: ctx.author().id.get(),
        name,
        format,
        variant: variant.map_or(Variant::Pente, Variant::from),
        move_time,
        rated: rated.unwrap_or(true),
        max_players,
        starts_at,
        state: TournamentState::Open,
        message_id: None,
        lot: coin(),
    };
    let created = data
        .store
        .create_tournament_with(&info, vacation == Some(true), now);
    let id = match created.await {
        Ok(id) => id,
        Err(e) => {
            tracing::error!("creating a tournament failed: {e}");
            return reply_private(ctx, SAVE_FAILED).await;
        }
    };
    let t = StoredTournament {
        info: TournamentInfo { id, ..info },
        players: Vec::new(),
        boards: Vec::new(),
    };
    let public = public_lang(&ctx);
    let sent = ctx
        .send(
            poise::CreateReply::default()
                .content(announcement(public, &t, &[]))
                .components(sign_up_buttons(public, id))
                .allowed_mentions(mentions(&[])),
        )
        .await;
    let sent = match sent {
        Ok(sent) => sent,
        Err(e) => {
            // Nobody saw it: an open tournament nobody can see is removed.
            tracing::warn!(
                tournament = id,
                "the announcement failed, so the tournament is removed: {e}"
            );
            if let Err(e) = data.store.remove_open_tournament(id).await {
                tracing::error!(
                    tournament = id,
                    "removing the unannounced tournament failed: {e}"
                );
            }
            return reply_private(ctx, tr!(lang, "events-not-announced")).await;
        }
    };
    if let Ok(message) = sent.message().await {
        if let Err(e) = data
            .store
            .set_tournament_message(id, message.id.get())
            .await
        {
            tracing::warn!(tournament = id, "the announcement's id was not saved: {e}");
        }
    }
    // Whoever joined before its id was saved shows in its list now.
    let http = ctx.serenity_context().http.clone();
    refresh_announcement(data, &http, id).await;
    Ok(())
}

/// A coin for the knockout's deciding games: std's hasher keys are random.
fn coin() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(1);
    h.finish() >> 1
}

/// The tournament a command means, or a private word why there is none.
async fn find(ctx: Context<'_>, id: Option<u64>) -> Result<Option<StoredTournament>, Error> {
    let data = ctx.data();
    // What follows may post in the tournament's channel (a round's
    // pairings, a withdrawal): those posts need the server's Discord
    // locale, which the interaction carries.
    public_lang(&ctx);
    let channel = ctx.channel_id().get();
    let info = match run::which(data, channel, id).await {
        Ok(info) => info,
        Err(e) => {
            tracing::error!("reading tournaments failed: {e}");
            reply_private(ctx, READ_FAILED).await?;
            return Ok(None);
        }
    };
    let stored = match info {
        Some(info) if info.guild_id == guild_of(&ctx) => data.store.tournament(info.id).await,
        _ => {
            reply_private(ctx, tr!(private_lang(&ctx), "events-none-here")).await?;
            return Ok(None);
        }
    };
    match stored {
        Ok(Some(t)) => Ok(Some(t)),
        _ => {
            reply_private(ctx, READ_FAILED).await?;
            Ok(None)
        }
    }
}

/// Organisers: close the sign-up and start the first round now
#[poise::command(slash_command, guild_only)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The tournament's number (this channel's newest if you don't say)"]
    tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let lang = private_lang(&ctx);
    let Some(t) = organised(ctx, tournament, Organising::Start).await? else {
        return Ok(());
    };
    if t.info.state != TournamentState::Open {
        return reply_private(ctx, not_open(lang, &t.info)).await;
    }
    if let Some(why) = threads_refused_for(&ctx, lang, &t.info).await {
        return reply_private(ctx, why).await;
    }
    let http = ctx.serenity_context().http.clone();
    let said = match run::start(ctx.data(), &http, t.info.id).await {
        Started::Started if ctx.data().events.backing_off(t.info.id) => {
            tr!(lang, "events-started-backing-off")
        }
        Started::Started => tr!(lang, "events-started"),
        Started::CalledOff => tr!(lang, "events-start-called-off"),
        Started::NotOpen => tr!(lang, "events-start-not-open"),
        Started::Failed => SAVE_FAILED.to_string(),
    };
    reply_private(ctx, said).await
}

/// "**Name** is not open for sign-up: it is running."
fn not_open(lang: Lang, t: &TournamentInfo) -> String {
    tr!(
        lang,
        "events-not-open",
        name = t.name.as_str(),
        state = state_name(lang, t.state)
    )
}

/// What only a tournament's organiser (or a moderator) may do.
#[derive(Clone, Copy)]
enum Organising {
    Start,
    Cancel,
    Remove,
}

/// The tournament a command means, if the invoker runs it; otherwise
/// they are told they may not do `what`.
async fn organised(
    ctx: Context<'_>,
    id: Option<u64>,
    what: Organising,
) -> Result<Option<StoredTournament>, Error> {
    let Some(t) = find(ctx, id).await? else {
        return Ok(None);
    };
    if !organises(&ctx, &t.info) {
        reply_private(ctx, not_organiser(private_lang(&ctx), &t.info, what)).await?;
        return Ok(None);
    }
    Ok(Some(t))
}

/// Whether the invoker runs tournament `t`: its organiser, or a moderator
/// of its channel (the command run there, where Discord shows their rights).
fn organises(ctx: &Context<'_>, t: &TournamentInfo) -> bool {
    ctx.author().id.get() == t.organiser_id || moderates(ctx, t.channel_id)
}

/// What someone who does not run tournament `t` is told when they try to do `what`.
fn not_organiser(lang: Lang, t: &TournamentInfo, what: Organising) -> String {
    let channel = t.channel_id.to_string();
    match what {
        Organising::Start => tr!(lang, "events-only-organiser-start", channel = channel),
        Organising::Cancel => tr!(lang, "events-only-organiser-cancel", channel = channel),
        Organising::Remove => tr!(lang, "events-only-organiser-remove", channel = channel),
    }
}

/// Whether `a` and `b` are paired in a game of `t` not finished yet.
fn playing_each_other(t: &StoredTournament, a: u64, b: u64) -> bool {
    t.boards.iter().any(|board| {
        let p = board.pairing;
        board.result.is_none()
            && p.black.is_some()
            && ((p.white == a && p.black == Some(b)) || (p.white == b && p.black == Some(a)))
    })
}

/// Join a tournament open for sign-up
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The tournament's number (this channel's newest if you don't say)"]
    tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(t) = find(ctx, tournament).await? else {
        return Ok(());
    };
    let me = player(ctx.author());
    let http = ctx.serenity_context().http.clone();
    let lang = private_lang(&ctx);
    let said = sign_up(ctx.data(), lang, &http, &t, me.id, &me.name, true).await;
    reply_private(ctx, said).await
}

/// Leave a tournament (once it runs: your game in progress is resigned)
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Organisers: remove this player instead"] player: Option<serenity::User>,
    #[description = "The tournament's number (this channel's newest if you don't say)"]
    tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(t) = find(ctx, tournament).await? else {
        return Ok(());
    };
    let lang = private_lang(&ctx);
    let user = match &player {
        Some(other) if other.id != ctx.author().id => {
            if !organises(&ctx, &t.info) {
                return reply_private(ctx, not_organiser(lang, &t.info, Organising::Remove)).await;
            }
            // Removing one's own opponent would resign their game in one's favour.
            if playing_each_other(&t, ctx.author().id.get(), other.id.get()) {
                return reply_private(
                    ctx,
                    tr!(
                        lang,
                        "events-remove-own-opponent",
                        player = other.id.get().to_string(),
                        name = t.info.name.as_str()
                    ),
                )
                .await;
            }
            other.id.get()
        }
        _ => ctx.author().id.get(),
    };
    let http = ctx.serenity_context().http.clone();
    let said = sign_up(ctx.data(), lang, &http, &t, user, "", false).await;
    reply_private(ctx, said).await
}

/// Joins (`joining`) or leaves; what the player is told (in `lang`). The
/// announcement is brought up to date from what is stored once the change
/// is written.
async fn sign_up(
    data: &Data,
    lang: Lang,
    http: &std::sync::Arc<serenity::Http>,
    t: &StoredTournament,
    user: u64,
    name: &str,
    joining: bool,
) -> String {
    let id = t.info.id;
    let done = if joining {
        data.store
            .join_tournament(id, user, name, SystemTime::now())
            .await
    } else if t.info.state == TournamentState::Running {
        run::withdraw(data, http, t, user).await
    } else {
        data.store.leave_tournament(id, user).await
    };
    let (name, who) = (t.info.name.as_str(), user.to_string());
    let said = match done {
        Ok(SignUp::Done) if joining => tr!(lang, "events-joined", name = name),
        Ok(SignUp::Done) if t.info.state == TournamentState::Running => {
            tr!(lang, "events-withdrawn", player = who, name = name)
        }
        Ok(SignUp::Done) => tr!(lang, "events-left", player = who, name = name),
        Ok(SignUp::Already) => tr!(lang, "events-already-joined", name = name),
        Ok(SignUp::Full) => tr!(lang, "events-full", name = name),
        Ok(SignUp::NotOpen) => not_open(lang, &t.info),
        Ok(SignUp::NotIn) => tr!(lang, "events-not-in", player = who, name = name),
        Err(e) => {
            tracing::error!(tournament = id, "sign-up failed: {e}");
            return SAVE_FAILED.to_string();
        }
    };
    if !matches!(done, Ok(SignUp::Done)) {
        return said;
    }
    // Left a running tournament (withdrawn, where leaving an open one
    // takes the player off the list): their game is resigned.
    let now = match data.store.tournament(id).await {
        Ok(Some(now))
            if !joining && now.players.iter().any(|p| p.user_id == user && p.withdrawn) =>
        {
            now
        }
        _ => {
            refresh_announcement(data, http, id).await;
            return said;
        }
    };
    run::resign_game_of(data, http, &now, user).await;
    let public = server_lang(data, now.info.guild_id);
    say(
        http,
        now.info.channel_id,
        tr!(
            public,
            "events-withdrew",
            player = user.to_string(),
            name = now.info.name.as_str()
        ),
        &[],
    )
    .await;
    run::advance(data, http, id).await;
    said
}

/// A press of Join or Leave: `rest` is `<join|leave>:<tournament id>`.
pub async fn on_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let (joining, id) = match rest.split_once(':') {
        Some(("join", id)) => (true, id.parse::<u64>()),
        Some(("leave", id)) => (false, id.parse::<u64>()),
        _ => return tell_presser(ctx, press, false, NOT_MINE).await,
    };
    let Ok(id) = id else {
        return tell_presser(ctx, press, false, NOT_MINE).await;
    };
    let me = player(&press.user);
    let lang = press_private_lang(data, press);
    // Joining or leaving may post in the channel: note the server's locale.
    press_public_lang(data, press);
    let http = ctx.http.clone();
    let (acknowledged, said) = press_within(ctx, press, async {
        match data.store.tournament(id).await {
            Ok(Some(t)) if Some(t.info.guild_id) == press.guild_id.map(|g| g.get()) => {
                sign_up(data, lang, &http, &t, me.id, &me.name, joining).await
            }
            Ok(_) => NOT_MINE.to_string(),
            Err(_) => READ_FAILED.to_string(),
        }
    })
    .await;
    tell_presser(ctx, press, acknowledged, said).await
}

/// The standings of a tournament (this channel's newest if you don't say)
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament's number"] tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer().await?;
    let Some(t) = find(ctx, tournament).await? else {
        return Ok(());
    };
    let state = t.state();
    let rounds = state.rounds.len();
    let lang = public_lang(&ctx);
    let what = match t.info.state {
        TournamentState::Open => {
            return super::kit::reply_public(
                ctx,
                tr!(
                    lang,
                    "events-not-started",
                    name = t.info.name.as_str(),
                    joined = t.players.len()
                ),
            )
            .await
        }
        TournamentState::Finished => tr!(lang, "events-standings-final"),
        TournamentState::Cancelled => tr!(lang, "events-standings-cancelled"),
        TournamentState::Running => tr!(lang, "events-standings-round", round = rounds),
    };
    let (texts, mut picture) = standings_message(ctx.data(), lang, &t, &state, &what).await;
    for text in texts {
        let mut reply = poise::CreateReply::default()
            .content(text)
            .allowed_mentions(mentions(&[]));
        if let Some(picture) = picture.take() {
            reply = reply.attachment(picture);
        }
        ctx.send(reply).await?;
    }
    Ok(())
}

/// A round's pairings and results (the current round if you don't say)
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "The round"]
    #[min = 1]
    round: Option<u32>,
    #[description = "The tournament's number"] tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer().await?;
    let Some(t) = find(ctx, tournament).await? else {
        return Ok(());
    };
    let last = t.boards.iter().map(|b| b.round + 1).max().unwrap_or(0);
    let round = round.unwrap_or(last);
    let boards: Vec<_> = t.boards.iter().filter(|b| b.round + 1 == round).collect();
    if boards.is_empty() {
        return reply_private(
            ctx,
            tr!(
                private_lang(&ctx),
                "events-no-such-round",
                name = t.info.name.as_str(),
                round = round,
                played = last
            ),
        )
        .await;
    }
    let lang = public_lang(&ctx);
    let header = tr!(
        lang,
        "events-pairings",
        name = t.info.name.as_str(),
        round = round
    );
    let mut lines = Vec::with_capacity(boards.len());
    for b in boards {
        let white = t.name_of(b.pairing.white);
        lines.push(match b.pairing.black {
            None => tr!(lang, "events-pairing-bye", white = white),
            Some(black) => {
                let result = b
                    .result
                    .map_or_else(|| tr!(lang, "events-playing"), |r| r.as_str().to_string());
                let black = t.name_of(black);
                match b.channel_id {
                    Some(c) => tr!(
                        lang,
                        "events-pairing-result-in",
                        white = white,
                        black = black,
                        result = result,
                        thread = c.to_string()
                    ),
                    None => tr!(
                        lang,
                        "events-pairing-result",
                        white = white,
                        black = black,
                        result = result
                    ),
                }
            }
        });
    }
    for (text, _) in in_messages(&header, &lines) {
        super::kit::reply_public(ctx, text).await?;
    }
    Ok(())
}

/// Organisers and moderators: call off a tournament
#[poise::command(slash_command, guild_only)]
pub async fn cancel(
    ctx: Context<'_>,
    #[description = "The tournament's number (this channel's newest if you don't say)"]
    tournament: Option<u64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let lang = private_lang(&ctx);
    let Some(t) = organised(ctx, tournament, Organising::Cancel).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let ended = data
        .store
        .end_tournament(t.info.id, TournamentState::Cancelled, SystemTime::now())
        .await;
    match ended {
        Ok(true) => {
            let http = ctx.serenity_context().http.clone();
            let called_off = tr!(
                server_lang(data, t.info.guild_id),
                "events-called-off-by",
                name = t.info.name.as_str(),
                by = ctx.author().id.get().to_string()
            );
            say(&http, t.info.channel_id, called_off, &[]).await;
            refresh_announcement(data, &http, t.info.id).await;
            let name = t.info.name.as_str();
            reply_private(ctx, tr!(lang, "events-called-off", name = name)).await
        }
        Ok(false) => {
            let name = t.info.name.as_str();
            reply_private(ctx, tr!(lang, "events-already-over", name = name)).await
        }
        Err(e) => {
            tracing::error!("cancelling a tournament failed: {e}");
            reply_private(ctx, SAVE_FAILED).await
        }
    }
}
