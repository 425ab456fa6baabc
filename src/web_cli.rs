//! The website in a process: beside the bot (`pente-bot run` with
//! `web_listen`), or alone (`pente-bot web --db PATH|URL --listen ADDR`),
//! serving from the database without the bot, read-only.

use anyhow::{Context as _, Result};
use pente_bot::config::{Config, Env};
use pente_bot::store::{Location, Store};
use pente_bot::web::{self, Site};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

/// The bot, with the website beside it when `web_listen` is set: both on one
/// store, so that on SQLite the site hears this process's moves.
pub async fn run_bot(config: Config) -> Result<()> {
    let store = Store::connect(&config.database).await?;
    start_site(&config, store.clone(), config.web_listen).await?;
    pente_bot::bot::run_with(config, store).await
}

/// Binds the site at `addr` and `/metrics` at `metrics_listen`, whichever
/// are set (failing at once, with the address, if one can't be bound), and
/// serves them in the background.
async fn start_site(config: &Config, store: Store, addr: Option<SocketAddr>) -> Result<()> {
    if addr.is_none() && config.metrics_listen.is_none() {
        return Ok(());
    }
    web::metrics::install();
    let site = Site::new(store, web::Options::of(config));
    if let Some(addr) = addr {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("the website can't listen on {addr} (`web_listen`)"))?;
        tracing::info!(%addr, "website listening");
        let site = site.clone();
        tokio::spawn(async move {
            if let Err(e) = web::serve(listener, site).await {
                tracing::error!("the website stopped: {e}");
            }
        });
    }
    if let Some(addr) = config.metrics_listen {
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("/metrics can't listen on {addr} (`metrics_listen`)"))?;
        tracing::info!(%addr, "metrics listening");
        tokio::spawn(async move {
            if let Err(e) = web::serve_metrics(listener, site).await {
                tracing::error!("the metrics listener stopped: {e}");
            }
        });
    }
    Ok(())
}

/// `pente-bot web`: the site alone, until Ctrl-C or SIGTERM.
pub fn run(
    db: Option<String>,
    listen: Option<String>,
    config: Option<PathBuf>,
) -> Result<ExitCode> {
    let mut config = Config::load(config.as_deref(), Env::from_process())?;
    if let Some(db) = db {
        config.database = Location::parse(&db);
    }
    let addr = match listen {
        Some(text) => text.trim().parse::<SocketAddr>().with_context(|| {
            format!("--listen must be an address and port like 127.0.0.1:8080, not {text:?}")
        })?,
        None => config.web_listen.context(
            "say where to listen: --listen 127.0.0.1:8080 (or `web_listen` in the config)",
        )?,
    };
    // A mistyped path should say so plainly.
    if let Location::Sqlite(path) = &config.database {
        if !path.exists() {
            anyhow::bail!("there is no database at {}", path.display());
        }
    }
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|f| tracing_subscriber::EnvFilter::try_new(f).ok())
        .unwrap_or_else(|| tracing_subscriber::EnvFilter::new(&config.log));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_writer(std::io::stderr)
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async {
        // Never migrated, never written: the bot owns the schema.
        let store = Store::connect_read_only(&config.database).await?;
        start_site(&config, store, Some(addr)).await?;
        tracing::info!(database = %config.database, "serving the website only (no bot)");
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("shutting down");
        Ok::<(), anyhow::Error>(())
    })?;
    Ok(ExitCode::SUCCESS)
}
