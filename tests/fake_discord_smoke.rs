//! Proves the fake Discord (tests/common) against real serenity + poise, in process: a tiny
//! `/pente` command with `ping`, `file`, `slow`, `auto` and `who` subcommands, connected
//! exactly as the real bot connects (HTTP proxy + disabled rate limiter + `new_with_http`).

use crate::common;

use std::time::{Duration, Instant};

use common::fake_discord::{FakeDiscord, Via, CHANNEL_ID, GUILD_ID};
use common::opt;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, (), Error>;

/// A PNG-ish blob: the signature and an IHDR chunk header (30×20), then filler.
fn png_blob() -> Vec<u8> {
    let mut v = b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR".to_vec();
    v.extend_from_slice(&30u32.to_be_bytes());
    v.extend_from_slice(&20u32.to_be_bytes());
    v.extend_from_slice(&[8, 6, 0, 0, 0, 1, 2, 3, 4]);
    v
}

/// Pente commands
#[poise::command(
    slash_command,
    subcommands("ping", "file", "slow", "quiet", "auto", "who")
)]
async fn pente(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Answers pong, ephemerally
#[poise::command(slash_command)]
async fn ping(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content("pong")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Answers with a file and a button
#[poise::command(slash_command)]
async fn file(ctx: Ctx<'_>) -> Result<(), Error> {
    let button = serenity::CreateButton::new("press:1").label("Press me");
    let defer = serenity::CreateButton::new("defer").label("Slowly");
    ctx.send(
        poise::CreateReply::default()
            .content("here is the board")
            .attachment(serenity::CreateAttachment::bytes(png_blob(), "board.png"))
            .components(vec![serenity::CreateActionRow::Buttons(vec![
                button, defer,
            ])]),
    )
    .await?;
    Ok(())
}

/// Defers, then follows up
#[poise::command(slash_command)]
async fn slow(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer().await?;
    ctx.say("done thinking").await?;
    ctx.say("and one more thing").await?;
    Ok(())
}

/// Defers ephemerally, then follows up
#[poise::command(slash_command)]
async fn quiet(ctx: Ctx<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    ctx.say("a secret").await?;
    Ok(())
}

async fn complete_colour(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ["red", "green", "blue", "grey"]
        .into_iter()
        .filter(|c| c.starts_with(partial))
        .map(|c| serenity::AutocompleteChoice::new(c.to_uppercase(), c))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Autocompletes a colour
#[poise::command(slash_command)]
async fn auto(
    ctx: Ctx<'_>,
    #[description = "A colour"]
    #[autocomplete = "complete_colour"]
    colour: String,
) -> Result<(), Error> {
    ctx.say(format!("you chose {colour}")).await?;
    Ok(())
}

/// Greets a user
#[poise::command(slash_command)]
async fn who(ctx: Ctx<'_>, #[description = "Someone"] user: serenity::User) -> Result<(), Error> {
    let text = format!("{} greets {} <@{}>", ctx.author().name, user.name, user.id);
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(vec![user.id])),
    )
    .await?;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, (), Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        if press.data.custom_id == "defer" {
            // type 6, then an edit of @original with a new file
            press.defer(framework.serenity_context).await?;
            press
                .edit_response(
                    framework.serenity_context,
                    serenity::EditInteractionResponse::new()
                        .content("deferred edit")
                        .new_attachment(serenity::CreateAttachment::bytes(
                            b"second".to_vec(),
                            "board2.png",
                        )),
                )
                .await?;
            return Ok(());
        }
        let n: u32 = press
            .data
            .custom_id
            .strip_prefix("press:")
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        let button = serenity::CreateButton::new(format!("press:{}", n + 1)).label("Again");
        press
            .create_response(
                framework.serenity_context,
                serenity::CreateInteractionResponse::UpdateMessage(
                    serenity::CreateInteractionResponseMessage::new()
                        .content(format!("pressed {n} time(s) by {}", press.user.name))
                        .components(vec![serenity::CreateActionRow::Buttons(vec![button])]),
                ),
            )
            .await?;
    }
    Ok(())
}

/// Starts the poise client against the fake, the way the real bot does.
async fn start_bot(fake: &FakeDiscord) -> tokio::task::JoinHandle<()> {
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![pente()],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                let guild = serenity::GuildId::new(GUILD_ID);
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                Ok(())
            })
        })
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::non_privileged())
            .framework(framework)
            .await
            .expect("build client");
    tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("client stopped: {e}");
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_bot_runs_against_the_fake() {
    let started = Instant::now();
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake).await;
    fake.wait_ready(Duration::from_secs(20)).await;

    // registration
    let commands = fake.commands();
    assert_eq!(commands.len(), 1, "{commands:#?}");
    assert_eq!(commands[0]["name"], "pente");
    let subs: Vec<&str> = commands[0]["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(subs, ["ping", "file", "slow", "quiet", "auto", "who"]);
    assert_eq!(fake.registrations()[0].0, Some(GUILD_ID));
    assert_eq!(fake.identify_count(), 1);
    assert!(fake.identifies()[0]["intents"].as_u64().is_some());

    let alice = FakeDiscord::user(11, "alice");
    let bob = FakeDiscord::user(12, "bob");

    // ephemeral text reply
    let reply = fake
        .command(&alice, CHANNEL_ID, "ping", json!([]))
        .await
        .reply()
        .await;
    assert_eq!(reply.callback_type, 4);
    assert_eq!(reply.via, Via::Callback);
    assert_eq!(reply.content, "pong");
    assert!(reply.ephemeral);
    assert!(reply.files.is_empty());

    // file + button
    let reply = fake
        .command(&alice, CHANNEL_ID, "file", Value::Null)
        .await
        .reply()
        .await;
    assert_eq!(reply.callback_type, 4);
    assert_eq!(reply.content, "here is the board");
    assert!(!reply.ephemeral);
    assert_eq!(reply.files, vec![("board.png".to_string(), png_blob())]);
    assert_eq!(reply.custom_ids(), ["press:1", "defer"]);
    let board = reply.msg().clone();
    assert_eq!(board.files.len(), 1);
    assert_eq!(board.raw["attachments"][0]["width"], 30);

    // deferred update (type 6) completed by an edit of @original, with a new file
    let deferred = fake.click(&bob, &board, "defer").await.reply().await;
    assert_eq!(deferred.callback_type, 6);
    assert_eq!(deferred.via, Via::Edit);
    assert_eq!(deferred.content, "deferred edit");
    assert_eq!(
        deferred.files,
        [("board2.png".to_string(), b"second".to_vec())]
    );
    assert_eq!(deferred.msg().id, board.id);
    assert_eq!(deferred.msg().files, deferred.files, "old file replaced");
    assert_eq!(
        deferred.custom_ids(),
        ["press:1", "defer"],
        "components kept"
    );

    // press the button: type 7 edits the message in place
    let pressed = fake.click(&bob, &board, "press:1").await.reply().await;
    assert_eq!(pressed.callback_type, 7);
    assert_eq!(pressed.content, "pressed 1 time(s) by bob");
    assert_eq!(pressed.custom_ids(), ["press:2"]);
    let edited = pressed.msg();
    assert_eq!(edited.id, board.id);
    assert!(
        edited.files.is_empty(),
        "UpdateMessage sends attachments: []"
    );
    // the stale handle still works: click uses the stored version
    let again = fake.click(&alice, &board, "press:2").await.reply().await;
    assert_eq!(again.content, "pressed 2 time(s) by alice");

    // defer + follow-ups
    let slow = fake.command(&bob, CHANNEL_ID, "slow", json!([])).await;
    let replies = slow.replies(2).await;
    assert_eq!(replies[0].callback_type, 5);
    assert_eq!(replies[0].via, Via::Followup);
    assert_eq!(replies[0].content, "done thinking");
    assert_eq!(replies[1].content, "and one more thing");
    assert_ne!(replies[0].msg().id, replies[1].msg().id);
    assert_eq!(replies[0].msg().flags & 128, 0, "loading flag cleared");

    // ephemeral deferral: the follow-up completes the ephemeral "thinking" message
    let quiet = fake
        .command(&bob, CHANNEL_ID, "quiet", json!([]))
        .await
        .reply()
        .await;
    assert_eq!((quiet.callback_type, quiet.via), (5, Via::Followup));
    assert_eq!(quiet.content, "a secret");
    assert!(quiet.ephemeral);

    // autocomplete
    let choices = fake
        .autocomplete(
            &alice,
            CHANNEL_ID,
            "auto",
            json!([opt::focused("colour", "gr")]),
        )
        .await;
    assert_eq!(
        choices,
        [
            ("GREEN".to_string(), "green".to_string()),
            ("GREY".to_string(), "grey".to_string())
        ]
    );
    let chosen = fake
        .command(
            &alice,
            CHANNEL_ID,
            "auto",
            json!([opt::str("colour", "green")]),
        )
        .await
        .reply()
        .await;
    assert_eq!(chosen.content, "you chose green");

    // user option (resolved users/members) and allowed mentions
    let greet = fake
        .command(&alice, CHANNEL_ID, "who", json!([opt::user("user", &bob)]))
        .await
        .reply()
        .await;
    assert_eq!(greet.content, "alice greets bob <@12>");
    assert_eq!(greet.msg().mentions, [12]);

    // a select menu interaction deserializes too (the handler answers any component)
    let selected = fake
        .select(&bob, &board, "press:7", &["a", "b"])
        .await
        .reply()
        .await;
    assert_eq!(selected.content, "pressed 7 time(s) by bob");

    // the channel log, in order, edits applied
    let log: Vec<String> = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .map(|m| m.content)
        .collect();
    assert_eq!(
        log,
        [
            "pong",
            "pressed 7 time(s) by bob",
            "done thinking",
            "and one more thing",
            "a secret",
            "you chose green",
            "alice greets bob <@12>"
        ]
    );

    // in a DM: no guild, `user` instead of `member`
    let dm = fake.dm_command(&alice, "ping", json!([])).await;
    assert_eq!(dm.reply().await.content, "pong");
    let dm_channel = dm.original_message().expect("dm reply").channel_id;
    assert_ne!(dm_channel, CHANNEL_ID);
    assert_eq!(fake.channel_messages(dm_channel).len(), 1);

    // reconnection: abrupt drop → the shard resumes, and commands still work
    let connections = fake.connections();
    fake.drop_gateway().await;
    let reply = fake
        .command(&bob, CHANNEL_ID, "ping", json!([]))
        .await
        .reply()
        .await;
    assert_eq!(reply.content, "pong");
    assert!(fake.connections() > connections);
    assert_eq!(fake.resume_count(), 1, "serenity resumes after a drop");
    assert_eq!(fake.identify_count(), 1);

    // a close frame with a resumable code: the shard resumes too
    fake.close_gateway(4000).await;
    let reply = fake
        .command(&alice, CHANNEL_ID, "ping", json!([]))
        .await
        .reply()
        .await;
    assert_eq!(reply.content, "pong");
    assert_eq!(fake.resume_count(), 2);

    fake.assert_no_problems();
    bot.abort();
    let elapsed = started.elapsed();
    eprintln!("smoke test took {elapsed:?}");
    assert!(elapsed < Duration::from_secs(15), "too slow: {elapsed:?}");
}

/// Channel routes through serenity's real HTTP client, and the fake's Discord-like errors.
#[tokio::test]
async fn channel_routes_and_errors() {
    let fake = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let channel = serenity::ChannelId::new(4242);

    let sent = channel
        .send_message(
            &http,
            serenity::CreateMessage::new()
                .content("challenge expired")
                .add_file(serenity::CreateAttachment::bytes(png_blob(), "board.png")),
        )
        .await
        .expect("send message");
    assert_eq!(sent.content, "challenge expired");
    assert_eq!(sent.attachments.len(), 1);
    assert_eq!(sent.attachments[0].filename, "board.png");

    let edited = channel
        .edit_message(
            &http,
            sent.id,
            serenity::EditMessage::new()
                .content("challenge expired (edited)")
                .components(vec![]),
        )
        .await
        .expect("edit message");
    assert_eq!(edited.content, "challenge expired (edited)");
    assert_eq!(
        edited.attachments.len(),
        1,
        "attachments kept when not mentioned"
    );

    let stored = fake.channel_messages(4242);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].edits, 1);
    assert_eq!(stored[0].files, [("board.png".to_string(), png_blob())]);

    // Discord's limits: 2000 characters (raw request: serenity's builder checks this itself)
    let too_long = http
        .send_message(channel, vec![], &json!({ "content": "x".repeat(2001) }))
        .await;
    assert!(too_long.is_err(), "2001 characters must be refused");
    // unknown message
    let missing = channel
        .edit_message(
            &http,
            serenity::MessageId::new(1),
            serenity::EditMessage::new().content("?"),
        )
        .await;
    assert!(missing.is_err());
    // unknown route
    let roles = http.get_guild_roles(serenity::GuildId::new(GUILD_ID)).await;
    assert!(roles.is_err());
    assert_eq!(
        fake.unknown_routes(),
        [format!("GET /api/v10/guilds/{GUILD_ID}/roles")]
    );
    let problems = fake.problems();
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(
        problems[0].contains("50035") && problems[0].contains("2000"),
        "{problems:#?}"
    );
    assert!(problems[1].contains("10008"), "{problems:#?}");
}
