//! The index of positions: games in, for every position they reached (the
//! board's symmetries folded) the moves played from it with their results,
//! the average rating of the players who chose them, and a few example games.
//!
//! Laid out flat for memory: a map from a position's key to its node, the
//! nodes in one vector, and each node's moves as a linked list in another
//! (a hundred thousand games make a few hundred thousand positions).

use super::fold::replay_steps;
use crate::game::{Action, Color, Game, Point, Variant};
use std::collections::{HashMap, HashSet};

/// Example games kept for each position.
pub const EXAMPLES: usize = 4;

/// No node, no next move, no example.
const NONE: u32 = u32::MAX;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    WhiteWins,
    Draw,
    BlackWins,
}

impl GameResult {
    /// The result with `winner` winning, a draw for `None`.
    pub fn won_by(winner: Option<Color>) -> GameResult {
        match winner {
            Some(Color::White) => GameResult::WhiteWins,
            Some(Color::Black) => GameResult::BlackWins,
            None => GameResult::Draw,
        }
    }

    /// `1-0`, `½-½`, `0-1`.
    pub fn as_score(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "½-½",
            GameResult::BlackWins => "0-1",
        }
    }
}

/// Games counted by result, from White's side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Results {
    pub white: u32,
    pub draws: u32,
    pub black: u32,
}

impl Results {
    pub fn games(&self) -> u32 {
        self.white + self.draws + self.black
    }

    fn add(&mut self, result: GameResult) {
        match result {
            GameResult::WhiteWins => self.white += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::BlackWins => self.black += 1,
        }
    }

    /// White's wins, the draws and Black's wins in whole per cents of the
    /// games, adding up to 100 (the largest remainders rounded up; all zero
    /// when there are none).
    pub fn percentages(&self) -> [u32; 3] {
        let n = self.games() as u64;
        if n == 0 {
            return [0; 3];
        }
        let parts = [self.white, self.draws, self.black].map(|k| 100 * k as u64);
        let mut out = parts.map(|p| (p / n) as u32);
        let short = 100 - out.iter().sum::<u32>();
        let mut by_remainder = [0, 1, 2];
        by_remainder.sort_by_key(|&i| (std::cmp::Reverse(parts[i] % n), i));
        for &i in by_remainder.iter().take(short as usize) {
            out[i] += 1;
        }
        out
    }

    /// White's score in per cent: a win counts one, a draw one half.
    pub fn white_score(&self) -> u32 {
        percent(
            2 * self.white as u64 + self.draws as u64,
            2 * self.games() as u64,
        )
    }
}

/// `part` of `whole` in whole per cents, rounded half up; 0 of nothing.
pub fn percent(part: u64, whole: u64) -> u32 {
    if whole == 0 {
        0
    } else {
        ((200 * part + whole) / (2 * whole)) as u32
    }
}

/// A game as the index takes it.
#[derive(Debug, Clone, PartialEq)]
pub struct IndexedGame {
    /// pente.org's game number for the strong games, the server's `#N` for
    /// its own.
    pub number: u64,
    pub variant: Variant,
    /// Whether it was played under the tournament rule (where its variant
    /// has one).
    pub tournament_rule: bool,
    pub actions: Vec<Action>,
    pub result: GameResult,
    /// White's and Black's ratings, where known.
    pub ratings: [Option<u16>; 2],
    /// White's and Black's names (empty when unknown).
    pub players: [Box<str>; 2],
    /// When it ended, in milliseconds since 1970 (0 when unknown).
    pub ended_at: u64,
}

/// What the index keeps of a game to show it as an example.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameInfo {
    pub number: u64,
    pub result: GameResult,
    pub ratings: [Option<u16>; 2],
    pub players: [Box<str>; 2],
    pub ended_at: u64,
}

/// Which examples a position shows first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExampleOrder {
    /// The highest-rated games (both ratings added).
    Rating,
    /// The most recent games.
    Recent,
}

/// What became of a game given to [`Index::add`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Added {
    Indexed,
    /// Already in the index (by its number).
    AlreadyIn,
    /// A game of another variant than the index's.
    OtherVariant,
    /// Played without its variant's tournament rule: kept out of the
    /// tournament-rule statistics.
    WithoutTournamentRule,
    /// Its moves don't replay.
    Unreadable,
}

#[derive(Debug, Clone, Copy)]
struct Node {
    reached: Results,
    first_move: u32,
    examples: [u32; EXAMPLES],
}

#[derive(Debug, Clone, Copy)]
struct MoveNode {
    next: u32,
    /// The move in the frame of the position's key.
    point: u16,
    results: Results,
    /// Choosers whose rating is known, and their ratings added up.
    rated: u32,
    rating_sum: u64,
}

/// Every position of a set of games of one variant, with what was played
/// from it. Games are added one by one (a server's index grows as its games
/// finish).
#[derive(Debug, Clone)]
pub struct Index {
    variant: Variant,
    order: ExampleOrder,
    keys: HashMap<u64, u32>,
    nodes: Vec<Node>,
    moves: Vec<MoveNode>,
    games: Vec<GameInfo>,
    numbers: HashSet<u64>,
    kept_out: u32,
}

/// A move played from the asked position, in the asker's orientation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub point: Point,
    pub results: Results,
    /// The average rating of the players who chose it, where known.
    pub average_rating: Option<u32>,
}

impl Candidate {
    pub fn games(&self) -> u32 {
        self.results.games()
    }
}

/// What the index knows of a position.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The games that reached the position, by result ("no games" when zero).
    pub reached: Results,
    /// The moves played from it, most played first.
    pub moves: Vec<Candidate>,
    /// Games that reached it, the best examples first.
    pub examples: Vec<GameInfo>,
}

impl Answer {
    /// A candidate's share of the games that went on from here, in whole
    /// per cents (see [`Answer::shares`]); 0 for a move not among them.
    pub fn share(&self, candidate: &Candidate) -> u32 {
        self.moves
            .iter()
            .position(|m| m.point == candidate.point)
            .map_or(0, |i| self.shares()[i])
    }

    /// Every candidate's share of the games that went on from here, in
    /// whole per cents adding up to 100, as the results' do (the largest
    /// remainders rounded up, the first listed first on a tie): three moves
    /// of one game each are 34, 33 and 33, not 33 three times.
    pub fn shares(&self) -> Vec<u32> {
        let total: u64 = self.moves.iter().map(|m| m.games() as u64).sum();
        if total == 0 {
            return vec![0; self.moves.len()];
        }
        let parts: Vec<u64> = self.moves.iter().map(|m| 100 * m.games() as u64).collect();
        let mut out: Vec<u32> = parts.iter().map(|p| (p / total) as u32).collect();
        let short = 100 - out.iter().sum::<u32>();
        let mut by_remainder: Vec<usize> = (0..parts.len()).collect();
        by_remainder.sort_by_key(|&i| (std::cmp::Reverse(parts[i] % total), i));
        for &i in by_remainder.iter().take(short as usize) {
            out[i] += 1;
        }
        out
    }
}

/// Where a game left the games of the index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Departure {
    /// Its stone number `stone` (counting every stone from 1), `point`,
    /// was never played in that position.
    Left { stone: usize, point: Point },
    /// Every stone of it was played in the index's games.
    Stayed { stones: usize },
}

impl Index {
    /// An empty index of `variant`'s games.
    pub fn new(variant: Variant, order: ExampleOrder) -> Index {
        Index {
            variant,
            order,
            keys: HashMap::new(),
            nodes: Vec::new(),
            moves: Vec::new(),
            games: Vec::new(),
            numbers: HashSet::new(),
            kept_out: 0,
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Games in the index.
    pub fn games(&self) -> usize {
        self.games.len()
    }

    /// Games given to it and kept out (played without the tournament rule,
    /// or not replaying).
    pub fn kept_out(&self) -> u32 {
        self.kept_out
    }

    /// Positions in the index.
    pub fn positions(&self) -> usize {
        self.nodes.len()
    }

    pub fn contains(&self, number: u64) -> bool {
        self.numbers.contains(&number)
    }

    /// Bytes the index holds, roughly (its tables, not the allocator's
    /// overhead).
    pub fn memory(&self) -> usize {
        // A hash map entry costs its key and value plus a control byte, at
        // up to 8/7 of the entries.
        let map = |cap: usize, entry: usize| cap * (entry + 1);
        map(self.keys.capacity(), 16)
            + self.nodes.capacity() * std::mem::size_of::<Node>()
            + self.moves.capacity() * std::mem::size_of::<MoveNode>()
            + self.games.capacity() * std::mem::size_of::<GameInfo>()
            + map(self.numbers.capacity(), 8)
    }

    /// Adds a finished game: every position it reached, and the move played
    /// from each.
    pub fn add(&mut self, game: &IndexedGame) -> Added {
        if game.variant != self.variant {
            return Added::OtherVariant;
        }
        if self.numbers.contains(&game.number) {
            return Added::AlreadyIn;
        }
        let start = Game::of(game.variant, game.tournament_rule);
        if start.drops_tournament_rule() {
            self.kept_out += 1;
            return Added::WithoutTournamentRule;
        }
        let replayed = replay_steps(start, &game.actions, usize::MAX);
        if !replayed.complete {
            self.kept_out += 1;
            return Added::Unreadable;
        }
        let id = self.games.len() as u32;
        self.games.push(GameInfo {
            number: game.number,
            result: game.result,
            ratings: game.ratings,
            players: game.players.clone(),
            ended_at: game.ended_at,
        });
        self.numbers.insert(game.number);
        for step in &replayed.steps {
            let node = self.node(step.key);
            self.count_move(node, step.folded_point(), game, step.mover);
            self.reach(node, id, game.result);
        }
        // The last position: reached, though nothing was played from it.
        let (key, _) = super::fold::canonical_key(&replayed.game);
        let node = self.node(key);
        self.reach(node, id, game.result);
        Added::Indexed
    }

    fn node(&mut self, key: u64) -> u32 {
        let next = self.nodes.len() as u32;
        let id = *self.keys.entry(key).or_insert(next);
        if id == next {
            self.nodes.push(Node {
                reached: Results::default(),
                first_move: NONE,
                examples: [NONE; EXAMPLES],
            });
        }
        id
    }

    fn count_move(&mut self, node: u32, point: Point, game: &IndexedGame, mover: Color) {
        let mut at = self.nodes[node as usize].first_move;
        while at != NONE && self.moves[at as usize].point != point.index() as u16 {
            at = self.moves[at as usize].next;
        }
        if at == NONE {
            at = self.moves.len() as u32;
            self.moves.push(MoveNode {
                next: self.nodes[node as usize].first_move,
                point: point.index() as u16,
                results: Results::default(),
                rated: 0,
                rating_sum: 0,
            });
            self.nodes[node as usize].first_move = at;
        }
        let m = &mut self.moves[at as usize];
        m.results.add(game.result);
        if let Some(rating) = game.ratings[mover.index()] {
            m.rated += 1;
            m.rating_sum += rating as u64;
        }
    }

    /// Counts a game reaching `node` (once per game: a position can't come
    /// back, a stone only ever adds to the board or to the captures).
    fn reach(&mut self, node: u32, game: u32, result: GameResult) {
        let rank = |index: &Index, g: u32| {
            let info = &index.games[g as usize];
            match index.order {
                ExampleOrder::Rating => info.ratings.iter().map(|r| r.unwrap_or(0) as u64).sum(),
                ExampleOrder::Recent => info.ended_at,
            }
        };
        let new_rank = rank(self, game);
        let mut examples = self.nodes[node as usize].examples;
        // Insert in order, best first; on a tie the game added first stays
        // ahead, except that a later game of the same time is newer.
        let slot = examples.iter().position(|&g| {
            g == NONE || {
                let r = rank(self, g);
                r < new_rank || (r == new_rank && self.order == ExampleOrder::Recent)
            }
        });
        if let Some(slot) = slot {
            examples.copy_within(slot..EXAMPLES - 1, slot + 1);
            examples[slot] = game;
        }
        let n = &mut self.nodes[node as usize];
        n.examples = examples;
        n.reached.add(result);
    }

    /// What the games did from `game`'s position, in `game`'s orientation.
    pub fn lookup(&self, game: &Game) -> Answer {
        let empty = Answer {
            reached: Results::default(),
            moves: Vec::new(),
            examples: Vec::new(),
        };
        if game.variant() != self.variant || game.drops_tournament_rule() {
            return empty;
        }
        let frame = super::fold::canonical(game);
        let Some(&node) = self.keys.get(&frame.key) else {
            return empty;
        };
        let node = &self.nodes[node as usize];
        let mut moves = Vec::new();
        let mut at = node.first_move;
        while at != NONE {
            let m = &self.moves[at as usize];
            if let Some(p) = Point::from_index(m.point as usize) {
                moves.push(Candidate {
                    point: frame.unfold(p),
                    results: m.results,
                    average_rating: (m.rated > 0)
                        .then(|| ((m.rating_sum + m.rated as u64 / 2) / m.rated as u64) as u32),
                });
            }
            at = m.next;
        }
        moves.sort_by_key(|c| (std::cmp::Reverse(c.games()), c.point.index()));
        Answer {
            reached: node.reached,
            moves,
            examples: node
                .examples
                .iter()
                .take_while(|&&g| g != NONE)
                .map(|&g| self.games[g as usize].clone())
                .collect(),
        }
    }

    /// Games in which `point` (or a move alike by the position's own
    /// symmetry) was played in `game`'s position.
    pub fn played(&self, game: &Game, point: Point) -> u32 {
        if game.variant() != self.variant || game.drops_tournament_rule() {
            return 0;
        }
        let frame = super::fold::canonical(game);
        let Some(&node) = self.keys.get(&frame.key) else {
            return 0;
        };
        let folded = frame.fold(point).index() as u16;
        let mut at = self.nodes[node as usize].first_move;
        while at != NONE {
            let m = &self.moves[at as usize];
            if m.point == folded {
                return m.results.games();
            }
            at = m.next;
        }
        0
    }

    /// Where the game `actions` (from `start`) left the index's games:
    /// the first stone never played in its position. A game of the index
    /// itself is compared with the others.
    pub fn departure(&self, start: &Game, actions: &[Action], number: Option<u64>) -> Departure {
        let own = u32::from(number.is_some_and(|n| self.contains(n)));
        let mut game = start.clone();
        let mut stones = 0;
        for &action in actions {
            if let Action::Stone(point) = action {
                if self.played(&game, point) <= own {
                    return Departure::Left {
                        stone: stones + 1,
                        point,
                    };
                }
                stones += 1;
            }
            if game.act(action).is_err() {
                break;
            }
        }
        Departure::Stayed { stones }
    }
}
