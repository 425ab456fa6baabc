# Tournois : /pente tournament, ses annonces, appariements, classements,
# tableau croisé, les fils des parties et les mots des images.

## Formules, états et jusqu'où un joueur est allé à élimination directe
events-format-swiss = système suisse
events-format-swiss-rounds = { $rounds ->
    [one] système suisse, { $rounds } ronde
   *[other] système suisse, { $rounds } rondes
}
events-format-round-robin = toutes rondes
events-format-double-round-robin = double toutes rondes
events-format-knockout = élimination directe
events-state-open = ouvert
events-state-running = en cours
events-state-finished = terminé
events-state-cancelled = annulé
events-stage-winner = vainqueur
events-stage-final = finale
events-stage-semi-final = demi-finale
events-stage-quarter-final = quart de finale
events-stage-round = ronde { $round }
events-rated = classé
events-unrated = non classé

## Créer, lancer et annuler
events-create-not-organiser = Seuls les organisateurs (avec la permission Gérer les messages dans ce salon) peuvent créer un tournoi.
events-bad-starts = Je n'ai pas compris `starts:{ $starts }` : dites quand les inscriptions ferment, comme "in 1h", "in 30m" ou "in 2d" (30 jours au plus).
events-no-name = Donnez un nom au tournoi.
events-not-announced = Je n'ai pas pu publier l'annonce du tournoi, il n'a donc pas été créé. Veuillez réessayer.
events-none-here = Il n'y a pas de tournoi ici : `/pente tournament create` en annonce un (ou désignez-le avec `tournament:`).
events-not-open = **{ $name }** n'est pas ouvert aux inscriptions : il est { $state }.
events-started = Lancé : les parties de la première ronde sont dans leurs fils.
events-started-backing-off = Lancé, mais toutes les parties n'ont pas encore pu commencer (voir le salon du tournoi) : je continue d'essayer.
events-start-called-off = Annulé : trop peu de joueurs.
events-start-not-open = Les inscriptions ne sont plus ouvertes.
events-only-organiser-start = Seul l'organisateur (ou un modérateur de <#{ $channel }>, en lançant la commande là-bas) peut lancer le tournoi.
events-only-organiser-cancel = Seul l'organisateur (ou un modérateur de <#{ $channel }>, en lançant la commande là-bas) peut annuler le tournoi.
events-only-organiser-remove = Seul l'organisateur (ou un modérateur de <#{ $channel }>, en lançant la commande là-bas) peut retirer un joueur.
events-called-off = **{ $name }** est annulé.
events-already-over = **{ $name }** est déjà terminé.

## Où un tournoi peut se jouer
events-refused-in-thread = Ceci est un fil (ou une publication de forum) : un tournoi se joue dans un salon textuel, où chacune de ses parties a son propre fil. Lancez la commande là-bas.
events-refused-not-text = Un tournoi se joue dans un salon textuel, où chacune de ses parties a son propre fil : ce salon ne peut pas les accueillir.
events-refused-permissions = Je ne peux pas ouvrir les fils des parties dans ce salon : il me faut ici les permissions Créer des fils publics et Envoyer des messages dans les fils.
events-refused-there = Dans <#{ $channel }> : { $why }
events-refused-not-server-channel = Le salon de ce tournoi n'est pas un salon textuel de serveur.
events-refused-unreachable = Je n'atteins plus le salon de **{ $name }** (supprimé, ou caché pour moi), ses parties ne peuvent donc pas commencer.

## S'inscrire et partir
events-joined = Vous participez à **{ $name }**. Bonne chance !
events-already-joined = Vous êtes déjà inscrit à **{ $name }**.
events-full = **{ $name }** est complet.
events-withdrawn = <@{ $player }> quitte **{ $name }** : plus d'appariement ; les résultats passés restent.
events-left = <@{ $player }> n'est plus sur la liste de **{ $name }**.
events-not-in = <@{ $player }> ne joue pas dans **{ $name }**.
events-remove-own-opponent = Vous jouez contre <@{ $player }> dans **{ $name }** : un autre organisateur ou modérateur doit le retirer.
events-button-join = S'inscrire
events-button-leave = Se retirer

## L'annonce
events-starts-at = Commence { $at }, ou quand l'organisateur lance `/pente tournament start`.
events-starts-when-started = Commence quand l'organisateur lance `/pente tournament start`.
events-players-of-max = { $n } sur { $max }
events-announcement = 🏆 **{ $name }** (n° { $id }) — { $format } de { $variant }, { $time } par coup, { $rated }. Organisé par <@{ $organiser }>. { $when }
    Joueurs ({ $joined }) :
events-nobody-yet = personne pour l'instant
events-sign-up-closed = Inscriptions closes : le tournoi est lancé.
events-announcement-called-off = Annulé.

## Messages dans le salon du tournoi
events-called-off-too-few = ❌ **{ $name }** est annulé : il faut au moins { $least } joueurs et il y en avait { $had }.
events-called-off-by = ❌ **{ $name }** a été annulé par <@{ $by }>. Les parties en cours peuvent être terminées ; elles ne comptent que pour le classement.
events-withdrew = 🚪 <@{ $player }> s'est retiré de **{ $name }**.
events-withdrew-game = 🏳️ { $player } s'est retiré de **{ $name }** : { $ending }.
events-begins = 🏁 **{ $name }** commence : { $format } ({ $variant }), { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }.
    Têtes de série : { $seeds }
events-pairings = ♟️ **{ $name }** — ronde { $round } :
events-pairings-more = ♟️ **{ $name }** — ronde { $round }, autres parties :
events-pairing = • <@{ $white }> (Blancs) contre <@{ $black }> (Noirs)
events-pairing-in = • <@{ $white }> (Blancs) contre <@{ $black }> (Noirs) dans <#{ $thread }>
events-bye-line = ☕ <@{ $player }> est exempt (cela compte comme une victoire).
events-crosstable = 📋 **{ $name }** — tableau croisé :
events-won = 🥇 **{ $name }** est terminé : <@{ $winner }> l'emporte ! Félicitations.
events-shared = 🏁 **{ $name }** est terminé : la première place est partagée.

## Le fil d'une partie
events-thread-name = Ronde { $round } : { $white } contre { $black }
events-game-started = 🏆 **{ $name }**, ronde { $round } : { $white } (Blancs) contre { $black } (Noirs), { $time } par coup.
events-game-started-unrated = 🏆 **{ $name }**, ronde { $round } : { $white } (Blancs) contre { $black } (Noirs), { $time } par coup, non classée.
events-threads-why-gone = le salon n'existe plus
events-threads-why-permission = il me manque une permission là-bas
events-threads-why-refused = Discord a refusé
events-threads-refused = ⚠️ <@{ $organiser }> : je ne peux pas ouvrir les fils des parties de **{ $name }** dans <#{ $channel }> ({ $why }). Il me faut un salon textuel où j'ai les permissions Créer des fils publics et Envoyer des messages dans les fils. Je continue d'essayer, de moins en moins souvent ; les parties commencent dès que je peux.

## /pente tournament pairings
events-no-such-round = **{ $name }** n'a pas de ronde { $round } (il en a joué { $played }).
events-pairing-bye = • { $white } : exempt (1 point)
events-playing = en cours
events-pairing-result = • { $white } (Blancs) contre { $black } (Noirs) : { $result }
events-pairing-result-in = • { $white } (Blancs) contre { $black } (Noirs) : { $result } dans <#{ $thread }>

## Classements
events-not-started = **{ $name }** n'a pas commencé : { $joined } inscrits pour l'instant.
events-standings-final = classement final
events-standings-cancelled = classement (annulé)
events-standings-round = classement, ronde { $round }
events-standings-after = classement après la ronde { $round }
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what } :
events-standing-line = { $rank }. { $name } — { $points } { $count ->
        [one] pt
       *[other] pts
    } ({ $breaks }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
events-standings-more = … et { $n } de plus : l'image montre le tableau complet.

## Les images
events-players = { $n ->
    [one] { $n } joueur
   *[other] { $n } joueurs
}
events-rounds = { $n ->
    [one] { $n } ronde
   *[other] { $n } rondes
}
events-round-title = { $name } — ronde { $round }
events-crosstable-title = { $name } — tableau croisé
events-bye = exempt
events-withdrew-mark = { $name } (retiré)
events-column-board = Table
events-column-result = Résultat
events-column-player = Joueur
events-column-points = Pts
events-column-reached = Atteint
events-column-wins = V
events-column-games = Parties
