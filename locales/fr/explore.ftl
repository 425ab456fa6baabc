# L'explorateur d'ouvertures : /pente explore, son image et les pages /explore du site.
# $side vaut "white" ou "black" ; $games est un nombre déjà écrit ("1 234"),
# $count le même nombre pour le pluriel.

## Nombres : le séparateur des milliers ("9 668").
explore-thousands = { "\u00A0" }

## D'où viennent les parties
explore-source-strong = parties fortes de pente.org
explore-source-server = parties de ce serveur

## La position
explore-title = **Explorateur d'ouvertures** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] aux Blancs
   *[black] aux Noirs
} de jouer
explore-next-choice = { $side ->
    [white] les Blancs choisissent
   *[black] les Noirs choisissent
} { $choices } (l'explorateur continue comme après keep)
explore-at-start = Le début : { $next }.
explore-after = Après { $moves } ({ $count ->
    [one] { $count } coup
   *[other] { $count } coups
}) : { $next }.
explore-after-many = Après { $count } coups : { $next }.
explore-after-moves = Après { $moves } : { $next }.
explore-games = { $count ->
    [one] { $games } partie
   *[other] { $games } parties
}
explore-no-games = Aucune partie : aucune n'a atteint cette position.
explore-reached = { $count ->
    [one] { $games } partie l'a atteinte
   *[other] { $games } parties l'ont atteinte
} : { $results }.
explore-results = Blancs { $white } % · nulles { $draws } % · Noirs { $black } %
explore-no-move-played = Aucun coup n'a été joué d'ici : toutes les parties se sont terminées.
explore-examples-strong = Les parties les mieux classées ici
explore-examples-server = Les dernières parties ici
# Une des parties fortes : son numéro sur pente.org, les deux classements et le résultat.
explore-example-strong = partie pente.org { $number } · { $white } – { $black } · { $result }

## Le tableau des coups suivants (largeur fixe : des mots courts)
explore-column-move = Coup
explore-column-games = Parties
explore-column-share = Part
explore-column-white = Blancs
explore-column-draws = Nulles
explore-column-black = Noirs
explore-column-rating = Classement
explore-more-moves = { $count ->
    [one] … et { $count } autre coup
   *[other] … et { $count } autres coups
}

## L'image : les deux lignes du bandeau et sa ligne d'état
explore-picture-white-won = Les Blancs ont gagné { $percent } %
explore-picture-black-won = Les Noirs ont gagné { $percent } %
explore-picture-no-games = Aucune partie n'a atteint cette position
explore-picture-status = { $count ->
    [one] { $games } partie
   *[other] { $games } parties
} · % joué · Blancs % (rouge)

## Le menu et les boutons
explore-menu-option = { $point } · { $count ->
    [one] { $games } partie
   *[other] { $games } parties
} · Blancs { $score } %
explore-menu-placeholder = Un coup plus loin…
explore-button-back = Retour
explore-button-start = Début
explore-button-share = Partager
# Au-dessus de la vue publiée pour tous : $user est une mention.
explore-shared-by = Partagé par { $user } :

## Refus
explore-moves-or-game = Donnez les coups ou une partie, pas les deux.
explore-game-number = Donnez un numéro de partie comme `#42` : `/pente history` les affiche.
explore-strong-pente-only = Les parties fortes sont toutes du Pente : pour { $variant }, utilisez `source:server` (les parties de ce serveur).
explore-game-strong-pente-only = La partie #{ $game } est du { $variant }, et les parties fortes sont toutes du Pente : utilisez `source:server`.
explore-game-in-play = La partie #{ $game } se joue encore : l'explorateur ne montre pas une partie en cours, car cela aiderait ses joueurs pendant la partie.
explore-game-never-started = La partie #{ $game } n'a jamais commencé : il n'y a rien à explorer.
explore-game-no-replay = Les coups de la partie #{ $game } ne se rejouent plus, désolé.
explore-game-not-here = Il n'y a pas de partie #{ $game } sur ce serveur. `/pente history` affiche les numéros des parties.
explore-position-in-play = Une partie en cours est dans cette position en ce moment, ou à un ou deux coups avant : l'explorateur ne montre pas ces positions pendant une partie, car cela aiderait ses joueurs. Réessayez quand elle aura avancé ou sera terminée.
explore-expired = Cet explorateur a expiré : ouvrez-en un nouveau avec `/pente explore`.
explore-not-yours = Seule la personne qui a ouvert cet explorateur peut l'utiliser : ouvrez le vôtre avec `/pente explore`.
explore-moved-on = Cet explorateur a avancé depuis : utilisez sa vue la plus récente.
explore-cannot-play = Ce coup ne peut pas être joué ici.
# Une position tapée : $number compte les coups à partir de 1, $word est ce qui a été tapé.
explore-too-many-moves = Cela fait { $count } coups : l'explorateur en prend au plus { $max }.
explore-not-a-point = Le coup { $number } `{ $word }` n'est pas un point comme `K10`.
explore-illegal = Le coup { $number } `{ $word }` ne peut pas être joué là : { $reason }.

## Où la partie #N a quitté les parties connues ($stone compte chaque pierre à partir de 1)
explore-left-strong = La partie #{ $game } a quitté les parties fortes au coup { $stone } : { $point } n'a jamais été joué ici.
explore-left-server = La partie #{ $game } a quitté les autres parties de ce serveur au coup { $stone } : { $point } n'a jamais été joué ici.
explore-stayed-strong = Chaque coup de la partie #{ $game } a aussi été joué dans les parties fortes.
explore-stayed-server = Chaque coup de la partie #{ $game } a aussi été joué dans les autres parties de ce serveur.

## Le site
explore-web-title = Explorateur d'ouvertures
explore-web-title-moves = Explorateur d'ouvertures · { $moves }
explore-web-server = Pente sur { $server }
explore-web-about-strong = Des parties de Pente entre les joueurs forts de pente.org (classés environ de 1 700 à 2 500) : ce qu'ils ont joué ensuite depuis une position, et comment cela s'est terminé.
explore-web-about-server = Les parties terminées sur ce serveur : ce qui a été joué ensuite depuis une position, et comment cela s'est terminé.
explore-web-variants = Jeu
explore-web-path = Les coups jusqu'ici
explore-web-start = Début
explore-web-back = ◀ Retour
# $games est "<strong>1 234 parties</strong>" sur la page.
explore-web-summary = { $games } { $count ->
    [one] a atteint
   *[other] ont atteint
} cette position : les Blancs ont gagné { $white } %, { $draws } % ont été nulles, les Noirs ont gagné { $black } %.
explore-web-legend = Sur le plateau, les coups les plus joués : la part de chacun dans les parties qui ont continué (en noir), et le score des Blancs après lui (en rouge).
explore-web-no-rule-left-out = Les parties jouées sans la règle de tournoi sont écartées.
explore-web-results = Résultats
explore-web-rating-about = Le classement moyen des joueurs qui l'ont choisi
explore-web-more-moves = { $count ->
    [one] … et { $count } autre coup, moins joué.
   *[other] … et { $count } autres coups, chacun moins joué.
}
# Ce qu'un lecteur d'écran et l'infobulle disent d'un coup sur le plateau.
explore-web-mark = { $point } : { $share } % des parties qui ont continué ({ $games }) ; score des Blancs après lui { $score } %
explore-web-start-over = Repartir du plateau vide
explore-web-strong-pente-only = Les parties fortes de pente.org sont toutes du Pente, il n'y en a donc aucune de { $variant } : l'explorateur propre à un serveur a ses parties de chaque variante.
explore-web-no-such-variant = Il n'y a pas de jeu appelé « { $name } » ici.
explore-web-in-play = Une partie en cours est dans cette position en ce moment, ou à un ou deux coups avant : l'explorateur ne montre pas ces positions pendant une partie, car cela aiderait ses joueurs. Revenez quand elle aura avancé ou sera terminée.
