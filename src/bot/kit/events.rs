//! Running events: what happens when a tournament's sign-up closes, when a
//! game of an event ends, and on the event task's regular look (a start
//! time reached, a tournament to catch up on). `event` decides, pure; the
//! store writes; then threads are opened, games started and posts made.
//!
//! Every step is resumable from the database alone: boards are written
//! before their games start, a board's thread is noted before its game
//! starts, its game is written with its link in one transaction, and every
//! post is made from what is stored and noted once made. After a failure
//! or a restart, [`advance`] does what is missing and nothing twice. One
//! process owns a server (shards); within it each tournament is advanced by
//! one run at a time ([`Events::advancing`]), with no lock held across a
//! call to Discord, so one server's round never holds up another's.

use super::change::change;
use super::event_boards::{announce_board, start_board, NotStarted};
use super::event_posts::{finish, post_pairings, post_standings, refresh_announcement, say};
pub use super::event_runs::Events;
use super::languages::server_lang;
use super::post::{announce_saved, Post, To};
use super::{describe_change, Data};
use crate::event::tournament::{Format, Next, Tournament};
use crate::session::{Match, Player, Table};
use crate::store::{
    Board, Progress, SignUp, StoreError, StoredTournament, TournamentInfo, TournamentState,
};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 3;

/// How often the event task looks for due starts and tournaments to catch up on.
const LOOK_EVERY: Duration = Duration::from_secs(5);

/// The event task: started once the bot is connected, restarted should it
/// ever stop. It first catches up (a restart in the middle of a round).
/// Each piece of work runs in a task of its own: one server's never waits
/// on another's.
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
                tokio::spawn(async move { on_game_over(&data, &http, game, channel).await });
            }
            _ = look.tick() => look_around(&data, &http).await,
        }
    }
}

async fn on_game_over(data: &Data, http: &Arc<serenity::Http>, game: u64, channel: u64) {
    // The game's end is announced first: its channel is locked until then.
    drop(data.channels.lock(channel).await);
    super::hill::game_over(data, http, game).await;
    match data.store.tournament_of_game(game).await {
        Ok(Some(id)) => advance(data, http, id).await,
        Ok(None) => {}
        Err(e) => tracing::error!(game, "could not look up the game's tournament: {e}"),
    }
}

/// Due starts, tournaments to catch up on (all of them on the first look,
/// then those whose last run did not finish), and idle hill members: only
/// this process's servers', found by the index on the tournaments' state.
async fn look_around(data: &Data, http: &Arc<serenity::Http>) {
    let owned = data.config.shards.owned();
    let live = match data.store.live_tournaments_in(&owned).await {
        Ok(live) => live,
        Err(e) => {
            tracing::warn!("could not read the tournaments: {e}");
            return;
        }
    };
    let now = SystemTime::now();
    let events = &data.events;
    for t in &live {
        let due = !t.running && !t.final_unposted && t.starts_at.is_some_and(|at| at <= now);
        let behind =
            (t.running || t.final_unposted) && events.needs_look(t.id) && !events.backing_off(t.id);
        if due || behind {
            let (data, http, id) = (data.clone(), Arc::clone(http), t.id);
            tokio::spawn(async move {
                if due {
                    start(&data, &http, id).await;
                } else {
                    advance(&data, &http, id).await;
                }
            });
        }
    }
    events.first_look_done(
        live.iter()
            .filter(|t| t.running || t.final_unposted)
            .map(|t| t.id),
    );
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
/// [`MIN_PLAYERS`] call it off. The writes are conditional (only an open
/// tournament starts), so two starts at once start it once.
pub async fn start(data: &Data, http: &Arc<serenity::Http>, id: u64) -> Started {
    let started = close_sign_up(data, http, id).await;
    if matches!(started, Started::Started | Started::CalledOff) {
        refresh_announcement(data, http, id).await;
    }
    if let Started::Started = started {
        advance(data, http, id).await;
    }
    started
}

async fn close_sign_up(data: &Data, http: &serenity::Http, id: u64) -> Started {
    let Ok(Some(t)) = data.store.tournament(id).await else {
        return Started::Failed;
    };
    if t.info.state != TournamentState::Open {
        return Started::NotOpen;
    }
    let now = SystemTime::now();
    if t.players.len() < MIN_PLAYERS {
        match data
            .store
            .end_tournament(id, TournamentState::Cancelled, now)
            .await
        {
            Ok(true) => {}
            Ok(false) => return Started::NotOpen,
            Err(e) => {
                tracing::error!(tournament = id, "calling off failed: {e}");
                return Started::Failed;
            }
        }
        say(
            http,
            t.info.channel_id,
            tr!(
                server_lang(data, t.info.guild_id),
                "events-called-off-too-few",
                name = t.info.name.as_str(),
                least = MIN_PLAYERS,
                had = t.players.len()
            ),
            &[],
        )
        .await;
        return Started::CalledOff;
    }
    // Seeds by rating in the variant (unrated players after, in joining order).
    let rated = match data
        .store
        .tournament_ratings(id, t.info.guild_id, t.info.variant)
        .await
    {
        Ok(rated) => rated,
        Err(e) => {
            tracing::error!(tournament = id, "reading the players' ratings failed: {e}");
            return Started::Failed;
        }
    };
    let rating_of = |user: u64| rated.iter().find(|(id, _)| *id == user).map(|r| r.1);
    let mut seeded: Vec<(u64, Option<f64>, usize)> = t
        .players
        .iter()
        .enumerate()
        .map(|(joined, p)| (p.user_id, rating_of(p.user_id), joined))
        .collect();
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
        Ok(true) => Started::Started,
        Ok(false) => Started::NotOpen,
        Err(e) => {
            tracing::error!(tournament = id, "starting failed: {e}");
            Started::Failed
        }
    }
}

/// Brings tournament `id` up to date: starts the games its boards are
/// missing, posts what was not posted (standings, pairings and byes), pairs
/// the next round when one is complete, adds knockout's deciding games, or
/// ends it. One run per tournament at a time; a call meanwhile makes the
/// run go once more. A failure backs off (2 s, doubling) and tries again.
pub async fn advance(data: &Data, http: &Arc<serenity::Http>, id: u64) {
    let events = &data.events;
    let Some(run) = events.advancing.begin(id) else {
        return;
    };
    loop {
        if events.backing_off(id) {
            return;
        }
        if advance_once(data, http, id).await.is_ok() {
            events.succeeded(id);
            events.settle(id);
        } else {
            let wait = super::event_runs::back_off_after(events.failed(id));
            retry_later(data.clone(), Arc::clone(http), id, wait);
        }
        if !run.again() {
            return;
        }
    }
}

/// Advances tournament `id` again after `wait` (a plain function, so that
/// [`advance`]'s future does not hold itself).
fn retry_later(data: Data, http: Arc<serenity::Http>, id: u64, wait: Duration) {
    let retry: std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> =
        Box::pin(async move {
            tokio::time::sleep(wait).await;
            advance(&data, &http, id).await;
        });
    tokio::spawn(retry);
}

/// One run of [`advance`]; `Err` if something failed (logged).
async fn advance_once(data: &Data, http: &serenity::Http, id: u64) -> Result<(), ()> {
    // Each turn of the loop does one step and reads the state again.
    for _ in 0..8 {
        let t = match data.store.tournament(id).await {
            Ok(Some(t)) if t.info.state == TournamentState::Running => t,
            Ok(Some(t)) if t.info.state == TournamentState::Finished => {
                return closing_posts(data, http, &t).await;
            }
            Ok(_) => return Ok(()),
            Err(e) => {
                tracing::error!(tournament = id, "reading the tournament failed: {e}");
                return Err(());
            }
        };
        let progress = data.store.tournament_progress(id).await.map_err(|e| {
            tracing::error!(tournament = id, "reading what was posted failed: {e}");
        })?;
        // A player who left loses the games they still had going.
        let abandoned = t.abandoned_games();
        if !abandoned.is_empty() {
            let mut resigned = 0;
            for (b, user) in &abandoned {
                resigned += usize::from(resign_board(data, http, &t, b, *user).await);
            }
            if resigned < abandoned.len() {
                return Err(());
            }
            continue;
        }
        // Games to start (not those of a player who left: walkovers): stop
        // at the first refusal (every 403 counts toward Discord's limit on
        // invalid requests).
        let waiting = t.boards_to_start();
        let mut failed = false;
        for b in &waiting {
            match start_board(data, http, &t, &progress, b).await {
                Ok(()) => {}
                Err(NotStarted::NoThread) => return Err(()),
                Err(NotStarted::Failed) => failed = true,
            }
        }
        if !waiting.is_empty() {
            if failed {
                return Err(());
            }
            continue;
        }
        // Games started whose announcement failed (or the bot stopped).
        for b in t.boards.iter().filter(|b| b.game_id.is_some()) {
            let announced = progress.board(b.round, b.board).is_none_or(|p| p.announced);
            if !announced && announce_board(data, http, &t, b).await.is_err() {
                failed = true;
            }
        }
        let Some((state, next)) = next_of(t.state()).await else {
            return Err(());
        };
        post_due(data, http, &t, &state, &progress).await?;
        if failed {
            return Err(());
        }
        let now = SystemTime::now();
        match next {
            Next::Wait => return Ok(()),
            Next::Round(pairings) => {
                let round = state.rounds.len() as u32;
                if let Err(e) = data.store.add_boards(id, round, 0, &pairings).await {
                    tracing::error!(tournament = id, "writing round {} failed: {e}", round + 1);
                    return Err(());
                }
            }
            Next::More(pairings) => {
                let round = state.rounds.len().saturating_sub(1) as u32;
                let first = state.rounds.last().map_or(0, Vec::len) as u32;
                if let Err(e) = data.store.add_boards(id, round, first, &pairings).await {
                    tracing::error!(tournament = id, "adding deciding games failed: {e}");
                    return Err(());
                }
            }
            Next::Finished => {
                match data
                    .store
                    .end_tournament(id, TournamentState::Finished, now)
                    .await
                {
                    Ok(true) => {
                        if !finish(data, http, &t, &state, 0).await {
                            return Err(());
                        }
                    }
                    Ok(false) => {}
                    Err(e) => {
                        tracing::error!(tournament = id, "ending failed: {e}");
                        return Err(());
                    }
                }
                return Ok(());
            }
        }
    }
    Ok(())
}

/// The closing posts of finished tournament `t` that were not made (one
/// failed, or the bot stopped before it).
async fn closing_posts(data: &Data, http: &serenity::Http, t: &StoredTournament) -> Result<(), ()> {
    let id = t.info.id;
    let progress = data.store.tournament_progress(id).await.map_err(|e| {
        tracing::error!(tournament = id, "reading what was posted failed: {e}");
    })?;
    if progress.final_posts >= crate::store::FINAL_POSTS {
        return Ok(());
    }
    if finish(data, http, t, &t.state(), progress.final_posts).await {
        Ok(())
    } else {
        Err(())
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

/// Posts what is due and not posted yet, from what is stored, noting each:
/// the standings of every round complete before the last one written, then
/// the pairings (and byes) of the boards not listed yet.
async fn post_due(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    state: &Tournament,
    progress: &Progress,
) -> Result<(), ()> {
    let id = t.info.id;
    let written = state.rounds.len() as u32;
    for round in progress.standings_posted + 1..written {
        let mut after = state.clone();
        after.rounds.truncate(round as usize);
        if !post_standings(data, http, t, &after, Some(round)).await {
            return Err(());
        }
        data.store
            .mark_standings_posted(id, round)
            .await
            .map_err(|e| tracing::error!(tournament = id, "noting the standings failed: {e}"))?;
    }
    for round in 0..written {
        let unlisted: Vec<_> = t
            .boards
            .iter()
            .filter(|b| b.round == round)
            .filter(|b| progress.board(b.round, b.board).is_some_and(|p| !p.listed))
            .collect();
        if !unlisted.is_empty() {
            post_pairings(data, http, t, progress, round, &unlisted).await?;
        }
    }
    Ok(())
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
                refusal.text(crate::locale::Lang::ENGLISH)
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
    let lang = server_lang(data, t.info.guild_id);
    let mut text = tr!(
        lang,
        "events-withdrew-game",
        player = Player::new(user, t.name_of(user)).mention(),
        name = t.info.name.as_str(),
        ending = m.ending(lang)
    );
    if let Some(change) = &rated {
        let lang = super::languages::game_lang(data, m.id).await;
        text = format!("{text}\n{}", describe_change(change, &m, lang));
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
