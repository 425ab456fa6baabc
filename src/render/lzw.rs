//! GIF's LZW compression, written here for speed on what replay frames are
//! made of: long runs of one index (the transparent rows between a new stone
//! and the band, flat wood and pill). The output is exactly the standard
//! greedy LZW that the `gif` crate writes (a test checks it byte for byte);
//! only a run is taken in one step instead of one index at a time: the codes
//! for runs of each index are known, so the longest that fits is looked up
//! at once.

const MAX_CODES: usize = 4096;
const MAX_WIDTH: u32 = 12;

/// An encoder whose tables are kept from frame to frame (they are large,
/// and clearing them is cheap: entries of an older generation don't count).
pub(crate) struct Lzw {
    /// The code of string `(prefix code, index)`, tagged with the generation
    /// it was made in: `generation << 12 | code`.
    table: Vec<u32>,
    generation: u32,
    /// `runs[index][k - 2]` is the code of `index` repeated `k` times.
    runs: Vec<Vec<u16>>,
    /// The indices whose `runs` are not empty, to clear them quickly.
    runs_used: Vec<u8>,
}

/// The bits written so far.
struct Bits {
    out: Vec<u8>,
    buffer: u64,
    count: u32,
}

impl Bits {
    #[inline]
    fn write(&mut self, code: u32, width: u32) {
        self.buffer |= u64::from(code) << self.count;
        self.count += width;
        while self.count >= 8 {
            self.out.push(self.buffer as u8);
            self.buffer >>= 8;
            self.count -= 8;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.out.push(self.buffer as u8);
        }
        self.out
    }
}

impl Lzw {
    pub fn new() -> Lzw {
        Lzw {
            table: vec![0; MAX_CODES * 256],
            generation: 0,
            runs: vec![Vec::new(); 256],
            runs_used: Vec::new(),
        }
    }

    /// Forgets every string: the dictionary holds the single indices again.
    fn clear(&mut self) {
        self.generation += 1;
        if self.generation >= 1 << 20 {
            self.table.fill(0);
            self.generation = 1;
        }
        for &i in &self.runs_used {
            self.runs[i as usize].clear();
        }
        self.runs_used.clear();
    }

    /// `data` compressed as GIF image data: the minimum code size (as the
    /// `gif` crate chooses it, from the largest index), then the codes.
    pub fn encode(&mut self, data: &[u8]) -> Vec<u8> {
        let max = data.iter().copied().max().unwrap_or(0);
        let min_size = (u32::from(max) + 1)
            .max(4)
            .next_power_of_two()
            .trailing_zeros();
        let clear_code = 1u32 << min_size;
        let end_code = clear_code + 1;
        let mut bits = Bits {
            out: Vec::with_capacity(data.len() / 8 + 16),
            buffer: 0,
            count: 0,
        };
        bits.out.push(min_size as u8);
        let mut width = min_size + 1;
        bits.write(clear_code, width);
        self.clear();
        let mut next = clear_code + 2;

        let Some(&first) = data.first() else {
            bits.write(end_code, width);
            return bits.finish();
        };
        // The string being matched: its code and, when it is one index
        // repeated, that index and how many times.
        let mut current = u32::from(first);
        let mut run: Option<(u8, usize)> = Some((first, 1));
        let mut i = 1;
        while i < data.len() {
            let x = data[i];
            if let Some((symbol, len)) = run.filter(|&(s, _)| s == x) {
                // The longest run of this index the dictionary knows, and
                // how far the run goes (only as far as that can use: one
                // more tells whether it goes on).
                let known = self.runs[symbol as usize].len() + 1;
                let ahead = data[i..]
                    .iter()
                    .take(known - len + 1)
                    .take_while(|&&b| b == symbol)
                    .count();
                if len < known {
                    let take = ahead.min(known - len);
                    let len = len + take;
                    i += take;
                    current = if len == 1 {
                        u32::from(symbol)
                    } else {
                        u32::from(self.runs[symbol as usize][len - 2])
                    };
                    run = Some((symbol, len));
                    if take == ahead {
                        continue;
                    }
                }
                // The dictionary has no longer run of it: a new string.
                if next < MAX_CODES as u32 {
                    if self.runs[symbol as usize].is_empty() {
                        self.runs_used.push(symbol);
                    }
                    self.runs[symbol as usize].push(next as u16);
                }
            } else {
                let key = (current as usize) << 8 | x as usize;
                let entry = self.table[key];
                if entry >> 12 == self.generation {
                    current = entry & 0xfff;
                    run = None;
                    i += 1;
                    continue;
                }
                if next < MAX_CODES as u32 {
                    self.table[key] = self.generation << 12 | next;
                }
            }
            // `current` followed by `x` is not in the dictionary: it was
            // just added as `next`; `current` goes out and `x` starts anew.
            next += 1;
            bits.write(current, width);
            if next > 1 << width && width < MAX_WIDTH {
                width += 1;
            }
            if next > MAX_CODES as u32 {
                bits.write(clear_code, width);
                self.clear();
                next = clear_code + 2;
                width = min_size + 1;
            }
            current = u32::from(x);
            run = Some((x, 1));
            i += 1;
        }
        bits.write(current, width);
        if next >= 1 << width && width < MAX_WIDTH {
            width += 1;
        }
        bits.write(end_code, width);
        bits.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    /// What the `gif` crate writes for the same data.
    fn reference(data: &[u8]) -> Vec<u8> {
        let mut frame = gif::Frame {
            width: data.len() as u16,
            height: 1,
            buffer: Cow::Borrowed(data),
            ..gif::Frame::default()
        };
        frame.make_lzw_pre_encoded();
        frame.buffer.into_owned()
    }

    /// A reproducible mix of runs (long and short) and noise.
    fn sample(len: usize, seed: u64, max: u8) -> Vec<u8> {
        let mut state = seed;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) as u32
        };
        let mut out = Vec::with_capacity(len);
        while out.len() < len {
            let value = (next() % (u32::from(max) + 1)) as u8;
            let repeat = match next() % 4 {
                0 => 1,
                1 => 1 + next() as usize % 8,
                2 => 1 + next() as usize % 300,
                _ => 1 + next() as usize % 20_000,
            };
            out.extend(std::iter::repeat_n(value, repeat.min(len - out.len())));
        }
        out
    }

    #[test]
    fn writes_exactly_what_the_gif_crate_writes() {
        let mut lzw = Lzw::new();
        let cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![5],
            vec![0, 0, 0, 0],
            vec![3; 100_000],
            (0..=255u8).cycle().take(70_000).collect(),
            sample(200_000, 1, 127),
            sample(300_000, 2, 3),
            sample(50_000, 3, 255),
            sample(500_000, 4, 127),
        ];
        for (n, data) in cases.iter().enumerate() {
            assert_eq!(lzw.encode(data), reference(data), "case {n}");
        }
    }
}
