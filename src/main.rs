//! The `pente-bot` command line.

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use pente_bot::game::Record;
use pente_bot::replay::replay;
use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "pente-bot",
    version,
    about = "Pente for Discord, with pente.org's rules"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a game record (pente.org format or a plain move list) and print
    /// each move with its captures, the final status and the board.
    ///
    /// Exits 1 at the first illegal move (unless --keep-going), 2 when the
    /// input can't be read as a record.
    Replay {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Report illegal moves and skip them instead of stopping.
        #[arg(long)]
        keep_going: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Replay {
            file,
            json,
            keep_going,
        } => run_replay(file, json, keep_going),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Reads a record from a file or, for `-` or no file, from standard input.
fn read_record(file: Option<PathBuf>) -> Result<Record> {
    let mut bytes = Vec::new();
    let source = match file.filter(|f| f.as_os_str() != "-") {
        Some(path) => {
            bytes =
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            path.display().to_string()
        }
        None => {
            std::io::stdin()
                .read_to_end(&mut bytes)
                .context("cannot read standard input")?;
            "standard input".to_string()
        }
    };
    let text = String::from_utf8(bytes).with_context(|| format!("{source} is not UTF-8 text"))?;
    Record::parse(&text).with_context(|| format!("{source} is not a game record"))
}

fn run_replay(file: Option<PathBuf>, json: bool, keep_going: bool) -> Result<ExitCode> {
    let record = read_record(file)?;
    let replay = replay(&record, keep_going, None);
    if json {
        println!("{}", serde_json::to_string(&replay.report())?);
    } else {
        print!("{}", replay.to_text());
    }
    match &replay.first_refused {
        Some(refused) if !keep_going => {
            eprintln!("error: {refused}");
            Ok(ExitCode::from(1))
        }
        _ => Ok(ExitCode::SUCCESS),
    }
}
