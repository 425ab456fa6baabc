//! Help and rules: static text, shown only to whoever asked.

use super::kit::{reply_private, Context, Error, VariantOption};
use crate::game::{Game, Variant};
use crate::render::Scene;

pub const RULES: &str = "\
**Pente in short** (pente.org's rules)
• 19×19 board; points are named like **K10**: a column A–T (there is no I) and a row 1–19 from the bottom. K10 is the centre.
• **White moves first**, and White's first stone goes on **K10**.
• **Tournament rule:** White's second stone must be at least 3 points from K10 in every direction — outside the square **H8–M12** (so N10, K13 or G7 are fine, L12 is not). Black may play anywhere. Every rated game keeps it; an unrated game plays without it only if the challenge says so: `/pente challenge opponent:@friend rated:false tournament_rule:false` (against me: `tournament_rule:false`).
• **Captures:** bracket exactly two of your opponent's stones in a line (X O O X, in any of the 8 directions) and they are removed. Several pairs can go at once. Playing into a bracket yourself is safe; three in a row can't be captured.
• **Win** with **five or more in a row** (across, down or diagonally), or by capturing **10 stones** (5 pairs). A full board with no winner is a draw.";

pub const HELP: &str = "\
**pente-bot commands**
• `/pente challenge opponent:@friend [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — a game here (Accept/Decline); `variant`: another game of the family.
• `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — play me, at once.
• `/pente move position:K10` — play a stone (suggestions as you type; `swap`, `keep`, `pass` when choosing). `/pente board` — the board.
• `/pente resign` — give up. `/pente draw` — offer a draw. `/pente takeback` — ask to take back your last move.
• `/pente abort` — call the game off before each side has made two moves. `/pente end` — moderators: end this channel's game.
• `/pente stats [player:@…] [variant]` — records. `/pente history [player]` — the last 10 games. `/pente export` — a pente.org record.
• `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — ratings.
• `/pente replay [game]` — an animated GIF with step buttons (`game:#42` from history). `/pente analyze [game]` — missed wins and blunders.
• `/pente explore [moves] [variant] [source] [game:#42]` — the opening explorer.
• `/pente tournament create name:… format:swiss|round-robin|knockout`, then `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — tournaments I run.
• `/pente hill join|show|leave [variant]` — King of the Hill.
• `/pente puzzle new|move|stats|daily` — puzzles to solve, privately; a daily one.
• `/pente games [player]` — games in play, yours first. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — DMs on your move, vacation left.
• `/pente rules [variant]` — the rules in short. `/pente help` — this list. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
Boards have buttons (draw, takeback, resign, rematch). Each move has a clock: a reminder at a quarter left, then a loss on time (or vacation).
One game per channel: start a thread for each game.";

/// The rules in short: opening, captures, how to win
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Another game of the Pente family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    let v = match variant.map(Variant::from) {
        None | Some(Variant::Pente) => return reply_private(ctx, RULES).await,
        Some(v) => v,
    };
    let Some((moves, caption)) = example(v) else {
        return reply_private(ctx, variant_rules(v)).await;
    };
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
            pens.board.render_png(&Scene {
                game: &game,
                captured: &captured,
                poofed: &poofed,
                white_name: "White",
                black_name: "Black",
                ending: None,
            })
        })
        .await?;
    ctx.send(
        poise::CreateReply::default()
            .content(format!("{}\n*The picture:* {caption}", variant_rules(v)))
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
/// and what to see in it.
fn example(v: Variant) -> Option<(&'static str, &'static str)> {
    match v {
        Variant::Keryo => Some((
            "K10 L10 A1 M10 A3 N10 O10",
            "White's O10 brackets three Black stones and takes them.",
        )),
        Variant::Poof => Some((
            "K10 L10 N10 P10 O10 M10",
            "Black's M10 takes N10 and O10, and poofs itself with L10: placed between K10 and N10.",
        )),
        Variant::Boat => Some((
            "K10 L12 L10 A1 L11 A3 M10 A5 N10 A7 O10",
            "White's five waits: L10 and L11 can still be captured at L9. If Black does not, White wins.",
        )),
        _ => None,
    }
}

/// A game of the family in a few lines: how it differs from Pente.
fn variant_rules(v: Variant) -> String {
    format!(
        "**{}** — {}\nEverything else is Pente's: `/pente rules`. Challenge someone with `/pente challenge opponent:@friend variant:{}`.",
        v.name(),
        v.summary(),
        v.name()
    )
}

/// The commands, with an example each
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    reply_private(ctx, HELP).await
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
    fn help_fits_in_one_discord_message() {
        assert!(HELP.chars().count() <= 2000, "{}", HELP.chars().count());
    }

    #[test]
    fn help_lists_every_command_and_option() {
        let pente = super::super::pente();
        for sub in &pente.subcommands {
            let name = format!("`/pente {}", sub.name);
            assert!(HELP.contains(&name), "help leaves out {name}`");
            for p in &sub.parameters {
                assert!(
                    HELP.contains(&format!("{}:", p.name)),
                    "help leaves out /pente {}'s option {}",
                    sub.name,
                    p.name
                );
            }
        }
    }
}
