//! Pictures of the board, posted after every move.
//!
//! Pure: a position in, PNG bytes out, no I/O and nothing of Discord. The
//! picture is read mostly on phones and often at half size, and is made per
//! move for many channels, so everything that doesn't depend on the position
//! (the board with its grid and labels, the stone sprites, the palette) is
//! made once in [`Renderer::new`], and a frame only stamps stones, draws a
//! few marks and the text band, and writes a palette PNG.

mod canvas;
pub mod card;
mod encode;
mod explore;
mod gif;
mod hill;
mod lzw;
mod page;
mod palette;
pub mod svg;
mod table;
mod text;

#[cfg(test)]
mod tests;

use crate::ai::analysis::KeyMoment;
use crate::game::{
    Board, Color, Ending, Game, Outcome, Point, WinReason, CAPTURES_TO_WIN, COLUMNS, MARKERS, SIZE,
};
use crate::locale::Lang;
use crate::tr;
use canvas::{Background, Canvas, Rgb, Sprite};
use palette::Palette;
use std::sync::Mutex;
use text::{Fonts, GlyphCache};

pub use explore::{explorer_svg, ExploreMark, ExplorerPicture, LinkedMark};
pub use gif::{GifOptions, MAX_DELAY_MS, MIN_DELAY_MS};
pub use hill::{hill_png, HillPicture, HillSeat};
pub use page::{RenderError, MAX_SIDE};
pub use table::{table_png, TablePicture};

/// What one picture shows.
pub struct Scene<'a> {
    pub game: &'a Game,
    /// Stones the last move captured: drawn as faint ghosts.
    pub captured: &'a [Point],
    /// The mover's own stones the last move poofed (Poof-Pente, O-Pente):
    /// ghosts of the mover's colour.
    pub poofed: &'a [Point],
    pub white_name: &'a str,
    pub black_name: &'a str,
    /// Set when the game ended away from the board (resignation, time,
    /// agreement, abort).
    pub ending: Option<Ending>,
}

/// Widths outside this range are clamped: narrower and the labels can't be
/// read, wider only costs time and bytes.
pub const MIN_WIDTH: u32 = 400;
pub const MAX_WIDTH: u32 = 2000;

const WOOD: Rgb = [224, 184, 108];
const GRID: Rgb = [72, 50, 26];
const INK: Rgb = [42, 27, 12];
/// Behind the name of the player to move (or the winner).
const PILL: Rgb = [244, 218, 160];
const RED: Rgb = [214, 30, 28];
const SHADOW: Rgb = [48, 26, 4];
const BLACK_STONE: Rgb = [22, 22, 24];
const WHITE_STONE: Rgb = [250, 250, 246];

/// Colours in the palette. Fewer make smaller files (fewer distinct
/// values, longer repeats); below about 100 the stones' shading bands.
const PALETTE_SIZE: usize = 128;

/// zlib level for the PNG. At 3 a mid-game frame grows past 30 KB; at 5 it
/// saves a tenth of the bytes for a third more time.
const ZLIB_LEVEL: u32 = 4;

/// Where things go, in pixels, for one width.
struct Geometry {
    /// Distance between neighbouring lines (rounded per line, so ±1 pixel).
    cell: f32,
    /// Every point's centre lies this far right of and below a pixel corner:
    /// 0.5 for odd line widths, 0 for even, so that lines land on whole
    /// pixels and one sprite fits every point.
    frac: f32,
    /// Centres of the columns, A to T.
    xs: [f32; SIZE],
    /// Centres of the rows, row 1 (bottom) to row 19 (top).
    ys: [f32; SIZE],
    line_w: f32,
    border_w: f32,
    stone_r: f32,
    /// Where the band with names and status starts.
    board_h: u32,
    height: u32,
}

impl Geometry {
    fn new(width: u32) -> Geometry {
        let w = width as f32;
        // Margins, in cells: beside the board they hold a stone's overhang and
        // a two-digit row number; above and below, a letter.
        let side = 1.75;
        let top = 1.3;
        let cell = w / (2.0 * side + (SIZE - 1) as f32);
        let line_w = (cell / 18.0).round().max(1.0);
        let border_w = line_w + 2.0 * (line_w * 0.6).round().max(1.0);
        let frac = if line_w as u32 % 2 == 1 { 0.5 } else { 0.0 };
        let mut xs = [0.0; SIZE];
        let mut ys = [0.0; SIZE];
        for i in 0..SIZE {
            xs[i] = (side * cell + i as f32 * cell).round() + frac;
            ys[i] = (top * cell + (SIZE - 1 - i) as f32 * cell).round() + frac;
        }
        let board_h = (2.0 * top * cell + (SIZE - 1) as f32 * cell).round() as u32;
        let height = board_h + (BAND_CELLS * cell).round() as u32;
        Geometry {
            cell,
            frac,
            xs,
            ys,
            line_w,
            border_w,
            stone_r: 0.47 * cell,
            board_h,
            height,
        }
    }

    fn center(&self, p: Point) -> (f32, f32) {
        (self.xs[p.col()], self.ys[p.row()])
    }
}

/// Height of the band below the board, in cells.
const BAND_CELLS: f32 = 5.0;
/// Height of a player's row in the band, in cells.
const ROW_CELLS: f32 = 1.45;

/// Renders positions at one width. Make one and share it (it is `Send` and
/// `Sync`): making it costs far more than a frame.
pub struct Renderer {
    width: u32,
    geo: Geometry,
    fonts: Fonts,
    /// The glyphs of the band's text, which is drawn in every frame.
    glyphs: GlyphCache,
    /// The empty board (the rows above `geo.board_h`), in colour and as
    /// palette indices.
    board: Vec<Rgb>,
    board_idx: Vec<u8>,
    /// The band below it with nobody's row lit, White's, or Black's (see
    /// [`band_variant`]): the lit row's pill costs more to draw per frame
    /// than to copy.
    bands: [Vec<Rgb>; 3],
    bands_idx: [Vec<u8>; 3],
    palette: Palette,
    plte: Vec<u8>,
    /// Stones and their icons in the band, by `Color::index`.
    stones: [Sprite; 2],
    icons: [Sprite; 2],
    shadow: Sprite,
    /// Frame buffers to reuse: a fresh one would have to be cleared, which
    /// costs more than drawing the frame.
    buffers: Mutex<Vec<Vec<Rgb>>>,
}

fn band_variant(lit: Option<Color>) -> usize {
    match lit {
        None => 0,
        Some(color) => 1 + color.index(),
    }
}

/// A scene reduced to what is drawn.
struct Frame<'a> {
    board: &'a Board,
    /// The stones to mark as the last turn's (Connect6 places two).
    last_turn: Vec<Point>,
    captured: &'a [Point],
    /// The colour of the captured stones: the opponent of the last mover.
    ghost: Option<Color>,
    /// The mover's own stones the last move poofed, ghosts of its colour.
    poofed: &'a [Point],
    five: Vec<Point>,
    square: bool,
    names: [&'a str; 2],
    /// The sides' names in the picture's language, for players without one.
    colors: [String; 2],
    captures: [usize; 2],
    /// The captured stones that win; `None` where nothing is captured.
    capture_target: Option<usize>,
    /// Whose row is lit: the player to move, or the winner.
    lit: Option<Color>,
    /// Whether the status is a result (shown in red).
    result: bool,
    status: String,
    /// A suggested move: a see-through stone of that colour, ringed in red.
    hint: Option<(Point, Color)>,
}

/// A move to suggest on the picture (for post-game analysis): drawn as a
/// see-through stone of `color` ringed in red, with `status` in place of the
/// usual status line.
#[derive(Debug, Clone, Copy)]
pub struct Hint<'a> {
    pub point: Point,
    pub color: Color,
    pub status: &'a str,
}

impl<'a> Frame<'a> {
    /// The frame with its status in English: for the pictures whose callers
    /// don't pass a language yet (the web's SVG board, the explorer).
    fn new(scene: &Scene<'a>) -> Frame<'a> {
        Frame::in_lang(scene, Lang::ENGLISH)
    }

    /// The frame with its status line in `lang`.
    fn in_lang(scene: &Scene<'a>, lang: Lang) -> Frame<'a> {
        let game = scene.game;
        let last = game.last_move();
        let outcome = game.outcome();
        let five = game.winning_line().unwrap_or_default();
        let (lit, status) = match (outcome, scene.ending) {
            (Outcome::Won { winner, reason }, _) => {
                let side = winner.as_str();
                (
                    Some(winner),
                    match reason {
                        WinReason::Five => tr!(lang, "render-won-five", side = side),
                        WinReason::Six => tr!(lang, "render-won-six", side = side),
                        WinReason::Captures => tr!(
                            lang,
                            "render-won-captures",
                            side = side,
                            count = game.captures(winner)
                        ),
                    },
                )
            }
            (Outcome::Draw, _) => (None, tr!(lang, "render-draw-full")),
            (Outcome::Ongoing, Some(Ending::Resigned(quitter))) => (
                Some(quitter.opponent()),
                tr!(lang, "render-resigned", loser = quitter.as_str()),
            ),
            (Outcome::Ongoing, Some(Ending::Time(late))) => (
                Some(late.opponent()),
                tr!(lang, "render-out-of-time", loser = late.as_str()),
            ),
            (Outcome::Ongoing, Some(Ending::Agreement)) => (None, tr!(lang, "render-draw-agreed")),
            (Outcome::Ongoing, Some(Ending::Aborted)) => (None, tr!(lang, "render-aborted")),
            (Outcome::Ongoing, None) if game.pending().is_some() => {
                let p = game.pending().expect("checked");
                // The words typed to choose, the same in every language.
                let options: Vec<&str> = p.options.iter().map(|c| c.as_str()).collect();
                (
                    Some(p.by),
                    tr!(
                        lang,
                        "render-to-choose",
                        side = p.by.as_str(),
                        choices = options.join(" / ")
                    ),
                )
            }
            (Outcome::Ongoing, None) => {
                let to_move = game.to_move();
                let side = to_move.as_str();
                let status = if game.tournament_rule_applies() {
                    tr!(lang, "render-to-move-square", side = side)
                } else {
                    match (last, scene.captured.len(), scene.poofed.len()) {
                        (Some(p), 0, 0) => {
                            tr!(
                                lang,
                                "render-to-move-last",
                                side = side,
                                point = p.to_string()
                            )
                        }
                        (Some(p), n, 0) => tr!(
                            lang,
                            "render-to-move-captured",
                            side = side,
                            point = p.to_string(),
                            count = n
                        ),
                        (Some(p), 0, k) => tr!(
                            lang,
                            "render-to-move-poofed",
                            side = side,
                            point = p.to_string(),
                            count = k
                        ),
                        (Some(p), n, k) => tr!(
                            lang,
                            "render-to-move-captured-poofed",
                            side = side,
                            point = p.to_string(),
                            captured = n,
                            poofed = k
                        ),
                        (None, _, _) => tr!(lang, "render-to-move", side = side),
                    }
                };
                (Some(to_move), status)
            }
        };
        Frame {
            board: game.board(),
            last_turn: game.last_turn(),
            captured: scene.captured,
            // The last mover: the colour on its point, or, when the stone
            // poofed itself, the colour before the one to move.
            ghost: last
                .map(|p| game.board().get(p).unwrap_or(game.to_move().opponent()))
                .map(Color::opponent),
            poofed: scene.poofed,
            five,
            square: game.tournament_rule_applies() && !game.is_over() && scene.ending.is_none(),
            names: [scene.white_name, scene.black_name],
            colors: Color::BOTH.map(|c| crate::locale::color(lang, c)),
            captures: [game.captures(Color::White), game.captures(Color::Black)],
            capture_target: game.variant().capture_target(),
            lit,
            result: outcome.is_over() || scene.ending.is_some(),
            // Other games than Pente say which they are.
            status: match game.variant() {
                crate::game::Variant::Pente => status,
                v => format!("{} · {status}", v.name()),
            },
            hint: None,
        }
    }
}

impl Renderer {
    /// Builds everything that does not depend on the position, once.
    /// `width_px` is clamped to [`MIN_WIDTH`]–[`MAX_WIDTH`].
    pub fn new(width_px: u32) -> Renderer {
        let width = width_px.clamp(MIN_WIDTH, MAX_WIDTH);
        let geo = Geometry::new(width);
        let fonts = Fonts::load();
        let r = geo.stone_r;
        let stones = Color::BOTH.map(|c| Sprite::new(r, geo.frac, stone_shader(c, r)));
        let icon_r = (0.28 * geo.cell).round();
        let icons = Color::BOTH.map(|c| {
            let stone = stone_shader(c, icon_r);
            let shadow = shadow_shader(icon_r);
            Sprite::new(icon_r * 1.3, 0.0, move |dx, dy| {
                over(stone(dx, dy), shadow(dx, dy))
            })
        });
        let shadow = Sprite::new(r * 1.35, geo.frac, shadow_shader(r)).under(&stones[0]);
        let glyphs = GlyphCache::new(&fonts.bold, band_px(&geo), page::common_chars());
        let height = geo.height;
        let mut renderer = Renderer {
            width,
            geo,
            fonts,
            glyphs,
            board: Vec::new(),
            board_idx: Vec::new(),
            bands: Default::default(),
            bands_idx: Default::default(),
            palette: Palette::build(0, &[], &[]),
            plte: Vec::new(),
            stones,
            icons,
            shadow,
            buffers: Mutex::new(Vec::new()),
        };
        let wood = vec![WOOD; (width * height) as usize];
        let mut canvas = Canvas::new(width, height, Background::whole(&wood, height), Vec::new());
        renderer.draw_board(&mut canvas);
        let base = canvas.into_pixels();
        let split = (renderer.geo.board_h * width) as usize;
        let bands = [None, Some(Color::White), Some(Color::Black)].map(|lit| {
            let mut canvas =
                Canvas::new(width, height, Background::whole(&base, height), Vec::new());
            renderer.draw_band_background(&mut canvas, lit);
            canvas.into_pixels().split_off(split)
        });
        renderer.bands = bands;
        renderer.board = base[..split].to_vec();

        // Choose the palette from frames with everything a frame can show.
        let samples: Vec<Vec<Rgb>> = sample_frames()
            .iter()
            .map(|(game, captured)| {
                let scene = Scene {
                    game,
                    captured,
                    poofed: &[],
                    white_name: "Sample White Name",
                    black_name: "Sample Black Name",
                    ending: None,
                };
                let frame = Frame::new(&scene);
                let background = renderer.background(frame.lit);
                let mut canvas = Canvas::new(width, height, background, Vec::new());
                renderer.draw_frame(&mut canvas, &frame);
                canvas.into_pixels()
            })
            .collect();
        let mut sample_px: Vec<&[Rgb]> = vec![&renderer.board];
        sample_px.extend(renderer.bands.iter().map(|b| &b[..]));
        sample_px.extend(samples.iter().map(|c| &c[..]));
        let mut fixed = vec![WOOD, GRID, INK, PILL, RED, BLACK_STONE, WHITE_STONE];
        // The edges of text, in the few shades it is drawn with.
        for bg in [WOOD, PILL] {
            for fg in [INK, RED] {
                for k in 1..text::SHADES as u32 {
                    fixed.push(canvas::mix(bg, fg, k as f32 / text::SHADES));
                }
            }
        }
        renderer.palette = Palette::build(PALETTE_SIZE, &fixed, &sample_px);
        renderer.plte = renderer.palette.plte();
        let to_idx = |px: &[Rgb]| px.iter().map(|&c| renderer.palette.index(c)).collect();
        renderer.board_idx = to_idx(&renderer.board);
        renderer.bands_idx = [0, 1, 2].map(|v| to_idx(&renderer.bands[v]));
        renderer
    }

    fn background(&self, lit: Option<Color>) -> Background<'_> {
        Background {
            top: &self.board,
            bottom: &self.bands[band_variant(lit)],
            split: self.geo.board_h,
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    /// Taller than wide: Discord's Android client crops square previews.
    pub fn height(&self) -> u32 {
        self.geo.height
    }

    /// The pixel holding the centre of `p` in the output image.
    pub fn point_center(&self, p: Point) -> (u32, u32) {
        let (x, y) = self.geo.center(p);
        (x.floor() as u32, y.floor() as u32)
    }

    /// Draws a frame, in a buffer from the pool.
    fn draw(&self, frame: &Frame) -> Canvas<'_> {
        let buffer = self
            .buffers
            .lock()
            .ok()
            .and_then(|mut pool| pool.pop())
            .unwrap_or_default();
        let background = self.background(frame.lit);
        let mut canvas = Canvas::new(self.width, self.geo.height, background, buffer);
        self.draw_frame(&mut canvas, frame);
        canvas
    }

    /// Gives a frame's buffer back to the pool.
    fn recycle(&self, canvas: Canvas) {
        if let Ok(mut pool) = self.buffers.lock() {
            // More than one buffer per thread drawing at the same time is
            // never needed; a few cover a bot's worker threads.
            if pool.len() < 8 {
                pool.push(canvas.into_buffer());
            }
        }
    }

    /// Writes the palette indices of row `y` of the frame on `canvas`: the
    /// background's, then the colours of whatever tiles were drawn on,
    /// looked up in the palette.
    fn fill_row(&self, canvas: &Canvas, lit: Option<Color>, y: u32, row: &mut [u8]) {
        let w = self.width as usize;
        row.copy_from_slice(self.background_indices(y, band_variant(lit), 0, self.width));
        let ty = y / canvas::TILE;
        for tx in 0..canvas.tiles_x() {
            if canvas.is_dirty(tx, ty) {
                let (x0, x1, _, _) = canvas.tile_bounds(tx, ty);
                let (x0, x1) = (x0 as usize, x1 as usize);
                let px = &canvas.px[y as usize * w..][x0..x1];
                for (i, &c) in row[x0..x1].iter_mut().zip(px) {
                    *i = self.palette.index(c);
                }
            }
        }
    }

    /// The palette indices of the pixels `x0..x1` of row `y` where nothing
    /// is drawn, under the band variant `variant`.
    fn background_indices(&self, y: u32, variant: usize, x0: u32, x1: u32) -> &[u8] {
        let w = self.width as usize;
        let board_h = self.geo.board_h;
        let row = if y < board_h {
            &self.board_idx[y as usize * w..][..w]
        } else {
            &self.bands_idx[variant][(y - board_h) as usize * w..][..w]
        };
        &row[x0 as usize..x1 as usize]
    }

    /// The picture exactly as the PNG holds it, its words in `lang`.
    pub fn render_rgba(&self, scene: &Scene, lang: Lang) -> image::RgbaImage {
        let frame = Frame::in_lang(scene, lang);
        let canvas = self.draw(&frame);
        let (w, h) = (self.width, self.geo.height);
        let mut px = Vec::with_capacity((w * h * 4) as usize);
        let mut row = vec![0u8; w as usize];
        for y in 0..h {
            self.fill_row(&canvas, frame.lit, y, &mut row);
            for &i in &row {
                let [r, g, b] = self.palette.colors[i as usize];
                px.extend_from_slice(&[r, g, b, 255]);
            }
        }
        self.recycle(canvas);
        image::RgbaImage::from_raw(w, h, px).expect("buffer is width × height pixels")
    }

    /// The picture as an 8-bit palette PNG, its words in `lang`.
    pub fn render_png(&self, scene: &Scene, lang: Lang) -> Vec<u8> {
        self.png_of(&Frame::in_lang(scene, lang))
    }

    /// The picture with a suggested move shown on it (see [`Hint`]), the
    /// names of sides without players in `lang`.
    pub fn render_png_with_hint(&self, scene: &Scene, hint: &Hint, lang: Lang) -> Vec<u8> {
        let mut frame = Frame::in_lang(scene, lang);
        frame.hint = Some((hint.point, hint.color));
        frame.status = hint.status.to_string();
        frame.result = false;
        self.png_of(&frame)
    }

    /// The key moment of a post-game analysis: the board before the move,
    /// the better move as a ringed see-through stone of the mover's colour,
    /// and the caption ("Move 9: White played C3 — better O10") as the
    /// status, in `lang`. `None` if the moves before it don't replay.
    pub fn render_key_moment_png(
        &self,
        moment: &KeyMoment,
        white_name: &str,
        black_name: &str,
        lang: Lang,
    ) -> Option<Vec<u8>> {
        let status = tr!(
            lang,
            "render-key-moment",
            number = moment.number,
            side = moment.color.as_str(),
            played = moment.played.to_string(),
            better = moment.better.to_string()
        );
        Some(self.render_png_with_hint(
            &Scene {
                game: &moment.before,
                captured: &[],
                poofed: &[],
                white_name,
                black_name,
                ending: None,
            },
            &Hint {
                point: moment.better,
                color: moment.color,
                status: &status,
            },
            lang,
        ))
    }

    fn png_of(&self, frame: &Frame) -> Vec<u8> {
        let canvas = self.draw(frame);
        let g = &self.geo;
        // The rows the grid runs through, where `Up` leaves only the stones.
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

    /// The empty board and band: everything the same in every frame.
    fn draw_board(&self, canvas: &mut Canvas) {
        let g = &self.geo;
        let (lw, bw) = (g.line_w, g.border_w);
        let (left, right) = (g.xs[0], g.xs[SIZE - 1]);
        let (top, bottom) = (g.ys[SIZE - 1], g.ys[0]);
        for i in 0..SIZE {
            let (x, y) = (g.xs[i], g.ys[i]);
            canvas.rect(x - lw / 2.0, top, x + lw / 2.0, bottom, GRID, 1.0);
            canvas.rect(left, y - lw / 2.0, right, y + lw / 2.0, GRID, 1.0);
        }
        let (l, r, t, b) = (
            left - bw / 2.0,
            right + bw / 2.0,
            top - bw / 2.0,
            bottom + bw / 2.0,
        );
        canvas.rect(l, t, r, t + bw, GRID, 1.0);
        canvas.rect(l, b - bw, r, b, GRID, 1.0);
        canvas.rect(l, t, l + bw, b, GRID, 1.0);
        canvas.rect(r - bw, t, r, b, GRID, 1.0);
        for p in MARKERS {
            let (x, y) = g.center(p);
            canvas.disc(x, y, (0.11 * g.cell).max(2.5), GRID, 1.0);
        }

        // Labels about half a cell high, centred in the margins.
        let font = &self.fonts.bold;
        let px = 0.5 * g.cell / (text::cap_height(font, 100.0) / 100.0);
        let cap = text::cap_height(font, px);
        let overhang = g.stone_r + 0.5 * lw;
        let above = (top - overhang) / 2.0;
        let below = (bottom + overhang + g.board_h as f32) / 2.0;
        let beside_l = (left - overhang) / 2.0;
        let beside_r = (right + overhang + self.width as f32) / 2.0;
        for (i, letter) in COLUMNS.iter().enumerate() {
            let letter = letter.to_string();
            let line = text::layout(font, px, &letter, f32::MAX);
            let x = g.xs[i] - line.width / 2.0;
            line.draw(canvas, x, above + cap / 2.0, INK, None);
            line.draw(canvas, x, below + cap / 2.0, INK, None);
            let number = (i + 1).to_string();
            let line = text::layout(font, px, &number, f32::MAX);
            let y = g.ys[i] + cap / 2.0;
            line.draw(canvas, beside_l - line.width / 2.0, y, INK, None);
            line.draw(canvas, beside_r - line.width / 2.0, y, INK, None);
        }

        // The band: a rule between it and the board.
        let y = g.board_h as f32;
        canvas.rect(0.0, y - lw, self.width as f32, y, GRID, 1.0);
    }

    /// Everything that depends on the position.
    fn draw_frame(&self, canvas: &mut Canvas, f: &Frame) {
        let g = &self.geo;
        let c = g.cell;
        if f.square {
            let (x0, y0) = (g.xs[7] - c / 2.0, g.ys[11] - c / 2.0);
            let (x1, y1) = (g.xs[11] + c / 2.0, g.ys[7] + c / 2.0);
            canvas.rect(x0, y0, x1, y1, RED, 0.22);
            let w = g.line_w;
            canvas.rect(x0, y0, x1, y0 + w, RED, 0.9);
            canvas.rect(x0, y1 - w, x1, y1, RED, 0.9);
            canvas.rect(x0, y0, x0 + w, y1, RED, 0.9);
            canvas.rect(x1 - w, y0, x1, y1, RED, 0.9);
        }

        // Ghosts of the stones just captured: a faint stone with a dashed
        // rim, so a spectator sees what the last move took.
        let ghosts = f
            .captured
            .iter()
            .filter_map(|&p| Some((p, f.ghost?)))
            .chain(
                f.poofed
                    .iter()
                    .filter_map(|&p| Some((p, f.ghost?.opponent()))),
            );
        for (p, color) in ghosts {
            if !f.board.is_empty_at(p) {
                continue;
            }
            let (x, y) = g.center(p);
            let stone = match color {
                Color::White => WHITE_STONE,
                Color::Black => BLACK_STONE,
            };
            let r = g.stone_r * 0.92;
            canvas.disc(x, y, r, stone, 0.38);
            let w = (0.08 * c).max(1.5);
            let ring = r - w / 2.0;
            let period = std::f32::consts::TAU * ring / 12.0;
            canvas.fill(
                (x - r - 1.0, y - r - 1.0, x + r + 1.0, y + r + 1.0),
                stone,
                0.9,
                |px, py| {
                    let (dx, dy) = (px - x, py - y);
                    let radial = w / 2.0 - (dx.hypot(dy) - ring).abs() + 0.5;
                    let s = (dy.atan2(dx) + std::f32::consts::PI) * ring % period;
                    let along = s.min(0.6 * period - s) + 0.5;
                    radial.clamp(0.0, 1.0) * along.clamp(0.0, 1.0)
                },
            );
        }

        let stones = || {
            Color::BOTH
                .into_iter()
                .flat_map(|color| f.board.stones(color).map(move |p| (p, color)))
        };
        for (p, _) in stones() {
            let (x, y) = g.center(p);
            canvas.blit(&self.shadow, x as i32, y as i32);
        }
        for (p, color) in stones() {
            let (x, y) = g.center(p);
            canvas.blit(&self.stones[color.index()], x as i32, y as i32);
        }

        if let (Some(&a), Some(&b)) = (f.five.first(), f.five.last()) {
            canvas.capsule(g.center(a), g.center(b), 0.16 * c, RED, 0.9);
        }
        // The last turn's stones: one, or Connect6's two.
        for &p in f.last_turn.iter().filter(|&&p| !f.board.is_empty_at(p)) {
            let (x, y) = g.center(p);
            canvas.disc(x, y, 0.23 * c, RED, 1.0);
        }
        if let Some((p, color)) = f.hint.filter(|&(p, _)| f.board.is_empty_at(p)) {
            let (x, y) = g.center(p);
            let stone = match color {
                Color::White => WHITE_STONE,
                Color::Black => BLACK_STONE,
            };
            let r = g.stone_r * 0.92;
            canvas.disc(x, y, r, stone, 0.65);
            let w = (0.12 * c).max(2.0);
            let ring = r - w / 2.0;
            canvas.fill(
                (x - r - 1.0, y - r - 1.0, x + r + 1.0, y + r + 1.0),
                RED,
                0.95,
                |px, py| {
                    let d = (px - x).hypot(py - y);
                    (w / 2.0 - (d - ring).abs() + 0.5).clamp(0.0, 1.0)
                },
            );
        }

        self.draw_band(canvas, f);
    }

    /// Where the band's parts go: the left and right edges, the centre of
    /// each player's row and of the status line.
    fn band_layout(&self) -> (f32, f32, [f32; 2], f32) {
        let g = &self.geo;
        let c = g.cell;
        let row_h = ROW_CELLS * c;
        let top = g.board_h as f32 + 0.3 * c;
        let rows = [0.5, 1.5].map(|k| (top + row_h * k).round());
        (
            g.xs[0] - g.stone_r,
            g.xs[SIZE - 1] + g.stone_r,
            rows,
            top + 2.0 * row_h + 0.85 * c,
        )
    }

    /// The parts of the band that only depend on whose row is lit.
    fn draw_band_background(&self, canvas: &mut Canvas, lit: Option<Color>) {
        let g = &self.geo;
        let c = g.cell;
        let (left, right, rows, _) = self.band_layout();
        for color in Color::BOTH {
            let cy = rows[color.index()];
            if lit == Some(color) {
                let r = ROW_CELLS * c / 2.0 - 0.12 * c;
                canvas.pill(left - 0.3 * c, right + 0.3 * c, cy, r, PILL);
            }
            let sx = (left + g.stone_r) as i32;
            canvas.blit(&self.shadow, sx, cy as i32);
            canvas.blit(&self.stones[color.index()], sx, cy as i32);
        }
    }

    /// Names, captures and the status line.
    fn draw_band(&self, canvas: &mut Canvas, f: &Frame) {
        let g = &self.geo;
        let c = g.cell;
        let (left, right, rows, status_y) = self.band_layout();
        let font = &self.fonts.bold;
        let px = band_px(g);
        let cap = text::cap_height(font, px);
        let cache = Some(&self.glyphs);
        for color in Color::BOTH {
            let cy = rows[color.index()];
            // Captures, right-aligned: the count (out of the target where it
            // is not Pente's ten), then the stones taken as icons, in pairs;
            // nothing in the games without captures.
            let n = f.captures[color.index()];
            let count_text = match f.capture_target {
                None => String::new(),
                Some(CAPTURES_TO_WIN) => n.to_string(),
                Some(target) => format!("{n}/{target}"),
            };
            let count = text::layout(font, px, &count_text, 4.0 * c);
            let count_x = right - count.width;
            count.draw(canvas, count_x, cy + cap / 2.0, INK, cache);
            let icon = &self.icons[color.opponent().index()];
            let step = 2.0 * 0.28 * c + 0.06 * c;
            let gap = 0.22 * c;
            let mut x = count_x - 0.35 * c - 0.28 * c;
            for k in 0..n.min(CAPTURES_TO_WIN) {
                canvas.blit(icon, x.round() as i32, cy as i32);
                x -= step + if k % 2 == 1 { gap } else { 0.0 };
            }
            let icons_left = x + 0.28 * c;

            let name = match f.names[color.index()].trim() {
                "" => &f.colors[color.index()],
                name => name,
            };
            let nx = left + 2.0 * g.stone_r + 0.4 * c;
            let line = text::layout(font, px, name, icons_left - 0.5 * c - nx);
            line.draw(canvas, nx, cy + cap / 2.0, INK, cache);
        }
        // The status in one line: drawn smaller when a language's words
        // run longer than the board is wide, cut only past that.
        let room = right - left;
        let mut line = text::layout(font, px, &f.status, f32::MAX);
        let mut status_cap = cap;
        if line.width > room {
            let smaller = (px * room / line.width).max(MIN_STATUS_SHRINK * px);
            line = text::layout(font, smaller, &f.status, room);
            status_cap = text::cap_height(font, smaller);
        }
        let ink = if f.result { RED } else { INK };
        let x = (self.width as f32 - line.width) / 2.0;
        line.draw(canvas, x, status_y + status_cap / 2.0, ink, cache);
    }
}

/// How much smaller than the names a status line too long for the board may
/// be drawn before it is cut: smaller still and it can't be read on a phone.
const MIN_STATUS_SHRINK: f32 = 0.72;

/// The size of the band's text: as large as the names can be while leaving
/// room for ten capture icons.
fn band_px(geo: &Geometry) -> f32 {
    0.8 * geo.cell
}

/// Source-over of two straight-alpha samples.
fn over(top: ([f32; 3], f32), below: ([f32; 3], f32)) -> ([f32; 3], f32) {
    let (ct, at) = top;
    let (cb, ab) = below;
    let a = at + ab * (1.0 - at);
    if a <= 0.0 {
        return ([0.0; 3], 0.0);
    }
    let mix = |k: usize| (ct[k] * at + cb[k] * ab * (1.0 - at)) / a;
    ([mix(0), mix(1), mix(2)], a)
}

/// A stone of radius `r` lit from the upper left: a soft diffuse gradient and
/// a small highlight, so that it reads as round even when small.
fn stone_shader(color: Color, r: f32) -> impl Fn(f32, f32) -> ([f32; 3], f32) {
    let norm = |v: [f32; 3]| {
        let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        v.map(|x| x / l)
    };
    let light = norm([-0.45, -0.6, 0.66]);
    let half = norm([light[0], light[1], light[2] + 1.0]);
    move |dx, dy| {
        let d = dx.hypot(dy);
        let coverage = (r - d + 0.5).clamp(0.0, 1.0);
        if coverage <= 0.0 {
            return ([0.0; 3], 0.0);
        }
        let (nx, ny) = (dx / r, dy / r);
        let nz = (1.0 - (nx * nx + ny * ny).min(1.0)).sqrt();
        let dot = |v: [f32; 3]| (nx * v[0] + ny * v[1] + nz * v[2]).max(0.0);
        let diffuse = dot(light);
        let spec = dot(half).powf(30.0);
        let rgb = match color {
            Color::Black => {
                let v = 18.0 + 56.0 * diffuse.powi(3) + 170.0 * spec;
                [v, v, v + 6.0]
            }
            Color::White => {
                let v = 176.0 + 72.0 * diffuse.powf(0.8) + 40.0 * spec;
                [v, v - 1.0, v - 6.0]
            }
        };
        (rgb, coverage)
    }
}

/// The soft shadow a stone of radius `r` casts down and to the right.
fn shadow_shader(r: f32) -> impl Fn(f32, f32) -> ([f32; 3], f32) {
    let (ox, oy) = (0.07 * r, 0.13 * r);
    let blur = (0.2 * r).max(1.0);
    move |dx, dy| {
        let d = (dx - ox).hypot(dy - oy);
        let t = ((r + blur - d) / (2.0 * blur)).clamp(0.0, 1.0);
        let smooth = t * t * (3.0 - 2.0 * t);
        (SHADOW.map(f32::from), 0.5 * smooth)
    }
}

/// Positions that between them show every colour a frame can: stones on the
/// red square, ghosts and last-move marks on both colours, a five, captures.
fn sample_frames() -> Vec<(Game, Vec<Point>)> {
    let p = |s: &str| s.parse::<Point>().expect("sample points are valid");
    let opening = Game::from_moves(&[Point::CENTER, p("L11")]).expect("legal opening");
    let mut frames = vec![(opening, Vec::new())];
    for winner in Color::BOTH {
        let mut board = Board::new();
        let loser = winner.opponent();
        for s in ["C3", "D4", "E5", "F6"] {
            board.set(p(s), Some(winner));
        }
        for s in [
            "C5", "D5", "F5", "K10", "L10", "M11", "N12", "O12", "P3", "Q4",
        ] {
            board.set(p(s), Some(loser));
        }
        for s in ["K11", "L11", "M10", "O13", "P4"] {
            board.set(p(s), Some(winner));
        }
        // Let the winner capture a pair, then make five.
        board.set(p("E7"), Some(loser));
        board.set(p("E6"), Some(loser));
        board.set(p("E4"), Some(winner));
        let mut game = Game::from_position(board, winner, [6, 6]);
        let capture = game.play(p("E8")).expect("legal capture");
        let captured = capture.captured.as_slice().to_vec();
        game.play(p("S18")).expect("legal reply");
        game.play(p("G7")).expect("legal five");
        frames.push((game, captured));
        // The same capture as the last move, with both ghosts shown.
        let mut board = Board::new();
        for s in ["J9", "K9", "J10"] {
            board.set(p(s), Some(loser));
        }
        board.set(p("H9"), Some(winner));
        let mut game = Game::from_position(board, winner, [2, 10]);
        game.play(p("M9")).expect("legal move");
        frames.push((game, vec![p("K8"), p("L8")]));
    }
    frames
}
