# /pente help: jeder Befehl mit einem Beispiel (eine Discord-Nachricht: höchstens 2.000 Zeichen; jeder Unterbefehl und jede Option muss darin stehen).

help = **pente-bot-Befehle**
    • `/pente challenge opponent:@freund [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — eine Partie hier; `variant`: ein anderes Spiel der Familie.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — gegen mich, sofort.
    • `/pente move position:K10` — einen Stein setzen (Vorschläge beim Tippen; `swap`, `keep`, `pass`). `/pente board` — das Brett.
    • `/pente resign` — aufgeben. `/pente draw` — Remis anbieten. `/pente takeback` — den letzten Zug zurücknehmen lassen.
    • `/pente abort` — abbrechen, bevor jede Seite zwei Züge gemacht hat (Moderatoren: jederzeit).
    • `/pente stats [player:@…] [variant]` — Bilanzen. `/pente history [player]` — die letzten 10 Partien. `/pente export` — als pente.org-Datei.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — Wertungen.
    • `/pente replay [game]` — ein animiertes GIF mit Knöpfen (`game:#42` aus dem Verlauf). `/pente analyze [game]` — verpasste Siege und Fehler.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — der Eröffnungs-Explorer.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, dann `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — Turniere.
    • `/pente hill join|show|leave [variant]` — King of the Hill.
    • `/pente puzzle new|move|stats|daily` — Aufgaben, privat; eine am Tag.
    • `/pente games [player]` — laufende Partien. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — DMs, wenn du dran bist; Urlaub.
    • `/pente rules [variant]` — die Regeln kurz. `/pente help` — diese Liste. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Bretter haben Knöpfe (Remis, Zurücknahme, Aufgabe, Revanche). Jeder Zug hat eine Uhr: Erinnerung beim letzten Viertel, dann Verlust auf Zeit (oder Urlaub).
    Eine Partie pro Kanal: eröffne für jede Partie einen Thread.
