//! What a running tournament has opened and posted: the thread opened for
//! each board (noted before its game starts, so a retry reuses it), whether
//! each game's start and each board's pairing were posted, how many rounds'
//! standings were, and whether the organiser was told that threads cannot
//! be opened. The event task posts from what is stored and notes each post,
//! so a failure or a restart posts what is missing, and nothing twice.
//! Also the event task's look: the live tournaments of some shards, by index.

use super::{from_db, to_db, Db, Store, StoreError};
use crate::game::Variant;
use crate::shards::ShardSet;
use sqlx::Row;
use std::time::SystemTime;

/// What was opened and posted for one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardProgress {
    pub round: u32,
    pub board: u32,
    /// The thread opened for its game (the game may not have started yet).
    pub thread_id: Option<u64>,
    /// Its game's start was posted in the thread.
    pub announced: bool,
    /// It was listed in its round's pairings post.
    pub listed: bool,
}

/// What was opened and posted for a tournament.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    pub boards: Vec<BoardProgress>,
    /// The first this many rounds' standings were posted.
    pub standings_posted: u32,
    /// The organiser was told its games' threads cannot be opened.
    pub threads_refused_told: bool,
    /// How many of a finished tournament's closing posts were made (of
    /// [`FINAL_POSTS`]).
    pub final_posts: u32,
}

/// A finished tournament's closing posts: the final standings, the
/// crosstable and the winner.
pub const FINAL_POSTS: u32 = 3;

impl Progress {
    pub fn board(&self, round: u32, board: u32) -> Option<&BoardProgress> {
        self.boards
            .iter()
            .find(|b| b.round == round && b.board == board)
    }
}

/// A tournament the event task looks at: open (it may be due to start),
/// running, or finished with a closing post still to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveTournament {
    pub id: u64,
    pub guild_id: u64,
    pub running: bool,
    /// Finished, and a closing post failed (or the bot stopped before it).
    pub final_unposted: bool,
    pub starts_at: Option<SystemTime>,
}

/// Discord's shard rule in SQL, for a filter on `guild_id` (plain numbers
/// from the config: nothing to bind).
fn in_shards(shards: &ShardSet) -> String {
    if shards.owns_everything() {
        return String::new();
    }
    format!(
        " AND (guild_id >> 22) % {} BETWEEN {} AND {}",
        shards.total,
        shards.ids.start,
        shards.ids.end - 1
    )
}

impl Store {
    /// What tournament `id` has opened and posted.
    pub async fn tournament_progress(&self, id: u64) -> Result<Progress, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "SELECT standings_posted, threads_refused_told, final_posts FROM tournaments \
                 WHERE id = $1",
            )
            .bind(to_db(id))
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else { return Ok(Progress::default()) };
            let rows = sqlx::query(
                "SELECT round, board, thread_id, announced, listed FROM tournament_games \
                 WHERE tournament_id = $1 ORDER BY round, board",
            )
            .bind(to_db(id))
            .fetch_all(pool)
            .await?;
            let mut boards = Vec::with_capacity(rows.len());
            for b in rows {
                boards.push(BoardProgress {
                    round: b.try_get::<i64, _>("round")?.max(0) as u32,
                    board: b.try_get::<i64, _>("board")?.max(0) as u32,
                    thread_id: b.try_get::<Option<i64>, _>("thread_id")?.map(from_db),
                    announced: b.try_get("announced")?,
                    listed: b.try_get("listed")?,
                });
            }
            Ok(Progress {
                boards,
                standings_posted: row.try_get::<i64, _>("standings_posted")?.max(0) as u32,
                threads_refused_told: row.try_get("threads_refused_told")?,
                final_posts: row.try_get::<i64, _>("final_posts")?.clamp(0, 3) as u32,
            })
        })
    }

    /// Notes the thread opened for board (`round`, `board`), if it has none
    /// and no game yet; `false` if it has (the thread noted is the one to use).
    pub async fn set_board_thread(
        &self,
        id: u64,
        round: u32,
        board: u32,
        thread: u64,
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE tournament_games SET thread_id = $4 WHERE tournament_id = $1 AND round = $2 \
                 AND board = $3 AND thread_id IS NULL AND game_id IS NULL",
            )
            .bind(to_db(id))
            .bind(i64::from(round))
            .bind(i64::from(board))
            .bind(to_db(thread))
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Notes that board (`round`, `board`)'s game was announced in its thread.
    pub async fn mark_board_announced(
        &self,
        id: u64,
        round: u32,
        board: u32,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "UPDATE tournament_games SET announced = $4 WHERE tournament_id = $1 AND round = $2 AND board = $3",
            )
            .bind(to_db(id))
            .bind(i64::from(round))
            .bind(i64::from(board))
            .bind(true)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Notes that these boards of round `round` were listed in a pairings post.
    pub async fn mark_boards_listed(
        &self,
        id: u64,
        round: u32,
        boards: &[u32],
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            for &board in boards {
                sqlx::query(
                    "UPDATE tournament_games SET listed = $4 WHERE tournament_id = $1 AND round = $2 AND board = $3",
                )
                .bind(to_db(id))
                .bind(i64::from(round))
                .bind(i64::from(board))
                .bind(true)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    /// Notes that the standings of the first `rounds` rounds were posted.
    pub async fn mark_standings_posted(&self, id: u64, rounds: u32) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "UPDATE tournaments SET standings_posted = $2 WHERE id = $1 AND standings_posted < $2",
            )
            .bind(to_db(id))
            .bind(i64::from(rounds))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Notes that the first `posts` of finished tournament `id`'s closing
    /// posts were made (never going back).
    pub async fn mark_final_posts(&self, id: u64, posts: u32) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE tournaments SET final_posts = $2 WHERE id = $1 AND final_posts < $2")
                .bind(to_db(id))
                .bind(i64::from(posts))
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Notes whether the organiser was told that threads cannot be opened.
    pub async fn set_threads_refused_told(&self, id: u64, told: bool) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE tournaments SET threads_refused_told = $2 WHERE id = $1")
                .bind(to_db(id))
                .bind(told)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// The open and running tournaments of these shards' servers, by the
    /// index on `state`: only what the event task's look needs.
    pub async fn live_tournaments_in(
        &self,
        shards: &ShardSet,
    ) -> Result<Vec<LiveTournament>, StoreError> {
        let filter = in_shards(shards);
        on_db!(self, pool => async {
            let rows = sqlx::query(&format!(
                "SELECT id, guild_id, state, starts_at, final_posts FROM tournaments \
                 WHERE (state IN ('open', 'running') OR final_posts < 3){filter} ORDER BY id"
            ))
            .fetch_all(pool)
            .await?;
            let mut live = Vec::with_capacity(rows.len());
            for row in rows {
                live.push(LiveTournament {
                    id: from_db(row.try_get("id")?),
                    guild_id: from_db(row.try_get("guild_id")?),
                    running: row.try_get::<String, _>("state")? == "running",
                    final_unposted: row.try_get::<String, _>("state")? == "finished"
                        && row.try_get::<i64, _>("final_posts")? < i64::from(FINAL_POSTS),
                    starts_at: row
                        .try_get::<Option<i64>, _>("starts_at")?
                        .map(super::from_millis),
                });
            }
            Ok(live)
        })
    }

    /// The ratings in `variant` of tournament `id`'s players who have one,
    /// in one query: (player, rating).
    pub async fn tournament_ratings(
        &self,
        id: u64,
        guild_id: u64,
        variant: Variant,
    ) -> Result<Vec<(u64, f64)>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT player_id, rating FROM ratings WHERE guild_id = $1 AND variant = $2 \
                 AND player_id IN (SELECT user_id FROM tournament_players WHERE tournament_id = $3)",
            )
            .bind(to_db(guild_id))
            .bind(variant.key())
            .bind(to_db(id))
            .fetch_all(pool)
            .await?;
            let mut out = Vec::with_capacity(rows.len());
            for row in rows {
                let rating: Option<f64> = row.try_get("rating")?;
                out.push((
                    from_db(row.try_get("player_id")?),
                    rating.unwrap_or(crate::rating::Rating::default().rating),
                ));
            }
            Ok(out)
        })
    }
}
