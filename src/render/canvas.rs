//! An RGB frame to compose on, over a shared background it copies from only
//! where something is drawn, remembering where that was so that only those
//! parts need mapping to the palette afterwards.

pub(crate) type Rgb = [u8; 3];

/// Side of the square tiles the canvas copies and maps in. Small enough that
/// a stone touches few pixels it doesn't change, big enough that the
/// bookkeeping is tiny.
pub(crate) const TILE: u32 = 8;

/// `color` over `dst` at opacity `alpha` (0–1).
#[inline]
pub(crate) fn mix(dst: Rgb, color: Rgb, alpha: f32) -> Rgb {
    let a = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
    let m = |k: usize| ((color[k] as u32 * a + dst[k] as u32 * (256 - a)) >> 8) as u8;
    [m(0), m(1), m(2)]
}

/// What a canvas shows where nothing has been drawn: `top` above row
/// `split`, `bottom` from there down (the band below the board, which comes
/// in variants).
#[derive(Clone, Copy)]
pub(crate) struct Background<'b> {
    pub top: &'b [Rgb],
    pub bottom: &'b [Rgb],
    pub split: u32,
}

impl<'b> Background<'b> {
    pub fn whole(px: &'b [Rgb], height: u32) -> Background<'b> {
        Background {
            top: px,
            bottom: &[],
            split: height,
        }
    }

    #[inline]
    pub fn row(&self, y: u32, width: u32) -> &'b [Rgb] {
        let w = width as usize;
        if y < self.split {
            &self.top[y as usize * w..][..w]
        } else {
            &self.bottom[(y - self.split) as usize * w..][..w]
        }
    }
}

pub(crate) struct Canvas<'b> {
    pub width: u32,
    pub height: u32,
    background: Background<'b>,
    /// The frame; only the tiles marked in `dirty` hold anything.
    pub px: Vec<Rgb>,
    tiles_x: u32,
    dirty: Vec<bool>,
}

impl<'b> Canvas<'b> {
    /// A canvas over `background`, drawing into `buffer`, whose contents
    /// don't matter: it is only read where it has been drawn on, so buffers
    /// can be reused from frame to frame without clearing them.
    pub fn new(
        width: u32,
        height: u32,
        background: Background<'b>,
        buffer: Vec<Rgb>,
    ) -> Canvas<'b> {
        let mut px = buffer;
        px.resize((width * height) as usize, [0; 3]);
        let tiles_x = width.div_ceil(TILE);
        let tiles_y = height.div_ceil(TILE);
        Canvas {
            width,
            height,
            background,
            px,
            tiles_x,
            dirty: vec![false; (tiles_x * tiles_y) as usize],
        }
    }

    /// The whole picture, background included.
    pub fn into_pixels(mut self) -> Vec<Rgb> {
        self.touch(0, 0, self.width as i32, self.height as i32);
        self.px
    }

    /// The buffer, for the next frame.
    pub fn into_buffer(self) -> Vec<Rgb> {
        self.px
    }

    /// Whether tile `(tx, ty)` has been drawn on.
    #[inline]
    pub fn is_dirty(&self, tx: u32, ty: u32) -> bool {
        self.dirty[(ty * self.tiles_x + tx) as usize]
    }

    pub fn tiles_x(&self) -> u32 {
        self.tiles_x
    }

    /// Readies the pixels in `[x0, x1) × [y0, y1)` for drawing, copying in
    /// the background of tiles not drawn on before.
    pub fn touch(&mut self, x0: i32, y0: i32, x1: i32, y1: i32) {
        let (x0, x1) = (x0.max(0), x1.min(self.width as i32));
        let (y0, y1) = (y0.max(0), y1.min(self.height as i32));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let t = TILE as i32;
        for ty in y0 / t..=(y1 - 1) / t {
            for tx in x0 / t..=(x1 - 1) / t {
                let i = (ty as u32 * self.tiles_x + tx as u32) as usize;
                if !self.dirty[i] {
                    self.dirty[i] = true;
                    let (px0, px1, py0, py1) = self.tile_bounds(tx as u32, ty as u32);
                    for y in py0..py1 {
                        let src = &self.background.row(y, self.width)[px0 as usize..px1 as usize];
                        let row = (y * self.width) as usize;
                        self.px[row + px0 as usize..row + px1 as usize].copy_from_slice(src);
                    }
                }
            }
        }
    }

    pub fn tile_bounds(&self, tx: u32, ty: u32) -> (u32, u32, u32, u32) {
        let (x0, y0) = (tx * TILE, ty * TILE);
        (
            x0,
            (x0 + TILE).min(self.width),
            y0,
            (y0 + TILE).min(self.height),
        )
    }

    /// Blends `color` over one pixel with opacity `alpha` (0–1). The pixel
    /// must have been touched; off-canvas pixels are ignored.
    #[inline]
    pub fn blend(&mut self, x: i32, y: i32, color: Rgb, alpha: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || alpha <= 0.0 {
            return;
        }
        let dst = &mut self.px[(y as u32 * self.width + x as u32) as usize];
        *dst = mix(*dst, color, alpha);
    }

    /// Fills the pixels of the box `[x0, x1) × [y0, y1)` with `color`, each at
    /// opacity `alpha × coverage(pixel centre)`.
    pub fn fill(
        &mut self,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        color: Rgb,
        alpha: f32,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let (x0, y0) = (x0.floor() as i32, y0.floor() as i32);
        let (x1, y1) = (x1.ceil() as i32, y1.ceil() as i32);
        self.touch(x0, y0, x1, y1);
        for y in y0.max(0)..y1.min(self.height as i32) {
            for x in x0.max(0)..x1.min(self.width as i32) {
                let c = coverage(x as f32 + 0.5, y as f32 + 0.5);
                if c > 0.0 {
                    self.blend(x, y, color, alpha * c.min(1.0));
                }
            }
        }
    }

    /// An axis-aligned rectangle with exact partial coverage at its edges, so
    /// that lines whose edges fall on pixel boundaries come out crisp.
    pub fn rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, color: Rgb, alpha: f32) {
        let (ix0, iy0) = (x0.floor().max(0.0) as i32, y0.floor().max(0.0) as i32);
        let (ix1, iy1) = (
            (x1.ceil() as i32).min(self.width as i32),
            (y1.ceil() as i32).min(self.height as i32),
        );
        if ix0 >= ix1 || iy0 >= iy1 {
            return;
        }
        self.touch(ix0, iy0, ix1, iy1);
        let overlap = |a0: f32, a1: f32, p: i32| {
            let p = p as f32;
            (a1.min(p + 1.0) - a0.max(p)).clamp(0.0, 1.0)
        };
        let solid = mix([0; 3], color, alpha) == color;
        for y in iy0..iy1 {
            let cy = overlap(y0, y1, y);
            let row = (y as u32 * self.width) as usize;
            for x in ix0..ix1 {
                let c = cy * overlap(x0, x1, x);
                if c >= 1.0 && solid {
                    self.px[row + x as usize] = color;
                } else if c > 0.0 {
                    let dst = &mut self.px[row + x as usize];
                    *dst = mix(*dst, color, alpha * c);
                }
            }
        }
    }

    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, color: Rgb, alpha: f32) {
        self.fill(
            (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
            color,
            alpha,
            |x, y| r - (x - cx).hypot(y - cy) + 0.5,
        );
    }

    /// A line of width `w` from `a` to `b` with round ends.
    pub fn capsule(&mut self, a: (f32, f32), b: (f32, f32), w: f32, color: Rgb, alpha: f32) {
        let h = w / 2.0;
        let bbox = (
            a.0.min(b.0) - h - 1.0,
            a.1.min(b.1) - h - 1.0,
            a.0.max(b.0) + h + 1.0,
            a.1.max(b.1) + h + 1.0,
        );
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        self.fill(bbox, color, alpha, |x, y| {
            let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
            h - (x - a.0 - t * dx).hypot(y - a.1 - t * dy) + 0.5
        });
    }

    /// A horizontal pill: a rectangle from `x0` to `x1` whose ends are half
    /// discs of radius `r` around `cy`.
    pub fn pill(&mut self, x0: f32, x1: f32, cy: f32, r: f32, color: Rgb) {
        let (lx, rx) = ((x0 + r).round(), (x1 - r).round());
        self.rect(lx, cy - r, rx, cy + r, color, 1.0);
        // The ends stop at the rectangle's edge so that no pixel is blended twice.
        self.fill(
            (lx - r - 1.0, cy - r - 1.0, lx, cy + r + 1.0),
            color,
            1.0,
            |x, y| r - (x - lx).hypot(y - cy) + 0.5,
        );
        self.fill(
            (rx, cy - r - 1.0, rx + r + 1.0, cy + r + 1.0),
            color,
            1.0,
            |x, y| r - (x - rx).hypot(y - cy) + 0.5,
        );
    }

    /// Draws `sprite` with its anchor at pixel `(x, y)`.
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let (x0, y0) = (x - sprite.anchor, y - sprite.anchor);
        let (b0, b1) = sprite.bounds;
        self.touch(x0 + b0, y0 + b0, x0 + b1, y0 + b1);
        let fits = x0 >= 0
            && y0 >= 0
            && x0 + sprite.size <= self.width as i32
            && y0 + sprite.size <= self.height as i32;
        for run in &sprite.runs {
            let py = y0 + run.y as i32;
            let pixels = &sprite.px[run.start as usize..run.start as usize + run.len as usize];
            if fits {
                let at = (py as u32 * self.width) as usize + (x0 + run.x as i32) as usize;
                let dst = &mut self.px[at..at + pixels.len()];
                if run.opaque {
                    for (d, s) in dst.iter_mut().zip(pixels) {
                        *d = [s[0], s[1], s[2]];
                    }
                } else {
                    for (d, s) in dst.iter_mut().zip(pixels) {
                        *d = over_premultiplied(*d, *s);
                    }
                }
            } else if py >= 0 && py < self.height as i32 {
                for (k, s) in pixels.iter().enumerate() {
                    let px = x0 + run.x as i32 + k as i32;
                    if px >= 0 && px < self.width as i32 {
                        let d = &mut self.px[(py as u32 * self.width + px as u32) as usize];
                        *d = over_premultiplied(*d, *s);
                    }
                }
            }
        }
    }
}

#[inline]
fn over_premultiplied(d: Rgb, [r, g, b, a]: [u8; 4]) -> Rgb {
    let keep = 255 - a as u32;
    let m = |s: u8, d: u8| (s as u32 + (d as u32 * keep + 127) / 255) as u8;
    [m(r, d[0]), m(g, d[1]), m(b, d[2])]
}

/// A square picture drawn once at start-up and stamped per move, with
/// premultiplied alpha so that stamping is one multiply-add per channel,
/// stored as runs of visible pixels so that stamping skips the rest and
/// copies opaque stretches outright.
pub(crate) struct Sprite {
    pub size: i32,
    /// Where the pixel holding the centre is, from the top-left corner.
    pub anchor: i32,
    /// The square `[b0, b1)²` (from the top-left corner) holding every
    /// visible pixel.
    bounds: (i32, i32),
    runs: Vec<Run>,
    px: Vec<[u8; 4]>,
}

struct Run {
    y: u16,
    x: u16,
    start: u32,
    len: u16,
    opaque: bool,
}

impl Sprite {
    /// Renders a sprite reaching `extent` pixels from a centre that lies
    /// `frac` of a pixel right of and below the top-left corner of its anchor
    /// pixel. `shade(dx, dy)` gives straight (not premultiplied) RGB in 0–255
    /// and opacity in 0–1 at the offset `(dx, dy)` from the centre.
    pub fn new(extent: f32, frac: f32, shade: impl Fn(f32, f32) -> ([f32; 3], f32)) -> Sprite {
        let anchor = extent.ceil() as i32 + 1;
        let size = 2 * anchor + 1;
        let mut grid = Vec::with_capacity((size * size) as usize);
        for y in 0..size {
            for x in 0..size {
                let dx = x as f32 + 0.5 - (anchor as f32 + frac);
                let dy = y as f32 + 0.5 - (anchor as f32 + frac);
                let (rgb, a) = shade(dx, dy);
                let a = a.clamp(0.0, 1.0);
                let q = |v: f32| (v.clamp(0.0, 255.0) * a).round() as u8;
                let a8 = (a * 255.0).round() as u8;
                // Keep the premultiplied colour at or below alpha so that
                // `src + dst × (1 − α)` cannot overflow.
                grid.push([q(rgb[0]).min(a8), q(rgb[1]).min(a8), q(rgb[2]).min(a8), a8]);
            }
        }
        Sprite::from_grid(size, anchor, &grid, |_, _| false)
    }

    /// This sprite without the pixels `cover` hides completely: a shadow
    /// needn't be drawn where its own stone will be drawn opaque over it.
    pub fn under(&self, cover: &Sprite) -> Sprite {
        let grid = self.grid();
        let top = cover.grid();
        let offset = cover.anchor - self.anchor;
        Sprite::from_grid(self.size, self.anchor, &grid, |x, y| {
            let (cx, cy) = (x + offset, y + offset);
            (0..cover.size).contains(&cx)
                && (0..cover.size).contains(&cy)
                && top[(cy * cover.size + cx) as usize][3] == 255
        })
    }

    fn grid(&self) -> Vec<[u8; 4]> {
        let mut grid = vec![[0; 4]; (self.size * self.size) as usize];
        for run in &self.runs {
            let at = (run.y as i32 * self.size + run.x as i32) as usize;
            let src = &self.px[run.start as usize..][..run.len as usize];
            grid[at..at + src.len()].copy_from_slice(src);
        }
        grid
    }

    fn from_grid(
        size: i32,
        anchor: i32,
        grid: &[[u8; 4]],
        hidden: impl Fn(i32, i32) -> bool,
    ) -> Sprite {
        let mut runs = Vec::new();
        let mut px = Vec::new();
        for y in 0..size {
            let mut x = 0;
            while x < size {
                let visible = |x: i32| grid[(y * size + x) as usize][3] > 0 && !hidden(x, y);
                if !visible(x) {
                    x += 1;
                    continue;
                }
                let opaque = grid[(y * size + x) as usize][3] == 255;
                let start = x;
                while x < size && visible(x) && (grid[(y * size + x) as usize][3] == 255) == opaque
                {
                    px.push(grid[(y * size + x) as usize]);
                    x += 1;
                }
                runs.push(Run {
                    y: y as u16,
                    x: start as u16,
                    start: (px.len() - (x - start) as usize) as u32,
                    len: (x - start) as u16,
                    opaque,
                });
            }
        }
        let lo = runs
            .iter()
            .map(|r| (r.x as i32).min(r.y as i32))
            .min()
            .unwrap_or(0);
        let hi = runs
            .iter()
            .map(|r| (r.x as i32 + r.len as i32).max(r.y as i32 + 1))
            .max()
            .unwrap_or(0);
        Sprite {
            size,
            anchor,
            bounds: (lo, hi),
            runs,
            px,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sprites_draw_the_same_whole_or_clipped() {
        let sprite = Sprite::new(6.0, 0.5, |dx, dy| ([200.0, 10.0, 10.0], 6.5 - dx.hypot(dy)));
        let bg = vec![[50, 60, 70]; 40 * 40];
        let mut whole = Canvas::new(40, 40, Background::whole(&bg, 40), Vec::new());
        whole.blit(&sprite, 20, 20);
        let mut clipped = Canvas::new(40, 40, Background::whole(&bg, 40), Vec::new());
        clipped.blit(&sprite, 3, 36);
        let (whole, clipped) = (whole.into_pixels(), clipped.into_pixels());
        assert_eq!(whole[20 * 40 + 20], [200, 10, 10]);
        for dy in -5..=3 {
            for dx in -3..=3 {
                let a = whole[((20 + dy) * 40 + 20 + dx) as usize];
                let b = clipped[((36 + dy) * 40 + 3 + dx) as usize];
                assert_eq!(a, b, "({dx}, {dy})");
            }
        }
        assert_eq!(whole[0], [50, 60, 70]);
    }

    #[test]
    fn a_shadow_under_its_stone_loses_only_hidden_pixels() {
        let stone = Sprite::new(5.0, 0.0, |dx, dy| ([0.0; 3], 5.0 - dx.hypot(dy) + 0.5));
        let shadow = Sprite::new(7.0, 0.0, |dx, dy| ([0.0; 3], (7.0 - dx.hypot(dy)) / 4.0));
        let trimmed = shadow.under(&stone);
        let bg = vec![[255; 3]; 30 * 30];
        let draw = |s: &Sprite| {
            let mut c = Canvas::new(30, 30, Background::whole(&bg, 30), Vec::new());
            c.blit(s, 15, 15);
            c.blit(&stone, 15, 15);
            c.into_pixels()
        };
        assert_eq!(draw(&shadow), draw(&trimmed));
        assert!(trimmed.px.len() < shadow.px.len());
    }

    #[test]
    fn touching_copies_the_background_once() {
        let bg: Vec<Rgb> = (0..(20 * 20)).map(|i| [i as u8, 0, 0]).collect();
        let mut c = Canvas::new(20, 20, Background::whole(&bg, 20), vec![[7; 3]; 400]);
        c.rect(2.0, 2.0, 4.0, 4.0, [0, 0, 255], 1.0);
        c.touch(0, 0, 20, 20);
        let px = c.into_pixels();
        assert_eq!(px[3 * 20 + 3], [0, 0, 255]);
        assert_eq!(px[19 * 20 + 19], bg[19 * 20 + 19]);
        assert_eq!(px[3 * 20 + 5], bg[3 * 20 + 5]);
    }
}
