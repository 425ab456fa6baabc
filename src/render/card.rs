//! The profile card: a player's rating, rank, record as White and as Black,
//! streak, last results and a chart of their rating, as a PNG.
//!
//! Pure like the board, and drawn with the board's font, colours, stones and
//! text; the chart's line is drawn anti-aliased by `imageproc`. What is the
//! same on every card (the frame, the panels, the labels) is drawn once in
//! [`CardRenderer::new`].

use super::canvas::{Background, Canvas, Rgb, Sprite};
use super::page::{common_chars, rgb_png, Page};
use super::{over, shadow_shader, stone_shader, GRID, INK, PILL, RED, WHITE_STONE, WOOD};
use crate::game::Color;
use crate::locale::Lang;
use crate::rating::{streak, Rating, Record, Score};
use crate::tr;
use image::{Rgb as Pixel, RgbImage};
use std::sync::OnceLock;

/// How many of a player's last rated games the chart shows.
pub const CHART_GAMES: u32 = 50;
/// How many results the card lists.
pub const LAST_RESULTS: usize = 10;

/// The card's default width, in pixels; its height follows.
pub const CARD_WIDTH: u32 = 800;
/// Card widths outside this range are clamped.
pub const MIN_CARD_WIDTH: u32 = 400;
pub const MAX_CARD_WIDTH: u32 = 1600;

/// The card's layout is written for this width and scaled to the real one.
const BASE_W: f32 = 800.0;
const BASE_H: f32 = 440.0;

/// What a card shows.
pub struct Profile<'a> {
    pub name: &'a str,
    /// `None` before the player's first rated game.
    pub rating: Option<Rating>,
    /// Place on the server's leaderboard, and how many players are on it.
    pub rank: Option<(usize, usize)>,
    pub as_white: Record,
    pub as_black: Record,
    /// Every finished game's result, newest first: the streak and the last
    /// ten come from it.
    pub results: &'a [Score],
    /// The rating before the first charted game and after each, oldest
    /// first ([`CHART_GAMES`] games at most).
    pub history: &'a [Rating],
}

/// Room for words, in base pixels: a colour's name beside its stone, the
/// label "Streak", "provisional", the rank's "of 5 in this server" (right of
/// the widest rating line), the chart's title.
const COLOR_W: f32 = 120.0;
const STREAK_LABEL_W: f32 = 150.0;
const PROVISIONAL_W: f32 = 140.0;
const RANK_LABEL_W: f32 = 300.0;
const CHART_TITLE_W: f32 = 320.0;

/// Where things go, in pixels of the base width (scaled when drawn).
mod at {
    pub const LEFT: f32 = 40.0;
    pub const RIGHT: f32 = 760.0;
    pub const NAME_Y: f32 = 78.0;
    pub const RATING_Y: f32 = 128.0;
    pub const RULE_Y: f32 = 152.0;
    /// The left column: rows for White and Black, the streak, the results.
    pub const COLUMN_RIGHT: f32 = 384.0;
    pub const ROW_Y: [f32; 2] = [194.0, 240.0];
    pub const STREAK_Y: f32 = 300.0;
    pub const LAST_LABEL_Y: f32 = 344.0;
    pub const SQUARES_TOP: f32 = 360.0;
    pub const SQUARE: f32 = 30.0;
    pub const SQUARE_STEP: f32 = 35.4;
    /// The chart's panel and, inside it, the plot.
    pub const PANEL: (f32, f32, f32, f32) = (412.0, 172.0, 760.0, 404.0);
    pub const PLOT: (f32, f32, f32, f32) = (462.0, 212.0, 744.0, 388.0);
}

/// Draws profile cards at one width. Make one and share it.
pub struct CardRenderer {
    width: u32,
    height: u32,
    /// The text and shapes, in base pixels.
    page: Page,
    /// Everything the same on every card in one language, by its place in
    /// [`Lang::all`]: drawn the first time a card in it is asked for.
    backgrounds: Vec<OnceLock<Vec<Rgb>>>,
}

/// The sizes (in base pixels) of the text that changes from card to card.
const TEXT_SIZES: [f32; 9] = [46.0, 40.0, 24.0, 22.0, 18.0, 17.0, 16.0, 15.0, 12.0];

/// Text colour on the result squares.
const ON_DARK: Rgb = WHITE_STONE;
/// A win's square: the ink of the board's labels.
const WIN: Rgb = INK;

impl CardRenderer {
    /// `width_px` is clamped to [`MIN_CARD_WIDTH`]–[`MAX_CARD_WIDTH`].
    pub fn new(width_px: u32) -> CardRenderer {
        let width = width_px.clamp(MIN_CARD_WIDTH, MAX_CARD_WIDTH);
        let scale = width as f32 / BASE_W;
        let height = (BASE_H * scale).round() as u32;
        let chars: String = common_chars().collect();
        CardRenderer {
            width,
            height,
            page: Page::new(scale, &TEXT_SIZES, &chars),
            backgrounds: Lang::all().map(|_| OnceLock::new()).collect(),
        }
    }

    /// What is the same on every card in `lang`.
    fn background(&self, lang: Lang) -> &[Rgb] {
        let slot = Lang::all().position(|l| l == lang).unwrap_or(0);
        self.backgrounds[slot].get_or_init(|| {
            let (width, height) = (self.width, self.height);
            let wood = vec![WOOD; (width * height) as usize];
            let mut canvas =
                Canvas::new(width, height, Background::whole(&wood, height), Vec::new());
            self.draw_fixed(&mut canvas, lang);
            canvas.into_pixels()
        })
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// The frame, the rule under the header, the chart's panel, the labels.
    fn draw_fixed(&self, canvas: &mut Canvas, lang: Lang) {
        let (w, h) = (self.width as f32, self.height as f32);
        self.page.frame(canvas, w, h);
        self.page
            .rule(canvas, at::LEFT, at::RIGHT, at::RULE_Y, GRID);
        self.page.rounded(canvas, at::PANEL, 12.0, PILL);

        let icon_r = self.page.s(12.0);
        for color in Color::BOTH {
            let y = at::ROW_Y[color.index()];
            let stone = stone_shader(color, icon_r);
            let shadow = shadow_shader(icon_r);
            let icon = Sprite::new(icon_r * 1.3, 0.0, move |dx, dy| {
                over(stone(dx, dy), shadow(dx, dy))
            });
            canvas.blit(
                &icon,
                self.page.s(at::LEFT + 12.0).round() as i32,
                self.page.s(y - 8.0).round() as i32,
            );
            self.page.fitted_text(
                canvas,
                &crate::locale::color(lang, color),
                22.0,
                at::LEFT + 34.0,
                y,
                COLOR_W,
                INK,
                false,
            );
        }
        self.page.fitted_text(
            canvas,
            &tr!(lang, "render-card-streak"),
            18.0,
            at::LEFT,
            at::STREAK_Y,
            STREAK_LABEL_W,
            GRID,
            false,
        );
        self.page.fitted_text(
            canvas,
            &tr!(lang, "render-card-last-games", count = LAST_RESULTS),
            18.0,
            at::LEFT,
            at::LAST_LABEL_Y,
            at::COLUMN_RIGHT - at::LEFT,
            GRID,
            false,
        );
    }

    /// The card as an image, its words in `lang`.
    pub fn render_rgb(&self, p: &Profile, lang: Lang) -> RgbImage {
        let background = self.background(lang);
        let mut canvas = Canvas::new(
            self.width,
            self.height,
            Background::whole(background, self.height),
            Vec::new(),
        );
        self.draw_header(&mut canvas, p, lang);
        self.draw_record(&mut canvas, p, lang);
        let chart = self.draw_chart_back(&mut canvas, p.history, lang);
        let px = canvas.into_pixels();
        let mut img = RgbImage::from_raw(self.width, self.height, px.concat())
            .expect("buffer is width × height pixels");
        if let Some(points) = chart {
            self.draw_chart_line(&mut img, &points);
        }
        img
    }

    /// The card as a PNG, its words in `lang`.
    pub fn render_png(&self, p: &Profile, lang: Lang) -> Vec<u8> {
        let img = self.render_rgb(p, lang);
        rgb_png(img.width(), img.height(), img.as_raw())
    }

    /// Name, rating ± deviation, rank.
    fn draw_header(&self, canvas: &mut Canvas, p: &Profile, lang: Lang) {
        // The width of what stands right of the name, on its line.
        let rank_w = match p.rank {
            Some((place, of)) => {
                let rank = format!("#{place}");
                let w = self.page.text_width(&rank, 46.0, f32::MAX);
                self.page
                    .text(canvas, &rank, 46.0, at::RIGHT - w, at::NAME_Y, 200.0, RED);
                // On the rating's line, right of what the rating can take.
                let label = tr!(lang, "render-card-rank-of", count = of);
                self.page.fitted_text(
                    canvas,
                    &label,
                    16.0,
                    at::RIGHT,
                    at::RATING_Y,
                    RANK_LABEL_W,
                    GRID,
                    true,
                );
                w
            }
            None => {
                let label = tr!(lang, "render-card-not-ranked");
                self.page.fitted_text(
                    canvas,
                    &label,
                    18.0,
                    at::RIGHT,
                    at::NAME_Y,
                    RANK_LABEL_W,
                    GRID,
                    true,
                )
            }
        };
        let name = match p.name.trim() {
            "" => "?",
            name => name,
        };
        let room = at::RIGHT - at::LEFT - rank_w - 24.0;
        self.page
            .text(canvas, name, 40.0, at::LEFT, at::NAME_Y, room, INK);

        let Some(r) = p.rating else {
            self.page.fitted_text(
                canvas,
                &tr!(lang, "render-card-no-rated-games"),
                24.0,
                at::LEFT,
                at::RATING_Y,
                at::RIGHT - at::LEFT - RANK_LABEL_W - 24.0,
                GRID,
                false,
            );
            return;
        };
        let big = r.points().to_string();
        let mut x = at::LEFT
            + self
                .page
                .text(canvas, &big, 40.0, at::LEFT, at::RATING_Y, room, INK);
        if r.is_provisional() {
            x += self
                .page
                .text(canvas, "?", 40.0, x, at::RATING_Y, 40.0, RED);
        }
        let deviation = format!("± {}", r.deviation.round() as i64);
        x += 10.0
            + self
                .page
                .text(canvas, &deviation, 24.0, x + 10.0, at::RATING_Y, 160.0, INK);
        if r.is_provisional() {
            self.page.fitted_text(
                canvas,
                &tr!(lang, "render-card-provisional"),
                16.0,
                x + 12.0,
                at::RATING_Y,
                PROVISIONAL_W,
                RED,
                false,
            );
        }
    }

    /// Wins, losses and draws by colour, the streak, the last ten results.
    fn draw_record(&self, canvas: &mut Canvas, p: &Profile, lang: Lang) {
        for (color, record) in [(Color::White, p.as_white), (Color::Black, p.as_black)] {
            let text = tr!(
                lang,
                "render-card-record",
                wins = record.wins,
                losses = record.losses,
                draws = record.draws
            );
            let y = at::ROW_Y[color.index()];
            let room = at::COLUMN_RIGHT - at::LEFT - 34.0 - COLOR_W - 12.0;
            self.page
                .fitted_text(canvas, &text, 22.0, at::COLUMN_RIGHT, y, room, INK, true);
        }
        let (streak_text, streak_color) = match streak(p.results) {
            None => (tr!(lang, "render-card-no-games"), GRID),
            Some((score, n)) => {
                let text = match score {
                    Score::Win => tr!(lang, "render-card-streak-wins", count = n),
                    Score::Loss => tr!(lang, "render-card-streak-losses", count = n),
                    Score::Draw => tr!(lang, "render-card-streak-draws", count = n),
                };
                let color = if score == Score::Loss { RED } else { INK };
                (text, color)
            }
        };
        // Right of the label "Streak", as long as that is in this language.
        let label = tr!(lang, "render-card-streak");
        let label_px = self.page.fit_px(&label, 18.0, STREAK_LABEL_W);
        let label_w = self.page.text_width(&label, label_px, STREAK_LABEL_W);
        let room = at::COLUMN_RIGHT - at::LEFT - label_w - 16.0;
        self.page.fitted_text(
            canvas,
            &streak_text,
            22.0,
            at::COLUMN_RIGHT,
            at::STREAK_Y,
            room,
            streak_color,
            true,
        );

        let last: Vec<Score> = p.results.iter().take(LAST_RESULTS).rev().copied().collect();
        for k in 0..LAST_RESULTS {
            let x0 = at::LEFT + k as f32 * at::SQUARE_STEP;
            let rect = (
                x0,
                at::SQUARES_TOP,
                x0 + at::SQUARE,
                at::SQUARES_TOP + at::SQUARE,
            );
            let Some(&score) = last.get(k) else {
                // An empty slot: a faint outline of a square.
                self.page.rounded(canvas, rect, 6.0, PILL);
                continue;
            };
            let (fill, ink) = match score {
                Score::Win => (WIN, ON_DARK),
                Score::Loss => (RED, ON_DARK),
                Score::Draw => (PILL, INK),
            };
            self.page.rounded(canvas, rect, 6.0, fill);
            let key = match score {
                Score::Win => "win",
                Score::Loss => "loss",
                Score::Draw => "draw",
            };
            let letter = tr!(lang, "render-card-letter", score = key);
            let w = self.page.text_width(&letter, 17.0, f32::MAX);
            let cap = self.page.cap_height(17.0);
            self.page.text(
                canvas,
                &letter,
                17.0,
                x0 + (at::SQUARE - w) / 2.0,
                at::SQUARES_TOP + (at::SQUARE + cap) / 2.0,
                at::SQUARE,
                ink,
            );
        }
    }

    /// The chart's title, scale and the area under the line; returns the
    /// line's points in pixels, if there is a line to draw.
    fn draw_chart_back(
        &self,
        canvas: &mut Canvas,
        history: &[Rating],
        lang: Lang,
    ) -> Option<Vec<(f32, f32)>> {
        let (px0, py0, px1, py1) = at::PLOT;
        let games = history.len().saturating_sub(1);
        let title = match games {
            0 => tr!(lang, "render-card-chart"),
            n => tr!(lang, "render-card-chart-games", count = n),
        };
        self.page.fitted_text(
            canvas,
            &title,
            15.0,
            at::PANEL.0 + 14.0,
            at::PANEL.1 + 24.0,
            CHART_TITLE_W,
            GRID,
            false,
        );
        if games == 0 {
            let text = tr!(lang, "render-card-no-rated-games");
            let room = px1 - px0;
            let px = self.page.fit_px(&text, 18.0, room);
            let w = self.page.text_width(&text, px, room);
            self.page.text(
                canvas,
                &text,
                px,
                (px0 + px1 - w) / 2.0,
                (py0 + py1) / 2.0,
                room,
                GRID,
            );
            return None;
        }
        let lo = history.iter().map(|r| r.rating).fold(f64::MAX, f64::min);
        let hi = history.iter().map(|r| r.rating).fold(f64::MIN, f64::max);
        // Round numbers at both ends, at least 100 apart.
        let mut bottom = ((lo - 10.0) / 50.0).floor() * 50.0;
        let mut top = ((hi + 10.0) / 50.0).ceil() * 50.0;
        if top - bottom < 100.0 {
            let mid = ((top + bottom) / 100.0).round() * 50.0;
            (bottom, top) = (mid - 50.0, mid + 50.0);
        }
        let y_of = |rating: f64| py1 - ((rating - bottom) / (top - bottom)) as f32 * (py1 - py0);
        for value in [bottom, (bottom + top) / 2.0, top] {
            let y = y_of(value);
            canvas.rect(
                self.page.s(px0),
                self.page.s(y) - 0.5,
                self.page.s(px1),
                self.page.s(y) + 0.5,
                GRID,
                0.25,
            );
            let label = format!("{}", value.round() as i64);
            let w = self.page.text_width(&label, 12.0, f32::MAX);
            let cap = self.page.cap_height(12.0);
            self.page.text(
                canvas,
                &label,
                12.0,
                px0 - 6.0 - w,
                y + cap / 2.0,
                60.0,
                GRID,
            );
        }
        let points: Vec<(f32, f32)> = history
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let x = px0 + (px1 - px0) * i as f32 / games as f32;
                (self.page.s(x), self.page.s(y_of(r.rating)))
            })
            .collect();
        // The area under the line, faintly.
        let bottom_px = self.page.s(py1);
        let curve = |x: f32| -> f32 {
            let i = points
                .partition_point(|p| p.0 <= x)
                .clamp(1, points.len() - 1);
            let ((xa, ya), (xb, yb)) = (points[i - 1], points[i]);
            let t = ((x - xa) / (xb - xa).max(1e-3)).clamp(0.0, 1.0);
            ya + (yb - ya) * t
        };
        let top_px = points.iter().map(|p| p.1).fold(f32::MAX, f32::min);
        canvas.fill(
            (points[0].0, top_px, points[points.len() - 1].0, bottom_px),
            RED,
            0.16,
            |x, y| (y - curve(x) + 0.5).clamp(0.0, 1.0),
        );
        Some(points)
    }

    /// The rating's line, anti-aliased by imageproc, about two pixels wide,
    /// and a dot on the latest rating.
    fn draw_chart_line(&self, img: &mut RgbImage, points: &[(f32, f32)]) {
        let color = Pixel(RED);
        let thick = self.page.s(2.0).round().max(1.0) as i32;
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            for dx in 0..thick {
                for dy in 0..thick {
                    let start = (
                        a.0.round() as i32 + dx - thick / 2,
                        a.1.round() as i32 + dy - thick / 2,
                    );
                    let end = (
                        b.0.round() as i32 + dx - thick / 2,
                        b.1.round() as i32 + dy - thick / 2,
                    );
                    imageproc::drawing::draw_antialiased_line_segment_mut(
                        img,
                        start,
                        end,
                        color,
                        imageproc::pixelops::interpolate,
                    );
                }
            }
        }
        if let Some(&(x, y)) = points.last() {
            let r = self.page.s(5.5);
            dot(img, x, y, r, RED);
            dot(img, x, y, r * 0.45, WOOD);
        }
    }
}

/// An anti-aliased disc, straight onto the image.
fn dot(img: &mut RgbImage, cx: f32, cy: f32, r: f32, color: Rgb) {
    let (w, h) = (img.width() as i32, img.height() as i32);
    let x0 = ((cx - r - 1.0).floor() as i32).max(0);
    let x1 = ((cx + r + 1.0).ceil() as i32).min(w);
    let y0 = ((cy - r - 1.0).floor() as i32).max(0);
    let y1 = ((cy + r + 1.0).ceil() as i32).min(h);
    for y in y0..y1 {
        for x in x0..x1 {
            let d = (x as f32 + 0.5 - cx).hypot(y as f32 + 0.5 - cy);
            let coverage = (r - d + 0.5).clamp(0.0, 1.0);
            if coverage > 0.0 {
                let p = img.get_pixel_mut(x as u32, y as u32);
                p.0 = super::canvas::mix(p.0, color, coverage);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rating(points: f64, deviation: f64) -> Rating {
        Rating {
            rating: points,
            deviation,
            volatility: 0.06,
        }
    }

    /// A settled player with a rising chart, ranked second of five.
    fn sample(history: &[Rating], results: &[Score]) -> RgbImage {
        let card = CardRenderer::new(CARD_WIDTH);
        card.render_rgb(
            &Profile {
                name: "alice",
                rating: history.last().copied(),
                rank: Some((2, 5)),
                as_white: Record {
                    wins: 7,
                    losses: 2,
                    draws: 1,
                },
                as_black: Record {
                    wins: 4,
                    losses: 5,
                    draws: 0,
                },
                results,
                history,
            },
            Lang::ENGLISH,
        )
    }

    fn is(img: &RgbImage, x: f32, y: f32, color: Rgb) -> bool {
        img.get_pixel(x as u32, y as u32).0 == color
    }

    #[test]
    fn the_default_card_is_wide_and_framed() {
        let card = CardRenderer::new(CARD_WIDTH);
        assert_eq!((card.width(), card.height()), (800, 440));
        let img = sample(&[], &[]);
        assert_eq!(img.dimensions(), (800, 440));
        assert!(is(&img, 4.0, 4.0, WOOD), "outside the frame");
        assert!(is(&img, 14.0, 200.0, GRID), "the frame");
        assert!(is(&img, 400.0, 153.0, GRID), "the rule under the header");
        assert!(is(&img, 586.0, 180.0, PILL), "the chart's panel");
        assert_eq!(CardRenderer::new(10).width(), MIN_CARD_WIDTH);
        assert_eq!(CardRenderer::new(100_000).width(), MAX_CARD_WIDTH);
    }

    #[test]
    fn the_last_ten_results_are_coloured_newest_last() {
        use Score::*;
        // Newest first: a loss, then two wins, a draw, then wins.
        let results = [
            Loss, Win, Win, Draw, Win, Win, Win, Win, Win, Win, Loss, Loss,
        ];
        let img = sample(&[], &results);
        let square = |k: usize| {
            let x = at::LEFT + k as f32 * at::SQUARE_STEP + 3.0;
            img.get_pixel(x as u32, (at::SQUARES_TOP + 3.0) as u32).0
        };
        assert_eq!(square(9), RED, "the newest, a loss, is last");
        assert_eq!(square(8), WIN);
        assert_eq!(square(6), PILL, "a draw");
        assert_eq!(square(0), WIN, "the tenth newest");
        // Fewer than ten games leave empty slots.
        let img = sample(&[], &[Win]);
        let slot = |k: usize| {
            let x = at::LEFT + k as f32 * at::SQUARE_STEP + 3.0;
            img.get_pixel(x as u32, (at::SQUARES_TOP + 3.0) as u32).0
        };
        assert_eq!(slot(0), WIN);
        assert_eq!(slot(1), PILL);
    }

    #[test]
    fn the_chart_rises_with_the_rating() {
        let history: Vec<Rating> = (0..=20)
            .map(|i| rating(1500.0 + 10.0 * i as f64, 350.0 - 12.0 * i as f64))
            .collect();
        let img = sample(&history, &[Score::Win]);
        let (px0, py0, px1, py1) = at::PLOT;
        // The scale: 1500 at the bottom, 1750 at the top (rounded to 50s).
        let red_rows = |x: f32| -> Vec<u32> {
            (py0 as u32 - 10..py1 as u32 + 2)
                .filter(|&y| {
                    let p = img.get_pixel(x as u32, y).0;
                    p[0] > 150 && p[1] < 80 && p[2] < 80
                })
                .collect()
        };
        let start = red_rows(px0 + 2.0);
        let end = red_rows(px1 - 12.0);
        assert!(!start.is_empty() && !end.is_empty(), "{start:?} {end:?}");
        assert!(
            end[0] + 100 < start[0],
            "the line climbs: starts at {start:?}, ends at {end:?}"
        );
        // Under the line the panel is tinted red; above it, it is not.
        let mid_x = (px0 + px1) / 2.0;
        let line_y = red_rows(mid_x)[0] as f32;
        let under = img.get_pixel(mid_x as u32, (line_y + 30.0) as u32).0;
        let above = img.get_pixel(mid_x as u32, (line_y - 30.0) as u32).0;
        assert_eq!(above, PILL);
        assert!(under != PILL && under[0] > under[1], "{under:?}");
        // The anti-aliased line has shades between red and the panel.
        let shades = (py0 as u32..py1 as u32)
            .map(|y| img.get_pixel(mid_x as u32, y).0)
            .filter(|p| *p != PILL && *p != RED && p[0] > p[2])
            .count();
        assert!(shades >= 2, "anti-aliased edges");
    }

    #[test]
    fn without_rated_games_the_chart_says_so() {
        let img = sample(&[], &[]);
        let (px0, py0, px1, py1) = at::PLOT;
        let (cy0, cy1) = ((py0 + py1) / 2.0 - 20.0, (py0 + py1) / 2.0 + 4.0);
        let mut text = 0;
        for y in cy0 as u32..cy1 as u32 {
            for x in px0 as u32..px1 as u32 {
                let p = img.get_pixel(x, y).0;
                assert_ne!(p, RED, "no line at ({x}, {y})");
                if p != PILL {
                    text += 1;
                }
            }
        }
        assert!(text > 200, "the words are drawn ({text} pixels)");
    }

    #[test]
    fn a_provisional_rating_is_marked_in_red() {
        let card = CardRenderer::new(CARD_WIDTH);
        let profile = |deviation: f64| Profile {
            name: "bob",
            rating: Some(rating(1662.0, deviation)),
            rank: None,
            as_white: Record::default(),
            as_black: Record::default(),
            results: &[],
            history: &[],
        };
        let red_in_rating_line = |img: &RgbImage| {
            let y0 = (at::RATING_Y - 30.0) as u32;
            (y0..at::RATING_Y as u32)
                .flat_map(|y| (at::LEFT as u32..at::COLUMN_RIGHT as u32).map(move |x| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0 == RED)
                .count()
        };
        assert!(red_in_rating_line(&card.render_rgb(&profile(290.0), Lang::ENGLISH)) > 50);
        assert_eq!(
            red_in_rating_line(&card.render_rgb(&profile(80.0), Lang::ENGLISH)),
            0
        );
    }

    #[test]
    fn the_png_decodes_to_the_card() {
        let card = CardRenderer::new(600);
        let history = [rating(1500.0, 350.0), rating(1662.3, 290.3)];
        let profile = Profile {
            name: "a name far too long to fit on any card, however wide it may be drawn",
            rating: history.last().copied(),
            rank: Some((1, 1)),
            as_white: Record::default(),
            as_black: Record::default(),
            results: &[Score::Win],
            history: &history,
        };
        let png = card.render_png(&profile, Lang::ENGLISH);
        let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        assert_eq!(decoded, card.render_rgb(&profile, Lang::ENGLISH));
        assert_eq!(decoded.dimensions(), (600, 330));
    }

    /// Whether `s` fits `room` once shrunk as far as the card may.
    fn fits(page: &Page, s: &str, px: f32, room: f32) -> bool {
        let px = page.fit_px(s, px, room);
        page.text_width(s, px, f32::MAX) <= room
    }

    #[test]
    fn every_language_s_longest_words_fit_their_room() {
        let page = Page::measure();
        let mut left = Vec::new();
        for lang in Lang::all() {
            let streak_label = tr!(lang, "render-card-streak");
            let label_px = page.fit_px(&streak_label, 18.0, STREAK_LABEL_W);
            let streak_room =
                at::COLUMN_RIGHT - at::LEFT - page.text_width(&streak_label, label_px, 1e6) - 16.0;
            let record_room = at::COLUMN_RIGHT - at::LEFT - 34.0 - COLOR_W - 12.0;
            let (plot_w, column_w) = (at::PLOT.2 - at::PLOT.0, at::COLUMN_RIGHT - at::LEFT);
            let words = [
                (crate::locale::color(lang, Color::White), 22.0, COLOR_W),
                (crate::locale::color(lang, Color::Black), 22.0, COLOR_W),
                (streak_label.clone(), 18.0, STREAK_LABEL_W),
                (
                    tr!(lang, "render-card-last-games", count = 10),
                    18.0,
                    column_w,
                ),
                (
                    tr!(lang, "render-card-rank-of", count = 9999),
                    16.0,
                    RANK_LABEL_W,
                ),
                (tr!(lang, "render-card-not-ranked"), 18.0, RANK_LABEL_W),
                (tr!(lang, "render-card-no-rated-games"), 18.0, plot_w),
                (tr!(lang, "render-card-provisional"), 16.0, PROVISIONAL_W),
                (
                    tr!(
                        lang,
                        "render-card-record",
                        wins = 999,
                        losses = 999,
                        draws = 999
                    ),
                    22.0,
                    record_room,
                ),
                (tr!(lang, "render-card-no-games"), 22.0, streak_room),
                (
                    tr!(lang, "render-card-streak-wins", count = 25),
                    22.0,
                    streak_room,
                ),
                (
                    tr!(lang, "render-card-streak-losses", count = 25),
                    22.0,
                    streak_room,
                ),
                (
                    tr!(lang, "render-card-streak-draws", count = 25),
                    22.0,
                    streak_room,
                ),
                (tr!(lang, "render-card-chart"), 15.0, CHART_TITLE_W),
                (
                    tr!(lang, "render-card-chart-games", count = 1),
                    15.0,
                    CHART_TITLE_W,
                ),
                (
                    tr!(lang, "render-card-chart-games", count = 50),
                    15.0,
                    CHART_TITLE_W,
                ),
            ];
            for (text, px, room) in words {
                if !fits(&page, &text, px, room) {
                    let w = page.text_width(&text, px, 1e6);
                    left.push(format!(
                        "{}: {text:?} is {w:.0} px at {px}, room {room:.0}",
                        lang.code()
                    ));
                }
            }
        }
        assert!(left.is_empty(), "cut on the card:\n{}", left.join("\n"));
    }

    #[test]
    fn the_card_speaks_the_language_asked() {
        let history = [rating(1500.0, 350.0), rating(1662.3, 290.3)];
        let profile = Profile {
            name: "äöą",
            rating: history.last().copied(),
            rank: Some((1, 3)),
            as_white: Record::default(),
            as_black: Record::default(),
            results: &[Score::Win],
            history: &history,
        };
        let card = CardRenderer::new(CARD_WIDTH);
        let english = card.render_rgb(&profile, Lang::ENGLISH);
        for code in ["fi", "pl"] {
            let lang = Lang::from_code(code).unwrap();
            let other = card.render_rgb(&profile, lang);
            assert_ne!(other, english, "{code}");
            // The same language twice draws the same card (the background
            // is kept per language).
            assert_eq!(other, card.render_rgb(&profile, lang));
        }
    }
}
