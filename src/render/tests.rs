use super::*;

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
