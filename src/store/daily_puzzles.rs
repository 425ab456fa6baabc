//! The daily puzzle in the database (issue 27): where and when each server
//! has it, the posts (a day is claimed before its message is sent, so a
//! restart never posts it twice; never the same puzzle twice in a server),
//! and how many solved each (the solvers are written by
//! `Store::finish_attempt`).

use super::{from_db, from_millis, millis, to_db, Db, Store, StoreError};
use std::collections::HashSet;
use std::time::SystemTime;

/// Where and when a server's daily puzzle goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyConfig {
    pub guild_id: u64,
    pub channel_id: u64,
    /// The UTC hour.
    pub hour: u32,
    /// Where it was set: a post that keeps failing is reported there.
    pub report_channel_id: Option<u64>,
    /// Posts failed in a row (the back-off grows with them).
    pub failures: u32,
    /// No post is tried before this.
    pub retry_at: SystemTime,
}

impl DailyConfig {
    /// A server's setting as a moderator makes it: never failed.
    pub fn new(guild_id: u64, channel_id: u64, hour: u32, report_channel_id: Option<u64>) -> Self {
        DailyConfig {
            guild_id,
            channel_id,
            hour,
            report_channel_id,
            failures: 0,
            retry_at: std::time::UNIX_EPOCH,
        }
    }
}

/// A posted daily puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyPost {
    pub guild_id: u64,
    pub day: i64,
    pub puzzle_id: String,
    pub channel_id: u64,
    /// `None` until the post is made.
    pub message_id: Option<u64>,
    /// When it was claimed, then when it was posted.
    pub posted_at: SystemTime,
    pub solvers: u64,
    pub solution_posted: bool,
}

/// A row of `daily_puzzles` with its count of solvers, as
/// [`Store::daily_post`] reads it.
type PostRow = (i64, String, i64, Option<i64>, i64, i64, i64);

impl Store {
    /// Sets where (a channel) and when (a UTC hour) the server's daily
    /// puzzle is posted.
    pub async fn set_daily_config(
        &self,
        config: DailyConfig,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "INSERT INTO daily_puzzle_config (guild_id, channel_id, hour, updated_at, \
                 report_channel_id, failures, retry_at) VALUES ($1, $2, $3, $4, $5, 0, 0) \
                 ON CONFLICT (guild_id) DO UPDATE SET channel_id = excluded.channel_id, \
                 hour = excluded.hour, updated_at = excluded.updated_at, \
                 report_channel_id = excluded.report_channel_id, failures = 0, retry_at = 0",
            )
            .bind(to_db(config.guild_id))
            .bind(to_db(config.channel_id))
            .bind(i64::from(config.hour))
            .bind(millis(now))
            .bind(config.report_channel_id.map(to_db))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Every server's daily puzzle settings.
    pub async fn daily_configs(&self) -> Result<Vec<DailyConfig>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(i64, i64, i64, Option<i64>, i64, i64)> = sqlx::query_as(
                "SELECT guild_id, channel_id, hour, report_channel_id, failures, retry_at \
                 FROM daily_puzzle_config ORDER BY guild_id",
            )
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(guild, channel, hour, report, failures, retry_at)| DailyConfig {
                    guild_id: from_db(guild),
                    channel_id: from_db(channel),
                    hour: hour.clamp(0, 23) as u32,
                    report_channel_id: report.map(from_db),
                    failures: failures.clamp(0, i64::from(u32::MAX)) as u32,
                    retry_at: from_millis(retry_at),
                })
                .collect())
        })
    }

    /// Counts a failed post of the server's daily puzzle (no post before
    /// `retry_at`), counting it as at least `at_least` failures in a row
    /// (a failure already told, so that it is not told again): the failures
    /// in a row, this one included.
    pub async fn daily_post_failed(
        &self,
        guild_id: u64,
        retry_at: SystemTime,
        at_least: u32,
    ) -> Result<u32, StoreError> {
        on_db!(self, pool => async {
            let failures: i64 = sqlx::query_scalar(
                "UPDATE daily_puzzle_config SET retry_at = $1, failures = CASE \
                 WHEN failures + 1 < $3 THEN $3 ELSE failures + 1 END \
                 WHERE guild_id = $2 RETURNING failures",
            )
            .bind(millis(retry_at))
            .bind(to_db(guild_id))
            .bind(i64::from(at_least))
            .fetch_optional(pool)
            .await?
            .unwrap_or(0);
            Ok(failures.clamp(0, i64::from(u32::MAX)) as u32)
        })
    }

    /// The server's daily puzzle was posted: no failures in a row.
    pub async fn daily_post_succeeded(&self, guild_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "UPDATE daily_puzzle_config SET failures = 0, retry_at = 0 WHERE guild_id = $1 \
                 AND failures <> 0",
            )
            .bind(to_db(guild_id))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Claims `day`'s daily puzzle of the server for `puzzle_id`, before it
    /// is posted: `false` if the day has one already (posted by this
    /// process before a restart, or by another, or being posted), or the
    /// puzzle was posted there on another day. A claim made before
    /// `lost_before` whose post never came (the post was cut short) is
    /// taken over, its puzzle kept: see [`Store::daily_post`].
    pub async fn claim_daily(
        &self,
        guild_id: u64,
        day: i64,
        puzzle_id: &str,
        channel_id: u64,
        now: SystemTime,
        lost_before: SystemTime,
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, posted_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .bind(puzzle_id)
            .bind(to_db(channel_id))
            .bind(millis(now))
            .execute(pool)
            .await?;
            if done.rows_affected() == 1 {
                return Ok(true);
            }
            let taken = sqlx::query(
                "UPDATE daily_puzzles SET posted_at = $1, channel_id = $2 WHERE guild_id = $3 \
                 AND day = $4 AND puzzle_id = $5 AND message_id IS NULL AND posted_at < $6",
            )
            .bind(millis(now))
            .bind(to_db(channel_id))
            .bind(to_db(guild_id))
            .bind(day)
            .bind(puzzle_id)
            .bind(millis(lost_before))
            .execute(pool)
            .await?;
            Ok(taken.rows_affected() == 1)
        })
    }

    /// Gives up a claimed day whose post failed, so that it is tried again.
    pub async fn release_daily(&self, guild_id: u64, day: i64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "DELETE FROM daily_puzzles WHERE guild_id = $1 AND day = $2 AND message_id IS NULL",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Remembers the message that carries `day`'s daily puzzle, posted
    /// `now`: from then on it is live (see [`Store::live_daily`]).
    pub async fn set_daily_message(
        &self,
        guild_id: u64,
        day: i64,
        message_id: u64,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "UPDATE daily_puzzles SET message_id = $1, posted_at = $4 WHERE guild_id = $2 \
                 AND day = $3",
            )
                .bind(to_db(message_id))
                .bind(to_db(guild_id))
                .bind(day)
                .bind(millis(now))
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// The server's daily puzzle of `day`, with its count of solvers.
    pub async fn daily_post(
        &self,
        guild_id: u64,
        day: i64,
    ) -> Result<Option<DailyPost>, StoreError> {
        self.daily_post_where(guild_id, Some(day)).await
    }

    /// The server's live daily puzzle: the last one posted, until its
    /// solution is posted (whatever the calendar says).
    pub async fn live_daily(&self, guild_id: u64) -> Result<Option<DailyPost>, StoreError> {
        Ok(self
            .daily_post_where(guild_id, None)
            .await?
            .filter(|post| !post.solution_posted))
    }

    /// The daily puzzle of `day`, or (`None`) the last one posted.
    async fn daily_post_where(
        &self,
        guild_id: u64,
        day: Option<i64>,
    ) -> Result<Option<DailyPost>, StoreError> {
        on_db!(self, pool => async {
            let row: Option<PostRow> = sqlx::query_as(
                "SELECT d.day, d.puzzle_id, d.channel_id, d.message_id, d.solution_posted, \
                 d.posted_at, (SELECT COUNT(*) FROM daily_solvers s WHERE s.guild_id = d.guild_id \
                 AND s.day = d.day) FROM daily_puzzles d WHERE d.guild_id = $1 \
                 AND (d.day = $2 OR ($2 IS NULL AND d.message_id IS NOT NULL)) \
                 ORDER BY d.day DESC LIMIT 1",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(
                |(day, puzzle_id, channel, message, solution_posted, posted_at, solvers)| {
                    DailyPost {
                        guild_id,
                        day,
                        puzzle_id,
                        channel_id: from_db(channel),
                        message_id: message.map(from_db),
                        posted_at: from_millis(posted_at),
                        solvers: solvers.max(0) as u64,
                        solution_posted: solution_posted != 0,
                    }
                },
            ))
        })
    }

    /// The server's last daily puzzle before `day` (yesterday's, or an
    /// older one if the bot was away), whose solution is still to be posted.
    pub async fn unsolved_daily_before(
        &self,
        guild_id: u64,
        day: i64,
    ) -> Result<Option<DailyPost>, StoreError> {
        let last: Option<i64> = on_db!(self, pool => async {
            Ok(sqlx::query_scalar(
                "SELECT MAX(day) FROM daily_puzzles WHERE guild_id = $1 AND day < $2",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .fetch_one(pool)
            .await?)
        })?;
        match last {
            Some(last) => Ok(self
                .daily_post(guild_id, last)
                .await?
                .filter(|post| !post.solution_posted)),
            None => Ok(None),
        }
    }

    /// Every puzzle posted as the server's daily puzzle, and every puzzle
    /// whose solution any server posted: neither is handed out (ratings
    /// are every server's).
    pub async fn posted_daily(&self, guild_id: u64) -> Result<HashSet<String>, StoreError> {
        on_db!(self, pool => async {
            let ids: Vec<String> =
                sqlx::query_scalar(
                    "SELECT DISTINCT puzzle_id FROM daily_puzzles WHERE guild_id = $1 \
                     OR solution_posted = 1",
                )
                    .bind(to_db(guild_id))
                    .fetch_all(pool)
                    .await?;
            Ok(ids.into_iter().collect())
        })
    }

    /// Marks `day`'s solution posted (after it was sent: a lost post is
    /// tried again): `true` once only. From then on the day is no longer
    /// answerable for a rating.
    pub async fn claim_daily_solution(&self, guild_id: u64, day: i64) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE daily_puzzles SET solution_posted = 1 WHERE guild_id = $1 AND day = $2 \
                 AND solution_posted = 0 AND message_id IS NOT NULL",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }
}
