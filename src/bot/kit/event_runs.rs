//! The event task's bookkeeping, shared by every server and never held
//! across a call to Discord: which tournaments are being advanced or having
//! their announcement refreshed (one run each at a time, a request made
//! meanwhile runs it once more, nobody waits), the back-off of tournaments
//! whose threads or posts failed, and which tournaments the look must still
//! catch up on.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// The first wait after a failure; it doubles with each failure in a row.
const FIRST_BACK_OFF: Duration = Duration::from_secs(2);
/// The longest wait between two tries.
const LONGEST_BACK_OFF: Duration = Duration::from_secs(15 * 60);

fn locked<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Work done one run at a time per key, without anyone waiting: a request
/// while a run is on marks it to run again, and the running task does.
#[derive(Default)]
pub struct Runs {
    /// The keys being run, and whether they were asked for again meanwhile.
    running: Mutex<HashMap<u64, bool>>,
}

/// A run of one key; dropped, the key is free again.
pub struct Run<'a> {
    runs: &'a Runs,
    key: u64,
    /// Set when [`Run::again`] said no and freed the key in the same lock:
    /// a request between that answer and the drop would otherwise be lost.
    freed: std::sync::atomic::AtomicBool,
}

impl Runs {
    /// The run of `key`, or `None` if one is on (it will run once more).
    pub fn begin(&self, key: u64) -> Option<Run<'_>> {
        let mut running = locked(&self.running);
        match running.get_mut(&key) {
            Some(again) => {
                *again = true;
                None
            }
            None => {
                running.insert(key, false);
                Some(Run {
                    runs: self,
                    key,
                    freed: std::sync::atomic::AtomicBool::new(false),
                })
            }
        }
    }
}

impl Run<'_> {
    /// Whether to run once more (asked for while this run was on). A no
    /// frees the key at once, under the same lock, so that a request made
    /// after it begins a run of its own instead of being lost.
    pub fn again(&self) -> bool {
        let mut running = locked(&self.runs.running);
        match running.get_mut(&self.key) {
            Some(again) if *again => {
                *again = false;
                true
            }
            _ => {
                if !self.freed.swap(true, std::sync::atomic::Ordering::SeqCst) {
                    running.remove(&self.key);
                }
                false
            }
        }
    }
}

impl Drop for Run<'_> {
    fn drop(&mut self) {
        if !self.freed.load(std::sync::atomic::Ordering::SeqCst) {
            locked(&self.runs.running).remove(&self.key);
        }
    }
}

/// When a tournament may be tried again after failures in a row.
#[derive(Debug, Clone, Copy)]
struct BackOff {
    failures: u32,
    until: Instant,
}

/// How long to wait after `failures` failures in a row: 2 s, 4 s, 8 s, …
/// up to a quarter of an hour.
pub fn back_off_after(failures: u32) -> Duration {
    let doubled = FIRST_BACK_OFF.saturating_mul(1 << failures.saturating_sub(1).min(16));
    doubled.min(LONGEST_BACK_OFF)
}

/// The event task's inbox and bookkeeping.
pub struct Events {
    finished: mpsc::UnboundedSender<(u64, u64)>,
    pub(super) inbox: Mutex<Option<mpsc::UnboundedReceiver<(u64, u64)>>>,
    /// Tournaments being advanced.
    pub advancing: Runs,
    /// Tournaments whose announcement is being brought up to date.
    pub refreshing: Runs,
    back_off: Mutex<HashMap<u64, BackOff>>,
    /// Running tournaments the look must advance: all of them until the
    /// first look has, then those whose last advance did not finish.
    unsettled: Mutex<Option<HashSet<u64>>>,
}

impl Default for Events {
    fn default() -> Events {
        let (finished, inbox) = mpsc::unbounded_channel();
        Events {
            finished,
            inbox: Mutex::new(Some(inbox)),
            advancing: Runs::default(),
            refreshing: Runs::default(),
            back_off: Mutex::new(HashMap::new()),
            unsettled: Mutex::new(None),
        }
    }
}

impl Events {
    /// Game `game` in `channel` just ended (called by the one path that
    /// changes a channel): the event task looks whether an event goes on.
    pub fn game_over(&self, game: u64, channel: u64) {
        let _ = self.finished.send((game, channel));
    }

    /// Whether tournament `id` is waiting out a back-off.
    pub fn backing_off(&self, id: u64) -> bool {
        locked(&self.back_off)
            .get(&id)
            .is_some_and(|b| Instant::now() < b.until)
    }

    /// Tournament `id` failed again: it waits longer before the next try.
    /// Returns how many failures in a row it has had.
    pub fn failed(&self, id: u64) -> u32 {
        let mut back_off = locked(&self.back_off);
        let failures = back_off.get(&id).map_or(0, |b| b.failures) + 1;
        back_off.insert(
            id,
            BackOff {
                failures,
                until: Instant::now() + back_off_after(failures),
            },
        );
        self.unsettle(id);
        failures
    }

    /// Tournament `id` did what it had to: no more waiting.
    pub fn succeeded(&self, id: u64) {
        locked(&self.back_off).remove(&id);
    }

    /// The look must advance `id` (a run did not finish).
    pub fn unsettle(&self, id: u64) {
        if let Some(set) = locked(&self.unsettled).as_mut() {
            set.insert(id);
        }
    }

    /// `id` is up to date: the look may leave it to its games' ends.
    pub fn settle(&self, id: u64) {
        if let Some(set) = locked(&self.unsettled).as_mut() {
            set.remove(&id);
        }
    }

    /// Whether the look should advance running tournament `id`: every one
    /// on the first look (a restart catches up), then only the unsettled.
    pub fn needs_look(&self, id: u64) -> bool {
        locked(&self.unsettled)
            .as_ref()
            .is_none_or(|set| set.contains(&id))
    }

    /// The first look is done: from now on only unsettled tournaments are
    /// advanced by the look.
    pub fn first_look_done(&self, unsettled: impl IntoIterator<Item = u64>) {
        let mut set = locked(&self.unsettled);
        if set.is_none() {
            *set = Some(unsettled.into_iter().collect());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_asked_for_meanwhile_runs_once_more_and_then_frees_its_key() {
        let runs = Runs::default();
        let run = runs.begin(7).expect("nothing runs yet");
        assert!(runs.begin(7).is_none(), "one run at a time");
        assert!(runs.begin(8).is_some(), "other keys run freely");
        assert!(runs.begin(7).is_none());
        assert!(run.again(), "asked for meanwhile: once more");
        assert!(!run.again());
        drop(run);
        assert!(runs.begin(7).is_some(), "free once dropped");
    }

    #[test]
    fn a_request_after_the_last_no_is_never_lost() {
        let runs = Runs::default();
        let first = runs.begin(7).expect("nothing runs yet");
        assert!(!first.again(), "nothing asked for: the run ends");
        // Asked for between that answer and the first run's drop: it runs.
        let second = runs.begin(7).expect("the key was freed with the no");
        drop(first);
        assert!(
            runs.begin(7).is_none(),
            "the first run's drop leaves the second's key"
        );
        assert!(second.again(), "and the request made meanwhile is kept");
    }

    #[test]
    fn back_off_doubles_from_two_seconds_up_to_a_quarter_of_an_hour() {
        assert_eq!(back_off_after(1), Duration::from_secs(2));
        assert_eq!(back_off_after(2), Duration::from_secs(4));
        assert_eq!(back_off_after(5), Duration::from_secs(32));
        assert_eq!(back_off_after(40), LONGEST_BACK_OFF);
        let events = Events::default();
        assert!(!events.backing_off(1));
        assert_eq!(events.failed(1), 1);
        assert_eq!(events.failed(1), 2);
        assert!(events.backing_off(1));
        assert!(!events.backing_off(2), "per tournament");
        events.succeeded(1);
        assert!(!events.backing_off(1));
    }

    #[test]
    fn the_look_catches_up_on_everything_once_then_on_the_unsettled() {
        let events = Events::default();
        assert!(events.needs_look(1) && events.needs_look(2));
        events.first_look_done([2]);
        assert!(!events.needs_look(1));
        assert!(events.needs_look(2));
        events.settle(2);
        assert!(!events.needs_look(2));
        events.failed(1);
        assert!(events.needs_look(1), "a failure brings it back to the look");
    }
}
