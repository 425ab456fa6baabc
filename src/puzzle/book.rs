//! The shipped puzzles as the bot and the website look them up: by id, and
//! the middle of their difficulties (where the daily puzzle is chosen).

use super::Puzzle;
use crate::rating;
use std::collections::HashMap;

pub struct Book {
    pub(crate) shipped: Vec<Puzzle>,
    by_id: HashMap<String, usize>,
    pub(crate) middle: f64,
}

impl Book {
    /// The shipped set, compiled in.
    pub fn shipped() -> Book {
        Book::of(super::shipped())
    }

    pub fn of(shipped: Vec<Puzzle>) -> Book {
        let by_id = shipped
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i))
            .collect();
        let mut ratings: Vec<f64> = shipped.iter().map(|p| p.rating).collect();
        ratings.sort_by(f64::total_cmp);
        let middle = ratings
            .get(ratings.len() / 2)
            .copied()
            .unwrap_or(rating::START_RATING);
        Book {
            shipped,
            by_id,
            middle,
        }
    }

    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.by_id.get(id).map(|&i| &self.shipped[i])
    }

    pub fn len(&self) -> usize {
        self.shipped.len()
    }

    pub fn is_empty(&self) -> bool {
        self.shipped.is_empty()
    }
}
