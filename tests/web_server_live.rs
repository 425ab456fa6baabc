//! A published server's page, the parts that change by the day and by the
//! move: the daily puzzle (its solution hidden until the bot posts it) and
//! the games in play, which follow every move while the page is open.

use crate::web::{backends, game, get, play, read_until, serve, GUILD};
use std::time::SystemTime;
use tokio::io::AsyncWriteExt;

#[tokio::test]
async fn the_daily_puzzle_shows_without_its_solution_until_it_is_posted() {
    for (store, _db) in backends("web_daily").await {
        let now = SystemTime::now();
        store.publish_server(GUILD, "club", 1, now).await.unwrap();
        let addr = serve(&store, true).await;
        let html = get(addr, "/s/club").await.text();
        assert!(!html.contains("Daily puzzle"), "none posted yet");

        // p0001 of the shipped set: White to play and win in 3, K13 first.
        let today = pente_bot::store::millis(now).div_euclid(86_400_000);
        assert!(store
            .claim_daily(GUILD, today, "p0001", 9_101, now, now)
            .await
            .unwrap());
        store
            .set_daily_message(GUILD, today, 9_102, now)
            .await
            .unwrap();
        // A new site: the server page is kept for a few seconds.
        let addr = serve(&store, true).await;
        let html = get(addr, "/s/club").await.text();
        assert!(html.contains("Daily puzzle"), "{html}");
        assert!(html.contains("White to play and win in 3 moves"), "{html}");
        assert!(html.contains("Solved by 0 players so far"));
        assert!(!html.contains("Solution:"), "hidden until posted");
        assert!(!html.contains("<strong>K13</strong>"));

        assert!(store.claim_daily_solution(GUILD, today).await.unwrap());
        let addr = serve(&store, true).await;
        let html = get(addr, "/s/club").await.text();
        assert!(html.contains("Solution:"), "{html}");
        assert!(html.contains("<strong>K13</strong> K12 <strong>H11</strong>"));
    }
}

#[tokio::test]
async fn the_games_in_play_follow_every_move_while_the_page_is_open() {
    for (store, _db) in backends("web_thumbs").await {
        let now = SystemTime::now();
        let mut m = game(&store, 8_201, "Ann", "Bo", &["K10", "L11"]).await;
        store.publish_server(GUILD, "club", 1, now).await.unwrap();
        let addr = serve(&store, true).await;
        let html = get(addr, "/s/club").await.text();
        assert!(html.contains("data-cards=\"/s/club/live\""), "{html}");
        assert!(html.contains("svg xmlns=\"http://www.w3.org/2000/svg\" class=\"thumb\""));
        assert_eq!(get(addr, "/s/nobody/live").await.status, 404);

        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream
            .write_all(b"GET /s/club/live HTTP/1.1\r\nHost: localhost\r\n\r\n")
            .await
            .unwrap();
        let mut seen = String::new();
        read_until(&mut stream, &mut seen, "event: cards").await;
        read_until(&mut stream, &mut seen, "White: K10. Black: L11.").await;
        seen.clear();
        play(&store, &mut m, "K14").await;
        read_until(&mut stream, &mut seen, "White: K10, K14. Black: L11.").await;

        // A game starting shows; a game ending goes.
        seen.clear();
        let other = game(&store, 8_202, "Cy", "Di", &["K10"]).await;
        read_until(&mut stream, &mut seen, "<strong>Cy</strong>").await;
        seen.clear();
        m.resign(crate::web::BO).unwrap();
        store.save_game(&mut m, SystemTime::now()).await.unwrap();
        // Cy's first move may still be on its way: the lists that follow
        // end with one without Ann's game.
        let mut gone = false;
        while !gone {
            seen.clear();
            read_until(&mut stream, &mut seen, "</div>").await;
            let last = seen.rsplit("event: cards").next().unwrap().to_string();
            assert!(last.contains("<strong>Cy</strong>"), "{last}");
            gone = !last.contains("<strong>Ann</strong>");
        }
        drop(other);
    }
}
