//! The positions the explorer keeps back while games are being played:
//! showing a game's position, or the moves from it, would help its players
//! during the game.
//!
//! A position is kept back when it is a game in play's position, or one at
//! most [`NEAR_STONES`] stones past it (once the game has
//! [`SECRET_FROM_STONES`] stones), reached in any order of moves and any
//! orientation, captures included. One stone past it is a move's evaluation;
//! two past it, added up over the replies, is one too. Further on, working
//! back to the game's position would take guessing thousands of lines, and
//! the positions stay open: a game sitting at a common opening for days
//! must not close the whole tree behind it.
//!
//! The variants play no part: a G-Pente, Boat or Keryo game's position is
//! compared with a Pente view like any other (their boards are the same
//! boards), and so is an open game's with a tournament-rule view. Going on
//! from a game's position follows that game's own rules.

use super::fold::Symmetry;
use crate::game::{Action, Board, Color, Game, Point};

/// Stones a game in play must hold before the positions just past it are
/// kept back too; before that only its very position is (every game goes on
/// from the first stones).
pub const SECRET_FROM_STONES: usize = 3;

/// Stones past a game in play's position whose positions are kept back.
pub const NEAR_STONES: usize = 2;

/// How far from a stone that changed, a stone placed and taken off again
/// within the window can be: a capture takes stones up to three points away
/// (Keryo takes threes), a poof the pair beside the stone.
const REACH: usize = 3;

/// A game in play, read once to be compared with many positions.
#[derive(Debug, Clone)]
pub struct LiveGame {
    pub id: u64,
    game: Game,
    /// Its stones, collected once (a view is compared with every game).
    stones: Vec<(Point, Color)>,
}

impl LiveGame {
    pub fn new(id: u64, game: Game) -> LiveGame {
        let stones = Color::BOTH
            .into_iter()
            .flat_map(|c| game.board().stones(c).map(move |p| (p, c)))
            .collect();
        LiveGame { id, game, stones }
    }

    /// Stones past its position whose positions are kept back.
    fn window(&self) -> usize {
        if self.game.moves().len() >= SECRET_FROM_STONES {
            NEAR_STONES
        } else {
            0
        }
    }
}

/// A position to check, seen through each of the eight symmetries.
struct Target<'a> {
    view: &'a Game,
    /// `boards[s]` holds at `p` what the view holds at `s.apply(p)`: the view
    /// in the frame of a game that symmetry `s` takes onto it.
    boards: [Board; 8],
}

impl<'a> Target<'a> {
    fn new(view: &'a Game) -> Target<'a> {
        let mut boards: [Board; 8] = std::array::from_fn(|_| Board::new());
        for c in Color::BOTH {
            for p in view.board().stones(c) {
                for (board, s) in boards.iter_mut().zip(Symmetry::ALL) {
                    board.set(s.invert(p), Some(c));
                }
            }
        }
        Target { view, boards }
    }

    /// Whether `game` stands where the view does, seen through `board`.
    fn is(&self, game: &Game, board: &Board) -> bool {
        game.board().hash() == board.hash()
            && game.board() == board
            && game.to_move() == self.view.to_move()
            && Color::BOTH
                .iter()
                .all(|&c| game.captures(c) == self.view.captures(c))
    }
}

/// The first game of `live` whose position the position `view` is, or is at
/// most a few stones past (see the module); `None` if there is none.
pub fn kept_back_by(view: &Game, live: &[LiveGame]) -> Option<u64> {
    let target = Target::new(view);
    live.iter()
        .find(|l| reaches(l, &target, l.window()))
        .map(|l| l.id)
}

/// Whether the view is `live`'s position or at most `window` stones past it.
pub fn shows(view: &Game, live: &LiveGame) -> bool {
    reaches(live, &Target::new(view), live.window())
}

fn reaches(live: &LiveGame, target: &Target, window: usize) -> bool {
    let (view, game) = (target.view, &live.game);
    if game.moves().is_empty() {
        // Every game passes through the empty board.
        return false;
    }
    let Some(more) = view.moves().len().checked_sub(game.moves().len()) else {
        return false;
    };
    let captured: usize = Color::BOTH
        .iter()
        .map(|&c| view.captures(c).checked_sub(game.captures(c)))
        .sum::<Option<usize>>()
        .unwrap_or(usize::MAX);
    if more > window || captured == usize::MAX {
        return false;
    }
    target.boards.iter().any(|board| {
        // The game's stones gone from the view were taken by the stones
        // since: no more of them than those captures.
        let gone = live
            .stones
            .iter()
            .filter(|&&(p, c)| board.get(p) != Some(c))
            .count();
        gone <= captured && goes_to(game, target, board, more)
    })
}

/// Whether `left` more stones (and any decision due before them) take
/// `game` to the view seen through `board`.
fn goes_to(game: &Game, target: &Target, board: &Board, left: usize) -> bool {
    if left == 0 && target.is(game, board) {
        return true;
    }
    if let Some(pending) = game.pending() {
        return pending.options.iter().any(|&choice| {
            let mut next = game.clone();
            next.act(Action::Decision(choice)).is_ok() && goes_to(&next, target, board, left)
        });
    }
    if left == 0 {
        return target.is(game, board);
    }
    if game.is_over() {
        return false;
    }
    // The view's stones the game lacks: each is one of the stones to come.
    let lacking: Vec<(Point, Color)> = Point::all()
        .filter_map(|p| board.get(p).map(|c| (p, c)))
        .filter(|&(p, c)| game.board().get(p) != Some(c))
        .collect();
    if lacking.len() > left {
        return false;
    }
    let mover = game.to_move();
    let mut tries: Vec<Point> = lacking
        .iter()
        .filter(|&&(p, c)| c == mover && game.board().is_empty_at(p))
        .map(|&(p, _)| p)
        .collect();
    if lacking.len() < left {
        // A stone to come is taken off again before the view: near a point
        // that changes.
        let changed: Vec<Point> = Point::all()
            .filter(|&p| board.get(p) != game.board().get(p))
            .collect();
        tries.extend(Point::all().filter(|&p| {
            game.board().is_empty_at(p)
                && board.get(p) != Some(mover)
                && changed.iter().any(|&q| q.chebyshev(p) <= REACH)
        }));
    }
    tries.into_iter().any(|p| {
        let mut next = game.clone();
        next.play(p).is_ok() && goes_to(&next, target, board, left - 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    fn game(variant: Variant, moves: &str) -> Game {
        let actions: Vec<Action> = moves
            .split_whitespace()
            .map(|m| m.parse().unwrap())
            .collect();
        Game::from_actions(variant, true, &actions).unwrap()
    }

    fn pente(moves: &str) -> Game {
        game(Variant::Pente, moves)
    }

    fn live(g: Game) -> LiveGame {
        LiveGame::new(57, g)
    }

    #[test]
    fn a_game_in_play_is_met_in_any_order_or_orientation() {
        let l = live(pente("K10 L9 N10 L10"));
        assert!(shows(&pente("K10 L9 N10 L10"), &l));
        assert!(shows(&pente("K10 L10 N10 L9"), &l), "another order");
        let turned: Vec<String> = ["K10", "L9", "N10", "L10", "N11"]
            .iter()
            .map(|m| Symmetry::ALL[5].apply(m.parse().unwrap()).to_string())
            .collect();
        assert!(shows(&pente(&turned.join(" ")), &l), "turned, a stone on");
        assert_eq!(
            kept_back_by(&pente("K10 L9 N11 L10 N10"), std::slice::from_ref(&l)),
            Some(57)
        );
        // Not a position without its stones, nor one before it.
        assert!(!shows(&pente("K10 L9 N10 M10"), &l));
        assert!(!shows(&pente("K10 L9 N10"), &l));
        // A game that has not begun tells nothing.
        assert!(!shows(&Game::new(), &live(Game::new())));
    }

    #[test]
    fn only_the_position_and_the_two_stones_after_it_are_kept_back() {
        // One game at move 3 used to close every position holding its
        // stones, for as long as it lasted.
        let l = live(pente("K10 L9 N10"));
        assert!(shows(&pente("K10 L9 N10"), &l));
        assert!(shows(&pente("K10 L9 N10 L10"), &l), "a move's evaluation");
        assert!(shows(&pente("K10 L9 N10 L10 N11"), &l), "and the replies");
        assert!(!shows(&pente("K10 L9 N10 L10 N11 L11"), &l));
        assert!(!shows(&pente("K10 L9 N10 L10 N11 L11 L8 L12 O10"), &l));
        // Early on, only the very position: every game goes on from there.
        let early = live(pente("K10 L9"));
        assert!(shows(&pente("K10 L9"), &early));
        assert!(shows(&pente("K10 J11"), &early), "turned");
        assert!(!shows(&pente("K10 L9 N10"), &early));
        assert!(!shows(&pente("K10"), &early));
        // An open game at White's second stone: the same position.
        let open = Game::from_actions(
            Variant::Pente,
            false,
            &[
                Action::Stone("K10".parse().unwrap()),
                Action::Stone("L9".parse().unwrap()),
            ],
        )
        .unwrap();
        assert!(shows(&pente("K10 L9"), &live(open)));
    }

    #[test]
    fn a_capture_typed_in_another_order_is_still_met() {
        // #57 is at K10 K11 O15 K12 C3 D4, White to move: K13 takes K11 and
        // K12. Typed with K13 before C3 and D4, no position on the way
        // holds K11 with C3 and D4, yet the view is #57 after K13.
        let l = live(pente("K10 K11 O15 K12 C3 D4"));
        let view = pente("K10 K11 O15 K12 K13 D4 C3");
        assert_eq!(view.captures(Color::White), 2);
        assert!(shows(&view, &l));
        assert!(shows(&pente("K10 K11 O15 K12 C3 D4 K13"), &l));
        // A stone placed and taken off again within the two stones: White's
        // K11 beside K10 under Black's K12, then Black's K9 takes both.
        let l = live(pente("K10 K12 N13 D4 C3 E5"));
        let after = pente("K10 K12 N13 D4 C3 E5 K11 K9");
        assert_eq!(after.captures(Color::Black), 2);
        assert!(shows(&after, &l));
    }

    #[test]
    fn a_game_of_another_variant_of_the_family_is_met_too() {
        let view = pente("K10 L9 N13 L10");
        for variant in [
            Variant::GPente,
            Variant::Keryo,
            Variant::Boat,
            Variant::Poof,
        ] {
            let l = live(game(variant, "K10 L9 N13 L10"));
            assert!(shows(&view, &l), "{variant:?}");
            assert!(shows(&pente("K10 L9 N13 L10 O11"), &l), "{variant:?}");
        }
        // Swap2-Pente past its decision: the same stones.
        let swap2 = game(Variant::Swap2Pente, "K10 L9 N10 keep L10");
        assert!(shows(&pente("K10 L9 N10 L10"), &live(swap2)));
    }
}
