//! What a tournament posts in its channel: the announcement and its
//! sign-up list, each round's pairings and byes, the standings after each
//! round, and the winner.

use super::event_pictures::{
    crosstable_picture, draw_table, pairings_picture, points, standings_picture,
    PAIRINGS_PICTURE_AFTER,
};
use super::{mentions, Data};
use crate::event::standings::Standing;
use crate::event::tournament::{Format, Tournament};
use crate::event::Pairing;
use crate::rating::Rating;
use crate::session::human_duration;
use crate::store::StoredTournament;
use poise::serenity_prelude as serenity;

/// Takes the sign-up buttons off the announcement.
pub async fn close_sign_up(http: &serenity::Http, t: &StoredTournament, note: &str) {
    let Some(message) = t.info.message_id else {
        return;
    };
    let text = format!("{}\n{note}", announcement(t, None));
    let edit = serenity::EditMessage::new()
        .content(text)
        .components(vec![])
        .allowed_mentions(mentions(&[]));
    if let Err(e) = serenity::ChannelId::new(t.info.channel_id)
        .edit_message(http, serenity::MessageId::new(message), edit)
        .await
    {
        tracing::warn!(
            tournament = t.info.id,
            "could not close the sign-up message: {e}"
        );
    }
}

/// The announcement's text: what the tournament is and who joined, with
/// their ratings in its variant when `ratings` are given (as the
/// leaderboard shows them: `1500?` for a newcomer, `?` while provisional).
pub fn announcement(t: &StoredTournament, ratings: Option<&[(u64, Rating)]>) -> String {
    let info = &t.info;
    let when = match info.starts_at {
        Some(at) => format!(
            "Starts <t:{}:R>, or when the organiser runs `/pente tournament start`.",
            crate::store::millis(at) / 1000
        ),
        None => "Starts when the organiser runs `/pente tournament start`.".to_string(),
    };
    let mut players: Vec<String> = t
        .players
        .iter()
        .map(|p| match ratings {
            Some(ratings) => {
                let rating = ratings
                    .iter()
                    .find(|(id, _)| *id == p.user_id)
                    .map_or_else(Rating::default, |&(_, r)| r);
                format!("{} ({})", p.name, rating.short())
            }
            None => p.name.clone(),
        })
        .collect();
    if players.is_empty() {
        players.push("nobody yet".to_string());
    }
    let cap = info
        .max_players
        .map_or_else(String::new, |max| format!(" of {max}"));
    format!(
        "🏆 **{}** (#{}) — {} of {}, {} a move, {}. Organised by <@{}>. {when}\nPlayers ({}{cap}): {}",
        info.name,
        info.id,
        info.format.name().replace(", 0 rounds", ""),
        info.variant,
        human_duration(info.move_time),
        if info.rated { "rated" } else { "unrated" },
        info.organiser_id,
        t.players.len(),
        players.join(", ")
    )
}

/// A message with a picture in a channel, pinging nobody.
pub async fn show(
    http: &serenity::Http,
    channel: u64,
    text: String,
    picture: Option<serenity::CreateAttachment>,
) {
    let mut message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(&[]));
    if let Some(picture) = picture {
        message = message.add_file(picture);
    }
    if let Err(e) = serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        tracing::warn!(channel, "could not post an event's picture: {e}");
    }
}

/// A message in a channel, pinging `ping` only.
pub async fn say(http: &serenity::Http, channel: u64, text: String, ping: &[u64]) {
    let message = serenity::CreateMessage::new()
        .content(text)
        .allowed_mentions(mentions(ping));
    if let Err(e) = serenity::ChannelId::new(channel)
        .send_message(http, message)
        .await
    {
        tracing::warn!(channel, "could not post an event's message: {e}");
    }
}

pub async fn post_pairings(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    round: u32,
    started: &[(Pairing, u64)],
) {
    let mut lines = vec![format!("♟️ **{}** — round {}:", t.info.name, round + 1)];
    let mut ping = Vec::new();
    for (p, thread) in started {
        let black = p.black.unwrap_or_default();
        lines.push(format!(
            "• <@{}> (White) vs <@{black}> (Black) in <#{thread}>",
            p.white
        ));
        ping.extend([p.white, black]);
    }
    say(http, t.info.channel_id, lines.join("\n"), &ping).await;
    if started.len() > PAIRINGS_PICTURE_AFTER {
        let picture = draw_table(data, pairings_picture(t, &t.state(), round)).await;
        show(http, t.info.channel_id, String::new(), picture).await;
    }
}

pub async fn post_byes(
    http: &serenity::Http,
    t: &StoredTournament,
    round: u32,
    pairings: &[Pairing],
) {
    for p in pairings.iter().filter(|p| p.black.is_none()) {
        say(
            http,
            t.info.channel_id,
            format!(
                "☕ <@{}> has a bye in round {} of **{}** (it counts as a win).",
                p.white,
                round + 1,
                t.info.name
            ),
            &[p.white],
        )
        .await;
    }
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

/// The standings as a message: the text (a line a player) and the picture.
/// `what` follows the tournament's name: " — final standings".
pub async fn standings_message(
    data: &Data,
    t: &StoredTournament,
    state: &Tournament,
    what: &str,
) -> (String, Option<serenity::CreateAttachment>) {
    let lines: Vec<String> = state
        .standings()
        .iter()
        .map(|s| standing_line(t, state, s))
        .collect();
    let title = format!("{}{what}", t.info.name);
    let picture = draw_table(data, standings_picture(t, state, title)).await;
    let text = format!("📊 **{}**{what}:\n{}", t.info.name, lines.join("\n"));
    (text, picture)
}

pub async fn post_standings(
    data: &Data,
    http: &serenity::Http,
    t: &StoredTournament,
    state: &Tournament,
    after: Option<u32>,
) {
    let what = match after {
        Some(r) => format!(" — standings after round {r}"),
        None => " — final standings".to_string(),
    };
    let (text, picture) = standings_message(data, t, state, &what).await;
    show(http, t.info.channel_id, text, picture).await;
}

pub async fn finish(data: &Data, http: &serenity::Http, t: &StoredTournament, state: &Tournament) {
    post_standings(data, http, t, state, None).await;
    let crosstable = draw_table(data, crosstable_picture(t, state)).await;
    show(
        http,
        t.info.channel_id,
        format!("📋 **{}** — crosstable:", t.info.name),
        crosstable,
    )
    .await;
    let winner = state.winner();
    let text = match winner {
        Some(w) => format!(
            "🥇 **{}** is over: <@{w}> wins it! Congratulations.",
            t.info.name
        ),
        None => format!("🏁 **{}** is over: first place is shared.", t.info.name),
    };
    let ping: Vec<u64> = winner.into_iter().collect();
    say(http, t.info.channel_id, text, &ping).await;
}
