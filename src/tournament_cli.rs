//! `pente-bot tournament show ID [--db PATH|URL] [--json]`: a tournament as
//! stored, for organisers and scripts: its players, every round's games
//! with their results, and the standings.

use anyhow::{Context as _, Result};
use pente_bot::config::{Config, Env};
use pente_bot::store::{Location, Store, StoredTournament};
use serde_json::{json, Value};
use std::process::ExitCode;

pub fn run_show(id: u64, db: Option<String>, as_json: bool) -> Result<ExitCode> {
    let location = match db {
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
    let stored = runtime.block_on(async {
        let store = Store::connect(&location).await?;
        store.tournament(id).await.map_err(anyhow::Error::from)
    })?;
    let Some(t) = stored else {
        eprintln!("there is no tournament {id}");
        return Ok(ExitCode::from(1));
    };
    if as_json {
        println!("{}", report(&t));
    } else {
        print!("{}", text(&t));
    }
    Ok(ExitCode::SUCCESS)
}

/// The `--json` report: the contract of issue 26.
pub fn report(t: &StoredTournament) -> Value {
    let state = t.state();
    let rounds: Vec<Value> = state
        .rounds
        .iter()
        .enumerate()
        .map(|(r, games)| {
            let boards = t.boards.iter().filter(|b| b.round as usize == r);
            Value::Array(
                games
                    .iter()
                    .zip(boards)
                    .map(|(played, board)| {
                        json!({
                            "white": played.pairing.white,
                            "black": played.pairing.black,
                            "result": played.result.map(|r| r.as_str()),
                            "game": board.game_id,
                        })
                    })
                    .collect(),
            )
        })
        .collect();
    let standings: Vec<Value> = state
        .standings()
        .iter()
        .map(|s| {
            json!({
                "rank": s.rank,
                "user": s.player,
                "points": s.points(),
                "buchholz_cut1": s.buchholz_cut1(),
                "sonneborn_berger": s.sonneborn_berger(),
                "wins": s.wins,
            })
        })
        .collect();
    json!({
        "id": t.info.id,
        "name": t.info.name,
        "format": t.info.format.key(),
        "variant": t.info.variant.key(),
        "state": t.info.state.as_str(),
        "players": t.players.iter().map(|p| json!({
            "user": p.user_id,
            "name": p.name,
            "withdrawn": p.withdrawn,
        })).collect::<Vec<_>>(),
        "rounds": rounds,
        "standings": standings,
    })
}

fn text(t: &StoredTournament) -> String {
    let mut out = format!(
        "{} (#{}): {} of {}, {}\n",
        t.info.name,
        t.info.id,
        t.info.format.name(),
        t.info.variant,
        t.info.state.as_str()
    );
    let mut round = None;
    for b in &t.boards {
        if round != Some(b.round) {
            round = Some(b.round);
            out += &format!("Round {}\n", b.round + 1);
        }
        let white = t.name_of(b.pairing.white);
        out += &match b.pairing.black {
            None => format!("  {white}: bye\n"),
            Some(black) => format!(
                "  {white} - {}: {}\n",
                t.name_of(black),
                b.result.map_or("playing", |r| r.as_str())
            ),
        };
    }
    out += "Standings\n";
    for s in t.state().standings() {
        out += &format!(
            "  {:>2}. {} {} (Bch-1 {}, SB {}, {} wins)\n",
            s.rank,
            t.name_of(s.player),
            s.points(),
            s.buchholz_cut1(),
            s.sonneborn_berger(),
            s.wins
        );
    }
    out
}
