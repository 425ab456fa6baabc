//! `/pente puzzle move`'s answer: checked by `puzzle` (a search, in the
//! engine's queue) against the attempt the player was shown last, and the
//! attempt moved on or ended (written before anything is shown).

use super::attempts::{changed_meanwhile, end, for_answer, ForAnswer, Readable};
use super::{attempt_board, outcome_text, solution_shown, with_notes, Shown, SEARCH_LIMIT};
use crate::bot::kit::puzzles::{draw_position, solution_text, to_play};
use crate::bot::kit::Data;
use crate::game::Point;
use crate::puzzle::{self, Answer};
use crate::rating::PuzzleResult;
use crate::session::Player;
use std::time::SystemTime;

/// Checks `point` as the answer to the player's attempt; what to show, and
/// the day of a daily puzzle it solved.
pub(super) async fn answer(
    data: &Data,
    guild: u64,
    me: &Player,
    point: Point,
) -> Result<(Shown, Option<i64>), String> {
    let (open, notes) = match for_answer(data, guild, me, point).await? {
        ForAnswer::Judge(open, notes) => (open, notes),
        ForAnswer::Show(shown) => return Ok((shown, None)),
    };
    let (shown, solved) = judge(data, guild, me, open, point).await?;
    Ok((
        Shown {
            text: with_notes(&notes, &shown.text),
            ..shown
        },
        solved,
    ))
}

async fn judge(
    data: &Data,
    guild: u64,
    me: &Player,
    open: Readable,
    point: Point,
) -> Result<(Shown, Option<i64>), String> {
    let Some(game) = crate::bot::kit::puzzles::position_after(&open.puzzle, &open.played) else {
        return Err("Sorry, I can't replay this puzzle any more. Press **Give up** or ask for `/pente puzzle new`.".to_string());
    };
    if !game.is_legal(point) {
        return Err(format!(
            "{point} is not a move you can play here: pick a free point (the suggestions list them)."
        ));
    }
    let verdict = {
        let (puzzle, played) = (open.puzzle.clone(), open.played.clone());
        data.engine
            .run(SEARCH_LIMIT, move |stop| {
                puzzle::check_with_stop(&puzzle, &played, point, stop)
            })
            .await
            .map_err(|e| {
                tracing::error!("checking a puzzle answer failed: {e:#}");
                "Sorry, I couldn't check that just now. Please try again in a moment.".to_string()
            })?
    };
    match verdict {
        Answer::Continue { reply } => {
            let answers = reply
                .iter()
                .map(|p| format!("**{p}**"))
                .collect::<Vec<_>>()
                .join(" and ");
            let said = format!("✅ **{point}** is right. The defender answers {answers}");
            let mut added = vec![point];
            added.extend(&reply);
            let shown = advance(data, guild, me, open, &added, |left| {
                format!("{said}.\n**{left}**: your move.")
            })
            .await
            .map_err(|e| e.unwrap_or(format!("{said}: your move.")))?;
            Ok((shown, None))
        }
        Answer::OneMore => {
            let said = format!("✅ **{point}** is right so far: now the second stone of your turn");
            let shown = advance(data, guild, me, open, &[point], |left| {
                format!("{said}.\n**{left}**.")
            })
            .await
            .map_err(|e| e.unwrap_or(format!("{said}.")))?;
            Ok((shown, None))
        }
        Answer::Solved => {
            let hinted = open.attempt.hinted;
            let result = if hinted {
                PuzzleResult::Hinted
            } else {
                PuzzleResult::Solved
            };
            let ended = end(data, guild, me, &open, result).await?;
            let mut final_played = open.played.clone();
            final_played.push(point);
            let text = format!(
                "🎉 **{point}** wins: puzzle **{}** solved{}!\n{}",
                open.puzzle.id,
                if hinted { " (with a hint)" } else { "" },
                outcome_text(&open.puzzle, &ended)
            );
            let png = draw_position(data, &open.puzzle, &final_played, &me.name, None)
                .await
                .ok()
                .flatten();
            Ok((
                Shown {
                    text,
                    file: png.map(|png| (png, "puzzle.png")),
                    buttons: Vec::new(),
                },
                ended.solved_daily,
            ))
        }
        Answer::Unknown => Err(format!(
            "🤔 I can't tell in time whether **{point}** wins: try another move. This one does not count."
        )),
        Answer::Wrong => {
            let ended = end(data, guild, me, &open, PuzzleResult::Failed).await?;
            let text = format!(
                "❌ **{point}** doesn't win. The solution: {}\n{}",
                solution_text(&open.puzzle),
                outcome_text(&open.puzzle, &ended)
            );
            Ok((
                solution_shown(data, &open.puzzle, &me.name, text).await,
                None,
            ))
        }
    }
}

/// Moves the attempt on by `added` (the answer, and the defender's reply
/// if any): written first, then the new board with `text` given what is
/// left to play. `Err(Some(reply))` if the write failed; `Err(None)` if
/// only the picture did (the caller says it in words).
async fn advance(
    data: &Data,
    guild: u64,
    me: &Player,
    mut open: Readable,
    added: &[Point],
    text: impl FnOnce(String) -> String,
) -> Result<Shown, Option<String>> {
    let mut next = open.attempt.played.clone();
    next.extend(added.iter().map(|p| p.to_string()));
    data.store
        .advance_attempt(guild, me.id, &open.attempt, &next, false, SystemTime::now())
        .await
        .map_err(|e| Some(changed_meanwhile(guild, e)))?;
    open.attempt.played = next;
    open.played.extend(added);
    let text = text(to_play(&open.puzzle, open.played.len()));
    attempt_board(data, me, &open, None, text)
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            None
        })
}
