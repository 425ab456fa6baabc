//! Floating vacation days and weekend days (issue 36): the hours each player
//! took per server and year, their weekend days, servers that turned
//! vacation off, and what vacation did to each game's move at hand. An
//! extension is written with the game's new deadline in one transaction, so
//! a restart finds both, and a failed write takes no hour.

use super::games::save_game_query;
use super::offers::OfferState;
use super::Active;
use super::{duration_millis, from_db, from_millis, millis, to_db, Db, Store, StoreError};
use crate::session::vacation::{Allowed, MoveExtensions, Paid, Weekend};
use crate::session::{Match, Table};
use sqlx::Row;
use std::collections::{HashMap, HashSet};
use std::time::{Duration, SystemTime};

/// A player's vacation in a server, one year.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct VacationYear {
    pub hours_used: u32,
    /// They were told that 24 hours or less are left.
    pub low_told: bool,
}

/// A player's weekend days in a server, the days every setting of the last
/// 30 days shared, and when they last changed (kept as pente.org keeps
/// them; the days named count from the player's next move on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weekends {
    pub days: Weekend,
    /// The days every setting of the last 30 days shared.
    pub previous: Weekend,
    /// When they last changed.
    pub since: SystemTime,
}

/// Weekend days of a game's players that count in it: none in a game
/// against the bot, in a server that turned vacation off, with under a day
/// a move, or in a tournament created without `vacation:on`.
fn counted(
    m: &Match,
    server_off: bool,
    tournament_allows: Option<bool>,
    white: Weekend,
    black: Weekend,
) -> [Weekend; 2] {
    let allowed = if m.computer.is_some() {
        Allowed::Computer
    } else {
        Allowed::of(server_off, m.clock.move_time, tournament_allows)
    };
    if allowed == Allowed::Yes {
        [white, black]
    } else {
        [Weekend::NONE; 2]
    }
}

/// Everything a deadline's verdict needs from the database.
#[derive(Debug, Clone, Copy)]
pub struct VacationRead {
    pub year: VacationYear,
    /// What the player's vacation hours in this server paid for, last.
    pub paid: Option<Paid>,
    pub server_off: bool,
    /// What vacation and weekend days did to the game's last extended move.
    pub extensions: Option<MoveExtensions>,
    /// For a tournament game: whether its tournament allows vacation.
    pub tournament_allows: Option<bool>,
}

/// Hours to take with an extension: how many, and what they pay for, with
/// the hours used and the time paid for as read (the write is refused if
/// they changed meanwhile).
#[derive(Debug, Clone, Copy)]
pub struct Taking {
    pub hours: u32,
    pub used_before: u32,
    pub year: i64,
    pub paid: Paid,
    pub paid_before: Option<Paid>,
}

impl Store {
    pub async fn vacation_year(
        &self,
        guild: u64,
        user: u64,
        year: i64,
    ) -> Result<VacationYear, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT hours_used, low_told FROM vacation_hours \
                 WHERE guild_id = $1 AND user_id = $2 AND year = $3",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .bind(year)
            .fetch_optional(pool)
            .await?;
            Ok(match row {
                Some(row) => VacationYear {
                    hours_used: row.try_get::<i64, _>("hours_used")?.max(0) as u32,
                    low_told: row.try_get("low_told")?,
                },
                None => VacationYear::default(),
            })
        })
    }

    pub async fn weekend(&self, guild: u64, user: u64) -> Result<Weekends, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT days, previous, since FROM weekend_days WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .fetch_optional(pool)
            .await?;
            let days = |v: i64| Weekend(v as u8 & 0x7f);
            Ok(match row {
                Some(row) => Weekends {
                    days: days(row.try_get("days")?),
                    previous: days(row.try_get("previous")?),
                    since: from_millis(row.try_get("since")?),
                },
                None => Weekends {
                    days: Weekend::NONE,
                    previous: Weekend::NONE,
                    since: std::time::UNIX_EPOCH,
                },
            })
        })
    }

    /// Sets a player's weekend days. A move begun before counts only the
    /// days every setting of the last 30 days shared: days named during a
    /// move don't save it.
    pub async fn set_weekend(
        &self,
        guild: u64,
        user: u64,
        weekend: Weekend,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "INSERT INTO weekend_days (guild_id, user_id, days, previous, since) VALUES ($1, $2, $3, 0, $4) \
                 ON CONFLICT (guild_id, user_id) DO UPDATE SET days = excluded.days, \
                 previous = CASE WHEN weekend_days.since > $5 \
                     THEN weekend_days.previous & weekend_days.days ELSE weekend_days.days END, \
                 since = excluded.since",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .bind(i64::from(weekend.0))
            .bind(millis(now))
            .bind(millis(now) - 30 * 86_400_000)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    pub async fn vacation_off(&self, guild: u64) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM vacation_off WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_one(pool)
                .await?;
            Ok(n > 0)
        })
    }

    /// Turns vacation (and weekend days) on or off in a server.
    pub async fn set_vacation_off(&self, guild: u64, off: bool) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let sql = if off {
                "INSERT INTO vacation_off (guild_id) VALUES ($1) ON CONFLICT (guild_id) DO NOTHING"
            } else {
                "DELETE FROM vacation_off WHERE guild_id = $1"
            };
            sqlx::query(sql).bind(to_db(guild)).execute(pool).await?;
            Ok(())
        })
    }

    /// The weekend days that count for each player of `m` (White's, then
    /// Black's) in `guild`; `tournament` is the game's, when it is being
    /// created for one (else it is looked up by the game).
    pub async fn weekends_for(
        &self,
        guild: u64,
        m: &Match,
        tournament: Option<u64>,
    ) -> Result<[Weekend; 2], StoreError> {
        if m.computer.is_some() {
            return Ok([Weekend::NONE; 2]);
        }
        let server_off = self.vacation_off(guild).await?;
        let white = self.weekend(guild, m.white.id).await?.days;
        let black = self.weekend(guild, m.black.id).await?.days;
        let tournament_allows: Option<bool> = on_db!(self, pool => async {
            Ok(match tournament {
                Some(t) => sqlx::query_scalar("SELECT vacation FROM tournaments WHERE id = $1")
                    .bind(to_db(t))
                    .fetch_optional(pool)
                    .await?,
                None => sqlx::query_scalar(
                    "SELECT t.vacation FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id \
                     WHERE tg.game_id = $1",
                )
                .bind(to_db(m.id))
                .fetch_optional(pool)
                .await?,
            })
        })?;
        Ok(counted(m, server_off, tournament_allows, white, black))
    }

    /// Puts the weekend days that count into the clocks of the games in
    /// play just read back (see [`Store::weekends_for`]): three reads for
    /// them all.
    pub(super) async fn count_weekends(&self, active: &mut [Active]) -> Result<(), StoreError> {
        let (weekends, off, tournaments) = on_db!(self, pool => async {
            let mut weekends = HashMap::new();
            for row in sqlx::query("SELECT guild_id, user_id, days FROM weekend_days WHERE days <> 0")
                .fetch_all(pool)
                .await?
            {
                let key = (from_db(row.try_get("guild_id")?), from_db(row.try_get("user_id")?));
                weekends.insert(key, Weekend(row.try_get::<i64, _>("days")? as u8 & 0x7f));
            }
            if weekends.is_empty() {
                return Ok((weekends, HashSet::new(), HashMap::new()));
            }
            let off: HashSet<u64> = sqlx::query_scalar::<_, i64>("SELECT guild_id FROM vacation_off")
                .fetch_all(pool)
                .await?
                .into_iter()
                .map(from_db)
                .collect();
            let mut tournaments = HashMap::new();
            for row in sqlx::query(
                "SELECT tg.game_id, t.vacation FROM tournament_games tg \
                 JOIN tournaments t ON t.id = tg.tournament_id \
                 JOIN games g ON g.id = tg.game_id WHERE g.state = 'playing'",
            )
            .fetch_all(pool)
            .await?
            {
                let game: u64 = from_db(row.try_get("game_id")?);
                let allows: bool = row.try_get("vacation")?;
                tournaments.insert(game, allows);
            }
            Ok((weekends, off, tournaments))
        })?;
        if weekends.is_empty() {
            return Ok(());
        }
        for a in active {
            let guild = a.guild_id;
            if let Table::Match(m) = &mut a.table {
                let of = |user: u64| weekends.get(&(guild, user)).copied().unwrap_or_default();
                m.clock.weekends = counted(
                    m,
                    off.contains(&guild),
                    tournaments.get(&m.id).copied(),
                    of(m.white.id),
                    of(m.black.id),
                );
            }
        }
        Ok(())
    }

    /// The games in play in `guild`: (game, channel).
    pub async fn games_in_play_in(&self, guild: u64) -> Result<Vec<(u64, u64)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT id, channel_id FROM games WHERE guild_id = $1 AND state = 'playing' ORDER BY id",
            )
            .bind(to_db(guild))
            .fetch_all(pool)
            .await?;
            let mut games = Vec::new();
            for row in rows {
                games.push((from_db(row.try_get("id")?), from_db(row.try_get("channel_id")?)));
            }
            Ok(games)
        })
    }

    /// What a deadline of `user` in game `game` of `guild` needs to know.
    pub async fn vacation_read(
        &self,
        guild: u64,
        user: u64,
        year: i64,
        game: u64,
    ) -> Result<VacationRead, StoreError> {
        let vacation = self.vacation_year(guild, user, year).await?;
        let server_off = self.vacation_off(guild).await?;
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT due_at, weekend_ms, vacation_ms FROM game_extensions WHERE game_id = $1",
            )
            .bind(to_db(game))
            .fetch_optional(pool)
            .await?;
            let extensions = match row {
                Some(row) => Some(MoveExtensions {
                    due_at: from_millis(row.try_get("due_at")?),
                    weekend: Duration::from_millis(row.try_get::<i64, _>("weekend_ms")?.max(0) as u64),
                    vacation: Duration::from_millis(row.try_get::<i64, _>("vacation_ms")?.max(0) as u64),
                }),
                None => None,
            };
            let paid = sqlx::query(
                "SELECT paid_from, paid_until FROM vacation_paid WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .fetch_optional(pool)
            .await?;
            let paid = match paid {
                Some(row) => Some(Paid {
                    from: from_millis(row.try_get("paid_from")?),
                    until: from_millis(row.try_get("paid_until")?),
                }),
                None => None,
            };
            let tournament_allows: Option<bool> = sqlx::query_scalar(
                "SELECT t.vacation FROM tournament_games tg JOIN tournaments t ON t.id = tg.tournament_id \
                 WHERE tg.game_id = $1",
            )
            .bind(to_db(game))
            .fetch_optional(pool)
            .await?;
            Ok(VacationRead {
                year: vacation,
                paid,
                server_off,
                extensions,
                tournament_allows,
            })
        })
    }

    /// Writes game `m` with its deadline moved on by weekend days or
    /// vacation (`m.clock.deadline` already is `extensions`' deadline), and
    /// the hours `taking` takes, in one transaction. Returns the hours used
    /// this year after it. Refused as `Stale` if the game or the hours used
    /// changed since they were read.
    pub async fn extend_deadline(
        &self,
        guild: u64,
        user: u64,
        m: &mut Match,
        extensions: MoveExtensions,
        taking: Option<Taking>,
        now: SystemTime,
    ) -> Result<Option<u32>, StoreError> {
        let offer = OfferState::to_save(m);
        let game: &Match = m;
        let used = on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let mut used = None;
            if let Some(t) = taking {
                sqlx::query(
                    "INSERT INTO vacation_hours (guild_id, user_id, year) VALUES ($1, $2, $3) \
                     ON CONFLICT (guild_id, user_id, year) DO NOTHING",
                )
                .bind(to_db(guild))
                .bind(to_db(user))
                .bind(t.year)
                .execute(&mut *tx)
                .await?;
                let after: Option<i64> = sqlx::query_scalar(
                    "UPDATE vacation_hours SET hours_used = hours_used + $4 \
                     WHERE guild_id = $1 AND user_id = $2 AND year = $3 AND hours_used = $5 \
                     RETURNING hours_used",
                )
                .bind(to_db(guild))
                .bind(to_db(user))
                .bind(t.year)
                .bind(i64::from(t.hours))
                .bind(i64::from(t.used_before))
                .fetch_optional(&mut *tx)
                .await?;
                let paid = sqlx::query(
                    "INSERT INTO vacation_paid (guild_id, user_id, paid_from, paid_until) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (guild_id, user_id) DO UPDATE SET paid_from = excluded.paid_from, \
                     paid_until = excluded.paid_until WHERE vacation_paid.paid_until = $5",
                )
                .bind(to_db(guild))
                .bind(to_db(user))
                .bind(millis(t.paid.from))
                .bind(millis(t.paid.until))
                .bind(t.paid_before.map(|p| millis(p.until)))
                .execute(&mut *tx)
                .await?;
                if paid.rows_affected() != 1 {
                    return Err(StoreError::Query(sqlx::Error::Protocol(
                        "the vacation paid for changed since it was read".into(),
                    )));
                }
                // Taken meanwhile for another game: nothing is written,
                // and the clock decides again in a moment.
                let after = after.ok_or(StoreError::Query(sqlx::Error::Protocol(
                    "the vacation hours changed since they were read".into(),
                )))?;
                used = Some(after.max(0) as u32);
            }
            sqlx::query(
                "INSERT INTO game_extensions (game_id, due_at, weekend_ms, vacation_ms) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (game_id) DO UPDATE SET \
                 due_at = excluded.due_at, weekend_ms = excluded.weekend_ms, \
                 vacation_ms = excluded.vacation_ms",
            )
            .bind(to_db(game.id))
            .bind(millis(extensions.due_at))
            .bind(duration_millis(extensions.weekend))
            .bind(duration_millis(extensions.vacation))
            .execute(&mut *tx)
            .await?;
            save_game_query(game, now)
                .fetch_optional(&mut *tx)
                .await?
                .ok_or(StoreError::Stale { id: game.id })?;
            match &offer {
                Some(offer) => offer_upsert!(tx, offer).await?,
                None => offer_delete!(tx, game.id).await?,
            }
            tx.commit().await?;
            Ok(used)
        })?;
        m.version += 1;
        Ok(used)
    }

    /// Notes that `user` was told their vacation in `guild` is nearly
    /// spent this year; false if they already were.
    pub async fn claim_low_told(
        &self,
        guild: u64,
        user: u64,
        year: i64,
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE vacation_hours SET low_told = $4 \
                 WHERE guild_id = $1 AND user_id = $2 AND year = $3 AND low_told = $5",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .bind(year)
            .bind(true)
            .bind(false)
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }
}
