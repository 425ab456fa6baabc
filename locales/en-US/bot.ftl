# The bot's own words: replies, refusals, announcements, buttons and menus.
# Ids are prefixed by the part of the bot that says them.

## Buttons (kit/buttons.rs)
button-not-mine = This button is not one of mine.
button-accept = Accept
button-decline = Decline
button-withdraw = Withdraw
button-swap = Swap
button-keep = Keep
button-pass = Pass
button-rematch = Rematch
button-offer-draw = Offer draw
button-takeback = Takeback
button-resign = Resign

## Shared replies (kit/mod.rs)
kit-save-failed = Sorry, I couldn't save that just now, so nothing changed. Please try again in a moment.
kit-read-failed = Sorry, I couldn't read that just now. Please try again in a moment.
kit-stale = This game changed a moment ago, so nothing was done. Look at `/pente board` and try again.
kit-older-board = These buttons are on an older board: use the ones under the newest board (or the slash commands).
kit-nothing-to-do = There is nothing to do here right now.
kit-not-a-time-choice = That time a move isn't one of this server's choices: pick one from the list.
kit-level-easy = easy
kit-level-medium = medium
kit-level-hard = hard
kit-level-expert = expert
kit-rating-change = 📈 Ratings: { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {"."}
stats-percent = { $percent } %
stats-tally-games = { $n ->
    [one] { $n } finished game
   *[other] { $n } finished games
}
stats-tally = **{ $games }** in this server: White won { $white } ({ $white_share }), Black won { $black } ({ $black_share }), draws { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
stats-record = { $won } won, { $lost } lost, { $drawn } drawn ({ $share } won)
stats-no-games = { $player } has no finished games here yet.
stats-player = { $player }: { $games }, { $all }.
    As White: { $white }.
    As Black: { $black }.
stats-computer = At { $level } level, I have: { $games }, { $all }.
    As White: { $white }.
    As Black: { $black }.
stats-history = **Last finished games in this server**
stats-history-of = **Last finished games of { $player } in this server**
stats-history-none = None yet. Start one with `/pente challenge`.
stats-export-none = There is no game in this channel to export yet. Start one with `/pente challenge`.
stats-export = Here is the game as a pente.org record: open it in any Pente program, or replay it with `pente-bot replay`.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Leaderboard
ratings-leaderboard-of = { $variant } leaderboard
ratings-nobody = Nobody has a rating in this server yet: finish a rated game with `/pente challenge` to get on the board.
ratings-page = page { $page } of { $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
}
ratings-provisional = Provisional (a few games only; listed after the others):
ratings-games = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
ratings-previous = ◀ Previous
ratings-next = Next ▶
ratings-own-rank = You are #{ $rank } of { $players } ({ $rating }, page { $page }).
ratings-no-such-page = The leaderboard has { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
} ({ $players ->
    [one] { $players } player
   *[other] { $players } players
}). Try `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = { $player } has no rated games here yet.
ratings-no-rated-games-of = { $player } has no rated games ({ $variant }) here yet.

## Games by number, history lines (kit/games.rs)
games-no-longer-replays = Game #{ $id }'s moves no longer replay, sorry.
games-title-over = Game #{ $id }: { $game }.
games-title-in-play = Game #{ $id }: { $white } (White) vs { $black } (Black), in play. { $status }
games-give-a-number = Give a game number like `#42`: `/pente history` shows them.
games-challenge-only-replay = The challenge here hasn't been accepted yet, and no game has ended in this channel: there is nothing to replay.
games-challenge-only-analyse = The challenge here hasn't been accepted yet, and no game has ended in this channel: there is nothing to analyse.
games-none-played = No game has been played in this channel yet. Give a game number from `/pente history`, like `#42`.
games-none-ended = No game has ended in this channel yet. Give a game number from `/pente history`, like `#42`.
games-still-played = Game #{ $id } is still being played in { $channel }.
games-never-started-replay = Game #{ $id } never started (its challenge wasn't accepted): there is nothing to replay.
games-never-started-analyse = Game #{ $id } never started (its challenge wasn't accepted): there is nothing to analyse.
games-not-here = There is no game #{ $id } in this server. `/pente history` shows the games' numbers.
games-by-six = six in a row
games-by-five = five in a row
games-by-captures = capturing { $n } stones
games-by-resignation = resignation
games-by-time = time
games-by-agreement = agreement
games-by-full-board = full board
games-as-white = { $player } (White)
games-as-black = { $player } (Black)
games-won = { $winner } beat { $loser } by { $by }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $when }
games-drawn = { $white } and { $black } drew by { $by }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $when }
games-aborted = { $white } vs { $black }, aborted after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, { $when }
games-rating-line = White { $white } ({ $white_change }), Black { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = No move was played.
replay-empty-board = The empty board, before move 1 of { $moves }.
replay-step = Move { $step } of { $moves }: { $color } { $point }
replay-busy = A replay is being made for this channel right now: wait a moment, then ask again.
replay-steps = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}: step through them with the buttons.
replay-too-long = (The game is too long to animate within Discord's upload limit.)
replay-not-live = This replay is no longer live: a newer one was posted here, or it is over an hour old. Ask again with `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = Game #{ $id } is still being played: I analyse games once they are over, since my opinion would help a player during the game.
analyze-working = 🔎 Analysing { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} of game #{ $id }… this takes up to { $seconds } s.
analyze-busy = I'm busy thinking about games right now: ask for the analysis again in a minute.
analyze-another = Another game is being analysed right now: ask for the analysis again in a minute.
analyze-puzzle-source = from { $white } v { $black }, move { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } missed win became a puzzle
   *[other] { $n } missed wins became puzzles
} of this server: the player who missed it gets it first with `/pente puzzle new`.


## Draw offers and takebacks (courtesy.rs)
courtesy-back-stone = { $stones } (your stone)
courtesy-back-turn = { $stones } (your turn)
courtesy-back-move-and-answer = { $stones } and { $answer } (your move and my answer)
courtesy-back-turn-and-answer = { $stones } and { $answer } (your turn and my answer)
courtesy-taken-back = ↩️ Taken back: { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } accepted the draw offer.
courtesy-drawn = 🤝 { $white } (White) and { $black } (Black) agreed to a draw. { $status }
courtesy-takeback-accepted = ↩️ { $by } accepted the takeback of { $moves }.
courtesy-taken-back-moves = ↩️ { $moves } was taken back. { $status }
courtesy-declined-draw = ❌ { $by } declined { $offerer }'s draw offer. The game goes on.
courtesy-declined-takeback = ❌ { $by } declined { $offerer }'s takeback request. The game goes on.

## Announcements (kit/post.rs)
post-saved-not-shown = That was done and saved, but I couldn't post the board just now. `/pente board` shows the game as it stands.
post-draw-lapsed-by-move = ⌛ { $by }'s draw offer lapsed: the next move was played.
post-takeback-lapsed-by-move = ⌛ { $by }'s takeback request lapsed: the next move was played.
post-draw-lapsed-by-decision = ⌛ { $by }'s draw offer lapsed: { $decider } made the opening decision.
post-takeback-lapsed-by-decision = ⌛ { $by }'s takeback request lapsed: { $decider } made the opening decision.

## Moves, boards, resigning, aborting (play.rs)
play-too-long = That's too long to be a point: a point is a column A–T (no I) and a row 1–19, like K10.
play-still-thinking = I'm still thinking about my move: my answer will come here in a moment.
play-queue = 🤔 I'm thinking about other games: { $ahead } ahead of yours. I'll answer here.
play-answer-soon = { $text }. I'll answer in a moment.
play-board = { $white } (White) vs { $black } (Black), { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} played. { $status }
play-aborted = 🚫 { $player } aborted the game: it counts for nobody. Start a new one with `/pente challenge`.
play-ended-tournament = it is aborted and changes no rating; the tournament scores it as a draw (½ point each)
play-ended-for-nobody = it is aborted and counts for nobody
play-ended-unrated = it is aborted and changes no rating
play-ended-challenge = 🛑 { $by } ended { $challenger }'s challenge to { $opponent }. The channel is free.
play-ended-game = 🛑 { $by } ended the game between { $white } (White) and { $black } (Black): { $counts }. The channel is free.
play-resign-sure = Do you really want to resign this game against { $opponent }? It counts as a loss.
play-resign-yes = Yes, resign
play-you-resigned = You resigned.

## Starting games (kit/start.rs)
start-replaced-own = ↩️ { $challenger } replaced their open challenge ({ $terms }) with this one.
start-not-posted = ⚠️ Your new challenge could not be posted, so it was not made. Your open challenge to { $opponent } ({ $terms }) still stands.
start-replaced-message = ↩️ { $challenger } replaced this challenge to { $opponent } ({ $terms }) with a new one.
start-computer-game = { $lead }{ $white } (White) vs { $black } (Black), at { $level } level, { $time } a move.
start-first-move-soon = I'll play my first move in a moment.

## Rematch (rematch.rs)
rematch-no-game = There is no finished game here to play again.
rematch-not-yours = Only { $white } and { $black } can ask for a rematch of their game. Start your own with `/pente challenge`.
rematch-lead = 🔁 Rematch!{" "}
rematch-too-many = { $player } already has { $limit ->
    [one] { $limit } game
   *[other] { $limit } games
} going against me: finish or resign one first.

## The clock (clock.rs)
clock-challenge-expired = ⌛ { $challenger }'s challenge to { $opponent } expired after { $time } without an answer.
clock-opening-not-made = ⏱️ Nobody made the game's opening moves in time ({ $time } a move): { $ending }.

## Challenges (challenge.rs)
challenge-time-choice = { $time } a move
challenge-hill-rated = A King of the Hill game is rated: leave out `rated:false`.
challenge-not-hill = Not a hill game: { $why }.
challenge-too-many = You already have { $limit ->
    [one] { $limit } game
   *[other] { $limit } games
} going against me. Finish or resign one first.
challenge-game-on-lead = Game on!{" "}
challenge-not-open = This challenge is no longer open.
challenge-declined = ❌ { $opponent } declined { $challenger }'s challenge.
challenge-withdrawn = ↩️ { $challenger } withdrew the challenge to { $opponent }.
challenge-accepted = ✅ { $player } accepted the challenge: { $white } (White) vs { $black } (Black), { $time } a move.
challenge-game-on = Game on! { $game }{ $white } (White) vs { $black } (Black). { $status }
challenge-in-thread = The game is played in the thread { $thread }.
challenge-no-thread = (I couldn't open a thread for this game: { $why }. It is played here in the channel.)
challenge-thread-permission = I don't have the permission to create threads here (Create Public Threads)
challenge-thread-refused = Discord wouldn't open one just now
challenge-thread-not-moved = I couldn't move the game into the thread I opened

## What the error handler tells (mod.rs)
error-internal = Sorry, something went wrong on my side. Please try again.
error-unreadable-input = I couldn't read that `{ $input }`: { $error }. Try `/pente help`.
error-unreadable = I couldn't read that: { $error }. Try `/pente help`.
error-outdated-command = Discord's copy of this command is out of date. Reload Discord (Ctrl+R) or wait a minute, then try again.
error-guild-only = Pente is played in a server channel: use `/pente challenge` there (each channel or thread holds one game).

## Long lists (kit/message_fit.rs)
fit-and-more = … and { $n } more
