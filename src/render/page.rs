//! What the pictures other than the board share: text in the board's font
//! laid out in base pixels and drawn at a scale, rounded panels, the frame
//! like the board's border, and the PNG they are written as. The profile
//! card, the event tables and the hill are drawn with it.

use super::canvas::{Background, Canvas, Rgb};
use super::text::{self, Fonts, GlyphCache};
use super::{GRID, WOOD};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::ImageEncoder;

/// Text and shapes in base pixels, drawn `scale` times larger.
pub(crate) struct Page {
    scale: f32,
    fonts: Fonts,
    /// The glyphs of the text drawn, at each size it comes in: rasterizing
    /// them per use would cost more than the rest of the picture.
    glyphs: Vec<GlyphCache>,
}

impl Page {
    /// A page drawn at `scale`, with the glyphs of `chars` ready at each of
    /// `sizes` (base pixels).
    /// A page at scale 1 with no glyphs ready: for measuring text.
    pub fn measure() -> Page {
        Page::new(1.0, &[], "")
    }

    pub fn new(scale: f32, sizes: &[f32], chars: &str) -> Page {
        let fonts = Fonts::load();
        let glyphs = sizes
            .iter()
            .map(|&px| GlyphCache::new(&fonts.bold, px * scale, chars.chars()))
            .collect();
        Page {
            scale,
            fonts,
            glyphs,
        }
    }

    /// Base pixels to pixels.
    pub fn s(&self, v: f32) -> f32 {
        v * self.scale
    }

    /// Text at `px` base pixels, its pen at `x` on the baseline `y` (base
    /// pixels), cut with "…" to `max_w`; returns its width in base pixels.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &self,
        canvas: &mut Canvas,
        s: &str,
        px: f32,
        x: f32,
        y: f32,
        max_w: f32,
        color: Rgb,
    ) -> f32 {
        let px = self.s(px);
        let line = text::layout(&self.fonts.bold, px, s, self.s(max_w));
        let cache = self.glyphs.iter().find(|c| c.px() == px);
        line.draw(canvas, self.s(x), self.s(y), color, cache);
        line.width / self.scale
    }

    /// The width `s` would take at `px`, in base pixels, cut to `max_w`.
    pub fn text_width(&self, s: &str, px: f32, max_w: f32) -> f32 {
        text::layout(&self.fonts.bold, self.s(px), s, self.s(max_w)).width / self.scale
    }

    /// The size, at most `px`, at which `s` fits in `max_w` (base pixels):
    /// `px` when it fits, else smaller, down to [`MIN_SHRINK`] of it (text
    /// still too long is then cut by [`Page::text`]). The longest
    /// translation of a label fits this way without widening the picture.
    pub fn fit_px(&self, s: &str, px: f32, max_w: f32) -> f32 {
        let w = self.text_width(s, px, f32::MAX);
        if w <= max_w {
            px
        } else {
            // Half a pixel of slack: widths scale with the size, give or take
            // rounding, and a hair too wide would cut the last letter.
            (px * (max_w - 0.5) / w).max(MIN_SHRINK * px)
        }
    }

    /// Text shrunk to fit (see [`Page::fit_px`]), its pen at `x` or, when
    /// `right` is set, ending at `x`; returns its width in base pixels.
    #[allow(clippy::too_many_arguments)]
    pub fn fitted_text(
        &self,
        canvas: &mut Canvas,
        s: &str,
        px: f32,
        x: f32,
        y: f32,
        max_w: f32,
        color: Rgb,
        right: bool,
    ) -> f32 {
        let px = self.fit_px(s, px, max_w);
        let x = if right {
            x - self.text_width(s, px, max_w)
        } else {
            x
        };
        self.text(canvas, s, px, x, y, max_w, color)
    }

    /// The height of capitals at `px`, in base pixels: for centring text.
    pub fn cap_height(&self, px: f32) -> f32 {
        text::cap_height(&self.fonts.bold, self.s(px)) / self.scale
    }

    /// A rectangle with rounded corners, in base pixels.
    pub fn rounded(
        &self,
        canvas: &mut Canvas,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        r: f32,
        color: Rgb,
    ) {
        let (x0, y0, x1, y1, r) = (self.s(x0), self.s(y0), self.s(x1), self.s(y1), self.s(r));
        canvas.fill((x0, y0, x1, y1), color, 1.0, |x, y| {
            // Distance outside the rectangle shrunk by r, then rounded.
            let dx = (x0 + r - x).max(x - (x1 - r)).max(0.0);
            let dy = (y0 + r - y).max(y - (y1 - r)).max(0.0);
            r - dx.hypot(dy) + 0.5
        });
    }

    /// A frame like the board's border around a picture `w` × `h` pixels.
    pub fn frame(&self, canvas: &mut Canvas, w: f32, h: f32) {
        let inset = self.s(12.0);
        let bw = self.s(5.0).round().max(2.0);
        canvas.rect(inset, inset, w - inset, inset + bw, GRID, 1.0);
        canvas.rect(inset, h - inset - bw, w - inset, h - inset, GRID, 1.0);
        canvas.rect(inset, inset, inset + bw, h - inset, GRID, 1.0);
        canvas.rect(w - inset - bw, inset, w - inset, h - inset, GRID, 1.0);
    }

    /// A horizontal rule from `x0` to `x1` at `y` (base pixels), two base
    /// pixels thick and at least one pixel.
    pub fn rule(&self, canvas: &mut Canvas, x0: f32, x1: f32, y: f32, color: Rgb) {
        let (x0, x1, y) = (self.s(x0), self.s(x1), self.s(y));
        canvas.rect(x0, y, x1, y + self.s(2.0).max(1.0), color, 1.0);
    }
}

/// How much smaller than its size a label may be drawn to fit its room:
/// smaller still reads badly at half size on a phone.
pub const MIN_SHRINK: f32 = 0.7;

/// The characters whose glyphs pictures get ready at start-up beside the
/// text they hold: ASCII, the signs they use, and the letters of the
/// languages shipped (Latin-1 and Latin Extended-A: ä, ö, é, ß, ą, ł …).
pub(crate) fn common_chars() -> impl Iterator<Item = char> {
    (' '..='~')
        .chain("…—–·±−½„”«»".chars())
        .chain('\u{A1}'..='\u{17F}')
}

/// Neither side of a picture may pass this many pixels: Discord shows
/// larger ones badly, and they cost memory for nothing.
pub const MAX_SIDE: u32 = 4096;

/// Below this scale the text of a picture drawn in base pixels is too small
/// to read (a table's rows at about ten pixels).
const MIN_SCALE: f32 = 0.5;

/// Why a picture was not drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderError {
    /// It would hold too much to read within [`MAX_SIDE`] pixels a side;
    /// the text is the way to show it.
    TooLarge {
        /// The size it would need at its normal scale, in pixels.
        width: u32,
        height: u32,
    },
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::TooLarge { width, height } => write!(
                f,
                "a picture of {width}×{height} pixels would be too large to read \
                 within {MAX_SIDE}×{MAX_SIDE}" // untranslated: only logged, never shown
            ),
        }
    }
}

impl std::error::Error for RenderError {}

/// The scale at which a picture of `width` × `height` base pixels fits in
/// [`MAX_SIDE`] pixels a side: 1 when it fits as it is, less when it must
/// shrink, an error when it would shrink past reading.
pub(crate) fn fit_scale(width: f32, height: f32) -> Result<f32, RenderError> {
    // A pixel of room for rounding up.
    let limit = MAX_SIDE as f32 - 1.0;
    let scale = (limit / width).min(limit / height).min(1.0);
    if scale < MIN_SCALE {
        return Err(RenderError::TooLarge {
            width: width.ceil() as u32,
            height: height.ceil() as u32,
        });
    }
    Ok(scale)
}

/// A picture laid out in `width` × `height` base pixels, fitted in
/// [`MAX_SIDE`] pixels a side (see [`fit_scale`]), on the board's wood,
/// framed, with its text (at `sizes`, of the characters of `chars`) and
/// shapes drawn by `draw`, as a PNG.
pub(crate) fn fitted_png(
    width: f32,
    height: f32,
    sizes: &[f32],
    chars: &str,
    draw: impl FnOnce(&mut Canvas, &Page),
) -> Result<Vec<u8>, RenderError> {
    let page = Page::new(fit_scale(width, height)?, sizes, chars);
    let (w, h) = (page.s(width).ceil() as u32, page.s(height).ceil() as u32);
    let wood = vec![WOOD; (w * h) as usize];
    let mut canvas = Canvas::new(w, h, Background::whole(&wood, h), Vec::new());
    page.frame(&mut canvas, w as f32, h as f32);
    draw(&mut canvas, &page);
    Ok(rgb_png(w, h, &canvas.into_pixels().concat()))
}

/// An RGB picture as a PNG. Quick to write: the pictures are flat colours,
/// which compress well at the fast level.
pub(crate) fn rgb_png(width: u32, height: u32, rgb: &[u8]) -> Vec<u8> {
    let mut png = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut png, CompressionType::Fast, FilterType::Sub)
        .write_image(rgb, width, height, image::ExtendedColorType::Rgb8)
        .expect("encoding a PNG in memory cannot fail");
    png
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A PNG decoded, or the test fails.
    pub fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a valid PNG")
            .to_rgb8()
    }

    #[test]
    fn pictures_fit_or_are_refused() {
        assert_eq!(fit_scale(800.0, 600.0), Ok(1.0));
        let s = fit_scale(6000.0, 1000.0).unwrap();
        assert!(6000.0 * s <= MAX_SIDE as f32 && s > 0.6);
        assert!(matches!(
            fit_scale(800.0, 20_000.0),
            Err(RenderError::TooLarge {
                width: 800,
                height: 20_000
            })
        ));
    }

    #[test]
    fn a_fitted_picture_is_framed_and_shrunk_to_fit() {
        let img = decode(&fitted_png(800.0, 400.0, &[], "", |_, _| {}).unwrap());
        assert_eq!(img.dimensions(), (800, 400));
        assert_eq!(img.get_pixel(2, 2).0, WOOD);
        assert_eq!(img.get_pixel(14, 100).0, GRID, "the frame");
        let img = decode(&fitted_png(8190.0, 400.0, &[], "", |_, _| {}).unwrap());
        assert!(img.width() <= MAX_SIDE && img.width() > MAX_SIDE - 4);
        assert_eq!(img.height(), 200);
    }
}
