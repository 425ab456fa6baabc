//! Live games: a page of a game in play listens (server-sent events) and is
//! sent the changing part of the page after every write of the game.
//!
//! One task per process follows the store's change feed (in-process on
//! SQLite, LISTEN/NOTIFY on PostgreSQL). A change of a game somebody
//! watches is read and drawn once, and the same text goes to every watcher
//! through a broadcast channel: a thousand watchers cost one read and one
//! drawing per move, not a thousand.

use super::game::View;
use super::http::unavailable;
use super::Site;
use crate::store::GameChange;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use dashmap::DashMap;
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use tokio::sync::broadcast;

/// Updates a slow watcher may fall behind by: it then gets the newest only
/// (each update is the whole changing part of the page).
const BACKLOG: usize = 4;

#[derive(Default)]
pub struct Live {
    /// The games watched, each with the channel to its watchers and the
    /// version last sent (a change heard twice is sent once).
    games: DashMap<u64, Watched>,
    watchers: AtomicUsize,
}

impl Live {
    /// How many pages follow a game live.
    pub fn watchers(&self) -> usize {
        self.watchers.load(Ordering::Relaxed)
    }
}

#[derive(Clone)]
struct Watched {
    sender: broadcast::Sender<Arc<str>>,
    sent: Arc<std::sync::atomic::AtomicU64>,
}

/// Follows the store's changes for as long as the process runs (this
/// process's own from `changes`, taken when the site was made).
pub async fn follow(site: Site, changes: broadcast::Receiver<u64>) {
    let mut first = Some(changes);
    loop {
        // After a failure, a new subscription: what it missed is looked at
        // below.
        let changes = first.take().unwrap_or_else(|| site.store.local_changes());
        let mut feed = match site.store.change_feed(changes).await {
            Ok(feed) => feed,
            Err(e) => {
                tracing::warn!("web: can't follow game changes yet: {e}");
                tokio::time::sleep(Duration::from_secs(5)).await;
                continue;
            }
        };
        // What changed while the feed was being set up (another process's
        // move before LISTEN) is looked at once now.
        push_all(&site).await;
        while let Some(change) = feed.next().await {
            match change {
                GameChange::Game(id) => push(&site, id).await,
                GameChange::Missed => push_all(&site).await,
            }
        }
    }
}

async fn push_all(site: &Site) {
    let ids: Vec<u64> = site.live.games.iter().map(|e| *e.key()).collect();
    for id in ids {
        push(site, id).await;
    }
}

/// The changing part of game `id`'s page as it stands, with the game's
/// version, if it has a page.
async fn current(
    site: &Site,
    id: u64,
) -> Result<Option<(Arc<str>, u64)>, crate::store::StoreError> {
    let Some(g) = site.store.web_game(id).await? else {
        return Ok(None);
    };
    Ok(View::of(&g, None).map(|v| {
        (
            Arc::from(v.game_part(SystemTime::now()).into_string()),
            g.version,
        )
    }))
}

/// Sends game `id` as it stands now to its watchers, if it has any and it
/// changed since it was last sent.
async fn push(site: &Site, id: u64) {
    let Some(watched) = site.live.games.get(&id).map(|w| w.clone()) else {
        return;
    };
    if watched.sender.receiver_count() == 0 {
        site.live
            .games
            .remove_if(&id, |_, w| w.sender.receiver_count() == 0);
        return;
    }
    match current(site, id).await {
        Ok(Some((part, version))) => {
            // Versions only grow: one already sent (or older) is not sent.
            if watched.sent.fetch_max(version, Ordering::Relaxed) < version {
                let _ = watched.sender.send(part);
            }
        }
        Ok(None) => {}
        Err(e) => tracing::warn!("web: reading game {id} for its watchers: {e}"),
    }
}

/// Counts a watcher while its stream lives.
struct Watching {
    site: Site,
}

impl Drop for Watching {
    fn drop(&mut self) {
        // The game's channel, once nobody listens, goes at its next
        // change (see `push`).
        self.site.live.watchers.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The event stream of game `id`: the game as it stands first (a move may
/// have come between the page and this), then every change.
pub async fn watch(site: &Site, id: u64) -> Response {
    let (first, version) = match current(site, id).await {
        Ok(Some(current)) => current,
        Ok(None) => return super::http::not_found(),
        Err(e) => return unavailable(e),
    };
    let receiver = {
        let watched = site.live.games.entry(id).or_insert_with(|| Watched {
            sender: broadcast::channel(BACKLOG).0,
            sent: Arc::default(),
        });
        watched.sent.fetch_max(version, Ordering::Relaxed);
        watched.sender.subscribe()
    };
    site.live.watchers.fetch_add(1, Ordering::Relaxed);
    let guard = Watching { site: site.clone() };
    let stream = futures_util::stream::unfold(
        (Some(first), receiver, guard),
        |(first, mut receiver, guard)| async move {
            if let Some(part) = first {
                return Some((
                    Ok::<Event, Infallible>(event(&part)),
                    (None, receiver, guard),
                ));
            }
            loop {
                match receiver.recv().await {
                    Ok(part) => return Some((Ok(event(&part)), (None, receiver, guard))),
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            }
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

fn event(part: &str) -> Event {
    Event::default().event("game").data(part)
}
