//! The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE, RESUME → replay + RESUMED,
//! heartbeats, and dispatching events to the live connection of the event's shard.
//!
//! Shards work as on Discord: IDENTIFY says `shard: [id, total]` (`[0, 1]` without it), the
//! READY and GUILD_CREATEs that answer it are that shard's servers only, and a server's events
//! go to its shard's connection only (shard = (guild_id >> 22) % total; events without a server
//! go to shard 0). Each shard has its own session, sequence and replay history.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{payloads, Conn, FakeDiscord, Outgoing, ShardSession, Shared, CHANNEL_ID, GUILD_ID};

pub(crate) async fn upgrade(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.max_message_size(1 << 24)
        .on_upgrade(move |socket| connection(shared, socket))
}

async fn connection(shared: Arc<Shared>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let id = {
        let mut inner = shared.lock();
        inner.connections += 1;
        let id = inner.connections;
        // It belongs to no shard until it identifies (or resumes a shard's session).
        inner.conns.insert(
            id,
            Conn {
                id,
                tx,
                ready: false,
            },
        );
        id
    };
    shared.bump();
    let log = shared.config.verbose;
    let hello = payloads::hello(shared.config.heartbeat_interval.as_millis() as u64).to_string();
    if socket.send(WsMessage::Text(hello.into())).await.is_err() {
        finish(&shared, id);
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(WsMessage::Text(t))) => t.to_string(),
                    Some(Ok(WsMessage::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(WsMessage::Ping(_) | WsMessage::Pong(_))) => continue,
                    Some(Ok(WsMessage::Close(frame))) => {
                        if log {
                            eprintln!("[fake-discord] gateway #{id}: client closed {frame:?}");
                        }
                        break;
                    }
                    Some(Err(e)) => {
                        if log {
                            eprintln!("[fake-discord] gateway #{id}: error {e}");
                        }
                        break;
                    }
                    None => break,
                };
                if log {
                    eprintln!("[fake-discord] gateway #{id} <- {text}");
                }
                let frames = handle_frame(&shared, id, &text);
                let mut failed = false;
                for f in frames {
                    if log {
                        eprintln!("[fake-discord] gateway #{id} -> {}", super::truncate(&f, 300));
                    }
                    if socket.send(WsMessage::Text(f.into())).await.is_err() {
                        failed = true;
                        break;
                    }
                }
                if failed {
                    break;
                }
                shared.bump();
            }
            out = rx.recv() => match out {
                Some(Outgoing::Frame(f)) => {
                    if log {
                        eprintln!("[fake-discord] gateway #{id} -> {}", super::truncate(&f, 300));
                    }
                    if socket.send(WsMessage::Text(f.into())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Close(code)) => {
                    let _ = socket
                        .send(WsMessage::Close(Some(CloseFrame { code, reason: "fake discord closed".into() })))
                        .await;
                    break;
                }
                Some(Outgoing::Drop) | None => break,
            },
        }
    }
    // Dropping the socket closes the TCP connection without a close frame.
    drop(socket);
    finish(&shared, id);
}

fn finish(shared: &Shared, id: usize) {
    {
        let mut inner = shared.lock();
        inner.conns.remove(&id);
        for session in inner.sessions.values_mut() {
            if session.conn == Some(id) {
                session.conn = None;
            }
        }
    }
    shared.bump();
}

/// Handles one frame from the bot; returns the frames to answer with, in order.
fn handle_frame(shared: &Shared, conn_id: usize, text: &str) -> Vec<String> {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        shared
            .lock()
            .problem(format!("gateway: unparsable frame {text}"));
        return vec![];
    };
    let mut inner = shared.lock();
    match v["op"].as_u64() {
        // heartbeat
        Some(1) => {
            inner.heartbeats += 1;
            vec![json!({"op": 11, "d": null, "s": null, "t": null}).to_string()]
        }
        // identify
        Some(2) => {
            inner.identifies.push(v["d"].clone());
            let shard_of = |i: usize| v["d"]["shard"][i].as_u64().map(|n| n as u32);
            let (shard, total) = (shard_of(0).unwrap_or(0), shard_of(1).unwrap_or(1));
            if total == 0 || shard >= total {
                inner.problem(format!(
                    "gateway: IDENTIFY with an impossible shard: {text}"
                ));
                return vec![];
            }
            if inner.shard_total != 0 && inner.shard_total != total && inner.sessions.len() > 1 {
                let earlier = inner.shard_total;
                inner.problem(format!(
                    "gateway: IDENTIFY says {total} shards, an earlier one said {earlier}"
                ));
            }
            inner.shard_total = total;
            let n = inner.identifies.len();
            let session_id = format!("fake-session-{n}-{}", inner.snowflake());
            // A new session replaces the shard's old one, whose connection is closed.
            let old = inner.sessions.insert(
                shard,
                ShardSession {
                    session_id: session_id.clone(),
                    seq: 0,
                    history: vec![],
                    conn: Some(conn_id),
                },
            );
            if let Some(old) = old.and_then(|o| o.conn).filter(|c| *c != conn_id) {
                if let Some(c) = inner.conns.get(&old) {
                    let _ = c.tx.send(Outgoing::Drop);
                }
            }
            let guilds: Vec<u64> = inner
                .guilds()
                .into_iter()
                .filter(|g| inner.shard_of(*g) == shard)
                .collect();
            let ready =
                payloads::ready_data(&session_id, &shared.gateway_url(), [shard, total], &guilds);
            let mut frames = vec![push_dispatch(&mut inner, shard, "READY", ready)];
            for g in guilds {
                let mut channels: Vec<u64> = inner
                    .channel_guilds
                    .iter()
                    .filter(|(_, guild)| **guild == g)
                    .map(|(c, _)| *c)
                    .collect();
                channels.sort();
                if g == GUILD_ID {
                    channels.insert(0, CHANNEL_ID);
                }
                let mut create =
                    payloads::guild_create_data(&FakeDiscord::bot_user(), g, &channels);
                // The community server's language, as its interactions say.
                if let Some(locale) = inner.guild_locales.get(&g) {
                    create["preferred_locale"] = json!(locale);
                }
                frames.push(push_dispatch(&mut inner, shard, "GUILD_CREATE", create));
            }
            if let Some(c) = inner.conns.get_mut(&conn_id) {
                c.ready = true;
            }
            frames
        }
        // presence update, voice state, request guild members...
        Some(3 | 4 | 8 | 31) => vec![],
        // resume
        Some(6) => {
            inner.resumes += 1;
            let session = v["d"]["session_id"].as_str().unwrap_or_default();
            let seq = v["d"]["seq"].as_u64().unwrap_or(0);
            let shard = inner
                .sessions
                .iter()
                .find(|(_, s)| s.session_id == session && !session.is_empty())
                .map(|(shard, _)| *shard);
            if let Some(shard) = shard {
                let resumed = inner.sessions.get_mut(&shard).expect("found above");
                resumed.conn = Some(conn_id);
                let mut frames: Vec<String> = resumed
                    .history
                    .iter()
                    .filter(|(s, _)| *s > seq)
                    .map(|(_, f)| f.clone())
                    .collect();
                frames.push(push_dispatch(
                    &mut inner,
                    shard,
                    "RESUMED",
                    json!({ "_trace": ["fake-discord"] }),
                ));
                if let Some(c) = inner.conns.get_mut(&conn_id) {
                    c.ready = true;
                }
                frames
            } else {
                // invalid session, not resumable
                vec![json!({"op": 9, "d": false, "s": null, "t": null}).to_string()]
            }
        }
        other => {
            inner.problem(format!("gateway: unexpected op {other:?}: {text}"));
            vec![]
        }
    }
}

/// Numbers the event in the shard's session and keeps it for RESUME.
fn push_dispatch(inner: &mut super::Inner, shard: u32, event: &str, data: Value) -> String {
    let session = inner
        .sessions
        .get_mut(&shard)
        .expect("an event for a shard with a session");
    session.seq += 1;
    let seq = session.seq;
    let frame = json!({ "op": 0, "t": event, "s": seq, "d": data }).to_string();
    session.history.push((seq, frame.clone()));
    frame
}

/// Sends a dispatch event to the live connection of its server's shard, waiting (default
/// timeout) for one that is ready. If the connection drops before the bot reads it, a RESUME
/// replays it.
pub(crate) async fn dispatch(shared: &Shared, event: &str, data: Value) {
    let timeout = shared.config.timeout;
    let deadline = tokio::time::Instant::now() + timeout;
    let mut rx = shared.changed.subscribe();
    let guild = data["guild_id"]
        .as_str()
        .and_then(|g| g.parse::<u64>().ok());
    let mut data = Some(data);
    loop {
        // Asked each time: the number of shards is known once the bot identifies.
        let shard = guild.map_or(0, |g| shared.lock().shard_of(g));
        {
            let mut inner = shared.lock();
            let tx = inner.live(shard).map(|c| c.tx.clone());
            if let Some(tx) = tx {
                let frame = push_dispatch(
                    &mut inner,
                    shard,
                    event,
                    data.take().expect("dispatch once"),
                );
                let _ = tx.send(Outgoing::Frame(frame));
                return;
            }
        }
        if tokio::time::timeout_at(deadline, rx.changed())
            .await
            .is_err()
        {
            panic!(
                "fake discord: cannot send {event}: no ready gateway connection for shard {shard} within {timeout:?}\n{}",
                shared.diagnostics()
            );
        }
    }
}
