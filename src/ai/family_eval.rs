//! What the family's engine (`family`) sees in a position of a game other
//! than Pente: every window of the winning length (five, six in Connect6)
//! scanned from the board, capture threats of pairs (and of threes where
//! threes are taken), and a cheap estimate of each empty point's worth for
//! move ordering. Every rule comes from the variant; the search over plain
//! Pente keeps its own incremental position (`pos`), which this does not
//! slow down.

use crate::game::{Board, Color, Game, LineRule, Point, Variant, SIZE};

/// The rules the engine's estimates hang on, asked once of the variant.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rules {
    /// The length of a winning line: 5, or 6 in Connect6.
    pub len: usize,
    /// Gomoku: a line longer than five does not win.
    pub exact: bool,
    pub captures: bool,
    pub threes: bool,
    /// Captured stones that win (`usize::MAX` where nothing is captured).
    pub target: usize,
    /// A capture win also needs the larger count (Poof-Pente, O-Pente).
    pub needs_more: bool,
    pub poofs: bool,
    pub two_stones: bool,
}

impl Rules {
    pub fn of(v: Variant) -> Rules {
        Rules {
            len: match v.line_rule() {
                LineRule::SixOrMore => 6,
                _ => 5,
            },
            exact: v.line_rule() == LineRule::ExactlyFive,
            captures: v.captures(),
            threes: v.captures_threes(),
            target: v.capture_target().unwrap_or(usize::MAX),
            needs_more: v.capture_win_needs_more(),
            poofs: v.poofs(),
            two_stones: v.two_stones_a_turn(),
        }
    }

    /// What a window holding `n` stones of one colour and none of the other
    /// is worth. Connect6's windows are longer and a turn fills two points,
    /// so each stone in them is worth less.
    fn line_value(&self, n: usize) -> i32 {
        const FIVE: [i32; 7] = [0, 1, 8, 50, 350, 20_000, 20_000];
        const SIX: [i32; 7] = [0, 1, 5, 30, 150, 400, 20_000];
        if self.len == 6 {
            SIX[n.min(6)]
        } else {
            FIVE[n.min(6)]
        }
    }

    /// Captured stones as a share of the target, on Pente's scale of pairs
    /// (0 to 5), where the evaluation prices them.
    fn pairs_equivalent(&self, captured: usize) -> usize {
        if self.target == usize::MAX {
            0
        } else {
            (captured * 5 / self.target).min(4)
        }
    }

    /// Stones the side to move places before the other side plays: 2 at
    /// the start of a Connect6 turn, else 1.
    pub fn stones_left(&self, game: &Game) -> usize {
        let v = game.variant();
        if self.two_stones && v.color_of_stone(game.ply() + 1) == game.to_move() {
            2
        } else {
            1
        }
    }
}

/// The worth of 0 to 4 captured pairs (or their share of the target), and of
/// a threat to take the fifth: Pente's hand-set scale.
const CAPTURE: [i32; 6] = [0, 110, 260, 480, 900, 2500];

/// A line that one stone cannot stop, in evaluation points: above any
/// count of windows, below a win the search has seen.
const FORCED: i32 = 3000;

/// Padding round the board in the scan's grid, so that no window leaves it.
const PAD: usize = 6;
const W: usize = SIZE + 2 * PAD;
const OFF: u8 = 3;
/// Steps along the four lines in the padded grid.
const STEPS: [isize; 4] = [1, W as isize, W as isize + 1, W as isize - 1];

fn cell(c: Color) -> u8 {
    match c {
        Color::White => 1,
        Color::Black => 2,
    }
}

fn padded(p: Point) -> usize {
    (p.row() + PAD) * W + p.col() + PAD
}

/// A board scanned once: the grid, the window counts, threats and the
/// points that matter when someone can win on the spot.
pub(crate) struct Scan {
    grid: [u8; W * W],
    /// Per colour: windows holding n of its stones and none of the other's.
    pub windows: [[i32; 7]; 2],
    /// Per colour: captures it could make with one stone, and the most
    /// stones one of them takes.
    pub threats: [i32; 2],
    pub biggest_threat: [usize; 2],
    /// Per colour: empty points of its windows one stone short of a line,
    /// then of those two short (a few of each).
    pub short_one: [Vec<Point>; 2],
    pub short_two: [Vec<Point>; 2],
    /// Per colour: where it could capture (for blocking a capture win).
    pub capture_points: [Vec<Point>; 2],
    /// Stones or nearby: which points are worth a move.
    pub near: [bool; SIZE * SIZE],
    pub stones: usize,
}

impl Scan {
    pub fn of(board: &Board, rules: &Rules) -> Scan {
        let mut grid = [OFF; W * W];
        let mut near = [false; SIZE * SIZE];
        let (mut lo_c, mut lo_r, mut hi_c, mut hi_r) = (SIZE, SIZE, 0, 0);
        let mut stones = 0;
        for p in Point::all() {
            grid[padded(p)] = match board.get(p) {
                None => 0,
                Some(c) => {
                    stones += 1;
                    lo_c = lo_c.min(p.col());
                    lo_r = lo_r.min(p.row());
                    hi_c = hi_c.max(p.col());
                    hi_r = hi_r.max(p.row());
                    for dr in -2..=2 {
                        for dc in -2..=2 {
                            if let Some(q) = p.offset(dc, dr) {
                                near[q.index()] = true;
                            }
                        }
                    }
                    cell(c)
                }
            };
        }
        let mut scan = Scan {
            grid,
            windows: [[0; 7]; 2],
            threats: [0; 2],
            biggest_threat: [0; 2],
            short_one: [Vec::new(), Vec::new()],
            short_two: [Vec::new(), Vec::new()],
            capture_points: [Vec::new(), Vec::new()],
            near,
            stones,
        };
        if stones == 0 {
            return scan;
        }
        // Only the windows that hold a stone count: along each line, those
        // starting up to len - 1 points before the stones' box.
        let back = rules.len - 1;
        let lo = |x: usize| x.saturating_sub(back);
        let hi = |x: usize| (x + back).min(SIZE - 1);
        // (step, columns, rows) of the starting points per direction.
        let ranges = [
            (STEPS[0], (lo(lo_c), hi_c), (lo_r, hi_r)),
            (STEPS[1], (lo_c, hi_c), (lo(lo_r), hi_r)),
            (STEPS[2], (lo(lo_c), hi_c), (lo(lo_r), hi_r)),
            (STEPS[3], (lo_c, hi(hi_c)), (lo(lo_r), hi_r)),
        ];
        for (d, (c0, c1), (r0, r1)) in ranges {
            for r in r0..=r1 {
                for c in c0..=c1 {
                    let at = (r + PAD) * W + c + PAD;
                    scan.window(at, d, rules);
                    if rules.captures {
                        scan.capture_threat(at, d, rules);
                    }
                }
            }
        }
        scan
    }

    fn at(&self, i: isize) -> u8 {
        self.grid[i as usize]
    }

    fn point(i: isize) -> Point {
        let i = i as usize;
        Point::new(i % W - PAD, i / W - PAD).expect("a scanned point is on the board")
    }

    /// Counts the window of `len` starting at `at` along `d`.
    fn window(&mut self, at: usize, d: isize, rules: &Rules) {
        let len = rules.len as isize;
        let at = at as isize;
        let mut count = [0usize; 3];
        for k in 0..len {
            let v = self.at(at + k * d);
            if v == OFF {
                return;
            }
            count[v as usize] += 1;
        }
        for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let (own, other) = (count[1 + ci], count[2 - ci]);
            if own == 0 || other > 0 {
                continue;
            }
            // Under the exact rule a window touching another stone of the
            // same colour would make six, not five.
            if rules.exact
                && (self.at(at - d) == cell(color) || self.at(at + len * d) == cell(color))
            {
                continue;
            }
            self.windows[ci][own] += 1;
            let short = rules.len - own;
            if short <= 2 {
                let list = if short == 1 {
                    &mut self.short_one[ci]
                } else {
                    &mut self.short_two[ci]
                };
                if list.len() < 8 {
                    for k in 0..len {
                        if self.grid[(at + k * d) as usize] == 0 {
                            let p = Scan::point(at + k * d);
                            if !list.contains(&p) {
                                list.push(p);
                            }
                        }
                    }
                }
            }
        }
    }

    /// A capture threat along `d` from `at`: X O O . (or X O O O . where
    /// threes are taken), either way round.
    fn capture_threat(&mut self, at: usize, d: isize, rules: &Rules) {
        let at = at as isize;
        let first = self.at(at);
        if first == OFF {
            return;
        }
        for size in 2..=if rules.threes { 3 } else { 2 } {
            let mid = self.at(at + d);
            if mid == 0 || mid == OFF {
                return;
            }
            if (1..=size).any(|k| self.at(at + k * d) != mid) {
                continue;
            }
            let last = self.at(at + (size + 1) * d);
            let them = 3 - mid;
            let (capturer, empty) = if first == them && last == 0 {
                (them, at + (size + 1) * d)
            } else if first == 0 && last == them {
                (them, at)
            } else {
                continue;
            };
            let ci = capturer as usize - 1;
            self.threats[ci] += 1;
            self.biggest_threat[ci] = self.biggest_threat[ci].max(size as usize);
            let p = Scan::point(empty);
            if self.capture_points[ci].len() < 8 && !self.capture_points[ci].contains(&p) {
                self.capture_points[ci].push(p);
            }
        }
    }

    /// Whether `c`, with `left` stones to place before the other side
    /// plays, can win on the spot: a line one (or, with two stones, two)
    /// short, or a capture that reaches the target. An estimate: a Boat
    /// line may still have to wait, a Gomoku line be spoiled by a capture
    /// elsewhere.
    pub fn can_win_now(&self, c: Color, left: usize, caps: [usize; 2], rules: &Rules) -> bool {
        let ci = c.index();
        let len = rules.len;
        if self.windows[ci][len - 1] > 0 || (left >= 2 && self.windows[ci][len - 2] > 0) {
            return true;
        }
        if self.threats[ci] > 0 && rules.target != usize::MAX {
            let after = caps[ci] + self.biggest_threat[ci];
            let more = !rules.needs_more || after > caps[1 - ci];
            return after >= rules.target && more;
        }
        false
    }

    /// The static evaluation for `to_move`, with `left` stones to place.
    pub fn eval(&self, to_move: Color, caps: [usize; 2], rules: &Rules) -> i32 {
        let mut score = 0;
        for (ci, &captured) in caps.iter().enumerate() {
            let w = &self.windows[ci];
            let line: i32 = (1..rules.len).map(|n| rules.line_value(n) * w[n]).sum();
            let pairs = rules.pairs_equivalent(captured);
            let mut s = line + CAPTURE[pairs];
            let next = CAPTURE[pairs + 1] - CAPTURE[pairs];
            s += if ci == to_move.index() {
                self.threats[ci].min(2) * next * 12 / 24 + line / 8
            } else {
                self.threats[ci] * next * 4 / 24
            };
            if ci == to_move.index() {
                score += s;
            } else {
                score -= s;
            }
        }
        score + self.tempo(to_move, rules)
    }

    /// Where a turn is one stone, being a move ahead decides more than any
    /// count: the other side with two points that finish a line cannot be
    /// stopped by one stone (unless by a capture), and the side to move
    /// with an open three (two windows a stone from a four) makes an open
    /// four first. The search over the rules sees these too, but only
    /// plies later; the levels that search shallow need them here.
    fn tempo(&self, to_move: Color, rules: &Rules) -> i32 {
        if rules.two_stones {
            return 0;
        }
        let (us, them) = (to_move.index(), to_move.opponent().index());
        if self.short_one[them].len() >= 2 && self.threats[us] == 0 {
            -FORCED
        } else if self.short_one[them].is_empty() && self.windows[us][rules.len - 2] >= 2 {
            FORCED / 4
        } else {
            0
        }
    }

    /// How good a stone of `us` at the empty point `p` looks, for ordering:
    /// what it builds, what it takes from the other side, what it captures
    /// or saves, less what it poofs.
    pub fn move_worth(
        &self,
        board: &Board,
        p: Point,
        us: Color,
        caps: [usize; 2],
        rules: &Rules,
    ) -> i32 {
        let at = padded(p) as isize;
        let (own, theirs) = (cell(us), cell(us.opponent()));
        let len = rules.len as isize;
        let mut attack = 0;
        let mut defence = 0;
        let span = 2 * len - 1;
        let mut line = [0u8; 11];
        for &d in &STEPS {
            // The points of the line around p, then each window of len
            // through p slid along them, its counts kept as it goes.
            for (k, v) in line[..span as usize].iter_mut().enumerate() {
                *v = self.at(at + (k as isize - (len - 1)) * d);
            }
            let mut n = [0i32; 4];
            for &v in &line[..len as usize] {
                n[v as usize] += 1;
            }
            for start in 0..len as usize {
                if start > 0 {
                    n[line[start - 1] as usize] -= 1;
                    n[line[start + len as usize - 1] as usize] += 1;
                }
                if n[OFF as usize] > 0 {
                    continue;
                }
                let (mine, other) = (n[own as usize] as usize, n[theirs as usize] as usize);
                if other == 0 {
                    attack += rules.line_value(mine + 1) - rules.line_value(mine);
                }
                if mine == 0 {
                    defence += rules.line_value(other + 1) - rules.line_value(other);
                }
            }
        }
        let mut score = attack + defence * 7 / 8;
        if rules.captures {
            let taken = board.captures_with(p, us, rules.threes).len() as i32;
            let saved = board.captures_with(p, us.opponent(), rules.threes).len() as i32;
            let ours = rules.pairs_equivalent(caps[us.index()]);
            let theirs = rules.pairs_equivalent(caps[us.opponent().index()]);
            score += taken * (CAPTURE[ours + 1] - CAPTURE[ours]) / 2;
            score += saved * (CAPTURE[theirs + 1] - CAPTURE[theirs]) / 4;
            if rules.poofs && taken == 0 {
                let poofed = board.poofs_at(p, us, rules.threes).len() as i32;
                score -= poofed * (CAPTURE[theirs + 1] - CAPTURE[theirs]);
            }
        }
        score
    }
}
