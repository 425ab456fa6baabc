//! A game's page: the board as SVG, the players and their rating changes,
//! the clock while in play, the move list (each move a link, so the page
//! steps without JavaScript), the result, and the record and GIF to
//! download. Reached by the game's link (`/g/<token>`) or, in a published
//! server, by its number (`/s/<slug>/g/<id>`).
//!
//! A finished game never changes: its page is made once per position asked,
//! kept in memory, and served with an ETag and as immutable.

use super::http::{busy, client, not_found, unavailable, with_etag, IMMUTABLE, SERVER_PAGE};
use super::live::Access;
use super::pages::{page, signed, trusted, MainAttrs};
use super::{record, Site};
use crate::ai::analysis::Verdict;
use crate::game::Color;
use crate::locale::Lang;
use crate::render::svg::{game_svg, GameSvg, Step};
use crate::render::{GifOptions, Renderer, Scene};
use crate::session::Match;
use crate::store::{TurningPoint, WebGame, WebState};
use crate::tr;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, Extensions, HeaderMap};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

/// Pages and GIFs kept per process: a finished game's are the same for
/// every reader. When full, the cache starts again (a simple bound, not an
/// LRU: a game read often is soon made again).
const CACHED_PAGES: usize = 1024;
const CACHED_GIFS: usize = 64;
/// The GIF's width: as the bot's `/pente replay` draws it by default.
const GIF_WIDTH: u32 = 600;

/// A finished game's page with the version it was made from and the
/// cache's generation when it was last known current.
type Made = (u64, u64, Arc<String>);
type Gif = Arc<Vec<u8>>;

pub struct Cache {
    /// Token → game, for links seen already (a link never changes).
    links: Mutex<HashMap<String, u64>>,
    /// (game, position) → the finished game's version and page.
    pages: Mutex<HashMap<(u64, usize), Made>>,
    /// Moves on when the change feed lost track (another process wrote, or
    /// changes were missed): a page of an older generation is served again
    /// only once its game's version is read and found the same. A finished
    /// game's page changes when a rerate rewrites its rating changes.
    generation: std::sync::atomic::AtomicU64,
    /// (game, version) → its GIF.
    gifs: Mutex<HashMap<(u64, u64), Gif>>,
    /// Drawn once, on the first GIF asked for.
    renderer: OnceLock<Renderer>,
    /// One GIF drawn at a time: they are the site's only heavy work.
    drawing: Arc<tokio::sync::Semaphore>,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            links: Mutex::default(),
            pages: Mutex::default(),
            generation: Default::default(),
            gifs: Mutex::default(),
            renderer: OnceLock::new(),
            drawing: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }
}

impl Cache {
    /// Forgets game `id`'s pages: it was written (moved, analysed,
    /// rerated), so the next reader's page is made from the database again.
    pub fn forget(&self, id: u64) {
        lock(&self.pages).retain(|&(game, _), _| game != id);
    }

    /// Some writes were missed (another process's, or too many at once):
    /// any game may have changed, so every kept page is checked against
    /// its game's version before it is served again (not made again).
    pub fn forget_all(&self) {
        self.generation
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    fn generation(&self) -> u64 {
        self.generation.load(std::sync::atomic::Ordering::Relaxed)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
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

/// The game `reached` names, if it may be seen, and what it is seen
/// under (for a live page, checked again at every update).
async fn resolve(site: &Site, reached: &Reached) -> Result<(u64, Access), Refusal> {
    match reached {
        Reached::Link(token) => {
            if !site.options.links || !crate::store::is_token(token) {
                return Err(Refusal::NotFound);
            }
            if let Some(id) = recall(&site.cache.links, token) {
                return Ok((id, Access::Link));
            }
            match site.store.game_of_link(token).await {
                Ok(Some(id)) => {
                    remember(&site.cache.links, CACHED_PAGES, token.clone(), id);
                    Ok((id, Access::Link))
                }
                Ok(None) => Err(Refusal::NotFound),
                Err(e) => Err(Refusal::Down(e)),
            }
        }
        Reached::Server { slug, id } => match site.store.published_server(slug).await {
            Ok(Some(guild)) => match site.store.web_game(*id).await {
                Ok(Some(g)) if g.guild_id == guild => Ok((
                    *id,
                    Access::Server {
                        slug: slug.clone(),
                        guild,
                    },
                )),
                Ok(_) => Err(Refusal::NotFound),
                Err(e) => Err(Refusal::Down(e)),
            },
            Ok(None) => Err(Refusal::NotFound),
            Err(e) => Err(Refusal::Down(e)),
        },
    }
}

/// `?at=N` (the position after N stones) as `Some(Some(N))`, no `at` as
/// `Some(None)`; a malformed `at` is `None` (a 404). Other parameters
/// (`fbclid`, `utm_*` added by whoever shared the link) are ignored.
fn position_asked(query: Option<&str>) -> Option<Option<usize>> {
    let mut at = None;
    for pair in query.unwrap_or("").split('&') {
        let Some(n) = pair.strip_prefix("at=") else {
            continue;
        };
        if at.is_some() || n.is_empty() || n.len() > 4 || !n.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        at = Some(n.parse().ok()?);
    }
    Some(at)
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
    headers: HeaderMap,
    extensions: Extensions,
) -> Response {
    game_part(&site, Reached::Link(token), &what, &headers, &extensions).await
}

pub async fn in_server_part(
    State(site): State<Site>,
    Path((slug, id, what)): Path<(String, String, String)>,
    headers: HeaderMap,
    extensions: Extensions,
) -> Response {
    let Some(id) = parse_id(&id) else {
        return not_found();
    };
    game_part(
        &site,
        Reached::Server { slug, id },
        &what,
        &headers,
        &extensions,
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
        Ok((id, _)) => id,
        Err(r) => return r.into_response(),
    };
    let base = reached.base();
    let by_link = matches!(reached, Reached::Link(_));
    // A finished game's page, made before: no database at all, unless the
    // feed lost track since (then its version is read first).
    let key = (id, at.unwrap_or(usize::MAX));
    let generation = site.cache.generation();
    let mut known = None;
    if by_link {
        if let Some((version, made_in, html)) = recall(&site.cache.pages, &key) {
            if made_in == generation {
                return finished_answer(headers, id, version, at, html, IMMUTABLE);
            }
            known = Some((version, html));
        }
    }
    let g = match site.store.web_game(id).await {
        Ok(Some(g)) => g,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    if let Some((version, html)) = known.filter(|(v, _)| *v == g.version) {
        remember(
            &site.cache.pages,
            CACHED_PAGES,
            key,
            (version, generation, Arc::clone(&html)),
        );
        return finished_answer(headers, id, version, at, html, IMMUTABLE);
    }
    let (state, version) = (g.state, g.version);
    // What the engine found, once the game is over and was analysed.
    let turning = match state {
        WebState::Playing => None,
        _ => match site.store.turning_points(id).await {
            Ok(t) => t,
            Err(e) => return unavailable(e),
        },
    };
    // Replaying and drawing is CPU work: off the async threads.
    let made = tokio::task::spawn_blocking(move || {
        let mut view = View::of(&g, at)?;
        view.turning = turning;
        if at.is_some_and(|k| k > view.drawn.steps.len()) {
            return None;
        }
        let live = (g.state == WebState::Playing).then(|| format!("{base}/live"));
        Some(
            page(
                &view.title,
                true,
                MainAttrs {
                    id: Some("game"),
                    live,
                },
                view.main(&base, SystemTime::now()),
            )
            .into_string(),
        )
    })
    .await;
    let Ok(Some(html)) = made else {
        return not_found();
    };
    if state == WebState::Playing {
        // Its clock's words age by the minute: always asked again.
        return ([(header::CACHE_CONTROL, "no-cache")], html_response(html)).into_response();
    }
    let html = Arc::new(html);
    if by_link {
        remember(
            &site.cache.pages,
            CACHED_PAGES,
            key,
            (version, generation, Arc::clone(&html)),
        );
        finished_answer(headers, id, version, at, html, IMMUTABLE)
    } else {
        finished_answer(headers, id, version, at, html, SERVER_PAGE)
    }
}

fn finished_answer(
    headers: &HeaderMap,
    id: u64,
    version: u64,
    at: Option<usize>,
    html: Arc<String>,
    cache: &'static str,
) -> Response {
    let etag = format!(
        "{id}.{version}.{}.{}",
        at.map_or("end".to_string(), |k| k.to_string()),
        env!("CARGO_PKG_VERSION")
    );
    with_etag(headers, &etag, cache, || {
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
    headers: &HeaderMap,
    extensions: &Extensions,
) -> Response {
    // Any query is ignored (a shared link's tracking parameters).
    if !matches!(what, "record.txt" | "game.gif" | "live") {
        return not_found();
    }
    let (id, access) = match resolve(site, &reached).await {
        Ok(resolved) => resolved,
        Err(r) => return r.into_response(),
    };
    if what == "live" {
        return super::live::watch(site, id, access, client(headers, extensions)).await;
    }
    let g = match site.store.web_game(id).await {
        Ok(Some(g)) => g,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let cache = match (g.state, &reached) {
        (WebState::Playing, _) => "no-cache",
        (_, Reached::Link(_)) => IMMUTABLE,
        (_, Reached::Server { .. }) => SERVER_PAGE,
    };
    let etag = format!("{id}.{}.{what}", g.version);
    // The browser has it: nothing is drawn.
    let has_it = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == format!("\"{etag}\"")));
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
        _ if has_it => with_etag(headers, &etag, cache, not_found),
        _ => {
            let gif = match gif_of(site, &g).await {
                Ok(Some(gif)) => gif,
                Ok(None) => return not_found(),
                Err(busy) => return busy,
            };
            with_etag(headers, &etag, cache, || {
                ([(header::CONTENT_TYPE, "image/gif")], gif.as_ref().clone()).into_response()
            })
        }
    }
}

/// The game as an animated GIF, drawn off the async threads, one at a
/// time, kept by version; while one is being drawn, another is refused
/// (503, try again) rather than queued without end.
async fn gif_of(site: &Site, g: &WebGame) -> Result<Option<Arc<Vec<u8>>>, Response> {
    let key = (g.game.id, g.version);
    if let Some(gif) = recall(&site.cache.gifs, &key) {
        return Ok(Some(gif));
    }
    let Some(m) = g.game.to_match() else {
        return Ok(None);
    };
    let (white, black) = (g.game.white.name.clone(), g.game.black.name.clone());
    let Ok(turn) = Arc::clone(&site.cache.drawing).try_acquire_owned() else {
        return Err(busy("a GIF is being drawn"));
    };
    let cache = Arc::clone(&site.cache);
    let gif = tokio::task::spawn_blocking(move || {
        let _turn = turn;
        let renderer = cache.renderer.get_or_init(|| Renderer::new(GIF_WIDTH));
        // In English until the site's GIFs are kept per language.
        let lang = crate::locale::Lang::ENGLISH;
        renderer.render_gif(&scene(&m, &white, &black), GifOptions::default(), lang)
    })
    .await
    .map_err(unavailable)?;
    let gif = Arc::new(gif);
    remember(&site.cache.gifs, CACHED_GIFS, key, Arc::clone(&gif));
    Ok(Some(gif))
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
    /// The turning points of the engine's analysis, if the game had one.
    pub turning: Option<Vec<TurningPoint>>,
    pub lang: Lang,
}

impl<'a> View<'a> {
    /// `None` if its moves no longer replay.
    pub fn of(g: &'a WebGame, at: Option<usize>) -> Option<View<'a>> {
        let m = g.game.to_match()?;
        let drawn = game_svg(
            &scene(&m, &g.game.white.name, &g.game.black.name),
            usize::MAX,
        );
        // The end is the last step drawn (never more than the stones).
        let n = drawn.steps.len();
        let at = at.unwrap_or(n).min(n);
        let drawn = if at == n {
            drawn
        } else {
            game_svg(&scene(&m, &g.game.white.name, &g.game.black.name), at)
        };
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
            turning: None,
            lang: Lang::ENGLISH,
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
        let step_status = |k: usize| match k.checked_sub(1) {
            None => self.drawn.start_status.clone(),
            Some(i) => self
                .drawn
                .steps
                .get(i)
                .map_or_else(String::new, |s| s.status.clone()),
        };
        let captures = |k: usize| match k.checked_sub(1) {
            None => [0, 0],
            Some(i) => self.drawn.steps.get(i).map_or([0, 0], |s| s.captures),
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
                                " (in " (crate::locale::duration(crate::locale::Lang::ENGLISH, left)) ")"
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
                                    @if let Some(t) = self.turning_at(step.stones) {
                                        " " (self.turning_mark(t, step, false))
                                    }
                                    @for d in &step.decisions { " " span.decision { (d) } }
                                }
                            }
                        }
                    }
                }
                (self.turning_list(&link))
            }
            @if g.state != WebState::Playing {
                p.result { strong { (step_status(n)) } " · ended " (record::when(f.ended_at)) }
            }
        }
    }
}

impl View<'_> {
    /// The turning point at the `stones`th stone, if the analysis found one.
    fn turning_at(&self, stones: usize) -> Option<&TurningPoint> {
        self.turning.as_deref()?.iter().find(|t| t.stone == stones)
    }

    /// "Move 9, White A19: a missed win — K14 wins by force".
    fn turning_sentence(&self, t: &TurningPoint, step: &Step) -> String {
        let lang = self.lang;
        let color = crate::locale::color(lang, step.color);
        let (point, better) = (step.point.to_string(), t.better.to_string());
        match t.verdict {
            Verdict::MissedWin => tr!(
                lang,
                "web-turning-missed-win",
                number = t.stone,
                color = color,
                point = point,
                better = better
            ),
            Verdict::Blunder => tr!(
                lang,
                "web-turning-blunder",
                number = t.stone,
                color = color,
                point = point,
                better = better
            ),
            Verdict::Inaccuracy => tr!(
                lang,
                "web-turning-inaccuracy",
                number = t.stone,
                color = color,
                point = point,
                better = better
            ),
        }
    }

    /// The mark of a turning point, as annotators write them: `??` a missed
    /// win, `?` a blunder, `?!` an inaccuracy; its sentence for the mouse
    /// and, where the mark stands alone, for screen readers.
    fn turning_mark(&self, t: &TurningPoint, step: &Step, beside_text: bool) -> Markup {
        let mark = match t.verdict {
            Verdict::MissedWin => "??",
            Verdict::Blunder => "?",
            Verdict::Inaccuracy => "?!",
        };
        let sentence = self.turning_sentence(t, step);
        html! {
            @if beside_text {
                span class=(format!("tp {}", t.verdict.as_str())) aria-hidden="true" { (mark) }
            } @else {
                span class=(format!("tp {}", t.verdict.as_str())) title=(sentence) role="img" aria-label=(sentence) { (mark) }
            }
        }
    }

    /// Under the move list, what the analysis found: each turning point a
    /// link to the position its move was played in.
    fn turning_list(&self, link: &dyn Fn(usize) -> String) -> Markup {
        let Some(points) = &self.turning else {
            return html! {};
        };
        let lang = self.lang;
        html! {
            h3 { (tr!(lang, "web-turning-heading")) }
            @if points.is_empty() {
                p.muted { (tr!(lang, "web-turning-none")) }
            } @else {
                p.muted { (tr!(lang, "web-turning-intro")) }
                ol.turning {
                    @for t in points {
                        @if let Some(step) = t.stone.checked_sub(1).and_then(|i| self.drawn.steps.get(i)) {
                            li {
                                (self.turning_mark(t, step, true)) " "
                                a href=(link(t.stone - 1)) data-k=(t.stone - 1) { (self.turning_sentence(t, step)) }
                            }
                        }
                    }
                }
            }
        }
    }
}
