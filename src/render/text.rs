//! Text in the fonts shipped in `fonts/`, laid out on one line and cut to a
//! width with an ellipsis.

use super::canvas::{Canvas, Rgb};
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

static BOLD: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// Names longer than this many characters can't fit at any width we draw;
/// looking at more of them would only cost time.
const MAX_CHARS: usize = 200;

/// Steps of coverage text edges are drawn in.
pub(crate) const SHADES: f32 = 4.0;

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
    /// Draws the line with its pen starting at `x` on the baseline `y`.
    ///
    /// Glyphs are put on whole pixels and their edges shaded in a few steps
    /// only ([`SHADES`]): the same letter then comes out the same wherever it
    /// is, and in colours the palette holds exactly, which halves what the
    /// labels cost in the PNG, with no difference the eye can see at this size.
    pub fn draw(&self, canvas: &mut Canvas, x: f32, y: f32, color: Rgb) {
        for &(id, gx) in &self.glyphs {
            let at = point((x + gx).round(), y.round());
            let glyph = id.with_scale_and_position(self.px, at);
            let Some(outline) = self.font.outline_glyph(glyph) else {
                continue;
            };
            let b = outline.px_bounds();
            let (bx, by) = (b.min.x as i32, b.min.y as i32);
            canvas.touch(bx, by, b.max.x.ceil() as i32, b.max.y.ceil() as i32);
            outline.draw(|gx, gy, c| {
                let c = (c * SHADES).round() / SHADES;
                canvas.blend(bx + gx as i32, by + gy as i32, color, c)
            });
        }
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
