//! Challenges and games: opening, closing and accepting a challenge, and the
//! one write path of a game in play (its moves, clock, offers and end).

use super::offers::OfferState;
use super::{
    color_str, duration_millis, expect_one, from_db, millis, result_and_reason, to_db, version_db,
    Db, Store, StoreError,
};
use crate::rating::Change;
use crate::session::{Challenge, Match};
use sqlx::{Database, Encode, Type};
use std::time::SystemTime;

/// Closes a challenge at the version it was read at: ($1 state, $2 now, $3 id, $4 version).
const CLOSE_CHALLENGE: &str = "UPDATE games SET state = $1, ended_at = $2, version = version + 1 \
     WHERE id = $3 AND state = 'challenge' AND version = $4";

/// The write of a game's moves, clock and end at the version it was read
/// at, bound and ready to run on a pool or in a transaction of either
/// backend. It returns the game's server, and no row if the stored game is
/// not the one `m` was read as.
pub(super) fn save_game_query<'q, DB>(
    m: &Match,
    now: SystemTime,
) -> sqlx::query::Query<'q, DB, <DB as Database>::Arguments<'q>>
where
    DB: Database,
    String: Encode<'q, DB> + Type<DB>,
    &'static str: Encode<'q, DB> + Type<DB>,
    Option<&'static str>: Encode<'q, DB> + Type<DB>,
    Option<i64>: Encode<'q, DB> + Type<DB>,
    bool: Encode<'q, DB> + Type<DB>,
    i64: Encode<'q, DB> + Type<DB>,
{
    let end = result_and_reason(m);
    let state = match (m.is_over(), end) {
        (false, _) => "playing",
        (true, Some(_)) => "finished",
        (true, None) => "aborted",
    };
    sqlx::query(
        "UPDATE games SET moves = $1, state = $2, result = $3, reason = $4, ended_at = $5, \
         deadline_at = $6, reminded = $7, under_way = $8, swapped = $11, version = version + 1 \
         WHERE id = $9 AND state = 'playing' AND version = $10 RETURNING guild_id",
    )
    .bind(m.moves_text())
    .bind(state)
    .bind(end.map(|e| e.0))
    .bind(end.map(|e| e.1))
    .bind(m.is_over().then(|| millis(now)))
    .bind(m.clock.deadline.map(millis))
    .bind(m.clock.reminded)
    .bind(m.is_under_way())
    .bind(to_db(m.id))
    .bind(version_db(m.version))
    .bind(m.colours_swapped())
}

/// Writes game `$m` in transaction `$tx` at the version it was read at and,
/// if that ends a rated game, rates it there too. An `async` block that
/// evaluates to the change (`None` if the game isn't rated or not over), or
/// to `Stale` if the stored game is not the one `$m` was read as; the
/// caller applies `?`.
macro_rules! write_game_in {
    ($tx:ident, $m:expr, $now:expr) => {
        async {
            let m: &Match = $m;
            let now: SystemTime = $now;
            let written = save_game_query(m, now)
                .fetch_optional(&mut *$tx)
                .await?
                .ok_or(StoreError::Stale { id: m.id })?;
            let guild: i64 = sqlx::Row::try_get(&written, "guild_id")?;
            if super::rates(m) {
                Ok(Some(rate_in!($tx, m, guild, now).await?))
            } else {
                Ok::<Option<Change>, StoreError>(None)
            }
        }
    };
}

/// Closes the expired challenge a new challenge or game replaces, in the
/// same transaction `$tx`, at the version it was read at. An `async` block;
/// the caller applies `?`.
macro_rules! close_replaced {
    ($tx:ident, $replacing:expr, $now:expr) => {
        async {
            let replacing: Option<&Challenge> = $replacing;
            if let Some(old) = replacing {
                // A live one was replaced by its challenger's new one.
                let closed = sqlx::query(CLOSE_CHALLENGE)
                    .bind(if old.is_expired($now) {
                        "expired"
                    } else {
                        "withdrawn"
                    })
                    .bind(millis($now))
                    .bind(to_db(old.id))
                    .bind(version_db(old.version))
                    .execute(&mut *$tx)
                    .await?;
                expect_one(closed.rows_affected(), old.id)?;
            }
            Ok::<(), StoreError>(())
        }
    };
}

impl Store {
    /// Saves a new challenge; returns its id (also the game's, once
    /// accepted). A challenge it replaces (expired, or withdrawn for this
    /// one by its challenger) is closed in the same
    /// transaction, so the channel never holds two, nor none by mistake.
    pub async fn insert_challenge(
        &self,
        guild_id: u64,
        channel_id: u64,
        c: &Challenge,
        replacing: Option<&Challenge>,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            close_replaced!(tx, replacing, now).await?;
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, created_at, expires_at, move_time_ms, thread, \
                 rated, variant, hill, tournament_rule) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'challenge', $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id",
            )
            .bind(to_db(guild_id))
            .bind(to_db(channel_id))
            .bind(to_db(c.challenger.id))
            .bind(&c.challenger.name)
            .bind(to_db(c.opponent.id))
            .bind(&c.opponent.name)
            .bind(color_str(c.challenger_color))
            .bind(millis(now))
            .bind(millis(c.expires_at))
            .bind(duration_millis(c.move_time))
            .bind(c.thread)
            .bind(c.rated)
            .bind(c.variant.key())
            .bind(c.hill)
            .bind(!c.drops_tournament_rule())
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(from_db(id))
        })
    }

    /// Saves a new game between a person and the bot itself (`m.computer`
    /// says which side the bot has and its level): no challenge, the game is
    /// on at once. Returns its id.
    pub async fn start_computer_game(
        &self,
        guild_id: u64,
        channel_id: u64,
        m: &Match,
        replacing: Option<&Challenge>,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        let Some(computer) = m.computer else {
            return Err(StoreError::Query(sqlx::Error::Protocol(
                "not a game against the computer".into(),
            )));
        };
        let (human_color, level) = (computer.color.opponent(), computer.level);
        let (human, bot) = (m.player(human_color), m.player(computer.color));
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            close_replaced!(tx, replacing, now).await?;
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, created_at, expires_at, started_at, level, \
                 move_time_ms, deadline_at, variant, tournament_rule) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'playing', $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id",
            )
            .bind(to_db(guild_id))
            .bind(to_db(channel_id))
            .bind(to_db(human.id))
            .bind(&human.name)
            .bind(to_db(bot.id))
            .bind(&bot.name)
            .bind(color_str(human_color))
            .bind(millis(now))
            .bind(millis(now))
            .bind(millis(now))
            .bind(level.as_str())
            .bind(duration_millis(m.clock.move_time))
            .bind(m.clock.deadline.map(millis))
            .bind(m.game.variant().key())
            .bind(!m.game.drops_tournament_rule())
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            // A game that starts in play: the site's server page shows it.
            self.changed(from_db(id));
            Ok(from_db(id))
        })
    }

    /// How many games `user` has going against the bot itself.
    pub async fn live_computer_games(&self, user: u64) -> Result<u64, StoreError> {
        on_db!(self, pool => async {
            let n: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE state = 'playing' AND level IS NOT NULL AND challenger_id = $1",
            )
            .bind(to_db(user))
            .fetch_one(pool)
            .await?;
            Ok(n as u64)
        })
    }

    /// Remembers the message that carries the challenge's buttons.
    pub async fn set_message(&self, c: &mut Challenge, message_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE games SET message_id = $1, version = version + 1 WHERE id = $2 AND version = $3",
            )
            .bind(to_db(message_id))
            .bind(to_db(c.id))
            .bind(version_db(c.version))
            .execute(pool)
            .await?;
            expect_one(done.rows_affected(), c.id)
        })?;
        c.message_id = Some(message_id);
        c.version += 1;
        Ok(())
    }

    /// Closes an open challenge as `declined`, `withdrawn`, `expired` or
    /// `aborted` (ended by a moderator).
    pub async fn close_challenge(
        &self,
        c: &Challenge,
        state: &str,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(CLOSE_CHALLENGE)
                .bind(state)
                .bind(millis(now))
                .bind(to_db(c.id))
                .bind(version_db(c.version))
                .execute(pool)
                .await?;
            expect_one(done.rows_affected(), c.id)
        })
    }

    /// Takes back challenge `new`, which Discord refused to show, and
    /// reopens `old`, the challenger's open challenge that saving `new`
    /// withdrew (see [`Store::insert_challenge`]), in one transaction: the
    /// old challenge's message and buttons stand again. `old` is as it was
    /// read before it was withdrawn; it is reopened only if nothing else
    /// changed it since, and comes back with its version.
    pub async fn restore_replaced(
        &self,
        new: &Challenge,
        old: &Challenge,
        now: SystemTime,
    ) -> Result<Challenge, StoreError> {
        let withdrawn_version = old.version + 1;
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let closed = sqlx::query(CLOSE_CHALLENGE)
                .bind("withdrawn")
                .bind(millis(now))
                .bind(to_db(new.id))
                .bind(version_db(new.version))
                .execute(&mut *tx)
                .await?;
            expect_one(closed.rows_affected(), new.id)?;
            let reopened = sqlx::query(
                "UPDATE games SET state = 'challenge', ended_at = NULL, version = version + 1 \
                 WHERE id = $1 AND state = 'withdrawn' AND version = $2",
            )
            .bind(to_db(old.id))
            .bind(version_db(withdrawn_version))
            .execute(&mut *tx)
            .await?;
            expect_one(reopened.rows_affected(), old.id)?;
            tx.commit().await?;
            Ok(())
        })?;
        let mut restored = old.clone();
        restored.version = withdrawn_version + 1;
        Ok(restored)
    }

    /// The challenge was accepted: the game `m` is on, its clock running.
    pub async fn start_game(&self, m: &mut Match, now: SystemTime) -> Result<(), StoreError> {
        self.start_game_where(m, None, now).await
    }

    /// The challenge was accepted and the game moves to `channel_id` (a
    /// thread of the challenge's channel): it is on there, its clock running.
    pub async fn start_game_in(
        &self,
        m: &mut Match,
        channel_id: u64,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        self.start_game_where(m, Some(channel_id), now).await
    }

    /// Game `m`, already on, moves to `channel_id` (a thread opened for it
    /// once its start was saved).
    pub async fn move_game(&self, m: &mut Match, channel_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE games SET channel_id = $1, version = version + 1 \
                 WHERE id = $2 AND state = 'playing' AND version = $3",
            )
            .bind(to_db(channel_id))
            .bind(to_db(m.id))
            .bind(version_db(m.version))
            .execute(pool)
            .await?;
            expect_one(done.rows_affected(), m.id)
        })?;
        m.version += 1;
        Ok(())
    }

    /// Starts game `m` in its challenge's channel or in `channel_id`.
    async fn start_game_where(
        &self,
        m: &mut Match,
        channel_id: Option<u64>,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE games SET state = 'playing', started_at = $1, deadline_at = $2, reminded = $3, \
                 channel_id = COALESCE($4, channel_id), version = version + 1 \
                 WHERE id = $5 AND state = 'challenge' AND version = $6",
            )
            .bind(millis(now))
            .bind(m.clock.deadline.map(millis))
            .bind(false)
            .bind(channel_id.map(to_db))
            .bind(to_db(m.id))
            .bind(version_db(m.version))
            .execute(pool)
            .await?;
            expect_one(done.rows_affected(), m.id)
        })?;
        m.version += 1;
        self.changed(m.id);
        Ok(())
    }

    /// Saves a game: its moves, clock, draw offer or takeback request and
    /// takeback count, and its end if it is over (on the board, by
    /// resignation, on time, by agreement, or aborted). Called before every
    /// announcement of a move, a courtesy, a reminder or an end. Refused
    /// (`Stale`) if the stored game is no longer the version `m` was made
    /// from; then nothing is written.
    ///
    /// The end of a rated game changes both players' ratings in the same
    /// transaction, and the change is returned for the announcement: a game
    /// is never finished without it, and never rated twice. The end also
    /// deletes the game's offer row, which only a game in play needs.
    pub async fn save_game(
        &self,
        m: &mut Match,
        now: SystemTime,
    ) -> Result<Option<Change>, StoreError> {
        let offer = OfferState::to_save(m);
        if !m.is_over() && offer.is_none() {
            // One statement, atomic by itself: without BEGIN and COMMIT
            // around it, a move is one round trip to PostgreSQL, not three.
            let game: &Match = m;
            on_db!(self, pool => async {
                save_game_query(game, now)
                    .fetch_optional(pool)
                    .await?
                    .map(|_| ())
                    .ok_or(StoreError::Stale { id: game.id })
            })?;
            m.version += 1;
            self.changed(m.id);
            return Ok(None);
        }
        let game: &Match = m;
        let change = on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let change = write_game_in!(tx, game, now).await?;
            match &offer {
                Some(offer) => offer_upsert!(tx, offer).await?,
                None => offer_delete!(tx, game.id).await?,
            }
            tx.commit().await?;
            Ok(change)
        })?;
        m.version += 1;
        self.changed(m.id);
        Ok(change)
    }
}
