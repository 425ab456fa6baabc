//! The opening explorer's shared state: the views open in private replies
//! (whose menus and buttons name them); each server's index of its
//! finished games is the store's ([`crate::store::ServerIndexes`], shared
//! with the website).

use crate::explore::report::{self, Source};
use crate::explore::Index;
use crate::game::{Action, Game, Variant};
use crate::store::Store;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The explorer's menu and buttons: `explore:<view>:<go|back|start|share>`.
pub const EXPLORE: &str = "explore:";

/// How long a view answers its buttons after its last use.
pub const VIEW_LIFETIME: Duration = Duration::from_secs(3600);
/// Views remembered at most: the oldest go first.
const MAX_VIEWS: usize = 10_000;

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
        report::position(self.variant, &self.actions)
    }

    /// The view one stone deeper, at `point`; `None` if it can't be played
    /// there (see [`report::deeper`]).
    pub fn advanced(&self, point: crate::game::Point) -> Option<View> {
        Some(View {
            actions: report::deeper(self.variant, &self.actions, point)?,
            note: None,
            step: self.step + 1,
            ..self.clone()
        })
    }

    /// The view one stone back (with the decisions made before that stone).
    pub fn back(&self) -> View {
        View {
            actions: report::back(&self.actions),
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

#[derive(Default)]
pub struct Explorer {
    views: Mutex<HashMap<u64, (View, Instant)>>,
    next_view: AtomicU64,
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

    /// Runs `ask` on server `guild`'s index of `variant`, with every game
    /// finished there so far, off the async threads.
    pub async fn with_server_index<T: Send + 'static>(
        &self,
        store: &Store,
        guild: u64,
        variant: Variant,
        ask: impl FnOnce(&Index) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        // The store's: the website beside the bot asks the same ones.
        store
            .server_indexes()
            .with_server_index(store, guild, variant, ask)
            .await
    }
}

/// A game being played anywhere whose position the view shows, or one just
/// past it (see [`crate::explore::in_play`]): showing it would help its
/// players. `None` if there is none.
pub async fn game_in_play_on_path(store: &Store, view: &View) -> anyhow::Result<Option<u64>> {
    crate::store::game_in_play(store, view.variant, &view.actions).await
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
