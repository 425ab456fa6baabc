# Les mots dessinés sur les images : la ligne d'état du plateau, la carte de
# profil, les tableaux et la colline. $side et $loser valent "white" ou "black".

## La ligne d'état du plateau
render-won-five = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne — cinq alignées
render-won-six = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne — six alignées
render-won-captures = { $side ->
        [white] Blanc
       *[black] Noir
    } gagne — { $count ->
        [one] { $count } pierre capturée
       *[other] { $count } pierres capturées
    }
render-draw-full = Nulle — le plateau est plein
render-resigned = { $loser ->
        [white] Blanc a abandonné — Noir gagne
       *[black] Noir a abandonné — Blanc gagne
    }
render-out-of-time = { $loser ->
        [white] Blanc a dépassé son temps — Noir gagne
       *[black] Noir a dépassé son temps — Blanc gagne
    }
render-draw-agreed = Nulle par accord mutuel
render-aborted = Partie annulée
render-to-choose = { $side ->
        [white] Blanc
       *[black] Noir
    } choisit : { $choices }
render-to-move = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    }
render-to-move-square = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    } — hors du carré rouge
render-to-move-last = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    } · dernier coup { $point }
render-to-move-captured = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    } · { $point } a capturé { $count }
render-to-move-poofed = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    } · { $point } a perdu { $count } par « poof »
render-to-move-captured-poofed = Au tour de { $side ->
        [white] Blanc
       *[black] Noir
    } · { $point } a capturé { $captured }, perdu { $poofed }
render-key-moment = Coup { $number } : { $side ->
        [white] Blanc
       *[black] Noir
    } a joué { $played } — mieux { $better }

## La carte de profil
render-card-streak = Série
render-card-last-games = { $count } dernières parties, la plus récente à la fin
render-card-rank-of = sur { $count } dans ce serveur
render-card-not-ranked = pas encore classé
render-card-no-rated-games = Aucune partie classée
render-card-provisional = provisoire
# Victoires, défaites, nulles.
render-card-record = { $wins } V · { $losses } D · { $draws } N
render-card-letter = { $score ->
        [win] V
        [loss] D
       *[draw] N
    }
render-card-no-games = aucune partie
render-card-streak-wins = { $count ->
        [one] { $count } victoire d'affilée
       *[other] { $count } victoires d'affilée
    }
render-card-streak-losses = { $count ->
        [one] { $count } défaite d'affilée
       *[other] { $count } défaites d'affilée
    }
render-card-streak-draws = { $count ->
        [one] { $count } nulle d'affilée
       *[other] { $count } nulles d'affilée
    }
render-card-chart = Classement
render-card-chart-games = { $count ->
        [one] Classement sur la dernière partie classée
       *[other] Classement sur les { $count } dernières parties classées
    }

## Tableaux et colline
render-table-nobody = Personne pour l'instant
render-hill-nobody = Personne sur la colline
render-hill-empty-step = personne sur cette marche
