//! A fake Discord for end-to-end tests: an axum server on 127.0.0.1 serving Discord's REST API
//! under `/api/v10/...` and the gateway websocket under `/gateway`.
//!
//! Start one per test with [`FakeDiscord::start`], point the bot at [`FakeDiscord::base_url`]
//! (`HttpBuilder::new(token).proxy(base).ratelimiter_disabled(true)`), wait for
//! [`FakeDiscord::wait_ready`], then drive it as users would: [`FakeDiscord::command`],
//! [`FakeDiscord::autocomplete`], [`FakeDiscord::click`]. Everything the bot sends is recorded:
//! per interaction ([`Interaction::reply`]) and per channel ([`FakeDiscord::channel_messages`]).
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let bot = BotProcess::spawn(&fake, &format!("guild_id = {GUILD_ID}\n"), &[]);
//! fake.wait_ready(Duration::from_secs(30)).await;
//! let (alice, bob) = (FakeDiscord::user(11, "alice"), FakeDiscord::user(12, "bob"));
//! let challenge = fake
//!     .command(&alice, CHANNEL_ID, "challenge", json!([opt::user("opponent", &bob)]))
//!     .await
//!     .reply()
//!     .await;
//! let accepted = fake.click(&bob, challenge.msg(), "pente:accept:…").await.replies(2).await;
//! let moved = fake
//!     .command(&alice, CHANNEL_ID, "move", json!([opt::str("position", "K10")]))
//!     .await
//!     .reply()
//!     .await;
//! assert_eq!(moved.files[0].0, "board.png");
//! ```
//!
//! The fake behaves like Discord where it matters for a bot: interaction callbacks answer 204
//! and can be acknowledged once only (40060), deferred replies are completed by a follow-up or an
//! edit of `@original`, ephemeral messages cannot be reached through channel routes, messages and
//! components are validated with Discord's limits (400 / 50035 "Invalid Form Body"), unknown
//! routes answer 404 and are logged. Every event sent over the gateway is checked first against
//! serenity's own types, because serenity drops an event it cannot parse without a word.

mod gateway;
pub mod payloads;
mod rest;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};

/// The guild every guild interaction comes from.
pub const GUILD_ID: u64 = 1_180_000_000_000_000_001;
/// The bot's user id.
pub const BOT_USER_ID: u64 = 1_180_000_000_000_000_002;
/// The application id (equal to the bot's user id, as for every modern Discord application).
pub const APPLICATION_ID: u64 = BOT_USER_ID;
/// The owner of the application (answered by `GET /oauth2/applications/@me`).
pub const OWNER_ID: u64 = 1_180_000_000_000_000_003;
/// A text channel of the guild (listed in GUILD_CREATE); any other id works as a channel too.
pub const CHANNEL_ID: u64 = 1_180_000_000_000_000_010;
/// The name of the root slash command used by [`FakeDiscord::command`].
pub const ROOT_COMMAND: &str = "pente";

const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
const EPHEMERAL: u64 = 1 << 6;
const LOADING: u64 = 1 << 7;

/// A Discord user as the fake presents it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

impl User {
    pub fn new(id: u64, name: &str) -> User {
        User {
            id,
            name: name.to_string(),
            bot: false,
        }
    }
    /// A bot account (another bot than ours; ours is [`FakeDiscord::bot_user`]).
    pub fn bot(id: u64, name: &str) -> User {
        User {
            id,
            name: name.to_string(),
            bot: true,
        }
    }
    /// `<@id>`
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
    /// The user object as Discord sends it.
    pub fn json(&self) -> Value {
        payloads::user_json(self)
    }
}

/// Builders for slash command options (the `options` argument of [`FakeDiscord::command`]).
/// Raw JSON works too: `json!([{"name": "position", "type": 3, "value": "K10"}])`.
pub mod opt {
    use serde_json::{json, Value};

    /// A string option (type 3).
    pub fn str(name: &str, value: &str) -> Value {
        json!({ "name": name, "type": 3, "value": value })
    }
    /// An integer option (type 4).
    pub fn int(name: &str, value: i64) -> Value {
        json!({ "name": name, "type": 4, "value": value })
    }
    /// A boolean option (type 5).
    pub fn bool(name: &str, value: bool) -> Value {
        json!({ "name": name, "type": 5, "value": value })
    }
    /// A user option (type 6); the fake fills `data.resolved.users` (and `members` in a guild).
    pub fn user(name: &str, user: &super::User) -> Value {
        json!({ "name": name, "type": 6, "value": user.id.to_string(), "__user": user.json() })
    }
    /// A channel option (type 7); the fake fills `data.resolved.channels`.
    pub fn channel(name: &str, id: u64) -> Value {
        json!({ "name": name, "type": 7, "value": id.to_string() })
    }
    /// A number option (type 10).
    pub fn num(name: &str, value: f64) -> Value {
        json!({ "name": name, "type": 10, "value": value })
    }
    /// The focused string option of an autocomplete request (what the user has typed so far).
    pub fn focused(name: &str, typed: &str) -> Value {
        json!({ "name": name, "type": 3, "value": typed, "focused": true })
    }
}

/// Knobs for [`FakeDiscord::start_with`].
#[derive(Clone, Debug)]
pub struct FakeConfig {
    /// Sent in HELLO. Serenity heartbeats at this period.
    pub heartbeat_interval: Duration,
    /// Default timeout of every waiting function that takes none.
    pub timeout: Duration,
    /// Log every request and gateway frame to stderr.
    pub verbose: bool,
}

impl Default for FakeConfig {
    fn default() -> Self {
        FakeConfig {
            heartbeat_interval: Duration::from_millis(41_250),
            timeout: Duration::from_secs(10),
            verbose: std::env::var_os("FAKE_DISCORD_VERBOSE").is_some(),
        }
    }
}

/// A button found in a message's components.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    pub custom_id: Option<String>,
    pub label: Option<String>,
    pub style: u64,
    pub disabled: bool,
    pub url: Option<String>,
    pub emoji: Value,
}

/// A message the bot posted, as currently stored (edits applied).
#[derive(Clone, Debug)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub author_id: u64,
    pub content: String,
    /// Message flags (64 = ephemeral, 128 = loading, i.e. a deferred reply not yet completed).
    pub flags: u64,
    pub ephemeral: bool,
    pub components: Value,
    pub embeds: Value,
    /// Attached files: (filename, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    pub allowed_mentions: Value,
    /// Users this message pings: `<@id>` in the content, filtered by `allowed_mentions`.
    pub mentions: Vec<u64>,
    /// The interaction this message answers (callback, follow-up), if any.
    pub interaction_id: Option<u64>,
    /// The message replied to (`message_reference`), if any.
    pub reference: Option<u64>,
    pub edits: usize,
    pub deleted: bool,
    /// The message object exactly as the fake serves it to the bot.
    pub raw: Value,
}

impl Message {
    /// Every button of every action row, in order.
    pub fn buttons(&self) -> Vec<Button> {
        buttons_of(&self.components)
    }
    /// The button with this custom id.
    pub fn button(&self, custom_id: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.custom_id.as_deref() == Some(custom_id))
    }
    /// Custom ids of every component (buttons, selects).
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids_of(&self.components)
    }
}

fn buttons_of(components: &Value) -> Vec<Button> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["type"].as_u64() == Some(2) {
                out.push(Button {
                    custom_id: c["custom_id"].as_str().map(str::to_string),
                    label: c["label"].as_str().map(str::to_string),
                    style: c["style"].as_u64().unwrap_or(0),
                    disabled: c["disabled"].as_bool().unwrap_or(false),
                    url: c["url"].as_str().map(str::to_string),
                    emoji: c["emoji"].clone(),
                });
            }
        }
    }
    out
}

fn custom_ids_of(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if let Some(id) = c["custom_id"].as_str() {
                out.push(id.to_string());
            }
        }
    }
    out
}

/// How a [`Reply`] reached the fake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// `POST /interactions/{id}/{token}/callback` (types 4, 7, 8, 9).
    Callback,
    /// `POST /webhooks/{app}/{token}`: a follow-up message (after a type 5 deferral the first
    /// one completes the "thinking…" message, as on Discord).
    Followup,
    /// `PATCH /webhooks/{app}/{token}/messages/{@original|id}`.
    Edit,
}

/// One answer of the bot to an interaction.
///
/// A deferred callback (type 5 or 6) is not a reply by itself: the reply is the follow-up or
/// the edit that completes it, reported with the deferred `callback_type`.
#[derive(Clone, Debug)]
pub struct Reply {
    /// The interaction's initial callback type (4 message, 5 deferred message, 6 deferred
    /// update, 7 update message, 8 autocomplete, 9 modal); the same for every reply of it.
    pub callback_type: u8,
    pub via: Via,
    /// The content of the resulting message (after the edit, if this reply is an edit).
    pub content: String,
    pub ephemeral: bool,
    /// Files uploaded with this very request: (filename, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// Components of the resulting message.
    pub components: Value,
    pub embeds: Value,
    pub allowed_mentions: Value,
    /// Autocomplete choices (callback type 8): (name, value as string).
    pub choices: Vec<(String, String)>,
    /// The message created or edited, as stored right after this reply (None for 8 and 9).
    pub message: Option<Message>,
    /// Time from dispatching the interaction to this reply (Discord wants the first within 3 s).
    pub latency: Duration,
    /// The request body as received: `{type, data}` for callbacks, the message payload
    /// otherwise (`payload_json` for multipart requests).
    pub raw: Value,
}

impl Reply {
    pub fn buttons(&self) -> Vec<Button> {
        buttons_of(&self.components)
    }
    pub fn button(&self, custom_id: &str) -> Option<Button> {
        self.buttons()
            .into_iter()
            .find(|b| b.custom_id.as_deref() == Some(custom_id))
    }
    pub fn custom_ids(&self) -> Vec<String> {
        custom_ids_of(&self.components)
    }
    /// The message, or a panic saying this reply has none.
    pub fn msg(&self) -> &Message {
        self.message
            .as_ref()
            .unwrap_or_else(|| panic!("reply has no message: {self:?}"))
    }
}

/// A REST request the fake received.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// Path without `/api/v10`, e.g. `/interactions/1/tok/callback`.
    pub path: String,
    pub query: Option<String>,
    /// JSON body or multipart `payload_json` (Null if none).
    pub json: Value,
    /// Uploaded files: (filename, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    pub status: u16,
}

// ---------------------------------------------------------------------------------------------
// State

pub(crate) struct StoredAttachment {
    id: u64,
    filename: String,
    content_type: String,
    data: Vec<u8>,
}

pub(crate) struct StoredMsg {
    id: u64,
    channel_id: u64,
    guild_id: Option<u64>,
    author: User,
    content: String,
    flags: u64,
    components: Value,
    embeds: Value,
    attachments: Vec<StoredAttachment>,
    allowed_mentions: Value,
    tts: bool,
    timestamp: String,
    edited_timestamp: Option<String>,
    interaction_id: Option<u64>,
    interaction_meta: Option<Value>,
    reference: Option<u64>,
    edits: usize,
    deleted: bool,
}

pub(crate) struct InteractionRec {
    id: u64,
    token: String,
    kind: u8,
    channel_id: u64,
    guild_id: Option<u64>,
    user: User,
    name: String,
    /// For component interactions: the message the component is on.
    source_message: Option<u64>,
    sent_at: Instant,
    callback_type: Option<u8>,
    pending_deferred: Option<u8>,
    original: Option<u64>,
    replies: Vec<Reply>,
    errors: Vec<String>,
}

pub(crate) enum Outgoing {
    Frame(String),
    /// Drop the TCP connection without a close frame.
    Drop,
    /// Send a close frame with this code, then end.
    Close(u16),
}

pub(crate) struct Conn {
    id: usize,
    tx: mpsc::UnboundedSender<Outgoing>,
    /// IDENTIFY answered with READY, or RESUME with RESUMED.
    ready: bool,
}

/// One shard's gateway session: what RESUME replays, and the connection that holds it.
pub(crate) struct ShardSession {
    session_id: String,
    seq: u64,
    history: Vec<(u64, String)>,
    conn: Option<usize>,
}

/// A fault put on a message the bot posts (see [`FakeDiscord::delay_posts`]).
#[derive(Clone, Debug)]
pub(crate) enum PostFault {
    Delay(Duration),
    Fail,
    /// Delays the next post whose text contains this; other posts pass.
    DelayIf(String, Duration),
    /// Holds the next post whose text contains this until released (see
    /// [`FakeDiscord::hold_post_saying`]); other posts pass.
    HoldIf(String, HeldPost),
    /// Refuses the next post whose text contains this (500); other posts pass.
    FailIf(String),
    /// Refuses every post from now on with 403 Missing Permissions (the
    /// bot lost Send Messages there); never used up.
    Forbidden,
}

/// A post held by [`FakeDiscord::hold_post_saying`]: the test learns when
/// the bot is in the middle of sending it, and lets it through.
#[derive(Clone, Debug, Default)]
pub struct HeldPost {
    reached: Arc<tokio::sync::Notify>,
    released: Arc<tokio::sync::Notify>,
}

impl HeldPost {
    /// Waits until the bot is sending the held post (and held there).
    pub async fn reached(&self, timeout: Duration) {
        tokio::time::timeout(timeout, self.reached.notified())
            .await
            .expect("the bot to send the held post");
    }

    /// Lets the held post through.
    pub fn release(&self) {
        self.released.notify_one();
    }

    /// The fake's side: says the post arrived, then waits for the release.
    pub(crate) async fn hold(&self) {
        self.reached.notify_one();
        self.released.notified().await;
    }
}

#[derive(Default)]

pub(crate) struct Inner {
    last_id: u64,
    // gateway
    /// Open connections by id. A connection belongs to a shard once it has identified as it
    /// (or resumed its session).
    conns: HashMap<usize, Conn>,
    /// Sessions by shard id. Like Discord, each server's events go to its shard's session
    /// only: shard = (guild_id >> 22) % total.
    sessions: std::collections::BTreeMap<u32, ShardSession>,
    /// The number of shards the bot said it runs in IDENTIFY (`shard: [id, total]`); 0 before.
    shard_total: u32,
    connections: usize,
    identifies: Vec<Value>,
    resumes: usize,
    heartbeats: usize,
    /// Servers besides [`GUILD_ID`], added by the test.
    more_guilds: Vec<u64>,
    /// The server of each channel added with a server; any other channel is in [`GUILD_ID`].
    channel_guilds: HashMap<u64, u64>,
    // application commands: (guild id or None for global, commands as answered)
    registrations: Vec<(Option<u64>, Vec<Value>)>,
    // messages
    messages: HashMap<u64, StoredMsg>,
    message_order: Vec<u64>,
    // interactions
    interactions: HashMap<u64, InteractionRec>,
    tokens: HashMap<String, u64>,
    users: HashMap<u64, User>,
    /// Members with Manage Messages in every channel.
    moderators: std::collections::HashSet<u64>,
    /// Members with Manage Messages in one channel (and its threads): (user, channel).
    channel_moderators: std::collections::HashSet<(u64, u64)>,
    /// Channels a member may not view (an overwrite denies View Channel): (user, channel).
    pub(crate) hidden_channels: std::collections::HashSet<(u64, u64)>,
    dm_channels: HashMap<u64, u64>,
    /// Users whose direct messages refuse the bot's (error 50007).
    refused_dms: std::collections::HashSet<u64>,
    /// Threads opened by the bot: id → (parent channel, name).
    threads: HashMap<u64, (u64, String)>,
    /// Answer thread creation with 403 Missing Permissions.
    refuse_threads: bool,
    /// The Discord locale of each user's client (`en-US` if not set).
    user_locales: HashMap<u64, String>,
    /// Each server's Discord locale (`en-US` if not set).
    guild_locales: HashMap<u64, String>,
    /// The first post in each of the next this many threads opened fails.
    fail_in_new_threads: usize,
    /// Delays of the next edits of a message, by its id.
    pub(crate) edit_delays: HashMap<u64, std::collections::VecDeque<Duration>>,
    /// What happens to the next messages posted in a channel (a message of
    /// the bot's own, a follow-up, or the completion of a deferred reply).
    pub(crate) post_faults: HashMap<u64, std::collections::VecDeque<PostFault>>,
    // diagnostics
    requests: Vec<RecordedRequest>,
    unknown_routes: Vec<String>,
    problems: Vec<String>,
}

impl Inner {
    fn snowflake(&mut self) -> u64 {
        let ms = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(DISCORD_EPOCH_MS)
            .saturating_sub(DISCORD_EPOCH_MS);
        let id = ((ms << 22) | 1).max(self.last_id + 1);
        self.last_id = id;
        id
    }

    /// Every server the bot is in: [`GUILD_ID`] and those the test added.
    pub(crate) fn guilds(&self) -> Vec<u64> {
        std::iter::once(GUILD_ID)
            .chain(self.more_guilds.iter().copied())
            .collect()
    }

    /// The server a channel (or a thread, through its parent) is in.
    pub(crate) fn guild_of(&self, channel: u64) -> u64 {
        let channel = self.threads.get(&channel).map_or(channel, |t| t.0);
        self.channel_guilds
            .get(&channel)
            .copied()
            .unwrap_or(GUILD_ID)
    }

    pub(crate) fn shard_total(&self) -> u32 {
        self.shard_total.max(1)
    }

    /// The shard whose connection receives a server's events (Discord's rule).
    pub(crate) fn shard_of(&self, guild: u64) -> u32 {
        ((guild >> 22) % u64::from(self.shard_total())) as u32
    }

    /// The shard's connection, if it is live and ready.
    pub(crate) fn live(&self, shard: u32) -> Option<&Conn> {
        let id = self.sessions.get(&shard)?.conn?;
        self.conns.get(&id).filter(|c| c.ready)
    }

    /// Whether every shard of the bot has a ready connection.
    fn all_shards_live(&self) -> bool {
        (0..self.shard_total()).all(|s| self.live(s).is_some())
    }

    fn problem(&mut self, text: String) {
        eprintln!("[fake-discord] {text}");
        self.problems.push(text);
    }

    fn public_message(&self, m: &StoredMsg, base_url: &str) -> Message {
        Message {
            id: m.id,
            channel_id: m.channel_id,
            author_id: m.author.id,
            content: m.content.clone(),
            flags: m.flags,
            ephemeral: m.flags & EPHEMERAL != 0,
            components: m.components.clone(),
            embeds: m.embeds.clone(),
            files: m
                .attachments
                .iter()
                .map(|a| (a.filename.clone(), a.data.clone()))
                .collect(),
            allowed_mentions: m.allowed_mentions.clone(),
            mentions: rest::mentioned_ids(&m.content, &m.allowed_mentions),
            interaction_id: m.interaction_id,
            reference: m.reference,
            edits: m.edits,
            deleted: m.deleted,
            raw: rest::message_json(self, m, base_url),
        }
    }
}

pub(crate) struct Shared {
    inner: Mutex<Inner>,
    changed: watch::Sender<u64>,
    config: FakeConfig,
    base_url: String,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wakes every waiter; call after each state change.
    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }

    fn gateway_url(&self) -> String {
        format!("{}/gateway", self.base_url.replacen("http://", "ws://", 1))
    }

    /// Waits until `check` returns Some, re-checking after every state change.
    async fn wait_for<T>(
        &self,
        timeout: Duration,
        mut check: impl FnMut(&Inner) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.changed.subscribe();
        loop {
            if let Some(t) = check(&self.lock()) {
                return Some(t);
            }
            match tokio::time::timeout_at(deadline, rx.changed()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) | Err(_) => return check(&self.lock()),
            }
        }
    }

    fn diagnostics(&self) -> String {
        let inner = self.lock();
        let mut s = String::new();
        let live: Vec<u32> = (0..inner.shard_total())
            .filter(|s| inner.live(*s).is_some())
            .collect();
        s += &format!(
            "gateway: {} connection(s), {} IDENTIFY, {} RESUME, shards live+ready: {live:?} of {}\n",
            inner.connections,
            inner.identifies.len(),
            inner.resumes,
            inner.shard_total(),
        );
        s += &format!("command registrations: {}\n", inner.registrations.len());
        if !inner.unknown_routes.is_empty() {
            s += &format!("UNKNOWN ROUTES: {:?}\n", inner.unknown_routes);
        }
        if !inner.problems.is_empty() {
            s += &format!("PROBLEMS: {:#?}\n", inner.problems);
        }
        let n = inner.requests.len();
        s += "last requests:\n";
        for r in &inner.requests[n.saturating_sub(10)..] {
            s += &format!(
                "  {} {} -> {} {}\n",
                r.method,
                r.path,
                r.status,
                truncate(&r.json.to_string(), 300)
            );
        }
        s
    }
}

fn truncate(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n).collect::<String>())
    }
}

// ---------------------------------------------------------------------------------------------
// Public API

/// The fake Discord. Dropping it stops the server.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    addr: SocketAddr,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
        for (_, conn) in self.shared.lock().conns.drain() {
            let _ = conn.tx.send(Outgoing::Drop);
        }
    }
}

impl FakeDiscord {
    pub const GUILD_ID: u64 = GUILD_ID;
    pub const BOT_USER_ID: u64 = BOT_USER_ID;
    pub const APPLICATION_ID: u64 = APPLICATION_ID;
    pub const OWNER_ID: u64 = OWNER_ID;
    pub const CHANNEL_ID: u64 = CHANNEL_ID;

    /// Starts a fake on an ephemeral port of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        Self::start_with(FakeConfig::default()).await
    }

    pub async fn start_with(config: FakeConfig) -> FakeDiscord {
        payloads::self_check();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("fake discord: bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local addr");
        let (changed, _) = watch::channel(0);
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner::default()),
            changed,
            config,
            base_url: format!("http://{addr}"),
        });
        let app = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            // Without TCP_NODELAY, an event written right after another
            // (a racing duplicate) waits for the first one's ACK, which the
            // bot's kernel may delay by 40 ms: a stall real Discord doesn't add.
            use axum::serve::ListenerExt;
            let listener = listener.tap_io(|tcp| {
                let _ = tcp.set_nodelay(true);
            });
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("[fake-discord] server stopped: {e}");
            }
        });
        FakeDiscord {
            shared,
            addr,
            server,
        }
    }

    /// `http://127.0.0.1:PORT`, for `DISCORD_API_BASE` / `HttpBuilder::proxy`.
    pub fn base_url(&self) -> String {
        self.shared.base_url.clone()
    }

    /// `ws://127.0.0.1:PORT/gateway`, what `GET /gateway` answers.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The default timeout of waiting functions.
    pub fn timeout(&self) -> Duration {
        self.shared.config.timeout
    }

    /// Waits until a bot has identified (READY sent) on every shard and registered its commands.
    pub async fn wait_ready(&self, timeout: Duration) {
        let ok = self
            .shared
            .wait_for(timeout, |i| {
                (!i.identifies.is_empty() && !i.registrations.is_empty() && i.all_shards_live())
                    .then_some(())
            })
            .await;
        if ok.is_none() {
            panic!(
                "fake discord: no bot became ready (identified AND registered commands) within {timeout:?}\n{}",
                self.shared.diagnostics()
            );
        }
    }

    /// Waits until every shard has a live and ready connection (after READY or RESUMED).
    pub async fn wait_connected(&self, timeout: Duration) {
        let ok = self
            .shared
            .wait_for(timeout, |i| i.all_shards_live().then_some(()))
            .await;
        if ok.is_none() {
            panic!(
                "fake discord: no ready gateway connection within {timeout:?}\n{}",
                self.shared.diagnostics()
            );
        }
    }

    /// Waits until this shard has a live and ready connection; returns the number of
    /// IDENTIFY payloads for that shard so far.
    pub async fn wait_shard_ready(&self, shard: u32, timeout: Duration) -> usize {
        let ok = self
            .shared
            .wait_for(timeout, |i| {
                i.live(shard).map(|_| {
                    i.identifies
                        .iter()
                        .filter(|d| d["shard"][0].as_u64().unwrap_or(0) == u64::from(shard))
                        .count()
                })
            })
            .await;
        ok.unwrap_or_else(|| {
            panic!(
                "fake discord: shard {shard} has no ready connection within {timeout:?}\n{}",
                self.shared.diagnostics()
            )
        })
    }

    /// Adds a server with these channels (before the bot connects: GUILD_CREATE lists it).
    /// Interactions in its channels carry its id and go to its shard's connection.
    pub fn add_guild(&self, guild: u64, channels: &[u64]) {
        let mut inner = self.shared.lock();
        inner.more_guilds.push(guild);
        for c in channels {
            inner.channel_guilds.insert(*c, guild);
        }
    }

    /// The shard of a server, by Discord's rule, for the number of shards the bot identified with.
    pub fn shard_of(&self, guild: u64) -> u32 {
        self.shared.lock().shard_of(guild)
    }

    /// The command list of the last registration (global or guild).
    pub fn commands(&self) -> Vec<Value> {
        self.shared
            .lock()
            .registrations
            .last()
            .map(|r| r.1.clone())
            .unwrap_or_default()
    }

    /// Every registration: (guild id, or None for a global one; the commands as answered).
    pub fn registrations(&self) -> Vec<(Option<u64>, Vec<Value>)> {
        self.shared.lock().registrations.clone()
    }

    /// A test user.
    pub fn user(id: u64, name: &str) -> User {
        User::new(id, name)
    }

    /// Gives `user` the Manage Messages and Manage Server permissions, as a
    /// server's moderators have.
    pub fn make_moderator(&self, user: &User) {
        self.shared.lock().moderators.insert(user.id);
    }

    /// From now on `user`'s interactions carry Discord's `locale` (their
    /// client's language), like `fi` or `de`.
    pub fn set_locale(&self, user: &User, locale: &str) {
        self.shared
            .lock()
            .user_locales
            .insert(user.id, locale.to_string());
    }

    /// From now on the interactions in server `guild` carry its
    /// `guild_locale` (a community server's language).
    pub fn set_guild_locale(&self, guild: u64, locale: &str) {
        self.shared
            .lock()
            .guild_locales
            .insert(guild, locale.to_string());
    }

    /// Gives `user` the Manage Messages permission in `channel` (and its
    /// threads) only, as a channel's own moderators have.
    pub fn make_moderator_in(&self, user: &User, channel: u64) {
        self.shared
            .lock()
            .channel_moderators
            .insert((user.id, channel));
    }

    /// From now on `channel` hides from `user`: Discord's answer for the channel carries an
    /// overwrite denying them View Channel, as a staff-only channel's does.
    pub fn hide_channel_from(&self, user: &User, channel: u64) {
        self.shared
            .lock()
            .hidden_channels
            .insert((user.id, channel));
    }

    /// From now on, creating a thread is refused as Discord does when the bot
    /// lacks Create Public Threads (403, code 50013).
    pub fn refuse_threads(&self) {
        self.shared.lock().refuse_threads = true;
    }

    /// The next edit of message `id` through its channel is answered only
    /// after `delay` (Discord slow just then).
    pub fn delay_next_edit(&self, id: u64, delay: Duration) {
        let mut inner = self.shared.lock();
        inner.edit_delays.entry(id).or_default().push_back(delay);
    }

    /// Creating a thread works again (the permission was given back).
    pub fn allow_threads(&self) {
        self.shared.lock().refuse_threads = false;
    }

    /// In each of the next `count` threads the bot opens, its first post is
    /// refused with a 500 (Discord failing just then).
    pub fn fail_first_post_in_new_threads(&self, count: usize) {
        self.shared.lock().fail_in_new_threads = count;
    }

    /// The next message the bot posts in `channel` whose text contains
    /// `text` is refused with a 500; whatever comes before it goes through.
    pub fn fail_post_saying(&self, channel: u64, text: &str) {
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.push_back(PostFault::FailIf(text.to_string()));
    }

    /// The next `count` messages the bot posts in `channel` are answered
    /// only after `delay` (Discord slow or rate-limited).
    pub fn delay_posts(&self, channel: u64, count: usize, delay: Duration) {
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.extend(std::iter::repeat_n(PostFault::Delay(delay), count));
    }

    /// The next message the bot posts in `channel` whose text contains
    /// `text` is answered only after `delay`; whatever comes before it goes
    /// through at once (whichever call of the bot's carries that text).
    pub fn delay_post_saying(&self, channel: u64, text: &str, delay: Duration) {
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.push_back(PostFault::DelayIf(text.to_string(), delay));
    }

    /// The next message the bot posts in `channel` whose text contains
    /// `text` is held until the returned handle is released: a test can act
    /// while the bot waits on that post (its channel locked), in order, not
    /// by the clock.
    pub fn hold_post_saying(&self, channel: u64, text: &str) -> HeldPost {
        let held = HeldPost::default();
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.push_back(PostFault::HoldIf(text.to_string(), held.clone()));
        held
    }

    /// The next `count` messages the bot posts in `channel` are refused
    /// with a 500 (Discord failing).
    pub fn fail_posts(&self, channel: u64, count: usize) {
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.extend(std::iter::repeat_n(PostFault::Fail, count));
    }

    /// From now on every message the bot posts in `channel` is refused with
    /// 403 Missing Permissions (code 50013), as when it may not send there.
    pub fn forbid_posts(&self, channel: u64) {
        let mut inner = self.shared.lock();
        let faults = inner.post_faults.entry(channel).or_default();
        faults.clear();
        faults.push_back(PostFault::Forbidden);
    }

    /// The direct-message channel with `user` (opened now if it wasn't).
    pub fn dm_channel(&self, user: &User) -> u64 {
        let mut inner = self.shared.lock();
        let next = inner.snowflake();
        *inner.dm_channels.entry(user.id).or_insert(next)
    }

    /// Everything the bot sent `user` directly, oldest first.
    pub fn dm_messages(&self, user: &User) -> Vec<Message> {
        let channel = self.shared.lock().dm_channels.get(&user.id).copied();
        channel.map_or_else(Vec::new, |c| self.channel_messages(c))
    }

    /// From now on, `user` refuses the bot's direct messages, as Discord
    /// answers for a user whose privacy settings close them (403, code
    /// 50007).
    pub fn refuse_dms(&self, user: &User) {
        self.shared.lock().refused_dms.insert(user.id);
    }

    /// The next `count` direct messages to `user` are answered only after
    /// `delay`.
    pub fn delay_dms(&self, user: &User, count: usize, delay: Duration) {
        let channel = self.dm_channel(user);
        self.delay_posts(channel, count, delay);
    }

    /// The threads the bot opened: (id, parent channel, name), oldest first.
    pub fn threads(&self) -> Vec<(u64, u64, String)> {
        let mut threads: Vec<(u64, u64, String)> = self
            .shared
            .lock()
            .threads
            .iter()
            .map(|(id, (parent, name))| (*id, *parent, name.clone()))
            .collect();
        threads.sort();
        threads
    }

    /// Our bot's own user.
    pub fn bot_user() -> User {
        User::bot(BOT_USER_ID, "Pente")
    }

    /// `/pente <sub> [options]` from `user` in guild channel `channel`. `sub` may be "" (no
    /// subcommand) or "group sub". `options`: a JSON array (see [`opt`]) or Null.
    pub async fn command(
        &self,
        user: &User,
        channel: u64,
        sub: &str,
        options: Value,
    ) -> Interaction {
        let path = format!("{ROOT_COMMAND} {sub}");
        self.slash(user, Some(channel), &path, options).await
    }

    /// The same command sent in the DM channel between `user` and the bot.
    pub async fn dm_command(&self, user: &User, sub: &str, options: Value) -> Interaction {
        let path = format!("{ROOT_COMMAND} {sub}");
        self.slash(user, None, &path, options).await
    }

    /// Any slash command: `path` is "command [group] [subcommand]"; `channel` None = DM.
    pub async fn slash(
        &self,
        user: &User,
        channel: Option<u64>,
        path: &str,
        options: Value,
    ) -> Interaction {
        let data = self.command_data(path, options, channel.is_some());
        self.send_interaction(2, user, channel, data, None).await
    }

    /// Sends an autocomplete request for `/pente <sub>` (one option must have
    /// `"focused": true`, see [`opt::focused`]) and waits for the choices: (name, value).
    pub async fn autocomplete(
        &self,
        user: &User,
        channel: u64,
        sub: &str,
        options: Value,
    ) -> Vec<(String, String)> {
        let focused = options
            .as_array()
            .is_some_and(|o| o.iter().any(|o| o["focused"] == json!(true)));
        assert!(
            focused,
            "autocomplete: no option has \"focused\": true in {options}"
        );
        let path = format!("{ROOT_COMMAND} {sub}");
        let data = self.command_data(&path, options, true);
        let i = self
            .send_interaction(4, user, Some(channel), data, None)
            .await;
        let reply = i.reply().await;
        assert_eq!(
            reply.callback_type, 8,
            "autocomplete answered with callback type {} instead of 8: {reply:?}",
            reply.callback_type
        );
        reply.choices
    }

    /// Presses the button `custom_id` on `message` (its current stored version). Panics if the
    /// message has no such enabled button, as a Discord user could not press it.
    pub async fn click(&self, user: &User, message: &Message, custom_id: &str) -> Interaction {
        let current = self
            .message(message.id)
            .unwrap_or_else(|| panic!("click: message {} is unknown to the fake", message.id));
        assert!(
            !current.deleted,
            "click: message {} was deleted",
            message.id
        );
        match current.button(custom_id) {
            Some(b) if !b.disabled => {}
            Some(_) => panic!(
                "click: button {custom_id:?} of message {} is disabled",
                message.id
            ),
            None => panic!(
                "click: message {} has no button {custom_id:?}; it has {:?}",
                message.id,
                current.custom_ids()
            ),
        }
        self.click_unchecked(user, message.id, custom_id).await
    }

    /// Presses a button without checking it exists or is enabled.
    pub async fn click_unchecked(
        &self,
        user: &User,
        message_id: u64,
        custom_id: &str,
    ) -> Interaction {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.component(user, message_id, data).await
    }

    /// Picks `values` in the string select menu `custom_id` of `message`.
    pub async fn select(
        &self,
        user: &User,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
        self.component(user, message.id, data).await
    }

    async fn component(&self, user: &User, message_id: u64, data: Value) -> Interaction {
        let channel = {
            let inner = self.shared.lock();
            let m = inner
                .messages
                .get(&message_id)
                .unwrap_or_else(|| panic!("message {message_id} is unknown to the fake"));
            Some(m.channel_id)
        };
        self.send_interaction(3, user, channel, data, Some(message_id))
            .await
    }

    /// Closes the gateway connection abruptly (no close frame), like a network failure. The
    /// bot should reconnect (RESUME, or IDENTIFY); waits until the connection is gone.
    pub async fn drop_gateway(&self) {
        self.end_connection(Outgoing::Drop).await
    }

    /// Closes the gateway connection with a close frame of this code. 4000 (unknown error)
    /// and most others make serenity RESUME at once; 4009 (session timed out) or 4006 make it
    /// IDENTIFY again, which goes through serenity's shard queue: about 5 s in a test.
    pub async fn close_gateway(&self, code: u16) {
        self.end_connection(Outgoing::Close(code)).await
    }

    /// Sends op 7 RECONNECT: the bot should reconnect and resume.
    pub async fn request_reconnect(&self) {
        let conn = {
            let inner = self.shared.lock();
            inner.live(inner.shard_of(GUILD_ID)).map(|c| c.tx.clone())
        };
        if let Some(tx) = conn {
            let _ = tx.send(Outgoing::Frame(
                json!({"op": 7, "d": null, "s": null, "t": null}).to_string(),
            ));
        }
    }

    /// Ends the connection of [`GUILD_ID`]'s shard.
    async fn end_connection(&self, how: Outgoing) {
        let id = {
            let mut inner = self.shared.lock();
            let shard = inner.shard_of(GUILD_ID);
            let id = inner.sessions.get(&shard).and_then(|s| s.conn);
            let Some(conn) = id.and_then(|id| inner.conns.get_mut(&id)) else {
                panic!("no gateway connection to end");
            };
            conn.ready = false;
            let _ = conn.tx.send(how);
            conn.id
        };
        self.shared.bump();
        let gone = self
            .shared
            .wait_for(self.timeout(), |i| {
                (!i.conns.contains_key(&id)).then_some(())
            })
            .await;
        assert!(gone.is_some(), "gateway connection {id} did not end");
    }

    /// Gateway connections accepted so far.
    pub fn connections(&self) -> usize {
        self.shared.lock().connections
    }
    pub fn identify_count(&self) -> usize {
        self.shared.lock().identifies.len()
    }
    /// The IDENTIFY payloads (`d`), e.g. to check intents.
    pub fn identifies(&self) -> Vec<Value> {
        self.shared.lock().identifies.clone()
    }
    pub fn resume_count(&self) -> usize {
        self.shared.lock().resumes
    }
    pub fn heartbeat_count(&self) -> usize {
        self.shared.lock().heartbeats
    }

    /// Everything the bot posted in `channel` (callbacks, follow-ups, channel messages,
    /// ephemeral ones included), in creation order, with edits applied, deleted ones excluded.
    pub fn channel_messages(&self, channel: u64) -> Vec<Message> {
        let inner = self.shared.lock();
        inner
            .message_order
            .iter()
            .filter_map(|id| inner.messages.get(id))
            .filter(|m| m.channel_id == channel && !m.deleted)
            .map(|m| inner.public_message(m, &self.shared.base_url))
            .collect()
    }

    /// A stored message by id (deleted ones too, with `deleted: true`).
    pub fn message(&self, id: u64) -> Option<Message> {
        let inner = self.shared.lock();
        inner
            .messages
            .get(&id)
            .map(|m| inner.public_message(m, &self.shared.base_url))
    }

    /// Waits for a (non-deleted) message in `channel` matching `pred` (the first in order).
    /// `pred` runs under the fake's lock: it must not call the fake.
    pub async fn wait_for_message(
        &self,
        channel: u64,
        timeout: Duration,
        mut pred: impl FnMut(&Message) -> bool,
    ) -> Message {
        let base = self.shared.base_url.clone();
        let found = self
            .shared
            .wait_for(timeout, |inner| {
                inner
                    .message_order
                    .iter()
                    .filter_map(|id| inner.messages.get(id))
                    .filter(|m| m.channel_id == channel && !m.deleted)
                    .map(|m| inner.public_message(m, &base))
                    .find(|m| pred(m))
            })
            .await;
        found.unwrap_or_else(|| {
            panic!(
                "no matching message in channel {channel} within {timeout:?}; messages there: {:#?}\n{}",
                self.channel_messages(channel)
                    .iter()
                    .map(|m| (m.id, m.content.clone(), m.custom_ids()))
                    .collect::<Vec<_>>(),
                self.shared.diagnostics()
            )
        })
    }

    /// Waits until `check` returns Some (re-evaluated after every change the fake sees); panics
    /// with `what` on timeout.
    pub async fn wait_until<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut check: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.shared.changed.subscribe();
        loop {
            if let Some(t) = check(self) {
                return t;
            }
            if tokio::time::timeout_at(deadline, rx.changed())
                .await
                .is_err()
            {
                if let Some(t) = check(self) {
                    return t;
                }
                panic!(
                    "timed out after {timeout:?} waiting for {what}\n{}",
                    self.shared.diagnostics()
                );
            }
        }
    }

    /// Every REST request received so far.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.lock().requests.clone()
    }
    /// Requests to routes the fake does not know ("METHOD /path").
    pub fn unknown_routes(&self) -> Vec<String> {
        self.shared.lock().unknown_routes.clone()
    }
    /// Every 4xx the fake answered and every payload it found invalid.
    pub fn problems(&self) -> Vec<String> {
        self.shared.lock().problems.clone()
    }
    /// Panics if the fake saw an unknown route or answered an error.
    pub fn assert_no_problems(&self) {
        let inner = self.shared.lock();
        assert!(
            inner.unknown_routes.is_empty() && inner.problems.is_empty(),
            "fake discord saw problems:\nunknown routes: {:?}\nproblems: {:#?}",
            inner.unknown_routes,
            inner.problems
        );
    }

    /// A one-line-per-item dump of the fake's state, for failure messages.
    pub fn diagnostics(&self) -> String {
        self.shared.diagnostics()
    }

    /// Sends a raw dispatch event (op 0) over the gateway, once a ready connection exists.
    pub async fn dispatch(&self, event: &str, data: Value) {
        gateway::dispatch(&self.shared, event, data).await
    }

    // -----------------------------------------------------------------------------------------

    fn command_data(&self, path: &str, options: Value, in_guild: bool) -> Value {
        let parts: Vec<&str> = path.split_whitespace().collect();
        assert!(!parts.is_empty(), "empty command path");
        let mut options = match options {
            Value::Null => vec![],
            Value::Array(a) => a,
            other => panic!("options must be a JSON array, got {other}"),
        };
        // resolve user options
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        {
            let mut inner = self.shared.lock();
            for o in &mut options {
                if o["type"] == json!(6) {
                    let embedded = o.as_object_mut().and_then(|m| m.remove("__user"));
                    let id = match &o["value"] {
                        Value::String(s) => s.parse::<u64>().expect("user option value: snowflake"),
                        Value::Number(n) => n.as_u64().expect("user option value: snowflake"),
                        other => panic!("user option value must be a snowflake, got {other}"),
                    };
                    o["value"] = json!(id.to_string());
                    let user = match embedded {
                        Some(u) => {
                            let user = User {
                                id,
                                name: u["username"].as_str().unwrap_or("user").to_string(),
                                bot: u["bot"].as_bool().unwrap_or(false),
                            };
                            inner.users.insert(id, user.clone());
                            user
                        }
                        None => inner
                            .users
                            .get(&id)
                            .cloned()
                            .unwrap_or_else(|| User::new(id, &format!("user{id}"))),
                    };
                    users.insert(id.to_string(), user.json());
                    if in_guild {
                        members.insert(id.to_string(), payloads::partial_member_json());
                    }
                }
            }
        }
        // Channel options come resolved, as Discord sends them.
        let channels: serde_json::Map<String, Value> = options
            .iter()
            .filter(|o| o["type"] == json!(7))
            .filter_map(|o| {
                let id = match &o["value"] {
                    Value::String(s) => s.clone(),
                    Value::Number(n) => n.to_string(),
                    _ => return None,
                };
                let channel = json!({"id": id, "name": "channel", "type": 0, "permissions": "0"});
                Some((id, channel))
            })
            .collect();
        // nest into subcommand (group)
        let mut nested = Value::Array(options);
        for (depth, name) in parts.iter().enumerate().skip(1).rev() {
            let kind = if depth == parts.len() - 1 { 1 } else { 2 };
            nested = json!([{ "name": name, "type": kind, "options": nested }]);
        }
        let root = parts[0];
        let command_id = self
            .commands()
            .iter()
            .find(|c| c["name"] == json!(root))
            .and_then(|c| c["id"].as_str().map(str::to_string))
            .unwrap_or_else(|| "1180000000000000100".to_string());
        let mut data = json!({
            "id": command_id,
            "name": root,
            "type": 1,
            "options": nested,
        });
        if in_guild {
            data["guild_id"] = json!(GUILD_ID.to_string());
        }
        if !users.is_empty() {
            data["resolved"] = json!({ "users": users });
            if in_guild {
                data["resolved"]["members"] = Value::Object(members);
            }
        }
        if !channels.is_empty() {
            data["resolved"]["channels"] = Value::Object(channels);
        }
        data
    }

    async fn send_interaction(
        &self,
        kind: u8,
        user: &User,
        channel: Option<u64>,
        data: Value,
        source_message: Option<u64>,
    ) -> Interaction {
        let (payload, id, token) = {
            let mut inner = self.shared.lock();
            inner.users.insert(user.id, user.clone());
            let id = inner.snowflake();
            let token = format!("tok{id}x{}", inner.interactions.len());
            let dm = channel.is_none()
                || source_message
                    .and_then(|m| inner.messages.get(&m))
                    .is_some_and(|m| m.guild_id.is_none());
            let channel_id = match channel {
                Some(c) => c,
                None => {
                    let next = inner.snowflake();
                    *inner.dm_channels.entry(user.id).or_insert(next)
                }
            };
            let guild = (!dm).then(|| inner.guild_of(channel_id));
            let mut data = data;
            if let (Some(g), Some(d)) = (guild, data.get_mut("guild_id")) {
                *d = json!(g.to_string());
            }
            let mut p = json!({
                "id": id.to_string(),
                "application_id": APPLICATION_ID.to_string(),
                "type": kind,
                "token": token,
                "version": 1,
                "channel_id": channel_id.to_string(),
                "channel": payloads::interaction_channel_json(channel_id, guild),
                "locale": inner.user_locales.get(&user.id).map_or("en-US", String::as_str),
                "entitlements": [],
                "authorizing_integration_owners": { "0": guild.unwrap_or(GUILD_ID).to_string() },
                "attachment_size_limit": 10_485_760,
                "app_permissions": payloads::PERMISSIONS,
                "context": if dm { 1 } else { 0 },
                "data": data,
            });
            if dm {
                p["user"] = user.json();
                p["authorizing_integration_owners"] = json!({ "1": user.id.to_string() });
            } else {
                let g = guild.unwrap_or(GUILD_ID).to_string();
                p["guild_id"] = json!(g);
                let locale = inner
                    .guild_locales
                    .get(&guild.unwrap_or(GUILD_ID))
                    .map_or("en-US", String::as_str);
                p["guild_locale"] = json!(locale);
                p["guild"] = json!({ "id": g, "locale": locale, "features": [] });
                let parent = inner.threads.get(&channel_id).map(|t| t.0);
                let server_moderator = inner.moderators.contains(&user.id);
                let moderator = server_moderator
                    || inner
                        .channel_moderators
                        .contains(&(user.id, parent.unwrap_or(channel_id)));
                p["member"] = payloads::member_json(user, moderator, server_moderator);
                // Like Discord: a thread is shown as one, with its parent, and
                // the bot's permissions say whether it may open threads.
                if let Some(parent) = parent {
                    p["channel"]["type"] = json!(11);
                    p["channel"]["parent_id"] = json!(parent.to_string());
                }
                if inner.refuse_threads {
                    p["app_permissions"] = json!(payloads::permissions_without_threads());
                }
            }
            if let Some(mid) = source_message {
                let m = inner
                    .messages
                    .get(&mid)
                    .unwrap_or_else(|| panic!("message {mid} is unknown to the fake"));
                p["message"] = rest::message_json(&inner, m, &self.shared.base_url);
            }
            let name = p["data"]["name"]
                .as_str()
                .or(p["data"]["custom_id"].as_str())
                .unwrap_or("")
                .to_string();
            inner.tokens.insert(token.clone(), id);
            inner.interactions.insert(
                id,
                InteractionRec {
                    id,
                    token: token.clone(),
                    kind,
                    channel_id,
                    guild_id: guild,
                    user: user.clone(),
                    name,
                    source_message,
                    sent_at: Instant::now(),
                    callback_type: None,
                    pending_deferred: None,
                    original: None,
                    replies: vec![],
                    errors: vec![],
                },
            );
            (p, id, token)
        };
        payloads::check::<serenity::Interaction>("INTERACTION_CREATE payload", payload.clone());
        gateway::dispatch(&self.shared, "INTERACTION_CREATE", payload).await;
        Interaction {
            id,
            token,
            kind,
            shared: self.shared.clone(),
        }
    }
}

/// An interaction sent to the bot; await its replies.
#[derive(Clone)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    /// 2 command, 3 component, 4 autocomplete.
    pub kind: u8,
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Interaction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Interaction")
            .field("id", &self.id)
            .field("kind", &self.kind)
            .finish()
    }
}

impl Interaction {
    /// Waits (default timeout) for the first reply: the callback, or for a deferred callback
    /// the follow-up/edit completing it.
    pub async fn reply(&self) -> Reply {
        self.replies(1).await.remove(0)
    }

    /// Waits for the first `n` replies (e.g. the reply and a follow-up).
    pub async fn replies(&self, n: usize) -> Vec<Reply> {
        self.replies_within(n, self.shared.config.timeout).await
    }

    pub async fn replies_within(&self, n: usize, timeout: Duration) -> Vec<Reply> {
        let id = self.id;
        let got = self
            .shared
            .wait_for(timeout, |inner| {
                let rec = inner.interactions.get(&id)?;
                (rec.replies.len() >= n).then(|| rec.replies[..n].to_vec())
            })
            .await;
        match got {
            Some(r) => r,
            None => {
                let (summary, so_far) = self.summary();
                panic!(
                    "interaction {id} ({summary}): expected {n} repl(y/ies) within {timeout:?}, got {}:\n{so_far:#?}\n{}",
                    so_far.len(),
                    self.shared.diagnostics()
                )
            }
        }
    }

    /// Replies received so far (no waiting).
    pub fn replies_now(&self) -> Vec<Reply> {
        self.shared
            .lock()
            .interactions
            .get(&self.id)
            .map(|r| r.replies.clone())
            .unwrap_or_default()
    }

    /// Asserts no (further) reply arrives within `within` beyond the `expected` ones so far.
    pub async fn expect_replies_exactly(&self, expected: usize, within: Duration) {
        let id = self.id;
        let more = self
            .shared
            .wait_for(within, |inner| {
                inner
                    .interactions
                    .get(&id)
                    .filter(|r| r.replies.len() > expected)
                    .map(|r| r.replies.clone())
            })
            .await;
        if let Some(r) = more {
            panic!("interaction {id}: expected exactly {expected} repl(y/ies), got {r:#?}");
        }
    }

    /// The callback type, once the bot acknowledged (None before).
    pub fn callback_type(&self) -> Option<u8> {
        self.shared
            .lock()
            .interactions
            .get(&self.id)
            .and_then(|r| r.callback_type)
    }

    /// Errors the fake answered to requests about this interaction (e.g. double acknowledge).
    pub fn errors(&self) -> Vec<String> {
        self.shared
            .lock()
            .interactions
            .get(&self.id)
            .map(|r| r.errors.clone())
            .unwrap_or_default()
    }

    /// The message `@original` currently refers to.
    pub fn original_message(&self) -> Option<Message> {
        let inner = self.shared.lock();
        let rec = inner.interactions.get(&self.id)?;
        let m = inner.messages.get(&rec.original?)?;
        Some(inner.public_message(m, &self.shared.base_url))
    }

    fn summary(&self) -> (String, Vec<Reply>) {
        let inner = self.shared.lock();
        match inner.interactions.get(&self.id) {
            Some(r) => (
                format!(
                    "type {} {:?} by {} in {} (guild {:?}, on message {:?}), callback {:?}, pending deferral {:?}, errors {:?}",
                    r.kind, r.name, r.user.name, r.channel_id, r.guild_id, r.source_message,
                    r.callback_type, r.pending_deferred, r.errors
                ),
                r.replies.clone(),
            ),
            None => ("unknown".into(), vec![]),
        }
    }
}
