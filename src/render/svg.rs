//! The board as SVG, for the website: crisp at any size, and drawn from the
//! PNG's own geometry and colours (`Geometry`, `WOOD`, `GRID`…), so the
//! web and Discord show the same board.
//!
//! One SVG holds the whole game: every stone ever placed is drawn once,
//! with the stone count at which it came (`data-a`) and, if it was taken,
//! at which it went (`data-r`). The position after `k` stones shows the
//! stones with `a ≤ k < r`, and as ghosts those with `r = k` (what that
//! stone captured or poofed), as the PNG does. The server marks the
//! position asked for; the page's script shows any other by changing
//! classes alone, without asking the server again.

use super::{Frame, Geometry, Scene, BLACK_STONE, GRID, INK, RED, SHADOW, WHITE_STONE, WOOD};
use crate::game::{Action, Color, Game, Point, COLUMNS, MARKERS, SIZE};
use std::fmt::Write;

/// The width the SVG's coordinates are laid out at: the PNG's geometry at
/// this width. The picture itself scales to its box.
pub const SVG_WIDTH: u32 = 760;

/// One stone of the game: what the move list and the script show for it.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Stones on the board counted so far, this one included (1 for the
    /// first stone): the number in the page's address (`#12`).
    pub stones: usize,
    pub point: Point,
    pub color: Color,
    /// Stones this one captured (or poofed).
    pub captured: usize,
    /// Captures of White and Black after it.
    pub captures: [usize; 2],
    /// The opening decisions (`swap`, `keep`, `pass`) made right after it.
    pub decisions: Vec<String>,
    /// The status line the PNG would show under this position.
    pub status: String,
    /// The stones to mark as the last turn's (Connect6 places two).
    pub last_turn: Vec<usize>,
}

/// A whole game drawn for the web.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSvg {
    /// The `<svg>` element, showing the position after `at` stones.
    pub svg: String,
    pub steps: Vec<Step>,
    /// The status line of the empty board.
    pub start_status: String,
    /// Decisions made before the first stone.
    pub start_decisions: Vec<String>,
}

/// A stone ever placed.
struct Placed {
    point: Point,
    color: Color,
    added: usize,
    removed: Option<usize>,
}

pub(super) fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Names the stones on the board for a screen reader.
pub fn describe_position(game: &Game, stones: usize) -> String {
    let list = |color: Color| {
        let mut points: Vec<String> = game.board().stones(color).map(|p| p.to_string()).collect();
        points.sort();
        if points.is_empty() {
            "none".to_string()
        } else {
            points.join(", ")
        }
    };
    format!(
        "The board after {stones} stone{}. White: {}. Black: {}.",
        if stones == 1 { "" } else { "s" },
        list(Color::White),
        list(Color::Black)
    )
}

/// The game that led to `last` (replayed from the empty board by its own
/// rules, as the GIF is), drawn as one SVG showing the position after `at`
/// stones (clamped to the game's length), with every step's move, captures
/// and status for the move list and the script.
pub fn game_svg(last: &Scene, at: usize) -> GameSvg {
    let start = Game::of(last.game.variant(), last.game.has_tournament_rule());
    let mut game = start.clone();
    let mut placed: Vec<Placed> = Vec::new();
    let mut steps: Vec<Step> = Vec::new();
    let mut start_decisions = Vec::new();
    let start_status = Frame::new(&Scene {
        game: &start,
        captured: &[],
        poofed: &[],
        ending: if last.game.moves().is_empty() {
            last.ending
        } else {
            None
        },
        ..*last
    })
    .status;
    let total = last.game.moves().len();
    // A position set up by hand has no game to replay: nothing but its end.
    let replayable = last.game.ply() == total;
    let mut positions: Vec<Game> = vec![start.clone()];
    for action in last.game.actions().into_iter().filter(|_| replayable) {
        let p = match action {
            Action::Decision(c) => {
                let _ = game.decide(c);
                match steps.last_mut() {
                    Some(step) => step.decisions.push(c.to_string()),
                    None => start_decisions.push(c.to_string()),
                }
                continue;
            }
            Action::Stone(p) => p,
        };
        let Ok(outcome) = game.play(p) else { break };
        let k = steps.len() + 1;
        placed.push(Placed {
            point: p,
            color: outcome.color,
            added: k,
            removed: None,
        });
        let taken = outcome
            .captured
            .as_slice()
            .iter()
            .chain(outcome.poofed.as_slice());
        for &q in taken {
            if let Some(s) = placed
                .iter_mut()
                .rev()
                .find(|s| s.point == q && s.removed.is_none())
            {
                s.removed = Some(k);
            }
        }
        let is_last = k == total;
        let captured = outcome.captured.as_slice().to_vec();
        let poofed = outcome.poofed.as_slice().to_vec();
        let frame = Frame::new(&Scene {
            game: &game,
            captured: &captured,
            poofed: &poofed,
            ending: if is_last { last.ending } else { None },
            ..*last
        });
        let last_turn = game
            .last_turn()
            .iter()
            .filter_map(|&q| {
                placed
                    .iter()
                    .rev()
                    .find(|s| s.point == q && s.removed.is_none())
                    .map(|s| s.added)
            })
            .collect();
        steps.push(Step {
            stones: k,
            point: p,
            color: outcome.color,
            captured: captured.len() + poofed.len(),
            captures: [game.captures(Color::White), game.captures(Color::Black)],
            decisions: Vec::new(),
            status: frame.status,
            last_turn,
        });
        positions.push(game.clone());
    }
    let n = steps.len();
    let at = at.min(n);
    let shown = positions.get(at).unwrap_or(last.game);
    // Drawn whatever the position, shown at the end only.
    let five = if n == total {
        last.game.winning_line().unwrap_or_default()
    } else {
        Vec::new()
    };
    let square = last.game.has_tournament_rule()
        && n >= 2
        && !(n == 2 && (last.game.is_over() || last.ending.is_some()));
    let last_marks: Vec<usize> = match at {
        0 => Vec::new(),
        k => steps[k - 1].last_turn.clone(),
    };
    let svg = draw(
        &placed,
        (at, n),
        &five,
        square,
        &last_marks,
        &describe_position(shown, at),
    );
    GameSvg {
        svg,
        steps,
        start_status,
        start_decisions,
    }
}

/// The SVG: the empty board, then every stone placed (see the module).
fn draw(
    placed: &[Placed],
    (at, n): (usize, usize),
    five: &[Point],
    square: bool,
    last_marks: &[usize],
    title: &str,
) -> String {
    let g = Geometry::new(SVG_WIDTH);
    let c = g.cell;
    let (w, h) = (SVG_WIDTH, g.board_h);
    let mut s = String::with_capacity(8192 + 200 * placed.len());
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {w} {h}" role="img" aria-labelledby="board-title" data-at="{at}"><title id="board-title">{}</title>"#,
        escape(title)
    );
    let r = g.stone_r;
    // Lit from the upper left, as the PNG's stones are shaded.
    let _ = write!(
        s,
        r##"<defs><radialGradient id="sb" cx="0.38" cy="0.33" r="0.75"><stop offset="0" stop-color="#5a5a60"/><stop offset="0.45" stop-color="{}"/><stop offset="1" stop-color="#0c0c0e"/></radialGradient><radialGradient id="sw" cx="0.38" cy="0.33" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="{}"/><stop offset="1" stop-color="#bdbab2"/></radialGradient></defs>"##,
        hex(BLACK_STONE),
        hex(WHITE_STONE)
    );
    let _ = write!(
        s,
        r#"<rect width="{w}" height="{h}" fill="{}"/>"#,
        hex(WOOD)
    );
    let (left, right) = (g.xs[0], g.xs[SIZE - 1]);
    let (top, bottom) = (g.ys[SIZE - 1], g.ys[0]);
    let _ = write!(
        s,
        r#"<g stroke="{}" stroke-width="{:.1}">"#,
        hex(GRID),
        g.line_w
    );
    for i in 0..SIZE {
        let _ = write!(
            s,
            r#"<line x1="{x:.1}" y1="{top:.1}" x2="{x:.1}" y2="{bottom:.1}"/><line x1="{left:.1}" y1="{y:.1}" x2="{right:.1}" y2="{y:.1}"/>"#,
            x = g.xs[i],
            y = g.ys[i]
        );
    }
    let _ = write!(
        s,
        r#"<rect x="{left:.1}" y="{top:.1}" width="{:.1}" height="{:.1}" fill="none" stroke-width="{:.1}"/></g>"#,
        right - left,
        bottom - top,
        g.border_w
    );
    for p in MARKERS {
        let (x, y) = g.center(p);
        let _ = write!(
            s,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}"/>"#,
            (0.11 * c).max(2.5),
            hex(GRID)
        );
    }
    // Labels in the margins, as the PNG has them.
    let overhang = g.stone_r + 0.5 * g.line_w;
    let above = (top - overhang) / 2.0;
    let below = (bottom + overhang + h as f32) / 2.0;
    let beside_l = (left - overhang) / 2.0;
    let beside_r = (right + overhang + w as f32) / 2.0;
    let _ = write!(
        s,
        r#"<g fill="{}" font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold" font-size="{:.1}" text-anchor="middle" dominant-baseline="central" aria-hidden="true">"#,
        hex(INK),
        0.62 * c
    );
    for (i, letter) in COLUMNS.iter().enumerate() {
        let x = g.xs[i];
        let y = g.ys[i];
        let n = i + 1;
        let _ = write!(
            s,
            r#"<text x="{x:.1}" y="{above:.1}">{letter}</text><text x="{x:.1}" y="{below:.1}">{letter}</text><text x="{beside_l:.1}" y="{y:.1}">{n}</text><text x="{beside_r:.1}" y="{y:.1}">{n}</text>"#
        );
    }
    s.push_str("</g>");
    if square {
        let (x0, y0) = (g.xs[7] - c / 2.0, g.ys[11] - c / 2.0);
        let (x1, y1) = (g.xs[11] + c / 2.0, g.ys[7] + c / 2.0);
        let _ = write!(
            s,
            r#"<rect class="square{}" x="{x0:.1}" y="{y0:.1}" width="{:.1}" height="{:.1}" fill="{red}" fill-opacity="0.22" stroke="{red}" stroke-opacity="0.9" stroke-width="{:.1}"/>"#,
            if at == 2 { " on" } else { "" },
            x1 - x0,
            y1 - y0,
            g.line_w,
            red = hex(RED)
        );
    }
    // The stones: a shadow, the stone, and the last-move mark, shown by class.
    let (sx, sy) = (0.07 * r, 0.13 * r);
    for stone in placed {
        let (x, y) = g.center(stone.point);
        let class = match stone.removed {
            Some(k) if k == at => "st gh",
            _ if stone.added <= at && stone.removed.is_none_or(|k| k > at) => "st on",
            _ => "st",
        };
        let removed = stone
            .removed
            .map_or(String::new(), |k| format!(r#" data-r="{k}""#));
        let (fill, rim) = match stone.color {
            Color::Black => ("url(#sb)", hex(BLACK_STONE)),
            Color::White => ("url(#sw)", hex(WHITE_STONE)),
        };
        let _ = write!(
            s,
            r#"<g class="{class}" data-a="{}"{removed} data-p="{}" data-c="{}"><circle cx="{:.1}" cy="{:.1}" r="{:.1}" fill="{}" fill-opacity="0.45"/><circle class="stone" cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}" stroke="{rim}"/></g>"#,
            stone.added,
            stone.point,
            match stone.color {
                Color::White => "w",
                Color::Black => "b",
            },
            x + sx,
            y + sy,
            r * 1.02,
            hex(SHADOW),
        );
    }
    if let (Some(&a), Some(&b)) = (five.first(), five.last()) {
        let ((x1, y1), (x2, y2)) = (g.center(a), g.center(b));
        let _ = write!(
            s,
            r#"<line class="five{}" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{}" stroke-opacity="0.9" stroke-width="{:.1}" stroke-linecap="round"/>"#,
            if at == n { "" } else { " off" },
            hex(RED),
            0.32 * c
        );
    }
    // The last turn's marks, above the line as the PNG draws them.
    for stone in placed {
        let (x, y) = g.center(stone.point);
        let _ = write!(
            s,
            r#"<circle class="mk{}" data-a="{}" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}"/>"#,
            if last_marks.contains(&stone.added) {
                " last"
            } else {
                ""
            },
            stone.added,
            0.23 * c,
            hex(RED)
        );
    }
    s.push_str("</svg>");
    s
}

/// A small board for a list of games: the grid, the stones and the last
/// turn's mark, nothing else (no labels, no ids, so that a page may hold
/// many): a few kilobytes whatever the game. Each point is one unit.
pub fn thumbnail_svg(game: &Game) -> String {
    let edge = SIZE + 1;
    let stones: usize = Color::BOTH
        .iter()
        .map(|&c| game.board().stones(c).count())
        .sum();
    let mut s = String::with_capacity(2048 + 90 * stones);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="thumb" viewBox="0 0 {edge} {edge}" role="img"><title>{}</title><rect width="{edge}" height="{edge}" fill="{}"/><path stroke="{}" stroke-width="0.07" d=""#,
        escape(&describe_position(game, game.moves().len())),
        hex(WOOD),
        hex(GRID)
    );
    for i in 1..=SIZE {
        let _ = write!(s, "M1 {i}H{SIZE}M{i} 1V{SIZE}");
    }
    s.push_str(r#""/>"#);
    // Row 1 at the bottom, as on the big board.
    let at = |p: Point| (p.col() + 1, SIZE - p.row());
    for color in Color::BOTH {
        let (fill, rim) = match color {
            Color::White => (hex(WHITE_STONE), "#8a8578"),
            Color::Black => (hex(BLACK_STONE), "#000000"),
        };
        for p in game.board().stones(color) {
            let (x, y) = at(p);
            let _ = write!(
                s,
                r#"<circle cx="{x}" cy="{y}" r="0.45" fill="{fill}" stroke="{rim}" stroke-width="0.06"/>"#
            );
        }
    }
    for p in game.last_turn() {
        let (x, y) = at(p);
        let _ = write!(
            s,
            r#"<circle cx="{x}" cy="{y}" r="0.18" fill="{}"/>"#,
            hex(RED)
        );
    }
    s.push_str("</svg>");
    s
}

/// Escapes text for XML.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Ending;

    fn scene_of(game: &Game) -> Scene<'_> {
        Scene {
            game,
            captured: &[],
            poofed: &[],
            white_name: "Ann",
            black_name: "Bo",
            ending: None,
        }
    }

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn every_stone_is_drawn_once_and_the_position_asked_is_shown() {
        let moves: Vec<Point> = ["K10", "L11", "K14", "L12"].map(p).to_vec();
        let game = Game::from_moves(&moves).unwrap();
        let drawn = game_svg(&scene_of(&game), 3);
        assert_eq!(drawn.steps.len(), 4);
        assert_eq!(drawn.svg.matches("<g class=\"st").count(), 4);
        assert_eq!(drawn.svg.matches(r#"class="st on"#).count(), 3);
        assert!(drawn
            .svg
            .contains(r#"class="st on" data-a="3" data-p="K14" data-c="w""#));
        assert!(drawn.svg.contains(r#"class="mk last" data-a="3""#));
        assert!(drawn.svg.contains("White: K10, K14. Black: L11."));
        assert_eq!(drawn.steps[1].point, p("L11"));
        assert_eq!(drawn.steps[1].color, Color::Black);
        assert!(drawn.steps[3].status.contains("White to move"));
        // Asked past the end: the end.
        assert!(game_svg(&scene_of(&game), 99)
            .svg
            .contains(r#"data-at="4""#));
    }

    #[test]
    fn captured_stones_leave_at_the_capture_and_show_as_ghosts_then() {
        // White K10, Black L10, White A1, Black M10, White N10 captures L10 and M10.
        let moves: Vec<Point> = ["K10", "L10", "A1", "M10", "N10"].map(p).to_vec();
        let game = Game::from_moves(&moves).unwrap();
        let drawn = game_svg(&scene_of(&game), 5);
        assert_eq!(drawn.steps[4].captured, 2);
        assert_eq!(drawn.steps[4].captures, [2, 0]);
        assert_eq!(drawn.svg.matches(r#"data-r="5""#).count(), 2);
        assert_eq!(drawn.svg.matches(r#"class="st gh"#).count(), 2);
        let before = game_svg(&scene_of(&game), 4);
        assert_eq!(before.svg.matches(r#"class="st on"#).count(), 4);
    }

    #[test]
    fn a_won_game_draws_its_line_at_the_end_only() {
        let moves: Vec<Point> = [
            "K10", "A1", "K13", "A3", "K14", "A5", "K15", "A7", "K16", "A9", "K12",
        ]
        .map(p)
        .to_vec();
        let game = Game::from_moves(&moves).unwrap();
        assert!(game_svg(&scene_of(&game), 11)
            .svg
            .contains("class=\"five\""));
        assert!(game_svg(&scene_of(&game), 10)
            .svg
            .contains("class=\"five off\""));
        let resigned = Scene {
            ending: Some(Ending::Resigned(Color::Black)),
            ..scene_of(&game)
        };
        assert!(game_svg(&resigned, 11).steps[10].status.contains("wins"));
    }

    #[test]
    fn a_thumbnail_holds_the_stones_and_the_last_mark_only() {
        let moves: Vec<Point> = ["K10", "L11", "K14"].map(p).to_vec();
        let game = Game::from_moves(&moves).unwrap();
        let svg = thumbnail_svg(&game);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        // Three stones and one mark; no ids to clash on a page of many.
        assert_eq!(svg.matches("r=\"0.45\"").count(), 3);
        assert_eq!(svg.matches("r=\"0.18\"").count(), 1);
        assert!(!svg.contains(" id="));
        // K14: column K is the 10th, row 14 is 6 from the top.
        assert!(svg.contains(r#"<circle cx="10" cy="6" r="0.18""#), "{svg}");
        assert!(svg.contains("White: K10, K14. Black: L11."));
        assert!(svg.len() < 4_000, "{} bytes", svg.len());
    }

    #[test]
    fn names_in_the_title_are_escaped() {
        assert_eq!(escape("<a & 'b'>"), "&lt;a &amp; &#39;b&#39;&gt;");
    }
}
