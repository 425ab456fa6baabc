# /pente help: every command with an example (one Discord message: 2,000 characters at most; every subcommand's and option's name must stay in it).

help = **pente-bot commands**
    • `/pente challenge opponent:@friend [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — a game here; `variant`: another game of the family.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — play me, at once.
    • `/pente move position:K10` — play a stone (suggestions as you type; `swap`, `keep`, `pass` when choosing). `/pente board` — the board.
    • `/pente resign` — give up. `/pente draw` — offer a draw. `/pente takeback` — ask to take back your last move.
    • `/pente abort` — call the game off before each side has made two moves (moderators: at any time).
    • `/pente stats [player:@…] [variant]` — records. `/pente history [player]` — the last 10 games. `/pente export` — a pente.org record.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — ratings.
    • `/pente replay [game]` — an animated GIF with step buttons (`game:#42` from history). `/pente analyze [game]` — missed wins and blunders.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — the opening explorer.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, then `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — tournaments I run.
    • `/pente hill join|show|leave [variant]` — King of the Hill.
    • `/pente puzzle new|move|stats|daily` — puzzles to solve, privately; a daily one.
    • `/pente games [player]` — games in play, yours first. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — DMs on your move, vacation left.
    • `/pente rules [variant]` — the rules in short. `/pente help` — this list. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Boards have buttons (draw, takeback, resign, rematch). Each move has a clock: a reminder at a quarter left, then a loss on time (or vacation).
    One game per channel: start a thread for each game.
