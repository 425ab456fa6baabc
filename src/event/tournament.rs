//! A tournament as a whole: its players (in seeding order), its rounds so
//! far, and what comes next. The bot stores this, asks [`Tournament::next`]
//! whenever a game of the event ends (and at start-up), and does what it
//! says: wait, start a round, add the deciding games of a knockout round, or
//! announce the end. Everything it says follows from the stored state alone,
//! so a restart in the middle of a round carries on exactly.

use super::standings::{standings, Standing, TieBreaks};
use super::{knockout, round_robin, swiss, GameResult, Pairing, Played, PlayerId};
use crate::locale::Lang;
use crate::tr;

/// How the players are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Swiss { rounds: usize },
    RoundRobin { double: bool },
    Knockout,
}

impl Format {
    /// The word the commands and `tournament show` use.
    pub fn key(self) -> &'static str {
        match self {
            Format::Swiss { .. } => "swiss",
            Format::RoundRobin { .. } => "round-robin",
            Format::Knockout => "knockout",
        }
    }

    /// The format in `lang`'s words: "Swiss, 5 rounds", "round robin",
    /// "knockout" (a Swiss whose rounds are not decided yet: "Swiss").
    pub fn text(self, lang: Lang) -> String {
        match self {
            Format::Swiss { rounds: 0 } => tr!(lang, "events-format-swiss"),
            Format::Swiss { rounds } => tr!(lang, "events-format-swiss-rounds", rounds = rounds),
            Format::RoundRobin { double: false } => tr!(lang, "events-format-round-robin"),
            Format::RoundRobin { double: true } => tr!(lang, "events-format-double-round-robin"),
            Format::Knockout => tr!(lang, "events-format-knockout"),
        }
    }

    /// An English name, for the command line.
    pub fn name(self) -> String {
        match self {
            Format::Swiss { rounds } => format!("Swiss, {rounds} rounds"),
            Format::RoundRobin { double: false } => "round robin".to_string(),
            Format::RoundRobin { double: true } => "double round robin".to_string(),
            Format::Knockout => "knockout".to_string(),
        }
    }
}

/// How far a player went in a knockout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Winner,
    Final,
    SemiFinal,
    QuarterFinal,
    /// An earlier round, counted from 1.
    Round(usize),
}

impl Stage {
    /// The stage in `lang`'s words as a sentence has it: "winner",
    /// "semi-final", "round 2" (German capitalises its nouns here too).
    pub fn text(self, lang: Lang) -> String {
        match self {
            Stage::Winner => tr!(lang, "events-stage-winner"),
            Stage::Final => tr!(lang, "events-stage-final"),
            Stage::SemiFinal => tr!(lang, "events-stage-semi-final"),
            Stage::QuarterFinal => tr!(lang, "events-stage-quarter-final"),
            Stage::Round(n) => tr!(lang, "events-stage-round", round = n),
        }
    }
}

/// A player of the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entrant {
    pub id: PlayerId,
    /// Left (or removed): not paired again; past results stand.
    pub withdrawn: bool,
}

/// A running (or finished) tournament's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    pub format: Format,
    /// Best seed first: by rating when the tournament started.
    pub players: Vec<Entrant>,
    /// The rounds so far, each its games in the order they were paired
    /// (a knockout round's deciding games come after its first two).
    pub rounds: Vec<Vec<Played>>,
    /// Drawn once at the start: the colours of knockout's deciding games.
    pub lot: u64,
}

/// What the tournament needs now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// Games of the current round are still being played.
    Wait,
    /// Start a new round with these pairings (a `None` black is a bye).
    Round(Vec<Pairing>),
    /// Add these games to the current round: knockout's deciding games.
    More(Vec<Pairing>),
    /// No more rounds: the tournament is over.
    Finished,
}

impl Tournament {
    /// The players still in (not withdrawn), in seeding order.
    pub fn active(&self) -> Vec<PlayerId> {
        self.players
            .iter()
            .filter(|e| !e.withdrawn)
            .map(|e| e.id)
            .collect()
    }

    fn ids(&self) -> Vec<PlayerId> {
        self.players.iter().map(|e| e.id).collect()
    }

    fn withdrawn(&self, player: PlayerId) -> bool {
        self.players.iter().any(|e| e.id == player && e.withdrawn)
    }

    fn played(&self) -> Vec<Played> {
        self.rounds.iter().flatten().copied().collect()
    }

    /// The number of rounds the tournament will have, where it is known in
    /// advance (a knockout's depends on withdrawals and deciding games).
    pub fn planned_rounds(&self) -> Option<usize> {
        match self.format {
            Format::Swiss { rounds } => Some(rounds),
            Format::RoundRobin { double } => Some(round_robin::rounds(&self.ids(), double).len()),
            Format::Knockout => None,
        }
    }

    /// Whether every game of the current round has a result.
    fn round_done(&self) -> bool {
        self.rounds.last().is_none_or(|round| {
            round
                .iter()
                .all(|p| p.pairing.black.is_none() || p.result.is_some())
        })
    }

    /// What comes next, from the state alone.
    pub fn next(&self) -> Next {
        match self.format {
            Format::Swiss { rounds } => self.next_swiss(rounds),
            Format::RoundRobin { double } => self.next_round_robin(double),
            Format::Knockout => self.next_knockout(),
        }
    }

    fn next_swiss(&self, rounds: usize) -> Next {
        if !self.round_done() {
            return Next::Wait;
        }
        let active = self.active();
        if self.rounds.len() >= rounds || active.len() < 2 {
            return Next::Finished;
        }
        let played = self.played();
        let more_to_come = self.rounds.len() + 1 < rounds;
        Next::Round(swiss::pair_round(&active, &played, more_to_come))
    }

    /// Whether the tournament is over: [`Tournament::next`] would say
    /// `Finished`, without pairing a Swiss round to find out.
    pub fn is_finished(&self) -> bool {
        match self.format {
            Format::Swiss { rounds } => {
                self.round_done() && (self.rounds.len() >= rounds || self.active().len() < 2)
            }
            _ => self.next() == Next::Finished,
        }
    }

    fn next_round_robin(&self, double: bool) -> Next {
        if !self.round_done() {
            return Next::Wait;
        }
        // The whole schedule is fixed by the seeding at the start; a round
        // leaves out the games of withdrawn players, and whoever meets the
        // ghost of an odd field simply sits the round out (every player does
        // once, so a bye scores nothing here).
        // A scheduled round emptied by withdrawals is never stored, so the
        // rounds stored are no count of the schedule's rounds used: each
        // ordered pair (White, Black) is in the schedule once, and the round
        // that holds the last game played says where the schedule is.
        let schedule = round_robin::rounds(&self.ids(), double);
        let position = self.rounds.iter().flatten().fold(0, |reached, played| {
            schedule
                .iter()
                .position(|round| round.contains(&played.pairing))
                .map_or(reached, |i| reached.max(i + 1))
        });
        for round in schedule.into_iter().skip(position) {
            let games: Vec<Pairing> = round
                .into_iter()
                .filter(|p| {
                    p.black
                        .is_some_and(|black| !self.withdrawn(p.white) && !self.withdrawn(black))
                })
                .collect();
            if !games.is_empty() {
                return Next::Round(games);
            }
        }
        Next::Finished
    }

    fn next_knockout(&self) -> Next {
        if !self.round_done() {
            return Next::Wait;
        }
        if self.rounds.is_empty() {
            let seeded = self.active();
            if seeded.len() < 2 {
                return Next::Finished;
            }
            return Next::Round(
                knockout::first_round(&seeded)
                    .into_iter()
                    .flat_map(|(a, b)| match b {
                        Some(b) => vec![
                            Pairing {
                                white: a,
                                black: Some(b),
                            },
                            Pairing {
                                white: b,
                                black: Some(a),
                            },
                        ],
                        None => vec![Pairing {
                            white: a,
                            black: None,
                        }],
                    })
                    .collect(),
            );
        }
        let mut more = Vec::new();
        // Each place in the bracket, with who goes on from it: a place
        // nobody goes on from (its players withdrew) stays, so that the next
        // round's opponent has a walkover and later places never shift.
        let mut winners: Vec<Option<PlayerId>> = Vec::new();
        for m in self.matches() {
            match m {
                Match::Won(w) => winners.push((!self.withdrawn(w)).then_some(w)),
                Match::Nobody => winners.push(None),
                Match::Play(p) => more.push(p),
            }
        }
        if !more.is_empty() {
            return Next::More(more);
        }
        if winners.iter().flatten().count() < 2 {
            return Next::Finished;
        }
        Next::Round(
            winners
                .chunks(2)
                .flat_map(|pair| match *pair {
                    [Some(a), Some(b)] => vec![
                        Pairing {
                            white: a,
                            black: Some(b),
                        },
                        Pairing {
                            white: b,
                            black: Some(a),
                        },
                    ],
                    [Some(a)] | [Some(a), None] | [None, Some(a)] => vec![Pairing {
                        white: a,
                        black: None,
                    }],
                    // Nobody reached this place: it stays empty (no game),
                    // and the walk of the bracket in `matches` keeps it.
                    _ => Vec::new(),
                })
                .collect(),
        )
    }

    /// The knockout matches of the last round (finished), in bracket
    /// order, a place nobody reached being `Nobody`.
    fn matches(&self) -> Vec<Match> {
        let Some(round) = self.rounds.last() else {
            return Vec::new();
        };
        let index = self.rounds.len() - 1;
        knockout::last_round_slots(&self.rounds)
            .into_iter()
            .map(|slot| {
                let Some((a, b)) = slot else {
                    return Match::Nobody;
                };
                // A player who withdrew loses the match whatever its games
                // said; with a bye, or with both gone, nobody goes on.
                let Some(b) = b else {
                    return if self.withdrawn(a) {
                        Match::Nobody
                    } else {
                        Match::Won(a)
                    };
                };
                match (self.withdrawn(a), self.withdrawn(b)) {
                    (true, false) => return Match::Won(b),
                    (false, true) => return Match::Won(a),
                    (true, true) => return Match::Nobody,
                    (false, false) => {}
                }
                let results: Vec<GameResult> = round
                    .iter()
                    .filter(|p| {
                        let (w, bl) = (p.pairing.white, p.pairing.black);
                        (w == a && bl == Some(b)) || (w == b && bl == Some(a))
                    })
                    .filter_map(|p| p.result)
                    .collect();
                let lot = self.lot.rotate_left((index as u32 * 13) % 64) ^ a;
                match knockout::match_state(a, b, &results, lot) {
                    knockout::MatchState::Won(w) => Match::Won(w),
                    knockout::MatchState::Play { white, .. } => Match::Play(Pairing {
                        white,
                        black: Some(if white == a { b } else { a }),
                    }),
                }
            })
            .collect()
    }

    /// The winner, once the tournament is over: the knockout's last match
    /// winner, or the top of the standings (alone on first place).
    pub fn winner(&self) -> Option<PlayerId> {
        if !self.is_finished() {
            return None;
        }
        let table = self.standings();
        match table.as_slice() {
            [first, second, ..] if first.rank == second.rank => None,
            [first, ..] => Some(first.player),
            [] => None,
        }
    }

    /// The standings: points and the format's tie-breaks. A knockout ranks
    /// by how far each player went, then by points.
    pub fn standings(&self) -> Vec<Standing> {
        let ids = self.ids();
        let played = self.played();
        match self.format {
            Format::Swiss { .. } => standings(&ids, &played, TieBreaks::Swiss),
            Format::RoundRobin { .. } => standings(&ids, &played, TieBreaks::RoundRobin),
            Format::Knockout => {
                let mut table = standings(&ids, &played, TieBreaks::Swiss);
                let reached = |player: PlayerId| self.reached(player);
                table.sort_by_key(|s| {
                    (
                        std::cmp::Reverse(reached(s.player)),
                        std::cmp::Reverse(s.halves),
                    )
                });
                let keys: Vec<(usize, u32)> = table
                    .iter()
                    .map(|s| (reached(s.player), s.halves))
                    .collect();
                for i in 0..table.len() {
                    table[i].rank = if i > 0 && keys[i] == keys[i - 1] {
                        table[i - 1].rank
                    } else {
                        i + 1
                    };
                }
                table
            }
        }
    }
}

impl Tournament {
    /// How far `player` went in a knockout, as a number that orders it:
    /// twice the last round they were in, one more for the winner.
    fn reached(&self, player: PlayerId) -> usize {
        let mut stage = 0;
        for (i, round) in self.rounds.iter().enumerate() {
            if round
                .iter()
                .any(|p| p.pairing.white == player || p.pairing.black == Some(player))
            {
                stage = 2 * i;
            }
        }
        // The last match's winner goes one step further.
        if self.won_it(player) {
            stage += 1;
        }
        stage
    }

    /// Whether `player` won the knockout's last match, and with it the
    /// tournament.
    fn won_it(&self, player: PlayerId) -> bool {
        self.is_finished() && self.matches().contains(&Match::Won(player))
    }

    /// How far `player` went in a knockout: the winner, or the last round
    /// they played in (or are playing in), named as the bracket's final,
    /// semi-final or quarter-final where it is one; `None` in other formats.
    pub fn knockout_stage(&self, player: PlayerId) -> Option<Stage> {
        if self.format != Format::Knockout {
            return None;
        }
        if self.won_it(player) {
            return Some(Stage::Winner);
        }
        let last = self.rounds.iter().rposition(|round| {
            round
                .iter()
                .any(|p| p.pairing.white == player || p.pairing.black == Some(player))
        })?;
        // The bracket's rounds, as the seeding made it (withdrawals leave
        // walkovers, not a smaller bracket).
        let bracket = self
            .players
            .len()
            .max(2)
            .next_power_of_two()
            .trailing_zeros() as usize;
        Some(match bracket.saturating_sub(last) {
            1 => Stage::Final,
            2 => Stage::SemiFinal,
            3 => Stage::QuarterFinal,
            _ => Stage::Round(last + 1),
        })
    }
}

/// A knockout match after its games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Match {
    Won(PlayerId),
    Play(Pairing),
    /// Both players (or the one with a bye) withdrew, or nobody reached
    /// this place of the bracket.
    Nobody,
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
