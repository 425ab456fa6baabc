# The game session: refusals, challenges, moves, endings and reminders.
# $side is "white" or "black" (a colour inside a sentence); $color is the
# colour's name (common.ftl); $player, $white, $black … are mentions.

## A player and their colour: "<@1> (White)".
session-named = { $player } ({ $color })

## Challenges
session-challenge-yourself = You can't challenge yourself. Pick a friend: `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } is a bot, and bots can't answer a challenge. Challenge a person instead.
session-challenge-game-in-progress = There is already a game in this channel ({ $white } vs { $black }). Finish it, or start a thread and play there.
session-challenge-pending = { $challenger } has already challenged { $opponent } here. Wait for the answer, or start a thread and play there.
session-challenge-rated-keeps-rule = A rated game keeps the tournament rule (White's second stone outside H8–M12). To play without it, make the game unrated: add `rated:false`.
session-challenge-rule-always = { $variant } keeps its opening rule in every game, rated or not: leave out `tournament_rule:false`.
session-answer-not-opponent = This challenge is for { $opponent }: only they can accept or decline it. Start your own with `/pente challenge`.
session-answer-not-challenger = Only { $challenger }, who made this challenge, can withdraw it.
session-answer-expired = This challenge has expired. Start a new one with `/pente challenge`.
session-answer-closed = This challenge is no longer open.
# "Pente as White, 1 hour a move, unrated without the tournament rule, a hill game"
session-terms = { $variant } as { $side ->
        [white] White
       *[black] Black
    }, { $time } a move{ $rated ->
        [yes] {""}
       *[no] , unrated
    }{ $rule ->
        [yes] {""}
       *[no] {" "}without the tournament rule
    }{ $hill ->
        [yes] , a hill game
       *[no] {""}
    }
session-invitation = { $challenger } challenges { $opponent } to a game of { $variant }! { $challenger } would play { $side ->
        [white] White, { $opponent } Black,
       *[black] Black, { $opponent } White,
    } with { $time } a move. The challenge expires in { $expires }.
session-invitation-unrated = The game is unrated.
session-invitation-unrated-no-rule = The game is unrated and without the tournament rule: White's second stone may go anywhere.
session-invitation-hill = A King of the Hill game: the winner climbs.

## Refused moves
session-turn-no-game = There is no game in this channel. Start one with `/pente challenge opponent:@friend`.
session-turn-not-started = The game hasn't started yet: { $opponent } still has to accept { $challenger }'s challenge.
session-turn-not-a-player = You are not a player in this game ({ $white } vs { $black }). Watch along, or start your own game in a thread.
session-turn-not-your-turn = It's not your turn: { $player } is to move.
session-turn-over = This game is over: { $ending }. Start a new one with `/pente challenge`.
session-turn-out-of-time = Too late: your time for this move ran out.
session-turn-too-late-to-abort = It's too late to abort: both sides have made two moves. Resign with `/pente resign`, or ask a moderator to `/pente abort` it.
# $choices are the words typed to choose (swap, keep, pass), kept as typed.
session-turn-choose-first = { $player } must first choose: { $choices }. Press the button under the board, or type the word: `/pente move position:{ $first }`.
session-illegal-game-over = the game is over: { $ending }
session-illegal-occupied = { $point } is already taken by a { $side ->
        [white] White
       *[black] Black
    } stone: choose an empty point
session-illegal-first-not-center = White's first stone must go on K10, the centre of the board, not { $point }
session-illegal-second-too-close = { $point } is too close to the centre: under the tournament rule White's second stone must be at least 3 points from K10, outside the square H8–M12 (for example N10, K13 or G7)
session-illegal-second-gpente = { $point } is closed to White's second stone in G-Pente: it must be outside H8–M12 and off K13, K14, K7, K6, N10, O10, G10 and F10
session-illegal-decision-pending = { $color } must first choose: { $choices }
session-illegal-no-decision = there is no choice to make now: place a stone
session-illegal-bad-decision = { $choice } is not a choice now: { $choices }
session-point-empty = no point given: write a column letter and a row number, like K10
session-point-malformed = `{ $input }` is not a point: write a column letter A–T (no I) followed by a row number 1–19, like K10
session-point-no-column-i = there is no column I — columns skip it; did you mean H{ $row } or J{ $row }?
session-point-off-board = { $input } is off the board: columns go from A to T (skipping I) and rows from 1 to 19
session-point-leading-zero = write the row without a leading zero: { $suggestion }, not { $input }

## How a game ended
session-ending-resigned = { $loser } resigned, { $winner } wins
session-ending-time = { $loser } ran out of time, { $winner } wins on time
session-ending-agreement = a draw by agreement
session-ending-aborted = the game was aborted; it counts for nobody
session-ending-ongoing = the game goes on
session-ending-draw = a draw: the board is full
session-ending-five = { $winner } wins with five in a row
session-ending-six = { $winner } wins with six in a row
session-ending-captures = { $winner } wins by capturing { $stones } stones
session-ending-by-captures = { $winner } wins by captures

## The status line under a board
session-status-choose = { $player } to choose: { $choices } (the buttons below)
session-status-place = { $player } to place a { $side ->
        [white] White
       *[black] Black
    } stone
session-status-to-move = { $player } to move
# A status and the rule that applies now: "<@1> (White) to move: White's first stone goes on K10"
session-status-rule = { $status }: { $rule }
session-rule-first-center = White's first stone goes on K10
session-rule-second-outside = White's second stone must be outside the square H8–M12
session-rule-second-outside-gpente = White's second stone must be outside the square H8–M12 and off K13, K14, K7, K6, N10, O10, G10 and F10
session-rule-two-stones = two stones this turn
session-rule-one-more = one more stone
# $when is Discord's relative time ("in 3 hours").
session-status-due = Move due { $when }.

## Moves
session-move-played = { $player } played { $point }
session-move-placed = { $player } placed a { $side ->
        [white] White
       *[black] Black
    } stone on { $point }
session-move-captured = { $played } and captured { $points }
session-move-poofed = { $played }, and { $points } poofed

## Reminders
session-remind-lost-by = ⏰ { $player }, it's your move ({ $color }) — your time runs out { $when }, then the game is lost on time.
session-remind-lost = ⏰ { $player }, it's your move ({ $color }) — please play, or the game is lost on time.
session-remind-aborted-by = ⏰ { $player }, it's your move ({ $color }) — your time runs out { $when }, then the game will be aborted.
session-remind-aborted = ⏰ { $player }, it's your move ({ $color }) — please play, or the game will be aborted.

## Opening decisions
session-decision-swap = 🔄 { $who } swapped: { $who } now plays { $now ->
        [white] White
       *[black] Black
    }, { $other } plays { $was ->
        [white] White
       *[black] Black
    }.
session-decision-keep = ✅ { $who } keeps { $side ->
        [white] White
       *[black] Black
    }.
session-decision-pass = ↪️ { $who } passes: { $who } places the next two stones (Black, then White), then { $other } chooses.

## Draw offers and takebacks ($kind is "draw" or "takeback")
session-offer-words-draw = draw offer
session-offer-words-takeback = takeback request
session-offer-draw = 🤝 { $by } offers a draw. { $to }, do you accept?
session-offer-takeback = ↩️ { $by } asks to take back their last move. { $to }, do you accept?
session-offer-takeback-move = ↩️ { $by } asks to take back their last move, { $point }. { $to }, do you accept?
session-offer-already-open = There is already an open { $kind ->
        [draw] draw offer
       *[takeback] takeback request
    } in this game: wait for { $answerer }'s answer (it lapses when the next move is played).
session-offer-nothing-to-take-back = There is no move of yours to take back yet.
session-offer-decided-since = The opening choice ({ $choice }) was made since your last move, and a choice is not taken back.
session-offer-not-your-last-move = You can only take back your own last move, before { $opponent } has answered it.
session-offer-computer-thinking = I'm still thinking about my move: ask again once I've answered.
session-offer-computer-plays-on = Thank you for the offer, but I'd like to play on! You can resign with `/pente resign` if you'd rather stop.
session-offer-not-open = This { $kind ->
        [draw] draw offer
       *[takeback] takeback request
    } is no longer open: it was answered, or it lapsed when the next move was played.
session-offer-your-own = This is your own { $kind ->
        [draw] draw offer
       *[takeback] takeback request
    }: only your opponent can answer it.
session-offer-out-of-time = The clock ran out: { $ending }, so { $refused }.
session-offer-lost-on-time = the game is lost on time
session-offer-aborted = the game is aborted
session-offer-none-can-be-made = no offer can be made
session-offer-no-longer-accepted = the { $kind ->
        [draw] draw offer
       *[takeback] takeback request
    } can no longer be accepted
session-offer-no-longer-declined = the { $kind ->
        [draw] draw offer
       *[takeback] takeback request
    } can no longer be declined
