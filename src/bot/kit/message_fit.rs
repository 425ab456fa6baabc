//! Keeping a message within Discord's 2,000 characters: a long list cut
//! into several messages, or its top and a word of how many are left out.

use crate::locale::Lang;
use crate::tr;
use std::ops::Range;

/// The most characters of a message's text.
pub const MESSAGE_LIMIT: usize = 2000;

pub fn length(text: &str) -> usize {
    text.chars().count()
}

/// `lines` under `header`, cut into messages within Discord's limit: each
/// message's text and the range of the lines it holds. The header opens
/// the first message only; no line is split.
pub fn in_messages(header: &str, lines: &[String]) -> Vec<(String, Range<usize>)> {
    let mut out = Vec::new();
    let mut text = header.to_string();
    let mut first = 0;
    for (i, line) in lines.iter().enumerate() {
        let line: String = line.chars().take(MESSAGE_LIMIT).collect();
        if !text.is_empty() && length(&text) + 1 + length(&line) > MESSAGE_LIMIT {
            out.push((std::mem::take(&mut text), first..i));
            first = i;
        }
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&line);
    }
    if !text.is_empty() || out.is_empty() {
        out.push((text, first..lines.len()));
    }
    out
}

/// `header` and as many of `lines` as fit in `limit` characters, then
/// `more(n)` for the `n` left out.
pub fn top_lines(
    header: &str,
    lines: &[String],
    limit: usize,
    more: impl Fn(usize) -> String,
) -> String {
    let mut text = header.to_string();
    for (i, line) in lines.iter().enumerate() {
        let tail = more(lines.len() - i - 1);
        let room = if i + 1 == lines.len() {
            0
        } else {
            1 + length(&tail)
        };
        if length(&text) + 1 + length(line) + room > limit {
            return format!("{text}\n{}", more(lines.len() - i));
        }
        text.push('\n');
        text.push_str(line);
    }
    text
}

/// [`listed_within_in`] English.
pub fn listed_within(items: &[String], limit: usize) -> String {
    listed_within_in(items, limit, Lang::ENGLISH)
}

/// `items` joined by ", " within `limit` characters, then "… and n more"
/// in `lang`.
pub fn listed_within_in(items: &[String], limit: usize, lang: Lang) -> String {
    let mut text = String::new();
    for (i, item) in items.iter().enumerate() {
        let more = tr!(lang, "fit-and-more", n = items.len() - i);
        let sep = if text.is_empty() { "" } else { ", " };
        let room = if i + 1 == items.len() {
            0
        } else {
            2 + length(&more)
        };
        if length(&text) + length(sep) + length(item) + room > limit {
            return format!("{text}{sep}{more}");
        }
        text.push_str(sep);
        text.push_str(item);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lists_are_cut_into_messages_within_the_limit_keeping_every_line() {
        let lines: Vec<String> = (0..200)
            .map(|i| format!("{i:>3} {}", "x".repeat(40)))
            .collect();
        let messages = in_messages("header", &lines);
        assert!(messages.len() > 1);
        assert!(messages
            .iter()
            .all(|(text, _)| length(text) <= MESSAGE_LIMIT));
        assert!(messages[0].0.starts_with("header\n"));
        let mut next = 0;
        for (text, range) in &messages {
            assert_eq!(range.start, next);
            next = range.end;
            assert_eq!(
                text.lines().filter(|l| l.contains('x')).count(),
                range.len()
            );
        }
        assert_eq!(next, lines.len());
        assert_eq!(in_messages("only", &[]), vec![("only".to_string(), 0..0)]);
    }

    #[test]
    fn the_top_of_a_long_table_fits_and_says_how_many_are_left_out() {
        let lines: Vec<String> = (1..=64)
            .map(|i| format!("{i}. {}", "y".repeat(60)))
            .collect();
        let text = top_lines("head", &lines, MESSAGE_LIMIT, |n| format!("… and {n} more"));
        assert!(length(&text) <= MESSAGE_LIMIT, "{}", length(&text));
        let shown = text.lines().filter(|l| l.contains('y')).count();
        assert!(shown > 10 && shown < 64);
        assert!(
            text.ends_with(&format!("… and {} more", 64 - shown)),
            "{text}"
        );
        let short = top_lines("head", &lines[..3], MESSAGE_LIMIT, |n| format!("{n} more"));
        assert_eq!(short.lines().count(), 4, "all fit: nothing said of more");
        let listed = listed_within(&lines, 300);
        assert!(
            length(&listed) <= 300 && listed.contains("more"),
            "{listed}"
        );
    }
}
