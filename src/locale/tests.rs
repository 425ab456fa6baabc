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
