//! Help and rules: static text, shown only to whoever asked.

use super::kit::languages::private_lang;
use super::kit::{reply_private, Context, Error, VariantOption};
use crate::game::{Game, Variant};
use crate::locale::Lang;
use crate::render::Scene;
use crate::tr;

/// The rules in short: opening, captures, how to win
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Another game of the Pente family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    let lang = private_lang(&ctx);
    let v = match variant.map(Variant::from) {
        None | Some(Variant::Pente) => return reply_private(ctx, tr!(lang, "rules-pente")).await,
        Some(v) => v,
    };
    let Some((moves, caption)) = example(v) else {
        return reply_private(ctx, variant_rules(v, lang)).await;
    };
    let (white, black) = (
        tr!(lang, "rules-picture-white"),
        tr!(lang, "rules-picture-black"),
    );
    // A picture where it helps: drawn off the async threads, so deferred.
    ctx.defer_ephemeral().await?;
    let png = ctx
        .data()
        .drawing
        .run(move |pens| {
            let mut game = Game::of(v, false);
            let mut last = None;
            for p in moves.split_whitespace().filter_map(|m| m.parse().ok()) {
                last = game.play(p).ok();
            }
            let (captured, poofed) = last.map_or((Vec::new(), Vec::new()), |m| {
                (m.captured.as_slice().to_vec(), m.poofed.as_slice().to_vec())
            });
            let scene = Scene {
                game: &game,
                captured: &captured,
                poofed: &poofed,
                white_name: &white,
                black_name: &black,
                ending: None,
            };
            pens.board.render_png(&scene, lang)
        })
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content(format!(
                "{}\n{}",
                variant_rules(v, lang),
                tr!(lang, "rules-picture", caption = tr!(lang, caption))
            ))
            .attachment(poise::serenity_prelude::CreateAttachment::bytes(
                png,
                "rules.png",
            ))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// A position that shows what sets a game apart, where a picture helps,
/// and the id of what to see in it.
fn example(v: Variant) -> Option<(&'static str, &'static str)> {
    match v {
        Variant::Keryo => Some(("K10 L10 A1 M10 A3 N10 O10", "rules-example-keryo")),
        Variant::Poof => Some(("K10 L10 N10 P10 O10 M10", "rules-example-poof")),
        Variant::Boat => Some((
            "K10 L12 L10 A1 L11 A3 M10 A5 N10 A7 O10",
            "rules-example-boat",
        )),
        _ => None,
    }
}

/// A game of the family in a few lines: how it differs from Pente.
fn variant_rules(v: Variant, lang: Lang) -> String {
    tr!(
        lang,
        "rules-variant",
        name = v.name(),
        summary = tr!(lang, &format!("variant-summary-{}", v.key()))
    )
}

/// The commands, with an example each
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    reply_private(ctx, tr!(private_lang(&ctx), "help")).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_positions_show_what_they_say() {
        for v in [Variant::Keryo, Variant::Poof, Variant::Boat] {
            let (moves, _) = example(v).unwrap();
            let mut game = Game::of(v, false);
            let mut last = None;
            for p in moves.split_whitespace() {
                last = Some(game.play(p.parse().unwrap()).unwrap());
            }
            let last = last.unwrap();
            match v {
                Variant::Keryo => assert_eq!(last.captured.len(), 3),
                Variant::Poof => assert_eq!((last.captured.len(), last.poofed.len()), (2, 2)),
                _ => {
                    assert!(!game.is_over(), "the five waits");
                    assert!(game.board().is_capturable("L10".parse().unwrap(), false));
                }
            }
        }
    }

    #[test]
    fn the_rules_of_every_game_fit_in_one_discord_message_in_every_language() {
        for lang in Lang::all() {
            assert!(
                tr!(lang, "rules-pente").chars().count() <= 2000,
                "{}",
                lang.code()
            );
            for v in Variant::ALL {
                assert!(
                    lang.has(&format!("variant-summary-{}", v.key())),
                    "{} {v}",
                    lang.code()
                );
                let mut text = variant_rules(v, lang);
                if let Some((_, caption)) = example(v) {
                    text += &tr!(lang, "rules-picture", caption = tr!(lang, caption));
                }
                assert!(text.chars().count() < 2000, "{} {v}: {text}", lang.code());
            }
        }
    }

    #[test]
    fn help_fits_in_one_discord_message_in_every_language() {
        for lang in Lang::all() {
            let help = tr!(lang, "help");
            let length = help.chars().count();
            assert!(length <= 2000, "{}: {length}", lang.code());
        }
    }

    #[test]
    fn help_lists_every_command_and_option_in_every_language() {
        let pente = super::super::pente();
        for lang in Lang::all() {
            let help = tr!(lang, "help");
            for sub in &pente.subcommands {
                let name = format!("`/pente {}", sub.name);
                assert!(
                    help.contains(&name),
                    "{}: help leaves out {name}`",
                    lang.code()
                );
                for p in &sub.parameters {
                    assert!(
                        help.contains(&format!("{}:", p.name)),
                        "{}: help leaves out /pente {}'s option {}",
                        lang.code(),
                        sub.name,
                        p.name
                    );
                }
            }
        }
    }
}
