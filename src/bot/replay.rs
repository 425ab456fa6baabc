//! `/pente replay`: a game again, as an animated GIF, with buttons that step
//! through it as PNG boards in the same message. Anyone in the channel may
//! step; one replay message per channel is live (a newer one retires the
//! older), and one GIF per channel is made at a time.

use super::kit::buttons::{not_mine, REPLAY};
use super::kit::defer::{press_within, say_privately, tell_presser, update_pressed, within, Seen};
use super::kit::draw::{fit_in, MAX_UPLOAD};
use super::kit::games::{find, game_option, Doing, Found, Replayed};
use super::kit::languages::{press_private_lang, press_public_lang, private_lang, public_lang};
use super::kit::{mentions, read_failed, reply_private, Context, Data, Error};
use crate::locale::{color, Lang};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a replay post's buttons stay live without a newer post in its
/// channel: the process remembers live posts this long, so the memory they
/// take follows the replays of the last hour, not every channel ever.
pub const REPLAY_LIFETIME: Duration = Duration::from_secs(3600);

/// Per channel: the live replay post, and whether a GIF is being made.
#[derive(Default)]
pub struct Replays {
    channels: Mutex<HashMap<u64, ChannelReplay>>,
    /// The next post's number: starts at the process's start time, so it
    /// never repeats an earlier process's.
    next_post: AtomicU64,
}

#[derive(Debug, Clone, Copy)]
struct ChannelReplay {
    live_post: Option<u64>,
    posted_at: Instant,
    encoding: bool,
}

impl Replays {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, ChannelReplay>> {
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts making `channel`'s replay: the number of its post, now the live
    /// one; `None` while another is being made there.
    fn start(&self, channel: u64, now: Instant) -> Option<u64> {
        let mut channels = self.lock();
        channels.retain(|_, c| c.encoding || now.duration_since(c.posted_at) < REPLAY_LIFETIME);
        let entry = channels.entry(channel).or_insert(ChannelReplay {
            live_post: None,
            posted_at: now,
            encoding: false,
        });
        if entry.encoding {
            return None;
        }
        let base = crate::store::millis(std::time::SystemTime::now()) as u64;
        let _ = self
            .next_post
            .compare_exchange(0, base, Ordering::Relaxed, Ordering::Relaxed);
        let post = self.next_post.fetch_add(1, Ordering::Relaxed);
        *entry = ChannelReplay {
            live_post: Some(post),
            posted_at: now,
            encoding: true,
        };
        Some(post)
    }

    /// The GIF is made (or failed): the next may start.
    fn done(&self, channel: u64) {
        if let Some(entry) = self.lock().get_mut(&channel) {
            entry.encoding = false;
        }
    }

    fn live_post(&self, channel: u64, now: Instant) -> Option<u64> {
        self.lock()
            .get(&channel)
            .filter(|c| now.duration_since(c.posted_at) < REPLAY_LIFETIME)
            .and_then(|c| c.live_post)
    }

    /// Channels remembered.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// "Move 12 of 40: White K14", or the start.
fn step_text(r: &Replayed, k: usize, lang: Lang) -> String {
    let n = r.moves.len();
    let step = match k.checked_sub(1).and_then(|i| r.moves.get(i)) {
        None if n == 0 => tr!(lang, "replay-no-moves"),
        None => tr!(lang, "replay-empty-board", moves = n),
        Some(p) => {
            let side = if k % 2 == 1 {
                crate::game::Color::White
            } else {
                crate::game::Color::Black
            };
            tr!(
                lang,
                "replay-step",
                step = k,
                moves = n,
                color = color(lang, side),
                point = p.to_string()
            )
        }
    };
    format!("{}\n{step}", r.title)
}

/// ⏮ ◀ ▶ ⏭ of replay post `post` at position `k`; a button that would go
/// nowhere is disabled.
fn step_buttons(r: &Replayed, post: u64, k: usize) -> Vec<serenity::CreateActionRow> {
    let n = r.moves.len();
    let button = |name: &str, emoji: &str, to: usize, enabled: bool| {
        serenity::CreateButton::new(format!("{REPLAY}{post}:{}:{name}:{to}", r.id))
            .label(emoji)
            .style(serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button("first", "⏮", 0, k > 0),
        button("back", "◀", k.saturating_sub(1), k > 0),
        button("next", "▶", (k + 1).min(n), k < n),
        button("last", "⏭", n, k < n),
    ])]
}

async fn replayed(
    data: &Data,
    guild: u64,
    channel: u64,
    number: Option<u64>,
    (lang, private): (Lang, Lang),
) -> Result<Replayed, String> {
    match find(
        data,
        guild,
        channel,
        number,
        true,
        Doing::Replay,
        (lang, private),
    )
    .await?
    {
        Found::Live(m) => Ok(Replayed::from_match(&m, lang)),
        Found::Over(r) => Ok(r),
    }
}

/// Watch a game again: an animation, and buttons to step through it
#[poise::command(slash_command, guild_only)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number from /pente history, like #42 (this channel's game if you don't say)"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    let number = match game_option(game.as_deref(), private) {
        Ok(number) => number,
        Err(text) => return reply_private(ctx, text).await,
    };
    let found = within(
        ctx,
        Seen::Everyone,
        replayed(data, guild, channel, number, (lang, private)),
    )
    .await;
    let replayed = match found {
        Ok(r) => r,
        Err(text) => return say_privately(ctx, text).await,
    };
    // The post is live from before it is sent: its buttons may be pressed
    // as soon as it shows.
    let Some(post) = data.replays.start(channel, Instant::now()) else {
        return say_privately(ctx, tr!(private, "replay-busy")).await;
    };
    ctx.defer().await?;
    let for_gif = replayed.clone();
    let gif = data
        .drawing
        .run(move |pens| fit_in(MAX_UPLOAD, pens.board, |r| for_gif.gif(r, lang)))
        .await;
    data.replays.done(channel);
    let n = replayed.moves.len();
    let steps = tr!(lang, "replay-steps", moves = n);
    let mut rows = step_buttons(&replayed, post, n);
    super::kit::web_links::add_view_row(data, replayed.id, &mut rows).await;
    let mut reply = poise::CreateReply::default()
        .components(rows)
        .allowed_mentions(mentions(&[]));
    match gif? {
        Some(gif) => {
            reply = reply
                .content(format!("{}\n{steps}", replayed.title))
                .attachment(serenity::CreateAttachment::bytes(gif, "replay.gif"));
        }
        None => {
            reply = reply.content(format!(
                "{}\n{steps} {}",
                replayed.title,
                tr!(lang, "replay-too-long")
            ));
        }
    }
    ctx.send(reply).await?;
    Ok(())
}

/// A press on ⏮ ◀ ▶ ⏭: `rest` is `post:game:button:position`.
pub async fn on_step_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let channel = press.channel_id.get();
    let guild = press.guild_id.map_or(0, |g| g.get());
    let parsed = rest.split(':').collect::<Vec<_>>();
    let target = match parsed.as_slice() {
        [post, id, _, k] => match (post.parse::<u64>(), id.parse::<u64>(), k.parse::<usize>()) {
            (Ok(post), Ok(id), Ok(k)) => Some((post, id, k)),
            _ => None,
        },
        _ => None,
    };
    let private = press_private_lang(data, press);
    let Some((post, id, k)) = target else {
        return tell_presser(ctx, press, false, not_mine(private)).await;
    };
    if data.replays.live_post(channel, Instant::now()) != Some(post) {
        let text = tr!(private, "replay-not-live");
        return tell_presser(ctx, press, false, text).await;
    }
    let lang = press_public_lang(data, press);
    let (acknowledged, drawn) = press_within(ctx, press, async {
        let r = replayed(data, guild, channel, Some(id), (lang, private)).await?;
        let k = k.min(r.moves.len());
        let for_png = r.clone();
        let png = data
            .drawing
            .run(move |pens| for_png.png(pens.board, k, lang))
            .await
            .map_err(|e| {
                tracing::error!(channel, "drawing a replay step failed: {e:#}");
                read_failed(private)
            })?;
        // The game's web link (read from the database the first time)
        // inside the deferral too.
        let mut rows = step_buttons(&r, post, k);
        super::kit::web_links::add_view_row(data, r.id, &mut rows).await;
        Ok::<_, String>((r, k, png, rows))
    })
    .await;
    let (r, k, png, rows) = match drawn {
        Ok(drawn) => drawn,
        Err(text) => return tell_presser(ctx, press, acknowledged, text).await,
    };
    update_pressed(
        ctx,
        press,
        acknowledged,
        step_text(&r, k, lang),
        rows,
        Some(serenity::CreateAttachment::bytes(png, "board.png")),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_replay_is_made_per_channel_at_a_time() {
        let replays = Replays::default();
        let now = Instant::now();
        let first = replays.start(7, now).expect("nothing is being made");
        assert!(replays.start(7, now).is_none(), "told to wait");
        assert!(replays.start(8, now).is_some(), "other channels go on");
        replays.done(7);
        let second = replays.start(7, now).expect("free again");
        assert_ne!(first, second);
        assert_eq!(replays.live_post(7, now), Some(second));
    }

    #[test]
    fn replays_are_remembered_for_an_hour_not_forever() {
        let replays = Replays::default();
        let then = Instant::now();
        for channel in 0..1000 {
            replays.start(channel, then);
            replays.done(channel);
        }
        assert_eq!(replays.len(), 1000);
        let later = then + REPLAY_LIFETIME + Duration::from_secs(1);
        assert_eq!(replays.live_post(5, later), None, "its buttons are retired");
        replays.start(5000, later);
        assert_eq!(replays.len(), 1, "the old ones are forgotten");
    }

    #[test]
    fn steps_are_described_by_move_number_colour_and_point() {
        let moves = ["K10", "L9", "N10"].map(|s| s.parse().unwrap()).to_vec();
        let r = Replayed {
            id: 7,
            white: "a".into(),
            black: "b".into(),
            white_id: 1,
            black_id: 2,
            moves,
            variant: crate::game::Variant::Pente,
            decisions: vec![],
            tournament_rule: true,
            ending: None,
            title: "Game #7".into(),
        };
        assert_eq!(
            step_text(&r, 0, Lang::ENGLISH),
            "Game #7\nThe empty board, before move 1 of 3."
        );
        assert_eq!(
            step_text(&r, 2, Lang::ENGLISH),
            "Game #7\nMove 2 of 3: Black L9"
        );
    }
}
