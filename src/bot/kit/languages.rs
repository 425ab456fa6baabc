//! Whose language a text is in (issue 37): a private reply in the asker's
//! (their own choice with `/pente language me:`, else the locale Discord
//! sends with the interaction, else the one it sent last), a public post in
//! the server's (a moderator's choice with `/pente language server:`, else
//! the server's Discord locale, as its last interaction or Discord's
//! GUILD_CREATE said, else English). Everything is read at start and
//! written through: database first, then memory. A user's choice is read
//! again now and then, as another process (owning other shards) may have
//! changed it.

use super::{Context, Data};
use crate::locale::Lang;
use crate::store::{LanguageOf, Store, StoreError};
use dashmap::DashMap;
use poise::serenity_prelude as serenity;
use std::time::{Duration, Instant};

/// How long a user's choice read from the database is trusted: another
/// process's `/pente language me:` shows here within this long.
const USER_CHOICE_FRESH: Duration = Duration::from_secs(60);

/// The most an interaction waits for the language settings to be read or
/// kept before it is answered.
const BEFORE_INTERACTION: std::time::Duration = std::time::Duration::from_millis(300);

/// The languages chosen, and the Discord locales seen.
pub struct Languages {
    users: DashMap<u64, Lang>,
    /// When each user's choice was last read from the database.
    users_read: DashMap<u64, Instant>,
    servers: DashMap<u64, Lang>,
    /// A server's Discord locale, as its last interaction or its
    /// GUILD_CREATE said (posts made without one, by a timer, use it).
    discord_servers: DashMap<u64, Lang>,
    /// A user's Discord locale, as their last interaction said (a direct
    /// message, made without one, uses it).
    discord_users: DashMap<u64, Lang>,
    /// The server of each game asked about (it never changes): a timer's
    /// post asks the database once per game, not once per post.
    game_guilds: DashMap<u64, u64>,
    fresh_for: Duration,
}

impl Default for Languages {
    fn default() -> Self {
        Languages {
            users: DashMap::new(),
            users_read: DashMap::new(),
            servers: DashMap::new(),
            discord_servers: DashMap::new(),
            discord_users: DashMap::new(),
            game_guilds: DashMap::new(),
            fresh_for: USER_CHOICE_FRESH,
        }
    }
}

/// The shipped languages of stored rows (a language no longer shipped is
/// skipped).
fn shipped(rows: Vec<(u64, String)>, into: &DashMap<u64, Lang>) {
    for (id, code) in rows {
        if let Some(lang) = Lang::from_code(&code) {
            into.insert(id, lang);
        }
    }
}

impl Languages {
    /// Reads the choices stored, and the Discord locales last seen.
    pub async fn load(&self, store: &Store) -> Result<(), StoreError> {
        let (users, servers) = store.languages().await?;
        let now = Instant::now();
        for (user, _) in &users {
            self.users_read.insert(*user, now);
        }
        shipped(users, &self.users);
        shipped(servers, &self.servers);
        let (users, servers) = store.seen_locales().await?;
        shipped(users, &self.discord_users);
        shipped(servers, &self.discord_servers);
        Ok(())
    }

    /// The choices of `whose` kind, and whose they are.
    fn choices(&self, whose: LanguageOf) -> (&DashMap<u64, Lang>, u64) {
        match whose {
            LanguageOf::User(id) => (&self.users, id),
            LanguageOf::Server(id) => (&self.servers, id),
        }
    }

    /// The language `whose` chose, if any.
    pub fn chosen(&self, whose: LanguageOf) -> Option<Lang> {
        let (map, id) = self.choices(whose);
        map.get(&id).map(|l| *l)
    }

    /// Writes `whose` choice (`None`: Discord's again), then keeps it.
    pub async fn choose(
        &self,
        store: &Store,
        whose: LanguageOf,
        lang: Option<Lang>,
    ) -> Result<(), StoreError> {
        store.set_language(whose, lang.map(Lang::code)).await?;
        self.keep_choice(whose, lang);
        Ok(())
    }

    fn keep_choice(&self, whose: LanguageOf, lang: Option<Lang>) {
        let (map, id) = self.choices(whose);
        match lang {
            Some(lang) => {
                map.insert(id, lang);
            }
            None => {
                map.remove(&id);
            }
        }
        if let LanguageOf::User(user) = whose {
            self.users_read.insert(user, Instant::now());
        }
    }

    /// Before answering an interaction of `user` (in `guild`, if any):
    /// reads their choice again if it was read too long ago, and keeps the
    /// Discord locales the interaction carries. A failing database changes
    /// nothing here: the reply goes on with what is known.
    pub async fn before_interaction(
        &self,
        store: &Store,
        user: u64,
        user_locale: Option<&str>,
        guild: Option<(u64, Option<&str>)>,
    ) {
        // This runs before the interaction is answered or deferred: a slow
        // database must not cost it Discord's 3 seconds. What isn't read or
        // kept in time is tried again at the next interaction.
        let refresh = self.refresh(store, user, user_locale, guild);
        if tokio::time::timeout(BEFORE_INTERACTION, refresh)
            .await
            .is_err()
        {
            tracing::debug!(user, "the language settings were not read in time");
        }
    }

    async fn refresh(
        &self,
        store: &Store,
        user: u64,
        user_locale: Option<&str>,
        guild: Option<(u64, Option<&str>)>,
    ) {
        let stale = self
            .users_read
            .get(&user)
            .is_none_or(|read| read.elapsed() >= self.fresh_for);
        if stale {
            if let Ok(code) = store.language(LanguageOf::User(user)).await {
                let lang = code.as_deref().and_then(Lang::from_code);
                self.keep_choice(LanguageOf::User(user), lang);
            }
        }
        if let Some(locale) = user_locale {
            self.keep_seen(store, LanguageOf::User(user), locale).await;
        }
        if let Some((guild, Some(locale))) = guild {
            self.keep_seen(store, LanguageOf::Server(guild), locale)
                .await;
        }
    }

    /// Keeps server `guild`'s Discord locale (as Discord's GUILD_CREATE
    /// said), stored for after a restart.
    pub async fn saw_server(&self, store: &Store, guild: u64, discord_locale: &str) {
        self.keep_seen(store, LanguageOf::Server(guild), discord_locale)
            .await;
    }

    /// Stores Discord locale `locale` as the one seen of `whose` if it
    /// means another language than before, then keeps it. A locale not
    /// shipped is kept as English, which it falls back to.
    async fn keep_seen(&self, store: &Store, whose: LanguageOf, locale: &str) {
        let lang = Lang::from_code(locale).unwrap_or(Lang::ENGLISH);
        let (map, id) = match whose {
            LanguageOf::User(id) => (&self.discord_users, id),
            LanguageOf::Server(id) => (&self.discord_servers, id),
        };
        if map.get(&id).is_some_and(|l| *l == lang) {
            return;
        }
        match store.set_seen_locale(whose, lang.code()).await {
            Ok(()) => {
                map.insert(id, lang);
            }
            // Tried again at the next interaction; this one's own locale
            // is used for its replies all the same.
            Err(e) => tracing::warn!("keeping the Discord locale of {whose:?} failed: {e}"),
        }
    }

    /// The language of `user`'s private replies, given the locale Discord
    /// sent with their interaction (`None` without one: then the locale
    /// their last interaction carried).
    pub fn private(&self, user: u64, discord_locale: Option<&str>) -> Lang {
        self.chosen(LanguageOf::User(user))
            .or_else(|| discord_locale.and_then(Lang::from_code))
            .or_else(|| self.discord_users.get(&user).map(|l| *l))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of server `guild`'s public posts.
    pub fn public(&self, guild: u64) -> Lang {
        self.chosen(LanguageOf::Server(guild))
            .or_else(|| self.discord_servers.get(&guild).map(|l| *l))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of server `guild`'s public posts made while answering
    /// an interaction, given the server locale Discord sent with it (kept
    /// and stored by [`Languages::before_interaction`]; read here, so a
    /// slow database never leaves this interaction without it).
    pub fn public_in(&self, guild: u64, discord_locale: Option<&str>) -> Lang {
        self.chosen(LanguageOf::Server(guild))
            .or_else(|| discord_locale.map(|l| Lang::from_code(l).unwrap_or(Lang::ENGLISH)))
            .or_else(|| self.discord_servers.get(&guild).map(|l| *l))
            .unwrap_or(Lang::ENGLISH)
    }
}

/// The language of the private reply to the command of `ctx`.
pub fn private_lang(ctx: &Context<'_>) -> Lang {
    ctx.data()
        .languages
        .private(ctx.author().id.get(), ctx.locale())
}

/// The language of the public posts of the server of `ctx`.
pub fn public_lang(ctx: &Context<'_>) -> Lang {
    let locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    ctx.data().languages.public_in(super::guild_of(ctx), locale)
}

/// The language of server `guild`'s public posts, outside a command.
pub fn server_lang(data: &Data, guild: u64) -> Lang {
    data.languages.public(guild)
}

/// The language of the private answer to a press of a button.
pub fn press_private_lang(data: &Data, press: &serenity::ComponentInteraction) -> Lang {
    data.languages
        .private(press.user.id.get(), Some(press.locale.as_str()))
}

/// The language of the public posts a press of a button makes.
pub fn press_public_lang(data: &Data, press: &serenity::ComponentInteraction) -> Lang {
    let guild = press.guild_id.map_or(0, |g| g.get());
    data.languages
        .public_in(guild, press.guild_locale.as_deref())
}

/// The language of the public posts about game `game` (or the challenge
/// of that id), outside a command: its server's.
pub async fn game_lang(data: &Data, game: u64) -> Lang {
    let known = data.languages.game_guilds.get(&game).map(|g| *g);
    let guild = match known {
        Some(guild) => guild,
        None => match data.store.guild_of_game(game).await {
            Ok(Some(guild)) => {
                data.languages.game_guilds.insert(game, guild);
                guild
            }
            _ => return Lang::ENGLISH,
        },
    };
    server_lang(data, guild)
}

/// Before a command: see [`Languages::before_interaction`].
pub async fn before_command(ctx: &Context<'_>) {
    let guild = ctx.guild_id().map(|g| {
        let locale = match ctx {
            poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
            poise::Context::Prefix(_) => None,
        };
        (g.get(), locale)
    });
    ctx.data()
        .languages
        .before_interaction(
            &ctx.data().store,
            ctx.author().id.get(),
            ctx.locale(),
            guild,
        )
        .await;
}

/// Before a press is handled: see [`Languages::before_interaction`].
pub async fn before_press(data: &Data, press: &serenity::ComponentInteraction) {
    let guild = press
        .guild_id
        .map(|g| (g.get(), press.guild_locale.as_deref()));
    data.languages
        .before_interaction(
            &data.store,
            press.user.id.get(),
            Some(press.locale.as_str()),
            guild,
        )
        .await;
}

/// Discord's GUILD_CREATE (at connect, and on joining a server) says each
/// server's locale: kept, so a timer's first post after a restart is in it.
pub async fn saw_guild(data: &Data, guild: &serenity::Guild) {
    data.languages
        .saw_server(&data.store, guild.id.get(), &guild.preferred_locale)
        .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_comes_before_discords_locale_and_english_comes_last() {
        let languages = Languages::default();
        let fi = Lang::from_code("fi").unwrap();
        let de = Lang::from_code("de").unwrap();
        assert_eq!(languages.private(1, None), Lang::ENGLISH);
        assert_eq!(
            languages.private(1, Some("ja")),
            Lang::ENGLISH,
            "not shipped"
        );
        assert_eq!(languages.private(1, Some("de")), de);
        languages.users.insert(1, fi);
        assert_eq!(
            languages.private(1, Some("de")),
            fi,
            "the user's own choice"
        );

        assert_eq!(languages.public(9), Lang::ENGLISH);
        assert_eq!(
            languages.public_in(9, Some("de")),
            de,
            "the community server's locale"
        );
        assert_eq!(languages.public_in(9, Some("pt-BR")), Lang::ENGLISH);
        languages.servers.insert(9, fi);
        assert_eq!(
            languages.public_in(9, Some("de")),
            fi,
            "a moderator's choice"
        );
    }

    /// Review 37 #5: a direct message (no interaction) is in the locale
    /// the user's last interaction carried, after a restart too; an own
    /// choice still comes first.
    #[tokio::test]
    async fn without_an_interaction_a_user_is_told_in_the_locale_last_seen() {
        let store = Store::open_in_memory().await.unwrap();
        let fi = Lang::from_code("fi").unwrap();
        let de = Lang::from_code("de").unwrap();
        let languages = Languages::default();
        languages.load(&store).await.unwrap();
        assert_eq!(languages.private(1, None), Lang::ENGLISH);
        languages
            .before_interaction(&store, 1, Some("fi"), Some((9, Some("de"))))
            .await;
        assert_eq!(languages.private(1, None), fi);
        assert_eq!(languages.public(9), de, "the server's locale, seen");

        let restarted = Languages::default();
        restarted.load(&store).await.unwrap();
        assert_eq!(restarted.private(1, None), fi);
        assert_eq!(restarted.public(9), de);
        assert_eq!(
            restarted.private(1, Some("de")),
            de,
            "the interaction's own"
        );
        restarted
            .choose(&store, LanguageOf::User(1), Some(de))
            .await
            .unwrap();
        assert_eq!(restarted.private(1, None), de, "the user's own choice");
        restarted
            .before_interaction(&store, 1, Some("ja"), None)
            .await;
        restarted
            .choose(&store, LanguageOf::User(1), None)
            .await
            .unwrap();
        assert_eq!(
            restarted.private(1, None),
            Lang::ENGLISH,
            "a locale not shipped falls back to English"
        );
    }

    /// Review 37 #3: a choice made in another process (owning other
    /// shards) is read again once this process's copy is old.
    #[tokio::test]
    async fn a_choice_made_by_another_process_is_read_again_once_stale() {
        let store = Store::open_in_memory().await.unwrap();
        let fi = Lang::from_code("fi").unwrap();
        let here = Languages::default();
        let there = Languages {
            fresh_for: Duration::ZERO,
            ..Languages::default()
        };
        here.load(&store).await.unwrap();
        there.load(&store).await.unwrap();
        there.before_interaction(&store, 1, Some("de"), None).await;
        here.choose(&store, LanguageOf::User(1), Some(fi))
            .await
            .unwrap();
        there.before_interaction(&store, 1, Some("de"), None).await;
        assert_eq!(there.private(1, Some("de")), fi);
        here.choose(&store, LanguageOf::User(1), None)
            .await
            .unwrap();
        there.before_interaction(&store, 1, Some("de"), None).await;
        assert_eq!(
            there.private(1, Some("de")),
            Lang::from_code("de").unwrap(),
            "automatic again"
        );
        // Within the time a read is trusted, no second read.
        let trusting = Languages::default();
        trusting.before_interaction(&store, 2, None, None).await;
        here.choose(&store, LanguageOf::User(2), Some(fi))
            .await
            .unwrap();
        trusting.before_interaction(&store, 2, None, None).await;
        assert_eq!(trusting.private(2, None), Lang::ENGLISH);
    }
}
