//! `/pente hill …`: King of the Hill, one per variant per server. Joining,
//! leaving and showing the hill; hill games are challenged with
//! `/pente challenge … hill:true`, and their ends move the players
//! (`kit::hill`).

use super::kit::defer::{say_privately, within, Seen};
use super::kit::event_pictures::held;
use super::kit::event_pictures::{draw_hill, hill_picture};
use super::kit::hill::{crown_news, step_name};
use super::kit::languages::{private_lang, public_lang};
use super::kit::mentions;
use super::kit::{
    guild_of, player, reply_public, Context, Error, VariantOption, READ_FAILED, SAVE_FAILED,
};
use crate::event::hill::REACH;
use crate::game::Variant;
use crate::locale::Lang;
use crate::store::{HillMember, StoredHill};
use crate::tr;
use std::time::SystemTime;

/// King of the Hill (pente.org's rules): win to climb, alone on the top step is King
#[poise::command(
    slash_command,
    guild_only,
    subcommands("join", "show", "leave"),
    subcommand_required
)]
pub async fn hill(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Join a hill: everyone starts on the bottom step
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which game's hill (Pente if you don't say)"] variant: Option<VariantOption>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let me = player(ctx.author());
    let (private, public) = (private_lang(&ctx), public_lang(&ctx));
    let name = variant.to_string();
    change_hill(ctx, variant, |stored, now| {
        let mut hill = stored.hill();
        let before = hill.clone();
        hill.join(me.id)
            .map_err(|_| tr!(private, "hill-already-on", variant = name.as_str()))?;
        let mut members = stored.members.clone();
        members.push(HillMember {
            user_id: me.id,
            name: me.name.clone(),
            step: 0,
            since: now,
            last_game_at: now,
        });
        let after = StoredHill { members }.arrange(&hill, now, &[]);
        let mut said = if before.steps.is_empty() {
            tr!(
                public,
                "hill-first",
                player = me.mention(),
                variant = name.as_str()
            )
        } else {
            let step = hill.step_of(me.id).unwrap_or_default();
            tr!(
                public,
                "hill-joined",
                player = me.mention(),
                variant = name.as_str(),
                step = step_name(public, &hill, step)
            )
        };
        let news = crown_news(public, &before, &hill);
        if let (false, Some(news)) = (before.steps.is_empty(), news) {
            said = format!("{said}\n{news}");
        }
        let climb = tr!(public, "hill-how-to-climb", reach = REACH);
        said = format!("{said}\n{climb}");
        Ok((after, said))
    })
    .await
}

/// Leave a hill
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "Which game's hill (Pente if you don't say)"] variant: Option<VariantOption>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let me = player(ctx.author());
    let (private, public) = (private_lang(&ctx), public_lang(&ctx));
    let name = variant.to_string();
    change_hill(ctx, variant, |stored, now| {
        let mut hill = stored.hill();
        let before = hill.clone();
        hill.leave(me.id)
            .map_err(|_| tr!(private, "hill-not-on", variant = name.as_str()))?;
        let after = stored.arrange(&hill, now, &[]);
        let mut said = tr!(
            public,
            "hill-left",
            player = me.mention(),
            variant = name.as_str()
        );
        if let Some(news) = crown_news(public, &before, &hill) {
            said = format!("{said}\n{news}");
        }
        Ok((after, said))
    })
    .await
}

/// Reads the hill, lets `decide` change it, saves it, and says so publicly;
/// a refusal is private and changes nothing. Only this server's hill lock
/// is waited for, and the answer is deferred if that takes a moment.
async fn change_hill(
    ctx: Context<'_>,
    variant: Variant,
    decide: impl FnOnce(&StoredHill, SystemTime) -> Result<(StoredHill, String), String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let changed = within(ctx, Seen::Everyone, async {
        let _hill = data.hills.lock(guild).await;
        let stored = data.store.hill(guild, variant).await.map_err(|e| {
            tracing::error!("reading the hill failed: {e}");
            READ_FAILED.to_string()
        })?;
        let (after, said) = decide(&stored, SystemTime::now())?;
        data.store
            .save_hill(guild, variant, &after)
            .await
            .map_err(|e| {
                tracing::error!("saving the hill failed: {e}");
                SAVE_FAILED.to_string()
            })?;
        Ok::<String, String>(said)
    })
    .await;
    match changed {
        Ok(said) => reply_public(ctx, said).await,
        Err(why) => say_privately(ctx, why).await,
    }
}

/// Show a hill: its steps from the top, the King alone on the top step
#[poise::command(slash_command, guild_only)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "Which game's hill (Pente if you don't say)"] variant: Option<VariantOption>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    ctx.defer().await?;
    let stored = match ctx.data().store.hill(guild_of(&ctx), variant).await {
        Ok(stored) => stored,
        Err(e) => {
            tracing::error!("reading the hill failed: {e}");
            return say_privately(ctx, READ_FAILED).await;
        }
    };
    let now = SystemTime::now();
    let lang = public_lang(&ctx);
    let picture = draw_hill(ctx.data(), hill_picture(lang, &stored, variant, now), lang).await;
    let mut reply = poise::CreateReply::default()
        .content(hill_text(
            lang,
            &stored,
            variant,
            now,
            ctx.data().config.hill_idle_days,
        ))
        .allowed_mentions(mentions(&[]));
    if let Some(picture) = picture {
        reply = reply.attachment(picture);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The most a text reply holds: Discord's 2,000 characters, with room to spare.
const MAX_TEXT: usize = 1900;

/// The hill in `lang`'s text: each step from the top, with how long each
/// member has held it, and the rules in a line. A hill too big for one
/// message is cut short (the picture shows it whole).
pub fn hill_text(
    lang: Lang,
    stored: &StoredHill,
    variant: Variant,
    now: SystemTime,
    idle_days: u32,
) -> String {
    let variant = variant.to_string();
    if stored.members.is_empty() {
        return tr!(lang, "hill-empty", variant = variant);
    }
    let head = tr!(lang, "hill-text-title", variant = variant);
    let rules = tr!(lang, "hill-rules", reach = REACH, days = idle_days);
    let more = tr!(lang, "hill-more");
    let hill = stored.hill();
    let mut lines = vec![head];
    let mut room =
        MAX_TEXT - lines[0].chars().count() - rules.chars().count() - more.chars().count() - 4;
    for (step, users) in hill.steps.iter().enumerate() {
        let names: Vec<String> = users
            .iter()
            .filter_map(|u| stored.member(*u))
            .map(|m| {
                let held = held(lang, now.duration_since(m.since).unwrap_or_default());
                format!("{} ({held})", m.name)
            })
            .collect();
        let head = match step {
            0 if hill.king().is_some() => tr!(lang, "hill-king"),
            0 => tr!(lang, "hill-top-shared"),
            _ => tr!(lang, "hill-step", step = step + 1),
        };
        let line = format!("{head}: {}", names.join(", "));
        let len = line.chars().count() + 1;
        if len > room {
            lines.push(more);
            break;
        }
        room -= len;
        lines.push(line);
    }
    lines.push(rules);
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn member(user: u64, step: usize, now: SystemTime) -> HillMember {
        HillMember {
            user_id: user,
            name: format!("player{user}"),
            step,
            since: now - Duration::from_secs(3 * 86_400),
            last_game_at: now,
        }
    }

    #[test]
    fn the_text_crowns_only_a_member_alone_on_the_top_step() {
        let now = SystemTime::now();
        let shared = StoredHill {
            members: vec![member(1, 0, now), member(2, 0, now)],
        };
        let text = hill_text(Lang::ENGLISH, &shared, Variant::Pente, now, 31);
        assert!(
            text.contains("Top step (shared: no King): player1"),
            "{text}"
        );
        assert!(!text.contains("👑"), "{text}");
        assert!(text.contains("31 days without a hill game"), "{text}");
        let crowned = StoredHill {
            members: vec![member(1, 0, now), member(2, 1, now)],
        };
        let text = hill_text(Lang::ENGLISH, &crowned, Variant::Pente, now, 31);
        assert!(text.contains("👑 King: player1 (3 days)"), "{text}");
        assert!(text.contains("Step 2: player2"), "{text}");
    }

    #[test]
    fn a_big_hill_s_text_fits_in_one_message() {
        let now = SystemTime::now();
        let hill = StoredHill {
            members: (0..400).map(|i| member(i, i as usize / 3, now)).collect(),
        };
        let text = hill_text(Lang::ENGLISH, &hill, Variant::Pente, now, 31);
        assert!(text.contains("the picture shows every step"), "{text}");
        assert!(text.ends_with("you leave the hill."), "{text}");
        // The longest translation fits too, its rules whole.
        for lang in Lang::all() {
            let text = hill_text(lang, &hill, Variant::Pente, now, 31);
            assert!(text.chars().count() <= 2000, "{}", text.chars().count());
            assert!(text.contains(&tr!(lang, "hill-more")), "{text}");
            let rules = tr!(lang, "hill-rules", reach = REACH, days = 31);
            assert!(text.ends_with(&rules), "{text}");
        }
    }
}
