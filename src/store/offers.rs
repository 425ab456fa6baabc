//! What the courtesies between players keep (issue 10): a game's open draw
//! offer or takeback request and its takeback count (table `game_offers`,
//! one row per game in play that has had either), games moved into a
//! thread, and the terms of a rematch.
//!
//! A takeback rewrites the game's moves in place: the record shows the game
//! as played, with no trace of the move taken back.
//!
//! A stored offer counts only at the game's version it was saved with
//! (`offer_version`): any later save of the game that doesn't write it (a
//! move, which lapses it anyway, or a declined offer) leaves it stale by
//! itself, so a plain move needs no second statement.

use super::{color_from, from_db, known_variant, to_db, Db, Store, StoreError};
use crate::ai::Level;
use crate::game::Color;
use crate::session::{Match, Offer, OfferKind, Player};
use sqlx::Row;
use std::collections::HashMap;
use std::time::Duration;

/// What a rematch of a game needs: who played which colour, the clock,
/// whether it was rated, and the level if one side was the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RematchTerms {
    pub id: u64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub white: Player,
    pub black: Player,
    pub move_time: Duration,
    pub level: Option<Level>,
    /// Whether the game was rated (a rematch is played on the same terms).
    pub rated: bool,
    /// Whether the game is over (finished or aborted).
    pub over: bool,
    pub variant: crate::game::Variant,
    /// Whether the game kept the tournament rule (a rematch keeps the
    /// choice).
    pub tournament_rule: bool,
}

/// A game's row of `game_offers`, as a save writes it.
pub(super) struct OfferState {
    pub game_id: u64,
    pub takebacks: u32,
    pub offer: Option<Offer>,
    /// The game's version once the save is done.
    pub game_version: u64,
}

impl OfferState {
    /// What a save of `m` must write to `game_offers`: `None` when there is
    /// nothing to keep (a game with no open offer and no takeback yet, whose
    /// stored offer, if any, a version behind, no longer counts), and for a
    /// game that is over (its row is deleted).
    pub fn to_save(m: &Match) -> Option<OfferState> {
        let offer = m.open_offer();
        if m.is_over() || (offer.is_none() && m.takebacks == 0) {
            return None;
        }
        Some(OfferState {
            game_id: m.id,
            takebacks: m.takebacks,
            offer,
            game_version: m.version + 1,
        })
    }
}

/// Writes `$state` (an [`OfferState`]) in transaction `$tx`. An `async`
/// block; the caller applies `?`.
macro_rules! offer_upsert {
    ($tx:ident, $state:expr) => {
        async {
            use $crate::store::{color_str, to_db, version_db, StoreError};
            let state: &$crate::store::offers::OfferState = $state;
            let offer = state.offer;
            sqlx::query(
                "INSERT INTO game_offers (game_id, takebacks, offer_kind, offer_by, offer_ply, \
                 offer_takebacks, offer_message_id, offer_version) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                 ON CONFLICT (game_id) DO UPDATE SET takebacks = excluded.takebacks, \
                 offer_kind = excluded.offer_kind, offer_by = excluded.offer_by, \
                 offer_ply = excluded.offer_ply, offer_takebacks = excluded.offer_takebacks, \
                 offer_message_id = excluded.offer_message_id, \
                 offer_version = excluded.offer_version",
            )
            .bind(to_db(state.game_id))
            .bind(i64::from(state.takebacks))
            .bind(offer.map(|o| o.kind.as_str()))
            .bind(offer.map(|o| color_str(o.by)))
            .bind(offer.map(|o| o.ply as i64))
            .bind(offer.map(|o| i64::from(o.takebacks)))
            .bind(offer.and_then(|o| o.message_id).map(to_db))
            .bind(version_db(state.game_version))
            .execute(&mut *$tx)
            .await?;
            Ok::<(), StoreError>(())
        }
    };
}

/// Deletes game `$id`'s offer row in transaction `$tx`, as the game ends. An
/// `async` block; the caller applies `?`.
macro_rules! offer_delete {
    ($tx:ident, $id:expr) => {
        async {
            sqlx::query("DELETE FROM game_offers WHERE game_id = $1")
                .bind($crate::store::to_db($id))
                .execute(&mut *$tx)
                .await?;
            Ok::<(), $crate::store::StoreError>(())
        }
    };
}

/// A game's stored takeback count and the offer that still counts, if any.
pub(super) type StoredOffer = (u32, Option<Offer>);

/// Reads one row of `game_offers` (joined with its game's `version`); a
/// damaged offer is dropped (the game goes on without it).
fn read_offer<R>(row: &R) -> Option<(u64, StoredOffer)>
where
    R: Row,
    for<'a> &'a str: sqlx::ColumnIndex<R>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let id = row.try_get::<i64, _>("game_id").ok()?;
    let takebacks = row
        .try_get::<i64, _>("takebacks")
        .ok()
        .and_then(|n| u32::try_from(n).ok())
        .unwrap_or(0);
    let offer = (|| {
        let saved_at = row.try_get::<Option<i64>, _>("offer_version").ok()??;
        if saved_at != row.try_get::<i64, _>("version").ok()? {
            return None;
        }
        let kind = OfferKind::parse(&row.try_get::<Option<String>, _>("offer_kind").ok()??)?;
        let by = color_from(&row.try_get::<Option<String>, _>("offer_by").ok()??)?;
        let ply = usize::try_from(row.try_get::<Option<i64>, _>("offer_ply").ok()??).ok()?;
        let made_at =
            u32::try_from(row.try_get::<Option<i64>, _>("offer_takebacks").ok()??).ok()?;
        Some(Offer {
            kind,
            by,
            ply,
            takebacks: made_at,
            message_id: row
                .try_get::<Option<i64>, _>("offer_message_id")
                .ok()
                .flatten()
                .map(from_db),
        })
    })();
    Some((from_db(id), (takebacks, offer)))
}

impl Store {
    /// Remembers the message that carries the open offer's buttons.
    pub async fn set_offer_message(&self, game: u64, message_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE game_offers SET offer_message_id = $1 WHERE game_id = $2")
                .bind(to_db(message_id))
                .bind(to_db(game))
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// The stored offers and takeback counts of the games in play that
    /// `filter` picks (a condition on `games`, as `load_where` takes it, with
    /// `channel` bound to `$1` if given), by game.
    pub(super) async fn offers_where(
        &self,
        filter: &str,
        channel: Option<u64>,
    ) -> Result<HashMap<u64, StoredOffer>, StoreError> {
        let sql = format!(
            "SELECT o.game_id, o.takebacks, o.offer_kind, o.offer_by, o.offer_ply, \
             o.offer_takebacks, o.offer_message_id, o.offer_version, g.version \
             FROM game_offers o JOIN games g ON g.id = o.game_id \
             WHERE g.state = 'playing' AND ({filter})"
        );
        on_db!(self, pool => async {
            let mut query = sqlx::query(&sql);
            if let Some(c) = channel {
                query = query.bind(to_db(c));
            }
            let rows = query.fetch_all(pool).await?;
            Ok(rows.iter().filter_map(read_offer).collect())
        })
    }

    /// The players, clock, rating and level of game `id`, for a rematch;
    /// `None` if there is no such game (or it never started).
    pub async fn rematch_terms(&self, id: u64) -> Result<Option<RematchTerms>, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
                 opponent_name, challenger_color, state, move_time_ms, level, rated, variant, \
                 tournament_rule FROM games \
                 WHERE id = $1 AND started_at IS NOT NULL",
            )
            .bind(to_db(id))
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let challenger = Player::new(
                from_db(row.try_get("challenger_id")?),
                row.try_get::<String, _>("challenger_name")?,
            );
            let opponent = Player::new(
                from_db(row.try_get("opponent_id")?),
                row.try_get::<String, _>("opponent_name")?,
            );
            let Some(challenger_color) = color_from(&row.try_get::<String, _>("challenger_color")?)
            else {
                return Ok(None);
            };
            let (white, black) = match challenger_color {
                Color::White => (challenger, opponent),
                Color::Black => (opponent, challenger),
            };
            let level = match row.try_get::<Option<String>, _>("level")? {
                Some(l) => match l.parse::<Level>() {
                    Ok(level) => Some(level),
                    Err(_) => return Ok(None),
                },
                None => None,
            };
            let Some(variant) = known_variant(
                &row.try_get::<String, _>("variant")?,
                format_args!("game {id} (for a rematch)"),
            ) else {
                return Ok(None);
            };
            let move_time_ms: i64 = row.try_get("move_time_ms")?;
            Ok(Some(RematchTerms {
                id: from_db(row.try_get("id")?),
                guild_id: from_db(row.try_get("guild_id")?),
                channel_id: from_db(row.try_get("channel_id")?),
                white,
                black,
                move_time: Duration::from_millis(move_time_ms.max(1) as u64),
                level,
                rated: row.try_get("rated")?,
                over: row.try_get::<String, _>("state")? != "playing",
                variant,
                tournament_rule: row.try_get("tournament_rule")?,
            }))
        })
    }
}
