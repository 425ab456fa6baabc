//! King of the Hill: who stands on which step of each variant's hill in a
//! server. A hill is small and changes a whole at a time (a game moves two
//! players, and emptied steps close up), so it is read whole and written
//! whole, in one transaction. A hill game's end moves its hill once: the
//! game is marked applied in the transaction that writes the hill, and the
//! games not yet applied (a restart, a failed write) are found again by
//! [`Store::pending_hill_games`].

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
    /// 0 is the top step.
    pub step: usize,
    /// Since when they hold their step.
    pub since: SystemTime,
    /// Their last hill game's end (or when they joined).
    pub last_game_at: SystemTime,
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

    /// The members placed as `hill` says; a member not in `hill` is gone.
    /// Those in `moved` went up or down a step: they hold theirs since
    /// `now`. The others keep their time, even when a step above or below
    /// them appeared or went.
    pub fn arrange(&self, hill: &Hill, now: SystemTime, moved: &[u64]) -> StoredHill {
        let mut members = Vec::new();
        for (step, users) in hill.steps.iter().enumerate() {
            for &user in users {
                let Some(old) = self.member(user) else {
                    continue;
                };
                let mut m = old.clone();
                m.step = step;
                if moved.contains(&user) {
                    m.since = now;
                }
                members.push(m);
            }
        }
        StoredHill { members }
    }

    /// The hill after game `g`: its winner and loser moved by the hill's
    /// rules (a draw moves nobody), and both players' last hill game is its
    /// end.
    pub fn after_game(&self, g: &HillGame) -> StoredHill {
        let mut hill = self.hill();
        let mut moved = Vec::new();
        if let Some((winner, loser)) = g.winner {
            // The winner always climbs; the loser drops unless on the bottom.
            moved.push(winner);
            if hill.step_of(loser).is_some_and(|l| !hill.is_bottom(l)) {
                moved.push(loser);
            }
            hill.record(winner, loser);
        }
        let mut after = self.arrange(&hill, g.ended_at, &moved);
        for m in after
            .members
            .iter_mut()
            .filter(|m| m.user_id == g.white || m.user_id == g.black)
        {
            m.last_game_at = m.last_game_at.max(g.ended_at);
        }
        after
    }
}

/// A finished hill game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HillGame {
    pub id: u64,
    pub guild_id: u64,
    /// Where it was played: the hill's news goes there.
    pub channel_id: u64,
    pub variant: Variant,
    pub white: u64,
    pub black: u64,
    /// (winner, loser), or `None` for a draw.
    pub winner: Option<(u64, u64)>,
    pub ended_at: SystemTime,
}

/// A hill game's end, applied to its hill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HillApplied {
    pub game: HillGame,
    pub before: StoredHill,
    pub after: StoredHill,
}

/// The members of the hill of `$variant` in `$guild`, read on `$exec` (a
/// pool or a transaction of either backend). An `async` block; the caller
/// applies `?`.
macro_rules! read_hill {
    ($exec:expr, $guild:expr, $variant:expr) => {
        async {
            let rows = sqlx::query(
                "SELECT user_id, name, step, since, last_game_at FROM hill_members \
                 WHERE guild_id = $1 AND variant = $2 ORDER BY step, since, user_id",
            )
            .bind(to_db($guild))
            .bind($variant.key())
            .fetch_all($exec)
            .await?;
            let mut members = Vec::with_capacity(rows.len());
            for row in rows {
                members.push(HillMember {
                    user_id: from_db(row.try_get("user_id")?),
                    name: row.try_get("name")?,
                    step: row.try_get::<i64, _>("step")?.max(0) as usize,
                    since: from_millis(row.try_get("since")?),
                    last_game_at: from_millis(row.try_get("last_game_at")?),
                });
            }
            Ok::<StoredHill, StoreError>(StoredHill { members })
        }
    };
}

/// Replaces the hill of `$variant` in `$guild` by `$hill`, in transaction
/// `$tx`. An `async` block; the caller applies `?`.
macro_rules! write_hill {
    ($tx:ident, $guild:expr, $variant:expr, $hill:expr) => {
        async {
            let hill: &StoredHill = $hill;
            sqlx::query("DELETE FROM hill_members WHERE guild_id = $1 AND variant = $2")
                .bind(to_db($guild))
                .bind($variant.key())
                .execute(&mut *$tx)
                .await?;
            for m in &hill.members {
                sqlx::query(
                    "INSERT INTO hill_members (guild_id, variant, user_id, name, step, since, last_game_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(to_db($guild))
                .bind($variant.key())
                .bind(to_db(m.user_id))
                .bind(&m.name)
                .bind(m.step as i64)
                .bind(millis(m.since))
                .bind(millis(m.last_game_at))
                .execute(&mut *$tx)
                .await?;
            }
            Ok::<(), StoreError>(())
        }
    };
}

/// The [`HillGame`] of game `$id` from its `finished_games` row (`None` for
/// a variant this version doesn't know).
macro_rules! hill_game_of {
    ($id:expr, $row:expr) => {{
        let row = $row;
        (|| -> Result<Option<HillGame>, StoreError> {
            let key: String = row.try_get("variant")?;
            let Ok(variant) = key.parse() else {
                return Ok(None);
            };
            let white = from_db(row.try_get("white_id")?);
            let black = from_db(row.try_get("black_id")?);
            let result: Option<String> = row.try_get("result")?;
            Ok(Some(HillGame {
                id: $id,
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
                ended_at: from_millis(row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0)),
            }))
        })()
    }};
}

/// The finished hill games whose end has not moved their hill yet. The
/// same words as the partial index `games_hill_pending`, which holds only
/// these rows.
pub(super) const PENDING: &str = "hill = TRUE AND state = 'finished' AND hill_applied = FALSE";

/// The members idle since `$1` or before, found by the index
/// `hill_members_by_last_game` (which holds every column asked for).
pub(super) const IDLE_MEMBERS: &str =
    "SELECT guild_id, variant FROM hill_members WHERE last_game_at <= $1";

impl Store {
    /// The hill of `variant` in server `guild_id` (empty if nobody joined).
    pub async fn hill(&self, guild_id: u64, variant: Variant) -> Result<StoredHill, StoreError> {
        on_db!(self, pool => read_hill!(pool, guild_id, variant))
    }

    /// Writes the hill of `variant` in `guild_id` as `hill` has it. The
    /// transaction starts with a write, so SQLite takes its write lock first.
    pub async fn save_hill(
        &self,
        guild_id: u64,
        variant: Variant,
        hill: &StoredHill,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            write_hill!(tx, guild_id, variant, hill).await?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// The finished hill games not yet applied to their hill, as (game,
    /// server), oldest end first.
    pub async fn pending_hill_games(&self) -> Result<Vec<(u64, u64)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(&format!(
                "SELECT id, guild_id FROM games WHERE {PENDING} ORDER BY ended_at, id"
            ))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                out.push((from_db(row.try_get("id")?), from_db(row.try_get("guild_id")?)));
            }
            Ok(out)
        })
    }

    /// Applies hill game `id` to its hill, in one transaction: the game is
    /// marked applied and the hill written as [`StoredHill::after_game`]
    /// makes it. `None` if the game was applied already or isn't a finished
    /// hill game; nothing is written if anything fails.
    pub async fn apply_hill_game(&self, id: u64) -> Result<Option<HillApplied>, StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            // The mark comes first: SQLite's write lock is taken before the
            // reads, and a second process finds nothing left to apply.
            let marked = sqlx::query(&format!(
                "UPDATE games SET hill_applied = TRUE WHERE id = $1 AND {PENDING}"
            ))
            .bind(to_db(id))
            .execute(&mut *tx)
            .await?;
            if marked.rows_affected() == 0 {
                return Ok(None);
            }
            let row = sqlx::query(
                "SELECT guild_id, channel_id, variant, white_id, black_id, result, ended_at \
                 FROM finished_games WHERE id = $1",
            )
            .bind(to_db(id))
            .fetch_one(&mut *tx)
            .await?;
            let Some(game) = hill_game_of!(id, row)? else {
                // A game of a variant this version doesn't know: marked, and
                // left alone.
                tracing::warn!(game = id, "a hill game of an unknown variant was not applied");
                tx.commit().await?;
                return Ok(None);
            };
            let before = read_hill!(&mut *tx, game.guild_id, game.variant).await?;
            let after = before.after_game(&game);
            write_hill!(tx, game.guild_id, game.variant, &after).await?;
            tx.commit().await?;
            Ok(Some(HillApplied { game, before, after }))
        })
    }

    /// The hills with a member whose last hill game was at or before
    /// `cutoff`, as (server, variant): only those are read for the idle
    /// rule (an index on `last_game_at` finds them).
    pub async fn hills_with_idle_members(
        &self,
        cutoff: SystemTime,
    ) -> Result<Vec<(u64, Variant)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(IDLE_MEMBERS)
                .bind(millis(cutoff))
                .fetch_all(pool)
                .await?;
            let mut out: Vec<(u64, Variant)> = Vec::new();
            for row in rows {
                let key: String = row.try_get("variant")?;
                let Ok(variant) = key.parse() else { continue };
                let hill = (from_db(row.try_get("guild_id")?), variant);
                if !out.contains(&hill) {
                    out.push(hill);
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
                "SELECT guild_id, channel_id, variant, white_id, black_id, result, ended_at \
                 FROM finished_games f WHERE f.id = $1 AND (SELECT hill FROM games WHERE id = $1) = $2",
            )
            .bind(to_db(id))
            .bind(true)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(row) => hill_game_of!(id, row),
                None => Ok(None),
            }
        })
    }
}
