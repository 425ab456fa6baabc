//! The Discord adapter: poise commands that parse, call the session logic,
//! render and reply. Rules and turn logic live in `game` and `session`.

mod info;
mod play;
mod ratings;
mod stats;

use crate::config::Config;
use crate::render::{Renderer, Scene};
use crate::session::{Match, Table};
use crate::store::Store;
use anyhow::Context as _;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// A channel's table (an open challenge or a game), or nothing. The async
/// mutex may be held across `.await` (while a change is saved); the map's own
/// guards never are.
pub type Slot = Arc<tokio::sync::Mutex<Option<Table>>>;

/// What every command shares.
pub struct Data {
    /// One slot per channel; a thread is a channel.
    pub tables: Arc<DashMap<u64, Slot>>,
    pub renderer: Arc<Renderer>,
    pub store: Store,
    pub config: Config,
}

/// The channel's slot, made empty if there is none yet. The map's guard is
/// let go before this returns.
pub fn slot(tables: &DashMap<u64, Slot>, channel: u64) -> Slot {
    Arc::clone(&tables.entry(channel).or_default())
}

impl Data {
    /// A copy of what the channel holds, for reading.
    pub async fn peek(&self, channel: u64) -> Option<Table> {
        // Reading doesn't make a slot: channels that never had a game stay out of the map.
        let slot = self.tables.get(&channel).map(|s| Arc::clone(&s))?;
        let table = slot.lock().await;
        table.clone()
    }
}

/// What a player is told when a change could not be saved (and so was not made).
pub const SAVE_FAILED: &str =
    "Sorry, I couldn't save that just now, so nothing changed. Please try again in a moment.";

/// Permissions the bot asks for in its invite link: see channels, send
/// messages (also in threads), attach the board, read history.
pub fn invite_permissions() -> serenity::Permissions {
    serenity::Permissions::VIEW_CHANNEL
        | serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS
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
    let renderer = Arc::clone(renderer);
    let m = m.clone();
    tokio::task::spawn_blocking(move || {
        renderer.render_png(&Scene {
            game: &m.game,
            captured: &m.last_captured,
            white_name: &m.white.name,
            black_name: &m.black.name,
            resigned: m.resigned,
        })
    })
    .await
    .context("rendering the board")
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
        "stats::stats",
        "stats::history",
        "stats::export",
        "ratings::leaderboard",
        "ratings::profile",
        "info::rules",
        "info::help"
    ),
    subcommand_required
)]
pub async fn pente(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> Result<(), Error> {
    let token = config.token.clone().context("no token")?;
    let intents = serenity::GatewayIntents::GUILDS;
    let guild_id = config.guild_id;
    let api_base = config.api_base.clone();
    let store = Store::open(&config.database).await?;
    let (active, set_aside) = store
        .load_active()
        .await
        .context("reading the games in play")?;
    for s in &set_aside {
        tracing::error!(
            game = s.id,
            channel = s.channel_id,
            "a stored game no longer replays and was set aside: {}",
            s.why
        );
    }
    let tables: Arc<DashMap<u64, Slot>> = Arc::new(DashMap::new());
    let mut challenges = Vec::new();
    for a in active {
        if let Table::Challenge(c) = &a.table {
            challenges.push((a.channel_id, c.id, c.expires_at));
        }
        tables.insert(
            a.channel_id,
            Arc::new(tokio::sync::Mutex::new(Some(a.table))),
        );
    }
    tracing::info!(
        database = %config.database.display(),
        games = tables.len() - challenges.len(),
        challenges = challenges.len(),
        "games restored"
    );
    let data = Data {
        tables,
        renderer: Arc::new(Renderer::new(config.image_size)),
        store,
        config,
    };

    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![pente()],
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| Box::pin(play::on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild_id {
                    Some(id) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(id),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                for (channel, id, expires_at) in challenges {
                    let wait = expires_at
                        .duration_since(std::time::SystemTime::now())
                        .unwrap_or_default();
                    play::schedule_expiry(ctx.http.clone(), &data, channel, id, wait);
                }
                tracing::info!(
                    user = %ready.user.name,
                    guilds = ready.guilds.len(),
                    "connected; invite the bot with {}",
                    invite_url(Some(ready.application.id.get()))
                );
                Ok(data)
            })
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
        shutdown_signal().await;
        tracing::info!("shutting down");
        shard_manager.shutdown_all().await;
    });
    client
        .start()
        .await
        .context("the Discord connection failed")?;
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
