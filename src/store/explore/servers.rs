//! Each server's index of its finished games, for the bot and the website
//! alike: built from the database on a server's first question (a page at a
//! time, off the async threads), brought up to date at every question (the
//! games that ended since are read and added; no rebuild), and dropped when
//! the server has been idle a while or the indexes together hold more than
//! their budget (the least recently asked go first; they rebuild on demand).
//!
//! Keeping up by reading rather than by being told means any process sees
//! every game as soon as it is written, whichever process wrote it (a site
//! run apart from the bot, several shards on PostgreSQL).
//!
//! A process holds one set, in its [`Store`]: the bot and the website beside
//! it share it. A build or catch-up runs in a task of its own, which stores
//! what it read whatever becomes of the question that started it (a web
//! client gone, a timeout), and a failed one keeps the index it had.

use crate::explore::in_play::{self, LiveGame};
use crate::explore::{ExampleOrder, GameResult, Index, IndexedGame};
use crate::game::{Action, Game, Variant};
use crate::store::{ExploredGame, PlayingGame, Store};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

/// Finished games read a page at a time when a server's index is built.
const PAGE: u32 = 5_000;
/// How far before the newest game indexed the games that ended are read
/// again at a question: a game written a little late (another process's
/// clock, a slow transaction) is still found. Games already in are skipped.
const OVERLAP_MS: i64 = 10 * 60 * 1000;
/// A server's indexes are dropped after this long without a question.
pub const IDLE: Duration = Duration::from_secs(30 * 60);
/// The indexes of every server together hold at most about this many bytes
/// (as [`Index::memory`] counts them), the one just asked excepted.
pub const BUDGET: usize = 256 << 20;

/// A server's indexes, one per variant.
type Indexes = HashMap<Variant, Index>;

/// A server's indexes as built, with what they were built from.
struct Built {
    indexes: Arc<RwLock<Indexes>>,
    /// Every finished game read (indexed or not: one played without the
    /// tournament rule, or whose moves don't read): compared with the
    /// database's count to know whether a game is missing.
    seen: HashSet<u64>,
    /// When the newest game read ended (milliseconds since 1970).
    newest_ms: i64,
}

#[derive(Default)]
struct Server {
    /// The lock orders a server's build and catch-ups.
    built: tokio::sync::Mutex<Option<Built>>,
    /// When it was last asked, and its indexes' bytes: for eviction.
    used: Mutex<(Option<Instant>, usize)>,
}

/// The servers' indexes (see the module).
pub struct ServerIndexes {
    servers: Mutex<HashMap<u64, Arc<Server>>>,
    idle: Duration,
    budget: usize,
    /// Builds from the start begun so far.
    builds: Arc<AtomicU64>,
}

impl std::fmt::Debug for ServerIndexes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServerIndexes")
            .field("held", &self.held())
            .field("builds", &self.builds())
            .finish()
    }
}

impl Default for ServerIndexes {
    fn default() -> Self {
        ServerIndexes::with_limits(IDLE, BUDGET)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl ServerIndexes {
    /// Indexes dropped after `idle` without a question, or, least recently
    /// asked first, while they hold more than `budget` bytes together.
    pub fn with_limits(idle: Duration, budget: usize) -> ServerIndexes {
        ServerIndexes {
            servers: Mutex::default(),
            idle,
            budget,
            builds: Arc::default(),
        }
    }

    /// How many times a build of a server's indexes from the start began (a
    /// catch-up adds to an index instead): for the logs and the tests.
    pub fn builds(&self) -> u64 {
        self.builds.load(Ordering::Relaxed)
    }

    /// The servers whose indexes are in memory, in no order.
    pub fn held(&self) -> Vec<u64> {
        lock(&self.servers).keys().copied().collect()
    }

    /// The bytes the indexes in memory hold, as [`Index::memory`] counts.
    pub fn memory(&self) -> usize {
        lock(&self.servers).values().map(|s| lock(&s.used).1).sum()
    }

    /// Runs `ask` on server `guild`'s index of `variant` (an empty one if no
    /// game of it finished there), with every game finished there so far,
    /// off the async threads.
    pub async fn with_server_index<T: Send + 'static>(
        &self,
        store: &Store,
        guild: u64,
        variant: Variant,
        ask: impl FnOnce(&Index) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let server = Arc::clone(lock(&self.servers).entry(guild).or_default());
        lock(&server.used).0 = Some(Instant::now());
        // In a task of its own: dropping the question halfway leaves the
        // work to finish and be kept.
        let refreshed = refresh(store.clone(), guild, server, Arc::clone(&self.builds));
        let indexes = tokio::spawn(refreshed)
            .await
            .map_err(|e| anyhow::anyhow!("bringing the explorer's index up to date: {e}"))??;
        self.evict(guild, Instant::now());
        tokio::task::spawn_blocking(move || {
            let indexes = indexes.read().unwrap_or_else(|e| e.into_inner());
            match indexes.get(&variant) {
                Some(index) => ask(index),
                None => ask(&Index::new(variant, ExampleOrder::Recent)),
            }
        })
        .await
        .map_err(|e| anyhow::anyhow!("asking the explorer's index: {e}"))
    }

    /// Drops the indexes of the servers idle too long, then the least
    /// recently asked while all hold more than the budget; never `asked`'s.
    fn evict(&self, asked: u64, now: Instant) {
        let mut servers = lock(&self.servers);
        let used: Vec<(u64, Option<Instant>, usize)> = servers
            .iter()
            .map(|(&g, s)| {
                let (at, bytes) = *lock(&s.used);
                (g, at, bytes)
            })
            .collect();
        for guild in to_evict(&used, asked, now, self.idle, self.budget) {
            servers.remove(&guild);
        }
    }
}

/// Which servers to drop (see [`ServerIndexes::evict`]), of `used`: each
/// server, when it was last asked and the bytes it holds.
fn to_evict(
    used: &[(u64, Option<Instant>, usize)],
    asked: u64,
    now: Instant,
    idle: Duration,
    budget: usize,
) -> Vec<u64> {
    let mut kept: Vec<(u64, Option<Instant>, usize)> = Vec::new();
    let mut dropped = Vec::new();
    for &(guild, at, bytes) in used {
        let stale = at.is_none_or(|at| now.saturating_duration_since(at) >= idle);
        if guild != asked && stale {
            dropped.push(guild);
        } else {
            kept.push((guild, at, bytes));
        }
    }
    let mut total: usize = kept.iter().map(|k| k.2).sum();
    kept.sort_by_key(|k| k.1);
    for &(guild, _, bytes) in &kept {
        if total <= budget {
            break;
        }
        if guild != asked {
            dropped.push(guild);
            total -= bytes;
        }
    }
    dropped
}

/// Brings server `guild`'s indexes up to date under its lock, keeps them in
/// the server's slot, and counts their bytes for eviction.
async fn refresh(
    store: Store,
    guild: u64,
    server: Arc<Server>,
    builds: Arc<AtomicU64>,
) -> anyhow::Result<Arc<RwLock<Indexes>>> {
    let mut slot = server.built.lock().await;
    up_to_date(&store, guild, &mut slot, &builds).await?;
    let built = slot.as_ref().expect("up to date, so built");
    let indexes = Arc::clone(&built.indexes);
    let bytes = indexes
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .values()
        .map(Index::memory)
        .sum();
    lock(&server.used).1 = bytes;
    Ok(indexes)
}

/// Brings `slot` up to every game finished in server `guild`: the games
/// that ended since added, or the whole built anew if there is none or it
/// can't be caught up. On an error the slot keeps what it had.
async fn up_to_date(
    store: &Store,
    guild: u64,
    slot: &mut Option<Built>,
    builds: &AtomicU64,
) -> anyhow::Result<()> {
    let Some(built) = slot.as_mut() else {
        builds.fetch_add(1, Ordering::Relaxed);
        *slot = Some(build(store, guild).await?);
        return Ok(());
    };
    let total = store.finished_count(guild).await?;
    if caught_up(built, total) {
        return Ok(());
    }
    let since = built.newest_ms.saturating_sub(OVERLAP_MS);
    let fresh: Vec<ExploredGame> = store
        .finished_since(guild, since)
        .await?
        .into_iter()
        .filter(|g| !built.seen.contains(&g.id))
        .collect();
    let indexes = Arc::clone(&built.indexes);
    let read = tokio::task::spawn_blocking(move || {
        let mut indexes = indexes.write().unwrap_or_else(|e| e.into_inner());
        add_page(&mut indexes, &fresh);
        fresh
    })
    .await
    .map_err(|e| anyhow::anyhow!("adding to the explorer's index: {e}"))?;
    note_read(built, &read, now_ms());
    if caught_up(built, total) {
        return Ok(());
    }
    // A game that ended long before it was written, or one that is no
    // longer finished: counted anew.
    builds.fetch_add(1, Ordering::Relaxed);
    *slot = Some(build(store, guild).await?);
    Ok(())
}

/// Whether `built` holds every game of the `total` counted. A game that
/// finished after the count but before the games were read is in `seen`
/// too: more than counted is caught up, not a reason to build anew.
fn caught_up(built: &Built, total: u64) -> bool {
    built.seen.len() as u64 >= total
}

fn now_ms() -> i64 {
    crate::store::millis(std::time::SystemTime::now())
}

/// Server `guild`'s indexes built from its finished games, a page at a time
/// (each added off the async threads: a server of a hundred thousand games
/// never sits in memory twice).
async fn build(store: &Store, guild: u64) -> anyhow::Result<Built> {
    let started = Instant::now();
    let mut built = Built {
        indexes: Arc::default(),
        seen: HashSet::new(),
        newest_ms: 0,
    };
    let mut indexes = Indexes::new();
    let mut after = 0;
    loop {
        let page = store.finished_page(guild, after, PAGE).await?;
        let Some(last) = page.last() else { break };
        after = last.id;
        let full = page.len() == PAGE as usize;
        let (grown, page) = tokio::task::spawn_blocking(move || {
            add_page(&mut indexes, &page);
            (indexes, page)
        })
        .await
        .map_err(|e| anyhow::anyhow!("building the explorer's index: {e}"))?;
        indexes = grown;
        note_read(&mut built, &page, now_ms());
        if !full {
            break;
        }
    }
    let count: usize = indexes.values().map(Index::games).sum();
    tracing::info!(
        guild,
        games = count,
        "the server's explorer index is built in {:?}",
        started.elapsed()
    );
    built.indexes = Arc::new(RwLock::new(indexes));
    Ok(built)
}

fn add_page(indexes: &mut Indexes, page: &[ExploredGame]) {
    for game in page.iter().filter_map(explored) {
        indexes
            .entry(game.variant)
            .or_insert_with(|| Index::new(game.variant, ExampleOrder::Recent))
            .add(&game);
    }
}

/// Notes the games of `page` as read. A game said to end after `now_ms`
/// (a process whose clock runs ahead) counts as ending now: else the games
/// read again at the next question would start after it and miss the new
/// ones, and every question would build anew until that time.
fn note_read(built: &mut Built, page: &[ExploredGame], now_ms: i64) {
    for g in page {
        built.seen.insert(g.id);
        built.newest_ms = built.newest_ms.max(g.ended_at_ms.min(now_ms));
    }
}

/// A finished game read for the explorer as the index takes it.
fn explored(g: &ExploredGame) -> Option<IndexedGame> {
    indexed_from(
        g.id,
        g.variant.parse().ok()?,
        g.tournament_rule,
        &g.moves,
        &g.result,
        [g.white_name.as_str(), g.black_name.as_str()],
        g.ended_at_ms.max(0) as u64,
    )
}

fn indexed_from(
    number: u64,
    variant: Variant,
    tournament_rule: bool,
    moves: &[String],
    result: &str,
    names: [&str; 2],
    ended_at: u64,
) -> Option<IndexedGame> {
    let result = match result {
        "white_wins" => GameResult::WhiteWins,
        "black_wins" => GameResult::BlackWins,
        "draw" => GameResult::Draw,
        _ => return None,
    };
    let actions = moves
        .iter()
        .map(|m| m.parse().ok())
        .collect::<Option<Vec<Action>>>()?;
    Some(IndexedGame {
        number,
        variant,
        tournament_rule,
        actions,
        result,
        ratings: [None, None],
        players: names.map(Into::into),
        ended_at,
    })
}

/// A game being played anywhere in the database whose position the
/// position after `actions` (in a new game of `variant`) is, or is just
/// past (see [`in_play`]): showing it would help its players. `None` if
/// there is none.
pub async fn game_in_play(
    store: &Store,
    variant: Variant,
    actions: &[Action],
) -> anyhow::Result<Option<u64>> {
    let playing = store.playing_everywhere().await?;
    if playing.is_empty() {
        return Ok(None);
    }
    let actions = actions.to_vec();
    // Every game in play replayed and compared: off the async threads.
    tokio::task::spawn_blocking(move || {
        let view = crate::explore::report::position(variant, &actions);
        let live: Vec<LiveGame> = playing.iter().filter_map(live_game).collect();
        in_play::kept_back_by(&view, &live)
    })
    .await
    .map_err(|e| anyhow::anyhow!("checking the games in play: {e}"))
}

/// A game in play as the check reads it, by its own variant's rules; `None`
/// if its moves don't replay.
fn live_game(g: &PlayingGame) -> Option<LiveGame> {
    let variant: Variant = g.variant.parse().ok()?;
    let moves = g
        .moves
        .iter()
        .map(|m| m.parse().ok())
        .collect::<Option<Vec<Action>>>()?;
    let game = Game::from_actions(variant, g.tournament_rule, &moves).ok()?;
    Some(LiveGame::new(g.id, game))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_that_ends_between_the_count_and_the_reading_is_no_reason_to_rebuild() {
        let built = Built {
            indexes: Arc::default(),
            seen: HashSet::from([1, 2, 3]),
            newest_ms: 0,
        };
        assert!(caught_up(&built, 3));
        assert!(caught_up(&built, 2), "game 3 ended after the count");
        assert!(!caught_up(&built, 4));
    }

    #[test]
    fn idle_servers_go_then_the_least_recently_asked_over_the_budget() {
        let now = Instant::now();
        let ago = |s: u64| Some(now - Duration::from_secs(s));
        let hour = Duration::from_secs(3600);
        // Idle for two hours: dropped; the one asked never is.
        let used = [(1, ago(7200), 10), (2, ago(60), 10), (3, ago(7200), 10)];
        let mut dropped = to_evict(&used, 3, now, hour, 1_000);
        dropped.sort();
        assert_eq!(dropped, vec![1]);
        // Over the budget: the least recently asked first, until under it.
        let used = [
            (1, ago(50), 400),
            (2, ago(40), 400),
            (3, ago(30), 400),
            (4, ago(0), 400),
        ];
        assert_eq!(to_evict(&used, 4, now, hour, 900), vec![1, 2]);
        // The one asked stays even alone over the budget.
        assert!(to_evict(&[(4, ago(0), 5_000)], 4, now, hour, 900).is_empty());
        // Under the budget and recently asked: nothing goes.
        assert!(to_evict(&used, 4, now, hour, 10_000).is_empty());
    }
}
