//! An RGB frame to compose on, which remembers where it was drawn on so that
//! only those parts need mapping to the palette afterwards.

pub(crate) type Rgb = [u8; 3];

/// Side of the square tiles the dirty map counts in. Small enough that a
/// stone touches few pixels it doesn't change, big enough that the map is tiny.
const TILE: u32 = 16;

/// `color` over `dst` at opacity `alpha` (0–1).
#[inline]
pub(crate) fn mix(dst: Rgb, color: Rgb, alpha: f32) -> Rgb {
    let a = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
    let m = |k: usize| ((color[k] as u32 * a + dst[k] as u32 * (256 - a)) >> 8) as u8;
    [m(0), m(1), m(2)]
}

#[derive(Clone)]
pub(crate) struct Canvas {
    pub width: u32,
    pub height: u32,
    pub px: Vec<Rgb>,
    tiles_x: u32,
    dirty: Vec<bool>,
}

impl Canvas {
    pub fn new(width: u32, height: u32, fill: Rgb) -> Canvas {
        let tiles_x = width.div_ceil(TILE);
        let tiles_y = height.div_ceil(TILE);
        Canvas {
            width,
            height,
            px: vec![fill; (width * height) as usize],
            tiles_x,
            dirty: vec![false; (tiles_x * tiles_y) as usize],
        }
    }

    /// Notes that the pixels in `[x0, x1) × [y0, y1)` may change.
    pub fn touch(&mut self, x0: i32, y0: i32, x1: i32, y1: i32) {
        let (x0, x1) = (x0.max(0), x1.min(self.width as i32));
        let (y0, y1) = (y0.max(0), y1.min(self.height as i32));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let t = TILE as i32;
        for ty in y0 / t..=(y1 - 1) / t {
            for tx in x0 / t..=(x1 - 1) / t {
                self.dirty[(ty as u32 * self.tiles_x + tx as u32) as usize] = true;
            }
        }
    }

    /// The drawn-on tiles, as pixel rectangles `(x0, y0, x1, y1)`.
    pub fn dirty_rects(&self) -> impl Iterator<Item = (u32, u32, u32, u32)> + '_ {
        self.dirty
            .iter()
            .enumerate()
            .filter(|(_, &d)| d)
            .map(move |(i, _)| {
                let (tx, ty) = (i as u32 % self.tiles_x, i as u32 / self.tiles_x);
                let (x0, y0) = (tx * TILE, ty * TILE);
                (
                    x0,
                    y0,
                    (x0 + TILE).min(self.width),
                    (y0 + TILE).min(self.height),
                )
            })
    }

    /// Blends `color` over one pixel with opacity `alpha` (0–1). Off-canvas
    /// pixels are ignored, so shapes may overhang the edges.
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
        let overlap = |a0: f32, a1: f32, p: f32| (a1.min(p + 0.5) - a0.max(p - 0.5)).max(0.0);
        self.fill((x0, y0, x1, y1), color, alpha, |x, y| {
            overlap(x0, x1, x) * overlap(y0, y1, y)
        });
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

    /// A rectangle with rounded corners of radius `r`.
    #[allow(clippy::too_many_arguments)]
    pub fn rounded_rect(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        r: f32,
        color: Rgb,
        alpha: f32,
    ) {
        let r = r.min((x1 - x0) / 2.0).min((y1 - y0) / 2.0).max(0.0);
        let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        let (hx, hy) = ((x1 - x0) / 2.0 - r, (y1 - y0) / 2.0 - r);
        self.fill((x0, y0, x1, y1), color, alpha, |x, y| {
            let qx = ((x - cx).abs() - hx).max(0.0);
            let qy = ((y - cy).abs() - hy).max(0.0);
            r - qx.hypot(qy) + 0.5
        });
    }

    /// Draws `sprite` with its anchor at pixel `(x, y)`.
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let (x0, y0) = (x - sprite.anchor, y - sprite.anchor);
        self.touch(x0, y0, x0 + sprite.size, y0 + sprite.size);
        for sy in 0..sprite.size {
            let py = y0 + sy;
            if py < 0 || py >= self.height as i32 {
                continue;
            }
            let row = (py as u32 * self.width) as usize;
            for sx in 0..sprite.size {
                let px = x0 + sx;
                if px < 0 || px >= self.width as i32 {
                    continue;
                }
                let [r, g, b, a] = sprite.px[(sy * sprite.size + sx) as usize];
                if a == 0 {
                    continue;
                }
                // Premultiplied: out = src + dst × (1 − α).
                let keep = 255 - a as u32;
                let dst = &mut self.px[row + px as usize];
                dst[0] = (r as u32 + (dst[0] as u32 * keep + 127) / 255) as u8;
                dst[1] = (g as u32 + (dst[1] as u32 * keep + 127) / 255) as u8;
                dst[2] = (b as u32 + (dst[2] as u32 * keep + 127) / 255) as u8;
            }
        }
    }
}

/// A square picture drawn once at start-up and stamped per move, with
/// premultiplied alpha so that stamping is one multiply-add per channel.
#[derive(Clone)]
pub(crate) struct Sprite {
    pub size: i32,
    /// Where the pixel holding the centre is, from the top-left corner.
    pub anchor: i32,
    pub px: Vec<[u8; 4]>,
}

impl Sprite {
    /// Renders a sprite reaching `extent` pixels from a centre that lies
    /// `frac` of a pixel right of and below the top-left corner of its anchor
    /// pixel. `shade(dx, dy)` gives straight (not premultiplied) RGB in 0–255
    /// and opacity in 0–1 at the offset `(dx, dy)` from the centre.
    pub fn new(extent: f32, frac: f32, shade: impl Fn(f32, f32) -> ([f32; 3], f32)) -> Sprite {
        let anchor = extent.ceil() as i32 + 1;
        let size = 2 * anchor + 1;
        let mut px = Vec::with_capacity((size * size) as usize);
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
                px.push([q(rgb[0]).min(a8), q(rgb[1]).min(a8), q(rgb[2]).min(a8), a8]);
            }
        }
        Sprite { size, anchor, px }
    }
}
