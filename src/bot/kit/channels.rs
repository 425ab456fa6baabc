//! What each channel holds in memory: an open challenge or a game in play,
//! and nothing else. A channel whose table is empty has no entry at all, so
//! memory follows the live games and challenges, however many channels have
//! ever been used.

use crate::session::Table;
use dashmap::DashMap;
use std::sync::Arc;
use tokio::sync::{Mutex, OwnedMutexGuard};

type Slot = Arc<Mutex<Option<Table>>>;

#[derive(Default)]
pub struct Channels {
    map: DashMap<u64, Slot>,
    /// The last table each channel was given, readable while the channel is
    /// locked (a change being announced): for answers that can't wait, like
    /// autocomplete.
    last_set: DashMap<u64, Table>,
}

/// A channel's table, locked: one change at a time per channel. The async
/// mutex may be held across `.await` (while a change is saved); the map's own
/// guards never are. Dropped with an empty table, the channel leaves the map.
pub struct ChannelGuard<'a> {
    channels: &'a Channels,
    channel: u64,
    slot: Slot,
    table: Option<OwnedMutexGuard<Option<Table>>>,
}

impl Channels {
    /// Locks the channel's table (empty if it has none yet).
    pub async fn lock(&self, channel: u64) -> ChannelGuard<'_> {
        loop {
            let slot = Arc::clone(&self.map.entry(channel).or_default());
            let table = Arc::clone(&slot).lock_owned().await;
            // While we waited, the previous holder may have emptied the
            // channel and removed this slot; a newer one may be in use. Only
            // the map's current slot counts.
            let current = self
                .map
                .get(&channel)
                .is_some_and(|s| Arc::ptr_eq(&s, &slot));
            if current {
                return ChannelGuard {
                    channels: self,
                    channel,
                    slot,
                    table: Some(table),
                };
            }
        }
    }

    /// A copy of what the channel holds, for reading. Reading never makes an
    /// entry.
    pub async fn peek(&self, channel: u64) -> Option<Table> {
        let slot = self.map.get(&channel).map(|s| Arc::clone(&s))?;
        let table = slot.lock().await;
        table.clone()
    }

    /// A copy without waiting: `None` if the channel is busy with a change
    /// (and `Some(None)` if it holds nothing).
    pub fn try_peek(&self, channel: u64) -> Option<Option<Table>> {
        let Some(slot) = self.map.get(&channel).map(|s| Arc::clone(&s)) else {
            return Some(None);
        };
        let table = slot.try_lock().ok()?;
        Some(table.clone())
    }

    /// The table the channel was last given, without waiting for its lock.
    pub fn last_set(&self, channel: u64) -> Option<Table> {
        self.last_set.get(&channel).map(|t| t.clone())
    }

    /// Channels with something in them.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Puts a restored table in place (at start-up, before any command).
    pub fn insert(&self, channel: u64, table: Table) {
        self.last_set.insert(channel, table.clone());
        self.map.insert(channel, Arc::new(Mutex::new(Some(table))));
    }
}

impl ChannelGuard<'_> {
    pub fn get(&self) -> Option<&Table> {
        self.table.as_ref().and_then(|t| t.as_ref())
    }

    pub fn set(&mut self, table: Option<Table>) {
        match &table {
            Some(t) => self.channels.last_set.insert(self.channel, t.clone()),
            None => self.channels.last_set.remove(&self.channel).map(|(_, t)| t),
        };
        if let Some(t) = self.table.as_mut() {
            **t = table;
        }
    }
}

impl Drop for ChannelGuard<'_> {
    fn drop(&mut self) {
        let empty = self.table.as_ref().is_none_or(|t| t.is_none());
        if empty {
            // Still holding the lock: a waiter finds its slot gone and retries.
            self.channels
                .map
                .remove_if(&self.channel, |_, s| Arc::ptr_eq(s, &self.slot));
        }
        self.table.take();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Match, Player};
    use std::time::Duration;

    fn a_game() -> Table {
        Table::Match(Match::new(
            1,
            Player::new(1, "a"),
            Player::new(2, "b"),
            Duration::from_secs(60),
        ))
    }

    #[tokio::test]
    async fn channels_that_hold_nothing_take_no_memory() {
        let channels = Channels::default();
        drop(channels.lock(7).await);
        assert!(channels.peek(8).await.is_none());
        assert_eq!(
            channels.len(),
            0,
            "looking and locking leave nothing behind"
        );
        let mut guard = channels.lock(7).await;
        guard.set(Some(a_game()));
        drop(guard);
        assert_eq!(channels.len(), 1);
        let mut guard = channels.lock(7).await;
        guard.set(None);
        drop(guard);
        assert_eq!(channels.len(), 0, "an emptied channel leaves the map");
    }

    #[tokio::test]
    async fn a_waiter_on_a_removed_slot_moves_to_the_current_one() {
        let channels = Arc::new(Channels::default());
        let mut first = channels.lock(7).await;
        first.set(Some(a_game()));
        let waiter = {
            let channels = Arc::clone(&channels);
            tokio::spawn(async move {
                let mut g = channels.lock(7).await;
                let had = g.get().is_some();
                g.set(Some(a_game()));
                had
            })
        };
        tokio::task::yield_now().await;
        first.set(None);
        drop(first);
        assert!(!waiter.await.unwrap(), "the waiter saw the emptied channel");
        assert!(
            channels.peek(7).await.is_some(),
            "and its change is in the map"
        );
        assert_eq!(channels.len(), 1);
    }
}
