//! The opening explorer's picture: the position, and on each candidate move
//! a tag with its share of the games (in per cent, black) that went on from here and White's
//! score after it (in per cent, red), in the board's own palette.

use super::svg::{escape, game_svg, hex, SVG_WIDTH};
use super::{encode, text, Frame, Geometry, Renderer, Scene, INK, PILL, RED, ZLIB_LEVEL};
use crate::game::{Game, Point, SIZE};
use std::fmt::Write;

/// A candidate move as the picture marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExploreMark {
    pub point: Point,
    /// Its share of the games that went on from the position, in per cent.
    pub share: u32,
    /// White's score in the games that played it, in per cent.
    pub white_score: u32,
}

/// What the explorer's picture shows.
pub struct ExplorerPicture<'a> {
    pub game: &'a Game,
    /// The candidates, most played first (the first is ringed in red).
    pub marks: &'a [ExploreMark],
    /// The band's two rows and its status line.
    pub white_label: &'a str,
    pub black_label: &'a str,
    pub status: &'a str,
}

impl Renderer {
    /// The explorer's picture as an 8-bit palette PNG.
    pub fn explorer_png(&self, picture: &ExplorerPicture) -> Vec<u8> {
        let frame = explorer_frame(picture);
        let mut canvas = self.draw(&frame);
        let g = &self.geo;
        let c = g.cell;
        let font = &self.fonts.bold;
        let r = g.stone_r;
        let rim = (0.07 * c).max(1.5);
        for (rank, mark) in picture.marks.iter().enumerate() {
            if !picture.game.board().is_empty_at(mark.point) {
                continue;
            }
            let (x, y) = g.center(mark.point);
            canvas.disc(x, y, r, if rank == 0 { RED } else { INK }, 1.0);
            canvas.disc(x, y, r - rim, PILL, 1.0);
            // Two lines inside the tag: the share above, White's score in
            // red below; smaller if a line would not fit.
            let room = 1.7 * (r - rim);
            let fit = |words: &str, px: f32| {
                let line = text::layout(font, px, words, f32::MAX);
                if line.width <= room {
                    line
                } else {
                    text::layout(font, px * room / line.width, words, f32::MAX)
                }
            };
            let share = fit(&mark.share.to_string(), 0.42 * c);
            share.draw(&mut canvas, x - share.width / 2.0, y - 0.01 * c, INK, None);
            let score = fit(&mark.white_score.to_string(), 0.38 * c);
            score.draw(&mut canvas, x - score.width / 2.0, y + 0.36 * c, RED, None);
        }
        let up_rows =
            (g.ys[SIZE - 1] - g.stone_r).floor() as u32..(g.ys[0] + 1.4 * g.stone_r).ceil() as u32;
        let png = encode::indexed_png(
            self.width,
            g.height,
            &self.plte,
            ZLIB_LEVEL,
            up_rows,
            |y, row| self.fill_row(&canvas, frame.lit, y, row),
        );
        self.recycle(canvas);
        png
    }
}

/// What the picture's board and band show: the position, the results in
/// place of the names, the status line; the capture counts only once
/// stones were taken (at most openings they would be two zeros beside the
/// results).
fn explorer_frame<'a>(picture: &ExplorerPicture<'a>) -> Frame<'a> {
    let scene = Scene {
        game: picture.game,
        captured: &[],
        poofed: &[],
        white_name: picture.white_label,
        black_name: picture.black_label,
        ending: None,
    };
    let mut frame = Frame::new(&scene);
    frame.status = picture.status.to_string();
    frame.result = false;
    if frame.captures == [0, 0] {
        frame.capture_target = None;
    }
    frame
}

/// A candidate move on the website's board: a link to the position after
/// it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkedMark {
    pub mark: ExploreMark,
    /// Where the tag leads (the page of the position after the move).
    pub href: String,
    /// What a screen reader and a hover say of it.
    pub label: String,
}

/// The explorer's board as SVG for the website: the position (as the game
/// pages draw it) with each candidate's tag as on the picture, each a link
/// one move deeper, so the page needs no script.
pub fn explorer_svg(game: &Game, marks: &[LinkedMark]) -> String {
    let scene = Scene {
        game,
        captured: &[],
        poofed: &[],
        white_name: "",
        black_name: "",
        ending: None,
    };
    let mut svg = game_svg(&scene, usize::MAX).svg;
    let g = Geometry::new(SVG_WIDTH);
    let c = g.cell;
    let r = g.stone_r;
    let rim = (0.07 * c).max(1.5);
    let room = 1.7 * (r - rim);
    // Bold digits are about 0.62 of the font's size wide.
    let size = |digits: usize, px: f32| px.min(room / (0.62 * digits.max(1) as f32));
    let mut tags = String::new();
    for (rank, linked) in marks.iter().enumerate() {
        let mark = &linked.mark;
        if !game.board().is_empty_at(mark.point) {
            continue;
        }
        let (x, y) = g.center(mark.point);
        let (share, score) = (mark.share.to_string(), mark.white_score.to_string());
        let _ = write!(
            tags,
            r#"<a class="cand{first}" href="{href}" aria-label="{label}"><title>{label}</title><circle cx="{x:.1}" cy="{y:.1}" r="{rr:.1}" fill="{pill}" stroke="{ring}" stroke-width="{rim:.1}"/><text x="{x:.1}" y="{y1:.1}" font-size="{s1:.1}" fill="{ink}">{share}</text><text x="{x:.1}" y="{y2:.1}" font-size="{s2:.1}" fill="{red}">{score}</text></a>"#,
            first = if rank == 0 { " first" } else { "" },
            href = escape(&linked.href),
            label = escape(&linked.label),
            rr = r - rim / 2.0,
            pill = hex(PILL),
            ring = hex(if rank == 0 { RED } else { INK }),
            y1 = y - 0.01 * c,
            s1 = size(share.len(), 0.42 * c),
            ink = hex(INK),
            y2 = y + 0.36 * c,
            s2 = size(score.len(), 0.38 * c),
            red = hex(RED),
        );
    }
    if !tags.is_empty() {
        let group = format!(
            r#"<g class="cands" font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold" text-anchor="middle">{tags}</g>"#
        );
        let end = svg.rfind("</svg>").unwrap_or(svg.len());
        svg.insert_str(end, &group);
    }
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_band_counts_captures_only_once_stones_were_taken() {
        let picture = |game: &Game| {
            explorer_frame(&ExplorerPicture {
                game,
                marks: &[],
                white_label: "White won 50%",
                black_label: "Black won 50%",
                status: "2 games",
            })
            .capture_target
        };
        let opening = Game::from_moves(&["K10", "L9", "N10"].map(|m| m.parse().unwrap())).unwrap();
        assert_eq!(picture(&opening), None, "no zeros beside the results");
        // White K10, Black L10, White A1, Black M10, White N10 takes two.
        let taken = ["K10", "L10", "A1", "M10", "N10"].map(|m| m.parse().unwrap());
        assert_eq!(picture(&Game::from_moves(&taken).unwrap()), Some(10));
    }

    #[test]
    fn the_web_board_links_each_candidate_on_an_empty_point() {
        let game = Game::from_moves(&["K10".parse().unwrap()]).unwrap();
        let mark = |p: &str, share| LinkedMark {
            mark: ExploreMark {
                point: p.parse().unwrap(),
                share,
                white_score: 55,
            },
            href: format!("?moves=K10,{p}&variant=pente"),
            label: format!("{p} <played>"),
        };
        // K10 is taken: no tag there.
        let svg = explorer_svg(&game, &[mark("L9", 60), mark("K10", 30), mark("M9", 10)]);
        assert_eq!(svg.matches("<a class=\"cand").count(), 2);
        assert!(svg.contains(r#"<a class="cand first" href="?moves=K10,L9&amp;variant=pente""#));
        assert!(svg.contains("L9 &lt;played&gt;"), "labels are escaped");
        assert!(svg.ends_with("</g></svg>"));
        assert_eq!(svg.matches("<svg").count(), 1);
    }
}
