//! Offers, takebacks, threads and rematches.

use super::*;
use crate::session::{OfferKind, Proposal};

/// A rated game between alice (White) and bob in `channel`, `moves` played
/// and saved one by one.
async fn playing(store: &Store, channel: u64, moves: &str) -> Match {
    stored_game(store, channel, alice(), bob(), moves).await
}

fn the_match(active: &[Active]) -> Match {
    match &active[0].table {
        Table::Match(m) => m.clone(),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn an_open_offer_and_the_takeback_count_come_back() {
    for store in backends().await {
        an_open_offer_and_the_takeback_count_come_back_on(store).await;
    }
}

/// Through `save_game` alone: the one write path of a game.
async fn an_open_offer_and_the_takeback_count_come_back_on(store: Store) {
    let mut m = playing(&store, 20, "K10 L10 O10 M10 N10").await;
    let (white, black) = (alice().id, bob().id);
    m.propose(white, OfferKind::Takeback, now()).unwrap();
    m.answer(black, OfferKind::Takeback, true, now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let Proposal::Open(_) = m.propose(black, OfferKind::Draw, now()).unwrap() else {
        panic!()
    };
    store.save_game(&mut m, now()).await.unwrap();
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

    // A move lapses it; saved without the offer, it stays gone, and the
    // takeback count stays.
    let mut m = back;
    m.play(white, "N10", now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    let back = the_match(&active);
    assert_eq!(back.open_offer(), None);
    assert_eq!(back.takebacks, 1);
}

#[tokio::test]
async fn a_declined_offer_stays_declined_after_a_restart() {
    for store in backends().await {
        a_declined_offer_stays_declined_after_a_restart_on(store).await;
    }
}

/// No takeback yet: the decline is saved as one statement, and the offer
/// saved before it must not come back at the same ply.
async fn a_declined_offer_stays_declined_after_a_restart_on(store: Store) {
    let mut m = playing(&store, 21, "K10 L9").await;
    m.propose(alice().id, OfferKind::Draw, now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert!(the_match(&active).open_offer().is_some());
    m.answer(bob().id, OfferKind::Draw, false, now()).unwrap();
    store.save_game(&mut m, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(the_match(&active), m);
    assert_eq!(the_match(&active).open_offer(), None);
}

#[tokio::test]
async fn an_ended_game_leaves_no_offer_row() {
    for store in backends().await {
        an_ended_game_leaves_no_offer_row_on(store).await;
    }
}

async fn an_ended_game_leaves_no_offer_row_on(store: Store) {
    let offer_rows = |store: Store, id: u64| async move {
        on_db!(&store, pool => async {
            let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM game_offers WHERE game_id = $1")
                .bind(to_db(id))
                .fetch_one(pool)
                .await?;
            Ok(n)
        })
        .unwrap()
    };
    for (channel, end) in [(22, "resign"), (23, "draw")] {
        let mut m = playing(&store, channel, "K10 L9").await;
        m.propose(alice().id, OfferKind::Draw, now()).unwrap();
        store.save_game(&mut m, now()).await.unwrap();
        assert_eq!(offer_rows(store.clone(), m.id).await, 1);
        if end == "resign" {
            m.resign(bob().id).unwrap();
        } else {
            m.answer(bob().id, OfferKind::Draw, true, now()).unwrap();
        }
        store.save_game(&mut m, now()).await.unwrap();
        assert!(m.is_over());
        assert_eq!(offer_rows(store.clone(), m.id).await, 0, "{end}");
    }
}

#[tokio::test]
async fn loading_a_channel_reads_only_its_games_offers() {
    for store in backends().await {
        loading_a_channel_reads_only_its_games_offers_on(store).await;
    }
}

async fn loading_a_channel_reads_only_its_games_offers_on(store: Store) {
    let mut games = Vec::new();
    for channel in [31, 32, 33] {
        let mut m = playing(&store, channel, "K10 L9").await;
        m.propose(alice().id, OfferKind::Draw, now()).unwrap();
        store.save_game(&mut m, now()).await.unwrap();
        games.push(m);
    }
    let read = store.offers_in_channel(32).await.unwrap();
    assert_eq!(read.keys().copied().collect::<Vec<_>>(), [games[1].id]);
    let Some(Table::Match(back)) = store.load_channel(32).await.unwrap() else {
        panic!("the game is in play")
    };
    assert_eq!(back, games[1], "with its offer");
    assert!(store.offers_in_channel(34).await.unwrap().is_empty());
}

#[tokio::test]
async fn a_thread_game_moves_channel_and_a_rematch_knows_its_terms() {
    for store in backends().await {
        a_thread_game_moves_channel_and_a_rematch_knows_its_terms_on(store).await;
    }
}

async fn a_thread_game_moves_channel_and_a_rematch_knows_its_terms_on(store: Store) {
    let mut c = challenge(alice(), bob(), Color::Black);
    c.thread = true;
    c.rated = false;
    c.id = store
        .insert_challenge(GUILD, 20, &c, None, now())
        .await
        .unwrap();
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
    let mut m = c.accept(bob().id, now()).unwrap();
    store.start_game_in(&mut m, 30, now()).await.unwrap();
    let (active, _) = store.load_active().await.unwrap();
    assert_eq!(active[0].channel_id, 30, "the game lives in the thread");
    let terms = store.rematch_terms(c.id).await.unwrap().unwrap();
    assert_eq!(terms.white.id, bob().id);
    assert_eq!(terms.black.id, alice().id);
    assert_eq!(terms.channel_id, 30);
    assert_eq!(terms.move_time, MOVE_TIME);
    assert_eq!(terms.level, None);
    assert!(
        !terms.rated,
        "a rematch of an unrated game knows it was unrated"
    );
    assert!(!terms.over);

    let rated = playing(&store, 40, "K10").await;
    assert!(store.rematch_terms(rated.id).await.unwrap().unwrap().rated);
}
