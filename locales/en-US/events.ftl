# Tournaments: /pente tournament, its announcements, pairings, standings,
# crosstable, the games' threads and the pictures' words.

## Formats, states and how far a knockout's player went
events-format-swiss = Swiss
events-format-swiss-rounds = { $rounds ->
    [one] Swiss, { $rounds } round
   *[other] Swiss, { $rounds } rounds
}
events-format-round-robin = round robin
events-format-double-round-robin = double round robin
events-format-knockout = knockout
events-state-open = open
events-state-running = running
events-state-finished = finished
events-state-cancelled = called off
# As a sentence has them; a table's cell begins with a capital.
events-stage-winner = winner
events-stage-final = final
events-stage-semi-final = semi-final
events-stage-quarter-final = quarter-final
events-stage-round = round { $round }
events-rated = rated
events-unrated = unrated

## Creating, starting and calling off (private replies)
events-create-not-organiser = Only organisers (with the Manage Messages permission in this channel) can create a tournament.
events-bad-starts = I couldn't read `starts:{ $starts }`: say when sign-up closes like "in 1h", "in 30m" or "in 2d" (at most 30 days).
events-no-name = Give the tournament a name.
events-not-announced = I couldn't post the tournament's announcement, so it was not created. Please try again.
events-none-here = There is no tournament here: `/pente tournament create` announces one (or name it with `tournament:`).
# $state is one of events-state-*.
events-not-open = **{ $name }** is not open for sign-up: it is { $state }.
events-started = Started: the first round's games are in their threads.
events-started-backing-off = Started, but not every game could begin yet (see the tournament's channel): I'll keep trying.
events-start-called-off = Called off: too few players.
events-start-not-open = It is not open for sign-up any more.
events-only-organiser-start = Only the organiser (or a moderator of <#{ $channel }>, running the command there) can start the tournament.
events-only-organiser-cancel = Only the organiser (or a moderator of <#{ $channel }>, running the command there) can call off the tournament.
events-only-organiser-remove = Only the organiser (or a moderator of <#{ $channel }>, running the command there) can remove a player.
events-called-off = **{ $name }** is called off.
events-already-over = **{ $name }** is already over.

## Where a tournament may run
events-refused-in-thread = This is a thread (or a forum post): a tournament runs in a text channel, where each of its games gets a thread of its own. Run the command there.
events-refused-not-text = A tournament runs in a text channel, where each of its games gets a thread of its own: this channel can't hold them.
events-refused-permissions = I can't open the games' threads in this channel: I need the Create Public Threads and Send Messages in Threads permissions here.
# $why is one of the three above.
events-refused-there = In <#{ $channel }>: { $why }
events-refused-not-server-channel = That tournament's channel is not a server's text channel.
events-refused-unreachable = I can't reach the channel of **{ $name }** any more (deleted, or hidden from me), so its games can't start.

## Joining and leaving
events-joined = You're in **{ $name }**. Good luck!
events-already-joined = You have already joined **{ $name }**.
events-full = **{ $name }** is full.
events-withdrawn = <@{ $player }> is out of **{ $name }**: not paired again; past results stand.
events-left = <@{ $player }> is off the list of **{ $name }**.
events-not-in = <@{ $player }> is not playing in **{ $name }**.
events-remove-own-opponent = You are playing <@{ $player }> in **{ $name }**: another organiser or moderator must remove them.
events-button-join = Join
events-button-leave = Leave

## The announcement (the list of players follows it)
events-starts-at = Starts { $at }, or when the organiser runs `/pente tournament start`.
events-starts-when-started = Starts when the organiser runs `/pente tournament start`.
events-players-of-max = { $n } of { $max }
# $format is one of events-format-*, $time a duration ("1 day"), $rated
# events-rated or events-unrated, $when events-starts-*, $joined how many
# joined (or events-players-of-max).
events-announcement = 🏆 **{ $name }** (#{ $id }) — { $format } of { $variant }, { $time } a move, { $rated }. Organised by <@{ $organiser }>. { $when }
    Players ({ $joined }):
events-nobody-yet = nobody yet
events-sign-up-closed = Sign-up closed: the tournament is on.
events-announcement-called-off = Called off.

## Posts in the tournament's channel (the server's language)
events-called-off-too-few = ❌ **{ $name }** is called off: it needs at least { $least } players and had { $had }.
events-called-off-by = ❌ **{ $name }** was called off by <@{ $by }>. Games in progress may be finished; they count for ratings only.
events-withdrew = 🚪 <@{ $player }> withdrew from **{ $name }**.
# $ending says how the game ended ("White wins by resignation").
events-withdrew-game = 🏳️ { $player } withdrew from **{ $name }**: { $ending }.
events-begins = 🏁 **{ $name }** begins: { $format } ({ $variant }), { $players ->
        [one] { $players } player
       *[other] { $players } players
    }.
    Seeds: { $seeds }
events-pairings = ♟️ **{ $name }** — round { $round }:
events-pairings-more = ♟️ **{ $name }** — round { $round }, more games:
events-pairing = • <@{ $white }> (White) vs <@{ $black }> (Black)
events-pairing-in = • <@{ $white }> (White) vs <@{ $black }> (Black) in <#{ $thread }>
events-bye-line = ☕ <@{ $player }> has a bye (it counts as a win).
events-crosstable = 📋 **{ $name }** — crosstable:
events-won = 🥇 **{ $name }** is over: <@{ $winner }> wins it! Congratulations.
events-shared = 🏁 **{ $name }** is over: first place is shared.

## A game's thread
events-thread-name = Round { $round }: { $white } vs { $black }
# The game's state follows.
events-game-started = 🏆 **{ $name }**, round { $round }: { $white } (White) vs { $black } (Black), { $time } a move.
events-game-started-unrated = 🏆 **{ $name }**, round { $round }: { $white } (White) vs { $black } (Black), { $time } a move, unrated.
events-threads-why-gone = the channel is gone
events-threads-why-permission = I lack a permission there
events-threads-why-refused = Discord refused
events-threads-refused = ⚠️ <@{ $organiser }>: I can't open the game threads of **{ $name }** in <#{ $channel }> ({ $why }). I need a text channel where I have the Create Public Threads and Send Messages in Threads permissions. I'll keep trying, less and less often; the games start as soon as I can.

## /pente tournament pairings
events-no-such-round = **{ $name }** has no round { $round } (it has played { $played }).
events-pairing-bye = • { $white }: bye (1 point)
events-playing = playing
events-pairing-result = • { $white } (White) vs { $black } (Black): { $result }
events-pairing-result-in = • { $white } (White) vs { $black } (Black): { $result } in <#{ $thread }>

## Standings: "📊 **Name** — final standings:"
events-not-started = **{ $name }** has not started: { $joined } joined so far.
events-standings-final = final standings
events-standings-cancelled = standings (called off)
events-standings-round = standings, round { $round }
events-standings-after = standings after round { $round }
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what }:
# "1. Anna — 2½ pts (Bch-1 3, SB 4, 2 wins, 3 games)": $count is 1 for
# exactly one point, else 2; $breaks the tie-breaks (or how far a knockout's
# player went).
events-standing-line = { $rank }. { $name } — { $points } { $count ->
        [one] pt
       *[other] pts
    } ({ $breaks }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    })
events-standings-more = … and { $n } more: the picture has the full table.

## The pictures
events-players = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
events-rounds = { $n ->
    [one] { $n } round
   *[other] { $n } rounds
}
events-round-title = { $name } — round { $round }
events-crosstable-title = { $name } — crosstable
events-bye = bye
events-withdrew-mark = { $name } (withdrew)
events-column-board = Board
events-column-result = Result
events-column-player = Player
events-column-points = Pts
events-column-reached = Reached
events-column-wins = W
events-column-games = Games
