# Puzzles: /pente puzzle new, move and stats, their buttons, and the daily puzzle.

## The attempt's board
puzzles-button-hint = Hint
puzzles-button-give-up = Give up
# The Retry failed button under the stats, with how many puzzles it retries.
puzzles-button-retry = Retry failed ({ $n })
# The name on the other side of a puzzle's board.
puzzles-defender = Defender
# The name on the solver's side of the daily puzzle's public board.
puzzles-solver = Solver
# The line drawn on the board with a hint.
puzzles-hint-status = Hint: { $point }

## What a puzzle asks, with how many of the solver's moves are left.
puzzles-to-play-white = { $left ->
    [one] White to play and win — { $left } move
   *[other] White to play and win — { $left } moves
}
puzzles-to-play-black = { $left ->
    [one] Black to play and win — { $left } move
   *[other] Black to play and win — { $left } moves
}

## Themes
puzzles-theme-five = five
puzzles-theme-captures = captures
puzzles-theme-double-four = double four
puzzles-theme-four-three = four-three
puzzles-theme-capture-defence = capture defence
puzzles-theme-long = long

## Starting one: "🧩 { $how } **p0042**: **White to play and win — 3 moves**."
puzzles-intro-daily = Here is the daily puzzle
puzzles-intro-shipped = Puzzle
puzzles-intro-server-games = A puzzle from this server's games (practice: its winning move was in the analysis),
puzzles-intro-retry = Retry (practice, not rated):
puzzles-introduce = 🧩 { $how } **{ $id }**: **{ $task }**.
    Answer with `/pente puzzle move position:…`.
puzzles-solving = 🧩 You are solving puzzle **{ $id }**: **{ $task }**.
    Answer with `/pente puzzle move position:…`, or press **Give up**.
puzzles-solving-daily = 🧩 You are solving the daily puzzle **{ $id }**: **{ $task }**.
    Answer with `/pente puzzle move position:…`, or press **Give up**.
puzzles-still-open = (Your puzzle **{ $id }** is still open: `/pente puzzle new` shows it after this one.)
puzzles-tried-all = You have tried every puzzle I have! `/pente puzzle stats` has a **Retry failed** button for the ones that got away.
puzzles-already-under-way = You have a puzzle under way already: `/pente puzzle new` shows it.
puzzles-not-drawn = Your puzzle is ready, but I couldn't draw it just now: ask `/pente puzzle new` again to see it.
puzzles-daily-over = ⌛ The daily puzzle **{ $id }** you were solving is over: its solution was posted. Your attempt ended, unrated (`/pente puzzle stats` has it to retry).
puzzles-closed-broken = ⚠️ I can't read the puzzle you were solving (**{ $id }**) any more, so I closed it; it isn't rated.
puzzles-changed-meanwhile = Your puzzle changed a moment ago, so nothing was done: `/pente puzzle new` shows it as it stands.

## Answers
puzzles-not-a-point = `{ $position }` is not a point: a point is a column A–T (no I) and a row 1–19, like K10.
puzzles-move-not-played-look = Your move **{ $point }** was not played: look at the puzzle first.
puzzles-move-not-played-another = Your move was not played: `/pente puzzle new` gives you another puzzle.
puzzles-daily-tried = You have tried the daily puzzle already.
puzzles-none-under-way = You have no puzzle under way: `/pente puzzle new` gives you one.
puzzles-cannot-replay = Sorry, I can't replay this puzzle any more. Press **Give up** or ask for `/pente puzzle new`.
puzzles-not-legal = { $point } is not a move you can play here: pick a free point (the suggestions list them).
puzzles-check-failed = Sorry, I couldn't check that just now. Please try again in a moment.
# $answers: the defender's stones, "**O10**" or "**O10** and **P11**".
puzzles-right = ✅ **{ $point }** is right. The defender answers { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }**: your move.
puzzles-right-undrawn = { $said }: your move.
puzzles-right-so-far = ✅ **{ $point }** is right so far: now the second stone of your turn
puzzles-solved = 🎉 **{ $point }** wins: puzzle **{ $id }** solved!
puzzles-solved-hinted = 🎉 **{ $point }** wins: puzzle **{ $id }** solved (with a hint)!
puzzles-unknown = 🤔 I can't tell in time whether **{ $point }** wins: try another move. This one does not count.
puzzles-wrong = ❌ **{ $point }** doesn't win. The solution: { $solution }

## An attempt's end
# $change: "1500? → 1580 (+80)".
puzzles-rating-changed = 📈 Puzzle rating: { $change }
puzzles-rating-stays-server-game = 🔁 A puzzle from this server's games is practice (the analysis showed its winning move), so your rating stays.
puzzles-rating-stays-practice = 🔁 Practice (you had tried this puzzle before, here or in another server, or its solution was posted), so your rating stays.
puzzles-streak = 🔥 Streak: { $n }.
puzzles-outcome = { $rating }
    🏷️ Themes: { $themes }.
    📜 Source: { $source }.

## The buttons
puzzles-not-your-buttons = These buttons belong to <@{ $solver }>'s puzzle. `/pente puzzle new` gives you one of your own.
puzzles-old-board = That board is an old one, so nothing was done: `/pente puzzle new` shows your puzzle as it stands.
puzzles-pressed-over = That puzzle is over, so nothing was done. `/pente puzzle new` gives you another.
puzzles-hint-failed = Sorry, I couldn't find a hint just now.
puzzles-no-hint = Sorry, I have no hint for this position.
puzzles-hint = 💡 Hint: play **{ $hint }**. (With a hint the puzzle counts as missed for your rating.)
    {""}**{ $task }**: answer with `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Hint: play **{ $hint }**.
puzzles-gave-up = 🏳️ The solution of **{ $id }**: { $solution }
puzzles-no-failed = No failed puzzle to retry: well done!

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Your puzzles**: rating { $rating }, { $attempts } rated attempt; streak { $streak } (best { $best }).
   *[other] 🧩 **Your puzzles**: rating { $rating }, { $attempts } rated attempts; streak { $streak } (best { $best }).
}
puzzles-stats-theme = • { $theme }: { $solved } solved, { $failed } failed
puzzles-stats-none = No puzzle tried yet: `/pente puzzle new` gives you one.

## The daily puzzle
puzzles-daily = 🧩 **Daily puzzle**: { $task }.
    Solve it privately: `/pente puzzle move` shows it to you, then answer with `/pente puzzle move position:…` (only your first try counts, until the solution is posted).
    ✅ Solved by { $solvers } so far.
puzzles-daily-not-moderator = Only moderators (with the Manage Server permission) can set the daily puzzle.
puzzles-daily-bad-hour = The hour is 0 to 23 (UTC).
# $at: the hour, "07:00".
puzzles-daily-announced = 🧩 A daily puzzle will be posted here every day at { $at } UTC. Anyone can solve it privately with `/pente puzzle move`.
puzzles-daily-cannot-post-there = I can't post in <#{ $channel }> ({ $why }), so the daily puzzle is not set. Give me **View Channel**, **Send Messages** and **Attach Files** there, or pick another channel.
puzzles-daily-set = 🧩 Done: a daily puzzle will be posted in <#{ $channel }> every day at { $at } UTC. If a post fails, I'll say so here.
puzzles-daily-why-permission = I'm missing a permission there
puzzles-daily-why-no-channel = I can't find that channel
puzzles-daily-why-not-allowed = I'm not allowed in
puzzles-daily-why-refused = Discord refused
puzzles-daily-why-no-answer = Discord didn't answer
puzzles-daily-post-failed = ⚠️ I couldn't post the daily puzzle in <#{ $channel }> ({ $why }). I'll keep trying, less and less often; a moderator can fix the channel's permissions or set another channel with `/pente puzzle daily`.
puzzles-daily-none-left = ⚠️ Every puzzle I have was posted as this server's daily puzzle already, so there is none for today. I'll look again now and then; the bot's operator can add puzzles.
puzzles-daily-solution-yesterday = 🧩 Yesterday's daily puzzle, solved by { $solvers }: the solution is ||{ $solution }||
# $day: the day, as Discord writes a date.
puzzles-daily-solution-of = 🧩 The daily puzzle of { $day }, solved by { $solvers }: the solution is ||{ $solution }||
