//! Tables of text as pictures, for events: standings, a round's pairings,
//! a crosstable. Drawn like the profile card: the board's wood, frame, font
//! and colours.
//!
//! The layout is in base pixels; a table too big for [`MAX_SIDE`] pixels a
//! side is first set in blocks side by side (each with the column heads),
//! then drawn smaller, and refused only when its text would be too small to
//! read.

use super::canvas::{Canvas, Rgb};
use super::page::{fitted_png, Page, RenderError, MAX_SIDE};
use super::{GRID, INK, PILL, RED};
use crate::locale::Lang;
use crate::tr;

/// A table of text drawn as a picture: standings, a round's pairings, a
/// crosstable.
#[derive(Debug, Clone, Default)]
pub struct TablePicture {
    /// "Swiss of the week — standings after round 2"
    pub title: String,
    /// "Pente · 7 players · 3 rounds"; may be empty.
    pub subtitle: String,
    /// The column heads: "#", "Player", "Pts", "Bch-1", "SB", "W", "Games".
    pub header: Vec<String>,
    /// The cells, row by row; a row shorter than the header is padded with
    /// empty cells.
    pub rows: Vec<Vec<String>>,
    /// A row to mark (the winner, or the viewer); one out of range marks
    /// nothing.
    pub highlight: Option<usize>,
}

/// Base pixels.
const MARGIN: f32 = 40.0;
const TITLE_PX: f32 = 28.0;
const TITLE_Y: f32 = 66.0;
const SUBTITLE_PX: f32 = 17.0;
const SUBTITLE_Y: f32 = 96.0;
const HEAD_PX: f32 = 15.0;
const ROW_PX: f32 = 19.0;
const ROW_H: f32 = 34.0;
/// From the rule under the title to the first row, the heads between.
const HEAD_H: f32 = 44.0;
const BOTTOM: f32 = 36.0;
/// Between blocks of rows set side by side.
const BLOCK_GAP: f32 = 36.0;
/// Either side of a cell's text: narrow in centred columns (a crosstable's
/// results), so that sixteen or more of them fit across.
const PAD: f32 = 12.0;
const PAD_NARROW: f32 = 7.0;
/// Cells are cut with "…" past these widths: names wider, the rest less.
const MAX_TEXT_W: f32 = 300.0;
const MAX_OTHER_W: f32 = 160.0;
/// The narrowest picture, so that a small table still has room for a title.
const MIN_W: f32 = 520.0;
/// Titles wider than this are cut rather than widening the picture.
const MAX_TITLE_W: f32 = 960.0;

/// Every other row, faintly.
const STRIPE: Rgb = [234, 201, 134];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
    Centre,
}

/// Numbers, results and scores: "12", "1½", "0.5", "+3", "—", "1-0".
fn is_number(cell: &str) -> bool {
    let cell = cell.trim();
    !cell.is_empty()
        && cell.chars().any(|c| c.is_ascii_digit() || c == '½')
        && cell
            .chars()
            .all(|c| c.is_ascii_digit() || "½.,+-−–—=/:×% ".contains(c))
}

/// Numbers right-aligned so that their digits line up; columns of single
/// signs (a crosstable's 1, 0, ½) centred under their heads; the rest, names
/// first of all, left-aligned.
fn align(head: &str, cells: &[&str]) -> Align {
    let filled: Vec<&str> = cells
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .collect();
    let short = |s: &str| s.chars().count() <= 1;
    let dashes = |c: &str| c.chars().all(|c| "-−–—×·".contains(c));
    if filled.is_empty() {
        return if short(head.trim()) {
            Align::Centre
        } else {
            Align::Left
        };
    }
    if !filled.iter().all(|c| is_number(c) || dashes(c)) {
        Align::Left
    } else if filled.iter().all(|c| short(c)) && head.trim().chars().count() <= 2 {
        Align::Centre
    } else {
        Align::Right
    }
}

/// A column as laid out, in base pixels.
struct Column {
    align: Align,
    /// The room for its text, and either side of it.
    text_w: f32,
    pad: f32,
}

impl Column {
    fn width(&self) -> f32 {
        self.text_w + 2.0 * self.pad
    }
}

/// The table laid out at scale 1: columns, blocks, the picture's size.
struct Layout {
    columns: Vec<Column>,
    /// Rows per block, and how many blocks side by side.
    per_block: usize,
    blocks: usize,
    block_w: f32,
    /// Where the heads begin.
    top: f32,
    width: f32,
    height: f32,
}

/// Cell `c` of a row, empty past its end.
fn cell(row: &[String], c: usize) -> &str {
    row.get(c).map(String::as_str).unwrap_or("")
}

fn header_top(t: &TablePicture) -> f32 {
    let last_line = if t.subtitle.trim().is_empty() {
        TITLE_Y
    } else {
        SUBTITLE_Y
    };
    last_line + 18.0
}

fn layout(t: &TablePicture, measure: &Page) -> Layout {
    let ncols = t
        .rows
        .iter()
        .map(Vec::len)
        .chain([t.header.len()])
        .max()
        .unwrap_or(0);
    let columns: Vec<Column> = (0..ncols)
        .map(|c| {
            let head = cell(&t.header, c);
            let cells: Vec<&str> = t.rows.iter().map(|r| cell(r, c)).collect();
            let align = align(head, &cells);
            let cap = if align == Align::Left {
                MAX_TEXT_W
            } else {
                MAX_OTHER_W
            };
            let text_w = cells
                .iter()
                .map(|s| measure.text_width(s, ROW_PX, cap))
                .chain([measure.text_width(head, HEAD_PX, cap)])
                .fold(0.0f32, f32::max)
                .ceil();
            let pad = if align == Align::Centre {
                PAD_NARROW
            } else {
                PAD
            };
            Column { align, text_w, pad }
        })
        .collect();
    let block_w: f32 = columns.iter().map(Column::width).sum();
    let title_w = measure
        .text_width(&t.title, TITLE_PX, MAX_TITLE_W)
        .max(measure.text_width(&t.subtitle, SUBTITLE_PX, MAX_TITLE_W));
    let top = header_top(t);
    let n = t.rows.len();
    let size = |blocks: usize| {
        let per_block = n.div_ceil(blocks).max(1);
        let width = (2.0 * MARGIN + blocks as f32 * block_w + (blocks - 1) as f32 * BLOCK_GAP)
            .max(2.0 * MARGIN + title_w)
            .max(MIN_W)
            .ceil();
        let height = (top + HEAD_H + per_block as f32 * ROW_H + BOTTOM).ceil();
        (per_block, width, height)
    };
    // As many blocks as make it largest once fitted in MAX_SIDE: one, unless
    // the rows run far past the bottom.
    let scale = |blocks: usize| {
        let (_, w, h) = size(blocks);
        let limit = MAX_SIDE as f32;
        (limit / w).min(limit / h).min(1.0)
    };
    let mut blocks = 1;
    for k in 2..=n {
        if scale(blocks) >= 1.0 {
            break;
        }
        if scale(k) > scale(blocks) {
            blocks = k;
        } else if size(k).1 > MAX_SIDE as f32 {
            // Wider blocks only shrink it further.
            break;
        }
    }
    let (per_block, width, height) = size(blocks);
    Layout {
        columns,
        per_block,
        blocks,
        block_w,
        top,
        width,
        height,
    }
}

/// The table as a PNG: columns sized to their widest cell, numbers
/// right-aligned, names left-aligned and cut with "…" when too long, every
/// other row striped and the highlighted one lit with a red mark. At most
/// [`MAX_SIDE`] pixels a side; [`RenderError::TooLarge`] when it could only
/// fit with text too small to read. An empty table says so in `lang`, the
/// language of its title and heads.
pub fn table_png(t: &TablePicture, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let l = layout(t, &Page::measure());
    let nobody = tr!(lang, "render-table-nobody");
    let chars: String = [&t.title, &t.subtitle, &nobody]
        .into_iter()
        .chain(&t.header)
        .chain(t.rows.iter().flatten())
        .flat_map(|s| s.chars())
        .chain("…0123456789".chars())
        .collect();
    let sizes = [TITLE_PX, SUBTITLE_PX, HEAD_PX, ROW_PX];
    fitted_png(l.width, l.height, &sizes, &chars, |canvas, page| {
        draw(canvas, page, t, &l, &nobody)
    })
}

fn draw(canvas: &mut Canvas, page: &Page, t: &TablePicture, l: &Layout, nobody: &str) {
    let inner = l.width - 2.0 * MARGIN;
    page.text(canvas, &t.title, TITLE_PX, MARGIN, TITLE_Y, inner, INK);
    if !t.subtitle.trim().is_empty() {
        let y = SUBTITLE_Y;
        page.text(canvas, &t.subtitle, SUBTITLE_PX, MARGIN, y, inner, GRID);
    }
    page.rule(canvas, MARGIN, l.width - MARGIN, l.top - 2.0, GRID);
    let first_row = l.top + HEAD_H;
    if t.rows.is_empty() {
        let x = (l.width - page.text_width(nobody, ROW_PX, inner)) / 2.0;
        let y = first_row + ROW_H / 2.0 + page.cap_height(ROW_PX) / 2.0;
        page.text(canvas, nobody, ROW_PX, x, y, inner, GRID);
    }
    for block in 0..l.blocks {
        let x0 = MARGIN + block as f32 * (l.block_w + BLOCK_GAP);
        let head_y = l.top + HEAD_H - 12.0;
        draw_row(canvas, page, l, x0, head_y, &t.header, HEAD_PX, GRID);
        let rows = t.rows.iter().enumerate().skip(block * l.per_block);
        for (k, (i, row)) in rows.take(l.per_block).enumerate() {
            let y0 = first_row + k as f32 * ROW_H;
            let band = (x0 - 6.0, y0 + 1.0, x0 + l.block_w + 6.0, y0 + ROW_H - 1.0);
            if t.highlight == Some(i) {
                page.rounded(canvas, band, 8.0, PILL);
                let (bx, by0, by1) = (band.0, band.1 + 5.0, band.3 - 5.0);
                page.rounded(canvas, (bx, by0, bx + 5.0, by1), 2.5, RED);
            } else if i % 2 == 1 {
                page.rounded(canvas, band, 8.0, STRIPE);
            }
            let baseline = y0 + ROW_H / 2.0 + page.cap_height(ROW_PX) / 2.0;
            draw_row(canvas, page, l, x0, baseline, row, ROW_PX, INK);
        }
    }
}

/// One row's cells (or the heads) in their columns, from `x0`.
#[allow(clippy::too_many_arguments)]
fn draw_row(
    canvas: &mut Canvas,
    page: &Page,
    l: &Layout,
    x0: f32,
    baseline: f32,
    cells: &[String],
    px: f32,
    color: Rgb,
) {
    let mut x = x0;
    for (c, column) in l.columns.iter().enumerate() {
        let s = cell(cells, c);
        let w = page.text_width(s, px, column.text_w);
        let at = x
            + column.pad
            + match column.align {
                Align::Left => 0.0,
                Align::Right => column.text_w - w,
                Align::Centre => (column.text_w - w) / 2.0,
            };
        page.text(canvas, s, px, at, baseline, column.text_w, color);
        x += column.width();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::page::fit_scale;
    use crate::render::page::tests::decode;

    fn standings(players: usize) -> TablePicture {
        let names = ["alice", "bob", "carol", "dave", "erin", "frank", "grace"];
        TablePicture {
            title: "Swiss of the week — standings after round 2".into(),
            subtitle: format!("Pente · {players} players · 3 rounds"),
            header: ["#", "Player", "Pts", "Bch-1", "SB", "W", "Games"]
                .map(String::from)
                .to_vec(),
            rows: (0..players)
                .map(|i| {
                    let name = format!("{}{}", names[i % names.len()], i / names.len());
                    vec![
                        (i + 1).to_string(),
                        name,
                        format!("{}½", 3 - i.min(3)),
                        "4".into(),
                        "3.25".into(),
                        "2".into(),
                        "3".into(),
                    ]
                })
                .collect(),
            highlight: None,
        }
    }

    fn crosstable(players: usize) -> TablePicture {
        let mut header = vec!["#".to_string(), "Player".to_string()];
        header.extend((1..=players).map(|i| i.to_string()));
        header.push("Pts".into());
        let rows = (0..players)
            .map(|i| {
                let mut row = vec![(i + 1).to_string(), format!("player number {i}")];
                row.extend((0..players).map(|j| {
                    match (i == j, (i + j) % 3) {
                        (true, _) => "—",
                        (_, 0) => "1",
                        (_, 1) => "0",
                        _ => "½",
                    }
                    .to_string()
                }));
                row.push(format!("{}½", players / 2));
                row
            })
            .collect();
        TablePicture {
            title: "Round robin — crosstable".into(),
            subtitle: String::new(),
            header,
            rows,
            highlight: Some(0),
        }
    }

    #[test]
    fn columns_are_aligned_by_what_they_hold() {
        assert_eq!(align("Player", &["alice", "bob"]), Align::Left);
        assert_eq!(align("Pts", &["2½", "10", "0.5"]), Align::Right);
        assert_eq!(align("#", &["1", "2", "10"]), Align::Right);
        assert_eq!(align("3", &["1", "0", "½", "—", ""]), Align::Centre);
        assert_eq!(align("White", &["alice", "bye"]), Align::Left);
        assert_eq!(align("Result", &["1-0", "½-½", "0-1"]), Align::Right);
        assert_eq!(align("Player", &[]), Align::Left);
    }

    #[test]
    fn a_standings_table_decodes_and_grows_with_rows_and_columns() {
        // A short title, so that the columns set the width.
        let standings = |n| TablePicture {
            title: "Standings".into(),
            ..standings(n)
        };
        let small = decode(&table_png(&standings(3), Lang::ENGLISH).unwrap());
        let more_rows = decode(&table_png(&standings(7), Lang::ENGLISH).unwrap());
        assert_eq!(small.width(), more_rows.width());
        assert!(more_rows.height() >= small.height() + 4 * ROW_H as u32);
        let mut wider = standings(3);
        wider.header.push("Performance".into());
        for row in &mut wider.rows {
            row.push("1834".into());
        }
        let wider = decode(&table_png(&wider, Lang::ENGLISH).unwrap());
        assert!(wider.width() > small.width());
        assert_eq!(wider.height(), small.height());
    }

    #[test]
    fn the_highlighted_row_is_lit() {
        let plain = standings(5);
        let lit = TablePicture {
            highlight: Some(2),
            ..standings(5)
        };
        let (a, b) = (
            decode(&table_png(&plain, Lang::ENGLISH).unwrap()),
            decode(&table_png(&lit, Lang::ENGLISH).unwrap()),
        );
        let l = layout(&plain, &Page::measure());
        let row_top = |i: usize| (l.top + HEAD_H + i as f32 * ROW_H) as u32;
        let differ = |y0: u32| {
            (y0 + 2..y0 + ROW_H as u32 - 2)
                .flat_map(|y| (0..a.width()).map(move |x| (x, y)))
                .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
                .count()
        };
        assert!(differ(row_top(2)) > 1000, "row 2 is lit");
        assert_eq!(differ(row_top(1)), 0, "row 1 is not");
        assert_eq!(differ(row_top(3)), 0, "row 3 is not");
        // The red mark at its start.
        let y = row_top(2) + ROW_H as u32 / 2;
        let red = (0..a.width() / 4)
            .filter(|&x| b.get_pixel(x, y).0 == RED)
            .count();
        assert!(red >= 3, "{red} red pixels");
        // A highlight past the last row marks nothing.
        let none = TablePicture {
            highlight: Some(99),
            ..standings(5)
        };
        assert_eq!(
            table_png(&none, Lang::ENGLISH).unwrap(),
            table_png(&plain, Lang::ENGLISH).unwrap()
        );
    }

    #[test]
    fn an_empty_table_still_renders() {
        let png = table_png(&TablePicture::default(), Lang::ENGLISH).unwrap();
        let img = decode(&png);
        assert!(img.width() >= MIN_W as u32 && img.height() > 100);
        let headed = TablePicture {
            header: vec!["#".into(), "Player".into()],
            title: "Nobody has joined".into(),
            ..TablePicture::default()
        };
        decode(&table_png(&headed, Lang::ENGLISH).unwrap());
    }

    #[test]
    fn sixty_four_players_stay_within_the_limit() {
        for t in [standings(64), crosstable(64)] {
            let img = decode(&table_png(&t, Lang::ENGLISH).unwrap());
            assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
        }
        // A crosstable of 16 is drawn at full size, results centred.
        let l = layout(&crosstable(16), &Page::measure());
        assert_eq!(l.blocks, 1);
        assert!(fit_scale(l.width, l.height).unwrap() == 1.0);
        assert!(l.columns[2..18].iter().all(|c| c.align == Align::Centre));
        assert_eq!(l.columns[1].align, Align::Left);
        assert_eq!(l.columns[18].align, Align::Right);
    }

    #[test]
    fn very_many_rows_are_set_side_by_side_then_refused() {
        let l = layout(&standings(300), &Page::measure());
        assert!(l.blocks >= 2, "{} blocks", l.blocks);
        assert!(l.per_block * l.blocks >= 300);
        let img = decode(&table_png(&standings(300), Lang::ENGLISH).unwrap());
        assert!(img.width() <= MAX_SIDE && img.height() <= MAX_SIDE);
        assert!(matches!(
            table_png(&standings(5000), Lang::ENGLISH),
            Err(RenderError::TooLarge { .. })
        ));
        assert!(matches!(
            table_png(&crosstable(400), Lang::ENGLISH),
            Err(RenderError::TooLarge { .. })
        ));
    }

    #[test]
    fn long_names_are_cut_and_stay_in_their_column() {
        let mut t = standings(3);
        t.rows[1][1] = "a player with a name far, far too long for any table".repeat(3);
        t.rows[2][1] = "🦀\u{200D}\u{0}\n".repeat(500);
        let page = Page::measure();
        let l = layout(&t, &page);
        let name = &l.columns[1];
        assert!(name.text_w <= MAX_TEXT_W && name.text_w > MAX_TEXT_W - 30.0);
        let cut = page.text_width(&t.rows[1][1], ROW_PX, name.text_w);
        assert!(cut <= name.text_w && cut < page.text_width(&t.rows[1][1], ROW_PX, 1e6));
        assert!(l.width < 1000.0, "{}", l.width);
        // Between the name's room and the points, row 1 is bare stripe.
        let img = decode(&table_png(&t, Lang::ENGLISH).unwrap());
        let x0 = MARGIN + l.columns[0].width() + name.pad + name.text_w + 1.0;
        let x1 = MARGIN + l.columns[0].width() + name.width() + l.columns[2].pad;
        let y0 = l.top + HEAD_H + ROW_H;
        for y in (y0 + 3.0) as u32..(y0 + ROW_H - 3.0) as u32 {
            for x in x0.ceil() as u32..x1 as u32 {
                assert_eq!(img.get_pixel(x, y).0, STRIPE, "({x}, {y})");
            }
        }
    }
}
