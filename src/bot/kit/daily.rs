//! When to post each server's daily puzzle. The settings and the posts live
//! in the database (a post's row is written before the message), so a
//! restart neither loses a day nor posts one twice: one task reads the
//! settings, hands every server whose hour has come and whose day has no
//! post yet to `post`, and sleeps until the next server's hour (or until a
//! setting changes). Supervised like the clock's timer.

use super::Data;
use crate::store::DailyConfig;
use poise::serenity_prelude as serenity;
use std::collections::HashSet;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::Notify;

const DAY: u64 = 24 * 60 * 60;

/// The longest sleep: the settings are read again at least this often
/// (another process may have changed them).
const LONGEST_WAIT: Duration = Duration::from_secs(10 * 60);

/// How long before a post that failed is tried again, the first time.
pub const RETRY: Duration = Duration::from_secs(60);

/// The longest wait between tries of a post that keeps failing.
const LONGEST_BACKOFF: Duration = Duration::from_secs(6 * 60 * 60);

/// A day claimed this long ago whose post never came was lost (the post
/// was cut short): it is taken over and posted.
pub const LOST: Duration = Duration::from_secs(2 * 60);

/// How long to wait before the next try after `failures` failed posts in a
/// row: a minute, doubling, at most six hours.
pub fn backoff(failures: u32) -> Duration {
    let doublings = failures.saturating_sub(1).min(16);
    (RETRY * 2u32.pow(doublings)).min(LONGEST_BACKOFF)
}

/// The daily puzzle's clock: the time now, moved by a test's offset.
pub struct Daily {
    /// Seconds added to the system's time: set only by the end-to-end tests
    /// (`PENTE_TEST_CLOCK_OFFSET_SECS`), which move a day forward this way.
    offset_secs: i64,
    wake: Notify,
    /// The servers whose post is under way in this process: a slow post
    /// (Discord's rate limits) is not taken for a lost one and posted
    /// twice. Kept here, so that it outlives a restart of the daily task.
    /// One process owns a server, so this is all the posts of a server.
    posting: Arc<Mutex<HashSet<u64>>>,
}

impl Daily {
    pub fn new(offset_secs: i64) -> Daily {
        Daily {
            offset_secs,
            wake: Notify::new(),
            posting: Arc::default(),
        }
    }

    pub fn now(&self) -> SystemTime {
        let now = SystemTime::now();
        let shift = Duration::from_secs(self.offset_secs.unsigned_abs());
        if self.offset_secs >= 0 {
            now + shift
        } else {
            now - shift
        }
    }

    /// A setting changed: look again now.
    pub fn changed(&self) {
        self.wake.notify_one();
    }
}

/// Days since the Unix epoch (UTC).
pub fn day_of(t: SystemTime) -> i64 {
    super::puzzles::day_of(t)
}

/// When `day`'s puzzle is due: at `hour` UTC.
pub fn due_at(day: i64, hour: u32) -> SystemTime {
    UNIX_EPOCH + Duration::from_secs(day.max(0) as u64 * DAY + u64::from(hour) * 3600)
}

/// The next time any of `configs` falls due after `now` (today's hour if it
/// is still to come, tomorrow's otherwise).
pub fn next_due(configs: &[DailyConfig], now: SystemTime) -> Option<SystemTime> {
    let today = day_of(now);
    configs
        .iter()
        .map(|c| {
            let at = due_at(today, c.hour);
            if at > now {
                at
            } else {
                due_at(today + 1, c.hour)
            }
        })
        .min()
}

/// Runs for the life of the process: `post(data, http, config, day)` for
/// each server of this process whose hour has come today and whose day has
/// no post yet (or a claim whose post was lost), unless its posts are
/// backing off. `post` claims the day in the database before it posts.
pub async fn run<F, Fut>(data: Data, http: Arc<serenity::Http>, post: F)
where
    F: Fn(Data, Arc<serenity::Http>, DailyConfig, i64) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = bool> + Send + 'static,
{
    loop {
        let waiting = tokio::spawn(post_when_due(data.clone(), Arc::clone(&http), post.clone()));
        match waiting.await {
            Ok(()) => return,
            Err(e) => {
                tracing::error!("the daily puzzle task stopped ({e}); starting it again");
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }
    }
}

async fn post_when_due<F, Fut>(data: Data, http: Arc<serenity::Http>, post: F)
where
    F: Fn(Data, Arc<serenity::Http>, DailyConfig, i64) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = bool> + Send + 'static,
{
    let owned = data.config.shards.owned();
    let posting = Arc::clone(&data.daily.posting);
    loop {
        let now = data.daily.now();
        let mut wait = LONGEST_WAIT;
        match data.store.daily_configs().await {
            Ok(mut configs) => {
                configs.retain(|c| owned.owns(c.guild_id));
                let today = day_of(now);
                let wall = SystemTime::now();
                for config in configs.iter().filter(|c| due_at(today, c.hour) <= now) {
                    // A post that keeps failing backs off.
                    if config.retry_at > wall {
                        let left = config.retry_at.duration_since(wall).unwrap_or_default();
                        wait = wait.min(left);
                        continue;
                    }
                    let post_now = match data.store.daily_post(config.guild_id, today).await {
                        Ok(None) => true,
                        // Posted, or being posted; or claimed, and lost.
                        Ok(Some(post)) => {
                            post.message_id.is_none()
                                && wall.duration_since(post.posted_at).unwrap_or_default() >= LOST
                        }
                        Err(e) => {
                            tracing::warn!(
                                guild = config.guild_id,
                                "reading the daily puzzle failed: {e}"
                            );
                            true
                        }
                    };
                    if !post_now {
                        continue;
                    }
                    if !begin_post(&posting, config.guild_id) {
                        wait = wait.min(RETRY);
                        continue;
                    }
                    // Each server's post is a task of its own: one never holds
                    // up another, and none is cut short half way.
                    let posted = post(data.clone(), Arc::clone(&http), *config, today);
                    let under_way = PostUnderWay {
                        posting: Arc::clone(&posting),
                        guild: config.guild_id,
                    };
                    tokio::spawn(async move {
                        let _done = under_way;
                        posted.await
                    });
                    wait = wait.min(RETRY);
                }
                if let Some(next) = next_due(&configs, now) {
                    wait = wait.min(next.duration_since(now).unwrap_or_default());
                }
            }
            Err(e) => {
                tracing::warn!("reading the daily puzzle settings failed: {e}");
                wait = RETRY;
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = data.daily.wake.notified() => {}
        }
    }
}

/// Notes `guild`'s post as under way: `false` if it already is.
fn begin_post(posting: &Mutex<HashSet<u64>>, guild: u64) -> bool {
    posting
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(guild)
}

/// A post under way; dropped (done, failed or cut short), it is not.
struct PostUnderWay {
    posting: Arc<Mutex<HashSet<u64>>>,
    guild: u64,
}

impl Drop for PostUnderWay {
    fn drop(&mut self) {
        self.posting
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.guild);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(guild_id: u64, hour: u32) -> DailyConfig {
        DailyConfig::new(guild_id, 1, hour, None)
    }

    #[test]
    fn a_failing_post_backs_off_to_six_hours() {
        assert_eq!(backoff(1), RETRY);
        assert_eq!(backoff(2), 2 * RETRY);
        assert_eq!(backoff(4), 8 * RETRY);
        assert_eq!(backoff(9), 256 * RETRY);
        assert_eq!(backoff(10), Duration::from_secs(6 * 3600));
        assert_eq!(backoff(u32::MAX), Duration::from_secs(6 * 3600));
    }

    #[test]
    fn the_next_post_is_the_nearest_hour_to_come() {
        let day = 20_000;
        let at = |hour: u64, minute: u64| {
            UNIX_EPOCH + Duration::from_secs(day as u64 * DAY + hour * 3600 + minute * 60)
        };
        let configs = [config(1, 18), config(2, 7)];
        assert_eq!(next_due(&configs, at(6, 59)), Some(at(7, 0)));
        assert_eq!(
            next_due(&configs, at(7, 0)),
            Some(at(18, 0)),
            "due now: next"
        );
        assert_eq!(
            next_due(&configs, at(18, 30)),
            Some(due_at(day + 1, 7)),
            "tomorrow's"
        );
        assert_eq!(next_due(&[], at(1, 0)), None);
        assert_eq!(day_of(at(23, 59)), day);
        assert_eq!(due_at(day, 7), at(7, 0));
    }

    #[test]
    fn a_post_under_way_is_not_begun_again_until_it_ends() {
        let posting: Arc<Mutex<HashSet<u64>>> = Arc::default();
        assert!(begin_post(&posting, 7));
        let under_way = PostUnderWay {
            posting: Arc::clone(&posting),
            guild: 7,
        };
        assert!(!begin_post(&posting, 7), "a slow post is not posted twice");
        assert!(begin_post(&posting, 8), "another server's is its own");
        drop(under_way);
        assert!(
            begin_post(&posting, 7),
            "once ended, the next day's may come"
        );
    }

    #[test]
    fn a_test_offset_moves_the_clock() {
        let ahead = Daily::new(86_400);
        let behind = Daily::new(-3600);
        let now = SystemTime::now();
        let gap = ahead.now().duration_since(now).unwrap();
        assert!(gap >= Duration::from_secs(86_400) && gap < Duration::from_secs(86_460));
        assert!(behind.now() < now);
    }
}
