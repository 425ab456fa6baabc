//! A published server's pages on a real database: the server page, a
//! player's, a tournament's; unpublished they are the plain 404, and every
//! name users typed shows as text.

use crate::web::{backends, game, get, serve, ANN, BO, GUILD, WHITE_FIVE};
use pente_bot::event::tournament::Format;
use pente_bot::event::Pairing;
use pente_bot::game::Variant;
use pente_bot::session::{Match, Player};
use pente_bot::store::{BoardGame, Published, Store, TournamentInfo, TournamentState};
use std::time::{Duration, SystemTime};

/// A swiss of two rounds between Ann and Bo, named `name`; its first
/// round's game played to Ann's five. Returns its id and the game's.
async fn tournament(store: &Store, name: &str) -> (u64, u64) {
    let now = SystemTime::now();
    let info = TournamentInfo {
        id: 0,
        guild_id: GUILD,
        channel_id: 9_001,
        organiser_id: ANN,
        name: name.to_string(),
        format: Format::Swiss { rounds: 2 },
        variant: Variant::Pente,
        move_time: Duration::from_secs(86_400),
        rated: true,
        max_players: None,
        starts_at: None,
        state: TournamentState::Open,
        message_id: None,
        lot: 7,
    };
    let id = store.create_tournament(&info, now).await.unwrap();
    store.join_tournament(id, ANN, "Ann", now).await.unwrap();
    store.join_tournament(id, BO, "Bo", now).await.unwrap();
    let first = [Pairing {
        white: ANN,
        black: Some(BO),
    }];
    assert!(store
        .start_tournament(id, &[(ANN, 1500.0), (BO, 1500.0)], Some(2), &first)
        .await
        .unwrap());
    let mut m = Match::new(
        0,
        Player::new(ANN, "Ann"),
        Player::new(BO, "Bo"),
        Duration::from_secs(86_400),
    );
    m.start_clock(now);
    let at = BoardGame {
        tournament: id,
        round: 0,
        board: 0,
        guild_id: GUILD,
        rated: true,
    };
    let game_id = store
        .start_tournament_game(&at, 9_002, &m, now)
        .await
        .unwrap()
        .unwrap();
    let Some(pente_bot::session::Table::Match(mut m)) = store.load_channel(9_002).await.unwrap()
    else {
        panic!("the game is on")
    };
    for mv in WHITE_FIVE {
        let mover = m.player(m.game.placer()).id;
        m.play(mover, mv, now).unwrap();
        store.save_game(&mut m, now).await.unwrap();
    }
    (id, game_id)
}

#[tokio::test]
async fn a_server_has_pages_only_while_published() {
    for (store, _db) in backends("web_server").await {
        let finished = game(&store, 8_001, "Ann", "Bo", &WHITE_FIVE).await;
        let playing = game(&store, 8_002, "Ann", "Bo", &["K10", "L11"]).await;
        let (tournament_id, tournament_game) = tournament(&store, "Winter Cup").await;
        let addr = serve(&store, true).await;
        let player = format!("/s/club/p/{ANN}");
        let pages = [
            "/s/club".to_string(),
            player.clone(),
            format!("/s/club/t/{tournament_id}"),
            format!("/s/club/g/{}", finished.id),
        ];
        for path in &pages {
            assert_eq!(get(addr, path).await.status, 404, "unpublished: {path}");
        }

        let now = SystemTime::now();
        assert_eq!(
            store.publish_server(GUILD, "club", ANN, now).await.unwrap(),
            Published::Done { previous: None }
        );
        assert_eq!(
            store
                .publish_server(GUILD + 1, "club", BO, now)
                .await
                .unwrap(),
            Published::Taken,
            "one server per address"
        );
        let server = get(addr, "/s/club").await;
        assert_eq!(server.status, 200);
        let html = server.text();
        assert!(html.contains("Pente on club"), "{html}");
        assert!(
            html.contains(&format!("href=\"/s/club/g/{}\"", finished.id)),
            "recent games"
        );
        assert!(
            html.contains(&format!("href=\"/s/club/g/{}\"", playing.id)),
            "games in play"
        );
        assert!(html.contains("White won by five in a row"));
        assert!(html.contains("Leaderboards") && html.contains(&format!("/s/club/p/{ANN}")));
        assert!(html.contains(&format!("href=\"/s/club/t/{tournament_id}\"")));
        assert!(html.contains("Winter Cup"));

        let page = get(addr, &player).await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<h1>Ann</h1>"), "{html}");
        assert!(html.contains("rank 1 of 2"), "{html}");
        assert!(html.contains("svg class=\"chart\""), "a rating chart");
        assert!(html.contains("Current streak: 2 wins"), "{html}");
        assert_eq!(
            get(addr, "/s/club/p/12345").await.status,
            404,
            "not a player here"
        );

        let page = get(addr, &format!("/s/club/t/{tournament_id}")).await;
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(html.contains("<h1>Winter Cup</h1>"));
        assert!(html.contains("Swiss"), "{html}");
        assert!(html.contains("Crosstable") && html.contains("Standings"));
        assert!(
            html.contains(&format!("href=\"/s/club/g/{tournament_game}\"")),
            "{html}"
        );

        let game_page = get(addr, &format!("/s/club/g/{}", finished.id)).await;
        assert_eq!(game_page.status, 200);
        assert!(game_page.text().contains("/s/club/g/"));
        assert_eq!(
            get(addr, &format!("/s/other/g/{}", finished.id))
                .await
                .status,
            404
        );

        // Moved to another address: the old one is gone at once.
        assert_eq!(
            store
                .publish_server(GUILD, "club-two", ANN, now)
                .await
                .unwrap(),
            Published::Done {
                previous: Some("club".to_string())
            }
        );
        assert_eq!(get(addr, "/s/club").await.status, 404);
        assert_eq!(get(addr, "/s/club-two").await.status, 200);
        assert_eq!(
            store.unpublish_server(GUILD).await.unwrap(),
            Some("club-two".to_string())
        );
        for path in ["/s/club-two", "/s/club-two/p/1"] {
            assert_eq!(get(addr, path).await.status, 404, "{path}");
        }
    }
}

#[tokio::test]
async fn hostile_names_on_server_pages_are_text() {
    let (store, _db) = backends("web_server_escape").await.remove(0);
    let hostile = "<script>alert(1)</script>";
    game(&store, 8_101, hostile, "Bo", &WHITE_FIVE).await;
    let (id, _) = tournament(&store, hostile).await;
    store
        .publish_server(GUILD, "hostile", ANN, SystemTime::now())
        .await
        .unwrap();
    let addr = serve(&store, true).await;
    for path in [
        "/s/hostile".to_string(),
        format!("/s/hostile/t/{id}"),
        format!("/s/hostile/p/{ANN}"),
    ] {
        let answer = get(addr, &path).await;
        assert_eq!(answer.status, 200, "{path}");
        let html = answer.text();
        assert!(!html.contains(hostile), "{path}: {html}");
        assert!(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "{path}"
        );
    }
}
