//! The REST API under `/api/v10`.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::{
    payloads, Inner, InteractionRec, PostFault, RecordedRequest, Reply, Shared, StoredAttachment,
    StoredMsg, User, Via, APPLICATION_ID, EPHEMERAL, LOADING,
};

const MAX_BODY: usize = 64 << 20;
/// How long Discord waits for an interaction's first answer.
const INTERACTION_DEADLINE: std::time::Duration = std::time::Duration::from_secs(3);

/// A file part of a multipart request.
#[derive(Clone, Debug)]
pub(crate) struct Upload {
    /// `N` of the `files[N]` field.
    index: Option<u64>,
    filename: String,
    content_type: String,
    data: Vec<u8>,
}

enum Answer {
    Json(u16, Value),
    NoContent,
    Bytes(String, Vec<u8>),
}

fn error(status: u16, code: u64, message: &str) -> Answer {
    Answer::Json(status, json!({ "message": message, "code": code }))
}

fn form_error(errors: &[String]) -> Answer {
    Answer::Json(
        400,
        json!({ "message": "Invalid Form Body", "code": 50035, "errors": { "_errors": errors } }),
    )
}

pub(crate) async fn handle(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let query = req.uri().query().map(str::to_string);
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    let (json, uploads, parse_error) = if multipart {
        match read_multipart(req).await {
            Ok((j, u)) => (j, u, None),
            Err(e) => (Value::Null, vec![], Some(e)),
        }
    } else {
        match axum::body::to_bytes(req.into_body(), MAX_BODY).await {
            Ok(b) if b.is_empty() => (Value::Null, vec![], None),
            Ok(b) => match serde_json::from_slice(&b) {
                Ok(j) => (j, vec![], None),
                Err(e) => (Value::Null, vec![], Some(format!("body is not JSON: {e}"))),
            },
            Err(e) => (Value::Null, vec![], Some(format!("reading body: {e}"))),
        }
    };
    let short = path.strip_prefix("/api/v10").unwrap_or(&path).to_string();
    let fault = {
        let mut inner = shared.lock();
        let channel = posted_in(&inner, &method, &short, &json);
        channel.and_then(|c| {
            let faults = inner.post_faults.get_mut(&c)?;
            if let Some(PostFault::Forbidden) = faults.front() {
                return Some(PostFault::Forbidden);
            }
            if let Some(
                PostFault::DelayIf(text, _) | PostFault::FailIf(text) | PostFault::HoldIf(text, _),
            ) = faults.front()
            {
                // A callback carries its message under `data`.
                let content = json["content"]
                    .as_str()
                    .or_else(|| json["data"]["content"].as_str())
                    .unwrap_or("");
                if !content.contains(text.as_str()) {
                    return None;
                }
            }
            faults.pop_front()
        })
    };
    let edit_delay = {
        let mut inner = shared.lock();
        match (
            method.as_str(),
            short
                .trim_start_matches('/')
                .split('/')
                .collect::<Vec<_>>()
                .as_slice(),
        ) {
            ("PATCH", ["channels", _, "messages", m]) => inner
                .edit_delays
                .get_mut(&id_of(m))
                .and_then(|d| d.pop_front()),
            _ => None,
        }
    };
    if let Some(d) = edit_delay {
        tokio::time::sleep(d).await;
    }
    match fault {
        Some(PostFault::Delay(d) | PostFault::DelayIf(_, d)) => tokio::time::sleep(d).await,
        Some(PostFault::HoldIf(_, held)) => held.hold().await,
        Some(PostFault::Fail | PostFault::FailIf(_)) => {
            return (
                StatusCode::INTERNAL_SERVER_ERROR,
                axum::Json(json!({ "message": "Internal Server Error", "code": 0 })),
            )
                .into_response()
        }
        Some(PostFault::Forbidden) => {
            return (
                StatusCode::FORBIDDEN,
                axum::Json(json!({ "message": "Missing Permissions", "code": 50013 })),
            )
                .into_response()
        }
        None => {}
    }
    let answer = {
        let mut inner = shared.lock();
        let answer = match parse_error {
            Some(e) => {
                inner.problem(format!("{method} {path}: {e}"));
                error(400, 50109, &e)
            }
            None if path.starts_with("/api/v10/") => route(
                &shared,
                &mut inner,
                &method,
                &short,
                query.as_deref(),
                &json,
                &uploads,
            ),
            None => match path.split('/').collect::<Vec<_>>().as_slice() {
                ["", "attachments", id, _name] if method == Method::GET => {
                    let id = id.parse::<u64>().unwrap_or(0);
                    let found = inner
                        .messages
                        .values()
                        .flat_map(|m| &m.attachments)
                        .find(|a| a.id == id)
                        .map(|a| (a.content_type.clone(), a.data.clone()));
                    match found {
                        Some((ct, data)) => Answer::Bytes(ct, data),
                        None => error(404, 0, "404: Not Found"),
                    }
                }
                _ => unknown(&mut inner, &method, &path),
            },
        };
        let status = match &answer {
            Answer::Json(s, _) => *s,
            Answer::NoContent => 204,
            Answer::Bytes(..) => 200,
        };
        if shared.config.verbose {
            eprintln!(
                "[fake-discord] {method} {path} {} -> {status}",
                super::truncate(&json.to_string(), 300)
            );
        }
        if status >= 400 {
            if let Answer::Json(_, body) = &answer {
                let text = format!("{method} {path} -> {status} {body}");
                if !inner.problems.contains(&text)
                    && !inner
                        .unknown_routes
                        .iter()
                        .any(|u| text.starts_with(u.as_str()))
                {
                    inner.problem(text);
                }
            }
        }
        inner.requests.push(RecordedRequest {
            method: method.to_string(),
            path: short,
            query,
            json,
            files: uploads
                .iter()
                .map(|u| (u.filename.clone(), u.data.clone()))
                .collect(),
            status,
        });
        answer
    };
    shared.bump();
    match answer {
        Answer::Json(status, body) => (
            StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR),
            axum::Json(body),
        )
            .into_response(),
        Answer::NoContent => StatusCode::NO_CONTENT.into_response(),
        Answer::Bytes(ct, data) => Response::builder()
            .header(header::CONTENT_TYPE, ct)
            .body(Body::from(data))
            .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response()),
    }
}

async fn read_multipart(req: Request) -> Result<(Value, Vec<Upload>), String> {
    let mut mp = Multipart::from_request(req, &())
        .await
        .map_err(|e| format!("bad multipart: {e}"))?;
    let mut json = Value::Null;
    let mut uploads = vec![];
    while let Some(field) = mp
        .next_field()
        .await
        .map_err(|e| format!("bad multipart field: {e}"))?
    {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field
            .content_type()
            .unwrap_or("application/octet-stream")
            .to_string();
        let data = field
            .bytes()
            .await
            .map_err(|e| format!("reading multipart field {name}: {e}"))?;
        if name == "payload_json" {
            json = serde_json::from_slice(&data)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?;
        } else {
            let index = name
                .strip_prefix("files[")
                .and_then(|s| s.strip_suffix(']'))
                .and_then(|s| s.parse().ok());
            if index.is_none() && name != "file" {
                return Err(format!("unexpected multipart field {name:?}"));
            }
            uploads.push(Upload {
                index,
                filename: filename.unwrap_or_else(|| name.clone()),
                content_type,
                data: data.to_vec(),
            });
        }
    }
    Ok((json, uploads))
}

fn unknown(inner: &mut Inner, method: &Method, path: &str) -> Answer {
    let text = format!("{method} {path}");
    eprintln!("[fake-discord] UNKNOWN ROUTE {text} (answering 404)");
    inner.unknown_routes.push(text);
    error(404, 0, "404: Not Found")
}

/// The channel a request posts a message in, if it does: a message of the
/// bot's own, an interaction's first answer with a message, a follow-up,
/// or the completion of a deferred reply.
fn posted_in(inner: &Inner, method: &Method, path: &str, body: &Value) -> Option<u64> {
    let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let of_token = |token: &str| {
        let id = inner.tokens.get(token)?;
        inner.interactions.get(id).map(|i| i.channel_id)
    };
    match (method.as_str(), segs.as_slice()) {
        ("POST", ["channels", c, "messages"]) => Some(id_of(c)),
        // An interaction answered with a message at once (type 4).
        ("POST", ["interactions", id, _, "callback"]) if body["type"] == 4 => {
            inner.interactions.get(&id_of(id)).map(|i| i.channel_id)
        }
        ("POST", ["webhooks", _, token]) => of_token(token),
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => of_token(token),
        _ => None,
    }
}

fn id_of(s: &str) -> u64 {
    s.parse().unwrap_or(0)
}

fn route(
    shared: &Shared,
    inner: &mut Inner,
    method: &Method,
    path: &str,
    query: Option<&str>,
    json: &Value,
    uploads: &[Upload],
) -> Answer {
    let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let base = shared.base_url.as_str();
    let m = method.as_str();
    let app = APPLICATION_ID.to_string();
    match (m, segs.as_slice()) {
        ("GET", ["gateway"]) => Answer::Json(200, json!({ "url": shared.gateway_url() })),
        ("GET", ["gateway", "bot"]) => {
            Answer::Json(200, payloads::gateway_bot(&shared.gateway_url()))
        }
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            Answer::Json(200, payloads::application_info())
        }
        ("GET", ["users", "@me"]) => Answer::Json(
            200,
            payloads::ready_data("", "", [0, 1], &[])["user"].clone(),
        ),
        ("GET", ["users", id]) => {
            let id = id_of(id);
            let user = inner
                .users
                .get(&id)
                .cloned()
                .unwrap_or_else(|| User::new(id, &format!("user{id}")));
            Answer::Json(200, user.json())
        }
        ("PUT", ["applications", a, "commands"]) if *a == app => register(inner, None, json),
        // Like Discord, only a server the bot is in accepts its commands.
        ("PUT", ["applications", a, "guilds", g, "commands"])
            if *a == app && !inner.guilds().contains(&id_of(g)) =>
        {
            error(403, 50001, "Missing Access")
        }
        ("PUT", ["applications", a, "guilds", g, "commands"]) if *a == app => {
            register(inner, Some(id_of(g)), json)
        }
        ("GET", ["applications", a, "commands"]) if *a == app => {
            Answer::Json(200, json!(registered(inner, None)))
        }
        ("GET", ["applications", a, "guilds", g, "commands"]) if *a == app => {
            Answer::Json(200, json!(registered(inner, Some(id_of(g)))))
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(shared, inner, id_of(id), token, json, uploads)
        }
        (_, ["webhooks", a, token, rest @ ..]) if *a == app => {
            let Some(&iid) = inner.tokens.get(*token) else {
                return error(404, 10015, "Unknown Webhook");
            };
            match (m, rest) {
                ("POST", []) => followup(inner, iid, json, uploads, base, query),
                ("GET", ["messages", mid]) => match webhook_target(inner, iid, mid) {
                    Ok(id) => Answer::Json(200, message_json(inner, &inner.messages[&id], base)),
                    Err(a) => a,
                },
                ("PATCH", ["messages", mid]) => match webhook_target(inner, iid, mid) {
                    Ok(id) => edit_webhook_message(inner, iid, id, json, uploads, base),
                    Err(a) => a,
                },
                ("DELETE", ["messages", mid]) => match webhook_target(inner, iid, mid) {
                    Ok(id) => {
                        if let Some(msg) = inner.messages.get_mut(&id) {
                            msg.deleted = true;
                        }
                        Answer::NoContent
                    }
                    Err(a) => a,
                },
                _ => unknown(inner, method, &format!("/api/v10{path}")),
            }
        }
        ("GET", ["channels", c]) => {
            let c = id_of(c);
            let dm_user = inner
                .dm_channels
                .iter()
                .find(|(_, ch)| **ch == c)
                .map(|(u, _)| *u);
            match dm_user {
                Some(u) => {
                    let user = inner
                        .users
                        .get(&u)
                        .cloned()
                        .unwrap_or_else(|| User::new(u, "user"));
                    Answer::Json(200, payloads::dm_channel_json(c, &user))
                }
                None => {
                    let guild = inner.guild_of(c);
                    let mut channel = match inner.threads.get(&c) {
                        Some((parent, name)) => {
                            payloads::thread_channel_json(c, *parent, guild, name, 1440)
                        }
                        None => payloads::guild_channel_json(c, guild),
                    };
                    // View Channel (1 << 10) denied to each member it hides from.
                    let hidden: Vec<Value> = inner
                        .hidden_channels
                        .iter()
                        .filter(|(_, hidden)| *hidden == c)
                        .map(|(user, _)| {
                            json!({"id": user.to_string(), "type": 1, "allow": "0", "deny": "1024"})
                        })
                        .collect();
                    channel["permission_overwrites"] = Value::Array(hidden);
                    Answer::Json(200, channel)
                }
            }
        }
        ("POST", ["users", "@me", "channels"]) => {
            let u = json["recipient_id"]
                .as_str()
                .map(id_of)
                .or(json["recipient_id"].as_u64())
                .unwrap_or(0);
            let next = inner.snowflake();
            let c = *inner.dm_channels.entry(u).or_insert(next);
            let user = inner
                .users
                .get(&u)
                .cloned()
                .unwrap_or_else(|| User::new(u, "user"));
            Answer::Json(200, payloads::dm_channel_json(c, &user))
        }
        ("POST", ["channels", _, "typing"]) => Answer::NoContent,
        ("POST", ["channels", c, "messages"]) => {
            let c = id_of(c);
            let errors = validate_message(json, uploads, true);
            if !errors.is_empty() {
                return form_error(&errors);
            }
            let dm = inner.dm_channels.values().any(|d| *d == c);
            let refuses = inner
                .dm_channels
                .iter()
                .any(|(u, d)| *d == c && inner.refused_dms.contains(u));
            if refuses {
                return error(403, 50007, "Cannot send messages to this user");
            }
            let guild = (!dm).then(|| inner.guild_of(c));
            let mut msg = new_message(inner, c, guild, json, uploads, None);
            msg.flags &= !(EPHEMERAL | LOADING);
            msg.reference = json["message_reference"]["message_id"]
                .as_str()
                .map(id_of)
                .or(json["message_reference"]["message_id"].as_u64());
            let body = store(inner, msg, base);
            Answer::Json(200, body)
        }
        // A public thread on a message: a channel of its own (type 11) whose
        // parent is the message's channel.
        ("POST", ["channels", c, "messages", mid, "threads"]) => {
            let (c, mid) = (id_of(c), id_of(mid));
            if let Err(a) = channel_message(inner, c, mid) {
                return a;
            }
            open_thread(inner, c, json)
        }
        // A public thread without a starting message (a tournament's game).
        ("POST", ["channels", c, "threads"]) => {
            let c = id_of(c);
            open_thread(inner, c, json)
        }
        ("GET", ["channels", c, "messages", mid]) => {
            match channel_message(inner, id_of(c), id_of(mid)) {
                Ok(id) => Answer::Json(200, message_json(inner, &inner.messages[&id], base)),
                Err(a) => a,
            }
        }
        ("PATCH", ["channels", c, "messages", mid]) => {
            match channel_message(inner, id_of(c), id_of(mid)) {
                Ok(id) => {
                    let errors = validate_message(json, uploads, false);
                    if !errors.is_empty() {
                        return form_error(&errors);
                    }
                    let msg = inner.messages.get_mut(&id).expect("checked");
                    apply_edit(msg, json, uploads);
                    let id = msg.id;
                    let next_ids: Vec<u64> =
                        (0..uploads.len()).map(|_| inner.snowflake()).collect();
                    assign_attachment_ids(inner.messages.get_mut(&id).expect("checked"), &next_ids);
                    Answer::Json(200, message_json(inner, &inner.messages[&id], base))
                }
                Err(a) => a,
            }
        }
        ("DELETE", ["channels", c, "messages", mid]) => {
            match channel_message(inner, id_of(c), id_of(mid)) {
                Ok(id) => {
                    if let Some(msg) = inner.messages.get_mut(&id) {
                        msg.deleted = true;
                    }
                    Answer::NoContent
                }
                Err(a) => a,
            }
        }
        ("GET", ["channels", c, "messages"]) => {
            let c = id_of(c);
            let mut list: Vec<Value> = inner
                .message_order
                .iter()
                .filter_map(|id| inner.messages.get(id))
                .filter(|m| m.channel_id == c && !m.deleted && m.flags & EPHEMERAL == 0)
                .map(|m| message_json(inner, m, base))
                .collect();
            list.reverse(); // newest first, like Discord
            list.truncate(50);
            Answer::Json(200, Value::Array(list))
        }
        _ => unknown(inner, method, &format!("/api/v10{path}")),
    }
}

// ---------------------------------------------------------------------------------------------
// Commands

fn registered(inner: &Inner, guild: Option<u64>) -> Vec<Value> {
    inner
        .registrations
        .iter()
        .rev()
        .find(|r| r.0 == guild)
        .map(|r| r.1.clone())
        .unwrap_or_default()
}

fn register(inner: &mut Inner, guild: Option<u64>, json: &Value) -> Answer {
    let Some(list) = json.as_array() else {
        return form_error(&["body must be an array of commands".into()]);
    };
    let mut errors = vec![];
    if list.len() > 100 {
        errors.push("at most 100 commands".into());
    }
    for c in list {
        validate_command(c, &mut errors);
    }
    if !errors.is_empty() {
        return form_error(&errors);
    }
    let previous = registered(inner, guild);
    let mut out = vec![];
    for c in list {
        let mut c = c.clone();
        let same = previous.iter().find(|p| p["name"] == c["name"]);
        let id = match same.and_then(|p| p["id"].as_str()) {
            Some(id) => id.to_string(),
            None => inner.snowflake().to_string(),
        };
        let obj = c.as_object_mut().expect("checked object");
        obj.insert("id".into(), json!(id));
        obj.insert("application_id".into(), json!(APPLICATION_ID.to_string()));
        obj.insert("version".into(), json!(inner.snowflake().to_string()));
        obj.entry("type").or_insert(json!(1));
        obj.entry("description").or_insert(json!(""));
        obj.entry("default_member_permissions")
            .or_insert(Value::Null);
        obj.entry("dm_permission").or_insert(json!(true));
        obj.entry("nsfw").or_insert(json!(false));
        obj.entry("options").or_insert(json!([]));
        if let Some(g) = guild {
            obj.insert("guild_id".into(), json!(g.to_string()));
        }
        out.push(c);
    }
    if let Err(e) = serde_json::from_value::<Vec<serenity::Command>>(Value::Array(out.clone())) {
        inner.problem(format!(
            "fake discord bug: command answer does not deserialize: {e}"
        ));
    }
    inner.registrations.push((guild, out.clone()));
    Answer::Json(200, Value::Array(out))
}

fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name.to_lowercase() == name
}

fn validate_command(c: &Value, errors: &mut Vec<String>) {
    let name = c["name"].as_str().unwrap_or_default();
    let chat_input = c["type"].as_u64().unwrap_or(1) == 1;
    if chat_input && !valid_name(name) {
        errors.push(format!(
            "command name {name:?} is invalid (1-32 lowercase letters, digits, - or _)"
        ));
    }
    if chat_input {
        let d = c["description"]
            .as_str()
            .unwrap_or_default()
            .chars()
            .count();
        if !(1..=100).contains(&d) {
            errors.push(format!(
                "command {name:?}: description must be 1-100 characters"
            ));
        }
    }
    validate_options(name, &c["options"], errors);
}

fn validate_options(parent: &str, options: &Value, errors: &mut Vec<String>) {
    let Some(opts) = options.as_array() else {
        return;
    };
    if opts.len() > 25 {
        errors.push(format!("{parent}: at most 25 options"));
    }
    let mut seen_optional = false;
    for o in opts {
        let name = o["name"].as_str().unwrap_or_default();
        let full = format!("{parent} {name}");
        if !valid_name(name) {
            errors.push(format!("option {full:?}: invalid name"));
        }
        let d = o["description"]
            .as_str()
            .unwrap_or_default()
            .chars()
            .count();
        if !(1..=100).contains(&d) {
            errors.push(format!(
                "option {full:?}: description must be 1-100 characters"
            ));
        }
        let kind = o["type"].as_u64().unwrap_or(0);
        if kind == 1 || kind == 2 {
            validate_options(&full, &o["options"], errors);
            continue;
        }
        let required = o["required"].as_bool().unwrap_or(false);
        if required && seen_optional {
            errors.push(format!(
                "option {full:?}: required options must come before optional ones"
            ));
        }
        seen_optional |= !required;
        if o["choices"].as_array().is_some_and(|c| c.len() > 25) {
            errors.push(format!("option {full:?}: at most 25 choices"));
        }
        if o["autocomplete"] == json!(true)
            && o["choices"].as_array().is_some_and(|c| !c.is_empty())
        {
            errors.push(format!("option {full:?}: autocomplete cannot have choices"));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Messages

/// Discord's limits on a message payload. `new`: the message is being created (must not be
/// empty).
fn validate_message(p: &Value, uploads: &[Upload], new: bool) -> Vec<String> {
    let mut errors = vec![];
    if let Some(c) = p["content"].as_str() {
        if c.chars().count() > 2000 {
            errors.push(format!(
                "content: Must be 2000 or fewer in length (got {})",
                c.chars().count()
            ));
        }
    }
    if let Some(e) = p["embeds"].as_array() {
        if e.len() > 10 {
            errors.push("embeds: at most 10".into());
        }
    }
    if let Some(rows) = p["components"].as_array() {
        if rows.len() > 5 {
            errors.push(format!(
                "components: at most 5 action rows (got {})",
                rows.len()
            ));
        }
        let mut ids = std::collections::HashSet::new();
        for (r, row) in rows.iter().enumerate() {
            if row["type"].as_u64() != Some(1) {
                errors.push(format!(
                    "components[{r}]: top-level components must be action rows (type 1)"
                ));
                continue;
            }
            let cs = row["components"].as_array().cloned().unwrap_or_default();
            if cs.is_empty() || cs.len() > 5 {
                errors.push(format!(
                    "components[{r}]: an action row holds 1-5 components (got {})",
                    cs.len()
                ));
            }
            for (i, c) in cs.iter().enumerate() {
                let at = format!("components[{r}].components[{i}]");
                let kind = c["type"].as_u64().unwrap_or(0);
                if kind == 2 {
                    let style = c["style"].as_u64().unwrap_or(0);
                    if !(1..=6).contains(&style) {
                        errors.push(format!("{at}: invalid button style {style}"));
                    }
                    if style == 5 {
                        if c["url"].as_str().is_none() {
                            errors.push(format!("{at}: link button without url"));
                        }
                    } else if c["custom_id"].as_str().is_none() && style != 6 {
                        errors.push(format!("{at}: button without custom_id"));
                    }
                    if c["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                        errors.push(format!("{at}: label longer than 80"));
                    }
                    if c["label"].as_str().is_none() && c["emoji"].is_null() {
                        errors.push(format!("{at}: a button needs a label or an emoji"));
                    }
                } else if kind == 3 && cs.len() > 1 {
                    errors.push(format!("{at}: a select menu must be alone in its row"));
                } else if kind == 3 {
                    let options = c["options"].as_array().cloned().unwrap_or_default();
                    if !(1..=25).contains(&options.len()) {
                        errors.push(format!("{at}: a select menu holds 1-25 options"));
                    }
                    for o in &options {
                        let too_long =
                            |k: &str| o[k].as_str().is_some_and(|t| t.chars().count() > 100);
                        if o["label"].as_str().is_none()
                            || too_long("label")
                            || too_long("value")
                            || too_long("description")
                        {
                            errors.push(format!(
                                "{at}: an option needs a label and value of 1-100 characters"
                            ));
                        }
                    }
                }
                if let Some(id) = c["custom_id"].as_str() {
                    if id.is_empty() || id.chars().count() > 100 {
                        errors.push(format!("{at}: custom_id must be 1-100 characters"));
                    }
                    if !ids.insert(id.to_string()) {
                        errors.push(format!("{at}: duplicate custom_id {id:?}"));
                    }
                }
            }
        }
    }
    if new {
        let empty_str = p["content"].as_str().is_none_or(str::is_empty);
        let no_embeds = p["embeds"].as_array().is_none_or(Vec::is_empty);
        let no_components = p["components"].as_array().is_none_or(Vec::is_empty);
        if empty_str && no_embeds && no_components && uploads.is_empty() && p["poll"].is_null() {
            errors.push("Cannot send an empty message (50006)".into());
        }
    }
    errors
}

fn new_message(
    inner: &mut Inner,
    channel_id: u64,
    guild_id: Option<u64>,
    p: &Value,
    uploads: &[Upload],
    interaction: Option<&InteractionRec>,
) -> StoredMsg {
    let id = inner.snowflake();
    let mut msg = StoredMsg {
        id,
        channel_id,
        guild_id,
        author: super::FakeDiscord::bot_user(),
        content: String::new(),
        flags: 0,
        components: json!([]),
        embeds: json!([]),
        attachments: vec![],
        allowed_mentions: Value::Null,
        tts: p["tts"].as_bool().unwrap_or(false),
        timestamp: payloads::now(),
        edited_timestamp: None,
        interaction_id: interaction.map(|i| i.id),
        interaction_meta: interaction.map(interaction_metadata),
        reference: None,
        edits: 0,
        deleted: false,
    };
    msg.flags = p["flags"].as_u64().unwrap_or(0);
    apply_fields(&mut msg, p, uploads);
    let ids: Vec<u64> = (0..uploads.len()).map(|_| inner.snowflake()).collect();
    assign_attachment_ids(&mut msg, &ids);
    msg
}

fn interaction_metadata(i: &InteractionRec) -> Value {
    let owners = match i.guild_id {
        Some(g) => json!({ "0": g.to_string() }),
        None => json!({ "1": i.user.id.to_string() }),
    };
    let mut v = json!({
        "id": i.id.to_string(),
        "type": i.kind,
        "user": i.user.json(),
        "authorizing_integration_owners": owners,
    });
    match i.kind {
        3 => v["interacted_message_id"] = json!(i.source_message.unwrap_or(0).to_string()),
        _ => v["name"] = json!(i.name),
    }
    v
}

/// New uploads get real snowflake ids (they arrive with small placeholder ids).
fn assign_attachment_ids(msg: &mut StoredMsg, ids: &[u64]) {
    let mut it = ids.iter();
    for a in &mut msg.attachments {
        if a.id < 1 << 22 {
            if let Some(id) = it.next() {
                a.id = *id;
            }
        }
    }
}

fn json_id(v: &Value) -> Option<u64> {
    v.as_u64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

/// Applies the fields present in `p` (content, components, embeds, attachments, ...).
fn apply_fields(msg: &mut StoredMsg, p: &Value, uploads: &[Upload]) {
    if let Some(c) = p.get("content") {
        msg.content = c.as_str().unwrap_or_default().to_string();
    }
    if let Some(c) = p.get("components") {
        msg.components = if c.is_null() { json!([]) } else { c.clone() };
    }
    if let Some(e) = p.get("embeds") {
        msg.embeds = if e.is_null() { json!([]) } else { e.clone() };
    }
    if let Some(a) = p.get("allowed_mentions") {
        msg.allowed_mentions = a.clone();
    }
    let listed = p.get("attachments").and_then(Value::as_array);
    let mut new_files: Vec<StoredAttachment> = uploads
        .iter()
        .enumerate()
        .map(|(n, u)| {
            let index = u.index.unwrap_or(n as u64);
            let entry = listed.and_then(|l| l.iter().find(|a| json_id(&a["id"]) == Some(index)));
            let filename = entry
                .and_then(|e| e["filename"].as_str())
                .unwrap_or(&u.filename)
                .to_string();
            StoredAttachment {
                id: index,
                filename,
                content_type: u.content_type.clone(),
                data: u.data.clone(),
            }
        })
        .collect();
    match listed {
        Some(list) => {
            // keep the existing attachments listed by id, drop the others
            let keep: Vec<u64> = list.iter().filter_map(|a| json_id(&a["id"])).collect();
            msg.attachments
                .retain(|a| keep.contains(&a.id) && a.id >= 1 << 22);
        }
        None if !new_files.is_empty() => {}
        None => {}
    }
    msg.attachments.append(&mut new_files);
}

fn apply_edit(msg: &mut StoredMsg, p: &Value, uploads: &[Upload]) {
    apply_fields(msg, p, uploads);
    if let Some(f) = p.get("flags").and_then(Value::as_u64) {
        // only SUPPRESS_EMBEDS (4) can be changed by an edit
        msg.flags = (msg.flags & !4) | (f & 4);
    }
    msg.flags &= !LOADING;
    msg.edited_timestamp = Some(payloads::now());
    msg.edits += 1;
}

fn store(inner: &mut Inner, msg: StoredMsg, base: &str) -> Value {
    let body = message_json(inner, &msg, base);
    inner.message_order.push(msg.id);
    inner.messages.insert(msg.id, msg);
    body
}

/// The ids `<@id>` / `<@!id>` in `content` that `allowed_mentions` lets ping.
pub(crate) fn mentioned_ids(content: &str, allowed: &Value) -> Vec<u64> {
    let mut out = vec![];
    let mut rest = content;
    while let Some(pos) = rest.find("<@") {
        rest = &rest[pos + 2..];
        let r = rest.strip_prefix('!').unwrap_or(rest);
        if let Some(end) = r.find('>') {
            if let Ok(id) = r[..end].parse::<u64>() {
                if !out.contains(&id) {
                    out.push(id);
                }
            }
        }
    }
    if allowed.is_object() {
        let parse_users = allowed["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|x| x == "users"));
        let listed: Vec<u64> = allowed["users"]
            .as_array()
            .map(|u| u.iter().filter_map(json_id).collect())
            .unwrap_or_default();
        out.retain(|id| parse_users || listed.contains(id));
    }
    out
}

pub(crate) fn message_json(inner: &Inner, m: &StoredMsg, base: &str) -> Value {
    let mentions: Vec<Value> = mentioned_ids(&m.content, &m.allowed_mentions)
        .into_iter()
        .map(|id| {
            inner
                .users
                .get(&id)
                .cloned()
                .unwrap_or_else(|| User::new(id, &format!("user{id}")))
                .json()
        })
        .collect();
    let attachments: Vec<Value> = m
        .attachments
        .iter()
        .map(|a| {
            let url = format!("{base}/attachments/{}/{}", a.id, a.filename);
            let mut v = json!({
                "id": a.id.to_string(),
                "filename": a.filename,
                "size": a.data.len(),
                "url": url,
                "proxy_url": url,
                "content_type": a.content_type,
            });
            if let Some((w, h)) = png_size(&a.data) {
                v["width"] = json!(w);
                v["height"] = json!(h);
            }
            if m.flags & EPHEMERAL != 0 {
                v["ephemeral"] = json!(true);
            }
            v
        })
        .collect();
    let kind = if m.reference.is_some() {
        19
    } else if m
        .interaction_meta
        .as_ref()
        .is_some_and(|i| i["type"] == json!(2))
    {
        20
    } else {
        0
    };
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": m.author.json(),
        "content": m.content,
        "timestamp": m.timestamp,
        "edited_timestamp": m.edited_timestamp,
        "tts": m.tts,
        "mention_everyone": false,
        "mentions": mentions,
        "mention_roles": [],
        "attachments": attachments,
        "embeds": m.embeds,
        "pinned": false,
        "type": kind,
        "flags": m.flags,
        "components": m.components,
    });
    if let Some(meta) = &m.interaction_meta {
        v["webhook_id"] = json!(APPLICATION_ID.to_string());
        v["application_id"] = json!(APPLICATION_ID.to_string());
        v["interaction_metadata"] = meta.clone();
        if meta["type"] == json!(2) {
            v["interaction"] = json!({
                "id": meta["id"], "type": 2, "name": meta["name"], "user": meta["user"],
            });
        }
    }
    if let Some(r) = m.reference {
        v["message_reference"] = json!({
            "type": 0,
            "message_id": r.to_string(),
            "channel_id": m.channel_id.to_string(),
        });
    }
    v
}

/// Checks a served message deserializes as serenity's `Message`; records a problem if not.
fn checked(inner: &mut Inner, v: Value) -> Value {
    if let Err(e) = serde_json::from_value::<serenity::Message>(v.clone()) {
        inner.problem(format!(
            "fake discord bug: message does not deserialize as serenity Message: {e}: {v}"
        ));
    }
    v
}

fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if data.len() >= 24 && data.starts_with(b"\x89PNG\r\n\x1a\n") && &data[12..16] == b"IHDR" {
        let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
        let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
        Some((w, h))
    } else {
        None
    }
}

fn channel_message(inner: &Inner, channel: u64, id: u64) -> Result<u64, Answer> {
    match inner.messages.get(&id) {
        Some(m) if m.channel_id == channel && !m.deleted && m.flags & EPHEMERAL == 0 => Ok(id),
        _ => Err(error(404, 10008, "Unknown Message")),
    }
}

/// Resolves `@original` or a message id of interaction `iid`'s webhook.
fn webhook_target(inner: &Inner, iid: u64, mid: &str) -> Result<u64, Answer> {
    let rec = &inner.interactions[&iid];
    let id = if *mid == *"@original" {
        rec.original
    } else {
        let id = id_of(mid);
        inner
            .messages
            .get(&id)
            .filter(|m| m.interaction_id == Some(iid) || rec.original == Some(id))
            .map(|m| m.id)
    };
    match id.filter(|id| inner.messages.get(id).is_some_and(|m| !m.deleted)) {
        Some(id) => Ok(id),
        None => Err(error(404, 10008, "Unknown Message")),
    }
}

// ---------------------------------------------------------------------------------------------
// Interactions

#[allow(clippy::too_many_arguments)]
fn reply_of(
    inner: &Inner,
    rec: &InteractionRec,
    callback_type: u8,
    via: Via,
    raw: &Value,
    payload: &Value,
    uploads: &[Upload],
    message: Option<u64>,
    base: &str,
) -> Reply {
    let message = message
        .and_then(|id| inner.messages.get(&id))
        .map(|m| inner.public_message(m, base));
    let choices = payload["choices"]
        .as_array()
        .map(|cs| {
            cs.iter()
                .map(|c| {
                    let value = match &c["value"] {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    (c["name"].as_str().unwrap_or_default().to_string(), value)
                })
                .collect()
        })
        .unwrap_or_default();
    Reply {
        callback_type,
        via,
        content: message
            .as_ref()
            .map(|m| m.content.clone())
            .unwrap_or_else(|| payload["content"].as_str().unwrap_or_default().to_string()),
        ephemeral: message
            .as_ref()
            .map(|m| m.ephemeral)
            .unwrap_or(payload["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0),
        files: uploads
            .iter()
            .map(|u| (u.filename.clone(), u.data.clone()))
            .collect(),
        components: message
            .as_ref()
            .map(|m| m.components.clone())
            .unwrap_or_else(|| payload["components"].clone()),
        embeds: message
            .as_ref()
            .map(|m| m.embeds.clone())
            .unwrap_or_else(|| payload["embeds"].clone()),
        allowed_mentions: payload["allowed_mentions"].clone(),
        choices,
        message,
        latency: rec.sent_at.elapsed(),
        raw: raw.clone(),
    }
}

fn callback(
    shared: &Shared,
    inner: &mut Inner,
    id: u64,
    token: &str,
    body: &Value,
    uploads: &[Upload],
) -> Answer {
    let base = shared.base_url.as_str();
    let Some(rec) = inner.interactions.get(&id) else {
        return error(404, 10062, "Unknown interaction");
    };
    if rec.token != token {
        return error(401, 50027, "Invalid Webhook Token");
    }
    // Discord drops an interaction that gets no first answer within three
    // seconds: the user sees "The application did not respond".
    if rec.callback_type.is_none() && rec.sent_at.elapsed() > INTERACTION_DEADLINE {
        let e = format!(
            "interaction {id} ({}) was first answered after {:?}, past Discord's 3 seconds",
            rec.name,
            rec.sent_at.elapsed()
        );
        inner
            .interactions
            .get_mut(&id)
            .expect("exists")
            .errors
            .push(e.clone());
        inner.problem(e);
        return error(404, 10062, "Unknown interaction");
    }
    if let Some(t) = rec.callback_type {
        let e = format!(
            "callback {:?} after callback {t}: Interaction has already been acknowledged.",
            body["type"]
        );
        inner
            .interactions
            .get_mut(&id)
            .expect("exists")
            .errors
            .push(e);
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let Some(kind) = body["type"].as_u64().map(|k| k as u8) else {
        return form_error(&["type: missing interaction callback type".into()]);
    };
    let data = body.get("data").cloned().unwrap_or(Value::Null);
    let rec_kind = rec.kind;
    let allowed = match rec_kind {
        2 => &[4, 5, 9][..],
        3 => &[4, 5, 6, 7, 9][..],
        4 => &[8][..],
        _ => &[][..],
    };
    if !allowed.contains(&kind) {
        let e = format!("callback type {kind} is not valid for interaction type {rec_kind}");
        inner
            .interactions
            .get_mut(&id)
            .expect("exists")
            .errors
            .push(e.clone());
        return form_error(&[e]);
    }
    if kind == 4 || kind == 7 {
        let errors = validate_message(&data, uploads, kind == 4);
        if !errors.is_empty() {
            inner
                .interactions
                .get_mut(&id)
                .expect("exists")
                .errors
                .extend(errors.clone());
            return form_error(&errors);
        }
    }
    if kind == 8 {
        let choices = data["choices"].as_array().cloned().unwrap_or_default();
        let mut errors = vec![];
        if choices.len() > 25 {
            errors.push(format!("choices: at most 25 (got {})", choices.len()));
        }
        for c in &choices {
            let n = c["name"].as_str().map(|s| s.chars().count()).unwrap_or(0);
            if !(1..=100).contains(&n) {
                errors.push(format!("choice {c}: name must be 1-100 characters"));
            }
            if c["value"].as_str().is_some_and(|v| v.chars().count() > 100) {
                errors.push(format!("choice {c}: value longer than 100"));
            }
        }
        if !errors.is_empty() {
            inner
                .interactions
                .get_mut(&id)
                .expect("exists")
                .errors
                .extend(errors.clone());
            return form_error(&errors);
        }
    }
    let rec = inner.interactions.remove(&id).expect("exists");
    let mut rec = rec;
    rec.callback_type = Some(kind);
    match kind {
        4 => {
            let msg = new_message(
                inner,
                rec.channel_id,
                rec.guild_id,
                &data,
                uploads,
                Some(&rec),
            );
            let mid = msg.id;
            let body_json = store(inner, msg, base);
            checked(inner, body_json);
            rec.original = Some(mid);
            let r = reply_of(
                inner,
                &rec,
                4,
                Via::Callback,
                body,
                &data,
                uploads,
                Some(mid),
                base,
            );
            rec.replies.push(r);
        }
        5 => {
            let mut msg = new_message(
                inner,
                rec.channel_id,
                rec.guild_id,
                &json!({}),
                &[],
                Some(&rec),
            );
            msg.flags = (data["flags"].as_u64().unwrap_or(0) & EPHEMERAL) | LOADING;
            rec.original = Some(msg.id);
            store(inner, msg, base);
            rec.pending_deferred = Some(5);
        }
        6 => {
            rec.original = rec.source_message;
            rec.pending_deferred = Some(6);
        }
        7 => {
            let mid = rec
                .source_message
                .expect("component interaction has a message");
            if let Some(m) = inner.messages.get_mut(&mid) {
                apply_edit(m, &data, uploads);
            }
            let ids: Vec<u64> = (0..uploads.len()).map(|_| inner.snowflake()).collect();
            if let Some(m) = inner.messages.get_mut(&mid) {
                assign_attachment_ids(m, &ids);
            }
            rec.original = Some(mid);
            let r = reply_of(
                inner,
                &rec,
                7,
                Via::Callback,
                body,
                &data,
                uploads,
                Some(mid),
                base,
            );
            rec.replies.push(r);
        }
        _ => {
            let r = reply_of(
                inner,
                &rec,
                kind,
                Via::Callback,
                body,
                &data,
                uploads,
                None,
                base,
            );
            rec.replies.push(r);
        }
    }
    inner.interactions.insert(id, rec);
    Answer::NoContent
}

fn followup(
    inner: &mut Inner,
    iid: u64,
    p: &Value,
    uploads: &[Upload],
    base: &str,
    query: Option<&str>,
) -> Answer {
    let _ = query;
    let mut rec = inner
        .interactions
        .remove(&iid)
        .expect("token maps to interaction");
    if rec.callback_type.is_none() {
        inner.interactions.insert(iid, rec);
        return error(
            404,
            10015,
            "Unknown Webhook (follow-up before the interaction was acknowledged)",
        );
    }
    let placeholder = rec
        .original
        .filter(|_| rec.pending_deferred == Some(5))
        .filter(|o| {
            inner
                .messages
                .get(o)
                // Deleted, it is no longer there to complete: a new message comes.
                .is_some_and(|m| m.flags & LOADING != 0 && !m.deleted)
        });
    let errors = validate_message(p, uploads, true);
    if !errors.is_empty() {
        rec.errors.extend(errors.clone());
        inner.interactions.insert(iid, rec);
        return form_error(&errors);
    }
    let mid = match placeholder {
        // the first follow-up after a deferred message completes the "thinking…" message
        Some(o) => {
            let ids: Vec<u64> = (0..uploads.len()).map(|_| inner.snowflake()).collect();
            let m = inner.messages.get_mut(&o).expect("checked");
            apply_fields(m, p, uploads);
            m.flags &= !LOADING;
            assign_attachment_ids(m, &ids);
            o
        }
        None => {
            let msg = new_message(inner, rec.channel_id, rec.guild_id, p, uploads, Some(&rec));
            let mid = msg.id;
            store(inner, msg, base);
            mid
        }
    };
    let callback_type = rec
        .pending_deferred
        .take()
        .or(rec.callback_type)
        .unwrap_or(0);
    let r = reply_of(
        inner,
        &rec,
        callback_type,
        Via::Followup,
        p,
        p,
        uploads,
        Some(mid),
        base,
    );
    rec.replies.push(r);
    inner.interactions.insert(iid, rec);
    let body = message_json(inner, &inner.messages[&mid], base);
    Answer::Json(200, checked(inner, body))
}

fn edit_webhook_message(
    inner: &mut Inner,
    iid: u64,
    mid: u64,
    p: &Value,
    uploads: &[Upload],
    base: &str,
) -> Answer {
    let errors = validate_message(p, uploads, false);
    let mut rec = inner
        .interactions
        .remove(&iid)
        .expect("token maps to interaction");
    if !errors.is_empty() {
        rec.errors.extend(errors.clone());
        inner.interactions.insert(iid, rec);
        return form_error(&errors);
    }
    let ids: Vec<u64> = (0..uploads.len()).map(|_| inner.snowflake()).collect();
    if let Some(m) = inner.messages.get_mut(&mid) {
        apply_edit(m, p, uploads);
        assign_attachment_ids(m, &ids);
    }
    let callback_type = rec
        .pending_deferred
        .take()
        .or(rec.callback_type)
        .unwrap_or(0);
    let r = reply_of(
        inner,
        &rec,
        callback_type,
        Via::Edit,
        p,
        p,
        uploads,
        Some(mid),
        base,
    );
    rec.replies.push(r);
    inner.interactions.insert(iid, rec);
    let body = message_json(inner, &inner.messages[&mid], base);
    Answer::Json(200, checked(inner, body))
}

/// Opens a public thread in channel `c`, named as `json` says (refused as
/// Discord refuses it without the permission, or with a bad name).
fn open_thread(inner: &mut Inner, c: u64, json: &Value) -> Answer {
    if inner.refuse_threads {
        return error(403, 50013, "Missing Permissions");
    }
    let name = json["name"].as_str().unwrap_or_default().to_string();
    if !(1..=100).contains(&name.chars().count()) {
        return form_error(&[format!("name: must be 1-100 characters, got {name:?}")]);
    }
    let id = inner.snowflake();
    inner.threads.insert(id, (c, name.clone()));
    if inner.fail_in_new_threads > 0 {
        inner.fail_in_new_threads -= 1;
        inner
            .post_faults
            .entry(id)
            .or_default()
            .push_back(PostFault::Fail);
    }
    let archive = json["auto_archive_duration"].as_u64().unwrap_or(4320);
    let guild = inner.guild_of(c);
    Answer::Json(
        200,
        payloads::thread_channel_json(id, c, guild, &name, archive),
    )
}
