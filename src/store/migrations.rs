//! The schema's migrations, compiled into the binary.
//!
//! `sqlx::migrate!` does the same at compile time, but it needs sqlx's
//! procedural macros, which build sqlx and both database drivers a second
//! time for the compiler: most of a clean build's time spent on sqlx. The
//! list is short and changes once in a while; a test checks that it names
//! every file of the two folders, so a new migration cannot be forgotten.

use sqlx::migrate::{Migration, MigrationType, Migrator};
use std::borrow::Cow;
use std::sync::LazyLock;

/// One migration: its file's version, the description sqlx derives from the
/// file name, and the file's text. The checksum sqlx records is the text's,
/// so a database migrated by `sqlx::migrate!` is recognised as up to date.
macro_rules! migration {
    ($folder:literal, $version:literal, $name:literal) => {
        (
            $version,
            $name,
            include_str!(concat!("../../", $folder, "/", $name)),
        )
    };
}

type Embedded = (i64, &'static str, &'static str);

const SQLITE: &[Embedded] = &[
    migration!("migrations", 1, "0001_games.sql"),
    migration!("migrations", 2, "0002_computer_level.sql"),
    migration!("migrations", 3, "0003_clocks.sql"),
    migration!("migrations", 4, "0004_ratings.sql"),
    migration!("migrations", 5, "0005_offers.sql"),
    migration!("migrations", 6, "0006_versions.sql"),
    migration!("migrations", 7, "0007_under_way_and_offer_versions.sql"),
    migration!("migrations", 8, "0008_variants.sql"),
    migration!("migrations", 9, "0009_events.sql"),
    migration!("migrations", 10, "0010_puzzles.sql"),
    migration!("migrations", 11, "0011_hill_rules.sql"),
    migration!("migrations", 12, "0012_puzzle_slots.sql"),
    migration!("migrations", 14, "0014_tournament_rule.sql"),
    migration!("migrations", 17, "0017_tournament_progress.sql"),
    migration!("migrations", 18, "0018_web.sql"),
    migration!("migrations", 20, "0020_long_games.sql"),
    migration!("migrations", 22, "0022_vacation_paid.sql"),
    migration!("migrations", 23, "0023_tournament_final_posts.sql"),
    migration!("migrations", 24, "0024_languages.sql"),
    migration!("migrations", 25, "0025_game_analyses.sql"),
    migration!("migrations", 26, "0026_seen_locales.sql"),
];

const POSTGRES: &[Embedded] = &[
    migration!("migrations-postgres", 1, "0001_games.sql"),
    migration!("migrations-postgres", 2, "0002_offers.sql"),
    migration!("migrations-postgres", 3, "0003_ratings.sql"),
    migration!(
        "migrations-postgres",
        4,
        "0004_under_way_and_offer_versions.sql"
    ),
    migration!("migrations-postgres", 5, "0005_variants.sql"),
    migration!("migrations-postgres", 6, "0006_events.sql"),
    migration!("migrations-postgres", 7, "0007_puzzles.sql"),
    migration!("migrations-postgres", 8, "0008_hill_rules.sql"),
    migration!("migrations-postgres", 9, "0009_puzzle_slots.sql"),
    migration!("migrations-postgres", 11, "0011_tournament_rule.sql"),
    migration!("migrations-postgres", 14, "0014_tournament_progress.sql"),
    migration!("migrations-postgres", 15, "0015_web.sql"),
    migration!("migrations-postgres", 17, "0017_long_games.sql"),
    migration!("migrations-postgres", 19, "0019_vacation_paid.sql"),
    migration!("migrations-postgres", 20, "0020_tournament_final_posts.sql"),
    migration!("migrations-postgres", 21, "0021_languages.sql"),
    migration!("migrations-postgres", 22, "0022_game_analyses.sql"),
    migration!("migrations-postgres", 23, "0023_seen_locales.sql"),
];

pub(super) static SQLITE_MIGRATOR: LazyLock<Migrator> = LazyLock::new(|| migrator(SQLITE));
pub(super) static POSTGRES_MIGRATOR: LazyLock<Migrator> = LazyLock::new(|| migrator(POSTGRES));

/// The SQLite (or, with `postgres`, PostgreSQL) schema as it stood after
/// its first `n` migrations: a database an older version left.
#[cfg(test)]
pub(super) fn older(postgres: bool, n: usize) -> Migrator {
    let list = if postgres { POSTGRES } else { SQLITE };
    migrator(&list[..n])
}

fn migrator(list: &'static [Embedded]) -> Migrator {
    let migrations = list
        .iter()
        .map(|&(version, file, sql)| {
            Migration::new(
                version,
                Cow::Owned(description(file)),
                MigrationType::Simple,
                Cow::Borrowed(sql),
                sql.starts_with("-- no-transaction"),
            )
        })
        .collect::<Vec<_>>();
    Migrator {
        migrations: Cow::Owned(migrations),
        ..Migrator::DEFAULT
    }
}

/// `0003_clocks.sql` → `clocks`, as sqlx names it.
fn description(file: &str) -> String {
    let stem = file.trim_end_matches(".sql");
    let words = stem.split_once('_').map_or(stem, |(_, rest)| rest);
    words.replace('_', " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files_in(folder: &str) -> Vec<(i64, String)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
        let mut files: Vec<(i64, String)> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .filter(|name| name.ends_with(".sql"))
            .map(|name| (name.split('_').next().unwrap().parse().unwrap(), name))
            .collect();
        files.sort();
        files
    }

    fn embedded(list: &[Embedded]) -> Vec<(i64, String)> {
        list.iter().map(|&(v, f, _)| (v, f.to_string())).collect()
    }

    #[test]
    fn every_migration_file_is_compiled_in_with_its_version() {
        assert_eq!(embedded(SQLITE), files_in("migrations"));
        assert_eq!(embedded(POSTGRES), files_in("migrations-postgres"));
    }

    #[test]
    fn migrations_are_named_and_checksummed_as_sqlx_does() {
        let first = &SQLITE_MIGRATOR.migrations[0];
        assert_eq!(first.version, 1);
        assert_eq!(first.description, "games");
        assert_eq!(
            description("0007_under_way_and_offer_versions.sql"),
            "under way and offer versions"
        );
        // SHA-384 of the text: 48 bytes, as sqlx stores it.
        assert_eq!(first.checksum.len(), 48);
        assert_eq!(POSTGRES_MIGRATOR.migrations.len(), POSTGRES.len());
    }
}
