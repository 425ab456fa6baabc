//! Your-move notifications (issue 36), sent off the move's path: a board
//! announced is noted as its game's newest (for `/pente games`' links) and
//! the player to move, if they asked for notifications, gets a direct
//! message, all in a task of its own, so that a slow or refused message
//! never delays or fails the move. Each notice is claimed in the database
//! first: never two for one turn, whatever restarts.

use super::draw::board_file;
use super::post::To;
use super::{mentions, Data};
use crate::locale::Lang;
use crate::session::vacation::HOUR;
use crate::session::{clock::relative_time, Match};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::sync::{Arc, OnceLock};

/// Discord's "Cannot send messages to this user": they closed their
/// direct messages to the bot (or share no server with it).
pub const CANNOT_MESSAGE_USER: isize = 50007;

/// Direct messages drawn and sent at once, at most: a tournament round
/// starting many games, or Discord slowing direct messages down, queues
/// them rather than piling up pictures.
const SENDING_AT_ONCE: usize = 8;

/// What the notifications need that a board's announcement may not carry.
pub struct Notices {
    sending: tokio::sync::Semaphore,
    http: OnceLock<Arc<serenity::Http>>,
    /// One vacation decision at a time per player and server (see
    /// `kit::vacation`): two deadlines of theirs found due at once share
    /// the hour taken rather than each taking one.
    pub(super) vacationers: dashmap::DashMap<(u64, u64), Arc<tokio::sync::Mutex<()>>>,
}

impl Default for Notices {
    fn default() -> Notices {
        Notices {
            sending: tokio::sync::Semaphore::new(SENDING_AT_ONCE),
            http: OnceLock::default(),
            vacationers: dashmap::DashMap::default(),
        }
    }
}

impl Notices {
    /// The connection to Discord, known once the bot is connected.
    pub fn set_http(&self, http: Arc<serenity::Http>) {
        let _ = self.http.set(http);
    }

    fn http(&self) -> Option<Arc<serenity::Http>> {
        self.http.get().cloned()
    }

    /// Game `game` is over: the notices claimed in it are forgotten, off
    /// the path of the change (a failure leaves rows nothing reads again).
    pub fn game_over(&self, store: &crate::store::Store, game: u64) {
        let store = store.clone();
        tokio::spawn(async move {
            if let Err(e) = store.forget_notices(game).await {
                tracing::warn!(game, "forgetting a game's notices failed: {e}");
            }
        });
    }
}

/// A link that opens `message` in `channel` (or the channel, without one).
pub fn jump_link(guild: u64, channel: u64, message: Option<u64>) -> String {
    match message {
        Some(message) => format!("https://discord.com/channels/{guild}/{channel}/{message}"),
        None => format!("https://discord.com/channels/{guild}/{channel}"),
    }
}

/// The turn a notice is for: the actions played so far (stones and opening
/// decisions), and the takebacks: a move played again after a takeback is
/// a turn of its own. A Connect6 turn's second stone is its first one's
/// turn: the player who placed the first is the one who just moved.
pub fn turn_of(m: &Match) -> i64 {
    let actions = m.moves_text().split_whitespace().count() as i64;
    (i64::from(m.takebacks) << 20) + actions
}

/// The user who is to act in `m`, if a person is. Never in a game against
/// the bot: its answer comes seconds after the person's own move.
fn to_act(m: &Match) -> Option<u64> {
    if m.computer.is_some() {
        return None;
    }
    Some(m.player(m.game.placer()).id)
}

/// After a board of game `m` was posted as `message`: notes it as the
/// game's newest and tells the player to move, in a task of its own.
pub fn board_posted(to: To<'_>, data: &Data, m: Match, message: Option<u64>) {
    let (channel, actor) = match to {
        To::Command(ctx) => (ctx.channel_id().get(), Some(ctx.author().id.get())),
        To::Press(_, press) => (press.channel_id.get(), Some(press.user.id.get())),
        To::Channel(_, channel) => (channel, None),
    };
    let Some(http) = data.notices.http() else {
        return;
    };
    if m.is_over() {
        return;
    }
    let data = data.clone();
    tokio::spawn(async move {
        if let Some(message) = message {
            if let Err(e) = data.store.set_board_message(m.id, message).await {
                tracing::warn!(game = m.id, "noting the newest board failed: {e}");
            }
        }
        if worth_a_notice(&m, actor).is_none() {
            return;
        }
        let Ok(_sending) = data.notices.sending.acquire().await else {
            return;
        };
        your_move(&data, &http, channel, actor, &m, message).await;
    });
}

/// Whether `m`'s player to act should hear of it: a person, not the one
/// who just acted, on a clock of an hour or more.
fn worth_a_notice(m: &Match, actor: Option<u64>) -> Option<u64> {
    let user = to_act(m)?;
    let long_enough = m.clock.deadline.is_some() && m.clock.move_time >= HOUR;
    (long_enough && actor != Some(user)).then_some(user)
}

async fn your_move(
    data: &Data,
    http: &serenity::Http,
    channel: u64,
    actor: Option<u64>,
    m: &Match,
    message: Option<u64>,
) {
    let Some(user) = worth_a_notice(m, actor) else {
        return;
    };
    match data.store.notify_settings(user).await {
        Ok(s) if s.notify => {}
        Ok(_) => return,
        Err(e) => return tracing::warn!(user, "reading notifications failed: {e}"),
    }
    match data.store.claim_notice(m.id, user, turn_of(m)).await {
        Ok(true) => {}
        Ok(false) => return,
        Err(e) => return tracing::warn!(user, "claiming a notification failed: {e}"),
    }
    let guild = data.store.guild_of_game(m.id).await.ok().flatten();
    let link = guild.map(|g| jump_link(g, channel, message));
    let png = match data
        .drawing
        .board(m, data.languages.private(user, None))
        .await
    {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::warn!(game = m.id, "drawing a notification's board failed: {e}");
            None
        }
    };
    let lang = data.languages.private(user, None);
    let mut text = your_move_text(lang, m, user, channel, link.as_deref());
    if let Some(web) = super::web_links::game_url(data, m.id).await {
        text.push('\n');
        text.push_str(&tr!(lang, "long-dm-web", url = web));
    }
    let _ = send_dm(data, http, user, text, png).await;
}

/// The direct message of a game become `user`'s to move, in `lang`.
pub fn your_move_text(
    lang: Lang,
    m: &Match,
    user: u64,
    channel: u64,
    link: Option<&str>,
) -> String {
    let opponent = if m.white.id == user {
        &m.black
    } else {
        &m.white
    };
    let (channel, variant) = (format!("<#{channel}>"), m.game.variant().name());
    let mut text = match m.game.moves().last() {
        Some(last) => tr!(
            lang,
            "long-dm-your-move-played",
            channel = channel,
            opponent = opponent.name.as_str(),
            variant = variant,
            point = last.to_string()
        ),
        None => tr!(
            lang,
            "long-dm-your-move",
            channel = channel,
            opponent = opponent.name.as_str(),
            variant = variant
        ),
    };
    if let Some(deadline) = m.clock.deadline {
        text.push(' ');
        text.push_str(&tr!(lang, "long-dm-due", due = relative_time(deadline)));
    }
    if let Some(link) = link {
        text.push('\n');
        text.push_str(link);
    }
    text.push('\n');
    text.push_str(&tr!(lang, "long-dm-stop"));
    text
}

/// Why a direct message wasn't delivered.
#[derive(Debug)]
pub enum NotSent {
    /// The user refuses the bot's messages: their notifications are off now.
    Refused,
    Failed,
}

/// Sends `text` (and a board) to `user` directly. A refusal (50007) turns
/// their notifications off; they are told at their next command.
pub async fn send_dm(
    data: &Data,
    http: &serenity::Http,
    user: u64,
    text: String,
    png: Option<Vec<u8>>,
) -> Result<(), NotSent> {
    let mut message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(&[]));
    if let Some(png) = png {
        message = message.add_file(board_file(png));
    }
    let sent = match serenity::UserId::new(user).create_dm_channel(http).await {
        Ok(dm) => dm.id.send_message(http, message).await.map(|_| ()),
        Err(e) => Err(e),
    };
    match sent {
        Ok(()) => Ok(()),
        Err(e) if refused(&e) => {
            tracing::info!(user, "the user refuses direct messages: notifications off");
            if let Err(e) = data.store.refuse_notify(user).await {
                tracing::warn!(user, "turning notifications off failed: {e}");
            }
            Err(NotSent::Refused)
        }
        Err(e) => {
            tracing::warn!(user, "a direct message failed: {e}");
            Err(NotSent::Failed)
        }
    }
}

fn refused(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == CANNOT_MESSAGE_USER
    )
}

/// A quarter of the time is left in `m`: a player who asked for reminders
/// gets one directly, in place of the channel's ping. False when the
/// channel's ping is still to be sent (they didn't ask, or it failed).
pub async fn remind_by_dm(data: &Data, http: &serenity::Http, channel: u64, m: &Match) -> bool {
    let Some(user) = worth_a_notice(m, None) else {
        return false;
    };
    match data.store.notify_settings(user).await {
        Ok(s) if s.notify && s.reminders => {}
        _ => return false,
    }
    match data.store.claim_notice(m.id, user, -1 - turn_of(m)).await {
        Ok(true) => {}
        // Already reminded directly (another process, a restart).
        Ok(false) => return true,
        Err(_) => return false,
    }
    let guild = data.store.guild_of_game(m.id).await.ok().flatten();
    let board = data
        .store
        .live_games_of(guild.unwrap_or(0), user)
        .await
        .ok();
    let message = board
        .and_then(|games| games.into_iter().find(|g| g.id == m.id))
        .and_then(|g| g.board_message);
    let Some(deadline) = m.clock.deadline else {
        return false;
    };
    let lang = data.languages.private(user, None);
    let mut text = tr!(
        lang,
        "long-dm-reminder",
        channel = format!("<#{channel}>"),
        white = m.white.name.as_str(),
        black = m.black.name.as_str(),
        due = relative_time(deadline)
    );
    if let Some(g) = guild {
        text.push_str(&format!("\n{}", jump_link(g, channel, message)));
    }
    send_dm(data, http, user, text, None).await.is_ok()
}

/// Tells `user` `text` directly if their notifications are on, else keeps
/// it for their next command in `guild`.
pub async fn tell_soon(data: &Data, guild: u64, user: u64, text: String) {
    let direct = matches!(data.store.notify_settings(user).await, Ok(s) if s.notify);
    if direct {
        if let Some(http) = data.notices.http() {
            if send_dm(data, &http, user, text.clone(), None).await.is_ok() {
                return;
            }
        }
    }
    if let Err(e) = data.store.add_note(guild, user, &text).await {
        tracing::warn!(user, "keeping a note failed: {e}");
    }
}

/// After each command: what was kept for its user (their notifications
/// turned off by a refusal, their vacation running low), told privately.
pub async fn after_command(ctx: super::Context<'_>) {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let guild = super::guild_of(&ctx);
    let lang = super::languages::private_lang(&ctx);
    let mut notes = Vec::new();
    if let Ok(true) = data.store.take_refused(user).await {
        notes.push(tr!(lang, "long-note-refused"));
    }
    match data.store.take_notes(guild, user).await {
        Ok(kept) => notes.extend(kept),
        Err(e) => tracing::warn!(user, "reading kept notes failed: {e}"),
    }
    if notes.is_empty() {
        return;
    }
    let text = super::message_fit::top_lines(
        &notes[0],
        &notes[1..],
        super::message_fit::MESSAGE_LIMIT,
        |n| tr!(lang, "long-notes-more", n = n),
    );
    if let Err(e) = super::reply_private(ctx, text).await {
        tracing::warn!(user, "telling kept notes failed: {e}");
    }
}

/// An `on`/`off` option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum OnOff {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

impl OnOff {
    pub fn is_on(self) -> bool {
        self == OnOff::On
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::{Duration, SystemTime};

    fn game() -> Match {
        let mut m = Match::new(
            1,
            Player::new(1, "alice"),
            Player::new(2, "bob"),
            Duration::from_secs(86_400),
        );
        m.start_clock(SystemTime::now());
        m
    }

    #[test]
    fn a_move_played_again_after_a_takeback_is_a_turn_of_its_own() {
        let mut m = game();
        let now = SystemTime::now();
        m.play(1, "K10", now).unwrap();
        let before = turn_of(&m);
        m.takebacks += 1;
        assert_ne!(turn_of(&m), before, "the same count of moves, a new turn");
        assert!(-1 - turn_of(&m) < 0, "reminders have keys of their own");
    }

    #[test]
    fn nobody_is_told_of_their_own_move_nor_of_a_short_clock_nor_against_the_bot() {
        let mut m = game();
        m.play(1, "K10", SystemTime::now()).unwrap();
        assert_eq!(worth_a_notice(&m, Some(1)), Some(2), "bob to move");
        assert_eq!(worth_a_notice(&m, Some(2)), None, "bob acted himself");
        let mut short = m.clone();
        short.clock.move_time = Duration::from_secs(300);
        assert_eq!(worth_a_notice(&short, None), None);
        let mut bot = m.clone();
        bot.computer = Some(crate::session::Computer {
            color: crate::game::Color::Black,
            level: crate::ai::Level::Medium,
        });
        assert_eq!(worth_a_notice(&bot, None), None);
        let text = your_move_text(
            Lang::ENGLISH,
            &m,
            2,
            7,
            Some("https://discord.com/channels/1/7/9"),
        );
        assert!(text.contains("against **alice**"), "{text}");
        assert!(text.contains("alice played K10"), "{text}");
        assert!(
            text.contains("https://discord.com/channels/1/7/9"),
            "{text}"
        );
    }
}
