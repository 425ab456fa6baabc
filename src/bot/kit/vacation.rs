//! The clock asks here before a loss on time (issue 36): floating vacation
//! may move the deadline on instead. `session::vacation` decides; the
//! extension is written with the game like any change (under the channel's
//! lock, through the store's one transaction), so a restart finds it; a
//! failed read or write changes nothing and the clock tries again.
//!
//! Weekend days count from a move's start: each game's clock knows its
//! players' ([`count_weekends`] when it begins, the store when it is read
//! back, [`recount_weekends`] when a player or the server changes them).

use super::change::change;
use super::{Data, Refusal};
use crate::session::clock::relative_time;
use crate::session::vacation::{
    at_deadline as verdict_at, describe_hours, hours_per_year, year_of, Allowed, AtDeadline,
    MoveExtensions, Verdict, SHORTEST_MOVE_TIME,
};
use crate::session::{Match, Table};
use crate::store::Taking;
use crate::tr;
use std::sync::Arc;
use std::time::SystemTime;

/// A deadline moved on, as announced.
#[derive(Debug, Clone)]
pub struct Extended {
    pub text: String,
    pub guild: u64,
    pub user: u64,
    pub year: i64,
    /// Hours of vacation left this year after it, when some were taken.
    pub left_after_taking: Option<u32>,
}

/// What the deadline of `m`, come at `now`, does instead of a loss on time:
/// `Some` if it was moved on (and `m` written so), `None` for a loss as
/// always.
pub async fn at_deadline(
    data: &Data,
    channel: u64,
    m: &mut Match,
    now: SystemTime,
) -> Result<Option<Extended>, Refusal> {
    // Only a loss is saved: a game not yet under way is aborted as always;
    // a game against the bot goes at the person's pace.
    if m.is_over() || !m.is_under_way() || m.computer.is_some() {
        return Ok(None);
    }
    let Some(deadline) = m.clock.deadline else {
        return Ok(None);
    };
    if m.clock.move_time < SHORTEST_MOVE_TIME {
        return Ok(None);
    }
    let failed = |e| Refusal::save_failed(channel, e);
    let player = m.player(m.game.placer()).clone();
    let guild = data
        .store
        .guild_of_game(m.id)
        .await
        .map_err(failed)?
        .unwrap_or(0);
    let year = year_of(deadline);
    let due = Due {
        guild,
        player,
        year,
        deadline,
    };
    let key = (guild, due.player.id);
    let lock = Arc::clone(&data.notices.vacationers.entry(key).or_default());
    let decided = {
        let _one_at_a_time = lock.lock().await;
        decide(data, channel, m, now, &due).await
    };
    // Forget the lock once nobody else holds it.
    drop(lock);
    data.notices
        .vacationers
        .remove_if(&key, |_, l| Arc::strong_count(l) == 1);
    decided
}

/// Whose deadline came, in which server and year.
struct Due {
    guild: u64,
    player: crate::session::Player,
    year: i64,
    deadline: SystemTime,
}

async fn decide(
    data: &Data,
    channel: u64,
    m: &mut Match,
    now: SystemTime,
    due: &Due,
) -> Result<Option<Extended>, Refusal> {
    let Due {
        guild,
        ref player,
        year,
        deadline,
    } = *due;
    let failed = |e| Refusal::save_failed(channel, e);
    let read = data
        .store
        .vacation_read(guild, player.id, year, m.id)
        .await
        .map_err(failed)?;
    let allowance = hours_per_year(data.config.vacation_days_per_year);
    let extensions = MoveExtensions::of_move(read.extensions, deadline);
    let situation = AtDeadline {
        now,
        move_time: m.clock.move_time,
        extensions,
        paid: read.paid,
        hours_left: allowance.saturating_sub(read.year.hours_used),
        allowed: Allowed::of(read.server_off, m.clock.move_time, read.tournament_allows),
    };
    let (extensions, taking) = match verdict_at(&situation) {
        Verdict::Lose => return Ok(None),
        Verdict::Vacation {
            extensions,
            hours,
            paid,
        } => (
            extensions,
            Some(Taking {
                hours,
                used_before: read.year.hours_used,
                year,
                paid,
                paid_before: read.paid,
            })
            .filter(|t| t.hours > 0),
        ),
    };
    let mut extended = m.clone();
    extended.clock.deadline = Some(extensions.deadline());
    let used = data
        .store
        .extend_deadline(guild, player.id, &mut extended, extensions, taking, now)
        .await
        .map_err(failed)?;
    *m = extended;
    let due = relative_time(extensions.deadline());
    let lang = super::languages::server_lang(data, guild);
    let left_after_taking = used.map(|used| allowance.saturating_sub(used));
    let text = match (taking, left_after_taking) {
        (Some(t), Some(left)) => tr!(
            lang,
            "long-extended-taken",
            player = player.mention(),
            taken = describe_hours(lang, t.hours),
            left = describe_hours(lang, left),
            due = due
        ),
        _ => tr!(
            lang,
            "long-extended-covered",
            player = player.mention(),
            due = due
        ),
    };
    Ok(Some(Extended {
        text,
        guild,
        user: player.id,
        year,
        left_after_taking,
    }))
}

/// After an extension was announced: a player down to their last day of
/// vacation this year is told, once (directly if their notifications are
/// on, else at their next command).
pub async fn after_extension(data: &Data, channel: u64, e: &Extended) {
    let Some(left) = e.left_after_taking.filter(|&left| left <= 24) else {
        return;
    };
    match data.store.claim_low_told(e.guild, e.user, e.year).await {
        Ok(true) => {}
        Ok(false) => return,
        Err(err) => {
            return tracing::warn!(user = e.user, "noting a vacation warning failed: {err}")
        }
    }
    let lang = data.languages.private(e.user, None);
    let text = tr!(
        lang,
        "long-vacation-low",
        left = describe_hours(lang, left),
        channel = format!("<#{channel}>")
    );
    super::notify::tell_soon(data, e.guild, e.user, text).await;
}

/// Puts the weekend days of `m`'s players in `guild` into its clock, and
/// starts the move at hand again with them: for a game just begun
/// (`tournament` is its tournament, if any). Should the read fail, the game
/// begins without them (its next moves count them once read back).
pub async fn count_weekends(
    data: &Data,
    guild: u64,
    m: &mut Match,
    tournament: Option<u64>,
    now: SystemTime,
) {
    match data.store.weekends_for(guild, m, tournament).await {
        Ok(weekends) => {
            m.clock.weekends = weekends;
            if m.clock.deadline.is_some() {
                m.start_clock(now);
            }
        }
        Err(e) => tracing::warn!(game = m.id, "reading weekend days failed: {e}"),
    }
}

/// After weekend days or a server's vacation changed: each of `games`
/// (game, channel) in play counts the days as they are now from its next
/// move on. Memory only: the days are kept in their own tables, written
/// first, and a game read back reads them again.
pub async fn recount_weekends(data: &Data, guild: u64, games: Vec<(u64, u64)>) {
    for (game, channel) in games {
        let m = match data.peek(channel).await {
            Some(Table::Match(m)) if m.id == game => m,
            _ => continue,
        };
        let weekends = match data.store.weekends_for(guild, &m, None).await {
            Ok(weekends) => weekends,
            Err(e) => {
                tracing::warn!(game, "reading weekend days failed: {e}");
                continue;
            }
        };
        let _ = change(data, channel, async |table: Option<&Table>| match table {
            Some(Table::Match(m)) if m.id == game && m.clock.weekends != weekends => {
                let mut m = m.clone();
                m.clock.weekends = weekends;
                Ok((Some(Table::Match(m)), ()))
            }
            _ => Err(Refusal::Nothing),
        })
        .await;
    }
}
