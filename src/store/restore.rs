//! Reading games back: open challenges and games in play at start-up (for
//! the shards this process serves), or one channel's after a write found
//! the stored game changed. Stored data is never taken on trust: a game
//! whose row can't be read or whose moves no longer replay is set aside.

use super::{from_db, from_millis, split_moves, to_db, Active, Db, SetAside, Store, StoreError};
use crate::ai::Level;
use crate::game::{Color, Game, Variant};
use crate::session::{Challenge, Clock, Match, Player, Table};
use crate::shards::ShardSet;
use futures_util::TryStreamExt;
use sqlx::Row;
use std::time::Duration;

/// The columns `restore_row` reads, in one place.
const ACTIVE_COLUMNS: &str =
    "id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
     opponent_name, challenger_color, state, expires_at, message_id, moves, level, \
     move_time_ms, deadline_at, reminded, version, thread, rated, under_way, variant, hill, \
     tournament_rule";

/// The games of one channel: `$1` is the channel.
const IN_CHANNEL: &str = "state IN ('challenge', 'playing') AND channel_id = $1";

/// Reads a [`GameRow`] from a row of either backend; every column with
/// `try_get`, so a damaged row is the reason it is set aside, never a panic.
macro_rules! read_game_row {
    ($row:expr) => {{
        let row = $row;
        (|| -> Result<GameRow, sqlx::Error> {
            Ok(GameRow {
                id: from_db(row.try_get("id")?),
                guild_id: from_db(row.try_get("guild_id")?),
                challenger: Player::new(
                    from_db(row.try_get("challenger_id")?),
                    row.try_get::<String, _>("challenger_name")?,
                ),
                opponent: Player::new(
                    from_db(row.try_get("opponent_id")?),
                    row.try_get::<String, _>("opponent_name")?,
                ),
                challenger_color: row.try_get("challenger_color")?,
                state: row.try_get("state")?,
                expires_at: row.try_get("expires_at")?,
                message_id: row.try_get("message_id")?,
                moves: row.try_get("moves")?,
                level: row.try_get("level")?,
                move_time_ms: row.try_get("move_time_ms")?,
                deadline_at: row.try_get("deadline_at")?,
                reminded: row.try_get("reminded")?,
                version: row.try_get("version")?,
                thread: row.try_get("thread")?,
                rated: row.try_get("rated")?,
                under_way: row.try_get("under_way")?,
                variant: row.try_get("variant")?,
                hill: row.try_get("hill")?,
                tournament_rule: row.try_get("tournament_rule")?,
            })
        })()
        .map_err(unreadable)
    }};
}

impl Store {
    /// Open challenges and games in play, rebuilt for the live map. A game
    /// whose row can't be read back is set aside (kept, with a note) and
    /// returned separately for the log.
    pub async fn load_active(&self) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        self.load_active_in(&ShardSet::all()).await
    }

    /// [`Store::load_active`] for the servers of these shards only: the games
    /// another process owns are neither loaded nor set aside here.
    pub async fn load_active_in(
        &self,
        shards: &ShardSet,
    ) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        let mut filter = "state IN ('challenge', 'playing')".to_string();
        if !shards.owns_everything() {
            // Discord's rule, in SQL both backends share (plain numbers from
            // the config, so nothing to bind).
            filter += &format!(
                " AND (guild_id >> 22) % {} BETWEEN {} AND {}",
                shards.total,
                shards.ids.start,
                shards.ids.end - 1
            );
        }
        self.load_where(&filter, None).await
    }

    /// The channel's open challenge or game in play, as stored now: what
    /// memory is reset to when a write finds the stored game changed.
    pub async fn load_channel(&self, channel_id: u64) -> Result<Option<Table>, StoreError> {
        let (mut active, _) = self.load_where(IN_CHANNEL, Some(channel_id)).await?;
        Ok(active.pop().map(|a| a.table))
    }

    /// The stored offers [`Store::load_channel`] reads with the channel's
    /// game: only that game's, whatever other games have.
    #[cfg(test)]
    pub(super) async fn offers_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<std::collections::HashMap<u64, super::offers::StoredOffer>, StoreError> {
        self.offers_where(IN_CHANNEL, Some(channel_id)).await
    }

    /// The challenges and games `filter` picks (with `channel` bound to `$1`
    /// if given), each with its stored offer; those that can't be restored
    /// are set aside.
    async fn load_where(
        &self,
        filter: &str,
        channel: Option<u64>,
    ) -> Result<(Vec<Active>, Vec<SetAside>), StoreError> {
        let sql = format!("SELECT {ACTIVE_COLUMNS} FROM games WHERE {filter} ORDER BY id");
        let read: Vec<ReadRow> = on_db!(self, pool => async {
            let mut query = sqlx::query(&sql);
            if let Some(c) = channel {
                query = query.bind(to_db(c));
            }
            // Row by row, each made into its table at once: holding every
            // row first (fetch_all) left its buffers behind in the allocator,
            // about 2.8 KB per restored game that the process never gave back.
            let mut rows = query.fetch(pool);
            let mut read = Vec::new();
            while let Some(row) = rows.try_next().await? {
                // The id is the primary key: always an integer.
                let id = from_db(row.try_get("id")?);
                let channel_id = row.try_get::<i64, _>("channel_id").map_or(0, from_db);
                let restored = read_game_row!(&row).and_then(|g| {
                    let guild = g.guild_id;
                    restore_row(g).map(|t| (guild, t))
                });
                read.push((id, channel_id, restored));
            }
            Ok(read)
        })?;
        let mut active = Vec::new();
        let mut set_aside = Vec::new();
        for (id, channel_id, restored) in read {
            match restored {
                Ok((guild_id, table)) => active.push(Active {
                    guild_id,
                    channel_id,
                    table,
                }),
                Err(why) => {
                    on_db!(self, pool => async {
                        sqlx::query(
                            "UPDATE games SET state = 'set_aside', note = $1, \
                             version = version + 1 WHERE id = $2",
                        )
                        .bind(&why)
                        .bind(to_db(id))
                        .execute(pool)
                        .await?;
                        Ok(())
                    })?;
                    set_aside.push(SetAside {
                        id,
                        channel_id,
                        why,
                    });
                }
            }
        }
        // The offers of these games only, by the same filter.
        let offers = self.offers_where(filter, channel).await?;
        for a in &mut active {
            if let Table::Match(m) = &mut a.table {
                if let Some(&(takebacks, offer)) = offers.get(&m.id) {
                    m.takebacks = takebacks;
                    m.offer = offer;
                }
            }
        }
        self.count_weekends(&mut active).await?;
        Ok((active, set_aside))
    }
}

/// A row read at start-up: its id, its channel, and the restored table with
/// its guild, or why it can't be restored.
type ReadRow = (u64, u64, Result<(u64, Table), String>);

/// A column that is missing, NULL where it may not be, or of the wrong type:
/// the reason the row is set aside.
fn unreadable(e: sqlx::Error) -> String {
    match e {
        sqlx::Error::ColumnDecode { index, source } => {
            format!("column {index} can't be read: {source}")
        }
        other => format!("the row can't be read: {other}"),
    }
}

/// A challenge or game in play as read from its row, before any checking.
struct GameRow {
    id: u64,
    guild_id: u64,
    challenger: Player,
    opponent: Player,
    challenger_color: String,
    state: String,
    expires_at: i64,
    message_id: Option<i64>,
    moves: String,
    level: Option<String>,
    move_time_ms: i64,
    deadline_at: Option<i64>,
    reminded: bool,
    version: i64,
    thread: bool,
    rated: bool,
    under_way: bool,
    variant: String,
    hill: bool,
    tournament_rule: bool,
}
/// Rebuilds a challenge or a game in play from its row; the reason if it
/// can't be.
fn restore_row(row: GameRow) -> Result<Table, String> {
    let challenger_color = match row.challenger_color.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(format!("unknown colour {other:?}")),
    };
    if row.move_time_ms <= 0 {
        return Err(format!("move time {} ms is not a time", row.move_time_ms));
    }
    let move_time = Duration::from_millis(row.move_time_ms as u64);
    let version = u64::try_from(row.version)
        .map_err(|_| format!("version {} is not a version", row.version))?;
    let variant: Variant = row.variant.parse().map_err(|e| format!("{e}"))?;
    let challenge = Challenge {
        id: row.id,
        challenger: row.challenger,
        opponent: row.opponent,
        challenger_color,
        expires_at: from_millis(row.expires_at),
        message_id: row.message_id.map(from_db),
        move_time,
        version,
        thread: row.thread,
        rated: row.rated,
        variant,
        hill: row.hill,
        tournament_rule: row.tournament_rule,
    };
    match row.state.as_str() {
        "challenge" => Ok(Table::Challenge(challenge)),
        "playing" => {
            let (white, black) = match challenger_color {
                Color::White => (challenge.challenger, challenge.opponent),
                Color::Black => (challenge.opponent, challenge.challenger),
            };
            let moves = split_moves(&row.moves);
            let clock = Clock {
                move_time,
                deadline: row.deadline_at.map(from_millis),
                reminded: row.reminded,
                weekends: Default::default(),
            };
            let start = Game::of(variant, challenge.tournament_rule);
            let mut m =
                Match::restore(row.id, start, white, black, &moves, clock).map_err(|(i, e)| {
                    format!("move {} ({}) no longer replays: {e}", i + 1, moves[i])
                })?;
            m.version = version;
            m.rated = challenge.rated;
            // A takeback may have brought the ply back below four; the game
            // stays under way all the same.
            m.got_under_way |= row.under_way;
            if let Some(level) = row.level {
                let level: Level = level.parse().map_err(|e| format!("{e}"))?;
                // The person is the challenger; the bot has the other colour.
                m.computer = Some(crate::session::Computer {
                    color: challenger_color.opponent(),
                    level,
                });
                if m.computer_to_move() {
                    m.clock.stop();
                }
            }
            if m.is_over() {
                return Err(
                    "the stored moves end the game, but it was not recorded as finished"
                        .to_string(),
                );
            }
            Ok(Table::Match(m))
        }
        other => Err(format!("unexpected state {other:?}")),
    }
}
