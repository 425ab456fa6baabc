//! Ratings: written with the end of a rated game, shown, recomputed.

use super::*;

/// A game in server `guild` between `white` and `black` that ends at once by
/// `loser`'s resignation; returns what saving the end returned.
async fn resigned_game(
    store: &Store,
    guild: u64,
    channel: u64,
    (white, black): (&Player, &Player),
    loser: Color,
    rated: bool,
) -> Option<crate::rating::Change> {
    resigned_game_at(store, guild, channel, (white, black), loser, rated, now()).await
}

/// [`resigned_game`], ending at `at`.
async fn resigned_game_at(
    store: &Store,
    guild: u64,
    channel: u64,
    (white, black): (&Player, &Player),
    loser: Color,
    rated: bool,
    at: SystemTime,
) -> Option<crate::rating::Change> {
    let mut c = challenge(white.clone(), black.clone(), Color::White);
    c.rated = rated;
    c.id = store
        .insert_challenge(guild, channel, &c, None, at)
        .await
        .unwrap();
    let mut m = c.accept(black.id, at).unwrap();
    store.start_game(&mut m, at).await.unwrap();
    m.play(white.id, "K10", at).unwrap();
    assert_eq!(store.save_game(&mut m, at).await.unwrap(), None);
    m.resign(m.player(loser).id).unwrap();
    store.save_game(&mut m, at).await.unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.05
}

#[tokio::test]
async fn a_rated_game_changes_both_ratings_once() {
    for store in backends().await {
        a_rated_game_changes_both_ratings_once_on(store).await;
    }
}

async fn a_rated_game_changes_both_ratings_once_on(store: Store) {
    let m = stored_game(
        &store,
        1,
        alice(),
        bob(),
        "K10 A1 K13 A3 K14 A5 K15 A7 K16 A9",
    )
    .await;
    let mut m = m.clone();
    // The winning move: its save rates the game and says how.
    m.play(alice().id, "K12", now()).unwrap();
    let change = store
        .save_game(&mut m, SystemTime::now())
        .await
        .unwrap()
        .expect("a rated game between people");
    assert!(close(change.white.after.rating, 1662.3), "{change:?}");
    assert!(close(change.black.after.rating, 1337.7), "{change:?}");
    let alice_now = store
        .rating(GUILD, alice().id, Variant::Pente, now())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(alice_now.rating, change.white.after);
    assert_eq!(
        (alice_now.games, alice_now.player.name.as_str()),
        (1, "alice")
    );
    let bob_now = store
        .rating(GUILD, bob().id, Variant::Pente, now())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(bob_now.rating, change.black.after);
    assert!(close(bob_now.rating.deviation, 290.3));
    assert_eq!(
        store
            .rating(GUILD + 1, bob().id, Variant::Pente, now())
            .await
            .unwrap(),
        None,
        "per server"
    );

    // Saving the finished game again is refused and rates nothing.
    assert!(store.save_game(&mut m, SystemTime::now()).await.is_err());
    assert_eq!(
        store
            .rating(GUILD, alice().id, Variant::Pente, now())
            .await
            .unwrap()
            .unwrap(),
        alice_now
    );
    let rated = store.rated_games().await.unwrap();
    assert_eq!(rated.len(), 1);
    assert_eq!((rated[0].id, rated[0].winner), (m.id, Some(Color::White)));
    assert_eq!(rated[0].change, change);
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history[0].rating_change, Some(change));
    assert_eq!(
        store
            .last_finished_in_channel(1)
            .await
            .unwrap()
            .unwrap()
            .rating_change,
        Some(change)
    );
    assert_eq!(
        store
            .rating_history(GUILD, bob().id, Variant::Pente, 50, now())
            .await
            .unwrap(),
        vec![change.black.before, change.black.after]
    );
    assert!(store.rating_differences().await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_games_ending_at_the_same_moment_are_rated_one_after_the_other() {
    for store in backends().await {
        rated_games_ending_at_the_same_moment_are_rated_one_after_the_other_on(store).await;
    }
}

/// Games in several channels (processes, on PostgreSQL), all with alice,
/// ending at once: each rating change starts from the one before, and every
/// game gets a place of its own in the order of rating.
async fn rated_games_ending_at_the_same_moment_are_rated_one_after_the_other_on(store: Store) {
    const GAMES: u64 = 8;
    let mut games = Vec::new();
    for channel in 1..=GAMES {
        let opponent = Player::new(100 + channel, format!("p{channel}"));
        games.push(stored_game(&store, channel, alice(), opponent, "K10").await);
    }
    let mut endings = Vec::new();
    for mut m in games {
        let store = store.clone();
        endings.push(tokio::spawn(async move {
            m.resign(m.black.id).unwrap();
            store.save_game(&mut m, SystemTime::now()).await
        }));
    }
    for ending in endings {
        let change = ending.await.unwrap().expect("every end is saved");
        assert!(change.is_some(), "and rated");
    }
    assert_eq!(store.rated_games().await.unwrap().len(), GAMES as usize);
    let alice_now = store
        .rating(GUILD, alice().id, Variant::Pente, now())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(alice_now.games, GAMES);
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
}

#[tokio::test]
async fn a_failed_write_leaves_neither_the_game_nor_the_ratings_changed() {
    let db = TempDb::new();
    let store = Store::open(&db.path()).await.unwrap();
    let mut m = stored_game(
        &store,
        1,
        alice(),
        bob(),
        "K10 A1 K13 A3 K14 A5 K15 A7 K16 A9",
    )
    .await;
    m.play(alice().id, "K12", now()).unwrap();

    // The game's row is written first; the ratings' write then fails, so the
    // whole transaction must go.
    sqlx::query(
        "CREATE TRIGGER ratings_fail BEFORE INSERT ON ratings \
         BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    .execute(store.sqlite_pool())
    .await
    .unwrap();
    let err = store
        .save_game(&mut m, SystemTime::now())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("disk full"), "{err}");
    let unchanged = |store: Store| async move {
        let (active, _) = store.load_active().await.unwrap();
        assert_eq!(active.len(), 1, "the game is still in play");
        let Table::Match(back) = &active[0].table else {
            panic!("{active:?}")
        };
        assert_eq!(back.game.moves().len(), 10, "without the winning move");
        assert!(store.history(GUILD, None, 10).await.unwrap().is_empty());
        assert!(store
            .leaderboard(GUILD, Variant::Pente, now())
            .await
            .unwrap()
            .is_empty());
        let seq: Option<i64> = sqlx::query_scalar("SELECT MAX(rated_seq) FROM games")
            .fetch_one(store.sqlite_pool())
            .await
            .unwrap();
        assert_eq!(seq, None);
    };
    unchanged(store.clone()).await;
    sqlx::query("DROP TRIGGER ratings_fail")
        .execute(store.sqlite_pool())
        .await
        .unwrap();

    // Another process holds the write lock past the busy timeout.
    let mut other: sqlx::SqliteConnection = sqlx::Connection::connect_with(
        &sqlx::sqlite::SqliteConnectOptions::new().filename(db.path()),
    )
    .await
    .unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut other)
        .await
        .unwrap();
    assert!(store.save_game(&mut m, SystemTime::now()).await.is_err());
    sqlx::query("ROLLBACK").execute(&mut other).await.unwrap();
    unchanged(store.clone()).await;

    // Once the database works again, the same save finishes and rates it, once.
    let change = store.save_game(&mut m, SystemTime::now()).await.unwrap();
    assert!(change.is_some());
    assert_eq!(store.rated_games().await.unwrap().len(), 1);
    assert_eq!(
        store
            .rating(GUILD, alice().id, Variant::Pente, now())
            .await
            .unwrap()
            .unwrap()
            .games,
        1
    );
}

#[tokio::test]
async fn unrated_and_computer_games_change_no_rating() {
    for store in backends().await {
        unrated_and_computer_games_change_no_rating_on(store).await;
    }
}

async fn unrated_and_computer_games_change_no_rating_on(store: Store) {
    let change = resigned_game(&store, GUILD, 1, (&alice(), &bob()), Color::White, false).await;
    assert_eq!(change, None);
    // Read back after a restart, the challenge stays unrated.
    let mut c = challenge(alice(), bob(), Color::White);
    c.rated = false;
    c.id = store
        .insert_challenge(GUILD, 2, &c, None, now())
        .await
        .unwrap();
    let (active, _) = store.load_active().await.unwrap();
    let Table::Challenge(back) = &active[0].table else {
        panic!("{active:?}")
    };
    assert!(!back.rated);
    store
        .start_game(&mut c.accept(bob().id, now()).unwrap(), now())
        .await
        .unwrap();
    let (active, _) = store.load_active().await.unwrap();
    let Table::Match(m) = &active[0].table else {
        panic!("{active:?}")
    };
    assert!(!m.rated);

    let bot = Player::new(42, "Pente (easy)");
    let mut m = Match::new(0, bot.clone(), alice(), MOVE_TIME);
    m.computer = Some(Computer {
        color: Color::White,
        level: Level::Easy,
    });
    m.rated = false;
    m.id = store
        .start_computer_game(GUILD, 3, &m, None, now())
        .await
        .unwrap();
    m.play_computer("K10".parse().unwrap(), now()).unwrap();
    m.resign(alice().id).unwrap();
    assert_eq!(
        store.save_game(&mut m, SystemTime::now()).await.unwrap(),
        None
    );
    // Even a game against the computer marked rated is not.
    let mut m = Match::new(0, bot, bob(), MOVE_TIME);
    m.computer = Some(Computer {
        color: Color::White,
        level: Level::Easy,
    });
    m.id = store
        .start_computer_game(GUILD, 4, &m, None, now())
        .await
        .unwrap();
    m.resign(bob().id).unwrap();
    assert_eq!(
        store.save_game(&mut m, SystemTime::now()).await.unwrap(),
        None
    );

    assert!(store
        .leaderboard(GUILD, Variant::Pente, now())
        .await
        .unwrap()
        .is_empty());
    assert!(store.rated_games().await.unwrap().is_empty());
    let history = store.history(GUILD, None, 10).await.unwrap();
    assert_eq!(history.len(), 3);
    assert!(history.iter().all(|g| g.rating_change.is_none()));
    // They still count in the record and the results.
    let (_, black) = store
        .player_record(GUILD, alice().id, Variant::Pente)
        .await
        .unwrap();
    assert_eq!(black.losses, 1);
    use crate::rating::Score;
    assert_eq!(
        store
            .player_results(GUILD, alice().id, Variant::Pente)
            .await
            .unwrap(),
        vec![Score::Loss, Score::Loss]
    );
}

/// A small deterministic generator (xorshift), for random games that are the
/// same on every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[tokio::test]
async fn recomputing_after_hundreds_of_random_games_agrees_with_the_stored_ratings() {
    let store = Store::open_in_memory().await.unwrap();
    let players: Vec<Player> = (1..=9).map(|i| Player::new(i, format!("p{i}"))).collect();
    let guilds = [GUILD, GUILD + 1, GUILD + 2];
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
    let mut rated = 0;
    // Games hours apart, now and then after days or weeks without any, so
    // that idle days grow deviations between games.
    let mut clock = now() - crate::rating::RATING_PERIOD * 3000;
    let mut grown = 0;
    let mut last_after: std::collections::HashMap<(u64, u64), crate::rating::Rating> =
        Default::default();
    for channel in 0..300 {
        clock += match dice.below(10) {
            0 => crate::rating::RATING_PERIOD * (1 + dice.below(40) as u32),
            _ => Duration::from_secs(60 * (1 + dice.below(300))),
        };
        let guild = guilds[dice.below(3) as usize];
        let white = &players[dice.below(9) as usize];
        let mut black = &players[dice.below(9) as usize];
        if black == white {
            black = &players[(white.id % 9) as usize];
        }
        let loser = if dice.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let is_rated = dice.below(10) != 0;
        let change = resigned_game_at(
            &store,
            guild,
            channel,
            (white, black),
            loser,
            is_rated,
            clock,
        )
        .await;
        assert_eq!(change.is_some(), is_rated);
        if let Some(change) = change {
            rated += 1;
            for (player, step) in [(white, change.white), (black, change.black)] {
                let last = last_after.insert((guild, player.id), step.after);
                if last.is_some_and(|last| step.before.deviation > last.deviation) {
                    grown += 1;
                }
            }
            assert!(change.step(loser).delta() <= 0, "{change:?}");
            assert!(change.step(loser.opponent()).delta() >= 0, "{change:?}");
        }
    }
    let games = store.rated_games().await.unwrap();
    assert_eq!(games.len(), rated);
    assert!(rated > 200, "{rated}");
    assert!(grown > 20, "idle days grew deviations {grown} times");
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);

    // Every game counted once per player.
    let boards = store.leaderboards(now()).await.unwrap();
    assert_eq!(boards.len(), 3);
    let counted: u64 = boards.iter().flat_map(|(_, b)| b).map(|p| p.games).sum();
    assert_eq!(counted, 2 * rated as u64);
    // Each player's history ends where their rating is now.
    for p in &players {
        let history = store
            .rating_history(GUILD, p.id, Variant::Pente, 50, now())
            .await
            .unwrap();
        if let Some(last) = history.last() {
            let stored = store
                .rating(GUILD, p.id, Variant::Pente, now())
                .await
                .unwrap()
                .unwrap();
            assert_eq!(*last, stored.rating);
            assert!(history.len() <= 51);
        }
    }

    // A tampered rating is found.
    sqlx::query("UPDATE ratings SET rating = rating + 1 WHERE player_id = 3 AND guild_id = ?")
        .bind(to_db(GUILD))
        .execute(store.sqlite_pool())
        .await
        .unwrap();
    let differences = store.rating_differences().await.unwrap();
    assert_eq!(differences.len(), 1, "{differences:?}");
    assert_eq!(differences[0].player.id, 3);
    let (stored, again) = (
        differences[0].stored.unwrap(),
        differences[0].recomputed.unwrap(),
    );
    assert!(close(stored.rating - again.rating, 1.0));
}

#[tokio::test]
async fn an_idle_player_is_shown_less_certain_and_rated_so() {
    for store in backends().await {
        an_idle_player_is_shown_less_certain_and_rated_so_on(store).await;
    }
}

async fn an_idle_player_is_shown_less_certain_and_rated_so_on(store: Store) {
    use crate::rating::RATING_PERIOD;
    let carol = Player::new(3, "carol");
    let start = now() - RATING_PERIOD * 60;
    let first = resigned_game_at(
        &store,
        GUILD,
        1,
        (&alice(), &bob()),
        Color::Black,
        true,
        start,
    )
    .await
    .unwrap();
    let deviation = |board: &[RatedPlayer], id: u64| {
        board
            .iter()
            .find(|p| p.player.id == id)
            .unwrap()
            .rating
            .deviation
    };
    let right_after = store
        .leaderboard(GUILD, Variant::Pente, start)
        .await
        .unwrap();
    assert_eq!(
        deviation(&right_after, alice().id),
        first.white.after.deviation
    );
    let month_later = start + RATING_PERIOD * 30;
    let idle = store
        .leaderboard(GUILD, Variant::Pente, month_later)
        .await
        .unwrap();
    let expected = first.white.after.after_idle_periods(30);
    assert!(expected.deviation > first.white.after.deviation);
    assert_eq!(deviation(&idle, alice().id), expected.deviation);
    assert_eq!(
        store
            .rating(GUILD, alice().id, Variant::Pente, month_later)
            .await
            .unwrap()
            .unwrap()
            .rating,
        expected
    );
    let history = store
        .rating_history(GUILD, alice().id, Variant::Pente, 10, month_later)
        .await
        .unwrap();
    assert_eq!(
        history,
        vec![first.white.before, expected],
        "the current value grows"
    );
    let boards = store.leaderboards(month_later).await.unwrap();
    assert_eq!(deviation(&boards[0].1, alice().id), expected.deviation);

    // Her next game, a month on, starts from the grown deviation; carol's,
    // her first, from a new player's.
    let second = resigned_game_at(
        &store,
        GUILD,
        2,
        (&alice(), &carol),
        Color::Black,
        true,
        month_later,
    )
    .await
    .unwrap();
    assert_eq!(second.white.before, expected);
    assert_eq!(second.black.before, crate::rating::Rating::default());
    // What is stored is as of each last game, and recomputing agrees.
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
}

#[tokio::test]
async fn ratings_stored_by_older_rules_are_rated_again() {
    for store in backends().await {
        ratings_stored_by_older_rules_are_rated_again_on(store).await;
    }
}

async fn ratings_stored_by_older_rules_are_rated_again_on(store: Store) {
    use crate::rating::RATING_PERIOD;
    let start = now() - RATING_PERIOD * 40;
    let first = resigned_game_at(
        &store,
        GUILD,
        1,
        (&alice(), &bob()),
        Color::Black,
        true,
        start,
    )
    .await
    .unwrap();
    resigned_game_at(
        &store,
        GUILD,
        2,
        (&alice(), &bob()),
        Color::White,
        true,
        start + RATING_PERIOD * 30,
    )
    .await
    .unwrap();
    // As an older version left it: the second game rated without the idle
    // month (the ratings table holds something else).
    store
        .run(
            "UPDATE ratings SET deviation = 61.0 WHERE player_id = $1",
            alice().id,
        )
        .await;
    assert!(!store.rating_differences().await.unwrap().is_empty());
    assert_eq!(store.rerate_all().await.unwrap(), 2);
    assert_eq!(store.rating_differences().await.unwrap(), vec![]);
    let history = store.history(GUILD, None, 10).await.unwrap();
    let oldest = history.iter().find(|g| g.id != history[0].id).unwrap();
    assert_eq!(
        oldest.rating_change.unwrap().white.after.rating,
        first.white.after.rating,
        "the first game rates as it did"
    );
}
