//! Issue 37 through the fake Discord: the language of private replies is
//! the asker's (their Discord locale, or their own choice), the server's
//! public language is a moderator's choice, and the registered commands
//! carry every shipped language's descriptions.

use crate::common::fake_discord::{opt, FakeDiscord, GUILD_ID};
use crate::common::pente::*;
use crate::common::shared_db::SharedDb;
use pente_bot::locale::Lang;
use pente_bot::tr;
use serde_json::{json, Value};

/// The index of a `/pente language` choice, by its name as registered.
fn language_choice(fake: &FakeDiscord, name: &str) -> i64 {
    let commands = fake.commands();
    let language = commands[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "language")
        .expect("/pente language is registered")
        .clone();
    language["options"][0]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no choice {name}: {language}"))["value"]
        .as_i64()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_asker_is_answered_in_their_language_and_a_moderator_sets_the_servers() {
    let fake = FakeDiscord::start().await;
    let db = SharedDb::new("languages", "choices");
    let _bot = start(&fake, &db.config()).await;
    let (finn, german, moderator) = (alice(), bob(), carol());
    fake.set_locale(&finn, "fi");
    fake.set_locale(&german, "de");
    fake.set_guild_locale(GUILD_ID, "fi");
    fake.make_moderator(&moderator);

    // Each private reply in the asker's Discord locale; the server's posts
    // follow the community server's locale until a moderator chooses.
    let shown = say(&fake, &finn, "language", Value::Null).await;
    assert!(shown.ephemeral, "{}", shown.content);
    assert!(
        shown.content.contains("Vastaan sinulle kielellä **Suomi**")
            && shown.content.contains("palvelimen Discord-kieli"),
        "{}",
        shown.content
    );
    let rules = say(&fake, &finn, "rules", Value::Null).await;
    assert!(
        rules.ephemeral && rules.content.contains("**Pente lyhyesti**"),
        "{}",
        rules.content
    );
    let keryo = say(
        &fake,
        &german,
        "rules",
        json!([variant(&fake, "Keryo-Pente")]),
    )
    .await;
    assert!(
        keryo.content.contains("genau drei Steine") && keryo.content.contains("*Das Bild:*"),
        "{}",
        keryo.content
    );
    assert!(!keryo.files.is_empty(), "the picture comes with it");
    let shown = say(&fake, &german, "language", Value::Null).await;
    assert!(
        shown.content.contains("Ich antworte dir auf **Deutsch**"),
        "{}",
        shown.content
    );

    // Only a moderator chooses the server's language: refused in German.
    let polski = language_choice(&fake, "Polski");
    let refused = say(
        &fake,
        &german,
        "language",
        json!([opt::int("server", polski)]),
    )
    .await;
    assert_private(&refused, "Nur Moderatoren");
    let set = say(
        &fake,
        &moderator,
        "language",
        json!([opt::int("server", polski)]),
    )
    .await;
    assert!(set.content.contains("**Polski**"), "{}", set.content);
    let shown = say(&fake, &finn, "language", Value::Null).await;
    assert!(
        shown.content.contains("**Polski** (moderaattorin valinta)"),
        "{}",
        shown.content
    );

    // A user's own choice overrides their Discord locale, and survives a
    // restart; "automatic" gives it back.
    let english = language_choice(&fake, "English");
    let mine = say(&fake, &finn, "language", json!([opt::int("me", english)])).await;
    assert!(
        mine.content
            .contains("From now on I answer you in **English**"),
        "{}",
        mine.content
    );
    drop(_bot);
    let _bot = restart(&fake, &db.config()).await;
    let shown = say(&fake, &finn, "language", Value::Null).await;
    assert!(
        shown
            .content
            .contains("I answer you in **English** (your choice)"),
        "{}",
        shown.content
    );
    let automatic = say(&fake, &finn, "language", json!([opt::int("me", 0)])).await;
    assert!(
        automatic.content.contains("Discord-kielelläsi (**Suomi**)"),
        "{}",
        automatic.content
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registered_commands_carry_every_shipped_languages_descriptions() {
    let (fake, _bot) = ready().await;
    let commands = fake.commands();
    let challenge = commands[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "challenge")
        .unwrap()
        .clone();
    for code in ["fi", "de", "fr", "es-ES", "pl"] {
        let text = challenge["description_localizations"][code].as_str();
        assert!(text.is_some_and(|t| !t.is_empty()), "{code}: {challenge}");
    }
    assert_eq!(
        challenge["description_localizations"]["fi"],
        "Haasta joku Pente-peliin tällä kanavalla"
    );
    let color = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "color")
        .unwrap();
    assert_eq!(color["choices"][0]["name_localizations"]["fi"], "Valkea");
    // The times a move are named in every language too.
    let time = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "time")
        .unwrap();
    for choice in time["choices"].as_array().unwrap() {
        let name = choice["name"].as_str().unwrap();
        assert!(name.ends_with(" a move"), "{choice}");
        let finnish = choice["name_localizations"]["fi"].as_str().unwrap_or("");
        assert!(finnish.ends_with(" siirtoa kohden"), "{choice}");
        let polish = choice["name_localizations"]["pl"].as_str().unwrap_or("");
        assert!(polish.ends_with(" na ruch"), "{choice}");
    }
}

/// What message `id` of `lang` says before its variable `player`.
fn said_before_player(lang: Lang, id: &str) -> String {
    let text = tr!(lang, id, player = "\u{1}");
    text.split('\u{1}').next().unwrap().to_string()
}

fn labels(reply: &crate::common::fake_discord::Reply) -> Vec<String> {
    reply
        .buttons()
        .into_iter()
        .filter_map(|b| b.label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finn_and_a_german_play_in_a_finnish_server_each_told_in_their_own_language() {
    let (fake, _bot) = ready().await;
    let (finn, german, moderator) = (alice(), bob(), carol());
    fake.set_locale(&finn, "fi");
    fake.set_locale(&german, "de");
    fake.set_guild_locale(GUILD_ID, "fi");
    fake.make_moderator(&moderator);
    let (fi, de) = (
        Lang::from_code("fi").unwrap(),
        Lang::from_code("de").unwrap(),
    );

    // The challenge, its answer and the game's first board are public: in
    // the server's Finnish, whoever asked.
    let challenge = say(
        &fake,
        &finn,
        "challenge",
        json!([opt::user("opponent", &german), color(&fake, "White")]),
    )
    .await;
    assert!(!challenge.ephemeral, "{}", challenge.content);
    assert_eq!(labels(&challenge), ["Hyväksy", "Hylkää", "Peru haaste"]);
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .unwrap();
    let replies = fake
        .click(&german, challenge.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert!(
        replies[0].content.contains("hyväksyi haasteen"),
        "{}",
        replies[0].content
    );
    let board = &replies[1];
    assert!(
        board.content.starts_with("Peli alkaa!"),
        "{}",
        board.content
    );
    assert!(!board.files.is_empty(), "the board's picture comes with it");
    assert_eq!(
        labels(board),
        ["Tarjoa tasapeliä", "Peru siirto", "Luovuta"]
    );

    // Each player's private refusals in their own language.
    assert_ne!(
        said_before_player(de, "session-turn-not-your-turn"),
        said_before_player(Lang::ENGLISH, "session-turn-not-your-turn"),
        "German has its own words"
    );
    let refused = play(&fake, &german, "K10").await;
    assert_private(
        &refused,
        &said_before_player(de, "session-turn-not-your-turn"),
    );
    // The newest board carries the buttons that act.
    let board = play(&fake, &finn, "K10").await;
    let refused = play(&fake, &finn, "L9").await;
    assert_private(
        &refused,
        &said_before_player(fi, "session-turn-not-your-turn"),
    );
    let resign = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("game:resign"))
        .unwrap();
    let sure = fake
        .click(&german, board.msg(), &resign)
        .await
        .reply()
        .await;
    assert!(
        sure.ephemeral && sure.content.starts_with("Willst du diese Partie gegen"),
        "{}",
        sure.content
    );
    assert_eq!(labels(&sure), ["Ja, aufgeben"]);

    // The rules in the asker's Finnish; the board for everyone in the
    // server's.
    let rules = say(&fake, &finn, "rules", Value::Null).await;
    assert!(
        rules.ephemeral && rules.content.contains("**Pente lyhyesti**"),
        "{}",
        rules.content
    );
    let shown = say(&fake, &german, "board", Value::Null).await;
    assert!(
        !shown.ephemeral && shown.content.contains("(valkea) vastaan"),
        "{}",
        shown.content
    );

    // Only a moderator changes the server's language: then the public
    // posts follow it, and private replies stay each player's own.
    let deutsch = language_choice(&fake, "Deutsch");
    let server = json!([opt::int("server", deutsch)]);
    assert_private(
        &say(&fake, &finn, "language", server.clone()).await,
        "Vain moderaattorit",
    );
    let set = say(&fake, &moderator, "language", server).await;
    assert!(set.content.contains("**Deutsch**"), "{}", set.content);
    let shown = say(&fake, &finn, "board", Value::Null).await;
    assert!(shown.content.contains("(Weiß) gegen"), "{}", shown.content);
    let refused = play(&fake, &finn, "L9").await;
    assert_private(
        &refused,
        &said_before_player(fi, "session-turn-not-your-turn"),
    );
}

/// A timer's post is the first thing after a restart (review 37 #2): a
/// Finnish community server's loss on time comes in Finnish, though nobody
/// has typed a command there since (the bot read the server's locale from
/// Discord, and kept the one it saw).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_a_timers_first_post_is_in_the_servers_language() {
    const CLOCKS: &str = "move_time_choices = [\"6s\", \"1h\"]\ndefault_move_time = \"1h\"";
    let db = SharedDb::new("languages", "timer_after_restart");
    let fake = FakeDiscord::start().await;
    fake.set_guild_locale(GUILD_ID, "fi");
    let config = format!("{}\n{CLOCKS}", db.config());
    let mut bot = start(&fake, &config).await;
    start_game_with(
        &fake,
        &alice(),
        &bob(),
        vec![time(&fake, "6 seconds a move")],
    )
    .await;
    play_all(
        &fake,
        &[
            (alice(), "K10"),
            (bob(), "L9"),
            (alice(), "N10"),
            (bob(), "L10"),
        ],
    )
    .await;
    bot.kill().await; // with alice's clock running
    tokio::time::sleep(std::time::Duration::from_secs(7)).await;
    let _bot = restart(&fake, &config).await;
    // The words between the loser and the winner, in each language.
    let between = |lang: Lang| {
        let text = tr!(
            lang,
            "session-ending-time",
            loser = "\u{1}",
            winner = "\u{2}"
        );
        text.split(['\u{1}', '\u{2}']).nth(1).unwrap().to_string()
    };
    let (finnish, english) = (
        between(Lang::from_code("fi").unwrap()),
        between(Lang::ENGLISH),
    );
    let lost = fake
        .wait_for_message(CHANNEL, std::time::Duration::from_secs(20), |m| {
            m.content.contains(&finnish) || m.content.contains(&english)
        })
        .await;
    assert!(lost.content.contains(&finnish), "{}", lost.content);
}

/// Review 37 #11: a Discord locale the bot doesn't speak falls back to
/// English, and the reply says so rather than credit the Discord language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_language_not_shipped_is_named_as_not_spoken_yet() {
    let (fake, _bot) = ready().await;
    let brazilian = alice();
    fake.set_locale(&brazilian, "pt-BR");
    fake.set_guild_locale(GUILD_ID, "ja");
    let shown = say(&fake, &brazilian, "language", Value::Null).await;
    let expected_yours = tr!(
        Lang::ENGLISH,
        "language-yours-discord-unshipped",
        language = "English",
        discord = "pt-BR"
    );
    let expected_server = tr!(
        Lang::ENGLISH,
        "language-server-discord-unshipped",
        language = "English",
        discord = "ja"
    );
    assert!(
        shown.content.contains(&expected_yours) && shown.content.contains(&expected_server),
        "{}",
        shown.content
    );
}
