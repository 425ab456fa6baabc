//! pente.org's floating vacation days and weekend days, as plain data.
//!
//! Each player has some vacation time a year in each server, used by itself:
//! when a game of theirs is about to be lost on time, an hour is taken and
//! the game's deadline moves an hour on; every other game of theirs due
//! within that hour is extended by it too without another hour taken (the
//! time "paid for", as pente.org's `newTimeout` does). Weekend days (UTC
//! days of the week a player names) never count against their clock in
//! turn-based games: a move begun on a Friday with a day to play and a
//! weekend of Saturday and Sunday is due on Monday, and that is the
//! deadline shown from the move's start ([`weekend_deadline`], used by the
//! clock); days named during a move count from the next one, as on
//! pente.org.
//!
//! Nothing here reads a clock or a database: the bot asks [`at_deadline`]
//! what to do when a deadline comes, and writes what it says.

use crate::locale::{duration, list_and, Lang};
use crate::tr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub const HOUR: Duration = Duration::from_secs(3600);
pub const DAY: Duration = Duration::from_secs(86_400);

/// Vacation and weekend days apply to games of at least this much a move
/// (turn-based games); a faster game is lost on time as always.
pub const SHORTEST_MOVE_TIME: Duration = DAY;

/// The most weekend days a player may name: a week keeps four to play in.
pub const MOST_WEEKEND_DAYS: u32 = 3;

/// Days of the week, a bit each: Monday is bit 0, Sunday bit 6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Weekend(pub u8);

impl Weekend {
    pub const NONE: Weekend = Weekend(0);

    /// Reads `sat,sun` (three-letter or full English day names, commas or
    /// spaces between); `none` (or nothing) is no weekend days.
    pub fn parse(text: &str) -> Result<Weekend, WeekendError> {
        let mut days = 0u8;
        for word in text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
        {
            let word = word.to_ascii_lowercase();
            if word == "none" {
                continue;
            }
            let Some(day) = (0..7).find(|&i| word.len() >= 3 && full_name(i).starts_with(&word))
            else {
                return Err(WeekendError::UnknownDay(word));
            };
            days |= 1 << day;
        }
        let weekend = Weekend(days);
        if weekend.count() > MOST_WEEKEND_DAYS {
            return Err(WeekendError::TooMany);
        }
        Ok(weekend)
    }

    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the UTC day `t` falls on is one of these.
    pub fn contains_day_of(self, t: SystemTime) -> bool {
        self.0 & (1 << weekday(t)) != 0
    }

    /// "Saturday and Sunday", or "none", in `lang`.
    pub fn describe(self, lang: Lang) -> String {
        let names: Vec<String> = (0..7)
            .filter(|&i| self.0 & (1 << i) != 0)
            .map(|i| day_name(lang, i))
            .collect();
        if names.is_empty() {
            return tr!(lang, "long-weekend-none");
        }
        list_and(lang, &names)
    }
}

/// Weekend days that can't be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeekendError {
    /// A word that names no day of the week.
    UnknownDay(String),
    /// More than [`MOST_WEEKEND_DAYS`].
    TooMany,
}

impl WeekendError {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WeekendError::UnknownDay(day) => {
                tr!(lang, "long-weekend-unknown-day", day = day.as_str())
            }
            WeekendError::TooMany => {
                tr!(lang, "long-weekend-too-many", most = MOST_WEEKEND_DAYS)
            }
        }
    }
}

/// The name of day `day` (Monday 0) in `lang`.
fn day_name(lang: Lang, day: usize) -> String {
    match day {
        0 => tr!(lang, "long-day-monday"),
        1 => tr!(lang, "long-day-tuesday"),
        2 => tr!(lang, "long-day-wednesday"),
        3 => tr!(lang, "long-day-thursday"),
        4 => tr!(lang, "long-day-friday"),
        5 => tr!(lang, "long-day-saturday"),
        _ => tr!(lang, "long-day-sunday"),
    }
}

fn full_name(day: usize) -> &'static str {
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
    ][day]
}

fn secs(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// The UTC day of the week of `t`: Monday 0 … Sunday 6 (1 January 1970 was
/// a Thursday).
pub fn weekday(t: SystemTime) -> u32 {
    ((secs(t) / 86_400 + 3) % 7) as u32
}

/// The UTC calendar year of `t` (Howard Hinnant's civil-from-days).
pub fn year_of(t: SystemTime) -> i64 {
    let z = (secs(t) / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    yoe + era * 400 + i64::from(month <= 2)
}

/// When a move begun at `start` with `move_time` to play is due, if the
/// weekend's days don't count.
pub fn weekend_deadline(start: SystemTime, move_time: Duration, weekend: Weekend) -> SystemTime {
    if weekend.is_empty() || weekend.count() >= 7 {
        return start + move_time;
    }
    let mut at = start;
    let mut left = move_time;
    loop {
        let day_end = UNIX_EPOCH + Duration::from_secs((secs(at) / 86_400 + 1) * 86_400);
        let span = day_end.duration_since(at).unwrap_or_default();
        if weekend.contains_day_of(at) {
            at = day_end;
            continue;
        }
        if left <= span {
            return at + left;
        }
        left -= span;
        at = day_end;
    }
}

/// The start of the last `span` of playing time before `end`: `end - span`,
/// or earlier by the weekend days within (a quarter of a move's time left
/// is counted as its deadline is).
pub fn weekend_start(end: SystemTime, span: Duration, weekend: Weekend) -> SystemTime {
    let plain = end.checked_sub(span).unwrap_or(UNIX_EPOCH);
    if weekend.is_empty() || weekend.count() >= 7 {
        return plain;
    }
    let mut at = end;
    let mut left = span;
    while let Ok(since) = at.duration_since(UNIX_EPOCH) {
        if since.is_zero() {
            break;
        }
        // The UTC day the instant just before `at` falls on.
        let before = since - Duration::from_nanos(1);
        let day_start = UNIX_EPOCH + Duration::from_secs(before.as_secs() / 86_400 * 86_400);
        let span_in_day = at.duration_since(day_start).unwrap_or_default();
        if !weekend.contains_day_of(day_start) {
            if left <= span_in_day {
                return at - left;
            }
            left -= span_in_day;
        }
        at = day_start;
    }
    plain
}

/// The latest a move may be made due by vacation: `max(30 days, 3 × move
/// time)` after it was first due.
pub fn latest(due_at: SystemTime, move_time: Duration) -> SystemTime {
    due_at + (30 * DAY).max(3 * move_time)
}

/// What vacation did to the move at hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveExtensions {
    /// When the move was due before vacation moved it (its weekend days
    /// already counted, from the move's start).
    pub due_at: SystemTime,
    /// Weekend days added at the deadline, as moves begun before weekend
    /// days counted from a move's start were extended; none since.
    pub weekend: Duration,
    pub vacation: Duration,
}

impl MoveExtensions {
    /// The extensions of the move now due at `deadline`: those `stored` if
    /// they are that move's (they make its deadline), else none yet (a new
    /// move began since).
    /// Compared to the millisecond, as deadlines are stored: a deadline in
    /// memory has nanoseconds its stored copy lost.
    pub fn of_move(stored: Option<MoveExtensions>, deadline: SystemTime) -> MoveExtensions {
        match stored {
            Some(s) if millis(s.deadline()) == millis(deadline) => s,
            _ => MoveExtensions {
                due_at: deadline,
                weekend: Duration::ZERO,
                vacation: Duration::ZERO,
            },
        }
    }

    pub fn deadline(&self) -> SystemTime {
        self.due_at + self.weekend + self.vacation
    }
}

/// What is known when a player's deadline comes.
#[derive(Debug, Clone, Copy)]
pub struct AtDeadline {
    pub now: SystemTime,
    pub move_time: Duration,
    pub extensions: MoveExtensions,
    /// The time the player's vacation hours paid for in this server, last:
    /// a game whose hour starts within it takes no hour of its own.
    pub paid: Option<Paid>,
    /// Whole hours of vacation the player has left this year here.
    pub hours_left: u32,
    /// Whether vacation applies to this game at all (see [`Allowed`]).
    pub allowed: Allowed,
}

/// Whether a game may use vacation and weekend days.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Allowed {
    Yes,
    /// The server's moderators turned vacation off.
    ServerOff,
    /// Under a day a move: not a turn-based game.
    ShortClock,
    /// A tournament game, the tournament created without `vacation:on`.
    Tournament,
    /// A game against the bot: the person sets its pace.
    Computer,
}

impl Allowed {
    pub fn of(server_off: bool, move_time: Duration, tournament_allows: Option<bool>) -> Allowed {
        if server_off {
            Allowed::ServerOff
        } else if move_time < SHORTEST_MOVE_TIME {
            Allowed::ShortClock
        } else if tournament_allows == Some(false) {
            Allowed::Tournament
        } else {
            Allowed::Yes
        }
    }
}

/// A stretch of time vacation hours paid for: `[from, until)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paid {
    pub from: SystemTime,
    pub until: SystemTime,
}

impl Paid {
    /// Whether an hour beginning at `t` is paid for already. An hour that
    /// begins up to an hour before the stretch counts too: a restart finds
    /// several deadlines passed and may look at a later one first.
    fn covers(&self, t: SystemTime) -> bool {
        t + HOUR > self.from && t < self.until
    }

    /// The stretch once `[from, until)` is paid for too: joined when they
    /// meet, else the new one alone.
    fn with(self, from: SystemTime, until: SystemTime) -> Paid {
        if from <= self.until && until + HOUR >= self.from {
            Paid {
                from: self.from.min(from),
                until: self.until.max(until),
            }
        } else {
            Paid { from, until }
        }
    }
}

fn millis(t: SystemTime) -> u128 {
    t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis())
}

/// What happens at a deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Vacation moved the deadline on by whole hours: `hours` of them
    /// taken now (0 when hours taken for another game due within them
    /// cover this one too), and what is paid for after it.
    Vacation {
        extensions: MoveExtensions,
        hours: u32,
        paid: Paid,
    },
    /// Lost on time, as without vacation.
    Lose,
}

/// pente.org's `newTimeout`: what a deadline that came does to the game.
pub fn at_deadline(s: &AtDeadline) -> Verdict {
    if s.allowed != Allowed::Yes {
        return Verdict::Lose;
    }
    let mut ext = s.extensions;
    let deadline = ext.deadline();
    // Enough hours that the game is due after now (one, unless the bot was
    // down meanwhile); those whose start is paid for already are free.
    let behind = s.now.duration_since(deadline).unwrap_or_default();
    let needed = (behind.as_secs() / 3600 + 1) as u32;
    let hours = (0..needed)
        .filter(|&k| !s.paid.is_some_and(|p| p.covers(deadline + HOUR * k)))
        .count() as u32;
    if hours > s.hours_left {
        return Verdict::Lose;
    }
    ext.vacation += HOUR * needed;
    if ext.deadline() > latest(ext.due_at, s.move_time) {
        return Verdict::Lose;
    }
    let paid = match s.paid {
        Some(p) if hours == 0 => p,
        Some(p) => p.with(deadline, ext.deadline()),
        None => Paid {
            from: deadline,
            until: ext.deadline(),
        },
    };
    Verdict::Vacation {
        extensions: ext,
        hours,
        paid,
    }
}

/// The hours of vacation a year `days_per_year` gives.
pub fn hours_per_year(days_per_year: u32) -> u32 {
    days_per_year.saturating_mul(24)
}

/// "9 days 5 hours", "1 hour", "none", in `lang`.
pub fn describe_hours(lang: Lang, hours: u32) -> String {
    let (days, rest) = (hours / 24, hours % 24);
    let part = |n: u32| duration(lang, HOUR * n);
    match (days, rest) {
        (0, 0) => tr!(lang, "long-hours-none"),
        (0, h) => part(h),
        (d, 0) => part(24 * d),
        (d, h) => tr!(
            lang,
            "long-days-and-hours",
            days = part(24 * d),
            hours = part(h)
        ),
    }
}

/// Whether a player whose hours went from `before` to `after` left has just
/// reached their last day.
pub fn reached_last_day(before: u32, after: u32) -> bool {
    before > 24 && after <= 24
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-12-04 00:00 UTC, a Friday.
    const FRIDAY: u64 = 1_796_342_400;

    fn at(secs: u64) -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(secs)
    }

    fn situation(now: SystemTime, deadline: SystemTime) -> AtDeadline {
        AtDeadline {
            now,
            move_time: DAY,
            extensions: MoveExtensions::of_move(None, deadline),
            paid: None,
            hours_left: 240,
            allowed: Allowed::Yes,
        }
    }

    #[test]
    fn days_and_years_are_utc() {
        assert_eq!(weekday(at(0)), 3, "1970-01-01 was a Thursday");
        assert_eq!(weekday(at(FRIDAY)), 4);
        assert_eq!(weekday(at(FRIDAY + 86_399)), 4);
        assert_eq!(weekday(at(FRIDAY + 86_400)), 5, "Saturday");
        assert_eq!(year_of(at(0)), 1970);
        assert_eq!(year_of(at(FRIDAY)), 2026);
        assert_eq!(year_of(at(1_798_761_599)), 2026, "31 Dec 2026 23:59:59");
        assert_eq!(year_of(at(1_798_761_600)), 2027, "1 Jan 2027");
        assert_eq!(year_of(at(951_782_400)), 2000, "29 Feb 2000");
    }

    #[test]
    fn weekend_days_read_and_say_themselves() {
        assert_eq!(Weekend::parse("sat,sun"), Ok(Weekend(0b110_0000)));
        assert_eq!(Weekend::parse(" Saturday, SUN "), Ok(Weekend(0b110_0000)));
        assert_eq!(Weekend::parse("none"), Ok(Weekend::NONE));
        assert_eq!(Weekend::parse(""), Ok(Weekend::NONE));
        assert!(Weekend::parse("sat,sun,mon,tue").is_err(), "too many");
        assert!(Weekend::parse("caturday").is_err());
        assert!(Weekend::parse("sa").is_err(), "ambiguous");
        assert!(Weekend::parse("sundays").is_err());
        let en = Lang::ENGLISH;
        assert_eq!(Weekend(0b110_0000).describe(en), "Saturday and Sunday");
        assert_eq!(Weekend(0b101_0000).describe(en), "Friday and Sunday");
        assert_eq!(
            Weekend(0b111_0000).describe(en),
            "Friday, Saturday and Sunday"
        );
        assert_eq!(Weekend::NONE.describe(en), "none");
        assert_eq!(
            Weekend::parse("caturday").unwrap_err().text(en),
            "I don't know the day `caturday`: name days like `sat,sun` (or `none`)."
        );
        let fi = Lang::from_code("fi").unwrap();
        assert_ne!(Weekend(0b110_0000).describe(fi), "Saturday and Sunday");
        assert!(!WeekendError::TooMany.text(fi).contains("{"));
    }

    #[test]
    fn weekend_days_do_not_run_the_clock() {
        let weekend = Weekend::parse("sat,sun").unwrap();
        let friday_noon = at(FRIDAY + 12 * 3600);
        // 12 hours of Friday, then Saturday and Sunday skipped, then
        // 12 hours of Monday.
        assert_eq!(
            weekend_deadline(friday_noon, DAY, weekend),
            at(FRIDAY + 3 * 86_400 + 12 * 3600)
        );
        assert_eq!(
            weekend_deadline(friday_noon, DAY, Weekend::NONE),
            friday_noon + DAY
        );
        // Begun on a weekend day: the clock starts on Monday.
        let saturday = at(FRIDAY + 86_400 + 5 * 3600);
        assert_eq!(
            weekend_deadline(saturday, HOUR, weekend),
            at(FRIDAY + 3 * 86_400 + 3600)
        );
        // A move that fits before the weekend is untouched.
        assert_eq!(
            weekend_deadline(at(FRIDAY), HOUR, weekend),
            at(FRIDAY + 3600)
        );
    }

    #[test]
    fn the_last_quarter_of_a_move_skips_weekend_days_too() {
        let weekend = Weekend::parse("sat,sun").unwrap();
        let monday_noon = at(FRIDAY + 3 * 86_400 + 12 * 3600);
        // Six hours of Monday are a quarter of a day.
        assert_eq!(
            weekend_start(monday_noon, 6 * HOUR, weekend),
            at(FRIDAY + 3 * 86_400 + 6 * 3600)
        );
        // Eighteen hours: Monday's twelve, then Friday's last six.
        assert_eq!(
            weekend_start(monday_noon, 18 * HOUR, weekend),
            at(FRIDAY + 18 * 3600)
        );
        assert_eq!(
            weekend_start(monday_noon, 18 * HOUR, Weekend::NONE),
            monday_noon - 18 * HOUR
        );
        // From the start of Monday: the whole stretch is Friday's.
        let monday = at(FRIDAY + 3 * 86_400);
        assert_eq!(weekend_start(monday, HOUR, weekend), at(FRIDAY + 23 * 3600));
        // It meets the deadline it comes from.
        let start = at(FRIDAY + 15 * 3600);
        let due = weekend_deadline(start, 3 * DAY, weekend);
        assert_eq!(weekend_start(due, 3 * DAY, weekend), start);
    }

    #[test]
    fn a_move_begun_before_a_weekend_is_due_after_it_from_the_start() {
        use crate::game::Color;
        use crate::session::{Match, Player, Table};
        let weekend = Weekend::parse("sat,sun").unwrap();
        let mut m = Match::new(1, Player::new(1, "alice"), Player::new(2, "bob"), DAY);
        m.clock.weekends[Color::White as usize] = weekend;
        let friday_noon = at(FRIDAY + 12 * 3600);
        m.start_clock(friday_noon);
        let monday_noon = at(FRIDAY + 3 * 86_400 + 12 * 3600);
        assert_eq!(m.clock.deadline, Some(monday_noon));
        // Reminded with a quarter of the day to play left, on Monday.
        assert_eq!(
            Table::Match(m.clone()).next_event(),
            Some((
                at(FRIDAY + 3 * 86_400 + 6 * 3600),
                crate::session::clock::Event::Remind
            ))
        );
        // Black has no weekend days: a day from now.
        m.clock.weekends[Color::White as usize] = Weekend::NONE;
        m.clock.weekends[Color::Black as usize] = weekend;
        m.start_clock(friday_noon);
        assert_eq!(m.clock.deadline, Some(friday_noon + DAY));
    }

    #[test]
    fn an_hour_taken_covers_every_game_due_within_it() {
        let d1 = at(FRIDAY + 10 * 3600);
        let first = at_deadline(&situation(d1, d1));
        let Verdict::Vacation {
            extensions,
            hours,
            paid,
        } = first
        else {
            panic!("{first:?}")
        };
        assert_eq!(hours, 1);
        assert_eq!(
            paid,
            Paid {
                from: d1,
                until: d1 + HOUR
            }
        );
        assert_eq!(extensions.deadline(), d1 + HOUR);
        // A second game due 40 minutes later: covered, no hour taken.
        let d2 = d1 + Duration::from_secs(40 * 60);
        let mut s = situation(d2, d2);
        s.paid = Some(paid);
        s.hours_left = 239;
        assert_eq!(
            at_deadline(&s),
            Verdict::Vacation {
                extensions: MoveExtensions {
                    due_at: d2,
                    weekend: Duration::ZERO,
                    vacation: HOUR
                },
                hours: 0,
                paid
            }
        );
        // Found out of order (a restart): a game due just before the hour
        // taken is covered by it too.
        let d0 = d1 - Duration::from_secs(20 * 60);
        let mut s = situation(d0, d0);
        s.paid = Some(paid);
        assert!(matches!(
            at_deadline(&s),
            Verdict::Vacation { hours: 0, .. }
        ));
        // A game due after the hour takes one of its own, and what is paid
        // for grows.
        let d3 = d1 + HOUR;
        let mut s = situation(d3, d3);
        s.paid = Some(paid);
        assert_eq!(
            at_deadline(&s),
            Verdict::Vacation {
                extensions: MoveExtensions {
                    due_at: d3,
                    weekend: Duration::ZERO,
                    vacation: HOUR
                },
                hours: 1,
                paid: Paid {
                    from: d1,
                    until: d3 + HOUR
                }
            }
        );
    }

    #[test]
    fn after_hours_down_every_game_shares_the_hours_taken() {
        // Two games due ten minutes apart; the bot is back five hours later.
        let t = at(FRIDAY + 10 * 3600);
        let back = t + 5 * HOUR;
        let a = at_deadline(&situation(back, t));
        let Verdict::Vacation { hours, paid, .. } = a else {
            panic!("{a:?}")
        };
        assert_eq!(hours, 6, "the five hours down and the one to come");
        let b_due = t + Duration::from_secs(600);
        let mut b = situation(back, b_due);
        b.paid = Some(paid);
        let b = at_deadline(&b);
        assert!(
            matches!(b, Verdict::Vacation { hours: 0, extensions, .. } if extensions.deadline() > back),
            "{b:?}"
        );
        // Either order: B first, then A.
        let b_first = at_deadline(&situation(back, b_due));
        let Verdict::Vacation { hours, paid, .. } = b_first else {
            panic!()
        };
        assert_eq!(hours, 5);
        let mut a = situation(back, t);
        a.paid = Some(paid);
        assert!(matches!(
            at_deadline(&a),
            Verdict::Vacation { hours: 0, .. }
        ));
    }

    #[test]
    fn a_deadline_in_memory_meets_its_stored_copy_to_the_millisecond() {
        let stored = MoveExtensions {
            due_at: at(FRIDAY),
            weekend: Duration::ZERO,
            vacation: HOUR,
        };
        // Memory keeps nanoseconds the database doesn't.
        let in_memory = stored.deadline() + Duration::from_nanos(123_456);
        assert_eq!(MoveExtensions::of_move(Some(stored), in_memory), stored);
        // The cap counts from the move's first deadline, however many
        // hours came since.
        let mut s = situation(stored.deadline(), in_memory);
        s.extensions = MoveExtensions::of_move(Some(stored), in_memory);
        let Verdict::Vacation { extensions, .. } = at_deadline(&s) else {
            panic!()
        };
        assert_eq!(extensions.due_at, at(FRIDAY));
        assert_eq!(extensions.vacation, 2 * HOUR);
    }

    #[test]
    fn without_hours_left_or_past_the_cap_the_game_is_lost() {
        let d = at(FRIDAY);
        let mut s = situation(d, d);
        s.hours_left = 0;
        assert_eq!(at_deadline(&s), Verdict::Lose);
        // Covered by hours paid for, no hour is needed.
        s.paid = Some(Paid {
            from: d - Duration::from_secs(60),
            until: d + Duration::from_secs(3540),
        });
        assert!(matches!(
            at_deadline(&s),
            Verdict::Vacation { hours: 0, .. }
        ));

        // A day a move: at most 30 days past the move's first deadline.
        let mut s = situation(d, d);
        s.extensions.vacation = 30 * DAY - HOUR;
        s.now = s.extensions.deadline();
        assert!(matches!(at_deadline(&s), Verdict::Vacation { .. }));
        s.extensions.vacation = 30 * DAY;
        s.now = s.extensions.deadline();
        assert_eq!(at_deadline(&s), Verdict::Lose, "30 days is the cap");
        // 20 days a move: three moves' time.
        assert_eq!(latest(d, 20 * DAY), d + 60 * DAY);
        assert_eq!(latest(d, DAY), d + 30 * DAY);
    }

    #[test]
    fn a_bot_down_for_hours_takes_the_hours_that_passed() {
        let d = at(FRIDAY);
        let s = situation(d + Duration::from_secs(3 * 3600 + 60), d);
        let Verdict::Vacation {
            extensions, hours, ..
        } = at_deadline(&s)
        else {
            panic!()
        };
        assert_eq!(hours, 4);
        assert!(extensions.deadline() > s.now);
    }

    #[test]
    fn vacation_is_off_for_servers_short_clocks_and_tournaments_without_it() {
        assert_eq!(Allowed::of(true, DAY, None), Allowed::ServerOff);
        assert_eq!(Allowed::of(false, 23 * HOUR, None), Allowed::ShortClock);
        assert_eq!(Allowed::of(false, DAY, Some(false)), Allowed::Tournament);
        assert_eq!(Allowed::of(false, DAY, Some(true)), Allowed::Yes);
        assert_eq!(Allowed::of(false, 3 * DAY, None), Allowed::Yes);
        for allowed in [
            Allowed::ServerOff,
            Allowed::ShortClock,
            Allowed::Tournament,
            Allowed::Computer,
        ] {
            let d = at(FRIDAY);
            let mut s = situation(d, d);
            s.allowed = allowed;
            assert_eq!(at_deadline(&s), Verdict::Lose);
        }
    }

    #[test]
    fn a_new_move_starts_with_no_extensions() {
        let d = at(FRIDAY);
        let stored = MoveExtensions {
            due_at: d,
            weekend: Duration::ZERO,
            vacation: HOUR,
        };
        assert_eq!(MoveExtensions::of_move(Some(stored), d + HOUR), stored);
        let next = MoveExtensions::of_move(Some(stored), d + DAY);
        assert_eq!(next.due_at, d + DAY);
        assert_eq!(next.vacation, Duration::ZERO);
    }

    #[test]
    fn hours_are_told_in_days_and_hours() {
        let en = Lang::ENGLISH;
        assert_eq!(describe_hours(en, 240), "10 days");
        assert_eq!(describe_hours(en, 25), "1 day 1 hour");
        assert_eq!(describe_hours(en, 5), "5 hours");
        assert_eq!(describe_hours(en, 0), "none");
        let pl = Lang::from_code("pl").unwrap();
        assert_eq!(describe_hours(pl, 5 * 24 + 2), "5 dni 2 godziny");
        assert!(reached_last_day(25, 24));
        assert!(!reached_last_day(24, 23));
        assert_eq!(hours_per_year(10), 240);
    }
}
