//! Discord's sharding: which process answers which servers.
//!
//! Discord splits a bot's servers into shards by the rule
//! `shard = (guild_id >> 22) % total` and sends each server's events only to
//! the connection that identified as its shard. A process that runs some of
//! the shards therefore hears only from their servers, and it must load, time
//! and change only their games: another process owns the rest.

use std::fmt;
use std::ops::Range;

/// The shards one process runs: `ids` out of `total`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShardSet {
    pub ids: Range<u32>,
    pub total: u32,
}

/// The shard of a server, by Discord's rule.
pub fn shard_of(guild_id: u64, total: u32) -> u32 {
    ((guild_id >> 22) % u64::from(total.max(1))) as u32
}

impl ShardSet {
    /// One process with every shard: it owns every server.
    pub fn all() -> ShardSet {
        ShardSet {
            ids: 0..1,
            total: 1,
        }
    }

    pub fn owns_everything(&self) -> bool {
        self.ids.start == 0 && self.ids.end >= self.total
    }

    /// Whether this process answers for the server.
    pub fn owns(&self, guild_id: u64) -> bool {
        self.ids.contains(&shard_of(guild_id, self.total))
    }

    /// Reads `ids` as written in the config: `"0..4"` (shards 0 to 3, as in
    /// Rust) or a single shard `"2"`, out of `total`.
    pub fn parse(ids: &str, total: u32) -> Result<ShardSet, String> {
        if total == 0 {
            return Err("`total` must be at least 1".to_string());
        }
        let number = |text: &str| {
            text.trim()
                .parse::<u32>()
                .map_err(|_| format!("`ids` must look like \"0..4\" or \"2\", not {ids:?}"))
        };
        let range = match ids.split_once("..") {
            Some((start, end)) => number(start)?..number(end)?,
            None => {
                let id = number(ids)?;
                id..id.saturating_add(1)
            }
        };
        if range.is_empty() {
            return Err(format!("`ids` {ids:?} names no shard"));
        }
        if range.end > total {
            return Err(format!(
                "`ids` {ids:?} goes past the last shard: with total = {total} the shards are 0..{total}"
            ));
        }
        Ok(ShardSet { ids: range, total })
    }
}

impl fmt::Display for ShardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ids.len() == 1 {
            write!(f, "shard {} of {}", self.ids.start, self.total)
        } else {
            write!(
                f,
                "shards {}–{} of {}",
                self.ids.start,
                self.ids.end - 1,
                self.total
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discords_rule_uses_the_timestamp_bits_of_the_id() {
        // Two ids made 1 ms apart differ by 1 << 22.
        let guild = 41_771_983_423_143_937_u64;
        assert_eq!(shard_of(guild, 1), 0);
        assert_eq!(shard_of(guild, 2), ((guild >> 22) % 2) as u32);
        assert_ne!(shard_of(guild, 2), shard_of(guild + (1 << 22), 2));
        // The low 22 bits (worker, process, increment) never move a server.
        assert_eq!(shard_of(guild, 7), shard_of(guild | 0x3f_ffff, 7));
    }

    #[test]
    fn a_set_owns_exactly_its_shards() {
        let set = ShardSet::parse("1..3", 4).unwrap();
        assert_eq!(set.ids, 1..3);
        for shard in 0..4_u64 {
            let guild = (1000 + shard) << 22;
            assert_eq!(
                set.owns(guild),
                (1..3).contains(&shard_of(guild, 4)),
                "{guild}"
            );
        }
        assert!(!set.owns_everything());
        assert!(ShardSet::parse("0..4", 4).unwrap().owns_everything());
        assert!(ShardSet::all().owns(12345 << 22));
        assert_eq!(ShardSet::parse("2", 4).unwrap().ids, 2..3);
        assert_eq!(set.to_string(), "shards 1–2 of 4");
        assert_eq!(ShardSet::parse("0", 2).unwrap().to_string(), "shard 0 of 2");
    }

    #[test]
    fn bad_sets_say_why() {
        assert!(ShardSet::parse("0..2", 0).unwrap_err().contains("total"));
        assert!(ShardSet::parse("0..5", 4).unwrap_err().contains("past"));
        assert!(ShardSet::parse("3..3", 4).unwrap_err().contains("no shard"));
        assert!(ShardSet::parse("a..b", 4).unwrap_err().contains("0..4"));
        assert!(ShardSet::parse("", 4).is_err());
    }
}
