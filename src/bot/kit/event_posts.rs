//! What a tournament posts in its channel: the announcement and its
//! sign-up list, each round's pairings and byes, the standings after each
//! round, and the winner. Every message keeps within Discord's 2,000
//! characters: a long list goes in several messages, or its top with the
//! full table in the picture.

use super::buttons::{button, TOURNAMENT};
use super::event_pictures::{
    crosstable_picture, draw_table, pairings_picture, points, standings_picture,
    PAIRINGS_PICTURE_AFTER,
};
use super::message_fit::{in_messages, length, listed_within, top_lines, MESSAGE_LIMIT};
use super::{mentions, Data};
use crate::event::standings::Standing;
use crate::event::tournament::{Format, Tournament};
use crate::rating::Rating;
use crate::store::{Board, Progress, StoredTournament, TournamentState, FINAL_POSTS};
use poise::serenity_prelude as serenity;

/// Room kept under [`MESSAGE_LIMIT`] by the announcement, for the note a
/// closed sign-up adds.
const ANNOUNCEMENT_LIMIT: usize = MESSAGE_LIMIT - 100;

/// The Join and Leave buttons under an open tournament's announcement.
pub fn sign_up_buttons(id: u64) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Primary, Secondary};
    vec![serenity::CreateActionRow::Buttons(vec![
        button(format!("{TOURNAMENT}join:{id}"), "Join", Primary),
        button(format!("{TOURNAMENT}leave:{id}"), "Leave", Secondary),
    ])]
}

/// Brings tournament `id`'s announcement up to date with what is stored:
/// its list and buttons while open, closed once it is not. One refresh at
/// a time per tournament, each reading the state afresh, so the last edit
/// shows the last state: a Join pressed just before the start never puts
/// the buttons back.
pub async fn refresh_announcement(data: &Data, http: &serenity::Http, id: u64) {
    let Some(run) = data.events.refreshing.begin(id) else {
        return;
    };
    loop {
        refresh_once(data, http, id).await;
        if !run.again() {
            return;
        }
    }
}

async fn refresh_once(data: &Data, http: &serenity::Http, id: u64) {
    let t = match data.store.tournament(id).await {
        Ok(Some(t)) => t,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(tournament = id, "could not read the tournament: {e}");
            return;
        }
    };
    let Some(message) = t.info.message_id else {
        return;
    };
    let ratings = data
        .store
        .tournament_ratings(id, t.info.guild_id, t.info.variant)
        .await
        .unwrap_or_else(|e| {
            tracing::warn!(tournament = id, "could not read the players' ratings: {e}");
            Vec::new()
        });
    let text = announcement(&t, &ratings);
    let (text, buttons) = match t.info.state {
        TournamentState::Open => (text, sign_up_buttons(id)),
        TournamentState::Running | TournamentState::Finished => (
            format!("{text}\nSign-up closed: the tournament is on."),
            vec![],
        ),
        TournamentState::Cancelled => (format!("{text}\nCalled off."), vec![]),
    };
    let edit = serenity::EditMessage::new()
        .content(text)
        .components(buttons)
        .allowed_mentions(mentions(&[]));
    if let Err(e) = serenity::ChannelId::new(t.info.channel_id)
        .edit_message(http, serenity::MessageId::new(message), edit)
        .await
    {
        tracing::warn!(tournament = id, "could not update the announcement: {e}");
    }
}

/// The announcement's text: what the tournament is and who joined (with
/// their ratings in its variant; `1500?` for a newcomer, as the
/// leaderboard shows one), within Discord's limit however many joined.
pub fn announcement(t: &StoredTournament, ratings: &[(u64, f64)]) -> String {
    let info = &t.info;
    let when = match info.starts_at {
        Some(at) => format!(
            "Starts <t:{}:R>, or when the organiser runs `/pente tournament start`.",
            crate::store::millis(at) / 1000
        ),
        None => "Starts when the organiser runs `/pente tournament start`.".to_string(),
    };
    let players: Vec<String> = t
        .players
        .iter()
        .map(|p| match ratings.iter().find(|(id, _)| *id == p.user_id) {
            Some((_, r)) => format!("{} ({r:.0})", p.name),
            // A newcomer, as the leaderboard shows one.
            None => format!("{} ({})", p.name, Rating::default().short()),
        })
        .collect();
    let cap = info
        .max_players
        .map_or_else(String::new, |max| format!(" of {max}"));
    let head = format!(
        "🏆 **{}** (#{}) — {} of {}, {} a move, {}. Organised by <@{}>. {when}\nPlayers ({}{cap}): ",
        info.name,
        info.id,
        info.format.name().replace(", 0 rounds", ""),
        info.variant,
        crate::locale::duration(crate::locale::Lang::ENGLISH, info.move_time),
        if info.rated { "rated" } else { "unrated" },
        info.organiser_id,
        t.players.len(),
    );
    let list = if players.is_empty() {
        "nobody yet".to_string()
    } else {
        listed_within(&players, ANNOUNCEMENT_LIMIT.saturating_sub(length(&head)))
    };
    format!("{head}{list}")
}

/// A message with a picture in a channel, pinging nobody; whether it was sent.
pub async fn show(
    http: &serenity::Http,
    channel: u64,
    text: String,
    picture: Option<serenity::CreateAttachment>,
) -> bool {
    let mut message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(&[]));
    if let Some(picture) = picture {
        message = message.add_file(picture);
    }
    match serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(channel, "could not post an event's picture: {e}");
            false
        }
    }
}

/// A message in a channel, pinging `ping` only; whether it was sent.
pub async fn say(http: &serenity::Http, channel: u64, text: String, ping: &[u64]) -> bool {
    let message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(ping));
    match serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(channel, "could not post an event's message: {e}");
            false
        }
    }
}

/// The line that opens a tournament's first pairings: its format and seeds.
fn begins(t: &StoredTournament) -> String {
    let seeds: Vec<String> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}. {}", i + 1, p.name))
        .collect();
    format!(
        "🏁 **{}** begins: {} ({}), {} players.\nSeeds: {}",
        t.info.name,
        t.info.format.name(),
        t.info.variant,
        t.players.len(),
        listed_within(&seeds, MESSAGE_LIMIT / 2)
    )
}

/// The text of the pairings of some boards of round `round`: the header
/// and a line a board (a game in its thread, or a bye), with whom each pings.
pub fn pairings_lines(
    t: &StoredTournament,
    round: u32,
    boards: &[&Board],
    first: bool,
) -> (String, Vec<(String, Vec<u64>)>) {
    let mut header = String::new();
    if round == 0 && first {
        header = format!("{}\n", begins(t));
    }
    header += &format!(
        "♟️ **{}** — round {}{}:",
        t.info.name,
        round + 1,
        if first { "" } else { ", more games" }
    );
    let lines = boards
        .iter()
        .map(|b| {
            let white = b.pairing.white;
            match b.pairing.black {
                Some(black) => {
                    let place = b
                        .channel_id
                        .map_or_else(String::new, |c| format!(" in <#{c}>"));
                    (
                        format!("• <@{white}> (White) vs <@{black}> (Black){place}"),
                        vec![white, black],
                    )
                }
                None => (
                    format!("☕ <@{white}> has a bye (it counts as a win)."),
                    vec![white],
                ),
            }
        })
        .collect();
    (header, lines)
}

/// Posts the pairings of `boards` (of round `round`, their games started)
/// from what is stored, in as many messages as they need, noting each
/// message's boards as listed once it is sent.
pub async fn post_pairings(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    progress: &Progress,
    round: u32,
    boards: &[&Board],
) -> Result<(), ()> {
    let first = progress
        .boards
        .iter()
        .filter(|p| p.round == round)
        .all(|p| !p.listed);
    let (header, lines) = pairings_lines(t, round, boards, first);
    let texts: Vec<String> = lines.iter().map(|l| l.0.clone()).collect();
    for (text, which) in in_messages(&header, &texts) {
        let ping: Vec<u64> = lines[which.clone()]
            .iter()
            .flat_map(|l| l.1.iter().copied())
            .collect();
        if !say(http, t.info.channel_id, text, &ping).await {
            return Err(());
        }
        let listed: Vec<u32> = boards[which].iter().map(|b| b.board).collect();
        if let Err(e) = data
            .store
            .mark_boards_listed(t.info.id, round, &listed)
            .await
        {
            tracing::error!(tournament = t.info.id, "noting the pairings failed: {e}");
            return Err(());
        }
    }
    let games = t
        .boards
        .iter()
        .filter(|b| b.round == round && b.pairing.black.is_some())
        .count();
    if first && games > PAIRINGS_PICTURE_AFTER {
        // The picture is extra: the text above is the record.
        let lang = super::languages::server_lang(data, t.info.guild_id);
        let picture = draw_table(data, pairings_picture(t, &t.state(), round), lang).await;
        show(http, t.info.channel_id, String::new(), picture).await;
    }
    Ok(())
}

/// One line of standings in text: a knockout says how far the player
/// went, the others their tie-breaks.
pub fn standing_line(t: &StoredTournament, state: &Tournament, s: &Standing) -> String {
    let breaks = match t.info.format {
        Format::Swiss { .. } => format!(
            "Bch-1 {}, SB {}",
            points(s.buchholz_cut1()),
            points(s.sonneborn_berger())
        ),
        Format::Knockout => state
            .knockout_stage(s.player)
            .unwrap_or_default()
            .to_lowercase(),
        Format::RoundRobin { .. } => format!("SB {}", points(s.sonneborn_berger())),
    };
    format!(
        "{}. {} — {} pt{} ({breaks}, {} win{}, {} game{})",
        s.rank,
        t.name_of(s.player),
        points(s.points()),
        if s.points() == 1.0 { "" } else { "s" },
        s.wins,
        super::plural(s.wins as usize),
        s.games,
        super::plural(s.games as usize),
    )
}

/// The standings' texts, within Discord's limit: with a picture, one
/// message with the top of the table (the picture has it all); without,
/// as many messages as the table needs.
pub fn standings_texts(header: &str, lines: &[String], with_picture: bool) -> Vec<String> {
    if with_picture {
        let more = |n: usize| format!("… and {n} more: the picture has the full table.");
        vec![top_lines(header, lines, MESSAGE_LIMIT, more)]
    } else {
        in_messages(header, lines)
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    }
}

/// The standings as messages: their texts (the first to carry the picture)
/// and the picture. `what` follows the tournament's name: " — final standings".
pub async fn standings_message(
    data: &Data,
    t: &StoredTournament,
    state: &Tournament,
    what: &str,
) -> (Vec<String>, Option<serenity::CreateAttachment>) {
    let lines: Vec<String> = state
        .standings()
        .iter()
        .map(|s| standing_line(t, state, s))
        .collect();
    let title = format!("{}{what}", t.info.name);
    let lang = super::languages::server_lang(data, t.info.guild_id);
    let picture = draw_table(data, standings_picture(t, state, title), lang).await;
    let header = format!("📊 **{}**{what}:", t.info.name);
    (standings_texts(&header, &lines, picture.is_some()), picture)
}

/// Posts the standings after round `after` (the final ones with `None`);
/// whether every message was sent.
pub async fn post_standings(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    state: &Tournament,
    after: Option<u32>,
) -> bool {
    let what = match after {
        Some(r) => format!(" — standings after round {r}"),
        None => " — final standings".to_string(),
    };
    let (texts, mut picture) = standings_message(data, t, state, &what).await;
    for text in texts {
        if !show(http, t.info.channel_id, text, picture.take()).await {
            return false;
        }
    }
    true
}

/// Makes finished tournament `t`'s closing posts from the `done`th on (the
/// final standings, the crosstable, the winner), noting each once made:
/// `false` if one failed, to be made again on the next try (and none of
/// those before it).
pub async fn finish(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    state: &Tournament,
    done: u32,
) -> bool {
    for post in done..FINAL_POSTS {
        let posted = match post {
            0 => post_standings(data, http, t, state, None).await,
            1 => {
                let lang = super::languages::server_lang(data, t.info.guild_id);
                let crosstable = draw_table(data, crosstable_picture(t, state), lang).await;
                show(
                    http,
                    t.info.channel_id,
                    format!("📋 **{}** — crosstable:", t.info.name),
                    crosstable,
                )
                .await
            }
            _ => {
                let winner = state.winner();
                let text = match winner {
                    Some(w) => format!(
                        "🥇 **{}** is over: <@{w}> wins it! Congratulations.",
                        t.info.name
                    ),
                    None => format!("🏁 **{}** is over: first place is shared.", t.info.name),
                };
                let ping: Vec<u64> = winner.into_iter().collect();
                say(http, t.info.channel_id, text, &ping).await
            }
        };
        if !posted {
            return false;
        }
        if let Err(e) = data.store.mark_final_posts(t.info.id, post + 1).await {
            tracing::error!(tournament = t.info.id, "noting a closing post failed: {e}");
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Pairing;
    use crate::game::Variant;
    use crate::store::{Joined, TournamentInfo};
    use std::time::Duration;

    fn user(i: u64) -> u64 {
        100_000_000_000_000_000 + i
    }

    /// A 64-player tournament of 32-character names, its first round of 32
    /// games started in their threads.
    fn biggest() -> StoredTournament {
        let players = (0..64)
            .map(|i| Joined {
                user_id: user(i),
                name: format!("{i:W<32}"),
                seed: Some(i as u32 + 1),
                rating: Some(1500.0),
                withdrawn: false,
            })
            .collect();
        let boards = (0..32)
            .map(|i| Board {
                round: 0,
                board: i as u32,
                pairing: Pairing {
                    white: user(2 * i),
                    black: Some(user(2 * i + 1)),
                },
                game_id: Some(i + 1),
                channel_id: Some(1_200_000_000_000_000_000 + i),
                result: None,
            })
            .collect();
        StoredTournament {
            info: TournamentInfo {
                id: 12,
                guild_id: 1,
                channel_id: 2,
                organiser_id: 3,
                name: "N".repeat(80),
                format: Format::Swiss { rounds: 7 },
                variant: Variant::Pente,
                move_time: Duration::from_secs(86_400),
                rated: true,
                max_players: Some(64),
                starts_at: None,
                state: TournamentState::Running,
                message_id: Some(4),
                lot: 5,
            },
            players,
            boards,
        }
    }

    #[test]
    fn a_64_player_tournaments_posts_keep_within_discords_limit() {
        let t = biggest();
        let ratings: Vec<(u64, f64)> = (0..64).map(|i| (user(i), 1234.0)).collect();
        let text = announcement(&t, &ratings);
        assert!(length(&text) <= ANNOUNCEMENT_LIMIT, "{}", length(&text));
        assert!(text.contains("more"), "{text}");

        let boards: Vec<&Board> = t.boards.iter().collect();
        let (header, lines) = pairings_lines(&t, 0, &boards, true);
        let texts: Vec<String> = lines.iter().map(|l| l.0.clone()).collect();
        let messages = in_messages(&header, &texts);
        assert!(messages.len() > 1);
        assert!(messages.iter().all(|(m, _)| length(m) <= MESSAGE_LIMIT));
        assert!(messages[0].0.contains("begins"));
        for b in &t.boards {
            let thread = format!("<#{}>", b.channel_id.unwrap());
            let found = messages.iter().filter(|(m, _)| m.contains(&thread)).count();
            assert_eq!(found, 1, "every game listed once");
        }

        let state = t.state();
        let lines: Vec<String> = state
            .standings()
            .iter()
            .map(|s| standing_line(&t, &state, s))
            .collect();
        assert_eq!(lines.len(), 64);
        let header = format!("📊 **{}** — standings after round 1:", t.info.name);
        let with_picture = standings_texts(&header, &lines, true);
        assert_eq!(with_picture.len(), 1);
        assert!(length(&with_picture[0]) <= MESSAGE_LIMIT);
        assert!(with_picture[0].contains("the picture has the full table"));
        let without = standings_texts(&header, &lines, false);
        assert!(without.iter().all(|m| length(m) <= MESSAGE_LIMIT));
        let shown: usize = without
            .iter()
            .map(|m| m.lines().filter(|l| l.contains(" pt")).count())
            .sum();
        assert_eq!(shown, 64, "without a picture every player is listed");
    }
}
