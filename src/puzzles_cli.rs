//! `pente-bot puzzles build` and `pente-bot puzzles show`: mining puzzles
//! from game records, and printing a puzzle file.

use anyhow::{bail, Context, Result};
use clap::Subcommand;
use pente_bot::game::{Action, Color, Record, Variant};
use pente_bot::puzzle::{self, MiningLimits, Puzzle};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Mine puzzles (unique forced wins) from games, confirm each by a
    /// deeper search, and write them one JSON object a line.
    Build {
        /// The games: the jsonl of data/games_all.jsonl (a `moves` list a
        /// line), or a pente.org record; may be given more than once.
        #[arg(long = "games", default_value = "data/games_all.jsonl")]
        games: Vec<PathBuf>,
        /// Where to write the puzzles; `-` for standard output. No default:
        /// the shipped set is only ever replaced on purpose.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// A puzzle file whose ids are kept for the positions (up to
        /// symmetry) found again; new positions get ids read off the
        /// position, so a rebuild renumbers nothing.
        #[arg(long = "ids-from", default_value = "data/puzzles.jsonl")]
        ids_from: PathBuf,
        /// Mine only the first N games.
        #[arg(long)]
        limit: Option<usize>,
        /// Threads mining at once (default: the machine's cores).
        #[arg(long)]
        threads: Option<usize>,
        /// Open threes a proof may use (default: the miner's).
        #[arg(long)]
        threes: Option<u32>,
        /// Search nodes for one position (default: the miner's).
        #[arg(long)]
        nodes: Option<u64>,
    },
    /// Read each puzzle's themes again from its main line and rewrite the
    /// file: after a change to how themes are read, without mining again.
    Themes { file: PathBuf },
    /// Check a puzzle file without mining again: drop each position met
    /// before (up to symmetry) and each puzzle another first move also
    /// wins (a quiet one too), keep the rest with their ids.
    Filter {
        file: PathBuf,
        /// Where to write the puzzles kept; `-` for standard output.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// Search nodes for one puzzle's other first moves.
        #[arg(long, default_value_t = 400_000)]
        nodes: u64,
        /// Threads checking at once (default: the machine's cores).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Print the puzzles of a file: a readable text, or with --json one
    /// JSON object a line.
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

pub fn run(command: PuzzlesCommand) -> Result<ExitCode> {
    match command {
        PuzzlesCommand::Build {
            games,
            output,
            ids_from,
            limit,
            threads,
            threes,
            nodes,
        } => {
            let default = MiningLimits::MINING;
            let limits = MiningLimits {
                threes: threes.unwrap_or(default.threes),
                max_nodes: nodes.unwrap_or(default.max_nodes),
                ..default
            };
            let known = if ids_from.exists() {
                read_puzzles(&ids_from)?
            } else {
                Vec::new()
            };
            build(&games, &output, &known, limit, threads, &limits)
        }
        PuzzlesCommand::Filter {
            file,
            output,
            nodes,
            threads,
        } => filter(&file, &output, nodes, threads),
        PuzzlesCommand::Show { file, json } => show(&file, json),
        PuzzlesCommand::Themes { file } => rethemes(&file),
    }
}

/// A game to mine.
struct SourceGame {
    variant: Variant,
    actions: Vec<Action>,
    /// "pente.org game 50000000000427"
    name: String,
    /// Who won, if the record says.
    winner: Option<Color>,
}

fn read_games(paths: &[PathBuf]) -> Result<Vec<SourceGame>> {
    let mut games = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        if text.trim_start().starts_with('{') {
            for (i, line) in text.lines().enumerate() {
                if line.trim().is_empty() {
                    continue;
                }
                games.push(
                    game_of_json(line)
                        .with_context(|| format!("{}, line {}", path.display(), i + 1))?,
                );
            }
        } else {
            for (i, record) in records(&text).into_iter().enumerate() {
                games.push(
                    game_of_record(record)
                        .with_context(|| format!("{}, record {}", path.display(), i + 1))?,
                );
            }
        }
    }
    Ok(games)
}

fn game_of_json(line: &str) -> Result<SourceGame> {
    let v: serde_json::Value = serde_json::from_str(line)?;
    let actions = v["moves"]
        .as_array()
        .context("no `moves` list")?
        .iter()
        .map(|m| {
            m.as_str()
                .context("a move is not a string")?
                .parse::<Action>()
                .map_err(anyhow::Error::from)
        })
        .collect::<Result<Vec<_>>>()?;
    let variant = match v["variant"].as_str() {
        Some(key) => key.parse()?,
        None => Variant::Pente,
    };
    // "34.zip:34/50000000000427": pente.org's game number is the file name.
    let source = v["source"].as_str().unwrap_or("");
    let name = match source.rsplit('/').next().filter(|n| !n.is_empty()) {
        Some(number) => format!("pente.org game {number}"),
        None => "a game".to_string(),
    };
    let winner = match v["result"].as_str() {
        Some("1-0") => Some(Color::White),
        Some("0-1") => Some(Color::Black),
        _ => None,
    };
    Ok(SourceGame {
        variant,
        actions,
        name,
        winner,
    })
}

/// The records of a pente.org file, which may hold several: each begins
/// with its `[Game "…"]` header.
fn records(text: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = text
        .match_indices("[Game ")
        .map(|(i, _)| i)
        .filter(|&i| i == 0 || text[..i].ends_with('\n'))
        .collect();
    if starts.first() != Some(&0) {
        starts.insert(0, 0);
    }
    starts
        .iter()
        .enumerate()
        .map(|(k, &start)| &text[start..starts.get(k + 1).copied().unwrap_or(text.len())])
        .filter(|r| !r.trim().is_empty())
        .collect()
}

fn game_of_record(text: &str) -> Result<SourceGame> {
    let record = Record::parse(text)?;
    let variant = record.variant()?;
    let actions = record
        .moves
        .iter()
        .map(|m| m.parse::<Action>())
        .collect::<Result<Vec<_>, _>>()?;
    let white = record.header("Player 1 Name").unwrap_or("White");
    let black = record.header("Player 2 Name").unwrap_or("Black");
    let date = record
        .header("Date")
        .map(|d| format!(" ({d})"))
        .unwrap_or_default();
    Ok(SourceGame {
        variant,
        actions,
        name: format!("{white} v {black}{date}"),
        winner: record.result.and_then(|r| r.winner()),
    })
}

/// Puzzles kept from one game at most: the moments the players missed
/// first, then those that decided the game.
const MAX_PER_GAME: usize = 3;
/// Positions before this many moves are not looked at: openings hold no
/// forced wins worth a puzzle.
const FIRST_PLY: usize = 8;

/// What mining one game found.
#[derive(Default)]
struct Mined {
    positions: usize,
    found: usize,
    confirmed: Vec<Puzzle>,
}

fn mine_game(game: &SourceGame, limits: &MiningLimits) -> Mined {
    let mut mined = Mined::default();
    // (priority, puzzle): 0 for a missed win, 1 for one that decided the game.
    let mut found: Vec<(u8, Puzzle)> = Vec::new();
    let mut skip_until = 0;
    for n in FIRST_PLY..game.actions.len() {
        if n < skip_until {
            continue;
        }
        mined.positions += 1;
        let source = format!("{}, move {}", game.name, n + 1);
        let Ok(p) = puzzle::from_position_with(&game.actions[..n], game.variant, source, limits)
        else {
            continue;
        };
        mined.found += 1;
        let next = game.actions[n];
        let missed = next != Action::Stone(p.solution[0]);
        let decided = !missed && game.winner == Some(p.to_move());
        let priority = if missed {
            0
        } else if decided {
            1
        } else {
            2
        };
        // The positions along the same winning line are the same puzzle,
        // and so is a win missed twice the same way.
        skip_until = n + 2 * p.win_in as usize;
        let again = found
            .iter()
            .any(|(_, q)| q.to_move() == p.to_move() && q.solution[0] == p.solution[0]);
        if !again {
            found.push((priority, p));
        }
    }
    found.sort_by_key(|(priority, _)| *priority);
    let mut kept: Vec<Puzzle> = found
        .into_iter()
        .map(|(_, p)| p)
        .filter(puzzle::confirm)
        .take(MAX_PER_GAME)
        .collect();
    kept.sort_by_key(|p| p.moves.len());
    mined.confirmed = kept;
    mined
}

fn build(
    paths: &[PathBuf],
    output: &Path,
    known: &[Puzzle],
    limit: Option<usize>,
    threads: Option<usize>,
    limits: &MiningLimits,
) -> Result<ExitCode> {
    let mut games = read_games(paths)?;
    if let Some(limit) = limit {
        games.truncate(limit);
    }
    let threads = threads
        .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
        .unwrap_or(1)
        .max(1);
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Mined)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(game) = games.get(i) else { break };
                let mined = mine_game(game, limits);
                let mut results = results.lock().expect("no thread panics holding it");
                results.push((i, mined));
                let done = results.len();
                if done.is_multiple_of(250) {
                    let kept: usize = results.iter().map(|(_, m)| m.confirmed.len()).sum();
                    eprintln!(
                        "{done}/{} games, {kept} puzzles, {:.0} s",
                        games.len(),
                        started.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked");
    results.sort_by_key(|(i, _)| *i);
    let positions: usize = results.iter().map(|(_, m)| m.positions).sum();
    let found: usize = results.iter().map(|(_, m)| m.found).sum();
    let mined: Vec<Puzzle> = results.into_iter().flat_map(|(_, m)| m.confirmed).collect();
    let mut puzzles = puzzle::one_per_position(mined);
    puzzle::assign_ids(&mut puzzles, known);
    write_puzzles(output, &puzzles)?;
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    eprintln!(
        "{} games, {positions} positions: {found} puzzles found, {} confirmed by the deeper search \
         and kept ({:.1}%), in {:.1} min ({:.1} puzzles a minute, {threads} threads)",
        games.len(),
        puzzles.len(),
        100.0 * puzzles.len() as f64 / found.max(1) as f64,
        minutes,
        puzzles.len() as f64 / minutes.max(1e-9),
    );
    Ok(ExitCode::SUCCESS)
}

/// Writes one JSON object a line to `output` (`-`: standard output).
fn write_puzzles(output: &Path, puzzles: &[Puzzle]) -> Result<()> {
    let mut text = String::new();
    for p in puzzles {
        text.push_str(&p.to_json());
        text.push('\n');
    }
    if output.as_os_str() == "-" {
        print!("{text}");
    } else {
        std::fs::write(output, text)
            .with_context(|| format!("cannot write {}", output.display()))?;
    }
    Ok(())
}

/// Every puzzle of a file, which must all read.
fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            Puzzle::from_json(l).with_context(|| format!("{}, line {}", path.display(), i + 1))
        })
        .collect()
}

fn filter(path: &Path, output: &Path, nodes: u64, threads: Option<usize>) -> Result<ExitCode> {
    let puzzles = read_puzzles(path)?;
    for (dropped, kept) in puzzle::repeats(&puzzles) {
        match kept {
            Some(kept) => eprintln!("{dropped}: the position of {kept}: dropped"),
            None => eprintln!("{dropped}: does not replay: dropped"),
        }
    }
    let puzzles = puzzle::one_per_position(puzzles);
    let limits = MiningLimits {
        max_nodes: nodes,
        ..MiningLimits::MINING
    };
    let threads = threads
        .or_else(|| std::thread::available_parallelism().ok().map(|n| n.get()))
        .unwrap_or(1)
        .max(1);
    let next = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<(usize, Option<bool>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(p) = puzzles.get(i) else { break };
                let verdict = puzzle::another_first_move_wins(p, &limits);
                verdicts
                    .lock()
                    .expect("no thread panics holding it")
                    .push((i, verdict));
            });
        }
    });
    let mut verdicts = verdicts.into_inner().expect("no thread panicked");
    verdicts.sort_by_key(|(i, _)| *i);
    let mut unknown = 0;
    let mut kept = Vec::new();
    for ((_, verdict), p) in verdicts.into_iter().zip(puzzles) {
        match verdict {
            Some(true) => eprintln!("{}: another first move wins too: dropped", p.id),
            Some(false) => kept.push(p),
            None => {
                unknown += 1;
                kept.push(p);
            }
        }
    }
    write_puzzles(output, &kept)?;
    eprintln!(
        "{} puzzles kept ({unknown} of them not settled within {nodes} nodes)",
        kept.len()
    );
    Ok(ExitCode::SUCCESS)
}

fn rethemes(path: &Path) -> Result<ExitCode> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut p = Puzzle::from_json(line)
            .with_context(|| format!("{}, line {}", path.display(), i + 1))?;
        p.themes = puzzle::themes_of(&p);
        out.push_str(&p.to_json());
        out.push('\n');
    }
    std::fs::write(path, out).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(ExitCode::SUCCESS)
}

fn show(path: &Path, json: bool) -> Result<ExitCode> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut bad = 0;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let p = match Puzzle::from_json(line) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{}, line {}: {e}", path.display(), i + 1);
                bad += 1;
                continue;
            }
        };
        if json {
            println!("{}", p.to_json());
        } else {
            println!("{}", describe(&p)?);
        }
    }
    if bad > 0 {
        bail!("{bad} line(s) of {} are not puzzles", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// A puzzle as text: its title, source, themes, the board and the solution.
fn describe(p: &Puzzle) -> Result<String> {
    let game = p.position()?;
    let themes: Vec<&str> = p.themes.iter().map(|t| t.as_str()).collect();
    let solution: Vec<String> = p.solution.iter().map(|m| m.to_string()).collect();
    Ok(format!(
        "{} ({}) — {}\n{}\nthemes: {}; rating {:.0}; captures White {}, Black {}\n{}\nsolution: {}\n",
        p.id,
        p.variant,
        p.title(),
        p.source,
        themes.join(", "),
        p.rating,
        game.captures(Color::White),
        game.captures(Color::Black),
        game.board(),
        solution.join(" "),
    ))
}
