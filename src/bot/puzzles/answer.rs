//! `/pente puzzle move`'s answer: checked by `puzzle` (a search, in the
//! engine's queue) against the attempt the player was shown last, and the
//! attempt moved on or ended (written before anything is shown).

use super::attempts::{changed_meanwhile, end, for_answer, ForAnswer, Readable};
use super::{attempt_board, outcome_text, solution_shown, with_notes, Shown, SEARCH_LIMIT};
use crate::bot::kit::puzzles::{draw_position, solution_text, to_play};
use crate::bot::kit::Data;
use crate::game::Point;
use crate::locale::Lang;
use crate::puzzle::{self, Answer};
use crate::rating::PuzzleResult;
use crate::session::Player;
use crate::tr;
use std::time::SystemTime;

/// Checks `point` as the answer to the player's attempt; what to show, and
/// the day of a daily puzzle it solved.
pub(super) async fn answer(
    data: &Data,
    lang: Lang,
    guild: u64,
    me: &Player,
    point: Point,
) -> Result<(Shown, Option<i64>), String> {
    let (open, notes) = match for_answer(data, lang, guild, me, point).await? {
        ForAnswer::Judge(open, notes) => (open, notes),
        ForAnswer::Show(shown) => return Ok((shown, None)),
    };
    let (shown, solved) = judge(data, lang, guild, me, open, point).await?;
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
    lang: Lang,
    guild: u64,
    me: &Player,
    open: Readable,
    point: Point,
) -> Result<(Shown, Option<i64>), String> {
    let Some(game) = crate::bot::kit::puzzles::position_after(&open.puzzle, &open.played) else {
        return Err(tr!(lang, "puzzles-cannot-replay"));
    };
    if !game.is_legal(point) {
        return Err(tr!(lang, "puzzles-not-legal", point = point.to_string()));
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
                tr!(lang, "puzzles-check-failed")
            })?
    };
    match verdict {
        Answer::Continue { reply } => {
            let answers: Vec<String> = reply.iter().map(|p| format!("**{p}**")).collect();
            let said = tr!(
                lang,
                "puzzles-right",
                point = point.to_string(),
                answers = crate::locale::list_and(lang, &answers)
            );
            let mut added = vec![point];
            added.extend(&reply);
            let shown = advance(data, lang, guild, me, open, &added, |left| {
                tr!(
                    lang,
                    "puzzles-right-next",
                    said = said.as_str(),
                    task = left
                )
            })
            .await
            .map_err(|e| e.unwrap_or(tr!(lang, "puzzles-right-undrawn", said = said.as_str())))?;
            Ok((shown, None))
        }
        Answer::OneMore => {
            let said = tr!(lang, "puzzles-right-so-far", point = point.to_string());
            let shown = advance(data, lang, guild, me, open, &[point], |left| {
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
            let ended = end(data, lang, guild, me, &open, result).await?;
            let mut final_played = open.played.clone();
            final_played.push(point);
            let (point, id) = (point.to_string(), open.puzzle.id.as_str());
            let solved = if hinted {
                tr!(lang, "puzzles-solved-hinted", point = point, id = id)
            } else {
                tr!(lang, "puzzles-solved", point = point, id = id)
            };
            let text = format!("{solved}\n{}", outcome_text(lang, &open.puzzle, &ended));
            let png = draw_position(data, lang, &open.puzzle, &final_played, &me.name, None)
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
        Answer::Unknown => Err(tr!(lang, "puzzles-unknown", point = point.to_string())),
        Answer::Wrong => {
            let ended = end(data, lang, guild, me, &open, PuzzleResult::Failed).await?;
            let wrong = tr!(
                lang,
                "puzzles-wrong",
                point = point.to_string(),
                solution = solution_text(&open.puzzle)
            );
            let text = format!("{wrong}\n{}", outcome_text(lang, &open.puzzle, &ended));
            Ok((
                solution_shown(data, lang, &open.puzzle, &me.name, text).await,
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
    lang: Lang,
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
        .map_err(|e| Some(changed_meanwhile(lang, guild, e)))?;
    open.attempt.played = next;
    open.played.extend(added);
    let text = text(to_play(lang, &open.puzzle, open.played.len()));
    attempt_board(data, lang, me, &open, None, text)
        .await
        .map_err(|e| {
            tracing::error!("drawing a puzzle failed: {e:#}");
            None
        })
}
