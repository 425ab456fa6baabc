//! `/pente settings`: your your-move notifications (for every server the
//! bot shares with you), your floating vacation left this year in this
//! server and your weekend days, and, for moderators who manage the server,
//! whether vacation applies here. One command for all of them: Discord
//! allows `/pente` 25 subcommands. What vacation does at a deadline is in
//! `kit/vacation.rs`, the sending of notifications in `kit/notify.rs`.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::notify::OnOff;
use super::kit::vacation::recount_weekends;
use super::kit::{guild_of, manages_server, Context, Error, READ_FAILED, SAVE_FAILED};
use crate::session::vacation::{describe_hours, hours_per_year, year_of, Weekend};
use crate::store::{NotifySettings, StoreError, VacationYear};
use std::time::SystemTime;

/// What a player's settings are, as the answer shows them.
struct Shown {
    notify: NotifySettings,
    taken: VacationYear,
    weekend: Weekend,
    server_off: bool,
}

/// Your notifications, vacation and weekend days (and the server's vacation, for moderators)
#[poise::command(slash_command, guild_only)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Direct messages when it's your move (games of an hour a move or more)"]
    notify: Option<OnOff>,
    #[description = "A second message when a quarter of your time is left, instead of the channel's ping"]
    reminders: Option<OnOff>,
    #[description = "Days of the week (UTC) that never count against your clock, like sat,sun (or none)"]
    weekend: Option<String>,
    #[description = "Moderators: floating vacation and weekend days in this server"]
    vacation: Option<OnOff>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let user = ctx.author().id.get();
    let weekend = match weekend.as_deref().map(Weekend::parse) {
        None => None,
        Some(Ok(w)) => Some(w),
        Some(Err(why)) => return say_privately(ctx, why).await,
    };
    if vacation.is_some() && !manages_server(&ctx) {
        return say_privately(
            ctx,
            "Only moderators who can manage this server turn its vacation on or off.",
        )
        .await;
    }
    let changes =
        notify.is_some() || reminders.is_some() || weekend.is_some() || vacation.is_some();
    let year = year_of(SystemTime::now());
    let done = within(ctx, Seen::Invoker, async {
        if let Some(on) = vacation {
            data.store.set_vacation_off(guild, !on.is_on()).await?;
        }
        if let Some(w) = weekend {
            data.store
                .set_weekend(guild, user, w, SystemTime::now())
                .await?;
        }
        // Games in play count the days as they are now from their next
        // move on.
        if vacation.is_some() {
            let games = data.store.games_in_play_in(guild).await?;
            recount_weekends(data, guild, games).await;
        } else if weekend.is_some() {
            let games = data.store.live_games_of(guild, user).await?;
            let games = games.iter().filter(|g| !g.challenge);
            let games = games.map(|g| (g.id, g.channel_id)).collect();
            recount_weekends(data, guild, games).await;
        }
        let mut shown_notify = data.store.notify_settings(user).await?;
        if notify.is_some() || reminders.is_some() {
            // Reminders asked for alone keep notifications as they are
            // (and turn them on: a reminder comes by direct message).
            let on = notify.map_or(
                shown_notify.notify || reminders.is_some_and(OnOff::is_on),
                OnOff::is_on,
            );
            shown_notify = data
                .store
                .set_notify(user, on, reminders.map(OnOff::is_on))
                .await?;
        }
        Ok::<_, StoreError>(Shown {
            notify: shown_notify,
            taken: data.store.vacation_year(guild, user, year).await?,
            weekend: data.store.weekend(guild, user).await?.days,
            server_off: data.store.vacation_off(guild).await?,
        })
    })
    .await;
    let shown = match done {
        Ok(shown) => shown,
        Err(e) => {
            tracing::error!(user, "reading or saving settings failed: {e}");
            return say_privately(ctx, if changes { SAVE_FAILED } else { READ_FAILED }).await;
        }
    };
    let allowance = hours_per_year(data.config.vacation_days_per_year);
    say_privately(ctx, describe(&shown, allowance, year, changes)).await
}

fn describe(s: &Shown, allowance: u32, year: i64, saved: bool) -> String {
    let mut text = String::new();
    if saved {
        text.push_str("Saved.\n");
    }
    text.push_str(&if s.notify.notify {
        format!(
            "🔔 **Notifications on**, in every server we share: a direct message with the board when a game of yours (an hour a move or more) becomes yours to move{}. Direct messages from this server's members must be allowed.",
            if s.notify.reminders {
                ", and a reminder when a quarter of your time is left instead of the channel's ping"
            } else {
                ""
            }
        )
    } else {
        "🔕 **Notifications off**: the channel pings you when it's your move. `/pente settings notify:on` sends you a direct message instead.".to_string()
    });
    text.push('\n');
    if s.server_off {
        text.push_str(
            "🏖️ **Vacation is off in this server**: a game whose time runs out is lost on time.",
        );
        if !s.weekend.is_empty() {
            text.push_str(&format!(
                " (Your weekend days, {}, count again once it is on.)",
                s.weekend.describe()
            ));
        }
        return text;
    }
    if allowance == 0 {
        text.push_str(&format!(
            "🏖️ **No vacation days here**: a game whose time runs out is lost on time. Weekend days: {} (never counted against your clock, from your next move on).",
            s.weekend.describe()
        ));
        return text;
    }
    let left = allowance.saturating_sub(s.taken.hours_used);
    text.push_str(&format!(
        "🏖️ **Vacation in this server:** {} left of {} this year ({year}, UTC). Weekend days: {}.\n\
         Vacation is used by itself: when a game of yours of a day a move or more is about to be lost on time, an hour is taken and every game of yours due within that hour moves an hour on (never more than 30 days, or three moves' time, past the move's deadline). Weekend days never count against your clock: the deadlines shown leave them out, and days you name count from your next move on. Tournament games use both only when the tournament was created with `vacation:true`; games against me use neither.",
        describe_hours(left),
        describe_hours(allowance),
        s.weekend.describe()
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown() -> Shown {
        Shown {
            notify: NotifySettings::default(),
            taken: VacationYear {
                hours_used: 1,
                ..VacationYear::default()
            },
            weekend: Weekend(0b110_0000),
            server_off: false,
        }
    }

    #[test]
    fn the_answer_says_what_is_left_and_what_is_on() {
        let text = describe(&shown(), 240, 2026, false);
        assert!(text.contains("Notifications off"), "{text}");
        assert!(
            text.contains("9 days 23 hours left of 10 days this year (2026"),
            "{text}"
        );
        assert!(
            text.contains("Weekend days: Saturday and Sunday."),
            "{text}"
        );
        assert!(text.chars().count() < 2000);
        let off = Shown {
            server_off: true,
            ..shown()
        };
        let text = describe(&off, 240, 2026, true);
        assert!(text.starts_with("Saved."), "{text}");
        assert!(text.contains("Vacation is off in this server"), "{text}");
        assert!(!text.contains("left of"), "{text}");
    }
}
