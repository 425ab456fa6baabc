//! Ratings in the database: the `ratings` table (one row per player per
//! server) and the change each rated game made, kept on the game's row.
//! Written only by [`Store::save_game`], in the transaction that ends the
//! game, so a game is never finished without its change nor rated twice.

use super::{from_db, to_db, Db, Store, StoreError};
use crate::game::Color;
use crate::rating::{self, Change, Rating, Score, Step};
use crate::session::{Match, Player};
use sqlx::{ColumnIndex, Decode, Row, Type};
use std::collections::HashMap;

/// A player's rating in a server.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedPlayer {
    pub guild_id: u64,
    /// With the name they had in their last rated game.
    pub player: Player,
    pub rating: Rating,
    /// Rated games played.
    pub games: u64,
}

/// A rated game: who played, who won, and what it did to both ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedGame {
    pub id: u64,
    pub guild_id: u64,
    pub white: Player,
    pub black: Player,
    /// `None` for a draw.
    pub winner: Option<Color>,
    pub change: Change,
}

/// A player whose stored rating is not what replaying the rated games gives.
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub guild_id: u64,
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

pub(super) const RATING_COLUMNS: &str = "rating, deviation, volatility";

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

fn rated_player<R>(row: &R) -> Result<RatedPlayer, StoreError>
where
    R: Row,
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> Option<f64>: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
{
    Ok(RatedPlayer {
        guild_id: from_db(row.try_get("guild_id")?),
        player: Player::new(
            from_db(row.try_get("player_id")?),
            row.try_get::<String, _>("name")?,
        ),
        rating: read_rating(row, ["rating", "deviation", "volatility"]).unwrap_or_default(),
        games: row.try_get::<i64, _>("games")? as u64,
    })
}

impl Store {
    /// A player's rating in the server, if they have played a rated game.
    pub async fn rating(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<Option<RatedPlayer>, StoreError> {
        on_db!(self, pool => {
            let row = sqlx::query("SELECT * FROM ratings WHERE guild_id = $1 AND player_id = $2")
                .bind(to_db(guild_id))
                .bind(to_db(player))
                .fetch_optional(pool)
                .await?;
            row.as_ref().map(rated_player).transpose()
        })
    }

    /// The server's rated players in leaderboard order: established players
    /// by rating, then the provisional ones.
    pub async fn leaderboard(&self, guild_id: u64) -> Result<Vec<RatedPlayer>, StoreError> {
        let mut players: Vec<RatedPlayer> = on_db!(self, pool => {
            let rows = sqlx::query("SELECT * FROM ratings WHERE guild_id = $1 ORDER BY player_id")
                .bind(to_db(guild_id))
                .fetch_all(pool)
                .await?;
            rows.iter().map(rated_player).collect::<Result<_, _>>()?
        });
        rating::leaderboard_order(&mut players, |p| p.rating);
        Ok(players)
    }

    /// Every server's leaderboard, by server id.
    pub async fn leaderboards(&self) -> Result<Vec<(u64, Vec<RatedPlayer>)>, StoreError> {
        let guilds: Vec<i64> = on_db!(self, pool => {
            sqlx::query_scalar("SELECT DISTINCT guild_id FROM ratings ORDER BY guild_id")
                .fetch_all(pool)
                .await?
        });
        let mut out = Vec::new();
        for guild in guilds {
            let guild = from_db(guild);
            out.push((guild, self.leaderboard(guild).await?));
        }
        Ok(out)
    }

    /// Every rated game of every server, in the order they were rated.
    pub async fn rated_games(&self) -> Result<Vec<RatedGame>, StoreError> {
        let sql = format!(
            "SELECT id, guild_id, challenger_id, challenger_name, opponent_id, opponent_name, \
             challenger_color, result, {} FROM games WHERE rated_seq IS NOT NULL ORDER BY rated_seq",
            change_select()
        );
        on_db!(self, pool => {
        let rows = sqlx::query(&sql).fetch_all(pool).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let challenger = Player::new(
                from_db(row.try_get("challenger_id")?),
                row.try_get::<String, _>("challenger_name")?,
            );
            let opponent = Player::new(
                from_db(row.try_get("opponent_id")?),
                row.try_get::<String, _>("opponent_name")?,
            );
            let (white, black) = match row.try_get::<String, _>("challenger_color")?.as_str() {
                "white" => (challenger, opponent),
                _ => (opponent, challenger),
            };
            let winner = winner_of(&row.try_get::<String, _>("result")?);
            let id = from_db(row.try_get("id")?);
            let change = change_row(&row).ok_or_else(|| {
                StoreError::Query(sqlx::Error::Protocol(format!(
                    "game {id} has a rating sequence number but no rating change"
                )))
            })?;
            games.push(RatedGame {
                id,
                guild_id: from_db(row.try_get("guild_id")?),
                white,
                black,
                winner,
                change,
            });
        }
        Ok(games)
        })
    }

    /// Replays every rated game from the start and compares the ratings it
    /// gives with the stored ones: the players whose differ (none, if every
    /// game was rated once and in order).
    pub async fn rating_differences(&self) -> Result<Vec<Difference>, StoreError> {
        let games = self.rated_games().await?;
        let mut names: HashMap<(u64, u64), Player> = HashMap::new();
        for g in &games {
            names.insert((g.guild_id, g.white.id), g.white.clone());
            names.insert((g.guild_id, g.black.id), g.black.clone());
        }
        let mut recomputed = rating::recompute(games.iter().map(|g| rating::Game {
            white: (g.guild_id, g.white.id),
            black: (g.guild_id, g.black.id),
            winner: g.winner,
        }));
        let same = |a: &Rating, b: &Rating| {
            (a.rating - b.rating).abs() < 1e-9
                && (a.deviation - b.deviation).abs() < 1e-9
                && (a.volatility - b.volatility).abs() < 1e-12
        };
        let mut differences = Vec::new();
        for (guild, players) in self.leaderboards().await? {
            for p in players {
                let again = recomputed.remove(&(guild, p.player.id));
                if again.is_none_or(|r| !same(&r, &p.rating)) {
                    differences.push(Difference {
                        guild_id: guild,
                        player: p.player,
                        stored: Some(p.rating),
                        recomputed: again,
                    });
                }
            }
        }
        // Rated in some game, yet missing from the table.
        let mut missing: Vec<_> = recomputed.into_iter().collect();
        missing.sort_by_key(|(key, _)| *key);
        for ((guild, id), r) in missing {
            differences.push(Difference {
                guild_id: guild,
                player: names
                    .remove(&(guild, id))
                    .unwrap_or_else(|| Player::new(id, "?")),
                stored: None,
                recomputed: Some(r),
            });
        }
        Ok(differences)
    }

    /// A player's rating before their last `limit` rated games in the
    /// server and after each of them, oldest first (empty before their
    /// first rated game).
    pub async fn rating_history(
        &self,
        guild_id: u64,
        player: u64,
        limit: u32,
    ) -> Result<Vec<Rating>, StoreError> {
        let sql = format!(
            "SELECT challenger_id, challenger_color, {} FROM games \
             WHERE guild_id = $1 AND rated_seq IS NOT NULL AND (challenger_id = $2 OR opponent_id = $2) \
             ORDER BY rated_seq DESC LIMIT $3",
            change_select()
        );
        let mut steps: Vec<Step> = Vec::new();
        on_db!(self, pool => {
        let rows = sqlx::query(&sql)
        .bind(to_db(guild_id))
        .bind(to_db(player))
        .bind(i64::from(limit))
        .fetch_all(pool)
        .await?;
        for row in rows.iter().rev() {
            let challenger_is_white = row.try_get::<String, _>("challenger_color")? == "white";
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
        });
        let mut history: Vec<Rating> = steps.first().map(|s| s.before).into_iter().collect();
        history.extend(steps.iter().map(|s| s.after));
        Ok(history)
    }

    /// A player's results in all their finished games in the server (rated
    /// or not), newest first.
    pub async fn player_results(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<Vec<Score>, StoreError> {
        on_db!(self, pool => {
        let rows = sqlx::query(
            "SELECT white_id = $1 AS as_white, result FROM finished_games \
             WHERE guild_id = $2 AND (white_id = $1 OR black_id = $1) ORDER BY ended_at DESC, id DESC",
        )
        .bind(to_db(player))
        .bind(to_db(guild_id))
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
