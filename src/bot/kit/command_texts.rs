//! The commands' descriptions, their options' and the names of their
//! choices of ordinary words, in every shipped language, from
//! `locales/<lang>/commands.ftl`: Discord shows each user those of their
//! own locale. English comes from the same file. The commands' and options'
//! names stay English (typed and read the same in every server: see the
//! README), and so do the variants' (pente.org's names).
//!
//! Ids: `cmd-pente-challenge` is `/pente challenge`'s description,
//! `cmd-pente-challenge--opponent` its option `opponent`'s, and
//! `choice-color-white` the name of the choice `White` of an option `color`.

use super::{Data, Error};
use crate::locale::Lang;
use std::borrow::Cow;

type Command = poise::Command<Data, Error>;

/// Discord's longest description, and longest choice name.
pub const LONGEST_DESCRIPTION: usize = 100;

/// Sets every command's texts from the shipped languages.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        localize_command(command, "cmd");
    }
}

fn localize_command(command: &mut Command, prefix: &str) {
    let id = format!("{prefix}-{}", command.name);
    if let Some(english) = texts(&id, &mut command.description_localizations) {
        command.description = Some(english.into());
    }
    for parameter in command.parameters.iter_mut() {
        let option = format!("{id}--{}", parameter.name);
        if let Some(english) = texts(&option, &mut parameter.description_localizations) {
            parameter.description = Some(english.into());
        }
        let name = parameter.name.to_string();
        for choice in parameter.choices.to_mut() {
            let choice_id = choice_id(&name, &choice.name);
            if let Some(english) = texts(&choice_id, &mut choice.localizations) {
                choice.name = english.into();
            }
        }
    }
    for sub in command.subcommands.iter_mut() {
        localize_command(sub, &id);
    }
}

/// The id of the name of choice `choice` of option `option`.
pub fn choice_id(option: &str, choice: &str) -> String {
    let slug: String = choice
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    format!("choice-{option}-{slug}")
}

/// Message `id` in every language other than English that has it, added
/// to `localized`; its English, if English has it.
fn texts(
    id: &str,
    localized: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>,
) -> Option<String> {
    if !Lang::ENGLISH.has(id) {
        return None;
    }
    let list = localized.to_mut();
    for lang in Lang::all().skip(1).filter(|l| l.has(id)) {
        list.retain(|(code, _)| code != lang.code());
        list.push((lang.code().into(), lang.text(id, None).into()));
    }
    Some(Lang::ENGLISH.text(id, None))
}

/// Every text id the commands ask for, with what poise has for it (the
/// Rust doc comment, or the choice's own name): for the tests.
pub fn wanted(commands: &[Command]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for command in commands {
        wanted_in(command, "cmd", &mut found);
    }
    found
}

fn wanted_in(command: &Command, prefix: &str, found: &mut Vec<(String, String)>) {
    let id = format!("{prefix}-{}", command.name);
    found.push((
        id.clone(),
        command.description.clone().unwrap_or_default().into(),
    ));
    for parameter in command.parameters.iter() {
        found.push((
            format!("{id}--{}", parameter.name),
            parameter.description.clone().unwrap_or_default().into(),
        ));
        for choice in parameter.choices.iter() {
            found.push((
                choice_id(&parameter.name, &choice.name),
                choice.name.to_string(),
            ));
        }
    }
    for sub in command.subcommands.iter() {
        wanted_in(sub, &id, found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Config;

    fn commands() -> Vec<Command> {
        crate::bot::commands(&Config::default())
    }

    /// Variants keep pente.org's names, and the clock's choices are made
    /// from the configuration: neither is a text of the locales.
    /// `/pente language` lists the languages by their own names and says
    /// "automatic" from `language.ftl` (see `bot::language`).
    fn kept_as_is(id: &str) -> bool {
        [
            "choice-variant-",
            "choice-time-",
            "choice-me-",
            "choice-server-",
        ]
        .iter()
        .any(|p| id.starts_with(p))
    }

    /// Discord refuses to register more (and then the bot hears nothing).
    #[test]
    fn every_command_keeps_within_discords_limits() {
        fn check(command: &Command, path: &str) {
            let path = format!("{path} {}", command.name);
            assert!(
                command.subcommands.len() <= 25,
                "{path} has {} subcommands: Discord allows 25",
                command.subcommands.len()
            );
            assert!(command.parameters.len() <= 25, "{path}: over 25 options");
            assert!(
                command.name.len() <= 32,
                "{path}: a name of over 32 characters"
            );
            for p in command.parameters.iter() {
                assert!(p.choices.len() <= 25, "{path} {}: over 25 choices", p.name);
            }
            for sub in command.subcommands.iter() {
                check(sub, &path);
            }
        }
        for command in &commands() {
            check(command, "");
        }
    }

    /// Discord's count of a command's characters, from what is sent to
    /// register it: every name, description and choice (its name and its
    /// value), of the command, its groups, subcommands and options. Where a
    /// field has localisations, the longest version counts.
    fn discord_size(command: &serde_json::Value) -> usize {
        fn longest(object: &serde_json::Value, field: &str) -> usize {
            let own = object[field].as_str().map_or(0, |t| t.chars().count());
            let localized = object[format!("{field}_localizations")]
                .as_object()
                .into_iter()
                .flat_map(|l| l.values())
                .filter_map(|t| t.as_str())
                .map(|t| t.chars().count());
            localized.fold(own, usize::max)
        }
        fn value(choice: &serde_json::Value) -> usize {
            match &choice["value"] {
                serde_json::Value::String(s) => s.chars().count(),
                other => other.to_string().chars().count(),
            }
        }
        let choices: usize = command["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| longest(c, "name") + value(c))
            .sum();
        let options: usize = command["options"]
            .as_array()
            .into_iter()
            .flatten()
            .map(discord_size)
            .sum();
        longest(command, "name") + longest(command, "description") + choices + options
    }

    /// Discord's limit on one command's characters (over it, registering
    /// fails with `APPLICATION_COMMAND_TOO_LARGE` and the bot stops).
    const DISCORDS_COMMAND_SIZE: usize = 8_000;

    /// What a command may take, leaving room for a translation a little
    /// longer, a new option or the clock choices of a configuration.
    const COMMAND_SIZE_KEPT: usize = 7_200;

    #[test]
    fn every_command_keeps_within_discords_size_in_its_longest_languages() {
        let mut commands = commands();
        localize(&mut commands);
        for command in &commands {
            let sent = serde_json::to_value(command.create_as_slash_command().unwrap()).unwrap();
            let size = discord_size(&sent);
            assert!(
                size <= COMMAND_SIZE_KEPT,
                "/{}: {size} characters counted as Discord does (its limit {DISCORDS_COMMAND_SIZE}; kept under {COMMAND_SIZE_KEPT}): shorten descriptions in locales/*/commands.ftl",
                command.name
            );
        }
    }

    /// Discord's rules for each field, in every language sent: a command's
    /// or option's name is 1–32 lowercase letters, digits, `-` or `_`; a
    /// description and a choice's name 1–100 characters.
    #[test]
    fn every_name_and_description_sent_keeps_discords_rules_in_every_language() {
        fn versions<'a>(object: &'a serde_json::Value, field: &str) -> Vec<(String, &'a str)> {
            let mut all: Vec<(String, &str)> = object[field]
                .as_str()
                .map(|t| ("en-US".to_string(), t))
                .into_iter()
                .collect();
            if let Some(l) = object[format!("{field}_localizations")].as_object() {
                all.extend(l.iter().filter_map(|(c, t)| Some((c.clone(), t.as_str()?))));
            }
            all
        }
        fn check(object: &serde_json::Value, path: &str, bad: &mut Vec<String>) {
            for (code, name) in versions(object, "name") {
                let fits = (1..=32).contains(&name.chars().count())
                    && name.chars().all(|c| {
                        (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_'
                    });
                if !fits {
                    bad.push(format!("{path} name in {code}: {name:?}"));
                }
            }
            let path = format!("{path} {}", object["name"].as_str().unwrap_or("?"));
            for (code, text) in versions(object, "description") {
                if !(1..=LONGEST_DESCRIPTION).contains(&text.chars().count()) {
                    bad.push(format!("{path} description in {code}: {text:?}"));
                }
            }
            for choice in object["choices"].as_array().into_iter().flatten() {
                for (code, text) in versions(choice, "name") {
                    if !(1..=LONGEST_DESCRIPTION).contains(&text.chars().count()) {
                        bad.push(format!("{path} choice in {code}: {text:?}"));
                    }
                }
            }
            for option in object["options"].as_array().into_iter().flatten() {
                check(option, &path, bad);
            }
        }
        let mut commands = commands();
        localize(&mut commands);
        let mut bad = Vec::new();
        for command in &commands {
            let sent = serde_json::to_value(command.create_as_slash_command().unwrap()).unwrap();
            check(&sent, "", &mut bad);
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn discords_size_counts_the_longest_language_of_each_field() {
        let sent = serde_json::json!({
            "name": "pente",
            "description": "abc",
            "description_localizations": {"fi": "abcdef", "de": "ab"},
            "options": [{
                "name": "color",
                "description": "x",
                "choices": [{"name": "White", "name_localizations": {"fi": "Valkea"}, "value": 10}]
            }]
        });
        assert_eq!(discord_size(&sent), 5 + 6 + 5 + 1 + 6 + 2);
    }

    #[test]
    fn every_command_and_option_has_its_english_text() {
        let missing: Vec<String> = wanted(&commands())
            .into_iter()
            .filter(|(id, _)| !kept_as_is(id) && !Lang::ENGLISH.has(id))
            .map(|(id, rust)| format!("{id} = {rust}"))
            .collect();
        assert!(
            missing.is_empty(),
            "add to locales/en-US/commands.ftl, and in translation to every other locales/*/commands.ftl:\n{}",
            missing.join("\n")
        );
    }

    #[test]
    fn the_commands_file_holds_no_text_of_a_command_gone() {
        let wanted: Vec<String> = wanted(&commands()).into_iter().map(|(id, _)| id).collect();
        let gone: Vec<String> = crate::locale::messages(Lang::ENGLISH)
            .into_iter()
            .map(|(id, _)| id)
            .filter(|id| id.starts_with("cmd-") || id.starts_with("choice-"))
            .filter(|id| !wanted.contains(id))
            .collect();
        assert!(
            gone.is_empty(),
            "remove from every locales/*/commands.ftl: {gone:?}"
        );
    }

    #[test]
    fn every_language_describes_every_command_within_discords_limits() {
        let mut commands = commands();
        localize(&mut commands);
        let ids = wanted(&commands);
        for lang in Lang::all() {
            for (id, _) in ids.iter().filter(|(id, _)| !kept_as_is(id)) {
                assert!(lang.has(id), "{} has no {id}", lang.code());
                let text = lang.text(id, None);
                assert!(
                    !text.trim().is_empty() && text.chars().count() <= LONGEST_DESCRIPTION,
                    "{} {id}: {} characters: {text}",
                    lang.code(),
                    text.chars().count()
                );
            }
        }
    }

    #[test]
    fn the_registered_commands_carry_every_languages_descriptions() {
        let mut commands = commands();
        localize(&mut commands);
        let pente = &commands[0];
        let challenge = pente
            .subcommands
            .iter()
            .find(|c| c.name == "challenge")
            .expect("/pente challenge");
        let codes: Vec<&str> = challenge
            .description_localizations
            .iter()
            .map(|(code, _)| code.as_ref())
            .collect();
        for lang in Lang::all().skip(1) {
            assert!(codes.contains(&lang.code()), "{codes:?}");
        }
        let finnish = challenge
            .description_localizations
            .iter()
            .find(|(code, _)| code == "fi")
            .map(|(_, text)| text.to_string())
            .unwrap();
        assert_ne!(
            Some(finnish.clone()),
            challenge.description.as_ref().map(|d| d.to_string())
        );
        let color = challenge
            .parameters
            .iter()
            .find(|p| p.name == "color")
            .expect("the colour option");
        assert!(color
            .choices
            .iter()
            .all(|c| c.localizations.iter().any(|(code, _)| code == "fi")));
    }
}
