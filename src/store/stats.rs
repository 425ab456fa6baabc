//! What is shown of finished games: the server's tally, a player's record,
//! the bot's record by level, history, and a game found by its number for a
//! replay.

use super::{
    from_db, from_millis, known_variant, ratings, split_moves, to_db, Db, Finished, GameInGuild,
    Record, Store, StoreError, Tally,
};
use crate::game::Variant;
use crate::session::Player;
use sqlx::Row;
use std::time::SystemTime;

/// Reads a [`Finished`] game from a `finished_games` row of either backend
/// (or a row of the same columns): `None`, logged, if it names a game this
/// version doesn't know.
macro_rules! read_finished_row {
    ($row:expr) => {{
        let row = $row;
        (|| -> Result<Option<Finished>, StoreError> {
            let id = from_db(row.try_get("id")?);
            let Some(variant) = known_variant(
                &row.try_get::<String, _>("variant")?,
                format_args!("game {id}"),
            ) else {
                return Ok(None);
            };
            Ok(Some(Finished {
                id,
                variant,
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
                tournament_rule: row.try_get("tournament_rule")?,
            }))
        })()
    }};
}

/// Finished games (`f`) with their rating change, for `read_finished_row!`.
fn finished_select() -> String {
    format!(
        "SELECT f.*, g.tournament_rule, {} FROM finished_games f JOIN games g ON g.id = f.id",
        ratings::change_select()
    )
}

/// An aborted game as `read_finished_row!` reads it: the colours resolved
/// as `finished_games` does, `aborted` for result and reason, no rating.
const ABORTED_SELECT: &str = "SELECT id, variant, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_id ELSE opponent_id END AS white_id, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_name ELSE opponent_name END AS white_name, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_id ELSE challenger_id END AS black_id, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_name ELSE challenger_name END AS black_name, \
     moves, 'aborted' AS result, 'aborted' AS reason, started_at, ended_at, tournament_rule \
     FROM games WHERE id = $1 AND state = 'aborted'";

/// Adds `n` games with `result` to the record of the player who had White
/// (`as_white`) or Black.
fn tally_row(record: &mut Record, result: &str, as_white: bool, n: u64) {
    match (result, as_white) {
        ("draw", _) => record.draws += n,
        ("white_wins", true) | ("black_wins", false) => record.wins += n,
        _ => record.losses += n,
    }
}

impl Store {
    /// The bot's record per level in the server: (level, as White, as Black).
    pub async fn computer_records(
        &self,
        guild_id: u64,
        bot_id: u64,
    ) -> Result<Vec<(String, Record, Record)>, StoreError> {
        let rows: Vec<(String, bool, String, i64)> = on_db!(self, pool => async {
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
            Ok(out)
        })?;
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

    /// The server's games of `variant`: won by White, by Black, drawn.
    pub async fn tally(&self, guild_id: u64, variant: Variant) -> Result<Tally, StoreError> {
        let rows: Vec<(String, i64)> = on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT result, COUNT(*) AS n FROM finished_games WHERE guild_id = $1 \
                 AND variant = $2 GROUP BY result",
            )
            .bind(to_db(guild_id))
            .bind(variant.key())
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push((
                    row.try_get::<Option<String>, _>("result")?.unwrap_or_default(),
                    row.try_get("n")?,
                ));
            }
            Ok(out)
        })?;
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

    /// A player's record in the server's games of `variant`, as White and
    /// as Black.
    pub async fn player_record(
        &self,
        guild_id: u64,
        player: u64,
        variant: Variant,
    ) -> Result<(Record, Record), StoreError> {
        let rows: Vec<(bool, String, i64)> = on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT white_id = $1 AS as_white, result, COUNT(*) AS n FROM finished_games \
                 WHERE guild_id = $2 AND (white_id = $1 OR black_id = $1) AND variant = $3 \
                 GROUP BY white_id = $1, result",
            )
            .bind(to_db(player))
            .bind(to_db(guild_id))
            .bind(variant.key())
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
            Ok(out)
        })?;
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
        on_db!(self, pool => async {
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
            rows.iter()
                .filter_map(|row| read_finished_row!(row).transpose())
                .collect()
        })
    }

    /// The channel's last finished game (`None` if it names a game this
    /// version doesn't know).
    pub async fn last_finished_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Option<Finished>, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(&format!(
                "{} WHERE f.channel_id = $1 ORDER BY f.ended_at DESC, f.id DESC LIMIT 1",
                finished_select()
            ))
            .bind(to_db(channel_id))
            .fetch_optional(pool)
            .await?;
            Ok(row.as_ref().map(|row| read_finished_row!(row)).transpose()?.flatten())
        })
    }

    /// Game `id` of server `guild_id` (its number in `/pente history`), for
    /// replaying it: finished, aborted after it started, still in play,
    /// never started, or not a game of this server at all (a game of another
    /// server is not told apart from one that doesn't exist).
    pub async fn game_in_guild(&self, id: u64, guild_id: u64) -> Result<GameInGuild, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT state, channel_id, started_at IS NOT NULL AND moves <> '' AS has_moves \
                 FROM games WHERE id = $1 AND guild_id = $2",
            )
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
                    let row = sqlx::query(&format!("{} WHERE f.id = $1", finished_select()))
                        .bind(to_db(id))
                        .fetch_one(pool)
                        .await?;
                    match read_finished_row!(&row)? {
                        Some(f) => GameInGuild::Finished(Box::new(f)),
                        None => GameInGuild::SetAside,
                    }
                }
                "aborted" if row.try_get::<bool, _>("has_moves")? => {
                    let row = sqlx::query(ABORTED_SELECT)
                        .bind(to_db(id))
                        .fetch_one(pool)
                        .await?;
                    match read_finished_row!(&row)? {
                        Some(f) => GameInGuild::Aborted(Box::new(f)),
                        None => GameInGuild::SetAside,
                    }
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
        on_db!(self, pool => async {
            let at: Option<Option<i64>> =
                sqlx::query_scalar("SELECT started_at FROM games WHERE id = $1")
                    .bind(to_db(id))
                    .fetch_optional(pool)
                    .await?;
            Ok(at.flatten().map(from_millis))
        })
    }
}
