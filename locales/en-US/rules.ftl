# /pente rules: Pente's rules in short, and how each game of the family differs.
# Keep point names (K10, H8–M12) and commands as they are.

rules-pente = **Pente in short** (pente.org's rules)
    • 19×19 board; points are named like **K10**: a column A–T (there is no I) and a row 1–19 from the bottom. K10 is the centre.
    • **White moves first**, and White's first stone goes on **K10**.
    • **Tournament rule:** White's second stone must be at least 3 points from K10 in every direction — outside the square **H8–M12** (so N10, K13 or G7 are fine, L12 is not). Black may play anywhere. Every rated game keeps it; an unrated game plays without it only if the challenge says so: `/pente challenge opponent:@friend rated:false tournament_rule:false` (against me: `tournament_rule:false`).
    • **Captures:** bracket exactly two of your opponent's stones in a line (X O O X, in any of the 8 directions) and they are removed. Several pairs can go at once. Playing into a bracket yourself is safe; three in a row can't be captured.
    • **Win** with **five or more in a row** (across, down or diagonally), or by capturing **10 stones** (5 pairs). A full board with no winner is a draw.
rules-variant = **{ $name }** — { $summary }
    Everything else is Pente's: `/pente rules`. Challenge someone with `/pente challenge opponent:@friend variant:{ $name }`.
rules-picture = *The picture:* { $caption }
rules-picture-white = White
rules-picture-black = Black
rules-example-keryo = White's O10 brackets three Black stones and takes them.
rules-example-poof = Black's M10 takes N10 and O10, and poofs itself with L10: placed between K10 and N10.
rules-example-boat = White's five waits: L10 and L11 can still be captured at L9. If Black does not, White wins.

variant-summary-pente = Five or more in a row, or 10 captured stones, wins. A stone that brackets exactly two of the opponent's removes them. White opens on K10; White's second stone goes outside H8–M12 (the tournament rule), in every rated game and in an unrated one unless its challenge says `tournament_rule:false`.
variant-summary-keryo = Pente where a bracket of exactly three stones captures too (X O O O X), and it takes 15 captured stones to win.
variant-summary-gomoku = No captures; exactly five in a row wins (six or more does not).
variant-summary-dpente = Pente with a free opening: the first player places four stones (White, Black, White, Black) anywhere, then the second player chooses a colour: swap to White, or keep Black.
variant-summary-gpente = Pente with a stricter opening: White's second stone must be outside H8–M12 and off K13, K14, K7, K6, N10, O10, G10 and F10, in every game.
variant-summary-poof = Pente where a stone placed into a bracket (O X P O) poofs: it and its neighbour are removed and count as captured by the opponent. 10 captures win only if the counts differ.
variant-summary-connect6 = No captures; after White's first stone each turn places two stones, and six or more in a row wins.
variant-summary-boat = Pente where a five only wins at once if none of its stones could be captured as part of a pair; otherwise it wins if it survives the opponent's next move.
variant-summary-dkeryo = D-Pente's free opening and choice of colour, with Keryo's captures of three and 15 to win.
variant-summary-opente = Keryo's captures and 15 to win, poofs of pairs and threes, Boat's capture-proof lines (threes count too), and a capture win only with unequal counts.
variant-summary-swap2pente = Pente with the Swap2 opening: the first player places three stones (W B W); the second swaps, keeps, or passes by placing two more (B W), leaving the choice to the first.
variant-summary-swap2keryo = Keryo-Pente with the Swap2 opening.
