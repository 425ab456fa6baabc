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
    /// How many pages follow a game (or a server's games) live.
    pub fn watchers(&self) -> usize {
        self.watchers.load(Ordering::Relaxed)
    }

    /// Counts one more live page, unless there are too many already.
    pub(super) fn enter(&self) -> bool {
        let entered = self
            .watchers
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                (n < MAX_WATCHERS).then_some(n + 1)
            });
        entered.is_ok()
    }

    /// A live page went.
    pub(super) fn leave(&self) {
        self.watchers.fetch_sub(1, Ordering::Relaxed);
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
        site.cache.forget_all();
        push_all(&site).await;
        super::thumbs::changed_all(&site).await;
        while let Some(change) = feed.next().await {
            match change {
                GameChange::Game(id) => {
                    // A finished game changes too (analysed): its kept
                    // pages go.
                    site.cache.forget(id);
                    push(&site, id).await;
                    super::thumbs::changed(&site, id).await;
                }
                GameChange::Missed => {
                    site.cache.forget_all();
                    push_all(&site).await;
                    super::thumbs::changed_all(&site).await;
                }
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
/// version and whether it is still played, if it has a page. Drawn off the
/// async threads.
async fn current(
    site: &Site,
    id: u64,
) -> Result<Option<(Arc<str>, u64, bool)>, crate::store::StoreError> {
    let Some(g) = site.store.web_game(id).await? else {
        return Ok(None);
    };
    let (version, playing) = (g.version, g.state == crate::store::WebState::Playing);
    let part = tokio::task::spawn_blocking(move || {
        View::of(&g, None).map(|v| Arc::<str>::from(v.game_part(SystemTime::now()).into_string()))
    })
    .await
    .ok()
    .flatten();
    Ok(part.map(|part| (part, version, playing)))
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
        Ok(Some((part, version, _))) => {
            // Versions only grow: one already sent (or older) is not sent.
            if watched.sent.fetch_max(version, Ordering::Relaxed) < version {
                let _ = watched.sender.send(part);
            }
        }
        Ok(None) => {}
        Err(e) => tracing::warn!("web: reading game {id} for its watchers: {e}"),
    }
}

/// The most pages that may follow games live at once, in one process.
const MAX_WATCHERS: usize = 20_000;

/// A watcher's place: counted while its stream lives, and the game's
/// channel freed when its last watcher goes.
struct Watching {
    site: Site,
    id: u64,
    receiver: Option<broadcast::Receiver<Arc<str>>>,
}

impl Drop for Watching {
    fn drop(&mut self) {
        self.site.live.leave();
        drop(self.receiver.take());
        self.site
            .live
            .games
            .remove_if(&self.id, |_, w| w.sender.receiver_count() == 0);
    }
}

/// The event stream of game `id` while it is played: the game as it stands
/// first (read after subscribing, so a move made meanwhile is not missed),
/// then every change; the stream ends once the game's end is sent. A game
/// not in play answers 204, which tells the browser not to come back.
pub async fn watch(site: &Site, id: u64) -> Response {
    if !site.live.enter() {
        return unavailable("too many live watchers");
    }
    let receiver = site
        .live
        .games
        .entry(id)
        .or_insert_with(|| Watched {
            sender: broadcast::channel(BACKLOG).0,
            sent: Arc::default(),
        })
        .sender
        .subscribe();
    let guard = Watching {
        site: site.clone(),
        id,
        receiver: Some(receiver),
    };
    let (first, playing) = match current(site, id).await {
        Ok(Some((part, version, playing))) => {
            if let Some(w) = site.live.games.get(&id) {
                w.sent.fetch_max(version, Ordering::Relaxed);
            }
            (part, playing)
        }
        Ok(None) => return super::http::not_found(),
        Err(e) => return unavailable(e),
    };
    if !playing {
        return axum::http::StatusCode::NO_CONTENT.into_response();
    }
    let stream = futures_util::stream::unfold(
        (Some(first), guard, false),
        |(first, mut guard, ended)| async move {
            if ended {
                return None;
            }
            if let Some(part) = first {
                return Some((Ok::<Event, Infallible>(event(&part)), (None, guard, false)));
            }
            let receiver = guard.receiver.as_mut()?;
            loop {
                match receiver.recv().await {
                    Ok(part) => {
                        // A game over has no clock: its last part is sent,
                        // then the stream ends.
                        let over = !part.contains("class=\"clock\"");
                        return Some((Ok(event(&part)), (None, guard, over)));
                    }
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
