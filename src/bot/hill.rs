//! `/pente hill …`: King of the Hill, one per variant per server. Joining,
//! leaving and showing the hill; hill games are challenged with
//! `/pente challenge … hill:true`, and their ends move the players
//! (`kit::hill`).

use super::kit::event_pictures::{draw_hill, hill_picture};
use super::kit::hill::step_name;
use super::kit::mentions;
use super::kit::{
    guild_of, player, reply_private, reply_public, Context, Error, VariantOption, READ_FAILED,
    SAVE_FAILED,
};
use crate::game::Variant;
use crate::session::human_duration;
use crate::store::{HillMember, StoredHill};
use std::time::SystemTime;

/// King of the Hill: climb by beating those on your step or the one above
#[poise::command(
    slash_command,
    guild_only,
    subcommands("join", "show", "leave"),
    subcommand_required
)]
pub async fn hill(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Join a hill: you start on the bottom step
#[poise::command(slash_command, guild_only)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "Which game's hill (Pente if you don't say)"] variant: Option<VariantOption>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let me = player(ctx.author());
    change_hill(ctx, variant, |stored, now| {
        let mut hill = stored.hill();
        hill.join(me.id).map_err(|e| format!("{e}."))?;
        let mut members = stored.members.clone();
        members.push(HillMember {
            user_id: me.id,
            name: me.name.clone(),
            step: 0,
            since: now,
            last_game_at: now,
            dropped_at: None,
        });
        let after = StoredHill { members }.arrange(&hill, now);
        let step = after.member(me.id).map_or(0, |m| m.step);
        let said = if step == 0 {
            format!("⛰️ {} is the first on the {variant} hill, and so its King! Challenge them with `/pente challenge … hill:true`.", me.mention())
        } else {
            format!("⛰️ {} joined the {variant} hill on {}. Challenge someone on your step or the one above with `/pente challenge … hill:true`.", me.mention(), step_name(step))
        };
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
    change_hill(ctx, variant, |stored, now| {
        let mut hill = stored.hill();
        let was_king = hill.king() == Some(me.id);
        hill.leave(me.id)
            .map_err(|_| format!("You are not on the {variant} hill."))?;
        let after = stored.arrange(&hill, now);
        let mut said = format!("⛰️ {} left the {variant} hill.", me.mention());
        if let (true, Some(king)) = (was_king, hill.king()) {
            said = format!("{said}\n👑 <@{king}> is the new King of the Hill!");
        }
        Ok((after, said))
    })
    .await
}

/// Reads the hill, lets `decide` change it, saves it, and says so publicly;
/// a refusal is private and changes nothing.
async fn change_hill(
    ctx: Context<'_>,
    variant: Variant,
    decide: impl FnOnce(&StoredHill, SystemTime) -> Result<(StoredHill, String), String>,
) -> Result<(), Error> {
    let data = ctx.data();
    let guild = guild_of(&ctx);
    let busy = data.events.guild_lock(guild).await;
    let stored = match data.store.hill(guild, variant).await {
        Ok(stored) => stored,
        Err(e) => {
            tracing::error!("reading the hill failed: {e}");
            return reply_private(ctx, READ_FAILED).await;
        }
    };
    let (after, said) = match decide(&stored, SystemTime::now()) {
        Ok(done) => done,
        Err(why) => {
            drop(busy);
            return reply_private(ctx, why).await;
        }
    };
    if let Err(e) = data.store.save_hill(guild, variant, &after).await {
        tracing::error!("saving the hill failed: {e}");
        drop(busy);
        return reply_private(ctx, SAVE_FAILED).await;
    }
    drop(busy);
    reply_public(ctx, said).await
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
            return reply_private(ctx, READ_FAILED).await;
        }
    };
    let now = SystemTime::now();
    let picture = draw_hill(ctx.data(), hill_picture(&stored, variant, now)).await;
    let mut reply = poise::CreateReply::default()
        .content(hill_text(&stored, variant, now))
        .allowed_mentions(mentions(&[]));
    if let Some(picture) = picture {
        reply = reply.attachment(picture);
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The hill in text: each step from the top, with how long each member has
/// held it.
pub fn hill_text(stored: &StoredHill, variant: Variant, now: SystemTime) -> String {
    if stored.members.is_empty() {
        return format!("⛰️ The {variant} hill is empty: `/pente hill join` to be its first King.");
    }
    let mut lines = vec![format!("⛰️ King of the Hill — {variant}:")];
    let hill = stored.hill();
    for (step, users) in hill.steps.iter().enumerate() {
        let names: Vec<String> = users
            .iter()
            .filter_map(|u| stored.member(*u))
            .map(|m| {
                let held = now.duration_since(m.since).unwrap_or_default();
                format!("{} ({})", m.name, human_duration(held))
            })
            .collect();
        let head = if step == 0 {
            "👑 King".to_string()
        } else {
            format!("Step {}", step + 1)
        };
        lines.push(format!("{head}: {}", names.join(", ")));
    }
    lines.join("\n")
}
