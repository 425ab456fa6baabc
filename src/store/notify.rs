//! Games that last days (issue 36): each player's your-move notifications,
//! the notices already sent (never two for one turn, even across a
//! restart), things to tell a player at their next command, the newest
//! board of each game, and a player's games in play in a server.

use super::{from_db, from_millis, to_db, Db, Store, StoreError};
use crate::game::Variant;
use crate::session::Player;
use sqlx::Row;
use std::time::SystemTime;

/// A player's notifications (the same in every server).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NotifySettings {
    /// A direct message when a game becomes theirs to move.
    pub notify: bool,
    /// A second one when a quarter of the time is left, instead of the
    /// channel's ping.
    pub reminders: bool,
}

/// A challenge or game in play of a player, as `/pente games` lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct LiveGame {
    pub id: u64,
    pub channel_id: u64,
    /// An open challenge, not yet a game.
    pub challenge: bool,
    pub challenger: Player,
    pub opponent: Player,
    /// `None` for a variant this version doesn't know.
    pub variant: Option<Variant>,
    /// Against the bot itself.
    pub computer: bool,
    /// The challenge's message (its Accept and Decline buttons).
    pub challenge_message: Option<u64>,
    /// The newest board posted for the game.
    pub board_message: Option<u64>,
    pub deadline: Option<SystemTime>,
    pub expires_at: SystemTime,
    /// The tournament the game belongs to.
    pub tournament: Option<String>,
}

impl Store {
    pub async fn notify_settings(&self, user: u64) -> Result<NotifySettings, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query("SELECT notify, reminders FROM player_notify WHERE user_id = $1")
                .bind(to_db(user))
                .fetch_optional(pool)
                .await?;
            Ok(match row {
                Some(row) => NotifySettings {
                    notify: row.try_get("notify")?,
                    reminders: row.try_get("reminders")?,
                },
                None => NotifySettings::default(),
            })
        })
    }

    /// Turns notifications on or off; `reminders` left out keeps theirs.
    /// A refusal noted earlier is forgotten: they chose again.
    pub async fn set_notify(
        &self,
        user: u64,
        notify: bool,
        reminders: Option<bool>,
    ) -> Result<NotifySettings, StoreError> {
        on_db!(self, pool => async {
            let row = sqlx::query(
                "INSERT INTO player_notify (user_id, notify, reminders, refused) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, \
                 reminders = CASE WHEN $5 THEN excluded.reminders ELSE player_notify.reminders END, \
                 refused = excluded.refused RETURNING notify, reminders",
            )
            .bind(to_db(user))
            .bind(notify)
            .bind(reminders.unwrap_or(false))
            .bind(false)
            .bind(reminders.is_some())
            .fetch_one(pool)
            .await?;
            Ok(NotifySettings {
                notify: row.try_get("notify")?,
                reminders: row.try_get("reminders")?,
            })
        })
    }

    /// Discord refused to deliver to `user` (error 50007): their
    /// notifications are turned off, and they are to be told.
    pub async fn refuse_notify(&self, user: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("UPDATE player_notify SET notify = $2, refused = $3 WHERE user_id = $1")
                .bind(to_db(user))
                .bind(false)
                .bind(true)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Whether `user`'s notifications were turned off by a refusal they
    /// haven't been told of; telling is claimed here, once.
    pub async fn take_refused(&self, user: u64) -> Result<bool, StoreError> {
        on_db!(self, pool => async {
            let done = sqlx::query(
                "UPDATE player_notify SET refused = $2 WHERE user_id = $1 AND refused = $3",
            )
            .bind(to_db(user))
            .bind(false)
            .bind(true)
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Claims the notice of `turn` of game `game` for `user`: true the first
    /// time only, so nothing is sent twice (another process, a restart).
    /// A turn's notice and its reminder (`-1 - turn`) are all a player's
    /// claims in a game that matter: those of earlier turns go, never a
    /// later turn's (claims may come late, after a restart or from a slow
    /// task; dropping a newer one would let it be sent again).
    pub async fn claim_notice(&self, game: u64, user: u64, turn: i64) -> Result<bool, StoreError> {
        let own = if turn >= 0 { turn } else { -1 - turn };
        on_db!(self, pool => async {
            let done = sqlx::query(
                "INSERT INTO notices_sent (game_id, user_id, turn) VALUES ($1, $2, $3) \
                 ON CONFLICT (game_id, user_id, turn) DO NOTHING",
            )
            .bind(to_db(game))
            .bind(to_db(user))
            .bind(turn)
            .execute(pool)
            .await?;
            sqlx::query(
                "DELETE FROM notices_sent WHERE game_id = $1 AND user_id = $2 \
                 AND ((turn >= 0 AND turn < $3) OR (turn < 0 AND turn > $4))",
            )
            .bind(to_db(game))
            .bind(to_db(user))
            .bind(own)
            .bind(-1 - own)
            .execute(pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Forgets the notices claimed in game `game`, once it is over.
    pub async fn forget_notices(&self, game: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("DELETE FROM notices_sent WHERE game_id = $1")
                .bind(to_db(game))
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// Notes `message` as the newest board of game `game`. Boards are noted
    /// off the moves' path, so two may come in either order: Discord's ids
    /// grow with time, and the larger one stays.
    pub async fn set_board_message(&self, game: u64, message: u64) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query(
                "INSERT INTO game_boards (game_id, message_id) VALUES ($1, $2) \
                 ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id \
                 WHERE excluded.message_id > game_boards.message_id",
            )
            .bind(to_db(game))
            .bind(to_db(message))
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// The server game `game` is played in.
    pub async fn guild_of_game(&self, game: u64) -> Result<Option<u64>, StoreError> {
        on_db!(self, pool => async {
            let guild: Option<i64> = sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
                .bind(to_db(game))
                .fetch_optional(pool)
                .await?;
            Ok(guild.map(from_db))
        })
    }

    /// Keeps `text` to tell `user` privately at their next command in `guild`.
    pub async fn add_note(&self, guild: u64, user: u64, text: &str) -> Result<(), StoreError> {
        on_db!(self, pool => async {
            sqlx::query("INSERT INTO pending_notes (guild_id, user_id, text) VALUES ($1, $2, $3)")
                .bind(to_db(guild))
                .bind(to_db(user))
                .bind(text)
                .execute(pool)
                .await?;
            Ok(())
        })
    }

    /// The notes kept for `user` in `guild`, taken (each is told once).
    pub async fn take_notes(&self, guild: u64, user: u64) -> Result<Vec<String>, StoreError> {
        on_db!(self, pool => async {
            let notes: Vec<String> = sqlx::query_scalar(
                "DELETE FROM pending_notes WHERE user_id = $1 AND guild_id = $2 RETURNING text",
            )
            .bind(to_db(user))
            .bind(to_db(guild))
            .fetch_all(pool)
            .await?;
            Ok(notes)
        })
    }

    /// `user`'s open challenges and games in play in `guild`, oldest first.
    pub async fn live_games_of(&self, guild: u64, user: u64) -> Result<Vec<LiveGame>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(
                "SELECT g.id, g.channel_id, g.state, g.challenger_id, g.challenger_name, \
                 g.opponent_id, g.opponent_name, g.variant, g.level, g.message_id, g.deadline_at, \
                 g.expires_at, b.message_id AS board_id, t.name AS tournament \
                 FROM games g \
                 LEFT JOIN game_boards b ON b.game_id = g.id \
                 LEFT JOIN tournament_games tg ON tg.game_id = g.id \
                 LEFT JOIN tournaments t ON t.id = tg.tournament_id \
                 WHERE g.state IN ('challenge', 'playing') AND g.guild_id = $1 \
                 AND (g.challenger_id = $2 OR g.opponent_id = $2) ORDER BY g.id",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .fetch_all(pool)
            .await?;
            let mut games = Vec::with_capacity(rows.len());
            for row in rows {
                let variant: String = row.try_get("variant")?;
                let level: Option<String> = row.try_get("level")?;
                let state: String = row.try_get("state")?;
                games.push(LiveGame {
                    id: from_db(row.try_get("id")?),
                    channel_id: from_db(row.try_get("channel_id")?),
                    challenge: state == "challenge",
                    challenger: Player::new(
                        from_db(row.try_get("challenger_id")?),
                        row.try_get::<String, _>("challenger_name")?,
                    ),
                    opponent: Player::new(
                        from_db(row.try_get("opponent_id")?),
                        row.try_get::<String, _>("opponent_name")?,
                    ),
                    variant: variant.parse().ok(),
                    computer: level.is_some(),
                    challenge_message: row.try_get::<Option<i64>, _>("message_id")?.map(from_db),
                    board_message: row.try_get::<Option<i64>, _>("board_id")?.map(from_db),
                    deadline: row.try_get::<Option<i64>, _>("deadline_at")?.map(from_millis),
                    expires_at: from_millis(row.try_get("expires_at")?),
                    tournament: row.try_get("tournament")?,
                });
            }
            Ok(games)
        })
    }
}
