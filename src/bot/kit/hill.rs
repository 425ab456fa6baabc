//! King of the Hill in a running bot: a hill game's end moves its players
//! (and announces a new King), and members idle too long leave. The rules
//! are `event::hill`'s. A hill changes under its server's own lock
//! ([`Hills::lock`]), never another server's nor a tournament's, and is
//! written whole in one transaction. A hill game's end is applied in the
//! transaction that marks it applied, so one missed (a restart, a failed
//! write) is applied on the event task's next look, and none twice.

use super::event_posts::say;
use super::languages::server_lang;
use super::Data;
use crate::event::hill::{idle_cutoff, is_idle, Hill};
use crate::locale::Lang;
use crate::store::HillApplied;
use crate::tr;
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use tokio::sync::{Mutex, OwnedMutexGuard};

const DAY: Duration = Duration::from_secs(86_400);

/// How often the idle rule runs.
pub const IDLE_RULE_EVERY: Duration = Duration::from_secs(3600);

/// The hills' locks, one per server, and when the idle rule last ran.
#[derive(Default)]
pub struct Hills {
    locks: DashMap<u64, Arc<Mutex<()>>>,
    idle_rule_ran: std::sync::Mutex<Option<tokio::time::Instant>>,
}

impl Hills {
    /// One change at a time to the hills of `guild`. Held only across
    /// database calls, never across Discord's.
    pub async fn lock(&self, guild: u64) -> OwnedMutexGuard<()> {
        let lock = Arc::clone(&self.locks.entry(guild).or_default());
        lock.lock_owned().await
    }

    /// Whether the idle rule is due (at start, then hourly); if so, it
    /// counts as run from now.
    fn idle_rule_due(&self) -> bool {
        let mut ran = self.idle_rule_ran.lock().unwrap_or_else(|e| e.into_inner());
        let now = tokio::time::Instant::now();
        if ran.is_some_and(|at| now < at + IDLE_RULE_EVERY) {
            return false;
        }
        *ran = Some(now);
        true
    }
}

/// Game `game` ended: if it was a hill game, the hill games of its server
/// not applied yet (this one, and any an earlier failure left) move their
/// players, oldest first.
pub async fn game_over(data: &Data, http: &serenity::Http, game: u64) {
    match data.store.hill_game(game).await {
        Ok(Some(g)) => catch_up(data, http, |guild| guild == g.guild_id).await,
        Ok(None) => {}
        Err(e) => tracing::error!(game, "could not read whether this was a hill game: {e}"),
    }
}

/// The event task's look: hill games not applied yet (after a restart or a
/// failed write) in this process's servers, and hourly the idle rule.
pub async fn look(data: &Data, http: &serenity::Http) {
    let owned = data.config.shards.owned();
    catch_up(data, http, |guild| owned.owns(guild)).await;
    if data.hills.idle_rule_due() {
        remove_idle(data).await;
    }
}

/// Applies the finished hill games not yet applied in the servers `which`
/// picks, oldest first, and announces each. A failure stops there: the
/// games after it wait for the next look, so they apply in order.
async fn catch_up(data: &Data, http: &serenity::Http, which: impl Fn(u64) -> bool) {
    let pending = match data.store.pending_hill_games().await {
        Ok(pending) => pending,
        Err(e) => {
            tracing::warn!("could not read the hill games to apply: {e}");
            return;
        }
    };
    for (game, guild) in pending.into_iter().filter(|&(_, guild)| which(guild)) {
        let applied = {
            let _hill = data.hills.lock(guild).await;
            data.store.apply_hill_game(game).await
        };
        match applied {
            Ok(Some(applied)) => announce(http, server_lang(data, guild), &applied).await,
            Ok(None) => {}
            Err(e) => {
                tracing::error!(
                    game,
                    "applying a hill game failed (tried again on the next look): {e}"
                );
                return;
            }
        }
    }
}

/// Says in the game's channel (in its server's language) who moved where,
/// and who is King now. A draw moved nobody: nothing to say.
async fn announce(http: &serenity::Http, lang: Lang, a: &HillApplied) {
    let Some(text) = moves_text(lang, a) else {
        return;
    };
    let Some((winner, loser)) = a.game.winner else {
        return;
    };
    say(http, a.game.channel_id, text, &[winner, loser]).await;
}

/// What a hill game's end did, in `lang`'s words (`None` for a draw, or
/// when neither player is on the hill).
pub fn moves_text(lang: Lang, a: &HillApplied) -> Option<String> {
    let (winner, loser) = a.game.winner?;
    let (before, after) = (a.before.hill(), a.after.hill());
    let mut moves = Vec::new();
    if let Some(step) = after.step_of(winner) {
        let player = winner.to_string();
        // Each language says where to in its own way (Finnish by a case
        // ending): a message for each kind of step.
        moves.push(match step {
            0 if after.king().is_some() => tr!(lang, "hill-climbs-top-king", player = player),
            0 => tr!(lang, "hill-climbs-top", player = player),
            _ => tr!(lang, "hill-climbs", player = player, step = step + 1),
        });
    }
    if let (Some(was), Some(now)) = (before.step_of(loser), after.step_of(loser)) {
        let player = loser.to_string();
        moves.push(if before.is_bottom(was) {
            tr!(lang, "hill-stays-bottom", player = player)
        } else {
            tr!(lang, "hill-steps-down", player = player, step = now + 1)
        });
    }
    if moves.is_empty() {
        return None;
    }
    let mut text = tr!(
        lang,
        "hill-moves",
        variant = a.game.variant.to_string(),
        moves = moves.join("; ")
    );
    if let Some(news) = crown_news(lang, &before, &after) {
        text = format!("{text}\n{news}");
    }
    Some(text)
}

/// A new King, or the crown gone to a shared top step; `None` if the
/// King is who they were.
pub fn crown_news(lang: Lang, before: &Hill, after: &Hill) -> Option<String> {
    match (before.king(), after.king()) {
        (old, new) if old == new => None,
        (_, Some(king)) => Some(tr!(lang, "hill-new-king", king = king.to_string())),
        (Some(_), None) if !after.steps.is_empty() => Some(tr!(lang, "hill-crown-shared")),
        _ => None,
    }
}

/// A step named on its own: "the top step (King)", "the top step", "step 3".
pub fn step_name(lang: Lang, hill: &Hill, step: usize) -> String {
    match step {
        0 if hill.king().is_some() => tr!(lang, "hill-step-name-top-king"),
        0 => tr!(lang, "hill-step-name-top"),
        _ => tr!(lang, "hill-step-name", step = step + 1),
    }
}

/// Members with no hill game for `hill_idle_days` leave the hill: only the
/// hills that have one are read.
async fn remove_idle(data: &Data) {
    let now = SystemTime::now();
    let idle_after = DAY * data.config.hill_idle_days;
    let hills = match data
        .store
        .hills_with_idle_members(idle_cutoff(now, idle_after))
        .await
    {
        Ok(hills) => hills,
        Err(e) => {
            tracing::warn!("could not read the hills' idle members: {e}");
            return;
        }
    };
    let owned = data.config.shards.owned();
    for (guild, variant) in hills.into_iter().filter(|(g, _)| owned.owns(*g)) {
        let _hill = data.hills.lock(guild).await;
        let removed = async {
            let stored = data.store.hill(guild, variant).await?;
            let mut hill = stored.hill();
            let idle: Vec<u64> = stored
                .members
                .iter()
                .filter(|m| is_idle(m.last_game_at, now, idle_after))
                .map(|m| m.user_id)
                .collect();
            for &user in &idle {
                let _ = hill.leave(user);
            }
            let after = stored.arrange(&hill, now, &[]);
            data.store.save_hill(guild, variant, &after).await?;
            Ok::<usize, crate::store::StoreError>(idle.len())
        };
        match removed.await {
            Ok(n) => tracing::info!(guild, %variant, "{n} idle member(s) left the hill"),
            Err(e) => tracing::warn!(guild, %variant, "the hill's idle rule failed: {e}"),
        }
    }
}
