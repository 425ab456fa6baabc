//! A game's record for download (pente.org's format, as `/pente export`
//! writes it) and the dates the pages show.

use crate::game::{Record, RecordResult};
use crate::store::Finished;
use std::time::{SystemTime, UNIX_EPOCH};

/// Days since the Unix epoch to (year, month, day), proleptic Gregorian.
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

fn seconds(t: SystemTime) -> i64 {
    t.duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs().min(i64::MAX as u64) as i64)
}

/// `2026-12-04 21:25 UTC`.
pub fn when(t: SystemTime) -> String {
    let s = seconds(t);
    let (y, m, d) = civil(s.div_euclid(86_400));
    let minute = s.rem_euclid(86_400) / 60;
    format!(
        "{y}-{m:02}-{d:02} {:02}:{:02} UTC",
        minute / 60,
        minute % 60
    )
}

/// `2026-12-04T21:25:00Z`, for `<time datetime>`.
pub fn iso(t: SystemTime) -> String {
    let s = seconds(t);
    let (y, m, d) = civil(s.div_euclid(86_400));
    let sec = s.rem_euclid(86_400);
    format!(
        "{y}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        sec / 3600,
        sec / 60 % 60,
        sec % 60
    )
}

/// The record of `g` (finished, aborted or in play) in pente.org's format.
pub fn record_text(g: &Finished) -> String {
    let (y, m, d) = civil(seconds(g.started_at).div_euclid(86_400));
    let result = match g.result.as_str() {
        "white_wins" => Some(RecordResult::WhiteWins),
        "black_wins" => Some(RecordResult::BlackWins),
        "draw" => Some(RecordResult::Draw),
        _ => None,
    };
    let mut record = Record::for_variant(
        g.variant,
        &[],
        &g.white.name,
        &g.black.name,
        &format!("{m:02}/{d:02}/{y}"),
        result,
    );
    record.moves = g.moves.clone();
    record.note_tournament_rule(g.start().drops_tournament_rule());
    record.to_pgn()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn dates_read_as_people_and_machines_write_them() {
        let t = UNIX_EPOCH + Duration::from_secs(951_782_400 + 3_725);
        assert_eq!(when(t), "2000-02-29 01:02 UTC");
        assert_eq!(iso(t), "2000-02-29T01:02:05Z");
    }
}
