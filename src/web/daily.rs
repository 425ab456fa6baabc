//! The server page's daily puzzle: the position and what to find, and its
//! solution only once the bot has posted it in Discord (until then players
//! answer privately there, and the page must not give it away).

use super::pages::trusted;
use super::Site;
use crate::render::svg::game_svg;
use crate::render::Scene;
use crate::store::{DailyPost, StoreError};
use maud::{html, Markup};
use std::time::SystemTime;

/// The daily puzzle to show: the one being solved (its solution not posted
/// yet), else today's or yesterday's once posted.
async fn post_to_show(
    site: &Site,
    guild: u64,
    now: SystemTime,
) -> Result<Option<DailyPost>, StoreError> {
    if let Some(post) = site.store.live_daily(guild).await? {
        return Ok(Some(post));
    }
    let today = crate::store::millis(now).div_euclid(86_400_000);
    for day in [today, today - 1] {
        if let Some(post) = site.store.daily_post(guild, day).await? {
            if post.message_id.is_some() {
                return Ok(Some(post));
            }
        }
    }
    Ok(None)
}

/// The section, or nothing when the server has no daily puzzle to show.
pub async fn section(site: &Site, guild: u64, now: SystemTime) -> Result<Markup, StoreError> {
    let Some(post) = post_to_show(site, guild, now).await? else {
        return Ok(html! {});
    };
    let Some(puzzle) = site.puzzles.get(&post.puzzle_id).cloned() else {
        return Ok(html! {});
    };
    let Ok(position) = puzzle.position() else {
        return Ok(html! {});
    };
    let svg = game_svg(
        &Scene {
            game: &position,
            captured: &[],
            poofed: &[],
            white_name: "White",
            black_name: "Black",
            ending: None,
        },
        usize::MAX,
    )
    .svg;
    let solvers = post.solvers;
    Ok(html! {
        section.daily {
            h2 { "Daily puzzle" }
            div.daily-box {
                figure.puzzle-box { (trusted(&svg)) }
                div {
                    p { strong { (puzzle.title()) } }
                    @if puzzle.variant != crate::game::Variant::Pente {
                        p { "A puzzle of " (puzzle.variant.name()) ": its rules decide." }
                    }
                    p {
                        "Solved by " (solvers) " player" (if solvers == 1 { "" } else { "s" }) " so far. "
                        "Answer in Discord, privately: " code { "/pente puzzle move" } "."
                    }
                    @if post.solution_posted {
                        p.solution {
                            "Solution: "
                            @for (i, point) in puzzle.solution.iter().enumerate() {
                                @if i > 0 { " " }
                                @if solver_move(&puzzle, i) { strong { (point) } } @else { (point) }
                            }
                        }
                    } @else {
                        p.muted { "The solution shows here once the bot has posted it." }
                    }
                }
            }
        }
    })
}

/// Whether the `i`th point of the main line is the solver's (a Connect6
/// turn is two stones).
fn solver_move(puzzle: &crate::puzzle::Puzzle, i: usize) -> bool {
    let per_turn = if puzzle.variant.two_stones_a_turn() {
        2
    } else {
        1
    };
    (i / per_turn).is_multiple_of(2)
}
