//! Help and rules: static text, shown only to whoever asked.

use super::{reply_private, Context, Error};

pub const RULES: &str = "\
**Pente in short** (pente.org's rules)
• 19×19 board; points are named like **K10**: a column A–T (there is no I) and a row 1–19 from the bottom. K10 is the centre.
• **White moves first**, and White's first stone goes on **K10**.
• **Tournament rule:** White's second stone must be at least 3 points from K10 in every direction — outside the square **H8–M12** (so N10, K13 or G7 are fine, L12 is not). Black may play anywhere.
• **Captures:** bracket exactly two of your opponent's stones in a line (X O O X, in any of the 8 directions) and they are removed. Several pairs can go at once. Playing into a bracket yourself is safe; three in a row can't be captured.
• **Win** with **five or more in a row** (across, down or diagonally), or by capturing **10 stones** (5 pairs). A full board with no winner is a draw.";

pub const HELP: &str = "\
**pente-bot commands**
• `/pente challenge opponent:@friend [color:white|black|random] [time:…] [thread:true|false]` — challenge someone in this channel; they get Accept/Decline buttons. `time` is the time for each move (the server's default if you leave it out); `thread:true` plays it in a thread of its own. Example: `/pente challenge opponent:@alice time:1 day a move`
• `/pente challenge opponent:@pente-bot [level:easy|medium|hard]` — play me; the game starts at once. Example: `/pente challenge opponent:@pente-bot level:hard`
• `/pente move position:K10` — play a stone (suggestions appear as you type). Example: `/pente move position:N10`
• `/pente board` — show this channel's board (or its last game) to everyone.
• `/pente resign` — give up the game.
• `/pente draw` — offer a draw; it lapses with the next move.
• `/pente takeback` — ask to take back your last move.
• `/pente abort` — call the game off before each side has made two moves; it counts for nobody.
• `/pente end` — moderators (Manage Messages): end this channel's game or challenge; it counts for nobody.
• `/pente stats [player]` — wins by White and Black in this server, and a player's record. Example: `/pente stats player:@alice`
• `/pente history [player]` — the last 10 finished games. Example: `/pente history`
• `/pente export` — this channel's game as a pente.org record file.
• `/pente replay [game]` — watch a game again as an animation and step through it; this channel's, or any by its number in the history. Example: `/pente replay game:#42`
• `/pente rules` — the rules in short, with the opening rule and captures.
• `/pente help` — this list.
Boards have buttons too: Offer draw, Takeback, Resign, and Rematch once the game is over.
Every move has a clock: the player to move is reminded when a quarter of the time is left, and loses on time when it runs out (before each side has made two moves, the game is just aborted).
One game per channel: to play several at once, start a thread for each.";

/// The rules in short: opening, captures, how to win
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    reply_private(ctx, RULES).await
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
