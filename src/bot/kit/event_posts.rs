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
use super::languages::server_lang;
use super::message_fit::{in_messages, length, listed_within, top_lines, MESSAGE_LIMIT};
use super::{mentions, Data};
use crate::event::standings::Standing;
use crate::event::tournament::{Format, Tournament};
use crate::locale::Lang;
use crate::rating::Rating;
use crate::store::{Board, Progress, StoredTournament, TournamentState, FINAL_POSTS};
use crate::tr;
use poise::serenity_prelude as serenity;

/// Room kept under [`MESSAGE_LIMIT`] by the announcement, for the note a
/// closed sign-up adds.
const ANNOUNCEMENT_LIMIT: usize = MESSAGE_LIMIT - 100;

/// The Join and Leave buttons under an open tournament's announcement.
pub fn sign_up_buttons(lang: Lang, id: u64) -> Vec<serenity::CreateActionRow> {
    use serenity::ButtonStyle::{Primary, Secondary};
    vec![serenity::CreateActionRow::Buttons(vec![
        button(
            format!("{TOURNAMENT}join:{id}"),
            &tr!(lang, "events-button-join"),
            Primary,
        ),
        button(
            format!("{TOURNAMENT}leave:{id}"),
            &tr!(lang, "events-button-leave"),
            Secondary,
        ),
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
    let lang = server_lang(data, t.info.guild_id);
    let text = announcement(lang, &t, &ratings);
    let (text, buttons) = match t.info.state {
        TournamentState::Open => (text, sign_up_buttons(lang, id)),
        TournamentState::Running | TournamentState::Finished => (
            format!("{text}\n{}", tr!(lang, "events-sign-up-closed")),
            vec![],
        ),
        TournamentState::Cancelled => (
            format!("{text}\n{}", tr!(lang, "events-announcement-called-off")),
            vec![],
        ),
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
pub fn announcement(lang: Lang, t: &StoredTournament, ratings: &[(u64, f64)]) -> String {
    let info = &t.info;
    let when = match info.starts_at {
        Some(at) => tr!(
            lang,
            "events-starts-at",
            at = format!("<t:{}:R>", crate::store::millis(at) / 1000)
        ),
        None => tr!(lang, "events-starts-when-started"),
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
    let joined = match info.max_players {
        Some(max) => tr!(
            lang,
            "events-players-of-max",
            n = t.players.len(),
            max = max
        ),
        None => t.players.len().to_string(),
    };
    let rated = if info.rated {
        tr!(lang, "events-rated")
    } else {
        tr!(lang, "events-unrated")
    };
    let head = tr!(
        lang,
        "events-announcement",
        name = info.name.as_str(),
        id = info.id,
        format = info.format.text(lang),
        variant = info.variant.to_string(),
        time = crate::locale::duration(lang, info.move_time),
        rated = rated,
        organiser = info.organiser_id.to_string(),
        when = when,
        joined = joined
    );
    // Fluent trims a message's end: the list follows a space.
    let head = format!("{head} ");
    let list = if players.is_empty() {
        tr!(lang, "events-nobody-yet")
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
fn begins(lang: Lang, t: &StoredTournament) -> String {
    let seeds: Vec<String> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}. {}", i + 1, p.name))
        .collect();
    tr!(
        lang,
        "events-begins",
        name = t.info.name.as_str(),
        format = t.info.format.text(lang),
        variant = t.info.variant.to_string(),
        players = t.players.len(),
        seeds = listed_within(&seeds, MESSAGE_LIMIT / 2)
    )
}

/// The text of the pairings of some boards of round `round`: the header
/// and a line a board (a game in its thread, or a bye), with whom each pings.
pub fn pairings_lines(
    lang: Lang,
    t: &StoredTournament,
    round: u32,
    boards: &[&Board],
    first: bool,
) -> (String, Vec<(String, Vec<u64>)>) {
    let mut header = String::new();
    if round == 0 && first {
        header = format!("{}\n", begins(lang, t));
    }
    let (name, round_number) = (t.info.name.as_str(), round + 1);
    header += &if first {
        tr!(lang, "events-pairings", name = name, round = round_number)
    } else {
        tr!(
            lang,
            "events-pairings-more",
            name = name,
            round = round_number
        )
    };
    let lines = boards
        .iter()
        .map(|b| {
            let white = b.pairing.white;
            match b.pairing.black {
                Some(black) => {
                    let (white_id, black_id) = (white.to_string(), black.to_string());
                    let line = match b.channel_id {
                        Some(c) => tr!(
                            lang,
                            "events-pairing-in",
                            white = white_id,
                            black = black_id,
                            thread = c.to_string()
                        ),
                        None => tr!(lang, "events-pairing", white = white_id, black = black_id),
                    };
                    (line, vec![white, black])
                }
                None => (
                    tr!(lang, "events-bye-line", player = white.to_string()),
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
    let lang = server_lang(data, t.info.guild_id);
    let (header, lines) = pairings_lines(lang, t, round, boards, first);
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
        let picture = draw_table(data, pairings_picture(lang, t, &t.state(), round), lang).await;
        show(http, t.info.channel_id, String::new(), picture).await;
    }
    Ok(())
}

/// One line of standings in text: a knockout says how far the player
/// went, the others their tie-breaks.
pub fn standing_line(lang: Lang, t: &StoredTournament, state: &Tournament, s: &Standing) -> String {
    let breaks = match t.info.format {
        Format::Swiss { .. } => format!(
            "Bch-1 {}, SB {}", // untranslated: tie-breaks' abbreviations, the same in every language
            points(s.buchholz_cut1()),
            points(s.sonneborn_berger())
        ),
        Format::Knockout => state
            .knockout_stage(s.player)
            .map(|stage| stage.text(lang))
            .unwrap_or_default(),
        Format::RoundRobin { .. } => format!("SB {}", points(s.sonneborn_berger())), // untranslated: as Bch-1
    };
    // A half point is plural, as one and a half is: the number given is
    // the points' whole count unless they are exactly one.
    let count = if s.points() == 1.0 { 1 } else { 2 };
    tr!(
        lang,
        "events-standing-line",
        rank = s.rank,
        name = t.name_of(s.player),
        points = points(s.points()),
        count = count,
        breaks = breaks,
        wins = s.wins,
        games = s.games
    )
}

/// The standings' texts, within Discord's limit: with a picture, one
/// message with the top of the table (the picture has it all); without,
/// as many messages as the table needs.
pub fn standings_texts(
    lang: Lang,
    header: &str,
    lines: &[String],
    with_picture: bool,
) -> Vec<String> {
    if with_picture {
        let more = |n: usize| tr!(lang, "events-standings-more", n = n);
        vec![top_lines(header, lines, MESSAGE_LIMIT, more)]
    } else {
        in_messages(header, lines)
            .into_iter()
            .map(|(text, _)| text)
            .collect()
    }
}

/// The standings as messages: their texts (the first to carry the picture)
/// and the picture. `what` follows the tournament's name: "final standings".
pub async fn standings_message(
    data: &Data,
    lang: Lang,
    t: &StoredTournament,
    state: &Tournament,
    what: &str,
) -> (Vec<String>, Option<serenity::CreateAttachment>) {
    let lines: Vec<String> = state
        .standings()
        .iter()
        .map(|s| standing_line(lang, t, state, s))
        .collect();
    let name = t.info.name.as_str();
    let title = tr!(lang, "events-standings-title", name = name, what = what);
    let picture = draw_table(data, standings_picture(lang, t, state, title), lang).await;
    let header = tr!(lang, "events-standings-header", name = name, what = what);
    (
        standings_texts(lang, &header, &lines, picture.is_some()),
        picture,
    )
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
    let lang = server_lang(data, t.info.guild_id);
    let what = match after {
        Some(r) => tr!(lang, "events-standings-after", round = r),
        None => tr!(lang, "events-standings-final"),
    };
    let (texts, mut picture) = standings_message(data, lang, t, state, &what).await;
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
    let lang = server_lang(data, t.info.guild_id);
    for post in done..FINAL_POSTS {
        let posted = match post {
            0 => post_standings(data, http, t, state, None).await,
            1 => {
                let crosstable = draw_table(data, crosstable_picture(lang, t, state), lang).await;
                let name = t.info.name.as_str();
                show(
                    http,
                    t.info.channel_id,
                    tr!(lang, "events-crosstable", name = name),
                    crosstable,
                )
                .await
            }
            _ => {
                let winner = state.winner();
                let name = t.info.name.as_str();
                let text = match winner {
                    Some(w) => tr!(lang, "events-won", name = name, winner = w.to_string()),
                    None => tr!(lang, "events-shared", name = name),
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
        // In every language: the longest translation must fit too.
        for lang in Lang::all() {
            posts_keep_within_discords_limit(lang);
        }
    }

    fn posts_keep_within_discords_limit(lang: Lang) {
        let t = biggest();
        let ratings: Vec<(u64, f64)> = (0..64).map(|i| (user(i), 1234.0)).collect();
        let english = lang == Lang::ENGLISH;
        let text = announcement(lang, &t, &ratings);
        assert!(length(&text) <= ANNOUNCEMENT_LIMIT, "{}", length(&text));
        assert!(!english || text.contains("more"), "{text}");

        let boards: Vec<&Board> = t.boards.iter().collect();
        let (header, lines) = pairings_lines(lang, &t, 0, &boards, true);
        let texts: Vec<String> = lines.iter().map(|l| l.0.clone()).collect();
        let messages = in_messages(&header, &texts);
        assert!(messages.len() > 1);
        assert!(messages.iter().all(|(m, _)| length(m) <= MESSAGE_LIMIT));
        assert!(messages[0].0.starts_with("🏁"), "{}", messages[0].0);
        for b in &t.boards {
            let thread = format!("<#{}>", b.channel_id.unwrap());
            let found = messages.iter().filter(|(m, _)| m.contains(&thread)).count();
            assert_eq!(found, 1, "every game listed once");
        }

        let state = t.state();
        let lines: Vec<String> = state
            .standings()
            .iter()
            .map(|s| standing_line(lang, &t, &state, s))
            .collect();
        assert_eq!(lines.len(), 64);
        let what = tr!(lang, "events-standings-after", round = 1);
        let header = tr!(
            lang,
            "events-standings-header",
            name = t.info.name.as_str(),
            what = what
        );
        let with_picture = standings_texts(lang, &header, &lines, true);
        assert_eq!(with_picture.len(), 1);
        assert!(length(&with_picture[0]) <= MESSAGE_LIMIT);
        assert!(!english || with_picture[0].contains("the picture has the full table"));
        let without = standings_texts(lang, &header, &lines, false);
        assert!(without.iter().all(|m| length(m) <= MESSAGE_LIMIT));
        let shown: usize = without
            .iter()
            .map(|m| m.lines().filter(|l| l.contains("WWWWWWWWWW")).count())
            .sum();
        assert_eq!(shown, 64, "without a picture every player is listed");
    }
}
