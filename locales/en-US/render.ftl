# Words drawn on the pictures: the board's status line, the profile card,
# the tables and the hill. $side and $loser are "white" or "black": each
# language writes the colour in the case its sentence needs. A status line
# has one line's room under the board (a longer one is drawn smaller), and a
# test holds every language's longest to what fits.

## The board's status line
render-won-five = { $side ->
        [white] White
       *[black] Black
    } wins — five in a row
render-won-six = { $side ->
        [white] White
       *[black] Black
    } wins — six in a row
# $count is the stones captured.
render-won-captures = { $side ->
        [white] White
       *[black] Black
    } wins — { $count } captures
render-draw-full = Draw — the board is full
render-resigned = { $loser ->
        [white] White resigned — Black wins
       *[black] Black resigned — White wins
    }
render-out-of-time = { $loser ->
        [white] White ran out of time — Black wins
       *[black] Black ran out of time — White wins
    }
render-draw-agreed = Draw — agreed by both players
render-aborted = Game aborted
# $choices are the words typed to choose (swap, keep, pass), kept as typed.
render-to-choose = { $side ->
        [white] White
       *[black] Black
    } to choose: { $choices }
render-to-move = { $side ->
        [white] White
       *[black] Black
    } to move
render-to-move-square = { $side ->
        [white] White
       *[black] Black
    } to move — outside the red square
render-to-move-last = { $side ->
        [white] White
       *[black] Black
    } to move · last move { $point }
render-to-move-captured = { $side ->
        [white] White
       *[black] Black
    } to move · { $point } captured { $count }
render-to-move-poofed = { $side ->
        [white] White
       *[black] Black
    } to move · { $point } poofed { $count }
render-to-move-captured-poofed = { $side ->
        [white] White
       *[black] Black
    } to move · { $point } captured { $captured }, poofed { $poofed }
# A post-game analysis's key moment: "Move 9: White played C3 — better O10".
render-key-moment = Move { $number }: { $side ->
        [white] White
       *[black] Black
    } played { $played } — better { $better }

## The profile card
render-card-streak = Streak
render-card-last-games = Last { $count } games, newest last
# Under the rank "#2": how many are ranked.
render-card-rank-of = of { $count } in this server
render-card-not-ranked = not ranked yet
render-card-no-rated-games = No rated games yet
render-card-provisional = provisional
# Wins, losses and draws.
render-card-record = { $wins } W · { $losses } L · { $draws } D
# One letter on a result's square: the record's letters.
render-card-letter = { $score ->
        [win] W
        [loss] L
       *[draw] D
    }
render-card-no-games = no games yet
render-card-streak-wins = { $count ->
        [one] { $count } win in a row
       *[other] { $count } wins in a row
    }
render-card-streak-losses = { $count ->
        [one] { $count } loss in a row
       *[other] { $count } losses in a row
    }
render-card-streak-draws = { $count ->
        [one] { $count } draw in a row
       *[other] { $count } draws in a row
    }
render-card-chart = Rating
render-card-chart-games = { $count ->
        [one] Rating over the last rated game
       *[other] Rating over the last { $count } rated games
    }

## Tables and the hill
render-table-nobody = Nobody yet
render-hill-nobody = Nobody on the hill yet
render-hill-empty-step = nobody on this step
