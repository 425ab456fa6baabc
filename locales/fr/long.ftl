# Parties de plusieurs jours : /pente games, /pente settings, messages de tour,
# jours de vacances flottants et jours de week-end.

## Jours de week-end et temps de vacances
long-day-monday = lundi
long-day-tuesday = mardi
long-day-wednesday = mercredi
long-day-thursday = jeudi
long-day-friday = vendredi
long-day-saturday = samedi
long-day-sunday = dimanche
long-weekend-none = aucun
long-weekend-unknown-day = Je ne connais pas le jour `{ $day }` : nommez les jours en anglais, comme `sat,sun` (ou `none`).
long-weekend-too-many = Au plus { $most } jours de week-end par semaine : la pendule doit bien tourner un peu.
long-hours-none = aucun
# « 9 jours 5 heures »
long-days-and-hours = { $days } { $hours }

## Une échéance repoussée par les vacances (dans le salon de la partie)
long-extended-taken = 🏖️ Le temps de { $player } était écoulé : la partie est prolongée par du temps de vacances (pris : { $taken } ; reste cette année : { $left }). Coup attendu { $due }.
long-extended-covered = 🏖️ Le temps de { $player } était écoulé : la partie est prolongée par du temps de vacances, couvert par l'heure prise pour une autre partie arrivée à échéance pendant celle-ci. Coup attendu { $due }.
long-vacation-low = 🏖️ Plus que { $left } de vacances cette année sur le serveur de { $channel } : ensuite, une partie dont le temps s'écoule est perdue au temps. `/pente settings` l'indique.

## Messages de tour
long-dm-your-move = ♟️ À vous de jouer dans { $channel } contre **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ À vous de jouer dans { $channel } contre **{ $opponent }** ({ $variant }) : { $opponent } a joué { $point }.
long-dm-due = Coup attendu { $due }.
long-dm-stop = `/pente settings notify:off` arrête ces messages.
long-dm-web = Sur le web : { $url }
long-dm-reminder = ⏰ Il reste un quart de votre temps dans { $channel } ({ $white } contre { $black }) : coup attendu { $due }.
long-note-refused = 🔕 Je n'ai pas pu vous envoyer de message privé (vos paramètres de confidentialité les refusent), donc vos notifications de tour sont désactivées. Autorisez les messages privés des membres de ce serveur, puis `/pente settings notify:on`.
long-notes-more = … et { $n } de plus

## /pente games
long-games-none = Vous n'avez aucune partie en cours ni aucun défi ouvert sur ce serveur. `/pente challenge` en lance une.
long-games-header = **Vos parties** · { $waiting ->
    [one] { $waiting } vous attend
   *[other] { $waiting } vous attendent
}
long-games-challenge-to-you = { $n }. 📨 **Défi de { $opponent }** · { $variant } · { $channel } · [Accepter ou refuser]({ $link }) · expire { $expires }
long-games-your-challenge = { $n }. 📤 Votre défi à **{ $opponent }** · { $variant } · { $channel } · [défi]({ $link }) · expire { $expires }
long-games-your-move = **À vous de jouer**
long-games-their-move = au tour de { $name }
long-games-in-play = en cours
long-games-to-move = au tour de { $name }
long-games-due = échéance { $when }
long-games-line = { $n }. { $whose } · contre **{ $opponent }** · { $variant } · { $channel } · [plateau]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** contre **{ $black }** · { $variant } · { $channel } · [plateau]({ $link }) · { $whose }{ $tournament }
long-games-of-none = **{ $name }** n'a aucune partie en cours sur ce serveur.
long-games-of-header = **Parties en cours de { $name }** · { $n }
long-games-more = … et { $n } de plus.
long-games-unchecked = … et { $n ->
    [one] { $n } autre partie dont je n'ai pas pu vérifier le salon
   *[other] { $n } autres parties dont je n'ai pas pu vérifier les salons
}.
long-games-menu-vs = contre { $opponent } · { $variant }
long-games-menu-placeholder = Voir le plateau d'une partie
long-games-menu-not-yours = Ce menu est celui de quelqu'un d'autre : `/pente games` liste vos propres parties.
long-games-menu-gone = Cette partie n'est plus en cours : `/pente games` à nouveau montre les parties telles qu'elles sont maintenant.
long-games-menu-board = { $channel } : { $white } (Blancs) contre { $black } (Noirs), { $moves ->
    [one] { $moves } coup joué
   *[other] { $moves } coups joués
}. { $status }

## /pente settings
long-settings-moderators-only = Seuls les modérateurs qui peuvent gérer ce serveur activent ou désactivent ses vacances.
long-settings-saved = Enregistré.
long-settings-notify-on = 🔔 **Notifications activées**, sur tous les serveurs que nous partageons : un message privé avec le plateau quand une de vos parties (une heure par coup ou plus) attend votre coup. Les messages privés des membres de ce serveur doivent être autorisés.
long-settings-notify-on-reminders = 🔔 **Notifications activées**, sur tous les serveurs que nous partageons : un message privé avec le plateau quand une de vos parties (une heure par coup ou plus) attend votre coup, et un rappel quand il reste un quart de votre temps, au lieu de la mention du salon. Les messages privés des membres de ce serveur doivent être autorisés.
long-settings-notify-off = 🔕 **Notifications désactivées** : le salon vous mentionne quand c'est votre tour. `/pente settings notify:on` vous envoie plutôt un message privé.
long-settings-server-off = 🏖️ **Les vacances sont désactivées sur ce serveur** : une partie dont le temps s'écoule est perdue au temps.
long-settings-server-off-weekend = (Vos jours de week-end, { $days }, compteront de nouveau dès qu'elles seront activées.)
long-settings-no-days = 🏖️ **Pas de jours de vacances ici** : une partie dont le temps s'écoule est perdue au temps. Jours de week-end : { $days } (jamais décomptés de votre pendule, à partir de votre prochain coup).
long-settings-vacation = 🏖️ **Vacances sur ce serveur :** il vous reste { $left } sur { $allowance } cette année ({ $year }, UTC). Jours de week-end : { $days }.
long-settings-vacation-how = Les vacances sont prises d'elles-mêmes : quand une de vos parties d'un jour par coup ou plus va être perdue au temps, une heure est prise et chacune de vos parties arrivant à échéance pendant cette heure avance d'une heure (jamais plus de 30 jours, ou le temps de trois coups, après l'échéance du coup). Les jours de week-end ne sont jamais décomptés de votre pendule : les échéances affichées les laissent de côté, et les jours que vous nommez comptent à partir de votre prochain coup. Les parties de tournoi n'utilisent l'un et l'autre que si le tournoi a été créé avec `vacation:true` ; les parties contre moi n'utilisent ni l'un ni l'autre.
