//! A published server's games in play as small live boards: the server
//! page lists them, and while it is open it listens (server-sent events,
//! `/s/<slug>/live`) and is sent the list anew whenever one of the server's
//! games is written: a move, a game starting or ending. As for a game's
//! page, the list is read and drawn once per change, however many pages
//! watch it.

use super::http::{not_found, unavailable};
use super::Site;
use crate::render::svg::thumbnail_svg;
use crate::store::{StoreError, WebGame};
use axum::extract::{Path, State};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use dashmap::DashMap;
use maud::{html, Markup, PreEscaped};
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast;

/// The most games in play the server page shows.
pub const THUMBNAILS: u32 = 8;

/// Servers whose page is open somewhere, each with the channel to its pages
/// and the list last sent (a change that leaves it as it was is not sent).
#[derive(Default)]
pub struct Servers(DashMap<u64, Watched>);

#[derive(Clone)]
struct Watched {
    sender: broadcast::Sender<Arc<str>>,
    last: Arc<Mutex<Arc<str>>>,
}

/// The cards of `games` (already read), each a small board linking to the
/// game's page in the server.
pub fn cards(slug: &str, games: &[WebGame]) -> Markup {
    html! {
        @if games.is_empty() { p.muted { "No game in play just now." } }
        div.cards {
            @for g in games {
                @if let Some(m) = g.game.to_match() {
                    @let to_move = m.game.placer();
                    a.card href=(format!("/s/{slug}/g/{}", g.game.id)) {
                        (PreEscaped(thumbnail_svg(&m.game)))
                        p { strong { (g.game.white.name) } " vs " strong { (g.game.black.name) } }
                        p.muted { (m.player(to_move).name) " (" (to_move) ") to move · " (g.game.variant.name()) }
                    }
                }
            }
        }
    }
}

/// The server's games in play as they stand, read and drawn (off the async
/// threads); `None` if the drawing failed.
async fn current(site: &Site, slug: &str, guild: u64) -> Result<Option<Arc<str>>, StoreError> {
    let games = site.store.web_games_in_play(guild, THUMBNAILS).await?;
    let slug = slug.to_string();
    let drawn =
        tokio::task::spawn_blocking(move || Arc::<str>::from(cards(&slug, &games).into_string()))
            .await
            .ok();
    Ok(drawn)
}

/// Game `id` was written: if its server's page is open somewhere, its list
/// is sent anew (when it changed).
pub async fn changed(site: &Site, id: u64) {
    if site.thumbs.0.is_empty() {
        return;
    }
    match site.store.web_game(id).await {
        Ok(Some(g)) => push(site, g.guild_id).await,
        Ok(None) => {}
        Err(e) => tracing::warn!("web: reading game {id} for its server's page: {e}"),
    }
}

/// Every watched server's list anew (after a gap in the change feed).
pub async fn changed_all(site: &Site) {
    let guilds: Vec<u64> = site.thumbs.0.iter().map(|e| *e.key()).collect();
    for guild in guilds {
        push(site, guild).await;
    }
}

async fn push(site: &Site, guild: u64) {
    let Some(watched) = site.thumbs.0.get(&guild).map(|w| w.clone()) else {
        return;
    };
    // The slug as it is now (a moderator may have changed it).
    let slug = match site.store.published_slug(guild).await {
        Ok(Some(slug)) => slug,
        Ok(None) => return,
        Err(e) => return tracing::warn!("web: reading server {guild}'s address: {e}"),
    };
    match current(site, &slug, guild).await {
        Ok(None) => {}
        Ok(Some(list)) => {
            let mut last = watched.last.lock().unwrap_or_else(|e| e.into_inner());
            if **last != *list {
                *last = Arc::clone(&list);
                let _ = watched.sender.send(list);
            }
        }
        Err(e) => tracing::warn!("web: reading server {guild}'s games in play: {e}"),
    }
}

/// A page's place among the server's watchers: counted while its stream
/// lives, and the server's channel freed when its last page goes.
struct Watching {
    site: Site,
    guild: u64,
    receiver: Option<broadcast::Receiver<Arc<str>>>,
}

impl Drop for Watching {
    fn drop(&mut self) {
        self.site.live.leave();
        drop(self.receiver.take());
        self.site
            .thumbs
            .0
            .remove_if(&self.guild, |_, w| w.sender.receiver_count() == 0);
    }
}

/// `/s/<slug>/live`: the server's games in play as they stand, then anew at
/// every change, for as long as the page is open.
pub async fn watch(State(site): State<Site>, Path(slug): Path<String>) -> Response {
    if !super::server::slug_shape(&slug) {
        return not_found();
    }
    let guild = match site.store.published_server(&slug).await {
        Ok(Some(guild)) => guild,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    if !site.live.enter() {
        return unavailable("too many live watchers");
    }
    let receiver = site
        .thumbs
        .0
        .entry(guild)
        .or_insert_with(|| Watched {
            sender: broadcast::channel(4).0,
            last: Arc::new(Mutex::new(Arc::from(""))),
        })
        .sender
        .subscribe();
    let guard = Watching {
        site: site.clone(),
        guild,
        receiver: Some(receiver),
    };
    // Read after subscribing: a change meanwhile is sent again, never lost.
    let first = match current(&site, &slug, guild).await {
        Ok(Some(list)) => list,
        Ok(None) => return unavailable("drawing the games in play failed"),
        Err(e) => return unavailable(e),
    };
    let stream =
        futures_util::stream::unfold((Some(first), guard), |(first, mut guard)| async move {
            if let Some(list) = first {
                return Some((Ok::<Event, Infallible>(event(&list)), (None, guard)));
            }
            let receiver = guard.receiver.as_mut()?;
            loop {
                match receiver.recv().await {
                    Ok(list) => return Some((Ok(event(&list)), (None, guard))),
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            }
        });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

fn event(list: &str) -> Event {
    Event::default().event("cards").data(list)
}
