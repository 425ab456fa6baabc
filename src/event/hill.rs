//! King of the Hill, with pente.org's rules (its `kingOfTheHill/Hill.java`
//! and the help of its `stairs.jsp`): players stand on steps. Everyone joins
//! on the bottom step, so the first members share one step, and the King is
//! whoever stands alone on the top step (nobody, while it is shared). A rated
//! hill game won moves the winner up one step (onto a new top step if they
//! stood on the top one) and the loser down one, unless already on the
//! bottom step, whatever steps the two stood on; a step left empty
//! disappears; a draw changes nothing. A member may challenge anyone within
//! [`REACH`] steps, above or below, and leaves the hill after
//! [`IDLE_DAYS`] days without a hill game.

use super::PlayerId;
use crate::locale::Lang;
use crate::tr;
use std::time::{Duration, SystemTime};

/// How many steps above or below a member may challenge.
pub const REACH: usize = 2;

/// Days without a hill game after which a member leaves the hill.
pub const IDLE_DAYS: u32 = 31;

/// The hill, top step first: `steps[0]` is the top step, the last one the
/// bottom step. No step is empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hill {
    pub steps: Vec<Vec<PlayerId>>,
}

/// Why a hill move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HillError {
    #[error("you are already on the hill")]
    AlreadyOn,
    #[error("you are not on the hill: join with `/pente hill join`")]
    NotOn,
    #[error("that player is not on the hill")]
    OpponentNotOn,
    #[error("you may challenge players up to two steps above or below yours only")]
    TooFar,
}

impl HillError {
    /// Why, in `lang`'s words (in lower case: it follows "Not a hill game:").
    pub fn text(&self, lang: Lang) -> String {
        match self {
            HillError::AlreadyOn => tr!(lang, "hill-error-already-on"),
            HillError::NotOn => tr!(lang, "hill-error-not-on"),
            HillError::OpponentNotOn => tr!(lang, "hill-error-opponent-not-on"),
            HillError::TooFar => tr!(lang, "hill-error-too-far"),
        }
    }
}

impl Hill {
    /// The step `player` stands on (0 is the top), if on the hill.
    pub fn step_of(&self, player: PlayerId) -> Option<usize> {
        self.steps.iter().position(|s| s.contains(&player))
    }

    /// The member alone on the top step, if one is.
    pub fn king(&self) -> Option<PlayerId> {
        match self.steps.first().map(Vec::as_slice) {
            Some(&[king]) => Some(king),
            _ => None,
        }
    }

    /// Whether `step` is the bottom step.
    pub fn is_bottom(&self, step: usize) -> bool {
        step + 1 == self.steps.len()
    }

    /// Puts `player` on the bottom step (the first step of an empty hill).
    pub fn join(&mut self, player: PlayerId) -> Result<(), HillError> {
        if self.step_of(player).is_some() {
            return Err(HillError::AlreadyOn);
        }
        match self.steps.last_mut() {
            Some(bottom) => bottom.push(player),
            None => self.steps.push(vec![player]),
        }
        Ok(())
    }

    /// Takes `player` off the hill; their step goes if it is left empty.
    pub fn leave(&mut self, player: PlayerId) -> Result<(), HillError> {
        let step = self.step_of(player).ok_or(HillError::NotOn)?;
        self.steps[step].retain(|&p| p != player);
        self.close_up();
        Ok(())
    }

    /// Whether `challenger` may challenge `opponent`: both on the hill, at
    /// most [`REACH`] steps apart.
    pub fn may_challenge(&self, challenger: PlayerId, opponent: PlayerId) -> Result<(), HillError> {
        let mine = self.step_of(challenger).ok_or(HillError::NotOn)?;
        let theirs = self.step_of(opponent).ok_or(HillError::OpponentNotOn)?;
        if mine.abs_diff(theirs) <= REACH {
            Ok(())
        } else {
            Err(HillError::TooFar)
        }
    }

    /// A hill game ended with `winner` beating `loser` (a draw changes
    /// nothing). The loser steps down unless on the bottom step; the winner
    /// steps up, onto a new top step from the top one. A player who left the
    /// hill meanwhile stays off it, and the other still moves.
    pub fn record(&mut self, winner: PlayerId, loser: PlayerId) {
        if let Some(l) = self.step_of(loser) {
            if !self.is_bottom(l) {
                self.steps[l].retain(|&p| p != loser);
                self.steps[l + 1].push(loser);
            }
        }
        if let Some(w) = self.step_of(winner) {
            self.steps[w].retain(|&p| p != winner);
            if w == 0 {
                self.steps.insert(0, vec![winner]);
            } else {
                self.steps[w - 1].push(winner);
            }
        }
        self.close_up();
    }

    /// Empty steps disappear.
    fn close_up(&mut self) {
        self.steps.retain(|s| !s.is_empty());
    }
}

/// Whether a member whose last hill game (or joining) was at `last_game`
/// has been idle for `idle_after` at `now`, and so leaves the hill.
pub fn is_idle(last_game: SystemTime, now: SystemTime, idle_after: Duration) -> bool {
    last_game + idle_after <= now
}

/// The latest last game of a member idle at `now` (see [`is_idle`]): the
/// store's filter.
pub fn idle_cutoff(now: SystemTime, idle_after: Duration) -> SystemTime {
    now.checked_sub(idle_after)
        .unwrap_or(SystemTime::UNIX_EPOCH)
        .max(SystemTime::UNIX_EPOCH)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;

    /// Review 37 #4: a refusal reaches the player in their language.
    #[test]
    fn every_refusal_is_said_in_every_language() {
        let all = [
            HillError::AlreadyOn,
            HillError::NotOn,
            HillError::OpponentNotOn,
            HillError::TooFar,
        ];
        for e in &all {
            assert_eq!(e.text(Lang::ENGLISH), e.to_string());
            for lang in Lang::all().skip(1) {
                assert_ne!(e.text(lang), e.to_string(), "{} {e:?}", lang.code());
            }
        }
    }

    fn hill(steps: &[&[PlayerId]]) -> Hill {
        Hill {
            steps: steps.iter().map(|s| s.to_vec()).collect(),
        }
    }

    #[test]
    fn everyone_joins_on_the_bottom_step_and_the_first_members_share_it() {
        let mut h = Hill::default();
        h.join(1).unwrap();
        assert_eq!(h, hill(&[&[1]]));
        assert_eq!(h.king(), Some(1), "alone on the top step");
        h.join(2).unwrap();
        h.join(3).unwrap();
        assert_eq!(h, hill(&[&[1, 2, 3]]));
        assert_eq!(h.king(), None, "nobody is King on a shared top step");
        assert_eq!(h.join(3), Err(HillError::AlreadyOn));
        // On a hill of several steps, a newcomer joins the bottom one.
        let mut h = hill(&[&[1], &[2], &[3, 4]]);
        h.join(5).unwrap();
        assert_eq!(h, hill(&[&[1], &[2], &[3, 4, 5]]));
    }

    #[test]
    fn the_king_is_whoever_stands_alone_on_the_top_step() {
        assert_eq!(Hill::default().king(), None);
        assert_eq!(hill(&[&[7], &[1, 2]]).king(), Some(7));
        assert_eq!(hill(&[&[7, 8], &[1]]).king(), None);
    }

    #[test]
    fn a_win_on_the_shared_top_step_makes_a_new_top_step_and_a_king() {
        let mut h = hill(&[&[1, 2, 3]]);
        h.record(2, 1);
        // The loser stands on the bottom step already: it stays.
        assert_eq!(h, hill(&[&[2], &[1, 3]]));
        assert_eq!(h.king(), Some(2));
    }

    #[test]
    fn the_winner_climbs_and_the_loser_drops_whatever_steps_they_stood_on() {
        // The winner stood above the loser: both still move.
        let mut h = hill(&[&[1], &[2, 3], &[4, 5]]);
        h.record(2, 4);
        assert_eq!(h, hill(&[&[1, 2], &[3], &[4, 5]]), "4 is on the bottom");
        // The winner stood below the loser: the two emptied steps go.
        let mut h = hill(&[&[1], &[2], &[3], &[4]]);
        h.record(4, 2);
        assert_eq!(h, hill(&[&[1], &[3, 2, 4]]));
        // Level: the winner goes up, the loser down.
        let mut h = hill(&[&[1], &[2, 3], &[4]]);
        h.record(3, 2);
        assert_eq!(h, hill(&[&[1, 3], &[4, 2]]));
        assert_eq!(h.king(), None, "3 shares the top step with the King");
    }

    #[test]
    fn the_king_who_wins_stays_king_and_the_king_who_loses_steps_down() {
        // The King beats the one below: a new top step, the old one gone.
        let mut h = hill(&[&[1], &[2]]);
        h.record(1, 2);
        assert_eq!(
            h,
            hill(&[&[1], &[2]]),
            "two players on two steps: no change"
        );
        let mut h = hill(&[&[1], &[2], &[3]]);
        h.record(1, 2);
        assert_eq!(h, hill(&[&[1], &[3, 2]]));
        // The King loses to the one below: they swap.
        let mut h = hill(&[&[1], &[2], &[3]]);
        h.record(2, 1);
        assert_eq!(h, hill(&[&[2], &[1], &[3]]));
        assert_eq!(h.king(), Some(2));
        // The King loses to someone two steps below: the King drops one,
        // the winner climbs one, the emptied steps go: one shared step.
        let mut h = hill(&[&[1], &[2], &[3]]);
        h.record(3, 1);
        assert_eq!(h, hill(&[&[2, 1, 3]]));
        assert_eq!(h.king(), None);
    }

    #[test]
    fn a_player_who_left_does_not_come_back_and_the_other_still_moves() {
        let mut h = hill(&[&[1], &[2], &[3]]);
        h.record(2, 9);
        assert_eq!(h, hill(&[&[1, 2], &[3]]));
        let mut h = hill(&[&[1], &[2], &[3]]);
        h.record(9, 2);
        assert_eq!(h, hill(&[&[1], &[3, 2]]));
    }

    #[test]
    fn leaving_empties_no_step() {
        let mut h = hill(&[&[1], &[2], &[3, 4]]);
        h.leave(2).unwrap();
        assert_eq!(h, hill(&[&[1], &[3, 4]]));
        h.leave(1).unwrap();
        assert_eq!(h, hill(&[&[3, 4]]));
        assert_eq!(h.king(), None);
        assert_eq!(h.leave(1), Err(HillError::NotOn));
    }

    #[test]
    fn a_member_may_challenge_anyone_within_two_steps_above_or_below() {
        let h = hill(&[&[1], &[2], &[3], &[4], &[5, 6]]);
        assert_eq!(h.may_challenge(3, 1), Ok(()));
        assert_eq!(h.may_challenge(3, 5), Ok(()));
        assert_eq!(h.may_challenge(5, 6), Ok(()));
        assert_eq!(h.may_challenge(4, 2), Ok(()));
        assert_eq!(h.may_challenge(4, 1), Err(HillError::TooFar));
        assert_eq!(h.may_challenge(1, 4), Err(HillError::TooFar));
        assert_eq!(h.may_challenge(9, 1), Err(HillError::NotOn));
        assert_eq!(h.may_challenge(1, 9), Err(HillError::OpponentNotOn));
    }

    #[test]
    fn a_member_with_no_hill_game_for_31_days_is_idle() {
        let day = Duration::from_secs(86_400);
        let idle_after = day * IDLE_DAYS;
        let played = SystemTime::UNIX_EPOCH + 1000 * day;
        assert!(!is_idle(
            played,
            played + 31 * day - Duration::from_secs(1),
            idle_after
        ));
        assert!(is_idle(played, played + 31 * day, idle_after));
        let now = played + 40 * day;
        let cutoff = idle_cutoff(now, idle_after);
        assert!(is_idle(cutoff, now, idle_after));
        assert!(!is_idle(cutoff + Duration::from_millis(1), now, idle_after));
        assert_eq!(
            idle_cutoff(SystemTime::UNIX_EPOCH, idle_after),
            SystemTime::UNIX_EPOCH
        );
    }
}
