//! The shipped languages hold together: every file parses, every language
//! has exactly English's messages, and each message uses only the
//! variables English's does (the ones the code gives).

use super::*;

#[test]
fn every_shipped_file_parses() {
    assert_eq!(parse_errors(), Vec::<String>::new());
}

#[test]
fn every_language_has_exactly_englishs_messages_with_its_variables() {
    let english = messages(Lang::ENGLISH);
    assert!(!english.is_empty());
    for lang in Lang::all().skip(1) {
        let theirs = messages(lang);
        for (id, vars) in &english {
            let Some((_, their_vars)) = theirs.iter().find(|(i, _)| i == id) else {
                panic!("{} lacks {id}", lang.code());
            };
            for v in their_vars {
                assert!(
                    vars.contains(v),
                    "{} {id} uses ${v}, which English doesn't give",
                    lang.code()
                );
            }
        }
        for (id, _) in &theirs {
            assert!(
                english.iter().any(|(i, _)| i == id),
                "{} has {id}, which English lacks",
                lang.code()
            );
        }
        let mut ids: Vec<&String> = theirs.iter().map(|(i, _)| i).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(
            ids.len(),
            theirs.len(),
            "{} defines a message twice",
            lang.code()
        );
    }
}

#[test]
fn a_language_is_found_by_discords_locale_codes() {
    assert_eq!(Lang::from_code("fi").map(Lang::code), Some("fi"));
    assert_eq!(Lang::from_code("en-GB"), Some(Lang::ENGLISH));
    assert_eq!(Lang::from_code("es-419").map(Lang::code), Some("es-ES"));
    assert_eq!(Lang::from_code("ja"), None);
    assert_eq!(Lang::from_code(""), None);
}

#[test]
fn a_message_missing_in_a_language_falls_back_to_english_never_to_its_key() {
    let finnish = Lang::from_code("fi").unwrap();
    assert!(Lang::ENGLISH.has("language-how"));
    assert_ne!(
        finnish.text("language-how", None),
        Lang::ENGLISH.text("language-how", None)
    );
    assert_eq!(finnish.text("no-such-message", None), "no-such-message");
}

#[test]
fn every_language_has_englishs_files_and_every_folder_is_a_language() {
    let names = |lang: &Shipped| {
        let mut n: Vec<&str> = lang.files().iter().map(|(name, _)| *name).collect();
        n.sort();
        n
    };
    let english = names(&LANGUAGES[0]);
    assert!(english.contains(&"common.ftl"));
    for lang in &LANGUAGES[1..] {
        assert_eq!(names(lang), english, "{}'s files", lang.code);
    }
    for (code, _) in LOCALE_FILES {
        assert!(
            LANGUAGES.iter().any(|l| l.code == *code),
            "locales/{code}/ is not in LANGUAGES"
        );
    }
}

#[test]
fn english_defines_each_message_once() {
    let english = messages(Lang::ENGLISH);
    let mut ids: Vec<&String> = english.iter().map(|(i, _)| i).collect();
    ids.sort();
    let before = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), before);
}

#[test]
fn durations_follow_each_languages_plurals() {
    use std::time::Duration;
    let lang = |c| Lang::from_code(c).unwrap();
    let minutes = |l, n: u64| duration(l, Duration::from_secs(60 * n));
    assert_eq!(minutes(Lang::ENGLISH, 1), "1 minute");
    assert_eq!(minutes(Lang::ENGLISH, 15), "15 minutes");
    assert_eq!(
        duration(Lang::ENGLISH, Duration::from_secs(90)),
        "90 seconds"
    );
    assert_eq!(
        duration(Lang::ENGLISH, Duration::from_secs(3 * 86_400)),
        "3 days"
    );
    assert_eq!(minutes(lang("fi"), 1), "1 minuutti");
    assert_eq!(minutes(lang("fi"), 2), "2 minuuttia");
    // Polish has three forms for whole numbers.
    assert_eq!(minutes(lang("pl"), 1), "1 minuta");
    assert_eq!(minutes(lang("pl"), 3), "3 minuty");
    assert_eq!(minutes(lang("pl"), 5), "5 minut");
    assert_eq!(minutes(lang("pl"), 22), "22 minuty");
}

#[test]
fn lists_join_in_each_language() {
    let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(list_or(Lang::ENGLISH, &items(&["swap"])), "swap");
    assert_eq!(
        list_or(Lang::ENGLISH, &items(&["swap", "keep", "pass"])),
        "swap, keep or pass"
    );
    let finnish = Lang::from_code("fi").unwrap();
    assert_eq!(list_and(finnish, &items(&["a", "b"])), "a ja b");
    assert_eq!(color(finnish, crate::game::Color::Black), "Musta");
}

/// The word just before `\u{1}` in `text`.
fn word_before_mark(text: &str) -> String {
    let before = text.split('\u{1}').next().unwrap_or_default();
    before
        .split_whitespace()
        .last()
        .unwrap_or_default()
        .to_lowercase()
}

/// Review 37 #7: `$when` is Discord's relative time ("in 3 hours"), so it
/// may not follow a word for "by" ("play by in 3 hours").
#[test]
fn a_relative_time_never_follows_a_word_for_by() {
    let by = ["by", "d'ici", "de", "do", "bis", "viimeistään", "until"];
    for lang in Lang::all() {
        for id in ["session-remind-lost-by", "session-remind-aborted-by"] {
            let text = crate::tr!(lang, id, player = "P", color = "C", when = "\u{1}");
            let word = word_before_mark(&text);
            assert!(!by.contains(&word.as_str()), "{} {id}: {text}", lang.code());
        }
    }
}

/// Review 37 #8: a win by captures counts captured stones (10, 15 in
/// Keryo), the same word as the game's ending says.
#[test]
fn a_win_by_captures_names_the_stones_as_the_ending_does() {
    for lang in Lang::all() {
        let after_ten = |text: String| {
            let rest = text.split("10").nth(1).unwrap_or_default().to_string();
            rest.split_whitespace()
                .next()
                .unwrap_or_default()
                .to_string()
        };
        let listed = after_ten(crate::tr!(lang, "games-by-captures", n = 10));
        let ending = after_ten(crate::tr!(
            lang,
            "session-ending-captures",
            winner = "W",
            stones = 10
        ));
        assert_eq!(listed, ending, "{}", lang.code());
    }
}

/// Review 37 #9: `locale::duration` is in the nominative, so no Polish or
/// German sentence puts it after a preposition that needs another case
/// ("po 15 minut", "nach 3 Tage").
#[test]
fn a_duration_never_follows_a_preposition_needing_another_case() {
    let prepositions = ["po", "za", "przez", "nach", "in", "vor", "seit", "binnen"];
    for code in ["pl", "de"] {
        let lang = Lang::from_code(code).unwrap();
        let expired = crate::tr!(
            lang,
            "clock-challenge-expired",
            challenger = "A",
            opponent = "B",
            time = "\u{1}"
        );
        let invited = crate::tr!(
            lang,
            "session-invitation",
            challenger = "A",
            opponent = "B",
            variant = "Pente",
            side = "white",
            time = "T",
            expires = "\u{1}"
        );
        for text in [expired, invited] {
            let word = word_before_mark(&text);
            assert!(!prepositions.contains(&word.as_str()), "{code}: {text}");
        }
    }
}

/// Review 37 #10: Finnish takes a singular verb after a numeral, and "1
/// muu" (not the partitive); French names the takeback request one way.
#[test]
fn the_smaller_translation_errors_stay_fixed() {
    let fi = Lang::from_code("fi").unwrap();
    let kept = crate::tr!(fi, "analyze-kept-puzzles", n = 3);
    assert!(kept.contains("voittoa muuttui "), "{kept}");
    assert_eq!(crate::tr!(fi, "fit-and-more", n = 1), "… ja 1 muu");
    assert_eq!(crate::tr!(fi, "fit-and-more", n = 2), "… ja 2 muuta");
    let fr = Lang::from_code("fr").unwrap();
    let words = crate::tr!(fr, "session-offer-words-takeback");
    assert_eq!(
        words, "demande de reprise",
        "as the buttons and bot.ftl say"
    );
}
