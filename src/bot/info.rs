//! Help and rules: static text, shown only to whoever asked.

use super::kit::{reply_private, Context, Error, VariantOption};
use crate::game::Variant;

pub const RULES: &str = "\
**Pente in short** (pente.org's rules)
• 19×19 board; points are named like **K10**: a column A–T (there is no I) and a row 1–19 from the bottom. K10 is the centre.
• **White moves first**, and White's first stone goes on **K10**.
• **Tournament rule:** White's second stone must be at least 3 points from K10 in every direction — outside the square **H8–M12** (so N10, K13 or G7 are fine, L12 is not). Black may play anywhere.
• **Captures:** bracket exactly two of your opponent's stones in a line (X O O X, in any of the 8 directions) and they are removed. Several pairs can go at once. Playing into a bracket yourself is safe; three in a row can't be captured.
• **Win** with **five or more in a row** (across, down or diagonally), or by capturing **10 stones** (5 pairs). A full board with no winner is a draw.";

pub const HELP: &str = "\
**pente-bot commands**
• `/pente challenge opponent:@friend [color:white|black|random] [time:…] [thread:true|false] [rated:false] [variant:…]` — challenge someone here (Accept/Decline buttons). `time`: the time a move; `thread:true`: a thread of its own; `rated:false`: ratings stay; `variant`: another Pente game. Example: `/pente challenge opponent:@alice variant:Gomoku`
• `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — play me, at once.
• `/pente move position:K10` — play a stone (suggestions as you type).
• `/pente board` — this channel's board, for everyone.
• `/pente resign` — give up. `/pente draw` — offer a draw (it lapses with the next move). `/pente takeback` — ask to take back your last move.
• `/pente abort` — call the game off before each side has made two moves; it counts for nobody.
• `/pente end` — moderators (Manage Messages): end this channel's game or challenge; it counts for nobody.
• `/pente stats [player] [variant]` — wins by colour here, and a player's record. Example: `/pente stats player:@alice`
• `/pente history [player]` — the last 10 finished games. `/pente export` — this channel's game as a pente.org record.
• `/pente leaderboard [page:N] [variant]` — players by rating, ten a page.
• `/pente profile [player] [variant]` — a player's card: rating, rank, record.
• `/pente replay [game]` — the channel's game (or `#42` from history) as an animated GIF, with step buttons. Example: `/pente replay game:#42`
• `/pente analyze [game]` — the engine finds a finished game's missed wins and blunders.
• `/pente rules [variant]` — the rules in short. `/pente help` — this list.
Boards have buttons too: Offer draw, Takeback, Resign, and Rematch once the game is over.
Every move has a clock: a reminder when a quarter of the time is left, a loss on time when it runs out (an abort, before each side has made two moves).
One game per channel: to play several at once, start a thread for each.";

/// The rules in short: opening, captures, how to win
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Another game of the Pente family (Pente if you don't say)"] variant: Option<
        VariantOption,
    >,
) -> Result<(), Error> {
    match variant.map(Variant::from) {
        None | Some(Variant::Pente) => reply_private(ctx, RULES).await,
        Some(v) => reply_private(ctx, variant_rules(v)).await,
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
