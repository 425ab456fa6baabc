//! King of the Hill: who stands on which step of each variant's hill in a
//! server. A hill is small and changes a whole at a time (a game moves two
//! players, and emptied steps close up), so it is read whole and written
//! whole, in one transaction.

use super::{from_db, from_millis, millis, to_db, Db, Store, StoreError};
use crate::event::hill::Hill;
use crate::game::Variant;
use sqlx::Row;
use std::time::SystemTime;

/// One member of a hill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HillMember {
    pub user_id: u64,
    pub name: String,
    /// 0 is the top step (the King's).
    pub step: usize,
    /// Since when they hold their step.
    pub since: SystemTime,
    /// Their last hill game's end (or when they joined).
    pub last_game_at: SystemTime,
    /// Their last drop for idleness.
    pub dropped_at: Option<SystemTime>,
}

/// The members of a hill, top step first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoredHill {
    pub members: Vec<HillMember>,
}

impl StoredHill {
    /// The pure hill `event` decides on.
    pub fn hill(&self) -> Hill {
        let mut steps: Vec<Vec<u64>> = Vec::new();
        for m in &self.members {
            while steps.len() <= m.step {
                steps.push(Vec::new());
            }
            steps[m.step].push(m.user_id);
        }
        steps.retain(|s| !s.is_empty());
        Hill { steps }
    }

    pub fn member(&self, user: u64) -> Option<&HillMember> {
        self.members.iter().find(|m| m.user_id == user)
    }

    /// The members placed as `hill` says, noting when each one's step
    /// changed (`now`) and keeping the rest; a member not in `hill` is gone.
    pub fn arrange(&self, hill: &Hill, now: SystemTime) -> StoredHill {
        let mut members = Vec::new();
        for (step, users) in hill.steps.iter().enumerate() {
            for &user in users {
                let Some(old) = self.member(user) else {
                    continue;
                };
                let mut m = old.clone();
                if m.step != step {
                    m.step = step;
                    m.since = now;
                }
                members.push(m);
            }
        }
        StoredHill { members }
    }
}

impl Store {
    /// The hill of `variant` in server `guild_id` (empty if nobody joined).
    pub async fn hill(&self, guild_id: u64, variant: Variant) -> Result<StoredHill, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT user_id, name, step, since, last_game_at, dropped_at FROM hill_members \
                 WHERE guild_id = $1 AND variant = $2 ORDER BY step, since, user_id",
            )
            .bind(to_db(guild_id))
            .bind(variant.key())
            .fetch_all(pool)
            .await?;
            let mut members = Vec::with_capacity(rows.len());
            for row in rows {
                members.push(HillMember {
                    user_id: from_db(row.try_get("user_id")?),
                    name: row.try_get("name")?,
                    step: row.try_get::<i64, _>("step")?.max(0) as usize,
                    since: from_millis(row.try_get("since")?),
                    last_game_at: from_millis(row.try_get("last_game_at")?),
                    dropped_at: row.try_get::<Option<i64>, _>("dropped_at")?.map(from_millis),
                });
            }
            Ok(StoredHill { members })
        })
    }

    /// Writes the hill of `variant` in `guild_id` as `hill` has it.
    pub async fn save_hill(
        &self,
        guild_id: u64,
        variant: Variant,
        hill: &StoredHill,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM hill_members WHERE guild_id = $1 AND variant = $2")
                .bind(to_db(guild_id))
                .bind(variant.key())
                .execute(&mut *tx)
                .await?;
            for m in &hill.members {
                sqlx::query(
                    "INSERT INTO hill_members (guild_id, variant, user_id, name, step, since, last_game_at, dropped_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind(to_db(guild_id))
                .bind(variant.key())
                .bind(to_db(m.user_id))
                .bind(&m.name)
                .bind(m.step as i64)
                .bind(millis(m.since))
                .bind(millis(m.last_game_at))
                .bind(m.dropped_at.map(millis))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// The hills with members, as (server, variant): for the idle drops.
    pub async fn hills(&self) -> Result<Vec<(u64, Variant)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query("SELECT DISTINCT guild_id, variant FROM hill_members")
                .fetch_all(pool)
                .await?;
            let mut out = Vec::new();
            for row in rows {
                let key: String = row.try_get("variant")?;
                if let Ok(variant) = key.parse() {
                    out.push((from_db(row.try_get("guild_id")?), variant));
                }
            }
            Ok(out)
        })
    }

    /// Whether game `id` is a hill game, and if so its server, variant,
    /// and winner and loser (`None` for a draw or an unfinished game).
    pub async fn hill_game(&self, id: u64) -> Result<Option<HillGame>, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT guild_id, channel_id, variant, white_id, black_id, result FROM finished_games f \
                 WHERE f.id = $1 AND (SELECT hill FROM games WHERE id = $1) = $2",
            )
            .bind(to_db(id))
            .bind(true)
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else { return Ok(None) };
            let key: String = row.try_get("variant")?;
            let Ok(variant) = key.parse() else { return Ok(None) };
            let white = from_db(row.try_get("white_id")?);
            let black = from_db(row.try_get("black_id")?);
            let result: Option<String> = row.try_get("result")?;
            Ok(Some(HillGame {
                guild_id: from_db(row.try_get("guild_id")?),
                channel_id: from_db(row.try_get("channel_id")?),
                variant,
                white,
                black,
                winner: match result.as_deref() {
                    Some("white_wins") => Some((white, black)),
                    Some("black_wins") => Some((black, white)),
                    _ => None,
                },
            }))
        })
    }
}

/// A finished hill game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HillGame {
    pub guild_id: u64,
    /// Where it was played: the hill's news goes there.
    pub channel_id: u64,
    pub variant: Variant,
    pub white: u64,
    pub black: u64,
    /// (winner, loser), or `None` for a draw.
    pub winner: Option<(u64, u64)>,
}
