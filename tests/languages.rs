//! Issue 37 through the fake Discord: the language of private replies is
//! the asker's (their Discord locale, or their own choice), the server's
//! public language is a moderator's choice, and the registered commands
//! carry every shipped language's descriptions.

use crate::common::fake_discord::{opt, FakeDiscord, GUILD_ID};
use crate::common::pente::*;
use crate::common::shared_db::SharedDb;
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
}
