//! What the courtesies between players keep (issue 10): a game's open draw
//! offer or takeback request and its takeback count (table `game_offers`),
//! games moved into a thread, and the terms of a rematch.
//!
//! A takeback rewrites the game's moves in place: the record shows the game
//! as played, with no trace of the move taken back.

use super::{
    color_str, expect_one, from_db, millis, ratings, result_and_reason, to_db, version_db, Active,
    Db, Store, StoreError,
};
use crate::ai::Level;
use crate::game::Color;
use crate::session::{Match, Offer, OfferKind, Player, Table};
use sqlx::Row;
use std::collections::HashMap;
use std::time::{Duration, SystemTime};

/// What a rematch of a game needs: who played which colour, the clock, and
/// the level if one side was the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RematchTerms {
    pub id: u64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub white: Player,
    pub black: Player,
    pub move_time: Duration,
    pub level: Option<Level>,
    /// Whether the game is over (finished or aborted).
    pub over: bool,
}

fn color_from(s: &str) -> Option<Color> {
    match s {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

impl Store {
    /// Saves a game with its offer and takeback count, in one transaction:
    /// for every courtesy (an offer made or answered, a takeback).
    pub async fn save_game_and_offer(
        &self,
        m: &mut Match,
        now: SystemTime,
    ) -> Result<Option<crate::rating::Change>, StoreError> {
        let offer = m.open_offer();
        let change = on_db!(self, pool => {
        let mut tx = pool.begin().await?;
        let change = write_game_in!(tx, &*m, now);
        sqlx::query(
            "INSERT INTO game_offers (game_id, takebacks, offer_kind, offer_by, offer_ply, \
             offer_takebacks, offer_message_id) VALUES ($1, $2, $3, $4, $5, $6, $7) \
             ON CONFLICT (game_id) DO UPDATE SET takebacks = excluded.takebacks, \
             offer_kind = excluded.offer_kind, offer_by = excluded.offer_by, \
             offer_ply = excluded.offer_ply, offer_takebacks = excluded.offer_takebacks, \
             offer_message_id = excluded.offer_message_id",
        )
        .bind(to_db(m.id))
        .bind(i64::from(m.takebacks))
        .bind(offer.map(|o| o.kind.as_str()))
        .bind(offer.map(|o| color_str(o.by)))
        .bind(offer.map(|o| o.ply as i64))
        .bind(offer.map(|o| i64::from(o.takebacks)))
        .bind(offer.and_then(|o| o.message_id).map(to_db))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        change
        });
        m.version += 1;
        Ok(change)
    }

    /// Remembers the message that carries the open offer's buttons.
    pub async fn set_offer_message(&self, game: u64, message_id: u64) -> Result<(), StoreError> {
        on_db!(self, pool => {
        sqlx::query("UPDATE game_offers SET offer_message_id = $1 WHERE game_id = $2")
            .bind(to_db(message_id))
            .bind(to_db(game))
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    /// Puts the stored offers and takeback counts on the games read back at
    /// start-up. A damaged offer is dropped (the game goes on without it).
    pub(super) async fn attach_offers(&self, active: &mut [Active]) -> Result<(), StoreError> {
        let mut by_game = HashMap::new();
        on_db!(self, pool => {
        let rows = sqlx::query(
            "SELECT o.game_id, o.takebacks, o.offer_kind, o.offer_by, o.offer_ply, \
             o.offer_takebacks, o.offer_message_id FROM game_offers o \
             JOIN games g ON g.id = o.game_id WHERE g.state = 'playing'",
        )
        .fetch_all(pool)
        .await?;
        for row in rows {
            let Ok(id) = row.try_get::<i64, _>("game_id") else {
                continue;
            };
            let takebacks = row
                .try_get::<i64, _>("takebacks")
                .ok()
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(0);
            let offer = (|| {
                let kind =
                    OfferKind::parse(&row.try_get::<Option<String>, _>("offer_kind").ok()??)?;
                let by = color_from(&row.try_get::<Option<String>, _>("offer_by").ok()??)?;
                let ply =
                    usize::try_from(row.try_get::<Option<i64>, _>("offer_ply").ok()??).ok()?;
                let made_at =
                    u32::try_from(row.try_get::<Option<i64>, _>("offer_takebacks").ok()??).ok()?;
                Some(Offer {
                    kind,
                    by,
                    ply,
                    takebacks: made_at,
                    message_id: row
                        .try_get::<Option<i64>, _>("offer_message_id")
                        .ok()
                        .flatten()
                        .map(from_db),
                })
            })();
            by_game.insert(from_db(id), (takebacks, offer));
        }
        });
        for a in active {
            if let Table::Match(m) = &mut a.table {
                if let Some(&(takebacks, offer)) = by_game.get(&m.id) {
                    m.takebacks = takebacks;
                    m.offer = offer;
                }
            }
        }
        Ok(())
    }

    /// The challenge was accepted and the game moves to `channel_id` (a
    /// thread of the challenge's channel): it is on there, its clock running.
    pub async fn start_game_in(
        &self,
        m: &mut Match,
        channel_id: u64,
        now: SystemTime,
    ) -> Result<(), StoreError> {
        on_db!(self, pool => {
        let done = sqlx::query(
            "UPDATE games SET state = 'playing', started_at = $1, deadline_at = $2, reminded = $3, \
             channel_id = $4, version = version + 1 \
             WHERE id = $5 AND state = 'challenge' AND version = $6",
        )
        .bind(millis(now))
        .bind(m.clock.deadline.map(millis))
        .bind(false)
        .bind(to_db(channel_id))
        .bind(to_db(m.id))
        .bind(version_db(m.version))
        .execute(pool)
        .await?;
        expect_one(done.rows_affected(), m.id)?;
        });
        m.version += 1;
        Ok(())
    }

    /// The players, clock and level of game `id`, for a rematch; `None` if
    /// there is no such game (or it never started).
    pub async fn rematch_terms(&self, id: u64) -> Result<Option<RematchTerms>, StoreError> {
        on_db!(self, pool => {
        let row = sqlx::query(
            "SELECT id, guild_id, channel_id, challenger_id, challenger_name, opponent_id, \
             opponent_name, challenger_color, state, move_time_ms, level FROM games \
             WHERE id = $1 AND started_at IS NOT NULL",
        )
        .bind(to_db(id))
        .fetch_optional(pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let challenger = Player::new(
            from_db(row.try_get("challenger_id")?),
            row.try_get::<String, _>("challenger_name")?,
        );
        let opponent = Player::new(
            from_db(row.try_get("opponent_id")?),
            row.try_get::<String, _>("opponent_name")?,
        );
        let Some(challenger_color) = color_from(&row.try_get::<String, _>("challenger_color")?)
        else {
            return Ok(None);
        };
        let (white, black) = match challenger_color {
            Color::White => (challenger, opponent),
            Color::Black => (opponent, challenger),
        };
        let level = match row.try_get::<Option<String>, _>("level")? {
            Some(l) => match l.parse::<Level>() {
                Ok(level) => Some(level),
                Err(_) => return Ok(None),
            },
            None => None,
        };
        let move_time_ms: i64 = row.try_get("move_time_ms")?;
        Ok(Some(RematchTerms {
            id: from_db(row.try_get("id")?),
            guild_id: from_db(row.try_get("guild_id")?),
            channel_id: from_db(row.try_get("channel_id")?),
            white,
            black,
            move_time: Duration::from_millis(move_time_ms.max(1) as u64),
            level,
            over: row.try_get::<String, _>("state")? != "playing",
        }))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{ChallengeRequest, Proposal};

    const MOVE_TIME: Duration = Duration::from_secs(3600);

    async fn playing(store: &Store, moves: &[&str]) -> Match {
        let now = SystemTime::now();
        let c = crate::session::open_challenge(
            None,
            ChallengeRequest {
                challenger: Player::new(1, "alice"),
                opponent: Player::new(2, "bob"),
                opponent_is_bot: false,
                challenger_color: Color::White,
                move_time: MOVE_TIME,
                thread: true,
                rated: true,
            },
            now,
            Duration::from_secs(900),
            0,
        )
        .unwrap();
        let mut c = c;
        c.id = store.insert_challenge(10, 20, &c, None, now).await.unwrap();
        let mut m = c.accept(2, now).unwrap();
        store.start_game(&mut m, now).await.unwrap();
        for mv in moves {
            let user = if m.game.to_move() == Color::White {
                1
            } else {
                2
            };
            m.play(user, mv, now).unwrap();
        }
        store.save_game(&mut m, now).await.unwrap();
        m
    }

    fn the_match(active: &[Active]) -> Match {
        match &active[0].table {
            Table::Match(m) => m.clone(),
            other => panic!("{other:?}"),
        }
    }

    #[tokio::test]
    async fn an_open_offer_and_the_takeback_count_come_back() {
        let store = Store::open_in_memory().await.unwrap();
        let mut m = playing(&store, &["K10", "L10", "O10", "M10", "N10"]).await;
        let now = SystemTime::now();
        m.propose(1, OfferKind::Takeback, now).unwrap();
        m.answer(2, OfferKind::Takeback, true, now).unwrap();
        let Proposal::Open(_) = m.propose(2, OfferKind::Draw, now).unwrap() else {
            panic!()
        };
        store.save_game_and_offer(&mut m, now).await.unwrap();
        store.set_offer_message(m.id, 99).await.unwrap();

        let (active, set_aside) = store.load_active().await.unwrap();
        assert!(set_aside.is_empty());
        let back = the_match(&active);
        assert_eq!(
            back.moves_text(),
            "K10 L10 O10 M10",
            "the takeback is saved"
        );
        assert_eq!(back.takebacks, 1);
        assert_eq!(back.stamp(), m.stamp());
        let offer = back.open_offer().expect("the draw offer survives");
        assert_eq!(offer.kind, OfferKind::Draw);
        assert_eq!(offer.by, Color::Black);
        assert_eq!(offer.message_id, Some(99));

        // A move lapses it; saved without the offer, it stays gone.
        let mut m = back;
        m.play(1, "N10", now).unwrap();
        store.save_game_and_offer(&mut m, now).await.unwrap();
        let (active, _) = store.load_active().await.unwrap();
        assert_eq!(the_match(&active).open_offer(), None);
    }

    #[tokio::test]
    async fn a_thread_game_moves_channel_and_a_rematch_knows_its_terms() {
        let store = Store::open_in_memory().await.unwrap();
        let now = SystemTime::now();
        let mut c = crate::session::open_challenge(
            None,
            ChallengeRequest {
                challenger: Player::new(1, "alice"),
                opponent: Player::new(2, "bob"),
                opponent_is_bot: false,
                challenger_color: Color::Black,
                move_time: MOVE_TIME,
                thread: true,
                rated: true,
            },
            now,
            Duration::from_secs(900),
            0,
        )
        .unwrap();
        c.id = store.insert_challenge(10, 20, &c, None, now).await.unwrap();
        let (active, _) = store.load_active().await.unwrap();
        match &active[0].table {
            Table::Challenge(back) => assert!(back.thread, "the wish for a thread is kept"),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            store.rematch_terms(c.id).await.unwrap(),
            None,
            "not started"
        );
        let mut m = c.accept(2, now).unwrap();
        store.start_game_in(&mut m, 30, now).await.unwrap();
        let (active, _) = store.load_active().await.unwrap();
        assert_eq!(active[0].channel_id, 30, "the game lives in the thread");
        let terms = store.rematch_terms(c.id).await.unwrap().unwrap();
        assert_eq!(terms.white.id, 2);
        assert_eq!(terms.black.id, 1);
        assert_eq!(terms.channel_id, 30);
        assert_eq!(terms.move_time, MOVE_TIME);
        assert_eq!(terms.level, None);
        assert!(!terms.over);
    }
}
