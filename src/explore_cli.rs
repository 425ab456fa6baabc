//! `pente-bot explore [MOVES] [--variant KEY] [--source strong|DB] [--guild
//! ID] [--json]`: the opening explorer on the command line, the same
//! statistics as `/pente explore`: the strong games of pente.org, or the
//! finished games of one server of a database.

use anyhow::{Context as _, Result};
use pente_bot::config::{Config, Env};
use pente_bot::explore::report::{self, Source};
use pente_bot::explore::{strong, Answer};
use pente_bot::game::{Game, Variant};
use pente_bot::store::{Location, ServerIndexes, Store};
use std::process::ExitCode;

pub fn run(
    moves: Vec<String>,
    variant: Option<Variant>,
    source: Option<String>,
    guild: Option<u64>,
    as_json: bool,
) -> Result<ExitCode> {
    let variant = variant.unwrap_or(Variant::Pente);
    let game = match report::parse_position(variant, &moves.join(" ")) {
        Ok(game) => game,
        Err(text) => {
            eprintln!("{text}");
            return Ok(ExitCode::from(1));
        }
    };
    let strong_source = match source.as_deref() {
        Some("strong") => true,
        Some(_) => false,
        None => variant == Variant::Pente,
    };
    let (answer, source_kind) = if strong_source {
        if guild.is_some() {
            eprintln!(
                "--guild picks a server of a database, and the strong games have none: give --source with the database"
            );
            return Ok(ExitCode::from(1));
        }
        if variant != Variant::Pente {
            eprintln!(
                "the strong games are all Pente: give --source with a database for {}",
                variant.name()
            );
            return Ok(ExitCode::from(1));
        }
        (strong::index().lookup(&game), Source::Strong)
    } else {
        match server_answer(source, guild, &game)? {
            Ok(answer) => (answer, Source::Server),
            Err(text) => {
                eprintln!("{text}");
                return Ok(ExitCode::from(1));
            }
        }
    };
    if as_json {
        println!("{}", report::json(&game, &answer, source_kind));
    } else {
        print!("{}", text(&game, &answer, source_kind));
    }
    Ok(ExitCode::SUCCESS)
}

/// The answer from one server's finished games, or what is wrong.
fn server_answer(
    source: Option<String>,
    guild: Option<u64>,
    game: &Game,
) -> Result<Result<Answer, String>> {
    let location = match source {
        Some(text) => Location::parse(&text),
        None => Config::load(None, Env::from_process())?.database,
    };
    // Opening would create a missing file: a mistyped path should say so instead.
    if let Location::Sqlite(path) = &location {
        if !path.exists() {
            anyhow::bail!("there is no database at {}", path.display());
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async {
        let store = Store::connect(&location).await?;
        let guilds = store.finished_guilds().await?;
        let guild = match (guild, guilds.as_slice()) {
            (Some(g), known) if known.iter().any(|&(k, _)| k == g) => g,
            (Some(g), known) => {
                let listed: Vec<String> = known.iter().map(|(k, _)| k.to_string()).collect();
                return Ok(Err(format!(
                    "the database holds no finished game of server {g} (it has those of: {})",
                    if listed.is_empty() {
                        "none".to_string()
                    } else {
                        listed.join(", ")
                    }
                )));
            }
            (None, []) => return Ok(Err("the database holds no finished game".to_string())),
            (None, [(g, _)]) => *g,
            (None, several) => {
                let listed: Vec<String> = several
                    .iter()
                    .map(|(g, n)| format!("{g} ({n} games)"))
                    .collect();
                return Ok(Err(format!(
                    "the database holds several servers' games: pick one with --guild: {}",
                    listed.join(", ")
                )));
            }
        };
        let game = game.clone();
        let answer = ServerIndexes::default()
            .with_server_index(&store, guild, game.variant(), move |index| {
                index.lookup(&game)
            })
            .await?;
        Ok(Ok(answer))
    })
}

/// The answer in words: where it stands, how the games went, the next
/// moves and the example games.
fn text(game: &Game, answer: &Answer, source: Source) -> String {
    let moves = report::moves_text(game);
    let mut out = format!(
        "{} · {} · {} · {} to move\n",
        game.variant().name(),
        source.describe(),
        if moves.is_empty() {
            "the start".to_string()
        } else {
            format!("after {moves}")
        },
        game.to_move()
    );
    if answer.reached.games() == 0 {
        out.push_str("No games reached this position.\n");
        return out;
    }
    out.push_str(&format!(
        "{} games reached it: {}\n",
        report::thousands(answer.reached.games() as u64),
        report::results_line(answer)
    ));
    if !answer.moves.is_empty() {
        out.push_str(&report::table(answer, source));
        out.push('\n');
    }
    let examples = report::example_lines(answer, source);
    if !examples.is_empty() {
        out.push_str(match source {
            Source::Strong => "Highest-rated games here:\n",
            Source::Server => "Latest games here:\n",
        });
        for line in examples {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out
}
