//! Events, pure: tournaments (Swiss, round robin, knockout) and King of the
//! Hill. Players and results go in; pairings, standings and steps come out.
//! Nothing here knows Discord, the database or the clock.

pub mod hill;
pub mod knockout;
pub mod round_robin;
pub mod standings;
pub mod swiss;
pub mod tournament;

/// A player of an event: their Discord user id.
pub type PlayerId = u64;

/// One game of a round: `black` is `None` for a bye (worth a win to
/// `white`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub white: PlayerId,
    pub black: Option<PlayerId>,
}

/// How a game of an event ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`, as pente.org and `tournament show` write it.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

/// A played (or byed) game of an event, with its result once known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub pairing: Pairing,
    pub result: Option<GameResult>,
}

impl Played {
    /// Points `player` scored in this game, in halves (a bye is a win);
    /// `None` if they were not in it or it is not over.
    pub fn halves_for(&self, player: PlayerId) -> Option<u32> {
        let Pairing { white, black } = self.pairing;
        match (black, self.result) {
            (None, _) if white == player => Some(2),
            (Some(black), Some(r)) if white == player || black == player => {
                let as_white = white == player;
                Some(match (r, as_white) {
                    (GameResult::Draw, _) => 1,
                    (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => 2,
                    _ => 0,
                })
            }
            _ => None,
        }
    }

    /// The other player, if `player` played a real game here.
    pub fn opponent_of(&self, player: PlayerId) -> Option<PlayerId> {
        let black = self.pairing.black?;
        if self.pairing.white == player {
            Some(black)
        } else if black == player {
            Some(self.pairing.white)
        } else {
            None
        }
    }
}
