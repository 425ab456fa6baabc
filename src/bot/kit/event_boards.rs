//! A tournament's boards in Discord: where its games' threads can be
//! opened (checked at `create` and `start`), opening a board's thread (or
//! reusing the one noted for it) and starting its game there, announcing a
//! started game in its thread once, and telling the organiser once when
//! threads cannot be opened.

use super::change::change;
use super::event_posts::say;
use super::languages::server_lang;
use super::post::{announce, Post, To};
use super::{buttons::game_buttons, is_thread, Context, Data};
use crate::game::Game;
use crate::locale::Lang;
use crate::session::{Match, Player, Table};
use crate::store::{Board, Progress, StoredTournament, TournamentInfo};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// The permissions the bot needs where a tournament runs: its games are
/// played in threads it opens there.
fn thread_permissions() -> serenity::Permissions {
    serenity::Permissions::CREATE_PUBLIC_THREADS | serenity::Permissions::SEND_MESSAGES_IN_THREADS
}

/// Why the bot can't run a tournament's games in a channel of this kind
/// with these permissions of its own (`None` where unknown), if it can't.
pub fn threads_refused(
    lang: Lang,
    kind: Option<serenity::ChannelType>,
    bot: Option<serenity::Permissions>,
) -> Option<String> {
    match kind {
        Some(kind) if is_thread(kind) => return Some(tr!(lang, "events-refused-in-thread")),
        Some(serenity::ChannelType::Text) | None => {}
        Some(_) => return Some(tr!(lang, "events-refused-not-text")),
    }
    match bot {
        Some(bot) if !bot.contains(thread_permissions()) => {
            Some(tr!(lang, "events-refused-permissions"))
        }
        _ => None,
    }
}

/// [`threads_refused`] for the channel the command runs in, as Discord
/// describes it with the command.
pub fn threads_refused_here(ctx: &Context<'_>, lang: Lang) -> Option<String> {
    match ctx {
        poise::Context::Application(a) => threads_refused(
            lang,
            a.interaction.channel.as_ref().map(|c| c.kind),
            a.interaction.app_permissions,
        ),
        poise::Context::Prefix(_) => None,
    }
}

/// [`threads_refused`] for tournament `t`'s channel, before it starts: from
/// the command where it runs there, else from Discord (a channel gone or a
/// thread); the bot's permissions elsewhere are learnt from the first thread.
pub async fn threads_refused_for(
    ctx: &Context<'_>,
    lang: Lang,
    t: &TournamentInfo,
) -> Option<String> {
    if ctx.channel_id().get() == t.channel_id {
        return threads_refused_here(ctx, lang);
    }
    match serenity::ChannelId::new(t.channel_id)
        .to_channel(ctx.http())
        .await
    {
        Ok(serenity::Channel::Guild(channel)) => threads_refused(lang, Some(channel.kind), None)
            .map(|why| {
                tr!(
                    lang,
                    "events-refused-there",
                    channel = t.channel_id.to_string(),
                    why = why
                )
            }),
        Ok(_) => Some(tr!(lang, "events-refused-not-server-channel")),
        Err(e) if status_of(&e) == Some(404) || status_of(&e) == Some(403) => Some(tr!(
            lang,
            "events-refused-unreachable",
            name = t.name.as_str()
        )),
        // Discord failing: the first thread will tell.
        Err(_) => None,
    }
}

/// The HTTP status of Discord's refusal, if that is what `e` is.
fn status_of(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.status_code.as_u16())
        }
        _ => None,
    }
}

/// Why a board's game did not start.
pub enum NotStarted {
    /// Discord would not open its thread (the organiser is told once).
    NoThread,
    /// The database or the announcement failed (logged): try again later.
    Failed,
}

/// Starts board `b`'s game: in the thread noted for it, or a new one opened
/// and noted first (so a retry reuses it), then the game is written and
/// announced there, and the announcement noted.
pub async fn start_board(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    progress: &Progress,
    b: &Board,
) -> Result<(), NotStarted> {
    let Some(black) = b.pairing.black else {
        return Ok(());
    };
    let info = &t.info;
    let white = Player::new(b.pairing.white, t.name_of(b.pairing.white));
    let black = Player::new(black, t.name_of(black));
    let noted = progress.board(b.round, b.board).and_then(|p| p.thread_id);
    let thread = match noted {
        Some(thread) => thread,
        None => match open_thread(data, http, t, progress, b, &white, &black).await? {
            Some(thread) => thread,
            // Another run noted one first: the next pass uses it.
            None => return Ok(()),
        },
    };
    if progress.threads_refused_told {
        if let Err(e) = data.store.set_threads_refused_told(info.id, false).await {
            tracing::warn!(tournament = info.id, "{e}");
        }
    }
    let now = SystemTime::now();
    let mut m = Match::new(0, white, black, info.move_time);
    m.game = Game::of(info.variant, true);
    m.rated = info.rated;
    m.start_clock(now);
    super::vacation::count_weekends(data, info.guild_id, &mut m, Some(info.id), now).await;
    // A tournament game counts from its first move: it can't be aborted,
    // and a player who never moves loses on time like anyone else.
    m.got_under_way = true;
    let (round, board) = (b.round, b.board);
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
    let changed = match changed {
        Ok(changed) => changed,
        // Another run started it meanwhile.
        Err(super::Refusal::Nothing) => return Ok(()),
        Err(_) => return Err(NotStarted::Failed),
    };
    let announced = announce(
        To::Channel(http, thread),
        data,
        game_post(server_lang(data, info.guild_id), info, round, &changed.out),
    )
    .await;
    drop(changed);
    note_announced(data, info.id, round, board, announced.is_ok()).await
}

/// Opens board `b`'s thread and notes it on the board: its id, or `None`
/// if the board had one noted meanwhile.
async fn open_thread(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    progress: &Progress,
    b: &Board,
    white: &Player,
    black: &Player,
) -> Result<Option<u64>, NotStarted> {
    let info = &t.info;
    let name = tr!(
        server_lang(data, info.guild_id),
        "events-thread-name",
        round = b.round + 1,
        white = white.name.as_str(),
        black = black.name.as_str()
    );
    // Discord's limit on a thread's name.
    let name: String = name.chars().take(100).collect();
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
            if !progress.threads_refused_told {
                tell_organiser(data, http, info, &e).await;
            }
            return Err(NotStarted::NoThread);
        }
    };
    match data
        .store
        .set_board_thread(info.id, b.round, b.board, thread)
        .await
    {
        Ok(noted) => Ok(noted.then_some(thread)),
        Err(e) => {
            tracing::error!(tournament = info.id, "noting a game's thread failed: {e}");
            Err(NotStarted::Failed)
        }
    }
}

/// Tells the organiser, once, that the games' threads can't be opened: in
/// the tournament's channel, or privately should that fail too.
async fn tell_organiser(
    data: &Data,
    http: &serenity::Http,
    info: &TournamentInfo,
    e: &serenity::Error,
) {
    let text = |lang: Lang| {
        let why = match status_of(e) {
            Some(404) => tr!(lang, "events-threads-why-gone"),
            Some(403) => tr!(lang, "events-threads-why-permission"),
            _ => tr!(lang, "events-threads-why-refused"),
        };
        tr!(
            lang,
            "events-threads-refused",
            organiser = info.organiser_id.to_string(),
            name = info.name.as_str(),
            channel = info.channel_id.to_string(),
            why = why
        )
    };
    let public = text(server_lang(data, info.guild_id));
    let mut told = say(http, info.channel_id, public, &[info.organiser_id]).await;
    if !told {
        // Privately, in the organiser's language.
        let private = text(data.languages.private(info.organiser_id, None));
        let dm = serenity::UserId::new(info.organiser_id)
            .direct_message(http, serenity::CreateMessage::new().content(private))
            .await;
        told = dm.is_ok();
    }
    if told {
        if let Err(e) = data.store.set_threads_refused_told(info.id, true).await {
            tracing::warn!(tournament = info.id, "{e}");
        }
    }
}

/// The post that starts a tournament game in its thread.
fn game_post(lang: Lang, info: &TournamentInfo, round: u32, m: &Match) -> Post {
    let (name, round) = (info.name.as_str(), round + 1);
    let (white, black) = (m.white.mention(), m.black.mention());
    let time = crate::locale::duration(lang, info.move_time);
    let started = if info.rated {
        tr!(
            lang,
            "events-game-started",
            name = name,
            round = round,
            white = white,
            black = black,
            time = time
        )
    } else {
        tr!(
            lang,
            "events-game-started-unrated",
            name = name,
            round = round,
            white = white,
            black = black,
            time = time
        )
    };
    Post {
        text: format!("{started} {}", m.status(lang)),
        board: Some(m.clone()),
        buttons: game_buttons(m, crate::locale::Lang::ENGLISH),
        ping: vec![m.white.id, m.black.id],
    }
}

async fn note_announced(
    data: &Data,
    id: u64,
    round: u32,
    board: u32,
    announced: bool,
) -> Result<(), NotStarted> {
    if !announced {
        return Err(NotStarted::Failed);
    }
    data.store
        .mark_board_announced(id, round, board)
        .await
        .map_err(|e| {
            tracing::error!(tournament = id, "noting a game's announcement failed: {e}");
            NotStarted::Failed
        })
}

/// Announces board `b`'s game, started but not announced (its post failed,
/// or the bot stopped in between), as it stands now; a game already over
/// had its end announced, which says it all.
pub async fn announce_board(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    b: &Board,
) -> Result<(), NotStarted> {
    let (Some(game), Some(thread)) = (b.game_id, b.channel_id) else {
        return Ok(());
    };
    let guard = data.channels.lock(thread).await;
    let live = match guard.get() {
        Some(Table::Match(m)) if m.id == game => Some(m.clone()),
        _ => None,
    };
    let announced = match live {
        Some(m) => announce(
            To::Channel(http, thread),
            data,
            game_post(server_lang(data, t.info.guild_id), &t.info, b.round, &m),
        )
        .await
        .is_ok(),
        None => true,
    };
    drop(guard);
    note_announced(data, t.info.id, b.round, b.board, announced).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::{ChannelType, Permissions};

    #[test]
    fn a_tournament_needs_a_text_channel_where_the_bot_may_open_threads() {
        let all = Permissions::all();
        assert_eq!(
            threads_refused(Lang::ENGLISH, Some(ChannelType::Text), Some(all)),
            None
        );
        assert_eq!(
            threads_refused(Lang::ENGLISH, None, None),
            None,
            "unknown: the first thread tells"
        );
        for thread in [
            ChannelType::PublicThread,
            ChannelType::PrivateThread,
            ChannelType::NewsThread,
        ] {
            assert!(threads_refused(Lang::ENGLISH, Some(thread), Some(all))
                .unwrap()
                .contains("thread"));
        }
        for other in [ChannelType::Forum, ChannelType::Voice, ChannelType::News] {
            assert!(threads_refused(Lang::ENGLISH, Some(other), Some(all))
                .unwrap()
                .contains("text channel"));
        }
        for missing in [
            Permissions::CREATE_PUBLIC_THREADS,
            Permissions::SEND_MESSAGES_IN_THREADS,
        ] {
            let why = threads_refused(Lang::ENGLISH, Some(ChannelType::Text), Some(all - missing))
                .unwrap();
            assert!(why.contains("Create Public Threads"), "{why}");
        }
    }
}
