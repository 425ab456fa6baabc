//! The daily puzzle in the database (issue 27): where and when each server
//! has it, the posts (a day is claimed before its message is sent, so a
//! restart never posts it twice; never the same puzzle twice in a server),
//! and how many solved each (the solvers are written by
//! `Store::finish_attempt`).

use super::{from_db, millis, to_db, Db, Store, StoreError};
use std::collections::HashSet;
use std::time::SystemTime;

/// Where and when a server's daily puzzle goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailyConfig {
    pub guild_id: u64,
    pub channel_id: u64,
    /// The UTC hour.
    pub hour: u32,
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
    pub solvers: u64,
    pub solution_posted: bool,
}

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
                "INSERT INTO daily_puzzle_config (guild_id, channel_id, hour, updated_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
                 channel_id = excluded.channel_id, hour = excluded.hour, \
                 updated_at = excluded.updated_at",
            )
            .bind(to_db(config.guild_id))
            .bind(to_db(config.channel_id))
            .bind(i64::from(config.hour))
            .bind(millis(now))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Every server's daily puzzle settings.
    pub async fn daily_configs(&self) -> Result<Vec<DailyConfig>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
                "SELECT guild_id, channel_id, hour FROM daily_puzzle_config ORDER BY guild_id",
            )
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(guild, channel, hour)| DailyConfig {
                    guild_id: from_db(guild),
                    channel_id: from_db(channel),
                    hour: hour.clamp(0, 23) as u32,
                })
                .collect())
        })
    }

    /// Claims `day`'s daily puzzle of the server for `puzzle_id`, before it
    /// is posted: `false` if the day has one already (posted by this
    /// process before a restart, or by another), or the puzzle was posted
    /// there on another day.
    pub async fn claim_daily(
        &self,
        guild_id: u64,
        day: i64,
        puzzle_id: &str,
        channel_id: u64,
        now: SystemTime,
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
            Ok(done.rows_affected() == 1)
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

    /// Remembers the message that carries `day`'s daily puzzle.
    pub async fn set_daily_message(
        &self,
        guild_id: u64,
        day: i64,
        message_id: u64,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE daily_puzzles SET message_id = $1 WHERE guild_id = $2 AND day = $3")
                .bind(to_db(message_id))
                .bind(to_db(guild_id))
                .bind(day)
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
        on_db!(self, pool => async {
            let row: Option<(String, i64, Option<i64>, i64, i64)> = sqlx::query_as(
                "SELECT d.puzzle_id, d.channel_id, d.message_id, d.solution_posted, \
                 (SELECT COUNT(*) FROM daily_solvers s WHERE s.guild_id = d.guild_id \
                 AND s.day = d.day) FROM daily_puzzles d WHERE d.guild_id = $1 AND d.day = $2",
            )
            .bind(to_db(guild_id))
            .bind(day)
            .fetch_optional(pool)
            .await?;
            Ok(row.map(|(puzzle_id, channel, message, solution_posted, solvers)| DailyPost {
                guild_id,
                day,
                puzzle_id,
                channel_id: from_db(channel),
                message_id: message.map(from_db),
                solvers: solvers.max(0) as u64,
                solution_posted: solution_posted != 0,
            }))
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

    /// Every puzzle posted as the server's daily puzzle.
    pub async fn posted_daily(&self, guild_id: u64) -> Result<HashSet<String>, StoreError> {
        on_db!(self, pool => async {
            let ids: Vec<String> =
                sqlx::query_scalar("SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1")
                    .bind(to_db(guild_id))
                    .fetch_all(pool)
                    .await?;
            Ok(ids.into_iter().collect())
        })
    }

    /// Claims the posting of `day`'s solution: `true` once only.
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
