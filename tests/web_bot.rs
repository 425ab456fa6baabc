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
    let fake = common::FakeDiscord::start().await;
    let config =
        format!("web_listen = \"127.0.0.1:{port}\"\nweb_base_url = \"http://127.0.0.1:{port}/\"\n");
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
}
