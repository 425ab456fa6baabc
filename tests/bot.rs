//! End-to-end: the real `pente-bot` binary against a fake Discord on
//! 127.0.0.1, driven as players would drive it.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Reply, User, GUILD_ID};
use common::pente::*;
use serde_json::{json, Value};
use std::time::Duration;

fn real_game(reason: &str) -> Vec<String> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/games_sample.jsonl"
    ))
    .unwrap();
    text.lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|g| g["ref"]["win_reason"] == reason && g["ref"]["status"] == "white_wins")
        .min_by_key(|g| g["moves"].as_array().unwrap().len())
        .map(|g| {
            g["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect()
        })
        .unwrap()
}

/// Plays a real game through the bot and checks every announcement against
/// the rules engine's own replay.
async fn play_real_game(fake: &FakeDiscord, moves: &[String]) -> Reply {
    let mut game = pente_bot::game::Game::new();
    let mut last = None;
    for (i, mv) in moves.iter().enumerate() {
        let (user, other) = if i % 2 == 0 {
            (alice(), bob())
        } else {
            (bob(), alice())
        };
        let reply = play(fake, &user, mv).await;
        assert_board(&reply);
        let outcome = game.play_str(mv).unwrap();
        let mut expected = format!(
            "{} ({}) played {}",
            user.mention(),
            outcome.color,
            outcome.point
        );
        if !outcome.captured.is_empty() {
            let names: Vec<String> = outcome
                .captured
                .as_slice()
                .iter()
                .map(|p| p.to_string())
                .collect();
            expected.push_str(&format!(" and captured {}", names.join(" ")));
        }
        assert!(
            reply.content.starts_with(&expected),
            "move {}: {:?} should start {expected:?}",
            i + 1,
            reply.content
        );
        if !game.is_over() {
            assert!(
                reply.content.contains(&format!(
                    "{} ({}) to move",
                    other.mention(),
                    game.to_move()
                )),
                "{}",
                reply.content
            );
        }
        assert_eq!(mentioned_users(&reply), {
            let mut v = vec![alice().id.to_string(), bob().id.to_string()];
            v.sort();
            v
        });
        last = Some(reply);
    }
    assert!(game.is_over());
    last.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_won_by_five() {
    let (fake, _bot) = ready().await;
    let registered = fake.registrations();
    assert!(
        registered.iter().any(|(guild, _)| *guild == Some(GUILD_ID)),
        "commands registered in the configured guild"
    );
    let commands = fake.commands();
    let pente = commands
        .iter()
        .find(|c| c["name"] == "pente")
        .expect("/pente");
    let subs: Vec<&str> = pente["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for sub in ["challenge", "move", "board", "resign", "rules", "help"] {
        assert!(subs.contains(&sub), "{sub} missing from {subs:?}");
    }

    let game_on = start_game(&fake).await;
    assert_board(&game_on);
    assert!(
        game_on
            .content
            .contains("<@100000000000000001> (White) to move: White's first stone goes on K10"),
        "{}",
        game_on.content
    );

    let last = play_real_game(&fake, &real_game("five")).await;
    assert!(
        last.content.contains(&format!(
            "{} (White) wins with five in a row",
            alice().mention()
        )),
        "{}",
        last.content
    );

    // The game is over: further moves are refused privately.
    let reply = play(&fake, &bob(), "A1").await;
    assert_private(&reply, "This game is over");
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_won_by_captures() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    let last = play_real_game(&fake, &real_game("captures")).await;
    assert!(
        last.content.contains("wins by capturing 10 stones"),
        "{}",
        last.content
    );
    assert!(last.content.contains("and captured"), "{}", last.content);
    // A new challenge is possible in the channel once the game is over.
    let again = say(
        &fake,
        &bob(),
        "challenge",
        json!([opt::user("opponent", &alice())]),
    )
    .await;
    assert!(!again.ephemeral, "{again:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_private_helpful_answer_and_changes_nothing() {
    let (fake, _bot) = ready().await;
    // Nothing in the channel yet.
    assert_private(
        &play(&fake, &alice(), "K10").await,
        "There is no game in this channel",
    );
    assert_private(
        &say(&fake, &carol(), "board", Value::Null).await,
        "/pente challenge",
    );
    assert_private(
        &say(&fake, &alice(), "resign", Value::Null).await,
        "There is no game in this channel",
    );
    // Challenges that can't be.
    let me = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &alice())]),
    )
    .await;
    assert_private(&me, "You can't challenge yourself");
    let robot = User::bot(100_000_000_000_000_009, "robot");
    let bot_challenge = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &robot)]),
    )
    .await;
    assert_private(&bot_challenge, "is a bot");

    // An open challenge: only bob answers it, and the channel is busy.
    let challenge = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), color(&fake, "White")]),
    )
    .await;
    assert_eq!(
        mentioned_users(&challenge),
        vec![bob().id.to_string()],
        "the challenge pings only the opponent"
    );
    assert!(
        challenge.content.contains("expires in 15 minutes"),
        "{}",
        challenge.content
    );
    let ids = challenge.custom_ids();
    let button = |name: &str| ids.iter().find(|id| id.contains(name)).unwrap().clone();
    let stranger = fake
        .click(&carol(), challenge.msg(), &button("accept"))
        .await
        .reply()
        .await;
    assert_private(&stranger, "This challenge is for <@100000000000000002>");
    let own = fake
        .click(&alice(), challenge.msg(), &button("decline"))
        .await
        .reply()
        .await;
    assert_private(&own, "only they can accept or decline");
    let busy = say(
        &fake,
        &carol(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    assert_private(&busy, "has already challenged");
    assert_private(&play(&fake, &alice(), "K10").await, "still has to accept");

    let replies = fake
        .click(&bob(), challenge.msg(), &button("accept"))
        .await
        .replies(2)
        .await;
    assert_board(&replies[1]);

    // Out of turn, strangers, and the rules.
    assert_private(
        &play(&fake, &bob(), "K10").await,
        "It's not your turn: <@100000000000000001> (White) is to move.",
    );
    assert_private(
        &play(&fake, &carol(), "K10").await,
        "You are not a player in this game",
    );
    assert_private(
        &play(&fake, &alice(), "L9").await,
        "White's first stone must go on K10",
    );
    assert_private(
        &play(&fake, &alice(), "I5").await,
        "there is no column I — columns skip it; did you mean H5 or J5?",
    );
    assert_private(
        &play(&fake, &alice(), "K010").await,
        "without a leading zero: K10",
    );
    assert_private(&play(&fake, &alice(), "Z99").await, "off the board");
    assert_private(&play(&fake, &alice(), "10K").await, "like K10");
    assert_private(
        &say(&fake, &carol(), "resign", Value::Null).await,
        "You are not a player",
    );
    assert_board(&play(&fake, &alice(), "k10").await);
    assert_private(
        &play(&fake, &bob(), "K10").await,
        "K10 is already taken by a White stone",
    );
    assert_board(&play(&fake, &bob(), "L9").await);
    assert_private(
        &play(&fake, &alice(), "L12").await,
        "outside the square H8–M12",
    );
    let ok = play(&fake, &alice(), "N10").await;
    assert!(
        ok.content
            .starts_with("<@100000000000000001> (White) played N10 — "),
        "{}",
        ok.content
    );

    // Options from an outdated command, and direct messages.
    let stale = say(
        &fake,
        &carol(),
        "challenge",
        json!([opt::user("opponent", &bob()), opt::str("color", "White")]),
    )
    .await;
    assert_private(&stale, "out of date");
    let dm = fake
        .dm_command(&carol(), "board", Value::Null)
        .await
        .reply()
        .await;
    assert_private(&dm, "played in a server channel");

    // Hostile text in a move is only ever echoed privately, and pings nobody.
    let hostile = play(&fake, &bob(), "@everyone").await;
    assert!(hostile.ephemeral);
    assert_eq!(
        hostile.allowed_mentions["parse"],
        json!([]),
        "{:?}",
        hostile.allowed_mentions
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_see_the_board_and_players_can_resign() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    play(&fake, &alice(), "K10").await;
    play(&fake, &bob(), "L10").await;
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert_board(&board);
    assert!(
        board.content.contains("2 moves played"),
        "{}",
        board.content
    );
    assert!(
        mentioned_users(&board).is_empty(),
        "a spectator's request pings nobody"
    );

    let rules = say(&fake, &carol(), "rules", Value::Null).await;
    assert_private(&rules, "H8–M12");
    let help = say(&fake, &carol(), "help", Value::Null).await;
    assert_private(&help, "/pente move position:K10");

    let resign = say(&fake, &bob(), "resign", Value::Null).await;
    assert_board(&resign);
    assert!(
        resign
            .content
            .contains("<@100000000000000002> (Black) resigned, <@100000000000000001> (White) wins"),
        "{}",
        resign.content
    );
    assert_private(&play(&fake, &alice(), "N10").await, "This game is over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_legal_points_nearest_first() {
    let (fake, _bot) = ready().await;
    let typed = |t: &str| json!([opt::focused("position", t)]);
    assert!(fake
        .autocomplete(&alice(), CHANNEL, "move", typed(""))
        .await
        .is_empty());
    start_game(&fake).await;
    let first = fake
        .autocomplete(&alice(), CHANNEL, "move", typed(""))
        .await;
    assert_eq!(first, vec![("K10".to_string(), "K10".to_string())]);
    play(&fake, &alice(), "K10").await;
    play(&fake, &bob(), "L9").await;
    let second = fake
        .autocomplete(&alice(), CHANNEL, "move", typed(""))
        .await;
    assert_eq!(second.len(), 25);
    for (name, _) in &second {
        let p: pente_bot::game::Point = name.parse().unwrap();
        assert!(
            p.chebyshev(pente_bot::game::Point::CENTER) >= 3,
            "{name} is inside the square"
        );
    }
    let n = fake
        .autocomplete(&alice(), CHANNEL, "move", typed("n1"))
        .await;
    assert!(
        !n.is_empty() && n.iter().all(|(name, _)| name.starts_with("N1")),
        "{n:?}"
    );
    assert_eq!(n[0].0, "N10");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_at_the_same_moment_apply_exactly_one() {
    let (fake, _bot) = ready().await;
    start_game(&fake).await;
    // The player to move sends two moves at once (a double click, or two
    // devices): exactly one is applied, the other is told it's not their turn.
    let moves = [
        ("K10", "K10"),
        ("L9", "B2"),
        ("N10", "C3"),
        ("L8", "D4"),
        ("O10", "E5"),
        ("L7", "F6"),
    ];
    for (i, (first, second)) in moves.iter().enumerate() {
        let user = if i % 2 == 0 { alice() } else { bob() };
        let (x, y) = tokio::join!(
            fake.command(&user, CHANNEL, "move", json!([opt::str("position", first)])),
            fake.command(
                &user,
                CHANNEL,
                "move",
                json!([opt::str("position", second)])
            ),
        );
        let (x, y) = (x.reply().await, y.reply().await);
        let applied: Vec<&Reply> = [&x, &y].into_iter().filter(|r| !r.ephemeral).collect();
        assert_eq!(
            applied.len(),
            1,
            "exactly one of two simultaneous moves is applied: {x:?} {y:?}"
        );
        assert_board(applied[0]);
        let refused = if x.ephemeral { &x } else { &y };
        assert_private(refused, "It's not your turn");
    }
    let board = say(&fake, &carol(), "board", Value::Null).await;
    assert!(
        board.content.contains("6 moves played"),
        "{}",
        board.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_can_be_declined_withdrawn_and_expire() {
    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, "challenge_timeout = \"4s\"").await;
    let open = |who: User, whom: User| {
        let fake = &fake;
        async move {
            say(
                fake,
                &who,
                "challenge",
                json!([opt::user("opponent", &whom)]),
            )
            .await
        }
    };
    let button = |reply: &Reply, name: &str| {
        reply
            .custom_ids()
            .into_iter()
            .find(|id| id.contains(name))
            .unwrap()
    };

    let c = open(alice(), bob()).await;
    assert!(c.content.contains("expires in 4 seconds"), "{}", c.content);
    let declined = fake
        .click(&bob(), c.msg(), &button(&c, "decline"))
        .await
        .reply()
        .await;
    assert_eq!(
        declined.callback_type, 6,
        "acknowledged at once, edited once saved"
    );
    assert!(
        declined.content.contains("declined"),
        "{}",
        declined.content
    );
    assert!(declined.custom_ids().is_empty());

    let c = open(alice(), bob()).await;
    let withdrawn = fake
        .click(&alice(), c.msg(), &button(&c, "withdraw"))
        .await
        .reply()
        .await;
    assert!(
        withdrawn.content.contains("withdrew"),
        "{}",
        withdrawn.content
    );

    let c = open(alice(), bob()).await;
    // Asked for again by its challenger, the open challenge is posted again
    // with the same buttons (after a crash nobody may have seen it).
    let again = open(alice(), bob()).await;
    assert!(!again.ephemeral);
    assert_ne!(again.msg().id, c.msg().id);
    assert_eq!(again.custom_ids(), c.custom_ids());
    assert!(
        again.content.contains("challenges") && again.content.contains("expires in"),
        "{}",
        again.content
    );
    // Expiry edits the message noted last (the two notes may race).
    let expired = fake
        .wait_until("the challenge to expire", Duration::from_secs(20), |f| {
            [c.msg().id, again.msg().id]
                .into_iter()
                .filter_map(|id| f.message(id))
                .find(|m| m.content.contains("expired"))
                .map(|m| m.custom_ids())
        })
        .await;
    assert!(expired.is_empty(), "no buttons on an expired challenge");
    // The channel is free again, and the old buttons no longer work.
    let late = fake
        .click_unchecked(&bob(), c.msg().id, &button(&c, "accept"))
        .await
        .reply()
        .await;
    assert_private(&late, "no longer open");
    assert!(!open(bob(), alice()).await.ephemeral);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_on_other_terms_replaces_the_open_one_and_says_so() {
    let (fake, _bot) = ready().await;
    let pente = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    assert!(pente.content.contains("game of Pente"), "{}", pente.content);
    let old_accept = pente
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    // The same person again, for Connect6: the Pente challenge is not
    // posted again, the new one replaces it and says so.
    let connect6 = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), variant(&fake, "Connect6")]),
    )
    .await;
    assert!(!connect6.ephemeral, "{connect6:?}");
    assert!(
        connect6
            .content
            .contains("replaced their open challenge (Pente as")
            && connect6.content.contains("game of Connect6"),
        "{}",
        connect6.content
    );
    assert_ne!(connect6.custom_ids(), pente.custom_ids(), "a new challenge");
    // The Pente challenge's message says it was replaced and lost its
    // buttons; its Accept, pressed anyway, starts nothing.
    let old = fake
        .wait_until(
            "the old challenge to be closed",
            Duration::from_secs(10),
            |f| {
                f.message(pente.msg().id)
                    .filter(|m| m.content.contains("replaced this challenge"))
            },
        )
        .await;
    assert!(old.custom_ids().is_empty(), "{old:?}");
    let late = fake
        .click_unchecked(&bob(), pente.msg().id, &old_accept)
        .await
        .reply()
        .await;
    assert_private(&late, "no longer open");
    // Bob accepts the one that is open: a game of Connect6.
    let accept = connect6
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    let game = fake
        .click(&bob(), connect6.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert!(
        game[1].content.starts_with("Game on! Connect6"),
        "{}",
        game[1].content
    );
    fake.assert_no_problems();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replacing_challenge_discord_refused_leaves_the_open_one_standing() {
    let (fake, _bot) = ready().await;
    let pente = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob())]),
    )
    .await;
    let accept = pente
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    // The Connect6 challenge that would replace it is refused by Discord:
    // Alice is told her Pente challenge still stands...
    fake.fail_post_saying(CHANNEL, "game of Connect6");
    let refused = say(
        &fake,
        &alice(),
        "challenge",
        json!([opt::user("opponent", &bob()), variant(&fake, "Connect6")]),
    )
    .await;
    assert_private(&refused, "could not be posted");
    assert!(
        refused.content.contains("still stands"),
        "{}",
        refused.content
    );
    // ...and it does: its message keeps its buttons, and they work.
    let old = fake.message(pente.msg().id).unwrap();
    assert_eq!(old.custom_ids(), pente.custom_ids());
    let game = fake
        .click(&bob(), pente.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert!(
        game[1].content.starts_with("Game on! <@"),
        "a game of Pente: {}",
        game[1].content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_reconnects_after_the_gateway_drops_and_stops_on_sigterm() {
    let (fake, mut bot) = ready().await;
    start_game(&fake).await;
    play(&fake, &alice(), "K10").await;
    let before = fake.identify_count() + fake.resume_count();
    fake.drop_gateway().await;
    fake.wait_until("the bot to reconnect", Duration::from_secs(20), |f| {
        (f.identify_count() + f.resume_count() > before).then_some(())
    })
    .await;
    fake.wait_connected(Duration::from_secs(20)).await;
    let reply = play(&fake, &bob(), "L9").await;
    assert_board(&reply);

    let pid = bot.pid().unwrap();
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let exit = bot.wait_exit(Duration::from_secs(15)).await;
    assert!(exit.success(), "clean exit: {exit:?}\n{}", bot.log());
    let log = bot.log();
    assert!(log.contains("shutting down"), "{log}");
    assert!(log.contains("connected; invite the bot with https://discord.com/oauth2/authorize?client_id=1180000000000000002"), "{log}");
    assert!(
        !log.contains("fake-token"),
        "the token never appears in the log: {log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn playing_the_bot_itself() {
    let (fake, _bot) = ready().await;
    let me = FakeDiscord::bot_user();
    // The bot has White: it opens on K10 at once.
    let start = say(
        &fake,
        &alice(),
        "challenge",
        json!([
            opt::user("opponent", &me),
            color(&fake, "Black"),
            level(&fake, "Easy")
        ]),
    )
    .await;
    assert_board(&start);
    assert!(start.content.contains("Game on!"), "{}", start.content);
    assert!(start.content.contains("at easy level"), "{}", start.content);
    assert!(
        start
            .content
            .contains(&format!("{} (White) played K10", me.mention())),
        "{}",
        start.content
    );
    assert!(
        start
            .content
            .contains(&format!("{} (Black) to move", alice().mention())),
        "{}",
        start.content
    );

    // Each move of alice's is answered by the bot's, in the same reply.
    // Corners: points the engine has no reason to take first.
    for mv in ["A1", "T19", "A19"] {
        let reply = play(&fake, &alice(), mv).await;
        assert_board(&reply);
        assert_eq!(reply.callback_type, 5, "deferred while the bot thinks");
        let lines: Vec<&str> = reply.content.lines().collect();
        assert!(
            lines[0].starts_with(&format!("{} (Black) played {mv}", alice().mention())),
            "{}",
            reply.content
        );
        assert!(
            lines[1].starts_with(&format!("{} (White) played ", me.mention())),
            "{}",
            reply.content
        );
        assert!(
            lines[1].contains(&format!(
                "{} (Black) to move. Move due <t:",
                alice().mention()
            )),
            "{}",
            reply.content
        );
    }
    // Alice gives up; the game counts for the bot, per level.
    say(&fake, &alice(), "resign", Value::Null).await;
    let stats = say(&fake, &carol(), "stats", json!([opt::user("player", &me)])).await;
    assert!(
        stats
            .content
            .contains("At easy level, I have: 1 game, 1 won"),
        "{}",
        stats.content
    );
    // Another bot is still refused.
    let robot = User::bot(100_000_000_000_000_009, "robot");
    assert_private(
        &say(
            &fake,
            &alice(),
            "challenge",
            json!([opt::user("opponent", &robot)]),
        )
        .await,
        "is a bot",
    );
    fake.assert_no_problems();
}
