//! A published server's pages: its games in play and recent games, its
//! leaderboards, hills and tournaments, each player's page and each
//! tournament's. Unpublished (or never published), they are the plain 404
//! of anything unknown. Each page is made at most once every few seconds
//! per server, however many read it.

use super::game::parse_id;
use super::http::{not_found, unavailable};
use super::pages::{page, MainAttrs};
use super::{record, Site};
use crate::event::tournament::Tournament;
use crate::event::GameResult;
use crate::game::Variant;
use crate::rating::{Rating, Score};
use crate::store::{Finished, StoreError, StoredTournament};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

/// How long a made page is served again before it is made anew.
const FRESH: Duration = Duration::from_secs(5);
const CACHED: usize = 256;
const RECENT_GAMES: u32 = 20;

/// Pages made lately, by address.
#[derive(Default)]
pub struct Recent(Mutex<HashMap<String, (Instant, Arc<String>)>>);

impl Recent {
    fn get(&self, key: &str) -> Option<Arc<String>> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(key)
            .filter(|(at, _)| at.elapsed() < FRESH)
            .map(|(_, page)| Arc::clone(page))
    }

    fn put(&self, key: String, page: Arc<String>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= CACHED {
            map.retain(|_, (at, _)| at.elapsed() < FRESH);
            if map.len() >= CACHED {
                map.clear();
            }
        }
        map.insert(key, (Instant::now(), page));
    }
}

/// Whether `slug` could name a server (checked before any database call).
pub(super) fn slug_shape(slug: &str) -> bool {
    (3..=32).contains(&slug.len())
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Serves the page at `key` from the recent ones, or makes it with `make`
/// (`None`: 404).
async fn cached<F, Fut>(site: &Site, slug: &str, key: String, make: F) -> Response
where
    F: FnOnce(u64) -> Fut,
    Fut: std::future::Future<Output = Result<Option<String>, StoreError>>,
{
    if !slug_shape(slug) {
        return not_found();
    }
    let guild = match site.store.published_server(slug).await {
        Ok(Some(guild)) => guild,
        Ok(None) => return not_found(),
        Err(e) => return unavailable(e),
    };
    // Keyed by server too: a slug moved to another server is not served
    // the old one's page.
    let key = format!("{guild}{key}");
    // An empty page is a 404 remembered: a crawler of unknown players
    // costs one database round per address every few seconds.
    let page = match site.recent.get(&key) {
        Some(page) => page,
        None => match async {
            let _turn = site.turn().await.map_err(Err)?;
            make(guild).await.map_err(Ok)
        }
        .await
        {
            Ok(page) => {
                let page = Arc::new(page.unwrap_or_default());
                site.recent.put(key, Arc::clone(&page));
                page
            }
            Err(Ok(e)) => return unavailable(e),
            Err(Err(busy)) => return busy,
        },
    };
    if page.is_empty() {
        return not_found();
    }
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, super::http::SERVER_PAGE),
        ],
        String::clone(&page),
    )
        .into_response()
}

pub async fn server_page(State(site): State<Site>, Path(slug): Path<String>) -> Response {
    let s = site.clone();
    let sl = slug.clone();
    cached(
        &site,
        &slug,
        format!("/s/{slug}"),
        move |guild| async move { server_html(&s, &sl, guild).await.map(Some) },
    )
    .await
}

pub async fn player_page(
    State(site): State<Site>,
    Path((slug, user)): Path<(String, String)>,
) -> Response {
    let Some(user) = parse_id(&user) else {
        return not_found();
    };
    let s = site.clone();
    let sl = slug.clone();
    cached(
        &site,
        &slug,
        format!("/p/{user}"),
        move |guild| async move { player_html(&s, &sl, guild, user).await },
    )
    .await
}

pub async fn tournament_page(
    State(site): State<Site>,
    Path((slug, id)): Path<(String, String)>,
) -> Response {
    let Some(id) = parse_id(&id) else {
        return not_found();
    };
    let s = site.clone();
    let sl = slug.clone();
    cached(&site, &slug, format!("/t/{id}"), move |guild| async move {
        match s.store.tournament(id).await? {
            Some(t) if t.info.guild_id == guild => Ok(Some(tournament_html(&sl, &t))),
            _ => Ok(None),
        }
    })
    .await
}

/// How a finished game ended, in a few words.
fn outcome(g: &Finished) -> String {
    let reason = match g.reason.as_str() {
        "five" if g.variant.line_rule() == crate::game::LineRule::SixOrMore => "six in a row",
        "five" => "five in a row",
        "captures" => "captures",
        "resignation" => "resignation",
        "time" => "time",
        "agreement" => "agreement",
        "aborted" => "aborted",
        _ => "full board",
    };
    match g.result.as_str() {
        "white_wins" => format!("White won by {reason}"),
        "black_wins" => format!("Black won by {reason}"),
        "aborted" => "aborted".to_string(),
        _ => format!("drawn by {reason}"),
    }
}

fn games_table(slug: &str, games: &[Finished]) -> Markup {
    html! {
        table {
            thead { tr { th { "#" } th { "White" } th { "Black" } th { "Result" } th { "Ended" } } }
            tbody {
                @for g in games {
                    tr {
                        td { a href=(format!("/s/{slug}/g/{}", g.id)) { (g.id) } }
                        td { a href=(format!("/s/{slug}/p/{}", g.white.id)) { (g.white.name) } }
                        td { a href=(format!("/s/{slug}/p/{}", g.black.id)) { (g.black.name) } }
                        td {
                            (outcome(g))
                            @if g.variant != Variant::Pente { " · " (g.variant.name()) }
                        }
                        td { (record::when(g.ended_at)) }
                    }
                }
            }
        }
    }
}

async fn server_html(site: &Site, slug: &str, guild: u64) -> Result<String, StoreError> {
    let now = SystemTime::now();
    let store = &site.store;
    let in_play = store
        .web_games_in_play(guild, super::thumbs::THUMBNAILS)
        .await?;
    let daily = super::daily::section(site, guild, now).await?;
    let recent = store.history(guild, None, RECENT_GAMES).await?;
    let mut tournaments = store.tournaments_in_guild(guild).await?;
    tournaments.sort_by_key(|t| std::cmp::Reverse(t.id));
    let mut boards = Vec::new();
    let mut hills = Vec::new();
    for variant in Variant::ALL {
        let board = store.leaderboard(guild, variant, now).await?;
        if !board.is_empty() {
            boards.push((variant, board));
        }
        let hill = store.hill(guild, variant).await?;
        if !hill.members.is_empty() {
            hills.push((variant, hill));
        }
    }
    let body = html! {
        h1 { "Pente on " (slug) }
        p.meta { "Games played with pente-bot in this Discord server, published by its moderators." }
        p { a href=(format!("/s/{slug}/explore")) { "Opening explorer" } ": what was played here from each position, and how it went." }
        h2 { "In play" }
        div #in-play data-cards=(format!("/s/{slug}/live")) { (super::thumbs::cards(slug, &in_play)) }
        (daily)
        h2 { "Leaderboards" }
        @if boards.is_empty() { p.muted { "No rated game yet." } }
        @for (variant, players) in &boards {
            h3 { (variant.name()) }
            table {
                thead { tr { th.num { "#" } th { "Player" } th.num { "Rating" } th.num { "±" } th.num { "Games" } } }
                tbody {
                    @for (i, p) in players.iter().enumerate() {
                        tr {
                            td.num { (i + 1) }
                            td { a href=(format!("/s/{slug}/p/{}", p.player.id)) { (p.player.name) } }
                            td.num { (p.rating.short()) }
                            td.num { (p.rating.deviation.round() as i64) }
                            td.num { (p.games) }
                        }
                    }
                }
            }
        }
        h2 { "Tournaments" }
        @if tournaments.is_empty() { p.muted { "No tournament yet." } }
        @for state in ["open", "running", "finished", "cancelled"] {
            @let these: Vec<_> = tournaments.iter().filter(|t| t.state.as_str() == state).collect();
            @if !these.is_empty() {
                h3 { (capitalised(state)) }
                ul {
                    @for t in these {
                        li {
                            a href=(format!("/s/{slug}/t/{}", t.id)) { (t.name) }
                            " · " (t.format.name()) " of " (t.variant.name())
                        }
                    }
                }
            }
        }
        @if !hills.is_empty() {
            h2 { "King of the Hill" }
            @for (variant, hill) in &hills {
                h3 { (variant.name()) }
                ol {
                    @for step in hill.hill().steps.iter() {
                        li {
                            @for (i, user) in step.iter().enumerate() {
                                @if i > 0 { ", " }
                                @if let Some(m) = hill.member(*user) {
                                    a href=(format!("/s/{slug}/p/{user}")) { (m.name) }
                                }
                            }
                        }
                    }
                }
            }
        }
        h2 { "Recent games" }
        @if recent.is_empty() { p.muted { "No finished game yet." } }
        @else { (games_table(slug, &recent)) }
    };
    Ok(page(
        &format!("Pente on {slug}"),
        true,
        MainAttrs::default(),
        body,
    )
    .into_string())
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or(String::new(), |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// A rating chart: the rating before the first rated game and after each.
fn chart(history: &[Rating]) -> Markup {
    if history.len() < 2 {
        return html! {};
    }
    let (w, h, pad) = (600.0f64, 200.0f64, 28.0f64);
    let values: Vec<f64> = history.iter().map(|r| r.rating).collect();
    let lo = values.iter().copied().fold(f64::INFINITY, f64::min).floor() - 10.0;
    let hi = values
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max)
        .ceil()
        + 10.0;
    let x = |i: usize| pad + (w - 2.0 * pad) * i as f64 / (values.len() - 1) as f64;
    let y = |v: f64| h - pad - (h - 2.0 * pad) * (v - lo) / (hi - lo);
    let points: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, &v)| format!("{:.1},{:.1}", x(i), y(v)))
        .collect();
    let last = *values.last().unwrap_or(&0.0);
    let label = format!(
        "Rating over the last {} rated games, from {:.0} to {:.0}",
        values.len() - 1,
        values[0],
        last
    );
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {w} {h}")) role="img" aria-label=(label) {
            line x1=(pad) y1=(y(lo)) x2=(w - pad) y2=(y(lo)) stroke="#d9c9a8" {}
            line x1=(pad) y1=(y(hi)) x2=(w - pad) y2=(y(hi)) stroke="#d9c9a8" {}
            text x="2" y=(y(hi) + 4.0) font-size="11" fill="#5a4630" { (hi as i64) }
            text x="2" y=(y(lo) + 4.0) font-size="11" fill="#5a4630" { (lo as i64) }
            polyline points=(points.join(" ")) fill="none" stroke="#d61e1c" stroke-width="2" {}
        }
    }
}

/// The current run of one result, newest first: "3 wins".
fn streak(results: &[Score]) -> Option<String> {
    let first = *results.first()?;
    let n = results.iter().take_while(|&&s| s == first).count();
    let word = match first {
        Score::Win => "win",
        Score::Loss => "loss",
        Score::Draw => "draw",
    };
    let plural = match (n, first) {
        (1, _) => "",
        (_, Score::Loss) => "es",
        (_, _) => "s",
    };
    Some(format!("{n} {word}{plural}"))
}

async fn player_html(
    site: &Site,
    slug: &str,
    guild: u64,
    user: u64,
) -> Result<Option<String>, StoreError> {
    let now = SystemTime::now();
    let store = &site.store;
    let games = store.history(guild, Some(user), RECENT_GAMES).await?;
    let mut sections = Vec::new();
    let mut name = games.first().map(|g| {
        if g.white.id == user {
            g.white.name.clone()
        } else {
            g.black.name.clone()
        }
    });
    for variant in Variant::ALL {
        let board = store.leaderboard(guild, variant, now).await?;
        let rank = board.iter().position(|p| p.player.id == user);
        let (white, black) = store.player_record(guild, user, variant).await?;
        if rank.is_none()
            && white.wins + white.losses + white.draws + black.wins + black.losses + black.draws
                == 0
        {
            continue;
        }
        let rated = rank.map(|i| (i + 1, board[i].clone()));
        if name.is_none() {
            name = rated.as_ref().map(|(_, p)| p.player.name.clone());
        }
        let history = store.rating_history(guild, user, variant, 100, now).await?;
        let results = store.player_results(guild, user, variant).await?;
        sections.push(html! {
            h2 { (variant.name()) }
            @if let Some((rank, p)) = &rated {
                p {
                    "Rating " strong { (p.rating.short()) } " ± " (p.rating.deviation.round() as i64)
                    " · rank " (rank) " of " (board.len()) " · " (p.games) " rated games"
                }
            } @else {
                p.muted { "No rated game yet." }
            }
            (chart(&history))
            table {
                thead { tr { th { "As" } th.num { "Won" } th.num { "Lost" } th.num { "Drawn" } } }
                tbody {
                    tr { td { "White" } td.num { (white.wins) } td.num { (white.losses) } td.num { (white.draws) } }
                    tr { td { "Black" } td.num { (black.wins) } td.num { (black.losses) } td.num { (black.draws) } }
                }
            }
            @if let Some(streak) = streak(&results) { p { "Current streak: " (streak) "." } }
        });
    }
    let Some(name) = name else {
        return Ok(None);
    };
    let body = html! {
        p.meta { a href=(format!("/s/{slug}")) { "Pente on " (slug) } }
        h1 { (name) }
        @for s in &sections { (s) }
        h2 { "Last games" }
        @if games.is_empty() { p.muted { "No finished game yet." } }
        @else { (games_table(slug, &games)) }
    };
    Ok(Some(
        page(&name, false, MainAttrs::default(), body).into_string(),
    ))
}

/// "1", "½", "0" for `me` in a result from White's side.
fn score_for(result: GameResult, as_white: bool) -> &'static str {
    match (result, as_white) {
        (GameResult::Draw, _) => "½",
        (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => "1",
        _ => "0",
    }
}

fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

fn standings_table(t: &StoredTournament, state: &Tournament, slug: &str) -> Markup {
    html! {
        table {
            thead { tr { th.num { "#" } th { "Player" } th.num { "Pts" } th.num { "Bch-1" } th.num { "SB" } th.num { "Wins" } } }
            tbody {
                @for s in state.standings() {
                    tr {
                        td.num { (s.rank) }
                        td { a href=(format!("/s/{slug}/p/{}", s.player)) { (t.name_of(s.player)) } }
                        td.num { (points(s.points())) }
                        td.num { (points(s.buchholz_cut1())) }
                        td.num { (points(s.sonneborn_berger())) }
                        td.num { (s.wins) }
                    }
                }
            }
        }
    }
}

fn tournament_html(slug: &str, t: &StoredTournament) -> String {
    let state = t.state();
    let info = &t.info;
    let order: Vec<u64> = state.standings().iter().map(|s| s.player).collect();
    let rounds = state.rounds.len();
    let body = html! {
        p.meta { a href=(format!("/s/{slug}")) { "Pente on " (slug) } }
        h1 { (info.name) }
        p.meta {
            (info.format.name()) " of " (info.variant.name()) " · "
            (crate::locale::duration(crate::locale::Lang::ENGLISH, info.move_time)) " a move · "
            (if info.rated { "rated" } else { "unrated" }) " · " (info.state.as_str())
            @if let Some(max) = info.max_players { " · at most " (max) " players" }
            @if let Some(at) = info.starts_at { " · starts " (record::when(at)) }
        }
        @if let Some(winner) = state.winner().filter(|_| state.is_finished()) {
            p.result { "Winner: " strong { (t.name_of(winner)) } }
        }
        h2 { "Players" }
        ol {
            @for p in &t.players {
                li {
                    a href=(format!("/s/{slug}/p/{}", p.user_id)) { (p.name) }
                    @if p.withdrawn { " (withdrew)" }
                }
            }
        }
        @if rounds > 0 {
            h2 { "Standings" }
            (standings_table(t, &state, slug))
            @for r in 1..rounds {
                details {
                    summary { "After round " (r) }
                    (standings_table(t, &Tournament { rounds: state.rounds[..r].to_vec(), ..state.clone() }, slug))
                }
            }
            h2 { "Crosstable" }
            div.scroll {
                table {
                    thead { tr {
                        th.num { "#" } th { "Player" }
                        @for i in 1..=order.len() { th.num { (i) } }
                        th.num { "Pts" }
                    } }
                    tbody {
                        @for (i, &me) in order.iter().enumerate() {
                            tr {
                                td.num { (i + 1) }
                                td { (t.name_of(me)) }
                                @for &them in &order {
                                    td.num {
                                        @if them == me { "—" }
                                        @else {
                                            @for p in state.rounds.iter().flatten().filter(|p| p.opponent_of(me) == Some(them)) {
                                                @if let Some(r) = p.result { (score_for(r, p.pairing.white == me)) }
                                            }
                                        }
                                    }
                                }
                                td.num { (state.standings().iter().find(|s| s.player == me).map_or("0".to_string(), |s| points(s.points()))) }
                            }
                        }
                    }
                }
            }
            h2 { "Rounds" }
            @for r in 0..rounds {
                h3 { "Round " (r + 1) }
                table {
                    thead { tr { th.num { "Board" } th { "White" } th { "Black" } th { "Result" } } }
                    tbody {
                        @for b in t.boards.iter().filter(|b| b.round as usize == r) {
                            tr {
                                td.num { (b.board + 1) }
                                td { (t.name_of(b.pairing.white)) }
                                td { (b.pairing.black.map_or("bye".to_string(), |u| t.name_of(u))) }
                                td {
                                    @let result = match (b.pairing.black, b.result.or(t.walkover(b))) {
                                        (None, _) => "1".to_string(),
                                        (_, Some(r)) => r.as_str().replace("1/2", "½"),
                                        (_, None) => "in play".to_string(),
                                    };
                                    @match b.game_id {
                                        Some(id) => a href=(format!("/s/{slug}/g/{id}")) { (result) },
                                        None => (result),
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    };
    page(&info.name, false, MainAttrs::default(), body).into_string()
}
