//! Persistence: challenges, games in play and finished games, through sqlx,
//! in SQLite (the default, one machine) or PostgreSQL (several bot processes
//! sharing one database). The bot writes every change here before it
//! answers, and reads games in play back at start-up.
//!
//! `Store` is the whole interface the bot sees: a handful of async methods
//! over plain data, each one statement or one transaction, with the same SQL
//! on both backends. Every game row carries a version, and every write says
//! which version it changes: a write that finds another one is refused
//! (`StoreError::Stale`), so two processes can never both apply a move.

//!
//! The methods live by subject: `games` (challenges and the writes of a
//! game), `restore` (games read back at start-up), `offers` (draw offers,
//! takebacks, threads, rematches), `ratings` and `stats` (what is shown).

mod migrations;
mod postgres;
mod sqlite;

pub use analyses::TurningPoint;
pub use event_progress::{BoardProgress, LiveTournament, Progress, FINAL_POSTS};
pub use events::{
    Board, BoardGame, Joined, SignUp, StoredTournament, TournamentInfo, TournamentState,
};
pub use hill::{HillApplied, HillGame, HillMember, StoredHill};
pub use languages::LanguageOf;
pub use notify::{LiveGame, NotifySettings};
pub use offers::RematchTerms;
pub use vacation::{Taking, VacationRead, VacationYear};

pub use ratings::{Difference, RatedGame, RatedPlayer};

pub use daily_puzzles::{DailyConfig, DailyPost};
pub use puzzles::{AttemptEnd, AttemptEnded, InProgress, PuzzlePlayer, ServerPuzzle, ThemeTally};

use crate::game::{Color, Ending, Game, Outcome, Variant, WinReason};
use crate::rating::Change;
use crate::session::{Clock, Match, Player, Table};

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("cannot open the database {place}: {source}")]
    Open { place: String, source: sqlx::Error },
    #[error("the database {place} was written by a newer version of pente-bot (it has migration {version}, which this version does not know); run a newer pente-bot or point `database` at another one")]
    Newer { place: String, version: i64 },
    #[error("cannot bring the database {place} up to date: {source}")]
    Migrate {
        place: String,
        source: sqlx::migrate::MigrateError,
    },
    #[error("the database {place} can't be served read-only: {reason}")]
    ReadOnly { place: String, reason: String },
    #[error("database error: {0}")]
    Query(#[from] sqlx::Error),
    #[error("game {id} was changed elsewhere since it was read")]
    Stale { id: u64 },
    #[error("rated games {ids:?} name a game this version doesn't know: nothing was rated again (run the version that wrote them)")]
    UnknownGames { ids: Vec<u64> },
}

/// Milliseconds since the Unix epoch, as stored.
pub fn millis(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis().min(i64::MAX as u128) as i64)
}

fn from_millis(ms: i64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis(ms.max(0) as u64)
}

/// Snowflakes are u64; SQLite integers are i64. The bits are kept as they are.
fn to_db(id: u64) -> i64 {
    id as i64
}

fn from_db(id: i64) -> u64 {
    id as u64
}

fn color_str(c: Color) -> &'static str {
    c.as_str()
}

fn win_str(winner: Color) -> &'static str {
    match winner {
        Color::White => "white_wins",
        Color::Black => "black_wins",
    }
}

/// How a finished game ended, as stored. An aborted game has no result.
fn result_and_reason(m: &Match) -> Option<(&'static str, &'static str)> {
    match m.ending {
        Some(Ending::Aborted) => return None,
        Some(Ending::Agreement) => return Some(("draw", Ending::Agreement.as_str())),
        Some(ending @ (Ending::Resigned(loser) | Ending::Time(loser))) => {
            return Some((win_str(loser.opponent()), ending.as_str()))
        }
        None => {}
    }
    match m.game.outcome() {
        Outcome::Ongoing => None,
        Outcome::Draw => Some(("draw", "board_full")),
        Outcome::Won { winner, reason } => Some((
            match winner {
                Color::White => "white_wins",
                Color::Black => "black_wins",
            },
            match reason {
                // A line: Connect6's six is stored as one too (the reasons'
                // CHECK predates it); the variant tells them apart.
                WinReason::Five | WinReason::Six => "five",
                WinReason::Captures => "captures",
            },
        )),
    }
}

/// Whether saving `m` ends a rated game, and so changes ratings too.
pub(crate) fn rates(m: &Match) -> bool {
    result_and_reason(m).is_some() && ratings::counts_for_rating(m)
}

/// A challenge or game in play, as read back at start-up.
#[derive(Debug, Clone)]
pub struct Active {
    pub guild_id: u64,
    pub channel_id: u64,
    pub table: Table,
}

/// A game that could not be read back: it stays in the database, set aside.
#[derive(Debug, Clone)]
pub struct SetAside {
    pub id: u64,
    pub channel_id: u64,
    pub why: String,
}

pub use crate::rating::Record;

/// Games won by White, by Black, and drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub white_wins: u64,
    pub black_wins: u64,
    pub draws: u64,
}

impl Tally {
    pub fn games(&self) -> u64 {
        self.white_wins + self.black_wins + self.draws
    }
}

/// What a game number of a server leads to (see [`Store::game_in_guild`]).
#[derive(Debug, Clone, PartialEq)]
pub enum GameInGuild {
    Finished(Box<Finished>),
    /// Still being played, in this channel.
    Playing {
        channel_id: u64,
    },
    /// Started, then called off before it got under way (by a player, a
    /// moderator or the clock): it counts nowhere, but its moves can still
    /// be replayed. Its result and reason are both `aborted`.
    Aborted(Box<Finished>),
    /// A challenge that was not accepted (open, declined, withdrawn,
    /// expired, or ended by a moderator), or a game aborted before its
    /// first move.
    NeverStarted,
    /// Stored, but its moves no longer replay (or it names a game this
    /// version doesn't know).
    SetAside,
    /// No game of this number in this server.
    NotHere,
}

/// A finished game, for history and export.
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    pub id: u64,
    pub variant: Variant,
    /// The players as the game ended (after any opening swap).
    pub white: Player,
    pub black: Player,
    pub moves: Vec<String>,
    /// `white_wins`, `black_wins` or `draw`; `aborted` for an aborted game.
    pub result: String,
    /// `five`, `captures`, `resignation`, `time`, `agreement` or
    /// `board_full`; `aborted` for an aborted game.
    pub reason: String,
    pub started_at: SystemTime,
    pub ended_at: SystemTime,
    /// What the game did to both ratings, if it was rated.
    pub rating_change: Option<Change>,
    /// Whether the game kept the tournament rule (see
    /// [`crate::session::Challenge::tournament_rule`]).
    pub tournament_rule: bool,
}

impl Finished {
    /// How the game ended away from the board, if it did.
    pub fn ending(&self) -> Option<Ending> {
        let loser = match self.result.as_str() {
            "white_wins" => Some(Color::Black),
            "black_wins" => Some(Color::White),
            _ => None,
        };
        match (self.reason.as_str(), loser) {
            ("resignation", Some(loser)) => Some(Ending::Resigned(loser)),
            ("time", Some(loser)) => Some(Ending::Time(loser)),
            ("agreement", None) => Some(Ending::Agreement),
            ("aborted", None) => Some(Ending::Aborted),
            _ => None,
        }
    }

    /// The empty game it was played from: its variant, with the tournament
    /// rule as it was played.
    pub fn start(&self) -> Game {
        Game::of(self.variant, self.tournament_rule)
    }

    /// The game rebuilt for its picture; `None` if its moves don't replay.
    pub fn to_match(&self) -> Option<Match> {
        // Replayed from the colours the players began with.
        let swaps = self.moves.iter().filter(|w| w.as_str() == "swap").count();
        let (white, black) = if swaps % 2 == 1 {
            (&self.black, &self.white)
        } else {
            (&self.white, &self.black)
        };
        let mut m = Match::restore(
            self.id,
            self.start(),
            white.clone(),
            black.clone(),
            &self.moves,
            Clock::new(Duration::ZERO),
        )
        .ok()?;
        m.ending = self.ending();
        Some(m)
    }
}

/// Where the games are kept: a SQLite file (the default, for one machine) or
/// a PostgreSQL server (for several bot processes sharing one database).
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Location {
    /// `postgres://…` (or `postgresql://…`) is a server; `sqlite:PATH` or a
    /// plain path is a SQLite file.
    pub fn parse(text: &str) -> Location {
        let text = text.trim();
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Location::Postgres(text.to_string())
        } else {
            let path = text
                .strip_prefix("sqlite://")
                .or_else(|| text.strip_prefix("sqlite:"))
                .unwrap_or(text);
            Location::Sqlite(PathBuf::from(path))
        }
    }
}

/// Shown in logs and errors: a server's password never is (see
/// [`crate::redact::redact_url`]).
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&crate::redact::redact_url(url)),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}

#[derive(Debug, Clone)]
enum Db {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

/// Runs the future `$body` makes with `$pool` bound to whichever pool the
/// store has: the same SQL (with `$1`-style parameters, which both
/// understand) for both. `$body` is an `async` block, so a `?` or `return`
/// in it ends that block, never the caller; the whole evaluates to the
/// block's `Result`, for the caller to apply `?` to.
macro_rules! on_db {
    ($store:expr, $pool:ident => $body:expr) => {{
        let result: Result<_, StoreError> = match $store.db().await {
            Db::Sqlite($pool) => $body.await,
            Db::Postgres($pool) => $body.await,
        };
        if let Err(StoreError::Query(_)) = &result {
            metrics::counter!("pente_database_errors_total").increment(1);
        }
        result
    }};
}

/// The key of PostgreSQL's advisory lock that rating changes queue on.
pub(crate) const RATING_LOCK: i64 = 0x7065_6e74_6572_6174; // "penterat"

/// The backend a transaction runs on: `sqlx::Database::NAME`.
pub(crate) fn backend_name<DB: sqlx::Database>(_: &sqlx::Transaction<'_, DB>) -> &'static str {
    DB::NAME
}

#[derive(Debug, Clone)]
pub struct Store {
    db: Db,
    /// Waited before every database call: see [`Store::with_delay`].
    delay: Option<Duration>,
    /// Tells the website a game was written (see `web`).
    changes: tokio::sync::broadcast::Sender<u64>,
    /// The explorer's indexes of this database's servers: one set a
    /// process, shared by the bot and the website beside it.
    explore: std::sync::Arc<ServerIndexes>,
}

impl Store {
    /// Opens (creating it if needed) and migrates the database. Any failure
    /// names the place and the cause, so start-up can stop clearly.
    pub async fn connect(location: &Location) -> Result<Store, StoreError> {
        match location {
            Location::Sqlite(path) => Store::open(path).await,
            Location::Postgres(url) => Ok(Store::on(Db::Postgres(postgres::open(url).await?))),
        }
    }

    /// Opens (creating it if needed) and migrates the SQLite file at `path`.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Ok(Store::on(Db::Sqlite(sqlite::open(path).await?)))
    }

    /// A private in-memory SQLite database (for tests).
    pub async fn open_in_memory() -> Result<Store, StoreError> {
        Ok(Store::on(Db::Sqlite(sqlite::open_in_memory().await?)))
    }

    fn on(db: Db) -> Store {
        Store {
            db,
            delay: None,
            changes: web::new_feed(),
            explore: std::sync::Arc::default(),
        }
    }

    /// The explorer's indexes of the servers' finished games (see
    /// [`ServerIndexes`]), shared by every clone of this store.
    pub fn server_indexes(&self) -> &ServerIndexes {
        &self.explore
    }

    /// Fault injection, for tests only: the same store (sharing its pool),
    /// made slow, waiting `delay` before every database call. End-to-end
    /// tests use it to show that every Discord command defers its answer
    /// before slow database work, as Discord allows three seconds only.
    pub fn with_delay(self, delay: Duration) -> Store {
        Store {
            delay: Some(delay),
            ..self
        }
    }

    /// The pool, after the delay a test may have asked for: the one place
    /// every database call passes through.
    async fn db(&self) -> &Db {
        if let Some(delay) = self.delay {
            tokio::time::sleep(delay).await;
        }
        &self.db
    }

    /// Which backend this is: `sqlite` or `postgres`.
    pub fn backend(&self) -> &'static str {
        match self.db {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }
}

/// A database whose newest migration this version doesn't have was written
/// by a newer pente-bot: refused rather than misread.
fn refuse_newer(
    migrator: &sqlx::migrate::Migrator,
    newest: Option<i64>,
    place: &str,
) -> Result<(), StoreError> {
    let known = migrator.iter().map(|m| m.version).max().unwrap_or(0);
    match newest.filter(|&v| v > known) {
        Some(version) => Err(StoreError::Newer {
            place: place.to_string(),
            version,
        }),
        None => Ok(()),
    }
}

/// A write that changed no row: the stored game is not the one the caller
/// read (another process changed it, or it ended meanwhile).
fn expect_one(rows: u64, id: u64) -> Result<(), StoreError> {
    if rows == 1 {
        Ok(())
    } else {
        Err(StoreError::Stale { id })
    }
}

fn version_db(v: u64) -> i64 {
    v as i64
}

fn split_moves(text: &str) -> Vec<String> {
    text.split_whitespace().map(String::from).collect()
}

fn duration_millis(d: Duration) -> i64 {
    d.as_millis().min(i64::MAX as u128) as i64
}

/// The game of the family a stored row names, or `None` if this version
/// doesn't know it (written by a newer version, or damaged): such a row is
/// left out, with a log line naming it (`row`), never read as Pente.
fn known_variant(stored: &str, row: impl std::fmt::Display) -> Option<Variant> {
    match stored.parse() {
        Ok(variant) => Some(variant),
        Err(_) => {
            tracing::warn!("{row} left out: it names {stored:?}, a game this version doesn't know");
            None
        }
    }
}

fn color_from(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

// After the macro above, which they use; `ratings` and `offers` before
// `games`, which uses their macros, and `games` before `event_writes`,
// which uses its own (a withdrawal resigns the game in the same write).
#[macro_use]
mod ratings;
#[macro_use]
mod offers;
#[macro_use]
mod games;
mod analyses;
mod daily_puzzles;
mod event_progress;
mod event_writes;
mod events;
mod explore;
mod hill;
mod languages;
mod notify;
mod puzzles;
mod rerate;
mod restore;
mod stats;
pub use explore::{game_in_play, ExploredGame, PlayingGame, ServerIndexes};
mod read_only;
mod web;
pub use web::{
    is_token, new_token, ChangeFeed, GameChange, Others, Published, WebGame, WebState, FEED_CHECK,
};
mod vacation;

#[cfg(test)]
mod tests;
