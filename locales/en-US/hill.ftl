# King of the Hill: /pente hill, the news of hill games and the hill's picture.

## Why a hill move is refused ("Not a hill game: …", lower case)
hill-error-already-on = you are already on the hill
hill-error-not-on = you are not on the hill: join with `/pente hill join`
hill-error-opponent-not-on = that player is not on the hill
hill-error-too-far = you may challenge players up to two steps above or below yours only

## /pente hill join and leave
hill-first = ⛰️ { $player } is the first on the { $variant } hill, alone on its top step and so its King until the next member joins: everyone joins on the bottom step.
# $step is one of hill-step-name-*.
hill-joined = ⛰️ { $player } joined the { $variant } hill on the bottom step ({ $step }).
hill-how-to-climb = Challenge anyone up to { $reach } steps above or below you with `/pente challenge … hill:true`: a win moves you up a step.
hill-already-on = You are already on the { $variant } hill.
hill-not-on = You are not on the { $variant } hill.
hill-left = ⛰️ { $player } left the { $variant } hill.

## A step named on its own
hill-step-name-top-king = the top step (King)
hill-step-name-top = the top step
hill-step-name = step { $step }

## A hill game's end, in its channel: "⛰️ King of the Hill (Pente): A climbs to step 2; B steps down to step 3."
hill-climbs-top-king = <@{ $player }> climbs to the top step (King)
hill-climbs-top = <@{ $player }> climbs to the top step
hill-climbs = <@{ $player }> climbs to step { $step }
hill-stays-bottom = <@{ $player }> stays on the bottom step
hill-steps-down = <@{ $player }> steps down to step { $step }
# $moves are the lines above, joined by "; ".
hill-moves = ⛰️ King of the Hill ({ $variant }): { $moves }.
hill-new-king = 👑 <@{ $king }> is the new King of the Hill!
hill-crown-shared = The top step is shared now: the hill has no King until someone stands on it alone.

## /pente hill show
hill-empty = ⛰️ The { $variant } hill is empty: `/pente hill join` to be the first on it.
hill-text-title = ⛰️ King of the Hill — { $variant }:
hill-king = 👑 King
hill-top-shared = Top step (shared: no King)
hill-step = Step { $step }
hill-more = … (the picture shows every step)
hill-rules = pente.org's rules: a win moves you up a step, a loss down one (never below the bottom), a draw changes nothing; challenge anyone up to { $reach } steps away; { $days ->
        [one] { $days } day
       *[other] { $days } days
    } without a hill game and you leave the hill.

## The picture
hill-picture-title = King of the Hill — { $variant }
