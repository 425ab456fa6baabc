//! `/pente replay`: a game again, as an animated GIF, with buttons that step
//! through it as PNG boards in the same message. Anyone in the channel may
//! step; one replay message per channel is live (a newer one retires the
//! older), and one GIF per channel is encoded at a time.

use super::stats::describe_finished;
use super::{mentions, reply_private, Context, Data, Error};
use crate::game::{Ending, Game, Point};
use crate::render::{GifOptions, Renderer, Scene};
use crate::session::Table;
use crate::store::{Finished, GameInGuild};
use anyhow::Context as _;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// The custom ids of the stepping buttons start with this, then
/// `post:game:button:position`, where `post` tells the channel's live replay
/// from older ones.
pub const BUTTON_PREFIX: &str = "replay:";

/// A game to replay.
#[derive(Debug, Clone)]
pub(super) struct Replayed {
    pub id: u64,
    pub white: String,
    pub black: String,
    pub moves: Vec<Point>,
    ending: Option<Ending>,
    /// The first line of the message: who played, how it ended.
    pub title: String,
}

impl Replayed {
    pub(super) fn from_finished(f: &Finished) -> Result<Replayed, String> {
        let moves: Option<Vec<Point>> = f.moves.iter().map(|m| m.parse().ok()).collect();
        let moves = moves
            .filter(|moves| Game::from_moves(moves).is_ok())
            .ok_or_else(|| format!("Game #{}'s moves no longer replay, sorry.", f.id))?;
        Ok(Replayed {
            id: f.id,
            white: f.white.name.clone(),
            black: f.black.name.clone(),
            moves,
            ending: f.ending(),
            title: format!("Game #{}: {}.", f.id, describe_finished(f)),
        })
    }

    fn from_match(m: &crate::session::Match) -> Replayed {
        Replayed {
            id: m.id,
            white: m.white.name.clone(),
            black: m.black.name.clone(),
            moves: m.game.moves().to_vec(),
            ending: m.ending,
            title: format!(
                "Game #{}: {} (White) vs {} (Black), in play. {}",
                m.id,
                m.white.mention(),
                m.black.mention(),
                m.status()
            ),
        }
    }

    /// The position after `k` moves and what move `k` captured.
    fn position(&self, k: usize) -> (Game, Vec<Point>) {
        let mut game = Game::new();
        let mut captured = Vec::new();
        for &p in &self.moves[..k.min(self.moves.len())] {
            match game.play(p) {
                Ok(m) => captured = m.captured.as_slice().to_vec(),
                Err(_) => break,
            }
        }
        (game, captured)
    }

    /// The board after `k` moves as a PNG; the end shows how the game ended.
    fn png(&self, renderer: &Renderer, k: usize) -> Vec<u8> {
        let (game, captured) = self.position(k);
        renderer.render_png(&Scene {
            game: &game,
            captured: &captured,
            white_name: &self.white,
            black_name: &self.black,
            ending: self.ending.filter(|_| k == self.moves.len()),
        })
    }

    fn gif(&self, renderer: &Renderer) -> Vec<u8> {
        let n = self.moves.len();
        let (game, captured) = self.position(n);
        renderer.render_gif(
            &Scene {
                game: &game,
                captured: &captured,
                white_name: &self.white,
                black_name: &self.black,
                ending: self.ending,
            },
            GifOptions::default(),
        )
    }

    /// "Move 12 of 40: White K14", or the start.
    fn step_text(&self, k: usize) -> String {
        let n = self.moves.len();
        match k.checked_sub(1).and_then(|i| self.moves.get(i)) {
            None if n == 0 => format!("{}\nNo move was played.", self.title),
            None => format!("{}\nThe empty board, before move 1 of {n}.", self.title),
            Some(p) => {
                let color = if k % 2 == 1 { "White" } else { "Black" };
                format!("{}\nMove {k} of {n}: {color} {p}", self.title)
            }
        }
    }

    /// ⏮ ◀ ▶ ⏭ of replay post `post` at position `k`; a button that would
    /// go nowhere is disabled.
    fn buttons(&self, post: u64, k: usize) -> Vec<serenity::CreateActionRow> {
        let n = self.moves.len();
        let button = |name: &str, emoji: &str, to: usize, enabled: bool| {
            serenity::CreateButton::new(format!("{BUTTON_PREFIX}{post}:{}:{name}:{to}", self.id))
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
}

/// Per channel: the live replay post, and whether a GIF is being made.
#[derive(Debug, Default)]
struct ChannelReplay {
    live_post: Option<u64>,
    encoding: bool,
}

/// A number for a new replay post, never given before by this process nor,
/// since it starts at the time the process started, by an earlier one.
fn new_post() -> u64 {
    static NEXT: OnceLock<AtomicU64> = OnceLock::new();
    let next = NEXT
        .get_or_init(|| AtomicU64::new(crate::store::millis(std::time::SystemTime::now()) as u64));
    next.fetch_add(1, Ordering::Relaxed)
}

fn channels() -> &'static DashMap<u64, ChannelReplay> {
    static CHANNELS: OnceLock<DashMap<u64, ChannelReplay>> = OnceLock::new();
    CHANNELS.get_or_init(DashMap::new)
}

/// The channel's GIF being made; dropping it lets the next one start.
struct Encoding(u64);

impl Encoding {
    /// `None` while another replay is being made for the channel.
    fn start(channel: u64) -> Option<Encoding> {
        let mut entry = channels().entry(channel).or_default();
        if entry.encoding {
            return None;
        }
        entry.encoding = true;
        Some(Encoding(channel))
    }
}

impl Drop for Encoding {
    fn drop(&mut self) {
        if let Some(mut entry) = channels().get_mut(&self.0) {
            entry.encoding = false;
        }
    }
}

/// Reads `#42` or `42`.
pub(super) fn game_number(text: &str) -> Option<u64> {
    let text = text.trim();
    text.strip_prefix('#').unwrap_or(text).trim().parse().ok()
}

/// The game asked for, or what to tell the user.
async fn find(
    data: &Data,
    guild: u64,
    channel: u64,
    number: Option<u64>,
) -> Result<Replayed, String> {
    let here = data.peek(channel).await;
    if let Some(Table::Match(m)) = &here {
        if number.is_none_or(|id| id == m.id) {
            return Ok(Replayed::from_match(m));
        }
    }
    let failed = |e| {
        tracing::error!(channel, "reading a game to replay failed: {e}");
        "Sorry, I couldn't read the game just now. Please try again in a moment.".to_string()
    };
    let Some(id) = number else {
        return match data.store.last_finished_in_channel(channel).await {
            Ok(Some(f)) => Replayed::from_finished(&f),
            Ok(None) => Err(match here {
                Some(Table::Challenge(_)) => {
                    "The challenge here hasn't been accepted yet, and no game has ended in this channel: there is nothing to replay.".to_string()
                }
                _ => "No game has been played in this channel yet. Give a game number from `/pente history`, like `#42`.".to_string(),
            }),
            Err(e) => Err(failed(e)),
        };
    };
    match data.store.game_in_guild(id, guild).await {
        Ok(GameInGuild::Finished(f) | GameInGuild::Aborted(f)) => Replayed::from_finished(&f),
        Ok(GameInGuild::Playing { channel_id }) => Err(format!(
            "Game #{id} is still being played in <#{channel_id}>: replay it there with `/pente replay`."
        )),
        Ok(GameInGuild::NeverStarted) => Err(format!(
            "Game #{id} never started (its challenge wasn't accepted): there is nothing to replay."
        )),
        Ok(GameInGuild::SetAside) => Err(format!("Game #{id}'s moves no longer replay, sorry.")),
        Ok(GameInGuild::NotHere) => Err(format!(
            "There is no game #{id} in this server. `/pente history` shows the games' numbers."
        )),
        Err(e) => Err(failed(e)),
    }
}

/// The `game` option of `/pente replay` and `/pente analyze`: none (this
/// channel's game), or a number as `/pente history` shows it.
pub(super) fn game_option(game: Option<&str>) -> Result<Option<u64>, &'static str> {
    match game.map(game_number) {
        None => Ok(None),
        Some(Some(id)) => Ok(Some(id)),
        Some(None) => Err("Give a game number like `#42`: `/pente history` shows them."),
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
    let number = match game_option(game.as_deref()) {
        Ok(number) => number,
        Err(text) => return reply_private(ctx, text).await,
    };
    let replayed = match find(data, guild, channel, number).await {
        Ok(r) => r,
        Err(text) => return reply_private(ctx, text).await,
    };
    let Some(encoding) = Encoding::start(channel) else {
        return reply_private(
            ctx,
            "A replay is being made for this channel right now: wait a moment, then ask again.",
        )
        .await;
    };
    // The post is live from before it is sent: its buttons may be pressed
    // as soon as it shows.
    let post = new_post();
    channels().entry(channel).or_default().live_post = Some(post);
    ctx.defer().await?;
    let renderer = Arc::clone(&data.renderer);
    let for_gif = replayed.clone();
    let gif = tokio::task::spawn_blocking(move || for_gif.gif(&renderer))
        .await
        .context("making the replay GIF")?;
    drop(encoding);
    let n = replayed.moves.len();
    let text = format!(
        "{}\n{n} move{}: step through them with the buttons.",
        replayed.title,
        if n == 1 { "" } else { "s" }
    );
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(serenity::CreateAttachment::bytes(gif, "replay.gif"))
            .components(replayed.buttons(post, n))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// A press on ⏮ ◀ ▶ ⏭: `rest` is `post:game:button:position`.
pub async fn on_button(
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
    let live = channels().get(&channel).and_then(|c| c.live_post);
    let found = match target {
        None => Err("This button is not one of mine.".to_string()),
        Some((post, _, _)) if live != Some(post) => Err("This replay is no longer live: a newer one was posted here. Ask again with `/pente replay`.".to_string()),
        Some((post, id, k)) => find(data, guild, channel, Some(id))
            .await
            .map(|r| (r, post, k)),
    };
    let (replayed, post, k) = match found {
        Ok(found) => found,
        Err(text) => {
            let refusal = serenity::CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true)
                .allowed_mentions(mentions(&[]));
            press
                .create_response(
                    &ctx.http,
                    serenity::CreateInteractionResponse::Message(refusal),
                )
                .await?;
            return Ok(());
        }
    };
    let k = k.min(replayed.moves.len());
    let renderer = Arc::clone(&data.renderer);
    let for_png = replayed.clone();
    let png = tokio::task::spawn_blocking(move || for_png.png(&renderer, k))
        .await
        .context("drawing a replay's board")?;
    let update = serenity::CreateInteractionResponseMessage::new()
        .content(replayed.step_text(k))
        .files([serenity::CreateAttachment::bytes(png, "board.png")])
        .components(replayed.buttons(post, k))
        .allowed_mentions(mentions(&[]));
    press
        .create_response(
            &ctx.http,
            serenity::CreateInteractionResponse::UpdateMessage(update),
        )
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_numbers_are_read_with_or_without_the_hash() {
        assert_eq!(game_number("#42"), Some(42));
        assert_eq!(game_number(" 42 "), Some(42));
        assert_eq!(game_number("# 7"), Some(7));
        assert_eq!(game_number("forty-two"), None);
        assert_eq!(game_number("#-1"), None);
        assert_eq!(game_number(""), None);
    }

    #[test]
    fn one_replay_is_made_per_channel_at_a_time() {
        let channel = 4_242_424_242;
        let first = Encoding::start(channel).expect("nothing is being made");
        assert!(Encoding::start(channel).is_none(), "told to wait");
        assert!(
            Encoding::start(channel + 1).is_some(),
            "other channels go on"
        );
        drop(first);
        assert!(Encoding::start(channel).is_some(), "free again");
    }

    #[test]
    fn steps_are_described_by_move_number_colour_and_point() {
        let moves = ["K10", "L9", "N10"].map(|s| s.parse().unwrap()).to_vec();
        let r = Replayed {
            id: 7,
            white: "a".into(),
            black: "b".into(),
            moves,
            ending: None,
            title: "Game #7".into(),
        };
        assert_eq!(
            r.step_text(0),
            "Game #7\nThe empty board, before move 1 of 3."
        );
        assert_eq!(r.step_text(2), "Game #7\nMove 2 of 3: Black L9");
        assert_eq!(r.position(3).0.moves().len(), 3);
    }
}
