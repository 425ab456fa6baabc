//! `/pente vacation [weekend]`: your floating vacation time left this year
//! in this server, and your weekend days; `/pente settings vacation:on|off`
//! for moderators. What vacation does at a deadline is in `kit/vacation.rs`.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::notify::OnOff;
use super::kit::{guild_of, manages_server, Context, Error, READ_FAILED, SAVE_FAILED};
use crate::session::vacation::{describe_hours, hours_per_year, year_of, Weekend};
use std::time::SystemTime;

/// See your vacation time left this year, or set your weekend days
#[poise::command(slash_command, guild_only)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "Days of the week (UTC) that never count against your clock, like sat,sun (or none)"]
    weekend: Option<String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let user = ctx.author().id.get();
    let weekend = match weekend.as_deref().map(Weekend::parse) {
        None => None,
        Some(Ok(w)) => Some(w),
        Some(Err(why)) => return say_privately(ctx, why).await,
    };
    let year = year_of(SystemTime::now());
    let read = within(ctx, Seen::Invoker, async {
        if let Some(w) = weekend {
            data.store.set_weekend(guild, user, w).await?;
        }
        let taken = data.store.vacation_year(guild, user, year).await?;
        let weekend = data.store.weekend(guild, user).await?;
        let off = data.store.vacation_off(guild).await?;
        Ok::<_, crate::store::StoreError>((taken, weekend, off))
    })
    .await;
    let (taken, days, off) = match read {
        Ok(read) => read,
        Err(e) => {
            tracing::error!(user, "reading or saving vacation failed: {e}");
            let text = if weekend.is_some() {
                SAVE_FAILED
            } else {
                READ_FAILED
            };
            return say_privately(ctx, text).await;
        }
    };
    let allowance = hours_per_year(data.config.vacation_days_per_year);
    let left = allowance.saturating_sub(taken.hours_used);
    let mut text = String::new();
    if weekend.is_some() {
        text.push_str(&format!("Weekend days saved: {}.\n", days.describe()));
    }
    if off || allowance == 0 {
        text.push_str(
            "🏖️ Vacation is off in this server: a game whose time runs out is lost on time.",
        );
        if !days.is_empty() {
            text.push_str(&format!(
                " (Your weekend days, {}, count again once it is on.)",
                days.describe()
            ));
        }
        return say_privately(ctx, text).await;
    }
    text.push_str(&format!(
        "🏖️ **Vacation in this server:** {} left of {} this year ({year}, UTC). Weekend days: {}.\n\
         It is used by itself: when a game of yours of a day a move or more is about to be lost on time, an hour is taken and every game of yours due within that hour moves an hour on (never more than 30 days, or three moves' time, past the move's deadline). Weekend days never count against your clock. Tournament games use it only when the tournament was created with `vacation:on`.",
        describe_hours(left),
        describe_hours(allowance),
        days.describe()
    ));
    say_privately(ctx, text).await
}

/// Server settings (moderators who manage the server)
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Floating vacation days and weekend days in this server"] vacation: Option<
        OnOff,
    >,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let Some(vacation) = vacation else {
        let off = within(ctx, Seen::Invoker, data.store.vacation_off(guild)).await;
        return match off {
            Ok(off) => {
                say_privately(
                    ctx,
                    format!("Vacation: {}.", if off { "off" } else { "on" }),
                )
                .await
            }
            Err(_) => say_privately(ctx, READ_FAILED).await,
        };
    };
    if !manages_server(&ctx) {
        return say_privately(
            ctx,
            "Only moderators who can manage this server change its settings.",
        )
        .await;
    }
    let saved = within(
        ctx,
        Seen::Invoker,
        data.store.set_vacation_off(guild, !vacation.is_on()),
    )
    .await;
    if let Err(e) = saved {
        tracing::error!(guild, "saving the vacation setting failed: {e}");
        return say_privately(ctx, SAVE_FAILED).await;
    }
    say_privately(
        ctx,
        if vacation.is_on() {
            "🏖️ Vacation is on in this server: players' floating vacation days and weekend days keep turn-based games (a day a move or more) from being lost on time."
        } else {
            "Vacation is off in this server: a game whose time runs out is lost on time, whatever vacation its players have."
        },
    )
    .await
}
