//! The pictures of events, drawn off the async threads in the drawing
//! pool: standings, a round's pairings, the crosstable, the hill. Each is a
//! `render::TablePicture` (or `HillPicture`) made from the stored state; a
//! picture that cannot be drawn leaves the text alone to say it.

use super::Data;
use crate::event::tournament::{Format, Tournament};
use crate::event::GameResult;
use crate::render::{hill_png, table_png, HillPicture, HillSeat, TablePicture};
use crate::store::{StoredHill, StoredTournament};
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// More games than this in a round: its pairings come as a picture too.
pub const PAIRINGS_PICTURE_AFTER: usize = 4;

/// A line under the title: the variant, the players, the rounds.
fn subtitle(t: &StoredTournament, state: &Tournament) -> String {
    // Swiss's name says its rounds; a round robin's are known in advance.
    let rounds = match (t.info.format, state.planned_rounds()) {
        (Format::RoundRobin { .. }, Some(n)) => format!(" · {n} rounds"),
        _ => String::new(),
    };
    let format = match state.format {
        Format::Swiss { rounds } => format!("Swiss, {rounds} rounds"),
        f => f.name(),
    };
    format!(
        "{} · {format} · {} players{rounds}",
        t.info.variant,
        t.players.len()
    )
}

/// A number of points as people write it: 2, 1½, 0.75.
pub fn points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else if p.fract() == 0.5 {
        format!(
            "{}½",
            if p < 1.0 {
                String::new()
            } else {
                format!("{:.0}", p.trunc())
            }
        )
    } else {
        format!("{p}")
    }
}

/// The standings as a table: rank, player, points, the format's
/// tie-breaks (a knockout: how far each went), wins and games; withdrawn
/// players marked.
pub fn standings_picture(t: &StoredTournament, state: &Tournament, title: String) -> TablePicture {
    let breaks: &[&str] = match t.info.format {
        Format::Swiss { .. } => &["Bch-1", "SB"],
        Format::RoundRobin { .. } => &["SB"],
        Format::Knockout => &["Reached"],
    };
    let mut header: Vec<String> = ["#", "Player", "Pts"].map(String::from).to_vec();
    header.extend(breaks.iter().map(|h| h.to_string()));
    header.extend(["W", "Games"].map(String::from));
    let rows = state
        .standings()
        .iter()
        .map(|s| {
            let withdrawn = t
                .players
                .iter()
                .any(|p| p.user_id == s.player && p.withdrawn);
            let mut name = t.name_of(s.player);
            if withdrawn {
                name.push_str(" (withdrew)");
            }
            let mut row = vec![s.rank.to_string(), name, points(s.points())];
            for &column in breaks {
                row.push(match column {
                    "Bch-1" => points(s.buchholz_cut1()),
                    "SB" => points(s.sonneborn_berger()),
                    _ => state.knockout_stage(s.player).unwrap_or_default(),
                });
            }
            row.extend([s.wins.to_string(), s.games.to_string()]);
            row
        })
        .collect();
    TablePicture {
        title,
        subtitle: subtitle(t, state),
        header,
        rows,
        highlight: None,
    }
}

/// A round's games as a table: board, White, Black, result.
pub fn pairings_picture(t: &StoredTournament, state: &Tournament, round: u32) -> TablePicture {
    let rows = t
        .boards
        .iter()
        .filter(|b| b.round == round)
        .map(|b| {
            let black = b.pairing.black.map_or("bye".to_string(), |u| t.name_of(u));
            let result = match (b.pairing.black, b.result) {
                (None, _) => "1".to_string(),
                (_, Some(r)) => r.as_str().replace("1/2", "½"),
                (_, None) => "…".to_string(),
            };
            vec![
                (b.board + 1).to_string(),
                t.name_of(b.pairing.white),
                black,
                result,
            ]
        })
        .collect();
    TablePicture {
        title: format!("{} — round {}", t.info.name, round + 1),
        subtitle: subtitle(t, state),
        header: ["Board", "White", "Black", "Result"]
            .map(String::from)
            .to_vec(),
        rows,
        highlight: None,
    }
}

/// The crosstable: each player's results against each other, in the order
/// of the standings (a double round robin shows both games).
pub fn crosstable_picture(t: &StoredTournament, state: &Tournament) -> TablePicture {
    let order: Vec<u64> = state.standings().iter().map(|s| s.player).collect();
    let mut header: Vec<String> = vec!["#".into(), "Player".into()];
    header.extend((1..=order.len()).map(|i| i.to_string()));
    header.push("Pts".into());
    let standings = state.standings();
    let rows = order
        .iter()
        .enumerate()
        .map(|(i, &me)| {
            let mut row = vec![(i + 1).to_string(), t.name_of(me)];
            for &them in &order {
                if them == me {
                    row.push("—".into());
                    continue;
                }
                let cell: String = state
                    .rounds
                    .iter()
                    .flatten()
                    .filter(|p| p.opponent_of(me) == Some(them))
                    .filter_map(|p| {
                        let as_white = p.pairing.white == me;
                        p.result.map(|r| match (r, as_white) {
                            (GameResult::Draw, _) => "½",
                            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => "1",
                            _ => "0",
                        })
                    })
                    .collect();
                row.push(cell);
            }
            let pts = standings
                .iter()
                .find(|s| s.player == me)
                .map_or(0.0, |s| s.points());
            row.push(points(pts));
            row
        })
        .collect();
    TablePicture {
        title: format!("{} — crosstable", t.info.name),
        subtitle: subtitle(t, state),
        header,
        rows,
        highlight: Some(0),
    }
}

/// The hill as a picture: each step from the top with how long its members
/// have held it.
pub fn hill_picture(
    stored: &StoredHill,
    variant: crate::game::Variant,
    now: SystemTime,
) -> HillPicture {
    let hill = stored.hill();
    HillPicture {
        title: format!("King of the Hill — {variant}"),
        steps: hill
            .steps
            .iter()
            .map(|users| {
                users
                    .iter()
                    .filter_map(|u| stored.member(*u))
                    .map(|m| HillSeat {
                        name: m.name.clone(),
                        held: crate::locale::duration(
                            crate::locale::Lang::ENGLISH,
                            now.duration_since(m.since).unwrap_or_default(),
                        ),
                    })
                    .collect()
            })
            .collect(),
    }
}

/// Draws a table in the drawing pool, in `lang` as its words are; `None`
/// (logged) if it can't be.
pub async fn draw_table(
    data: &Data,
    picture: TablePicture,
    lang: crate::locale::Lang,
) -> Option<serenity::CreateAttachment> {
    let drawn = data.drawing.run(move |_| table_png(&picture, lang)).await;
    match drawn {
        Ok(Ok(png)) => Some(serenity::CreateAttachment::bytes(png, "table.png")),
        Ok(Err(e)) => {
            tracing::warn!("a table picture was not drawn: {e}");
            None
        }
        Err(e) => {
            tracing::warn!("a table picture was not drawn: {e:#}");
            None
        }
    }
}

/// Draws a hill in the drawing pool, in `lang` as its words are; `None`
/// (logged) if it can't be.
pub async fn draw_hill(
    data: &Data,
    picture: HillPicture,
    lang: crate::locale::Lang,
) -> Option<serenity::CreateAttachment> {
    match data.drawing.run(move |_| hill_png(&picture, lang)).await {
        Ok(Ok(png)) => Some(serenity::CreateAttachment::bytes(png, "hill.png")),
        _ => {
            tracing::warn!("the hill's picture was not drawn");
            None
        }
    }
}
