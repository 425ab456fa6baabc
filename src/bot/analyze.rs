//! `/pente analyze`: the engine looks at every move of a finished game and
//! names the turning points, with a picture of the most important one. The
//! analysis runs in the engine's queue (it is a long search), one at a time,
//! and only when the queue has a free slot, so games against the bot are
//! never kept waiting behind it for long. Games still in play are refused:
//! the engine's opinion would help a player cheat.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::games::{find, game_option, Doing, Found, Replayed};
use super::kit::languages::{private_lang, public_lang, server_lang};
use super::kit::{mentions, reply_private, Context, Data, Error};
use crate::ai::analysis;
use crate::game::{Action, Choice, Color};
use crate::locale::Lang;
use crate::puzzle;
use crate::store::TurningPoint;
use crate::tr;
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
    (lang, private): (Lang, Lang),
) -> Result<Replayed, String> {
    match find(
        data,
        guild,
        channel,
        number,
        false,
        Doing::Analyse,
        (lang, private),
    )
    .await?
    {
        Found::Over(r) => Ok(r),
        Found::Live(m) => Err(tr!(private, "analyze-still-played", id = m.id)),
    }
}

/// What the user is told while the engine works: "Analysing 62 moves of
/// game #42… this takes up to 16 s."
fn working_text(id: u64, moves: usize, lang: Lang) -> String {
    let per_position = analysis::limits_for(moves)
        .time
        .unwrap_or(analysis::MAX_TOTAL);
    // One search per position, the empty board's too.
    let total = (per_position * (moves as u32 + 1)).min(analysis::MAX_TOTAL);
    tr!(
        lang,
        "analyze-working",
        moves = moves,
        id = id,
        seconds = total.as_secs_f64().ceil() as u64
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

/// Keeps the turning points of `game`'s analysis for its web page, which
/// marks them on its move list. Only a whole game's analysis is kept: one
/// cut short would say the moves it never reached were fine. A failure is
/// logged: the analysis is shown all the same.
async fn keep_turning_points(data: &Data, game: &Replayed, analysis: &analysis::Analysis) {
    if analysis.reviews.len() < game.moves.len() {
        return;
    }
    let points: Vec<TurningPoint> = analysis
        .reviews
        .iter()
        .filter_map(|r| {
            Some(TurningPoint {
                stone: r.number,
                verdict: r.verdict?,
                better: r.best,
            })
        })
        .collect();
    if let Err(e) = data
        .store
        .save_analysis(game.id, &points, SystemTime::now())
        .await
    {
        tracing::error!(
            game = game.id,
            "keeping the analysis for the web failed: {e}"
        );
    }
}

/// Makes a puzzle of the server of each missed win of `game` that has a
/// unique forced win ("from alice v bob, move 23"), offered first to the
/// player who missed it; returns how many are new. A failure is logged:
/// the analysis is shown all the same. The position is the game's own,
/// opening decisions included (D-Pente's and Swap2's swaps), and a puzzle
/// must pass the deeper search `puzzles build` asks of the shipped set; a
/// win missed twice (the same winning move, for the same side) is one
/// puzzle.
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
    let replayed = game.clone();
    // A puzzle of the server: its source in the server's language.
    let lang = server_lang(data, guild);
    let found = data
        .engine
        .run(analysis::MAX_TOTAL, move |stop| {
            missed_win_puzzles(&replayed, &missed, stop, lang)
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
    for (ply, missed_by, found) in found {
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

/// The puzzles of `game`'s missed wins (`missed`: the number of the stone
/// that missed and its colour), each with the count of the game's actions
/// before it and the user who missed it. Stops early when `stop` is set.
fn missed_win_puzzles(
    game: &Replayed,
    missed: &[(usize, Color)],
    stop: &AtomicBool,
    lang: Lang,
) -> Vec<(usize, u64, puzzle::Puzzle)> {
    let mut wins: Vec<(Color, crate::game::Point)> = Vec::new();
    let mut found = Vec::new();
    for &(number, color) in missed {
        if stop.load(Ordering::Relaxed) || number == 0 || number > game.moves.len() {
            continue;
        }
        // The game before the stone that missed, with the decisions made
        // by then.
        let (position, _) = game.position(number - 1);
        let before: Vec<Action> = position.actions();
        let source = tr!(
            lang,
            "analyze-puzzle-source",
            white = game.white.as_str(),
            black = game.black.as_str(),
            number = number
        );
        let Some(p) = puzzle::from_position(&before, game.variant, source) else {
            continue;
        };
        let win = (color, p.solution[0]);
        if wins.contains(&win) || !puzzle::confirm_with_stop(&p, stop) {
            continue;
        }
        wins.push(win);
        // Who held `color` then: the ids are the players' as the game
        // ended, and each later swap changed hands.
        let made = position.decisions().len().min(game.decisions.len());
        let later_swaps = game.decisions[made..]
            .iter()
            .filter(|&&(_, c)| c == Choice::Swap)
            .count();
        let (white_then, black_then) = if later_swaps % 2 == 1 {
            (game.black_id, game.white_id)
        } else {
            (game.white_id, game.black_id)
        };
        let missed_by = match color {
            Color::White => white_then,
            Color::Black => black_then,
        };
        found.push((before.len(), missed_by, p));
    }
    found
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
    let (lang, private) = (public_lang(&ctx), private_lang(&ctx));
    let number = match game_option(game.as_deref(), private) {
        Ok(number) => number,
        Err(text) => return reply_private(ctx, text).await,
    };
    let found = finished(data, guild, channel, number, (lang, private));
    let game = match within(ctx, Seen::Everyone, found).await {
        Ok(g) => g,
        Err(text) => return say_privately(ctx, text).await,
    };
    if data.engine.queue_ahead() > 0 {
        return say_privately(ctx, tr!(private, "analyze-busy")).await;
    }
    let Some(analysing) = Analysing::start(&data.analysing) else {
        return say_privately(ctx, tr!(private, "analyze-another")).await;
    };
    ctx.defer().await?;
    ctx.send(
        poise::CreateReply::default()
            .content(working_text(game.id, game.moves.len(), lang))
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
                    .content(tr!(lang, "games-no-longer-replays", id = game.id))
                    .allowed_mentions(mentions(&[])),
            )
            .await?;
            return Ok(());
        }
    };
    keep_turning_points(data, &game, &report.analysis).await;
    let kept = keep_missed_wins(data, guild, &game, &report.analysis).await;
    let kept_text = match kept {
        0 => String::new(),
        n => format!("\n{}", tr!(lang, "analyze-kept-puzzles", n = n)),
    };
    // The picture of the key moment is drawn here, above the engine.
    let png = match report.key_moment.clone() {
        Some(key) => {
            let (white, black) = (game.white.clone(), game.black.clone());
            data.drawing
                .run(move |pens| pens.board.render_key_moment_png(&key, &white, &black, lang))
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

    /// White's K10 L10 N10: M10 wins in two. White misses it with A19,
    /// Black doesn't block (T19), and White misses it again with A18.
    fn missed_twice(variant: crate::game::Variant, decisions: Vec<(usize, Choice)>) -> Replayed {
        let moves = "K10 B2 N10 B4 L10 B6 A19 T19 A18 M10"
            .split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect();
        Replayed {
            id: 1,
            white: "alice".into(),
            black: "bob".into(),
            white_id: 11,
            black_id: 22,
            moves,
            variant,
            decisions,
            tournament_rule: true,
            ending: None,
            title: String::new(),
        }
    }

    #[test]
    fn a_game_without_the_tournament_rule_makes_its_puzzles_by_its_own_rules() {
        // White's second stone on L10, inside H8–M12: K10 L10 _ N10, and
        // M10 still wins in two.
        let moves: Vec<crate::game::Point> = "K10 B2 L10 B4 N10 B6 A19 T19"
            .split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect();
        let mut game = missed_twice(crate::game::Variant::Pente, vec![]);
        game.moves = moves;
        let missed = [(7, Color::White)];
        let stop = AtomicBool::new(false);
        assert!(
            missed_win_puzzles(&game, &missed, &stop, Lang::ENGLISH).is_empty(),
            "under the rule, L10 does not replay"
        );
        game.tournament_rule = false;
        let found = missed_win_puzzles(&game, &missed, &stop, Lang::ENGLISH);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].2.solution[0], "M10".parse().unwrap());
        assert!(found[0].2.position().is_ok());
    }

    #[test]
    fn a_win_missed_twice_is_one_puzzle_and_d_pentes_decision_is_kept() {
        let stop = AtomicBool::new(false);
        let missed = [(7, Color::White), (9, Color::White)];
        let pente = missed_win_puzzles(
            &missed_twice(crate::game::Variant::Pente, vec![]),
            &missed,
            &stop,
            Lang::ENGLISH,
        );
        assert_eq!(pente.len(), 1, "one win, one puzzle");
        let (ply, missed_by, p) = &pente[0];
        assert_eq!((*ply, *missed_by), (6, 11));
        assert_eq!(p.solution[0], "M10".parse().unwrap());
        assert_eq!(p.source, "from alice v bob, move 7");
        // D-Pente: Bob keeps after the four opening stones; the puzzle's
        // game holds the decision and replays.
        let kept = missed_twice(crate::game::Variant::DPente, vec![(4, Choice::Keep)]);
        let dpente = missed_win_puzzles(&kept, &missed, &stop, Lang::ENGLISH);
        assert_eq!(dpente.len(), 1);
        let (ply, missed_by, p) = &dpente[0];
        assert_eq!((*ply, *missed_by), (7, 11), "six stones and the decision");
        assert!(p.moves.contains(&Action::Decision(Choice::Keep)));
        assert!(p.position().is_ok());
        // Called off: nothing.
        assert!(
            missed_win_puzzles(&kept, &missed, &AtomicBool::new(true), Lang::ENGLISH).is_empty()
        );
    }

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
            working_text(42, 62, Lang::ENGLISH),
            "🔎 Analysing 62 moves of game #42… this takes up to 16 s."
        );
        assert!(working_text(7, 200, Lang::ENGLISH).ends_with("up to 30 s."));
        assert!(working_text(7, 1, Lang::ENGLISH).contains("1 move of game #7"));
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
