//! The Pente family as pente.org plays it: twelve games that differ in what
//! a stone captures, what a line must be to win, how the game opens and who
//! places which stone. Every rule the rest of the code needs is asked of a
//! [`Variant`]; nothing outside this file knows which game has which rule.

use std::fmt;
use std::str::FromStr;

/// One game of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Variant {
    #[default]
    Pente,
    Keryo,
    Gomoku,
    DPente,
    GPente,
    Poof,
    Connect6,
    Boat,
    DKeryo,
    OPente,
    Swap2Pente,
    Swap2Keryo,
}

/// What a line must be to win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineRule {
    /// Five or more in a row.
    FiveOrMore,
    /// Exactly five: six or more does not win (Gomoku).
    ExactlyFive,
    /// Six or more (Connect6).
    SixOrMore,
}

/// How the first stones are placed and who decides the colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// Each player places their own colour from the first stone.
    Standard,
    /// Player 1 places stones 1–4, then player 2 swaps or keeps.
    DPente,
    /// Player 1 places stones 1–3, then player 2 swaps, keeps or passes
    /// (placing stones 4 and 5, after which player 1 swaps or keeps).
    Swap2,
}

/// A decision of the D-Pente and Swap2 openings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Choice {
    /// The decider takes the other colour.
    Swap,
    /// The decider keeps their colour.
    Keep,
    /// (Swap2) The decider places the next two stones and hands the choice
    /// back.
    Pass,
}

impl Choice {
    /// The word in records and in `replay --json`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Choice::Swap => "swap",
            Choice::Keep => "keep",
            Choice::Pass => "pass",
        }
    }

    /// Reads a decision word: `swap`, `keep` (or pente.org's `noswap`),
    /// `pass`; `None` for anything else.
    pub fn parse(word: &str) -> Option<Choice> {
        match word.trim().to_ascii_lowercase().as_str() {
            "swap" => Some(Choice::Swap),
            "keep" | "noswap" | "no-swap" => Some(Choice::Keep),
            "pass" => Some(Choice::Pass),
            _ => None,
        }
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The points G-Pente forbids White's second stone beyond the tournament
/// square: the centre row and column at distance 3 and 4 (K13, K14, K7, K6,
/// N10, O10, G10, F10).
pub fn gpente_forbidden(col: usize, row: usize) -> bool {
    let (dc, dr) = (col.abs_diff(9), row.abs_diff(9));
    (dc == 0 && (3..=4).contains(&dr)) || (dr == 0 && (3..=4).contains(&dc))
}

impl Variant {
    /// Every game, in pente.org's order.
    pub const ALL: [Variant; 12] = [
        Variant::Pente,
        Variant::Keryo,
        Variant::Gomoku,
        Variant::DPente,
        Variant::GPente,
        Variant::Poof,
        Variant::Connect6,
        Variant::Boat,
        Variant::DKeryo,
        Variant::OPente,
        Variant::Swap2Pente,
        Variant::Swap2Keryo,
    ];

    /// The short key used in commands, the database and `--variant`.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Pente => "pente",
            Variant::Keryo => "keryo",
            Variant::Gomoku => "gomoku",
            Variant::DPente => "dpente",
            Variant::GPente => "gpente",
            Variant::Poof => "poof",
            Variant::Connect6 => "connect6",
            Variant::Boat => "boat",
            Variant::DKeryo => "dkeryo",
            Variant::OPente => "opente",
            Variant::Swap2Pente => "swap2pente",
            Variant::Swap2Keryo => "swap2keryo",
        }
    }

    /// pente.org's name, as in a record's `[Game "..."]` header.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Pente => "Pente",
            Variant::Keryo => "Keryo-Pente",
            Variant::Gomoku => "Gomoku",
            Variant::DPente => "D-Pente",
            Variant::GPente => "G-Pente",
            Variant::Poof => "Poof-Pente",
            Variant::Connect6 => "Connect6",
            Variant::Boat => "Boat-Pente",
            Variant::DKeryo => "DK-Pente",
            Variant::OPente => "O-Pente",
            Variant::Swap2Pente => "Swap2-Pente",
            Variant::Swap2Keryo => "Swap2-Keryo",
        }
    }

    /// pente.org's game ids: normal, speed and turn-based.
    pub const fn ids(self) -> [u32; 3] {
        match self {
            Variant::Pente => [1, 2, 51],
            Variant::Keryo => [3, 4, 53],
            Variant::Gomoku => [5, 6, 55],
            Variant::DPente => [7, 8, 57],
            Variant::GPente => [9, 10, 59],
            Variant::Poof => [11, 12, 61],
            Variant::Connect6 => [13, 14, 63],
            Variant::Boat => [15, 16, 65],
            Variant::DKeryo => [17, 18, 67],
            Variant::OPente => [25, 26, 75],
            Variant::Swap2Pente => [27, 28, 77],
            Variant::Swap2Keryo => [29, 30, 79],
        }
    }

    /// Whether a stone captures at all (not in Gomoku or Connect6).
    pub const fn captures(self) -> bool {
        !matches!(self, Variant::Gomoku | Variant::Connect6)
    }

    /// Whether a bracketed three is captured as well as a pair.
    pub const fn captures_threes(self) -> bool {
        matches!(
            self,
            Variant::Keryo | Variant::DKeryo | Variant::OPente | Variant::Swap2Keryo
        )
    }

    /// Captured stones that win; `None` where nothing is captured.
    pub const fn capture_target(self) -> Option<usize> {
        if !self.captures() {
            None
        } else if self.captures_threes() {
            Some(15)
        } else {
            Some(10)
        }
    }

    /// Whether a capture win also needs the counts to differ (the larger
    /// wins; equal counts play on): Poof-Pente and O-Pente, where a poof
    /// adds to the opponent's count.
    pub const fn capture_win_needs_more(self) -> bool {
        matches!(self, Variant::Poof | Variant::OPente)
    }

    pub const fn line_rule(self) -> LineRule {
        match self {
            Variant::Gomoku => LineRule::ExactlyFive,
            Variant::Connect6 => LineRule::SixOrMore,
            _ => LineRule::FiveOrMore,
        }
    }

    /// Whether White's first stone goes on K10.
    pub const fn first_on_center(self) -> bool {
        matches!(self.opening(), Opening::Standard)
    }

    /// Whether the tournament rule (White's second stone outside H8–M12) is
    /// in force: always in G-Pente; in Pente, Keryo, Poof, Boat and O-Pente
    /// when `wanted` (every rated game wants it; pente.org drops it for
    /// unrated games, and here an unrated challenge may); never elsewhere.
    pub const fn tournament_rule(self, wanted: bool) -> bool {
        match self {
            Variant::GPente => true,
            Variant::Pente | Variant::Keryo | Variant::Poof | Variant::Boat | Variant::OPente => {
                wanted
            }
            _ => false,
        }
    }

    /// Whether White's second stone is also kept off G-Pente's eight points.
    pub const fn gpente_points(self) -> bool {
        matches!(self, Variant::GPente)
    }

    /// Whether a placed stone can poof itself (and its neighbours) when it
    /// lands bracketed.
    pub const fn poofs(self) -> bool {
        matches!(self, Variant::Poof | Variant::OPente)
    }

    /// Whether a winning line must also be capture-proof (or survive a
    /// move): Boat-Pente and O-Pente.
    pub const fn capture_proof_lines(self) -> bool {
        matches!(self, Variant::Boat | Variant::OPente)
    }

    pub const fn opening(self) -> Opening {
        match self {
            Variant::DPente | Variant::DKeryo => Opening::DPente,
            Variant::Swap2Pente | Variant::Swap2Keryo => Opening::Swap2,
            _ => Opening::Standard,
        }
    }

    /// Whether a turn is two stones (Connect6, after White's first).
    pub const fn two_stones_a_turn(self) -> bool {
        matches!(self, Variant::Connect6)
    }

    /// The colour of stone number `ply` (0 for the first).
    pub const fn color_of_stone(self, ply: usize) -> super::Color {
        use super::Color;
        if self.two_stones_a_turn() {
            if ply == 0 || ((ply - 1) / 2) % 2 == 1 {
                Color::White
            } else {
                Color::Black
            }
        } else if ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// A few lines on how this game differs from Pente, for `/pente rules`
    /// and the README.
    pub const fn summary(self) -> &'static str {
        match self {
            Variant::Pente => "Five or more in a row, or 10 captured stones, wins. A stone that brackets exactly two of the opponent's removes them. White opens on K10; White's second stone goes outside H8–M12 (the tournament rule), in every rated game and in an unrated one unless its challenge says `tournament_rule:false`.",
            Variant::Keryo => "Pente where a bracket of exactly three stones captures too (X O O O X), and it takes 15 captured stones to win.",
            Variant::Gomoku => "No captures; exactly five in a row wins (six or more does not).",
            Variant::DPente => "Pente with a free opening: the first player places four stones (White, Black, White, Black) anywhere, then the second player chooses a colour: swap to White, or keep Black.",
            Variant::GPente => "Pente with a stricter opening: White's second stone must be outside H8–M12 and off K13, K14, K7, K6, N10, O10, G10 and F10, in every game.",
            Variant::Poof => "Pente where a stone placed into a bracket (O X P O) poofs: it and its neighbour are removed and count as captured by the opponent. 10 captures win only if the counts differ.",
            Variant::Connect6 => "No captures; after White's first stone each turn places two stones, and six or more in a row wins.",
            Variant::Boat => "Pente where a five only wins at once if none of its stones could be captured as part of a pair; otherwise it wins if it survives the opponent's next move.",
            Variant::DKeryo => "D-Pente's free opening and choice of colour, with Keryo's captures of three and 15 to win.",
            Variant::OPente => "Keryo's captures and 15 to win, poofs of pairs and threes, Boat's capture-proof lines (threes count too), and a capture win only with unequal counts.",
            Variant::Swap2Pente => "Pente with the Swap2 opening: the first player places three stones (W B W); the second swaps, keeps, or passes by placing two more (B W), leaving the choice to the first.",
            Variant::Swap2Keryo => "Keryo-Pente with the Swap2 opening.",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no game of the family.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a game I know: try one of pente, keryo, gomoku, dpente, gpente, poof, connect6, boat, dkeryo, opente, swap2pente, swap2keryo")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// A key (`keryo`) or pente.org's name (`Keryo-Pente`, also with
    /// "Speed " or "Turn-based " before it), in any case.
    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        let wanted = s.trim().to_ascii_lowercase();
        let wanted = wanted
            .strip_prefix("speed ")
            .or_else(|| wanted.strip_prefix("turn-based "))
            .unwrap_or(&wanted);
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == wanted || v.name().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownVariant(s.to_string()))
    }
}
