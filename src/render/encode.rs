//! A minimal PNG writer for 8-bit palette images, fed row by row.
//!
//! Written here rather than through the `png` crate for two reasons. The
//! filter is chosen per row: a row identical to the one above goes out as
//! `Up`, all zeros, which zlib packs in a few bits; rows across the board go
//! out as `Up` too, which turns the grid lines between stones into zeros and
//! leaves only the stones to code; the rest (text) goes out unfiltered,
//! since differences between palette indices mean nothing there. The `png`
//! crate applies one filter to every row, and no single filter gets a frame
//! under the size target at a zlib level fast enough for the time target.
//! And rows are produced as they are compressed, so no frame-sized buffer of
//! indices is ever built.

use flate2::{Compress, Compression, Crc, FlushCompress, Status};
use std::ops::Range;

const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
const FILTER_NONE: u8 = 0;
const FILTER_UP: u8 = 2;

/// The PNG of a `width` × `height` palette image with the palette `plte`
/// (RGB triples), deflated at zlib `level`. `fill_row(y, row)` writes row
/// `y`'s indices; rows in `up_rows` are filtered with `Up`.
pub(crate) fn indexed_png(
    width: u32,
    height: u32,
    plte: &[u8],
    level: u32,
    up_rows: Range<u32>,
    mut fill_row: impl FnMut(u32, &mut [u8]),
) -> Vec<u8> {
    debug_assert!(plte.len().is_multiple_of(3) && plte.len() <= 3 * 256);
    let w = width as usize;
    let mut above = vec![0u8; w];
    let mut row = vec![0u8; w];
    let mut line = vec![0u8; w + 1];
    let mut z = Compress::new(Compression::new(level), true);
    let mut idat = Vec::with_capacity(64 * 1024);
    for y in 0..height {
        fill_row(y, &mut row);
        let (filter, data) = line.split_at_mut(1);
        if y > 0 && row == above {
            filter[0] = FILTER_UP;
            data.fill(0);
        } else if y > 0 && up_rows.contains(&y) {
            filter[0] = FILTER_UP;
            for ((d, &r), &a) in data.iter_mut().zip(&row).zip(&above) {
                *d = r.wrapping_sub(a);
            }
        } else {
            filter[0] = FILTER_NONE;
            data.copy_from_slice(&row);
        }
        compress(&mut z, &line, &mut idat, FlushCompress::None);
        std::mem::swap(&mut row, &mut above);
    }
    compress(&mut z, &[], &mut idat, FlushCompress::Finish);

    let mut out = Vec::with_capacity(idat.len() + plte.len() + 64);
    out.extend_from_slice(&SIGNATURE);
    let mut ihdr = [0u8; 13];
    ihdr[0..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace.
    ihdr[8..13].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", plte);
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Feeds all of `input` to `z`, growing `out` as needed; with `Finish`,
/// until the stream is complete.
fn compress(z: &mut Compress, input: &[u8], out: &mut Vec<u8>, flush: FlushCompress) {
    let start = z.total_in();
    loop {
        if out.capacity() - out.len() < 1024 {
            out.reserve(out.capacity().max(4096));
        }
        let consumed = (z.total_in() - start) as usize;
        // Compressing from memory to memory cannot fail.
        let status = z
            .compress_vec(&input[consumed..], out, flush)
            .expect("deflate in memory");
        let done = (z.total_in() - start) as usize == input.len();
        match (flush, status) {
            (FlushCompress::Finish, Status::StreamEnd) => return,
            (FlushCompress::Finish, _) => {}
            _ if done => return,
            _ => {}
        }
    }
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = Crc::new();
    crc.update(&out[start..]);
    out.extend_from_slice(&crc.sum().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_to_what_was_written() {
        let (w, h) = (7u32, 6u32);
        let plte = [0, 0, 0, 255, 0, 0, 0, 255, 0];
        let mut idx = vec![0u8; (w * h) as usize];
        // Rows 0 and 1 the same, the rest different; rows 3–4 go out as Up.
        for (i, v) in idx.iter_mut().enumerate() {
            let (x, y) = (i as u32 % w, i as u32 / w);
            *v = if y < 2 {
                (x % 3) as u8
            } else {
                ((x + y) % 3) as u8
            };
        }
        let png = indexed_png(w, h, &plte, 4, 3..5, |y, row| {
            row.copy_from_slice(&idx[(y * w) as usize..((y + 1) * w) as usize])
        });
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("valid header");
        let info = reader.info();
        assert_eq!((info.width, info.height), (w, h));
        assert_eq!(info.color_type, png::ColorType::Indexed);
        assert_eq!(info.palette.as_deref(), Some(&plte[..]));
        let mut buf = vec![0; reader.output_buffer_size().expect("small image")];
        reader.next_frame(&mut buf).expect("valid data");
        assert_eq!(buf, idx);
    }
}
