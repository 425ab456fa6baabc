//! Whose language a text is in (issue 37): a private reply in the asker's
//! (their own choice with `/pente language me:`, else the locale Discord
//! sends with the interaction), a public post in the server's (a
//! moderator's choice with `/pente language server:`, else the community
//! server's Discord locale, else English). The choices are read once at
//! start and written through: database first, then memory.

use super::{Context, Data};
use crate::locale::Lang;
use crate::store::{LanguageOf, Store, StoreError};
use dashmap::DashMap;
use poise::serenity_prelude as serenity;

/// The languages chosen, and the servers' Discord locales seen.
#[derive(Default)]
pub struct Languages {
    users: DashMap<u64, Lang>,
    servers: DashMap<u64, Lang>,
    /// A community server's Discord locale, as its last interaction said
    /// (posts made without one, by a timer, use it).
    discord_servers: DashMap<u64, Lang>,
}

impl Languages {
    /// Reads the choices stored (a language no longer shipped is skipped).
    pub async fn load(&self, store: &Store) -> Result<(), StoreError> {
        let (users, servers) = store.languages().await?;
        for (user, code) in users {
            if let Some(lang) = Lang::from_code(&code) {
                self.users.insert(user, lang);
            }
        }
        for (guild, code) in servers {
            if let Some(lang) = Lang::from_code(&code) {
                self.servers.insert(guild, lang);
            }
        }
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
        let (map, id) = self.choices(whose);
        match lang {
            Some(lang) => {
                map.insert(id, lang);
            }
            None => {
                map.remove(&id);
            }
        }
        Ok(())
    }

    /// The language of `user`'s private replies, given the locale Discord
    /// sent with their interaction.
    pub fn private(&self, user: u64, discord_locale: Option<&str>) -> Lang {
        self.chosen(LanguageOf::User(user))
            .or_else(|| discord_locale.and_then(Lang::from_code))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of server `guild`'s public posts.
    pub fn public(&self, guild: u64) -> Lang {
        self.chosen(LanguageOf::Server(guild))
            .or_else(|| self.discord_servers.get(&guild).map(|l| *l))
            .unwrap_or(Lang::ENGLISH)
    }

    /// Notes the Discord locale of a community server, as an interaction
    /// in it said.
    pub fn saw_server_locale(&self, guild: u64, discord_locale: Option<&str>) {
        match discord_locale.and_then(Lang::from_code) {
            Some(lang) => {
                self.discord_servers.insert(guild, lang);
            }
            None => {
                self.discord_servers.remove(&guild);
            }
        }
    }
}

/// The language of the private reply to the command of `ctx`.
pub fn private_lang(ctx: &Context<'_>) -> Lang {
    ctx.data()
        .languages
        .private(ctx.author().id.get(), ctx.locale())
}

/// The language of the public posts of the server of `ctx` (noting the
/// server's Discord locale the interaction carries).
pub fn public_lang(ctx: &Context<'_>) -> Lang {
    let guild = super::guild_of(ctx);
    if let poise::Context::Application(app) = ctx {
        ctx.data()
            .languages
            .saw_server_locale(guild, app.interaction.guild_locale.as_deref());
    }
    ctx.data().languages.public(guild)
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

/// The language of the public posts a press of a button makes (noting the
/// server's Discord locale the press carries).
pub fn press_public_lang(data: &Data, press: &serenity::ComponentInteraction) -> Lang {
    let guild = press.guild_id.map_or(0, |g| g.get());
    data.languages
        .saw_server_locale(guild, press.guild_locale.as_deref());
    data.languages.public(guild)
}

/// The language of the public posts about game `game` (or the challenge
/// of that id), outside a command: its server's.
pub async fn game_lang(data: &Data, game: u64) -> Lang {
    match data.store.guild_of_game(game).await {
        Ok(Some(guild)) => server_lang(data, guild),
        _ => Lang::ENGLISH,
    }
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
        languages.saw_server_locale(9, Some("de"));
        assert_eq!(languages.public(9), de, "the community server's locale");
        languages.servers.insert(9, fi);
        assert_eq!(languages.public(9), fi, "a moderator's choice");
    }
}
