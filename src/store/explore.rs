//! What the opening explorer reads: a server's finished games (a page at a
//! time, and those that ended lately), and the games still being played in
//! a server, whose positions it won't show. [`ServerIndexes`] keeps the
//! servers' indexes built from them, for the bot and the website alike.

mod servers;
pub use servers::{game_in_play, ServerIndexes};

use super::{from_db, split_moves, to_db, Db, Store, StoreError};
use sqlx::Row;

/// A game still being played, as far as it has gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayingGame {
    pub id: u64,
    /// The variant's key as stored.
    pub variant: String,
    pub tournament_rule: bool,
    pub moves: Vec<String>,
}

impl Store {
    /// Every game being played right now, in every server this database
    /// holds: the explorer keeps their positions back wherever it is asked.
    pub async fn playing_everywhere(&self) -> Result<Vec<PlayingGame>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT id, variant, tournament_rule, moves FROM games WHERE state = 'playing'",
            )
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    Ok(PlayingGame {
                        id: from_db(row.try_get("id")?),
                        variant: row.try_get("variant")?,
                        tournament_rule: row.try_get("tournament_rule")?,
                        moves: split_moves(&row.try_get::<String, _>("moves")?),
                    })
                })
                .collect()
        })
    }
}

impl Store {
    /// The servers with finished games, and how many each: for the command
    /// line's explorer, which needs one of them.
    pub async fn finished_guilds(&self) -> Result<Vec<(u64, u64)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT guild_id, COUNT(*) AS n FROM finished_games GROUP BY guild_id ORDER BY guild_id",
            )
            .fetch_all(pool)
            .await?;
            rows.iter()
                .map(|row| {
                    let n: i64 = row.try_get("n")?;
                    Ok((from_db(row.try_get("guild_id")?), n as u64))
                })
                .collect()
        })
    }
}

/// A finished game as the explorer reads it: no ratings, no reasons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExploredGame {
    pub id: u64,
    /// The variant's key as stored.
    pub variant: String,
    pub tournament_rule: bool,
    pub white_name: String,
    pub black_name: String,
    pub moves: Vec<String>,
    /// `white_wins`, `black_wins` or `draw`.
    pub result: String,
    pub ended_at_ms: i64,
}

/// A row of `finished_games` joined with its game's rule, as the explorer
/// reads it (a macro: the two databases' rows are different types).
macro_rules! explored_game {
    ($row:expr) => {{
        let row = $row;
        Ok::<_, StoreError>(ExploredGame {
            id: from_db(row.try_get("id")?),
            variant: row.try_get("variant")?,
            tournament_rule: row.try_get("tournament_rule")?,
            white_name: row.try_get("white_name")?,
            black_name: row.try_get("black_name")?,
            moves: split_moves(&row.try_get::<String, _>("moves")?),
            result: row.try_get("result")?,
            ended_at_ms: row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0),
        })
    }};
}

/// What the explorer reads of a finished game (see [`ExploredGame`]).
const EXPLORED: &str = "SELECT f.id, f.variant, g.tournament_rule, f.white_name, f.black_name, \
     f.moves, f.result, f.ended_at FROM finished_games f JOIN games g ON g.id = f.id";

impl Store {
    /// Server `guild_id`'s finished games numbered after `after`, the first
    /// `limit` of them by number: the explorer reads a server's games a
    /// page at a time.
    pub async fn finished_page(
        &self,
        guild_id: u64,
        after: u64,
        limit: u32,
    ) -> Result<Vec<ExploredGame>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(&format!(
                "{EXPLORED} WHERE f.guild_id = $1 AND f.id > $2 ORDER BY f.id LIMIT $3"
            ))
            .bind(to_db(guild_id))
            .bind(to_db(after))
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?;
            rows.iter().map(|row| explored_game!(row)).collect()
        })
    }

    /// Server `guild_id`'s finished games that ended at `since_ms` or
    /// later: what the explorer adds to an index built before.
    pub async fn finished_since(
        &self,
        guild_id: u64,
        since_ms: i64,
    ) -> Result<Vec<ExploredGame>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(&format!(
                "{EXPLORED} WHERE f.guild_id = $1 AND f.ended_at >= $2 ORDER BY f.id"
            ))
            .bind(to_db(guild_id))
            .bind(since_ms)
            .fetch_all(pool)
            .await?;
            rows.iter().map(|row| explored_game!(row)).collect()
        })
    }

    /// How many games have finished in server `guild_id`.
    pub async fn finished_count(&self, guild_id: u64) -> Result<u64, StoreError> {
        on_db!(self, pool => async {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM finished_games WHERE guild_id = $1")
                .bind(to_db(guild_id))
                .fetch_one(pool)
                .await?;
            Ok(n.max(0) as u64)
        })
    }
}
