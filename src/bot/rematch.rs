//! Rematch, under a final board.

use super::kit::buttons::not_mine;
use super::kit::change::quick_refusal;
use super::kit::defer::{press_within, tell_presser};
use super::kit::languages::{press_private_lang, press_public_lang};
use super::kit::post::To;
use super::kit::start::{post_challenge, save_challenge, start_computer_game};
use super::kit::{read_failed, Data, Error, Refusal};
use crate::game::Color;
use crate::session::{check_free, ChallengeRequest, Computer, Match, Table};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// Rematch, under a final board: the same players with the colours swapped,
/// the same clock and the same rating terms. Between people it is a new
/// challenge to the other player; against the computer the new game starts
/// at once, at the same level.
pub async fn on_rematch(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    data: &Data,
    rest: &str,
) -> Result<(), Error> {
    let (lang, private) = (
        press_public_lang(data, press),
        press_private_lang(data, press),
    );
    let Ok(id) = rest.parse::<u64>() else {
        return tell_presser(ctx, press, false, not_mine(private)).await;
    };
    let channel = press.channel_id.get();
    let user = press.user.id.get();
    let (acknowledged, terms) = press_within(ctx, press, data.store.rematch_terms(id)).await;
    let terms = match terms {
        Ok(Some(terms)) if terms.over => terms,
        Ok(_) => {
            return tell_presser(ctx, press, acknowledged, tr!(private, "rematch-no-game")).await
        }
        Err(e) => {
            tracing::error!(channel, "reading a game for a rematch failed: {e}");
            return tell_presser(ctx, press, acknowledged, read_failed(private)).await;
        }
    };
    let (me, other, my_color) = if user == terms.white.id {
        (&terms.white, &terms.black, Color::White)
    } else if user == terms.black.id {
        (&terms.black, &terms.white, Color::Black)
    } else {
        let text = tr!(
            private,
            "rematch-not-yours",
            white = terms.white.mention(),
            black = terms.black.mention()
        );
        return tell_presser(ctx, press, acknowledged, text).await;
    };
    let now = SystemTime::now();
    let free = |table: Option<&Table>| -> Result<(), Refusal> { Ok(check_free(table, now)?) };
    if let Some(text) = quick_refusal(data, channel, private, free) {
        return tell_presser(ctx, press, acknowledged, text).await;
    }
    if !acknowledged {
        press.defer(&ctx.http).await?;
    }
    let Some(level) = terms.level else {
        let request = ChallengeRequest {
            challenger: me.clone(),
            opponent: other.clone(),
            opponent_is_bot: false,
            challenger_color: my_color.opponent(),
            color_chosen: true,
            move_time: terms.move_time,
            thread: false,
            rated: terms.rated,
            variant: terms.variant,
            hill: false,
            tournament_rule: terms.tournament_rule,
        };
        return match save_challenge(data, terms.guild_id, channel, &request, now).await {
            Ok(changed) => {
                let lead = tr!(lang, "rematch-lead");
                post_challenge(To::Press(ctx, press), data, changed, &lead, lang).await
            }
            Err(refusal) => tell_presser(ctx, press, true, refusal.text(private)).await,
        };
    };
    // Bots can't press buttons: the presser is the person, the other the bot.
    let (human, bot) = (me, other);
    let limit = data.config.computer_games_per_user;
    if data.store.live_computer_games(human.id).await? >= u64::from(limit) {
        let text = tr!(
            private,
            "rematch-too-many",
            player = human.mention(),
            limit = limit
        );
        return tell_presser(ctx, press, true, text).await;
    }
    // Colours swapped: the old Black is the new White.
    let mut m = Match::new(0, terms.black.clone(), terms.white.clone(), terms.move_time);
    m.game = crate::game::Game::of(terms.variant, terms.tournament_rule);
    m.computer = Some(Computer {
        color: m.color_of(bot.id).unwrap_or(Color::Black),
        level,
    });
    m.rated = false;
    m.start_clock(now);
    let started = start_computer_game(
        To::Press(ctx, press),
        data,
        terms.guild_id,
        channel,
        m,
        tr!(lang, "rematch-lead"),
        lang,
    );
    match started.await? {
        Ok(()) => Ok(()),
        Err(refusal) => tell_presser(ctx, press, true, refusal.text(private)).await,
    }
}
