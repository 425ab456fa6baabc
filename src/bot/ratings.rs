//! Ratings in Discord: the leaderboard (with buttons to page) and the
//! profile card.

use super::kit::buttons::LEADERBOARD;
use super::kit::defer::{press_within, say_privately, tell_presser, update_pressed, within, Seen};
use super::kit::{
    guild_of, mentions, player as player_of, reply_private, Context, Data, Error, VariantOption,
    READ_FAILED,
};
use crate::game::Variant;
use crate::render::card::{Profile, CHART_GAMES};
use crate::store::RatedPlayer;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// Players on a page of the leaderboard.
pub const PAGE_SIZE: usize = 10;

/// How many pages `players` fill (one, even when empty).
pub fn page_count(players: usize) -> usize {
    players.div_ceil(PAGE_SIZE).max(1)
}

/// The text of page `page` (1-based, within [`page_count`]) of a
/// leaderboard already in order.
pub fn leaderboard_text(players: &[RatedPlayer], variant: Variant, page: usize) -> String {
    let title = match variant {
        Variant::Pente => "Leaderboard".to_string(),
        v => format!("{v} leaderboard"),
    };
    if players.is_empty() {
        return format!("**{title}**\nNobody has a rating in this server yet: finish a rated game with `/pente challenge` to get on the board.");
    }
    let pages = page_count(players.len());
    let first = (page - 1) * PAGE_SIZE;
    let mut text = format!(
        "**{title}** · page {page} of {pages} · {} player{}",
        players.len(),
        if players.len() == 1 { "" } else { "s" }
    );
    for (i, p) in players.iter().enumerate().skip(first).take(PAGE_SIZE) {
        let first_provisional =
            p.rating.is_provisional() && (i == 0 || !players[i - 1].rating.is_provisional());
        if first_provisional {
            text.push_str("\n*Provisional (a few games only; listed after the others):*");
        }
        text.push_str(&format!(
            "\n{}. {} {} · {} game{}",
            i + 1,
            p.player.mention(),
            p.rating.with_deviation(),
            p.games,
            if p.games == 1 { "" } else { "s" }
        ));
    }
    text
}

/// Previous and Next: `pente-leaderboard:<page>:<variant key>`.
fn page_buttons(page: usize, pages: usize, variant: Variant) -> Vec<serenity::CreateActionRow> {
    if pages <= 1 {
        return Vec::new();
    }
    let button = |target: usize, label: &str, disabled: bool| {
        serenity::CreateButton::new(format!("{LEADERBOARD}{target}:{}", variant.key()))
            .label(label)
            .style(serenity::ButtonStyle::Secondary)
            .disabled(disabled)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        button(page.saturating_sub(1).max(1), "◀ Previous", page <= 1),
        button((page + 1).min(pages), "Next ▶", page >= pages),
    ])]
}

/// Where `user` stands on the leaderboard, privately, if not on `page`.
fn own_rank(players: &[RatedPlayer], page: usize, user: u64) -> Option<String> {
    let i = players.iter().position(|p| p.player.id == user)?;
    if i / PAGE_SIZE + 1 == page {
        return None;
    }
    let p = &players[i];
    Some(format!(
        "You are #{} of {} ({}, page {}).",
        i + 1,
        players.len(),
        p.rating.with_deviation(),
        i / PAGE_SIZE + 1
    ))
}

/// The server's players by rating, ten a page
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which page (the first if you don't say)"]
    #[min = 1]
    page: Option<u32>,
    #[description = "Which game of the family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let players = within(
        ctx,
        Seen::Everyone,
        ctx.data()
            .store
            .leaderboard(guild_of(&ctx), variant, SystemTime::now()),
    )
    .await?;
    let pages = page_count(players.len());
    let page = page.unwrap_or(1).max(1) as usize;
    if page > pages {
        return say_privately(
            ctx,
            format!(
                "The leaderboard has {pages} page{} ({} player{}). Try `/pente leaderboard page:{pages}`.",
                if pages == 1 { "" } else { "s" },
                players.len(),
                if players.len() == 1 { "" } else { "s" }
            ),
        )
        .await;
    }
    ctx.send(
        poise::CreateReply::default()
            .content(leaderboard_text(&players, variant, page))
            .components(page_buttons(page, pages, variant))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    if let Some(text) = own_rank(&players, page, ctx.author().id.get()) {
        reply_private(ctx, text).await?;
    }
    Ok(())
}

/// A press on the leaderboard's Previous or Next: the message shows the
/// page asked for (the last one, if the board has shrunk since).
pub async fn on_page_press(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let guild = press.guild_id.map_or(0, |g| g.get());
    // `<page>:<variant key>`; a button from before the variants is Pente's.
    let (page, variant) = match rest.split_once(':') {
        Some((page, key)) => (page, key.parse().unwrap_or_default()),
        None => (rest, Variant::Pente),
    };
    let (acknowledged, players) = press_within(
        ctx,
        press,
        data.store.leaderboard(guild, variant, SystemTime::now()),
    )
    .await;
    let players = match players {
        Ok(players) => players,
        Err(e) => {
            tracing::error!("reading the leaderboard failed: {e}");
            return tell_presser(ctx, press, acknowledged, READ_FAILED).await;
        }
    };
    let pages = page_count(players.len());
    let page = page.parse::<usize>().unwrap_or(1).clamp(1, pages);
    update_pressed(
        ctx,
        press,
        acknowledged,
        leaderboard_text(&players, variant, page),
        page_buttons(page, pages, variant),
        None,
    )
    .await
}

/// A player's card: rating, rank, record, streak, last games and a chart
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose card (yours if you don't say)"] player: Option<serenity::User>,
    #[description = "Which game of the family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let data = ctx.data();
    let store = &data.store;
    let guild = guild_of(&ctx);
    let user = player.as_ref().unwrap_or(ctx.author());
    let who = player_of(user);
    let (png, rating) = within(ctx, Seen::Everyone, async {
        let board = store.leaderboard(guild, variant, SystemTime::now()).await?;
        let rank = board
            .iter()
            .position(|p| p.player.id == who.id)
            .map(|i| (i + 1, board.len()));
        let rating = board
            .iter()
            .find(|p| p.player.id == who.id)
            .map(|p| p.rating);
        let (as_white, as_black) = store.player_record(guild, who.id, variant).await?;
        let results = store.player_results(guild, who.id, variant).await?;
        let history = store
            .rating_history(guild, who.id, variant, CHART_GAMES, SystemTime::now())
            .await?;
        let png = data
            .drawing
            .run(move |pens| {
                pens.cards.render_png(&Profile {
                    name: &who.name,
                    rating,
                    rank,
                    as_white,
                    as_black,
                    results: &results,
                    history: &history,
                })
            })
            .await?;
        Ok::<_, Error>((png, rating))
    })
    .await?;
    let of = match variant {
        Variant::Pente => String::new(),
        v => format!(" ({v})"),
    };
    let text = match rating {
        Some(r) => format!("<@{}>{of}: {}", user.id.get(), r.with_deviation()),
        None => format!("<@{}> has no rated games{of} here yet.", user.id.get()),
    };
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .attachment(serenity::CreateAttachment::bytes(png, "profile.png"))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::Rating;
    use crate::session::Player;

    fn players(established: usize, provisional: usize) -> Vec<RatedPlayer> {
        let rated = |i: usize, deviation: f64| RatedPlayer {
            guild_id: 1,
            variant: Variant::Pente,
            player: Player::new(i as u64 + 1, format!("p{i}")),
            rating: Rating {
                rating: 2000.0 - i as f64,
                deviation,
                volatility: 0.06,
            },
            games: i as u64 + 1,
        };
        (0..established)
            .map(|i| rated(i, 60.0))
            .chain((established..established + provisional).map(|i| rated(i, 200.0)))
            .collect()
    }

    #[test]
    fn pages_hold_ten_players_and_mark_the_provisional_ones() {
        let board = players(8, 5);
        assert_eq!(page_count(board.len()), 2);
        let first = leaderboard_text(&board, Variant::Pente, 1);
        assert!(
            first.starts_with("**Leaderboard** · page 1 of 2 · 13 players"),
            "{first}"
        );
        assert!(first.contains("\n1. <@1> 2000 ± 60 · 1 game\n"), "{first}");
        assert!(first.contains("\n*Provisional"), "{first}");
        assert!(first.contains("\n9. <@9> 1992? ± 200 · 9 games"), "{first}");
        assert!(!first.contains("\n11. "), "{first}");
        let second = leaderboard_text(&board, Variant::Pente, 2);
        assert!(second.contains("\n11. <@11>"), "{second}");
        assert!(second.contains("\n13. <@13>"), "{second}");
        assert!(
            !second.contains("Provisional"),
            "the heading comes once, where they start: {second}"
        );
        assert_eq!(page_count(0), 1);
        assert!(leaderboard_text(&[], Variant::Pente, 1).contains("Nobody has a rating"));
    }

    #[test]
    fn your_own_rank_is_told_only_when_off_the_page() {
        let board = players(15, 0);
        assert_eq!(own_rank(&board, 1, 3), None);
        assert_eq!(
            own_rank(&board, 1, 12).as_deref(),
            Some("You are #12 of 15 (1989 ± 60, page 2).")
        );
        assert_eq!(own_rank(&board, 1, 999), None, "not rated: nothing to say");
    }
}
