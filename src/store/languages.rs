//! The languages chosen with `/pente language` (issue 37): a user's own, for
//! their private replies and messages, and a server's, for its public
//! posts. Stored as Discord's locale codes; read at start, and a user's
//! again now and then (another process may have changed it). Also the
//! Discord locale last seen of each user and server (not a choice), for
//! what is said without an interaction: a timer's post, a direct message.

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

    /// The table of the Discord locales seen of this kind.
    fn seen_table(self) -> (&'static str, &'static str, u64) {
        match self {
            LanguageOf::User(id) => ("seen_user_locales", "user_id", id),
            LanguageOf::Server(id) => ("seen_server_locales", "guild_id", id),
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

    /// The language `whose` chose, if any, as stored now.
    pub async fn language(&self, whose: LanguageOf) -> Result<Option<String>, StoreError> {
        let (table, key, id) = whose.table();
        on_db!(self, pool => async {
            let locale: Option<String> =
                sqlx::query_scalar(&format!("SELECT locale FROM {table} WHERE {key} = $1"))
                    .bind(to_db(id))
                    .fetch_optional(pool)
                    .await?;
            Ok(locale)
        })
    }

    /// Keeps `locale` as the Discord locale last seen of `whose`.
    pub async fn set_seen_locale(&self, whose: LanguageOf, locale: &str) -> Result<(), StoreError> {
        let (table, key, id) = whose.seen_table();
        on_db!(self, pool => async {
            sqlx::query(&format!(
                "INSERT INTO {table} ({key}, locale) VALUES ($1, $2) \
                 ON CONFLICT ({key}) DO UPDATE SET locale = excluded.locale"
            ))
            .bind(to_db(id))
            .bind(locale)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Every language chosen: the users', then the servers'.
    pub async fn languages(&self) -> Result<(Vec<(u64, String)>, Vec<(u64, String)>), StoreError> {
        self.read_locales([
            ("user_languages", "user_id"),
            ("server_languages", "guild_id"),
        ])
        .await
    }

    /// Every Discord locale last seen: the users', then the servers'.
    pub async fn seen_locales(
        &self,
    ) -> Result<(Vec<(u64, String)>, Vec<(u64, String)>), StoreError> {
        self.read_locales([
            ("seen_user_locales", "user_id"),
            ("seen_server_locales", "guild_id"),
        ])
        .await
    }

    /// The rows of the users' table, then of the servers'.
    async fn read_locales(
        &self,
        tables: [(&'static str, &'static str); 2],
    ) -> Result<(Vec<(u64, String)>, Vec<(u64, String)>), StoreError> {
        on_db!(self, pool => async {
            let mut read = Vec::new();
            for (table, key) in tables {
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
            assert_eq!(
                store
                    .language(LanguageOf::User(8))
                    .await
                    .unwrap()
                    .as_deref(),
                Some("pl")
            );
            assert_eq!(store.language(LanguageOf::User(7)).await.unwrap(), None);
        }
    }

    #[tokio::test]
    async fn the_locales_seen_are_kept_apart_from_the_choices() {
        for store in backends().await {
            let seen = |id| LanguageOf::User(id);
            store.set_seen_locale(seen(7), "fi").await.unwrap();
            store.set_seen_locale(seen(7), "de").await.unwrap();
            store
                .set_seen_locale(LanguageOf::Server(1), "pl")
                .await
                .unwrap();
            let (users, servers) = store.seen_locales().await.unwrap();
            assert_eq!(users, [(7, "de".to_string())]);
            assert_eq!(servers, [(1, "pl".to_string())]);
            let (users, servers) = store.languages().await.unwrap();
            assert!(users.is_empty() && servers.is_empty(), "none chosen");
        }
    }
}
