//! The languages chosen with `/pente language` (issue 37): a user's own, for
//! their private replies and messages, and a server's, for its public
//! posts. Stored as Discord's locale codes; read once at start.

use super::{from_db, to_db, Db, Store, StoreError};
use sqlx::Row;

/// Whose language: a user's own, or a server's public one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LanguageOf {
    User(u64),
    Server(u64),
}

impl LanguageOf {
    fn table(self) -> (&'static str, &'static str, u64) {
        match self {
            LanguageOf::User(id) => ("user_languages", "user_id", id),
            LanguageOf::Server(id) => ("server_languages", "guild_id", id),
        }
    }
}

impl Store {
    /// Sets (or, with `None`, clears) the language of `whose`.
    pub async fn set_language(
        &self,
        whose: LanguageOf,
        locale: Option<&str>,
    ) -> Result<(), StoreError> {
        let (table, key, id) = whose.table();
        on_db!(self, pool => async {
            match locale {
                Some(locale) => {
                    sqlx::query(&format!(
                        "INSERT INTO {table} ({key}, locale) VALUES ($1, $2) \
                         ON CONFLICT ({key}) DO UPDATE SET locale = excluded.locale"
                    ))
                    .bind(to_db(id))
                    .bind(locale)
                    .execute(pool)
                    .await?;
                }
                None => {
                    sqlx::query(&format!("DELETE FROM {table} WHERE {key} = $1"))
                        .bind(to_db(id))
                        .execute(pool)
                        .await?;
                }
            }
            Ok(())
        })
    }

    /// Every language chosen: the users', then the servers'.
    pub async fn languages(&self) -> Result<(Vec<(u64, String)>, Vec<(u64, String)>), StoreError> {
        on_db!(self, pool => async {
            let mut read = Vec::new();
            for (table, key) in [("user_languages", "user_id"), ("server_languages", "guild_id")] {
                let rows = sqlx::query(&format!("SELECT {key}, locale FROM {table} ORDER BY {key}"))
                    .fetch_all(pool)
                    .await?;
                let mut chosen = Vec::with_capacity(rows.len());
                for row in rows {
                    chosen.push((from_db(row.try_get(key)?), row.try_get::<String, _>("locale")?));
                }
                read.push(chosen);
            }
            let servers = read.pop().unwrap_or_default();
            let users = read.pop().unwrap_or_default();
            Ok((users, servers))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::tests::backends;

    #[tokio::test]
    async fn languages_are_set_changed_cleared_and_read_back() {
        for store in backends().await {
            store
                .set_language(LanguageOf::User(7), Some("fi"))
                .await
                .unwrap();
            store
                .set_language(LanguageOf::User(7), Some("de"))
                .await
                .unwrap();
            store
                .set_language(LanguageOf::User(8), Some("pl"))
                .await
                .unwrap();
            store
                .set_language(LanguageOf::Server(1), Some("fi"))
                .await
                .unwrap();
            let (users, servers) = store.languages().await.unwrap();
            assert_eq!(users, [(7, "de".to_string()), (8, "pl".to_string())]);
            assert_eq!(servers, [(1, "fi".to_string())]);
            store.set_language(LanguageOf::User(7), None).await.unwrap();
            store
                .set_language(LanguageOf::Server(1), None)
                .await
                .unwrap();
            let (users, servers) = store.languages().await.unwrap();
            assert_eq!(users, [(8, "pl".to_string())]);
            assert!(servers.is_empty());
        }
    }
}
