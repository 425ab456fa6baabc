//! What every answer shares: the one 404, the headers, caching by ETag, the
//! files of the site (embedded in the binary), and `/healthz`.

use super::Site;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// The same plain 404 for everything unknown, malformed or private: it
/// never tells a server or a game that exists from one that doesn't.
pub fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "Not found\n",
    )
        .into_response()
}

pub async fn fallback() -> Response {
    not_found()
}

/// A database that fails: logged, and a plain 503 (nothing of the error is
/// shown).
pub fn unavailable(e: impl std::fmt::Display) -> Response {
    tracing::warn!("web: the database failed: {e}");
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::RETRY_AFTER, "5"),
        ],
        "The site can't reach its database just now. Try again in a moment.\n",
    )
        .into_response()
}

/// The site is busy (a GIF being drawn, too many live pages or pages being
/// made): a plain 503 saying so, logged quietly (the database is fine).
pub fn busy(why: &str) -> Response {
    tracing::debug!("web: busy: {why}");
    (
        StatusCode::SERVICE_UNAVAILABLE,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::RETRY_AFTER, "5"),
        ],
        "The site is busy just now. Try again in a moment.\n",
    )
        .into_response()
}

/// One client asked for more than its share (live pages open at once): a
/// plain 429 saying what to do.
pub fn too_many(what: &str) -> Response {
    (
        StatusCode::TOO_MANY_REQUESTS,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::RETRY_AFTER, "30"),
        ],
        format!("Too many {what} are open from your address. Close some, then reload this one.\n"),
    )
        .into_response()
}

/// Who asks, for the limits per client: the peer's address, or, when the
/// peer is a reverse proxy on this machine or the private network, the
/// address it appended last to `X-Forwarded-For` (the one it saw; what a
/// client wrote there itself comes before it).
pub fn client(
    headers: &HeaderMap,
    extensions: &axum::http::Extensions,
) -> Option<std::net::IpAddr> {
    let peer = extensions
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()?
        .0
        .ip();
    let proxied = match peer {
        std::net::IpAddr::V4(ip) => ip.is_loopback() || ip.is_private(),
        std::net::IpAddr::V6(ip) => ip.is_loopback() || (ip.segments()[0] & 0xfe00) == 0xfc00,
    };
    if !proxied {
        return Some(peer);
    }
    let forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|v| v.trim().parse::<std::net::IpAddr>().ok())
        .next_back();
    Some(forwarded.unwrap_or(peer))
}

/// The script may come from this site only, and nothing inline; no frames,
/// no forms, no referrer (a game's link is its key: it must not leak to
/// another site through a click).
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
     connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

pub async fn common_headers(response: Response) -> Response {
    // axum answers a path it can't decode (not UTF-8) with a 400 of its
    // own, naming the route's parameter: the plain 404 instead.
    let mut response = if response.status() == StatusCode::BAD_REQUEST {
        not_found()
    } else {
        response
    };
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-cache"));
    response
}

/// How long a finished game's answers (by its link) may be kept: they
/// never change; a day, so that `web_links = false` takes them off caches
/// within one.
pub const IMMUTABLE: &str = "public, max-age=86400, immutable";
/// A published server's answers: they vanish when it is unpublished, so
/// shared caches keep none of them and browsers a minute.
pub const SERVER_PAGE: &str = "private, max-age=60";

/// An answer with an ETag: 304 when the browser has it already.
pub fn with_etag(
    request: &HeaderMap,
    etag: &str,
    cache: &'static str,
    make: impl FnOnce() -> Response,
) -> Response {
    let quoted = format!("\"{etag}\"");
    let matches = request
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == quoted || t.trim() == "*"));
    let mut response = if matches {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        make()
    };
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&quoted) {
        headers.insert(header::ETAG, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

/// The site's own files, versioned by the program's version in their
/// addresses (see `pages::asset`), so they may be kept a day.
pub async fn asset(Path(file): Path<String>) -> Response {
    let (body, kind) = match file.as_str() {
        "site.css" => (include_str!("assets/site.css"), "text/css; charset=utf-8"),
        "game.js" => (
            include_str!("assets/game.js"),
            "text/javascript; charset=utf-8",
        ),
        _ => return not_found(),
    };
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        body,
    )
        .into_response()
}

/// 200 when the database answers and the feed of game changes (what live
/// pages hear) is up; 503 when either isn't.
pub async fn healthz(State(site): State<Site>) -> Response {
    match tokio::time::timeout(std::time::Duration::from_secs(3), site.store.ping()).await {
        Ok(Ok(())) if !site.live.following() => unavailable("not hearing game changes"),
        Ok(Ok(())) => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "ok\n",
        )
            .into_response(),
        Ok(Err(e)) => unavailable(e),
        Err(_) => unavailable("no answer within 3 seconds"),
    }
}
