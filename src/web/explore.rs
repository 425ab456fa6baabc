//! The opening explorer on the website, with the same answers as
//! `/pente explore`: `/explore` for pente.org's strong games, and
//! `/s/<slug>/explore` for a published server's finished games (the plain
//! 404 while it is not published). The address holds the position
//! (`?moves=K10,L9,N10&variant=pente`); the board's tags and the table's
//! moves are links one move deeper, so no script is needed. A position of
//! a game still being played (on any server), or one just past it, is
//! refused on both, as in Discord.

use super::http::{not_found, unavailable};
use super::pages::{page, trusted, MainAttrs};
use super::Site;
use crate::explore::report::{self, thousands, Source, TOP};
use crate::explore::{strong, Answer, Candidate, GameInfo, Results};
use crate::game::{Action, Game, Variant};
use crate::render::{explorer_svg, ExploreMark, LinkedMark};
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};

/// Moves listed in the table at most (the board tags the first [`TOP`]).
const LISTED: usize = 40;
/// A longer address is not a position (120 moves take under 600 bytes).
const MAX_QUERY: usize = 2_048;
/// The strong games never change while the program runs, but whether a
/// position is kept back does, as games are played: a minute at most.
const STRONG_CACHE: &str = "public, max-age=60";

/// What the address asks for.
#[derive(Debug, Clone, PartialEq)]
struct Asked {
    variant: Variant,
    actions: Vec<Action>,
}

/// Why an address is not a position: the page says so (and links to the
/// start), or, when it is not even an address of ours, the plain 404.
#[derive(Debug, Clone, PartialEq)]
enum Refused {
    NotFound,
    Said(String),
}

pub async fn strong_page(State(site): State<Site>, RawQuery(query): RawQuery) -> Response {
    let asked = match read_query(query.as_deref()) {
        Ok(asked) => asked,
        Err(refused) => return refusal(refused, None),
    };
    if asked.variant != Variant::Pente {
        let text = format!(
            "pente.org's strong games are all Pente, so there are none of {}: a server's own explorer has its games of every variant.",
            asked.variant.name()
        );
        return refusal(Refused::Said(text), None);
    }
    match crate::store::game_in_play(&site.store, asked.variant, &asked.actions).await {
        Ok(None) => {}
        Ok(Some(_)) => return in_play(None),
        Err(e) => return unavailable(e),
    }
    let game = report::position(asked.variant, &asked.actions);
    let looked = game.clone();
    let Ok(answer) = tokio::task::spawn_blocking(move || strong::index().lookup(&looked)).await
    else {
        return unavailable("the strong games' index failed");
    };
    let mut response = html_response(
        StatusCode::OK,
        explorer_page(&Shown {
            source: Source::Strong,
            slug: None,
            asked: &asked,
            game: &game,
            answer: &answer,
        }),
    );
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static(STRONG_CACHE),
    );
    response
}

pub async fn server_page(
    State(site): State<Site>,
    Path(slug): Path<String>,
    RawQuery(query): RawQuery,
) -> Response {
    if !super::server::slug_shape(&slug) {
        return not_found();
    }
    let guild = match site.store.published_server(&slug).await {
        Ok(Some(guild)) => guild,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    let asked = match read_query(query.as_deref()) {
        Ok(asked) => asked,
        Err(refused) => return refusal(refused, Some(&slug)),
    };
    match crate::store::game_in_play(&site.store, asked.variant, &asked.actions).await {
        Ok(None) => {}
        Ok(Some(_)) => return in_play(Some(&slug)),
        Err(e) => return unavailable(e),
    }
    let game = report::position(asked.variant, &asked.actions);
    let looked = game.clone();
    let answer = match site
        .store
        .server_indexes()
        .with_server_index(&site.store, guild, asked.variant, move |index| {
            index.lookup(&looked)
        })
        .await
    {
        Ok(answer) => answer,
        Err(e) => return unavailable(e),
    };
    html_response(
        StatusCode::OK,
        explorer_page(&Shown {
            source: Source::Server,
            slug: Some(&slug),
            asked: &asked,
            game: &game,
            answer: &answer,
        }),
    )
}

/// The position an address asks for: `moves` (points and the opening
/// decisions, by commas or spaces) and `variant` (Pente if not given);
/// other parameters are ignored.
fn read_query(query: Option<&str>) -> Result<Asked, Refused> {
    let query = query.unwrap_or("");
    if query.len() > MAX_QUERY {
        return Err(Refused::NotFound);
    }
    let (mut moves, mut variant) = (String::new(), None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value).ok_or(Refused::NotFound)?;
        match key {
            "moves" => moves = value,
            "variant" => variant = Some(value),
            _ => {}
        }
    }
    let variant = match variant.as_deref().map(str::trim) {
        None | Some("") => Variant::Pente,
        Some(key) => key.parse().map_err(|_| {
            Refused::Said(format!(
                "There is no game called “{}” here.",
                key.chars()
                    .filter(|c| !c.is_control())
                    .take(24)
                    .collect::<String>()
            ))
        })?,
    };
    let game = report::parse_position(variant, &moves)
        .map_err(|text| Refused::Said(text.replace('`', "")))?;
    Ok(Asked {
        variant,
        actions: game.actions(),
    })
}

/// A query's value, percent-decoded (`+` is a space); `None` if it doesn't
/// decode to UTF-8.
fn decode(value: &str) -> Option<String> {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = value.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// The address of the position after `actions`, relative to the page.
fn href(variant: Variant, actions: &[Action]) -> String {
    if actions.is_empty() {
        return format!("?variant={}", variant.key());
    }
    let moves: Vec<String> = actions.iter().map(Action::to_string).collect();
    format!("?moves={}&variant={}", moves.join(","), variant.key())
}

fn html_response(status: StatusCode, body: Markup) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        body.into_string(),
    )
        .into_response()
}

/// An address that is not a position: a page saying why, with a way back to
/// the start (a 404: there is no such position).
fn refusal(refused: Refused, slug: Option<&str>) -> Response {
    let Refused::Said(text) = refused else {
        return not_found();
    };
    let body = html! {
        (heading(slug))
        p.refusal { (text) }
        p { a href="?variant=pente" { "Start from the empty board" } }
    };
    html_response(
        StatusCode::NOT_FOUND,
        page("Opening explorer", false, MainAttrs::default(), body),
    )
}

/// A position of a game being played (on any server: it is not named, nor
/// linked), or one just past it.
fn in_play(slug: Option<&str>) -> Response {
    let body = html! {
        (heading(slug))
        p.refusal {
            "A game being played is at this position right now, or a move or two before it: the explorer doesn't show these positions during a game, as that would help its players. Come back when it has moved on or ended."
        }
        p { a href="?variant=pente" { "Start from the empty board" } }
    };
    html_response(
        StatusCode::FORBIDDEN,
        page("Opening explorer", false, MainAttrs::default(), body),
    )
}

fn heading(slug: Option<&str>) -> Markup {
    html! {
        @if let Some(slug) = slug {
            p.meta { a href=(format!("/s/{slug}")) { "Pente on " (slug) } }
        }
        h1 { "Opening explorer" }
    }
}

/// A position and what the games played from it.
struct Shown<'a> {
    source: Source,
    slug: Option<&'a str>,
    asked: &'a Asked,
    game: &'a Game,
    answer: &'a Answer,
}

impl Shown<'_> {
    fn deeper(&self, c: &Candidate) -> String {
        match report::deeper(self.asked.variant, &self.asked.actions, c.point) {
            Some(actions) => href(self.asked.variant, &actions),
            None => href(self.asked.variant, &self.asked.actions),
        }
    }
}

fn explorer_page(s: &Shown) -> Markup {
    let (variant, answer) = (s.asked.variant, s.answer);
    let marks: Vec<LinkedMark> = answer
        .moves
        .iter()
        .take(TOP)
        .map(|c| LinkedMark {
            mark: ExploreMark {
                point: c.point,
                share: answer.share(c),
                white_score: c.results.white_score(),
            },
            href: s.deeper(c),
            label: format!(
                "{}: {}% of the games that went on ({}); White's score after it {}%",
                c.point,
                answer.share(c),
                games(c.games()),
                c.results.white_score()
            ),
        })
        .collect();
    let svg = explorer_svg(s.game, &marks);
    let moves = report::moves_text(s.game);
    let title = if moves.is_empty() {
        "Opening explorer".to_string()
    } else {
        format!("Opening explorer · {moves}")
    };
    let body = html! {
        (heading(s.slug))
        p.meta {
            @match s.source {
                Source::Strong => "Pente games between pente.org's strong players (rated about 1,700 to 2,500): what they played next from a position, and how it went.",
                Source::Server => "The games finished on this server: what was played next from a position, and how it went.",
            }
        }
        @if s.source == Source::Server {
            nav.choices aria-label="Game" {
                @for v in Variant::ALL {
                    a href=(href(v, &[])) aria-current=[(v == variant).then_some("page")] { (v.name()) }
                }
            }
        }
        (path(s))
        div.explorer {
            figure.board-box { (trusted(&svg)) }
            div.findings { (findings(s)) }
        }
    };
    page(&title, false, MainAttrs::default(), body)
}

/// The moves so far, each a link back to its position.
fn path(s: &Shown) -> Markup {
    let (variant, actions) = (s.asked.variant, &s.asked.actions);
    let mut stones: Vec<(usize, Action)> = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        if matches!(a, Action::Stone(_)) {
            stones.push((i, *a));
        }
    }
    html! {
        nav.choices.path aria-label="The moves so far" {
            a href=(href(variant, &[])) aria-current=[actions.is_empty().then_some("page")] { "Start" }
            @for (n, (i, a)) in stones.iter().enumerate() {
                @let last = n + 1 == stones.len();
                a href=(href(variant, &actions[..=*i])) aria-current=[last.then_some("page")] {
                    (n + 1) ". " (a)
                }
            }
            @if !actions.is_empty() {
                a.back href=(href(variant, &report::back(actions))) { "◀ Back" }
            }
        }
    }
}

/// How the games went from here: the summary, the next moves, examples.
fn findings(s: &Shown) -> Markup {
    let answer = s.answer;
    let reached = answer.reached;
    let [w, d, b] = reached.percentages();
    let moves = report::moves_text(s.game);
    html! {
        p.to-move {
            @if moves.is_empty() { "The start: " } @else { "After " (moves) ": " }
            @match s.game.pending() {
                Some(p) => {
                    (p.by) " to choose "
                    (p.options.iter().map(|c| c.as_str()).collect::<Vec<_>>().join(" / "))
                    " (the explorer goes on as kept)."
                }
                None => { (s.game.to_move()) " to move." }
            }
        }
        @if reached.games() == 0 {
            p.summary { "No games: none of them reached this position." }
        } @else {
            p.summary {
                strong { (games(reached.games())) } " reached this position: White won "
                (w) "%, " (d) "% were drawn, Black won " (b) "%."
            }
            @if answer.moves.is_empty() {
                p { "No move was played from here: every game ended." }
            } @else {
                (moves_table(s))
                p.muted.legend {
                    "On the board, the moves played most: each one's share of the games that went on (black), and White's score after it (red)."
                }
            }
            @if !answer.examples.is_empty() {
                h2 {
                    @match s.source {
                        Source::Strong => "Highest-rated games here",
                        Source::Server => "Latest games here",
                    }
                }
                ul.examples { @for g in &answer.examples { li { (example(s, g)) } } }
            }
        }
        @if s.game.has_tournament_rule() {
            p.muted { "Games played without the tournament rule are left out." }
        }
    }
}

fn games(n: u32) -> String {
    format!(
        "{} game{}",
        thousands(u64::from(n)),
        if n == 1 { "" } else { "s" }
    )
}

fn moves_table(s: &Shown) -> Markup {
    let answer = s.answer;
    let rated = s.source == Source::Strong;
    html! {
        table.cands {
            thead {
                tr {
                    th { "Move" } th.num { "Games" } th.num { "Share" }
                    th.num { "White" } th.num { "Draws" } th.num { "Black" } th { span.sr { "Results" } }
                    @if rated { th.num title="The average rating of the players who chose it" { "Rating" } }
                }
            }
            tbody {
                @for c in answer.moves.iter().take(LISTED) {
                    @let [w, d, b] = c.results.percentages();
                    tr {
                        td { a href=(s.deeper(c)) { (c.point) } }
                        td.num { (thousands(u64::from(c.games()))) }
                        td.num { (answer.share(c)) "%" }
                        td.num { (w) "%" small { " " (c.results.white) } }
                        td.num { (d) "%" small { " " (c.results.draws) } }
                        td.num { (b) "%" small { " " (c.results.black) } }
                        td { (bar(&c.results)) }
                        @if rated {
                            td.num { (c.average_rating.map_or("–".to_string(), |r| thousands(u64::from(r)))) }
                        }
                    }
                }
            }
        }
        @if answer.moves.len() > LISTED {
            p.muted { "… and " (answer.moves.len() - LISTED) " more moves, each played less." }
        }
    }
}

/// White's wins, the draws and Black's wins as one bar (the numbers are in
/// the row).
fn bar(r: &Results) -> Markup {
    let [w, d, _] = r.percentages();
    html! {
        svg.wdb viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" {
            rect width="100" height="10" fill="#161618" {}
            rect width=(w + d) height="10" fill="#a89a82" {}
            rect width=(w) height="10" fill="#faf9f4" {}
        }
    }
}

fn example(s: &Shown, g: &GameInfo) -> Markup {
    let name = |side: usize, fallback: &'static str| match g.players[side].trim() {
        "" => fallback.to_string(),
        n => n.to_string(),
    };
    let rating = |side: usize| g.ratings[side].map_or("?".to_string(), |r| thousands(u64::from(r)));
    html! {
        @match (s.source, s.slug) {
            (Source::Server, Some(slug)) => {
                a href=(format!("/s/{slug}/g/{}", g.number)) { "#" (g.number) }
                " · " (name(0, "White")) " – " (name(1, "Black"))
                " · " (report::date(g.ended_at)) " · " (g.result.as_score())
            }
            _ => {
                "pente.org game " (g.number) " · " (rating(0)) " – " (rating(1))
                " · " (g.result.as_score())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(q: &str) -> Result<Asked, Refused> {
        read_query(Some(q))
    }

    #[test]
    fn the_address_holds_the_position() {
        let a = asked("moves=K10,L9,N10&variant=pente").unwrap();
        assert_eq!(a.variant, Variant::Pente);
        assert_eq!(a.actions.len(), 3);
        assert_eq!(
            href(a.variant, &a.actions),
            "?moves=K10,L9,N10&variant=pente"
        );
        // Spaces (as + or %20) and commas (as %2C) read alike; other
        // parameters are ignored.
        assert_eq!(asked("moves=K10+L9%2CN10&utm=x").unwrap(), a);
        assert_eq!(asked("moves=K10%20L9%2cN10").unwrap(), a);
        assert_eq!(asked("").unwrap().actions, Vec::new());
        assert_eq!(
            asked("variant=keryo").unwrap().variant,
            Variant::Keryo,
            "a variant's key"
        );
    }

    #[test]
    fn a_bad_address_is_said_or_not_found() {
        assert!(matches!(asked("moves=K10,Z99"), Err(Refused::Said(t)) if t.contains("Z99")));
        assert!(matches!(asked("moves=K10,K10"), Err(Refused::Said(t)) if t.contains("Move 2")));
        assert!(matches!(asked("variant=chess"), Err(Refused::Said(t)) if t.contains("chess")));
        assert_eq!(asked("moves=%FF"), Err(Refused::NotFound), "not UTF-8");
        assert_eq!(asked("moves=%4"), Err(Refused::NotFound), "cut short");
        assert_eq!(asked("moves=%zz"), Err(Refused::NotFound));
        assert_eq!(asked(&"a".repeat(5_000)), Err(Refused::NotFound));
        let many = vec!["K10"; 200].join(",");
        assert!(matches!(
            asked(&format!("moves={many}")),
            Err(Refused::Said(_))
        ));
    }

    #[test]
    fn a_decision_due_is_kept_in_the_links_one_move_deeper() {
        let a = asked("moves=K10,L9,N10,L11&variant=dpente").unwrap();
        let game = report::position(a.variant, &a.actions);
        assert!(game.pending().is_some());
        let next = report::deeper(a.variant, &a.actions, "M10".parse().unwrap()).unwrap();
        assert_eq!(
            href(a.variant, &next),
            "?moves=K10,L9,N10,L11,keep,M10&variant=dpente"
        );
        assert_eq!(asked(&href(a.variant, &next)[1..]).unwrap().actions, next);
    }
}
