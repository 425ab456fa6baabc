//! Games that last days (issue 36): vacation hours and extensions written
//! with the game, notifications, notices and notes, a player's games.

use super::*;
use crate::session::vacation::{MoveExtensions, Paid, Weekend, HOUR};

#[tokio::test]
async fn a_vacation_extension_is_written_with_the_game_and_read_back() {
    for store in backends().await {
        a_vacation_extension_is_written_with_the_game_and_read_back_on(store).await;
    }
}

async fn a_vacation_extension_is_written_with_the_game_and_read_back_on(store: Store) {
    let mut m = stored_game(&store, 1, alice(), bob(), "K10 L9 N10 L10").await;
    let user = alice().id;
    let deadline = m.clock.deadline.unwrap();
    let read = store.vacation_read(GUILD, user, 2026, m.id).await.unwrap();
    assert_eq!(read.year, VacationYear::default());
    assert_eq!(read.extensions, None);
    assert_eq!(read.tournament_allows, None);
    assert!(!read.server_off);

    let extensions = MoveExtensions {
        due_at: deadline,
        weekend: Duration::ZERO,
        vacation: HOUR,
    };
    m.clock.deadline = Some(extensions.deadline());
    let taking = Taking {
        hours: 1,
        used_before: 0,
        year: 2026,
        paid: Paid {
            from: deadline,
            until: deadline + HOUR,
        },
        paid_before: None,
    };
    let used = store
        .extend_deadline(GUILD, user, &mut m, extensions, Some(taking), now())
        .await
        .unwrap();
    assert_eq!(used, Some(1));
    // A restart finds the new deadline and the hour taken.
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(active[0].table, Table::Match(m.clone()));
    let read = store.vacation_read(GUILD, user, 2026, m.id).await.unwrap();
    assert_eq!(read.year.hours_used, 1);
    assert_eq!(read.paid, Some(taking.paid));
    // Paid for per server, whatever the year: the next year's hours
    // read the same.
    let next_year = store.vacation_read(GUILD, user, 2027, m.id).await.unwrap();
    assert_eq!(next_year.paid, Some(taking.paid));
    assert_eq!(next_year.year.hours_used, 0);
    assert_eq!(read.extensions, Some(extensions));
    // Another year, another server: untouched.
    assert_eq!(
        store
            .vacation_year(GUILD, user, 2027)
            .await
            .unwrap()
            .hours_used,
        0
    );
    assert_eq!(
        store
            .vacation_year(GUILD + 1, user, 2026)
            .await
            .unwrap()
            .hours_used,
        0
    );

    // Hours read before this one was taken: refused, nothing written.
    let before = m.clone();
    let mut again = m.clone();
    let later = MoveExtensions {
        vacation: 2 * HOUR,
        ..extensions
    };
    again.clock.deadline = Some(later.deadline());
    let stale = store
        .extend_deadline(GUILD, user, &mut again, later, Some(taking), now())
        .await;
    assert!(stale.is_err());
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(
        active[0].table,
        Table::Match(before),
        "the game is as it was"
    );
    assert_eq!(
        store
            .vacation_year(GUILD, user, 2026)
            .await
            .unwrap()
            .hours_used,
        1
    );

    // A covered extension takes no hour.
    let mut m = m.clone();
    m.clock.deadline = Some(later.deadline());
    assert_eq!(
        store
            .extend_deadline(GUILD, user, &mut m, later, None, now())
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .vacation_year(GUILD, user, 2026)
            .await
            .unwrap()
            .hours_used,
        1
    );

    // Told once that little is left.
    assert!(store.claim_low_told(GUILD, user, 2026).await.unwrap());
    assert!(!store.claim_low_told(GUILD, user, 2026).await.unwrap());
}

#[tokio::test]
async fn the_weekend_days_that_count_go_into_a_game_s_clock_and_come_back_with_it() {
    for store in backends().await {
        let weekend = Weekend(0b110_0000);
        store
            .set_weekend(GUILD, alice().id, weekend, now())
            .await
            .unwrap();
        // A day a move: Alice's days count, Bob has none.
        let mut c = challenge(alice(), bob(), Color::White);
        c.move_time = 24 * HOUR;
        c.id = store
            .insert_challenge(GUILD, 1, &c, None, now())
            .await
            .unwrap();
        let mut m = c.accept(bob().id, now()).unwrap();
        store.start_game(&mut m, now()).await.unwrap();
        let counted = [weekend, Weekend::NONE];
        assert_eq!(store.weekends_for(GUILD, &m, None).await.unwrap(), counted);
        let restored = || async {
            match &store.load_active().await.unwrap().0[0].table {
                Table::Match(m) => m.clock.weekends,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(restored().await, counted, "read back with the game");
        // An hour a move: none.
        let short = stored_game(&store, 2, alice(), bob(), "").await;
        assert_eq!(
            store.weekends_for(GUILD, &short, None).await.unwrap(),
            [Weekend::NONE; 2]
        );
        // Vacation off in the server: none.
        store.set_vacation_off(GUILD, true).await.unwrap();
        assert_eq!(
            store.weekends_for(GUILD, &m, None).await.unwrap(),
            [Weekend::NONE; 2]
        );
        assert_eq!(restored().await, [Weekend::NONE; 2]);
        let in_play: Vec<u64> = store
            .games_in_play_in(GUILD)
            .await
            .unwrap()
            .into_iter()
            .map(|(_, channel)| channel)
            .collect();
        assert_eq!(in_play, vec![1, 2]);
    }
}

#[tokio::test]
async fn weekend_days_and_a_server_s_setting_are_kept() {
    for store in backends().await {
        assert_eq!(store.weekend(GUILD, 5).await.unwrap().days, Weekend::NONE);
        let t0 = now();
        store
            .set_weekend(GUILD, 5, Weekend(0b110_0000), t0)
            .await
            .unwrap();
        let set = store.weekend(GUILD, 5).await.unwrap();
        assert_eq!(
            (set.days, set.previous, set.since),
            (Weekend(0b110_0000), Weekend::NONE, t0)
        );
        assert_eq!(
            store.weekend(GUILD + 1, 5).await.unwrap().days,
            Weekend::NONE
        );
        assert!(!store.vacation_off(GUILD).await.unwrap());
        store.set_vacation_off(GUILD, true).await.unwrap();
        store.set_vacation_off(GUILD, true).await.unwrap();
        assert!(store.vacation_off(GUILD).await.unwrap());
        assert!(!store.vacation_off(GUILD + 1).await.unwrap());
        store.set_vacation_off(GUILD, false).await.unwrap();
        assert!(!store.vacation_off(GUILD).await.unwrap());
    }
}

#[tokio::test]
async fn notifications_notices_and_notes() {
    for store in backends().await {
        notifications_notices_and_notes_on(store).await;
    }
}

async fn notifications_notices_and_notes_on(store: Store) {
    let user = alice().id;
    assert_eq!(
        store.notify_settings(user).await.unwrap(),
        NotifySettings::default()
    );
    let on = store.set_notify(user, true, Some(true)).await.unwrap();
    assert!(on.notify && on.reminders);
    // Left out, the reminders stay as they were.
    let off = store.set_notify(user, false, None).await.unwrap();
    assert!(!off.notify && off.reminders);
    store.set_notify(user, true, None).await.unwrap();
    // Refused: off, and told once.
    store.refuse_notify(user).await.unwrap();
    assert!(!store.notify_settings(user).await.unwrap().notify);
    assert!(store.take_refused(user).await.unwrap());
    assert!(!store.take_refused(user).await.unwrap());

    let m = stored_game(&store, 1, alice(), bob(), "K10 L9").await;
    assert!(store.claim_notice(m.id, user, 2).await.unwrap());
    assert!(
        !store.claim_notice(m.id, user, 2).await.unwrap(),
        "never twice"
    );
    assert!(store.claim_notice(m.id, user, -3).await.unwrap());
    // A later turn's claim drops the earlier turn's: the table stays small.
    assert!(store.claim_notice(m.id, user, 4).await.unwrap());
    assert_eq!(notices_of(&store, m.id).await, 1);
    assert!(store.claim_notice(m.id, user, -5).await.unwrap());
    assert!(!store.claim_notice(m.id, user, 4).await.unwrap());
    assert_eq!(notices_of(&store, m.id).await, 2);
    // A claim of an earlier turn coming late keeps the later turn's
    // claims: the notice and reminder of turn 4 are never sent again.
    assert!(store.claim_notice(m.id, user, 3).await.unwrap());
    assert!(store.claim_notice(m.id, user, -4).await.unwrap());
    assert!(!store.claim_notice(m.id, user, 4).await.unwrap(), "kept");
    assert!(!store.claim_notice(m.id, user, -5).await.unwrap(), "kept");
    // The game's end forgets them all.
    store.forget_notices(m.id).await.unwrap();
    assert_eq!(notices_of(&store, m.id).await, 0);

    store.add_note(GUILD, user, "one").await.unwrap();
    store.add_note(GUILD, user, "two").await.unwrap();
    store.add_note(GUILD + 1, user, "elsewhere").await.unwrap();
    let mut notes = store.take_notes(GUILD, user).await.unwrap();
    notes.sort();
    assert_eq!(notes, vec!["one".to_string(), "two".to_string()]);
    assert!(store.take_notes(GUILD, user).await.unwrap().is_empty());
}

async fn notices_of(store: &Store, game: u64) -> i64 {
    on_db!(store, pool => async {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM notices_sent WHERE game_id = $1")
            .bind(to_db(game))
            .fetch_one(pool)
            .await?)
    })
    .unwrap()
}

#[tokio::test]
async fn a_player_s_games_in_a_server_with_their_newest_boards() {
    for store in backends().await {
        a_player_s_games_in_a_server_with_their_newest_boards_on(store).await;
    }
}

async fn a_player_s_games_in_a_server_with_their_newest_boards_on(store: Store) {
    let m = stored_game(&store, 1, alice(), bob(), "K10").await;
    let carol = Player::new(3, "carol");
    let open = challenge(carol.clone(), alice(), Color::White);
    let open_id = store
        .insert_challenge(GUILD, 2, &open, None, now())
        .await
        .unwrap();
    stored_game(&store, 3, bob(), carol.clone(), "K10").await;
    store.set_board_message(m.id, 41).await.unwrap();
    store.set_board_message(m.id, 42).await.unwrap();
    store.set_board_message(m.id, 40).await.unwrap();
    let games = store.live_games_of(GUILD, alice().id).await.unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(games[0].id, m.id);
    assert_eq!(games[0].board_message, Some(42), "the newest");
    assert_eq!(games[0].deadline, m.clock.deadline);
    assert!(!games[0].challenge);
    assert_eq!(games[1].id, open_id);
    assert!(games[1].challenge);
    assert_eq!(games[1].opponent, alice());
    assert!(store
        .live_games_of(GUILD + 1, alice().id)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(store.guild_of_game(m.id).await.unwrap(), Some(GUILD));
}

#[tokio::test]
async fn a_tournament_game_uses_vacation_only_if_its_tournament_allows_it() {
    for store in backends().await {
        let info = crate::store::TournamentInfo {
            id: 0,
            guild_id: GUILD,
            channel_id: 77,
            organiser_id: 9,
            name: "Winter Cup".into(),
            format: crate::event::tournament::Format::Swiss { rounds: 0 },
            variant: Variant::Pente,
            move_time: MOVE_TIME,
            rated: true,
            max_players: None,
            starts_at: None,
            state: crate::store::TournamentState::Open,
            message_id: None,
            lot: 1,
        };
        let without = store.create_tournament(&info, now()).await.unwrap();
        let with = store
            .create_tournament_with(&info, true, now())
            .await
            .unwrap();
        let m = stored_game(&store, 1, alice(), bob(), "K10").await;
        let n = stored_game(&store, 2, alice(), Player::new(3, "carol"), "K10").await;
        for (tournament, game) in [(without, m.id), (with, n.id)] {
            store
                .run(
                    &format!(
                        "INSERT INTO tournament_games (tournament_id, round, board, white_id, black_id, game_id) \
                         VALUES ({tournament}, 0, 0, 1, 2, $1)"
                    ),
                    game,
                )
                .await;
        }
        let read = |store: Store, game: u64| async move {
            store
                .vacation_read(GUILD, alice().id, 2026, game)
                .await
                .unwrap()
                .tournament_allows
        };
        assert_eq!(
            read(store.clone(), m.id).await,
            Some(false),
            "off unless asked for"
        );
        assert_eq!(
            read(store.clone(), n.id).await,
            Some(true),
            "on when created so, in the one write"
        );
        let games = store.live_games_of(GUILD, alice().id).await.unwrap();
        assert_eq!(games[0].tournament.as_deref(), Some("Winter Cup"));
    }
}
