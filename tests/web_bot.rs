//! The website beside the real bot, through the fake Discord: every board
//! carries a **View on the web** link, and the link opens that game.

use crate::common;
use crate::web::get;

use common::pente::*;

/// A free local port (taken and let go: the bot binds it next).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The URL of the reply's **View on the web** button.
fn web_link(reply: &common::Reply) -> String {
    reply
        .buttons()
        .into_iter()
        .find(|b| b.label.as_deref() == Some("View on the web"))
        .and_then(|b| b.url)
        .unwrap_or_else(|| panic!("no View on the web button: {:?}", reply.buttons()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_final_board_links_to_the_games_page() {
    let port = free_port();
    let metrics_port = free_port();
    let fake = common::FakeDiscord::start().await;
    let config = format!(
        "web_listen = \"127.0.0.1:{port}\"\nweb_base_url = \"http://127.0.0.1:{port}/\"\nmetrics_listen = \"127.0.0.1:{metrics_port}\"\n"
    );
    let _bot = start(&fake, &config).await;
    let first = start_game(&fake).await;
    let live_link = web_link(&first);
    let moves = [
        "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        let reply = play(&fake, &who, mv).await;
        assert_eq!(web_link(&reply), live_link, "the same link on every board");
    }
    let last = play(&fake, &alice(), "K12").await;
    assert_board(&last);
    let link = web_link(&last);
    assert_eq!(link, live_link);
    let path = link
        .strip_prefix(&format!("http://127.0.0.1:{port}"))
        .expect("the configured base");
    assert!(path.starts_with("/g/") && path.len() == 3 + 32, "{path}");
    let addr = format!("127.0.0.1:{port}").parse().unwrap();
    let page = get(addr, path).await;
    assert_eq!(page.status, 200);
    let html = page.text();
    assert!(html.contains("<h1>alice vs bob</h1>"), "{html}");
    assert!(html.contains("White wins — five in a row"));

    // The same link in /pente history, export and replay.
    let history = say(&fake, &alice(), "history", serde_json::Value::Null).await;
    let listed: Vec<_> = history
        .buttons()
        .into_iter()
        .filter(|b| {
            b.label
                .as_deref()
                .is_some_and(|l| l.ends_with("on the web"))
        })
        .collect();
    assert_eq!(listed.len(), 1, "{:?}", history.buttons());
    assert_eq!(listed[0].url.as_deref(), Some(link.as_str()));
    let export = say(&fake, &alice(), "export", serde_json::Value::Null).await;
    assert_eq!(web_link(&export), link);
    let number = listed[0]
        .label
        .as_deref()
        .and_then(|l| l.strip_prefix('#'))
        .and_then(|l| l.split(' ').next())
        .unwrap()
        .to_string();
    let replay = say(
        &fake,
        &alice(),
        "replay",
        serde_json::json!([common::fake_discord::opt::str("game", &number)]),
    )
    .await;
    assert_eq!(web_link(&replay), link);

    // /metrics on its own address only.
    assert_eq!(get(addr, "/metrics").await.status, 404);
    let metrics_addr = format!("127.0.0.1:{metrics_port}").parse().unwrap();
    let metrics = get(metrics_addr, "/metrics").await;
    assert_eq!(metrics.status, 200);
    let text = metrics.text();
    assert!(
        text.contains("pente_interactions_total{outcome=\"handled\"}"),
        "{text}"
    );
    assert!(text.contains("pente_reply_seconds_bucket"), "{text}");
    assert!(text.contains("pente_games_in_play 0"), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_publishes_the_servers_pages_and_takes_them_down() {
    use common::fake_discord::opt;
    use serde_json::{json, Value};
    let port = free_port();
    let fake = common::FakeDiscord::start().await;
    let config =
        format!("web_listen = \"127.0.0.1:{port}\"\nweb_base_url = \"http://127.0.0.1:{port}\"\n");
    let _bot = start(&fake, &config).await;
    let addr = format!("127.0.0.1:{port}").parse().unwrap();
    let slug = json!([opt::str("slug", "our-club")]);

    let refused = say(&fake, &bob(), "web publish", slug.clone()).await;
    assert_private(
        &refused,
        "Only moderators (with the Manage Server permission)",
    );
    assert_eq!(get(addr, "/s/our-club").await.status, 404);

    fake.make_moderator(&alice());
    let bad = say(
        &fake,
        &alice(),
        "web publish",
        json!([opt::str("slug", "Our Club!")]),
    )
    .await;
    assert_private(&bad, "3 to 32 lowercase letters");
    let published = say(&fake, &alice(), "web publish", slug).await;
    assert!(published.ephemeral);
    let address = format!("http://127.0.0.1:{port}/s/our-club");
    assert!(
        published.content.contains(&address),
        "{}",
        published.content
    );
    let page = get(addr, "/s/our-club").await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("Pente on our-club"));

    let refused = say(&fake, &bob(), "web unpublish", Value::Null).await;
    assert_private(&refused, "Only moderators");
    assert_eq!(get(addr, "/s/our-club").await.status, 200);
    let down = say(&fake, &alice(), "web unpublish", Value::Null).await;
    assert_private(&down, "are down");
    assert_eq!(get(addr, "/s/our-club").await.status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysed_game_marks_its_turning_points_on_the_move_list() {
    let port = free_port();
    let fake = common::FakeDiscord::start().await;
    let config =
        format!("web_listen = \"127.0.0.1:{port}\"\nweb_base_url = \"http://127.0.0.1:{port}\"\n");
    let _bot = start(&fake, &config).await;
    let addr = format!("127.0.0.1:{port}").parse().unwrap();
    start_game(&fake).await;
    // White builds a four in column K; Black leaves K14 open, White plays
    // A19 instead of the five, Black blocks, and White resigns.
    let moves = [
        "K10", "K9", "K13", "A1", "K12", "A3", "K11", "A5", "A19", "K14",
    ];
    let moves: Vec<_> = moves
        .iter()
        .enumerate()
        .map(|(i, &m)| (if i % 2 == 0 { alice() } else { bob() }, m))
        .collect();
    play_all(&fake, &moves).await;
    let last = say(&fake, &alice(), "resign", serde_json::Value::Null).await;
    let link = web_link(&last);
    let path = link
        .strip_prefix(&format!("http://127.0.0.1:{port}"))
        .unwrap()
        .to_string();

    // Not analysed: no marks (and the page is now kept by the site).
    let before = get(addr, &path).await.text();
    assert!(!before.contains("class=\"tp "), "{before}");
    assert!(!before.contains("Turning points"));

    fake.command(&carol(), CHANNEL, "analyze", serde_json::Value::Null)
        .await
        .replies(2)
        .await;
    // The analysis is written before it is posted; the site hears of the
    // write through its change feed, a moment later.
    let html = crate::web::page_showing(addr, &path, "class=\"tp ").await;
    // The ninth stone, A19, marked as a missed win in the move list, and
    // named under it with a link to the position it was played in.
    let sentence = "Move 9, White A19: a missed win — K14 wins by force";
    assert!(
        html.contains(&format!(
            "<span class=\"tp missed_win\" title=\"{sentence}\" role=\"img\" aria-label=\"{sentence}\">??</span>"
        )),
        "{html}"
    );
    assert!(html.contains("<h3>Turning points</h3>"), "{html}");
    assert!(
        html.contains(&format!("<a href=\"?at=8#8\" data-k=\"8\">{sentence}</a>")),
        "{html}"
    );
    fake.assert_no_problems();
}
