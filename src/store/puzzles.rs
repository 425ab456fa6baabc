//! Puzzles in the database (issue 27): the ratings of puzzles and of their
//! solvers, every finished attempt, the attempt each player has under way,
//! and the servers' own puzzles (missed wins of their games). The daily
//! puzzle is in `daily_puzzles.rs`.
//!
//! The store knows puzzles by their id and, for a server's own, their JSON
//! line; what a puzzle is and how it is checked is `crate::puzzle`'s.
//! An attempt ends through [`Store::finish_attempt`] alone: one transaction
//! that removes the attempt under way (so it cannot end twice), rates it if
//! it is the player's first at that puzzle, and records it.

use super::{from_db, from_millis, millis, to_db, Db, Store, StoreError};
use crate::rating::{self, PuzzleChange, PuzzleResult, Rating};
use crate::session::Player;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::SystemTime;

/// The key of PostgreSQL's advisory lock that puzzle ratings queue on.
const PUZZLE_LOCK: i64 = 0x7065_6e74_6570_757a; // "pentepuz"

/// An attempt under way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InProgress {
    pub puzzle_id: String,
    /// The solver's and the defender's moves so far, alternating, the
    /// solver's first (`K10`).
    pub played: Vec<String>,
    pub hinted: bool,
    /// The day of the daily puzzle this is (days since the Unix epoch, UTC).
    pub daily_day: Option<i64>,
    /// With the puzzle, the attempt's identity (its buttons name it).
    pub started_at: SystemTime,
    /// When its board was last shown to the player.
    pub shown_at: SystemTime,
}

/// A player's puzzle rating and streak in a server.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PuzzlePlayer {
    pub rating: Rating,
    /// Rated attempts.
    pub attempts: u64,
    pub streak: u32,
    pub best_streak: u32,
}

/// What ending an attempt needs to know of it.
#[derive(Debug, Clone)]
pub struct AttemptEnd<'a> {
    pub guild_id: u64,
    pub player: &'a Player,
    pub puzzle_id: &'a str,
    /// When the attempt started (see [`InProgress::started_at`]).
    pub started_at: SystemTime,
    /// Whether the puzzle may be rated at all: `false` for a puzzle whose
    /// solution is public (one made from a game), or one that can't be
    /// read any more.
    pub rated: bool,
    /// The puzzle's rating before anyone tried it (see
    /// [`rating::puzzle_start`]).
    pub puzzle_start: Rating,
    pub themes: &'a [&'a str],
    pub result: PuzzleResult,
    /// The moves of the attempt as the caller last read them: if the stored
    /// attempt has moved on since, nothing is written (`Stale`).
    pub played: &'a [String],
}

/// What an ended attempt did.
#[derive(Debug, Clone, PartialEq)]
pub struct AttemptEnded {
    /// The rating change, if the attempt was rated (the player's first at
    /// it anywhere, and the puzzle rated at all).
    pub change: Option<PuzzleChange>,
    pub streak: u32,
    /// The daily puzzle's day, if the attempt was at one and solved it.
    pub solved_daily: Option<i64>,
}

/// Solved and failed first attempts of one theme.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ThemeTally {
    pub solved: u64,
    pub failed: u64,
}

/// A puzzle made from one of the server's games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerPuzzle {
    /// `s<seq>`.
    pub id: String,
    /// The puzzle as one JSON line (its own `id` field is the one it was
    /// made with; [`ServerPuzzle::id`] is the one it is known by).
    pub json: String,
    /// The player who missed the win.
    pub missed_by: Option<u64>,
}

fn split(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

/// A row of `puzzle_players`, as [`PLAYER_SQL`] reads it.
type PlayerRow = (f64, f64, f64, i64, i64, i64);

const PLAYER_SQL: &str = "SELECT rating, deviation, volatility, attempts, streak, best_streak \
     FROM puzzle_players WHERE guild_id = $1 AND player_id = $2";

/// A player's puzzle rating and streak from their row (a new player's
/// without one).
fn puzzle_player_of(row: Option<PlayerRow>) -> PuzzlePlayer {
    let count = |n: i64| n.clamp(0, u32::MAX as i64) as u32;
    row.map_or_else(PuzzlePlayer::default, |(r, d, v, a, s, b)| PuzzlePlayer {
        rating: Rating {
            rating: r,
            deviation: d,
            volatility: v,
        },
        attempts: a.max(0) as u64,
        streak: count(s),
        best_streak: count(b),
    })
}

/// The id a server's puzzle is known by.
fn server_id(seq: i64) -> String {
    format!("s{seq}")
}

/// The columns of an attempt under way, as [`attempt_of`] reads them.
const ATTEMPT_SQL: &str = "SELECT puzzle_id, played, hinted, daily_day, started_at, shown_at \
     FROM puzzle_in_progress";

type AttemptRow = (String, String, i64, Option<i64>, i64, i64);

fn attempt_of(
    (puzzle_id, played, hinted, daily_day, started_at, shown_at): AttemptRow,
) -> InProgress {
    InProgress {
        puzzle_id,
        played: split(&played),
        hinted: hinted != 0,
        daily_day,
        started_at: from_millis(started_at),
        shown_at: from_millis(shown_at),
    }
}

/// The slot an attempt takes: the daily puzzle's or the player's own.
fn slot(daily_day: Option<i64>) -> &'static str {
    if daily_day.is_some() {
        "daily"
    } else {
        "own"
    }
}

impl Store {
    /// Starts an attempt for `player`, shown to them `now`, replacing none:
    /// `false` if one is already under way in its slot in this server (the
    /// daily puzzle, with `daily_day`, or the player's own).
    pub async fn start_attempt(
        &self,
        guild_id: u64,
        player: u64,
        puzzle_id: &str,
        daily_day: Option<i64>,
        now: SystemTime,
    ) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "INSERT INTO puzzle_in_progress (guild_id, player_id, slot, puzzle_id, played, \
                 hinted, daily_day, started_at, shown_at) VALUES ($1, $2, $3, $4, '', 0, $5, $6, $6) \
                 ON CONFLICT (guild_id, player_id, slot) DO NOTHING",
            )
            .bind(to_db(guild_id))
            .bind(to_db(player))
            .bind(slot(daily_day))
            .bind(puzzle_id)
            .bind(daily_day)
            .bind(millis(now))
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// The attempts `player` has under way in the server (the daily
    /// puzzle's and their own, at most), the one shown last first.
    pub async fn attempts_in_progress(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<Vec<InProgress>, StoreError> {
        let sql = format!(
            "{ATTEMPT_SQL} WHERE guild_id = $1 AND player_id = $2 ORDER BY shown_at DESC, slot"
        );
        on_db!(self, pool => async {
            let rows: Vec<AttemptRow> = sqlx::query_as(&sql)
                .bind(to_db(guild_id))
                .bind(to_db(player))
                .fetch_all(pool)
                .await?;
            Ok(rows.into_iter().map(attempt_of).collect())
        })
    }

    /// Moves `attempt` on from its moves as the caller read them to `to`,
    /// marks it hinted if `hinted`, and shown `now`. `Stale` if it had moved
    /// on or ended meanwhile: nothing is written.
    pub async fn advance_attempt(
        &self,
        guild_id: u64,
        player: u64,
        attempt: &InProgress,
        to: &[String],
        hinted: bool,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE puzzle_in_progress SET played = $1, shown_at = $7, \
                 hinted = CASE WHEN $6 <> 0 THEN 1 ELSE hinted END \
                 WHERE guild_id = $2 AND player_id = $3 AND puzzle_id = $4 AND played = $5 \
                 AND started_at = $8",
            )
            .bind(to.join(" "))
            .bind(to_db(guild_id))
            .bind(to_db(player))
            .bind(&attempt.puzzle_id)
            .bind(attempt.played.join(" "))
            .bind(i64::from(hinted))
            .bind(millis(now))
            .bind(millis(attempt.started_at))
            .execute(pool)
            .await?;
            if done.rows_affected() == 1 {
                Ok(())
            } else {
                Err(StoreError::Stale { id: player })
            }
        })
    }

    /// Notes that `attempt` was shown to its player `now` (an answer goes
    /// to the puzzle shown last). Nothing if it ended meanwhile.
    pub async fn show_attempt(
        &self,
        guild_id: u64,
        player: u64,
        attempt: &InProgress,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "UPDATE puzzle_in_progress SET shown_at = $1 WHERE guild_id = $2 \
                 AND player_id = $3 AND puzzle_id = $4 AND started_at = $5",
            )
            .bind(millis(now))
            .bind(to_db(guild_id))
            .bind(to_db(player))
            .bind(&attempt.puzzle_id)
            .bind(millis(attempt.started_at))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Ends an attempt: in one transaction, removes it from the attempts
    /// under way (`Stale`, and nothing written, if it is no longer there as
    /// the caller read it), rates it if it may be rated and is the player's
    /// first at this puzzle in any server while its solution is not public
    /// (both the player's and the puzzle's ratings move, and the streak;
    /// practice moves neither), records the attempt, and counts a solver of
    /// the daily puzzle.
    pub async fn finish_attempt(
        &self,
        end: &AttemptEnd<'_>,
        now: SystemTime,
    ) -> Result<AttemptEnded, StoreError> {
        let guild = to_db(end.guild_id);
        let player = to_db(end.player.id);
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let daily: Option<(Option<i64>,)> = sqlx::query_as(
                "DELETE FROM puzzle_in_progress WHERE guild_id = $1 AND player_id = $2 \
                 AND puzzle_id = $3 AND played = $4 AND started_at = $5 RETURNING daily_day",
            )
            .bind(guild)
            .bind(player)
            .bind(end.puzzle_id)
            .bind(end.played.join(" "))
            .bind(millis(end.started_at))
            .fetch_optional(&mut *tx)
            .await?;
            let Some((daily_day,)) = daily else {
                return Err(StoreError::Stale { id: end.player.id });
            };
            // Ratings are read, changed and written back: attempts ending
            // at once take turns (see `rate_in!` for games).
            if super::backend_name(&tx) == "PostgreSQL" {
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(PUZZLE_LOCK)
                    .execute(&mut *tx)
                    .await?;
            }
            // A puzzle's rating is shared by every server: only a player's
            // first attempt anywhere moves it, and none once this server
            // posted its solution (a past daily puzzle).
            let (earlier, public): (i64, i64) = sqlx::query_as(
                "SELECT (SELECT COUNT(*) FROM puzzle_attempts WHERE player_id = $2 \
                 AND puzzle_id = $3), (SELECT COUNT(*) FROM daily_puzzles WHERE guild_id = $1 \
                 AND puzzle_id = $3 AND solution_posted = 1)",
            )
            .bind(guild)
            .bind(player)
            .bind(end.puzzle_id)
            .fetch_one(&mut *tx)
            .await?;
            let first = end.rated && earlier == 0 && public == 0;
            let stored: Option<PlayerRow> = sqlx::query_as(PLAYER_SQL)
                .bind(guild)
                .bind(player)
                .fetch_optional(&mut *tx)
                .await?;
            let before = puzzle_player_of(stored);
            let puzzle_rating: Option<(f64, f64, f64)> = sqlx::query_as(
                "SELECT rating, deviation, volatility FROM puzzle_ratings WHERE puzzle_id = $1",
            )
            .bind(end.puzzle_id)
            .fetch_optional(&mut *tx)
            .await?;
            let puzzle_before = puzzle_rating.map_or(end.puzzle_start, |(r, d, v)| Rating {
                rating: r,
                deviation: d,
                volatility: v,
            });
            let change =
                rating::rate_puzzle_attempt(before.rating, puzzle_before, end.result, first);
            // Practice (a retry, an unrated puzzle) never counts toward a
            // streak, nor breaks one.
            let streak = if first {
                rating::puzzle_streak(before.streak, end.result)
            } else {
                before.streak
            };
            let player_after = change.map_or(before.rating, |c| c.player.after);
            sqlx::query(
                "INSERT INTO puzzle_players (guild_id, player_id, name, rating, deviation, \
                 volatility, attempts, streak, best_streak, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                 ON CONFLICT (guild_id, player_id) DO UPDATE SET name = excluded.name, \
                 rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, attempts = excluded.attempts, \
                 streak = excluded.streak, best_streak = excluded.best_streak, \
                 updated_at = excluded.updated_at",
            )
            .bind(guild)
            .bind(player)
            .bind(&end.player.name)
            .bind(player_after.rating)
            .bind(player_after.deviation)
            .bind(player_after.volatility)
            .bind(before.attempts as i64 + i64::from(first))
            .bind(i64::from(streak))
            .bind(i64::from(streak.max(before.best_streak)))
            .bind(millis(now))
            .execute(&mut *tx)
            .await?;
            if let Some(c) = change {
                let r = c.puzzle.after;
                sqlx::query(
                    "INSERT INTO puzzle_ratings (puzzle_id, rating, deviation, volatility, \
                     attempts, solved, updated_at) VALUES ($1, $2, $3, $4, 1, $5, $6) \
                     ON CONFLICT (puzzle_id) DO UPDATE SET rating = excluded.rating, \
                     deviation = excluded.deviation, volatility = excluded.volatility, \
                     attempts = puzzle_ratings.attempts + 1, \
                     solved = puzzle_ratings.solved + excluded.solved, \
                     updated_at = excluded.updated_at",
                )
                .bind(end.puzzle_id)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(i64::from(end.result.is_win()))
                .bind(millis(now))
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query(
                "INSERT INTO puzzle_attempts (guild_id, player_id, puzzle_id, result, first, \
                 themes, rating_before, rating_after, ended_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(guild)
            .bind(player)
            .bind(end.puzzle_id)
            .bind(end.result.as_str())
            .bind(i64::from(first))
            .bind(end.themes.join(" "))
            .bind(change.map(|c| c.player.before.rating))
            .bind(change.map(|c| c.player.after.rating))
            .bind(millis(now))
            .execute(&mut *tx)
            .await?;
            // A solver of the daily puzzle is one who solved it rated: not
            // after its solution was posted, nor knowing it from elsewhere.
            let solved_daily = daily_day.filter(|_| first && end.result.is_win());
            if let Some(day) = solved_daily {
                sqlx::query(
                    "INSERT INTO daily_solvers (guild_id, day, player_id) VALUES ($1, $2, $3) \
                     ON CONFLICT (guild_id, day, player_id) DO NOTHING",
                )
                .bind(guild)
                .bind(day)
                .bind(player)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(AttemptEnded {
                change,
                streak,
                solved_daily,
            })
        })
    }

    /// A player's puzzle rating and streak in the server (a new player's if
    /// they have tried none).
    pub async fn puzzle_player(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<PuzzlePlayer, StoreError> {
        on_db!(self, pool => async {
            let row: Option<PlayerRow> = sqlx::query_as(PLAYER_SQL)
                .bind(to_db(guild_id))
                .bind(to_db(player))
                .fetch_optional(pool)
                .await?;
            Ok(puzzle_player_of(row))
        })
    }

    /// Every puzzle's rating that has moved from its start, by puzzle id,
    /// but those of puzzles `untried_by` attempted (in any server) and
    /// those `guild_id` posted as its daily puzzle: the ones a choice among
    /// fresh puzzles needs.
    pub async fn fresh_puzzle_ratings(
        &self,
        guild_id: u64,
        untried_by: Option<u64>,
    ) -> Result<HashMap<String, Rating>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(String, f64, f64, f64)> = sqlx::query_as(
                "SELECT r.puzzle_id, r.rating, r.deviation, r.volatility FROM puzzle_ratings r \
                 WHERE NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.player_id = $2 \
                 AND a.puzzle_id = r.puzzle_id) AND NOT EXISTS (SELECT 1 FROM daily_puzzles d \
                 WHERE d.guild_id = $1 AND d.puzzle_id = r.puzzle_id)",
            )
            .bind(to_db(guild_id))
            .bind(untried_by.map(to_db))
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(id, rating, deviation, volatility)| {
                    (id, Rating { rating, deviation, volatility })
                })
                .collect())
        })
    }

    /// Every puzzle's rating that has moved from its start, by puzzle id.
    pub async fn puzzle_ratings(&self) -> Result<HashMap<String, Rating>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(String, f64, f64, f64)> = sqlx::query_as(
                "SELECT puzzle_id, rating, deviation, volatility FROM puzzle_ratings",
            )
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(id, rating, deviation, volatility)| {
                    (id, Rating { rating, deviation, volatility })
                })
                .collect())
        })
    }

    /// The puzzles `player` has attempted, in any server (a puzzle's id is
    /// the same in every server; a server's own are numbered apart).
    pub async fn attempted_puzzles(&self, player: u64) -> Result<HashSet<String>, StoreError> {
        on_db!(self, pool => async {
            let ids: Vec<String> = sqlx::query_scalar(
                "SELECT DISTINCT puzzle_id FROM puzzle_attempts WHERE player_id = $1",
            )
            .bind(to_db(player))
            .fetch_all(pool)
            .await?;
            Ok(ids.into_iter().collect())
        })
    }

    /// The puzzles whose last attempt by `player` in the server failed (a
    /// wrong move, a hint or giving up), the longest failed first: those
    /// to retry.
    pub async fn failed_puzzles(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<Vec<String>, StoreError> {
        on_db!(self, pool => async {
            let ids: Vec<String> = sqlx::query_scalar(
                "SELECT a.puzzle_id FROM puzzle_attempts a WHERE a.guild_id = $1 \
                 AND a.player_id = $2 AND a.result <> 'solved' AND a.seq = \
                 (SELECT MAX(b.seq) FROM puzzle_attempts b WHERE b.guild_id = a.guild_id \
                 AND b.player_id = a.player_id AND b.puzzle_id = a.puzzle_id) ORDER BY a.seq",
            )
            .bind(to_db(guild_id))
            .bind(to_db(player))
            .fetch_all(pool)
            .await?;
            Ok(ids)
        })
    }

    /// A player's first attempts in the server, solved and failed, by theme.
    pub async fn puzzle_themes(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<BTreeMap<String, ThemeTally>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(String, String)> = sqlx::query_as(
                "SELECT themes, result FROM puzzle_attempts WHERE guild_id = $1 \
                 AND player_id = $2 AND first = 1",
            )
            .bind(to_db(guild_id))
            .bind(to_db(player))
            .fetch_all(pool)
            .await?;
            let mut tally: BTreeMap<String, ThemeTally> = BTreeMap::new();
            for (themes, result) in rows {
                let solved = PuzzleResult::parse(&result).is_some_and(PuzzleResult::is_win);
                for theme in themes.split_whitespace() {
                    let t = tally.entry(theme.to_string()).or_default();
                    if solved {
                        t.solved += 1;
                    } else {
                        t.failed += 1;
                    }
                }
            }
            Ok(tally)
        })
    }

    /// Keeps a puzzle made from position `ply` of game `game_id` of the
    /// server, offered first to `missed_by`; returns its id, or `None` if
    /// that position is a puzzle already.
    pub async fn add_server_puzzle(
        &self,
        guild_id: u64,
        game_id: u64,
        ply: usize,
        missed_by: Option<u64>,
        json: &str,
        now: SystemTime,
    ) -> Result<Option<String>, StoreError> {
        on_db!(self, pool => async {
            let seq: Option<i64> = sqlx::query_scalar(
                "INSERT INTO server_puzzles (guild_id, game_id, ply, missed_by, puzzle, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (game_id, ply) DO NOTHING RETURNING seq",
            )
            .bind(to_db(guild_id))
            .bind(to_db(game_id))
            .bind(ply as i64)
            .bind(missed_by.map(to_db))
            .bind(json)
            .bind(millis(now))
            .fetch_optional(pool)
            .await?;
            Ok(seq.map(server_id))
        })
    }

    /// The server's own puzzles, oldest first.
    pub async fn server_puzzles(&self, guild_id: u64) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.server_puzzles_where(guild_id, None, None).await
    }

    /// The server's own puzzles `player` never attempted: those made from
    /// the wins they missed first, then oldest first.
    pub async fn untried_server_puzzles(
        &self,
        guild_id: u64,
        player: u64,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        self.server_puzzles_where(guild_id, None, Some(player))
            .await
    }

    /// The server's own puzzle called `id` (`s<seq>`), if it has one.
    pub async fn server_puzzle(
        &self,
        guild_id: u64,
        id: &str,
    ) -> Result<Option<ServerPuzzle>, StoreError> {
        let Some(seq) = id.strip_prefix('s').and_then(|n| n.parse::<i64>().ok()) else {
            return Ok(None);
        };
        Ok(self
            .server_puzzles_where(guild_id, Some(seq), None)
            .await?
            .pop())
    }

    /// The server's own puzzles, or the one numbered `seq`; with
    /// `untried_by`, only those that player never attempted, their own
    /// missed wins first.
    async fn server_puzzles_where(
        &self,
        guild_id: u64,
        seq: Option<i64>,
        untried_by: Option<u64>,
    ) -> Result<Vec<ServerPuzzle>, StoreError> {
        on_db!(self, pool => async {
            let rows: Vec<(i64, String, Option<i64>)> = sqlx::query_as(
                "SELECT p.seq, p.puzzle, p.missed_by FROM server_puzzles p WHERE p.guild_id = $1 \
                 AND ($2 IS NULL OR p.seq = $2) AND ($3 IS NULL OR NOT EXISTS (SELECT 1 FROM \
                 puzzle_attempts a WHERE a.player_id = $3 AND a.puzzle_id = 's' || p.seq)) \
                 ORDER BY CASE WHEN p.missed_by = $3 THEN 0 ELSE 1 END, p.seq",
            )
            .bind(to_db(guild_id))
            .bind(seq)
            .bind(untried_by.map(to_db))
            .fetch_all(pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(seq, json, missed_by)| ServerPuzzle {
                    id: server_id(seq),
                    json,
                    missed_by: missed_by.map(from_db),
                })
                .collect())
        })
    }
}
