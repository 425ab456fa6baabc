//! The board renderer, from the outside: pixel probes that need no reference
//! picture, and golden pictures for a few positions.
//!
//! The pictures of events (a standings table, the hill) have goldens too.
//!
//! Golden pictures live in `tests/golden/`; after a deliberate change to the
//! look, regenerate them with `UPDATE_GOLDEN=1 cargo test --test integration render::` and
//! look at them before committing.

use image::{Rgba, RgbaImage};
use pente_bot::game::{Board, Color, Ending, Game, Point};
use pente_bot::locale::Lang;
use pente_bot::render::{
    hill_png, table_png, HillPicture, HillSeat, Renderer, Scene, TablePicture, MAX_WIDTH, MIN_WIDTH,
};
use std::path::PathBuf;
use std::sync::OnceLock;

/// Golden pictures are kept small: the look is the same at any width.
const GOLDEN_WIDTH: u32 = 600;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new(GOLDEN_WIDTH))
}

fn p(s: &str) -> Point {
    s.parse().expect("valid point")
}

fn game(moves: &str) -> Game {
    let moves: Vec<Point> = moves.split_whitespace().map(p).collect();
    Game::from_moves(&moves).expect("legal moves")
}

fn scene<'a>(game: &'a Game, captured: &'a [Point]) -> Scene<'a> {
    Scene {
        game,
        captured,
        poofed: &[],
        white_name: "Alice",
        black_name: "Bob",
        ending: None,
    }
}

fn px(img: &RgbaImage, r: &Renderer, point: Point) -> [u8; 3] {
    let (x, y) = r.point_center(point);
    let Rgba([red, g, b, _]) = *img.get_pixel(x, y);
    [red, g, b]
}

fn brightness([r, g, b]: [u8; 3]) -> u32 {
    (r as u32 + g as u32 + b as u32) / 3
}

fn is_reddish([r, g, b]: [u8; 3]) -> bool {
    r as i32 > g as i32 + 80 && r as i32 > b as i32 + 80
}

/// theskald v valleyboy (pente.org): Black's 56th move, G8, captures G9 and
/// G10; the 60th, H3, takes Black to ten captures.
const CAPTURES_GAME: &str = "K10 F9 G12 F11 H10 F10 F8 F12 F13 H11 G9 E14 F13 J11 E7 D6 K11 \
    G11 E13 G11 E11 E9 D9 E9 H12 C7 D8 E5 B8 F6 K12 C9 D8 K13 D13 G13 J10 L12 K8 H9 K11 K9 J10 \
    L10 M11 J8 G6 C8 C6 F4 G3 F5 F3 K7 G10 G8 G10 E3 G5 H3";
/// pmval06 v curly55 (pente.org): White's 57th move, J7, makes five.
const FIVE_GAME: &str = "K10 J9 K7 K8 H10 L7 J10 M6 N5 L10 J8 G10 L6 M5 M4 N8 O6 P7 M9 P6 \
    L3 K2 L8 N10 J6 H5 M7 K5 M5 H9 L6 N4 F11 H9 F10 G10 F9 F12 M3 O5 K6 M6 H6 G6 L5 L4 L5 Q7 R8 \
    N3 H8 G8 F7 F8 H8 K3 J7";

/// The game after its first `n` moves, with what the last move captured.
fn after(moves: &str, n: usize) -> (Game, Vec<Point>) {
    let mut game = Game::new();
    let mut captured = Vec::new();
    for s in moves.split_whitespace().take(n) {
        captured = game.play(p(s)).expect("legal").captured.as_slice().to_vec();
    }
    (game, captured)
}

#[test]
fn stones_are_drawn_in_their_colours() {
    let r = renderer();
    let g = game("K10 L9");
    let img = r.render_rgba(&scene(&g, &[]), Lang::ENGLISH);
    let white = px(&img, r, p("K10"));
    assert!(
        brightness(white) > 200,
        "K10 holds a white stone: {white:?}"
    );
    // The centre of L9 carries the last-move mark; just beside it is stone.
    let (x, y) = r.point_center(p("L9"));
    let off = (r.width() / 19 / 3).max(4);
    let Rgba([a, b, c, _]) = *img.get_pixel(x - off, y - off / 2);
    assert!(brightness([a, b, c]) < 90, "L9 holds a black stone");
    let board = r.render_rgba(&scene(&Game::new(), &[]), Lang::ENGLISH);
    assert_eq!(px(&img, r, p("C3")), px(&board, r, p("C3")), "C3 is empty");
}

#[test]
fn the_last_move_is_marked_and_no_other_stone_is() {
    let r = renderer();
    let g = game("K10 L9 N10 M9");
    let img = r.render_rgba(&scene(&g, &[]), Lang::ENGLISH);
    assert!(is_reddish(px(&img, r, p("M9"))), "mark on the last move");
    for s in ["K10", "L9", "N10"] {
        assert!(!is_reddish(px(&img, r, p(s))), "no mark on {s}");
    }
}

#[test]
fn a_captured_point_is_board_coloured_again() {
    let r = renderer();
    let (game, captured) = after(CAPTURES_GAME, 56);
    assert_eq!(captured.len(), 2, "G8 captures a pair");
    let shown = r.render_rgba(&scene(&game, &[]), Lang::ENGLISH);
    let empty = r.render_rgba(&scene(&Game::new(), &[]), Lang::ENGLISH);
    for &q in &captured {
        assert_eq!(
            px(&shown, r, q),
            px(&empty, r, q),
            "{q} looks as on an empty board"
        );
    }
    // With the capture shown, the point holds a faint ghost: changed, but
    // far from a stone's colour.
    let ghosted = r.render_rgba(&scene(&game, &captured), Lang::ENGLISH);
    for &q in &captured {
        let ghost = px(&ghosted, r, q);
        assert_ne!(ghost, px(&empty, r, q), "ghost at {q}");
        let stone = px(
            &r.render_rgba(&scene(&after(CAPTURES_GAME, 55).0, &[]), Lang::ENGLISH),
            r,
            q,
        );
        let diff = |a: [u8; 3], b: [u8; 3]| (0..3).map(|k| a[k].abs_diff(b[k]) as u32).sum::<u32>();
        assert!(
            diff(ghost, stone) > 60,
            "{q}: ghost {ghost:?} is not the stone {stone:?}"
        );
    }
}

/// How many of the 16 cells inside the square H8–M12 are tinted red at
/// their middle, where no stone, shadow or mark reaches.
fn red_cells(r: &Renderer, img: &RgbaImage) -> usize {
    let cols = ["H", "J", "K", "L", "M"];
    let mut n = 0;
    for c in 0..4 {
        for row in 8..12 {
            let (x0, y0) = r.point_center(p(&format!("{}{}", cols[c], row)));
            let (x1, y1) = r.point_center(p(&format!("{}{}", cols[c + 1], row + 1)));
            let Rgba([red, g, _, _]) = *img.get_pixel((x0 + x1) / 2, (y0 + y1) / 2);
            // The wood's red runs about 40 above its green; tinted, about 70.
            if red as i32 - g as i32 > 56 {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_red_square_shows_only_while_whites_second_move_is_pending() {
    let r = renderer();
    let count = |moves: &str| {
        let g = game(moves);
        red_cells(r, &r.render_rgba(&scene(&g, &[]), Lang::ENGLISH))
    };
    assert_eq!(
        count("K10 A1"),
        16,
        "tinted while White's 2nd move is pending"
    );
    assert_eq!(count("K10 L9"), 16, "tinted around the stones");
    assert_eq!(count(""), 0);
    assert_eq!(count("K10"), 0);
    assert_eq!(count("K10 A1 N10"), 0);
    assert_eq!(count("K10 A1 N10 B2"), 0);
    let g = game("K10 L9");
    let resigned = Scene {
        ending: Some(Ending::Resigned(Color::White)),
        ..scene(&g, &[])
    };
    assert_eq!(
        red_cells(r, &r.render_rgba(&resigned, Lang::ENGLISH)),
        0,
        "not once resigned"
    );
}

#[test]
fn the_png_decodes_to_the_documented_size_and_is_not_square() {
    for width in [0, 600, 2001] {
        let r = Renderer::new(width);
        assert_eq!(r.width(), width.clamp(MIN_WIDTH, MAX_WIDTH));
        assert!(
            r.height() > r.width() * 11 / 10,
            "{}×{} is not square",
            r.width(),
            r.height()
        );
        let g = game("K10 L9 N10");
        let png = r.render_png(&scene(&g, &[]), Lang::ENGLISH);
        let img = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("a valid PNG")
            .to_rgba8();
        assert_eq!(img.dimensions(), (r.width(), r.height()));
        assert_eq!(
            img,
            r.render_rgba(&scene(&g, &[]), Lang::ENGLISH),
            "PNG and RGBA agree"
        );
    }
}

#[test]
fn a_midgame_png_is_small() {
    let r = Renderer::new(800);
    let (game, captured) = after(CAPTURES_GAME, 56);
    let png = r.render_png(&scene(&game, &captured), Lang::ENGLISH);
    assert!(png.len() < 30 * 1024, "{} bytes", png.len());
}

#[test]
fn odd_names_and_positions_do_not_panic() {
    let r = renderer();
    let long = "Ω".repeat(10_000);
    let names = [
        "",
        "   ",
        "\u{0}\u{7}\n\t",
        "🦀🦀🦀👩‍👩‍👧‍👦🏳️‍🌈",
        "a\u{0301}\u{0301}\u{0301}",
        "مرحبا بالعالم",
        "中文名字很长很长很长很长很长很长很长很长很长很长很长",
        &long,
        "W".repeat(500).leak(),
    ];
    let mut board = Board::new();
    for q in Point::all() {
        board.set(
            q,
            Some(if q.index() % 3 == 0 {
                Color::White
            } else {
                Color::Black
            }),
        );
    }
    let full = Game::from_position(board, Color::White, [40, 200]);
    let (five, _) = after(FIVE_GAME, 57);
    // Nonsense captures: points that hold stones, repeats, the centre.
    let captured: Vec<Point> = Point::all().step_by(7).chain([Point::CENTER; 3]).collect();
    let games = [&Game::new(), &full, &five];
    let resigns = [None, Some(Color::White), Some(Color::Black)];
    for (i, name) in names.iter().enumerate() {
        let s = Scene {
            game: games[i % 3],
            captured: &captured,
            poofed: &[],
            white_name: name,
            black_name: names[(i + 1) % names.len()],
            ending: resigns[i / 3 % 3].map(Ending::Resigned),
        };
        let png = r.render_png(&s, Lang::ENGLISH);
        assert!(png.starts_with(b"\x89PNG"));
    }
}

#[test]
fn the_renderer_can_be_shared_between_threads() {
    fn shared<T: Send + Sync>() {}
    shared::<Renderer>();
    let r = renderer();
    let g = game("K10 L9 N10");
    let one = r.render_png(&scene(&g, &[]), Lang::ENGLISH);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| s.spawn(|| r.render_png(&scene(&g, &[]), Lang::ENGLISH)))
            .collect();
        for h in handles {
            assert_eq!(h.join().expect("no panic"), one);
        }
    });
}

fn golden(name: &str, scene: &Scene) {
    golden_png(name, &renderer().render_png(scene, Lang::ENGLISH));
}

fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgba8()
}

/// Compares a picture with `tests/golden/{name}.png`, or writes it there
/// with `UPDATE_GOLDEN=1`.
fn golden_png(name: &str, png: &[u8]) {
    let img = decode(png);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().expect("has a parent")).expect("mkdir");
        std::fs::write(&path, png).expect("golden written");
        return;
    }
    let want = image::open(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run with UPDATE_GOLDEN=1", path.display()))
        .to_rgba8();
    assert_eq!(img.dimensions(), want.dimensions(), "{name}: size");
    // Small differences (float rounding on another machine) are allowed;
    // anything a person could see is not.
    let mut off = 0;
    for (a, b) in img.pixels().zip(want.pixels()) {
        let d = (0..3)
            .map(|k| a.0[k].abs_diff(b.0[k]) as u32)
            .max()
            .unwrap_or(0);
        if d > 24 {
            off += 1;
        }
    }
    let allowed = (img.width() * img.height() / 2000) as usize;
    assert!(
        off <= allowed,
        "{name}: {off} pixels differ from {} (allowed {allowed}); if the change is \
         deliberate, run with UPDATE_GOLDEN=1 and look at the pictures",
        path.display()
    );
}

#[test]
fn golden_opening() {
    let g = game("K10 L9");
    golden("opening", &scene(&g, &[]));
}

#[test]
fn golden_capture() {
    let (g, captured) = after(CAPTURES_GAME, 56);
    golden("capture", &scene(&g, &captured));
}

#[test]
fn golden_five() {
    let (g, captured) = after(FIVE_GAME, 57);
    golden("five", &scene(&g, &captured));
}

#[test]
fn golden_captures_win() {
    let (g, captured) = after(CAPTURES_GAME, 60);
    golden("captures-win", &scene(&g, &captured));
}

#[test]
fn golden_resigned_with_long_names() {
    let (g, _) = after(FIVE_GAME, 30);
    golden(
        "resigned",
        &Scene {
            game: &g,
            captured: &[],
            poofed: &[],
            white_name: "a player with a very long name indeed, far too long for the band",
            black_name: "🦀 crab",
            ending: Some(Ending::Resigned(Color::Black)),
        },
    );
}

/// Seven players after three rounds of a Swiss, the winner lit, one name
/// too long for its column.
#[test]
fn golden_standings() {
    let rows = [
        ["1", "theskald", "3", "5½", "7.25", "3", "3"],
        ["2", "valleyboy", "2½", "6", "5.75", "2", "3"],
        ["3", "pmval06", "2", "5", "3.5", "2", "3"],
        ["4", "curly55", "1½", "5½", "2.25", "1", "3"],
        [
            "5",
            "a player whose name is far too long to show",
            "1",
            "4",
            "1",
            "1",
            "3",
        ],
        ["6", "crab", "1", "3½", "0.5", "0", "3"],
        ["7", "zoë", "0", "4", "0", "0", "2"],
    ];
    let strings = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let table = TablePicture {
        title: "Swiss of the week — standings after round 3".into(),
        subtitle: "Pente · 7 players · 3 rounds · final".into(),
        header: strings(&["#", "Player", "Pts", "Bch-1", "SB", "W", "Games"]),
        rows: rows.iter().map(|r| strings(r)).collect(),
        highlight: Some(0),
    };
    golden_png(
        "standings",
        &table_png(&table, Lang::ENGLISH).expect("fits"),
    );
}

/// A King, two steps below, an empty step and a crowded bottom step.
#[test]
fn golden_hill() {
    let seat = |name: &str, held: &str| HillSeat {
        name: name.into(),
        held: held.into(),
    };
    let hill = HillPicture {
        title: "King of the Hill — Pente".into(),
        steps: vec![
            vec![seat("theskald", "12 days")],
            vec![seat("valleyboy", "3 days"), seat("pmval06", "20 hours")],
            vec![],
            (1..=8)
                .map(|i| seat(&format!("newcomer{i}"), "today"))
                .collect(),
        ],
    };
    golden_png("hill", &hill_png(&hill, Lang::ENGLISH).expect("fits"));
}
