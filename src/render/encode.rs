//! A minimal PNG writer for 8-bit palette images.
//!
//! Written here rather than through the `png` crate for one reason: the
//! filter is chosen per row. A row identical to the one above (most rows of
//! an empty stretch of board) goes out as `Up`, all zeros, which zlib packs
//! in a few bits and quickly; every other row goes out unfiltered, since
//! differences between palette indices mean nothing. The `png` crate applies
//! one filter to every row, and neither choice alone gets a frame under the
//! size and time targets.

use flate2::{Compress, Compression, Crc, FlushCompress, Status};

const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
const FILTER_NONE: u8 = 0;
const FILTER_UP: u8 = 2;

/// The PNG of a `width` × `height` image of palette indices `idx` (row by
/// row) with the palette `plte` (RGB triples), deflated at zlib `level`.
pub(crate) fn indexed_png(width: u32, height: u32, plte: &[u8], idx: &[u8], level: u32) -> Vec<u8> {
    let w = width as usize;
    debug_assert_eq!(idx.len(), w * height as usize);
    debug_assert!(plte.len() % 3 == 0 && plte.len() <= 3 * 256);

    let mut raw = Vec::with_capacity(idx.len() + height as usize);
    let mut above: Option<&[u8]> = None;
    for row in idx.chunks_exact(w) {
        if above == Some(row) {
            raw.push(FILTER_UP);
            raw.resize(raw.len() + w, 0);
        } else {
            raw.push(FILTER_NONE);
            raw.extend_from_slice(row);
        }
        above = Some(row);
    }

    let mut out = Vec::with_capacity(32 * 1024);
    out.extend_from_slice(&SIGNATURE);
    let mut ihdr = [0u8; 13];
    ihdr[0..4].copy_from_slice(&width.to_be_bytes());
    ihdr[4..8].copy_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (palette), deflate, adaptive filtering, no interlace.
    ihdr[8..13].copy_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", plte);
    chunk(&mut out, b"IDAT", &deflate(&raw, level));
    chunk(&mut out, b"IEND", &[]);
    out
}

fn deflate(raw: &[u8], level: u32) -> Vec<u8> {
    let mut z = Compress::new(Compression::new(level), true);
    let mut out = Vec::with_capacity(raw.len() / 16 + 1024);
    loop {
        let consumed = z.total_in() as usize;
        let status = z
            .compress_vec(&raw[consumed..], &mut out, FlushCompress::Finish)
            // Compressing from memory to memory has no way to fail.
            .expect("deflate in memory");
        match status {
            Status::StreamEnd => return out,
            Status::Ok | Status::BufError => out.reserve(out.capacity().max(4096)),
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
        let (w, h) = (7u32, 5u32);
        let plte = [0, 0, 0, 255, 0, 0, 0, 255, 0];
        let mut idx = vec![0u8; (w * h) as usize];
        // Rows 0 and 1 the same (row 1 goes out as Up), the rest different.
        for (i, v) in idx.iter_mut().enumerate() {
            let (x, y) = (i as u32 % w, i as u32 / w);
            *v = if y < 2 {
                (x % 3) as u8
            } else {
                ((x + y) % 3) as u8
            };
        }
        let png = indexed_png(w, h, &plte, &idx, 4);
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
