//! The one path that changes a channel. With the channel locked, `session`
//! decides from the table as it is, the database is written, and only then
//! does the new table go into memory and the timer learn its next deadline.
//! The lock is kept until the change has been announced ([`Changed`]), so a
//! channel's announcements appear in the order of its changes, and what the
//! announcement leaves behind (its message's id) is noted before anyone else
//! can change the channel. A refusal or a failed write leaves the table
//! exactly as it was.

use super::channels::ChannelGuard;
use super::timers::RETRY;
use super::{Data, Refusal};
use crate::locale::Lang;
use crate::session::{Match, Table, TurnError};
use std::time::SystemTime;

/// A change made and saved: what it returned, and the channel, still locked
/// until this is dropped (after the announcement).
pub struct Changed<'a, R> {
    pub out: R,
    guard: ChannelGuard<'a>,
    channel: u64,
}

impl<R> Changed<'_, R> {
    /// The channel's table as the change left it.
    pub fn table(&self) -> Option<&Table> {
        self.guard.get()
    }

    /// A follow-up change under the same lock (noting the message that
    /// carries a challenge's or an offer's buttons): decided and written
    /// like any other; refused, it changes nothing.
    pub async fn then(
        &mut self,
        data: &Data,
        change: impl AsyncFnOnce(Option<&Table>) -> Result<Option<Table>, Refusal>,
    ) -> Result<(), Refusal> {
        let table = change(self.guard.get()).await?;
        swap(data, self.channel, &mut self.guard, table);
        Ok(())
    }
}

/// Puts `table` in memory (a finished game leaves memory: it lives on in the
/// database) and tells the timer its next deadline.
fn swap(data: &Data, channel: u64, guard: &mut ChannelGuard<'_>, table: Option<Table>) {
    if let Some(Table::Match(m)) = &table {
        if m.is_over() {
            // A tournament round or a hill may go on from here.
            data.events.game_over(m.id, channel);
            data.notices.game_over(&data.store, m.id);
        }
    }
    let live = table.filter(|t| !matches!(t, Table::Match(m) if m.is_over()));
    data.timers.schedule_table(channel, live.as_ref());
    guard.set(live);
}

/// Every change of a channel: `decide` looks at the table (asking `session`)
/// and writes the database; only when it returns `Ok` does its table go into
/// memory. The channel stays locked in the returned [`Changed`] until the
/// caller has announced the change.
pub async fn change<R>(
    data: &Data,
    channel: u64,
    decide: impl AsyncFnOnce(Option<&Table>) -> Result<(Option<Table>, R), Refusal>,
) -> Result<Changed<'_, R>, Refusal> {
    let mut guard = data.channels.lock(channel).await;
    if data.reload_pending(channel) {
        reload(data, channel, &mut guard).await?;
    }
    match decide(guard.get()).await {
        Ok((table, out)) => {
            swap(data, channel, &mut guard, table);
            Ok(Changed {
                out,
                guard,
                channel,
            })
        }
        Err(Refusal::Stale) => {
            // Never overwrite a newer state: take the database's.
            data.mark_for_reload(channel);
            let _ = reload(data, channel, &mut guard).await;
            Err(Refusal::Stale)
        }
        Err(refusal) => Err(refusal),
    }
}

/// Reads the channel back from the database. Should that fail too, the
/// channel stays marked, every change of it tries again first, and the timer
/// comes back to it: it never loses its clock.
async fn reload(data: &Data, channel: u64, guard: &mut ChannelGuard<'_>) -> Result<(), Refusal> {
    match data.store.load_channel(channel).await {
        Ok(stored) => {
            data.reloaded(channel);
            data.timers.schedule_table(channel, stored.as_ref());
            guard.set(stored);
            Ok(())
        }
        Err(e) => {
            tracing::error!(channel, "reloading the channel failed: {e}");
            data.timers.schedule(channel, SystemTime::now() + RETRY);
            Err(Refusal::SaveFailed)
        }
    }
}

/// A quick look at what `decide` would say, without waiting for a busy
/// channel: a refusal is answered privately before anything is deferred.
/// `None` when the channel is busy or the change would go ahead.
pub fn quick_refusal<T>(
    data: &Data,
    channel: u64,
    lang: Lang,
    decide: impl FnOnce(Option<&Table>) -> Result<T, Refusal>,
) -> Option<String> {
    if data.reload_pending(channel) {
        return None;
    }
    let table = data.channels.try_peek(channel)?;
    decide(table.as_ref()).err().map(|r| r.text(lang))
}

/// The channel's game, copied for a change; the reason there is none.
pub fn game_in(table: Option<&Table>) -> Result<Match, Refusal> {
    match table {
        Some(t) => Ok(t.clone().match_mut()?.clone()),
        None => Err(TurnError::NoGame.into()),
    }
}

/// A refusal, told better: "no game" in a channel whose game just ended
/// says how it ended (a finished game lives on in the database only).
pub async fn explain(data: &Data, channel: u64, lang: Lang, text: String) -> String {
    if text != TurnError::NoGame.text(lang) {
        return text;
    }
    match data.store.last_finished_in_channel(channel).await {
        Ok(Some(last)) => last
            .to_match()
            .map_or(text, |m| TurnError::Over(m.summary()).text(lang)),
        _ => text,
    }
}

/// The game a board's button belongs to, if that board is the newest.
pub fn pressed_game(table: Option<&Table>, id: u64, stamp: &str) -> Result<Match, Refusal> {
    match table {
        Some(Table::Match(m)) if m.id == id && m.stamp() == stamp => Ok(m.clone()),
        Some(Table::Match(m)) if m.id == id => Err(Refusal::OlderBoard),
        _ => Err(TurnError::NoGame.into()),
    }
}

/// A press of board `stamp`'s button in game `id` that can be refused at
/// once, even while the channel is locked for a change being announced
/// (its board posted, for a second or more): the board is older than the
/// newest, or the presser plays no part in the game. Both are read from the
/// table the channel was last given, which no lock guards, and both hold
/// whatever the change under way does: a game's players never change, and
/// stamps only grow (a table in memory older than the database's can only
/// let a press through, to the check under the lock). `None` otherwise: the
/// press waits its turn and is checked again under the lock.
pub fn settled_refusal(
    data: &Data,
    channel: u64,
    id: u64,
    stamp: &str,
    user: u64,
    lang: Lang,
) -> Option<String> {
    let Some(Table::Match(m)) = data.channels.last_set(channel) else {
        return None;
    };
    if m.id != id {
        return None;
    }
    if stamp_order(stamp)? < stamp_order(&m.stamp())? {
        return Some(Refusal::OlderBoard.text(lang));
    }
    if m.color_of(user).is_none() {
        let stranger = TurnError::NotAPlayer {
            white: m.white.mention(),
            black: m.black.mention(),
        };
        return Some(stranger.text(lang));
    }
    None
}

/// A stamp (`<ply>.<takebacks>`, see `Match::stamp`) as it orders in time:
/// a takeback lowers the ply but raises the count.
fn stamp_order(stamp: &str) -> Option<(u32, usize)> {
    let (ply, takebacks) = stamp.split_once('.')?;
    Some((takebacks.parse().ok()?, ply.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::Duration;

    #[test]
    fn only_the_newest_board_s_buttons_act() {
        let mut m = Match::new(
            7,
            Player::new(1, "alice"),
            Player::new(2, "bob"),
            Duration::from_secs(60),
        );
        m.play(1, "K10", SystemTime::UNIX_EPOCH).unwrap();
        let table = Table::Match(m.clone());
        assert!(pressed_game(Some(&table), 7, "1.0").is_ok());
        assert!(pressed_game(Some(&table), 7, "0.0")
            .unwrap_err()
            .text(Lang::ENGLISH)
            .contains("older board"));
        assert!(pressed_game(Some(&table), 8, "1.0").is_err());
    }

    #[test]
    fn stamps_order_by_takebacks_then_ply() {
        assert!(stamp_order("3.0") < stamp_order("4.0"));
        assert!(
            stamp_order("9.0") < stamp_order("8.1"),
            "a takeback is newer"
        );
        assert_eq!(stamp_order("2.x"), None);
    }
}
