//! The pictures of events, drawn off the async threads in the drawing
//! pool: standings, a round's pairings, the crosstable, the hill. Each is a
//! `render::TablePicture` (or `HillPicture`) made from the stored state; a
//! picture that cannot be drawn leaves the text alone to say it.

use super::Data;
use crate::event::tournament::{Format, Tournament};
use crate::event::GameResult;
use crate::locale::Lang;
use crate::render::{hill_png, table_png, HillPicture, HillSeat, TablePicture};
use crate::store::{StoredHill, StoredTournament, TournamentState};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::{Duration, SystemTime};

/// More games than this in a round: its pairings come as a picture too.
pub const PAIRINGS_PICTURE_AFTER: usize = 4;

/// Where a tournament is: "open", "running", "finished", "called off".
pub fn state_name(lang: Lang, state: TournamentState) -> String {
    match state {
        TournamentState::Open => tr!(lang, "events-state-open"),
        TournamentState::Running => tr!(lang, "events-state-running"),
        TournamentState::Finished => tr!(lang, "events-state-finished"),
        TournamentState::Cancelled => tr!(lang, "events-state-cancelled"),
    }
}

/// `text` with its first letter a capital, as a table's cell begins.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// How long a member has held their step, to the largest whole unit:
/// "3 days", "5 hours".
pub fn held(lang: Lang, d: Duration) -> String {
    let secs = d.as_secs();
    let whole = [86_400, 3600, 60]
        .into_iter()
        .find(|&unit| secs >= unit)
        .map_or(secs, |unit| secs - secs % unit);
    crate::locale::duration(lang, Duration::from_secs(whole))
}

/// A line under the title: the variant, the format, the players (and a
/// round robin's rounds, known in advance).
fn subtitle(lang: Lang, t: &StoredTournament, state: &Tournament) -> String {
    let mut parts = vec![
        t.info.variant.to_string(),
        state.format.text(lang),
        tr!(lang, "events-players", n = t.players.len()),
    ];
    if let (Format::RoundRobin { .. }, Some(n)) = (t.info.format, state.planned_rounds()) {
        parts.push(tr!(lang, "events-rounds", n = n));
    }
    parts.join(" · ")
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

/// A tie-break column of the standings.
#[derive(Clone, Copy)]
enum Break {
    /// Buchholz, the lowest opponent cut.
    Buchholz,
    SonnebornBerger,
    /// How far a knockout's player went.
    Reached,
}

/// The standings as a table: rank, player, points, the format's
/// tie-breaks (a knockout: how far each went), wins and games; withdrawn
/// players marked.
pub fn standings_picture(
    lang: Lang,
    t: &StoredTournament,
    state: &Tournament,
    title: String,
) -> TablePicture {
    let breaks: &[Break] = match t.info.format {
        Format::Swiss { .. } => &[Break::Buchholz, Break::SonnebornBerger],
        Format::RoundRobin { .. } => &[Break::SonnebornBerger],
        Format::Knockout => &[Break::Reached],
    };
    let mut header = vec![
        "#".to_string(),
        tr!(lang, "events-column-player"),
        tr!(lang, "events-column-points"),
    ];
    header.extend(breaks.iter().map(|b| match b {
        Break::Buchholz => "Bch-1".to_string(), // untranslated: tie-breaks' abbreviations, the same in every language
        Break::SonnebornBerger => "SB".to_string(), // untranslated: as Bch-1
        Break::Reached => tr!(lang, "events-column-reached"),
    }));
    header.extend([
        tr!(lang, "events-column-wins"),
        tr!(lang, "events-column-games"),
    ]);
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
                name = tr!(lang, "events-withdrew-mark", name = name);
            }
            let mut row = vec![s.rank.to_string(), name, points(s.points())];
            for column in breaks {
                row.push(match column {
                    Break::Buchholz => points(s.buchholz_cut1()),
                    Break::SonnebornBerger => points(s.sonneborn_berger()),
                    Break::Reached => state
                        .knockout_stage(s.player)
                        .map(|stage| capitalised(&stage.text(lang)))
                        .unwrap_or_default(),
                });
            }
            row.extend([s.wins.to_string(), s.games.to_string()]);
            row
        })
        .collect();
    TablePicture {
        title,
        subtitle: subtitle(lang, t, state),
        header,
        rows,
        highlight: None,
    }
}

/// A round's games as a table: board, White, Black, result.
pub fn pairings_picture(
    lang: Lang,
    t: &StoredTournament,
    state: &Tournament,
    round: u32,
) -> TablePicture {
    let rows = t
        .boards
        .iter()
        .filter(|b| b.round == round)
        .map(|b| {
            let black = b
                .pairing
                .black
                .map_or_else(|| tr!(lang, "events-bye"), |u| t.name_of(u));
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
        title: tr!(
            lang,
            "events-round-title",
            name = t.info.name.as_str(),
            round = round + 1
        ),
        subtitle: subtitle(lang, t, state),
        header: vec![
            tr!(lang, "events-column-board"),
            crate::locale::color(lang, crate::game::Color::White),
            crate::locale::color(lang, crate::game::Color::Black),
            tr!(lang, "events-column-result"),
        ],
        rows,
        highlight: None,
    }
}

/// The crosstable: each player's results against each other, in the order
/// of the standings (a double round robin shows both games).
pub fn crosstable_picture(lang: Lang, t: &StoredTournament, state: &Tournament) -> TablePicture {
    let order: Vec<u64> = state.standings().iter().map(|s| s.player).collect();
    let mut header: Vec<String> = vec!["#".into(), tr!(lang, "events-column-player")];
    header.extend((1..=order.len()).map(|i| i.to_string()));
    header.push(tr!(lang, "events-column-points"));
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
        title: tr!(lang, "events-crosstable-title", name = t.info.name.as_str()),
        subtitle: subtitle(lang, t, state),
        header,
        rows,
        highlight: Some(0),
    }
}

/// The hill as a picture: each step from the top with how long its members
/// have held it.
pub fn hill_picture(
    lang: Lang,
    stored: &StoredHill,
    variant: crate::game::Variant,
    now: SystemTime,
) -> HillPicture {
    let hill = stored.hill();
    HillPicture {
        title: tr!(lang, "hill-picture-title", variant = variant.to_string()),
        steps: hill
            .steps
            .iter()
            .map(|users| {
                users
                    .iter()
                    .filter_map(|u| stored.member(*u))
                    .map(|m| HillSeat {
                        name: m.name.clone(),
                        held: held(lang, now.duration_since(m.since).unwrap_or_default()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::tournament::Next;
    use crate::game::Variant;
    use crate::store::{Board, Joined, TournamentInfo};
    use std::time::Duration;

    /// A finished knockout of eight (White always wins: the first seed
    /// takes it), one player withdrawn, with names as long as Discord's.
    pub(super) fn knockout() -> StoredTournament {
        let names = [
            "Ärjylä Äänekoski-Höyläämö",
            "Łucja Żółkiewska-Ślązak",
            "carol",
            "dave",
            "erin",
            "frank",
            "grace",
            "heidi",
        ];
        let players = names
            .iter()
            .enumerate()
            .map(|(i, name)| Joined {
                user_id: i as u64 + 1,
                name: name.to_string(),
                seed: Some(i as u32 + 1),
                rating: None,
                withdrawn: i == 7,
            })
            .collect();
        let mut t = StoredTournament {
            info: TournamentInfo {
                id: 7,
                guild_id: 1,
                channel_id: 2,
                organiser_id: 3,
                name: "Syysturnaus".into(),
                format: Format::Knockout,
                variant: Variant::Keryo,
                move_time: Duration::from_secs(86_400),
                rated: true,
                max_players: None,
                starts_at: None,
                state: TournamentState::Finished,
                message_id: None,
                lot: 0,
            },
            players,
            boards: Vec::new(),
        };
        // Played out as the bracket says: the better seed wins every game.
        loop {
            let (round, pairings) = match t.state().next() {
                Next::Round(p) => (t.state().rounds.len() as u32, p),
                Next::More(p) => (t.state().rounds.len() as u32 - 1, p),
                Next::Wait | Next::Finished => break t,
            };
            for pairing in pairings {
                let black = pairing.black.unwrap_or(u64::MAX);
                t.boards.push(Board {
                    round,
                    board: t.boards.len() as u32,
                    pairing,
                    game_id: None,
                    channel_id: None,
                    result: Some(if pairing.white < black {
                        GameResult::WhiteWins
                    } else {
                        GameResult::BlackWins
                    }),
                });
            }
        }
    }

    #[test]
    fn the_tables_are_drawn_in_every_language_with_its_words() {
        let t = knockout();
        let state = t.state();
        for lang in Lang::all() {
            let what = tr!(lang, "events-standings-final");
            let title = tr!(
                lang,
                "events-standings-title",
                name = "Syysturnaus",
                what = what
            );
            let standings = standings_picture(lang, &t, &state, title);
            assert_eq!(standings.header[1], tr!(lang, "events-column-player"));
            // How far each went, capitalised as a cell begins.
            let reached = &standings.rows[0][3];
            assert!(reached.starts_with(char::is_uppercase), "{reached}");
            assert!(standings.rows[7][1].contains(&tr!(lang, "events-withdrew-mark", name = "")));
            let crosstable = crosstable_picture(lang, &t, &state);
            let round = pairings_picture(lang, &t, &state, 0);
            for picture in [standings, crosstable, round] {
                assert!(!picture.subtitle.is_empty());
                let png = table_png(&picture, lang).unwrap();
                assert!(png.starts_with(b"\x89PNG"), "{}", lang.code());
            }
        }
        let fi = Lang::from_code("fi").unwrap();
        let standings = standings_picture(fi, &t, &state, String::new());
        let reached: Vec<&str> = standings.rows.iter().map(|r| r[3].as_str()).collect();
        assert_eq!(
            reached[..4],
            ["Voittaja", "Finaali", "Välierä", "Välierä"],
            "{reached:?}"
        );
    }
}
