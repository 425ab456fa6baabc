//! The opening explorer's shared state: the views open in private replies
//! (whose menus and buttons name them), and each server's index of its
//! finished games, built from the database on the first question and kept
//! current as games finish ([`Explorer::game_over`], called where a finished
//! game leaves memory).

use crate::explore::report::Source;
use crate::explore::{fold, ExampleOrder, GameResult, Index, IndexedGame};
use crate::game::{Action, Game, Variant};
use crate::store::{ExploredGame, Finished, GameInGuild, Store};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
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
    /// Counts the view's changes: its menu and buttons carry it, so a press
    /// on an older message (or twice on the same one) is told apart.
    pub step: u64,
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

    /// The view one stone deeper, at `point`; `None` if it can't be played
    /// there. An opening decision due first (D-Pente, Swap2) is taken as
    /// `keep`: the stones are the same whoever places them, and so are the
    /// positions the games are keyed by.
    pub fn advanced(&self, point: crate::game::Point) -> Option<View> {
        let mut game = self.game();
        let mut actions = self.actions.clone();
        if let Some(pending) = game.pending() {
            let keep = crate::game::Choice::Keep;
            if !pending.options.contains(&keep) || game.act(Action::Decision(keep)).is_err() {
                return None;
            }
            actions.push(Action::Decision(keep));
        }
        game.play(point).ok()?;
        actions.push(Action::Stone(point));
        Some(View {
            actions,
            note: None,
            step: self.step + 1,
            ..self.clone()
        })
    }

    /// The view one stone back (with the decisions made before that stone).
    pub fn back(&self) -> View {
        let mut actions = self.actions.clone();
        while let Some(Action::Decision(_)) = actions.last() {
            actions.pop();
        }
        actions.pop();
        while let Some(Action::Decision(_)) = actions.last() {
            actions.pop();
        }
        View {
            actions,
            note: None,
            step: self.step + 1,
            ..self.clone()
        }
    }

    /// The view at the start.
    pub fn restarted(&self) -> View {
        View {
            actions: Vec::new(),
            note: None,
            step: self.step + 1,
            ..self.clone()
        }
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
    /// Finished games being added to their server's index, by ticket.
    adding: Mutex<std::collections::BTreeSet<u64>>,
    next_ticket: AtomicU64,
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

    /// Remembers a new view (shown already); its number.
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

    /// Puts view `id` back as `previous` if it is still at `failed` (whose
    /// message could not be shown).
    pub fn revert(&self, id: u64, failed: &View, previous: View) {
        let mut views = lock(&self.views);
        if let Some((view, _)) = views.get_mut(&id).filter(|(v, _)| v.step == failed.step) {
            *view = previous;
        }
    }

    /// Moves view `id` on, if it is still at the step `next` came from
    /// (a press handled meanwhile wins); whether it did.
    pub fn set(&self, id: u64, next: View) -> bool {
        let mut views = lock(&self.views);
        match views.get_mut(&id) {
            Some((view, at)) if view.step + 1 == next.step => {
                *view = next;
                *at = Instant::now();
                true
            }
            _ => false,
        }
    }

    /// A game left memory finished (its result written): if its server's
    /// index is built, the game is added to it. Called without waiting; a
    /// question asked meanwhile waits for it (see [`Explorer::settle`]).
    pub fn game_over(self: &Arc<Self>, store: &Store, id: u64) {
        if lock(&self.servers).is_empty() {
            return;
        }
        let ticket = self.next_ticket.fetch_add(1, Ordering::SeqCst);
        lock(&self.adding).insert(ticket);
        let (me, store) = (Arc::clone(self), store.clone());
        tokio::spawn(async move {
            if let Err(e) = me.add_finished(&store, id).await {
                tracing::warn!(
                    game = id,
                    "adding a finished game to the explorer failed: {e}"
                );
            }
            lock(&me.adding).remove(&ticket);
            me.added.notify_waiters();
        });
    }

    async fn add_finished(&self, store: &Store, id: u64) -> anyhow::Result<()> {
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
        // One game: a replay of a few dozen moves, done under the lock
        // that orders it after the server's build.
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

    /// Waits (a little at most) for the games that finished before the
    /// question to be in their index; games finishing later, in this server
    /// or any other, are not waited for.
    async fn settle(&self) {
        let asked = self.next_ticket.load(Ordering::SeqCst);
        let deadline = tokio::time::Instant::now() + SETTLE;
        loop {
            let added = self.added.notified();
            if lock(&self.adding).first().is_none_or(|&t| t >= asked) {
                return;
            }
            if tokio::time::timeout_at(deadline, added).await.is_err() {
                return;
            }
        }
    }

    /// Server `guild`'s indexes: built from its finished games on the first
    /// question (off the async threads), then kept.
    async fn indexes(&self, store: &Store, guild: u64) -> anyhow::Result<Arc<RwLock<Indexes>>> {
        self.settle().await;
        let server = Arc::clone(lock(&self.servers).entry(guild).or_default());
        let mut slot = server.indexes.lock().await;
        if let Some(built) = &*slot {
            return Ok(Arc::clone(built));
        }
        let started = Instant::now();
        // A page at a time, each added off the async threads: a server of
        // a hundred thousand games never sits in memory twice.
        let mut indexes = Indexes::new();
        let mut after = 0;
        loop {
            let page = store.finished_page(guild, after, PAGE).await?;
            let Some(last) = page.last() else { break };
            after = last.id;
            let full = page.len() == PAGE as usize;
            indexes = tokio::task::spawn_blocking(move || {
                for game in page.iter().filter_map(explored) {
                    add_to(&mut indexes, &game);
                }
                indexes
            })
            .await
            .map_err(|e| anyhow::anyhow!("building the explorer's index: {e}"))?;
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
        let built = Arc::new(RwLock::new(indexes));
        *slot = Some(Arc::clone(&built));
        Ok(built)
    }

    /// Runs `ask` on server `guild`'s index of `variant` (an empty one if
    /// no game of it finished there), off the async threads.
    pub async fn with_server_index<T: Send + 'static>(
        &self,
        store: &Store,
        guild: u64,
        variant: Variant,
        ask: impl FnOnce(&Index) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let indexes = self.indexes(store, guild).await?;
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
}

/// Finished games read a page at a time when a server's index is built.
const PAGE: u32 = 5_000;

fn add_to(indexes: &mut Indexes, game: &IndexedGame) {
    indexes
        .entry(game.variant)
        .or_insert_with(|| Index::new(game.variant, ExampleOrder::Recent))
        .add(game);
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

/// A finished game of the server as the index takes it; `None` for a game
/// called off or whose moves don't read.
pub fn indexed(f: &Finished) -> Option<IndexedGame> {
    indexed_from(
        f.id,
        f.variant,
        f.tournament_rule,
        &f.moves,
        &f.result,
        [f.white.name.as_str(), f.black.name.as_str()],
        f.ended_at
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64),
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

/// The game being played in server `guild` whose position the view shows,
/// or goes on from, in any order of moves and any orientation (see
/// [`fold::shows_game_in_play`]): showing it would help a player of it.
/// `None` if there is none.
pub async fn game_in_play_on_path(
    store: &Store,
    guild: u64,
    view: &View,
) -> anyhow::Result<Option<u64>> {
    let playing = store.playing_in_guild(guild).await?;
    if playing.is_empty() {
        return Ok(None);
    }
    let (variant, actions) = (view.variant, view.actions.clone());
    // Every game in play replayed and compared: off the async threads.
    tokio::task::spawn_blocking(move || {
        let start = Game::of(variant, true);
        playing.into_iter().find_map(|live| {
            if live.variant.parse::<Variant>().ok() != Some(variant) {
                return None;
            }
            let moves = live
                .moves
                .iter()
                .map(|m| m.parse().ok())
                .collect::<Option<Vec<Action>>>()?;
            let now = Game::from_actions(variant, live.tournament_rule, &moves).ok()?;
            fold::shows_game_in_play(&start, &actions, &now).then_some(live.id)
        })
    })
    .await
    .map_err(|e| anyhow::anyhow!("checking the games in play: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(variant: Variant) -> View {
        View {
            owner: 1,
            guild: 2,
            variant,
            source: Source::Server,
            actions: Vec::new(),
            note: None,
            step: 0,
        }
    }

    fn p(s: &str) -> crate::game::Point {
        s.parse().unwrap()
    }

    #[test]
    fn the_menu_goes_past_an_opening_decision() {
        // D-Pente: player 1 places four stones, then the choice is due.
        let mut v = view(Variant::DPente);
        for m in ["K10", "L9", "N10", "L11"] {
            v = v.advanced(p(m)).expect("a stone of the opening");
        }
        assert!(v.game().pending().is_some(), "the choice is due");
        let fifth = v.advanced(p("M10")).expect("played after keep");
        assert_eq!(fifth.game().moves().len(), 5);
        assert!(fifth
            .actions
            .contains(&Action::Decision(crate::game::Choice::Keep)));
        assert_eq!(fifth.step, 5);
        // Back takes the stone and the decision before it.
        let back = fifth.back();
        assert_eq!(back.actions, v.actions);
        assert!(back.game().pending().is_some());
        // An occupied point is not a move.
        assert!(v.advanced(p("K10")).is_none());
        // Swap2, likewise after three stones.
        let mut s = view(Variant::Swap2Pente);
        for m in ["K10", "L9", "N10"] {
            s = s.advanced(p(m)).unwrap();
        }
        assert!(s.game().pending().is_some());
        assert!(s.advanced(p("L11")).is_some());
    }

    #[test]
    fn a_view_moves_on_only_from_the_step_it_was_at() {
        let explorer = Explorer::default();
        let v = view(Variant::Pente);
        let id = explorer.open(v.clone());
        let first = v.advanced(p("K10")).unwrap();
        let stale = v.advanced(p("K10")).unwrap().advanced(p("L9")).unwrap();
        assert!(!explorer.set(id, stale), "two steps on from where it is");
        assert!(explorer.set(id, first.clone()));
        assert!(!explorer.set(id, first), "the same step twice");
        assert_eq!(explorer.view(id).unwrap().step, 1);
    }
}
