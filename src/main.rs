//! The `pente-bot` command line.

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand};
use pente_bot::ai::Level;
use pente_bot::config::{Config, Env};
use pente_bot::game::Point;
use pente_bot::game::Record;
use pente_bot::game::Variant;
use pente_bot::locale::Lang;
use pente_bot::render::{GifOptions, Renderer, Scene};
use pente_bot::replay::{replay, Replay, Rules};
use std::io::Read;

mod tournament_cli;
use std::path::PathBuf;
use std::process::ExitCode;

mod explore_cli;
mod match_cli;
mod puzzles_cli;
mod web_cli;

#[derive(Parser)]
#[command(
    name = "pente-bot",
    version,
    about = "Pente for Discord, with pente.org's rules"
)]
struct Cli {
    /// Without a subcommand, the bot runs (as `pente-bot run`).
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Puzzles: mine them from games (`build`), or print a file of them (`show`).
    Puzzles {
        #[command(subcommand)]
        command: puzzles_cli::PuzzlesCommand,
    },
    /// Run the Discord bot (needs DISCORD_TOKEN or `token` in the config).
    Run {
        /// The config file; default ./config.toml when it exists.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Replay a game record (pente.org format or a plain move list) and print
    /// each move with its captures, the final status and the board.
    ///
    /// Exits 1 at the first illegal move (unless --keep-going), 2 when the
    /// input can't be read as a record.
    Replay {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// Report illegal moves and skip them instead of stopping.
        #[arg(long)]
        keep_going: bool,
    },
    /// Print the move the engine would play next in a record, with its score,
    /// depth, nodes and time.
    Ai {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesArgs,
        /// easy, medium, hard or expert.
        #[arg(long, default_value = "hard")]
        level: Level,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Look at every move of a game with the engine and name the turning
    /// points: missed wins, blunders and inaccuracies, with the better move.
    /// Takes up to about 30 seconds for a long game.
    Analyze {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesArgs,
        /// Print, per move, {"move", "color", "score_before", "score_after",
        /// "best", "verdict"} in a JSON array instead of the summary.
        #[arg(long)]
        json: bool,
        /// Also write a picture of the key moment, with the better move.
        #[arg(long)]
        png: Option<PathBuf>,
    },
    /// Play the engine in the terminal; each position is also written as a PNG.
    Play {
        /// easy, medium, hard or expert.
        #[arg(long, default_value = "medium")]
        level: Level,
        /// Your colour (White moves first).
        #[arg(long, default_value = "white", value_parser = ["white", "black"])]
        color: String,
        /// Where to write the picture of the board after each move.
        #[arg(long, default_value = "pente-board.png")]
        png: PathBuf,
    },
    /// Engine against engine: wins, losses, draws and time per move.
    ///
    /// With --ladder, every level against the one below it instead, --games
    /// games with each colour: a rung holds when the stronger level takes at
    /// least three games in four and both keep within their time budgets
    /// (exit 1 if any rung doesn't).
    Match {
        #[arg(long, required_unless_present = "ladder", conflicts_with = "ladder")]
        white: Option<Level>,
        #[arg(long, required_unless_present = "ladder", conflicts_with = "ladder")]
        black: Option<Level>,
        /// Climb the ladder: easy-medium, medium-hard, hard-expert.
        #[arg(long)]
        ladder: bool,
        /// Games (with --ladder: games with each colour, per rung).
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Varies the openings; the same seed plays the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The game of the family (a key such as keryo, or `all` for every
        /// one in turn).
        #[arg(long, default_value = "pente")]
        variant: String,
        /// With --ladder: climb no higher than this level.
        #[arg(long, default_value = "expert")]
        up_to: Level,
        /// Without --ladder: print each game's moves and result too.
        #[arg(long, conflicts_with = "ladder")]
        records: bool,
    },
    /// Print every server's leaderboard from the database.
    ///
    /// With --recompute, also replay every rated game from the start and
    /// report each player whose stored rating differs (exit 1 if any does).
    Ratings {
        /// The database; default: the one the config names (pente.db).
        #[arg(long)]
        db: Option<String>,
        /// Rebuild every rating from the finished games, in order, and compare.
        #[arg(long)]
        recompute: bool,
        /// Rate every rated game again by today's rules and store what that
        /// gives (once, after an upgrade that changed the rules; back up
        /// the database first). Then --recompute holds.
        #[arg(long)]
        rerate: bool,
    },
    /// Serve the website from a database, without the bot (read-only): for
    /// a bot run as several shard processes, as many copies as you like.
    Web {
        /// The database; default: the one the config names (pente.db).
        #[arg(long)]
        db: Option<String>,
        /// Where to listen, like 127.0.0.1:8080; default: the config's
        /// `web_listen`.
        #[arg(long)]
        listen: Option<String>,
        /// The config file (for `web_links`, `metrics_listen` and `log`);
        /// default ./config.toml when it exists.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// The opening explorer: the moves played from a position in the strong
    /// games of pente.org or a server's finished games, with their results.
    Explore {
        /// The moves so far, like K10 L9 N10 (the start if none).
        moves: Vec<String>,
        /// The game (pente, keryo, gomoku, ...); default Pente.
        #[arg(long, value_parser = parse_variant)]
        variant: Option<Variant>,
        /// `strong` (pente.org's games, Pente only; the default for Pente),
        /// or a database path or URL (default: the config's).
        #[arg(long)]
        source: Option<String>,
        /// The server whose games to read, when the database holds several.
        #[arg(long)]
        guild: Option<u64>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Tournaments run by the bot.
    Tournament {
        #[command(subcommand)]
        command: TournamentCommand,
    },
    /// Render a game record as an animated GIF: the empty board, then one
    /// frame per move; the last is held for a few seconds.
    Gif {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesArgs,
        /// Where to write the GIF.
        #[arg(short, long)]
        output: PathBuf,
        /// Width of the picture in pixels.
        #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u32).range(400..=2000))]
        size: u32,
        /// How long each move is shown, in milliseconds.
        #[arg(long, default_value_t = GifOptions::default().delay_ms, value_parser = clap::value_parser!(u32).range(20..=60_000))]
        delay: u32,
        /// How long the last position is shown, in milliseconds.
        #[arg(long, default_value_t = GifOptions::default().hold_ms, value_parser = clap::value_parser!(u32).range(20..=600_000))]
        hold: u32,
        /// The language of the words on the picture: a Discord locale the
        /// bot speaks (en-US, fi, de, fr, es-ES, pl).
        #[arg(long, default_value = "en-US", value_parser = parse_language)]
        language: Lang,
    },
    /// Render a game record as a PNG picture of the board.
    Render {
        /// The record; `-` or nothing reads standard input.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesArgs,
        /// Where to write the PNG.
        #[arg(short, long)]
        output: PathBuf,
        /// Show the board as it stood after this many moves (default: the end).
        #[arg(long)]
        at: Option<usize>,
        /// Width of the picture in pixels.
        #[arg(long, default_value_t = 800, value_parser = clap::value_parser!(u32).range(400..=2000))]
        size: u32,
        /// The language of the words on the picture: a Discord locale the
        /// bot speaks (en-US, fi, de, fr, es-ES, pl).
        #[arg(long, default_value = "en-US", value_parser = parse_language)]
        language: Lang,
    },
}

/// A language the bot speaks, by its Discord locale code.
fn parse_language(code: &str) -> Result<Lang, String> {
    Lang::from_code(code).ok_or_else(|| {
        let known: Vec<&str> = Lang::all().map(Lang::code).collect();
        format!(
            "not a language pente-bot speaks; it speaks {}",
            known.join(", ")
        )
    })
}

/// Which game a record is: its `[Game]` header, or these.
#[derive(Args)]
struct RulesArgs {
    /// The game (pente, keryo, gomoku, dpente, gpente, poof, connect6, boat,
    /// dkeryo, opente, swap2pente, swap2keryo); wins over the record's
    /// [Game] header. Default: the header, or Pente.
    #[arg(long, value_parser = parse_variant)]
    variant: Option<Variant>,
    /// Play White's second stone without the tournament rule, as pente.org's
    /// unrated games do (G-Pente keeps it).
    #[arg(long)]
    no_tournament_rule: bool,
}

fn parse_variant(key: &str) -> Result<Variant, String> {
    key.parse()
        .map_err(|e: pente_bot::game::UnknownVariant| e.to_string())
}

impl RulesArgs {
    fn of(&self, record: &Record) -> Result<Rules> {
        Ok(Rules::of_record(
            record,
            self.variant,
            !self.no_tournament_rule,
        )?)
    }

    /// Replays `record` (its first `at` moves, if given); an illegal move is
    /// an error.
    fn replay(&self, record: &Record, at: Option<usize>) -> Result<Replay> {
        let replay = replay(record, self.of(record)?, false, at);
        if let Some(refused) = &replay.first_refused {
            anyhow::bail!("{refused}");
        }
        Ok(replay)
    }
}

#[derive(Subcommand)]
enum TournamentCommand {
    /// Print a tournament: its players, rounds, results and standings.
    Show {
        /// The tournament's number (as `/pente tournament` shows it).
        id: u64,
        /// The database; default: the one the config names (pente.db).
        #[arg(long)]
        db: Option<String>,
        /// One JSON object: id, name, format, variant, state, players,
        /// rounds (each a list of games) and standings.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run { config: None }) {
        Command::Run { config } => run_bot(config),
        Command::Web { db, listen, config } => web_cli::run(db, listen, config),
        Command::Puzzles { command } => puzzles_cli::run(command),
        Command::Ai {
            file,
            rules,
            level,
            json,
        } => run_ai(file, &rules, level, json),
        Command::Play { level, color, png } => run_play(level, &color, &png),
        Command::Analyze {
            file,
            rules,
            json,
            png,
        } => run_analyze(file, &rules, json, png),
        Command::Match {
            white,
            black,
            ladder,
            games,
            seed,
            variant,
            up_to,
            records,
        } => match_cli::run(
            white,
            black,
            (ladder, records),
            games,
            seed,
            &variant,
            up_to,
        ),
        Command::Render {
            file,
            rules,
            output,
            at,
            size,
            language,
        } => run_render(file, &rules, output, at, size, language),
        Command::Ratings {
            db,
            recompute,
            rerate,
        } => run_ratings(db, recompute, rerate),
        Command::Gif {
            file,
            rules,
            output,
            size,
            delay,
            hold,
            language,
        } => run_gif(file, &rules, output, size, delay, hold, language),
        Command::Replay {
            file,
            rules,
            json,
            keep_going,
        } => run_replay(file, &rules, json, keep_going),
        Command::Explore {
            moves,
            variant,
            source,
            guild,
            json,
        } => explore_cli::run(moves, variant, source, guild, json),
        Command::Tournament {
            command: TournamentCommand::Show { id, db, json },
        } => tournament_cli::run_show(id, db, json),
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

fn run_replay(
    file: Option<PathBuf>,
    rules: &RulesArgs,
    json: bool,
    keep_going: bool,
) -> Result<ExitCode> {
    let record = read_record(file)?;
    let replay = replay(&record, rules.of(&record)?, keep_going, None);
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

fn run_ratings(db: Option<String>, recompute: bool, rerate: bool) -> Result<ExitCode> {
    use pente_bot::store::{Location, Store};
    // The store's warnings (a row it leaves out, and why) on stderr.
    tracing_subscriber::fmt()
        .with_max_level(tracing::Level::WARN)
        .with_target(false)
        .without_time()
        .with_writer(std::io::stderr)
        .init();
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
    let path = &location;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async {
        let store = Store::connect(path).await?;
        if rerate {
            let games = store.rerate_all().await?;
            println!(
                "Rated {games} game{} again by today's rules.",
                if games == 1 { "" } else { "s" }
            );
        }
        let boards = store.leaderboards(std::time::SystemTime::now()).await?;
        if boards.is_empty() {
            println!("No rated games in {path} yet.");
        }
        for ((guild, variant), players) in &boards {
            // Pente's boards as before; the other games say which they are.
            let game = match variant {
                Variant::Pente => String::new(),
                v => format!(", {v}"),
            };
            println!(
                "Server {guild}{game}: {} rated player{}",
                players.len(),
                if players.len() == 1 { "" } else { "s" }
            );
            let mut provisional_heading = false;
            for (i, p) in players.iter().enumerate() {
                if p.rating.is_provisional() && !provisional_heading {
                    println!("  provisional:");
                    provisional_heading = true;
                }
                println!(
                    "{:>4}. {:<24} {:>12} {:>5} game{}",
                    i + 1,
                    p.player.name,
                    p.rating.with_deviation(),
                    p.games,
                    if p.games == 1 { "" } else { "s" }
                );
            }
        }
        if !recompute {
            return Ok(ExitCode::SUCCESS);
        }
        let games = store.rated_games().await?.len();
        let differences = store.rating_differences().await?;
        let show = |r: Option<pente_bot::rating::Rating>| {
            r.map_or("none".to_string(), |r| {
                format!(
                    "{:.4} ± {:.4} (σ {:.6})",
                    r.rating, r.deviation, r.volatility
                )
            })
        };
        for d in &differences {
            let game = match d.variant {
                Variant::Pente => String::new(),
                v => format!(" in {v}"),
            };
            println!(
                "DIFFERENT: server {} player {} ({}){game}: stored {}, recomputed {}",
                d.guild_id,
                d.player.id,
                d.player.name,
                show(d.stored),
                show(d.recomputed)
            );
        }
        println!(
            "Recomputed {games} rated game{} from the start: {}.",
            if games == 1 { "" } else { "s" },
            match differences.len() {
                0 => "every stored rating agrees".to_string(),
                1 => "1 rating differs".to_string(),
                n => format!("{n} ratings differ"),
            }
        );
        Ok(if differences.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        })
    })
}

/// A record replayed up to the position to draw: the game, what its last
/// move captured, and the players' names from the record's headers.
struct Drawn<'r> {
    game: pente_bot::game::Game,
    captured: Vec<Point>,
    poofed: Vec<Point>,
    white: &'r str,
    black: &'r str,
}

impl Drawn<'_> {
    /// Replays `record` (its first `at` moves, if given); an illegal move is an error.
    fn replay<'r>(record: &'r Record, rules: &RulesArgs, at: Option<usize>) -> Result<Drawn<'r>> {
        let replay = rules.replay(record, at)?;
        let header = |name, default| record.header(name).unwrap_or(default);
        Ok(Drawn {
            captured: replay
                .last
                .map(|m| m.captured.as_slice().to_vec())
                .unwrap_or_default(),
            poofed: replay
                .last
                .map(|m| m.poofed.as_slice().to_vec())
                .unwrap_or_default(),
            game: replay.game,
            // Without a name, the picture names the side in its language.
            white: header(pente_bot::game::record::WHITE_NAME, ""),
            black: header(pente_bot::game::record::BLACK_NAME, ""),
        })
    }

    fn scene(&self) -> Scene<'_> {
        Scene {
            game: &self.game,
            captured: &self.captured,
            poofed: &self.poofed,
            white_name: self.white,
            black_name: self.black,
            ending: None,
        }
    }
}

fn run_render(
    file: Option<PathBuf>,
    rules: &RulesArgs,
    output: PathBuf,
    at: Option<usize>,
    size: u32,
    lang: Lang,
) -> Result<ExitCode> {
    let record = read_record(file)?;
    let drawn = Drawn::replay(&record, rules, at)?;
    let png = Renderer::new(size).render_png(&drawn.scene(), lang);
    std::fs::write(&output, png).with_context(|| format!("cannot write {}", output.display()))?;
    Ok(ExitCode::SUCCESS)
}

fn run_gif(
    file: Option<PathBuf>,
    rules: &RulesArgs,
    output: PathBuf,
    size: u32,
    delay_ms: u32,
    hold_ms: u32,
    lang: Lang,
) -> Result<ExitCode> {
    let record = read_record(file)?;
    let drawn = Drawn::replay(&record, rules, None)?;
    let options = GifOptions { delay_ms, hold_ms };
    let gif = Renderer::new(size).render_gif(&drawn.scene(), options, lang);
    std::fs::write(&output, gif).with_context(|| format!("cannot write {}", output.display()))?;
    Ok(ExitCode::SUCCESS)
}

const NO_TOKEN_HELP: &str = "\
pente-bot needs a Discord bot token to run.

1. Open https://discord.com/developers/applications and create an application.
2. Under Bot, press Reset Token and copy the token.
3. Run the bot with it:  DISCORD_TOKEN=<the token> pente-bot
   (or put `token = \"...\"` in config.toml; see config.example.toml).
4. Invite the bot to your server with this link (put your application id in it,
   from General Information):";

fn run_bot(config_path: Option<PathBuf>) -> Result<ExitCode> {
    let config = Config::load(config_path.as_deref(), Env::from_process())?;
    if config.token.is_none() {
        eprintln!("{NO_TOKEN_HELP}\n   {}", pente_bot::bot::invite_url(None));
        return Ok(ExitCode::from(2));
    }
    let filter = std::env::var("RUST_LOG")
        .ok()
        .and_then(|f| tracing_subscriber::EnvFilter::try_new(f).ok())
        .unwrap_or_else(|| tracing_subscriber::EnvFilter::new(&config.log));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    tracing::info!(?config, "starting");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(web_cli::run_bot(config))?;
    Ok(ExitCode::SUCCESS)
}

fn run_ai(file: Option<PathBuf>, rules: &RulesArgs, level: Level, json: bool) -> Result<ExitCode> {
    let record = read_record(file)?;
    if record.moves.is_empty() {
        anyhow::bail!("the input has no moves: give a record or a move list (White opens on K10)");
    }
    let replay = rules.replay(&record, None)?;
    let game = &replay.game;
    if game.is_over() {
        anyhow::bail!("the game is already over: {}", game.outcome());
    }
    let stop = std::sync::atomic::AtomicBool::new(false);
    if let Some(pending) = game.pending() {
        let choice =
            pente_bot::ai::decide(game, level.limits(), 1, &stop).context("no decision to make")?;
        if json {
            println!("{}", serde_json::json!({ "decision": choice.as_str() }));
        } else {
            println!("{} decides: {choice}", pending.by);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let found = pente_bot::ai::choose_move(game, level, 1, &stop).context("no move to play")?;
    let ms = found.elapsed.as_millis() as u64;
    if json {
        let out = serde_json::json!({
            "move": found.best.to_string(),
            "score": found.score,
            "depth": found.depth,
            "nodes": found.nodes,
            "ms": ms,
        });
        println!("{out}");
    } else {
        println!(
            "{} plays {} (score {}, depth {}, {} nodes, {} ms)",
            game.to_move(),
            found.best,
            found.score,
            found.depth,
            found.nodes,
            ms
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn run_analyze(
    file: Option<PathBuf>,
    rules: &RulesArgs,
    json: bool,
    png: Option<PathBuf>,
) -> Result<ExitCode> {
    use pente_bot::ai::analysis;
    let record = read_record(file)?;
    if record.moves.is_empty() {
        anyhow::bail!("the input has no moves: give a record or a move list (White opens on K10)");
    }
    let replay = rules.replay(&record, None)?;
    let game = &replay.game;
    let start = pente_bot::game::Game::of(game.variant(), game.has_tournament_rule());
    let actions = game.actions();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let limits = analysis::limits_for(game.moves().len());
    let found = analysis::analyze_game(&start, &actions, limits, &stop)
        .map_err(|(i, e)| anyhow::anyhow!("move {}: {e}", i + 1))?;
    if json {
        let out: Vec<serde_json::Value> = found
            .reviews
            .iter()
            .map(|r| {
                serde_json::json!({
                    "move": r.point.to_string(),
                    "color": r.color.as_str(),
                    "score_before": r.score_before,
                    "score_after": r.score_after,
                    "best": r.best.to_string(),
                    "verdict": r.verdict.map(|v| v.as_str()),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(out));
    } else {
        println!("{}", found.summary());
    }
    if let Some(path) = png {
        let white = record
            .header(pente_bot::game::record::WHITE_NAME)
            .unwrap_or("White");
        let black = record
            .header(pente_bot::game::record::BLACK_NAME)
            .unwrap_or("Black");
        let png = analysis::key_moment_in(&start, &actions, &found).and_then(|key| {
            Renderer::new(800).render_key_moment_png(&key, white, black, Lang::ENGLISH)
        });
        match png {
            Some(bytes) => std::fs::write(&path, bytes)
                .with_context(|| format!("cannot write {}", path.display()))?,
            None => eprintln!("no turning point: {} not written", path.display()),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn run_play(level: Level, color: &str, png: &std::path::Path) -> Result<ExitCode> {
    use pente_bot::game::{Color, Game};
    use std::io::BufRead;
    let human = if color == "black" {
        Color::Black
    } else {
        Color::White
    };
    let renderer = Renderer::new(800);
    let mut game = Game::new();
    let mut captured = Vec::new();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let names = match human {
        Color::White => ("you".to_string(), format!("pente-bot ({level})")),
        Color::Black => (format!("pente-bot ({level})"), "you".to_string()),
    };
    let mut lines = std::io::stdin().lock().lines();
    println!("You play {human} against the {level} engine. Type a point like K10, or quit.");
    loop {
        let picture = renderer.render_png(
            &Scene {
                game: &game,
                captured: &captured,
                poofed: &[],
                white_name: &names.0,
                black_name: &names.1,
                ending: None,
            },
            Lang::ENGLISH,
        );
        std::fs::write(png, picture).with_context(|| format!("cannot write {}", png.display()))?;
        println!(
            "\n{}\nCaptured: White {}, Black {}.  (Picture: {})",
            game.board(),
            game.captures(Color::White),
            game.captures(Color::Black),
            png.display()
        );
        if game.is_over() {
            println!("{}.", game.outcome());
            return Ok(ExitCode::SUCCESS);
        }
        if game.to_move() != human {
            let found = pente_bot::ai::choose_move(&game, level, game.ply() as u64, &stop)
                .context("no move")?;
            let m = game.play(found.best)?;
            captured = m.captured.as_slice().to_vec();
            println!(
                "The engine plays {} ({} ms).",
                found.best,
                found.elapsed.as_millis()
            );
            continue;
        }
        print!("Your move ({human}): ");
        std::io::Write::flush(&mut std::io::stdout())?;
        let Some(line) = lines.next() else {
            println!();
            return Ok(ExitCode::SUCCESS);
        };
        let line = line?;
        if matches!(line.trim(), "quit" | "exit" | "q") {
            return Ok(ExitCode::SUCCESS);
        }
        match game.play_str(&line) {
            Ok(m) => captured = m.captured.as_slice().to_vec(),
            Err(e) => println!("Not played: {e}"),
        }
    }
}
