//! The "View on the web" link to a game's page on the website: posted with
//! every board (live and final) and with `/pente history`, `replay` and
//! `export`, when the operator set `web_base_url` and left `web_links` on.
//! The game's token is made the first time the game is shown.

use super::Data;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// Discord's limit of action rows in one message.
const MAX_ROWS: usize = 5;
/// Discord's limit of buttons in one row.
pub const MAX_BUTTONS: usize = 5;

/// The address of game `id`'s page, or `None` when the site gives no links
/// (or its token can't be read or made: logged, and the answer goes on
/// without the link).
pub async fn game_url(data: &Data, id: u64) -> Option<String> {
    let base = data.config.web_base_url.as_deref()?;
    if !data.config.web_links {
        return None;
    }
    match data.store.game_link(id, SystemTime::now()).await {
        Ok(token) => Some(format!("{base}/g/{token}")),
        Err(e) => {
            tracing::warn!(game = id, "no web link for the game: {e}");
            None
        }
    }
}

/// A link button to `url` labelled `label`.
pub fn button(url: String, label: impl Into<String>) -> serenity::CreateButton {
    serenity::CreateButton::new_link(url).label(label)
}

/// Adds a row with the **View on the web** button of game `id` to `rows`,
/// if there is room and the site gives links.
pub async fn add_view_row(data: &Data, id: u64, rows: &mut Vec<serenity::CreateActionRow>) {
    if rows.len() >= MAX_ROWS {
        return;
    }
    if let Some(url) = game_url(data, id).await {
        rows.push(serenity::CreateActionRow::Buttons(vec![button(
            url,
            "View on the web",
        )]));
    }
}

/// Rows of link buttons ("#12 on the web") to the pages of `ids` (five a
/// row, at most [`MAX_ROWS`] rows); none when the site gives no links.
pub async fn games_rows(data: &Data, ids: &[u64]) -> Vec<serenity::CreateActionRow> {
    if data.config.web_base_url.is_none() || !data.config.web_links {
        return Vec::new();
    }
    let mut buttons = Vec::new();
    for &id in ids.iter().take(MAX_BUTTONS * MAX_ROWS) {
        if let Some(url) = game_url(data, id).await {
            buttons.push(button(url, format!("#{id} on the web")));
        }
    }
    buttons
        .chunks(MAX_BUTTONS)
        .map(|row| serenity::CreateActionRow::Buttons(row.to_vec()))
        .collect()
}
