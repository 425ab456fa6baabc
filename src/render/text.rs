//! Text in the fonts shipped in `fonts/`, laid out on one line and cut to a
//! width with an ellipsis.

use super::canvas::{Canvas, Rgb};
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;

static BOLD: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// Names longer than this many characters can't fit at any width we draw;
/// looking at more of them would only cost time.
const MAX_CHARS: usize = 200;

/// Steps of coverage text edges are drawn in.
pub(crate) const SHADES: f32 = 3.0;

/// DejaVu Sans Bold for all text: at half size on a phone, regular weights
/// thin out to nothing against the wood.
pub(crate) struct Fonts {
    pub bold: FontRef<'static>,
}

impl Fonts {
    pub fn load() -> Fonts {
        // The fonts are part of the binary and tested; they can't be invalid.
        Fonts {
            bold: FontRef::try_from_slice(BOLD).expect("embedded DejaVu Sans Bold parses"),
        }
    }
}

/// The height of capital letters and digits for text `px` pixels high, for
/// centring labels on what is actually drawn.
pub(crate) fn cap_height(font: &FontRef<'_>, px: f32) -> f32 {
    let glyph = font.glyph_id('H').with_scale(px);
    font.outline_glyph(glyph)
        .map(|g| g.px_bounds().height())
        .unwrap_or(px * 0.73)
}

/// A line of text ready to draw: glyphs with their pen positions.
pub(crate) struct Line<'f> {
    font: &'f FontRef<'static>,
    px: f32,
    glyphs: Vec<(GlyphId, f32)>,
    pub width: f32,
}

/// Characters that take no room and have no glyph of their own: drawing a
/// box for each would spoil names with emoji sequences or stray controls.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32,
            0x200B..=0x200F // zero-width spaces and joiners, direction marks
            | 0x202A..=0x202E // bidi embeddings
            | 0x2060..=0x206F
            | 0xFE00..=0xFE0F // variation selectors
            | 0xFEFF
            | 0x1F3FB..=0x1F3FF // skin tones
            | 0xE0000..=0xE007F // tags
            | 0xE0100..=0xE01EF)
}

/// Lays `text` out in `font` at `px` pixels, cut with "…" to at most
/// `max_width` pixels. Characters the font lacks come out as its empty box.
pub(crate) fn layout<'f>(
    font: &'f FontRef<'static>,
    px: f32,
    text: &str,
    max_width: f32,
) -> Line<'f> {
    let scaled = font.as_scaled(PxScale::from(px));
    let mut glyphs = Vec::new();
    // Pen position after each glyph, to cut back to.
    let mut ends = Vec::new();
    let mut x = 0.0f32;
    let mut prev: Option<GlyphId> = None;
    let mut cut = false;
    for c in text.chars().filter(|&c| !invisible(c)).take(MAX_CHARS + 1) {
        if glyphs.len() == MAX_CHARS {
            cut = true;
            break;
        }
        let c = if c.is_whitespace() { ' ' } else { c };
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        glyphs.push((id, x));
        x += scaled.h_advance(id);
        ends.push(x);
        prev = Some(id);
        if x > max_width {
            cut = true;
            break;
        }
    }
    let mut width = x;
    if cut {
        let ellipsis = scaled.glyph_id('…');
        let room = max_width - scaled.h_advance(ellipsis);
        while let Some(&end) = ends.last() {
            // Don't end on a space before the ellipsis.
            let trailing_space = glyphs
                .last()
                .is_some_and(|&(id, _)| id == scaled.glyph_id(' '));
            if end <= room && !trailing_space {
                break;
            }
            ends.pop();
            glyphs.pop();
        }
        if room >= 0.0 {
            let at = ends.last().copied().unwrap_or(0.0);
            glyphs.push((ellipsis, at));
            width = at + scaled.h_advance(ellipsis);
        } else {
            width = 0.0;
        }
    }
    Line {
        font,
        px,
        glyphs,
        width,
    }
}

impl Line<'_> {
    /// Draws the line with its pen starting at `x` on the baseline `y`,
    /// taking glyphs from `cache` when it has them at this size.
    ///
    /// Glyphs are put on whole pixels and their edges shaded in a few steps
    /// only ([`SHADES`]): the same letter then comes out the same wherever it
    /// is, and in colours the palette holds exactly, which halves what text
    /// costs in the PNG, with no difference the eye can see at these sizes.
    pub fn draw(
        &self,
        canvas: &mut Canvas,
        x: f32,
        y: f32,
        color: Rgb,
        cache: Option<&GlyphCache>,
    ) {
        let cache = cache.filter(|c| c.px == self.px);
        for &(id, gx) in &self.glyphs {
            let (px, py) = ((x + gx).round() as i32, y.round() as i32);
            let owned;
            let bitmap = match cache.and_then(|c| c.glyphs.get(&id)) {
                Some(cached) => cached,
                None => {
                    owned = rasterize(self.font, id, self.px);
                    &owned
                }
            };
            let Some(b) = bitmap else { continue };
            let (x0, y0) = (px + b.dx, py + b.dy);
            canvas.touch(x0, y0, x0 + b.w as i32, y0 + b.h as i32);
            for (k, &c) in b.shades.iter().enumerate() {
                if c > 0 {
                    let (kx, ky) = ((k as u32 % b.w) as i32, (k as u32 / b.w) as i32);
                    canvas.blend(x0 + kx, y0 + ky, color, c as f32 / SHADES);
                }
            }
        }
    }
}

/// A glyph drawn at a whole-pixel pen position: where its box starts from
/// the pen, and its coverage in steps of `1 / SHADES`.
pub(crate) struct Bitmap {
    dx: i32,
    dy: i32,
    w: u32,
    h: u32,
    shades: Vec<u8>,
}

fn rasterize(font: &FontRef<'static>, id: GlyphId, px: f32) -> Option<Bitmap> {
    let outline = font.outline_glyph(id.with_scale_and_position(px, point(0.0, 0.0)))?;
    let b = outline.px_bounds();
    let (w, h) = (b.width() as u32, b.height() as u32);
    let mut shades = vec![0u8; (w * h) as usize];
    outline.draw(|x, y, c| {
        if x < w && y < h {
            shades[(y * w + x) as usize] = (c * SHADES).round() as u8;
        }
    });
    Some(Bitmap {
        dx: b.min.x as i32,
        dy: b.min.y as i32,
        w,
        h,
        shades,
    })
}

/// Glyphs rasterized once at start-up, for the text drawn in every frame.
pub(crate) struct GlyphCache {
    px: f32,
    glyphs: HashMap<GlyphId, Option<Bitmap>>,
}

impl GlyphCache {
    /// The size its glyphs were drawn at.
    pub fn px(&self) -> f32 {
        self.px
    }

    pub fn new(font: &FontRef<'static>, px: f32, chars: impl Iterator<Item = char>) -> GlyphCache {
        let glyphs = chars
            .map(|c| font.glyph_id(c))
            .map(|id| (id, rasterize(font, id, px)))
            .collect();
        GlyphCache { px, glyphs }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept_whole() {
        let fonts = Fonts::load();
        let line = layout(&fonts.bold, 20.0, "Alice", 1000.0);
        assert_eq!(line.glyphs.len(), 5);
        assert!(line.width > 20.0 && line.width < 100.0);
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        let fonts = Fonts::load();
        let text = "a very long name indeed, longer than any board";
        let line = layout(&fonts.bold, 20.0, text, 150.0);
        assert!(line.width <= 150.0, "{}", line.width);
        assert!(line.glyphs.len() < text.len());
        let ellipsis = fonts.bold.glyph_id('…');
        assert_eq!(line.glyphs.last().map(|g| g.0), Some(ellipsis));
    }

    #[test]
    fn nothing_fits_in_no_room() {
        let fonts = Fonts::load();
        let line = layout(&fonts.bold, 20.0, "Bob", 1.0);
        assert!(line.glyphs.is_empty());
        assert_eq!(line.width, 0.0);
    }

    #[test]
    fn invisible_characters_are_dropped() {
        let fonts = Fonts::load();
        let line = layout(&fonts.bold, 20.0, "a\u{200D}\u{FE0F}\u{0007}b", 1000.0);
        assert_eq!(line.glyphs.len(), 2);
    }
}
