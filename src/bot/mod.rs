//! The Discord adapter: poise commands that parse, call the session logic,
//! render and reply. Rules and turn logic live in `game` and `session`.

mod analyze;
mod channels;
mod computer;
mod courtesy;
mod info;
mod play;
mod ratings;
mod replay;
mod stats;
mod timers;

pub use channels::Channels;
pub use computer::Engine;
pub use timers::Timers;

use crate::config::{Config, Shards};
use crate::render::{Renderer, Scene};
use crate::session::{Match, Table};
use crate::store::{Store, StoreError};
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command (and the timer task) shares; cheap to clone.
#[derive(Clone)]
pub struct Data {
    /// What each channel holds; a thread is a channel.
    pub channels: Arc<Channels>,
    pub timers: Arc<Timers>,
    pub engine: Arc<Engine>,
    pub renderer: Arc<Renderer>,
    pub store: Store,
    pub config: Arc<Config>,
}

impl Data {
    /// A copy of what the channel holds, for reading.
    pub async fn peek(&self, channel: u64) -> Option<Table> {
        self.channels.peek(channel).await
    }
}

/// What a player is told when a change could not be saved (and so was not made).
pub const SAVE_FAILED: &str =
    "Sorry, I couldn't save that just now, so nothing changed. Please try again in a moment.";

/// Why a change of a channel was not made.
#[derive(Debug)]
pub enum Refusal {
    /// The rules or the turn said no: tell the user this.
    Say(String),
    /// The database refused the write (already logged).
    SaveFailed,
    /// The stored game is not the one in memory: another process changed it.
    /// Memory is reloaded from the database.
    Stale,
    /// Nothing to do (a stale timer).
    Nothing,
}

impl Refusal {
    /// Logs a failed write; the change is not made.
    pub fn save_failed(channel: u64, e: StoreError) -> Refusal {
        if let StoreError::Stale { .. } = e {
            tracing::warn!(channel, "{e}: reloading the channel from the database");
            return Refusal::Stale;
        }
        tracing::error!(channel, "saving a change failed, so it was not made: {e}");
        Refusal::SaveFailed
    }

    /// What the user is told.
    pub fn text(&self) -> String {
        match self {
            Refusal::Say(text) => text.clone(),
            Refusal::SaveFailed => SAVE_FAILED.to_string(),
            Refusal::Stale => "This game changed a moment ago, so nothing was done. Look at `/pente board` and try again.".to_string(),
            Refusal::Nothing => "There is nothing to do here right now.".to_string(),
        }
    }
}

macro_rules! refusal_from {
    ($($error:ty),*) => {$(
        impl From<$error> for Refusal {
            fn from(e: $error) -> Refusal {
                Refusal::Say(e.to_string())
            }
        }
    )*};
}
refusal_from!(
    crate::session::TurnError,
    crate::session::ChallengeError,
    crate::session::AnswerError
);

/// Every change of a channel, in one place: with the channel locked,
/// `change` decides from the table as it is (asking `session`) and writes the
/// database; only when it returns `Ok` does the new table go into memory
/// (a finished game leaves memory: it lives on in the database), and the
/// timer learns the table's next deadline. A refusal or a failed write leaves
/// the table exactly as it was. The reply comes after, from what `change`
/// returns, with the lock let go.
pub async fn change_table<R>(
    data: &Data,
    channel: u64,
    change: impl AsyncFnOnce(Option<&Table>) -> Result<(Option<Table>, R), Refusal>,
) -> Result<R, Refusal> {
    let mut guard = data.channels.lock(channel).await;
    let (table, out) = match change(guard.get()).await {
        Ok(changed) => changed,
        Err(Refusal::Stale) => {
            // Never overwrite a newer state: take the database's.
            match data.store.load_channel(channel).await {
                Ok(stored) => {
                    data.timers.schedule_table(channel, stored.as_ref());
                    guard.set(stored);
                }
                Err(e) => tracing::error!(channel, "reloading the channel failed: {e}"),
            }
            return Err(Refusal::Stale);
        }
        Err(refusal) => return Err(refusal),
    };
    let live = table.filter(|t| !matches!(t, Table::Match(m) if m.is_over()));
    data.timers.schedule_table(channel, live.as_ref());
    guard.set(live);
    Ok(out)
}

/// Permissions the bot asks for in its invite link: see channels, send
/// messages (also in threads), attach the board, read history.
pub fn invite_permissions() -> serenity::Permissions {
    serenity::Permissions::VIEW_CHANNEL
        | serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS
        | serenity::Permissions::CREATE_PUBLIC_THREADS
        | serenity::Permissions::ATTACH_FILES
        | serenity::Permissions::EMBED_LINKS
        | serenity::Permissions::READ_MESSAGE_HISTORY
}

/// The link that adds the bot to a server.
pub fn invite_url(application_id: Option<u64>) -> String {
    let id = application_id.map_or_else(|| "YOUR_APPLICATION_ID".to_string(), |id| id.to_string());
    format!(
        "https://discord.com/oauth2/authorize?client_id={id}&scope=bot%20applications.commands&permissions={}",
        invite_permissions().bits()
    )
}

/// Renders a match's board off the async threads.
pub async fn render(renderer: &Arc<Renderer>, m: &Match) -> Result<Vec<u8>, Error> {
    // At most one picture per core at once: more would only queue for the
    // same cores, each on a thread of its own with a frame buffer of its own
    // (the load tool measured 200 KB of memory per live game without this).
    static SLOTS: std::sync::LazyLock<tokio::sync::Semaphore> = std::sync::LazyLock::new(|| {
        tokio::sync::Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get()))
    });
    let _slot = SLOTS
        .acquire()
        .await
        .context("the render queue is closed")?;
    let renderer = Arc::clone(renderer);
    let m = m.clone();
    tokio::task::spawn_blocking(move || {
        renderer.render_png(&Scene {
            game: &m.game,
            captured: &m.last_captured,
            white_name: &m.white.name,
            black_name: &m.black.name,
            ending: m.ending,
        })
    })
    .await
    .context("rendering the board")
}

pub fn board_file(png: Vec<u8>) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(png, "board.png")
}

/// Mentions only these users: never @everyone, roles or anyone else named.
pub fn mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
        .everyone(false)
        .users(users.iter().map(|&id| serenity::UserId::new(id)))
}

/// Answers for everyone in the channel, pinging nobody.
pub async fn reply_public(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// Answers only the invoker, who is told what to do instead.
pub async fn reply_private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, channel = %ctx.channel_id(), "command failed: {error:#}");
            let _ = reply_private(
                ctx,
                "Sorry, something went wrong on my side. Please try again.",
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map_or_else(String::new, |i| format!(" `{i}`"));
            let _ = reply_private(
                ctx,
                format!("I couldn't read that{what}: {error}. Try `/pente help`."),
            )
            .await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            // Discord sent options that don't match the command: its copy of
            // the commands is older than this bot (they were just updated).
            tracing::warn!(command = %ctx.command().qualified_name, "command structure mismatch: {description}");
            let _ = reply_private(
                poise::Context::Application(ctx),
                "Discord's copy of this command is out of date. Reload Discord (Ctrl+R) or wait a minute, then try again.",
            )
            .await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let _ = reply_private(
                ctx,
                "Pente is played in a server channel: use `/pente challenge` there (each channel or thread holds one game).",
            )
            .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}");
            }
        }
    }
}

/// `/pente`: the one command, with a subcommand for each action.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "play::challenge",
        "play::play",
        "play::board",
        "play::resign",
        "play::abort",
        "play::end",
        "courtesy::draw",
        "courtesy::takeback",
        "stats::stats",
        "stats::history",
        "stats::export",
        "ratings::leaderboard",
        "ratings::profile",
        "replay::replay",
        "analyze::analyze",
        "info::rules",
        "info::help"
    ),
    subcommand_required
)]
pub async fn pente(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The commands as registered: `/pente` with the configured clock choices.
pub fn commands(config: &Config) -> Vec<poise::Command<Data, Error>> {
    let mut pente = pente();
    play::set_time_choices(&mut pente, config);
    vec![pente]
}

/// Runs the bot until Ctrl-C or SIGTERM. A failure to set up (the commands
/// can't be registered) stops the process with the cause, rather than leaving
/// it connected but deaf.
pub async fn run(config: Config) -> Result<(), Error> {
    let token = config.token.clone().context("no token")?;
    let intents = serenity::GatewayIntents::GUILDS;
    let guild_id = config.guild_id;
    let api_base = config.api_base.clone();
    let store = Store::connect(&config.database).await?;
    // Discord sends a server's interactions only to its shard's connection,
    // so this process hears from its own servers only; it must also load and
    // time only their games, or it would act on games another process owns.
    let owned = config.shards.owned();
    let (active, set_aside) = store
        .load_active_in(&owned)
        .await
        .context("reading the games in play")?;
    for s in &set_aside {
        tracing::error!(
            game = s.id,
            channel = s.channel_id,
            "a stored game can't be restored and was set aside: {}",
            s.why
        );
    }
    let channels = Channels::default();
    let timers = Timers::default();
    let mut challenges = 0;
    for a in active {
        if let Table::Challenge(_) = &a.table {
            challenges += 1;
        }
        timers.schedule_table(a.channel_id, Some(&a.table));
        channels.insert(a.channel_id, a.table);
    }
    tracing::info!(
        database = %config.database,
        shards = %match &config.shards {
            Shards::Auto => "all (auto)".to_string(),
            Shards::Set(set) => set.to_string(),
        },
        games = channels.len() - challenges,
        challenges,
        "games restored"
    );
    let data = Data {
        channels: Arc::new(channels),
        timers: Arc::new(timers),
        engine: Arc::new(Engine::new(config.engine_searches)),
        renderer: Arc::new(Renderer::new(config.image_size)),
        store,
        config: Arc::new(config.clone()),
    };

    let setup_failed: Arc<std::sync::Mutex<Option<String>>> = Arc::default();
    let stop_now = Arc::new(tokio::sync::Notify::new());
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(&config),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(play::on_event(framework, event)),
            ..Default::default()
        })
        .setup({
            let setup_failed = Arc::clone(&setup_failed);
            let stop_now = Arc::clone(&stop_now);
            move |ctx, ready, framework| {
                Box::pin(async move {
                    let commands = &framework.options().commands;
                    let registered = match guild_id {
                        Some(id) => {
                            poise::builtins::register_in_guild(
                                ctx,
                                commands,
                                serenity::GuildId::new(id),
                            )
                            .await
                        }
                        None => poise::builtins::register_globally(ctx, commands).await,
                    };
                    if let Err(e) = registered {
                        let why = match guild_id {
                            Some(id) => format!("registering the slash commands in the server {id} (`guild_id`) failed: {e}. Check that `guild_id` is a server the bot has joined."),
                            None => format!("registering the slash commands failed: {e}"),
                        };
                        *setup_failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why.clone());
                        stop_now.notify_one();
                        return Err(anyhow::anyhow!(why));
                    }
                    tokio::spawn(timers::run(data.clone(), ctx.http.clone()));
                    tracing::info!(
                        user = %ready.user.name,
                        guilds = ready.guilds.len(),
                        "connected; invite the bot with {}",
                        invite_url(Some(ready.application.id.get()))
                    );
                    Ok(data)
                })
            }
        })
        .build();

    let builder = match &api_base {
        // serenity's own rate limiter doesn't know about the proxy, which
        // keeps the limits itself, so it is turned off.
        Some(base) => serenity::ClientBuilder::new_with_http(
            serenity::HttpBuilder::new(&token)
                .proxy(base.as_str())
                .ratelimiter_disabled(true)
                .build(),
            intents,
        ),
        None => serenity::ClientBuilder::new(&token, intents),
    };
    let mut client = builder
        .framework(framework)
        .await
        .context("building the Discord client")?;
    let shard_manager = client.shard_manager.clone();
    tokio::spawn(async move {
        tokio::select! {
            _ = shutdown_signal() => tracing::info!("shutting down"),
            _ = stop_now.notified() => {}
        }
        shard_manager.shutdown_all().await;
    });
    let started = match &config.shards {
        Shards::Auto => client.start_autosharded().await,
        // serenity's range is inclusive at both ends (it starts
        // `end - start + 1` shards), unlike the config's `ids`.
        Shards::Set(set) => {
            client
                .start_shard_range(set.ids.start..set.ids.end - 1, set.total)
                .await
        }
    };
    started.context("the Discord connection failed")?;
    if let Some(why) = setup_failed
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
    {
        anyhow::bail!(why);
    }
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
