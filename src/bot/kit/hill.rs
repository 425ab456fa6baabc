//! King of the Hill in a running bot: a hill game's end moves its players
//! (and announces a new King), and members idle too long drop a step. The
//! rules are `event::hill`'s; the hill is read and written whole, under the
//! event task's lock, so two changes never interleave.

use super::event_posts::say;
use super::Data;
use crate::event::hill::due_to_drop;
use crate::game::Variant;
use crate::store::StoredHill;
use poise::serenity_prelude as serenity;
use std::time::{Duration, SystemTime};

const DAY: Duration = Duration::from_secs(86_400);

/// Game `game` ended: if it was a hill game, the winner climbs and the
/// loser steps down (a draw changes nothing).
pub async fn game_over(data: &Data, http: &serenity::Http, game: u64) {
    let found = match data.store.hill_game(game).await {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(game, "could not read whether this was a hill game: {e}");
            return;
        }
    };
    let Some(g) = found else {
        return;
    };
    let _busy = data.events.guild_lock(g.guild_id).await;
    let now = SystemTime::now();
    let Ok(stored) = data.store.hill(g.guild_id, g.variant).await else {
        return;
    };
    let mut hill = stored.hill();
    let mut changed_king = false;
    if let Some((winner, loser)) = g.winner {
        changed_king = hill.record(winner, loser);
    }
    let mut after = stored.arrange(&hill, now);
    for m in after.members.iter_mut() {
        if m.user_id == g.white || m.user_id == g.black {
            m.last_game_at = now;
            m.dropped_at = None;
        }
    }
    if let Err(e) = data.store.save_hill(g.guild_id, g.variant, &after).await {
        tracing::error!(game, "saving the hill after a hill game failed: {e}");
        return;
    }
    let channel = g.channel_id;
    if let Some((winner, loser)) = g.winner {
        let step = |user: u64| {
            after
                .member(user)
                .map_or_else(|| "off the hill".to_string(), |m| step_name(m.step))
        };
        let mut text = format!(
            "⛰️ King of the Hill ({}): <@{winner}> is now on {}, <@{loser}> on {}.",
            g.variant,
            step(winner),
            step(loser)
        );
        if changed_king {
            text = format!("{text}\n👑 <@{winner}> is the new King of the Hill!");
        }
        say(http, channel, text, &[winner, loser]).await;
    }
}

/// "the top step (King)", "step 2".
pub fn step_name(step: usize) -> String {
    if step == 0 {
        "the top step (King)".to_string()
    } else {
        format!("step {}", step + 1)
    }
}

/// Members with no hill game for `hill_idle_days` drop a step, and again
/// every 30 days while they stay idle.
pub async fn drop_idle(data: &Data, _http: &serenity::Http) {
    let Ok(hills) = data.store.hills().await else {
        return;
    };
    let owned = data.config.shards.owned();
    let idle_after = DAY * data.config.hill_idle_days;
    for (guild, variant) in hills.into_iter().filter(|(g, _)| owned.owns(*g)) {
        let _busy = data.events.guild_lock(guild).await;
        if let Err(e) = drop_idle_in(data, guild, variant, idle_after).await {
            tracing::warn!(guild, "idle drops on the hill failed: {e}");
        }
    }
}

async fn drop_idle_in(
    data: &Data,
    guild: u64,
    variant: Variant,
    idle_after: Duration,
) -> Result<(), crate::store::StoreError> {
    let now = SystemTime::now();
    let stored = data.store.hill(guild, variant).await?;
    let due: Vec<u64> = stored
        .members
        .iter()
        .filter(|m| due_to_drop(m.last_game_at, m.dropped_at, now, idle_after))
        .map(|m| m.user_id)
        .collect();
    if due.is_empty() {
        return Ok(());
    }
    let mut hill = stored.hill();
    for &user in &due {
        hill.drop_step(user);
    }
    let mut after: StoredHill = stored.arrange(&hill, now);
    for m in after
        .members
        .iter_mut()
        .filter(|m| due.contains(&m.user_id))
    {
        m.dropped_at = Some(now);
    }
    data.store.save_hill(guild, variant, &after).await
}
