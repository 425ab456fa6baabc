//! Move clocks as plain data: every game has a fixed time for each move (as
//! pente.org's turn-based games have days per move), a reminder when a quarter
//! of it is left, and a deadline. Nothing here sleeps: the bot's timer asks
//! [`Table::next_event`] when to wake and [`Table::due`] what to do then.

use super::vacation::{weekend_deadline, weekend_start, Weekend};
use super::Table;
use crate::game::Color;
use std::time::{Duration, SystemTime};

/// The clock of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    /// The time allowed for each move.
    pub move_time: Duration,
    /// When the player to move must have played. `None` while nobody's
    /// clock runs: the game is over, or the computer is thinking.
    pub deadline: Option<SystemTime>,
    /// Whether the player to move was already reminded this move.
    pub reminded: bool,
    /// Each player's weekend days in this game, White's then Black's: UTC
    /// days of the week that don't count against their clock (issue 36;
    /// none where vacation doesn't apply). Not stored with the game: the
    /// bot reads them with it.
    pub weekends: [Weekend; 2],
}

impl Clock {
    /// A stopped clock with this much time a move.
    pub fn new(move_time: Duration) -> Clock {
        Clock {
            move_time,
            deadline: None,
            reminded: false,
            weekends: [Weekend::NONE; 2],
        }
    }

    /// The weekend days of the player with `color`.
    pub fn weekend_of(&self, color: Color) -> Weekend {
        self.weekends[color as usize]
    }

    /// A new move begins (in Connect6, a new turn: its second stone is
    /// on the same clock): the full time again, not counting the player's
    /// weekend days, and a reminder to come.
    pub fn start_move(&mut self, now: SystemTime, weekend: Weekend) {
        self.deadline = Some(weekend_deadline(now, self.move_time, weekend));
        self.reminded = false;
    }

    pub fn stop(&mut self) {
        self.deadline = None;
        self.reminded = false;
    }

    /// When the player to move is reminded: with a quarter of the time left
    /// (their `weekend` days not counted).
    pub fn reminder_at(&self, weekend: Weekend) -> Option<SystemTime> {
        if self.reminded {
            return None;
        }
        self.deadline
            .map(|d| weekend_start(d, self.move_time / 4, weekend))
    }

    /// Whether the time for this move has run out at `now`.
    pub fn is_up(&self, now: SystemTime) -> bool {
        self.deadline.is_some_and(|d| now >= d)
    }
}

/// What a channel's clock asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// An open challenge nobody answered in time.
    ExpireChallenge,
    /// A quarter of the move's time is left: remind the player to move.
    Remind,
    /// The player to move ran out of time.
    Timeout,
    /// The engine owes a move: due at once, so that a game whose turn is
    /// the bot's is resumed (after a restart, a failed search or a failed
    /// save) without anyone asking.
    EngineMove,
}

impl Table {
    /// The next thing the clock will ask for, and when.
    pub fn next_event(&self) -> Option<(SystemTime, Event)> {
        match self {
            Table::Challenge(c) => Some((c.expires_at, Event::ExpireChallenge)),
            Table::Match(m) if m.is_over() => None,
            Table::Match(m) if m.computer_to_move() => {
                Some((SystemTime::UNIX_EPOCH, Event::EngineMove))
            }
            Table::Match(m) => {
                let deadline = m.clock.deadline?;
                match m.clock.reminder_at(m.clock.weekend_of(m.game.placer())) {
                    Some(at) => Some((at, Event::Remind)),
                    None => Some((deadline, Event::Timeout)),
                }
            }
        }
    }

    /// What is due at `now`, if anything. A reminder whose moment has passed
    /// together with the deadline (the bot was down meanwhile) is skipped:
    /// the player is past helping.
    pub fn due(&self, now: SystemTime) -> Option<Event> {
        if let Table::Match(m) = self {
            if !m.is_over() && m.clock.is_up(now) {
                return Some(Event::Timeout);
            }
        }
        self.next_event()
            .filter(|&(at, _)| at <= now)
            .map(|(_, event)| event)
    }
}

/// Discord's timestamp markup, shown to each reader in their own time zone:
/// `<t:1700000000:R>` reads "in 3 hours".
pub fn relative_time(at: SystemTime) -> String {
    let secs = at
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    format!("<t:{secs}:R>")
}

/// "5m", "1h", "1d", "90s": a whole number and a unit (s, m, h, d).
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().ok()?;
    let seconds = match unit.trim() {
        "s" => n,
        "m" => n.checked_mul(60)?,
        "h" => n.checked_mul(3600)?,
        "d" => n.checked_mul(86_400)?,
        _ => return None,
    };
    Some(Duration::from_secs(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Match, Player};

    const MINUTE: Duration = Duration::from_secs(60);

    fn game(move_time: Duration) -> Match {
        Match::new(1, Player::new(1, "alice"), Player::new(2, "bob"), move_time)
    }

    #[test]
    fn durations_read_like_the_config() {
        assert_eq!(parse_duration("5m"), Some(5 * MINUTE));
        assert_eq!(parse_duration(" 1d "), Some(Duration::from_secs(86_400)));
        assert_eq!(parse_duration("90s"), Some(Duration::from_secs(90)));
        assert_eq!(parse_duration("3 h"), Some(Duration::from_secs(3 * 3600)));
        for bad in ["", "d", "5", "5w", "-5m", "1.5h", "99999999999999999999d"] {
            assert_eq!(parse_duration(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_move_is_reminded_once_then_timed_out() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = game(4 * MINUTE);
        m.start_clock(t0);
        let table = Table::Match(m.clone());
        assert_eq!(table.next_event(), Some((t0 + 3 * MINUTE, Event::Remind)));
        assert_eq!(table.due(t0 + 2 * MINUTE), None);
        assert_eq!(table.due(t0 + 3 * MINUTE), Some(Event::Remind));
        m.clock.reminded = true;
        let table = Table::Match(m.clone());
        assert_eq!(table.next_event(), Some((t0 + 4 * MINUTE, Event::Timeout)));
        assert_eq!(table.due(t0 + 3 * MINUTE), None, "reminded once");
        assert_eq!(table.due(t0 + 4 * MINUTE), Some(Event::Timeout));
    }

    #[test]
    fn a_deadline_passed_while_away_times_out_without_a_reminder() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = game(MINUTE);
        m.start_clock(t0);
        assert_eq!(Table::Match(m).due(t0 + 10 * MINUTE), Some(Event::Timeout));
    }

    #[test]
    fn a_connect6_turn_of_two_stones_has_one_clock_and_one_reminder() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = game(4 * MINUTE);
        m.game = crate::game::Game::of(crate::game::Variant::Connect6, true);
        m.start_clock(t0);
        m.play(1, "K10", t0).unwrap();
        let turn = t0 + 4 * MINUTE;
        assert_eq!(m.clock.deadline, Some(turn), "Black's turn begins");
        assert_eq!(
            Table::Match(m.clone()).due(t0 + 3 * MINUTE),
            Some(Event::Remind)
        );
        m.remind(crate::locale::Lang::ENGLISH);
        let t1 = t0 + 3 * MINUTE + Duration::from_secs(10);
        m.play(2, "L9", t1).unwrap();
        assert_eq!(
            m.clock.deadline,
            Some(turn),
            "the turn's second stone is due as the first"
        );
        assert!(m.clock.reminded, "one reminder a turn");
        let table = Table::Match(m.clone());
        assert_eq!(table.next_event(), Some((turn, Event::Timeout)));
        assert_eq!(table.due(turn), Some(Event::Timeout));
        let t2 = t1 + Duration::from_secs(10);
        m.play(2, "L11", t2).unwrap();
        assert_eq!(m.clock.deadline, Some(t2 + 4 * MINUTE), "White's turn");
        assert!(!m.clock.reminded);
        m.play(1, "M10", t2).unwrap();
        let late = t2 + 4 * MINUTE;
        assert_eq!(
            m.play(1, "M11", late),
            Err(crate::session::TurnError::OutOfTime)
        );
    }

    #[test]
    fn a_move_restarts_the_clock_and_an_end_stops_it() {
        let t0 = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        let mut m = game(MINUTE);
        m.start_clock(t0);
        m.clock.reminded = true;
        let t1 = t0 + Duration::from_secs(30);
        m.play(1, "K10", t1).unwrap();
        assert_eq!(m.clock.deadline, Some(t1 + MINUTE));
        assert!(!m.clock.reminded, "a new move, a new reminder");
        m.resign(2).unwrap();
        assert_eq!(Table::Match(m).next_event(), None);
    }
}
