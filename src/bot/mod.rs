//! The Discord adapter, a thin layer: poise commands that parse, ask
//! `session` to decide, write through `store`, draw with `render` and reply.
//!
//! - `kit/`: what every command file uses (replying, deferring, buttons, the
//!   drawing pool, the engine's queue, the timers, and the one path that
//!   changes a channel). Command files use the kit, never each other.
//! - `buttons.rs`: routes a press by its custom-id prefix to its file.
//! - one file per group of commands: `challenge`, `play`, `courtesy`,
//!   `rematch`, `clock` (what the timers do), `stats`, `ratings`, `replay`, `analyze`,
//!   `info`.

mod analyze;
mod buttons;
mod challenge;
mod clock;
mod courtesy;
mod daily;
mod events;
mod explore;
mod games;
mod hill;
mod info;
pub mod kit;
mod language;
mod opening;
mod play;
mod puzzles;
mod ratings;
mod rematch;
mod replay;
mod settings;
mod stats;
mod web;

use crate::config::{Config, Shards};
use crate::session::Table;
use crate::store::Store;
use crate::tr;
use anyhow::Context as _;
use dashmap::DashSet;
use kit::channels::Channels;
use kit::draw::Drawing;
use kit::engine::Engine;
use kit::timers::Timers;
use poise::serenity_prelude as serenity;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// All the process's state, shared by every command, button and timer;
/// cheap to clone. Nothing lives in statics.
#[derive(Clone)]
pub struct Data {
    /// What each channel holds; a thread is a channel.
    pub channels: Arc<Channels>,
    pub timers: Arc<Timers>,
    pub engine: Arc<Engine>,
    /// The event task's inbox: games that ended, for tournaments and hills.
    pub events: Arc<kit::events::Events>,
    /// The hills' locks, one per server (see `kit::hill`).
    pub hills: Arc<kit::hill::Hills>,
    pub drawing: Arc<Drawing>,
    pub store: Store,
    pub config: Arc<Config>,
    /// Channels whose memory must be read back from the database before
    /// their next change (a reload after a version conflict failed).
    reloads: Arc<DashSet<u64>>,
    /// The live replay post of each channel (see `replay.rs`).
    pub replays: Arc<replay::Replays>,
    /// Whether an analysis is running: one at a time per process.
    pub analysing: Arc<AtomicBool>,
    /// The shipped puzzles, read once.
    pub puzzles: Arc<kit::puzzles::Book>,
    /// The daily puzzle's clock.
    pub daily: Arc<kit::daily::Daily>,
    /// The opening explorer's views and server indexes.
    pub explorer: Arc<kit::explore::Explorer>,
    /// The languages players and servers chose.
    pub languages: Arc<kit::languages::Languages>,
    /// What your-move notifications need (see `kit::notify`).
    pub notices: Arc<kit::notify::Notices>,
}

impl Data {
    /// Everything a process needs, with `config`'s settings and the test
    /// hooks' delays (see [`TestDelays`]).
    pub fn new(config: Config, store: Store, delays: TestDelays) -> Data {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let store = match delays.store {
            Some(d) => store.with_delay(d),
            None => store,
        };
        Data {
            channels: Arc::new(Channels::default()),
            timers: Arc::new(Timers::default()),
            engine: Arc::new(Engine::new(config.engine_searches)),
            events: Arc::default(),
            hills: Arc::default(),
            drawing: Arc::new(Drawing::new(config.image_size, cores, delays.drawing)),
            store,
            config: Arc::new(config),
            reloads: Arc::default(),
            replays: Arc::default(),
            analysing: Arc::default(),
            puzzles: Arc::new(match &delays.puzzles_file {
                Some(path) => kit::puzzles::Book::from_file(path),
                None => kit::puzzles::Book::shipped(),
            }),
            daily: Arc::new(kit::daily::Daily::new(delays.clock_offset_secs)),
            explorer: Arc::new(kit::explore::Explorer::new()),
            languages: Arc::default(),
            notices: Arc::default(),
        }
    }

    /// A copy of what the channel holds, for reading.
    pub async fn peek(&self, channel: u64) -> Option<Table> {
        self.channels.peek(channel).await
    }

    pub(crate) fn reload_pending(&self, channel: u64) -> bool {
        self.reloads.contains(&channel)
    }

    pub(crate) fn mark_for_reload(&self, channel: u64) {
        self.reloads.insert(channel);
    }

    pub(crate) fn reloaded(&self, channel: u64) {
        self.reloads.remove(&channel);
    }
}

/// Fault injection for the end-to-end tests that prove every command and
/// button is answered within Discord's three seconds however slow the
/// database or the pictures are: `PENTE_TEST_STORE_DELAY_MS` and
/// `PENTE_TEST_DRAW_DELAY_MS` add that delay before every database call and
/// every picture. Never set in production.
#[derive(Debug, Clone, Default)]
pub struct TestDelays {
    pub store: Option<Duration>,
    pub drawing: Option<Duration>,
    /// `PENTE_TEST_CLOCK_OFFSET_SECS`: seconds added to the daily puzzle's
    /// clock, so that a test can make its hour come (or a day pass).
    pub clock_offset_secs: i64,
    /// `PENTE_TEST_PUZZLES`: a file of puzzles (one JSON line each) used in
    /// place of the shipped set.
    pub puzzles_file: Option<std::path::PathBuf>,
}

impl TestDelays {
    pub fn from_env() -> TestDelays {
        let read = |name: &str| {
            let ms = std::env::var(name).ok()?.parse::<u64>().ok()?;
            tracing::warn!("{name} is set: every step waits {ms} ms (a test hook)");
            Some(Duration::from_millis(ms))
        };
        TestDelays {
            store: read("PENTE_TEST_STORE_DELAY_MS"),
            drawing: read("PENTE_TEST_DRAW_DELAY_MS"),
            clock_offset_secs: std::env::var("PENTE_TEST_CLOCK_OFFSET_SECS")
                .ok()
                .and_then(|s| s.parse().ok())
                .inspect(|s| tracing::warn!("PENTE_TEST_CLOCK_OFFSET_SECS is set: the daily puzzle's clock is {s} s off (a test hook)"))
                .unwrap_or(0),
            puzzles_file: std::env::var_os("PENTE_TEST_PUZZLES").map(std::path::PathBuf::from),
        }
    }
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

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    web::refused();
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, channel = %ctx.channel_id(), "command failed: {error:#}");
            let text = tr!(kit::languages::private_lang(&ctx), "error-internal");
            let _ = kit::reply_private(ctx, text).await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let lang = kit::languages::private_lang(&ctx);
            let text = match input {
                Some(input) => tr!(
                    lang,
                    "error-unreadable-input",
                    input = input,
                    error = error.to_string()
                ),
                None => tr!(lang, "error-unreadable", error = error.to_string()),
            };
            let _ = kit::reply_private(ctx, text).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            // Discord sent options that don't match the command: its copy of
            // the commands is older than this bot (they were just updated).
            tracing::warn!(command = %ctx.command().qualified_name, "command structure mismatch: {description}");
            let ctx = poise::Context::Application(ctx);
            let text = tr!(kit::languages::private_lang(&ctx), "error-outdated-command");
            let _ = kit::reply_private(ctx, text).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let text = tr!(kit::languages::private_lang(&ctx), "error-guild-only");
            let _ = kit::reply_private(ctx, text).await;
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
        "challenge::challenge",
        "play::play",
        "play::board",
        "play::resign",
        "play::abort",
        "courtesy::draw",
        "courtesy::takeback",
        "stats::stats",
        "stats::history",
        "stats::export",
        "ratings::leaderboard",
        "ratings::profile",
        "replay::replay",
        "analyze::analyze",
        "explore::explore",
        "puzzle",
        "info::rules",
        "info::help",
        "events::tournament",
        "hill::hill",
        "language::language",
        "games::games",
        "settings::settings",
        "web::web"
    ),
    subcommand_required
)]
pub async fn pente(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/pente puzzle`: forced wins to find, privately, and the daily puzzle.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "puzzles::new_puzzle",
        "puzzles::puzzle_move",
        "puzzles::stats",
        "daily::daily"
    ),
    subcommand_required
)]
pub async fn puzzle(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The commands as registered: `/pente` with the configured clock choices.
pub fn commands(config: &Config) -> Vec<poise::Command<Data, Error>> {
    let mut pente = pente();
    challenge::set_time_choices(&mut pente, config);
    language::set_language_choices(&mut pente);
    let mut commands = vec![pente];
    kit::command_texts::localize(&mut commands);
    commands
}

/// Runs the bot until Ctrl-C or SIGTERM. A failure to set up (the commands
/// can't be registered) stops the process with the cause, rather than leaving
/// it connected but deaf.
pub async fn run(config: Config) -> Result<(), Error> {
    let store = Store::connect(&config.database).await?;
    run_with(config, store).await
}

/// [`run`] on a store already open (shared with the website, which hears
/// this process's moves through it on SQLite).
pub async fn run_with(config: Config, store: Store) -> Result<(), Error> {
    let token = config.token.clone().context("no token")?;
    let intents = serenity::GatewayIntents::GUILDS;
    let guild_id = config.guild_id;
    let api_base = config.api_base.clone();
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
    let database = config.database.clone();
    let shards = match &config.shards {
        Shards::Auto => "all (auto)".to_string(), // untranslated: a log line's field
        Shards::Set(set) => set.to_string(),
    };
    let data = Data::new(config.clone(), store, TestDelays::from_env());
    if let Err(e) = data.languages.load(&data.store).await {
        // English until the next restart: better than not starting.
        tracing::error!("reading the languages chosen failed: {e}");
    }
    let mut challenges = 0;
    for a in active {
        if let Table::Challenge(_) = &a.table {
            challenges += 1;
        }
        // A game whose move is the engine's is due at once: the timer
        // resumes it, without anyone asking.
        data.timers.schedule_table(a.channel_id, Some(&a.table));
        data.channels.insert(a.channel_id, a.table);
    }
    tracing::info!(
        database = %database,
        shards = %shards,
        games = data.channels.len() - challenges,
        challenges,
        "games restored"
    );

    let setup_failed: Arc<std::sync::Mutex<Option<String>>> = Arc::default();
    let stop_now = Arc::new(tokio::sync::Notify::new());
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(&config),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
            // Every command notes its server's Discord locale: a post made
            // later by a timer speaks the server's language.
            pre_command: |ctx| {
                Box::pin(async move {
                    kit::languages::before_command(&ctx).await;
                })
            },
            post_command: |ctx| {
                Box::pin(async move {
                    kit::notify::after_command(ctx).await;
                    if let poise::Context::Application(a) = ctx {
                        web::answered(a.interaction.id.get());
                    }
                })
            },
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
                            Some(id) => format!("registering the slash commands in the server {id} (`guild_id`) failed: {e}. Check that `guild_id` is a server the bot has joined."), // untranslated: the operator's error, on the command line
                            None => format!("registering the slash commands failed: {e}"), // untranslated: the operator's error, on the command line
                        };
                        *setup_failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(why.clone());
                        stop_now.notify_one();
                        return Err(anyhow::anyhow!(why));
                    }
                    data.notices.set_http(ctx.http.clone());
                    tokio::spawn(kit::timers::run(
                        data.clone(),
                        ctx.http.clone(),
                        clock::look_at,
                    ));
                    tokio::spawn(kit::events::run(data.clone(), ctx.http.clone()));
                    tokio::spawn(kit::daily::run(data.clone(), ctx.http.clone(), daily::post));
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
