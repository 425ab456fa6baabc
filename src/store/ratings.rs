//! Ratings in the database: the `ratings` table (one row per player per
//! server) and the change each rated game made, kept on the game's row.
//! Written only by [`Store::save_game`], in the transaction that ends the
//! game, so a game is never finished without its change nor rated twice.
//!
//! A stored rating is as it was after the player's last rated game (at its
//! `updated_at`); every read that shows one grows its deviation to the time
//! asked for (see [`Rating::after_idle`]), and so does the next rated game.

use super::{from_db, from_millis, known_variant, to_db, Db, Store, StoreError};
use crate::game::{Color, Variant};
use crate::rating::{self, Change, Rating, Score, Step};
use crate::session::{Match, Player};
use sqlx::{ColumnIndex, Decode, Row, Type};
use std::collections::HashMap;
use std::time::SystemTime;

/// Rates game `$m` (saved as ending at `$now`, in server `$guild`) in
/// transaction `$tx`: reads both ratings, grows each by the time since the
/// player's last rated game, rates, and writes both new ones and the change
/// on the game's row. An `async` block, evaluating to the change: a `?` in
/// it ends the block, and the caller applies `?` to its result.
macro_rules! rate_in {
    ($tx:ident, $m:expr, $guild:expr, $now:expr) => {
        async {
            use $crate::store::{from_millis, millis, ratings, to_db, StoreError};
            let m: &$crate::session::Match = $m;
            let guild: i64 = $guild;
            // The time as stored, so that recomputing from the stored times
            // gives the same idle days to the bit.
            let ended_at = from_millis(millis($now));
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
            // Each game of the family is rated apart.
            let variant = m.game.variant().key();
            let mut last_games = Vec::with_capacity(2);
            for player in [&m.white, &m.black] {
                let row = sqlx::query(
                    "SELECT rating, deviation, volatility, updated_at FROM ratings \
                     WHERE guild_id = $1 AND player_id = $2 AND variant = $3",
                )
                .bind(guild)
                .bind(to_db(player.id))
                .bind(variant)
                .fetch_optional(&mut *$tx)
                .await?;
                last_games.push(row.as_ref().and_then(ratings::last_game));
            }
            let change =
                $crate::rating::rate_at(last_games[0], last_games[1], m.winner(), ended_at);
            for (player, step) in [(&m.white, &change.white), (&m.black, &change.black)] {
                let r = step.after;
                sqlx::query(
                    "INSERT INTO ratings (guild_id, player_id, name, rating, deviation, volatility, \
                     games, updated_at, variant) VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8) \
                     ON CONFLICT (guild_id, player_id, variant) DO UPDATE SET name = excluded.name, \
                     rating = excluded.rating, deviation = excluded.deviation, \
                     volatility = excluded.volatility, games = ratings.games + 1, \
                     updated_at = excluded.updated_at",
                )
                .bind(guild)
                .bind(to_db(player.id))
                .bind(&player.name)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(millis(ended_at))
                .bind(variant)
                .execute(&mut *$tx)
                .await?;
            }
            let (sql, values) = ratings::record_change_sql(&change);
            let mut query = sqlx::query(&sql);
            for v in values {
                query = query.bind(v);
            }
            query.bind(to_db(m.id)).execute(&mut *$tx).await?;
            Ok::<$crate::rating::Change, StoreError>(change)
        }
    };
}

/// The statement that records `change` on the game's row and gives the game
/// the next place in the order of rating, and the values to bind; the game's
/// id is bound last.
pub(super) fn record_change_sql(change: &Change) -> (String, Vec<f64>) {
    let mut assignments = Vec::new();
    let mut values = Vec::new();
    for (color, step) in [("white", &change.white), ("black", &change.black)] {
        for (when, r) in [("before", step.before), ("after", step.after)] {
            for (name, value) in
                change_columns(color, when)
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
    (sql, values)
}

/// A stored rating and when the player's last rated game ended (a row of
/// `ratings`); `None` if it can't be read, and the player starts afresh.
pub(super) fn last_game<R>(row: &R) -> Option<(Rating, SystemTime)>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
{
    let rating = read_rating(row, ["rating", "deviation", "volatility"])?;
    let at = row.try_get::<i64, _>("updated_at").ok()?;
    Some((rating, from_millis(at)))
}

/// A player's rating in a server.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedPlayer {
    pub guild_id: u64,
    /// The game of the family the rating is for.
    pub variant: Variant,
    /// With the name they had in their last rated game.
    pub player: Player,
    pub rating: Rating,
    /// Rated games played.
    pub games: u64,
}

/// A rated game: who played, who won, when it ended, and what it did to
/// both ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedGame {
    pub id: u64,
    pub guild_id: u64,
    pub variant: Variant,
    pub white: Player,
    pub black: Player,
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub ended_at: SystemTime,
    pub change: Change,
}

/// A player whose stored rating is not what replaying the rated games gives.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub guild_id: u64,
    pub variant: Variant,
    pub player: Player,
    /// `None`: no row in the ratings table.
    pub stored: Option<Rating>,
    /// `None`: no rated game.
    pub recomputed: Option<Rating>,
}

/// Whether the end of `m` changes ratings: a game between two people that
/// was not started with `rated:false`. The caller has checked it is over.
pub(super) fn counts_for_rating(m: &Match) -> bool {
    m.rated && m.computer.is_none()
}

/// The winner of a stored result (`white_wins`, `black_wins`, `draw`).
pub(super) fn winner_of(result: &str) -> Option<Color> {
    match result {
        "white_wins" => Some(Color::White),
        "black_wins" => Some(Color::Black),
        _ => None,
    }
}

/// The column names of one of the game row's four stored ratings.
pub(super) fn change_columns(color: &str, when: &str) -> [String; 3] {
    ["rating", "deviation", "volatility"].map(|what| format!("{color}_{what}_{when}"))
}

/// The columns holding a game's rating change, for SELECTs.
pub(super) fn change_select() -> String {
    let mut names = Vec::new();
    for color in ["white", "black"] {
        for when in ["before", "after"] {
            names.extend(change_columns(color, when));
        }
    }
    names.join(", ")
}

pub(super) fn read_rating<R>(row: &R, [rating, deviation, volatility]: [&str; 3]) -> Option<Rating>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
{
    Some(Rating {
        rating: row.try_get::<Option<f64>, _>(rating).ok()??,
        deviation: row.try_get::<Option<f64>, _>(deviation).ok()??,
        volatility: row.try_get::<Option<f64>, _>(volatility).ok()??,
    })
}

/// A game's rating change from its row, if it was rated.
pub(super) fn change_row<R>(row: &R) -> Option<Change>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
{
    let get = |color: &str, when: &str| {
        let names = change_columns(color, when);
        read_rating(row, [&names[0], &names[1], &names[2]])
    };
    Some(Change {
        white: Step {
            before: get("white", "before")?,
            after: get("white", "after")?,
        },
        black: Step {
            before: get("black", "before")?,
            after: get("black", "after")?,
        },
    })
}

/// A row of `ratings` as it is stored (as of the player's last rated game),
/// or, given `now`, grown to then; `None`, logged, if it is the rating in a
/// game this version doesn't know.
fn rated_player<R>(row: &R, now: Option<SystemTime>) -> Result<Option<RatedPlayer>, StoreError>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
{
    let guild_id = from_db(row.try_get("guild_id")?);
    let player_id = from_db(row.try_get("player_id")?);
    let Some(variant) = known_variant(
        &row.try_get::<String, _>("variant")?,
        format_args!("the rating of player {player_id} in server {guild_id}"),
    ) else {
        return Ok(None);
    };
    let stored = read_rating(row, ["rating", "deviation", "volatility"]).unwrap_or_default();
    let last_game = from_millis(row.try_get("updated_at")?);
    Ok(Some(RatedPlayer {
        guild_id,
        variant,
        player: Player::new(player_id, row.try_get::<String, _>("name")?),
        rating: now.map_or(stored, |now| stored.after_idle(last_game, now)),
        games: row.try_get::<i64, _>("games")? as u64,
    }))
}

impl Store {
    /// A player's rating in the server as of `now`, if they have played a
    /// rated game.
    pub async fn rating(
        &self,
        guild_id: u64,
        player: u64,
        variant: Variant,
        now: SystemTime,
    ) -> Result<Option<RatedPlayer>, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT * FROM ratings WHERE guild_id = $1 AND player_id = $2 AND variant = $3",
            )
                .bind(to_db(guild_id))
                .bind(to_db(player))
                .bind(variant.key())
                .fetch_optional(pool)
                .await?;
            Ok(row
                .as_ref()
                .map(|row| rated_player(row, Some(now)))
                .transpose()?
                .flatten())
        })
    }

    /// The server's rated players as of `now`, in leaderboard order:
    /// established players by rating, then the provisional ones.
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        variant: Variant,
        now: SystemTime,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        let mut players = self.rated_players(Some(guild_id), Some(now)).await?;
        players.retain(|p| p.variant == variant);
        rating::leaderboard_order(&mut players, |p| p.rating);
        Ok(players)
    }

    /// Every server's leaderboards as of `now`, one per game of the family
    /// played there, by server id and game.
    pub async fn leaderboards(
        &self,
        now: SystemTime,
    ) -> Result<Vec<((u64, Variant), Vec<RatedPlayer>)>, StoreError> {
        let mut out: Vec<((u64, Variant), Vec<RatedPlayer>)> = Vec::new();
        let mut players = self.rated_players(None, Some(now)).await?;
        players.sort_by_key(|p| (p.guild_id, p.variant));
        for p in players {
            match out.last_mut() {
                Some((key, players)) if *key == (p.guild_id, p.variant) => players.push(p),
                _ => out.push(((p.guild_id, p.variant), vec![p])),
            }
        }
        for (_, players) in &mut out {
            rating::leaderboard_order(players, |p| p.rating);
        }
        Ok(out)
    }

    /// The rated players of one server or all, by server and player: as
    /// stored, or grown to `now`.
    async fn rated_players(
        &self,
        guild_id: Option<u64>,
        now: Option<SystemTime>,
    ) -> Result<Vec<RatedPlayer>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT * FROM ratings WHERE $1 IS NULL OR guild_id = $1 \
                 ORDER BY guild_id, player_id",
            )
            .bind(guild_id.map(to_db))
            .fetch_all(pool)
            .await?;
            rows.iter()
                .filter_map(|row| rated_player(row, now).transpose())
                .collect()
        })
    }

    /// Every rated game of every server, in the order they were rated; those
    /// naming a game this version doesn't know are left out (and logged).
    pub async fn rated_games(&self) -> Result<Vec<RatedGame>, StoreError> {
        Ok(self.rated_games_and_unknown().await?.0)
    }

    /// Every rated game of every server that this version can read, in the
    /// order they were rated, and the ids of those it can't (naming a game
    /// it doesn't know, logged).
    pub(super) async fn rated_games_and_unknown(
        &self,
    ) -> Result<(Vec<RatedGame>, Vec<u64>), StoreError> {
        let sql = format!(
            "SELECT id, guild_id, challenger_id, challenger_name, opponent_id, opponent_name, \
             challenger_color, swapped, variant, result, ended_at, {} FROM games \
             WHERE rated_seq IS NOT NULL ORDER BY rated_seq",
            change_select()
        );
        on_db!(self, pool => async {
        let rows = sqlx::query(&sql).fetch_all(pool).await?;
        let mut games = Vec::with_capacity(rows.len());
        let mut unknown = Vec::new();
        for row in rows {
            let id = from_db(row.try_get("id")?);
            let Some(variant) = known_variant(
                &row.try_get::<String, _>("variant")?,
                format_args!("rated game {id}"),
            ) else {
                unknown.push(id);
                continue;
            };
            let challenger = Player::new(
                from_db(row.try_get("challenger_id")?),
                row.try_get::<String, _>("challenger_name")?,
            );
            let opponent = Player::new(
                from_db(row.try_get("opponent_id")?),
                row.try_get::<String, _>("opponent_name")?,
            );
            // The colours as the game ended: an opening swap exchanged them.
            let challenger_white = row.try_get::<String, _>("challenger_color")? == "white";
            let (white, black) = if challenger_white != row.try_get::<bool, _>("swapped")? {
                (challenger, opponent)
            } else {
                (opponent, challenger)
            };
            let winner = winner_of(&row.try_get::<String, _>("result")?);
            let change = change_row(&row).ok_or_else(|| {
                StoreError::Query(sqlx::Error::Protocol(format!(
                    "game {id} has a rating sequence number but no rating change"
                )))
            })?;
            games.push(RatedGame {
                id,
                guild_id: from_db(row.try_get("guild_id")?),
                variant,
                white,
                black,
                winner,
                ended_at: from_millis(row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0)),
                change,
            });
        }
        Ok((games, unknown))
        })
    }

    /// Replays every rated game from the start and compares the ratings it
    /// gives with the stored ones: the players whose differ (none, if every
    /// game was rated once and in order).
    pub async fn rating_differences(&self) -> Result<Vec<Difference>, StoreError> {
        let games = self.rated_games().await?;
        let mut names: HashMap<(u64, Variant, u64), Player> = HashMap::new();
        for g in &games {
            names.insert((g.guild_id, g.variant, g.white.id), g.white.clone());
            names.insert((g.guild_id, g.variant, g.black.id), g.black.clone());
        }
        let mut recomputed = rating::recompute(games.iter().map(|g| rating::Game {
            white: (g.guild_id, g.variant, g.white.id),
            black: (g.guild_id, g.variant, g.black.id),
            winner: g.winner,
            ended_at: g.ended_at,
        }));
        let same = |a: &Rating, b: &Rating| {
            (a.rating - b.rating).abs() < 1e-9
                && (a.deviation - b.deviation).abs() < 1e-9
                && (a.volatility - b.volatility).abs() < 1e-12
        };
        let mut differences = Vec::new();
        // As stored: both sides as of each player's last rated game.
        for p in self.rated_players(None, None).await? {
            let again = recomputed
                .remove(&(p.guild_id, p.variant, p.player.id))
                .map(|r| r.0);
            if again.is_none_or(|r| !same(&r, &p.rating)) {
                differences.push(Difference {
                    guild_id: p.guild_id,
                    variant: p.variant,
                    player: p.player,
                    stored: Some(p.rating),
                    recomputed: again,
                });
            }
        }
        // Rated in some game, yet missing from the table.
        let mut missing: Vec<_> = recomputed.into_iter().collect();
        missing.sort_by_key(|(key, _)| *key);
        for ((guild, variant, id), r) in missing {
            differences.push(Difference {
                guild_id: guild,
                variant,
                player: names
                    .remove(&(guild, variant, id))
                    .unwrap_or_else(|| Player::new(id, "?")),
                stored: None,
                recomputed: Some(r.0),
            });
        }
        Ok(differences)
    }

    /// A player's rating before their last `limit` rated games in the
    /// server and after each of them, oldest first, the last one grown to
    /// `now` (empty before their first rated game).
    pub async fn rating_history(
        &self,
        guild_id: u64,
        player: u64,
        variant: Variant,
        limit: u32,
        now: SystemTime,
    ) -> Result<Vec<Rating>, StoreError> {
        let sql = format!(
            "SELECT challenger_id, challenger_color, swapped, ended_at, {} FROM games \
             WHERE guild_id = $1 AND rated_seq IS NOT NULL AND (challenger_id = $2 OR opponent_id = $2) \
             AND variant = $4 ORDER BY rated_seq DESC LIMIT $3",
            change_select()
        );
        let (steps, last_game): (Vec<Step>, Option<i64>) = on_db!(self, pool => async {
            let rows = sqlx::query(&sql)
                .bind(to_db(guild_id))
                .bind(to_db(player))
                .bind(i64::from(limit))
                .bind(variant.key())
                .fetch_all(pool)
                .await?;
            let mut steps = Vec::with_capacity(rows.len());
            for row in rows.iter().rev() {
                let challenger_is_white = (row.try_get::<String, _>("challenger_color")? == "white")
                    != row.try_get::<bool, _>("swapped")?;
                let is_challenger = from_db(row.try_get("challenger_id")?) == player;
                let color = if challenger_is_white == is_challenger {
                    Color::White
                } else {
                    Color::Black
                };
                if let Some(change) = change_row(row) {
                    steps.push(*change.step(color));
                }
            }
            let last_game = match rows.first() {
                Some(row) => row.try_get("ended_at")?,
                None => None,
            };
            Ok((steps, last_game))
        })?;
        let mut history: Vec<Rating> = steps.first().map(|s| s.before).into_iter().collect();
        history.extend(steps.iter().map(|s| s.after));
        if let (Some(current), Some(at)) = (history.last_mut(), last_game) {
            *current = current.after_idle(from_millis(at), now);
        }
        Ok(history)
    }

    /// A player's results in all their finished games in the server (rated
    /// or not), newest first.
    pub async fn player_results(
        &self,
        guild_id: u64,
        player: u64,
        variant: Variant,
    ) -> Result<Vec<Score>, StoreError> {
        on_db!(self, pool => async {
        let rows = sqlx::query(
            "SELECT white_id = $1 AS as_white, result FROM finished_games \
             WHERE guild_id = $2 AND (white_id = $1 OR black_id = $1) AND variant = $3 \
             ORDER BY ended_at DESC, id DESC",
        )
        .bind(to_db(player))
        .bind(to_db(guild_id))
        .bind(variant.key())
        .fetch_all(pool)
        .await?;
        rows.iter()
            .map(|row| {
                let color = if row.try_get::<bool, _>("as_white")? {
                    Color::White
                } else {
                    Color::Black
                };
                Ok(Score::for_color(color, winner_of(&row.try_get::<String, _>("result")?)))
            })
            .collect()
        })
    }
}
