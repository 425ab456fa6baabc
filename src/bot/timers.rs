//! The one timer task: challenge expiry, move reminders and time-outs. The
//! deadlines live in the tables (and the database); this only remembers when
//! to look at which channel. When it looks, `session` says what is due, and
//! the change goes through the same write-swap-reply path as a command, under
//! the channel's lock: a move and its deadline racing each other can't both
//! win.

use super::{board_file, change_table, mentions, render, Data, Refusal};
use crate::game::Ending;
use crate::session::{human_duration, Event, Table};
use poise::serenity_prelude as serenity;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Mutex;
use std::time::{Duration, SystemTime};
use tokio::sync::Notify;

/// How long before a failed timed change (the database refused it) is tried
/// again. The table stays as it was meanwhile.
const RETRY: Duration = Duration::from_secs(5);

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

/// Runs for the life of the process. Deadlines that passed while the bot was
/// down are due at once, and are applied in the order they fell due.
pub async fn run(data: Data, http: std::sync::Arc<serenity::Http>) {
    loop {
        let (due, next) = data.timers.take_due(SystemTime::now());
        for channel in due {
            look_at(&data, &http, channel).await;
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

/// What a timed change has to say afterwards.
enum Said {
    Expired(crate::session::Challenge),
    Reminded { text: String, player: u64 },
    Ended(Box<crate::session::Match>, Option<crate::rating::Change>),
}

async fn look_at(data: &Data, http: &serenity::Http, channel: u64) {
    let now = SystemTime::now();
    let changed = change_table(data, channel, async |table: Option<&Table>| {
        let Some(table) = table else {
            return Err(Refusal::Nothing);
        };
        let Some(event) = table.due(now) else {
            // Asked for before the table changed (a move since): look again
            // when its next event is due.
            data.timers.schedule_table(channel, Some(table));
            return Err(Refusal::Nothing);
        };
        match (event, table) {
            (Event::ExpireChallenge, Table::Challenge(c)) => {
                data.store
                    .close_challenge(c, "expired", now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((None, Said::Expired(c.clone())))
            }
            (Event::Remind, Table::Match(m)) => {
                let mut m = m.clone();
                let text = m.remind();
                data.store
                    .save_game(&mut m, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                let player = m.player(m.game.to_move()).id;
                Ok((Some(Table::Match(m)), Said::Reminded { text, player }))
            }
            (Event::Timeout, Table::Match(m)) => {
                let mut m = m.clone();
                if m.time_out(now).is_none() {
                    return Err(Refusal::Nothing);
                }
                let rating = data
                    .store
                    .save_game(&mut m, now)
                    .await
                    .map_err(|e| Refusal::save_failed(channel, e))?;
                Ok((
                    Some(Table::Match(m.clone())),
                    Said::Ended(Box::new(m), rating),
                ))
            }
            _ => Err(Refusal::Nothing),
        }
    })
    .await;
    let said = match changed {
        Ok(said) => said,
        Err(Refusal::SaveFailed) => {
            // Nothing changed; the channel stays usable. Try again soon.
            data.timers.schedule(channel, SystemTime::now() + RETRY);
            return;
        }
        Err(_) => return,
    };
    let channel_id = serenity::ChannelId::new(channel);
    let sent = match said {
        Said::Expired(c) => {
            let text = format!(
                "⌛ {}'s challenge to {} expired after {} without an answer.",
                c.challenger.mention(),
                c.opponent.mention(),
                human_duration(data.config.challenge_timeout)
            );
            match c.message_id {
                Some(message_id) => {
                    let edit = serenity::EditMessage::new()
                        .content(text)
                        .components(vec![])
                        .allowed_mentions(mentions(&[]));
                    channel_id
                        .edit_message(http, serenity::MessageId::new(message_id), edit)
                        .await
                        .map(|_| ())
                }
                // The process stopped between posting the challenge and
                // noting its message: say it in a message of its own.
                None => channel_id
                    .send_message(
                        http,
                        serenity::CreateMessage::new()
                            .content(text)
                            .allowed_mentions(mentions(&[])),
                    )
                    .await
                    .map(|_| ()),
            }
        }
        Said::Reminded { text, player } => channel_id
            .send_message(
                http,
                serenity::CreateMessage::new()
                    .content(text)
                    .allowed_mentions(mentions(&[player])),
            )
            .await
            .map(|_| ()),
        Said::Ended(m, rating) => {
            let mut text = match m.ending {
                Some(Ending::Time(_)) => format!("⏱️ {}.", m.status()),
                _ => format!(
                    "⏱️ Nobody made the game's opening moves in time ({} a move): {}.",
                    human_duration(m.clock.move_time),
                    m.ending()
                ),
            };
            if let Some(rating) = rating {
                text = format!("{text}\n{}", super::ratings::describe_change(&rating, &m));
            }
            let png = match render(&data.renderer, &m).await {
                Ok(png) => png,
                Err(e) => {
                    tracing::error!(channel, "rendering the final board failed: {e:#}");
                    return;
                }
            };
            channel_id
                .send_message(
                    http,
                    serenity::CreateMessage::new()
                        .content(text)
                        .add_file(board_file(png))
                        .components(super::courtesy::game_buttons(&m))
                        .allowed_mentions(mentions(&[m.white.id, m.black.id])),
                )
                .await
                .map(|_| ())
        }
    };
    if let Err(e) = sent {
        tracing::warn!(channel, "could not announce a timed change: {e}");
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
