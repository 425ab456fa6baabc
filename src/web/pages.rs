//! The frame every page shares, and small pieces of pages.

use maud::{html, Markup, PreEscaped, DOCTYPE};

/// A file of the site, with the program's version in its address so that a
/// new version's file is fetched anew.
pub fn asset(file: &str) -> String {
    format!("/static/{file}?v={}", env!("CARGO_PKG_VERSION"))
}

/// A whole page: `title` in the tab, `body` in `<main>`; `script` says
/// whether the page wants the game script (the only script there is).
pub fn page(title: &str, script: bool, main_attrs: MainAttrs, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex, nofollow";
                title { (title) " · pente-bot" }
                link rel="stylesheet" href=(asset("site.css"));
                @if script {
                    script src=(asset("game.js")) defer {}
                }
            }
            body {
                main id=[main_attrs.id] data-live=[main_attrs.live] {
                    (body)
                }
                footer {
                    "Pente with "
                    a href="https://github.com/rainwolf/pente.org" { "pente.org" }
                    "'s rules, played on Discord with pente-bot. "
                    a href="/explore" { "Opening explorer" }
                }
            }
        }
    }
}

/// What `<main>` carries for the script.
#[derive(Default)]
pub struct MainAttrs {
    pub id: Option<&'static str>,
    /// Where the page's live updates come from (a game in play).
    pub live: Option<String>,
}

/// Markup made elsewhere and already escaped (the SVG board, whose every
/// text passes through its own escaping).
pub fn trusted(markup: &str) -> PreEscaped<&str> {
    PreEscaped(markup)
}

/// `+16`, `-3`, `±0`.
pub fn signed(n: i64) -> String {
    match n {
        0 => "±0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => n.to_string(),
    }
}
