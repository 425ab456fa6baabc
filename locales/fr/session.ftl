# La session de jeu : refus, défis, coups, fins de partie et rappels.
# $side vaut "white" ou "black" (une couleur dans une phrase) ; $color est le nom de la couleur.

session-named = { $player } ({ $color })

session-challenge-yourself = Vous ne pouvez pas vous défier vous-même. Choisissez quelqu'un : `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } est un bot, et les bots ne peuvent pas répondre à un défi. Défiez plutôt une personne.
session-challenge-game-in-progress = Une partie est déjà en cours dans ce salon ({ $white } contre { $black }). Terminez-la, ou ouvrez un fil et jouez-y.
session-challenge-pending = { $challenger } a déjà défié { $opponent } ici. Attendez la réponse, ou ouvrez un fil et jouez-y.
session-challenge-rated-keeps-rule = Une partie classée garde la règle de tournoi (la deuxième pierre de Blanc hors de H8–M12). Pour jouer sans elle, rendez la partie non classée : ajoutez `rated:false`.
session-challenge-rule-always = { $variant } garde sa règle d'ouverture dans chaque partie, classée ou non : retirez `tournament_rule:false`.
session-answer-not-opponent = Ce défi est pour { $opponent } : seule cette personne peut l'accepter ou le refuser. Lancez le vôtre avec `/pente challenge`.
session-answer-not-challenger = Seul { $challenger }, qui a lancé ce défi, peut le retirer.
session-answer-expired = Ce défi a expiré. Lancez-en un nouveau avec `/pente challenge`.
session-answer-closed = Ce défi n'est plus ouvert.
session-terms = { $variant } avec { $side ->
        [white] Blanc
       *[black] Noir
    }, { $time } par coup{ $rated ->
        [yes] {""}
       *[no] , non classée
    }{ $rule ->
        [yes] {""}
       *[no] {" "}sans la règle de tournoi
    }{ $hill ->
        [yes] , une partie de la colline
       *[no] {""}
    }
session-invitation = { $challenger } défie { $opponent } à une partie de { $variant } ! { $challenger } jouerait { $side ->
        [white] Blanc, { $opponent } Noir,
       *[black] Noir, { $opponent } Blanc,
    } avec { $time } par coup. Le défi expire dans { $expires }.
session-invitation-unrated = La partie n'est pas classée.
session-invitation-unrated-no-rule = La partie n'est pas classée et se joue sans la règle de tournoi : la deuxième pierre de Blanc peut aller n'importe où.
session-invitation-hill = Une partie du Roi de la colline : le vainqueur monte.

session-turn-no-game = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/pente challenge opponent:@friend`.
session-turn-not-started = La partie n'a pas encore commencé : { $opponent } doit encore accepter le défi de { $challenger }.
session-turn-not-a-player = Vous ne jouez pas dans cette partie ({ $white } contre { $black }). Suivez-la, ou lancez votre propre partie dans un fil.
session-turn-not-your-turn = Ce n'est pas votre tour : c'est à { $player } de jouer.
session-turn-over = Cette partie est terminée : { $ending }. Lancez-en une nouvelle avec `/pente challenge`.
session-turn-out-of-time = Trop tard : votre temps pour ce coup est écoulé.
session-turn-too-late-to-abort = Il est trop tard pour annuler : chaque camp a joué deux coups. Abandonnez avec `/pente resign`, ou demandez à un modérateur de l'annuler avec `/pente abort`.
session-turn-choose-first = { $player } doit d'abord choisir : { $choices }. Appuyez sur le bouton sous le plateau, ou tapez le mot : `/pente move position:{ $first }`.
session-illegal-game-over = la partie est terminée : { $ending }
session-illegal-occupied = { $point } est déjà occupé par une pierre { $side ->
        [white] blanche
       *[black] noire
    } : choisissez un point libre
session-illegal-first-not-center = La première pierre de Blanc doit aller en K10, le centre du plateau, pas en { $point }
session-illegal-second-too-close = { $point } est trop près du centre : selon la règle de tournoi, la deuxième pierre de Blanc doit être à au moins 3 points de K10, hors du carré H8–M12 (par exemple N10, K13 ou G7)
session-illegal-second-gpente = { $point } est interdit à la deuxième pierre de Blanc au G-Pente : elle doit être hors de H8–M12 et ni en K13, K14, K7, K6, N10, O10, G10 ni F10
session-illegal-decision-pending = { $color } doit d'abord choisir : { $choices }
session-illegal-no-decision = il n'y a rien à choisir maintenant : posez une pierre
session-illegal-bad-decision = { $choice } n'est pas un choix possible maintenant : { $choices }
session-point-empty = aucun point donné : écrivez une lettre de colonne et un numéro de ligne, comme K10
session-point-malformed = `{ $input }` n'est pas un point : écrivez une lettre de colonne A–T (sans I) suivie d'un numéro de ligne 1–19, comme K10
session-point-no-column-i = il n'y a pas de colonne I — elle est sautée ; vouliez-vous dire H{ $row } ou J{ $row } ?
session-point-off-board = { $input } est hors du plateau : les colonnes vont de A à T (sans I) et les lignes de 1 à 19
session-point-leading-zero = écrivez la ligne sans zéro initial : { $suggestion }, pas { $input }

session-ending-resigned = { $loser } a abandonné, { $winner } gagne
session-ending-time = { $loser } a dépassé son temps, { $winner } gagne au temps
session-ending-agreement = une nulle par accord
session-ending-aborted = la partie a été annulée ; elle ne compte pour personne
session-ending-ongoing = la partie continue
session-ending-draw = une nulle : le plateau est plein
session-ending-five = { $winner } gagne avec cinq alignées
session-ending-six = { $winner } gagne avec six alignées
session-ending-captures = { $winner } gagne en capturant { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    }
session-ending-by-captures = { $winner } gagne par captures

session-status-choose = { $player } choisit : { $choices } (les boutons ci-dessous)
session-status-place = { $player } pose une pierre { $side ->
        [white] blanche
       *[black] noire
    }
session-status-to-move = Au tour de { $player }
session-status-rule = { $status } : { $rule }
session-rule-first-center = la première pierre de Blanc va en K10
session-rule-second-outside = la deuxième pierre de Blanc doit être hors du carré H8–M12
session-rule-second-outside-gpente = la deuxième pierre de Blanc doit être hors du carré H8–M12 et ni en K13, K14, K7, K6, N10, O10, G10 ni F10
session-rule-two-stones = deux pierres ce tour-ci
session-rule-one-more = encore une pierre
session-status-due = Coup attendu { $when }.

session-move-played = { $player } a joué { $point }
session-move-placed = { $player } a posé une pierre { $side ->
        [white] blanche
       *[black] noire
    } en { $point }
session-move-captured = { $played } et a capturé { $points }
session-move-poofed = { $played }, et a perdu par « poof » { $points }

session-remind-lost-by = ⏰ { $player }, c'est à vous de jouer ({ $color }) — votre temps expire { $when }, puis la partie est perdue au temps.
session-remind-lost = ⏰ { $player }, c'est à vous de jouer ({ $color }) — jouez, sinon la partie est perdue au temps.
session-remind-aborted-by = ⏰ { $player }, c'est à vous de jouer ({ $color }) — votre temps expire { $when }, puis la partie sera annulée.
session-remind-aborted = ⏰ { $player }, c'est à vous de jouer ({ $color }) — jouez, sinon la partie sera annulée.

session-decision-swap = 🔄 { $who } a échangé : { $who } joue maintenant { $now ->
        [white] Blanc
       *[black] Noir
    }, { $other } joue { $was ->
        [white] Blanc
       *[black] Noir
    }.
session-decision-keep = ✅ { $who } garde { $side ->
        [white] Blanc
       *[black] Noir
    }.
session-decision-pass = ↪️ { $who } passe : { $who } pose les deux pierres suivantes (Noir, puis Blanc), puis { $other } choisit.

session-offer-words-draw = proposition de nulle
session-offer-words-takeback = demande de reprise
session-offer-draw = 🤝 { $by } propose la nulle. { $to }, acceptez-vous ?
session-offer-takeback = ↩️ { $by } demande à reprendre son dernier coup. { $to }, acceptez-vous ?
session-offer-takeback-move = ↩️ { $by } demande à reprendre son dernier coup, { $point }. { $to }, acceptez-vous ?
session-offer-already-open = Il y a déjà une { $kind ->
        [draw] proposition de nulle
       *[takeback] demande de reprise
    } ouverte dans cette partie : attendez la réponse de { $answerer } (elle tombe dès que le coup suivant est joué).
session-offer-nothing-to-take-back = Vous n'avez encore aucun coup à reprendre.
session-offer-decided-since = Le choix d'ouverture ({ $choice }) a été fait depuis votre dernier coup, et un choix ne se reprend pas.
session-offer-not-your-last-move = Vous ne pouvez reprendre que votre propre dernier coup, avant que { $opponent } n'y ait répondu.
session-offer-computer-thinking = Je réfléchis encore à mon coup : redemandez quand j'aurai répondu.
session-offer-computer-plays-on = Merci pour la proposition, mais je préfère continuer ! Vous pouvez abandonner avec `/pente resign` si vous préférez arrêter.
session-offer-not-open = Cette { $kind ->
        [draw] proposition de nulle
       *[takeback] demande de reprise
    } n'est plus ouverte : elle a reçu une réponse, ou elle est tombée quand le coup suivant a été joué.
session-offer-your-own = C'est votre propre { $kind ->
        [draw] proposition de nulle
       *[takeback] demande de reprise
    } : seul votre adversaire peut y répondre.
session-offer-out-of-time = Le temps est écoulé : { $ending }, donc { $refused }.
session-offer-lost-on-time = la partie est perdue au temps
session-offer-aborted = la partie est annulée
session-offer-none-can-be-made = aucune proposition ne peut être faite
session-offer-no-longer-accepted = la { $kind ->
        [draw] proposition de nulle
       *[takeback] demande de reprise
    } ne peut plus être acceptée
session-offer-no-longer-declined = la { $kind ->
        [draw] proposition de nulle
       *[takeback] demande de reprise
    } ne peut plus être refusée
