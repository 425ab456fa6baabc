//! The website: the second adapter beside `bot`. axum routes read the store,
//! draw with `render` and answer HTML made on the server with maud (which
//! escapes every text it is given). It never writes game state, never
//! imports `bot`, and works without JavaScript: one small script steps
//! through a game with the keys and follows a game live.
//!
//! Who sees what: a game only through its unguessable link (`/g/<token>`),
//! a server's pages only while a moderator has published them
//! (`/s/<slug>`). Everything else, malformed or unknown, is the same plain
//! 404, so a page never tells whether a server or a game exists.

mod daily;
mod explore;
mod game;
mod http;
mod live;
pub mod metrics;
mod pages;
mod record;
mod server;
#[cfg(test)]
mod tests;
mod thumbs;

use crate::store::Store;
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

pub use http::not_found;

/// What the operator chose (see the config's `web_*` keys).
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Whether games can be seen by their links (`web_links`): when off,
    /// every game link answers 404 (a published server's pages stay).
    pub links: bool,
    /// Whether `/metrics` is served on the site too. Never from the
    /// config: the site is public, its numbers are not; `metrics_listen`
    /// serves them apart ([`serve_metrics`]).
    pub metrics: bool,
}

impl Options {
    /// What the config asks for.
    pub fn of(config: &crate::config::Config) -> Options {
        Options {
            links: config.web_links,
            metrics: false,
        }
    }
}

/// Everything the routes share; cheap to clone.
#[derive(Clone)]
pub struct Site {
    store: Store,
    options: Arc<Options>,
    live: Arc<live::Live>,
    cache: Arc<game::Cache>,
    recent: Arc<server::Recent>,
    thumbs: Arc<thumbs::Servers>,
    /// The shipped puzzles (the server page shows the daily one).
    puzzles: Arc<crate::puzzle::Book>,
    /// Turns to make a page from the database (see [`PAGE_MAKERS`]).
    makers: Arc<tokio::sync::Semaphore>,
}

/// Pages made from the database at once. A server's, a player's or a
/// tournament's page is tens of queries; inside the bot the site shares the
/// bot's pool (4 connections on SQLite, 8 on PostgreSQL), so pages hold at
/// most this many and a move's write never waits behind them.
const PAGE_MAKERS: usize = 2;
/// How long a page waits for its turn before it is answered busy.
const PAGE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

impl Site {
    /// The site over `store`. Starts the task that follows game changes for
    /// live pages (so it must be called inside a Tokio runtime).
    pub fn new(store: Store, options: Options) -> Site {
        let site = Site {
            store,
            options: Arc::new(options),
            live: Arc::default(),
            cache: Arc::default(),
            recent: Arc::default(),
            thumbs: Arc::default(),
            puzzles: Arc::new(crate::puzzle::Book::shipped()),
            makers: Arc::new(tokio::sync::Semaphore::new(PAGE_MAKERS)),
        };
        let changes = site.store.local_changes();
        tokio::spawn(live::follow(site.clone(), changes));
        tokio::spawn(live::recheck(site.clone()));
        site
    }

    /// A turn to make a page from the database, held while it is made;
    /// "busy" if none comes within [`PAGE_WAIT`].
    async fn turn(&self) -> Result<tokio::sync::OwnedSemaphorePermit, axum::response::Response> {
        let waited =
            tokio::time::timeout(PAGE_WAIT, Arc::clone(&self.makers).acquire_owned()).await;
        match waited {
            Ok(Ok(turn)) => Ok(turn),
            _ => Err(http::busy("too many pages being made")),
        }
    }

    /// The routes, with the headers every answer carries.
    pub fn router(&self) -> Router {
        let mut router = Router::new();
        if self.options.metrics {
            router = router.route("/metrics", get(metrics::render));
        }
        router
            .route("/healthz", get(http::healthz))
            .route("/static/{file}", get(http::asset))
            .route("/g/{token}", get(game::by_link))
            .route("/g/{token}/{what}", get(game::by_link_part))
            .route("/explore", get(explore::strong_page))
            .route("/s/{slug}", get(server::server_page))
            .route("/s/{slug}/explore", get(explore::server_page))
            .route("/s/{slug}/live", get(thumbs::watch))
            .route("/s/{slug}/g/{id}", get(game::in_server))
            .route("/s/{slug}/g/{id}/{what}", get(game::in_server_part))
            .route("/s/{slug}/p/{user}", get(server::player_page))
            .route("/s/{slug}/t/{id}", get(server::tournament_page))
            .fallback(http::fallback)
            .method_not_allowed_fallback(http::fallback)
            .layer(axum::middleware::from_fn(metrics::count))
            .layer(axum::middleware::map_response(http::common_headers))
            .with_state(self.clone())
    }
}

/// Serves `site` on `listener` for as long as the process runs (live
/// pages keep their connections open, so there is no waiting for them to
/// close: the process ends them).
pub async fn serve(listener: tokio::net::TcpListener, site: Site) -> std::io::Result<()> {
    // The peer's address, for the limits per client.
    let app = site
        .router()
        .into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, app).await
}

/// Serves `/metrics` alone on `listener` (see `metrics_listen`).
pub async fn serve_metrics(listener: tokio::net::TcpListener, site: Site) -> std::io::Result<()> {
    axum::serve(listener, metrics::router(site)).await
}
