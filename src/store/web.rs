//! What the website reads and the bot writes for it: each game's link (a
//! token of 128 random bits, made the first time the bot shows the game),
//! the servers a moderator published, and the feed that tells the site a
//! game changed.
//!
//! The feed: on SQLite (one process) every write of a game is told to the
//! process's own listeners through a broadcast channel, right after the write;
//! on PostgreSQL a trigger sends `NOTIFY game_changed, '<id>'` inside the
//! write's transaction (migration 0015), so a site run apart from the bot's
//! shard processes hears every process's moves by LISTENing.

use super::{from_db, from_millis, ratings, split_moves, to_db, Db, Finished, Store, StoreError};
use crate::session::Player;
use sqlx::Row;
use std::time::SystemTime;
use tokio::sync::broadcast;

/// How many changes a slow listener may fall behind before it is told it
/// missed some ([`GameChange::Missed`]).
const FEED_CAPACITY: usize = 1024;

/// The in-process side of the feed, shared by every clone of a store.
pub(super) fn new_feed() -> broadcast::Sender<u64> {
    broadcast::channel(FEED_CAPACITY).0
}

/// What the feed says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameChange {
    /// This game was written.
    Game(u64),
    /// Some changes were missed (a slow listener, or a lost connection to
    /// PostgreSQL): every game watched may have changed.
    Missed,
    /// Nothing changed for a while, and the feed's connection was checked
    /// and answers: a sign of life (see [`FEED_CHECK`]).
    Quiet,
}

/// How often a SQLite file is looked at for writes of other processes.
const POLL: std::time::Duration = std::time::Duration::from_secs(1);

/// How long the feed waits for a change before it checks its connection:
/// a connection to PostgreSQL that died without a word (a firewall or NAT
/// forgetting an idle flow, a failover) is found within this and made
/// again. The feed says [`GameChange::Quiet`] at least this often while it
/// works.
pub const FEED_CHECK: std::time::Duration = std::time::Duration::from_secs(30);
/// How long the check may take before the connection is given up.
const PING_WITHIN: std::time::Duration = std::time::Duration::from_secs(5);

/// The connection a feed on SQLite reads `data_version` on, made again
/// after it fails (a busy file during a long write, an I/O error).
pub struct Others {
    options: sqlx::sqlite::SqliteConnectOptions,
    conn: Option<(sqlx::SqliteConnection, i64)>,
    /// Whether the last look failed (said once, not every second).
    failing: bool,
}

impl Others {
    /// Whether another connection committed since the last look; an error
    /// drops the connection (the next look makes it again, and says
    /// `true`, as the writes meanwhile are unknown).
    async fn look(&mut self) -> Result<bool, StoreError> {
        let looked = self.try_look().await;
        match &looked {
            Err(e) if !self.failing => {
                tracing::warn!("watching the database for other processes' writes: {e}");
            }
            Ok(_) if self.failing => {
                tracing::info!("watching the database for other processes' writes again");
            }
            _ => {}
        }
        self.failing = looked.is_err();
        looked
    }

    async fn try_look(&mut self) -> Result<bool, StoreError> {
        use sqlx::ConnectOptions;
        let (conn, seen) = match &mut self.conn {
            Some((conn, seen)) => (conn, seen),
            None => {
                let mut conn = self.options.connect().await?;
                let seen = sqlx::query_scalar::<_, i64>("PRAGMA data_version")
                    .fetch_one(&mut conn)
                    .await?;
                self.conn = Some((conn, seen));
                return Ok(true);
            }
        };
        match sqlx::query_scalar::<_, i64>("PRAGMA data_version")
            .fetch_one(&mut *conn)
            .await
        {
            Ok(now) => Ok(std::mem::replace(seen, now) != now),
            Err(e) => {
                self.conn = None;
                Err(e.into())
            }
        }
    }
}

/// A listener to the feed (see the module's documentation).
pub enum ChangeFeed {
    Local {
        rx: broadcast::Receiver<u64>,
        /// Writes of other processes to the same SQLite file (a site run
        /// apart from the bot, `pente-bot web`): SQLite's `data_version`,
        /// read on a connection of the feed's own, changes when another
        /// connection commits. Seen as [`GameChange::Missed`].
        others: Box<Others>,
        /// When the feed last said something.
        said: tokio::time::Instant,
    },
    Postgres {
        listener: Box<sqlx::postgres::PgListener>,
        /// How long to wait before checking the connection.
        check: std::time::Duration,
    },
}

impl ChangeFeed {
    /// The next change; `None` when the feed's connection is lost for
    /// good: a new feed should be made (and every game looked at again).
    pub async fn next(&mut self) -> Option<GameChange> {
        match self {
            ChangeFeed::Local { rx, others, said } => loop {
                let tick = tokio::time::sleep(POLL);
                let got = tokio::select! {
                    got = rx.recv() => match got {
                        Ok(id) => Some(GameChange::Game(id)),
                        Err(broadcast::error::RecvError::Lagged(_)) => Some(GameChange::Missed),
                        Err(broadcast::error::RecvError::Closed) => return None,
                    },
                    () = tick => match others.look().await {
                        Ok(true) => Some(GameChange::Missed),
                        Ok(false) if said.elapsed() >= FEED_CHECK => Some(GameChange::Quiet),
                        // Looked at again at the next tick; meanwhile no
                        // sign of life is given.
                        Ok(false) | Err(_) => None,
                    },
                };
                if let Some(change) = got {
                    *said = tokio::time::Instant::now();
                    return Some(change);
                }
            },
            ChangeFeed::Postgres { listener, check } => {
                let got = match tokio::time::timeout(*check, listener.try_recv()).await {
                    Ok(got) => got,
                    Err(_) => {
                        // Quiet for a while: is the connection still there?
                        let ping = sqlx::query("SELECT 1").execute(&mut **listener);
                        return match tokio::time::timeout(PING_WITHIN, ping).await {
                            Ok(Ok(_)) => Some(GameChange::Quiet),
                            Ok(Err(e)) => {
                                tracing::warn!(
                                    "listening for game changes: the connection failed: {e}"
                                );
                                None
                            }
                            Err(_) => {
                                tracing::warn!(
                                    "listening for game changes: the connection stopped answering"
                                );
                                None
                            }
                        };
                    }
                };
                match got {
                    Ok(Some(notice)) => Some(
                        notice
                            .payload()
                            .parse()
                            .map_or(GameChange::Missed, GameChange::Game),
                    ),
                    // The connection was lost and is made again at the next
                    // call: what was sent meanwhile is lost.
                    Ok(None) => Some(GameChange::Missed),
                    Err(e) => {
                        tracing::warn!("listening for game changes: {e}");
                        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                        Some(GameChange::Missed)
                    }
                }
            }
        }
    }
}

/// Where a game stands, for its page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebState {
    Playing,
    Finished,
    Aborted,
}

/// A game as its page shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct WebGame {
    pub guild_id: u64,
    pub state: WebState,
    /// The game: for one in play, `result` and `reason` are empty.
    pub game: Finished,
    /// The stored row's version: changes with every write.
    pub version: u64,
    /// When the player to move runs out of time (a game in play).
    pub deadline: Option<SystemTime>,
    pub rated: bool,
    /// Whether one side is the bot itself.
    pub computer: bool,
}

/// What publishing a server under a slug did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Published {
    /// The server's pages are at this slug now (`previous` is the one it
    /// had, if another).
    Done { previous: Option<String> },
    /// Another server has this slug.
    Taken,
}

/// The colours resolved as `finished_games` does, for any game row.
const WEB_GAME_SELECT: &str = "SELECT id, guild_id, variant, state, version, deadline_at, rated, level, \
     tournament_rule, moves, COALESCE(result, '') AS result, COALESCE(reason, '') AS reason, \
     started_at, ended_at, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_id ELSE opponent_id END AS white_id, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_name ELSE opponent_name END AS white_name, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_id ELSE challenger_id END AS black_id, \
     CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_name ELSE challenger_name END AS black_name";

/// A new link token: 128 random bits from the operating system, as 32
/// lowercase hex digits.
pub fn new_token() -> Result<String, StoreError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| {
        StoreError::Query(sqlx::Error::Protocol(format!(
            "no random bits for a link: {e}"
        )))
    })?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `text` has a token's shape: looked up only then.
pub fn is_token(text: &str) -> bool {
    text.len() == 32
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

macro_rules! read_web_game {
    ($row:expr) => {{
        let row = $row;
        (|| -> Result<Option<WebGame>, StoreError> {
            let id = from_db(row.try_get("id")?);
            let Some(variant) = super::known_variant(
                &row.try_get::<String, _>("variant")?,
                format_args!("game {id}"),
            ) else {
                return Ok(None);
            };
            let state = match row.try_get::<String, _>("state")?.as_str() {
                "playing" => WebState::Playing,
                "finished" => WebState::Finished,
                "aborted" => WebState::Aborted,
                _ => return Ok(None),
            };
            let (result, reason) = match state {
                WebState::Aborted => ("aborted".to_string(), "aborted".to_string()),
                _ => (row.try_get("result")?, row.try_get("reason")?),
            };
            Ok(Some(WebGame {
                guild_id: from_db(row.try_get("guild_id")?),
                state,
                version: row.try_get::<i64, _>("version")? as u64,
                deadline: row
                    .try_get::<Option<i64>, _>("deadline_at")?
                    .map(from_millis),
                rated: row.try_get("rated")?,
                computer: row.try_get::<Option<String>, _>("level")?.is_some(),
                game: Finished {
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
                    result,
                    reason,
                    started_at: from_millis(
                        row.try_get::<Option<i64>, _>("started_at")?.unwrap_or(0),
                    ),
                    ended_at: from_millis(row.try_get::<Option<i64>, _>("ended_at")?.unwrap_or(0)),
                    rating_change: ratings::change_row(row),
                    tournament_rule: row.try_get("tournament_rule")?,
                },
            }))
        })()
    }};
}

impl Store {
    /// Tells this process's listeners that game `id` was written (on
    /// PostgreSQL the database tells every process; see the module).
    pub(super) fn changed(&self, id: u64) {
        if matches!(self.db, Db::Sqlite(_)) {
            // No listener is not an error.
            let _ = self.changes.send(id);
        }
    }

    /// This process's writes from now on, for [`Store::change_feed`]: taken
    /// at once, so that nothing written while the feed is being set up is
    /// missed.
    pub fn local_changes(&self) -> broadcast::Receiver<u64> {
        self.changes.subscribe()
    }

    /// A listener to every write of a game (this process's from when `rx`
    /// was taken, see [`Store::local_changes`]).
    pub async fn change_feed(
        &self,
        rx: broadcast::Receiver<u64>,
    ) -> Result<ChangeFeed, StoreError> {
        self.change_feed_checked(rx, FEED_CHECK).await
    }

    /// [`Store::change_feed`], its connection checked after `check` of
    /// silence rather than [`FEED_CHECK`].
    pub async fn change_feed_checked(
        &self,
        rx: broadcast::Receiver<u64>,
        check: std::time::Duration,
    ) -> Result<ChangeFeed, StoreError> {
        match &self.db {
            Db::Sqlite(pool) => {
                let mut others = Others {
                    options: (*pool.connect_options()).clone(),
                    conn: None,
                    failing: false,
                };
                // Fails now if the file can't be read at all.
                others.look().await?;
                Ok(ChangeFeed::Local {
                    rx,
                    others: Box::new(others),
                    said: tokio::time::Instant::now(),
                })
            }
            Db::Postgres(pool) => {
                let mut listener = sqlx::postgres::PgListener::connect_with(pool).await?;
                listener.listen("game_changed").await?;
                Ok(ChangeFeed::Postgres {
                    listener: Box::new(listener),
                    check,
                })
            }
        }
    }

    /// Closes the store's connections: every later call fails (as when the
    /// database is gone).
    pub async fn close(&self) {
        match &self.db {
            Db::Sqlite(pool) => pool.close().await,
            Db::Postgres(pool) => pool.close().await,
        }
    }

    /// How many games are being played, in every server.
    pub async fn games_in_play(&self) -> Result<u64, StoreError> {
        on_db!(self, pool => async {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE state = 'playing'")
                .fetch_one(pool)
                .await?;
            Ok(n as u64)
        })
    }

    /// Whether the database answers, reading a table. On SQLite on a new
    /// connection, read-only and never creating the file: a pooled one
    /// keeps the file it opened (deleted or replaced since) and pages it
    /// read, so it would answer for a file gone bad.
    pub async fn ping(&self) -> Result<(), StoreError> {
        const READ: &str = "SELECT id FROM games ORDER BY id LIMIT 1";
        match &self.db {
            Db::Sqlite(pool)
                if pool.is_closed()
                    || pool.connect_options().get_filename()
                        == std::path::Path::new(":memory:") =>
            {
                sqlx::query(READ).execute(pool).await?;
                Ok(())
            }
            Db::Sqlite(pool) => {
                use sqlx::{ConnectOptions, Connection};
                let options = (*pool.connect_options())
                    .clone()
                    .read_only(true)
                    .create_if_missing(false);
                let mut conn = options.connect().await?;
                let read = sqlx::query(READ).execute(&mut conn).await;
                let _ = conn.close().await;
                read?;
                Ok(())
            }
            Db::Postgres(pool) => {
                sqlx::query(READ).execute(pool).await?;
                Ok(())
            }
        }
    }

    /// Game `id`'s link token, made (once, whoever asks first) if it has
    /// none yet.
    pub async fn game_link(&self, id: u64, now: SystemTime) -> Result<String, StoreError> {
        let token = new_token()?;
        on_db!(self, pool => async {
            // Read first: after the game's first board, a link is only read.
            let known: Option<String> =
                sqlx::query_scalar("SELECT token FROM game_links WHERE game_id = $1")
                    .bind(to_db(id))
                    .fetch_optional(pool)
                    .await?;
            if let Some(known) = known {
                return Ok(known);
            }
            sqlx::query(
                "INSERT INTO game_links (game_id, token, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (game_id) DO NOTHING",
            )
            .bind(to_db(id))
            .bind(&token)
            .bind(super::millis(now))
            .execute(pool)
            .await?;
            let token: String = sqlx::query_scalar("SELECT token FROM game_links WHERE game_id = $1")
                .bind(to_db(id))
                .fetch_one(pool)
                .await?;
            Ok(token)
        })
    }

    /// The game a link token names, if any.
    pub async fn game_of_link(&self, token: &str) -> Result<Option<u64>, StoreError> {
        if !is_token(token) {
            return Ok(None);
        }
        on_db!(self, pool => async {
            let id: Option<i64> = sqlx::query_scalar("SELECT game_id FROM game_links WHERE token = $1")
                .bind(token)
                .fetch_optional(pool)
                .await?;
            Ok(id.map(from_db))
        })
    }

    /// Game `id` as its page shows it: `None` unless it is in play, finished
    /// or aborted after it started (a challenge, or a game this version
    /// doesn't know, has no page).
    pub async fn web_game(&self, id: u64) -> Result<Option<WebGame>, StoreError> {
        let sql = format!(
            "{WEB_GAME_SELECT}, {} FROM games WHERE id = $1",
            ratings::change_select()
        );
        on_db!(self, pool => async {
            let row = sqlx::query(&sql).bind(to_db(id)).fetch_optional(pool).await?;
            match row {
                Some(row) => read_web_game!(&row),
                None => Ok(None),
            }
        })
    }

    /// The server's games in play, newest first, at most `limit`.
    pub async fn web_games_in_play(
        &self,
        guild_id: u64,
        limit: u32,
    ) -> Result<Vec<WebGame>, StoreError> {
        let sql = format!(
            "{WEB_GAME_SELECT}, {} FROM games WHERE guild_id = $1 AND state = 'playing' \
             ORDER BY id DESC LIMIT $2",
            ratings::change_select()
        );
        on_db!(self, pool => async {
            let rows = sqlx::query(&sql)
                .bind(to_db(guild_id))
                .bind(i64::from(limit))
                .fetch_all(pool)
                .await?;
            let mut games = Vec::with_capacity(rows.len());
            for row in &rows {
                if let Some(g) = read_web_game!(row)? {
                    games.push(g);
                }
            }
            Ok(games)
        })
    }

    /// Publishes server `guild_id`'s pages under `slug` (replacing the slug
    /// it had), unless another server has it.
    pub async fn publish_server(
        &self,
        guild_id: u64,
        slug: &str,
        by: u64,
        now: SystemTime,
    ) -> Result<Published, StoreError> {
        on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let owner: Option<i64> =
                sqlx::query_scalar("SELECT guild_id FROM published_servers WHERE slug = $1")
                    .bind(slug)
                    .fetch_optional(&mut *tx)
                    .await?;
            if owner.is_some_and(|g| from_db(g) != guild_id) {
                return Ok(Published::Taken);
            }
            let previous: Option<String> =
                sqlx::query_scalar("SELECT slug FROM published_servers WHERE guild_id = $1")
                    .bind(to_db(guild_id))
                    .fetch_optional(&mut *tx)
                    .await?;
            let written = sqlx::query(
                "INSERT INTO published_servers (guild_id, slug, published_by, published_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET slug = $2, \
                 published_by = $3, published_at = $4",
            )
            .bind(to_db(guild_id))
            .bind(slug)
            .bind(to_db(by))
            .bind(super::millis(now))
            .execute(&mut *tx)
            .await;
            match written {
                Ok(_) => {}
                // Another server took the slug meanwhile.
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    return Ok(Published::Taken)
                }
                Err(e) => return Err(e.into()),
            }
            tx.commit().await?;
            Ok(Published::Done {
                previous: previous.filter(|p| p != slug),
            })
        })
    }

    /// Takes server `guild_id`'s pages down; its slug if it had one.
    pub async fn unpublish_server(&self, guild_id: u64) -> Result<Option<String>, StoreError> {
        on_db!(self, pool => async {
            let slug: Option<String> = sqlx::query_scalar(
                "DELETE FROM published_servers WHERE guild_id = $1 RETURNING slug",
            )
            .bind(to_db(guild_id))
            .fetch_optional(pool)
            .await?;
            Ok(slug)
        })
    }

    /// The server published under `slug`, if any.
    pub async fn published_server(&self, slug: &str) -> Result<Option<u64>, StoreError> {
        on_db!(self, pool => async {
            let guild: Option<i64> =
                sqlx::query_scalar("SELECT guild_id FROM published_servers WHERE slug = $1")
                    .bind(slug)
                    .fetch_optional(pool)
                    .await?;
            Ok(guild.map(from_db))
        })
    }

    /// The slug server `guild_id` is published under, if it is.
    pub async fn published_slug(&self, guild_id: u64) -> Result<Option<String>, StoreError> {
        on_db!(self, pool => async {
            let slug: Option<String> =
                sqlx::query_scalar("SELECT slug FROM published_servers WHERE guild_id = $1")
                    .bind(to_db(guild_id))
                    .fetch_optional(pool)
                    .await?;
            Ok(slug)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_random_bits_in_hex() {
        let a = new_token().unwrap();
        let b = new_token().unwrap();
        assert!(is_token(&a) && is_token(&b));
        assert_ne!(a, b);
        assert!(!is_token("0123"));
        assert!(!is_token(&a.to_uppercase()));
        assert!(!is_token(&format!("{}g", &a[..31])));
    }

    #[tokio::test]
    async fn the_feed_on_sqlite_looks_again_after_a_failed_look() {
        let dir = std::env::temp_dir().join(format!("pente-feed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let location = super::super::Location::Sqlite(dir.join("pente.db"));
        // Two stores on one file: the other's writes are another process's.
        let site = Store::connect(&location).await.unwrap();
        let bot = Store::connect(&location).await.unwrap();
        let mut feed = site.change_feed(site.local_changes()).await.unwrap();
        let ChangeFeed::Local { others, .. } = &mut feed else {
            panic!("a feed on SQLite")
        };
        // Every statement on the feed's connection fails from now on, as
        // one that timed out or hit an I/O error.
        let (conn, _) = others.conn.as_mut().unwrap();
        conn.lock_handle()
            .await
            .unwrap()
            .set_progress_handler(1, || false);
        let within = std::time::Duration::from_secs(20);
        let next = tokio::time::timeout(within, feed.next()).await;
        assert_eq!(
            next,
            Ok(Some(GameChange::Missed)),
            "the look fails, the next makes the connection again"
        );
        let now = SystemTime::now();
        bot.publish_server(1, "club", 2, now).await.unwrap();
        let next = tokio::time::timeout(within, feed.next()).await;
        assert_eq!(next, Ok(Some(GameChange::Missed)), "and hears writes again");
        drop((site, bot));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
