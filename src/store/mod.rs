//! Persistence: challenges, games in play and finished games, through sqlx,
//! in SQLite (the default, one machine) or PostgreSQL (several bot processes
//! sharing one database). The bot writes every change here before it
//! answers, and reads games in play back at start-up.
//!
//! `Store` is the whole interface the bot sees: a handful of async methods
//! over plain data, each one statement or one transaction, with the same SQL
//! on both backends. Every game row carries a version, and every write says
//! which version it changes: a write that finds another one is refused
//! (`StoreError::Stale`), so two processes can never both apply a move.

mod postgres;
mod sqlite;

pub use courtesy::RematchTerms;

pub use ratings::{Difference, RatedGame, RatedPlayer};

use crate::ai::Level;
use crate::game::{Color, Ending, Outcome, WinReason};
use crate::rating::Change;
use crate::session::{Challenge, Clock, Match, Player, Table};
use crate::shards::ShardSet;

use futures_util::TryStreamExt;
use sqlx::Row;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the database {place}: {source}")]
    Open { place: String, source: sqlx::Error },
    #[error("the database {place} was written by a newer version of pente-bot (it has migration {version}, which this version does not know); run a newer pente-bot or point `database` at another one")]
    Newer { place: String, version: i64 },
    #[error("cannot bring the database {place} up to date: {source}")]
    Migrate {
        place: String,
        source: sqlx::migrate::MigrateError,
    },
    #[error("database error: {0}")]
    Query(#[from] sqlx::Error),
    #[error("game {id} was changed elsewhere since it was read")]
    Stale { id: u64 },
}

/// Milliseconds since the Unix epoch, as stored.
pub fn millis(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis().min(i64::MAX as u128) as i64)
}

fn from_millis(ms: i64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis(ms.max(0) as u64)
}

/// Snowflakes are u64; SQLite integers are i64. The bits are kept as they are.
fn to_db(id: u64) -> i64 {
    id as i64
}

fn from_db(id: i64) -> u64 {
    id as u64
}

fn color_str(c: Color) -> &'static str {
    c.as_str()
}

fn win_str(winner: Color) -> &'static str {
    match winner {
        Color::White => "white_wins",
        Color::Black => "black_wins",
    }
}

/// How a finished game ended, as stored. An aborted game has no result.
fn result_and_reason(m: &Match) -> Option<(&'static str, &'static str)> {
    match m.ending {
        Some(Ending::Aborted) => return None,
        Some(Ending::Agreement) => return Some(("draw", Ending::Agreement.as_str())),
        Some(ending @ (Ending::Resigned(loser) | Ending::Time(loser))) => {
            return Some((win_str(loser.opponent()), ending.as_str()))
        }
        None => {}
    }
    match m.game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw => Some(("draw", "board_full")),
        Outcome::Won { winner, reason } => Some((
            match winner {
                Color::White => "white_wins",
                Color::Black => "black_wins",
            },
            match reason {
                WinReason::Five => "five",
                WinReason::Captures => "captures",
            },
        )),
    }
}

/// Whether saving `m` ends a rated game, and so changes ratings too.
pub(crate) fn rates(m: &Match) -> bool {
    result_and_reason(m).is_some() && ratings::counts_for_rating(m)
}

/// A challenge or game in play, as read back at start-up.
#[derive(Debug, Clone)]
pub struct Active {
    pub guild_id: u64,
    pub channel_id: u64,
    pub table: Table,
}

/// A game that could not be read back: it stays in the database, set aside.
#[derive(Debug, Clone)]
pub struct SetAside {
    pub id: u64,
    pub channel_id: u64,
    pub why: String,
}

pub use crate::rating::Record;

/// Games won by White, by Black, and drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub white_wins: u64,
    pub black_wins: u64,
    pub draws: u64,
}

impl Tally {
    pub fn games(&self) -> u64 {
        self.white_wins + self.black_wins + self.draws
    }
}

/// What a game number of a server leads to (see [`Store::game_in_guild`]).
#[derive(Debug, Clone, PartialEq)]
pub enum GameInGuild {
    Finished(Box<Finished>),
    /// Still being played, in this channel.
    Playing {
        channel_id: u64,
    },
    /// A challenge that was not accepted (open, declined, withdrawn, expired)
    /// or aborted before it started.
    NeverStarted,
    /// Stored, but its moves no longer replay.
    SetAside,
    /// No game of this number in this server.
    NotHere,
}

/// A finished game, for history and export.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    pub id: u64,
    pub white: Player,
    pub black: Player,
    pub moves: Vec<String>,
    /// `white_wins`, `black_wins` or `draw`.
    pub result: String,
    /// `five`, `captures`, `resignation`, `time`, `agreement` or `board_full`.
    pub reason: String,
    pub started_at: SystemTime,
    pub ended_at: SystemTime,
    /// What the game did to both ratings, if it was rated.
    pub rating_change: Option<Change>,
}

impl Finished {
    /// How the game ended away from the board, if it did.
    pub fn ending(&self) -> Option<Ending> {
        let loser = match self.result.as_str() {
            "white_wins" => Some(Color::Black),
            "black_wins" => Some(Color::White),
            _ => None,
        };
        match (self.reason.as_str(), loser) {
            ("resignation", Some(loser)) => Some(Ending::Resigned(loser)),
            ("time", Some(loser)) => Some(Ending::Time(loser)),
            ("agreement", None) => Some(Ending::Agreement),
            _ => None,
        }
    }

    /// The game rebuilt for its picture; `None` if its moves don't replay.
    pub fn to_match(&self) -> Option<Match> {
        let mut m = Match::restore(
            self.id,
            self.white.clone(),
            self.black.clone(),
            &self.moves,
            Clock::new(Duration::ZERO),
        )
        .ok()?;
        m.ending = self.ending();
        Some(m)
    }
}

/// Where the games are kept: a SQLite file (the default, for one machine) or
/// a PostgreSQL server (for several bot processes sharing one database).
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Location {
    /// `postgres://…` (or `postgresql://…`) is a server; `sqlite:PATH` or a
    /// plain path is a SQLite file.
    pub fn parse(text: &str) -> Location {
        let text = text.trim();
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Location::Postgres(text.to_string())
        } else {
            let path = text
                .strip_prefix("sqlite://")
                .or_else(|| text.strip_prefix("sqlite:"))
                .unwrap_or(text);
            Location::Sqlite(PathBuf::from(path))
        }
    }
}

/// Shown in logs and errors: a server's password never is (see
/// [`crate::config::redact_url`]).
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&crate::config::redact_url(url)),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}

#[derive(Debug, Clone)]
enum Db {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

/// Runs `$body` with `$pool` bound to whichever pool the store has: the same
/// SQL (with `$1`-style parameters, which both understand) for both.
macro_rules! on_db {
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.db {
            Db::Sqlite($pool) => $body,
            Db::Postgres($pool) => $body,
        }
    };
}

/// Reads a [`GameRow`] from a row of either backend; every column with
/// `try_get`, so a damaged row is the reason it is set aside, never a panic.
macro_rules! read_game_row {
    ($row:expr) => {{
        let row = $row;
        (|| -> Result<GameRow, sqlx::Error> {
            Ok(GameRow {
                id: from_db(row.try_get("id")?),
                guild_id: from_db(row.try_get("guild_id")?),
                challenger: Player::new(
                    from_db(row.try_get("challenger_id")?),
                    row.try_get::<String, _>("challenger_name")?,
                ),
                opponent: Player::new(
                    from_db(row.try_get("opponent_id")?),
                    row.try_get::<String, _>("opponent_name")?,
                ),
                challenger_color: row.try_get("challenger_color")?,
                state: row.try_get("state")?,
                expires_at: row.try_get("expires_at")?,
                message_id: row.try_get("message_id")?,
                moves: row.try_get("moves")?,
                level: row.try_get("level")?,
                move_time_ms: row.try_get("move_time_ms")?,
                deadline_at: row.try_get("deadline_at")?,
                reminded: row.try_get("reminded")?,
                version: row.try_get("version")?,
                thread: row.try_get("thread")?,
                rated: row.try_get("rated")?,
            })
        })()
        .map_err(unreadable)
    }};
}

/// Reads a [`Finished`] game from a `finished_games` row of either backend.
macro_rules! read_finished_row {
    ($row:expr) => {{
        let row = $row;
        (|| -> Result<Finished, StoreError> {
            Ok(Finished {
                id: from_db(row.try_get("id")?),
                white: Player::new(
                    from_db(row.try_get("white_id")?),
                    row.try_get::<String, _>("white_name")?,
                ),
                black: Player::new(
                    from_db(row.try_get("black_id")?),
                    row.try_get::<String, _>("black_name")?,
                ),
                moves: split_moves(&row.try_get::<String, _>("moves")?),
                result: row.try_get("result")?,
                reason: row.try_get("reason")?,
                started_at: from_millis(row.try_get::<Option<i64>, _>("started_at")?.unwrap_or(0)),
                ended_at: from_millis(row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0)),
                rating_change: ratings::change_row(row),
            })
        })()
    }};
}

/// The write of a game's moves, clock and end at the version it was read
/// at, bound and ready to run on a pool or in a transaction of either backend.
macro_rules! save_game_query {
    ($m:expr, $now:expr) => {{
        let m: &Match = $m;
        let end = result_and_reason(m);
        let state = match (m.is_over(), end) {
            (false, _) => "playing",
            (true, Some(_)) => "finished",
            (true, None) => "aborted",
        };
        sqlx::query(
            "UPDATE games SET moves = $1, state = $2, result = $3, reason = $4, ended_at = $5, \
             deadline_at = $6, reminded = $7, version = version + 1 \
             WHERE id = $8 AND state = 'playing' AND version = $9 RETURNING guild_id",
        )
        .bind(m.moves_text())
        .bind(state)
        .bind(end.map(|e| e.0))
        .bind(end.map(|e| e.1))
        .bind(m.is_over().then(|| millis($now)))
        .bind(m.clock.deadline.map(millis))
        .bind(m.clock.reminded)
        .bind(to_db(m.id))
        .bind(version_db(m.version))
    }};
}

/// The key of PostgreSQL's advisory lock that rating changes queue on.
pub(crate) const RATING_LOCK: i64 = 0x7065_6e74_6572_6174; // "penterat"

/// The backend a transaction runs on: `sqlx::Database::NAME`.
pub(crate) fn backend_name<DB: sqlx::Database>(_: &sqlx::Transaction<'_, DB>) -> &'static str {
    DB::NAME
}

/// Writes game `$m` in transaction `$tx` at the version it was read at and,
/// if that ends a rated game, rates it there too: reads both ratings, writes
/// both new ones and the change on the game's row. Evaluates to the change
/// (`None` if the game isn't rated or not over); returns `Stale` from the
/// enclosing function if the stored game is not the one `$m` was read as.
macro_rules! write_game_in {
    ($tx:ident, $m:expr, $now:expr) => {{
        let m: &Match = $m;
        let written = save_game_query!(m, $now).fetch_optional(&mut *$tx).await?;
        let Some(written) = written else {
            return Err(StoreError::Stale { id: m.id });
        };
        let guild: i64 = written.try_get("guild_id")?;
        if $crate::store::rates(m) {
            // Ratings are read, changed and written back, and each rated game
            // takes the next place in the order of rating: two games ending at
            // once must take turns. SQLite has one writer at a time, and this
            // transaction has written already; PostgreSQL lets writers run side
            // by side (READ COMMITTED), so they queue on a lock of their own,
            // held to the end of the transaction, in every process.
            if $crate::store::backend_name(&$tx) == "PostgreSQL" {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind($crate::store::RATING_LOCK)
                    .execute(&mut *$tx)
                    .await?;
            }
            let mut before = Vec::with_capacity(2);
            for player in [&m.white, &m.black] {
                let row = sqlx::query(&format!(
                    "SELECT {} FROM ratings WHERE guild_id = $1 AND player_id = $2",
                    ratings::RATING_COLUMNS
                ))
                .bind(guild)
                .bind(to_db(player.id))
                .fetch_optional(&mut *$tx)
                .await?;
                before.push(
                    row.as_ref()
                        .and_then(|r| ratings::read_rating(r, ["rating", "deviation", "volatility"]))
                        .unwrap_or_default(),
                );
            }
            let change = crate::rating::rate(before[0], before[1], m.winner());
            for (player, step) in [(&m.white, &change.white), (&m.black, &change.black)] {
                let r = step.after;
                sqlx::query(
                    "INSERT INTO ratings (guild_id, player_id, name, rating, deviation, volatility, games, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, 1, $7) \
                     ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name, \
                     rating = excluded.rating, deviation = excluded.deviation, \
                     volatility = excluded.volatility, games = ratings.games + 1, updated_at = excluded.updated_at",
                )
                .bind(guild)
                .bind(to_db(player.id))
                .bind(&player.name)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(millis($now))
                .execute(&mut *$tx)
                .await?;
            }
            let mut assignments = Vec::new();
            let mut values = Vec::new();
            for (color, step) in [("white", &change.white), ("black", &change.black)] {
                for (when, r) in [("before", step.before), ("after", step.after)] {
                    for (name, value) in ratings::change_columns(color, when)
                        .into_iter()
                        .zip([r.rating, r.deviation, r.volatility])
                    {
                        values.push(value);
                        assignments.push(format!("{name} = ${}", values.len()));
                    }
                }
            }
            let sql = format!(
                "UPDATE games SET rated_seq = (SELECT COALESCE(MAX(rated_seq), 0) + 1 FROM games \
                 WHERE rated_seq IS NOT NULL), {} WHERE id = ${}",
                assignments.join(", "),
                values.len() + 1
            );
            let mut query = sqlx::query(&sql);
            for v in values {
                query = query.bind(v);
            }
            query.bind(to_db(m.id)).execute(&mut *$tx).await?;
            Some(change)
        } else {
            None
        }
    }};
}

/// Closes the expired challenge a new challenge or game replaces, in the
/// same transaction `$tx`, at the version it was read at.
macro_rules! close_replaced {
    ($tx:ident, $replacing:expr, $now:expr) => {
        if let Some(old) = $replacing {
            let closed = sqlx::query(CLOSE_CHALLENGE)
                .bind("expired")
                .bind(millis($now))
                .bind(to_db(old.id))
                .bind(version_db(old.version))
                .execute(&mut *$tx)
                .await?;
            expect_one(closed.rows_affected(), old.id)?;
        }
    };
}

/// The columns `restore_row` reads, in one place.
const ACTIVE_COLUMNS: &str =
    "id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
     opponent_name, challenger_color, state, expires_at, message_id, moves, level, \
     move_time_ms, deadline_at, reminded, version, thread, rated";

#[derive(Debug, Clone)]
pub struct Store {
    db: Db,
}

impl Store {
    /// Opens (creating it if needed) and migrates the database. Any failure
    /// names the place and the cause, so start-up can stop clearly.
    pub async fn connect(location: &Location) -> Result<Store, StoreError> {
        match location {
            Location::Sqlite(path) => Store::open(path).await,
            Location::Postgres(url) => Ok(Store {
                db: Db::Postgres(postgres::open(url).await?),
            }),
        }
    }

    /// Opens (creating it if needed) and migrates the SQLite file at `path`.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Ok(Store {
            db: Db::Sqlite(sqlite::open(path).await?),
        })
    }

    /// A private in-memory SQLite database (for tests).
    pub async fn open_in_memory() -> Result<Store, StoreError> {
        Ok(Store {
            db: Db::Sqlite(sqlite::open_in_memory().await?),
        })
    }

    /// Which backend this is: `sqlite` or `postgres`.
    pub fn backend(&self) -> &'static str {
        match self.db {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    /// Saves a new challenge; returns its id (also the game's, once
    /// accepted). An expired challenge it replaces is closed in the same
    /// transaction, so the channel never holds two, nor none by mistake.
    pub async fn insert_challenge(
        &self,
        guild_id: u64,
        channel_id: u64,
        c: &Challenge,
        replacing: Option<&Challenge>,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        on_db!(self, pool => {
            let mut tx = pool.begin().await?;
            close_replaced!(tx, replacing, now);
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, created_at, expires_at, move_time_ms, thread, \
                 rated) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'challenge', $8, $9, $10, $11, $12) RETURNING id",
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
        on_db!(self, pool => {
            let mut tx = pool.begin().await?;
            close_replaced!(tx, replacing, now);
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, created_at, expires_at, started_at, level, \
                 move_time_ms, deadline_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'playing', $8, $9, $10, $11, $12, $13) RETURNING id",
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
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(from_db(id))
        })
    }

    /// How many games `user` has going against the bot itself.
    pub async fn live_computer_games(&self, user: u64) -> Result<u64, StoreError> {
        on_db!(self, pool => {
            let n: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM games WHERE state = 'playing' AND level IS NOT NULL AND challenger_id = $1",
            )
            .bind(to_db(user))
            .fetch_one(pool)
            .await?;
            Ok(n as u64)
        })
    }

    /// The bot's record per level in the server: (level, as White, as Black).
    pub async fn computer_records(
        &self,
        guild_id: u64,
        bot_id: u64,
    ) -> Result<Vec<(String, Record, Record)>, StoreError> {
        let rows: Vec<(String, bool, String, i64)> = on_db!(self, pool => {
            let rows = sqlx::query(
                "SELECT level, white_id = $1 AS as_white, result, COUNT(*) AS n FROM finished_games \
                 WHERE guild_id = $2 AND level IS NOT NULL AND (white_id = $1 OR black_id = $1) \
                 GROUP BY level, white_id = $1, result ORDER BY level",
            )
            .bind(to_db(bot_id))
            .bind(to_db(guild_id))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push((
                    row.try_get("level")?,
                    row.try_get("as_white")?,
                    row.try_get::<Option<String>, _>("result")?.unwrap_or_default(),
                    row.try_get("n")?,
                ));
            }
            out
        });
        let mut out: Vec<(String, Record, Record)> = Vec::new();
        for (level, as_white, result, n) in rows {
            if out.last().is_none_or(|(l, _, _)| *l != level) {
                out.push((level.clone(), Record::default(), Record::default()));
            }
            let entry = out.last_mut().expect("just pushed");
            tally_row(
                if as_white { &mut entry.1 } else { &mut entry.2 },
                &result,
                as_white,
                n as u64,
            );
        }
        Ok(out)
    }

    /// Remembers the message that carries the challenge's buttons.
    pub async fn set_message(&self, c: &mut Challenge, message_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => {
            let done = sqlx::query(
                "UPDATE games SET message_id = $1, version = version + 1 WHERE id = $2 AND version = $3",
            )
            .bind(to_db(message_id))
            .bind(to_db(c.id))
            .bind(version_db(c.version))
            .execute(pool)
            .await?;
            expect_one(done.rows_affected(), c.id)?;
        });
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
        on_db!(self, pool => {
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

    /// The challenge was accepted: the game `m` is on, its clock running.
    pub async fn start_game(&self, m: &mut Match, now: SystemTime) -> Result<(), StoreError> {
        on_db!(self, pool => {
            let done = sqlx::query(
                "UPDATE games SET state = 'playing', started_at = $1, deadline_at = $2, reminded = $3, \
                 version = version + 1 WHERE id = $4 AND state = 'challenge' AND version = $5",
            )
            .bind(millis(now))
            .bind(m.clock.deadline.map(millis))
            .bind(false)
            .bind(to_db(m.id))
            .bind(version_db(m.version))
            .execute(pool)
            .await?;
            expect_one(done.rows_affected(), m.id)?;
        });
        m.version += 1;
        Ok(())
    }

    /// Saves a game's moves and clock, and its end if it is over (on the
    /// board, by resignation, on time, or aborted). Called before every
    /// announcement of a move, a reminder or an end. Refused (`Stale`) if the
    /// stored game is no longer the version `m` was made from.
    ///
    /// The end of a rated game changes both players' ratings in the same
    /// transaction, and the change is returned for the announcement: a game
    /// is never finished without it, and never rated twice.
    pub async fn save_game(
        &self,
        m: &mut Match,
        now: SystemTime,
    ) -> Result<Option<Change>, StoreError> {
        if !rates(m) {
            // One statement, atomic by itself: without BEGIN and COMMIT
            // around it, a move is one round trip to PostgreSQL, not three.
            on_db!(self, pool => {
                if save_game_query!(&*m, now).fetch_optional(pool).await?.is_none() {
                    return Err(StoreError::Stale { id: m.id });
                }
            });
            m.version += 1;
            return Ok(None);
        }
        let change = on_db!(self, pool => {
            let mut tx = pool.begin().await?;
            let change = write_game_in!(tx, &*m, now);
            tx.commit().await?;
            change
        });
        m.version += 1;
        Ok(change)
    }

    /// Open challenges and games in play, rebuilt for the live map. A game
    /// whose row can't be read back is set aside (kept, with a note) and
    /// returned separately for the log.
    pub async fn load_active(&self) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        self.load_active_in(&ShardSet::all()).await
    }

    /// [`Store::load_active`] for the servers of these shards only: the games
    /// another process owns are neither loaded nor set aside here.
    pub async fn load_active_in(
        &self,
        shards: &ShardSet,
    ) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        let mut filter = "state IN ('challenge', 'playing')".to_string();
        if !shards.owns_everything() {
            // Discord's rule, in SQL both backends share (plain numbers from
            // the config, so nothing to bind).
            filter += &format!(
                " AND (guild_id >> 22) % {} BETWEEN {} AND {}",
                shards.total,
                shards.ids.start,
                shards.ids.end - 1
            );
        }
        self.load_where(&filter, None).await
    }

    /// The channel's open challenge or game in play, as stored now: what
    /// memory is reset to when a write finds the stored game changed.
    pub async fn load_channel(&self, channel_id: u64) -> Result<Option<Table>, StoreError> {
        let (mut active, _) = self
            .load_where(
                "state IN ('challenge', 'playing') AND channel_id = $1",
                Some(channel_id),
            )
            .await?;
        Ok(active.pop().map(|a| a.table))
    }

    async fn load_where(
        &self,
        filter: &str,
        channel: Option<u64>,
    ) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        let sql = format!("SELECT {ACTIVE_COLUMNS} FROM games WHERE {filter} ORDER BY id");
        let read: Vec<ReadRow> = on_db!(self, pool => {
            let mut query = sqlx::query(&sql);
            if let Some(c) = channel {
                query = query.bind(to_db(c));
            }
            // Row by row, each made into its table at once: holding every
            // row first (fetch_all) left its buffers behind in the allocator,
            // about 2.8 KB per restored game that the process never gave back.
            let mut rows = query.fetch(pool);
            let mut read = Vec::new();
            while let Some(row) = rows.try_next().await? {
                // The id is the primary key: always an integer.
                let id = from_db(row.try_get("id")?);
                let channel_id = row.try_get::<i64, _>("channel_id").map_or(0, from_db);
                let restored = read_game_row!(&row).and_then(|g| {
                    let guild = g.guild_id;
                    restore_row(g).map(|t| (guild, t))
                });
                read.push((id, channel_id, restored));
            }
            read
        });
        let mut active = Vec::new();
        let mut set_aside = Vec::new();
        for (id, channel_id, restored) in read {
            match restored {
                Ok((guild_id, table)) => active.push(Active {
                    guild_id,
                    channel_id,
                    table,
                }),
                Err(why) => {
                    on_db!(self, pool => {
                        sqlx::query("UPDATE games SET state = 'set_aside', note = $1, version = version + 1 WHERE id = $2")
                            .bind(&why)
                            .bind(to_db(id))
                            .execute(pool)
                            .await?;
                    });
                    set_aside.push(SetAside {
                        id,
                        channel_id,
                        why,
                    });
                }
            }
        }
        self.attach_offers(&mut active).await?;
        Ok((active, set_aside))
    }

    /// The server's games: won by White, by Black, drawn.
    pub async fn tally(&self, guild_id: u64) -> Result<Tally, StoreError> {
        let rows: Vec<(String, i64)> = on_db!(self, pool => {
            let rows = sqlx::query(
                "SELECT result, COUNT(*) AS n FROM finished_games WHERE guild_id = $1 GROUP BY result",
            )
            .bind(to_db(guild_id))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push((
                    row.try_get::<Option<String>, _>("result")?.unwrap_or_default(),
                    row.try_get("n")?,
                ));
            }
            out
        });
        let mut tally = Tally::default();
        for (result, n) in rows {
            let n = n as u64;
            match result.as_str() {
                "white_wins" => tally.white_wins = n,
                "black_wins" => tally.black_wins = n,
                _ => tally.draws += n,
            }
        }
        Ok(tally)
    }

    /// A player's record in the server, as White and as Black.
    pub async fn player_record(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<(Record, Record), StoreError> {
        let rows: Vec<(bool, String, i64)> = on_db!(self, pool => {
            let rows = sqlx::query(
                "SELECT white_id = $1 AS as_white, result, COUNT(*) AS n FROM finished_games \
                 WHERE guild_id = $2 AND (white_id = $1 OR black_id = $1) GROUP BY white_id = $1, result",
            )
            .bind(to_db(player))
            .bind(to_db(guild_id))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push((
                    row.try_get("as_white")?,
                    row.try_get::<Option<String>, _>("result")?.unwrap_or_default(),
                    row.try_get("n")?,
                ));
            }
            out
        });
        let (mut white, mut black) = (Record::default(), Record::default());
        for (as_white, result, n) in rows {
            let record = if as_white { &mut white } else { &mut black };
            tally_row(record, &result, as_white, n as u64);
        }
        Ok((white, black))
    }

    /// The last `limit` finished games in the server, newest first; only
    /// `player`'s if given.
    pub async fn history(
        &self,
        guild_id: u64,
        player: Option<u64>,
        limit: u32,
    ) -> Result<Vec<Finished>, StoreError> {
        on_db!(self, pool => {
            let rows = sqlx::query(&format!(
                "{} WHERE f.guild_id = $1 AND ($2 IS NULL OR f.white_id = $2 OR f.black_id = $2) \
                 ORDER BY f.ended_at DESC, f.id DESC LIMIT $3",
                finished_select()
            ))
            .bind(to_db(guild_id))
            .bind(player.map(to_db))
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?;
            rows.iter().map(|row| read_finished_row!(row)).collect()
        })
    }

    /// The channel's last finished game.
    pub async fn last_finished_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Option<Finished>, StoreError> {
        on_db!(self, pool => {
            let row = sqlx::query(&format!(
                "{} WHERE f.channel_id = $1 ORDER BY f.ended_at DESC, f.id DESC LIMIT 1",
                finished_select()
            ))
            .bind(to_db(channel_id))
            .fetch_optional(pool)
            .await?;
            row.as_ref().map(|row| read_finished_row!(row)).transpose()
        })
    }

    /// Game `id` of server `guild_id` (its number in `/pente history`), for
    /// replaying it: finished, still in play, never started, or not a game
    /// of this server at all (a game of another server is not told apart
    /// from one that doesn't exist).
    pub async fn game_in_guild(&self, id: u64, guild_id: u64) -> Result<GameInGuild, StoreError> {
        on_db!(self, pool => {
            let row = sqlx::query("SELECT state, channel_id FROM games WHERE id = $1 AND guild_id = $2")
                .bind(to_db(id))
                .bind(to_db(guild_id))
                .fetch_optional(pool)
                .await?;
            let Some(row) = row else {
                return Ok(GameInGuild::NotHere);
            };
            let state: String = row.try_get("state")?;
            Ok(match state.as_str() {
                "finished" => {
                    let row = sqlx::query("SELECT * FROM finished_games WHERE id = $1")
                        .bind(to_db(id))
                        .fetch_one(pool)
                        .await?;
                    GameInGuild::Finished(Box::new(read_finished_row!(&row)?))
                }
                "playing" => GameInGuild::Playing {
                    channel_id: from_db(row.try_get("channel_id")?),
                },
                "set_aside" => GameInGuild::SetAside,
                _ => GameInGuild::NeverStarted,
            })
        })
    }

    /// The game's start time (for the record's date).
    pub async fn started_at(&self, id: u64) -> Result<Option<SystemTime>, StoreError> {
        on_db!(self, pool => {
            let at: Option<Option<i64>> =
                sqlx::query_scalar("SELECT started_at FROM games WHERE id = $1")
                    .bind(to_db(id))
                    .fetch_optional(pool)
                    .await?;
            Ok(at.flatten().map(from_millis))
        })
    }
}

/// A row read at start-up: its id, its channel, and the restored table with
/// its guild, or why it can't be restored.
type ReadRow = (u64, u64, Result<(u64, Table), String>);

/// Finished games (`f`) with their rating change, for `read_finished_row!`.
fn finished_select() -> String {
    format!(
        "SELECT f.*, {} FROM finished_games f JOIN games g ON g.id = f.id",
        ratings::change_select()
    )
}

/// Closes a challenge at the version it was read at: ($1 state, $2 now, $3 id, $4 version).
const CLOSE_CHALLENGE: &str = "UPDATE games SET state = $1, ended_at = $2, version = version + 1 \
     WHERE id = $3 AND state = 'challenge' AND version = $4";

/// A database whose newest migration this version doesn't have was written
/// by a newer pente-bot: refused rather than misread.
fn refuse_newer(
    migrator: &sqlx::migrate::Migrator,
    newest: Option<i64>,
    place: &str,
) -> Result<(), StoreError> {
    let known = migrator.iter().map(|m| m.version).max().unwrap_or(0);
    match newest.filter(|&v| v > known) {
        Some(version) => Err(StoreError::Newer {
            place: place.to_string(),
            version,
        }),
        None => Ok(()),
    }
}

/// A write that changed no row: the stored game is not the one the caller
/// read (another process changed it, or it ended meanwhile).
fn expect_one(rows: u64, id: u64) -> Result<(), StoreError> {
    if rows == 1 {
        Ok(())
    } else {
        Err(StoreError::Stale { id })
    }
}

fn version_db(v: u64) -> i64 {
    v as i64
}

/// Adds `n` games with `result` to the record of the player who had White
/// (`as_white`) or Black.
fn tally_row(record: &mut Record, result: &str, as_white: bool, n: u64) {
    match (result, as_white) {
        ("draw", _) => record.draws += n,
        ("white_wins", true) | ("black_wins", false) => record.wins += n,
        _ => record.losses += n,
    }
}

fn split_moves(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// A column that is missing, NULL where it may not be, or of the wrong type:
/// the reason the row is set aside.
fn unreadable(e: sqlx::Error) -> String {
    match e {
        sqlx::Error::ColumnDecode { index, source } => {
            format!("column {index} can't be read: {source}")
        }
        other => format!("the row can't be read: {other}"),
    }
}

fn duration_millis(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

/// A challenge or game in play as read from its row, before any checking.
struct GameRow {
    id: u64,
    guild_id: u64,
    challenger: Player,
    opponent: Player,
    challenger_color: String,
    state: String,
    expires_at: i64,
    message_id: Option<i64>,
    moves: String,
    level: Option<String>,
    move_time_ms: i64,
    deadline_at: Option<i64>,
    reminded: bool,
    version: i64,
    thread: bool,
    rated: bool,
}

/// Rebuilds a challenge or a game in play from its row; the reason if it
/// can't be.
fn restore_row(row: GameRow) -> Result<Table, String> {
    let challenger_color = match row.challenger_color.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(format!("unknown colour {other:?}")),
    };
    if row.move_time_ms <= 0 {
        return Err(format!("move time {} ms is not a time", row.move_time_ms));
    }
    let move_time = Duration::from_millis(row.move_time_ms as u64);
    let version = u64::try_from(row.version)
        .map_err(|_| format!("version {} is not a version", row.version))?;
    let challenge = Challenge {
        id: row.id,
        challenger: row.challenger,
        opponent: row.opponent,
        challenger_color,
        expires_at: from_millis(row.expires_at),
        message_id: row.message_id.map(from_db),
        move_time,
        version,
        thread: row.thread,
        rated: row.rated,
    };
    match row.state.as_str() {
        "challenge" => Ok(Table::Challenge(challenge)),
        "playing" => {
            let (white, black) = match challenger_color {
                Color::White => (challenge.challenger, challenge.opponent),
                Color::Black => (challenge.opponent, challenge.challenger),
            };
            let moves = split_moves(&row.moves);
            let clock = Clock {
                move_time,
                deadline: row.deadline_at.map(from_millis),
                reminded: row.reminded,
            };
            let mut m = Match::restore(row.id, white, black, &moves, clock).map_err(|(i, e)| {
                format!("move {} ({}) no longer replays: {e}", i + 1, moves[i])
            })?;
            m.version = version;
            m.rated = challenge.rated;
            if let Some(level) = row.level {
                let level: Level = level.parse().map_err(|e| format!("{e}"))?;
                // The person is the challenger; the bot has the other colour.
                m.computer = Some(crate::session::Computer {
                    color: challenger_color.opponent(),
                    level,
                });
                if m.computer_to_move() {
                    m.clock.stop();
                }
            }
            if m.is_over() {
                return Err(
                    "the stored moves end the game, but it was not recorded as finished"
                        .to_string(),
                );
            }
            Ok(Table::Match(m))
        }
        other => Err(format!("unexpected state {other:?}")),
    }
}

// After the macros above, which they use.
mod courtesy;
mod ratings;

#[cfg(test)]
mod tests;
