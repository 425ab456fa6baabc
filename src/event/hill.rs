//! King of the Hill, pente.org's ladder: players stand on steps, the King
//! alone on the top one. A member may challenge anyone on their own step or
//! the step above; the winner moves up a step if the loser stood on the
//! same step or higher, and the loser down one (never below the bottom); a
//! draw changes nothing. Only a win over the King takes the top step.

use super::PlayerId;

/// The hill, top step first: `steps[0]` holds the King (if any).
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
    #[error("you may challenge players on your own step or the step above only")]
    TooHigh,
}

impl Hill {
    /// The step `player` stands on (0 is the top), if on the hill.
    pub fn step_of(&self, player: PlayerId) -> Option<usize> {
        self.steps.iter().position(|s| s.contains(&player))
    }

    pub fn king(&self) -> Option<PlayerId> {
        self.steps.first().and_then(|s| s.first()).copied()
    }

    /// Puts `player` on the bottom step (a new step when the hill has only
    /// the King's).
    pub fn join(&mut self, player: PlayerId) -> Result<(), HillError> {
        if self.step_of(player).is_some() {
            return Err(HillError::AlreadyOn);
        }
        if self.steps.len() < 2 {
            if self.steps.is_empty() {
                // The first member is King.
                self.steps.push(vec![player]);
                return Ok(());
            }
            self.steps.push(Vec::new());
        }
        self.steps.last_mut().expect("two steps").push(player);
        Ok(())
    }

    pub fn leave(&mut self, player: PlayerId) -> Result<(), HillError> {
        let step = self.step_of(player).ok_or(HillError::NotOn)?;
        self.steps[step].retain(|&p| p != player);
        self.tidy();
        Ok(())
    }

    /// Whether `challenger` may challenge `opponent`.
    pub fn may_challenge(&self, challenger: PlayerId, opponent: PlayerId) -> Result<(), HillError> {
        let mine = self.step_of(challenger).ok_or(HillError::NotOn)?;
        let theirs = self.step_of(opponent).ok_or(HillError::OpponentNotOn)?;
        if theirs == mine || theirs + 1 == mine {
            Ok(())
        } else {
            Err(HillError::TooHigh)
        }
    }

    /// A hill game ended with `winner` beating `loser` (a draw changes
    /// nothing and is not recorded). Returns whether the King changed.
    pub fn record(&mut self, winner: PlayerId, loser: PlayerId) -> bool {
        let (Some(w), Some(l)) = (self.step_of(winner), self.step_of(loser)) else {
            return false;
        };
        let king = self.king();
        // The loser steps down (a new bottom step if needed).
        if l + 1 >= self.steps.len() {
            self.steps.push(Vec::new());
        }
        self.steps[l].retain(|&p| p != loser);
        self.steps[l + 1].push(loser);
        if l <= w {
            let up = w.saturating_sub(1);
            // Only the King's loss frees the top step.
            let target = if up == 0 && !self.steps[0].is_empty() {
                w
            } else {
                up
            };
            if target != w {
                self.steps[w].retain(|&p| p != winner);
                self.steps[target].push(winner);
            }
        }
        self.tidy();
        self.king() != king
    }

    /// A member idle long enough drops a step (never below the bottom).
    pub fn drop_step(&mut self, player: PlayerId) {
        let Some(step) = self.step_of(player) else {
            return;
        };
        if step + 1 < self.steps.len() {
            self.steps[step].retain(|&p| p != player);
            self.steps[step + 1].push(player);
            self.tidy();
        }
    }

    /// Empty steps between others go; the top step stays the King's.
    fn tidy(&mut self) {
        let king_step = self.steps.first().cloned();
        self.steps.retain(|s| !s.is_empty());
        if king_step.is_some_and(|s| s.is_empty()) {
            // No King: the first of the next step takes the top alone.
            if let Some(first) = self.steps.first_mut() {
                if first.len() > 1 {
                    let king = first.remove(0);
                    self.steps.insert(0, vec![king]);
                }
            }
        }
    }
}

/// How often an idle member drops again, after the first drop.
pub const DROP_EVERY: std::time::Duration = std::time::Duration::from_secs(30 * 86_400);

/// Whether a member drops a step now: no hill game for `idle_after` since
/// `last_game` (their last hill game, or joining), and then once every
/// [`DROP_EVERY`] after their last drop.
pub fn due_to_drop(
    last_game: std::time::SystemTime,
    dropped: Option<std::time::SystemTime>,
    now: std::time::SystemTime,
    idle_after: std::time::Duration,
) -> bool {
    match dropped {
        Some(at) if at >= last_game => at + DROP_EVERY <= now,
        _ => last_game + idle_after <= now,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_idle_member_drops_after_the_idle_days_then_once_a_month() {
        use std::time::{Duration, SystemTime};
        let day = Duration::from_secs(86_400);
        let joined = SystemTime::UNIX_EPOCH + 1000 * day;
        let idle = 30 * day;
        assert!(!due_to_drop(joined, None, joined + 29 * day, idle));
        assert!(due_to_drop(joined, None, joined + 30 * day, idle));
        let dropped = joined + 30 * day;
        assert!(!due_to_drop(
            joined,
            Some(dropped),
            dropped + 29 * day,
            idle
        ));
        assert!(due_to_drop(joined, Some(dropped), dropped + 30 * day, idle));
        // A hill game since the drop starts the idle days again.
        let played = dropped + 5 * day;
        assert!(!due_to_drop(played, Some(dropped), played + 29 * day, idle));
        assert!(due_to_drop(played, Some(dropped), played + 30 * day, idle));
    }

    #[test]
    fn steps_move_after_wins_losses_and_draws_and_a_new_king_is_crowned() {
        let mut hill = Hill::default();
        for p in [1, 2, 3, 4] {
            hill.join(p).unwrap();
        }
        assert_eq!(hill.join(3), Err(HillError::AlreadyOn));
        assert_eq!(hill.steps, vec![vec![1], vec![2, 3, 4]]);
        assert_eq!(hill.king(), Some(1));
        // 2 beats 3 on the same step: 3 goes down, 2 cannot take the top
        // without beating the King.
        assert!(!hill.record(2, 3));
        assert_eq!(hill.steps, vec![vec![1], vec![2, 4], vec![3]]);
        // 3 may challenge the step above (2 or 4), not the King.
        assert!(hill.may_challenge(3, 4).is_ok());
        assert_eq!(hill.may_challenge(3, 1), Err(HillError::TooHigh));
        // 3 beats 4 (a step above): 3 up, 4 down.
        hill.record(3, 4);
        assert_eq!(hill.steps, vec![vec![1], vec![2, 3], vec![4]]);
        // 2 beats the King: a new King.
        assert!(hill.record(2, 1));
        assert_eq!(hill.king(), Some(2));
        assert_eq!(hill.steps, vec![vec![2], vec![3, 1], vec![4]]);
        // A win over someone below does not lift the winner.
        hill.record(2, 4);
        assert_eq!(hill.king(), Some(2));
        assert_eq!(hill.step_of(4), Some(2), "never below the bottom");
        hill.drop_step(3);
        assert_eq!(hill.step_of(3), Some(2));
        hill.leave(3).unwrap();
        assert_eq!(hill.leave(3), Err(HillError::NotOn));
    }
}
