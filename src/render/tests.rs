use super::*;
use ab_glyph::Font;

fn status(game: &Game, ending: Option<Ending>, captured: &[Point]) -> String {
    let scene = Scene {
        game,
        captured,
        poofed: &[],
        white_name: "",
        black_name: "",
        ending,
    };
    Frame::new(&scene).status
}

#[test]
fn the_status_says_whose_turn_or_the_result() {
    let k10 = Point::CENTER;
    let g = Game::from_moves(&[k10]).unwrap();
    assert_eq!(status(&g, None, &[]), "Black to move · last move K10");
    let l9: Point = "L9".parse().unwrap();
    let g = Game::from_moves(&[k10, l9]).unwrap();
    assert_eq!(
        status(&g, None, &[]),
        "White to move — outside the red square"
    );
    assert_eq!(
        status(&g, Some(Ending::Resigned(Color::White)), &[]),
        "White resigned — Black wins"
    );
    assert_eq!(status(&Game::new(), None, &[]), "White to move");
}

#[test]
fn points_sit_on_the_grid_in_order() {
    for width in [MIN_WIDTH, 600, 800, 1234, MAX_WIDTH] {
        let geo = Geometry::new(width);
        for i in 1..SIZE {
            assert!(geo.xs[i] > geo.xs[i - 1]);
            assert!(geo.ys[i] < geo.ys[i - 1], "row 1 is at the bottom");
            let step = geo.xs[i] - geo.xs[i - 1];
            assert!((step - geo.cell).abs() <= 1.0);
        }
        assert!(geo.ys[0] + geo.stone_r < geo.board_h as f32);
        assert!(geo.xs[SIZE - 1] + geo.stone_r < width as f32);
    }
}

#[test]
fn a_poof_is_told_and_its_stones_are_ghosts_of_the_mover_s_colour() {
    use crate::game::{Action, Variant};
    let actions: Vec<Action> = ["K10", "L10", "N10", "P10", "O10", "M10"]
        .iter()
        .map(|s| Action::Stone(s.parse().unwrap()))
        .collect();
    let mut game = Game::of(Variant::Poof, false);
    let mut last = None;
    for a in &actions {
        if let Action::Stone(p) = a {
            last = Some(game.play(*p).unwrap());
        }
    }
    let m = last.unwrap();
    let scene = Scene {
        game: &game,
        captured: m.captured.as_slice(),
        poofed: m.poofed.as_slice(),
        white_name: "a",
        black_name: "b",
        ending: None,
    };
    let frame = Frame::new(&scene);
    assert_eq!(frame.ghost, Some(Color::White), "captured: White's stones");
    assert_eq!(frame.poofed.len(), 2);
    assert!(
        frame.status.ends_with("M10 captured 2, poofed 2"),
        "{}",
        frame.status
    );
}

#[test]
fn the_status_is_in_the_language_asked() {
    let fi = Lang::from_code("fi").unwrap();
    let pl = Lang::from_code("pl").unwrap();
    let g = Game::from_moves(&[Point::CENTER]).unwrap();
    let scene = Scene {
        game: &g,
        captured: &[],
        poofed: &[],
        white_name: "",
        black_name: "",
        ending: None,
    };
    let status = |lang| Frame::in_lang(&scene, lang).status;
    assert_eq!(status(fi), "Mustan vuoro · edellinen siirto K10");
    assert_eq!(status(pl), "Ruch czarnych · ostatni ruch K10");
    let resigned = Scene {
        ending: Some(Ending::Resigned(Color::Black)),
        ..scene
    };
    assert_eq!(
        Frame::in_lang(&resigned, pl).status,
        "Czarne poddały się — wygrywają białe"
    );
    // A side without a player's name is named in the language too.
    assert_eq!(Frame::in_lang(&scene, fi).colors, ["Valkea", "Musta"]);
}

/// The longest status lines each language has, with the longest variant
/// name before them.
fn longest_statuses(lang: Lang) -> Vec<String> {
    let mut all = Vec::new();
    for side in ["white", "black"] {
        all.extend([
            tr!(lang, "render-won-five", side = side),
            tr!(lang, "render-won-captures", side = side, count = 10),
            tr!(lang, "render-resigned", loser = side),
            tr!(lang, "render-out-of-time", loser = side),
            tr!(
                lang,
                "render-to-choose",
                side = side,
                choices = "swap / keep / pass"
            ),
            tr!(lang, "render-to-move-square", side = side),
            tr!(lang, "render-to-move-last", side = side, point = "K10"),
            tr!(
                lang,
                "render-to-move-captured",
                side = side,
                point = "K10",
                count = 4
            ),
            tr!(
                lang,
                "render-to-move-poofed",
                side = side,
                point = "K10",
                count = 2
            ),
            tr!(
                lang,
                "render-to-move-captured-poofed",
                side = side,
                point = "K10",
                captured = 4,
                poofed = 2
            ),
            tr!(
                lang,
                "render-key-moment",
                number = 123,
                side = side,
                played = "K10",
                better = "O10"
            ),
        ]);
    }
    all.extend([
        tr!(lang, "render-draw-full"),
        tr!(lang, "render-draw-agreed"),
        tr!(lang, "render-aborted"),
    ]);
    all.into_iter()
        .map(|s| format!("Swap2-Keryo · {s}"))
        .collect()
}

#[test]
fn every_language_s_longest_status_fits_under_the_board() {
    for width in [MIN_WIDTH, 800] {
        let r = Renderer::new(width);
        let (left, right, _, _) = r.band_layout();
        let px = band_px(&r.geo);
        for lang in Lang::all() {
            for status in longest_statuses(lang) {
                let w = text::layout(&r.fonts.bold, px, &status, f32::MAX).width;
                assert!(
                    w * MIN_STATUS_SHRINK <= right - left,
                    "{} at {width}: {status:?} is {w:.0} px, room {:.0}",
                    lang.code(),
                    right - left
                );
            }
        }
    }
}

#[test]
fn the_letters_of_every_language_are_drawn_from_the_cache() {
    let r = Renderer::new(800);
    for c in "äöåÄÖÅąćęłńóśźżĄĆĘŁŃÓŚŹŻßüéèêàçñíúœ„”«»—·…".chars()
    {
        assert!(
            page::common_chars().any(|k| k == c),
            "{c} is not rasterised at start-up"
        );
    }
    // And they have glyphs in the font, not its empty box.
    assert_ne!(r.fonts.bold.glyph_id('ł').0, 0);
    assert_ne!(r.fonts.bold.glyph_id('ą').0, 0);
}
