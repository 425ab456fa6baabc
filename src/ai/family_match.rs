//! Engine against engine in any game of the family, for
//! `pente-bot match --variant KEY`: the levels are the players, not the
//! colours, since the D-Pente and Swap2 openings let a player take the
//! other colour, and in those openings one player places stones of both.
//! Plain Pente keeps [`super::play_match`], its openings and its seeds.

use super::{
    choose_action, match_game_seed, mix, Level, MatchReport, MatchTally, Rung, MAX_MATCH_PLIES,
};
use crate::game::{Choice, Color, Game, Outcome, Point, Variant};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The position game `g` of a match of `variant` with `seed` starts from:
/// K10, a stone near it, a third anywhere legal within four points of the
/// centre (two in Connect6, where it is Black's second stone of a turn);
/// each placed by whoever places it in that game.
pub fn variant_opening(variant: Variant, seed: u64, g: u32) -> Game {
    let game_seed = match_game_seed(seed, g);
    let mut game = Game::of(variant, true);
    game.play(Point::CENTER)
        .expect("K10 is legal first in every game");
    let near: Vec<Point> = game
        .legal_moves()
        .filter(|p| (1..=2).contains(&p.chebyshev(Point::CENTER)))
        .collect();
    game.play(near[(game_seed % near.len() as u64) as usize])
        .expect("legal");
    // In Connect6 the second and third stones are Black's first turn: both
    // near the centre, so that the turn counts as a move. A stone thrown
    // four points off hands White a free turn, and the games between two
    // levels were then won by whoever had White.
    let reach = if variant.two_stones_a_turn() { 2 } else { 4 };
    let ring: Vec<Point> = game
        .legal_moves()
        .filter(|p| p.chebyshev(Point::CENTER) <= reach)
        .collect();
    game.play(ring[(mix(game_seed) % ring.len() as u64) as usize])
        .expect("legal");
    game
}

/// The player who holds `color` now: 0 for the one who began with White.
fn holder(game: &Game, color: Color) -> usize {
    let swaps = game
        .decisions()
        .iter()
        .filter(|&&(_, c)| c == Choice::Swap)
        .count();
    color.index() ^ (swaps % 2)
}

/// `games` games of `variant`, `white` the player who begins with White.
/// In the report, White's wins and times are that player's, whatever colour
/// a swap gave it.
pub fn play_match_in(
    variant: Variant,
    white: Level,
    black: Level,
    games: u32,
    seed: u64,
) -> MatchReport {
    if variant == Variant::Pente {
        return super::play_match(white, black, games, seed);
    }
    let stop = AtomicBool::new(false);
    let levels = [white, black];
    let mut tally = MatchTally::default();
    for g in 0..games {
        let mut game = variant_opening(variant, seed, g);
        let mut ply_seed = match_game_seed(seed, g);
        while !game.is_over() && game.ply() < MAX_MATCH_PLIES {
            let player = holder(&game, game.placer());
            ply_seed = mix(ply_seed);
            let t = Instant::now();
            let action = choose_action(&game, levels[player].limits(), ply_seed, &stop)
                .expect("the game is on");
            tally.timed(player, t.elapsed());
            game.act(action)
                .expect("the engine plays legal actions only");
        }
        let winner = match game.outcome() {
            Outcome::Won { winner, .. } => Some(holder(&game, winner)),
            _ => None,
        };
        tally.game_over(winner, game.actions().iter().map(|a| a.to_string()));
    }
    tally.report()
}

/// One rung of the ladder in `variant`: `games` games with `stronger`
/// beginning as White, then the same openings with it beginning as Black.
pub fn play_rung_in(
    variant: Variant,
    weaker: Level,
    stronger: Level,
    games: u32,
    seed: u64,
) -> Rung {
    Rung {
        stronger,
        weaker,
        as_white: play_match_in(variant, stronger, weaker, games, seed),
        as_black: play_match_in(variant, weaker, stronger, games, seed),
    }
}
