//! Rating every rated game again, in the order they were rated, and writing
//! what that gives: for a database rated under older rules (before ratings
//! grew uncertain with idle days), so that `ratings --recompute` holds.

use super::ratings::change_columns;
use super::{millis, to_db, Db, Store, StoreError};
use crate::game::Variant;
use crate::rating::{self, Change, Rating};
use std::collections::HashMap;
use std::time::SystemTime;

/// A player's rating in one game of one server, as the replay goes.
struct Standing {
    name: String,
    rating: Rating,
    last_game: SystemTime,
    games: i64,
}

impl Store {
    /// Rates every rated game again from the first, by today's rules, and
    /// rewrites each game's rating change and the ratings table, in one
    /// transaction. Returns the number of games rated. Refused if a rated
    /// game names a game this version doesn't know: rewriting the ratings
    /// without it would lose them.
    pub async fn rerate_all(&self) -> Result<usize, StoreError> {
        let (games, unknown) = self.rated_games_and_unknown().await?;
        if !unknown.is_empty() {
            return Err(StoreError::UnknownGames { ids: unknown });
        }
        let mut players: HashMap<(u64, Variant, u64), Standing> = HashMap::new();
        let mut changes: Vec<(u64, Change)> = Vec::with_capacity(games.len());
        for g in &games {
            let key = |id: u64| (g.guild_id, g.variant, id);
            let last = |id: u64| players.get(&key(id)).map(|s| (s.rating, s.last_game));
            let change = rating::rate_at(last(g.white.id), last(g.black.id), g.winner, g.ended_at);
            for (player, step) in [(&g.white, change.white), (&g.black, change.black)] {
                let s = players.entry(key(player.id)).or_insert(Standing {
                    name: player.name.clone(),
                    rating: step.after,
                    last_game: g.ended_at,
                    games: 0,
                });
                s.name = player.name.clone();
                s.rating = step.after;
                s.last_game = g.ended_at;
                s.games += 1;
            }
            changes.push((g.id, change));
        }
        let mut assignments = Vec::new();
        for color in ["white", "black"] {
            for when in ["before", "after"] {
                assignments.extend(change_columns(color, when));
            }
        }
        let set: Vec<String> = assignments
            .iter()
            .enumerate()
            .map(|(i, name)| format!("{name} = ${}", i + 1))
            .collect();
        // A new version: the site's pages and ETags of these games change.
        let update = format!(
            "UPDATE games SET {}, version = version + 1 WHERE id = $13",
            set.join(", ")
        );
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            for (id, c) in &changes {
                let mut query = sqlx::query(&update);
                for step in [c.white, c.black] {
                    for r in [step.before, step.after] {
                        query = query.bind(r.rating).bind(r.deviation).bind(r.volatility);
                    }
                }
                query.bind(to_db(*id)).execute(&mut *tx).await?;
            }
            sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
            for ((guild, variant, player), s) in &players {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, player_id, variant, name, rating, deviation, \
                     volatility, games, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(to_db(*guild))
                .bind(to_db(*player))
                .bind(variant.key())
                .bind(&s.name)
                .bind(s.rating.rating)
                .bind(s.rating.deviation)
                .bind(s.rating.volatility)
                .bind(s.games)
                .bind(millis(s.last_game))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            for (id, _) in &changes {
                self.changed(*id);
            }
            Ok(changes.len())
        })
    }
}
