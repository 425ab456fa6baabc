//! End-to-end: ratings through the real `pente-bot` binary and the fake
//! Discord: a rated game's announcement, the leaderboard and its pages, the
//! profile card, history, and `pente-bot ratings --recompute`.

use crate::common;

use common::fake_discord::{opt, FakeDiscord, Reply, User, GUILD_ID};
use common::pente::*;
use pente_bot::game::Color;
use pente_bot::session::{open_challenge, ChallengeRequest, Player};
use pente_bot::store::Store;
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, SystemTime};

/// White makes five on the vertical K line while Black plays on the edge.
const WHITE_FIVE: [&str; 11] = [
    "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
];

/// `white` challenges `black` (as White, with extra `options`), and `black`
/// accepts; returns the challenge message's reply.
async fn challenge_accepted(
    fake: &FakeDiscord,
    white: &User,
    black: &User,
    options: &[Value],
) -> Reply {
    let mut all = vec![opt::user("opponent", black), color(fake, "White")];
    all.extend_from_slice(options);
    let challenge = say(fake, white, "challenge", Value::Array(all)).await;
    assert!(!challenge.ephemeral, "{challenge:?}");
    let accept = challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.contains("accept"))
        .expect("an Accept button");
    let replies = fake
        .click(black, challenge.msg(), &accept)
        .await
        .replies(2)
        .await;
    assert_board(&replies[1]);
    challenge
}

/// `pente-bot ratings` on `db`, with `args`: (exit code, standard output).
fn ratings_cli(db: &Path, args: &[&str]) -> (i32, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"))
        .arg("ratings")
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .expect("run pente-bot ratings");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    (out.status.code().unwrap_or(-1), format!("{stdout}{stderr}"))
}

fn decode_card(reply: &Reply) -> image::RgbImage {
    assert_eq!(reply.files.len(), 1, "{reply:?}");
    let (name, bytes) = &reply.files[0];
    assert_eq!(name, "profile.png");
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_changes_both_ratings_once_and_says_so() {
    let (fake, bot) = ready().await;
    start_game(&fake).await;
    let moves: Vec<(User, &str)> = WHITE_FIVE
        .iter()
        .enumerate()
        .map(|(i, mv)| (if i % 2 == 0 { alice() } else { bob() }, *mv))
        .collect();
    play_all(&fake, &moves[..10]).await;
    let (a, b) = (alice().mention(), bob().mention());
    let mid = play(&fake, &bob(), "A11").await;
    assert_private(&mid, "It's not your turn");
    let last = play(&fake, &alice(), "K12").await;
    assert_board(&last);
    assert!(
        last.content.contains("wins with five in a row"),
        "{}",
        last.content
    );
    assert!(
        last.content.ends_with(&format!(
            "\n📈 Ratings: {a} 1500? → 1662? (+162), {b} 1500? → 1338? (−162)"
        )),
        "{}",
        last.content
    );
    // The game is over: nothing more can rate it.
    assert_private(&play(&fake, &bob(), "A11").await, "This game is over");
    assert_private(
        &say(&fake, &bob(), "resign", Value::Null).await,
        "This game is over",
    );

    // An unrated game: said so on the challenge, and no change at the end.
    let unrated = challenge_accepted(&fake, &bob(), &alice(), &[opt::bool("rated", false)]).await;
    assert!(
        unrated.content.contains("The game is unrated."),
        "{}",
        unrated.content
    );
    play(&fake, &bob(), "K10").await;
    let resigned = say(&fake, &alice(), "resign", Value::Null).await;
    assert!(
        resigned.content.contains("resigned"),
        "{}",
        resigned.content
    );
    assert!(
        !resigned.content.contains("Ratings"),
        "{}",
        resigned.content
    );

    // The leaderboard: both, provisional, once each; carol, unrated, hears
    // nothing privately.
    let interaction = fake
        .command(&carol(), CHANNEL, "leaderboard", Value::Null)
        .await;
    let board = interaction.reply().await;
    assert!(!board.ephemeral);
    assert!(
        board.content.contains(&format!(
            "\n1. {a} 1662? ± 290 · 1 game\n2. {b} 1338? ± 290 · 1 game"
        )),
        "{}",
        board.content
    );
    assert!(
        board.content.contains("page 1 of 1 · 2 players"),
        "{}",
        board.content
    );
    assert!(board.custom_ids().is_empty(), "one page: no buttons");
    assert!(mentioned_users(&board).is_empty(), "the board pings nobody");
    interaction
        .expect_replies_exactly(1, Duration::from_millis(500))
        .await;

    // History shows the rated game's change, and not the unrated one's.
    let history = say(&fake, &carol(), "history", Value::Null).await;
    let lines: Vec<&str> = history.content.lines().collect();
    assert!(
        lines[1].contains("resignation") && !lines[1].contains("White 1"),
        "{}",
        history.content
    );
    assert!(
        lines[2].contains("· White 1662? (+162), Black 1338? (−162) · #"),
        "{}",
        history.content
    );

    // The profile card, with its rank and rating.
    let card = say(
        &fake,
        &carol(),
        "profile",
        json!([opt::user("player", &alice())]),
    )
    .await;
    assert!(!card.ephemeral);
    assert!(card.content.contains("1662? ± 290"), "{}", card.content);
    let img = decode_card(&card);
    assert_eq!(img.dimensions(), (800, 440));
    let nobody = say(&fake, &carol(), "profile", Value::Null).await;
    assert!(
        nobody.content.contains("no rated games here yet"),
        "{}",
        nobody.content
    );
    decode_card(&nobody);

    // The command line reads the same ratings, and replaying agrees.
    let db = bot.dir().join("pente.db");
    let (code, out) = ratings_cli(&db, &["--recompute"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("Server {GUILD_ID}: 2 rated players")),
        "{out}"
    );
    assert!(
        out.contains("alice") && out.contains("1662? ± 290"),
        "{out}"
    );
    assert!(
        out.contains("Recomputed 1 rated game from the start: every stored rating agrees."),
        "{out}"
    );
    let (code, out) = ratings_cli(&bot.dir().join("missing.db"), &[]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("there is no database at"), "{out}");
    fake.assert_no_problems();
}

/// Writes finished rated games straight into the database at `db`: four
/// regulars who play each other often (established ratings), then eighteen
/// newcomers with one game each (provisional).
async fn seed(db: &Path) -> (Vec<Player>, Vec<Player>) {
    let store = Store::open(db).await.unwrap();
    let regulars: Vec<Player> = (0..4)
        .map(|i| Player::new(200_000_000_000_000_000 + i, format!("regular{i}")))
        .collect();
    let newcomers: Vec<Player> = (0..18)
        .map(|i| Player::new(300_000_000_000_000_000 + i, format!("new{i}")))
        .collect();
    let mut channel = 9_000_000_000_000_000_000;
    let mut play = |white: &Player, black: &Player, loser: Color| {
        channel += 1;
        let (store, white, black, channel) = (store.clone(), white.clone(), black.clone(), channel);
        async move {
            let request = ChallengeRequest {
                challenger: white.clone(),
                opponent: black.clone(),
                opponent_is_bot: false,
                challenger_color: Color::White,
                color_chosen: true,
                move_time: Duration::from_secs(3600),
                thread: false,
                rated: true,
                variant: pente_bot::game::Variant::Pente,
                hill: false,
                tournament_rule: true,
            };
            let now = SystemTime::now();
            let mut c = open_challenge(None, request, now, Duration::from_secs(60), 0).unwrap();
            c.id = store
                .insert_challenge(GUILD_ID, channel, &c, None, now)
                .await
                .unwrap();
            let mut m = c.accept(black.id, now).unwrap();
            store.start_game(&mut m, now).await.unwrap();
            m.resign(m.player(loser).id).unwrap();
            assert!(store.save_game(&mut m, now).await.unwrap().is_some());
        }
    };
    for round in 0..80 {
        let (i, j) = (round % 4, (round / 4 + round + 1) % 4);
        if i != j {
            let loser = if (round * 7) % 3 == 0 {
                Color::Black
            } else {
                Color::White
            };
            play(&regulars[i], &regulars[j], loser).await;
        }
    }
    for (k, n) in newcomers.iter().enumerate() {
        play(n, &regulars[k % 4], Color::Black).await;
    }
    (regulars, newcomers)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_pages_ten_at_a_time_with_the_provisional_last() {
    let dir = std::env::temp_dir().join(format!("pente-ratings-e2e-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("seeded.db");
    let (regulars, newcomers) = seed(&db).await;
    let expected = Store::open(&db)
        .await
        .unwrap()
        .leaderboard(GUILD_ID, pente_bot::game::Variant::Pente, SystemTime::now())
        .await
        .unwrap();
    assert_eq!(expected.len(), 22);
    let established = expected
        .iter()
        .filter(|p| !p.rating.is_provisional())
        .count();
    assert_eq!(established, 4, "the regulars have settled: {expected:?}");

    let fake = FakeDiscord::start().await;
    let _bot = start(&fake, &format!("database = {:?}", db.display().to_string())).await;
    let line = |i: usize| {
        let p = &expected[i];
        format!(
            "\n{}. {} {} · {} game",
            i + 1,
            p.player.mention(),
            p.rating.with_deviation(),
            p.games
        )
    };

    // The last newcomer on the board asks: page 1 for everyone, their own
    // rank privately.
    let asker = &expected[21].player;
    assert!(newcomers.contains(asker));
    let asker_rank = 22;
    let user = User::new(asker.id, &asker.name);
    let replies = fake
        .command(&user, CHANNEL, "leaderboard", Value::Null)
        .await
        .replies(2)
        .await;
    let first = &replies[0];
    assert!(!first.ephemeral);
    assert!(
        first.content.contains("page 1 of 3 · 22 players"),
        "{}",
        first.content
    );
    for i in 0..10 {
        assert!(first.content.contains(&line(i)), "{i}: {}", first.content);
    }
    assert!(!first.content.contains(&line(10)), "{}", first.content);
    for r in &regulars {
        let at = expected.iter().position(|p| p.player.id == r.id).unwrap();
        assert!(at < 4, "regulars first");
    }
    let heading = first.content.find("*Provisional").expect("a heading");
    assert!(heading > first.content.find(&line(3)).unwrap());
    assert!(heading < first.content.find(&line(4)).unwrap());
    assert!(first
        .content
        .contains(&format!("{}? ±", expected[4].rating.points())));
    assert!(replies[1].ephemeral);
    assert_eq!(
        replies[1].content,
        format!(
            "You are #{asker_rank} of 22 ({}, page 3).",
            expected[asker_rank - 1].rating.with_deviation()
        )
    );
    let buttons = first.buttons();
    assert_eq!(buttons.len(), 2);
    assert!(buttons[0].disabled, "no page before the first");
    assert!(!buttons[1].disabled);

    // Next, next: pages 2 and 3; the last has no Next.
    let next = |r: &Reply| r.buttons()[1].custom_id.clone().unwrap();
    let previous = |r: &Reply| r.buttons()[0].custom_id.clone().unwrap();
    let second = fake
        .click(&carol(), first.msg(), &next(first))
        .await
        .reply()
        .await;
    assert_eq!(
        second.callback_type, 7,
        "the same message shows the new page"
    );
    assert!(second.content.contains("page 2 of 3"), "{}", second.content);
    assert!(second.content.contains(&line(10)) && second.content.contains(&line(19)));
    assert!(!second.content.contains(&line(9)) && !second.content.contains(&line(20)));
    assert!(
        !second.content.contains("*Provisional"),
        "{}",
        second.content
    );
    let third = fake
        .click(&carol(), second.msg(), &next(&second))
        .await
        .reply()
        .await;
    assert!(third.content.contains("page 3 of 3"), "{}", third.content);
    assert!(third.content.contains(&line(21)));
    assert!(third.buttons()[1].disabled, "no page after the last");
    assert!(!third.buttons()[0].disabled);
    let back = fake
        .click(&carol(), third.msg(), &previous(&third))
        .await
        .reply()
        .await;
    assert!(back.content.contains("page 2 of 3"), "{}", back.content);

    // Straight to a page, and a page that isn't there.
    let direct = say(&fake, &carol(), "leaderboard", json!([opt::int("page", 3)])).await;
    assert!(direct.content.contains("page 3 of 3"), "{}", direct.content);
    let beyond = say(&fake, &carol(), "leaderboard", json!([opt::int("page", 9)])).await;
    assert_private(&beyond, "The leaderboard has 3 pages (22 players)");

    // A regular's card shows their rank among the 22.
    let regular = &expected[0].player;
    let card = say(
        &fake,
        &carol(),
        "profile",
        json!([opt::user("player", &User::new(regular.id, &regular.name))]),
    )
    .await;
    assert_eq!(decode_card(&card).dimensions(), (800, 440));
    assert!(
        card.content.contains(&expected[0].rating.with_deviation()),
        "{}",
        card.content
    );
    fake.assert_no_problems();
    let _ = std::fs::remove_dir_all(&dir);
}
