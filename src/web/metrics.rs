//! `/metrics` in Prometheus' text format, through the `metrics` crate: the
//! bot counts its interactions, reply times, engine queue and database
//! errors where they happen (no-ops until a recorder is installed), the
//! site its requests and live watchers; games in play are counted in the
//! database when scraped, so a site run apart from the bot reports them
//! too. Served on the site, or on an address of its own
//! (`metrics_listen`), which operators rarely expose.

use super::http::not_found;
use super::Site;
use axum::extract::{MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::sync::OnceLock;

/// Seconds: from a few milliseconds to Discord's three seconds and past.
const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Installs the process's recorder (once) and returns its handle; `None`
/// if another recorder was installed first.
pub fn install() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".to_string()), &BUCKETS)
                .ok()?;
            match builder.install_recorder() {
                Ok(handle) => {
                    describe();
                    Some(handle)
                }
                Err(e) => {
                    tracing::warn!("metrics are off: {e}");
                    None
                }
            }
        })
        .as_ref()
}

fn describe() {
    metrics::describe_gauge!("pente_games_in_play", "Games being played, all servers");
    metrics::describe_counter!(
        "pente_interactions_total",
        "Commands and button presses, by outcome (handled or refused)"
    );
    metrics::describe_histogram!(
        "pente_reply_seconds",
        "From an interaction's creation to the end of its answer"
    );
    metrics::describe_gauge!("pente_engine_queue", "Engine searches waiting for a slot");
    metrics::describe_counter!("pente_database_errors_total", "Failed database calls");
    metrics::describe_counter!(
        "pente_web_requests_total",
        "Website requests by route and status"
    );
    metrics::describe_gauge!("pente_live_watchers", "Pages following a game live");
}

/// `GET /metrics`.
pub async fn render(State(site): State<Site>) -> Response {
    let Some(handle) = install() else {
        return not_found();
    };
    match site.store.games_in_play().await {
        Ok(n) => metrics::gauge!("pente_games_in_play").set(n as f64),
        Err(e) => tracing::warn!("metrics: counting games in play: {e}"),
    }
    metrics::gauge!("pente_live_watchers").set(site.live.watchers() as f64);
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
        .into_response()
}

/// Counts a request by its route (its pattern, never its address: a game's
/// link must not end up in the metrics) and status.
pub async fn count(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_string(), |p| p.as_str().to_string());
    let response = next.run(request).await;
    metrics::counter!(
        "pente_web_requests_total",
        "route" => route,
        "status" => response.status().as_u16().to_string()
    )
    .increment(1);
    response
}

/// The router of `/metrics` alone, for `metrics_listen`.
pub fn router(site: Site) -> Router {
    Router::new()
        .route("/metrics", get(render))
        .fallback(super::http::fallback)
        .with_state(site)
}
