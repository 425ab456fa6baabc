//! The engine's queue: searches run off the async threads, at most one per
//! core at once (a level searching with two threads takes two slots), one per
//! game, each stopped past its budget. Anyone can start
//! games against the bot in many threads; the queue keeps the bot answering
//! everyone else meanwhile.

use super::change::{change, Changed};
use super::timers::Timers;
use super::{Data, Refusal};
use crate::ai::Level;
use crate::game::Game;
use crate::locale::Lang;
use crate::session::{Match, Table};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How long after a search for a game ends the timer looks at its channel:
/// if the engine still owes a move there (the search failed, or its move
/// could not be saved), it thinks again then.
pub const LOOK_AGAIN: Duration = Duration::from_secs(5);

pub struct Engine {
    slots: Arc<Semaphore>,
    /// How many slots there are: a search never waits for more.
    size: u32,
    /// Searches waiting for a slot.
    waiting: AtomicUsize,
    /// Games with a search going or queued: one at a time per game.
    thinking: Mutex<HashSet<u64>>,
}

/// Marks a game as being thought about until dropped; then the timer looks
/// at its channel again (see [`LOOK_AGAIN`]), so a move the engine still
/// owes is never forgotten.
pub struct Thinking {
    engine: Arc<Engine>,
    game: u64,
    channel: u64,
    timers: Arc<Timers>,
}

impl Drop for Thinking {
    fn drop(&mut self) {
        self.engine
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.game);
        self.timers
            .schedule(self.channel, SystemTime::now() + LOOK_AGAIN);
    }
}

impl Engine {
    pub fn new(parallel: usize) -> Engine {
        Engine {
            slots: Arc::new(Semaphore::new(parallel.max(1))),
            size: u32::try_from(parallel.max(1)).unwrap_or(u32::MAX),
            waiting: AtomicUsize::new(0),
            thinking: Mutex::new(HashSet::new()),
        }
    }

    /// Claims game `game` of `channel` for one search; `None` if one is
    /// already going.
    pub fn start_thinking(
        self: &Arc<Self>,
        game: u64,
        channel: u64,
        timers: &Arc<Timers>,
    ) -> Option<Thinking> {
        let fresh = self
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(game);
        fresh.then(|| Thinking {
            engine: Arc::clone(self),
            game,
            channel,
            timers: Arc::clone(timers),
        })
    }

    pub fn is_thinking(&self, game: u64) -> bool {
        self.thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&game)
    }

    /// How many searches would be ahead of a new one (0 if a slot is free).
    /// The queue is first come, first served: a free slot doesn't help a
    /// search behind one waiting for two.
    pub fn queue_ahead(&self) -> usize {
        let waiting = self.waiting.load(Ordering::Relaxed);
        if waiting == 0 && self.slots.available_permits() > 0 {
            0
        } else {
            waiting + 1
        }
    }

    /// Slots for a job of `threads` threads (as many as there are, if fewer).
    async fn slots(&self, threads: u32) -> OwnedSemaphorePermit {
        let waiting = self.waiting.fetch_add(1, Ordering::Relaxed) + 1;
        metrics::gauge!("pente_engine_queue").set(waiting as f64);
        let permit = Arc::clone(&self.slots).acquire_many_owned(threads).await;
        let waiting = self.waiting.fetch_sub(1, Ordering::Relaxed) - 1;
        metrics::gauge!("pente_engine_queue").set(waiting as f64);
        permit.expect("the engine's semaphore is never closed")
    }

    /// The engine's next action in `game` at `level` (a stone, or an
    /// opening decision), searched in a slot off the async threads and
    /// stopped a second past the level's budget.
    pub async fn action(
        &self,
        game: Game,
        level: Level,
        seed: u64,
    ) -> anyhow::Result<Option<crate::game::Action>> {
        let cancel_after = level.time_budget() + Duration::from_secs(1);
        // Never more threads than slots, even on a bot configured for one.
        let threads = level.limits().threads.clamp(1, self.size);
        let limits = crate::ai::Limits {
            threads,
            ..level.limits()
        };
        self.run_threads(threads, cancel_after, move |stop| {
            crate::ai::choose_action(&game, limits, seed, stop)
        })
        .await
    }

    /// Runs a blocking engine job (a search, a game's analysis) in a slot,
    /// off the async threads. The job is handed a stop flag that is raised
    /// `cancel_after` from when it starts, and must return soon after.
    pub async fn run<T: Send + 'static>(
        &self,
        cancel_after: Duration,
        job: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        self.run_threads(1, cancel_after, job).await
    }

    /// Same, for a job that keeps `threads` threads busy (at most the
    /// engine's slots: [`Engine::search`] caps its searches to them).
    async fn run_threads<T: Send + 'static>(
        &self,
        threads: u32,
        cancel_after: Duration,
        job: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let _slots = self.slots(threads).await;
        let stop = Arc::new(AtomicBool::new(false));
        let working = tokio::task::spawn_blocking({
            let stop = Arc::clone(&stop);
            move || job(&stop)
        });
        let stopper = {
            let stop = Arc::clone(&stop);
            tokio::spawn(async move {
                tokio::time::sleep(cancel_after).await;
                stop.store(true, Ordering::Relaxed);
            })
        };
        let done = working.await;
        stopper.abort();
        Ok(done?)
    }
}

/// The most actions the computer takes in one turn: D-Pente's opening is
/// four stones and a Swap2 pass two more; a Connect6 turn is two.
const MOST_ACTIONS: usize = 6;

/// The computer's turn in game `id`, if it is its turn: the engine thinks in
/// the queue, action by action on a copy (a turn may be several: the D-Pente
/// and Swap2 openings, Connect6's two stones, a decision), then the actions
/// are applied and saved together like a person's, through the one path.
/// Returns the announcement and the game, with the channel still locked
/// until the caller has posted them. The caller holds the game's
/// [`Thinking`] claim. The announcement is in `lang`, the server's.
pub async fn computer_turn(
    data: &Data,
    channel: u64,
    id: u64,
    lang: Lang,
) -> Result<Option<Changed<'_, (String, Match)>>, anyhow::Error> {
    let (start, level) = match data.channels.peek(channel).await {
        Some(Table::Match(m)) if m.id == id && m.computer_to_move() => {
            let level = m.computer.map_or(Level::Medium, |c| c.level);
            (m, level)
        }
        _ => return Ok(None),
    };
    let mut planned = start.clone();
    let mut actions = Vec::new();
    while planned.computer_to_move() && actions.len() < MOST_ACTIONS {
        let seed = id ^ (planned.game.ply() as u64).rotate_left(32) ^ actions.len() as u64;
        let Some(action) = data
            .engine
            .action(planned.game.clone(), level, seed)
            .await?
        else {
            break;
        };
        tracing::debug!(game = id, %level, %action, "computer action");
        if apply(&mut planned, action, SystemTime::now()).is_err() {
            break;
        }
        actions.push(action);
    }
    if actions.is_empty() {
        return Ok(None);
    }
    let played = change(data, channel, async |table: Option<&Table>| {
        // Only on the game the engine thought about: a takeback or a
        // reload since then leaves it to think again.
        let mut m = match table {
            Some(Table::Match(m)) if m.id == id && m.computer_to_move() && m.game == start.game => {
                m.clone()
            }
            _ => return Err(Refusal::Nothing),
        };
        let now = SystemTime::now();
        let mut words = Vec::with_capacity(actions.len());
        for (i, &action) in actions.iter().enumerate() {
            let last = i + 1 == actions.len();
            words.push(apply(&mut m, action, now).map(|said| said.text(&m, last, lang))?);
        }
        data.store
            .save_game(&mut m, now)
            .await
            .map_err(|e| Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (words.join("\n"), m)))
    })
    .await;
    match played {
        Ok(done) => Ok(Some(done)),
        Err(Refusal::Nothing) => Ok(None),
        Err(r) => Err(anyhow::anyhow!(
            "the computer's move was not made: {}",
            r.text(Lang::ENGLISH)
        )),
    }
}

/// What one action of the computer did, to be put in words.
enum Said {
    Stone(crate::game::MoveOutcome),
    Decision(crate::game::Choice, crate::game::Color),
}

impl Said {
    /// In words (in `lang`), the game's status after the turn's last action.
    fn text(&self, m: &Match, last: bool, lang: Lang) -> String {
        match self {
            Said::Stone(mv) if last => m.describe_move(lang, mv),
            Said::Stone(mv) => m.move_words(lang, mv),
            Said::Decision(choice, by) => {
                let who = m.player(m.computer_color().unwrap_or(*by)).mention();
                let words = m.decision_words(lang, *choice, *by, &who);
                if last {
                    format!("{words} {}", m.status(lang))
                } else {
                    words
                }
            }
        }
    }
}

/// Applies one action of the computer to `m`.
fn apply(
    m: &mut Match,
    action: crate::game::Action,
    now: SystemTime,
) -> Result<Said, crate::session::TurnError> {
    match action {
        crate::game::Action::Stone(p) => m.play_computer(p, now).map(Said::Stone),
        crate::game::Action::Decision(choice) => m
            .decide_computer(choice, now)
            .map(|pending| Said::Decision(choice, pending.by)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn until_running(engine: &Engine, free: usize) {
        while engine.slots.available_permits() != free {
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }

    #[tokio::test]
    async fn a_search_with_two_threads_takes_two_slots_until_it_ends() {
        let engine = Arc::new(Engine::new(3));
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let job = tokio::spawn({
            let engine = Arc::clone(&engine);
            async move {
                engine
                    .run_threads(2, Duration::from_secs(60), move |_| wait.recv().is_ok())
                    .await
            }
        });
        until_running(&engine, 1).await;
        // One slot is left: a one-thread job runs beside it, another
        // two-thread job waits.
        assert_eq!(engine.run(Duration::from_secs(60), |_| 5).await.unwrap(), 5);
        let second = tokio::spawn({
            let engine = Arc::clone(&engine);
            async move { engine.run_threads(2, Duration::from_secs(60), |_| 6).await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!second.is_finished());
        assert_eq!(engine.queue_ahead(), 2);
        release.send(()).unwrap();
        assert!(job.await.unwrap().unwrap());
        assert_eq!(second.await.unwrap().unwrap(), 6);
        assert_eq!(engine.slots.available_permits(), 3);
    }

    #[tokio::test]
    async fn an_engine_of_one_slot_still_runs_a_two_thread_search() {
        let engine = Engine::new(1);
        let game = crate::game::Game::from_moves(&[crate::game::Point::CENTER]).unwrap();
        let action = tokio::time::timeout(
            Duration::from_secs(30),
            engine.action(game, Level::Expert, 1),
        )
        .await
        .expect("the search gets its one slot")
        .unwrap()
        .expect("the game is on");
        assert!(action != crate::game::Action::Stone(crate::game::Point::CENTER));
        assert_eq!(engine.slots.available_permits(), 1);
    }
}
