//! Writes a board, a profile card and a tournament's standings in the
//! languages given, to look at their words (issue 37: every letter drawn,
//! nothing cut off):
//! `cargo run --example language_pictures -- FOLDER [CODE …]` (default: fi pl).
//! `docs/board-fi.png` and `docs/card-pl.png` were made with it.

use pente_bot::game::{Color, Game, Point};
use pente_bot::locale::Lang;
use pente_bot::rating::{rate, Rating, Record, Score};
use pente_bot::render::card::{CardRenderer, Profile, CARD_WIDTH};
use pente_bot::render::{table_png, Renderer, Scene, TablePicture};
use std::path::Path;

/// The first 42 moves of theskald v valleyboy on pente.org.
const GAME: &str = "K10 F9 G12 F11 H10 F10 F8 F12 F13 H11 G9 E14 F13 J11 E7 D6 K11 G11 \
    E13 G11 E11 E9 D9 E9 H12 C7 D8 E5 B8 F6 K12 C9 D8 K13 D13 G13 J10 L12 K8 H9 K11 K9";

fn board(lang: Lang, out: &Path) {
    let mut game = Game::new();
    let mut captured = Vec::new();
    for p in GAME.split_whitespace() {
        let p: Point = p.parse().expect("valid point");
        captured = game
            .play(p)
            .expect("legal move")
            .captured
            .as_slice()
            .to_vec();
    }
    let scene = Scene {
        game: &game,
        captured: &captured,
        poofed: &[],
        white_name: "Äijälä Öljynen",
        black_name: "Łucja Żółć",
        ending: None,
    };
    write(
        out,
        "board",
        lang,
        &Renderer::new(800).render_png(&scene, lang),
    );
}

fn card(lang: Lang, out: &Path) {
    let opponent = Rating {
        rating: 1600.0,
        deviation: 80.0,
        volatility: 0.06,
    };
    let mut r = Rating::default();
    let mut history = vec![r];
    let mut results = Vec::new();
    for i in 0..30 {
        let won = i % 4 != 1 || i > 24;
        let winner = Some(if won { Color::White } else { Color::Black });
        r = rate(r, opponent, winner).white.after;
        history.push(r);
        results.push(if won { Score::Win } else { Score::Loss });
    }
    results.reverse();
    let profile = Profile {
        name: "Grzegorz Brzęczyszczykiewicz",
        rating: Some(r),
        rank: Some((2, 17)),
        as_white: Record {
            wins: 17,
            losses: 5,
            draws: 1,
        },
        as_black: Record {
            wins: 12,
            losses: 8,
            draws: 2,
        },
        results: &results,
        history: &history,
    };
    let png = CardRenderer::new(CARD_WIDTH).render_png(&profile, lang);
    write(out, "card", lang, &png);
}

/// Standings as a tournament posts them: the heads and title are the
/// events' words (locales/<code>/events.ftl).
fn standings(lang: Lang, out: &Path) {
    let names = [
        "Äijälä",
        "Łucja",
        "Jörg Müller",
        "Françoise",
        "Íñigo",
        "theskald",
    ];
    let rows = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            vec![
                (i + 1).to_string(),
                name.to_string(),
                format!("{}½", 4 - i.min(3)),
                (6 - i).to_string(),
                (3 - i.min(3)).to_string(),
                "4".to_string(),
            ]
        })
        .collect();
    // The events' words, once they are in Fluent; English ones until then.
    let word = |id: &str, english: &str| {
        if lang.has(id) {
            lang.text(id, None)
        } else {
            english.to_string()
        }
    };
    let mut args = pente_bot::locale::Args::new();
    args.set("round", 4);
    let what = if lang.has("events-standings-after") {
        lang.text("events-standings-after", Some(&args))
    } else {
        "standings after round 4".to_string()
    };
    let table = TablePicture {
        title: format!("Syysturnaus — {what}"),
        subtitle: String::new(),
        header: vec![
            "#".to_string(),
            word("events-column-player", "Player"),
            word("events-column-points", "Pts"),
            "Bch-1".to_string(),
            word("events-column-wins", "W"),
            word("events-column-games", "Games"),
        ],
        rows,
        highlight: Some(1),
    };
    write(
        out,
        "standings",
        lang,
        &table_png(&table, lang).expect("fits"),
    );
}

fn write(out: &Path, what: &str, lang: Lang, png: &[u8]) {
    let path = out.join(format!("{what}-{}.png", lang.code()));
    std::fs::write(&path, png).expect("picture written");
    println!("{} ({} bytes)", path.display(), png.len());
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(out) = args.next().map(std::path::PathBuf::from) else {
        eprintln!("usage: cargo run --example language_pictures -- FOLDER [CODE …]");
        std::process::exit(2);
    };
    let mut codes: Vec<String> = args.collect();
    if codes.is_empty() {
        codes = vec!["fi".into(), "pl".into()];
    }
    std::fs::create_dir_all(&out).expect("the folder can be made");
    for code in codes {
        let Some(lang) = Lang::from_code(&code) else {
            eprintln!("{code}: not a language pente-bot speaks");
            std::process::exit(2);
        };
        board(lang, &out);
        card(lang, &out);
        standings(lang, &out);
    }
}
