//! Writes the sample pictures in `docs/`: `cargo run --example samples`.
//! They are for looking at, and for the README.

use pente_bot::game::{Color, Game, Point};
use pente_bot::locale::Lang;
use pente_bot::render::{Renderer, Scene};

/// From pente.org games (games_sample.jsonl): theskald v valleyboy, won by
/// Black with ten captures; pmval06 v curly55, won by White with five.
const CAPTURES_GAME: &str = "K10 F9 G12 F11 H10 F10 F8 F12 F13 H11 G9 E14 F13 J11 E7 D6 K11 G11 \
    E13 G11 E11 E9 D9 E9 H12 C7 D8 E5 B8 F6 K12 C9 D8 K13 D13 G13 J10 L12 K8 H9 K11 K9 J10 L10 \
    M11 J8 G6 C8 C6 F4 G3 F5 F3 K7 G10 G8 G10 E3 G5 H3";
const FIVE_GAME: &str = "K10 J9 K7 K8 H10 L7 J10 M6 N5 L10 J8 G10 L6 M5 M4 N8 O6 P7 M9 P6 L3 K2 \
    L8 N10 J6 H5 M7 K5 M5 H9 L6 N4 F11 H9 F10 G10 F9 F12 M3 O5 K6 M6 H6 G6 L5 L4 L5 Q7 R8 N3 H8 \
    G8 F7 F8 H8 K3 J7";

fn moves(list: &str) -> Vec<Point> {
    list.split_whitespace()
        .map(|s| s.parse().expect("valid point"))
        .collect()
}

/// The game after the first `n` moves, with what the last one captured.
fn after(list: &str, n: usize) -> (Game, Vec<Point>) {
    let mut game = Game::new();
    let mut captured = Vec::new();
    for p in moves(list).into_iter().take(n) {
        captured = game
            .play(p)
            .expect("legal move")
            .captured
            .as_slice()
            .to_vec();
    }
    (game, captured)
}

fn main() {
    let renderer = Renderer::new(800);
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&out).expect("docs/ can be made");
    let opening = after("K10 L9", 2);
    let midgame = after(CAPTURES_GAME, 41);
    let capture = after(CAPTURES_GAME, 56);
    let five = after(FIVE_GAME, 57);
    let captures_win = after(CAPTURES_GAME, 60);
    let resigned = after(FIVE_GAME, 30);
    let theskald = ["theskald", "valleyboy"];
    let pmval06 = ["pmval06", "curly55"];
    let samples = [
        ("opening", &opening, theskald, None),
        ("midgame", &midgame, theskald, None),
        ("capture", &capture, theskald, None),
        ("five", &five, pmval06, None),
        ("captures-win", &captures_win, theskald, None),
        ("resigned", &resigned, pmval06, Some(Color::Black)),
    ];
    for (name, (game, captured), [white_name, black_name], resigned) in samples {
        let scene = Scene {
            game,
            captured,
            poofed: &[],
            white_name,
            black_name,
            ending: resigned.map(pente_bot::game::Ending::Resigned),
        };
        let png = renderer.render_png(&scene, Lang::ENGLISH);
        let path = out.join(format!("{name}.png"));
        std::fs::write(&path, &png).expect("sample written");
        println!("{} ({} bytes)", path.display(), png.len());
    }
}
