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
• `/pente challenge opponent:@friend [color:white|black|random]` — challenge someone in this channel; they get Accept/Decline buttons. Example: `/pente challenge opponent:@alice color:white`
• `/pente move position:K10` — play a stone (suggestions appear as you type). Example: `/pente move position:N10`
• `/pente board` — show this channel's board to everyone. Example: `/pente board`
• `/pente resign` — give up the game. Example: `/pente resign`
• `/pente rules` — the rules in short, with the opening rule and captures.
• `/pente help` — this list.
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
