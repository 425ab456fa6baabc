//! Every word a user sees comes from the Fluent files (issue 37): no prose
//! left as a string literal in the code that talks to players, and every
//! message the code asks for exists, in every language, with the variables
//! the code gives it.
//!
//! A small lexer reads the sources (comments, char literals and raw strings
//! understood) and judges each string literal by what encloses it: log
//! lines, panics, internal errors, attributes and the ids given to `tr!`
//! are not shown to users; everything else that reads as prose is.

use pente_bot::locale::{messages, Args, Lang};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The folders whose strings reach users.
const SCANNED: &[&str] = &["src/bot", "src/render", "src/session", "src/web"];

/// What encloses a string that no user sees: logging, panics and
/// assertions, internal errors (the error handler shows users a message of
/// its own), compile-time includes, and the ids given to `tr!`.
const NOT_SHOWN: &[&str] = &[
    "trace!",
    "debug!",
    "info!",
    "warn!",
    "error!",
    "info_span!",
    "debug_span!",
    "expect",
    "panic!",
    "unreachable!",
    "todo!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "debug_assert_eq!",
    "anyhow!",
    "bail!",
    "context",
    "with_context",
    "include_str!",
    "include_bytes!",
    "concat!",
    "env!",
    "tr!",
    "#[",
];

/// Literals that may stay as they are, wherever they are: names that are
/// the same in every language.
const ALLOWED: &[&str] = &["pente-bot", "Pente", "Pente.org", "pente.org", "Glicko-2"];

/// Files not yet moved to Fluent, each group by who moves it. Empty when
/// issue 37 is done; a file leaves the list when its strings have moved.
const PENDING: &[&str] = &[
    // the bot's core
    // the website
    "src/web/mod.rs",
    "src/web/game.rs",
    "src/web/server.rs",
    "src/web/pages.rs",
    "src/web/http.rs",
    "src/web/live.rs",
    "src/web/metrics.rs",
    "src/web/record.rs",
    "src/web/daily.rs",
    "src/web/thumbs.rs",
    "src/render/svg.rs",
    "src/bot/web.rs",
    "src/bot/kit/web_links.rs",
    // the explorer
    "src/bot/explore.rs",
    "src/bot/kit/explore.rs",
    "src/render/explore.rs",
    "src/web/explore.rs",
    // long games
];

#[derive(Debug)]
struct Literal {
    line: usize,
    text: String,
    /// What encloses it, innermost last: the macro or function whose
    /// parentheses hold it (`warn!`, `expect`), or `#[` for an attribute.
    enclosing: Vec<String>,
    /// Whether the line ends with `// untranslated: why`, an explicit
    /// exception with its reason.
    excused: bool,
}

/// A call `tr!(lang, "id", name = value, …)` with a literal id.
#[derive(Debug)]
struct Call {
    file: String,
    line: usize,
    id: String,
    args: Vec<String>,
}

/// The string literals of a Rust source up to its tests (`#[cfg(test)]`),
/// and its `tr!` calls.
fn lex(source: &str, file: &str) -> (Vec<Literal>, Vec<Call>) {
    let source = match source.find("#[cfg(test)]") {
        Some(at) => &source[..at],
        None => source,
    };
    let chars: Vec<char> = source.chars().collect();
    let lines: Vec<&str> = source.lines().collect();
    let mut literals = Vec::new();
    let mut calls = Vec::new();
    // Open brackets with what precedes them; for `tr!(`, the call so far.
    let mut stack: Vec<(String, Option<Call>, usize)> = Vec::new();
    let mut word = String::new();
    let mut last_word = String::new();
    let mut line = 1;
    let mut i = 0;
    let excused = |line: usize| {
        lines
            .get(line - 1)
            .is_some_and(|l| l.contains("// untranslated:"))
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            i += 1;
            continue;
        }
        if !word.is_empty() {
            last_word = std::mem::take(&mut word);
        }
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '\'' => {
                // A char literal ('a', '\n', '"') or a lifetime ('a).
                if next == Some('\\') {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                // An attribute: `#[…]` or `#![…]`.
                stack.push(("#[".into(), None, 0));
                i += if next == Some('[') { 2 } else { 3 };
                last_word.clear();
            }
            '"' | '#'
                if c == '"'
                    || (i > 0
                        && chars[i - 1] == 'r'
                        && (last_word == "r" || last_word == "br")) =>
            {
                // A string: plain, byte (b"…") or raw (r"…", r#"…"#).
                let raw = i > 0 && chars[i - 1] == 'r' && (last_word == "r" || last_word == "br");
                let mut hashes = 0;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                if chars.get(i) != Some(&'"') {
                    last_word.clear();
                    continue;
                }
                let start_line = line;
                i += 1;
                let mut text = String::new();
                while let Some(&ch) = chars.get(i) {
                    if ch == '\n' {
                        line += 1;
                    }
                    if !raw && ch == '\\' {
                        // Keep escapes as they are; a line continuation too.
                        text.push(ch);
                        if let Some(&e) = chars.get(i + 1) {
                            if e == '\n' {
                                line += 1;
                            }
                            text.push(e);
                        }
                        i += 2;
                        continue;
                    }
                    if ch == '"' && (0..hashes).all(|k| chars.get(i + 1 + k) == Some(&'#')) {
                        i += 1 + hashes;
                        break;
                    }
                    text.push(ch);
                    i += 1;
                }
                if let Some((_, Some(call), commas)) = stack.last_mut() {
                    if *commas == 1 && call.id.is_empty() {
                        call.id = text.clone();
                    }
                }
                literals.push(Literal {
                    line: start_line,
                    text,
                    enclosing: stack.iter().map(|(w, _, _)| w.clone()).collect(),
                    excused: excused(start_line) || excused(line),
                });
                last_word.clear();
            }
            '(' | '[' | '{' => {
                let bang = i > 0 && chars[i - 1] == '!';
                let name = if bang {
                    format!("{last_word}!")
                } else if chars[i.saturating_sub(1)].is_alphanumeric()
                    || chars[i.saturating_sub(1)] == '_'
                {
                    last_word.clone()
                } else {
                    String::new()
                };
                let call = (name == "tr!" && c == '(').then(|| Call {
                    file: file.to_string(),
                    line,
                    id: String::new(),
                    args: Vec::new(),
                });
                stack.push((name, call, 0));
                last_word.clear();
                i += 1;
            }
            ')' | ']' | '}' => {
                if let Some((_, Some(call), _)) = stack.pop() {
                    if !call.id.is_empty() {
                        calls.push(call);
                    }
                }
                last_word.clear();
                i += 1;
            }
            ',' => {
                if let Some((_, _, commas)) = stack.last_mut() {
                    *commas += 1;
                }
                last_word.clear();
                i += 1;
            }
            '=' => {
                // `name = value` at the top of a `tr!` call names an argument.
                if let Some((_, Some(call), commas)) = stack.last_mut() {
                    if *commas >= 2 && next != Some('=') && !last_word.is_empty() {
                        call.args.push(last_word.clone());
                    }
                }
                i += 1;
                if next == Some('=') || next == Some('>') {
                    i += 1;
                }
            }
            _ => {
                // `name!(` keeps its name for the bracket.
                if !c.is_whitespace() && c != '!' {
                    last_word.clear();
                }
                i += 1;
            }
        }
    }
    (literals, calls)
}

/// Whether a literal reads as words for people: after its `{placeholders}`
/// and escapes go, a capitalised word ("Resign"), or words with a space
/// between them ("it's your move").
fn is_prose(text: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '\\' => {
                chars.next();
                plain.push(' ');
            }
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect();
    let capitalised = words.iter().any(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.any(char::is_lowercase)
    });
    let spaced = !words.is_empty() && plain.trim().contains(' ');
    // Identifiers, paths and words typed as commands: `pente:accept`,
    // `image/png`, `white_wins`, `swap`.
    let identifier = !plain.contains(' ')
        && (plain.chars().any(|c| "_-:./=&?#%@".contains(c))
            || !plain.chars().any(char::is_uppercase));
    (capitalised || spaced) && !identifier
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// Every scanned source file, by its path from the project's root.
fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in SCANNED {
        rust_files(&root.join(dir), &mut files);
    }
    let mut found: Vec<(String, String)> = files
        .into_iter()
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            !name.ends_with("tests.rs") && !p.components().any(|c| c.as_os_str() == "tests")
        })
        .map(|p| {
            let relative = p
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (relative, std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    found.sort();
    found
}

fn shown(literal: &Literal) -> bool {
    // thiserror's `#[error("…")]` is the one attribute whose text users see.
    let error_message = literal
        .enclosing
        .windows(2)
        .any(|w| w[0] == "#[" && w[1] == "error");
    is_prose(&literal.text)
        && !literal.excused
        && !ALLOWED.contains(&literal.text.as_str())
        && (error_message
            || !literal
                .enclosing
                .iter()
                .any(|e| NOT_SHOWN.contains(&e.as_str())))
}

#[test]
fn no_words_for_users_are_left_in_the_code() {
    let mut left = Vec::new();
    for (file, source) in sources() {
        if PENDING.contains(&file.as_str()) {
            continue;
        }
        let (literals, _) = lex(&source, &file);
        for literal in literals.iter().filter(|l| shown(l)) {
            left.push(format!("{file}:{}: {:?}", literal.line, literal.text));
        }
    }
    assert!(
        left.is_empty(),
        "words for users outside the Fluent files (move them to locales/, or mark the line \
         `// untranslated: why`):\n{}",
        left.join("\n")
    );
}

#[test]
fn every_message_the_code_asks_for_exists_with_the_variables_it_gives() {
    let mut calls = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        calls.extend(lex(&source, &path.to_string_lossy()).1);
    }
    assert!(calls.len() > 10, "the lexer finds the tr! calls");
    let mut problems = Vec::new();
    for lang in Lang::all() {
        let known: BTreeMap<String, Vec<String>> = messages(lang).into_iter().collect();
        for call in &calls {
            let Some(vars) = known.get(&call.id) else {
                problems.push(format!(
                    "{}:{}: {} has no message {:?}",
                    call.file,
                    call.line,
                    lang.code(),
                    call.id
                ));
                continue;
            };
            for var in vars {
                if !call.args.contains(var) {
                    problems.push(format!(
                        "{}:{}: {} {} uses ${var}, which the code doesn't give",
                        call.file,
                        call.line,
                        lang.code(),
                        call.id
                    ));
                }
            }
            // It formats with them: a number for each (plural selectors
            // need one; text placeables take any value).
            let mut args = Args::new();
            for name in &call.args {
                args.set(name.as_str(), 2);
            }
            let text = lang.text(&call.id, Some(&args));
            if text == call.id || text.contains("{$") || text.contains("{ $") {
                problems.push(format!(
                    "{} {} does not format: {text}",
                    lang.code(),
                    call.id
                ));
            }
        }
    }
    let problems: Vec<_> = problems.into_iter().map(|p| p.replace('\\', "/")).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_lexer_tells_words_for_users_from_ids_and_log_lines() {
    let source = r###"
        fn f(lang: Lang) {
            tracing::warn!("the channel {} is gone", 3);
            let id = "pente:accept";
            let c = '"';
            let path = "image/png";
            reply("It's your move");
            button("Resign");
            let s = tr!(lang, "play-your-move", player = p, deadline = d);
            x.expect("a lock that never fails");
            let r = r#"A "raw" sentence"#;
            let fmt = format!("{} ({})", a, b);
            shown(" vs "); // untranslated: a test of the marker
        }
        #[error("You can't do that")]
        struct E;
        #[cfg(test)]
        mod tests { fn t() { reply("In a test"); } }
    "###;
    let (literals, calls) = lex(source, "f.rs");
    let shown: Vec<&str> = literals
        .iter()
        .filter(|l| shown(l))
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(
        shown,
        vec![
            "It's your move",
            "Resign",
            "A \"raw\" sentence",
            "You can't do that"
        ]
    );
    assert_eq!(calls.len(), 1);
    assert_eq!(calls[0].id, "play-your-move");
    assert_eq!(calls[0].args, vec!["player", "deadline"]);
}
