//! What the opening explorer reads besides the finished games (which it
//! takes from [`Store::history`]): the games still being played in a server,
//! whose positions it won't show.

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
    /// The games being played in server `guild_id` right now.
    pub async fn playing_in_guild(&self, guild_id: u64) -> Result<Vec<PlayingGame>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT id, variant, tournament_rule, moves FROM games \
                 WHERE guild_id = $1 AND state = 'playing'",
            )
            .bind(to_db(guild_id))
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
