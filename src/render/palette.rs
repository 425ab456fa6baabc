//! The 256-colour palette every frame is written with, chosen once at
//! start-up, and the table that maps a colour to it in one lookup.
//!
//! A palette PNG is a third the size of an RGB one before compression and
//! compresses far better, but quantizing each frame would cost more than the
//! rest of the rendering together. Every frame is made of the same few
//! ingredients (wood, lines, the same two stone sprites, the same marks and
//! text colours), so a palette chosen from sample frames once fits them all.

use super::canvas::Rgb;
use std::collections::HashMap;

/// Bits kept per channel when looking a colour up.
const BITS: u32 = 5;
const LEVELS: usize = 1 << BITS;

pub(crate) struct Palette {
    pub colors: Vec<Rgb>,
    lut: Box<[u8; LEVELS * LEVELS * LEVELS]>,
}

impl Palette {
    /// A palette of at most `size` (≤ 256) colours holding `fixed` exactly
    /// (the large flat areas, which must not shift) and, for the rest,
    /// colours chosen by median cut from the colours of `samples`.
    pub fn build(size: usize, fixed: &[Rgb], samples: &[&[Rgb]]) -> Palette {
        let size = size.min(256);
        let mut counts: HashMap<Rgb, u32> = HashMap::new();
        for sample in samples {
            for &c in sample.iter() {
                *counts.entry(c).or_default() += 1;
            }
        }
        let mut colors: Vec<Rgb> = Vec::with_capacity(256);
        for &c in fixed {
            if !colors.contains(&c) && colors.len() < size {
                colors.push(c);
            }
        }
        let rest: Vec<(Rgb, f32)> = counts
            .into_iter()
            .filter(|(c, _)| !colors.contains(c))
            // Square root: a colour covering many pixels matters more, but
            // not so much that gradients get no entries at all.
            .map(|(c, n)| (c, (n as f32).sqrt()))
            .collect();
        colors.extend(median_cut(rest, size.saturating_sub(colors.len())));

        let mut lut = Box::new([0u8; LEVELS * LEVELS * LEVELS]);
        let half = 1u8 << (8 - BITS - 1);
        for (i, slot) in lut.iter_mut().enumerate() {
            let q = |shift: u32| (((i >> shift) & (LEVELS - 1)) as u8) << (8 - BITS) | half;
            *slot = nearest(&colors, [q(2 * BITS), q(BITS), q(0)]);
        }
        // The exact colours own their cells, so that flat areas keep their
        // colour wherever they are drawn around.
        for (i, &c) in colors.iter().enumerate().take(fixed.len()).rev() {
            lut[cell(c)] = i as u8;
        }
        Palette { colors, lut }
    }

    #[inline]
    pub fn index(&self, c: Rgb) -> u8 {
        self.lut[cell(c)]
    }

    /// The palette as the PLTE chunk wants it.
    pub fn plte(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }
}

#[inline]
fn cell([r, g, b]: Rgb) -> usize {
    let s = 8 - BITS;
    ((r >> s) as usize) << (2 * BITS) | ((g >> s) as usize) << BITS | (b >> s) as usize
}

/// Distance as the eye roughly weighs it: green most, blue least.
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |k: usize| (a[k] as i32 - b[k] as i32).unsigned_abs();
    3 * d(0) * d(0) + 4 * d(1) * d(1) + 2 * d(2) * d(2)
}

fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = (u32::MAX, 0);
    for (i, &p) in colors.iter().enumerate() {
        let d = distance(p, c);
        if d < best.0 {
            best = (d, i);
        }
    }
    best.1 as u8
}

struct Box_ {
    colors: Vec<(Rgb, f32)>,
    error: f32,
}

impl Box_ {
    fn new(colors: Vec<(Rgb, f32)>) -> Box_ {
        let mean = mean(&colors);
        let error = colors
            .iter()
            .map(|&(c, w)| {
                let d = |k: usize| c[k] as f32 - mean[k];
                w * (3.0 * d(0) * d(0) + 4.0 * d(1) * d(1) + 2.0 * d(2) * d(2))
            })
            .sum();
        Box_ { colors, error }
    }
}

fn mean(colors: &[(Rgb, f32)]) -> [f32; 3] {
    let total: f32 = colors.iter().map(|&(_, w)| w).sum::<f32>().max(1e-6);
    let mut m = [0.0; 3];
    for &(c, w) in colors {
        for k in 0..3 {
            m[k] += c[k] as f32 * w / total;
        }
    }
    m
}

/// Splits the colour set, always the box with the largest weighted error
/// next, along its widest channel at the weighted median; each box becomes
/// one palette entry, its weighted mean.
fn median_cut(colors: Vec<(Rgb, f32)>, n: usize) -> Vec<Rgb> {
    if colors.is_empty() || n == 0 {
        return Vec::new();
    }
    let mut boxes = vec![Box_::new(colors)];
    while boxes.len() < n {
        let Some((i, _)) = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.colors.len() > 1)
            .max_by(|a, b| a.1.error.total_cmp(&b.1.error))
        else {
            break;
        };
        let mut colors = boxes.swap_remove(i).colors;
        let spread = |k: usize| {
            let (lo, hi) = colors.iter().fold((255u8, 0u8), |(lo, hi), &(c, _)| {
                (lo.min(c[k]), hi.max(c[k]))
            });
            hi - lo
        };
        let k = (0..3).max_by_key(|&k| spread(k)).unwrap_or(0);
        colors.sort_unstable_by_key(|&(c, _)| (c[k], c));
        let total: f32 = colors.iter().map(|&(_, w)| w).sum();
        let mut acc = 0.0;
        let mut split = colors.len() / 2;
        for (j, &(_, w)) in colors.iter().enumerate() {
            acc += w;
            if acc >= total / 2.0 {
                split = j + 1;
                break;
            }
        }
        let split = split.clamp(1, colors.len() - 1);
        let upper = colors.split_off(split);
        boxes.push(Box_::new(colors));
        boxes.push(Box_::new(upper));
    }
    let mut out: Vec<Rgb> = boxes
        .iter()
        .map(|b| mean(&b.colors).map(|v| v.round() as u8))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_colours_map_to_themselves() {
        let fixed = [[220, 179, 92], [60, 40, 20], [221, 180, 93]];
        let ramp: Vec<Rgb> = (0..=255u8).map(|v| [v, v, v]).collect();
        let p = Palette::build(256, &fixed, &[&ramp]);
        assert!(p.colors.len() <= 256);
        assert_eq!(p.index([220, 179, 92]), 0);
        assert_eq!(p.index([60, 40, 20]), 1);
    }

    #[test]
    fn a_grey_ramp_stays_close() {
        let ramp: Vec<Rgb> = (0..=255u8).map(|v| [v, v, v]).collect();
        let p = Palette::build(256, &[], &[&ramp]);
        for &c in &ramp {
            let got = p.colors[p.index(c) as usize];
            assert!(distance(got, c) <= 9 * 16 * 3, "{c:?} -> {got:?}");
        }
    }
}
