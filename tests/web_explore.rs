//! The website's opening explorer on a real database (SQLite; PostgreSQL too
//! where `PENTE_TEST_POSTGRES` is set): `/explore` answers from pente.org's
//! strong games as `/pente explore` does, `/s/<slug>/explore` from a
//! published server's finished games (and never a position of a game in
//! play there); the address holds the position; bad addresses are a clear
//! page or the plain 404, never a 500.

use crate::web::{backends, game, get, play, serve, GUILD, WHITE_FIVE};
use pente_bot::explore::strong;
use pente_bot::game::{Game, Variant};
use pente_bot::store::{ServerIndexes, Store};
use std::time::{Duration, SystemTime};

/// Black plays along the edge while White makes five in row 10.
const ROW_FIVE: [&str; 9] = ["K10", "A1", "N10", "A3", "O10", "A5", "M10", "A7", "L10"];

#[tokio::test]
async fn the_strong_games_explorer_answers_with_links_one_move_deeper() {
    let (store, _db) = backends("web_explore_strong").await.remove(0);
    let addr = serve(&store, true).await;

    let start = get(addr, "/explore").await;
    assert_eq!(start.status, 200);
    let html = start.text();
    assert!(html.contains("<h1>Opening explorer</h1>"), "{html}");
    // Every strong game opens at K10: the one tag, a link to it.
    assert!(
        html.contains(r#"<a class="cand first" href="?moves=K10&amp;variant=pente""#),
        "{html}"
    );
    assert!(start.header("cache-control").contains("max-age"));

    let page = get(addr, "/explore?moves=K10,L9,N10&variant=pente").await;
    assert_eq!(page.status, 200);
    let html = page.text();
    // The same figures as the index gives (and so as Discord shows).
    let game = Game::from_moves(&["K10", "L9", "N10"].map(|m| m.parse().unwrap())).unwrap();
    let answer = strong::index().lookup(&game);
    let best = answer.moves[0];
    let reached = pente_bot::explore::report::thousands(u64::from(answer.reached.games()));
    assert!(html.contains(&format!("<strong>{reached} games</strong> reached")));
    assert!(html.contains(&format!(
        r#"<a class="cand first" href="?moves=K10,L9,N10,{}&amp;variant=pente""#,
        best.point
    )));
    assert!(html.contains(&format!(
        r#"<td><a href="?moves=K10,L9,N10,{p}&amp;variant=pente">{p}</a></td>"#,
        p = best.point
    )));
    assert_eq!(
        html.matches("<a class=\"cand").count(),
        8,
        "the top 8 tagged"
    );
    assert!(html.contains("Highest-rated games here") && html.contains("pente.org game "));
    assert!(html.contains("Rating"), "the average rating (strong games)");
    // The path: each stone a link back, and Back.
    assert!(html.contains(r#"href="?moves=K10,L9&amp;variant=pente""#));
    assert!(html.contains("◀ Back"));
    assert!(html.contains("Black to move"));

    // Commas or spaces, and no variant: the same position.
    let same = get(addr, "/explore?moves=K10+L9%2CN10").await;
    assert_eq!(same.status, 200);
    assert!(same
        .text()
        .contains(&format!("<strong>{reached} games</strong>")));

    // A position never reached.
    let never = get(addr, "/explore?moves=K10,A1").await;
    assert_eq!(never.status, 200);
    assert!(never
        .text()
        .contains("No games: none of them reached this position."));
}

#[tokio::test]
async fn a_bad_address_is_a_clear_page_or_the_plain_404() {
    let (store, _db) = backends("web_explore_bad").await.remove(0);
    let addr = serve(&store, true).await;
    for (path, says) in [
        ("/explore?moves=K10,Z99", "Z99"),
        ("/explore?moves=K10,K10", "Move 2"),
        ("/explore?moves=L9", "Move 1"),
        ("/explore?variant=chess", "chess"),
        ("/explore?variant=keryo", "all Pente"),
        ("/explore?moves=%3Cscript%3E", "&lt;script"),
    ] {
        let page = get(addr, path).await;
        assert_eq!(page.status, 404, "{path}");
        let html = page.text();
        assert!(html.contains(says), "{path}: {html}");
        assert!(html.contains("Start from the empty board"), "{path}");
        assert!(!html.contains("<script>"), "{path}");
    }
    let long = format!("/explore?moves={}", "K10,".repeat(1_000));
    for path in ["/explore?moves=%FF", "/explore?moves=%4", long.as_str()] {
        let page = get(addr, path).await;
        assert_eq!(page.status, 404, "{path}");
        assert_eq!(page.text(), "Not found\n", "{path}");
    }
}

#[tokio::test]
async fn a_published_servers_explorer_shows_its_finished_games_and_hides_those_in_play() {
    for (store, _db) in backends("web_explore_server").await {
        let finished = game(&store, 8_101, "Ann", "Bo", &WHITE_FIVE).await;
        assert!(finished.is_over());
        let addr = serve(&store, true).await;
        // Unpublished, or unknown: the plain 404, whatever is asked.
        for path in [
            "/s/club/explore",
            "/s/club/explore?moves=K10,Z99",
            "/s/nobody/explore",
            "/s/NO/explore",
        ] {
            let page = get(addr, path).await;
            assert_eq!(page.status, 404, "{path}");
            assert_eq!(page.text(), "Not found\n", "{path}");
        }
        store
            .publish_server(GUILD, "club", crate::web::ANN, SystemTime::now())
            .await
            .unwrap();
        let server = get(addr, "/s/club").await.text();
        assert!(
            server.contains(r#"href="/s/club/explore""#),
            "linked from the server page"
        );

        let page = get(addr, "/s/club/explore").await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<strong>1 game</strong> reached"), "{html}");
        // Built in the store's indexes, which the bot beside the site asks
        // too: one set a process.
        assert_eq!(store.server_indexes().held(), vec![GUILD]);
        assert_eq!(store.server_indexes().builds(), 1);
        assert!(html.contains(r#"<a class="cand first" href="?moves=K10&amp;variant=pente""#));
        assert!(html.contains("Latest games here"));
        assert!(
            html.contains(&format!(
                r#"<a href="/s/club/g/{id}">#{id}</a> · Ann – Bo"#,
                id = finished.id
            )),
            "{html}"
        );
        assert!(
            html.contains(r#"aria-current="page">Pente</a>"#),
            "the variant chosen"
        );
        assert!(
            html.contains(r#"href="?variant=keryo""#),
            "a variant choice"
        );
        // After K10 A1 the board is symmetric about the A1–T19 diagonal:
        // K13 is shown as itself or as its twin N10.
        let deeper = get(addr, "/s/club/explore?moves=K10,A1&variant=pente")
            .await
            .text();
        assert!(
            ["K13", "N10"].iter().any(|p| deeper.contains(&format!(
                r#"<a class="cand first" href="?moves=K10,A1,{p}&amp;variant=pente""#
            ))),
            "{deeper}"
        );

        // A game in play: its position is refused, by any order of moves,
        // and so are the positions a stone or two past it, here and in the
        // strong games: the game is not named.
        let mut playing = game(&store, 8_102, "Ann", "Bo", &["K10", "L9", "N10", "L10"]).await;
        for moves in [
            "/s/club/explore?moves=K10,L9,N10,L10",
            "/s/club/explore?moves=K10,L10,N10,L9",
            "/s/club/explore?moves=K10,L9,N11,L10,N10",
            "/explore?moves=K10,L9,N10,L10",
            "/explore?moves=K10,L9,N10,L10,M10,M9",
        ] {
            let page = get(addr, moves).await;
            assert_eq!(page.status, 403, "{moves}");
            let html = page.text();
            assert!(
                html.contains("A game being played is at this position right now"),
                "{html}"
            );
            assert!(!html.contains(&format!("/g/{}", playing.id)), "{html}");
        }
        assert_eq!(get(addr, "/s/club/explore?moves=K10,L9").await.status, 200);
        // Three stones past it, the positions are open again.
        let further = get(addr, "/explore?moves=K10,L9,N10,L10,M10,M9,O10").await;
        assert_eq!(further.status, 200);

        // It ends: the next question has it, and its position is shown.
        for mv in ["O10", "A1", "M10", "A3", "P10", "A5", "Q10"] {
            play(&store, &mut playing, mv).await;
        }
        assert!(playing.is_over(), "White's five in row 10");
        let page = get(addr, "/s/club/explore?moves=K10").await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<strong>2 games</strong> reached"), "{html}");
        let after = get(addr, "/s/club/explore?moves=K10,L9,N10,L10").await;
        assert_eq!(after.status, 200, "a finished game's position is shown");

        // Another variant: its own games (none here), and bad input said.
        let keryo = get(addr, "/s/club/explore?variant=keryo").await;
        assert_eq!(keryo.status, 200);
        assert!(keryo.text().contains("No games"));
        let bad = get(addr, "/s/club/explore?moves=K10,Z99").await;
        assert_eq!(bad.status, 404);
        assert!(bad.text().contains("Z99"));
    }
}

/// How many games server `guild`'s Pente index holds.
async fn ask(store: &Store, indexes: &ServerIndexes, guild: u64) -> usize {
    indexes
        .with_server_index(store, guild, Variant::Pente, |i| i.games())
        .await
        .unwrap()
}

#[tokio::test]
async fn server_indexes_are_dropped_when_idle_or_over_the_budget() {
    let (store, _db) = backends("web_explore_evict").await.remove(0);
    let _ = game(&store, 8_201, "Ann", "Bo", &ROW_FIVE).await;
    let other = GUILD + 1;
    // Idle at once: asking one server drops every other.
    let idle = ServerIndexes::with_limits(Duration::ZERO, usize::MAX);
    assert_eq!(ask(&store, &idle, GUILD).await, 1);
    assert_eq!(idle.held(), vec![GUILD]);
    assert_eq!(ask(&store, &idle, other).await, 0);
    assert_eq!(idle.held(), vec![other]);
    // Built again when asked again, with its game.
    assert_eq!(ask(&store, &idle, GUILD).await, 1);

    // A budget of nothing: only the one asked is kept.
    let tight = ServerIndexes::with_limits(Duration::from_secs(3600), 0);
    assert_eq!(ask(&store, &tight, GUILD).await, 1);
    assert!(tight.memory() > 0);
    assert_eq!(ask(&store, &tight, other).await, 0);
    assert_eq!(tight.held(), vec![other]);
    // A budget for all: both stay.
    let roomy = ServerIndexes::with_limits(Duration::from_secs(3600), usize::MAX);
    ask(&store, &roomy, GUILD).await;
    ask(&store, &roomy, other).await;
    let mut held = roomy.held();
    held.sort();
    assert_eq!(held, vec![GUILD, other]);
}

/// Polls `question` once, then drops it: a web client gone at its first
/// wait.
async fn drop_halfway<T>(question: impl std::future::Future<Output = T>) {
    tokio::select! {
        biased;
        _ = question => panic!("answered without waiting"),
        _ = std::future::ready(()) => {}
    }
}

#[tokio::test]
async fn a_question_dropped_halfway_keeps_the_index_it_was_building() {
    let (store, _db) = backends("web_explore_dropped").await.remove(0);
    let _ = game(&store, 8_301, "Ann", "Bo", &ROW_FIVE).await;
    let indexes = ServerIndexes::default();
    // The slow store makes every question wait.
    let slow = store.clone().with_delay(Duration::from_millis(50));
    drop_halfway(indexes.with_server_index(&slow, GUILD, Variant::Pente, |i| i.games())).await;
    // The build went on and was kept: the next question finds it.
    assert_eq!(ask(&store, &indexes, GUILD).await, 1);
    assert_eq!(indexes.builds(), 1);
    // Another game ends; a question that would add it is dropped too.
    let _ = game(&store, 8_302, "Ann", "Bo", &ROW_FIVE).await;
    drop_halfway(indexes.with_server_index(&slow, GUILD, Variant::Pente, |i| i.games())).await;
    assert_eq!(ask(&store, &indexes, GUILD).await, 2);
    assert_eq!(indexes.builds(), 1, "caught up, never built anew");
}

#[tokio::test]
async fn a_game_said_to_end_later_does_not_hide_the_games_after_it() {
    let (store, _db) = backends("web_explore_clock").await.remove(0);
    // Written by a process whose clock runs an hour ahead.
    let mut ahead = game(&store, 8_401, "Ann", "Bo", &ROW_FIVE[..8]).await;
    let later = SystemTime::now() + Duration::from_secs(3_600);
    let mover = ahead.player(ahead.game.placer()).id;
    ahead.play(mover, ROW_FIVE[8], later).unwrap();
    store.save_game(&mut ahead, later).await.unwrap();
    assert!(ahead.is_over());
    let indexes = ServerIndexes::default();
    assert_eq!(ask(&store, &indexes, GUILD).await, 1);
    // A game that ends now is found by the catch-up, not by a new build.
    let _ = game(&store, 8_402, "Ann", "Bo", &ROW_FIVE).await;
    assert_eq!(ask(&store, &indexes, GUILD).await, 2);
    assert_eq!(indexes.builds(), 1);
}
