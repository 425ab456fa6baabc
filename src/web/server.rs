//! A published server's pages: its games, leaderboards and tournaments, and
//! its players. Unpublished, they are the plain 404 of anything unknown.

use super::http::not_found;
use super::Site;
use axum::extract::{Path, State};
use axum::response::Response;

pub async fn server_page(State(_site): State<Site>, Path(_slug): Path<String>) -> Response {
    not_found()
}

pub async fn player_page(
    State(_site): State<Site>,
    Path((_slug, _user)): Path<(String, String)>,
) -> Response {
    not_found()
}

pub async fn tournament_page(
    State(_site): State<Site>,
    Path((_slug, _id)): Path<(String, String)>,
) -> Response {
    not_found()
}
