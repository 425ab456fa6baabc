//! The website in a real browser: headless Chromium driven through
//! WebDriver (Debian's `chromium` and `chromium-driver`). Where they are
//! missing, each test says it was skipped, and why.

use crate::common;
use crate::web::{game, link, serve, TempDb, WHITE_FIVE};
use common::pente::*;
use fantoccini::key::Key;
use fantoccini::Locator;
use pente_bot::store::Store;
use serde_json::json;
use std::time::{Duration, Instant};

pub mod driver;
use driver::{Browser, Launch};

/// A browser, or `None` after saying why this test is skipped.
async fn browser(test: &str, launch: Launch) -> Option<Browser> {
    match Browser::start(launch).await {
        Ok(browser) => Some(browser),
        Err(why) => {
            eprintln!("{test}: skipped: {why}");
            None
        }
    }
}

/// How many stones the board shows (WebDriver's own lookup: it works with
/// the page's scripts off too).
async fn stones_shown(browser: &Browser) -> usize {
    browser
        .client
        .find_all(Locator::Css("svg.board g.st.on"))
        .await
        .unwrap()
        .len()
}

/// The same count through the page's script, for polling.
const STONES: &str = "return document.querySelectorAll('svg.board g.st.on').length;";

/// A finished game of White's five in column K, with its page served.
async fn finished_game(db: &TempDb) -> String {
    let store = Store::connect(&db.location()).await.unwrap();
    let m = game(&store, 7_101, "Ann", "Bo", &WHITE_FIVE).await;
    let token = link(&store, m.id).await;
    let addr = serve(&store, true).await;
    format!("http://{addr}/g/{token}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_arrow_keys_step_through_a_game() {
    let Some(browser) = browser("web_browser_keys", Launch::default()).await else {
        return;
    };
    let db = TempDb::new();
    let page = finished_game(&db).await;
    // `#0`: the empty board; → three times is the position after 3 stones.
    browser.client.goto(&format!("{page}#0")).await.unwrap();
    assert_eq!(stones_shown(&browser).await, 0);
    let body = browser.client.find(Locator::Css("body")).await.unwrap();
    let right = char::from(Key::Right).to_string();
    for _ in 0..3 {
        body.send_keys(&right).await.unwrap();
    }
    assert_eq!(stones_shown(&browser).await, 3);
    let board = browser
        .client
        .find(Locator::Css("svg.board"))
        .await
        .unwrap();
    assert_eq!(board.attr("data-at").await.unwrap().as_deref(), Some("3"));
    let at = browser.client.find(Locator::Id("at")).await.unwrap();
    assert_eq!(at.text().await.unwrap(), "3 / 11");
    let url = browser.client.current_url().await.unwrap();
    assert_eq!(url.fragment(), Some("3"), "the address keeps the move");
    let title = browser.eval("return document.querySelector('svg.board title').textContent;");
    assert_eq!(
        title.await,
        json!("The board after 3 stones. White: K10, K13. Black: A1.")
    );
    // End: the whole game again, its winning line drawn.
    body.send_keys(&char::from(Key::End).to_string())
        .await
        .unwrap();
    assert_eq!(stones_shown(&browser).await, 11);
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_in_discord_shows_on_the_open_page() {
    let Some(browser) = browser("web_browser_live", Launch::default()).await else {
        return;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let fake = common::FakeDiscord::start().await;
    let config =
        format!("web_listen = \"127.0.0.1:{port}\"\nweb_base_url = \"http://127.0.0.1:{port}\"\n");
    let _bot = start(&fake, &config).await;
    let first = start_game(&fake).await;
    let link = first
        .buttons()
        .into_iter()
        .find_map(|b| b.url.filter(|u| u.contains("/g/")))
        .expect("a View on the web button");
    browser.client.goto(&link).await.unwrap();
    assert_eq!(stones_shown(&browser).await, 0);
    // Set on this document only: a reload would lose it.
    browser
        .eval("window.stillThisPage = true; return null;")
        .await;

    assert_board(&play(&fake, &alice(), "K10").await);
    let replied = Instant::now();
    // A functional wait: the page follows by itself (the target is
    // within 2 s; the deadline leaves a loaded machine room).
    let seen = browser
        .wait_for(STONES, &json!(1), Duration::from_secs(10))
        .await;
    eprintln!(
        "web_browser_live: the move showed {:?} after its reply",
        replied.elapsed()
    );
    assert_eq!(seen, json!(1), "the move never showed on the page");
    assert_eq!(
        browser.eval("return window.stillThisPage === true;").await,
        json!(true),
        "without a reload"
    );
    let status = browser.client.find(Locator::Id("status")).await.unwrap();
    let status = status.text().await.unwrap();
    assert!(status.starts_with("Black to move"), "{status}");

    assert_board(&play(&fake, &bob(), "L11").await);
    let seen = browser
        .wait_for(STONES, &json!(2), Duration::from_secs(10))
        .await;
    assert_eq!(seen, json!(2), "the next move too");
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_javascript_the_move_links_step_through_a_game() {
    let launch = Launch {
        script: false,
        ..Launch::default()
    };
    let Some(browser) = browser("web_browser_no_script", launch).await else {
        return;
    };
    let db = TempDb::new();
    let page = finished_game(&db).await;
    // With the script off, `#0` moves nothing: the server's position stands.
    browser.client.goto(&format!("{page}#0")).await.unwrap();
    assert_eq!(stones_shown(&browser).await, 11, "the script is off");

    let third = browser
        .client
        .find(Locator::Css("ol.moves a[data-k=\"3\"]"))
        .await
        .unwrap();
    third.click().await.unwrap();
    assert_eq!(stones_shown(&browser).await, 3);
    let url = browser.client.current_url().await.unwrap();
    assert_eq!(url.query(), Some("at=3"));
    let forward = browser
        .client
        .find(Locator::Css("a[data-go=\"next\"]"))
        .await
        .unwrap();
    forward.click().await.unwrap();
    assert_eq!(stones_shown(&browser).await, 4);
    let back = browser
        .client
        .find(Locator::Css("a[data-go=\"first\"]"))
        .await
        .unwrap();
    back.click().await.unwrap();
    assert_eq!(stones_shown(&browser).await, 0);
    browser.close().await;
}
