# The opening explorer: /pente explore, its picture, and the website's /explore pages.
# $side is "white" or "black"; $games a number already written out ("1,234"),
# $count the same number for the plural.

## Numbers: the separator of thousands ("9,668").
explore-thousands = { "," }

## Where the games come from
explore-source-strong = strong games of pente.org
explore-source-server = this server's games

## The position
explore-title = **Opening explorer** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] White
   *[black] Black
} to move
explore-next-choice = { $side ->
    [white] White
   *[black] Black
} to choose { $choices } (the explorer goes on as kept)
explore-at-start = The start: { $next }.
explore-after = After { $moves } ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
}): { $next }.
explore-after-many = After { $count } moves: { $next }.
explore-after-moves = After { $moves }: { $next }.
explore-games = { $count ->
    [one] { $games } game
   *[other] { $games } games
}
explore-no-games = No games: none of them reached this position.
explore-reached = { $count ->
    [one] { $games } game reached it
   *[other] { $games } games reached it
}: { $results }.
explore-results = White { $white }% · draws { $draws }% · Black { $black }%
explore-no-move-played = No move was played from here: every game ended.
explore-examples-strong = Highest-rated games here
explore-examples-server = Latest games here
# One of the strong games: its number on pente.org, both ratings and the result.
explore-example-strong = pente.org game { $number } · { $white } – { $black } · { $result }

## The table of next moves (a fixed-width table: short words)
explore-column-move = Move
explore-column-games = Games
explore-column-share = Share
explore-column-white = White
explore-column-draws = Draws
explore-column-black = Black
explore-column-rating = Rating
explore-more-moves = { $count ->
    [one] … and { $count } more move
   *[other] … and { $count } more moves
}

## The picture: the band's two rows and its status line
explore-picture-white-won = White won { $percent }%
explore-picture-black-won = Black won { $percent }%
explore-picture-no-games = No games reached this position
explore-picture-status = { $count ->
    [one] { $games } game
   *[other] { $games } games
} · % played · White's % (red)

## The menu and the buttons
explore-menu-option = { $point } · { $count ->
    [one] { $games } game
   *[other] { $games } games
} · White { $score }%
explore-menu-placeholder = One move deeper…
explore-button-back = Back
explore-button-start = Start
explore-button-share = Share
# Above the view posted for everyone: $user is a mention.
explore-shared-by = Shared by { $user }:

## Refusals
explore-moves-or-game = Give the moves or a game, not both.
explore-game-number = Give a game number like `#42`: `/pente history` shows them.
explore-strong-pente-only = The strong games are all Pente: for { $variant } use `source:server` (this server's games).
explore-game-strong-pente-only = Game #{ $game } is { $variant }, and the strong games are all Pente: use `source:server`.
explore-game-in-play = Game #{ $game } is still being played: the explorer doesn't show a game in play, as that would help its players during the game.
explore-game-never-started = Game #{ $game } never started: there is nothing to explore.
explore-game-no-replay = Game #{ $game }'s moves no longer replay, sorry.
explore-game-not-here = There is no game #{ $game } in this server. `/pente history` shows the games' numbers.
explore-position-in-play = A game being played is at this position right now, or a move or two before it: the explorer doesn't show these positions during a game, as that would help its players. Try again when it has moved on or ended.
explore-expired = This explorer has expired: open a new one with `/pente explore`.
explore-not-yours = Only the one who opened this explorer can use it: open your own with `/pente explore`.
explore-moved-on = This explorer has moved on since: use its newest view.
explore-cannot-play = That move can't be played here.
# A typed position: $number counts the moves from 1, $word is what was typed.
explore-too-many-moves = That is { $count } moves: the explorer takes at most { $max }.
explore-not-a-point = Move { $number } `{ $word }` isn't a point like `K10`.
explore-illegal = Move { $number } `{ $word }` can't be played there: { $reason }.

## Where game #N left the known games ($stone counts every stone from 1)
explore-left-strong = Game #{ $game } left the strong games at move { $stone }: { $point } was never played here.
explore-left-server = Game #{ $game } left this server's other games at move { $stone }: { $point } was never played here.
explore-stayed-strong = Every move of game #{ $game } was played in the strong games.
explore-stayed-server = Every move of game #{ $game } was played in this server's other games.

## The website
explore-web-title = Opening explorer
explore-web-title-moves = Opening explorer · { $moves }
explore-web-server = Pente on { $server }
explore-web-about-strong = Pente games between pente.org's strong players (rated about 1,700 to 2,500): what they played next from a position, and how it went.
explore-web-about-server = The games finished on this server: what was played next from a position, and how it went.
explore-web-variants = Game
explore-web-path = The moves so far
explore-web-start = Start
explore-web-back = ◀ Back
# $games is "<strong>1,234 games</strong>" on the page.
explore-web-summary = { $games } { $count ->
    [one] reached
   *[other] reached
} this position: White won { $white }%, { $draws }% were drawn, Black won { $black }%.
explore-web-legend = On the board, the moves played most: each one's share of the games that went on (black), and White's score after it (red).
explore-web-no-rule-left-out = Games played without the tournament rule are left out.
explore-web-results = Results
explore-web-rating-about = The average rating of the players who chose it
explore-web-more-moves = { $count ->
    [one] … and { $count } more move, played less.
   *[other] … and { $count } more moves, each played less.
}
# What a screen reader and a hover say of a move on the board.
explore-web-mark = { $point }: { $share }% of the games that went on ({ $games }); White's score after it { $score }%
explore-web-start-over = Start from the empty board
explore-web-strong-pente-only = pente.org's strong games are all Pente, so there are none of { $variant }: a server's own explorer has its games of every variant.
explore-web-no-such-variant = There is no game called “{ $name }” here.
explore-web-in-play = A game being played is at this position right now, or a move or two before it: the explorer doesn't show these positions during a game, as that would help its players. Come back when it has moved on or ended.
