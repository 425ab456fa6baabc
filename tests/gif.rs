//! The replay animation, decoded with the `gif` crate and composed frame by
//! frame as a viewer shows it: every frame must be, pixel for pixel, the PNG
//! board after that many moves.

use crate::common::child;

use image::RgbaImage;
use pente_bot::game::{Board, Color, Ending, Game, Point};
use pente_bot::locale::Lang;
use pente_bot::render::{GifOptions, Renderer, Scene};
use serde_json::Value;
use std::sync::OnceLock;

/// Small, to keep the debug-build tests quick: the drawing is the same at
/// any width.
const WIDTH: u32 = 400;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new(WIDTH))
}

fn p(s: &str) -> Point {
    s.parse().expect("valid point")
}

/// The moves of the game in tests/data/games_sample.jsonl between these
/// players that has this many moves.
fn sample_game(white: &str, black: &str, moves: usize) -> Vec<Point> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games_sample.jsonl");
    let text = std::fs::read_to_string(path).expect("sample games");
    let game: Value = text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).expect("JSON"))
        .find(|g| {
            g["headers"]["Player 1 Name"] == white
                && g["headers"]["Player 2 Name"] == black
                && g["moves"].as_array().map(Vec::len) == Some(moves)
        })
        .expect("the game is in the sample");
    game["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| p(m.as_str().expect("a move")))
        .collect()
}

/// One frame as a viewer sees it, and how long it is shown (1/100 s).
struct Shown {
    image: RgbaImage,
    delay: u16,
    /// The frame's own rectangle: left, top, width, height.
    rect: (u16, u16, u16, u16),
}

/// Decodes `bytes` and composes each frame over the ones before it, as the
/// GIF's disposal and transparency say.
fn decode(bytes: &[u8]) -> Vec<Shown> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF header");
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    assert_eq!((w, h), (renderer().width(), renderer().height()));
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    assert_eq!(decoder.repeat(), gif::Repeat::Infinite);
    let mut screen = RgbaImage::new(w, h);
    let mut shown = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a valid frame") {
        assert!(frame.palette.is_none(), "one global palette, no local ones");
        // "Previous" puts back what was there before the frame, once shown.
        let restore = match frame.dispose {
            gif::DisposalMethod::Keep => None,
            gif::DisposalMethod::Previous => Some(screen.clone()),
            other => panic!("unexpected disposal {other:?}"),
        };
        let (fw, fh) = (frame.width as u32, frame.height as u32);
        assert!(frame.left as u32 + fw <= w && frame.top as u32 + fh <= h);
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let i3 = index as usize * 3;
            let rgb = &palette[i3..i3 + 3];
            let (x, y) = (
                frame.left as u32 + i as u32 % fw,
                frame.top as u32 + i as u32 / fw,
            );
            screen.put_pixel(x, y, image::Rgba([rgb[0], rgb[1], rgb[2], 255]));
        }
        shown.push(Shown {
            image: screen.clone(),
            delay: frame.delay,
            rect: (frame.left, frame.top, frame.width, frame.height),
        });
        if let Some(before) = restore {
            screen = before;
        }
    }
    shown
}

fn scene<'a>(game: &'a Game, captured: &'a [Point]) -> Scene<'a> {
    Scene {
        game,
        captured,
        poofed: &[],
        white_name: "pmval06",
        black_name: "curly55",
        ending: None,
    }
}

/// The game after `moves`, with what the last of them captured.
fn after(moves: &[Point]) -> (Game, Vec<Point>) {
    let mut game = Game::new();
    let mut captured = Vec::new();
    for &m in moves {
        captured = game.play(m).expect("legal").captured.as_slice().to_vec();
    }
    (game, captured)
}

/// Checks that frame `k` of `shown` is the PNG board after `k` of `moves`,
/// for every frame, and returns the final game.
fn assert_frames_match_the_boards(shown: &[Shown], moves: &[Point]) -> Game {
    assert_eq!(
        shown.len(),
        moves.len() + 1,
        "one frame per move, and the empty board"
    );
    let mut game = Game::new();
    let mut captured = Vec::new();
    for (k, frame) in shown.iter().enumerate() {
        if k > 0 {
            captured = game
                .play(moves[k - 1])
                .expect("legal")
                .captured
                .as_slice()
                .to_vec();
        }
        let png = renderer().render_rgba(&scene(&game, &captured), Lang::ENGLISH);
        if frame.image != png {
            let differing = frame
                .image
                .pixels()
                .zip(png.pixels())
                .filter(|(a, b)| a != b)
                .count();
            panic!("frame {k} differs from the board after {k} moves in {differing} pixels");
        }
    }
    game
}

#[test]
fn every_frame_is_the_board_after_that_move() {
    // White wins with five on the 57th move; both sides capture on the way.
    let moves = sample_game("pmval06", "curly55", 57);
    assert_eq!(moves.len(), 57);
    let (last, captured) = after(&moves);
    assert!(last.is_over());
    let gif = renderer().render_gif(
        &scene(&last, &captured),
        GifOptions::default(),
        Lang::ENGLISH,
    );
    let shown = decode(&gif);
    let game = assert_frames_match_the_boards(&shown, &moves);
    assert!(game.captures(Color::White) > 0 && game.captures(Color::Black) > 0);

    // The last frame shows the winning line: red on the stones of the five.
    let five = game.board().five_through(p("J7")).expect("a five");
    let last_frame = &shown.last().expect("frames").image;
    for point in five {
        let (x, y) = renderer().point_center(point);
        let [r, g, b, _] = last_frame.get_pixel(x, y).0;
        assert!(
            r as i32 > g as i32 + 80 && r as i32 > b as i32 + 80,
            "{point} is red"
        );
    }

    // After the first, frames hold only what changed.
    let screen = (renderer().width() * renderer().height()) as usize;
    for (k, frame) in shown.iter().enumerate().skip(1) {
        let (_, _, w, h) = frame.rect;
        assert!(
            (w as usize * h as usize) < screen,
            "frame {k} is the whole screen"
        );
    }
}

#[test]
fn the_frame_after_a_capture_shows_its_ghosts() {
    // Black's 56th move, G8, captures G9 and G10 in theskald v valleyboy.
    let moves = sample_game("theskald", "valleyboy", 60);
    let (last, captured) = after(&moves);
    let gif = renderer().render_gif(
        &scene(&last, &captured),
        GifOptions::default(),
        Lang::ENGLISH,
    );
    let shown = decode(&gif);
    assert_frames_match_the_boards(&shown, &moves);
    assert_eq!(moves[55], p("G8"));
    let before = &shown[55].image;
    let after = &shown[56].image;
    let empty = renderer().render_rgba(&scene(&Game::new(), &[]), Lang::ENGLISH);
    for gone in [p("G9"), p("G10")] {
        let (x, y) = renderer().point_center(gone);
        assert_ne!(
            after.get_pixel(x, y),
            before.get_pixel(x, y),
            "{gone} was taken"
        );
        assert_ne!(
            after.get_pixel(x, y),
            empty.get_pixel(x, y),
            "{gone} shows a ghost"
        );
    }
}

#[test]
fn delays_are_as_asked_and_the_last_frame_is_held() {
    let moves: Vec<Point> = ["K10", "L9", "N10", "M9"].map(p).to_vec();
    let game = Game::from_moves(&moves).expect("legal");
    let options = GifOptions {
        delay_ms: 450,
        hold_ms: 3000,
    };
    let shown = decode(&renderer().render_gif(&scene(&game, &[]), options, Lang::ENGLISH));
    let delays: Vec<u16> = shown.iter().map(|f| f.delay).collect();
    assert_eq!(delays, [45, 45, 45, 45, 300]);

    // Delays too short for browsers to honour are raised to 20 ms.
    let options = GifOptions {
        delay_ms: 0,
        hold_ms: 1,
    };
    let shown = decode(&renderer().render_gif(&scene(&game, &[]), options, Lang::ENGLISH));
    assert!(shown.iter().all(|f| f.delay == 2));
}

#[test]
fn a_game_without_moves_is_one_frame_of_the_empty_board() {
    let game = Game::new();
    let gif = renderer().render_gif(&scene(&game, &[]), GifOptions::default(), Lang::ENGLISH);
    let shown = decode(&gif);
    assert_eq!(shown.len(), 1);
    assert_eq!(
        shown[0].image,
        renderer().render_rgba(&scene(&game, &[]), Lang::ENGLISH)
    );
    assert_eq!(shown[0].delay, 400, "the only frame is the last, held");
}

#[test]
fn a_resignation_shows_on_the_last_frame_only() {
    let moves: Vec<Point> = ["K10", "L9", "N10", "M9", "O10"].map(p).to_vec();
    let game = Game::from_moves(&moves).expect("legal");
    let last = Scene {
        ending: Some(Ending::Resigned(Color::Black)),
        ..scene(&game, &[])
    };
    let shown = decode(&renderer().render_gif(&last, GifOptions::default(), Lang::ENGLISH));
    assert_eq!(shown.len(), 6);
    assert_eq!(shown[5].image, renderer().render_rgba(&last, Lang::ENGLISH));
    let (_, before) = moves.split_last().expect("moves");
    let game4 = Game::from_moves(before).expect("legal");
    assert_eq!(
        shown[4].image,
        renderer().render_rgba(&scene(&game4, &[]), Lang::ENGLISH)
    );
}

#[test]
fn a_position_set_up_by_hand_is_one_frame() {
    let mut board = Board::new();
    board.set(p("C3"), Some(Color::White));
    board.set(p("D4"), Some(Color::Black));
    let mut game = Game::from_position(board, Color::White, [2, 0]);
    game.play(p("E5")).expect("legal");
    let shown =
        decode(&renderer().render_gif(&scene(&game, &[]), GifOptions::default(), Lang::ENGLISH));
    assert_eq!(shown.len(), 1);
    assert_eq!(
        shown[0].image,
        renderer().render_rgba(&scene(&game, &[]), Lang::ENGLISH)
    );
}

#[test]
fn a_real_game_of_sixty_moves_stays_small() {
    let moves = sample_game("theskald", "valleyboy", 60);
    assert_eq!(moves.len(), 60);
    let (game, captured) = after(&moves);
    let at_600 = Renderer::new(600);
    let gif = at_600.render_gif(
        &scene(&game, &captured),
        GifOptions::default(),
        Lang::ENGLISH,
    );
    assert!(gif.len() < 300 * 1024, "{} bytes", gif.len());
}

/// Runs `pente-bot gif` with `args` and `stdin`.
fn cli(args: &[&str], stdin: &str) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_pente-bot"));
    command.arg("gif").args(args);
    child::run_with_input(&mut command, stdin)
}

/// A fresh path in the temporary directory, for this test only.
fn temp_path(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pente-gif-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// The first record of tests/data/games_sample.pgn: valvebabe v aaru, 26
/// moves, Black captures four.
fn first_pgn_record() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games_sample.pgn");
    let text = std::fs::read_to_string(path).expect("sample PGN");
    let second = text[1..].find("[Game ").expect("a second record") + 1;
    text[..second].to_string()
}

#[test]
fn the_command_line_writes_the_animation_of_a_record() {
    let out_path = temp_path("valvebabe-aaru.gif");
    let out_str = out_path.to_str().expect("UTF-8 path");
    let output = cli(
        &["-", "-o", out_str, "--size", "400", "--delay", "250"],
        &first_pgn_record(),
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let shown = decode(&std::fs::read(&out_path).expect("the GIF was written"));
    assert_eq!(shown.len(), 27, "26 moves and the empty board");
    assert!(shown[..26].iter().all(|f| f.delay == 25));
    assert_eq!(shown[26].delay, 400);
    // The last frame is the final position with the names from the record.
    let game_moves = "K10 K9 N10 M9 H8 L9 J9 L11 L8 N9 O9 M11 G7 F6 M8 P8 O9 N11 O11 J11 \
        K11 K12 K11 M10 K8 O8";
    let moves: Vec<Point> = game_moves.split_whitespace().map(p).collect();
    let (game, captured) = after(&moves);
    let last = Scene {
        white_name: "valvebabe",
        black_name: "aaru",
        ..scene(&game, &captured)
    };
    assert_eq!(
        shown[26].image,
        renderer().render_rgba(&last, Lang::ENGLISH)
    );
    let _ = std::fs::remove_file(&out_path);
}

#[test]
fn the_command_line_refuses_bad_input_with_a_clear_error() {
    let out_path = temp_path("refused.gif");
    let out_str = out_path.to_str().expect("UTF-8 path");
    let refused = |args: &[&str], stdin: &str, says: &str| {
        let output = cli(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!out_path.exists(), "{args:?} wrote a file");
    };
    refused(
        &["-", "-o", out_str],
        "K10 K10",
        "move 2 (K10) is illegal: K10 is already taken",
    );
    refused(
        &["-", "-o", out_str],
        "[Game Pente]\nK10",
        "standard input is not a game record",
    );
    // A child that reads a file never reads its standard input: given more
    // than a pipe holds, it has exited, refusing, before the input is all
    // written. The refusal is what counts, not the broken pipe.
    let unread = "K10 L9 ".repeat(20_000);
    refused(
        &["/nonexistent/game.pgn", "-o", out_str],
        &unread,
        "cannot read /nonexistent/game.pgn",
    );
    refused(&["-", "-o", out_str, "--delay", "5"], "K10", "--delay");
    refused(&["-", "-o", out_str, "--size", "90"], "K10", "--size");
    refused(&["-"], "K10", "--output");
}

#[test]
fn an_animation_from_a_position_shows_only_the_moves_after_it() {
    // A puzzle's winning line: the last five moves of a real game.
    let moves = sample_game("pmval06", "curly55", 57);
    let (last, captured) = after(&moves);
    let first = moves.len() - 5;
    let gif = renderer().render_gif_from(
        &scene(&last, &captured),
        first,
        GifOptions::default(),
        Lang::ENGLISH,
    );
    let shown = decode(&gif);
    assert_eq!(shown.len(), 6, "the position, then a frame a move");
    let (start, start_captured) = after(&moves[..first]);
    assert!(
        shown[0].image == renderer().render_rgba(&scene(&start, &start_captured), Lang::ENGLISH),
        "the first frame is the position"
    );
    assert!(
        shown[5].image == renderer().render_rgba(&scene(&last, &captured), Lang::ENGLISH),
        "the last frame is the end"
    );
    let whole = renderer().render_gif(
        &scene(&last, &captured),
        GifOptions::default(),
        Lang::ENGLISH,
    );
    assert!(gif.len() < whole.len());
}
