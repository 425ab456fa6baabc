//! JSON builders for the objects the fake sends to the bot (gateway events, REST answers).
//!
//! Every builder here is checked against serenity's own types (see `self_check`), because
//! serenity silently drops a gateway event it cannot deserialize.

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::{User, APPLICATION_ID, BOT_USER_ID, CHANNEL_ID, GUILD_ID, OWNER_ID};

/// Permissions given to users and the bot: view/send/embed/attach/read history/use app commands
/// and more (everything but administrator-like ones).
pub const PERMISSIONS: &str = "2248473465835073";

/// [`PERMISSIONS`] without Create Public Threads (1 << 35): the bot's where
/// it may not open threads.
pub fn permissions_without_threads() -> String {
    let all: u64 = PERMISSIONS.parse().expect("a number");
    (all & !(1 << 35)).to_string()
}

/// Current time as a Discord timestamp string.
pub fn now() -> String {
    match serde_json::to_value(serenity::Timestamp::now()) {
        Ok(Value::String(s)) => s,
        other => panic!("serenity Timestamp serialised oddly: {other:?}"),
    }
}

/// A fixed, plausible past timestamp (join dates).
pub const JOINED_AT: &str = "2024-01-01T00:00:00.000000+00:00";

pub fn user_json(user: &User) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "global_name": if user.bot { Value::Null } else { Value::String(user.name.clone()) },
        "discriminator": if user.bot { "1234" } else { "0" },
        "avatar": null,
        "bot": user.bot,
        "system": false,
        "public_flags": 0,
    })
}

/// MANAGE_MESSAGES (1 << 13): what a moderator has and a member doesn't.
pub const MANAGE_MESSAGES: u64 = 1 << 13;

/// The member who sent an interaction, with their permissions in the channel
/// (a moderator's include Manage Messages).
pub fn member_json(user: &User, moderator: bool) -> Value {
    let mut permissions: u64 = PERMISSIONS.parse().expect("a number");
    if moderator {
        permissions |= MANAGE_MESSAGES;
    }
    json!({
        "user": user_json(user),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": JOINED_AT,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions.to_string(),
        "communication_disabled_until": null,
    })
}

/// A member as found in `resolved.members` (no `user`, `deaf`, `mute`).
pub fn partial_member_json() -> Value {
    json!({
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": JOINED_AT,
        "premium_since": null,
        "flags": 0,
        "pending": false,
        "permissions": PERMISSIONS,
        "communication_disabled_until": null,
    })
}

pub fn guild_channel_json(channel_id: u64, guild: u64) -> Value {
    json!({
        "id": channel_id.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": format!("channel-{channel_id}"),
        "position": 0,
        "permission_overwrites": [],
        "parent_id": null,
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "flags": 0,
    })
}

/// A public thread (type 11) the bot opened in `parent`.
pub fn thread_channel_json(
    id: u64,
    parent: u64,
    guild: u64,
    name: &str,
    auto_archive_minutes: u64,
) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": guild.to_string(),
        "name": name,
        "parent_id": parent.to_string(),
        "owner_id": BOT_USER_ID.to_string(),
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": auto_archive_minutes,
            "archive_timestamp": now(),
            "locked": false,
            "create_timestamp": now(),
        },
        "member": {
            "id": id.to_string(),
            "user_id": BOT_USER_ID.to_string(),
            "join_timestamp": now(),
            "flags": 0,
        },
        "flags": 0,
        "permission_overwrites": [],
        "position": 0,
        "nsfw": false,
    })
}

pub fn dm_channel_json(channel_id: u64, user: &User) -> Value {
    json!({
        "id": channel_id.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user_json(user)],
        "flags": 0,
    })
}

/// `channel` field of an interaction (a partial channel): in `guild`, or a DM without one.
pub fn interaction_channel_json(channel_id: u64, guild: Option<u64>) -> Value {
    match guild {
        None => json!({ "id": channel_id.to_string(), "type": 1, "flags": 0 }),
        Some(guild) => json!({
            "id": channel_id.to_string(),
            "type": 0,
            "name": format!("channel-{channel_id}"),
            "guild_id": guild.to_string(),
            "permissions": PERMISSIONS,
            "parent_id": null,
            "nsfw": false,
            "flags": 0,
        }),
    }
}

pub fn hello(heartbeat_interval_ms: u64) -> Value {
    json!({ "op": 10, "s": null, "t": null, "d": { "heartbeat_interval": heartbeat_interval_ms } })
}

/// READY for shard `shard` of `total`, listing that shard's servers (unavailable until their
/// GUILD_CREATE).
pub fn ready_data(
    session_id: &str,
    resume_url: &str,
    [shard, total]: [u32; 2],
    guilds: &[u64],
) -> Value {
    let guilds: Vec<Value> = guilds
        .iter()
        .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
        .collect();
    json!({
        "v": 10,
        "user": {
            "id": BOT_USER_ID.to_string(),
            "username": "Pente",
            "global_name": null,
            "discriminator": "1234",
            "avatar": null,
            "bot": true,
            "verified": true,
            "mfa_enabled": true,
            "flags": 0,
            "email": null,
        },
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": [shard, total],
        "application": { "id": APPLICATION_ID.to_string(), "flags": 8_953_856 },
        "private_channels": [],
        "relationships": [],
        "user_settings": {},
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "_trace": ["fake-discord"],
    })
}

/// GUILD_CREATE of a server with these text channels.
pub fn guild_create_data(bot: &User, guild_id: u64, channels: &[u64]) -> Value {
    let mut guild = json!({
        "id": guild_id.to_string(),
        "name": "Pente Club",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 1,
        "default_message_notifications": 1,
        "explicit_content_filter": 2,
        "roles": [{
            "id": guild_id.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": PERMISSIONS,
            "managed": false,
            "mentionable": false,
            "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": channels.first().map(|c| c.to_string()),
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "incidents_data": null,
    });
    let extra = json!({
        "joined_at": JOINED_AT,
        "large": false,
        "unavailable": false,
        "member_count": 1,
        "voice_states": [],
        "members": [member_json(bot, false)],
        "channels": channels.iter().map(|c| guild_channel_json(*c, guild_id)).collect::<Vec<_>>(),
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "lazy": true,
    });
    if let (Some(g), Value::Object(extra)) = (guild.as_object_mut(), extra) {
        g.extend(extra);
    }
    guild
}

pub fn application_info() -> Value {
    json!({
        "id": APPLICATION_ID.to_string(),
        "name": "Pente",
        "icon": null,
        "description": "Play Pente with friends",
        "type": null,
        "bot": {
            "id": BOT_USER_ID.to_string(),
            "username": "Pente",
            "discriminator": "1234",
            "avatar": null,
            "bot": true,
            "public_flags": 0,
        },
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "terms_of_service_url": null,
        "privacy_policy_url": null,
        "owner": user_json(&User::new(OWNER_ID, "owner")),
        "verify_key": "0".repeat(64),
        "team": null,
        "guild_id": null,
        "flags": 8_953_856,
        "tags": [],
        "install_params": null,
        "integration_types_config": {},
        "approximate_guild_count": 1,
        "redirect_uris": [],
        "interactions_endpoint_url": null,
    })
}

pub fn gateway_bot(url: &str) -> Value {
    json!({
        "url": url,
        "shards": 1,
        "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
    })
}

/// Checks every fixed payload against serenity's types; panics with the serde error if one
/// does not deserialize.
pub fn self_check() {
    let bot = User::bot(BOT_USER_ID, "Pente");
    check::<serenity::Ready>(
        "READY",
        ready_data(
            "s",
            "ws://127.0.0.1:1/gateway",
            [1, 2],
            &[GUILD_ID, 7 << 22],
        ),
    );
    check::<serenity::Guild>(
        "GUILD_CREATE",
        guild_create_data(&bot, GUILD_ID, &[CHANNEL_ID]),
    );
    check::<serenity::CurrentApplicationInfo>("application info", application_info());
    check::<serenity::GuildChannel>("guild channel", guild_channel_json(CHANNEL_ID, GUILD_ID));
    check::<serenity::Channel>("guild channel", guild_channel_json(CHANNEL_ID, GUILD_ID));
    check::<serenity::Channel>("dm channel", dm_channel_json(5, &User::new(6, "u")));
    let thread = check::<serenity::GuildChannel>(
        "thread",
        thread_channel_json(7, CHANNEL_ID, GUILD_ID, "a vs b", 10080),
    );
    assert_eq!(thread.kind, serenity::ChannelType::PublicThread);
    assert_eq!(thread.parent_id, Some(serenity::ChannelId::new(CHANNEL_ID)));
    check::<serenity::Member>("member", member_json(&User::new(6, "u"), true));
    check::<serenity::PartialMember>("partial member", partial_member_json());
    check::<serenity::User>("user", user_json(&User::new(6, "u")));
    check::<serenity::User>("bot user", user_json(&bot));
}

/// Deserializes `value` as `T` or panics with a helpful message.
pub fn check<T: serde::de::DeserializeOwned>(what: &str, value: Value) -> T {
    match serde_json::from_value::<T>(value.clone()) {
        Ok(t) => t,
        Err(e) => panic!(
            "fake discord bug: {what} does not deserialize as {}: {e}\npayload: {}",
            std::any::type_name::<T>(),
            serde_json::to_string_pretty(&value).unwrap_or_default()
        ),
    }
}
