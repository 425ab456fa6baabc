//! `/pente web publish slug:…` and `/pente web unpublish` (Manage Server):
//! a server's own pages on the website (its games, leaderboards,
//! tournaments, players) exist only while its moderators have published
//! them, under an address of their choosing; unpublished, they are a 404.

use super::kit::{guild_of, reply_private, Context, Error, SAVE_FAILED};
use crate::store::Published;
use std::time::SystemTime;

/// The shortest and longest slug.
const SLUG_LEN: std::ops::RangeInclusive<usize> = 3..=32;

/// Whether `slug` may name a server's pages: 3–32 lowercase letters, digits
/// and inner hyphens.
pub fn valid_slug(slug: &str) -> bool {
    SLUG_LEN.contains(&slug.len())
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !slug.starts_with('-')
        && !slug.ends_with('-')
}

/// The server's pages on the website (moderators)
#[poise::command(
    slash_command,
    guild_only,
    subcommands("publish", "unpublish"),
    subcommand_required
)]
pub async fn web(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Moderators (Manage Server): publish this server's games, players and tournaments on the website
#[poise::command(slash_command, guild_only)]
pub async fn publish(
    ctx: Context<'_>,
    #[description = "The pages' address: 3-32 lowercase letters, digits and hyphens"]
    #[min_length = 3]
    #[max_length = 32]
    slug: String,
) -> Result<(), Error> {
    if !super::kit::manages_server(&ctx) {
        return reply_private(
            ctx,
            "Only moderators (with the Manage Server permission) can publish the server's pages.",
        )
        .await;
    }
    let data = ctx.data();
    let Some(base) = data.config.web_base_url.clone() else {
        return reply_private(
            ctx,
            "This bot has no website (its operator hasn't set `web_base_url`), so there is nothing to publish.",
        )
        .await;
    };
    let slug = slug.trim().to_ascii_lowercase();
    if !valid_slug(&slug) {
        return reply_private(
            ctx,
            "The address must be 3 to 32 lowercase letters, digits and hyphens (not at either end), like `my-club`.",
        )
        .await;
    }
    ctx.defer_ephemeral().await?;
    let guild = guild_of(&ctx);
    let published = data
        .store
        .publish_server(guild, &slug, ctx.author().id.get(), SystemTime::now())
        .await;
    let text = match published {
        Ok(Published::Done { previous }) => {
            let moved = previous.map_or(String::new(), |p| {
                format!(" (`{base}/s/{p}` is gone: links to it no longer work)")
            });
            format!(
                "This server's pages are public at {base}/s/{slug} : its games, leaderboards, tournaments and players, for anyone with the address{moved}. Every game played in this server shows, private channels and threads included. `/pente web unpublish` takes them down."
            )
        }
        Ok(Published::Taken) => {
            format!("The address `{slug}` is taken by another server: choose another.")
        }
        Err(e) => {
            tracing::error!(guild, "publishing the server's pages failed: {e}");
            SAVE_FAILED.to_string()
        }
    };
    reply_private(ctx, text).await
}

/// Moderators (Manage Server): take this server's pages off the website
#[poise::command(slash_command, guild_only)]
pub async fn unpublish(ctx: Context<'_>) -> Result<(), Error> {
    if !super::kit::manages_server(&ctx) {
        return reply_private(
            ctx,
            "Only moderators (with the Manage Server permission) can take the server's pages down.",
        )
        .await;
    }
    ctx.defer_ephemeral().await?;
    let guild = guild_of(&ctx);
    let text = match ctx.data().store.unpublish_server(guild).await {
        Ok(Some(slug)) => format!(
            "This server's pages (`/s/{slug}`) are down: they answer \"not found\" now. Each game's own link still works."
        ),
        Ok(None) => "This server's pages weren't published.".to_string(),
        Err(e) => {
            tracing::error!(guild, "unpublishing the server's pages failed: {e}");
            SAVE_FAILED.to_string()
        }
    };
    reply_private(ctx, text).await
}

/// Discord's epoch, in Unix milliseconds: a snowflake's time counts from it.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Counts an interaction answered, and its reply time: from its creation
/// (the time in its id) to now, when its answer is done (see `/metrics`).
pub fn answered(interaction_id: u64) {
    metrics::counter!("pente_interactions_total", "outcome" => "handled").increment(1);
    let created = std::time::UNIX_EPOCH
        + std::time::Duration::from_millis((interaction_id >> 22) + DISCORD_EPOCH_MS);
    // A clock far off (or an id that is not a real snowflake) says nothing.
    if let Ok(took) = SystemTime::now().duration_since(created) {
        if took < std::time::Duration::from_secs(60) {
            metrics::histogram!("pente_reply_seconds").record(took.as_secs_f64());
        }
    }
}

/// Counts an interaction refused (bad input, a failure, a wrong place).
pub fn refused() {
    metrics::counter!("pente_interactions_total", "outcome" => "refused").increment(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_short_lowercase_words() {
        for good in ["abc", "my-club", "pente-42", &"a".repeat(32)] {
            assert!(valid_slug(good), "{good}");
        }
        for bad in [
            "ab",
            "-club",
            "club-",
            "My-Club",
            "my club",
            "clé",
            "a/b",
            "..",
            &"a".repeat(33),
        ] {
            assert!(!valid_slug(bad), "{bad}");
        }
    }
}
