//! The buttons more than one command file posts, and every button's
//! custom-id prefix: `buttons.rs` routes a press by its prefix to the file
//! that owns it.

use crate::locale::Lang;
use crate::session::{Match, Offer};
use crate::tr;
use poise::serenity_prelude as serenity;

/// A challenge's Accept, Decline, Withdraw: `pente:<action>:<challenge id>`.
pub const CHALLENGE: &str = "pente:";
/// Rematch, under a final board: `game:rematch:<game id>` (routed before
/// the other `game:` buttons).
pub const REMATCH: &str = "game:rematch:";
/// Under a board in play: `game:<draw|takeback|resign|resign-yes>:<game id>:<stamp>`.
pub const GAME: &str = "game:";
/// Under a board whose opening decision is open (D-Pente, Swap2):
/// `opening:<swap|keep|pass>:<game id>:<stamp>`.
pub const OPENING: &str = "opening:";
/// Under an offer: `offer:<accept|decline>:<kind>:<game id>:<stamp>`.
pub const OFFER: &str = "offer:";
/// The leaderboard's pages: `pente-leaderboard:<page>`.
pub const LEADERBOARD: &str = "pente-leaderboard:";
/// A replay's steps: `replay:<post>:<game>:<button>:<position>`.
pub const REPLAY: &str = "replay:";

/// A tournament's sign-up: `tournament:<join|leave>:<tournament id>`.
pub const TOURNAMENT: &str = "tournament:";
/// A puzzle's Hint and Give up (`puzzle:<hint|giveup>:<solver>:<moves>`)
/// and the stats' Retry failed (`puzzle:retry:<solver>`).
pub const PUZZLE: &str = "puzzle:";

/// What a press on a button that is no longer understood is told.
pub fn not_mine(lang: Lang) -> String {
    tr!(lang, "button-not-mine")
}

/// [`not_mine`] in English, for the files whose words haven't moved to
/// the Fluent files yet.
pub const NOT_MINE: &str = "This button is not one of mine."; // untranslated: English for the callers not yet moved

pub fn button(
    custom_id: String,
    label: &str,
    style: serenity::ButtonStyle,
) -> serenity::CreateButton {
    serenity::CreateButton::new(custom_id)
        .label(label)
        .style(style)
}

/// Accept, Decline, Withdraw under challenge `id`, in `lang`.
pub fn challenge_buttons(id: u64, lang: Lang) -> Vec<serenity::CreateActionRow> {
    let b = |action: &str, label: String, style| {
        button(format!("{CHALLENGE}{action}:{id}"), &label, style)
    };
    vec![serenity::CreateActionRow::Buttons(vec![
        b(
            "accept",
            tr!(lang, "button-accept"),
            serenity::ButtonStyle::Success,
        ),
        b(
            "decline",
            tr!(lang, "button-decline"),
            serenity::ButtonStyle::Danger,
        ),
        b(
            "withdraw",
            tr!(lang, "button-withdraw"),
            serenity::ButtonStyle::Secondary,
        ),
    ])]
}

/// The buttons under a board: Offer draw, Takeback and Resign while the game
/// is on, carrying the game's stamp so that only the newest board's act;
/// Rematch once it is over. Labelled in `lang`, the server's.
pub fn game_buttons(m: &Match, lang: Lang) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Danger, Primary, Secondary};
    let id = m.id;
    let mut rows = Vec::new();
    if let Some(pending) = m.game.pending().filter(|_| !m.is_over()) {
        let stamp = m.stamp();
        let choices = pending
            .options
            .iter()
            .map(|c| {
                let label = match c {
                    crate::game::Choice::Swap => tr!(lang, "button-swap"),
                    crate::game::Choice::Keep => tr!(lang, "button-keep"),
                    crate::game::Choice::Pass => tr!(lang, "button-pass"),
                };
                button(format!("{OPENING}{c}:{id}:{stamp}"), &label, Primary)
            })
            .collect();
        rows.push(serenity::CreateActionRow::Buttons(choices));
    }
    let buttons = if m.is_over() {
        vec![button(
            format!("{REMATCH}{id}"),
            &tr!(lang, "button-rematch"),
            Primary,
        )]
    } else {
        let stamp = m.stamp();
        vec![
            button(
                format!("{GAME}draw:{id}:{stamp}"),
                &tr!(lang, "button-offer-draw"),
                Secondary,
            ),
            button(
                format!("{GAME}takeback:{id}:{stamp}"),
                &tr!(lang, "button-takeback"),
                Secondary,
            ),
            button(
                format!("{GAME}resign:{id}:{stamp}"),
                &tr!(lang, "button-resign"),
                Danger,
            ),
        ]
    };
    rows.push(serenity::CreateActionRow::Buttons(buttons));
    rows
}

/// A board button's `<action>:<game id>:<stamp>` (after [`GAME`] or
/// [`OPENING`]), as [`game_buttons`] writes it.
pub fn board_press(rest: &str) -> Option<(&str, u64, &str)> {
    let mut parts = rest.split(':');
    match (parts.next(), parts.next(), parts.next(), parts.next()) {
        (Some(action), Some(id), Some(stamp), None) => Some((action, id.parse().ok()?, stamp)),
        _ => None,
    }
}

/// Accept and Decline under an open offer, in `lang`.
pub fn offer_buttons(game: u64, offer: &Offer, lang: Lang) -> Vec<serenity::CreateActionRow> {
    let tail = format!("{}:{game}:{}", offer.kind.as_str(), offer.stamp());
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            format!("{OFFER}accept:{tail}"),
            &tr!(lang, "button-accept"),
            serenity::ButtonStyle::Success,
        ),
        button(
            format!("{OFFER}decline:{tail}"),
            &tr!(lang, "button-decline"),
            serenity::ButtonStyle::Danger,
        ),
    ])]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Player;
    use std::time::{Duration, SystemTime};

    fn custom_ids(rows: &[serenity::CreateActionRow]) -> Vec<String> {
        let json = serde_json::to_value(rows).unwrap();
        json.as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .map(|b| b["custom_id"].as_str().unwrap().to_string())
            .collect()
    }

    #[test]
    fn a_board_carries_its_stamp_and_a_final_board_a_rematch() {
        let mut m = Match::new(
            7,
            Player::new(1, "alice"),
            Player::new(2, "bob"),
            Duration::from_secs(60),
        );
        m.play(1, "K10", SystemTime::UNIX_EPOCH).unwrap();
        assert_eq!(
            custom_ids(&game_buttons(&m, Lang::ENGLISH)),
            [
                "game:draw:7:1.0",
                "game:takeback:7:1.0",
                "game:resign:7:1.0"
            ]
        );
        m.resign(2).unwrap();
        assert_eq!(
            custom_ids(&game_buttons(&m, Lang::ENGLISH)),
            ["game:rematch:7"]
        );
        assert_eq!(
            custom_ids(&challenge_buttons(9, Lang::ENGLISH)),
            ["pente:accept:9", "pente:decline:9", "pente:withdraw:9"]
        );
    }
}
