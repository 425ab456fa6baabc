//! The static evaluation's weights and the position features they weigh,
//! kept apart from `pos` so that a tuning tool (examples/tune_eval.rs) can
//! read the features of real positions and try other weights on them.

/// Fractions below are in 24ths, so that halves, sixths and eighths are exact.
pub const FRACTION: i32 = 24;

/// What the evaluation's terms are worth, all in evaluation points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EvalWeights {
    /// A window of five holding `n` stones of one colour and none of the
    /// other (index `n`, 1 to 4; index 0 is unused). Open shapes lie in more
    /// windows than closed ones, which is how this tells an open three from a
    /// closed one without naming shapes.
    pub line: [i32; 5],
    /// What each number of captured pairs is worth (0 to 4); the last entry
    /// prices a threat to take the fifth pair.
    pub capture: [i32; 6],
    /// Cost of a pair open at both ends (`. X X .`): a capture target.
    pub open_pair: i32,
    /// Share of the next pair's value (in 24ths) each capture threat of the
    /// side to move is worth (at most two count): it can cash one now.
    pub threat_to_move: i32,
    /// The same for the other side's threats, which can still be parried.
    pub threat_waiting: i32,
    /// The initiative (in 24ths of the side to move's line score): our threes
    /// become fours before theirs do.
    pub initiative: i32,
}

/// The weights of the engine before the tuning (issue 14): set by hand.
/// `Level::Baseline` keeps them, so that it stays the engine it was.
pub const HAND_SET: EvalWeights = EvalWeights {
    line: [0, 1, 8, 50, 350],
    capture: [0, 110, 260, 480, 900, 2500],
    open_pair: 10,
    threat_to_move: 12,
    threat_waiting: 4,
    initiative: 3,
};

/// The counts the evaluation weighs, per colour (indexed by `Color::index`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EvalFeatures {
    /// Windows of five holding `n` stones of the colour and none of the other
    /// (index `n`, 1 to 4; index 0 is always 0).
    pub windows: [[i32; 5]; 2],
    /// Stones captured.
    pub captured: [usize; 2],
    /// Pairs of the other colour this colour can capture with one move.
    pub threats: [i32; 2],
    /// Own pairs open at both ends.
    pub open_pairs: [i32; 2],
    /// Index of the side to move.
    pub to_move: usize,
}

impl EvalWeights {
    /// The evaluation for the side to move.
    pub fn score(&self, f: &EvalFeatures) -> i32 {
        let mut score = 0;
        for i in 0..2 {
            let w = &f.windows[i];
            let line = self.line[1] * w[1]
                + self.line[2] * w[2]
                + self.line[3] * w[3]
                + self.line[4] * w[4];
            let pairs = (f.captured[i] / 2).min(4);
            let mut s = line + self.capture[pairs];
            let next_pair = self.capture[pairs + 1] - self.capture[pairs];
            let threats = f.threats[i];
            s += if i == f.to_move {
                threats.min(2) * next_pair * self.threat_to_move / FRACTION
            } else {
                threats * next_pair * self.threat_waiting / FRACTION
            };
            s -= f.open_pairs[i] * self.open_pair;
            if i == f.to_move {
                s += line * self.initiative / FRACTION;
                score += s;
            } else {
                score -= s;
            }
        }
        score
    }
}

/// Weights fitted to 121,865 quiet positions (ply 8 on) of the 9,668
/// pente.org games in data/games_all.jsonl by
/// `cargo run --release --example tune_eval` (Texel-style: K = 167 fitted
/// first; mean squared error of sigmoid(eval / K) against the result
/// 0.2018 → 0.1841, on the held-out tenth of the games 0.1935 → 0.1765).
/// `line[4]` and `capture[5]` had nothing to fit on (a four is never quiet;
/// four pairs captured is rare) and keep their hand-set values.
pub const TUNED: EvalWeights = EvalWeights {
    line: [0, 0, 10, 64, 350],
    capture: [0, 159, 287, 403, 610, 2500],
    open_pair: 35,
    threat_to_move: 27,
    threat_waiting: 15,
    initiative: 17,
};
