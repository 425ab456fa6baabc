//! Running events: what happens when a tournament's sign-up closes, when a
//! game of an event ends, and on the event task's regular look (a start
//! time reached, a hill member idle too long). `event` decides, pure; the
//! store writes; then threads are opened, games started and posts made.
//!
//! Every step is resumable from the database alone: boards are written
//! before their games start, and a board's game is written with its link in
//! one transaction, so after a restart [`advance`] starts what is missing and
//! nothing twice. One process owns a server (shards), and its event work is
//! done one piece at a time ([`Events::busy`]).

use super::change::change;
use super::event_posts::{close_sign_up, finish, post_byes, post_pairings, post_standings, say};
use super::post::{announce_saved, Post, To};
use super::{buttons::game_buttons, describe_change, Data};
use crate::event::tournament::{Format, Next, Tournament};
use crate::event::Pairing;
use crate::game::Game;
use crate::session::{human_duration, Match, Player, Table};
use crate::store::{Board, SignUp, StoreError, StoredTournament, TournamentInfo, TournamentState};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use tokio::sync::mpsc;

/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 3;

/// How often the event task looks for due starts and idle hill members.
const LOOK_EVERY: Duration = Duration::from_secs(5);

/// The event task's inbox and the lock its work runs under.
pub struct Events {
    finished: mpsc::UnboundedSender<(u64, u64)>,
    inbox: std::sync::Mutex<Option<mpsc::UnboundedReceiver<(u64, u64)>>>,
    /// One piece of event work at a time in this process.
    pub busy: tokio::sync::Mutex<()>,
}

impl Default for Events {
    fn default() -> Events {
        let (finished, inbox) = mpsc::unbounded_channel();
        Events {
            finished,
            inbox: std::sync::Mutex::new(Some(inbox)),
            busy: tokio::sync::Mutex::new(()),
        }
    }
}

impl Events {
    /// Game `game` in `channel` just ended (called by the one path that
    /// changes a channel): the event task looks whether an event goes on.
    pub fn game_over(&self, game: u64, channel: u64) {
        let _ = self.finished.send((game, channel));
    }
}

/// The event task: started once the bot is connected, restarted should it
/// ever stop. It first catches up (a restart in the middle of a round).
pub async fn run(data: Data, http: Arc<serenity::Http>) {
    let Some(mut inbox) = data
        .events
        .inbox
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .take()
    else {
        return;
    };
    let mut look = tokio::time::interval(LOOK_EVERY);
    loop {
        tokio::select! {
            Some((game, channel)) = inbox.recv() => {
                let (data, http) = (data.clone(), Arc::clone(&http));
                let handled = tokio::spawn(async move { on_game_over(&data, &http, game, channel).await });
                if let Err(e) = handled.await {
                    tracing::error!(game, "handling the end of a game for its event failed: {e}");
                }
            }
            _ = look.tick() => {
                let (data, http) = (data.clone(), Arc::clone(&http));
                if let Err(e) = tokio::spawn(async move { look_around(&data, &http).await }).await {
                    tracing::error!("the event task's look failed: {e}");
                }
            }
        }
    }
}

async fn on_game_over(data: &Data, http: &serenity::Http, game: u64, channel: u64) {
    // The game's end is announced first: its channel is locked until then.
    drop(data.channels.lock(channel).await);
    super::hill::game_over(data, http, game).await;
    match data.store.tournament_of_game(game).await {
        Ok(Some(id)) => advance(data, http, id).await,
        Ok(None) => {}
        Err(e) => tracing::error!(game, "could not look up the game's tournament: {e}"),
    }
}

/// Due starts, rounds to catch up on, and idle hill members.
async fn look_around(data: &Data, http: &serenity::Http) {
    let owned = data.config.shards.owned();
    let live = match data.store.live_tournaments().await {
        Ok(live) => live,
        Err(e) => {
            tracing::warn!("could not read the tournaments: {e}");
            return;
        }
    };
    let now = SystemTime::now();
    for t in live.into_iter().filter(|t| owned.owns(t.guild_id)) {
        match t.state {
            TournamentState::Open if t.starts_at.is_some_and(|at| at <= now) => {
                start(data, http, t.id).await;
            }
            TournamentState::Running => advance(data, http, t.id).await,
            _ => {}
        }
    }
    super::hill::look(data, http).await;
}

/// What was said about a tournament, for the organiser.
pub enum Started {
    Started,
    CalledOff,
    NotOpen,
    Failed,
}

/// Closes the sign-up of tournament `id`: seeds the players by rating,
/// writes the first round and starts its games; fewer than
/// [`MIN_PLAYERS`] call it off.
pub async fn start(data: &Data, http: &serenity::Http, id: u64) -> Started {
    let started = {
        let _busy = data.events.busy.lock().await;
        start_locked(data, http, id).await
    };
    if let Started::Started = started {
        advance(data, http, id).await;
    }
    started
}

async fn start_locked(data: &Data, http: &serenity::Http, id: u64) -> Started {
    let Ok(Some(t)) = data.store.tournament(id).await else {
        return Started::Failed;
    };
    if t.info.state != TournamentState::Open {
        return Started::NotOpen;
    }
    let now = SystemTime::now();
    if t.players.len() < MIN_PLAYERS {
        if let Err(e) = data
            .store
            .end_tournament(id, TournamentState::Cancelled, now)
            .await
        {
            tracing::error!(tournament = id, "calling off failed: {e}");
            return Started::Failed;
        }
        close_sign_up(http, &t, "Sign-up closed: called off.").await;
        say(
            http,
            t.info.channel_id,
            format!(
                "❌ **{}** is called off: it needs at least {MIN_PLAYERS} players and had {}.",
                t.info.name,
                t.players.len()
            ),
            &[],
        )
        .await;
        return Started::CalledOff;
    }
    // Seeds by rating in the variant (unrated players after, in joining order).
    let mut seeded = Vec::with_capacity(t.players.len());
    for (joined, p) in t.players.iter().enumerate() {
        let rating = match data
            .store
            .rating(t.info.guild_id, p.user_id, t.info.variant, now)
            .await
        {
            Ok(r) => r.map(|r| r.rating.rating),
            Err(e) => {
                tracing::error!(tournament = id, "reading a rating failed: {e}");
                return Started::Failed;
            }
        };
        seeded.push((p.user_id, rating, joined));
    }
    seeded.sort_by(|a, b| {
        b.1.unwrap_or(f64::MIN)
            .total_cmp(&a.1.unwrap_or(f64::MIN))
            .then(a.2.cmp(&b.2))
    });
    let format = match t.info.format {
        Format::Swiss { rounds: 0 } => Format::Swiss {
            rounds: crate::event::swiss::default_rounds(seeded.len()),
        },
        f => f,
    };
    let state = Tournament {
        format,
        players: seeded
            .iter()
            .map(|&(id, ..)| crate::event::tournament::Entrant {
                id,
                withdrawn: false,
            })
            .collect(),
        rounds: Vec::new(),
        lot: t.info.lot,
    };
    let Some((_, Next::Round(first))) = next_of(state).await else {
        return Started::Failed;
    };
    let swiss_rounds = match format {
        Format::Swiss { rounds } => Some(rounds),
        _ => None,
    };
    let ratings: Vec<(u64, f64)> = seeded
        .iter()
        .map(|&(id, r, _)| (id, r.unwrap_or(crate::rating::Rating::default().rating)))
        .collect();
    match data
        .store
        .start_tournament(id, &ratings, swiss_rounds, &first)
        .await
    {
        Ok(true) => {}
        Ok(false) => return Started::NotOpen,
        Err(e) => {
            tracing::error!(tournament = id, "starting failed: {e}");
            return Started::Failed;
        }
    }
    close_sign_up(http, &t, "Sign-up closed: the tournament is on.").await;
    let names: Vec<String> = seeded
        .iter()
        .enumerate()
        .map(|(i, &(id, ..))| format!("{}. {}", i + 1, t.name_of(id)))
        .collect();
    say(
        http,
        t.info.channel_id,
        format!(
            "🏁 **{}** begins: {} ({}), {} players.\nSeeds: {}",
            t.info.name,
            format.name(),
            t.info.variant,
            seeded.len(),
            names.join(", ")
        ),
        &[],
    )
    .await;
    Started::Started
}

/// Brings tournament `id` up to date: starts the games its boards are
/// missing, pairs the next round when one is complete (posting the
/// standings and pairings), adds knockout's deciding games, or ends it.
pub async fn advance(data: &Data, http: &serenity::Http, id: u64) {
    let _busy = data.events.busy.lock().await;
    // Each turn of the loop does one step and reads the state again.
    for _ in 0..8 {
        let t = match data.store.tournament(id).await {
            Ok(Some(t)) if t.info.state == TournamentState::Running => t,
            Ok(_) => return,
            Err(e) => {
                tracing::error!(tournament = id, "reading the tournament failed: {e}");
                return;
            }
        };
        // A player who left loses the games they still had going.
        let abandoned = t.abandoned_games();
        if !abandoned.is_empty() {
            let mut resigned = 0;
            for (b, user) in &abandoned {
                resigned += usize::from(resign_board(data, http, &t, b, *user).await);
            }
            if resigned < abandoned.len() {
                return; // the next look tries again
            }
            continue;
        }
        let missing = t.boards_to_start();
        if !missing.is_empty() {
            let mut started = Vec::new();
            for b in &missing {
                if let Some(thread) = start_board(data, http, &t, b.round, b.board, b.pairing).await
                {
                    started.push((b.pairing, thread));
                }
            }
            if started.len() < missing.len() {
                // Discord or the database said no: the next look tries again.
                return;
            }
            let round = missing[0].round;
            post_pairings(data, http, &t, round, &started).await;
            continue;
        }
        let Some((state, next)) = next_of(t.state()).await else {
            return;
        };
        let now = SystemTime::now();
        match next {
            Next::Wait => return,
            Next::Round(pairings) => {
                let round = state.rounds.len() as u32;
                if round > 0 {
                    post_standings(data, http, &t, &state, Some(round)).await;
                }
                if let Err(e) = data.store.add_boards(id, round, 0, &pairings).await {
                    tracing::error!(tournament = id, "writing round {} failed: {e}", round + 1);
                    return;
                }
                post_byes(http, &t, round, &pairings).await;
            }
            Next::More(pairings) => {
                let round = state.rounds.len().saturating_sub(1) as u32;
                let first = state.rounds.last().map_or(0, Vec::len) as u32;
                if let Err(e) = data.store.add_boards(id, round, first, &pairings).await {
                    tracing::error!(tournament = id, "adding deciding games failed: {e}");
                    return;
                }
            }
            Next::Finished => {
                match data
                    .store
                    .end_tournament(id, TournamentState::Finished, now)
                    .await
                {
                    Ok(true) => finish(data, http, &t, &state).await,
                    Ok(false) => {}
                    Err(e) => tracing::error!(tournament = id, "ending failed: {e}"),
                }
                return;
            }
        }
    }
}

/// What tournament `state` needs next, decided off the async threads (a
/// Swiss round's pairing is a search); `None` if that task failed.
async fn next_of(state: Tournament) -> Option<(Tournament, Next)> {
    let decided = tokio::task::spawn_blocking(move || {
        let next = state.next();
        (state, next)
    })
    .await;
    decided
        .inspect_err(|e| tracing::error!("deciding a tournament's next step failed: {e}"))
        .ok()
}

/// Opens board (`round`, `board`)'s thread and starts its game there; the
/// thread's id, or `None` if Discord or the database refused.
async fn start_board(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    round: u32,
    board: u32,
    pairing: Pairing,
) -> Option<u64> {
    let black = pairing.black?;
    let info = &t.info;
    let white = Player::new(pairing.white, t.name_of(pairing.white));
    let black = Player::new(black, t.name_of(black));
    let name: String = format!("Round {}: {} vs {}", round + 1, white.name, black.name)
        .chars()
        .take(100)
        .collect();
    let opened = serenity::ChannelId::new(info.channel_id)
        .create_thread(
            http,
            serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await;
    let thread = match opened {
        Ok(thread) => thread.id.get(),
        Err(e) => {
            tracing::warn!(tournament = info.id, "could not open a game's thread: {e}");
            return None;
        }
    };
    let now = SystemTime::now();
    let mut m = Match::new(0, white, black, info.move_time);
    m.game = Game::of(info.variant, true);
    m.rated = info.rated;
    m.start_clock(now);
    // A tournament game counts from its first move: it can't be aborted,
    // and a player who never moves loses on time like anyone else.
    m.got_under_way = true;
    let changed = change(data, thread, async |_: Option<&Table>| {
        let started = data
            .store
            .start_tournament_game(
                &crate::store::BoardGame {
                    tournament: info.id,
                    round,
                    board,
                    guild_id: info.guild_id,
                    rated: info.rated,
                },
                thread,
                &m,
                now,
            )
            .await
            .map_err(|e| super::Refusal::save_failed(thread, e))?;
        let Some(game) = started else {
            return Err(super::Refusal::Nothing);
        };
        let mut m = m.clone();
        m.id = game;
        Ok((Some(Table::Match(m.clone())), m))
    })
    .await;
    let Ok(changed) = changed else {
        return None;
    };
    let m = changed.out.clone();
    let post = Post {
        text: format!(
            "🏆 **{}**, round {}: {} (White) vs {} (Black), {} a move{}. {}",
            info.name,
            round + 1,
            m.white.mention(),
            m.black.mention(),
            human_duration(info.move_time),
            if info.rated { "" } else { ", unrated" },
            m.status()
        ),
        board: Some(m.clone()),
        buttons: game_buttons(&m),
        ping: vec![m.white.id, m.black.id],
    };
    announce_saved(To::Channel(http, thread), data, post).await;
    drop(changed);
    Some(thread)
}

/// Withdraws `user` from running tournament `t`: their game in play is
/// resigned in the same write (through the one path that changes its
/// channel), then announced in its thread. Without a game in play (or one
/// not in memory here), the withdrawal alone; the round's advance resigns
/// whatever is left.
pub async fn withdraw(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    user: u64,
) -> Result<SignUp, StoreError> {
    let in_play = t
        .boards
        .iter()
        .find(|b| b.result.is_none() && (b.pairing.white == user || b.pairing.black == Some(user)));
    let Some((game, channel)) = in_play.and_then(|b| Some((b.game_id?, b.channel_id?))) else {
        return data.store.leave_tournament(t.info.id, user).await;
    };
    let now = SystemTime::now();
    let mut failed = None;
    let done = change(data, channel, async |table: Option<&Table>| {
        let mut m = match table {
            Some(Table::Match(m)) if m.id == game && !m.is_over() => m.clone(),
            _ => return Err(super::Refusal::Nothing),
        };
        m.resign(user)?;
        match data
            .store
            .withdraw_resigning(t.info.id, user, &mut m, now)
            .await
        {
            Ok((SignUp::Done, rated)) => Ok((Some(Table::Match(m.clone())), (m, rated))),
            Ok(_) => Err(super::Refusal::Nothing),
            Err(e) => {
                // A stale game is read back from the database (by `change`).
                let stale = matches!(e, StoreError::Stale { .. });
                failed = Some(e);
                Err(if stale {
                    super::Refusal::Stale
                } else {
                    super::Refusal::SaveFailed
                })
            }
        }
    })
    .await;
    match done {
        Ok(changed) => {
            let (m, rated) = changed.out.clone();
            announce_withdrawal(data, http, t, user, channel, m, rated).await;
            drop(changed);
            Ok(SignUp::Done)
        }
        Err(_) => match failed {
            Some(e) => Err(e),
            // No game of theirs in play here after all: the withdrawal alone.
            None => data.store.leave_tournament(t.info.id, user).await,
        },
    }
}

/// Resigns `user`'s games in progress in tournament `t` (they withdrew).
pub async fn resign_game_of(data: &Data, http: &serenity::Http, t: &StoredTournament, user: u64) {
    let in_play = t.boards.iter().filter(|b| {
        b.result.is_none() && (b.pairing.white == user || b.pairing.black == Some(user))
    });
    for b in in_play {
        resign_board(data, http, t, b, user).await;
    }
}

/// Resigns board `b`'s game for `user` (who withdrew): through the one path
/// that changes a channel, announced in its thread. Whether the game is
/// over now (or has no game to resign).
async fn resign_board(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    b: &Board,
    user: u64,
) -> bool {
    let (Some(game), Some(channel)) = (b.game_id, b.channel_id) else {
        return true;
    };
    let now = SystemTime::now();
    let done = change(data, channel, async |table: Option<&Table>| {
        let mut m = match table {
            Some(Table::Match(m)) if m.id == game && !m.is_over() => m.clone(),
            _ => return Err(super::Refusal::Nothing),
        };
        m.resign(user)?;
        let rated = data
            .store
            .save_game(&mut m, now)
            .await
            .map_err(|e| super::Refusal::save_failed(channel, e))?;
        Ok((Some(Table::Match(m.clone())), (m, rated)))
    })
    .await;
    match done {
        Ok(changed) => {
            let (m, rated) = changed.out.clone();
            announce_withdrawal(data, http, t, user, channel, m, rated).await;
            drop(changed);
            true
        }
        Err(refusal) => {
            tracing::warn!(
                tournament = t.info.id,
                game,
                "could not resign the game of a player who withdrew: {}",
                refusal.text()
            );
            false
        }
    }
}

/// Says in a game's thread that `user` withdrew and lost it.
async fn announce_withdrawal(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    user: u64,
    channel: u64,
    m: Match,
    rated: Option<crate::rating::Change>,
) {
    let mut text = format!(
        "🏳️ {} withdrew from **{}**: {}.",
        Player::new(user, t.name_of(user)).mention(),
        t.info.name,
        m.ending()
    );
    if let Some(change) = &rated {
        text = format!("{text}\n{}", describe_change(change, &m));
    }
    let post = Post {
        text,
        board: Some(m.clone()),
        buttons: Vec::new(),
        ping: vec![m.white.id, m.black.id],
    };
    announce_saved(To::Channel(http, channel), data, post).await;
}

/// The tournament a command means: the one named, or the newest of the
/// channel, or the one whose game this channel (a thread) holds.
pub async fn which(
    data: &Data,
    channel: u64,
    id: Option<u64>,
) -> Result<Option<TournamentInfo>, crate::store::StoreError> {
    if let Some(id) = id {
        return Ok(data.store.tournament(id).await?.map(|t| t.info));
    }
    let here = data.store.tournaments_in_channel(channel).await?;
    if let Some(newest) = here.into_iter().next() {
        return Ok(Some(newest));
    }
    let game = match data.peek(channel).await {
        Some(Table::Match(m)) => Some(m.id),
        _ => data
            .store
            .last_finished_in_channel(channel)
            .await?
            .map(|f| f.id),
    };
    let Some(game) = game else {
        return Ok(None);
    };
    match data.store.tournament_of_game(game).await? {
        Some(id) => Ok(data.store.tournament(id).await?.map(|t| t.info)),
        None => Ok(None),
    }
}
