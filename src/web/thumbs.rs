//! A published server's games in play as small live boards: the server
//! page lists them, and while it is open it listens (server-sent events,
//! `/s/<slug>/live`) and is sent the list anew whenever one of the server's
//! games is written: a move, a game starting or ending. As for a game's
//! page, the list is read and drawn once per change, however many pages
//! watch it.

use super::http::{busy, client, not_found, unavailable};
use super::live::{Seat, PER_WATCHED};
use super::Site;
use crate::render::svg::thumbnail_svg;
use crate::store::{StoreError, WebGame};
use axum::extract::{Path, State};
use axum::http::{Extensions, HeaderMap};
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

/// Servers whose page is open somewhere, by server and the slug the pages
/// were let in under, each with the channel to its pages and the list last
/// sent (a change that leaves it as it was is not sent). A slug that no
/// longer names its server ends its pages: the cards never carry another.
#[derive(Default)]
pub struct Servers(DashMap<(u64, String), Watched>);

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
    let mut guilds: Vec<u64> = site.thumbs.0.iter().map(|e| e.key().0).collect();
    guilds.sort_unstable();
    guilds.dedup();
    for guild in guilds {
        push(site, guild).await;
    }
}

/// Ends the pages of every server whose slug is no longer the one they
/// were let in under (see `live::recheck`).
pub(super) async fn recheck(site: &Site) {
    let keys: Vec<(u64, String)> = site.thumbs.0.iter().map(|e| e.key().clone()).collect();
    for (guild, slug) in keys {
        match site.store.published_slug(guild).await {
            Ok(now) if now.as_deref() != Some(slug.as_str()) => {
                site.thumbs.0.remove(&(guild, slug));
            }
            Ok(_) => {}
            Err(e) => tracing::warn!("web: checking server {guild}'s address again: {e}"),
        }
    }
}

async fn push(site: &Site, guild: u64) {
    let watched: Vec<((u64, String), Watched)> = site
        .thumbs
        .0
        .iter()
        .filter(|e| e.key().0 == guild)
        .map(|e| (e.key().clone(), e.value().clone()))
        .collect();
    if watched.is_empty() {
        return;
    }
    // The slug as it is now: pages let in under another (a moderator
    // unpublished or moved it) are ended, never sent the new one.
    let slug = match site.store.published_slug(guild).await {
        Ok(slug) => slug,
        Err(e) => return tracing::warn!("web: reading server {guild}'s address: {e}"),
    };
    for (key, watched) in watched {
        if slug.as_deref() != Some(key.1.as_str()) {
            site.thumbs.0.remove(&key);
            continue;
        }
        match current(site, &key.1, guild).await {
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
}

/// A page's place among the server's watchers: counted while its stream
/// lives, and the server's channel freed when its last page goes.
struct Watching {
    _seat: Seat,
    site: Site,
    key: (u64, String),
    receiver: Option<broadcast::Receiver<Arc<str>>>,
}

impl Drop for Watching {
    fn drop(&mut self) {
        drop(self.receiver.take());
        self.site
            .thumbs
            .0
            .remove_if(&self.key, |_, w| w.sender.receiver_count() == 0);
    }
}

/// `/s/<slug>/live`: the server's games in play as they stand, then anew at
/// every change, for as long as the page is open and the slug still names
/// the server.
pub async fn watch(
    State(site): State<Site>,
    Path(slug): Path<String>,
    headers: HeaderMap,
    extensions: Extensions,
) -> Response {
    if !super::server::slug_shape(&slug) {
        return not_found();
    }
    let guild = match site.store.published_server(&slug).await {
        Ok(Some(guild)) => guild,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let seat = match site.live.enter(client(&headers, &extensions)) {
        Ok(seat) => seat,
        Err(refused) => return refused.into_response(),
    };
    let key = (guild, slug.clone());
    let receiver = {
        let watched = site.thumbs.0.entry(key.clone()).or_insert_with(|| Watched {
            sender: broadcast::channel(4).0,
            last: Arc::new(Mutex::new(Arc::from(""))),
        });
        if watched.sender.receiver_count() >= PER_WATCHED {
            return busy("too many live pages of one server");
        }
        watched.sender.subscribe()
    };
    let guard = Watching {
        _seat: seat,
        site: site.clone(),
        key,
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
