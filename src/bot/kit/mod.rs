//! The shared kit: what every command file of the bot uses, and the only
//! thing they share. Replying and refusing, deferring before slow work, the
//! buttons under boards and challenges, the bounded drawing pool, the engine's
//! queue, the timers, and the one path that changes a channel
//! ([`change::change`]: lock, decide in `session`, write, swap, schedule,
//! reply). Command files import this and `session`, `store` and `render`,
//! never each other.

pub mod buttons;
pub mod change;
pub mod channels;
pub mod command_texts;
pub mod daily;
pub mod decide;
pub mod defer;
pub mod draw;
pub mod engine;
pub mod event_boards;
pub mod event_pictures;
pub mod event_posts;
pub mod event_runs;
pub mod events;
pub mod explore;
pub mod games;
pub mod hill;
pub mod languages;
pub mod message_fit;
pub mod notify;
pub mod post;
pub mod puzzles;
pub mod start;
pub mod timers;
pub mod vacation;
pub mod web_links;

use crate::locale::Lang;
use crate::rating::Change;
use crate::session::{Match, Player};
use crate::store::StoreError;
use crate::tr;
use poise::serenity_prelude as serenity;

pub use super::{Context, Data, Error};

/// What a player is told when a change could not be saved (and so was not made).
pub fn save_failed(lang: Lang) -> String {
    tr!(lang, "kit-save-failed")
}

/// What a user is told when a read failed.
pub fn read_failed(lang: Lang) -> String {
    tr!(lang, "kit-read-failed")
}

/// [`save_failed`] and [`read_failed`] in English, for the files whose
/// words haven't moved to the Fluent files yet.
pub const SAVE_FAILED: &str =
    "Sorry, I couldn't save that just now, so nothing changed. Please try again in a moment."; // untranslated: English for the callers not yet moved
pub const READ_FAILED: &str = "Sorry, I couldn't read that just now. Please try again in a moment."; // untranslated: English for the callers not yet moved

/// Why a change of a channel was not made.
#[derive(Debug)]
pub enum Refusal {
    /// The rules or the turn said no: tell the user this.
    Say(String),
    /// The session said no: told in the reader's language.
    Session(crate::session::SessionError),
    /// The press was on an older board's button.
    OlderBoard,
    /// The database refused the write (already logged).
    SaveFailed,
    /// The stored game is not the one in memory: another process changed it.
    /// Memory is reloaded from the database.
    Stale,
    /// Nothing to do (a stale timer).
    Nothing,
}

impl Refusal {
    /// Logs a failed write; the change is not made.
    pub fn save_failed(channel: u64, e: StoreError) -> Refusal {
        if let StoreError::Stale { .. } = e {
            tracing::warn!(channel, "{e}: reloading the channel from the database");
            return Refusal::Stale;
        }
        tracing::error!(channel, "saving a change failed, so it was not made: {e}");
        Refusal::SaveFailed
    }

    /// What the user is told, in `lang`.
    pub fn text(&self, lang: crate::locale::Lang) -> String {
        match self {
            Refusal::Say(text) => text.clone(),
            Refusal::Session(e) => e.text(lang),
            Refusal::OlderBoard => tr!(lang, "kit-older-board"),
            Refusal::SaveFailed => save_failed(lang),
            Refusal::Stale => tr!(lang, "kit-stale"),
            Refusal::Nothing => tr!(lang, "kit-nothing-to-do"),
        }
    }
}

macro_rules! refusal_from {
    ($($error:ty),*) => {$(
        impl From<$error> for Refusal {
            fn from(e: $error) -> Refusal {
                Refusal::Session(e.into())
            }
        }
    )*};
}
refusal_from!(
    crate::session::TurnError,
    crate::session::ChallengeError,
    crate::session::AnswerError,
    crate::session::OfferError
);

/// Mentions only these users: never @everyone, roles or anyone else named.
pub fn mentions(users: &[u64]) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
        .everyone(false)
        .users(users.iter().map(|&id| serenity::UserId::new(id)))
}

/// Answers for everyone in the channel, pinging nobody.
pub async fn reply_public(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// Answers only the invoker, who is told what to do instead.
pub async fn reply_private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// An answer to a press, for the presser's eyes only.
pub fn private_response(text: impl Into<String>) -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(mentions(&[])),
    )
}

/// A follow-up to a deferred press, for the presser's eyes only.
pub fn private_followup(text: impl Into<String>) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(mentions(&[]))
}

/// The player a Discord user is, by the name they show.
pub fn player(user: &serenity::User) -> Player {
    Player::new(
        user.id.get(),
        user.global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    )
}

/// The server a command came from (0 outside one).
pub fn guild_of(ctx: &Context<'_>) -> u64 {
    ctx.guild_id().map_or(0, |g| g.get())
}

/// What a `time` option that is not one of the server's choices is told.
pub fn not_a_time_choice(lang: Lang) -> String {
    tr!(lang, "kit-not-a-time-choice")
}

/// [`not_a_time_choice`] in English, for the files whose words haven't
/// moved to the Fluent files yet.
pub const NOT_A_TIME_CHOICE: &str =
    "That time a move isn't one of this server's choices: pick one from the list."; // untranslated: English for the callers not yet moved

/// The time a move a command's `time` option chose (the index of one of
/// the configured choices), or the default; `None` for an index out of
/// range.
pub fn move_time_choice(data: &Data, time: Option<u32>) -> Option<std::time::Duration> {
    match time {
        None => Some(data.config.default_move_time),
        Some(i) => data.config.move_time_choices.get(i as usize).copied(),
    }
}

/// Whether the invoker may moderate this channel (Manage Messages): end
/// games, organise and call off tournaments.
pub fn is_moderator(ctx: &Context<'_>) -> bool {
    invoker_permissions(ctx).is_some_and(|p| p.manage_messages())
}

/// The invoker's permissions in the channel the command runs in, as Discord
/// sent them with the interaction (none for prefix commands).
fn invoker_permissions(ctx: &Context<'_>) -> Option<serenity::Permissions> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_ref()?.permissions,
        poise::Context::Prefix(_) => None,
    }
}

/// Whether the invoker may manage the server (Manage Server): a right no
/// channel's overwrite can grant, so a moderator of one channel can't use it
/// to change a server-wide setting such as the daily puzzle's channel.
pub fn manages_server(ctx: &Context<'_>) -> bool {
    invoker_permissions(ctx).is_some_and(|p| p.manage_guild())
}

/// Whether the invoker moderates `channel`: Manage Messages there. Discord
/// tells the invoker's permissions in the channel the command runs in, so
/// only a command run in `channel` or in one of its threads can show them;
/// a moderator of another channel is not one of `channel`.
pub fn moderates(ctx: &Context<'_>, channel: u64) -> bool {
    is_moderator(ctx) && runs_in(ctx, channel)
}

/// Whether the command runs in `channel` or in a thread of it.
pub fn runs_in(ctx: &Context<'_>, channel: u64) -> bool {
    if ctx.channel_id().get() == channel {
        return true;
    }
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .channel
            .as_ref()
            .filter(|c| c.thread_metadata.is_some() || is_thread(c.kind))
            .and_then(|c| c.parent_id)
            .is_some_and(|parent| parent.get() == channel),
        poise::Context::Prefix(_) => false,
    }
}

/// Whether a channel of this kind is a thread (a forum's posts are too).
pub fn is_thread(kind: serenity::ChannelType) -> bool {
    matches!(
        kind,
        serenity::ChannelType::PublicThread
            | serenity::ChannelType::PrivateThread
            | serenity::ChannelType::NewsThread
    )
}

/// The line under a rated game's result: both players' rating changes.
pub fn describe_change(change: &Change, m: &Match, lang: Lang) -> String {
    tr!(
        lang,
        "kit-rating-change",
        changes = change.describe(&m.white.mention(), &m.black.mention())
    )
}

/// "s" for a count that isn't one.
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A computer level's name ("easy", as stored and typed) in `lang`.
pub fn level_name(level: &str, lang: Lang) -> String {
    match level {
        "easy" => tr!(lang, "kit-level-easy"),
        "medium" => tr!(lang, "kit-level-medium"),
        "hard" => tr!(lang, "kit-level-hard"),
        "expert" => tr!(lang, "kit-level-expert"),
        other => other.to_string(),
    }
}

/// The game of the family to play.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantOption {
    #[name = "Pente"]
    Pente,
    #[name = "Keryo-Pente"]
    Keryo,
    #[name = "Gomoku"]
    Gomoku,
    #[name = "D-Pente"]
    DPente,
    #[name = "G-Pente"]
    GPente,
    #[name = "Poof-Pente"]
    Poof,
    #[name = "Connect6"]
    Connect6,
    #[name = "Boat-Pente"]
    Boat,
    #[name = "DK-Pente"]
    DKeryo,
    #[name = "O-Pente"]
    OPente,
    #[name = "Swap2-Pente"]
    Swap2Pente,
    #[name = "Swap2-Keryo"]
    Swap2Keryo,
}

impl From<VariantOption> for crate::game::Variant {
    fn from(v: VariantOption) -> crate::game::Variant {
        use crate::game::Variant;
        match v {
            VariantOption::Pente => Variant::Pente,
            VariantOption::Keryo => Variant::Keryo,
            VariantOption::Gomoku => Variant::Gomoku,
            VariantOption::DPente => Variant::DPente,
            VariantOption::GPente => Variant::GPente,
            VariantOption::Poof => Variant::Poof,
            VariantOption::Connect6 => Variant::Connect6,
            VariantOption::Boat => Variant::Boat,
            VariantOption::DKeryo => Variant::DKeryo,
            VariantOption::OPente => Variant::OPente,
            VariantOption::Swap2Pente => Variant::Swap2Pente,
            VariantOption::Swap2Keryo => Variant::Swap2Keryo,
        }
    }
}
