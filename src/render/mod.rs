//! Pictures of the board, posted after every move.
//!
//! Pure: a position in, PNG bytes out, no I/O and nothing of Discord. The
//! picture is read mostly on phones and often at half size, and is made per
//! move for many channels, so everything that doesn't depend on the position
//! (the board with its grid and labels, the stone sprites, the palette) is
//! made once in [`Renderer::new`], and a frame only stamps stones, draws a
//! few marks and the text band, and writes a palette PNG.

mod canvas;
mod encode;
mod palette;
mod text;

#[cfg(test)]
mod tests;

use crate::game::{
    Board, Color, Game, Outcome, Point, WinReason, CAPTURES_TO_WIN, COLUMNS, MARKERS, SIZE,
};
use canvas::{Canvas, Rgb, Sprite};
use palette::Palette;
use text::Fonts;

/// What one picture shows.
pub struct Scene<'a> {
    pub game: &'a Game,
    /// Stones the last move captured: drawn as faint ghosts.
    pub captured: &'a [Point],
    pub white_name: &'a str,
    pub black_name: &'a str,
    /// Set when the game ended by resignation: the colour that resigned.
    pub resigned: Option<Color>,
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

/// zlib level for the PNG: past 4 the files barely shrink and the time
/// grows quickly; below it they grow quickly.
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
    /// The empty board and band, in colour and as palette indices.
    base: Canvas,
    base_idx: Vec<u8>,
    palette: Palette,
    plte: Vec<u8>,
    /// Stones and their icons in the band, by `Color::index`.
    stones: [Sprite; 2],
    icons: [Sprite; 2],
    shadow: Sprite,
}

/// A scene reduced to what is drawn.
struct Frame<'a> {
    board: &'a Board,
    last: Option<Point>,
    captured: &'a [Point],
    /// The colour of the captured stones: the opponent of the last mover.
    ghost: Option<Color>,
    five: Vec<Point>,
    square: bool,
    names: [&'a str; 2],
    captures: [usize; 2],
    /// Whose row is lit: the player to move, or the winner.
    lit: Option<Color>,
    status: String,
}

impl<'a> Frame<'a> {
    fn new(scene: &Scene<'a>) -> Frame<'a> {
        let game = scene.game;
        let last = game.last_move();
        let outcome = game.outcome();
        let five = match (outcome, last) {
            (
                Outcome::Won {
                    reason: WinReason::Five,
                    ..
                },
                Some(p),
            ) => game.board().five_through(p).unwrap_or_default(),
            _ => Vec::new(),
        };
        let (lit, status) = match (outcome, scene.resigned) {
            (Outcome::Won { winner, reason }, _) => (
                Some(winner),
                match reason {
                    WinReason::Five => format!("{winner} wins — five in a row"),
                    WinReason::Captures => {
                        format!("{winner} wins — {} captures", game.captures(winner))
                    }
                },
            ),
            (Outcome::Draw, _) => (None, "Draw — the board is full".to_string()),
            (Outcome::Ongoing, Some(quitter)) => {
                let winner = quitter.opponent();
                (Some(winner), format!("{quitter} resigned — {winner} wins"))
            }
            (Outcome::Ongoing, None) => {
                let to_move = game.to_move();
                let status = if game.tournament_rule_applies() {
                    format!("{to_move} to move — outside the red square")
                } else {
                    match (last, scene.captured.len()) {
                        (Some(p), 0) => format!("{to_move} to move · last move {p}"),
                        (Some(p), n) => format!("{to_move} to move · {p} captured {n}"),
                        (None, _) => format!("{to_move} to move"),
                    }
                };
                (Some(to_move), status)
            }
        };
        Frame {
            board: game.board(),
            last,
            captured: scene.captured,
            ghost: last.and_then(|p| game.board().get(p)).map(Color::opponent),
            five,
            square: game.tournament_rule_applies() && !game.is_over() && scene.resigned.is_none(),
            names: [scene.white_name, scene.black_name],
            captures: [game.captures(Color::White), game.captures(Color::Black)],
            lit,
            status,
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
        let shadow = Sprite::new(r * 1.35, geo.frac, shadow_shader(r));
        let mut renderer = Renderer {
            width,
            base: Canvas::new(width, geo.height, WOOD),
            geo,
            fonts,
            base_idx: Vec::new(),
            palette: Palette::build(&[], &[]),
            plte: Vec::new(),
            stones,
            icons,
            shadow,
        };
        let mut base = renderer.base.clone();
        renderer.draw_board(&mut base);
        renderer.base = base;

        // Choose the palette from frames with everything a frame can show.
        let samples: Vec<Canvas> = sample_frames()
            .iter()
            .map(|(game, captured)| {
                let scene = Scene {
                    game,
                    captured,
                    white_name: "Sample White Name",
                    black_name: "Sample Black Name",
                    resigned: None,
                };
                let mut canvas = renderer.base.clone();
                renderer.draw_frame(&mut canvas, &Frame::new(&scene));
                canvas
            })
            .collect();
        let mut sample_px: Vec<&[Rgb]> = vec![&renderer.base.px];
        sample_px.extend(samples.iter().map(|c| &c.px[..]));
        let mut fixed = vec![WOOD, GRID, INK, PILL, RED, BLACK_STONE, WHITE_STONE];
        // The edges of text, in the few shades it is drawn with.
        for bg in [WOOD, PILL] {
            for fg in [INK, RED] {
                for k in 1..text::SHADES as u32 {
                    fixed.push(canvas::mix(bg, fg, k as f32 / text::SHADES));
                }
            }
        }
        renderer.palette = Palette::build(&fixed, &sample_px);
        renderer.plte = renderer.palette.plte();
        renderer.base_idx = renderer
            .base
            .px
            .iter()
            .map(|&c| renderer.palette.index(c))
            .collect();
        renderer
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

    /// The picture as palette indices, one byte a pixel, row by row.
    fn render_indexed(&self, scene: &Scene) -> Vec<u8> {
        let mut canvas = self.base.clone();
        self.draw_frame(&mut canvas, &Frame::new(scene));
        let mut idx = self.base_idx.clone();
        let w = self.width as usize;
        for (x0, y0, x1, y1) in canvas.dirty_rects() {
            for y in y0 as usize..y1 as usize {
                let row = y * w;
                for x in row + x0 as usize..row + x1 as usize {
                    idx[x] = self.palette.index(canvas.px[x]);
                }
            }
        }
        idx
    }

    /// The picture exactly as the PNG holds it.
    pub fn render_rgba(&self, scene: &Scene) -> image::RgbaImage {
        let idx = self.render_indexed(scene);
        let mut px = Vec::with_capacity(idx.len() * 4);
        for &i in &idx {
            let [r, g, b] = self.palette.colors[i as usize];
            px.extend_from_slice(&[r, g, b, 255]);
        }
        image::RgbaImage::from_raw(self.width, self.geo.height, px)
            .expect("buffer is width × height pixels")
    }

    /// The picture as an 8-bit palette PNG.
    pub fn render_png(&self, scene: &Scene) -> Vec<u8> {
        let idx = self.render_indexed(scene);
        encode::indexed_png(self.width, self.geo.height, &self.plte, &idx, ZLIB_LEVEL)
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
        for i in 0..SIZE {
            let letter = COLUMNS[i].to_string();
            let line = text::layout(font, px, &letter, f32::MAX);
            let x = g.xs[i] - line.width / 2.0;
            line.draw(canvas, x, above + cap / 2.0, INK);
            line.draw(canvas, x, below + cap / 2.0, INK);
            let number = (i + 1).to_string();
            let line = text::layout(font, px, &number, f32::MAX);
            let y = g.ys[i] + cap / 2.0;
            line.draw(canvas, beside_l - line.width / 2.0, y, INK);
            line.draw(canvas, beside_r - line.width / 2.0, y, INK);
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
        for &p in f.captured {
            if !f.board.is_empty_at(p) {
                continue;
            }
            let Some(color) = f.ghost else {
                continue;
            };
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
        if let Some(p) = f.last.filter(|&p| !f.board.is_empty_at(p)) {
            let (x, y) = g.center(p);
            canvas.disc(x, y, 0.23 * c, RED, 1.0);
        }

        self.draw_band(canvas, f);
    }

    fn draw_band(&self, canvas: &mut Canvas, f: &Frame) {
        let g = &self.geo;
        let c = g.cell;
        let left = g.xs[0] - g.stone_r;
        let right = g.xs[SIZE - 1] + g.stone_r;
        let row_h = ROW_CELLS * c;
        let top = g.board_h as f32 + 0.3 * c;
        let name_px = 0.8 * c;
        let name_cap = text::cap_height(&self.fonts.bold, name_px);
        for color in Color::BOTH {
            let cy = top + row_h * (color.index() as f32 + 0.5);
            if f.lit == Some(color) {
                let pad = 0.12 * c;
                canvas.rounded_rect(
                    left - 0.3 * c,
                    cy - row_h / 2.0 + pad,
                    right + 0.3 * c,
                    cy + row_h / 2.0 - pad,
                    row_h / 2.0 - pad,
                    PILL,
                    1.0,
                );
            }
            let sx = left + g.stone_r;
            canvas.blit(&self.shadow, sx as i32, cy as i32);
            canvas.blit(&self.stones[color.index()], sx as i32, cy as i32);

            // Captures, right-aligned: the count, then the stones as icons
            // in pairs, as they were taken.
            let n = f.captures[color.index()];
            let count = text::layout(&self.fonts.bold, name_px, &n.to_string(), 4.0 * c);
            let count_x = right - count.width;
            count.draw(canvas, count_x, cy + name_cap / 2.0, INK);
            let icon = &self.icons[color.opponent().index()];
            let step = 2.0 * 0.28 * c + 0.06 * c;
            let gap = 0.22 * c;
            let shown = n.min(CAPTURES_TO_WIN);
            let mut x = count_x - 0.35 * c - 0.28 * c;
            for k in 0..shown {
                canvas.blit(icon, x.round() as i32, cy.round() as i32);
                x -= step + if k % 2 == 1 { gap } else { 0.0 };
            }
            let icons_left = x + 0.28 * c;

            let name = match f.names[color.index()].trim() {
                "" => color.as_str(),
                name => name,
            };
            let nx = sx + g.stone_r + 0.4 * c;
            let room = icons_left - 0.5 * c - nx;
            let line = text::layout(&self.fonts.bold, name_px, name, room);
            line.draw(canvas, nx, cy + name_cap / 2.0, INK);
        }
        let status_px = 0.85 * c;
        let cap = text::cap_height(&self.fonts.bold, status_px);
        let cy = top + 2.0 * row_h + 0.85 * c;
        let line = text::layout(&self.fonts.bold, status_px, &f.status, right - left);
        let ink = if f.lit.is_some() && f.status.contains("wins") {
            RED
        } else {
            INK
        };
        line.draw(
            canvas,
            (self.width as f32 - line.width) / 2.0,
            cy + cap / 2.0,
            ink,
        );
    }
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
