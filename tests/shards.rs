//! Two bot processes share one PostgreSQL database, each running one of two
//! Discord shards: each answers, restores and times only its own servers'
//! games, and a process killed and restarted loses nothing and doubles nothing.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Interaction, User, GUILD_ID};
use common::pente::{alice, assert_board, bob, carol, start_game_in, CHANNEL};
use common::BotProcess;
use serde_json::json;
use sqlx::Connection;
use std::time::Duration;

/// A server on the other shard of two than [`GUILD_ID`]: its id is one
/// millisecond later (Discord's shard rule reads the id's timestamp).
const OTHER_GUILD: u64 = GUILD_ID + (1 << 22);
const OTHER_CHANNEL: u64 = 5_000_000_000_000_101;
/// A second channel of the other server, for a challenge left open.
const OTHER_CHALLENGE_CHANNEL: u64 = 5_000_000_000_000_102;

fn shard_of(guild: u64) -> u32 {
    ((guild >> 22) % 2) as u32
}

/// `pente-bot run` for one shard of two, on the shared database.
async fn start_shard(fake: &FakeDiscord, database: &str, shard: u32) -> BotProcess {
    let config = format!(
        "database = {database:?}\nimage_size = 400\nchallenge_timeout = \"6s\"\n\
         shards = {{ total = 2, ids = \"{shard}\" }}\n"
    );
    let bot = BotProcess::spawn(fake, &config, &[("RUST_LOG", "info,pente_bot=debug")]);
    bot.wait_log("games restored", Duration::from_secs(30))
        .await;
    fake.wait_shard_ready(shard, Duration::from_secs(30)).await;
    bot
}

async fn send_move(fake: &FakeDiscord, channel: u64, user: &User, point: &str) -> Interaction {
    let i = fake
        .command(user, channel, "move", json!([opt::str("position", point)]))
        .await;
    assert_board(&i.reply().await);
    i
}

/// The moves and state stored for each channel's newest game.
async fn stored(database: &str, channel: u64) -> (String, String) {
    let mut db = sqlx::PgConnection::connect(database).await.unwrap();
    sqlx::query_as("SELECT moves, state FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1")
        .bind(channel as i64)
        .fetch_one(&mut db)
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_serve_disjoint_shards_through_kills() {
    let Some(database) = common::postgres::fresh_database("shards").await else {
        return;
    };
    assert_ne!(shard_of(GUILD_ID), shard_of(OTHER_GUILD));
    let fake = FakeDiscord::start().await;
    fake.add_guild(OTHER_GUILD, &[OTHER_CHANNEL, OTHER_CHALLENGE_CHANNEL]);
    let (home, other) = (shard_of(GUILD_ID), shard_of(OTHER_GUILD));
    let mut home_bot = start_shard(&fake, &database, home).await;
    let mut other_bot = start_shard(&fake, &database, other).await;
    fake.wait_ready(Duration::from_secs(30)).await;
    assert_eq!(fake.shard_of(OTHER_GUILD), other);
    let identified: Vec<_> = fake
        .identifies()
        .iter()
        .map(|d| d["shard"].clone())
        .collect();
    assert!(
        identified.contains(&json!([home, 2])) && identified.contains(&json!([other, 2])),
        "each process identifies as its shard: {identified:?}"
    );

    // A game in each server; each is answered by its own shard's process.
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![]).await;
    start_game_in(&fake, OTHER_CHANNEL, &carol(), &alice(), vec![]).await;
    let mut answered = vec![];
    for (channel, white, black) in [(CHANNEL, alice(), bob()), (OTHER_CHANNEL, carol(), alice())] {
        answered.push(send_move(&fake, channel, &white, "K10").await);
        answered.push(send_move(&fake, channel, &black, "L9").await);
    }
    // A challenge in the other server, left unanswered: it expires in 6 s.
    let challenged_at = tokio::time::Instant::now();
    let open = fake
        .command(
            &bob(),
            OTHER_CHALLENGE_CHANNEL,
            "challenge",
            json!([opt::user("opponent", &carol())]),
        )
        .await
        .reply()
        .await;
    assert!(!open.ephemeral);

    // The other server's process dies; this server's restarts while it is
    // down and restores its own game only.
    other_bot.kill().await;
    home_bot.kill().await;
    let home_bot = start_shard(&fake, &database, home).await;
    let restored = home_bot.log();
    assert!(
        restored.contains("games=1 challenges=0"),
        "only its own server's game is restored:\n{restored}"
    );
    answered.push(send_move(&fake, CHANNEL, &alice(), "K13").await);

    // The challenge's 6 s pass with its owner down: nobody else touches it.
    tokio::time::sleep_until(challenged_at + Duration::from_secs(7)).await;
    assert_eq!(
        stored(&database, OTHER_CHALLENGE_CHANNEL).await.1,
        "challenge",
        "another process's challenge expiry is never touched"
    );
    assert!(!home_bot.log().contains("expired"), "{}", home_bot.log());

    // Restarted, the owner restores its game and challenge, expires the
    // overdue challenge, and its game goes on from where it was.
    let other_bot = start_shard(&fake, &database, other).await;
    assert!(
        other_bot.log().contains("games=1 challenges=1"),
        "{}",
        other_bot.log()
    );
    let expired = fake
        .wait_for_message(OTHER_CHALLENGE_CHANNEL, Duration::from_secs(10), |m| {
            m.content.contains("expired")
        })
        .await;
    assert!(
        expired.content.contains(&bob().mention()),
        "{}",
        expired.content
    );
    assert_eq!(
        stored(&database, OTHER_CHALLENGE_CHANNEL).await.1,
        "expired"
    );
    answered.push(send_move(&fake, OTHER_CHANNEL, &carol(), "K13").await);
    answered.push(send_move(&fake, CHANNEL, &bob(), "L12").await);

    // Nothing lost, nothing doubled, nothing answered twice.
    assert_eq!(
        stored(&database, CHANNEL).await,
        ("K10 L9 K13 L12".to_string(), "playing".to_string())
    );
    assert_eq!(
        stored(&database, OTHER_CHANNEL).await,
        ("K10 L9 K13".to_string(), "playing".to_string())
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    for i in &answered {
        assert_eq!(i.replies_now().len(), 1, "{i:?} answered once");
    }
    fake.assert_no_problems();
    drop(other_bot);
}

/// A game changed in the database behind a process's back (by another
/// process, e.g. while shards are being moved) is never overwritten: the
/// process's write is refused, it reloads the game, and play goes on from
/// the stored position.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_changed_by_another_writer_is_reloaded_not_overwritten() {
    use pente_bot::session::Table;
    use pente_bot::store::Store;
    use std::time::SystemTime;

    let db = common::shared_db::SharedDb::new("shards", "stale");
    let fake = FakeDiscord::start().await;
    let _bot = common::pente::start(&fake, &db.config()).await;
    start_game_in(&fake, CHANNEL, &alice(), &bob(), vec![]).await;
    send_move(&fake, CHANNEL, &alice(), "K10").await;

    // Another writer plays Black's move straight into the database.
    let other = Store::open(&db.file()).await.unwrap();
    let Some(Table::Match(mut m)) = other.load_channel(CHANNEL).await.unwrap() else {
        panic!("the game is stored");
    };
    m.play(bob().id, "L9", SystemTime::now()).unwrap();
    other.save_game(&mut m, SystemTime::now()).await.unwrap();

    // The bot still thinks it is Black's turn: its write finds a newer version.
    let refused = fake
        .command(&bob(), CHANNEL, "move", json!([opt::str("position", "M8")]))
        .await
        .reply()
        .await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(
        refused.content.contains("changed a moment ago"),
        "{}",
        refused.content
    );
    // Reloaded: it is White's turn, after L9.
    let not_yet = fake
        .command(&bob(), CHANNEL, "move", json!([opt::str("position", "M8")]))
        .await
        .reply()
        .await;
    assert!(not_yet.content.contains("turn"), "{}", not_yet.content);
    send_move(&fake, CHANNEL, &alice(), "K13").await;
    let Some(Table::Match(stored)) = other.load_channel(CHANNEL).await.unwrap() else {
        panic!("the game is stored");
    };
    let moves: Vec<String> = stored.game.moves().iter().map(|p| p.to_string()).collect();
    assert_eq!(moves, ["K10", "L9", "K13"]);
}
