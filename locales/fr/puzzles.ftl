# Problèmes : /pente puzzle new, move et stats, leurs boutons, et le problème du jour.

## Le plateau d'une tentative
puzzles-button-hint = Indice
puzzles-button-give-up = Abandonner
puzzles-button-retry = Réessayer les ratés ({ $n })
puzzles-defender = Défenseur
puzzles-solver = Solutionneur
puzzles-hint-status = Indice : { $point }

## Ce que demande un problème
puzzles-to-play-white = { $left ->
    [one] Les blancs jouent et gagnent — { $left } coup
   *[other] Les blancs jouent et gagnent — { $left } coups
}
puzzles-to-play-black = { $left ->
    [one] Les noirs jouent et gagnent — { $left } coup
   *[other] Les noirs jouent et gagnent — { $left } coups
}

## Thèmes
puzzles-theme-five = cinq
puzzles-theme-captures = captures
puzzles-theme-double-four = double quatre
puzzles-theme-four-three = quatre-trois
puzzles-theme-capture-defence = défense par la capture
puzzles-theme-long = long

## Le début
puzzles-intro-daily = Voici le problème du jour
puzzles-intro-shipped = Problème
puzzles-intro-server-games = Un problème tiré des parties de ce serveur (entraînement : son coup gagnant figurait dans l'analyse),
puzzles-intro-retry = Nouvel essai (entraînement, non classé) :
puzzles-introduce = 🧩 { $how } **{ $id }** : **{ $task }**.
    Répondez avec `/pente puzzle move position:…`.
puzzles-solving = 🧩 Vous résolvez le problème **{ $id }** : **{ $task }**.
    Répondez avec `/pente puzzle move position:…`, ou appuyez sur **Abandonner**.
puzzles-solving-daily = 🧩 Vous résolvez le problème du jour **{ $id }** : **{ $task }**.
    Répondez avec `/pente puzzle move position:…`, ou appuyez sur **Abandonner**.
puzzles-still-open = (Votre problème **{ $id }** est toujours en cours : `/pente puzzle new` le montre après celui-ci.)
puzzles-tried-all = Vous avez essayé tous mes problèmes ! `/pente puzzle stats` a un bouton **Réessayer les ratés** pour ceux qui vous ont échappé.
puzzles-already-under-way = Vous avez déjà un problème en cours : `/pente puzzle new` le montre.
puzzles-not-drawn = Votre problème est prêt, mais je n'ai pas pu le dessiner à l'instant : redemandez `/pente puzzle new` pour le voir.
puzzles-daily-over = ⌛ Le problème du jour **{ $id }** que vous résolviez est terminé : sa solution a été publiée. Votre tentative a pris fin, sans classement (`/pente puzzle stats` le propose à réessayer).
puzzles-closed-broken = ⚠️ Je ne peux plus lire le problème que vous résolviez (**{ $id }**), je l'ai donc fermé ; il ne compte pas pour le classement.
puzzles-changed-meanwhile = Votre problème a changé il y a un instant, rien n'a donc été fait : `/pente puzzle new` le montre tel qu'il est.

## Réponses
puzzles-not-a-point = `{ $position }` n'est pas un point : un point est une colonne A–T (sans I) et une ligne 1–19, comme K10.
puzzles-move-not-played-look = Votre coup **{ $point }** n'a pas été joué : regardez d'abord le problème.
puzzles-move-not-played-another = Votre coup n'a pas été joué : `/pente puzzle new` vous donne un autre problème.
puzzles-daily-tried = Vous avez déjà essayé le problème du jour.
puzzles-none-under-way = Vous n'avez aucun problème en cours : `/pente puzzle new` vous en donne un.
puzzles-cannot-replay = Désolé, je ne peux plus rejouer ce problème. Appuyez sur **Abandonner** ou demandez `/pente puzzle new`.
puzzles-not-legal = { $point } n'est pas un coup jouable ici : choisissez un point libre (les suggestions les listent).
puzzles-check-failed = Désolé, je n'ai pas pu vérifier cela à l'instant. Réessayez dans un moment.
puzzles-right = ✅ **{ $point }** est juste. Le défenseur répond { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }** : à vous de jouer.
puzzles-right-undrawn = { $said } : à vous de jouer.
puzzles-right-so-far = ✅ **{ $point }** est juste pour l'instant : maintenant la deuxième pierre de votre tour
puzzles-solved = 🎉 **{ $point }** gagne : problème **{ $id }** résolu !
puzzles-solved-hinted = 🎉 **{ $point }** gagne : problème **{ $id }** résolu (avec un indice) !
puzzles-unknown = 🤔 Je ne peux pas dire à temps si **{ $point }** gagne : essayez un autre coup. Celui-ci ne compte pas.
puzzles-wrong = ❌ **{ $point }** ne gagne pas. La solution : { $solution }

## La fin d'une tentative
puzzles-rating-changed = 📈 Classement de problèmes : { $change }
puzzles-rating-stays-server-game = 🔁 Un problème tiré des parties de ce serveur est un entraînement (l'analyse a montré son coup gagnant), votre classement ne change donc pas.
puzzles-rating-stays-practice = 🔁 Entraînement (vous aviez déjà essayé ce problème, ici ou sur un autre serveur, ou sa solution a été publiée), votre classement ne change donc pas.
puzzles-streak = 🔥 Série : { $n }.
puzzles-outcome = { $rating }
    🏷️ Thèmes : { $themes }.
    📜 Source : { $source }.

## Les boutons
puzzles-not-your-buttons = Ces boutons appartiennent au problème de <@{ $solver }>. `/pente puzzle new` vous en donne un à vous.
puzzles-old-board = Ce plateau est ancien, rien n'a donc été fait : `/pente puzzle new` montre votre problème tel qu'il est.
puzzles-pressed-over = Ce problème est terminé, rien n'a donc été fait. `/pente puzzle new` vous en donne un autre.
puzzles-hint-failed = Désolé, je n'ai pas pu trouver d'indice à l'instant.
puzzles-no-hint = Désolé, je n'ai pas d'indice pour cette position.
puzzles-hint = 💡 Indice : jouez **{ $hint }**. (Avec un indice, le problème compte comme raté pour votre classement.)
    {""}**{ $task }** : répondez avec `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Indice : jouez **{ $hint }**.
puzzles-gave-up = 🏳️ La solution de **{ $id }** : { $solution }
puzzles-no-failed = Aucun problème raté à réessayer : bravo !

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Vos problèmes** : classement { $rating }, { $attempts } tentative classée ; série { $streak } (record { $best }).
   *[other] 🧩 **Vos problèmes** : classement { $rating }, { $attempts } tentatives classées ; série { $streak } (record { $best }).
}
puzzles-stats-theme = • { $theme } : résolus { $solved }, ratés { $failed }
puzzles-stats-none = Aucun problème essayé pour l'instant : `/pente puzzle new` vous en donne un.

## Le problème du jour
puzzles-daily = 🧩 **Problème du jour** : { $task }.
    Résolvez-le en privé : `/pente puzzle move` vous le montre, puis répondez avec `/pente puzzle move position:…` (seul votre premier essai compte, jusqu'à la publication de la solution).
    ✅ Résolu par { $solvers } jusqu'ici.
puzzles-daily-not-moderator = Seuls les modérateurs (avec la permission Gérer le serveur) peuvent régler le problème du jour.
puzzles-daily-bad-hour = L'heure va de 0 à 23 (UTC).
puzzles-daily-announced = 🧩 Un problème du jour sera publié ici chaque jour à { $at } UTC. Chacun peut le résoudre en privé avec `/pente puzzle move`.
puzzles-daily-cannot-post-there = Je ne peux pas publier dans <#{ $channel }> ({ $why }), le problème du jour n'est donc pas réglé. Donnez-moi **Voir le salon**, **Envoyer des messages** et **Joindre des fichiers** là-bas, ou choisissez un autre salon.
puzzles-daily-set = 🧩 C'est fait : un problème du jour sera publié dans <#{ $channel }> chaque jour à { $at } UTC. Si une publication échoue, je le dirai ici.
puzzles-daily-why-permission = il me manque une permission là-bas
puzzles-daily-why-no-channel = je ne trouve pas ce salon
puzzles-daily-why-not-allowed = je n'y ai pas accès
puzzles-daily-why-refused = Discord a refusé
puzzles-daily-why-no-answer = Discord n'a pas répondu
puzzles-daily-post-failed = ⚠️ Je n'ai pas pu publier le problème du jour dans <#{ $channel }> ({ $why }). Je vais réessayer, de moins en moins souvent ; un modérateur peut corriger les permissions du salon ou choisir un autre salon avec `/pente puzzle daily`.
puzzles-daily-none-left = ⚠️ Tous mes problèmes ont déjà été publiés comme problème du jour de ce serveur, il n'y en a donc pas aujourd'hui. Je regarderai de temps en temps ; l'opérateur du bot peut ajouter des problèmes.
puzzles-daily-solution-yesterday = 🧩 Le problème du jour d'hier, résolu par { $solvers } : la solution est ||{ $solution }||
puzzles-daily-solution-of = 🧩 Le problème du jour du { $day }, résolu par { $solvers } : la solution est ||{ $solution }||
