//! The board's eight symmetries, and positions keyed with them folded: a
//! line played in any orientation is one position. The opening book and the
//! explorer both key positions here.
//!
//! Folding is sound because every rule is symmetric around K10, the
//! tournament rule too (its square is centred there). Moves are stored in the
//! frame of the canonical key and turned back into the asker's frame on
//! lookup.

use crate::game::{Action, Board, Color, Game, MoveOutcome, Point, SIZE};

/// One of the eight symmetries of the board around K10: bit 0 mirrors the
/// columns, bit 1 the rows, bit 2 swaps columns and rows (applied first).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Symmetry(u8);

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// Where the symmetry takes `p`.
    pub fn apply(self, p: Point) -> Point {
        let half = (SIZE / 2) as isize;
        let (mut x, mut y) = (p.col() as isize - half, p.row() as isize - half);
        if self.0 & 4 != 0 {
            std::mem::swap(&mut x, &mut y);
        }
        if self.0 & 1 != 0 {
            x = -x;
        }
        if self.0 & 2 != 0 {
            y = -y;
        }
        Point::new((x + half) as usize, (y + half) as usize).expect("symmetries keep the board")
    }

    /// The point that the symmetry takes to `p`.
    pub fn invert(self, p: Point) -> Point {
        let half = (SIZE / 2) as isize;
        let (mut x, mut y) = (p.col() as isize - half, p.row() as isize - half);
        if self.0 & 1 != 0 {
            x = -x;
        }
        if self.0 & 2 != 0 {
            y = -y;
        }
        if self.0 & 4 != 0 {
            std::mem::swap(&mut x, &mut y);
        }
        Point::new((x + half) as usize, (y + half) as usize).expect("symmetries keep the board")
    }
}

/// What the key holds besides the stones: the side to move, the captures and
/// whether the tournament rule still applies.
fn side_hash(game: &Game) -> u64 {
    let mut side = (game.to_move().index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    side ^= (game.captures(Color::White) as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    side ^= (game.captures(Color::Black) as u64)
        .wrapping_mul(0x1656_67B1_9E37_79F9)
        .rotate_left(23);
    if game.tournament_rule_applies() {
        side ^= 0xD6E8_FEB8_6659_FD93;
    }
    side
}

/// The position's key with the symmetries folded (the smallest of the eight
/// orientations' keys), and the symmetry that takes the game's frame to the
/// key's frame. The key covers the stones, the side to move, the captures and
/// whether the tournament rule still applies.
pub fn canonical_key(game: &Game) -> (u64, Symmetry) {
    let c = canonical(game);
    (c.key, c.sym)
}

/// A position's key with the symmetries folded, and how the asker's frame
/// maps to the key's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Canonical {
    pub key: u64,
    /// The first symmetry taking the game's frame to the key's.
    pub sym: Symmetry,
    /// All the symmetries that do, a bit each: more than one when the
    /// position is symmetric, as K10 alone is eight times over.
    pub twins: u8,
}

impl Canonical {
    fn twins(self) -> impl Iterator<Item = Symmetry> {
        Symmetry::ALL
            .into_iter()
            .filter(move |s| self.twins & (1 << s.0) != 0)
    }

    /// A move of the game's frame in the key's frame, the same for every
    /// move the position's own symmetries make alike: after K10 alone, L9,
    /// J9, L11 and J11 are one move.
    pub fn fold(self, p: Point) -> Point {
        self.twins()
            .map(|s| s.apply(p))
            .min()
            .expect("the key's own symmetry")
    }

    /// A move of the key's frame in the game's frame: of the moves alike,
    /// the first in the board's order.
    pub fn unfold(self, p: Point) -> Point {
        self.twins()
            .map(|s| s.invert(p))
            .min()
            .expect("the key's own symmetry")
    }
}

/// [`canonical_key`] with the symmetries of the position itself.
pub fn canonical(game: &Game) -> Canonical {
    let mut folder = Folder::new();
    for c in Color::BOTH {
        for p in game.board().stones(c) {
            folder.set(p, Some(c));
        }
    }
    folder.canonical(game)
}

/// The board in its eight orientations, kept up to date move by move while a
/// game is replayed, so that each position's key costs eight updates instead
/// of eight boards built anew. Its keys are [`canonical_key`]'s.
#[derive(Clone)]
pub struct Folder {
    boards: [Board; 8],
}

impl Default for Folder {
    fn default() -> Self {
        Folder::new()
    }
}

impl Folder {
    /// The empty board.
    pub fn new() -> Folder {
        Folder {
            boards: std::array::from_fn(|_| Board::new()),
        }
    }

    fn set(&mut self, p: Point, color: Option<Color>) {
        for (board, sym) in self.boards.iter_mut().zip(Symmetry::ALL) {
            board.set(sym.apply(p), color);
        }
    }

    /// Follows a move the game accepted: its stone, and the stones it took
    /// off the board.
    pub fn follow(&mut self, played: &MoveOutcome) {
        self.set(played.point, Some(played.color));
        for &p in played
            .captured
            .as_slice()
            .iter()
            .chain(played.poofed.as_slice())
        {
            self.set(p, None);
        }
    }

    /// The key of `game`'s position, whose stones this folder has followed.
    pub fn key(&self, game: &Game) -> (u64, Symmetry) {
        let c = self.canonical(game);
        (c.key, c.sym)
    }

    /// The key with the position's own symmetries.
    pub fn canonical(&self, game: &Game) -> Canonical {
        let side = side_hash(game);
        let keys: [u64; 8] = std::array::from_fn(|i| self.boards[i].hash() ^ side);
        let key = *keys.iter().min().expect("eight symmetries");
        let twins = (0..8)
            .filter(|&i| keys[i] == key)
            .fold(0u8, |m, i| m | 1 << i);
        Canonical {
            key,
            sym: Symmetry(twins.trailing_zeros() as u8),
            twins,
        }
    }
}

/// A stone of a replayed game, with the position it was played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The key of the position before the stone, and the symmetry taking
    /// the game's frame to the key's.
    pub key: u64,
    pub sym: Symmetry,
    /// The position's key with its own symmetries.
    pub canonical: Canonical,
    pub mover: Color,
    /// The stone, in the game's frame.
    pub point: Point,
}

impl Step {
    /// The stone in the key's frame, one for all the stones alike in a
    /// symmetric position (see [`Canonical::fold`]).
    pub fn folded_point(&self) -> Point {
        self.canonical.fold(self.point)
    }
}

/// A game replayed: its stones with their positions, where it stopped, and
/// whether every action replayed.
#[derive(Debug, Clone)]
pub struct Replayed {
    pub steps: Vec<Step>,
    pub game: Game,
    pub complete: bool,
}

/// Replays `actions` from `start`, keying the position of each of its first
/// `max_stones` stones; stops at the first action the rules refuse (the
/// stones before it are kept). This is the one reading of a game that the
/// opening book and the explorer share.
pub fn replay_steps(start: Game, actions: &[Action], max_stones: usize) -> Replayed {
    let mut game = start;
    let mut folder = Folder::new();
    let mut steps = Vec::with_capacity(actions.len().min(max_stones));
    for &action in actions {
        match action {
            Action::Decision(_) => {
                if game.act(action).is_err() {
                    return Replayed {
                        steps,
                        game,
                        complete: false,
                    };
                }
            }
            Action::Stone(point) => {
                if steps.len() == max_stones {
                    break;
                }
                let canonical = folder.canonical(&game);
                let (key, sym) = (canonical.key, canonical.sym);
                let mover = game.to_move();
                match game.play(point) {
                    Ok(played) => folder.follow(&played),
                    Err(_) => {
                        return Replayed {
                            steps,
                            game,
                            complete: false,
                        }
                    }
                }
                steps.push(Step {
                    key,
                    sym,
                    canonical,
                    mover,
                    point,
                });
            }
        }
    }
    Replayed {
        steps,
        game,
        complete: true,
    }
}
