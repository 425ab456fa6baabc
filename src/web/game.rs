//! A game's page: the board as SVG, the players and their rating changes,
//! the clock while in play, the move list (each move a link, so the page
//! steps without JavaScript), the result, and the record and GIF to
//! download. Reached by the game's link (`/g/<token>`) or, in a published
//! server, by its number (`/s/<slug>/g/<id>`).
//!
//! A finished game never changes: its page is made once per position asked,
//! kept in memory, and served with an ETag and as immutable.

use super::http::{not_found, unavailable, with_etag, IMMUTABLE};
use super::pages::{page, signed, trusted, MainAttrs};
use super::{record, Site};
use crate::game::Color;
use crate::render::svg::{game_svg, GameSvg};
use crate::render::{GifOptions, Renderer, Scene};
use crate::session::Match;
use crate::store::{WebGame, WebState};
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

/// Pages and GIFs kept per process: a finished game's are the same for
/// every reader. When full, the cache starts again (a simple bound, not an
/// LRU: a game read often is soon made again).
const CACHED_PAGES: usize = 1024;
const CACHED_GIFS: usize = 16;
/// The GIF's width: as the bot's `/pente replay` draws it by default.
const GIF_WIDTH: u32 = 600;

pub struct Cache {
    /// Token → game, for links seen already (a link never changes).
    links: Mutex<HashMap<String, u64>>,
    /// (game, position) → the finished game's page.
    pages: Mutex<HashMap<(u64, usize), Arc<String>>>,
    gifs: Mutex<HashMap<u64, Arc<Vec<u8>>>>,
    /// Drawn once, on the first GIF asked for.
    renderer: OnceLock<Renderer>,
    /// One GIF drawn at a time: they are the site's only heavy work.
    drawing: tokio::sync::Semaphore,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            links: Mutex::default(),
            pages: Mutex::default(),
            gifs: Mutex::default(),
            renderer: OnceLock::new(),
            drawing: tokio::sync::Semaphore::new(1),
        }
    }
}

fn remember<K: std::hash::Hash + Eq, V>(map: &Mutex<HashMap<K, V>>, cap: usize, k: K, v: V) {
    let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= cap {
        map.clear();
    }
    map.insert(k, v);
}

fn recall<K: std::hash::Hash + Eq, V: Clone>(map: &Mutex<HashMap<K, V>>, k: &K) -> Option<V> {
    map.lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(k)
        .cloned()
}

/// How a game was reached: the base of its addresses.
enum Reached {
    Link(String),
    Server { slug: String, id: u64 },
}

impl Reached {
    fn base(&self) -> String {
        match self {
            Reached::Link(token) => format!("/g/{token}"),
            Reached::Server { slug, id } => format!("/s/{slug}/g/{id}"),
        }
    }
}

/// Why a game can't be shown.
enum Refusal {
    NotFound,
    Down(crate::store::StoreError),
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        match self {
            Refusal::NotFound => not_found(),
            Refusal::Down(e) => unavailable(e),
        }
    }
}

/// The game `reached` names, if it may be seen.
async fn resolve(site: &Site, reached: &Reached) -> Result<u64, Refusal> {
    match reached {
        Reached::Link(token) => {
            if !site.options.links || !crate::store::is_token(token) {
                return Err(Refusal::NotFound);
            }
            if let Some(id) = recall(&site.cache.links, token) {
                return Ok(id);
            }
            match site.store.game_of_link(token).await {
                Ok(Some(id)) => {
                    remember(&site.cache.links, CACHED_PAGES, token.clone(), id);
                    Ok(id)
                }
                Ok(None) => Err(Refusal::NotFound),
                Err(e) => Err(Refusal::Down(e)),
            }
        }
        Reached::Server { slug, id } => match site.store.published_server(slug).await {
            Ok(Some(guild)) => match site.store.web_game(*id).await {
                Ok(Some(g)) if g.guild_id == guild => Ok(*id),
                Ok(_) => Err(Refusal::NotFound),
                Err(e) => Err(Refusal::Down(e)),
            },
            Ok(None) => Err(Refusal::NotFound),
            Err(e) => Err(Refusal::Down(e)),
        },
    }
}

/// `?at=N` (the position after N stones) as `Some(Some(N))`, nothing as
/// `Some(None)`; anything else is `None` (a 404).
fn position_asked(query: Option<&str>) -> Option<Option<usize>> {
    match query {
        None | Some("") => Some(None),
        Some(q) => q
            .strip_prefix("at=")
            .filter(|n| !n.is_empty() && n.len() <= 4 && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| n.parse().ok())
            .map(Some),
    }
}

pub async fn by_link(
    State(site): State<Site>,
    Path(token): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    game_page(&site, Reached::Link(token), query.as_deref(), &headers).await
}

pub async fn in_server(
    State(site): State<Site>,
    Path((slug, id)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let Some(id) = parse_id(&id) else {
        return not_found();
    };
    game_page(
        &site,
        Reached::Server { slug, id },
        query.as_deref(),
        &headers,
    )
    .await
}

pub async fn by_link_part(
    State(site): State<Site>,
    Path((token, what)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    game_part(
        &site,
        Reached::Link(token),
        &what,
        query.as_deref(),
        &headers,
    )
    .await
}

pub async fn in_server_part(
    State(site): State<Site>,
    Path((slug, id, what)): Path<(String, String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let Some(id) = parse_id(&id) else {
        return not_found();
    };
    game_part(
        &site,
        Reached::Server { slug, id },
        &what,
        query.as_deref(),
        &headers,
    )
    .await
}

/// A number as the pages write it: digits only, no sign, no leading zero.
pub fn parse_id(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 20 || text.starts_with('0') {
        return None;
    }
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse().ok())
        .flatten()
}

async fn game_page(
    site: &Site,
    reached: Reached,
    query: Option<&str>,
    headers: &HeaderMap,
) -> Response {
    let Some(at) = position_asked(query) else {
        return not_found();
    };
    let id = match resolve(site, &reached).await {
        Ok(id) => id,
        Err(r) => return r.into_response(),
    };
    let base = reached.base();
    // A finished game's page, made before: no database at all.
    let key = (id, at.unwrap_or(usize::MAX));
    if let Reached::Link(_) = reached {
        if let Some(html) = recall(&site.cache.pages, &key) {
            return finished_answer(headers, id, at, html);
        }
    }
    let g = match site.store.web_game(id).await {
        Ok(Some(g)) => g,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let Some(view) = View::of(&g, at) else {
        return not_found();
    };
    if at.is_some_and(|k| k > view.drawn.steps.len()) {
        return not_found();
    }
    let live = (g.state == WebState::Playing).then(|| format!("{base}/live"));
    let html = page(
        &view.title,
        true,
        MainAttrs {
            id: Some("game"),
            live,
        },
        view.main(&base, SystemTime::now()),
    )
    .into_string();
    if g.state == WebState::Playing {
        let etag = format!("{id}.{}.{}", g.version, key.1);
        return with_etag(headers, &etag, "no-cache", || html_response(html));
    }
    let html = Arc::new(html);
    if let Reached::Link(_) = reached {
        remember(&site.cache.pages, CACHED_PAGES, key, Arc::clone(&html));
    }
    finished_answer(headers, id, at, html)
}

fn finished_answer(headers: &HeaderMap, id: u64, at: Option<usize>, html: Arc<String>) -> Response {
    let etag = format!(
        "{id}.{}.{}",
        at.map_or("end".to_string(), |k| k.to_string()),
        env!("CARGO_PKG_VERSION")
    );
    with_etag(headers, &etag, IMMUTABLE, || {
        html_response(String::clone(&html))
    })
}

fn html_response(html: String) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

/// `record.txt`, `game.gif` or `live` of a game.
async fn game_part(
    site: &Site,
    reached: Reached,
    what: &str,
    query: Option<&str>,
    headers: &HeaderMap,
) -> Response {
    if !matches!(what, "record.txt" | "game.gif" | "live") || query.is_some() {
        return not_found();
    }
    let id = match resolve(site, &reached).await {
        Ok(id) => id,
        Err(r) => return r.into_response(),
    };
    if what == "live" {
        return super::live::watch(site, id).await;
    }
    let g = match site.store.web_game(id).await {
        Ok(Some(g)) => g,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let cache = if g.state == WebState::Playing {
        "no-cache"
    } else {
        IMMUTABLE
    };
    let etag = format!("{id}.{}.{what}", g.version);
    match what {
        "record.txt" => with_etag(headers, &etag, cache, || {
            let disposition = format!("attachment; filename=\"pente-game-{id}.txt\"");
            (
                [
                    (
                        header::CONTENT_TYPE,
                        "text/plain; charset=utf-8".to_string(),
                    ),
                    (header::CONTENT_DISPOSITION, disposition),
                ],
                record::record_text(&g.game),
            )
                .into_response()
        }),
        _ => {
            let gif = match gif_of(site, &g).await {
                Some(gif) => gif,
                None => return not_found(),
            };
            with_etag(headers, &etag, cache, || {
                ([(header::CONTENT_TYPE, "image/gif")], gif.as_ref().clone()).into_response()
            })
        }
    }
}

/// The game as an animated GIF, drawn off the async threads, one at a
/// time; a finished game's is kept.
async fn gif_of(site: &Site, g: &WebGame) -> Option<Arc<Vec<u8>>> {
    let id = g.game.id;
    let finished = g.state != WebState::Playing;
    if finished {
        if let Some(gif) = recall(&site.cache.gifs, &id) {
            return Some(gif);
        }
    }
    let m = g.game.to_match()?;
    let (white, black) = (g.game.white.name.clone(), g.game.black.name.clone());
    let _turn = site.cache.drawing.acquire().await.ok()?;
    let cache = Arc::clone(&site.cache);
    let gif = tokio::task::spawn_blocking(move || {
        let renderer = cache.renderer.get_or_init(|| Renderer::new(GIF_WIDTH));
        renderer.render_gif(&scene(&m, &white, &black), GifOptions::default())
    })
    .await
    .ok()?;
    let gif = Arc::new(gif);
    if finished {
        remember(&site.cache.gifs, CACHED_GIFS, id, Arc::clone(&gif));
    }
    Some(gif)
}

fn scene<'a>(m: &'a Match, white: &'a str, black: &'a str) -> Scene<'a> {
    Scene {
        game: &m.game,
        captured: &m.last_captured,
        poofed: &m.last_poofed,
        white_name: white,
        black_name: black,
        ending: m.ending,
    }
}

/// A game made ready for its page.
pub struct View<'a> {
    pub g: &'a WebGame,
    pub m: Match,
    pub drawn: GameSvg,
    pub at: usize,
    pub title: String,
}

impl<'a> View<'a> {
    /// `None` if its moves no longer replay.
    pub fn of(g: &'a WebGame, at: Option<usize>) -> Option<View<'a>> {
        let m = g.game.to_match()?;
        let n_stones = m.game.moves().len();
        let at = at.unwrap_or(n_stones).min(n_stones);
        let drawn = game_svg(&scene(&m, &g.game.white.name, &g.game.black.name), at);
        let title = format!(
            "{} vs {} · {}",
            g.game.white.name,
            g.game.black.name,
            g.game.variant.name()
        );
        Some(View {
            g,
            m,
            drawn,
            at,
            title,
        })
    }

    /// What `<main>` holds.
    pub fn main(&self, base: &str, now: SystemTime) -> Markup {
        html! {
            div #game-part { (self.game_part(now)) }
            p.downloads {
                a href=(format!("{base}/record.txt")) download { "Download the record" } " (pente.org's format) · "
                a href=(format!("{base}/game.gif")) { "Watch it as a GIF" }
            }
        }
    }

    /// The part of the page that changes with a move: what a live page is
    /// sent after each one.
    pub fn game_part(&self, now: SystemTime) -> Markup {
        let g = self.g;
        let f = &g.game;
        let n = self.drawn.steps.len();
        let at = self.at;
        let step_status = |k: usize| match k {
            0 => self.drawn.start_status.clone(),
            k => self.drawn.steps[k - 1].status.clone(),
        };
        let captures = |k: usize| match k {
            0 => [0, 0],
            k => self.drawn.steps[k - 1].captures,
        };
        let [cw, cb] = captures(at);
        let link = |k: usize| format!("?at={k}#{k}");
        let kind = match (g.computer, g.rated) {
            (true, _) => "against the bot",
            (false, true) => "rated",
            (false, false) => "unrated",
        };
        html! {
            h1 { (f.white.name) " vs " (f.black.name) }
            p.meta {
                (f.variant.name()) " · " (kind)
                @if f.start().drops_tournament_rule() { " · without the tournament rule" }
                " · started " time datetime=(record::iso(f.started_at)) { (record::when(f.started_at)) }
            }
            ul.players {
                @for color in Color::BOTH {
                    @let player = if color == Color::White { &f.white } else { &f.black };
                    li class=(if color == Color::White { "white" } else { "black" }) {
                        span.stone-icon aria-hidden="true" {}
                        strong { (player.name) }
                        " (" (color) ")"
                        @if let Some(change) = &f.rating_change {
                            @let step = change.step(color);
                            " · " (step.after.short()) " (" (signed(step.delta())) ")"
                        }
                    }
                }
            }
            div.play {
                figure.board-box { (trusted(&self.drawn.svg)) }
                nav.steps aria-label="Step through the game" {
                    a.step href=(link(0)) data-go="first" title="First (Home)" aria-label="First" { "|◀" }
                    a.step href=(link(at.saturating_sub(1))) data-go="prev" title="Back (←)" aria-label="Back" { "◀" }
                    span #at { (at) " / " (n) }
                    a.step href=(link((at + 1).min(n))) data-go="next" title="Forward (→)" aria-label="Forward" { "▶" }
                    a.step href=(link(n)) data-go="last" title="Last (End)" aria-label="Last" { "▶|" }
                }
                p #status aria-live="polite" { (step_status(at)) }
                @if f.variant.capture_target().is_some() {
                    p #captures { "Captures: White " span #cw { (cw) } " · Black " span #cb { (cb) } }
                }
                @if g.state == WebState::Playing {
                    @let to_move = self.m.game.placer();
                    p.clock {
                        strong { (self.m.player(to_move).name) } " (" (to_move) ") to move"
                        @if let Some(deadline) = g.deadline {
                            ", by " time datetime=(record::iso(deadline)) { (record::when(deadline)) }
                            @if let Ok(left) = deadline.duration_since(now) {
                                " (in " (crate::session::human_duration(left)) ")"
                            }
                        }
                        "."
                    }
                }
            }
            section.moves {
                h2 { "Moves" }
                ol.moves {
                    li.start {
                        a href=(link(0)) data-k="0" data-s=(self.drawn.start_status) data-c="0 0" data-l=""
                            aria-current=[(at == 0).then_some("step")] { "Start" }
                        @for d in &self.drawn.start_decisions { " " span.decision { (d) } }
                    }
                    // Numbered by pairs of stones, as pente.org's records are.
                    @for (turn, pair) in self.drawn.steps.chunks(2).enumerate() {
                        li {
                            span.n { (turn + 1) "." }
                            @for step in pair {
                                " "
                                span class=(if step.color == Color::White { "w" } else { "b" }) {
                                    a href=(link(step.stones)) data-k=(step.stones) data-s=(step.status)
                                        data-c=(format!("{} {}", step.captures[0], step.captures[1]))
                                        data-l=(step.last_turn.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(" "))
                                        aria-label=(format!("{} {}", step.color, step.point))
                                        aria-current=[(at == step.stones).then_some("step")] {
                                        (step.point)
                                    }
                                    @if step.captured > 0 { span.took title="stones taken" { "×" (step.captured) } }
                                    @for d in &step.decisions { " " span.decision { (d) } }
                                }
                            }
                        }
                    }
                }
            }
            @if g.state != WebState::Playing {
                p.result { strong { (step_status(n)) } " · ended " (record::when(f.ended_at)) }
            }
        }
    }
}
