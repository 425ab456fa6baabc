//! The opening explorer's picture: the position, and on each candidate move
//! a tag with its share of the games (in per cent, black) that went on from here and White's
//! score after it (in per cent, red), in the board's own palette.

use super::{encode, text, Frame, Renderer, Scene, INK, PILL, RED, ZLIB_LEVEL};
use crate::game::{Game, Point, SIZE};

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
