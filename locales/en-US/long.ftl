# Games that last days: /pente games, /pente settings, your-move messages,
# floating vacation and weekend days.

## Weekend days and vacation time
long-day-monday = Monday
long-day-tuesday = Tuesday
long-day-wednesday = Wednesday
long-day-thursday = Thursday
long-day-friday = Friday
long-day-saturday = Saturday
long-day-sunday = Sunday
long-weekend-none = none
long-weekend-unknown-day = I don't know the day `{ $day }`: name days like `sat,sun` (or `none`).
long-weekend-too-many = At most { $most } weekend days a week: the clock has to run some time.
long-hours-none = none
# "9 days 5 hours"
long-days-and-hours = { $days } { $hours }

## A deadline moved on by vacation (posted in the game's channel)
long-extended-taken = 🏖️ { $player }'s time was up: the game is extended by vacation time ({ $taken } taken, { $left } left this year). Move due { $due }.
long-extended-covered = 🏖️ { $player }'s time was up: the game is extended by vacation time, covered by the hour they took for another game due within it. Move due { $due }.
long-vacation-low = 🏖️ Only { $left } of vacation left this year in the server of { $channel }: after that, a game whose time runs out is lost on time. `/pente settings` shows it.

## Your-move messages
long-dm-your-move = ♟️ Your move in { $channel } against **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ Your move in { $channel } against **{ $opponent }** ({ $variant }): { $opponent } played { $point }.
long-dm-due = Move due { $due }.
long-dm-stop = `/pente settings notify:off` stops these messages.
long-dm-web = On the web: { $url }
long-dm-reminder = ⏰ A quarter of your time is left in { $channel } ({ $white } vs { $black }): move due { $due }.
long-note-refused = 🔕 I couldn't send you a direct message (your privacy settings refuse them), so your move notifications are off. Allow direct messages from this server's members, then `/pente settings notify:on`.
long-notes-more = … and { $n } more

## /pente games
long-games-none = You have no games in play and no open challenges in this server. `/pente challenge` starts one.
long-games-header = **Your games** · { $waiting } waiting for you
long-games-challenge-to-you = { $n }. 📨 **Challenge from { $opponent }** · { $variant } · { $channel } · [Accept or Decline]({ $link }) · expires { $expires }
long-games-your-challenge = { $n }. 📤 Your challenge to **{ $opponent }** · { $variant } · { $channel } · [challenge]({ $link }) · expires { $expires }
long-games-your-move = **Your move**
long-games-their-move = { $name }'s move
long-games-in-play = in play
long-games-to-move = { $name } to move
long-games-due = due { $when }
long-games-line = { $n }. { $whose } vs **{ $opponent }** · { $variant } · { $channel } · [board]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** vs **{ $black }** · { $variant } · { $channel } · [board]({ $link }) · { $whose }{ $tournament }
long-games-of-none = **{ $name }** has no games in play in this server.
long-games-of-header = **{ $name }'s games in play** · { $n }
long-games-more = … and { $n } more.
long-games-unchecked = … and { $n ->
    [one] { $n } more game whose channel
   *[other] { $n } more games whose channels
} I could not check.
long-games-menu-vs = vs { $opponent } · { $variant }
long-games-menu-placeholder = Show a game's board
long-games-menu-not-yours = This menu is someone else's: `/pente games` lists your own games.
long-games-menu-gone = That game is no longer in play: `/pente games` again shows the games as they are now.
long-games-menu-board = { $channel }: { $white } (White) vs { $black } (Black), { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} played. { $status }

## /pente settings
long-settings-moderators-only = Only moderators who can manage this server turn its vacation on or off.
long-settings-saved = Saved.
long-settings-notify-on = 🔔 **Notifications on**, in every server we share: a direct message with the board when a game of yours (an hour a move or more) becomes yours to move. Direct messages from this server's members must be allowed.
long-settings-notify-on-reminders = 🔔 **Notifications on**, in every server we share: a direct message with the board when a game of yours (an hour a move or more) becomes yours to move, and a reminder when a quarter of your time is left instead of the channel's ping. Direct messages from this server's members must be allowed.
long-settings-notify-off = 🔕 **Notifications off**: the channel pings you when it's your move. `/pente settings notify:on` sends you a direct message instead.
long-settings-server-off = 🏖️ **Vacation is off in this server**: a game whose time runs out is lost on time.
long-settings-server-off-weekend = (Your weekend days, { $days }, count again once it is on.)
long-settings-no-days = 🏖️ **No vacation days here**: a game whose time runs out is lost on time. Weekend days: { $days } (never counted against your clock, from your next move on).
long-settings-vacation = 🏖️ **Vacation in this server:** { $left } left of { $allowance } this year ({ $year }, UTC). Weekend days: { $days }.
long-settings-vacation-how = Vacation is used by itself: when a game of yours of a day a move or more is about to be lost on time, an hour is taken and every game of yours due within that hour moves an hour on (never more than 30 days, or three moves' time, past the move's deadline). Weekend days never count against your clock: the deadlines shown leave them out, and days you name count from your next move on. Tournament games use both only when the tournament was created with `vacation:true`; games against me use neither.
