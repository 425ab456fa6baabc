//! `pente-bot match`: engine against engine, in any game of the family,
//! one pairing of levels or the whole ladder.

use anyhow::{bail, Result};
use pente_bot::ai::{self, Level};
use pente_bot::game::Variant;
use std::process::ExitCode;

/// Runs `match` as the command line asked: `variant` is a key, a name or
/// `all`; a ladder climbs to `up_to`; a single match prints its games'
/// records if asked.
pub fn run(
    white: Option<Level>,
    black: Option<Level>,
    (ladder, records): (bool, bool),
    games: u32,
    seed: u64,
    variant: &str,
    up_to: Level,
) -> Result<ExitCode> {
    let variants: Vec<Variant> = if variant.trim().eq_ignore_ascii_case("all") {
        Variant::ALL.to_vec()
    } else {
        vec![variant.parse()?]
    };
    let mut all_hold = true;
    for v in variants {
        match (white, black) {
            (Some(white), Some(black)) if !ladder => {
                run_match(v, white, black, games, seed, records)
            }
            (None, None) | (Some(_), Some(_)) => all_hold &= run_ladder(v, games, seed, up_to),
            _ => bail!("name both --white and --black, or neither with --ladder"),
        }
    }
    Ok(if all_hold {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn run_match(variant: Variant, white: Level, black: Level, games: u32, seed: u64, records: bool) {
    println!("{variant}: {games} games, {white} (White) against {black} (Black)...");
    let r = ai::play_match_in(variant, white, black, games, seed);
    println!(
        "White ({white}) won {}, Black ({black}) won {}, drawn {}.",
        r.white_wins, r.black_wins, r.draws
    );
    println!(
        "Average time per move: {white} {:.0} ms, {black} {:.0} ms ({} moves).",
        r.white_avg_ms, r.black_avg_ms, r.moves
    );
    println!(
        "Slowest move: {white} {:.0} ms (budget {} ms), {black} {:.0} ms (budget {} ms).",
        r.white_max_ms,
        white.time_budget().as_millis(),
        r.black_max_ms,
        black.time_budget().as_millis()
    );
    if records {
        for (g, record) in r.records.iter().enumerate() {
            println!("Game {}: {record}", g + 1);
        }
    }
}

/// Every rung of the ladder in `variant` up to `up_to`; whether all hold.
fn run_ladder(variant: Variant, games: u32, seed: u64, up_to: Level) -> bool {
    let mut all_hold = true;
    let top = Level::ALL.iter().position(|&l| l == up_to).unwrap_or(3);
    for (weaker, stronger) in ai::ladder().into_iter().take(top) {
        println!(
            "{variant}: {stronger} against {weaker}, {games} games with each colour (seed {seed})..."
        );
        let rung = ai::play_rung_in(variant, weaker, stronger, games, seed);
        let budget = |l: Level| {
            format!(
                "{l} {:.0} ms of {} ms",
                rung.slowest_ms(l),
                l.time_budget().as_millis()
            )
        };
        println!(
            "  {stronger} scored {} of {} ({}-{} as White, {}-{} as Black, {} drawn); \
             slowest move: {}, {}: {}",
            rung.score(),
            rung.games(),
            rung.as_white.white_wins,
            rung.as_white.black_wins,
            rung.as_black.black_wins,
            rung.as_black.white_wins,
            rung.as_white.draws + rung.as_black.draws,
            budget(stronger),
            budget(weaker),
            if rung.holds() {
                "holds"
            } else {
                "does not hold"
            }
        );
        all_hold &= rung.holds();
    }
    all_hold
}
