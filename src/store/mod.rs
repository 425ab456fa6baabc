//! Persistence: challenges, games in play and finished games, in SQLite
//! through sqlx. The bot writes every change here before it answers, and
//! reads games in play back at start-up.
//!
//! `Store` is the whole interface the bot sees: a handful of async methods
//! over plain data. A PostgreSQL backend (for several bot processes sharing
//! one database) would be a second implementation of these same methods.

mod ratings;

pub use ratings::{Difference, RatedGame, RatedPlayer};

use crate::ai::Level;
use crate::game::{Color, Ending, Outcome, WinReason};
use crate::rating::Change;
use crate::session::{Challenge, Clock, Match, Player, Table};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};
use sqlx::{Row, SqlitePool};
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the database {path}: {source}")]
    Open { path: PathBuf, source: sqlx::Error },
    #[error("the database {path} was written by a newer version of pente-bot (it has migration {version}, which this version does not know); run a newer pente-bot or point `database` at another file")]
    Newer { path: PathBuf, version: i64 },
    #[error("cannot bring the database {path} up to date: {source}")]
    Migrate {
        path: PathBuf,
        source: sqlx::migrate::MigrateError,
    },
    #[error("database error: {0}")]
    Query(#[from] sqlx::Error),
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

#[derive(Debug, Clone)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating it if needed) and migrates the database at `path`. Any
    /// failure names the path and the cause, so start-up can stop clearly.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Every write is deferred on Discord first, so a busy database
            // may take its time rather than refuse the move.
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true);
        Store::open_with(options, path).await
    }

    /// A private in-memory database (for tests).
    pub async fn open_in_memory() -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str("sqlite::memory:")?;
        Store::open_with(options, Path::new(":memory:")).await
    }

    async fn open_with(options: SqliteConnectOptions, path: &Path) -> Result<Store, StoreError> {
        let open_error = |source| StoreError::Open {
            path: path.to_path_buf(),
            source,
        };
        let pool = SqlitePoolOptions::new()
            // In memory, every connection would be a database of its own.
            .max_connections(if path == Path::new(":memory:") { 1 } else { 4 })
            .connect_with(options)
            .await
            .map_err(open_error)?;
        // A migration this version doesn't have means a newer pente-bot wrote
        // the file: refuse rather than guess.
        let known = MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0);
        let has_table: bool = sqlx::query_scalar(
            "SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
        )
        .fetch_one(&pool)
        .await
        .map_err(open_error)?;
        if has_table {
            let newest: Option<i64> =
                sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations")
                    .fetch_one(&pool)
                    .await
                    .map_err(open_error)?;
            if let Some(version) = newest.filter(|&v| v > known) {
                return Err(StoreError::Newer {
                    path: path.to_path_buf(),
                    version,
                });
            }
        }
        MIGRATOR
            .run(&pool)
            .await
            .map_err(|source| StoreError::Migrate {
                path: path.to_path_buf(),
                source,
            })?;
        Ok(Store { pool })
    }

    /// Saves a new challenge; returns its id (also the game's, once
    /// accepted). An expired challenge it replaces is closed in the same
    /// transaction, so the channel never holds two, nor none by mistake.
    pub async fn insert_challenge(
        &self,
        guild_id: u64,
        channel_id: u64,
        c: &Challenge,
        replacing: Option<u64>,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        if let Some(old) = replacing {
            close_challenge_in(&mut tx, old, "expired", now).await?;
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
             opponent_name, challenger_color, state, created_at, expires_at, move_time_ms, rated) \
             VALUES (?, ?, ?, ?, ?, ?, ?, 'challenge', ?, ?, ?, ?) RETURNING id",
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
        .bind(c.rated)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(from_db(id))
    }

    /// Saves a new game between a person and the bot itself (`m.computer`
    /// says which side the bot has and its level): no challenge, the game is
    /// on at once. Returns its id.
    pub async fn start_computer_game(
        &self,
        guild_id: u64,
        channel_id: u64,
        m: &Match,
        replacing: Option<u64>,
        now: SystemTime,
    ) -> Result<u64, StoreError> {
        let Some(computer) = m.computer else {
            return Err(StoreError::Query(sqlx::Error::Protocol(
                "not a game against the computer".into(),
            )));
        };
        let (human_color, level) = (computer.color.opponent(), computer.level);
        let (human, bot) = (m.player(human_color), m.player(computer.color));
        let mut tx = self.pool.begin().await?;
        if let Some(old) = replacing {
            close_challenge_in(&mut tx, old, "expired", now).await?;
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
             opponent_name, challenger_color, state, created_at, expires_at, started_at, level, \
             move_time_ms, deadline_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, ?, ?, ?, ?, ?) RETURNING id",
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
    }

    /// How many games `user` has going against the bot itself.
    pub async fn live_computer_games(&self, user: u64) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE state = 'playing' AND level IS NOT NULL AND challenger_id = ?",
        )
        .bind(to_db(user))
        .fetch_one(&self.pool)
        .await?;
        Ok(n as u64)
    }

    /// The bot's record per level in the server: (level, as White, as Black).
    pub async fn computer_records(
        &self,
        guild_id: u64,
        bot_id: u64,
    ) -> Result<Vec<(String, Record, Record)>, StoreError> {
        let rows = sqlx::query(
            "SELECT level, white_id = ?1 AS as_white, result, COUNT(*) AS n FROM finished_games \
             WHERE guild_id = ?2 AND level IS NOT NULL AND (white_id = ?1 OR black_id = ?1) \
             GROUP BY level, as_white, result ORDER BY level",
        )
        .bind(to_db(bot_id))
        .bind(to_db(guild_id))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<(String, Record, Record)> = Vec::new();
        for row in rows {
            let level: String = row.try_get("level")?;
            if out.last().is_none_or(|(l, _, _)| *l != level) {
                out.push((level.clone(), Record::default(), Record::default()));
            }
            let entry = out.last_mut().expect("just pushed");
            let as_white: bool = row.try_get("as_white")?;
            tally_row(
                if as_white { &mut entry.1 } else { &mut entry.2 },
                &row.try_get::<Option<String>, _>("result")?
                    .unwrap_or_default(),
                as_white,
                row.try_get::<i64, _>("n")? as u64,
            );
        }
        Ok(out)
    }

    /// Remembers the message that carries the challenge's buttons.
    pub async fn set_message(&self, id: u64, message_id: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET message_id = ? WHERE id = ?")
            .bind(to_db(message_id))
            .bind(to_db(id))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Closes an open challenge as `declined`, `withdrawn`, `expired` or
    /// `aborted` (ended by a moderator).
    pub async fn close_challenge(
        &self,
        id: u64,
        state: &str,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        let mut conn = self.pool.acquire().await?;
        close_challenge_in(&mut conn, id, state, now).await
    }

    /// The challenge was accepted: the game `m` is on, its clock running.
    pub async fn start_game(&self, m: &Match, now: SystemTime) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE games SET state = 'playing', started_at = ?, deadline_at = ?, reminded = 0 \
                                WHERE id = ? AND state = 'challenge'",
        )
        .bind(millis(now))
        .bind(m.clock.deadline.map(millis))
        .bind(to_db(m.id))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Query(sqlx::Error::RowNotFound));
        }
        Ok(())
    }

    /// Saves a game's moves and clock, and its end if it is over (on the
    /// board, by resignation, on time, or aborted). Called before every
    /// announcement of a move, a reminder or an end.
    ///
    /// The end of a rated game changes both players' ratings in the same
    /// transaction, and the change is returned for the announcement: the
    /// game is never finished without it, and never rated twice (a finished
    /// game is no longer `playing`, so a second save changes nothing). An
    /// aborted game has no result, and is not rated.
    pub async fn save_game(
        &self,
        m: &Match,
        now: SystemTime,
    ) -> Result<Option<Change>, StoreError> {
        let end = result_and_reason(m);
        let state = match (m.is_over(), end) {
            (false, _) => "playing",
            (true, Some(_)) => "finished",
            (true, None) => "aborted",
        };
        let mut tx = self.pool.begin().await?;
        let guild: Option<i64> = sqlx::query_scalar(
            "UPDATE games SET moves = ?, state = ?, result = ?, reason = ?, ended_at = ?, \
             deadline_at = ?, reminded = ? WHERE id = ? AND state = 'playing' RETURNING guild_id",
        )
        .bind(m.moves_text())
        .bind(state)
        .bind(end.map(|e| e.0))
        .bind(end.map(|e| e.1))
        .bind(m.is_over().then(|| millis(now)))
        .bind(m.clock.deadline.map(millis))
        .bind(m.clock.reminded)
        .bind(to_db(m.id))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(guild) = guild else {
            return Err(StoreError::Query(sqlx::Error::RowNotFound));
        };
        let change = match end {
            Some(_) if ratings::counts_for_rating(m) => {
                Some(ratings::rate_game(&mut tx, from_db(guild), m, now).await?)
            }
            _ => None,
        };
        tx.commit().await?;
        Ok(change)
    }

    /// Open challenges and games in play, rebuilt for the live map. A game
    /// whose moves no longer replay is set aside (kept, with a note) and
    /// returned separately for the log.
    pub async fn load_active(&self) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        // rowid is always an integer, whatever else a damaged row holds.
        let rows = sqlx::query(
            "SELECT rowid AS row_id, id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
             opponent_name, challenger_color, state, expires_at, message_id, moves, level, \
             move_time_ms, deadline_at, reminded, rated FROM games \
             WHERE state IN ('challenge', 'playing') ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut active = Vec::new();
        let mut set_aside = Vec::new();
        for row in rows {
            let id = from_db(row.try_get("row_id")?);
            let channel_id = row.try_get::<i64, _>("channel_id").map_or(0, from_db);
            let restored = restore_row(&row).and_then(|table| {
                let guild_id = from_db(row.try_get("guild_id").map_err(unreadable)?);
                Ok((guild_id, table))
            });
            match restored {
                Ok((guild_id, table)) => active.push(Active {
                    guild_id,
                    channel_id,
                    table,
                }),
                Err(why) => {
                    sqlx::query("UPDATE games SET state = 'set_aside', note = ? WHERE rowid = ?")
                        .bind(&why)
                        .bind(to_db(id))
                        .execute(&self.pool)
                        .await?;
                    set_aside.push(SetAside {
                        id,
                        channel_id,
                        why,
                    });
                }
            }
        }
        Ok((active, set_aside))
    }

    /// The server's games: won by White, by Black, drawn.
    pub async fn tally(&self, guild_id: u64) -> Result<Tally, StoreError> {
        let rows = sqlx::query(
            "SELECT result, COUNT(*) AS n FROM finished_games WHERE guild_id = ? GROUP BY result",
        )
        .bind(to_db(guild_id))
        .fetch_all(&self.pool)
        .await?;
        let mut tally = Tally::default();
        for row in rows {
            let n = row.try_get::<i64, _>("n")? as u64;
            match row
                .try_get::<Option<String>, _>("result")?
                .as_deref()
                .unwrap_or("")
            {
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
        let rows = sqlx::query(
            "SELECT white_id = ?1 AS as_white, result, COUNT(*) AS n FROM finished_games \
             WHERE guild_id = ?2 AND (white_id = ?1 OR black_id = ?1) GROUP BY as_white, result",
        )
        .bind(to_db(player))
        .bind(to_db(guild_id))
        .fetch_all(&self.pool)
        .await?;
        let (mut white, mut black) = (Record::default(), Record::default());
        for row in rows {
            let as_white: bool = row.try_get("as_white")?;
            let record = if as_white { &mut white } else { &mut black };
            tally_row(
                record,
                &row.try_get::<Option<String>, _>("result")?
                    .unwrap_or_default(),
                as_white,
                row.try_get::<i64, _>("n")? as u64,
            );
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
        let rows = sqlx::query(&format!(
            "{} WHERE f.guild_id = ?1 AND (?2 IS NULL OR white_id = ?2 OR black_id = ?2) \
             ORDER BY f.ended_at DESC, f.id DESC LIMIT ?3",
            finished_select()
        ))
        .bind(to_db(guild_id))
        .bind(player.map(to_db))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(finished_row).collect()
    }

    /// The channel's last finished game.
    pub async fn last_finished_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Option<Finished>, StoreError> {
        let row = sqlx::query(&format!(
            "{} WHERE f.channel_id = ? ORDER BY f.ended_at DESC, f.id DESC LIMIT 1",
            finished_select()
        ))
        .bind(to_db(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(finished_row).transpose()
    }

    /// The game's start time (for the record's date).
    pub async fn started_at(&self, id: u64) -> Result<Option<SystemTime>, StoreError> {
        let at: Option<Option<i64>> =
            sqlx::query_scalar("SELECT started_at FROM games WHERE id = ?")
                .bind(to_db(id))
                .fetch_optional(&self.pool)
                .await?;
        Ok(at.flatten().map(from_millis))
    }
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

/// Finished games (`f`) with their rating change, for [`finished_row`].
fn finished_select() -> String {
    format!(
        "SELECT f.*, {} FROM finished_games f JOIN games g ON g.id = f.id",
        ratings::change_select()
    )
}

/// A finished game's row; a damaged row is an error, not a panic.
fn finished_row(row: &sqlx::sqlite::SqliteRow) -> Result<Finished, StoreError> {
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

async fn close_challenge_in(
    conn: &mut sqlx::SqliteConnection,
    id: u64,
    state: &str,
    now: SystemTime,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET state = ?, ended_at = ? WHERE id = ? AND state = 'challenge'")
        .bind(state)
        .bind(millis(now))
        .bind(to_db(id))
        .execute(conn)
        .await?;
    Ok(())
}

/// Rebuilds a challenge or a game in play from its row; the reason if it
/// can't be. Every column is read with `try_get`: a damaged row is set aside,
/// never a panic at start-up.
fn restore_row(row: &sqlx::sqlite::SqliteRow) -> Result<Table, String> {
    let get_id = |column: &str| {
        row.try_get::<i64, _>(column)
            .map(from_db)
            .map_err(unreadable)
    };
    let get_text = |column: &str| row.try_get::<String, _>(column).map_err(unreadable);
    let id = get_id("id")?;
    let challenger = Player::new(get_id("challenger_id")?, get_text("challenger_name")?);
    let opponent = Player::new(get_id("opponent_id")?, get_text("opponent_name")?);
    let challenger_color = match get_text("challenger_color")?.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(format!("unknown colour {other:?}")),
    };
    let move_time_ms: i64 = row.try_get("move_time_ms").map_err(unreadable)?;
    if move_time_ms <= 0 {
        return Err(format!("move time {move_time_ms} ms is not a time"));
    }
    let move_time = Duration::from_millis(move_time_ms as u64);
    let challenge = Challenge {
        id,
        challenger,
        opponent,
        challenger_color,
        expires_at: from_millis(row.try_get("expires_at").map_err(unreadable)?),
        message_id: row
            .try_get::<Option<i64>, _>("message_id")
            .map_err(unreadable)?
            .map(from_db),
        move_time,
        rated: row.try_get("rated").map_err(unreadable)?,
    };
    match get_text("state")?.as_str() {
        "challenge" => Ok(Table::Challenge(challenge)),
        "playing" => {
            let (white, black) = match challenger_color {
                Color::White => (challenge.challenger, challenge.opponent),
                Color::Black => (challenge.opponent, challenge.challenger),
            };
            let moves = split_moves(&get_text("moves")?);
            let clock = Clock {
                move_time,
                deadline: row
                    .try_get::<Option<i64>, _>("deadline_at")
                    .map_err(unreadable)?
                    .map(from_millis),
                reminded: row.try_get("reminded").map_err(unreadable)?,
            };
            let mut m = Match::restore(id, white, black, &moves, clock).map_err(|(i, e)| {
                format!("move {} ({}) no longer replays: {e}", i + 1, moves[i])
            })?;
            m.rated = challenge.rated;
            if let Some(level) = row
                .try_get::<Option<String>, _>("level")
                .map_err(unreadable)?
            {
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

#[cfg(test)]
mod tests;
