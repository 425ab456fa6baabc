//! `/pente language`: which language the bot speaks to you (`me:`, for
//! your private replies and messages) and in this server's public posts
//! (`server:`, moderators with Manage Server); without either, what they
//! are now. The choices list the shipped languages by their own names, and
//! "automatic" (Discord's language) first.

use super::kit::languages::{private_lang, public_lang};
use super::kit::{manages_server, reply_private, Context, Data, Error};
use crate::locale::Lang;
use crate::store::LanguageOf;
use crate::tr;

/// Which language I speak to you, and in this server's posts
#[poise::command(slash_command, guild_only)]
pub async fn language(
    ctx: Context<'_>,
    #[description = "The language of your own replies and messages"] me: Option<u32>,
    #[description = "Moderators (Manage Server): the language of this server's posts"]
    server: Option<u32>,
) -> Result<(), Error> {
    let asker = private_lang(&ctx);
    let (me, server) = match (me.map(choice), server.map(choice)) {
        (Some(None), _) | (_, Some(None)) => {
            return reply_private(ctx, tr!(asker, "language-not-a-choice")).await;
        }
        (me, server) => (me.flatten(), server.flatten()),
    };
    if server.is_some() && !manages_server(&ctx) {
        return reply_private(ctx, tr!(asker, "language-server-refused")).await;
    }
    let data = ctx.data();
    let user = ctx.author().id.get();
    let guild = super::kit::guild_of(&ctx);
    let mut said = Vec::new();
    if let Some(chosen) = me {
        if data
            .languages
            .choose(&data.store, LanguageOf::User(user), chosen)
            .await
            .is_err()
        {
            return reply_private(ctx, tr!(asker, "language-save-failed")).await;
        }
        let now = private_lang(&ctx);
        said.push(match chosen {
            Some(_) => tr!(now, "language-me-set", language = now.name()),
            None => tr!(now, "language-me-auto", language = now.name()),
        });
    }
    let asker = private_lang(&ctx);
    if let Some(chosen) = server {
        if data
            .languages
            .choose(&data.store, LanguageOf::Server(guild), chosen)
            .await
            .is_err()
        {
            said.push(tr!(asker, "language-save-failed"));
            return reply_private(ctx, said.join("\n")).await;
        }
        let now = public_lang(&ctx);
        said.push(match chosen {
            Some(_) => tr!(asker, "language-server-set", language = now.name()),
            None => tr!(asker, "language-server-auto", language = now.name()),
        });
    }
    if said.is_empty() {
        said = shown(data, &ctx, asker, user, guild);
    }
    reply_private(ctx, said.join("\n")).await
}

/// What the languages are now, and how to change them.
fn shown(data: &Data, ctx: &Context<'_>, asker: Lang, user: u64, guild: u64) -> Vec<String> {
    let server = public_lang(ctx);
    // A Discord locale the bot doesn't speak falls back to English: say so,
    // rather than credit the Discord language.
    let unshipped = |code: Option<&str>| {
        code.filter(|c| Lang::from_code(c).is_none())
            .map(str::to_string)
    };
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    vec![
        match (
            data.languages.chosen(LanguageOf::User(user)),
            unshipped(ctx.locale()),
        ) {
            (Some(_), _) => tr!(asker, "language-yours-chosen", language = asker.name()),
            (None, Some(discord)) => tr!(
                asker,
                "language-yours-discord-unshipped",
                language = asker.name(),
                discord = discord
            ),
            (None, None) => tr!(asker, "language-yours-discord", language = asker.name()),
        },
        match (
            data.languages.chosen(LanguageOf::Server(guild)),
            unshipped(guild_locale),
        ) {
            (Some(_), _) => tr!(asker, "language-server-chosen", language = server.name()),
            (None, Some(discord)) => tr!(
                asker,
                "language-server-discord-unshipped",
                language = server.name(),
                discord = discord
            ),
            (None, None) => tr!(asker, "language-server-discord", language = server.name()),
        },
        tr!(asker, "language-how"),
    ]
}

/// The language of a choice's index: `Some(None)` for "automatic",
/// `None` for an index that is not a choice.
fn choice(index: u32) -> Option<Option<Lang>> {
    match index {
        0 => Some(None),
        i => Lang::all().nth(i as usize - 1).map(Some),
    }
}

/// Lists the shipped languages as the choices of `/pente language`'s
/// options: "automatic" first (in every language), then each language by
/// its own name.
pub fn set_language_choices(pente: &mut poise::Command<Data, Error>) {
    let Some(command) = pente.subcommands.iter_mut().find(|c| c.name == "language") else {
        return;
    };
    for option in command.parameters.iter_mut() {
        let automatic = poise::CommandParameterChoice {
            name: tr!(Lang::ENGLISH, "language-choice-auto").into(),
            localizations: Lang::all()
                .skip(1)
                .map(|l| (l.code().into(), tr!(l, "language-choice-auto").into()))
                .collect::<Vec<_>>()
                .into(),
            __non_exhaustive: (),
        };
        let languages = Lang::all().map(|l| poise::CommandParameterChoice {
            name: l.name().into(),
            localizations: Default::default(),
            __non_exhaustive: (),
        });
        option.choices = std::iter::once(automatic)
            .chain(languages)
            .collect::<Vec<_>>()
            .into();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_are_automatic_then_every_shipped_language() {
        assert_eq!(choice(0), Some(None));
        assert_eq!(choice(1), Some(Some(Lang::ENGLISH)));
        assert_eq!(choice(2).flatten().map(Lang::code), Some("fi"));
        assert_eq!(choice(Lang::all().count() as u32 + 1), None);
        let mut commands = crate::bot::commands(&crate::config::Config::default());
        let language = commands[0]
            .subcommands
            .iter_mut()
            .find(|c| c.name == "language")
            .unwrap();
        for option in &language.parameters {
            assert_eq!(option.choices.len(), Lang::all().count() + 1);
            assert_eq!(option.choices[2].name, "Suomi");
            assert!(option.choices[0]
                .localizations
                .iter()
                .any(|(code, _)| code == "fi"));
        }
    }
}
