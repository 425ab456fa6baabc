//! What `/pente analyze` found in a finished game: its turning points, kept
//! so that the game's web page can mark them on its move list. Written by
//! the one command that analyses, read by the page.

use super::{millis, to_db, Db, Store, StoreError};
use crate::ai::analysis::Verdict;
use crate::game::Point;
use std::time::SystemTime;

/// A move the engine judged: the `stone`th stone of the game (1 for the
/// first), how it went wrong, and what the engine would have played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurningPoint {
    pub stone: usize,
    pub verdict: Verdict,
    /// A missed win's better move wins by force.
    pub better: Point,
}

const VERDICTS: [Verdict; 3] = [Verdict::Inaccuracy, Verdict::Blunder, Verdict::MissedWin];

/// `23:blunder:J12 31:missed_win:K14`, as stored.
fn to_text(points: &[TurningPoint]) -> String {
    points
        .iter()
        .map(|t| format!("{}:{}:{}", t.stone, t.verdict.as_str(), t.better))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The stored text read back; a part that doesn't read is left out (a
/// later version's verdict, say), never an error for the page.
fn from_text(text: &str) -> Vec<TurningPoint> {
    text.split_whitespace()
        .filter_map(|part| {
            let mut fields = part.splitn(3, ':');
            let stone = fields.next()?.parse().ok()?;
            let verdict = fields.next()?;
            let verdict = VERDICTS.into_iter().find(|v| v.as_str() == verdict)?;
            Some(TurningPoint {
                stone,
                verdict,
                better: fields.next()?.parse().ok()?,
            })
        })
        .collect()
}

impl Store {
    /// Keeps the turning points of game `id`'s analysis (replacing an
    /// earlier one's) and gives the game a new version, so that its page,
    /// cached by version, is made again and says so. Only a finished or
    /// aborted game is analysed: `false` (nothing kept) for any other.
    pub async fn save_analysis(
        &self,
        id: u64,
        points: &[TurningPoint],
        now: SystemTime,
    ) -> Result<bool, StoreError> {
        let text = to_text(points);
        let kept = on_db!(self, pool => async {
            let mut tx = pool.begin().await?;
            let over = sqlx::query(
                "UPDATE games SET version = version + 1 \
                 WHERE id = $1 AND state IN ('finished', 'aborted')",
            )
            .bind(to_db(id))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if over == 0 {
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO game_analyses (game_id, turning_points, analysed_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (game_id) DO UPDATE SET \
                 turning_points = excluded.turning_points, analysed_at = excluded.analysed_at",
            )
            .bind(to_db(id))
            .bind(&text)
            .bind(millis(now))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(true)
        })?;
        if kept {
            self.changed(id);
        }
        Ok(kept)
    }

    /// The turning points of game `id`, in the order of the game, if it was
    /// analysed (an empty list: analysed, and none found).
    pub async fn turning_points(&self, id: u64) -> Result<Option<Vec<TurningPoint>>, StoreError> {
        on_db!(self, pool => async {
            let text: Option<String> = sqlx::query_scalar(
                "SELECT turning_points FROM game_analyses WHERE game_id = $1",
            )
            .bind(to_db(id))
            .fetch_optional(pool)
            .await?;
            Ok(text.map(|t| {
                let mut points = from_text(&t);
                points.sort_by_key(|p| p.stone);
                points
            }))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_points_are_stored_as_short_text_and_read_back() {
        let points = vec![
            TurningPoint {
                stone: 7,
                verdict: Verdict::MissedWin,
                better: "M10".parse().unwrap(),
            },
            TurningPoint {
                stone: 12,
                verdict: Verdict::Inaccuracy,
                better: "J9".parse().unwrap(),
            },
        ];
        let text = to_text(&points);
        assert_eq!(text, "7:missed_win:M10 12:inaccuracy:J9");
        assert_eq!(from_text(&text), points);
        assert!(from_text("").is_empty());
        // What doesn't read is left out; the rest stays.
        assert_eq!(
            from_text("x 3:brilliant:K10 7:missed_win:M10 9:blunder:Z99").len(),
            1
        );
    }
}
