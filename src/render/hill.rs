//! King of the Hill as a picture: the steps stacked from the top, each wider
//! than the one above, the King alone on the top step under a crown, and
//! under every name how long they have held their step. Drawn like the
//! profile card and the event tables. The crown is red only over a King:
//! someone alone on the top step, as on pente.org.

use super::canvas::{mix, Canvas, Rgb};
use super::page::{fitted_png, Page, RenderError};
use super::{GRID, INK, PILL, RED, WOOD};
use crate::locale::Lang;
use crate::tr;

/// King of the Hill: steps from the top, the King alone on the top step.
#[derive(Debug, Clone, Default)]
pub struct HillPicture {
    /// "King of the Hill — Pente"
    pub title: String,
    /// `steps[0]` is the top step.
    pub steps: Vec<Vec<HillSeat>>,
}

/// A member on a step.
#[derive(Debug, Clone, Default)]
pub struct HillSeat {
    pub name: String,
    /// How long they have held their step: "12 days".
    pub held: String,
}

/// Base pixels.
const MARGIN: f32 = 40.0;
const TITLE_PX: f32 = 28.0;
const TITLE_Y: f32 = 66.0;
const RULE_Y: f32 = 86.0;
const NAME_PX: f32 = 19.0;
const HELD_PX: f32 = 14.0;
const LABEL_PX: f32 = 15.0;
/// Room for the crown above the top step.
const CROWN_H: f32 = 62.0;
/// A seat on a step, and a line of seats.
const SEAT_W: f32 = 176.0;
const LINE_H: f32 = 54.0;
/// Inside a step: above and below its lines, and either side, where the
/// step's number goes.
const PAD_Y: f32 = 10.0;
const PAD_X: f32 = 46.0;
/// Between steps, and how much wider each is than the one above, each side.
const STEP_GAP: f32 = 6.0;
const STEP_OUT: f32 = 40.0;
/// Past this width, steps stop widening for the pyramid's sake (a hill of
/// very many steps would grow too wide to read).
const MAX_PYRAMID_W: f32 = 1400.0;
/// Seats on a line of a step before the step grows wider than its place in
/// the pyramid.
const SEATS_PER_LINE: usize = 6;
const TOP_STEP_W: f32 = 300.0;
const BOTTOM: f32 = 34.0;
const MIN_W: f32 = 520.0;
const MAX_TITLE_W: f32 = 960.0;

/// A step's front edge, which makes the slabs read as stairs.
const EDGE: Rgb = [196, 152, 84];
/// An empty crown: no King yet.
const FAINT: Rgb = [196, 158, 90];

/// One step as laid out.
struct Step {
    width: f32,
    per_line: usize,
    lines: usize,
}

impl Step {
    fn height(&self) -> f32 {
        self.lines as f32 * LINE_H + 2.0 * PAD_Y
    }
}

struct Layout {
    steps: Vec<Step>,
    width: f32,
    height: f32,
}

/// Every step is wider than the one above; each holds up to
/// [`SEATS_PER_LINE`] seats a line (more when the pyramid made it wider).
/// An empty hill is one empty top step.
fn layout(h: &HillPicture, measure: &Page) -> Layout {
    let counts: Vec<usize> = if h.steps.is_empty() {
        vec![0]
    } else {
        h.steps.iter().map(Vec::len).collect()
    };
    let out = STEP_OUT.min((MAX_PYRAMID_W - TOP_STEP_W) / (2.0 * counts.len() as f32));
    let mut steps: Vec<Step> = Vec::with_capacity(counts.len());
    for &n in &counts {
        let needed = n.clamp(1, SEATS_PER_LINE) as f32 * SEAT_W + 2.0 * PAD_X;
        let above = steps.last().map_or(TOP_STEP_W - 2.0 * out, |s| s.width);
        let width = needed.max(above + 2.0 * out);
        let per_line = (((width - 2.0 * PAD_X) / SEAT_W) as usize).max(1);
        let lines = n.div_ceil(per_line).max(1);
        steps.push(Step {
            width,
            per_line,
            lines,
        });
    }
    let title_w = measure.text_width(&h.title, TITLE_PX, MAX_TITLE_W);
    let widest = steps.iter().map(|s| s.width).fold(0.0, f32::max);
    let width = (widest + 2.0 * MARGIN)
        .max(title_w + 2.0 * MARGIN)
        .max(MIN_W)
        .ceil();
    let stairs: f32 = steps.iter().map(|s| s.height() + STEP_GAP).sum();
    let height = (RULE_Y + CROWN_H + stairs + BOTTOM).ceil();
    Layout {
        steps,
        width,
        height,
    }
}

/// The hill as a PNG (see [`HillPicture`]); an empty hill says "Nobody on
/// the hill yet" in `lang`, the language of its title and times.
/// [`RenderError::TooLarge`] only for a hill of hundreds of members that
/// would not be readable within 4096 pixels a side.
pub fn hill_png(h: &HillPicture, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let l = layout(h, &Page::measure());
    let empty = Empty {
        hill: tr!(lang, "render-hill-nobody"),
        step: tr!(lang, "render-hill-empty-step"),
    };
    let chars: String = [&h.title, &empty.hill, &empty.step]
        .into_iter()
        .chain(h.steps.iter().flatten().flat_map(|s| [&s.name, &s.held]))
        .flat_map(|s| s.chars())
        .chain("…0123456789".chars())
        .collect();
    let sizes = [TITLE_PX, NAME_PX, HELD_PX, LABEL_PX];
    fitted_png(l.width, l.height, &sizes, &chars, |canvas, page| {
        draw(canvas, page, h, &l, &empty)
    })
}

/// What an empty hill, and an empty step, say.
struct Empty {
    hill: String,
    step: String,
}

fn draw(canvas: &mut Canvas, page: &Page, h: &HillPicture, l: &Layout, empty: &Empty) {
    let inner = l.width - 2.0 * MARGIN;
    page.text(canvas, &h.title, TITLE_PX, MARGIN, TITLE_Y, inner, INK);
    page.rule(canvas, MARGIN, l.width - MARGIN, RULE_Y, GRID);
    let cx = l.width / 2.0;
    // pente.org's King stands alone on the top step.
    let has_king = h.steps.first().is_some_and(|top| top.len() == 1);
    let crown_bottom = RULE_Y + CROWN_H - 8.0;
    crown(
        canvas,
        page,
        cx,
        crown_bottom,
        if has_king { RED } else { FAINT },
    );

    let mut y = RULE_Y + CROWN_H;
    for (k, step) in l.steps.iter().enumerate() {
        let (x0, x1) = (cx - step.width / 2.0, cx + step.width / 2.0);
        let y1 = y + step.height();
        page.rounded(canvas, (x0, y, x1, y1), 8.0, EDGE);
        page.rounded(canvas, (x0, y, x1, y1 - 4.0), 8.0, PILL);
        let empty_hill = h.steps.iter().all(Vec::is_empty);
        if !empty_hill {
            let label = (k + 1).to_string();
            let label_w = page.text_width(&label, LABEL_PX, PAD_X);
            let label_y = y + PAD_Y + LINE_H / 2.0 + page.cap_height(LABEL_PX) / 2.0 - 4.0;
            let label_x = x0 + (PAD_X - label_w) / 2.0;
            page.text(canvas, &label, LABEL_PX, label_x, label_y, PAD_X, GRID);
        }

        let seats = h.steps.get(k).map(Vec::as_slice).unwrap_or(&[]);
        if seats.is_empty() {
            let text = if empty_hill { &empty.hill } else { &empty.step };
            // The top step is the narrowest: a long language's words are
            // drawn smaller rather than cut.
            let room = step.width - 2.0 * PAD_X;
            let px = page.fit_px(text, NAME_PX, room);
            let w = page.text_width(text, px, room);
            let baseline = y + PAD_Y + LINE_H / 2.0 + page.cap_height(px) / 2.0;
            page.text(canvas, text, px, cx - w / 2.0, baseline, room, GRID);
        }
        for (line, chunk) in seats.chunks(step.per_line).enumerate() {
            let top = y + PAD_Y + line as f32 * LINE_H;
            let left = cx - chunk.len() as f32 * SEAT_W / 2.0;
            for (i, seat) in chunk.iter().enumerate() {
                let mid = left + (i as f32 + 0.5) * SEAT_W;
                centred(canvas, page, &seat.name, NAME_PX, mid, top + 24.0, INK);
                centred(canvas, page, &seat.held, HELD_PX, mid, top + 43.0, GRID);
            }
        }
        y = y1 + STEP_GAP;
    }
}

/// Text centred on `mid`, cut to a seat's width.
fn centred(canvas: &mut Canvas, page: &Page, s: &str, px: f32, mid: f32, y: f32, color: Rgb) {
    let room = SEAT_W - 16.0;
    let w = page.text_width(s, px, room);
    page.text(canvas, s, px, mid - w / 2.0, y, room, color);
}

/// A crown centred on `cx`, standing on `bottom` (base pixels): a band, five
/// points with a bead on the three high ones.
fn crown(canvas: &mut Canvas, page: &Page, cx: f32, bottom: f32, color: Rgb) {
    let (w, h) = (60.0, 40.0);
    let outline: Vec<(f32, f32)> = [
        (-0.5, 1.0),
        (-0.5, 0.18),
        (-0.25, 0.62),
        (0.0, 0.05),
        (0.25, 0.62),
        (0.5, 0.18),
        (0.5, 1.0),
    ]
    .iter()
    .map(|&(fx, fy)| (page.s(cx + fx * w), page.s(bottom - h + fy * h)))
    .collect();
    let (x0, x1) = (page.s(cx - w / 2.0) - 1.0, page.s(cx + w / 2.0) + 1.0);
    let (y0, y1) = (page.s(bottom - h) - 1.0, page.s(bottom) + 1.0);
    canvas.fill((x0, y0, x1, y1), color, 1.0, |x, y| {
        polygon_coverage(&outline, x, y)
    });
    for (fx, fy) in [(-0.5, 0.18), (0.0, 0.05), (0.5, 0.18)] {
        let (bx, by) = (page.s(cx + fx * w), page.s(bottom - h + fy * h));
        canvas.disc(bx, by, page.s(4.5), color, 1.0);
    }
    // Gems on the band, in the wood's colour.
    let gem = mix(WOOD, color, 0.15);
    let band_y = page.s(bottom - 0.16 * h);
    for fx in [-0.25, 0.0, 0.25] {
        canvas.disc(page.s(cx + fx * w), band_y, page.s(3.2), gem, 1.0);
    }
}

/// How much of the pixel centred on `(x, y)` lies inside `polygon`, from a
/// 4 × 4 grid of samples: smooth edges for a shape drawn once per picture.
fn polygon_coverage(polygon: &[(f32, f32)], x: f32, y: f32) -> f32 {
    let mut inside = 0;
    for sy in 0..4 {
        for sx in 0..4 {
            let (px, py) = (x - 0.375 + sx as f32 * 0.25, y - 0.375 + sy as f32 * 0.25);
            if contains(polygon, px, py) {
                inside += 1;
            }
        }
    }
    inside as f32 / 16.0
}

/// Even-odd rule.
fn contains(polygon: &[(f32, f32)], x: f32, y: f32) -> bool {
    let mut inside = false;
    let mut j = polygon.len() - 1;
    for i in 0..polygon.len() {
        let ((xi, yi), (xj, yj)) = (polygon[i], polygon[j]);
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::page::tests::decode;
    use crate::render::page::MAX_SIDE;

    fn seat(name: &str, days: u32) -> HillSeat {
        HillSeat {
            name: name.into(),
            held: format!("{days} days"),
        }
    }

    /// A King and `below` more members, four to a step.
    fn hill(below: usize) -> HillPicture {
        let mut steps = vec![vec![seat("theskald", 12)]];
        let members: Vec<HillSeat> = (0..below).map(|i| seat(&format!("p{i}"), 3)).collect();
        steps.extend(members.chunks(4).map(<[HillSeat]>::to_vec));
        HillPicture {
            title: "King of the Hill — Pente".into(),
            steps,
        }
    }

    fn count(img: &image::RgbImage, color: Rgb) -> usize {
        img.pixels().filter(|p| p.0 == color).count()
    }

    #[test]
    fn steps_widen_downwards_and_the_picture_grows_with_them() {
        let page = Page::measure();
        let l = layout(&hill(10), &page);
        assert_eq!(l.steps.len(), 4);
        for pair in l.steps.windows(2) {
            assert!(pair[1].width > pair[0].width, "a pyramid");
        }
        let small = decode(&hill_png(&hill(2), Lang::ENGLISH).unwrap());
        let big = decode(&hill_png(&hill(10), Lang::ENGLISH).unwrap());
        assert!(big.height() > small.height() + 2 * LINE_H as u32);
        // A crowded step wraps its seats onto more lines.
        let crowded = HillPicture {
            steps: vec![
                vec![seat("king", 1)],
                (0..20).map(|i| seat(&i.to_string(), 1)).collect(),
            ],
            ..hill(0)
        };
        let l = layout(&crowded, &page);
        assert!(l.steps[1].lines >= 3 && l.steps[1].per_line >= SEATS_PER_LINE);
    }

    #[test]
    fn the_king_is_crowned_in_red() {
        let crowned = decode(&hill_png(&hill(3), Lang::ENGLISH).unwrap());
        assert!(count(&crowned, RED) > 400, "{}", count(&crowned, RED));
        // Without a King (the top step shared), the crown is faint.
        let headless = HillPicture {
            steps: vec![
                vec![seat("bob", 2), seat("carol", 2)],
                vec![seat("dave", 1)],
            ],
            ..hill(0)
        };
        let img = decode(&hill_png(&headless, Lang::ENGLISH).unwrap());
        assert_eq!(count(&img, RED), 0);
        assert!(count(&img, FAINT) > 400);
    }

    #[test]
    fn an_empty_hill_says_nobody_yet() {
        for empty in [
            HillPicture::default(),
            HillPicture {
                title: "King of the Hill — Gomoku".into(),
                steps: vec![vec![], vec![]],
            },
        ] {
            let img = decode(&hill_png(&empty, Lang::ENGLISH).unwrap());
            assert!(img.width() >= MIN_W as u32);
            // The words on the top step.
            let y0 = (RULE_Y + CROWN_H + PAD_Y) as u32;
            let ink = (y0..y0 + LINE_H as u32)
                .flat_map(|y| (0..img.width()).map(move |x| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0 == GRID)
                .count();
            assert!(ink > 300, "{ink} pixels of text");
        }
        let page = Page::measure();
        assert_eq!(layout(&HillPicture::default(), &page).steps.len(), 1);
    }

    #[test]
    fn long_names_are_cut_to_their_seat() {
        let page = Page::measure();
        let long = "a member with a name much too long for a seat on the hill";
        assert!(page.text_width(long, NAME_PX, SEAT_W - 16.0) <= SEAT_W - 16.0);
        let mut h = hill(3);
        h.steps[0][0].name = long.repeat(20);
        h.steps[1][0].name = "🦀\u{200D}\u{0}".repeat(300);
        let a = layout(&h, &page);
        let b = layout(&hill(3), &page);
        assert_eq!(a.width, b.width, "names don't widen the hill");
        decode(&hill_png(&h, Lang::ENGLISH).unwrap());
    }

    #[test]
    fn a_huge_hill_fits_or_is_refused() {
        let img = decode(&hill_png(&hill(300), Lang::ENGLISH).unwrap());
        assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
        let members = (0..20_000).map(|i| seat(&i.to_string(), 1)).collect();
        let huge = HillPicture {
            steps: vec![vec![seat("king", 1)], members],
            ..hill(0)
        };
        assert!(matches!(
            hill_png(&huge, Lang::ENGLISH),
            Err(RenderError::TooLarge { .. })
        ));
    }

    #[test]
    fn the_crown_s_outline_is_filled_inside_only() {
        let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        assert_eq!(polygon_coverage(&square, 5.5, 5.5), 1.0);
        assert_eq!(polygon_coverage(&square, 12.5, 5.5), 0.0);
        assert_eq!(polygon_coverage(&square, 10.0, 5.5), 0.5);
    }

    #[test]
    fn every_language_s_empty_hill_fits_the_top_step() {
        let page = Page::measure();
        let l = layout(&HillPicture::default(), &page);
        let room = l.steps[0].width - 2.0 * PAD_X;
        for lang in Lang::all() {
            for id in ["render-hill-nobody", "render-hill-empty-step"] {
                let text = lang.text(id, None);
                let px = page.fit_px(&text, NAME_PX, room);
                let w = page.text_width(&text, px, 1e6);
                assert!(
                    w <= room,
                    "{} {id}: {text:?} {w:.0} > {room:.0}",
                    lang.code()
                );
            }
        }
    }
}
