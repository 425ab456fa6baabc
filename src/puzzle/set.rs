//! The set of puzzles as a whole: one puzzle per position, whatever the
//! board's symmetry, and ids that survive a rebuild (so ratings, tried and
//! failed lists and the daily's "never twice" keep pointing at the same
//! positions).

use super::Puzzle;
use crate::game::{Color, Point, SIZE};
use std::collections::{HashMap, HashSet};

/// A puzzle's position, the same for the eight images of a board under its
/// symmetries (rotations and reflections): the game, the side to move, the
/// captures made and the stones, in the image that sorts first.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionKey {
    variant: &'static str,
    to_move: Color,
    captures: [usize; 2],
    /// `colour * POINTS + index` of every stone, sorted.
    stones: Vec<u16>,
}

/// The point `p` under the symmetry `s` (0..8) of the square board.
fn image(p: Point, s: u8) -> Point {
    let last = SIZE - 1;
    let (c, r) = (p.col(), p.row());
    let (c, r) = if s & 4 != 0 { (r, c) } else { (c, r) };
    let c = if s & 1 != 0 { last - c } else { c };
    let r = if s & 2 != 0 { last - r } else { r };
    Point::new(c, r).expect("a symmetry keeps a point on the board")
}

/// The position of `puzzle` up to symmetry; `None` if its game doesn't
/// replay.
pub fn position_key(puzzle: &Puzzle) -> Option<PositionKey> {
    let game = puzzle.position().ok()?;
    let board = game.board();
    let stones = (0..8u8)
        .map(|s| {
            let mut stones: Vec<u16> = [Color::White, Color::Black]
                .into_iter()
                .enumerate()
                .flat_map(|(i, c)| {
                    board
                        .stones(c)
                        .map(move |p| (i * SIZE * SIZE + image(p, s).index()) as u16)
                })
                .collect();
            stones.sort_unstable();
            stones
        })
        .min()
        .expect("eight images");
    Some(PositionKey {
        variant: puzzle.variant.key(),
        to_move: game.to_move(),
        captures: [game.captures(Color::White), game.captures(Color::Black)],
        stones,
    })
}

/// The puzzles that repeat an earlier one's position (up to symmetry), or
/// don't replay: what [`one_per_position`] drops, as (dropped, kept) ids.
pub fn repeats(puzzles: &[Puzzle]) -> Vec<(String, Option<String>)> {
    let mut seen: HashMap<PositionKey, &str> = HashMap::new();
    let mut out = Vec::new();
    for p in puzzles {
        match position_key(p) {
            None => out.push((p.id.clone(), None)),
            Some(key) => match seen.get(&key) {
                Some(first) => out.push((p.id.clone(), Some(first.to_string()))),
                None => {
                    seen.insert(key, &p.id);
                }
            },
        }
    }
    out
}

/// `puzzles` with each position (up to symmetry) once, the first kept, and
/// those whose game doesn't replay left out.
pub fn one_per_position(puzzles: Vec<Puzzle>) -> Vec<Puzzle> {
    let mut seen = HashSet::new();
    puzzles
        .into_iter()
        .filter(|p| position_key(p).is_some_and(|k| seen.insert(k)))
        .collect()
}

/// Names the puzzles of a new set: a position already in `known` (up to
/// symmetry) keeps its id there; a new one gets an id read off its position
/// ("p" and eight hex digits), so two builds name it alike. Ids of `known`
/// are never given to another position.
pub fn assign_ids(puzzles: &mut [Puzzle], known: &[Puzzle]) {
    let known_ids: HashMap<PositionKey, &str> = known
        .iter()
        .filter_map(|p| Some((position_key(p)?, p.id.as_str())))
        .collect();
    let mut taken: HashSet<String> = known.iter().map(|p| p.id.clone()).collect();
    for p in puzzles.iter_mut() {
        let Some(key) = position_key(p) else { continue };
        if let Some(&id) = known_ids.get(&key) {
            p.id = id.to_string();
            continue;
        }
        let mut salt = 0u64;
        p.id = loop {
            let id = format!("p{:08x}", fingerprint(&key, salt) as u32);
            if taken.insert(id.clone()) {
                break id;
            }
            salt += 1;
        };
    }
}

/// FNV-1a over the key: a hash that is the same on every machine and in
/// every build (std's hasher is not promised to be).
fn fingerprint(key: &PositionKey, salt: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(key.variant.as_bytes());
    eat(key.to_move.as_str().as_bytes());
    for c in key.captures {
        eat(&(c as u64).to_le_bytes());
    }
    for s in &key.stones {
        eat(&s.to_le_bytes());
    }
    eat(&salt.to_le_bytes());
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Action, Variant};
    use crate::puzzle::{shipped, Theme};

    fn puzzle(id: &str, moves: &str) -> Puzzle {
        Puzzle {
            id: id.into(),
            variant: Variant::Pente,
            moves: moves
                .split_whitespace()
                .map(|m| m.parse::<Action>().unwrap())
                .collect(),
            solution: vec!["J10".parse().unwrap()],
            win_in: 1,
            themes: vec![Theme::Five],
            rating: 1000.0,
            source: "test".into(),
        }
    }

    #[test]
    fn a_position_mirrored_or_rotated_is_the_same_puzzle() {
        let a = puzzle("a", "K10 L11 M12 C3");
        // Reflected left to right (K stays K on a 19-wide board: J is skipped).
        let mirrored = puzzle("b", "K10 J11 H12 R3");
        // The same stones played in another order.
        let reordered = puzzle("c", "K10 C3 M12 L11");
        // M12 and C3 change colours: another position.
        let swapped = puzzle("d", "K10 L11 C3 M12");
        let key = position_key(&a).unwrap();
        assert_eq!(position_key(&mirrored).unwrap(), key);
        assert_eq!(position_key(&reordered).unwrap(), key);
        assert_ne!(position_key(&swapped).unwrap(), key);
        let kept = one_per_position(vec![a, mirrored, reordered, swapped]);
        let ids: Vec<&str> = kept.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids, ["a", "d"]);
    }

    #[test]
    fn ids_are_kept_for_known_positions_and_read_off_new_ones() {
        let known = vec![puzzle("p0007", "K10 L11 M12 C3")];
        let mut rebuilt = vec![puzzle("", "K10 L11 E5 C3"), puzzle("", "K10 J11 H12 R3")];
        assign_ids(&mut rebuilt, &known);
        assert_eq!(rebuilt[1].id, "p0007", "a mirrored known position");
        let new_id = rebuilt[0].id.clone();
        assert!(new_id.starts_with('p') && new_id.len() == 9, "{new_id}");
        // Built again, in another order and with nothing known: the same id.
        let mut again = vec![puzzle("", "K10 L11 E5 C3")];
        assign_ids(&mut again, &[]);
        assert_eq!(again[0].id, new_id);
    }

    #[test]
    fn the_shipped_set_holds_each_position_once_up_to_symmetry() {
        let set = shipped();
        assert_eq!(repeats(&set), Vec::new());
    }
}
