//! `/pente analyze`: the engine looks at every move of a finished game and
//! names the turning points, with a picture of the most important one. The
//! analysis runs in the engine's queue (it is a long search), one at a time,
//! and only when the queue has a free slot, so games against the bot are
//! never kept waiting behind it for long. Games still in play are refused:
//! the engine's opinion would help a player cheat.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::games::{find, game_option, Found, Replayed};
use super::kit::{mentions, reply_private, Context, Data, Error};
use crate::ai::analysis;
use crate::game::{Action, Color};
use crate::puzzle;
use poise::serenity_prelude as serenity;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use std::time::SystemTime;

/// Discord's limit on a message's length, in characters.
const MAX_MESSAGE: usize = 2000;

/// An analysis is going in this process (the flag is `Data::analysing`);
/// dropping it lets the next one start. One at a time leaves the other
/// slots of the queue to games.
struct Analysing(Arc<AtomicBool>);

impl Analysing {
    fn start(flag: &Arc<AtomicBool>) -> Option<Analysing> {
        flag.compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
            .then(|| Analysing(Arc::clone(flag)))
    }
}

impl Drop for Analysing {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// The finished game asked for, or what to tell the user: a game still in
/// play is refused.
async fn finished(
    data: &Data,
    guild: u64,
    channel: u64,
    number: Option<u64>,
) -> Result<Replayed, String> {
    match find(data, guild, channel, number, false, "analyse").await? {
        Found::Over(r) => Ok(r),
        Found::Live(m) => Err(format!(
            "Game #{} is still being played: I analyse games once they are over, since my opinion would help a player during the game.",
            m.id
        )),
    }
}

/// What the user is told while the engine works: "Analysing 62 moves of
/// game #42… this takes up to 16 s."
fn working_text(id: u64, moves: usize) -> String {
    let per_position = analysis::limits_for(moves)
        .time
        .unwrap_or(analysis::MAX_TOTAL);
    // One search per position, the empty board's too.
    let total = (per_position * (moves as u32 + 1)).min(analysis::MAX_TOTAL);
    format!(
        "🔎 Analysing {moves} move{} of game #{id}… this takes up to {} s.",
        if moves == 1 { "" } else { "s" },
        total.as_secs_f64().ceil() as u64
    )
}

/// `text` cut to fit in one Discord message.
fn fit(text: &str) -> String {
    if text.chars().count() <= MAX_MESSAGE {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX_MESSAGE - 1).collect();
    if let Some(line) = cut.rfind('\n') {
        cut.truncate(line);
    }
    cut.push('…');
    cut
}

/// Makes a puzzle of the server of each missed win of `game` that has a
/// unique forced win ("from alice v bob, move 23"), offered first to the
/// player who missed it; returns how many are new. A failure is logged:
/// the analysis is shown all the same.
async fn keep_missed_wins(
    data: &Data,
    guild: u64,
    game: &Replayed,
    analysis: &analysis::Analysis,
) -> usize {
    let missed: Vec<(usize, Color)> = analysis
        .reviews
        .iter()
        .filter(|r| r.verdict == Some(analysis::Verdict::MissedWin))
        .map(|r| (r.number, r.color))
        .collect();
    if missed.is_empty() {
        return 0;
    }
    let moves = game.moves.clone();
    let (variant, names) = (game.variant, format!("{} v {}", game.white, game.black));
    let found = data
        .engine
        .run(analysis::MAX_TOTAL, move |_| {
            missed
                .into_iter()
                .filter_map(|(number, color)| {
                    let before: Vec<Action> = moves
                        .get(..number.saturating_sub(1))?
                        .iter()
                        .map(|&p| Action::Stone(p))
                        .collect();
                    let source = format!("from {names}, move {number}");
                    let found = puzzle::from_position(&before, variant, source)?;
                    Some((before.len(), color, found))
                })
                .collect::<Vec<_>>()
        })
        .await;
    let found = match found {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(
                game = game.id,
                "making puzzles of missed wins failed: {e:#}"
            );
            return 0;
        }
    };
    let mut kept = 0;
    for (ply, color, found) in found {
        let missed_by = match color {
            Color::White => game.white_id,
            Color::Black => game.black_id,
        };
        let json = found.to_json();
        match data
            .store
            .add_server_puzzle(
                guild,
                game.id,
                ply,
                Some(missed_by),
                &json,
                SystemTime::now(),
            )
            .await
        {
            Ok(Some(_)) => kept += 1,
            Ok(None) => {}
            Err(e) => tracing::error!(
                game = game.id,
                "keeping a missed win as a puzzle failed: {e}"
            ),
        }
    }
    kept
}

/// Where a finished game was won and lost, by the engine
#[poise::command(slash_command, guild_only)]
pub async fn analyze(
    ctx: Context<'_>,
    #[description = "The game's number from /pente history, like #42 (this channel's last game if you don't say)"]
    game: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map_or(0, |g| g.get());
    let number = match game_option(game.as_deref()) {
        Ok(number) => number,
        Err(text) => return reply_private(ctx, text).await,
    };
    let game = match within(ctx, Seen::Everyone, finished(data, guild, channel, number)).await {
        Ok(g) => g,
        Err(text) => return say_privately(ctx, text).await,
    };
    let busy = "I'm busy thinking about games right now: ask for the analysis again in a minute.";
    if data.engine.queue_ahead() > 0 {
        return say_privately(ctx, busy).await;
    }
    let Some(analysing) = Analysing::start(&data.analysing) else {
        return say_privately(
            ctx,
            format!("Another game is being analysed right now: {busy}"),
        )
        .await;
    };
    ctx.defer().await?;
    ctx.send(
        poise::CreateReply::default()
            .content(working_text(game.id, game.moves.len()))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    // The whole game as played, stones and opening decisions, from the
    // start of its variant.
    let actions = game.position(game.moves.len()).0.actions();
    let start = game.start();
    let (white, black) = (game.white.clone(), game.black.clone());
    // The analysis keeps to its own budget; the stop flag is the backstop.
    let cancel_after = analysis::MAX_TOTAL + Duration::from_secs(5);
    let report = data
        .engine
        .run(cancel_after, move |stop| {
            analysis::report(&start, &actions, &white, &black, stop)
        })
        .await?;
    drop(analysing);
    let report = match report {
        Ok(r) => r,
        Err((index, e)) => {
            tracing::error!(
                game = game.id,
                "analysis: move {} is illegal: {e}",
                index + 1
            );
            ctx.send(
                poise::CreateReply::default()
                    .content(format!(
                        "Game #{}'s moves no longer replay, sorry.",
                        game.id
                    ))
                    .allowed_mentions(mentions(&[])),
            )
            .await?;
            return Ok(());
        }
    };
    let kept = keep_missed_wins(data, guild, &game, &report.analysis).await;
    let kept_text = match kept {
        0 => String::new(),
        n => format!(
            "\n🧩 {n} missed win{} became a puzzle of this server: the player who missed it gets it first with `/pente puzzle new`.",
            super::kit::plural(n)
        ),
    };
    // The picture of the key moment is drawn here, above the engine.
    let png = match report.key_moment.clone() {
        Some(key) => {
            let (white, black) = (game.white.clone(), game.black.clone());
            data.drawing
                .run(move |pens| pens.board.render_key_moment_png(&key, &white, &black))
                .await?
        }
        None => None,
    };
    let mut reply = poise::CreateReply::default()
        .content(fit(&format!("{}\n{}{kept_text}", game.title, report.text)))
        .allowed_mentions(mentions(&[]));
    if let Some(png) = png {
        reply = reply.attachment(serenity::CreateAttachment::bytes(png, "analysis.png"));
    }
    ctx.send(reply).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_analysis_at_a_time() {
        let flag = Arc::new(AtomicBool::new(false));
        let first = Analysing::start(&flag).expect("none going");
        assert!(Analysing::start(&flag).is_none());
        drop(first);
        assert!(Analysing::start(&flag).is_some());
    }

    #[test]
    fn the_working_message_says_how_long() {
        assert_eq!(
            working_text(42, 62),
            "🔎 Analysing 62 moves of game #42… this takes up to 16 s."
        );
        assert!(working_text(7, 200).ends_with("up to 30 s."));
        assert!(working_text(7, 1).contains("1 move of game #7"));
    }

    #[test]
    fn long_texts_are_cut_at_a_line_to_fit_a_message() {
        let long = "a line of text\n".repeat(300);
        let cut = fit(&long);
        assert!(cut.chars().count() <= MAX_MESSAGE);
        assert!(cut.ends_with("text…"), "{cut}");
        assert_eq!(fit("short"), "short");
    }
}
