//! Every word the bot says, per language: Fluent resources in
//! `locales/<Discord's locale code>/`, compiled in and parsed once. English
//! (`en-US`) is the source; a message missing in a language falls back to
//! English (a test forbids it in the shipped ones), so a key is never shown.
//! Pure: `bot`, `render` and `web` ask it with a [`Lang`].

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentArgs as Args;

/// A language the bot speaks: Discord's locale code and its own name for
/// itself. Its words are the `.ftl` files of `locales/<code>/` (the same
/// files in every language), compiled in by the build script.
pub struct Shipped {
    pub code: &'static str,
    pub name: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/locale_files.rs"));

/// The languages shipped, English first (the fallback). Adding one is a
/// folder `locales/<code>/` with English's files translated, and a line here.
pub static LANGUAGES: &[Shipped] = &[
    Shipped {
        code: "en-US",
        name: "English",
    },
    Shipped {
        code: "fi",
        name: "Suomi",
    },
    Shipped {
        code: "de",
        name: "Deutsch",
    },
    Shipped {
        code: "fr",
        name: "Français",
    },
    Shipped {
        code: "es-ES",
        name: "Español",
    },
    Shipped {
        code: "pl",
        name: "Polski",
    },
];

impl Shipped {
    /// The `.ftl` files of this language, by name.
    pub fn files(&self) -> &'static [(&'static str, &'static str)] {
        LOCALE_FILES
            .iter()
            .find(|(code, _)| *code == self.code)
            .map_or(&[], |(_, files)| *files)
    }
}

/// One of [`LANGUAGES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lang(usize);

impl Lang {
    /// English, the source and the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every shipped language, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).map(Lang)
    }

    /// The shipped language for one of Discord's locale codes (`fi`,
    /// `en-GB`, `es-419`, `pt-BR` …): the same code, else the same language
    /// in another region; `None` if the bot doesn't speak it.
    pub fn from_code(code: &str) -> Option<Lang> {
        let code = code.trim();
        let language = |c: &str| c.split(['-', '_']).next().unwrap_or(c).to_ascii_lowercase();
        LANGUAGES
            .iter()
            .position(|l| l.code.eq_ignore_ascii_case(code))
            .or_else(|| {
                LANGUAGES
                    .iter()
                    .position(|l| language(l.code) == language(code))
            })
            .map(Lang)
    }

    /// Discord's locale code of this language.
    pub fn code(self) -> &'static str {
        LANGUAGES[self.0].code
    }

    /// The language's name for itself.
    pub fn name(self) -> &'static str {
        LANGUAGES[self.0].name
    }

    /// Message `id` in this language with `args`, else in English.
    pub fn text(self, id: &str, args: Option<&FluentArgs>) -> String {
        format(self, id, args)
            .or_else(|| format(Lang::ENGLISH, id, args))
            // Never reached in the shipped languages (a test reads every
            // message the code asks for): a key is better than nothing.
            .unwrap_or_else(|| id.to_string())
    }

    /// Whether this language has message `id` itself (not by fallback).
    pub fn has(self, id: &str) -> bool {
        BUNDLES[self.0].has_message(id)
    }
}

/// `lang.text(id, …)` with named arguments: `tr!(lang, "id", count = 3)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $lang.text($id, None)
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::locale::Args::new();
        $(args.set(stringify!($name), $value);)+
        $lang.text($id, Some(&args))
    }};
}

/// A length of time in words: "15 minutes", "1 hour", "3 days",
/// "90 seconds" (the largest unit that divides it), in `lang`'s plurals.
pub fn duration(lang: Lang, d: std::time::Duration) -> String {
    let secs = d.as_secs();
    let (n, id) = if secs.is_multiple_of(86_400) && secs >= 86_400 {
        (secs / 86_400, "duration-days")
    } else if secs.is_multiple_of(3600) && secs >= 3600 {
        (secs / 3600, "duration-hours")
    } else if secs.is_multiple_of(60) && secs >= 60 {
        (secs / 60, "duration-minutes")
    } else {
        (secs, "duration-seconds")
    };
    let mut args = Args::new();
    args.set("n", n);
    lang.text(id, Some(&args))
}

/// A side's name: "White", "Black".
pub fn color(lang: Lang, color: crate::game::Color) -> String {
    match color {
        crate::game::Color::White => tr!(lang, "color-white"),
        crate::game::Color::Black => tr!(lang, "color-black"),
    }
}

/// "a", "a or b", "a, b or c" in `lang`.
pub fn list_or(lang: Lang, items: &[String]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            tr!(
                lang,
                "list-or",
                rest = rest.join(", "),
                last = last.as_str()
            )
        }
        _ => items.join(""),
    }
}

/// "a", "a and b", "a, b and c" in `lang`.
pub fn list_and(lang: Lang, items: &[String]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            tr!(
                lang,
                "list-and",
                rest = rest.join(", "),
                last = last.as_str()
            )
        }
        _ => items.join(""),
    }
}

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> =
    LazyLock::new(|| LANGUAGES.iter().map(bundle).collect());

fn bundle(shipped: &Shipped) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = shipped.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around values: Discord shows mentions,
    // links and code spans only when their text is plain.
    bundle.set_use_isolating(false);
    for (_, text) in shipped.files() {
        // A file with errors keeps the messages that parsed (a test
        // forbids errors in the shipped files).
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice keeps its first definition.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let bundle = &BUNDLES[lang.0];
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// The ids of the messages of `lang`'s resource files, and the variables
/// each uses, for the tests that hold the languages together.
pub fn messages(lang: Lang) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let mut found = Vec::new();
    for (_, text) in LANGUAGES[lang.0].files() {
        let Ok(resource) = fluent_syntax::parser::parse(*text) else {
            continue;
        };
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = Vec::new();
                if let Some(value) = &m.value {
                    variables(value, &mut vars);
                }
                found.push((m.id.name.to_string(), vars));
            }
        }
    }
    found
}

fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, into: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, into: &mut Vec<String>) {
        if let InlineExpression::VariableReference { id } = e {
            if !into.iter().any(|v| v == id.name) {
                into.push(id.name.to_string());
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            match expression {
                Expression::Inline(e) => inline(e, into),
                Expression::Select { selector, variants } => {
                    inline(selector, into);
                    for v in variants {
                        variables(&v.value, into);
                    }
                }
            }
        }
    }
}

/// Parse errors of every shipped file, as `code/file: error`.
pub fn parse_errors() -> Vec<String> {
    let mut errors = Vec::new();
    for shipped in LANGUAGES {
        for (file, text) in shipped.files() {
            if let Err((_, found)) = fluent_syntax::parser::parse(*text) {
                errors.extend(
                    found
                        .iter()
                        .map(|e| format!("{}/{file}: {e:?}", shipped.code)),
                );
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests;
