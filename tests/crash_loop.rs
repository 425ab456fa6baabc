//! The crash loop (issue 13): several channels play real games at once while
//! the bot is SIGKILLed at random moments and restarted, again and again.
//! Afterwards every move whose board was posted is in the database, in its
//! place and once; no interaction was answered twice; and after a last
//! restart the bot holds in memory exactly what the database holds.
//!
//! A move whose answer never came (the bot died first) is sent again after
//! the restart; whether the dead bot had saved it is read from the database,
//! so a move is never played twice by the test either. Games start the same
//! way (a challenge, then Accept), kills and all.
//!
//! - `PENTE_CRASH_KILLS`: how many kills (20 by default, what CI runs; the
//!   full run is 100: `PENTE_CRASH_KILLS=100 cargo test --test integration crash_loop::`).
//! - `PENTE_CRASH_SEED`: replays a run's kill moments and games (every run
//!   prints its seed); how the machine's timing falls still varies.
//! - `PENTE_TEST_POSTGRES`: the same loop also runs on a fresh PostgreSQL
//!   database of that server (skipped, saying so, without it).

use crate::common;

use common::bot_process::BotProcess;
use common::fake_discord::{opt, FakeConfig, FakeDiscord, Interaction, Reply, User};
use common::pente::{color, real_games, restart, say_in};
use common::shared_db::SharedDb;
use proptest::prelude::RngExt;
use proptest::test_runner::{RngAlgorithm, TestRng};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// Channels playing at once, each between two players of its own.
const CHANNELS: u64 = 5;
const FIRST_CHANNEL: u64 = 7_000_000_000_000_000;
/// The longest the bot runs between being ready and being killed; each kill
/// falls at a uniformly random moment of that.
const MAX_LIFETIME: Duration = Duration::from_millis(700);
/// A move unanswered this long, with no kill in between, is a stuck channel.
const STUCK: Duration = Duration::from_secs(60);
/// Sending one move again and again without the database moving on is a bug.
const MAX_ATTEMPTS: usize = 20;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answered_move_survives_random_kills_on_sqlite() {
    let db = SharedDb::new("crash_loop", "sqlite");
    crash_loop(Database::Sqlite(db)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answered_move_survives_random_kills_on_postgres() {
    if let Some(url) = common::postgres::fresh_database("crash_loop").await {
        crash_loop(Database::Postgres(url)).await;
    }
}

/// Where the bot keeps its games, read here with plain SQL.
enum Database {
    Sqlite(SharedDb),
    Postgres(String),
}

impl Database {
    /// A path or a URL, as `database` in the config and `--db` take it.
    fn location(&self) -> String {
        match self {
            Database::Sqlite(db) => db.file().display().to_string(),
            Database::Postgres(url) => url.clone(),
        }
    }

    fn config(&self) -> String {
        format!("database = {:?}", self.location())
    }

    /// Every row of `channel` (challenges and games), oldest first.
    async fn rows(&self, channel: u64) -> Vec<StoredRow> {
        use sqlx::{Connection, Row};
        // The same query on either backend's connection.
        macro_rules! fetch {
            ($connection:ty, $url:expr) => {{
                let mut conn = <$connection>::connect($url).await.unwrap();
                sqlx::query("SELECT id, state, moves FROM games WHERE channel_id = $1 ORDER BY id")
                    .bind(channel as i64)
                    .fetch_all(&mut conn)
                    .await
                    .unwrap()
                    .iter()
                    .map(|r| (r.get(0), r.get(1), r.get(2)))
                    .collect()
            }};
        }
        let rows: Vec<(i64, String, String)> = match self {
            Database::Sqlite(db) => {
                let url = format!("sqlite://{}", db.file().display());
                fetch!(sqlx::SqliteConnection, &url)
            }
            Database::Postgres(url) => fetch!(sqlx::PgConnection, url),
        };
        rows.into_iter()
            .map(|(id, state, moves)| StoredRow {
                id,
                state,
                moves: moves.split_whitespace().map(str::to_string).collect(),
            })
            .collect()
    }

    /// The channel's newest row (challenge or game).
    async fn newest(&self, channel: u64) -> Option<StoredRow> {
        self.rows(channel).await.pop()
    }

    /// The moves of the channel's newest game.
    async fn current_moves(&self, channel: u64) -> Vec<String> {
        self.newest(channel)
            .await
            .map(|row| row.moves)
            .unwrap_or_default()
    }
}

/// A row of the `games` table: a challenge, or the game it became.
#[derive(Debug)]
struct StoredRow {
    id: i64,
    state: String,
    moves: Vec<String>,
}

/// What the killer and the players share.
struct Session {
    fake: FakeDiscord,
    db: Database,
    /// Kills so far, counted once the process is gone: a move sent before a
    /// kill and still unanswered after it will never be answered.
    kills: watch::Sender<usize>,
    kills_wanted: usize,
    /// False from just before a kill until the restarted bot is ready:
    /// players send nothing meanwhile. (The fake would hold an interaction
    /// until a bot connects, but its three seconds would be running.)
    up: watch::Sender<bool>,
    /// Set when a player failed: the others stop too.
    given_up: AtomicBool,
}

impl Session {
    fn kills_done(&self) -> usize {
        *self.kills.borrow()
    }

    /// Waits until the bot is up; returns the count of kills so far.
    async fn when_up(&self) -> usize {
        let _ = self.up.subscribe().wait_for(|&up| up).await;
        self.kills_done()
    }

    /// The last kill is done (or a player failed): time to stop playing.
    fn over(&self) -> bool {
        self.kills_done() >= self.kills_wanted || self.given_up.load(Ordering::Relaxed)
    }
}

/// One `/pente move` the test sent.
struct SentMove {
    /// Which of the channel's games (0 for its first).
    game: usize,
    ply: usize,
    point: String,
    interaction: Interaction,
}

/// What a channel played: its games (each the whole real game and how many
/// of its moves were played), and every move interaction it sent.
struct ChannelPlay {
    channel: u64,
    games: Vec<(Vec<String>, usize)>,
    sent: Vec<SentMove>,
    /// Every challenge and press of Accept it sent.
    starts: Vec<Interaction>,
}

fn env_number(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    Some(
        value
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {value:?}")),
    )
}

async fn crash_loop(db: Database) {
    let kills_wanted = env_number("PENTE_CRASH_KILLS").unwrap_or(20) as usize;
    let seed = env_number("PENTE_CRASH_SEED").unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64
    });
    let backend = match db {
        Database::Sqlite(_) => "SQLite",
        Database::Postgres(_) => "PostgreSQL",
    };
    println!(
        "crash loop on {backend}: {kills_wanted} kills, seed {seed} \
         (replay with PENTE_CRASH_SEED={seed} PENTE_CRASH_KILLS={kills_wanted})"
    );
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed.to_le_bytes(); 4].concat());
    let began = Instant::now();

    // A restarting bot takes a while: the fake waits for it rather than
    // giving up on an interaction after its usual 10 seconds.
    let fake = FakeDiscord::start_with(FakeConfig {
        timeout: STUCK,
        ..FakeConfig::default()
    })
    .await;
    let bot = restart(&fake, &db.config()).await;
    let session = Arc::new(Session {
        fake,
        db,
        kills: watch::channel(0).0,
        kills_wanted,
        up: watch::channel(true).0,
        given_up: AtomicBool::new(false),
    });

    // Each channel plays its own real games, picked by the seed, one after
    // the other, until the last kill.
    // Games that end on the board (five in a row or ten captures), so that
    // the last move frees the channel for the next.
    let games = real_games(|game| game["ref"]["status"] != "ongoing");
    let mut players = Vec::new();
    for i in 0..CHANNELS {
        let offset = rng.random_range(0..games.len());
        let channel_games: Vec<Vec<String>> = (0..games.len())
            .map(|n| games[(offset + n) % games.len()].clone())
            .collect();
        players.push(tokio::spawn(play_channel(
            Arc::clone(&session),
            FIRST_CHANNEL + i,
            channel_games,
        )));
    }
    let bot = kill_loop(&session, bot, &mut rng, &players).await;
    let mut played = Vec::new();
    for p in players {
        played.push(p.await.expect("a channel's player failed"));
    }
    let loop_time = began.elapsed();

    let counts = check_against_database(&session, &played).await;

    // A last restart with nothing in flight: memory must be the database.
    let mut bot = bot;
    bot.kill().await;
    assert_no_errors(&bot);
    let bot = restart(&session.fake, &session.db.config()).await;
    check_memory_matches_database(&session, &played).await;
    check_ratings_agree(&session.db).await;
    assert_no_problems_but_expiry(&session.fake);
    assert_no_errors(&bot);

    println!(
        "crash loop on {backend}: {kills_wanted} kills in {:.1} s ({:.1} s in all), \
         {} moves stored, {} answered with a board, {} saved by a bot killed before it \
         answered, {} sent again; {} games started with {} challenges and presses of Accept; \
         {} interactions expired unanswered (a slow moment)",
        loop_time.as_secs_f64(),
        began.elapsed().as_secs_f64(),
        counts.stored,
        counts.boards,
        counts.stored - counts.boards,
        counts.resent,
        counts.games,
        counts.starts,
        counts.expired,
    );
}

/// Kills the bot `kills_wanted` times, each at a random moment of its life,
/// restarting it each time; returns the last one, running. Stops early if a
/// player stops before the last kill (it failed: its panic says why).
async fn kill_loop(
    session: &Session,
    mut bot: BotProcess,
    rng: &mut TestRng,
    players: &[tokio::task::JoinHandle<ChannelPlay>],
) -> BotProcess {
    let config = session.db.config();
    for _ in 0..session.kills_wanted {
        if players.iter().any(|p| p.is_finished()) {
            session.given_up.store(true, Ordering::Relaxed);
            break;
        }
        let life = rng.random_range(0..=MAX_LIFETIME.as_millis() as u64);
        tokio::time::sleep(Duration::from_millis(life)).await;
        session.up.send_replace(false);
        bot.kill().await; // SIGKILL, and the process is reaped
        assert_no_errors(&bot);
        session.kills.send_modify(|k| *k += 1);
        bot = restart(&session.fake, &config).await;
        session.up.send_replace(true);
    }
    bot
}

/// The fake saw no request it refused, no unknown route and no invalid
/// payload, but for interactions that expired (see [`EXPIRED`]).
fn assert_no_problems_but_expiry(fake: &FakeDiscord) {
    let problems: Vec<String> = fake
        .problems()
        .into_iter()
        .filter(|p| !p.contains(EXPIRED) && !p.contains("\"code\":10062"))
        .collect();
    assert!(
        problems.is_empty() && fake.unknown_routes().is_empty(),
        "fake discord saw problems: {problems:#?}\nunknown routes: {:?}",
        fake.unknown_routes()
    );
}

/// The channel's two players: White and Black.
fn players(channel: u64) -> (User, User) {
    let n = channel - FIRST_CHANNEL;
    (
        User::new(300_000_000_000_000_000 + 2 * n, &format!("white{n}")),
        User::new(300_000_000_000_000_001 + 2 * n, &format!("black{n}")),
    )
}

/// What the fake says of an interaction the bot first answered after
/// Discord's three seconds. The bot gets "Unknown interaction" then, as
/// from Discord, and the player no answer. That is a matter of speed (a
/// restart just before, or the machine busy with other work), not of the
/// kills: the interaction counts as unanswered, like one a kill cut off.
const EXPIRED: &str = "past Discord's 3 seconds";

/// A bot that neither panicked nor logged an error, but for interactions
/// that expired (see [`EXPIRED`]): the kills are the only trouble it met.
fn assert_no_errors(bot: &BotProcess) {
    let log = bot.log();
    let errors: Vec<&str> = log
        .lines()
        .filter(|line| line.contains("panicked") || line.contains(" ERROR "))
        .filter(|line| !line.contains("Unknown interaction"))
        .collect();
    assert!(errors.is_empty(), "the bot said:\n{}", errors.join("\n"));
}

/// Plays `games` in `channel` between two players of its own, one after the
/// other, until the last kill; the game in play then is left as it is.
async fn play_channel(session: Arc<Session>, channel: u64, games: Vec<Vec<String>>) -> ChannelPlay {
    let (white, black) = players(channel);
    let mut out = ChannelPlay {
        channel,
        games: Vec::new(),
        sent: Vec::new(),
        starts: Vec::new(),
    };
    'games: for (game, moves) in games.into_iter().enumerate() {
        if session.over() {
            break;
        }
        out.starts
            .extend(start_game(&session, channel, &white, &black).await);
        out.games.push((moves.clone(), 0));
        for (ply, point) in moves.iter().enumerate() {
            if session.over() {
                break 'games;
            }
            let player = if ply % 2 == 0 { &white } else { &black };
            let sent = play_move(&session, channel, player, point, ply).await;
            out.sent
                .extend(sent.into_iter().map(|interaction| SentMove {
                    game,
                    ply,
                    point: point.clone(),
                    interaction,
                }));
            out.games.last_mut().unwrap().1 = ply + 1;
        }
    }
    out
}

/// The first answer to `interaction`; None if the bot was killed first
/// (`kills_before` is the count of kills before it was sent), or if the
/// interaction expired unanswered (see [`EXPIRED`]).
async fn first_answer(
    session: &Session,
    interaction: &Interaction,
    kills_before: usize,
) -> Option<Reply> {
    let answered = session.fake.wait_until("an answer", STUCK, |_| {
        if let Some(reply) = interaction.replies_now().into_iter().next() {
            return Some(Some(reply));
        }
        let expired = interaction.errors().iter().any(|e| e.contains(EXPIRED));
        expired.then_some(None)
    });
    let mut kills = session.kills.subscribe();
    tokio::select! {
        answer = answered => answer,
        _ = kills.wait_for(|&k| k > kills_before) => {
            interaction.replies_now().into_iter().next()
        }
    }
}

/// Starts a game in `channel`: `white` challenges `black`, who accepts. A
/// challenge or a press that the bot died before answering is sent again;
/// what the bot had saved is read from the database, and the challenge's
/// Accept button from the channel. Returns every interaction sent.
async fn start_game(
    session: &Session,
    channel: u64,
    white: &User,
    black: &User,
) -> Vec<Interaction> {
    let mut sent = Vec::new();
    for _ in 0..MAX_ATTEMPTS {
        let newest = session.db.newest(channel).await;
        let interaction = match newest {
            Some(row) if row.state == "playing" => return sent,
            Some(row) if row.state == "challenge" => {
                let accept = format!("pente:accept:{}", row.id);
                let posted = session
                    .fake
                    .channel_messages(channel)
                    .into_iter()
                    .find(|m| m.custom_ids().contains(&accept));
                match posted {
                    Some(message) => {
                        let kills_before = session.when_up().await;
                        let press = session.fake.click(black, &message, &accept).await;
                        (press, kills_before)
                    }
                    // Saved, but the bot died before anyone saw it.
                    None => challenge(session, channel, white, black).await,
                }
            }
            _ => challenge(session, channel, white, black).await,
        };
        let (interaction, kills_before) = interaction;
        sent.push(interaction.clone());
        first_answer(session, &interaction, kills_before).await;
    }
    panic!(
        "channel {channel}: no game started after {MAX_ATTEMPTS} challenges and acceptances; \
         the newest row: {:?}\n{:#?}",
        session.db.newest(channel).await,
        session
            .fake
            .channel_messages(channel)
            .iter()
            .rev()
            .take(5)
            .map(|m| (&m.content, m.custom_ids()))
            .collect::<Vec<_>>()
    );
}

/// `/pente challenge` from `white` to `black`, White for the challenger;
/// with the count of kills before it was sent.
async fn challenge(
    session: &Session,
    channel: u64,
    white: &User,
    black: &User,
) -> (Interaction, usize) {
    let kills_before = session.when_up().await;
    let options = json!([opt::user("opponent", black), color(&session.fake, "White")]);
    let interaction = session
        .fake
        .command(white, channel, "challenge", options)
        .await;
    (interaction, kills_before)
}

fn is_board(reply: &Reply) -> bool {
    !reply.ephemeral && reply.files.iter().any(|(name, _)| name == "board.png")
}

/// Plays `point` as the game's move number `ply` (from 0), sending it again
/// while the bot dies before answering; returns every interaction sent. The
/// move is played once the bot posted its board, or once the database has it
/// (saved by a bot killed before it answered, which refuses it when it comes
/// again).
async fn play_move(
    session: &Session,
    channel: u64,
    player: &User,
    point: &str,
    ply: usize,
) -> Vec<Interaction> {
    let mut sent = Vec::new();
    for _ in 0..MAX_ATTEMPTS {
        let kills_before = session.when_up().await;
        let interaction = session
            .fake
            .command(
                player,
                channel,
                "move",
                json!([opt::str("position", point)]),
            )
            .await;
        sent.push(interaction.clone());
        let reply = first_answer(session, &interaction, kills_before).await;
        if reply.as_ref().is_some_and(is_board) {
            return sent;
        }
        // A refusal, or silence from a killed bot: did it save the move?
        let stored = session.db.current_moves(channel).await;
        assert!(
            stored.len() == ply || stored.len() == ply + 1,
            "channel {channel}, move {} ({point}): the database holds {} moves: {stored:?}",
            ply + 1,
            stored.len()
        );
        if stored.len() == ply + 1 {
            assert_eq!(stored[ply], point, "channel {channel}: {stored:?}");
            return sent;
        }
    }
    panic!(
        "channel {channel}: move {} ({point}) sent {MAX_ATTEMPTS} times, never saved",
        ply + 1
    );
}

struct Counts {
    /// Moves in the database.
    stored: usize,
    /// Moves the bot answered with a board.
    boards: usize,
    /// Move interactions sent more than once per move.
    resent: usize,
    /// Games started, and the challenges and presses of Accept it took.
    games: usize,
    starts: usize,
    /// Interactions that expired unanswered (see [`EXPIRED`]).
    expired: usize,
}

/// Every move answered with a board is in the database, in its place; the
/// database holds exactly the moves played, in order, none twice; no move
/// was answered with two boards, and no interaction got two answers.
async fn check_against_database(session: &Session, played: &[ChannelPlay]) -> Counts {
    let mut counts = Counts {
        stored: 0,
        boards: 0,
        resent: 0,
        games: 0,
        starts: 0,
        expired: 0,
    };
    for channel in played {
        // One row per game started, nothing else: no challenge twice.
        let stored = session.db.rows(channel.channel).await;
        assert_eq!(
            stored.len(),
            channel.games.len(),
            "channel {}: rows stored {stored:?}",
            channel.channel
        );
        for (row, (game, plies)) in stored.iter().zip(&channel.games) {
            assert_eq!(
                row.moves,
                game[..*plies],
                "channel {}: the database holds exactly the moves played, in order",
                channel.channel
            );
            let over = *plies == game.len();
            assert_eq!(row.state, if over { "finished" } else { "playing" });
            counts.stored += row.moves.len();
        }
        for start in &channel.starts {
            // An accepted challenge's message is edited, then the first
            // board follows: two answers to a press, one to a command.
            let replies = start.replies_now();
            let most = if start.kind == 3 { 2 } else { 1 };
            assert!(
                replies.len() <= most,
                "channel {}: {} answers to one challenge or press: {replies:#?}",
                channel.channel,
                replies.len()
            );
        }
        let mut boards: HashMap<(usize, usize), usize> = HashMap::new();
        for sent in &channel.sent {
            let replies = sent.interaction.replies_now();
            assert!(
                replies.len() <= 1,
                "channel {}: one interaction, {} answers: {replies:#?}",
                channel.channel,
                replies.len()
            );
            let Some(reply) = replies.first().filter(|r| is_board(r)) else {
                continue;
            };
            assert!(
                reply.content.contains(&format!("played {}", sent.point)),
                "the board answers its own move {}: {}",
                sent.point,
                reply.content
            );
            let row = &stored[sent.game];
            assert_eq!(
                row.moves.get(sent.ply),
                Some(&sent.point),
                "channel {}: move {} ({}) was answered with a board but is not in the database: {row:?}",
                channel.channel,
                sent.ply + 1,
                sent.point
            );
            *boards.entry((sent.game, sent.ply)).or_default() += 1;
        }
        if let Some(((game, ply), n)) = boards.iter().find(|(_, &n)| n > 1) {
            panic!(
                "channel {}: game {game}, move {} answered with {n} boards",
                channel.channel,
                ply + 1
            );
        }
        counts.boards += boards.len();
        let moves_sent: usize = channel.games.iter().map(|(_, plies)| plies).sum();
        counts.resent += channel.sent.len() - moves_sent;
        counts.games += channel.games.len();
        counts.starts += channel.starts.len();
        let expired = |i: &Interaction| i.errors().iter().any(|e| e.contains(EXPIRED));
        counts.expired += channel.starts.iter().filter(|i| expired(i)).count();
        counts.expired += channel
            .sent
            .iter()
            .filter(|s| expired(&s.interaction))
            .count();
    }
    counts
}

/// Every finished game was rated with its end, in one write, and once:
/// `pente-bot ratings --recompute` replays them all and finds the stored
/// ratings.
async fn check_ratings_agree(db: &Database) {
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .args(["ratings", "--db", &db.location(), "--recompute"])
        .output()
        .await
        .unwrap();
    assert!(
        out.status.success(),
        "ratings --recompute: {}\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// After a restart the bot shows each channel's game as the database holds
/// it, and takes its next move.
async fn check_memory_matches_database(session: &Session, played: &[ChannelPlay]) {
    let watcher = User::new(300_000_000_000_000_999, "watcher");
    for channel in played {
        let Some((game, plies)) = channel.games.last() else {
            continue;
        };
        let board = say_in(
            &session.fake,
            channel.channel,
            &watcher,
            "board",
            Value::Null,
        )
        .await;
        let count = format!("{plies} move{} played", if *plies == 1 { "" } else { "s" });
        assert!(
            board.content.contains(&count),
            "channel {}: expected {count:?}: {}",
            channel.channel,
            board.content
        );
        let Some(next) = game.get(*plies) else {
            continue; // the game is over
        };
        let (white, black) = players(channel.channel);
        let player = if plies % 2 == 0 { white } else { black };
        let reply = say_in(
            &session.fake,
            channel.channel,
            &player,
            "move",
            json!([opt::str("position", next)]),
        )
        .await;
        assert!(is_board(&reply), "channel {}: {reply:?}", channel.channel);
        let stored = session.db.current_moves(channel.channel).await;
        assert_eq!(stored.len(), plies + 1);
        assert_eq!(&stored[*plies], next);
    }
}
