//! Standings: points (a win 1, a draw ½, a bye 1) and the tie-breaks that
//! order players on equal points. Kept in halves, so that sums are exact.

use super::{Played, PlayerId};
use std::collections::HashMap;

/// Which tie-breaks order equal points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreaks {
    /// Buchholz cut-1, Sonneborn–Berger, direct encounter, wins.
    Swiss,
    /// Sonneborn–Berger, direct encounter, wins.
    RoundRobin,
}

/// One player's line of the standings. Points and tie-break sums are in
/// halves of a point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub rank: usize,
    pub player: PlayerId,
    pub halves: u32,
    /// The opponents' points, less the lowest (byes left out).
    pub buchholz_cut1_halves: u32,
    /// The points of the opponents beaten, and half of those drawn, in
    /// quarters of a point (halves of halves).
    pub sonneborn_berger_quarters: u32,
    pub wins: u32,
    pub games: u32,
}

impl Standing {
    pub fn points(&self) -> f64 {
        f64::from(self.halves) / 2.0
    }
    pub fn buchholz_cut1(&self) -> f64 {
        f64::from(self.buchholz_cut1_halves) / 2.0
    }
    pub fn sonneborn_berger(&self) -> f64 {
        f64::from(self.sonneborn_berger_quarters) / 4.0
    }
}

/// The standings of `players` after the finished games of `played` (games
/// without a result are left out), best first. Players on equal points
/// and equal tie-breaks share a rank.
pub fn standings(players: &[PlayerId], played: &[Played], breaks: TieBreaks) -> Vec<Standing> {
    let finished: Vec<&Played> = played
        .iter()
        .filter(|p| p.pairing.black.is_none() || p.result.is_some())
        .collect();
    let halves_of =
        |player: PlayerId| -> u32 { finished.iter().filter_map(|p| p.halves_for(player)).sum() };
    let points: HashMap<PlayerId, u32> = players.iter().map(|&p| (p, halves_of(p))).collect();
    let mut lines: Vec<Standing> = players
        .iter()
        .map(|&player| {
            let mut opponents = Vec::new();
            let (mut sb, mut wins, mut games) = (0, 0, 0);
            for game in &finished {
                let Some(scored) = game.halves_for(player) else {
                    continue;
                };
                games += 1;
                if scored == 2 {
                    wins += 1;
                }
                if let Some(o) = game.opponent_of(player) {
                    let theirs = points.get(&o).copied().unwrap_or(0);
                    opponents.push(theirs);
                    sb += scored * theirs;
                }
            }
            opponents.sort_unstable();
            let cut1: u32 = opponents.iter().skip(1).sum();
            Standing {
                rank: 0,
                player,
                halves: points[&player],
                buchholz_cut1_halves: cut1,
                sonneborn_berger_quarters: sb,
                wins,
                games,
            }
        })
        .collect();
    let key = |s: &Standing| match breaks {
        TieBreaks::Swiss => (
            s.halves,
            s.buchholz_cut1_halves,
            s.sonneborn_berger_quarters,
        ),
        TieBreaks::RoundRobin => (s.halves, s.sonneborn_berger_quarters, 0),
    };
    // Direct encounter: among the players level on everything before it,
    // the points each scored against the others of that group.
    let mut direct: HashMap<PlayerId, u32> = HashMap::new();
    for line in &lines {
        let group: Vec<PlayerId> = lines
            .iter()
            .filter(|o| key(o) == key(line))
            .map(|o| o.player)
            .collect();
        let scored = finished
            .iter()
            .filter(|g| {
                g.opponent_of(line.player)
                    .is_some_and(|o| group.contains(&o))
            })
            .filter_map(|g| g.halves_for(line.player))
            .sum();
        direct.insert(line.player, scored);
    }
    let full = |s: &Standing| (key(s), direct[&s.player], s.wins);
    lines.sort_by_key(|s| std::cmp::Reverse(full(s)));
    // Shared ranks for lines that nothing tells apart.
    for i in 0..lines.len() {
        let tied = i > 0 && full(&lines[i]) == full(&lines[i - 1]);
        lines[i].rank = if tied { lines[i - 1].rank } else { i + 1 };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::super::{GameResult, Pairing};
    use super::*;
    use GameResult::*;

    fn game(white: PlayerId, black: PlayerId, result: GameResult) -> Played {
        Played {
            pairing: Pairing {
                white,
                black: Some(black),
            },
            result: Some(result),
        }
    }

    fn bye(player: PlayerId) -> Played {
        Played {
            pairing: Pairing {
                white: player,
                black: None,
            },
            result: None,
        }
    }

    /// A 5-player Swiss of three rounds, computed by hand:
    /// R1: 1–2 1-0, 3–4 ½, 5 bye. R2: 5–1 0-1, 4–2 0-1, 3 bye.
    /// R3: 1–3 ½, 2–5 1-0, 4 bye.
    /// Points: 1: 2½, 2: 2, 3: 2, 4: 1½, 5: 1.
    #[test]
    fn swiss_points_and_tie_breaks_by_hand() {
        let played = [
            game(1, 2, WhiteWins),
            game(3, 4, Draw),
            bye(5),
            game(5, 1, BlackWins),
            game(4, 2, BlackWins),
            bye(3),
            game(1, 3, Draw),
            game(2, 5, WhiteWins),
            bye(4),
        ];
        let table = standings(&[1, 2, 3, 4, 5], &played, TieBreaks::Swiss);
        let line = |p: PlayerId| table.iter().find(|s| s.player == p).unwrap().clone();
        assert_eq!(table[0].player, 1);
        assert_eq!(line(1).points(), 2.5);
        // 1 met 2 (2), 5 (1), 3 (2): Buchholz cut-1 drops the 1: 4.
        assert_eq!(line(1).buchholz_cut1(), 4.0);
        // Beat 2 (2) and 5 (1), drew 3 (2): SB = 2 + 1 + 1 = 4.
        assert_eq!(line(1).sonneborn_berger(), 4.0);
        // 2 met 1 (2½), 4 (1½), 5 (1): cut-1 = 4; SB = beat 4 and 5: 2½.
        assert_eq!(line(2).buchholz_cut1(), 4.0);
        assert_eq!(line(2).sonneborn_berger(), 2.5);
        // 3 met 4 (1½), 1 (2½): cut-1 = 2½; SB = ½·1½ + ½·2½ = 2.
        assert_eq!(line(3).buchholz_cut1(), 2.5);
        assert_eq!(line(3).sonneborn_berger(), 2.0);
        assert_eq!(
            table.iter().map(|s| s.player).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5],
            "2 and 3 on 2 points: 2's Buchholz is higher"
        );
        assert_eq!(line(5).wins, 1, "the bye counts as a win");
        assert_eq!(
            table.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5]
        );
    }

    #[test]
    fn a_cycle_nothing_breaks_shares_the_rank_and_points_come_first() {
        // A cycle: 1 beats 2, 2 beats 3, 3 beats 1: all on 1 point, the same
        // SB; no direct game breaks a three-way cycle, nor wins: shared.
        let cycle = [
            game(1, 2, WhiteWins),
            game(2, 3, WhiteWins),
            game(3, 1, WhiteWins),
        ];
        let table = standings(&[1, 2, 3], &cycle, TieBreaks::RoundRobin);
        assert!(
            table.iter().all(|s| s.halves == 2 && s.rank == 1),
            "{table:?}"
        );
        let played = [
            game(1, 2, Draw),
            game(1, 3, WhiteWins),
            game(2, 3, WhiteWins),
        ];
        let table = standings(&[1, 2, 3], &played, TieBreaks::RoundRobin);
        assert_eq!(table[0].points(), 1.5);
        assert_eq!(table[2].player, 3);
    }

    #[test]
    fn unfinished_games_do_not_count() {
        let mut g = game(1, 2, WhiteWins);
        g.result = None;
        let table = standings(&[1, 2], &[g], TieBreaks::Swiss);
        assert!(table.iter().all(|s| s.halves == 0 && s.games == 0));
    }
}
