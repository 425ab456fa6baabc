//! Tournaments: the sign-up, the rounds and their games. A tournament's
//! results are not copied anywhere: they are read from its games' rows, so a
//! game's end is recorded once, by the one path that saves games, and a
//! round is complete exactly when its games' rows say so.

use super::{from_db, from_millis, to_db, Db, Store, StoreError};
use crate::event::tournament::{Entrant, Format, Tournament};
use crate::event::{GameResult, Pairing, Played};
use crate::game::Variant;
use sqlx::Row;
use std::time::{Duration, SystemTime};

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentState {
    Open,
    Running,
    Finished,
    Cancelled,
}

impl TournamentState {
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentState::Open => "open",
            TournamentState::Running => "running",
            TournamentState::Finished => "finished",
            TournamentState::Cancelled => "cancelled",
        }
    }

    fn parse(s: &str) -> Option<TournamentState> {
        Some(match s {
            "open" => TournamentState::Open,
            "running" => TournamentState::Running,
            "finished" => TournamentState::Finished,
            "cancelled" => TournamentState::Cancelled,
            _ => return None,
        })
    }
}

/// A tournament as created: what the organiser asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentInfo {
    pub id: u64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub organiser_id: u64,
    pub name: String,
    /// Swiss's rounds here are those asked for (0: the default, fixed at the start).
    pub format: Format,
    pub variant: Variant,
    pub move_time: Duration,
    pub rated: bool,
    pub max_players: Option<u32>,
    pub starts_at: Option<SystemTime>,
    pub state: TournamentState,
    pub message_id: Option<u64>,
    pub lot: u64,
}

/// A player who joined.
#[derive(Debug, Clone, PartialEq)]
pub struct Joined {
    pub user_id: u64,
    pub name: String,
    pub seed: Option<u32>,
    pub rating: Option<f64>,
    pub withdrawn: bool,
}

/// A game of a round: its pairing, its game once started, and how it ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    pub round: u32,
    pub board: u32,
    pub pairing: Pairing,
    pub game_id: Option<u64>,
    /// The game's channel (its thread), once started.
    pub channel_id: Option<u64>,
    /// The result, from the pairing's White's side; `None` while in play.
    pub result: Option<GameResult>,
}

/// Which board of which tournament a game is started for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardGame {
    pub tournament: u64,
    pub round: u32,
    pub board: u32,
    pub guild_id: u64,
    pub rated: bool,
}

/// Everything stored of a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredTournament {
    pub info: TournamentInfo,
    /// In seeding order once started (joining order before).
    pub players: Vec<Joined>,
    pub boards: Vec<Board>,
}

impl StoredTournament {
    /// Whether `user` left (or was removed) once the tournament ran.
    pub fn withdrawn(&self, user: u64) -> bool {
        self.players
            .iter()
            .any(|p| p.user_id == user && p.withdrawn)
    }

    /// The result of a board whose game never started because a player
    /// withdrew first: a walkover for the other (nobody wins if both left).
    /// `None` for a board that has (or will have) its game.
    pub fn walkover(&self, b: &Board) -> Option<GameResult> {
        let black = b.pairing.black?;
        if b.game_id.is_some() {
            return None;
        }
        match (self.withdrawn(b.pairing.white), self.withdrawn(black)) {
            (false, false) => None,
            (true, false) => Some(GameResult::BlackWins),
            (false, true) => Some(GameResult::WhiteWins),
            (true, true) => Some(GameResult::Draw),
        }
    }

    /// The boards whose games are still to start: a real game, not started,
    /// and both players still in (a withdrawn player never gets a new game).
    pub fn boards_to_start(&self) -> Vec<Board> {
        self.boards
            .iter()
            .filter(|b| b.pairing.black.is_some() && b.game_id.is_none())
            .filter(|b| self.walkover(b).is_none())
            .cloned()
            .collect()
    }

    /// The games still in play of players who withdrew, each with the
    /// player who withdrew: the round's advance resigns them (should the
    /// resignation on leaving have failed, or the bot stopped before it).
    pub fn abandoned_games(&self) -> Vec<(Board, u64)> {
        self.boards
            .iter()
            .filter(|b| b.game_id.is_some() && b.result.is_none())
            .filter_map(|b| {
                let players = [Some(b.pairing.white), b.pairing.black];
                let gone = players.into_iter().flatten().find(|&p| self.withdrawn(p))?;
                Some((b.clone(), gone))
            })
            .collect()
    }

    /// The pure state `event` decides from.
    pub fn state(&self) -> Tournament {
        let mut rounds: Vec<Vec<Played>> = Vec::new();
        for b in &self.boards {
            let r = b.round as usize;
            while rounds.len() <= r {
                rounds.push(Vec::new());
            }
            rounds[r].push(Played {
                pairing: b.pairing,
                result: b.result.or_else(|| self.walkover(b)),
            });
        }
        Tournament {
            format: self.info.format,
            players: self
                .players
                .iter()
                .map(|p| Entrant {
                    id: p.user_id,
                    withdrawn: p.withdrawn,
                })
                .collect(),
            rounds,
            lot: self.info.lot,
        }
    }

    /// A player's name as they joined.
    pub fn name_of(&self, user: u64) -> String {
        self.players
            .iter()
            .find(|p| p.user_id == user)
            .map_or_else(|| format!("player {user}"), |p| p.name.clone())
    }
}

/// Why joining or leaving was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignUp {
    Done,
    NotOpen,
    Already,
    Full,
    NotIn,
}

fn format_of(key: &str, rounds: Option<i64>, double: bool) -> Option<Format> {
    Some(match key {
        "swiss" => Format::Swiss {
            rounds: rounds.unwrap_or(0).max(0) as usize,
        },
        "round-robin" => Format::RoundRobin { double },
        "knockout" => Format::Knockout,
        _ => return None,
    })
}

fn corrupt(what: String) -> StoreError {
    StoreError::Query(sqlx::Error::Protocol(what))
}

macro_rules! read_info {
    ($row:expr) => {{
        let row = $row;
        let key: String = row.try_get("format")?;
        let rounds: Option<i64> = row.try_get("rounds")?;
        let double: bool = row.try_get("double_round")?;
        let variant: String = row.try_get("variant")?;
        let state: String = row.try_get("state")?;
        let id = from_db(row.try_get("id")?);
        Ok::<TournamentInfo, StoreError>(TournamentInfo {
            id,
            guild_id: from_db(row.try_get("guild_id")?),
            channel_id: from_db(row.try_get("channel_id")?),
            organiser_id: from_db(row.try_get("organiser_id")?),
            name: row.try_get("name")?,
            format: format_of(&key, rounds, double)
                .ok_or_else(|| corrupt(format!("tournament {id}: format {key:?}")))?,
            variant: variant
                .parse()
                .map_err(|_| corrupt(format!("tournament {id}: variant {variant:?}")))?,
            move_time: Duration::from_millis(row.try_get::<i64, _>("move_time_ms")?.max(0) as u64),
            rated: row.try_get("rated")?,
            max_players: row
                .try_get::<Option<i64>, _>("max_players")?
                .map(|n| n.clamp(0, i64::from(u32::MAX)) as u32),
            starts_at: row.try_get::<Option<i64>, _>("starts_at")?.map(from_millis),
            state: TournamentState::parse(&state)
                .ok_or_else(|| corrupt(format!("tournament {id}: state {state:?}")))?,
            message_id: row.try_get::<Option<i64>, _>("message_id")?.map(from_db),
            lot: from_db(row.try_get("lot")?),
        })
    }};
}

const INFO_COLUMNS: &str =
    "id, guild_id, channel_id, organiser_id, name, format, rounds, double_round, \
     variant, move_time_ms, rated, max_players, starts_at, state, message_id, lot";

impl Store {
    pub async fn tournament(&self, id: u64) -> Result<Option<StoredTournament>, StoreError> {
        on_db!(self, pool => async {
            let Some(row) = sqlx::query(&format!("SELECT {INFO_COLUMNS} FROM tournaments WHERE id = $1"))
                .bind(to_db(id))
                .fetch_optional(pool)
                .await?
            else {
                return Ok(None);
            };
            let info = read_info!(&row)?;
            let rows = sqlx::query(
                "SELECT user_id, name, seed, rating, withdrawn FROM tournament_players \
                 WHERE tournament_id = $1 ORDER BY COALESCE(seed, 1000000), joined_at, user_id",
            )
            .bind(to_db(id))
            .fetch_all(pool)
            .await?;
            let mut players = Vec::with_capacity(rows.len());
            for row in rows {
                players.push(Joined {
                    user_id: from_db(row.try_get("user_id")?),
                    name: row.try_get("name")?,
                    seed: row.try_get::<Option<i64>, _>("seed")?.map(|s| s.max(0) as u32),
                    rating: row.try_get("rating")?,
                    withdrawn: row.try_get("withdrawn")?,
                });
            }
            // The result from the games' rows, colours as the game ended
            // them (a swap exchanges them): the winner's id is what counts.
            let rows = sqlx::query(
                "SELECT t.round, t.board, t.white_id, t.black_id, t.game_id, g.channel_id, g.state, g.result, \
                 CASE WHEN (g.challenger_color = 'white') <> g.swapped THEN g.challenger_id ELSE g.opponent_id END AS final_white \
                 FROM tournament_games t LEFT JOIN games g ON g.id = t.game_id \
                 WHERE t.tournament_id = $1 ORDER BY t.round, t.board",
            )
            .bind(to_db(id))
            .fetch_all(pool)
            .await?;
            let mut boards = Vec::with_capacity(rows.len());
            for row in rows {
                let white = from_db(row.try_get("white_id")?);
                let state: Option<String> = row.try_get("state")?;
                let result: Option<String> = row.try_get("result")?;
                let final_white: Option<i64> = row.try_get("final_white")?;
                let white_won = |winner_is_final_white: bool| {
                    let final_white = final_white.map(from_db);
                    let winner_white = (final_white == Some(white)) == winner_is_final_white;
                    if winner_white { GameResult::WhiteWins } else { GameResult::BlackWins }
                };
                let result = match (state.as_deref(), result.as_deref()) {
                    (Some("finished"), Some("white_wins")) => Some(white_won(true)),
                    (Some("finished"), Some("black_wins")) => Some(white_won(false)),
                    (Some("finished"), Some("draw")) => Some(GameResult::Draw),
                    // A game a moderator ended counts as a draw (tournament games
                    // can't be aborted by a player):
                    // the round must end, and neither player won it.
                    (Some("aborted" | "set_aside"), _) => Some(GameResult::Draw),
                    _ => None,
                };
                boards.push(Board {
                    round: row.try_get::<i64, _>("round")?.max(0) as u32,
                    board: row.try_get::<i64, _>("board")?.max(0) as u32,
                    pairing: Pairing {
                        white,
                        black: row.try_get::<Option<i64>, _>("black_id")?.map(from_db),
                    },
                    game_id: row.try_get::<Option<i64>, _>("game_id")?.map(from_db),
                    channel_id: row.try_get::<Option<i64>, _>("channel_id")?.map(from_db),
                    result,
                });
            }
            let mut t = StoredTournament { info, players, boards };
            // A board a withdrawal kept from starting is over: a walkover.
            let walkovers: Vec<Option<GameResult>> = t.boards.iter().map(|b| t.walkover(b)).collect();
            for (b, walkover) in t.boards.iter_mut().zip(walkovers) {
                b.result = b.result.or(walkover);
            }
            Ok(Some(t))
        })
    }

    /// The tournaments announced in `channel`, newest first.
    pub async fn tournaments_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Vec<TournamentInfo>, StoreError> {
        self.tournaments_where("channel_id = $1", to_db(channel_id))
            .await
    }

    /// The server's tournaments, newest first.
    pub async fn tournaments_in_guild(
        &self,
        guild_id: u64,
    ) -> Result<Vec<TournamentInfo>, StoreError> {
        self.tournaments_where("guild_id = $1", to_db(guild_id))
            .await
    }

    async fn tournaments_where(
        &self,
        filter: &str,
        value: i64,
    ) -> Result<Vec<TournamentInfo>, StoreError> {
        on_db!(self, pool => async {
            let rows = sqlx::query(&format!(
                "SELECT {INFO_COLUMNS} FROM tournaments WHERE {filter} ORDER BY id DESC LIMIT 50"
            ))
            .bind(value)
            .fetch_all(pool)
            .await?;
            rows.iter().map(|row| read_info!(row)).collect()
        })
    }

    /// The tournament game `game_id` belongs to, if any.
    pub async fn tournament_of_game(&self, game_id: u64) -> Result<Option<u64>, StoreError> {
        on_db!(self, pool => async {
            let id: Option<i64> =
                sqlx::query_scalar("SELECT tournament_id FROM tournament_games WHERE game_id = $1")
                    .bind(to_db(game_id))
                    .fetch_optional(pool)
                    .await?;
            Ok(id.map(from_db))
        })
    }
}
