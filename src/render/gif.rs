//! A whole game as an animated GIF, to watch it again.
//!
//! Frame `k` shows the board after `k` moves exactly as
//! [`Renderer::render_png`] draws it: the last-move mark, the ghosts of the
//! stones that move captured, the band with names, captures and status, and
//! on the last frame the winning line. Frame 0 is the empty board, so a game
//! of `n` moves has `n + 1` frames; every frame is shown for
//! [`GifOptions::delay_ms`] except the last, which is held for
//! [`GifOptions::hold_ms`] before the animation starts again.
//!
//! Encoding: one global colour table, the renderer's own palette, since every
//! frame is already drawn in it (nothing is quantised again). After the
//! first frame, each frame holds only the rectangle around the 8-pixel tiles
//! that changed; the renderer knows which tiles each frame drew on, so only
//! those (and the band, when its lit row differs) are compared. Inside the
//! rectangle, pixels that did not change are transparent (an index of the
//! palette that the frame's changed pixels don't use) and let what is below
//! show through: long runs of one index, which LZW packs to almost nothing.
//! Frames that light the other player's row are undone once shown (see
//! [`Animation::add`]), which halves what the band costs. Tiles drawn alike
//! in both frames are skipped without mapping a pixel, and the LZW coder
//! (`lzw.rs`) takes runs of one index in one step.

use super::canvas::{Canvas, Rgb, TILE};
use super::lzw::Lzw;
use super::{band_variant, Frame, Renderer, Scene};
use crate::game::{Action, Color, Game, Point};
use crate::locale::Lang;
use std::borrow::Cow;

/// How the animation is timed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GifOptions {
    /// How long each position is shown, in milliseconds.
    pub delay_ms: u32,
    /// How long the last position is shown before the animation starts again.
    pub hold_ms: u32,
}

impl Default for GifOptions {
    fn default() -> Self {
        GifOptions {
            delay_ms: 700,
            hold_ms: 4000,
        }
    }
}

/// Shorter delays are shown by browsers as 100 ms, so they are raised to this.
pub const MIN_DELAY_MS: u32 = 20;
/// The longest delay a GIF frame can hold (65,535 hundredths of a second).
pub const MAX_DELAY_MS: u32 = 655_350;

/// A delay in the hundredths of a second GIF counts in, within what players
/// show as asked.
fn centiseconds(ms: u32) -> u16 {
    let ms = ms.clamp(MIN_DELAY_MS, MAX_DELAY_MS);
    ((ms + 5) / 10).min(u16::MAX as u32) as u16
}

impl Renderer {
    /// The animation of the game that led to `last`: its moves are replayed
    /// from the empty board, frame `k` showing the position after `k` moves
    /// (see the module's documentation), and the last frame is `last` itself,
    /// with however it ended off the board. A position set up by hand
    /// (`Game::from_position`) cannot be replayed and gives a single frame.
    /// The status lines are in `lang`.
    pub fn render_gif(&self, last: &Scene, options: GifOptions, lang: Lang) -> Vec<u8> {
        self.render_gif_from(last, 0, options, lang)
    }

    /// The animation from the position after `first` stones to `last`: a
    /// puzzle's winning line, without the game that led to it.
    pub fn render_gif_from(
        &self,
        last: &Scene,
        first: usize,
        options: GifOptions,
        lang: Lang,
    ) -> Vec<u8> {
        let moves = last.game.moves();
        let replayable = last.game.ply() == moves.len();
        let mut animation = Animation::new(self, lang);
        let delay = centiseconds(options.delay_ms);
        let hold = centiseconds(options.hold_ms);
        if !replayable || moves.is_empty() {
            animation.add(last, hold);
            return animation.finish();
        }
        // Replayed by the game's own rules, decisions and all: a frame a
        // stone, the last stone's frame being `last` itself.
        let mut game = Game::of(last.game.variant(), last.game.has_tournament_rule());
        let mut captured: Vec<Point> = Vec::new();
        let mut poofed: Vec<Point> = Vec::new();
        if first == 0 {
            animation.add(&self.scene_between(last, &game, &captured, &poofed), delay);
        }
        let mut stones = 0;
        for action in last.game.actions() {
            let played = match action {
                Action::Decision(c) => {
                    let _ = game.decide(c);
                    continue;
                }
                Action::Stone(_) if stones + 1 == moves.len() => break,
                Action::Stone(p) => game.play(p),
            };
            match played {
                Ok(m) => {
                    captured = m.captured.as_slice().to_vec();
                    poofed = m.poofed.as_slice().to_vec();
                }
                // The moves were all played once, so they replay; were one
                // refused anyway, the animation skips to the end.
                Err(_) => break,
            }
            stones += 1;
            if stones >= first {
                animation.add(&self.scene_between(last, &game, &captured, &poofed), delay);
            }
        }
        animation.add(last, hold);
        animation.finish()
    }

    /// A position on the way to `last`, with its players' names.
    fn scene_between<'a>(
        &self,
        last: &Scene<'a>,
        game: &'a Game,
        captured: &'a [Point],
        poofed: &'a [Point],
    ) -> Scene<'a> {
        // The names are the players' as the game ended: before an opening
        // swap still to come, each held the other colour.
        let later_swaps = last.game.decisions()[game.decisions().len()..]
            .iter()
            .filter(|&&(_, c)| c == crate::game::Choice::Swap)
            .count();
        let (white_name, black_name) = if later_swaps % 2 == 1 {
            (last.black_name, last.white_name)
        } else {
            (last.white_name, last.black_name)
        };
        Scene {
            game,
            captured,
            poofed,
            white_name,
            black_name,
            ending: None,
        }
    }
}

/// Where a frame's rectangle goes on the screen, what becomes of it after
/// it was shown, and its transparent index.
struct Placement {
    left: u16,
    top: u16,
    width: u16,
    height: u16,
    dispose: gif::DisposalMethod,
    transparent: Option<u8>,
}

/// The GIF being written, and what a viewer of it sees so far.
struct Animation<'r> {
    renderer: &'r Renderer,
    /// The language of the frames' status lines.
    lang: Lang,
    encoder: gif::Encoder<Vec<u8>>,
    /// The last frame kept: what the viewer sees before each new frame is
    /// drawn, as palette indices, and as drawn (valid in the tiles drawn on).
    base: Vec<u8>,
    base_px: Vec<Rgb>,
    /// The tiles drawn on in that frame, and its band's variant: wherever
    /// neither it nor a new frame drew, both show the same background.
    drawn: Vec<bool>,
    variant: usize,
    /// The indices of the next frame, written only in the tiles compared.
    next: Vec<u8>,
    frames: usize,
    /// The pixels of the rectangle being written (kept to reuse).
    rect: Vec<u8>,
    lzw: Lzw,
}

impl<'r> Animation<'r> {
    fn new(renderer: &'r Renderer, lang: Lang) -> Animation<'r> {
        let (w, h) = (renderer.width, renderer.geo.height);
        // Writing into memory fails only on a frame larger than the screen,
        // which `add` never makes, and widths are clamped far below 65,536.
        let mut encoder =
            gif::Encoder::new(Vec::new(), w as u16, h as u16, &renderer.plte).expect("GIF header");
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .expect("GIF in memory");
        let tiles = (w.div_ceil(TILE) * h.div_ceil(TILE)) as usize;
        Animation {
            renderer,
            lang,
            encoder,
            base: vec![0; (w * h) as usize],
            base_px: Vec::new(),
            drawn: vec![false; tiles],
            variant: 0,
            next: vec![0; (w * h) as usize],
            frames: 0,
            rect: Vec::new(),
            lzw: Lzw::new(),
        }
    }

    /// Draws `scene` and adds it, shown for `delay` hundredths of a second.
    ///
    /// The lit row of the band moves to the other player at every move, and
    /// redrawing both rows would cost more than everything else a frame
    /// changes. So a frame whose band differs from the first frame's in
    /// which row is lit is shown and then undone (disposal "previous"), and
    /// the next frame, lit like the first, redraws the stone it put down:
    /// the two rows are drawn every other frame instead of every frame.
    fn add(&mut self, scene: &Scene, delay: u16) {
        let r = self.renderer;
        let frame = Frame::in_lang(scene, self.lang);
        let canvas = r.draw(&frame);
        let variant = band_variant(frame.lit);
        let keep = self.frames == 0 || variant == self.variant;
        let place = if self.frames == 0 {
            self.first_frame(&canvas, frame.lit)
        } else {
            self.changed_rect(&canvas, variant, keep)
        };
        if keep {
            let tiles_x = canvas.tiles_x();
            for (i, drawn) in self.drawn.iter_mut().enumerate() {
                *drawn = canvas.is_dirty(i as u32 % tiles_x, i as u32 / tiles_x);
            }
            self.variant = variant;
            self.base_px = canvas.into_buffer();
        } else {
            r.recycle(canvas);
        }
        let gif_frame = gif::Frame {
            delay,
            dispose: place.dispose,
            left: place.left,
            top: place.top,
            width: place.width,
            height: place.height,
            transparent: place.transparent,
            buffer: Cow::Owned(self.lzw.encode(&self.rect)),
            ..gif::Frame::default()
        };
        self.encoder
            .write_lzw_pre_encoded_frame(&gif_frame)
            .expect("GIF in memory");
        self.frames += 1;
    }

    /// The whole picture, into `rect`.
    fn first_frame(&mut self, canvas: &Canvas, lit: Option<Color>) -> Placement {
        let r = self.renderer;
        for (y, row) in self.base.chunks_exact_mut(r.width as usize).enumerate() {
            r.fill_row(canvas, lit, y as u32, row);
        }
        self.rect.clone_from(&self.base);
        Placement {
            left: 0,
            top: 0,
            width: r.width as u16,
            height: r.geo.height as u16,
            dispose: gif::DisposalMethod::Keep,
            transparent: None,
        }
    }

    /// The rectangle around the tiles where `canvas` differs from the frame
    /// kept, into `rect`, with the pixels that do not differ transparent.
    /// With `keep`, the frame becomes the one kept.
    fn changed_rect(&mut self, canvas: &Canvas, variant: usize, keep: bool) -> Placement {
        let r = self.renderer;
        let (w, board_h) = (r.width, r.geo.board_h);
        let tiles_x = canvas.tiles_x();
        let band_differs = variant != self.variant;
        let mut changed = vec![false; self.drawn.len()];
        // The indices the changed pixels use: the transparent one must not be one.
        let mut used = [false; 256];
        // The changed tiles' bounds: x0, y0, x1, y1 in tiles, inclusive.
        let mut bounds: Option<(u32, u32, u32, u32)> = None;
        for (i, &was_drawn) in self.drawn.iter().enumerate() {
            let (tx, ty) = (i as u32 % tiles_x, i as u32 / tiles_x);
            let is_drawn = canvas.is_dirty(tx, ty);
            let (x0, x1, y0, y1) = canvas.tile_bounds(tx, ty);
            if !(is_drawn || was_drawn || (band_differs && y1 > board_h)) {
                continue;
            }
            // Drawn alike in both (most stones, the names): nothing to map.
            let span = |y: u32| (y * w + x0) as usize..(y * w + x1) as usize;
            if is_drawn
                && was_drawn
                && (y0..y1).all(|y| canvas.px[span(y)] == self.base_px[span(y)])
            {
                continue;
            }
            let mut differs = false;
            for y in y0..y1 {
                let at = (y * w) as usize;
                let (a, b) = (at + x0 as usize, at + x1 as usize);
                let next = &mut self.next[a..b];
                if is_drawn {
                    for (n, &c) in next.iter_mut().zip(&canvas.px[a..b]) {
                        *n = r.palette.index(c);
                    }
                } else {
                    next.copy_from_slice(r.background_indices(y, variant, x0, x1));
                }
                for (&n, &old) in next.iter().zip(&self.base[a..b]) {
                    if n != old {
                        used[n as usize] = true;
                        differs = true;
                    }
                }
            }
            if differs {
                changed[i] = true;
                bounds = Some(match bounds {
                    None => (tx, ty, tx, ty),
                    Some((ax, ay, bx, by)) => (ax.min(tx), ay.min(ty), bx.max(tx), by.max(ty)),
                });
            }
        }
        let dispose = if keep {
            gif::DisposalMethod::Keep
        } else {
            gif::DisposalMethod::Previous
        };
        // An index of the palette no changed pixel uses; the palette holds
        // 128 colours and a frame changes far fewer, so there is one, and
        // staying below 128 keeps LZW codes a bit shorter. Without one,
        // unchanged pixels are written as they are.
        let transparent = (0..r.palette.colors.len())
            .find(|&i| !used[i])
            .map(|i| i as u8);
        self.rect.clear();
        let Some((tx0, ty0, tx1, ty1)) = bounds else {
            // Nothing changed: one unchanged pixel keeps the frame's place.
            self.rect.push(transparent.unwrap_or(self.base[0]));
            return Placement {
                left: 0,
                top: 0,
                width: 1,
                height: 1,
                dispose,
                transparent,
            };
        };
        let (x0, _, y0, _) = canvas.tile_bounds(tx0, ty0);
        let (_, x1, _, y1) = canvas.tile_bounds(tx1, ty1);
        self.rect.reserve(((x1 - x0) * (y1 - y0)) as usize);
        for y in y0..y1 {
            let tile_row = (y / TILE * tiles_x) as usize;
            let mut x = x0;
            while x < x1 {
                let span_end = ((x / TILE + 1) * TILE).min(x1);
                let (a, b) = ((y * w + x) as usize, (y * w + span_end) as usize);
                if !changed[tile_row + (x / TILE) as usize] {
                    match transparent {
                        Some(t) => self.rect.extend(std::iter::repeat_n(t, b - a)),
                        None => self.rect.extend_from_slice(&self.base[a..b]),
                    }
                } else {
                    for at in a..b {
                        let (next, old) = (self.next[at], self.base[at]);
                        if next != old {
                            if keep {
                                self.base[at] = next;
                            }
                            self.rect.push(next);
                        } else {
                            self.rect.push(transparent.unwrap_or(old));
                        }
                    }
                }
                x = span_end;
            }
        }
        Placement {
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            dispose,
            transparent,
        }
    }

    fn finish(self) -> Vec<u8> {
        self.encoder.into_inner().expect("GIF in memory")
    }
}
