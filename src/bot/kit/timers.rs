//! When to look at which channel. The deadlines live in the tables (and the
//! database); this only remembers when to look at which channel. One task
//! waits for the next time due and hands each due channel to a look of its
//! own, so a look that waits on Discord (hung, or rate-limited) never delays
//! another channel's clock. The task is supervised: should it ever panic, it
//! is started again.

use super::Data;
use crate::session::Table;
use poise::serenity_prelude as serenity;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use tokio::sync::Notify;

/// How long before a failed timed change (the database refused it) is tried
/// again. The table stays as it was meanwhile.
pub const RETRY: Duration = Duration::from_secs(5);

/// When to look at which channel: one look per channel at most, the
/// earliest asked for. A look that finds nothing due asks for the table's
/// next event itself (see `look_at`), so a later time asked for meanwhile
/// needs no entry of its own: every move asks for its reminder time, and
/// keeping them all would hold one entry per move played in the last day.
#[derive(Default)]
pub struct Timers {
    queue: Mutex<Queue>,
    wake: Notify,
}

#[derive(Default)]
struct Queue {
    heap: BinaryHeap<Reverse<(SystemTime, u64)>>,
    /// When each channel is to be looked at: a heap entry at another time
    /// was superseded by an earlier one, and is dropped when it comes up.
    next: HashMap<u64, SystemTime>,
}

impl Timers {
    /// Looks at `channel` at `at`, or earlier if a look is already due then.
    pub fn schedule(&self, channel: u64, at: SystemTime) {
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        if queue.next.get(&channel).is_some_and(|&t| t <= at) {
            return;
        }
        queue.next.insert(channel, at);
        queue.heap.push(Reverse((at, channel)));
        // Superseded entries pile up only when times come earlier (a retry,
        // a move out of time); drop them before they outnumber the live ones.
        if queue.heap.len() > 2 * queue.next.len() + 64 {
            let Queue { heap, next } = &mut *queue;
            heap.retain(|Reverse((at, channel))| next.get(channel) == Some(at));
        }
        drop(queue);
        self.wake.notify_one();
    }

    /// Looks at the table's channel when its next event is due.
    pub fn schedule_table(&self, channel: u64, table: Option<&Table>) {
        if let Some((at, _)) = table.and_then(Table::next_event) {
            self.schedule(channel, at);
        }
    }

    /// The channels due at `now`, earliest first, and when the next one is.
    fn take_due(&self, now: SystemTime) -> (Vec<u64>, Option<SystemTime>) {
        let mut queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let mut due = Vec::new();
        while let Some(&Reverse((at, channel))) = queue.heap.peek() {
            if queue.next.get(&channel) != Some(&at) {
                queue.heap.pop();
                continue;
            }
            if at > now {
                return (due, Some(at));
            }
            queue.heap.pop();
            queue.next.remove(&channel);
            due.push(channel);
        }
        (due, None)
    }

    /// Channels waiting for a look.
    pub fn len(&self) -> usize {
        self.queue
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .next
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Runs for the life of the process: each channel that falls due is handed
/// to `look`, in a task of its own. Deadlines that passed while the bot was
/// down are due at once, and are started in the order they fell due.
pub async fn run<F, Fut>(data: Data, http: Arc<serenity::Http>, look: F)
where
    F: Fn(Data, Arc<serenity::Http>, u64) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    loop {
        let waiting = tokio::spawn(wait_and_look(data.clone(), Arc::clone(&http), look.clone()));
        match waiting.await {
            Ok(()) => return,
            Err(e) => {
                tracing::error!("the timer task stopped ({e}); starting it again");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

async fn wait_and_look<F, Fut>(data: Data, http: Arc<serenity::Http>, look: F)
where
    F: Fn(Data, Arc<serenity::Http>, u64) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    loop {
        let (due, next) = data.timers.take_due(SystemTime::now());
        for channel in due {
            tokio::spawn(look(data.clone(), Arc::clone(&http), channel));
        }
        let wait = next.map_or(Duration::from_secs(3600), |at| {
            at.duration_since(SystemTime::now()).unwrap_or_default()
        });
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = data.timers.wake.notified() => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
    }

    #[test]
    fn a_channel_waits_once_at_the_earliest_time_asked_for() {
        let timers = Timers::default();
        // Every move asks for a later look: they need no entry of their own.
        for t in 100..200 {
            timers.schedule(7, at(t));
        }
        timers.schedule(8, at(150));
        assert_eq!(timers.len(), 2);
        assert_eq!(timers.queue.lock().unwrap().heap.len(), 2);
        assert_eq!(timers.take_due(at(99)), (vec![], Some(at(100))));
        // An earlier time supersedes the pending one.
        timers.schedule(8, at(50));
        assert_eq!(timers.take_due(at(120)), (vec![8, 7], None));
        assert!(timers.is_empty());
        // Once looked at, a channel can be asked for again at any time.
        timers.schedule(7, at(300));
        assert_eq!(timers.take_due(at(300)), (vec![7], None));
    }

    #[test]
    fn superseded_entries_do_not_pile_up() {
        let timers = Timers::default();
        for t in (1000..2000).rev() {
            timers.schedule(7, at(t));
        }
        assert_eq!(timers.len(), 1);
        assert!(timers.queue.lock().unwrap().heap.len() <= 2 + 64 + 1);
        assert_eq!(timers.take_due(at(5000)), (vec![7], None));
    }
}
