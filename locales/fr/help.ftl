# /pente help : chaque commande avec un exemple (un message Discord : 2 000 caractères au plus ; le nom de chaque sous-commande et option doit y rester).

help = **Commandes de pente-bot**
    • `/pente challenge opponent:@ami [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — une partie ici ; `variant` : un autre jeu de la famille.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — contre moi, tout de suite.
    • `/pente move position:K10` — posez une pierre (suggestions en tapant ; `swap`, `keep`, `pass`). `/pente board` — le plateau.
    • `/pente resign` — abandonner. `/pente draw` — proposer la nulle. `/pente takeback` — demander à reprendre votre dernier coup.
    • `/pente abort` — annuler avant que chacun ait joué deux coups (modérateurs : à tout moment).
    • `/pente stats [player:@…] [variant]` — bilans. `/pente history [player]` — les 10 dernières parties. `/pente export` — un fichier pente.org.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — classements.
    • `/pente replay [game]` — un GIF animé avec boutons (`game:#42` de l'historique). `/pente analyze [game]` — gains manqués et gaffes.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — l'explorateur d'ouvertures.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, puis `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — mes tournois.
    • `/pente hill join|show|leave [variant]` — Roi de la colline.
    • `/pente puzzle new|move|stats|daily` — problèmes en privé ; un par jour.
    • `/pente games [player]` — parties en cours. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — MP à votre tour, vacances.
    • `/pente rules [variant]` — les règles en bref. `/pente help` — cette liste. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Les plateaux ont des boutons (nulle, reprise, abandon, revanche). Chaque coup a une pendule : rappel au dernier quart, puis la perte au temps (ou les vacances).
    Une partie par salon : ouvrez un fil pour chaque partie.
