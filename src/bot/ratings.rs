//! Ratings in Discord: the leaderboard (with buttons to page) and the
//! profile card.

use super::kit::buttons::LEADERBOARD;
use super::kit::defer::{press_within, say_privately, tell_presser, update_pressed, within, Seen};
use super::kit::languages::{press_private_lang, press_public_lang, private_lang, public_lang};
use super::kit::{
    guild_of, mentions, player as player_of, read_failed, reply_private, Context, Data, Error,
    VariantOption,
};
use crate::game::Variant;
use crate::locale::Lang;
use crate::render::card::{Profile, CHART_GAMES};
use crate::store::RatedPlayer;
use crate::tr;
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
pub fn leaderboard_text(
    players: &[RatedPlayer],
    variant: Variant,
    page: usize,
    lang: Lang,
) -> String {
    let title = match variant {
        Variant::Pente => tr!(lang, "ratings-leaderboard"),
        v => tr!(lang, "ratings-leaderboard-of", variant = v.name()),
    };
    if players.is_empty() {
        return format!("**{title}**\n{}", tr!(lang, "ratings-nobody"));
    }
    let pages = page_count(players.len());
    let first = (page - 1) * PAGE_SIZE;
    let mut text = format!(
        "**{title}** · {}",
        tr!(
            lang,
            "ratings-page",
            page = page,
            pages = pages,
            players = players.len()
        )
    );
    for (i, p) in players.iter().enumerate().skip(first).take(PAGE_SIZE) {
        let first_provisional =
            p.rating.is_provisional() && (i == 0 || !players[i - 1].rating.is_provisional());
        if first_provisional {
            text.push_str(&format!("\n*{}*", tr!(lang, "ratings-provisional")));
        }
        text.push_str(&format!(
            "\n{}. {} {} · {}",
            i + 1,
            p.player.mention(),
            p.rating.with_deviation(),
            tr!(lang, "ratings-games", n = p.games)
        ));
    }
    text
}

/// Previous and Next: `pente-leaderboard:<page>:<variant key>`.
fn page_buttons(
    page: usize,
    pages: usize,
    variant: Variant,
    lang: Lang,
) -> Vec<serenity::CreateActionRow> {
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
        button(
            page.saturating_sub(1).max(1),
            &tr!(lang, "ratings-previous"),
            page <= 1,
        ),
        button(
            (page + 1).min(pages),
            &tr!(lang, "ratings-next"),
            page >= pages,
        ),
    ])]
}

/// Where `user` stands on the leaderboard, privately, if not on `page`.
fn own_rank(players: &[RatedPlayer], page: usize, user: u64, lang: Lang) -> Option<String> {
    let i = players.iter().position(|p| p.player.id == user)?;
    if i / PAGE_SIZE + 1 == page {
        return None;
    }
    let p = &players[i];
    Some(tr!(
        lang,
        "ratings-own-rank",
        rank = i + 1,
        players = players.len(),
        rating = p.rating.with_deviation(),
        page = i / PAGE_SIZE + 1
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
            tr!(
                private_lang(&ctx),
                "ratings-no-such-page",
                pages = pages,
                players = players.len()
            ),
        )
        .await;
    }
    let lang = public_lang(&ctx);
    ctx.send(
        poise::CreateReply::default()
            .content(leaderboard_text(&players, variant, page, lang))
            .components(page_buttons(page, pages, variant, lang))
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    if let Some(text) = own_rank(&players, page, ctx.author().id.get(), private_lang(&ctx)) {
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
            return tell_presser(
                ctx,
                press,
                acknowledged,
                read_failed(press_private_lang(data, press)),
            )
            .await;
        }
    };
    let pages = page_count(players.len());
    let page = page.parse::<usize>().unwrap_or(1).clamp(1, pages);
    let lang = press_public_lang(data, press);
    update_pressed(
        ctx,
        press,
        acknowledged,
        leaderboard_text(&players, variant, page, lang),
        page_buttons(page, pages, variant, lang),
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
    // The card is posted for everyone: its words in the server's language.
    let lang = public_lang(&ctx);
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
                let profile = Profile {
                    name: &who.name,
                    rating,
                    rank,
                    as_white,
                    as_black,
                    results: &results,
                    history: &history,
                };
                pens.cards.render_png(&profile, lang)
            })
            .await?;
        Ok::<_, Error>((png, rating))
    })
    .await?;
    let mention = format!("<@{}>", user.id.get());
    let text = match (rating, variant) {
        (Some(r), Variant::Pente) => format!("{mention}: {}", r.with_deviation()),
        (Some(r), v) => format!("{mention} ({v}): {}", r.with_deviation()),
        (None, Variant::Pente) => tr!(lang, "ratings-no-rated-games", player = mention),
        (None, v) => tr!(
            lang,
            "ratings-no-rated-games-of",
            player = mention,
            variant = v.name()
        ),
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
        let first = leaderboard_text(&board, Variant::Pente, 1, Lang::ENGLISH);
        assert!(
            first.starts_with("**Leaderboard** · page 1 of 2 · 13 players"),
            "{first}"
        );
        assert!(first.contains("\n1. <@1> 2000 ± 60 · 1 game\n"), "{first}");
        assert!(first.contains("\n*Provisional"), "{first}");
        assert!(first.contains("\n9. <@9> 1992? ± 200 · 9 games"), "{first}");
        assert!(!first.contains("\n11. "), "{first}");
        let second = leaderboard_text(&board, Variant::Pente, 2, Lang::ENGLISH);
        assert!(second.contains("\n11. <@11>"), "{second}");
        assert!(second.contains("\n13. <@13>"), "{second}");
        assert!(
            !second.contains("Provisional"),
            "the heading comes once, where they start: {second}"
        );
        assert_eq!(page_count(0), 1);
        assert!(
            leaderboard_text(&[], Variant::Pente, 1, Lang::ENGLISH).contains("Nobody has a rating")
        );
    }

    #[test]
    fn your_own_rank_is_told_only_when_off_the_page() {
        let board = players(15, 0);
        assert_eq!(own_rank(&board, 1, 3, Lang::ENGLISH), None);
        assert_eq!(
            own_rank(&board, 1, 12, Lang::ENGLISH).as_deref(),
            Some("You are #12 of 15 (1989 ± 60, page 2).")
        );
        assert_eq!(
            own_rank(&board, 1, 999, Lang::ENGLISH),
            None,
            "not rated: nothing to say"
        );
    }
}
