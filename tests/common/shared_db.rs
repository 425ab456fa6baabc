//! A folder for a database shared by successive bot processes (a restart),
//! removed when the test ends.

use std::path::PathBuf;

pub struct SharedDb(PathBuf);

impl SharedDb {
    /// A fresh folder, named after the test file and `name`.
    pub fn new(file: &str, name: &str) -> SharedDb {
        let dir = std::env::temp_dir().join(format!("pente-{file}-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        SharedDb(dir)
    }

    pub fn file(&self) -> PathBuf {
        self.0.join("games.db")
    }

    /// The config line that points the bot at the database.
    pub fn config(&self) -> String {
        format!("database = {:?}", self.file().display().to_string())
    }
}

impl Drop for SharedDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
