//! Live games: a page of a game in play listens (server-sent events) and is
//! sent the changing part of the page after every write of the game.
//!
//! One task per process follows the store's change feed (in-process on
//! SQLite, LISTEN/NOTIFY on PostgreSQL). A change of a game somebody
//! watches is read and drawn once, and the same text goes to every watcher
//! through a broadcast channel: a thousand watchers cost one read and one
//! drawing per move, not a thousand.

use super::game::View;
use super::http::{busy, too_many, unavailable};
use super::Site;
use crate::store::GameChange;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use dashmap::DashMap;
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};
use tokio::sync::broadcast;

/// Updates a slow watcher may fall behind by: it then gets the newest only
/// (each update is the whole changing part of the page).
const BACKLOG: usize = 4;

/// How often every live page let in under a server's slug is checked
/// again (besides at every update): an unpublished server's pages stop
/// within this, even if none of its games moves.
const RECHECK: Duration = Duration::from_secs(5);

/// Live pages one client (one address) may have open at once: plenty for
/// a person's tabs, far from the process's file descriptors.
pub(super) const PER_CLIENT: usize = 16;
/// Live pages of one game, or of one server's games in play.
pub(super) const PER_WATCHED: usize = 2_000;

/// What a live page was let in under, checked again at every update: a
/// game's link (the operator's `web_links`, fixed for the process), or a
/// published server's slug, which must still name the same server.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Access {
    Link,
    Server { slug: String, guild: u64 },
}

impl Access {
    /// Whether the page may still be seen (a database failure keeps it:
    /// the next check decides).
    pub(super) async fn holds(&self, site: &Site) -> bool {
        match self {
            Access::Link => site.options.links,
            Access::Server { slug, guild } => match site.store.published_server(slug).await {
                Ok(now) => now == Some(*guild),
                Err(e) => {
                    tracing::warn!("web: checking server {guild}'s address again: {e}");
                    true
                }
            },
        }
    }
}

pub struct Live {
    /// The games watched, by game and what their watchers were let in
    /// under, each with the channel to its watchers and the version last
    /// sent (a change heard twice is sent once).
    games: DashMap<(u64, Access), Watched>,
    watchers: AtomicUsize,
    /// Live pages open, by client.
    clients: DashMap<IpAddr, usize>,
    /// The most live pages at once, in this process (below its limit of
    /// open files).
    max: usize,
    /// Whether the change feed is up, and when it last gave a sign of life.
    following: AtomicBool,
    heard: AtomicU64,
    started: Instant,
}

impl Default for Live {
    fn default() -> Live {
        Live {
            games: DashMap::default(),
            watchers: AtomicUsize::default(),
            clients: DashMap::default(),
            max: max_watchers(open_files_limit()),
            // Up until found otherwise: the feed is being set up.
            following: AtomicBool::new(true),
            heard: AtomicU64::default(),
            started: Instant::now(),
        }
    }
}

/// The process's soft limit of open files, where the system tells it.
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

/// Live pages allowed at once: at most 20,000, and at most half the open
/// files (the rest for the bot: Discord, the database, the site's other
/// pages).
fn max_watchers(open_files: Option<u64>) -> usize {
    let cap = 20_000;
    open_files.map_or(cap, |n| cap.min(usize::try_from(n / 2).unwrap_or(cap)))
}

/// Why a live page was refused.
pub(super) enum Refused {
    /// Its client has its share open already.
    Client,
    /// The process has as many as it may.
    Full,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        match self {
            Refused::Client => too_many("live pages"),
            Refused::Full => busy("too many live pages"),
        }
    }
}

/// A live page's place: counted (in all and for its client) while it
/// lives.
pub(super) struct Seat {
    live: Arc<Live>,
    client: Option<IpAddr>,
}

impl Drop for Seat {
    fn drop(&mut self) {
        self.live.watchers.fetch_sub(1, Ordering::Relaxed);
        if let Some(client) = self.client {
            self.live.clients.remove_if_mut(&client, |_, n| {
                *n = n.saturating_sub(1);
                *n == 0
            });
        }
    }
}

impl Live {
    /// How many pages follow a game (or a server's games) live.
    pub fn watchers(&self) -> usize {
        self.watchers.load(Ordering::Relaxed)
    }

    /// One more live page for `client`, unless it has its share open
    /// already (429) or the process has too many (503).
    pub(super) fn enter(self: &Arc<Live>, client: Option<IpAddr>) -> Result<Seat, Refused> {
        if let Some(client) = client {
            // The map's entry is let go before the seat could drop.
            let mut n = self.clients.entry(client).or_insert(0);
            if *n >= PER_CLIENT {
                return Err(Refused::Client);
            }
            *n += 1;
            drop(n);
        }
        let seat = Seat {
            live: Arc::clone(self),
            client,
        };
        // Counted first, so that dropping the seat undoes both.
        if self.watchers.fetch_add(1, Ordering::Relaxed) >= self.max {
            return Err(Refused::Full);
        }
        Ok(seat)
    }

    /// Whether the change feed is up and gave a sign of life lately (see
    /// `store::FEED_CHECK`): else live pages hear nothing.
    pub fn following(&self) -> bool {
        let heard = Duration::from_millis(self.heard.load(Ordering::Relaxed));
        self.following.load(Ordering::Relaxed)
            && self.started.elapsed().saturating_sub(heard) < crate::store::FEED_CHECK * 3
    }

    fn heard_now(&self) {
        let now = u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.heard.store(now, Ordering::Relaxed);
        self.following.store(true, Ordering::Relaxed);
    }
}

#[derive(Clone)]
struct Watched {
    /// Each update with the game's version it shows.
    sender: broadcast::Sender<(u64, Arc<str>)>,
    sent: Arc<AtomicU64>,
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
                site.live.following.store(false, Ordering::Relaxed);
                tracing::warn!("web: can't follow game changes yet: {e}");
                tokio::time::sleep(Duration::from_secs(5)).await;
                continue;
            }
        };
        site.live.heard_now();
        // What changed while the feed was being set up (another process's
        // move before LISTEN) is looked at once now.
        site.cache.forget_all();
        push_all(&site).await;
        super::thumbs::changed_all(&site).await;
        while let Some(change) = feed.next().await {
            site.live.heard_now();
            match change {
                GameChange::Game(id) => {
                    // A finished game changes too (analysed, rerated):
                    // its kept pages go.
                    site.cache.forget(id);
                    push(&site, id).await;
                    super::thumbs::changed(&site, id).await;
                }
                GameChange::Missed => {
                    site.cache.forget_all();
                    push_all(&site).await;
                    super::thumbs::changed_all(&site).await;
                }
                GameChange::Quiet => {}
            }
        }
        site.live.following.store(false, Ordering::Relaxed);
        tracing::warn!("web: the feed of game changes was lost: following it again");
    }
}

/// Checks every few seconds that each live page let in under a server's
/// slug may still be seen, and ends those that may not.
pub async fn recheck(site: Site) {
    let mut ticks = tokio::time::interval(RECHECK);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let keys: Vec<(u64, Access)> = site.live.games.iter().map(|e| e.key().clone()).collect();
        let mut checked: HashMap<Access, bool> = HashMap::new();
        for key in keys {
            if matches!(key.1, Access::Link) {
                continue;
            }
            let holds = match checked.get(&key.1) {
                Some(&holds) => holds,
                None => {
                    let holds = key.1.holds(&site).await;
                    checked.insert(key.1.clone(), holds);
                    holds
                }
            };
            if !holds {
                // Its sender dropped: every stream of it ends.
                site.live.games.remove(&key);
            }
        }
        super::thumbs::recheck(&site).await;
    }
}

async fn push_all(site: &Site) {
    let mut ids: Vec<u64> = site.live.games.iter().map(|e| e.key().0).collect();
    ids.sort_unstable();
    ids.dedup();
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
/// changed since it was last sent; watchers whose server was unpublished
/// (or whose slug moved) meanwhile are ended instead.
async fn push(site: &Site, id: u64) {
    let watched: Vec<((u64, Access), Watched)> = site
        .live
        .games
        .iter()
        .filter(|e| e.key().0 == id)
        .map(|e| (e.key().clone(), e.value().clone()))
        .collect();
    let mut listened = Vec::new();
    for (key, w) in watched {
        if w.sender.receiver_count() == 0 {
            site.live
                .games
                .remove_if(&key, |_, w| w.sender.receiver_count() == 0);
        } else {
            listened.push((key, w));
        }
    }
    if listened.is_empty() {
        return;
    }
    let (part, version) = match current(site, id).await {
        Ok(Some((part, version, _))) => (part, version),
        Ok(None) => return,
        Err(e) => return tracing::warn!("web: reading game {id} for its watchers: {e}"),
    };
    for (key, w) in listened {
        if !key.1.holds(site).await {
            site.live.games.remove(&key);
            continue;
        }
        // Versions only grow: one already sent (or older) is not sent.
        // Only this moves the mark: a page's own first read does not.
        if w.sent.fetch_max(version, Ordering::Relaxed) < version {
            let _ = w.sender.send((version, Arc::clone(&part)));
        }
    }
}

/// A watcher's place: counted while its stream lives, and the game's
/// channel freed when its last watcher goes.
struct Watching {
    _seat: Seat,
    site: Site,
    key: (u64, Access),
    receiver: Option<broadcast::Receiver<(u64, Arc<str>)>>,
}

impl Drop for Watching {
    fn drop(&mut self) {
        drop(self.receiver.take());
        self.site
            .live
            .games
            .remove_if(&self.key, |_, w| w.sender.receiver_count() == 0);
    }
}

/// The event stream of game `id` while it is played, for a page let in
/// under `access` by `client`: the game as it stands first (read after
/// subscribing, so a move made meanwhile is not missed), then every
/// change; the stream ends once the game's end is sent, or when `access`
/// no longer holds. A game not in play answers 204, which tells the
/// browser not to come back.
pub(super) async fn watch(
    site: &Site,
    id: u64,
    access: Access,
    client: Option<IpAddr>,
) -> Response {
    let seat = match site.live.enter(client) {
        Ok(seat) => seat,
        Err(refused) => return refused.into_response(),
    };
    let key = (id, access);
    let receiver = {
        let watched = site
            .live
            .games
            .entry(key.clone())
            .or_insert_with(|| Watched {
                sender: broadcast::channel(BACKLOG).0,
                sent: Arc::default(),
            });
        if watched.sender.receiver_count() >= PER_WATCHED {
            return busy("too many live pages of one game");
        }
        watched.sender.subscribe()
    };
    let guard = Watching {
        _seat: seat,
        site: site.clone(),
        key,
        receiver: Some(receiver),
    };
    // This page's own read: it doesn't touch the version last sent to
    // the others (a move it sees first is still sent to them); it skips
    // the updates of that version or older itself.
    let (first, seen, playing) = match current(site, id).await {
        Ok(Some((part, version, playing))) => (part, version, playing),
        Ok(None) => return super::http::not_found(),
        Err(e) => return unavailable(e),
    };
    if !playing {
        return axum::http::StatusCode::NO_CONTENT.into_response();
    }
    let stream = futures_util::stream::unfold(
        (Some(first), guard, false),
        move |(first, mut guard, ended)| async move {
            if ended {
                return None;
            }
            if let Some(part) = first {
                return Some((Ok::<Event, Infallible>(event(&part)), (None, guard, false)));
            }
            let receiver = guard.receiver.as_mut()?;
            loop {
                match receiver.recv().await {
                    Ok((version, _)) if version <= seen => continue,
                    Ok((_, part)) => {
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
