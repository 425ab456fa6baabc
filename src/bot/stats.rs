//! The record of play: statistics, history, export.

use super::kit::defer::{say_privately, within, Seen};
use super::kit::games::{describe_finished, unix_seconds};
use super::kit::languages::{private_lang, public_lang};
use super::kit::{guild_of, mentions, reply_public, Context, Error, VariantOption};
use crate::game::{Record as GameRecord, RecordResult, Variant};
use crate::locale::Lang;
use crate::session::{Player, Table};
use crate::store::{Record, Tally};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::time::SystemTime;

/// "54.23 %" in `lang`'s way of writing it.
fn percent(part: u64, whole: u64, lang: Lang) -> String {
    let share = if whole == 0 {
        0.0
    } else {
        part as f64 * 100.0 / whole as f64
    };
    let number = format!("{share:.2}").replace('.', &tr!(lang, "stats-decimal-point"));
    tr!(lang, "stats-percent", percent = number)
}

/// "White won 7 (58.33 %), Black won 5 (41.67 %), draws 0 (0.00 %)", as the
/// rules page shows the site's statistics.
pub fn describe_tally(t: &Tally, lang: Lang) -> String {
    let n = t.games();
    tr!(
        lang,
        "stats-tally",
        games = tr!(lang, "stats-tally-games", n = n),
        white = t.white_wins,
        white_share = percent(t.white_wins, n, lang),
        black = t.black_wins,
        black_share = percent(t.black_wins, n, lang),
        draws = t.draws,
        draw_share = percent(t.draws, n, lang),
    )
}

fn describe_record(r: &Record, lang: Lang) -> String {
    tr!(
        lang,
        "stats-record",
        won = r.wins,
        lost = r.losses,
        drawn = r.draws,
        share = percent(r.wins, r.games(), lang)
    )
}

/// A player's line: overall, as White and as Black. `computer` names the
/// level when the player is the bot itself.
pub fn describe_player(
    mention: &str,
    computer: Option<&str>,
    white: &Record,
    black: &Record,
    lang: Lang,
) -> String {
    let all = Record {
        wins: white.wins + black.wins,
        losses: white.losses + black.losses,
        draws: white.draws + black.draws,
    };
    if all.games() == 0 {
        return tr!(lang, "stats-no-games", player = mention);
    }
    let games = all.games();
    let (all, white, black) = (
        describe_record(&all, lang),
        describe_record(white, lang),
        describe_record(black, lang),
    );
    match computer {
        None => tr!(
            lang,
            "stats-player",
            player = mention,
            games = tr!(lang, "stats-games", n = games),
            all = all,
            white = white,
            black = black
        ),
        Some(level) => tr!(
            lang,
            "stats-computer",
            level = super::kit::level_name(level, lang),
            games = tr!(lang, "stats-games", n = games),
            all = all,
            white = white,
            black = black
        ),
    }
}
/// Statistics: White's and Black's wins in this server, and a player's record
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose record to show (yours if you don't say)"] player: Option<serenity::User>,
    #[description = "Which game of the family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    let store = &ctx.data().store;
    let guild = guild_of(&ctx);
    let variant = variant.map_or(Variant::Pente, Variant::from);
    let who = player.as_ref().unwrap_or(ctx.author());
    let is_me = who.id == ctx.framework().bot_id();
    let lang = public_lang(&ctx);
    let text = within(ctx, Seen::Everyone, async {
        let tally = store.tally(guild, variant).await?;
        let (white, black) = store.player_record(guild, who.id.get(), variant).await?;
        let heading = match variant {
            Variant::Pente => String::new(),
            v => format!("**{v}**\n"),
        };
        let mut text = format!(
            "{heading}{}\n{}",
            describe_tally(&tally, lang),
            describe_player(&format!("<@{}>", who.id.get()), None, &white, &black, lang)
        );
        if is_me {
            for (level, white, black) in store.computer_records(guild, who.id.get()).await? {
                text.push_str(&format!(
                    "\n{}",
                    describe_player("", Some(&level), &white, &black, lang)
                ));
            }
        }
        Ok::<_, Error>(text)
    })
    .await?;
    reply_public(ctx, text).await
}

/// The last 10 finished games in this server (or a player's)
#[poise::command(slash_command, guild_only)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Only this player's games"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let data = ctx.data();
    let (games, links) = within(ctx, Seen::Everyone, async {
        let games = data
            .store
            .history(guild_of(&ctx), player.as_ref().map(|u| u.id.get()), 10)
            .await?;
        let ids: Vec<u64> = games.iter().map(|g| g.id).collect();
        let links = super::kit::web_links::games_rows(data, &ids).await;
        Ok::<_, Error>((games, links))
    })
    .await?;
    let lang = public_lang(&ctx);
    let title = match &player {
        Some(u) => tr!(
            lang,
            "stats-history-of",
            player = format!("<@{}>", u.id.get())
        ),
        None => tr!(lang, "stats-history"),
    };
    let text = if games.is_empty() {
        format!("{title}\n{}", tr!(lang, "stats-history-none"))
    } else {
        let lines: Vec<String> = games
            .iter()
            .enumerate()
            .map(|(i, g)| format!("{}. {} · #{}", i + 1, describe_finished(g, lang), g.id))
            .collect();
        format!("{title}\n{}", lines.join("\n"))
    };
    if links.is_empty() {
        return reply_public(ctx, text).await;
    }
    ctx.send(
        poise::CreateReply::default()
            .content(text)
            .components(links)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

/// MM/DD/YYYY, as pente.org writes dates (days to civil date, proleptic Gregorian).
pub fn pente_org_date(t: SystemTime) -> String {
    let days = (unix_seconds(t) / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{month:02}/{day:02}/{year}")
}

/// A record of a game played from `start` (its variant, with the
/// tournament rule or without): `moves` are its stones and opening
/// decisions, as words.
fn record_text(
    start: &crate::game::Game,
    white: &Player,
    black: &Player,
    moves: Vec<String>,
    date: SystemTime,
    result: Option<RecordResult>,
) -> String {
    let mut record = GameRecord::for_variant(
        start.variant(),
        &[],
        &white.name,
        &black.name,
        &pente_org_date(date),
        result,
    );
    record.moves = moves;
    record.note_tournament_rule(start.drops_tournament_rule());
    record.to_pgn()
}

/// This channel's game (or its last one) as a pente.org record file
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let channel = ctx.channel_id().get();
    let found = within(ctx, Seen::Invoker, async {
        let current = match data.peek(channel).await {
            Some(Table::Match(m)) => Some(m),
            _ => None,
        };
        Ok::<_, Error>(match current {
            Some(m) => {
                let started = data
                    .store
                    .started_at(m.id)
                    .await?
                    .unwrap_or_else(SystemTime::now);
                let result = match m.winner() {
                    Some(crate::game::Color::White) => Some(RecordResult::WhiteWins),
                    Some(crate::game::Color::Black) => Some(RecordResult::BlackWins),
                    None => RecordResult::from_outcome(m.game.outcome()),
                };
                let moves = m
                    .moves_text()
                    .split_whitespace()
                    .map(String::from)
                    .collect();
                Some((
                    m.id,
                    record_text(
                        &crate::game::Game::of(m.game.variant(), m.game.has_tournament_rule()),
                        &m.white,
                        &m.black,
                        moves,
                        started,
                        result,
                    ),
                ))
            }
            None => match data.store.last_finished_in_channel(channel).await? {
                Some(g) => {
                    let result = match g.result.as_str() {
                        "white_wins" => Some(RecordResult::WhiteWins),
                        "black_wins" => Some(RecordResult::BlackWins),
                        _ => Some(RecordResult::Draw),
                    };
                    Some((
                        g.id,
                        record_text(
                            &g.start(),
                            &g.white,
                            &g.black,
                            g.moves,
                            g.started_at,
                            result,
                        ),
                    ))
                }
                None => None,
            },
        })
    })
    .await?;
    let Some((id, text)) = found else {
        return say_privately(ctx, tr!(private_lang(&ctx), "stats-export-none")).await;
    };
    let mut links = Vec::new();
    within(
        ctx,
        Seen::Invoker,
        super::kit::web_links::add_view_row(data, id, &mut links),
    )
    .await;
    ctx.send(
        poise::CreateReply::default()
            .components(links)
            .content(tr!(private_lang(&ctx), "stats-export"))
            .attachment(serenity::CreateAttachment::bytes(
                text.into_bytes(),
                format!("pente-game-{id}.txt"),
            ))
            .ephemeral(true)
            .allowed_mentions(mentions(&[])),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn dates_are_written_as_pente_org_does() {
        assert_eq!(pente_org_date(UNIX_EPOCH), "01/01/1970");
        assert_eq!(
            pente_org_date(UNIX_EPOCH + Duration::from_secs(1_795_996_800 + 86_399)),
            "11/30/2026"
        );
        assert_eq!(
            pente_org_date(UNIX_EPOCH + Duration::from_secs(951_782_400)),
            "02/29/2000"
        );
    }

    #[test]
    fn statistics_read_like_the_rules_page() {
        let t = Tally {
            white_wins: 38583,
            black_wins: 32502,
            draws: 63,
        };
        assert_eq!(
            describe_tally(&t, Lang::ENGLISH),
            "**71148 finished games** in this server: White won 38583 (54.23 %), Black won 32502 (45.68 %), draws 63 (0.09 %)."
        );
        assert!(describe_tally(&Tally::default(), Lang::ENGLISH).contains("0 finished games"));
        let w = Record {
            wins: 2,
            losses: 1,
            draws: 0,
        };
        let b = Record {
            wins: 0,
            losses: 1,
            draws: 1,
        };
        assert_eq!(
            describe_player("<@1>", None, &w, &b, Lang::ENGLISH),
            "<@1>: 5 games, 2 won, 2 lost, 1 drawn (40.00 % won).\nAs White: 2 won, 1 lost, 0 drawn (66.67 % won).\nAs Black: 0 won, 1 lost, 1 drawn (0.00 % won)."
        );
        assert_eq!(
            describe_player(
                "<@1>",
                None,
                &Record::default(),
                &Record::default(),
                Lang::ENGLISH
            ),
            "<@1> has no finished games here yet."
        );
    }
}
