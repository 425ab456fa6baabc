# Roi de la colline : /pente hill, les nouvelles des parties de la colline et son image.

## Pourquoi un coup de la colline est refusé ("Pas une partie de la colline : …", en minuscules)
hill-error-already-on = vous êtes déjà sur la colline
hill-error-not-on = vous n'êtes pas sur la colline : rejoignez-la avec `/pente hill join`
hill-error-opponent-not-on = ce joueur n'est pas sur la colline
hill-error-too-far = vous ne pouvez défier que des joueurs au plus deux marches au-dessus ou en dessous de la vôtre

## /pente hill join et leave
hill-first = ⛰️ { $player } est le premier sur la colline de { $variant }, seul sur sa marche du haut et donc son roi jusqu'à ce que le prochain membre arrive : chacun commence sur la marche du bas.
hill-joined = ⛰️ { $player } a rejoint la colline de { $variant } sur la marche du bas ({ $step }).
hill-how-to-climb = Défiez qui est au plus { $reach } marches au-dessus ou en dessous de vous avec `/pente challenge … hill:true` : une victoire vous fait monter d'une marche.
hill-already-on = Vous êtes déjà sur la colline de { $variant }.
hill-not-on = Vous n'êtes pas sur la colline de { $variant }.
hill-left = ⛰️ { $player } a quitté la colline de { $variant }.

## Une marche nommée seule
hill-step-name-top-king = la marche du haut (roi)
hill-step-name-top = la marche du haut
hill-step-name = marche { $step }

## La fin d'une partie de la colline, dans son salon
hill-climbs-top-king = <@{ $player }> monte sur la marche du haut (roi)
hill-climbs-top = <@{ $player }> monte sur la marche du haut
hill-climbs = <@{ $player }> monte sur la marche { $step }
hill-stays-bottom = <@{ $player }> reste sur la marche du bas
hill-steps-down = <@{ $player }> descend sur la marche { $step }
hill-moves = ⛰️ Roi de la colline ({ $variant }) : { $moves }.
hill-new-king = 👑 <@{ $king }> est le nouveau roi de la colline !
hill-crown-shared = La marche du haut est maintenant partagée : la colline n'a pas de roi tant que personne n'y est seul.

## /pente hill show
hill-empty = ⛰️ La colline de { $variant } est vide : `/pente hill join` pour y être le premier.
hill-text-title = ⛰️ Roi de la colline — { $variant } :
hill-king = 👑 Roi
hill-top-shared = Marche du haut (partagée : pas de roi)
hill-step = Marche { $step }
hill-more = … (l'image montre toutes les marches)
hill-rules = Règles de pente.org : une victoire fait monter d'une marche, une défaite descendre d'une (jamais sous la plus basse), une nulle ne change rien ; défiez qui est au plus à { $reach } marches ; { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } sans partie de la colline et vous la quittez.

## L'image
hill-picture-title = Roi de la colline — { $variant }
