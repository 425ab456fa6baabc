# Les mots du bot : réponses, refus, annonces, boutons et menus.
# Le préfixe d'un identifiant dit quelle partie du bot le dit.

## Boutons (kit/buttons.rs)
button-not-mine = Ce bouton n'est pas l'un des miens.
button-accept = Accepter
button-decline = Refuser
button-withdraw = Retirer
button-swap = Échanger
button-keep = Garder
button-pass = Passer
button-rematch = Revanche
button-offer-draw = Proposer la nulle
button-takeback = Reprise
button-resign = Abandonner

## Réponses communes (kit/mod.rs)
kit-save-failed = Désolé, je n'ai pas pu enregistrer cela à l'instant, donc rien n'a changé. Réessayez dans un moment.
kit-read-failed = Désolé, je n'ai pas pu lire cela à l'instant. Réessayez dans un moment.
kit-stale = Cette partie vient de changer, donc rien n'a été fait. Regardez `/pente board` et réessayez.
kit-older-board = Ces boutons sont sous un plateau plus ancien : utilisez ceux du plateau le plus récent (ou les commandes slash).
kit-nothing-to-do = Il n'y a rien à faire ici pour l'instant.
kit-not-a-time-choice = Ce temps par coup ne fait pas partie des choix de ce serveur : choisissez-en un dans la liste.
kit-level-easy = facile
kit-level-medium = moyen
kit-level-hard = difficile
kit-level-expert = expert
kit-rating-change = 📈 Classements : { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {","}
stats-percent = { $percent } %
stats-tally-games = { $n ->
    [one] { $n } partie terminée
   *[other] { $n } parties terminées
}
stats-tally = **{ $games }** sur ce serveur : les Blancs ont gagné { $white } ({ $white_share }), les Noirs { $black } ({ $black_share }), nulles { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } partie
   *[other] { $n } parties
}
stats-record = gagnées { $won }, perdues { $lost }, nulles { $drawn } ({ $share } de victoires)
stats-no-games = { $player } n'a encore aucune partie terminée ici.
stats-player = { $player } : { $games }, { $all }.
    Avec les Blancs : { $white }.
    Avec les Noirs : { $black }.
stats-computer = Au niveau { $level }, j'ai : { $games }, { $all }.
    Avec les Blancs : { $white }.
    Avec les Noirs : { $black }.
stats-history = **Dernières parties terminées sur ce serveur**
stats-history-of = **Dernières parties terminées de { $player } sur ce serveur**
stats-history-none = Aucune pour l'instant. Lancez-en une avec `/pente challenge`.
stats-export-none = Il n'y a pas encore de partie à exporter dans ce salon. Lancez-en une avec `/pente challenge`.
stats-export = Voici la partie en fichier pente.org : ouvrez-la dans n'importe quel programme de Pente, ou rejouez-la avec `pente-bot replay`.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Classement
ratings-leaderboard-of = Classement { $variant }
ratings-nobody = Personne n'a encore de classement sur ce serveur : terminez une partie classée avec `/pente challenge` pour y entrer.
ratings-page = page { $page } sur { $pages } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
ratings-provisional = Provisoires (quelques parties seulement ; listés après les autres) :
ratings-games = { $n ->
    [one] { $n } partie
   *[other] { $n } parties
}
ratings-previous = ◀ Précédent
ratings-next = Suivant ▶
ratings-own-rank = Vous êtes n° { $rank } sur { $players } ({ $rating }, page { $page }).
ratings-no-such-page = Le classement a { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
} ({ $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}). Essayez `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = { $player } n'a encore aucune partie classée ici.
ratings-no-rated-games-of = { $player } n'a encore aucune partie classée ({ $variant }) ici.

## Parties par numéro, lignes d'historique (kit/games.rs)
games-no-longer-replays = Les coups de la partie #{ $id } ne se rejouent plus, désolé.
games-title-over = Partie #{ $id } : { $game }.
games-title-in-play = Partie #{ $id } : { $white } (Blancs) contre { $black } (Noirs), en cours. { $status }
games-give-a-number = Donnez un numéro de partie comme `#42` : `/pente history` les montre.
games-challenge-only-replay = Le défi ici n'a pas encore été accepté, et aucune partie ne s'est terminée dans ce salon : il n'y a rien à revoir.
games-challenge-only-analyse = Le défi ici n'a pas encore été accepté, et aucune partie ne s'est terminée dans ce salon : il n'y a rien à analyser.
games-none-played = Aucune partie n'a encore été jouée dans ce salon. Donnez un numéro de partie de `/pente history`, comme `#42`.
games-none-ended = Aucune partie ne s'est encore terminée dans ce salon. Donnez un numéro de partie de `/pente history`, comme `#42`.
games-still-played = La partie #{ $id } est encore en cours dans { $channel }.
games-never-started-replay = La partie #{ $id } n'a jamais commencé (son défi n'a pas été accepté) : il n'y a rien à revoir.
games-never-started-analyse = La partie #{ $id } n'a jamais commencé (son défi n'a pas été accepté) : il n'y a rien à analyser.
games-not-here = Il n'y a pas de partie #{ $id } sur ce serveur. `/pente history` montre les numéros des parties.
games-by-six = par six alignées
games-by-five = par cinq alignées
games-by-captures = en capturant { $n } pierres
games-by-resignation = par abandon
games-by-time = au temps
games-by-agreement = d'un commun accord
games-by-full-board = plateau plein
games-as-white = { $player } (Blancs)
games-as-black = { $player } (Noirs)
games-won = { $winner } a battu { $loser } { $by }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $when }
games-drawn = { $white } et { $black } ont fait nulle ({ $by }), { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $when }
games-aborted = { $white } contre { $black }, annulée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, { $when }
games-rating-line = Blancs { $white } ({ $white_change }), Noirs { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = Aucun coup n'a été joué.
replay-empty-board = Le plateau vide, avant le coup 1 sur { $moves }.
replay-step = Coup { $step } sur { $moves } : { $color } { $point }
replay-busy = Un replay est en cours de création pour ce salon : patientez un instant, puis redemandez.
replay-steps = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} : parcourez-les avec les boutons.
replay-too-long = (La partie est trop longue pour être animée dans la limite d'envoi de Discord.)
replay-not-live = Ce replay n'est plus actif : un plus récent a été publié ici, ou il a plus d'une heure. Redemandez avec `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = La partie #{ $id } est encore en cours : j'analyse les parties une fois terminées, car mon avis aiderait un joueur pendant la partie.
analyze-working = 🔎 J'analyse { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} de la partie #{ $id }… cela prend jusqu'à { $seconds } s.
analyze-busy = Je réfléchis à des parties en ce moment : redemandez l'analyse dans une minute.
analyze-another = Une autre partie est en cours d'analyse : redemandez l'analyse dans une minute.
analyze-puzzle-source = de { $white } c. { $black }, coup { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } gain manqué est devenu un problème
   *[other] { $n } gains manqués sont devenus des problèmes
} de ce serveur : le joueur qui l'a manqué le reçoit en premier avec `/pente puzzle new`.


## Propositions de nulle et reprises (courtesy.rs)
courtesy-back-stone = { $stones } (votre pierre)
courtesy-back-turn = { $stones } (votre tour)
courtesy-back-move-and-answer = { $stones } et { $answer } (votre coup et ma réponse)
courtesy-back-turn-and-answer = { $stones } et { $answer } (votre tour et ma réponse)
courtesy-taken-back = ↩️ Repris : { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } a accepté la proposition de nulle.
courtesy-drawn = 🤝 { $white } (Blancs) et { $black } (Noirs) ont convenu de la nulle. { $status }
courtesy-takeback-accepted = ↩️ { $by } a accepté la reprise de { $moves }.
courtesy-taken-back-moves = ↩️ { $moves } a été repris. { $status }
courtesy-declined-draw = ❌ { $by } a refusé la proposition de nulle de { $offerer }. La partie continue.
courtesy-declined-takeback = ❌ { $by } a refusé la demande de reprise de { $offerer }. La partie continue.

## Annonces (kit/post.rs)
post-saved-not-shown = C'est fait et enregistré, mais je n'ai pas pu publier le plateau à l'instant. `/pente board` montre la partie telle qu'elle est.
post-draw-lapsed-by-move = ⌛ La proposition de nulle de { $by } a expiré : le coup suivant a été joué.
post-takeback-lapsed-by-move = ⌛ La demande de reprise de { $by } a expiré : le coup suivant a été joué.
post-draw-lapsed-by-decision = ⌛ La proposition de nulle de { $by } a expiré : { $decider } a pris la décision d'ouverture.
post-takeback-lapsed-by-decision = ⌛ La demande de reprise de { $by } a expiré : { $decider } a pris la décision d'ouverture.

## Coups, plateaux, abandon, annulation (play.rs)
play-too-long = C'est trop long pour un point : un point est une colonne A–T (sans I) et une rangée 1–19, comme K10.
play-still-thinking = Je réfléchis encore à mon coup : ma réponse arrivera ici dans un instant.
play-queue = 🤔 Je réfléchis à d'autres parties : { $ahead } avant la vôtre. Je répondrai ici.
play-answer-soon = { $text }. Je réponds dans un instant.
play-board = { $white } (Blancs) contre { $black } (Noirs), { $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}. { $status }
play-aborted = 🚫 { $player } a annulé la partie : elle ne compte pour personne. Lancez-en une nouvelle avec `/pente challenge`.
play-ended-tournament = elle est annulée et ne change aucun classement ; le tournoi la compte comme nulle (½ point chacun)
play-ended-for-nobody = elle est annulée et ne compte pour personne
play-ended-unrated = elle est annulée et ne change aucun classement
play-ended-challenge = 🛑 { $by } a mis fin au défi de { $challenger } à { $opponent }. Le salon est libre.
play-ended-game = 🛑 { $by } a mis fin à la partie entre { $white } (Blancs) et { $black } (Noirs) : { $counts }. Le salon est libre.
play-resign-sure = Voulez-vous vraiment abandonner cette partie contre { $opponent } ? Elle compte comme une défaite.
play-resign-yes = Oui, abandonner
play-you-resigned = Vous avez abandonné.

## Lancer des parties (kit/start.rs)
start-replaced-own = ↩️ { $challenger } a remplacé son défi ouvert ({ $terms }) par celui-ci.
start-not-posted = ⚠️ Votre nouveau défi n'a pas pu être publié, il n'a donc pas été lancé. Votre défi ouvert à { $opponent } ({ $terms }) tient toujours.
start-replaced-message = ↩️ { $challenger } a remplacé ce défi à { $opponent } ({ $terms }) par un nouveau.
start-computer-game = { $lead }{ $white } (Blancs) contre { $black } (Noirs), niveau { $level }, { $time } par coup.
start-first-move-soon = Je joue mon premier coup dans un instant.

## Revanche (rematch.rs)
rematch-no-game = Il n'y a pas ici de partie terminée à rejouer.
rematch-not-yours = Seuls { $white } et { $black } peuvent demander la revanche de leur partie. Lancez la vôtre avec `/pente challenge`.
rematch-lead = 🔁 Revanche !{" "}
rematch-too-many = { $player } a déjà { $limit ->
    [one] { $limit } partie
   *[other] { $limit } parties
} en cours contre moi : terminez-en ou abandonnez-en une d'abord.

## La pendule (clock.rs)
clock-challenge-expired = ⌛ Le défi de { $challenger } à { $opponent } a expiré après { $time } sans réponse.
clock-opening-not-made = ⏱️ Personne n'a joué les coups d'ouverture de la partie à temps ({ $time } par coup) : { $ending }.

## Défis (challenge.rs)
challenge-time-choice = { $time } par coup
challenge-hill-rated = Une partie du Roi de la colline est classée : retirez `rated:false`.
challenge-not-hill = Pas une partie de la colline : { $why }.
challenge-too-many = Vous avez déjà { $limit ->
    [one] { $limit } partie
   *[other] { $limit } parties
} en cours contre moi. Terminez-en ou abandonnez-en une d'abord.
challenge-game-on-lead = La partie commence !{" "}
challenge-not-open = Ce défi n'est plus ouvert.
challenge-declined = ❌ { $opponent } a refusé le défi de { $challenger }.
challenge-withdrawn = ↩️ { $challenger } a retiré son défi à { $opponent }.
challenge-accepted = ✅ { $player } a accepté le défi : { $white } (Blancs) contre { $black } (Noirs), { $time } par coup.
challenge-game-on = La partie commence ! { $game }{ $white } (Blancs) contre { $black } (Noirs). { $status }
challenge-in-thread = La partie se joue dans le fil { $thread }.
challenge-no-thread = (Je n'ai pas pu ouvrir de fil pour cette partie : { $why }. Elle se joue ici, dans le salon.)
challenge-thread-permission = je n'ai pas la permission de créer des fils ici (Create Public Threads)
challenge-thread-refused = Discord n'a pas voulu en ouvrir un à l'instant
challenge-thread-not-moved = je n'ai pas pu déplacer la partie dans le fil ouvert

## Ce que dit le gestionnaire d'erreurs (mod.rs)
error-internal = Désolé, quelque chose s'est mal passé de mon côté. Réessayez.
error-unreadable-input = Je n'ai pas pu lire `{ $input }` : { $error }. Essayez `/pente help`.
error-unreadable = Je n'ai pas pu lire cela : { $error }. Essayez `/pente help`.
error-outdated-command = La copie de cette commande chez Discord est périmée. Rechargez Discord (Ctrl+R) ou attendez une minute, puis réessayez.
error-guild-only = Le Pente se joue dans un salon de serveur : utilisez-y `/pente challenge` (chaque salon ou fil contient une partie).

## Longues listes (kit/message_fit.rs)
fit-and-more = … et { $n } de plus
