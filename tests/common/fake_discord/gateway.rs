//! The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE, RESUME → replay + RESUMED,
//! heartbeats, and dispatching events to the live connection.

use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{payloads, Conn, FakeDiscord, Outgoing, Shared};

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
        // A new connection replaces the old one (Discord would too: one session per shard).
        inner.conn = Some(Conn {
            id,
            tx,
            ready: false,
        });
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
        if inner.conn.as_ref().is_some_and(|c| c.id == id) {
            inner.conn = None;
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
            let n = inner.identifies.len();
            let session = format!("fake-session-{n}-{}", inner.snowflake());
            inner.session_id = Some(session.clone());
            inner.seq = 0;
            inner.history.clear();
            let ready = payloads::ready_data(&session, &shared.gateway_url());
            let guild = payloads::guild_create_data(&FakeDiscord::bot_user());
            let frames = vec![
                push_dispatch(&mut inner, "READY", ready),
                push_dispatch(&mut inner, "GUILD_CREATE", guild),
            ];
            if let Some(c) = inner.conn.as_mut().filter(|c| c.id == conn_id) {
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
            if inner.session_id.as_deref() == Some(session) && !session.is_empty() {
                let mut frames: Vec<String> = inner
                    .history
                    .iter()
                    .filter(|(s, _)| *s > seq)
                    .map(|(_, f)| f.clone())
                    .collect();
                frames.push(push_dispatch(
                    &mut inner,
                    "RESUMED",
                    json!({ "_trace": ["fake-discord"] }),
                ));
                if let Some(c) = inner.conn.as_mut().filter(|c| c.id == conn_id) {
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

fn push_dispatch(inner: &mut super::Inner, event: &str, data: Value) -> String {
    inner.seq += 1;
    let seq = inner.seq;
    let frame = json!({ "op": 0, "t": event, "s": seq, "d": data }).to_string();
    inner.history.push((seq, frame.clone()));
    frame
}

/// Sends a dispatch event to the live connection, waiting (default timeout) for one that is
/// ready. If the connection drops before the bot reads it, a RESUME replays it.
pub(crate) async fn dispatch(shared: &Shared, event: &str, data: Value) {
    let timeout = shared.config.timeout;
    let deadline = tokio::time::Instant::now() + timeout;
    let mut rx = shared.changed.subscribe();
    let mut data = Some(data);
    loop {
        {
            let mut inner = shared.lock();
            let tx = inner
                .conn
                .as_ref()
                .filter(|c| c.ready)
                .map(|c| c.tx.clone());
            if let Some(tx) = tx {
                let frame = push_dispatch(&mut inner, event, data.take().expect("dispatch once"));
                let _ = tx.send(Outgoing::Frame(frame));
                return;
            }
        }
        if tokio::time::timeout_at(deadline, rx.changed())
            .await
            .is_err()
        {
            panic!(
                "fake discord: cannot send {event}: no ready gateway connection within {timeout:?}\n{}",
                shared.diagnostics()
            );
        }
    }
}
