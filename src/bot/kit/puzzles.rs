//! What the puzzle commands and the daily puzzle share: the puzzles (the
//! shipped set, read once at start-up, and each server's own, from the
//! store), choosing one, drawing one, and the words for one. `puzzle`
//! decides what an answer is worth; this only finds, shows and tells.

use super::draw::fit_in;
use super::Data;
use crate::game::{Color, Game, Point, Variant};
use crate::locale::Lang;
use crate::puzzle::{Puzzle, Theme};
use crate::rating::{self, Rating};
use crate::render::{GifOptions, Hint, Scene};
use crate::store::{ServerPuzzle, StoreError};
use crate::tr;
use poise::serenity_prelude as serenity;
use std::collections::{HashMap, HashSet};

pub use crate::puzzle::Book;

/// The test's own puzzles (the bot reads a file; the book itself is pure).
impl Book {
    /// The puzzles of a file (a test's, in place of the shipped set); a
    /// line that doesn't read is logged and left out.
    pub fn from_file(path: &std::path::Path) -> Book {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            tracing::error!("reading the puzzles in {}: {e}", path.display());
            String::new()
        });
        Book::of(
            text.lines()
                .filter(|l| !l.trim().is_empty())
                .filter_map(|l| match Puzzle::from_json(l) {
                    Ok(p) => Some(p),
                    Err(e) => {
                        tracing::error!("a puzzle in {} doesn't read: {e}", path.display());
                        None
                    }
                })
                .collect(),
        )
    }
}

/// A server's own puzzle, and who missed the win it was made from.
pub struct Own {
    pub puzzle: Puzzle,
    pub missed_by: Option<u64>,
}

/// A stored puzzle of the server, read; `None` (logged) if it is damaged.
fn own(guild: u64, row: ServerPuzzle) -> Option<Own> {
    match Puzzle::from_json(&row.json) {
        Ok(mut puzzle) => {
            puzzle.id = row.id;
            Some(Own {
                puzzle,
                missed_by: row.missed_by,
            })
        }
        Err(e) => {
            tracing::error!(guild, puzzle = %row.id, "a stored puzzle can't be read: {e}");
            None
        }
    }
}

/// The puzzle called `id`: shipped, or one of the server's own.
pub async fn find(data: &Data, guild: u64, id: &str) -> Result<Option<Puzzle>, StoreError> {
    if let Some(p) = data.puzzles.get(id) {
        return Ok(Some(p.clone()));
    }
    let row = data.store.server_puzzle(guild, id).await?;
    Ok(row.and_then(|row| own(guild, row)).map(|o| o.puzzle))
}

/// Whether an attempt at `puzzle` may be rated: a shipped puzzle's may; a
/// server's own was made from a public game whose analysis printed the
/// winning move, so its solution is public.
pub fn may_be_rated(data: &Data, puzzle_id: &str) -> bool {
    data.puzzles.get(puzzle_id).is_some()
}

/// A puzzle's rating now: its start until someone tried it.
pub fn current_rating(p: &Puzzle, ratings: &HashMap<String, Rating>) -> Rating {
    ratings
        .get(&p.id)
        .copied()
        .unwrap_or_else(|| rating::puzzle_start(p.rating))
}

/// The candidate whose rating is nearest `target` (the first of equals).
pub fn nearest<'a>(
    candidates: impl Iterator<Item = &'a Puzzle>,
    target: f64,
    ratings: &HashMap<String, Rating>,
) -> Option<&'a Puzzle> {
    candidates.min_by(|a, b| {
        let da = (current_rating(a, ratings).rating - target).abs();
        let db = (current_rating(b, ratings).rating - target).abs();
        da.total_cmp(&db)
    })
}

/// The next puzzle for `player`: a missed win of their own first, then the
/// puzzle nearest their rating among those they never tried (shipped, and
/// the server's own) and not under way in another server, but the server's
/// daily puzzles, live or past (the daily is answered as the daily, where
/// it counts), and any server's whose solution was posted. A puzzle that can't be read or replayed is
/// skipped (logged). `None` when they have tried them all.
pub async fn pick_new(data: &Data, guild: u64, player: u64) -> Result<Option<Puzzle>, StoreError> {
    // Only what the choice needs: the untried, by SQL.
    let mut tried = data.store.attempted_puzzles(player).await?;
    tried.extend(data.store.puzzles_under_way(player).await?);
    let dailies = data.store.posted_daily(guild).await?;
    let own_rows = data.store.untried_server_puzzles(guild, player).await?;
    let me = data.store.puzzle_player(guild, player).await?.rating;
    let ratings = data.store.fresh_puzzle_ratings(guild, Some(player)).await?;
    let book = std::sync::Arc::clone(&data.puzzles);
    // Reading and replaying puzzles is CPU work: off the async threads.
    let picked = tokio::task::spawn_blocking(move || {
        let readable: Vec<Own> = own_rows
            .into_iter()
            .filter_map(|row| own(guild, row))
            .filter(|o| replays(guild, &o.puzzle))
            .collect();
        if let Some(missed) = readable.iter().find(|o| o.missed_by == Some(player)) {
            return Some(missed.puzzle.clone());
        }
        let candidates = book
            .shipped
            .iter()
            .filter(|p| !tried.contains(&p.id) && !dailies.contains(&p.id))
            .chain(readable.iter().map(|o| &o.puzzle));
        let mut candidates: Vec<&Puzzle> = candidates.collect();
        // The nearest that replays (a shipped one damaged by a rebuild is
        // passed over, and said).
        while let Some(p) = nearest(candidates.iter().copied(), me.rating, &ratings) {
            if replays(guild, p) {
                return Some(p.clone());
            }
            let id = p.id.clone();
            candidates.retain(|c| c.id != id);
        }
        None
    })
    .await;
    match picked {
        Ok(picked) => Ok(picked),
        Err(e) => {
            tracing::error!(guild, "choosing a puzzle failed: {e}");
            Ok(None)
        }
    }
}

/// Whether `puzzle`'s position replays; logged when it doesn't.
fn replays(guild: u64, puzzle: &Puzzle) -> bool {
    let ok = position_after(puzzle, &[]).is_some();
    if !ok {
        tracing::error!(guild, puzzle = %puzzle.id, "a puzzle no longer replays: skipped");
    }
    ok
}

/// A puzzle's rating is settled (solvers have confirmed it) below this
/// deviation: a few rated attempts bring a new puzzle's 200 down to it.
const SETTLED_DEVIATION: f64 = 150.0;

/// The daily puzzle for the server: a shipped puzzle never posted there,
/// nor its solution anywhere (ratings are every server's), of
/// middle difficulty; among those, one whose rating solvers have settled
/// first (a well-rated puzzle).
pub async fn pick_daily(data: &Data, guild: u64) -> Result<Option<Puzzle>, StoreError> {
    let posted = data.store.posted_daily(guild).await?;
    let ratings = data.store.fresh_puzzle_ratings(guild, None).await?;
    Ok(pick_daily_from(&data.puzzles, &posted, &ratings).cloned())
}

fn pick_daily_from<'a>(
    book: &'a Book,
    posted: &HashSet<String>,
    ratings: &HashMap<String, Rating>,
) -> Option<&'a Puzzle> {
    let fresh = || book.shipped.iter().filter(|p| !posted.contains(&p.id));
    let confirmed = fresh().filter(|p| {
        current_rating(p, ratings).deviation < SETTLED_DEVIATION
            && (current_rating(p, ratings).rating - book.middle).abs() <= 200.0
    });
    nearest(confirmed, book.middle, ratings).or_else(|| nearest(fresh(), book.middle, ratings))
}

/// The position after the puzzle's moves and `played` (the attempt's moves
/// so far); `None` if it does not replay (a damaged puzzle).
pub fn position_after(puzzle: &Puzzle, played: &[Point]) -> Option<Game> {
    let mut game = puzzle.position().ok()?;
    for &p in played {
        game.play(p).ok()?;
    }
    Some(game)
}

/// The attempt's moves as points (a stored move that doesn't read is a
/// damaged row: `None`).
pub fn points(played: &[String]) -> Option<Vec<Point>> {
    played.iter().map(|m| m.parse().ok()).collect()
}

/// The names on a puzzle's board: the solver on their side, "Defender" on
/// the other.
fn names(lang: Lang, puzzle: &Puzzle, solver: &str) -> (String, String) {
    let defender = tr!(lang, "puzzles-defender");
    match puzzle.to_move() {
        Color::White => (solver.to_string(), defender),
        Color::Black => (defender, solver.to_string()),
    }
}

/// The board of an attempt after `played`, as a PNG; with `hint`, that
/// move shown on it as a see-through stone of the solver's colour.
pub async fn draw_position(
    data: &Data,
    lang: Lang,
    puzzle: &Puzzle,
    played: &[Point],
    solver: &str,
    hint: Option<Point>,
) -> Result<Option<Vec<u8>>, anyhow::Error> {
    let Some(game) = position_after(puzzle, played) else {
        return Ok(None);
    };
    let (white, black) = names(lang, puzzle, solver);
    let color = puzzle.to_move();
    let png = data
        .drawing
        .run(move |pens| {
            let scene = Scene {
                game: &game,
                captured: &[],
                poofed: &[],
                white_name: &white,
                black_name: &black,
                ending: None,
            };
            match hint {
                Some(point) => {
                    let status = tr!(lang, "puzzles-hint-status", point = point.to_string());
                    let hint = Hint {
                        point,
                        color,
                        status: &status,
                    };
                    pens.board.render_png_with_hint(&scene, &hint, lang)
                }
                None => pens.board.render_png(&scene, lang),
            }
        })
        .await?;
    Ok(Some(png))
}

/// The winning line from the puzzle's position, animated: a short GIF (at
/// most Discord's upload size; `None` if the puzzle doesn't replay).
pub async fn draw_solution(
    data: &Data,
    lang: Lang,
    puzzle: &Puzzle,
    solver: &str,
) -> Result<Option<Vec<u8>>, anyhow::Error> {
    let Some(start) = position_after(puzzle, &[]) else {
        return Ok(None);
    };
    let first = start.moves().len();
    let Some(end) = position_after(puzzle, &puzzle.solution) else {
        return Ok(None);
    };
    let (white, black) = names(lang, puzzle, solver);
    let gif = data
        .drawing
        .run(move |pens| {
            let scene = Scene {
                game: &end,
                captured: &[],
                poofed: &[],
                white_name: &white,
                black_name: &black,
                ending: None,
            };
            let options = GifOptions {
                delay_ms: 1000,
                hold_ms: 3000,
            };
            fit_in(super::draw::MAX_UPLOAD, pens.board, |r| {
                r.render_gif_from(&scene, first, options, lang)
            })
        })
        .await?;
    Ok(gif)
}

/// "White to play and win — 3 moves", counting the solver's moves still to
/// find after `played`.
pub fn to_play(lang: Lang, puzzle: &Puzzle, played: usize) -> String {
    let left = puzzle.moves_left(played).max(1) as usize;
    let task = match puzzle.to_move() {
        Color::White => tr!(lang, "puzzles-to-play-white", left = left),
        Color::Black => tr!(lang, "puzzles-to-play-black", left = left),
    };
    // A puzzle of another game says which: its rules decide the answer.
    match puzzle.variant {
        Variant::Pente => task,
        v => format!("{task} ({})", v.name()),
    }
}

/// The main line, the solver's moves in bold: "**K10** L9 **M12**".
pub fn solution_text(puzzle: &Puzzle) -> String {
    // A move is one stone, or in Connect6 a turn of two.
    let per_move = if puzzle.variant.two_stones_a_turn() {
        2
    } else {
        1
    };
    puzzle
        .solution
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if (i / per_move) % 2 == 0 {
                format!("**{p}**")
            } else {
                p.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The themes, as words: "five, long".
pub fn themes_text(lang: Lang, puzzle: &Puzzle) -> String {
    puzzle
        .themes
        .iter()
        .map(|t| theme_word(lang, t.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A theme as the store names it (`double-four`), in words; a name no
/// longer known as it is.
pub fn theme_word(lang: Lang, name: &str) -> String {
    match Theme::ALL.iter().find(|t| t.as_str() == name) {
        Some(Theme::Five) => tr!(lang, "puzzles-theme-five"),
        Some(Theme::Captures) => tr!(lang, "puzzles-theme-captures"),
        Some(Theme::DoubleFour) => tr!(lang, "puzzles-theme-double-four"),
        Some(Theme::FourThree) => tr!(lang, "puzzles-theme-four-three"),
        Some(Theme::CaptureDefence) => tr!(lang, "puzzles-theme-capture-defence"),
        Some(Theme::Long) => tr!(lang, "puzzles-theme-long"),
        None => name.to_string(),
    }
}

/// The themes as the store keeps them.
pub fn theme_names(puzzle: &Puzzle) -> Vec<&'static str> {
    puzzle.themes.iter().map(|t| t.as_str()).collect()
}

/// Days since the Unix epoch (UTC): the daily puzzle's day.
pub fn day_of(t: std::time::SystemTime) -> i64 {
    crate::store::millis(t).div_euclid(86_400_000)
}

/// The public message of a daily puzzle, with its count of solvers.
pub fn daily_text(lang: Lang, puzzle: &Puzzle, solvers: u64) -> String {
    tr!(
        lang,
        "puzzles-daily",
        task = to_play(lang, puzzle, 0),
        solvers = solvers
    )
}

/// Shows the new count of solvers on `day`'s daily puzzle message. A
/// failure is logged: the count is the store's, and the next solve shows it.
pub async fn refresh_daily(data: &Data, http: &serenity::Http, guild: u64, day: i64) {
    let post = match data.store.daily_post(guild, day).await {
        Ok(Some(post)) => post,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(guild, day, "reading the daily puzzle failed: {e}");
            return;
        }
    };
    let Some(message) = post.message_id else {
        return;
    };
    let Some(puzzle) = data.puzzles.get(&post.puzzle_id) else {
        return;
    };
    let lang = super::languages::server_lang(data, guild);
    let edit = serenity::EditMessage::new().content(daily_text(lang, puzzle, post.solvers));
    if let Err(e) = serenity::ChannelId::new(post.channel_id)
        .edit_message(http, serenity::MessageId::new(message), edit)
        .await
    {
        tracing::warn!(guild, day, "updating the daily puzzle's count failed: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_turn_at_midnight_utc() {
        use std::time::{Duration, UNIX_EPOCH};
        assert_eq!(day_of(UNIX_EPOCH), 0);
        assert_eq!(day_of(UNIX_EPOCH + Duration::from_secs(86_399)), 0);
        assert_eq!(day_of(UNIX_EPOCH + Duration::from_secs(86_400)), 1);
    }

    /// The hand-made puzzles of the end-to-end tests: rated 1500, 1520
    /// and 1540.
    fn book() -> Book {
        Book::of(
            include_str!("../../../tests/data/puzzles_test.jsonl")
                .lines()
                .map(|l| Puzzle::from_json(l).unwrap())
                .collect(),
        )
    }

    #[test]
    fn the_daily_puzzle_is_of_middle_difficulty_and_never_posted_twice() {
        let book = book();
        assert_eq!(book.len(), 3);
        let none = HashMap::new();
        let first = pick_daily_from(&book, &HashSet::new(), &none).unwrap();
        assert_eq!(first.id, "t2", "the middle one");
        let posted = HashSet::from([first.id.clone()]);
        let second = pick_daily_from(&book, &posted, &none).unwrap();
        assert_ne!(second.id, "t2");
        let all = HashSet::from(["t1", "t2", "t3"].map(String::from));
        assert!(pick_daily_from(&book, &all, &none).is_none());
        // A puzzle whose rating solvers confirmed goes first.
        let confirmed = HashMap::from([(
            "t3".to_string(),
            Rating {
                rating: 1580.0,
                deviation: 90.0,
                volatility: 0.06,
            },
        )]);
        assert_eq!(
            pick_daily_from(&book, &HashSet::new(), &confirmed)
                .unwrap()
                .id,
            "t3"
        );
    }

    #[test]
    fn the_nearest_puzzle_to_a_rating_is_picked_by_its_rating_now() {
        let book = book();
        let none = HashMap::new();
        assert_eq!(
            nearest(book.shipped.iter(), 1900.0, &none).unwrap().id,
            "t3"
        );
        assert_eq!(
            nearest(book.shipped.iter(), 1000.0, &none).unwrap().id,
            "t1"
        );
        // t1 was found hard since: its rating moved up.
        let moved = HashMap::from([("t1".to_string(), rating::puzzle_start(1800.0))]);
        assert_eq!(
            nearest(book.shipped.iter(), 1900.0, &moved).unwrap().id,
            "t1"
        );
        assert_eq!(
            current_rating(book.get("t2").unwrap(), &moved).rating,
            1520.0
        );
    }

    #[test]
    fn the_words_for_a_puzzle() {
        let book = book();
        let t2 = book.get("t2").unwrap();
        let en = Lang::ENGLISH;
        assert_eq!(to_play(en, t2, 0), "White to play and win — 2 moves");
        assert_eq!(to_play(en, t2, 2), "White to play and win — 1 move");
        let mut keryo = t2.clone();
        keryo.variant = Variant::Keryo;
        assert_eq!(
            to_play(en, &keryo, 0),
            "White to play and win — 2 moves (Keryo-Pente)"
        );
        assert_eq!(solution_text(t2), "**K12** K14 **K9**");
        assert_eq!(themes_text(en, t2), "five, long");
        assert!(daily_text(en, t2, 3).contains("Solved by 3 so far"));
        let fi = Lang::from_code("fi").unwrap();
        assert_eq!(to_play(fi, t2, 0), "Valkea aloittaa ja voittaa — 2 siirtoa");
        assert_eq!(themes_text(fi, t2), "viisi, pitkä");
        let pl = Lang::from_code("pl").unwrap();
        assert!(
            to_play(pl, t2, 0).ends_with("2 ruchy"),
            "{}",
            to_play(pl, t2, 0)
        );
    }
}
