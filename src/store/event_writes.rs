//! Tournaments' writes: creating one, signing up and withdrawing,
//! starting it (seeds and the first round), adding boards, starting a
//! board's game with its link in one transaction, and ending it.

use super::events::{BoardGame, SignUp, TournamentInfo, TournamentState};
use super::games::save_game_query;
use super::{from_db, millis, to_db, Db, Store, StoreError};
use crate::event::tournament::Format;
use crate::event::Pairing;
use crate::rating::Change;
use crate::session::Match;
use sqlx::Row;
use std::time::SystemTime;

/// Inserts `$pairings` as boards of round `$round` from `$first` on, in
/// transaction `$tx`. An `async` block; the caller applies `?`.
macro_rules! insert_boards {
    ($tx:ident, $id:expr, $round:expr, $first:expr, $pairings:expr) => {
        async {
            for (i, p) in $pairings.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO tournament_games (tournament_id, round, board, white_id, black_id) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(to_db($id))
                .bind(i64::from($round))
                .bind(i64::from($first) + i as i64)
                .bind(to_db(p.white))
                .bind(p.black.map(to_db))
                .execute(&mut *$tx)
                .await?;
            }
            Ok::<(), StoreError>(())
        }
    };
}

/// Marks player $2 of running tournament $1 withdrawn ($3 true, $4 false).
const WITHDRAW: &str = "UPDATE tournament_players SET withdrawn = $3 WHERE tournament_id = $1 \
     AND user_id = $2 AND withdrawn = $4 AND (SELECT state FROM tournaments WHERE id = $1) = 'running'";

impl Store {
    /// Saves a new tournament, open for sign-up; returns its id.
    pub async fn create_tournament(
        &self,
        t: &TournamentInfo,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        self.create_tournament_with(t, false, now).await
    }

    /// [`Store::create_tournament`], `vacation` saying whether its games may
    /// use players' vacation time (issue 36), in the same write.
    pub async fn create_tournament_with(
        &self,
        t: &TournamentInfo,
        vacation: bool,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        let (rounds, double) = match t.format {
            Format::Swiss { rounds } => ((rounds > 0).then_some(rounds as i64), false),
            Format::RoundRobin { double } => (None, double),
            Format::Knockout => (None, false),
        };
        on_db!(self, pool => async {
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO tournaments (guild_id, channel_id, organiser_id, name, format, rounds, \
                 double_round, variant, move_time_ms, rated, max_players, starts_at, state, lot, created_at, \
                 vacation) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'open', $13, $14, $15) RETURNING id",
            )
            .bind(to_db(t.guild_id))
            .bind(to_db(t.channel_id))
            .bind(to_db(t.organiser_id))
            .bind(&t.name)
            .bind(t.format.key())
            .bind(rounds)
            .bind(double)
            .bind(t.variant.key())
            .bind(t.move_time.as_millis().min(i64::MAX as u128) as i64)
            .bind(t.rated)
            .bind(t.max_players.map(i64::from))
            .bind(t.starts_at.map(millis))
            .bind(to_db(t.lot))
            .bind(millis(now))
            .bind(vacation)
            .fetch_one(pool)
            .await?;
            Ok(from_db(id))
        })
    }

    /// Tournament `id`, with its players and games (`None` if there is none).
    /// Signs `user` up for open tournament `id` (at most `max` players).
    pub async fn join_tournament(
        &self,
        id: u64,
        user: u64,
        name: &str,
        now: SystemTime,
    ) -> Result<SignUp, StoreError> {
        // One statement, so that SQLite never has to turn a read into a
        // write under another writer: the checks ride on the insert, and
        // only a refusal reads why.
        on_db!(self, pool => async {
            let done = sqlx::query(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) \
                 SELECT t.id, $2, $3, $4 FROM tournaments t WHERE t.id = $1 AND t.state = 'open' \
                 AND (t.max_players IS NULL OR \
                      (SELECT COUNT(*) FROM tournament_players p WHERE p.tournament_id = t.id) < t.max_players) \
                 AND NOT EXISTS (SELECT 1 FROM tournament_players p WHERE p.tournament_id = t.id AND p.user_id = $2)",
            )
            .bind(to_db(id))
            .bind(to_db(user))
            .bind(name)
            .bind(millis(now))
            .execute(pool)
            .await?;
            if done.rows_affected() == 1 {
                return Ok(SignUp::Done);
            }
            let row = sqlx::query(
                "SELECT t.state, EXISTS (SELECT 1 FROM tournament_players p WHERE p.tournament_id = t.id \
                 AND p.user_id = $2) AS already FROM tournaments t WHERE t.id = $1",
            )
            .bind(to_db(id))
            .bind(to_db(user))
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else { return Ok(SignUp::NotOpen) };
            let state: String = row.try_get("state")?;
            Ok(if state != "open" {
                SignUp::NotOpen
            } else if row.try_get::<bool, _>("already")? {
                SignUp::Already
            } else {
                SignUp::Full
            })
        })
    }

    /// Takes `user` out of tournament `id`: off the list while it is open,
    /// withdrawn (past results standing) once it runs.
    pub async fn leave_tournament(&self, id: u64, user: u64) -> Result<SignUp, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2 \
                 AND (SELECT state FROM tournaments WHERE id = $1) = 'open'",
            )
            .bind(to_db(id))
            .bind(to_db(user))
            .execute(pool)
            .await?;
            if done.rows_affected() == 1 {
                return Ok(SignUp::Done);
            }
            let done = sqlx::query(WITHDRAW)
            .bind(to_db(id))
            .bind(to_db(user))
            .bind(true)
            .bind(false)
            .execute(pool)
            .await?;
            Ok(if done.rows_affected() == 1 { SignUp::Done } else { SignUp::NotIn })
        })
    }

    /// Withdraws `user` from running tournament `id` and saves `resigned`,
    /// their game in play there, which they resigned: one transaction, so
    /// a player who left never goes on playing a game of it (and never wins
    /// it), and a resignation is never lost after the withdrawal. Returns
    /// `NotIn` (and writes nothing) if they are not in it; else the rating
    /// change of the game, if it was rated.
    pub async fn withdraw_resigning(
        &self,
        id: u64,
        user: u64,
        resigned: &mut Match,
        now: SystemTime,
    ) -> Result<(SignUp, Option<Change>), StoreError> {
        let game: &Match = resigned;
        let done = on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let withdrawn = sqlx::query(WITHDRAW)
                .bind(to_db(id))
                .bind(to_db(user))
                .bind(true)
                .bind(false)
                .execute(&mut *tx)
                .await?;
            if withdrawn.rows_affected() != 1 {
                tx.rollback().await?;
                return Ok((SignUp::NotIn, None));
            }
            let change = write_game_in!(tx, game, now).await?;
            offer_delete!(tx, game.id).await?;
            tx.commit().await?;
            Ok((SignUp::Done, change))
        })?;
        if done.0 == SignUp::Done {
            resigned.version += 1;
        }
        Ok(done)
    }

    /// Closes the sign-up: the players' seeds and ratings, the Swiss's
    /// rounds fixed, and the first round's pairings, in one transaction.
    /// Refused (`Ok(false)`) if the tournament is no longer open.
    pub async fn start_tournament(
        &self,
        id: u64,
        seeded: &[(u64, f64)],
        swiss_rounds: Option<usize>,
        first_round: &[Pairing],
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let done = sqlx::query(
                "UPDATE tournaments SET state = 'running', rounds = COALESCE($2, rounds) WHERE id = $1 AND state = 'open'",
            )
            .bind(to_db(id))
            .bind(swiss_rounds.map(|r| r as i64))
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Ok(false);
            }
            for (seed, (user, rating)) in seeded.iter().enumerate() {
                sqlx::query(
                    "UPDATE tournament_players SET seed = $3, rating = $4 WHERE tournament_id = $1 AND user_id = $2",
                )
                .bind(to_db(id))
                .bind(to_db(*user))
                .bind(seed as i64 + 1)
                .bind(*rating)
                .execute(&mut *tx)
                .await?;
            }
            insert_boards!(tx, id, 0, 0, first_round).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Adds games to round `round` of a running tournament, numbered from
    /// `first_board`: a new round, or knockout's deciding games. Refused
    /// (`Ok(false)`) if those boards exist already (another process did it).
    pub async fn add_boards(
        &self,
        id: u64,
        round: u32,
        first_board: u32,
        pairings: &[Pairing],
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            // Written first (a board already there breaks the key): SQLite
            // never turns a read into a write under another writer.
            let mut tx = pool.begin().await?;
            match insert_boards!(tx, id, round, first_board, pairings).await {
                Ok(()) => {
                    tx.commit().await?;
                    Ok(true)
                }
                Err(StoreError::Query(sqlx::Error::Database(e))) if e.is_unique_violation() => {
                    tx.rollback().await?;
                    Ok(false)
                }
                Err(e) => Err(e),
            }
        })
    }

    /// Starts board (`round`, `board`)'s game `m` in `channel_id` (its
    /// thread): the game row and its link in one transaction, so a game is
    /// never started twice for one pairing. Returns the game's id, or `None`
    /// if the board already has its game.
    pub async fn start_tournament_game(
        &self,
        at: &BoardGame,
        channel_id: u64,
        m: &Match,
        now: SystemTime,
    ) -> Result<Option<u64>, StoreError> {
        let BoardGame {
            tournament: id,
            round,
            board,
            guild_id,
            rated,
        } = *at;
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let game: i64 = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, created_at, expires_at, started_at, \
                 move_time_ms, deadline_at, rated, variant, under_way) \
                 VALUES ($1, $2, $3, $4, $5, $6, 'white', 'playing', $7, $7, $7, $8, $9, $10, $11, $12) RETURNING id",
            )
            .bind(to_db(guild_id))
            .bind(to_db(channel_id))
            .bind(to_db(m.white.id))
            .bind(&m.white.name)
            .bind(to_db(m.black.id))
            .bind(&m.black.name)
            .bind(millis(now))
            .bind(m.clock.move_time.as_millis().min(i64::MAX as u128) as i64)
            .bind(m.clock.deadline.map(millis))
            .bind(rated)
            .bind(m.game.variant().key())
            .bind(m.is_under_way())
            .fetch_one(&mut *tx)
            .await?;
            // Never for a player who withdrew meanwhile: their board is a walkover.
            let linked = sqlx::query(
                "UPDATE tournament_games SET game_id = $4 WHERE tournament_id = $1 AND round = $2 \
                 AND board = $3 AND game_id IS NULL AND NOT EXISTS (SELECT 1 FROM tournament_players p \
                 WHERE p.tournament_id = $1 AND p.withdrawn = $5 \
                 AND (p.user_id = tournament_games.white_id OR p.user_id = tournament_games.black_id))",
            )
            .bind(to_db(id))
            .bind(i64::from(round))
            .bind(i64::from(board))
            .bind(game)
            .bind(true)
            .execute(&mut *tx)
            .await?;
            if linked.rows_affected() != 1 {
                tx.rollback().await?;
                return Ok(None);
            }
            tx.commit().await?;
            // A board that starts in play: the site's server page shows it.
            self.changed(from_db(game));
            Ok(Some(from_db(game)))
        })
    }

    /// Ends a tournament (`finished` or `cancelled`), if it is not over yet.
    pub async fn end_tournament(
        &self,
        id: u64,
        state: TournamentState,
        now: SystemTime,
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE tournaments SET state = $2, ended_at = $3, \
                 final_posts = CASE WHEN $2 = 'finished' THEN 0 ELSE final_posts END \
                 WHERE id = $1 AND state IN ('open', 'running')",
            )
            .bind(to_db(id))
            .bind(state.as_str())
            .bind(millis(now))
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Removes open tournament `id` and its sign-ups (its announcement
    /// could not be posted); a tournament that started is never removed.
    pub async fn remove_open_tournament(&self, id: u64) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "DELETE FROM tournament_players WHERE tournament_id = $1 \
                 AND (SELECT state FROM tournaments WHERE id = $1) = 'open'",
            )
            .bind(to_db(id))
            .execute(&mut *tx)
            .await?;
            let removed = sqlx::query("DELETE FROM tournaments WHERE id = $1 AND state = 'open'")
                .bind(to_db(id))
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(removed.rows_affected() == 1)
        })
    }

    /// Notes the announcement that carries the sign-up buttons.
    pub async fn set_tournament_message(&self, id: u64, message_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE tournaments SET message_id = $2 WHERE id = $1")
                .bind(to_db(id))
                .bind(to_db(message_id))
                .execute(pool)
                .await?;
            Ok(())
        })
    }
}
