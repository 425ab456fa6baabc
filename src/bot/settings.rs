//! `/pente settings`: your your-move notifications (for every server the
//! bot shares with you), your floating vacation left this year in this
//! server and your weekend days, and, for moderators who manage the server,
//! whether vacation applies here. One command for all of them: Discord
//! allows `/pente` 25 subcommands. What vacation does at a deadline is in
//! `kit/vacation.rs`, the sending of notifications in `kit/notify.rs`.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::languages::private_lang;
use super::kit::notify::OnOff;
use super::kit::vacation::recount_weekends;
use super::kit::{guild_of, manages_server, Context, Error, READ_FAILED, SAVE_FAILED};
use crate::locale::Lang;
use crate::session::vacation::{describe_hours, hours_per_year, year_of, Weekend};
use crate::store::{NotifySettings, StoreError, VacationYear};
use crate::tr;
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
    let lang = private_lang(&ctx);
    let weekend = match weekend.as_deref().map(Weekend::parse) {
        None => None,
        Some(Ok(w)) => Some(w),
        Some(Err(why)) => return say_privately(ctx, why.text(lang)).await,
    };
    if vacation.is_some() && !manages_server(&ctx) {
        return say_privately(ctx, tr!(lang, "long-settings-moderators-only")).await;
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
    say_privately(ctx, describe(lang, &shown, allowance, year, changes)).await
}

fn describe(lang: Lang, s: &Shown, allowance: u32, year: i64, saved: bool) -> String {
    let mut text = String::new();
    if saved {
        text.push_str(&tr!(lang, "long-settings-saved"));
        text.push('\n');
    }
    text.push_str(&match (s.notify.notify, s.notify.reminders) {
        (true, true) => tr!(lang, "long-settings-notify-on-reminders"),
        (true, false) => tr!(lang, "long-settings-notify-on"),
        (false, _) => tr!(lang, "long-settings-notify-off"),
    });
    text.push('\n');
    let days = s.weekend.describe(lang);
    if s.server_off {
        text.push_str(&tr!(lang, "long-settings-server-off"));
        if !s.weekend.is_empty() {
            text.push(' ');
            text.push_str(&tr!(lang, "long-settings-server-off-weekend", days = days));
        }
        return text;
    }
    if allowance == 0 {
        text.push_str(&tr!(lang, "long-settings-no-days", days = days));
        return text;
    }
    let left = allowance.saturating_sub(s.taken.hours_used);
    text.push_str(&tr!(
        lang,
        "long-settings-vacation",
        left = describe_hours(lang, left),
        allowance = describe_hours(lang, allowance),
        year = year.to_string(),
        days = days
    ));
    text.push('\n');
    text.push_str(&tr!(lang, "long-settings-vacation-how"));
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
        let text = describe(Lang::ENGLISH, &shown(), 240, 2026, false);
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
        let text = describe(Lang::ENGLISH, &off, 240, 2026, true);
        assert!(text.starts_with("Saved."), "{text}");
        assert!(text.contains("Vacation is off in this server"), "{text}");
        assert!(!text.contains("left of"), "{text}");
    }
}
