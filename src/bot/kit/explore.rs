//! The opening explorer's shared state: the views open in private replies
//! (whose menus and buttons name them), and each server's index of its
//! finished games, built from the database on the first question and kept
//! current as games finish ([`Explorer::game_over`], called where a finished
//! game leaves memory).

use crate::explore::report::Source;
use crate::explore::{fold, ExampleOrder, GameResult, Index, IndexedGame};
use crate::game::{Action, Game, Variant};
use crate::store::{Finished, GameInGuild, Store};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant, UNIX_EPOCH};

/// The explorer's menu and buttons: `explore:<view>:<go|back|start|share>`.
pub const EXPLORE: &str = "explore:";

/// How long a view answers its buttons after its last use.
pub const VIEW_LIFETIME: Duration = Duration::from_secs(3600);
/// Views remembered at most: the oldest go first.
const MAX_VIEWS: usize = 10_000;
/// How long a question waits for the games that just finished to be added.
const SETTLE: Duration = Duration::from_secs(2);

/// One user's explorer: where it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    pub owner: u64,
    pub guild: u64,
    pub variant: Variant,
    pub source: Source,
    /// The moves from the start to the position shown.
    pub actions: Vec<Action>,
    /// Said above the position while it is the one the view opened on
    /// (where `game:#N` left the known games).
    pub note: Option<String>,
}

impl View {
    /// The position shown.
    pub fn game(&self) -> Game {
        let mut game = Game::of(self.variant, true);
        for &a in &self.actions {
            if game.act(a).is_err() {
                break;
            }
        }
        game
    }
}

/// A server's indexes, one per variant.
type Indexes = HashMap<Variant, Index>;

#[derive(Default)]
struct Server {
    /// Built on the first question; the lock orders a build before the
    /// games that finish meanwhile.
    indexes: tokio::sync::Mutex<Option<Arc<RwLock<Indexes>>>>,
}

#[derive(Default)]
pub struct Explorer {
    views: Mutex<HashMap<u64, (View, Instant)>>,
    next_view: AtomicU64,
    servers: Mutex<HashMap<u64, Arc<Server>>>,
    /// Finished games being added to their server's index.
    adding: AtomicUsize,
    added: tokio::sync::Notify,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Explorer {
    /// The explorer, with the strong games' index built off the async
    /// threads right away (a question would otherwise wait for it).
    pub fn new() -> Explorer {
        std::thread::spawn(|| {
            let started = Instant::now();
            let index = crate::explore::strong::index();
            tracing::info!(
                games = index.games(),
                positions = index.positions(),
                "the strong games' index is built in {:?}",
                started.elapsed()
            );
        });
        Explorer::default()
    }

    /// Remembers a new view; its number.
    pub fn open(&self, view: View) -> u64 {
        let now = Instant::now();
        let mut views = lock(&self.views);
        views.retain(|_, (_, at)| now.duration_since(*at) < VIEW_LIFETIME);
        if views.len() >= MAX_VIEWS {
            if let Some(oldest) = views.iter().min_by_key(|(_, (_, at))| *at).map(|(&k, _)| k) {
                views.remove(&oldest);
            }
        }
        let base = crate::store::millis(std::time::SystemTime::now()) as u64;
        let _ = self
            .next_view
            .compare_exchange(0, base, Ordering::Relaxed, Ordering::Relaxed);
        let id = self.next_view.fetch_add(1, Ordering::Relaxed);
        views.insert(id, (view, now));
        id
    }

    /// View `id`, if it is still live.
    pub fn view(&self, id: u64) -> Option<View> {
        lock(&self.views)
            .get(&id)
            .filter(|(_, at)| at.elapsed() < VIEW_LIFETIME)
            .map(|(v, _)| v.clone())
    }

    /// Moves view `id` on.
    pub fn set(&self, id: u64, view: View) {
        lock(&self.views).insert(id, (view, Instant::now()));
    }

    /// A game left memory finished (its result written): if its server's
    /// index is built, the game is added to it. Called without waiting; a
    /// question asked meanwhile waits for it (see [`Explorer::settle`]).
    pub fn game_over(self: &Arc<Self>, store: &Store, id: u64) {
        if lock(&self.servers).is_empty() {
            return;
        }
        self.adding.fetch_add(1, Ordering::SeqCst);
        let (me, store) = (Arc::clone(self), store.clone());
        tokio::spawn(async move {
            if let Err(e) = me.add_finished(&store, id).await {
                tracing::warn!(
                    game = id,
                    "adding a finished game to the explorer failed: {e}"
                );
            }
            me.adding.fetch_sub(1, Ordering::SeqCst);
            me.added.notify_waiters();
        });
    }

    async fn add_finished(&self, store: &Store, id: u64) -> Result<(), crate::store::StoreError> {
        let Some(guild) = store.guild_of_game(id).await? else {
            return Ok(());
        };
        let Some(server) = lock(&self.servers).get(&guild).cloned() else {
            return Ok(());
        };
        let GameInGuild::Finished(finished) = store.game_in_guild(id, guild).await? else {
            return Ok(());
        };
        let Some(game) = indexed(&finished) else {
            return Ok(());
        };
        let built = server.indexes.lock().await.clone();
        if let Some(indexes) = built {
            let mut indexes = indexes.write().unwrap_or_else(|e| e.into_inner());
            indexes
                .entry(game.variant)
                .or_insert_with(|| Index::new(game.variant, ExampleOrder::Recent))
                .add(&game);
        }
        Ok(())
    }

    /// Waits (a little at most) for the games that just finished to be in
    /// their index.
    async fn settle(&self) {
        let deadline = tokio::time::Instant::now() + SETTLE;
        loop {
            let added = self.added.notified();
            if self.adding.load(Ordering::SeqCst) == 0 {
                return;
            }
            if tokio::time::timeout_at(deadline, added).await.is_err() {
                return;
            }
        }
    }

    /// Server `guild`'s indexes: built from its finished games on the first
    /// question (off the async threads), then kept.
    async fn indexes(
        &self,
        store: &Store,
        guild: u64,
    ) -> Result<Arc<RwLock<Indexes>>, crate::store::StoreError> {
        self.settle().await;
        let server = Arc::clone(lock(&self.servers).entry(guild).or_default());
        let mut slot = server.indexes.lock().await;
        if let Some(built) = &*slot {
            return Ok(Arc::clone(built));
        }
        let started = Instant::now();
        let games = store.history(guild, None, u32::MAX).await?;
        let read = started.elapsed();
        let indexes = tokio::task::spawn_blocking(move || server_indexes(&games))
            .await
            .unwrap_or_default();
        let count: usize = indexes.values().map(Index::games).sum();
        tracing::info!(
            guild,
            games = count,
            "the server's explorer index is built (read in {read:?}, {:?} in all)",
            started.elapsed()
        );
        let built = Arc::new(RwLock::new(indexes));
        *slot = Some(Arc::clone(&built));
        Ok(built)
    }

    /// Runs `ask` on server `guild`'s index of `variant` (an empty one if
    /// no game of it finished there).
    pub async fn with_server_index<T>(
        &self,
        store: &Store,
        guild: u64,
        variant: Variant,
        ask: impl FnOnce(&Index) -> T,
    ) -> Result<T, crate::store::StoreError> {
        let indexes = self.indexes(store, guild).await?;
        let indexes = indexes.read().unwrap_or_else(|e| e.into_inner());
        Ok(match indexes.get(&variant) {
            Some(index) => ask(index),
            None => ask(&Index::new(variant, ExampleOrder::Recent)),
        })
    }
}

/// A server's finished games as the indexes take them, oldest first.
fn server_indexes(games: &[Finished]) -> Indexes {
    let mut indexes = Indexes::new();
    for game in games.iter().rev().filter_map(indexed) {
        indexes
            .entry(game.variant)
            .or_insert_with(|| Index::new(game.variant, ExampleOrder::Recent))
            .add(&game);
    }
    indexes
}

/// A finished game of the server as the index takes it; `None` for a game
/// called off or whose moves don't read.
pub fn indexed(f: &Finished) -> Option<IndexedGame> {
    let result = match f.result.as_str() {
        "white_wins" => GameResult::WhiteWins,
        "black_wins" => GameResult::BlackWins,
        "draw" => GameResult::Draw,
        _ => return None,
    };
    let actions = f
        .moves
        .iter()
        .map(|m| m.parse().ok())
        .collect::<Option<Vec<Action>>>()?;
    Some(IndexedGame {
        number: f.id,
        variant: f.variant,
        tournament_rule: f.tournament_rule,
        actions,
        result,
        ratings: [None, None],
        players: [f.white.name.as_str().into(), f.black.name.as_str().into()],
        ended_at: f
            .ended_at
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
    })
}

/// The game being played in server `guild` whose position the path of
/// `view` goes through (its position now, or one the path passes on its
/// way): showing it would help a player of it. `None` if there is none.
pub async fn game_in_play_on_path(
    store: &Store,
    guild: u64,
    view: &View,
) -> Result<Option<u64>, crate::store::StoreError> {
    let playing = store.playing_in_guild(guild).await?;
    let key_of = |g: &Game| fold::canonical(g).key;
    let path = fold::replay_steps(Game::of(view.variant, true), &view.actions, usize::MAX);
    let mut on_path: Vec<u64> = path.steps.iter().map(|s| s.key).collect();
    on_path.push(key_of(&path.game));
    for live in playing {
        if live.variant.parse::<Variant>().ok() != Some(view.variant) {
            continue;
        }
        let Some(actions) = live
            .moves
            .iter()
            .map(|m| m.parse().ok())
            .collect::<Option<Vec<Action>>>()
        else {
            continue;
        };
        let Ok(now) = Game::from_actions(view.variant, live.tournament_rule, &actions) else {
            continue;
        };
        // The empty board tells nobody anything.
        if now.ply() > 0 && on_path.contains(&key_of(&now)) {
            return Ok(Some(live.id));
        }
    }
    Ok(None)
}
