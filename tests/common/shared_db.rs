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

    /// Another connection holding the database's write lock (`BEGIN
    /// IMMEDIATE`) until it is rolled back: the bot's writes wait, then fail.
    pub async fn lock(&self) -> sqlx::SqliteConnection {
        let mut other: sqlx::SqliteConnection =
            sqlx::Connection::connect(&format!("sqlite://{}", self.file().display()))
                .await
                .unwrap();
        sqlx::query("BEGIN IMMEDIATE")
            .execute(&mut other)
            .await
            .unwrap();
        other
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
