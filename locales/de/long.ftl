# Partien über Tage: /pente games, /pente settings, Nachrichten zum Zug,
# gleitende Urlaubstage und Wochenendtage.

## Wochenendtage und Urlaubszeit
long-day-monday = Montag
long-day-tuesday = Dienstag
long-day-wednesday = Mittwoch
long-day-thursday = Donnerstag
long-day-friday = Freitag
long-day-saturday = Samstag
long-day-sunday = Sonntag
long-weekend-none = keine
long-weekend-unknown-day = Den Tag `{ $day }` kenne ich nicht: nenne die Tage auf Englisch, etwa `sat,sun` (oder `none`).
long-weekend-too-many = Höchstens { $most } Wochenendtage pro Woche: Die Uhr muss auch einmal laufen.
long-hours-none = keine
# "9 Tage 5 Stunden"
long-days-and-hours = { $days } { $hours }

## Eine Frist, die der Urlaub verschoben hat (im Kanal der Partie)
long-extended-taken = 🏖️ Die Zeit von { $player } war abgelaufen: Die Partie wird mit Urlaubszeit verlängert ({ $taken } genommen, { $left } übrig in diesem Jahr). Zug fällig { $due }.
long-extended-covered = 🏖️ Die Zeit von { $player } war abgelaufen: Die Partie wird mit Urlaubszeit verlängert, gedeckt durch die Stunde, die für eine andere in ihr fällige Partie genommen wurde. Zug fällig { $due }.
long-vacation-low = 🏖️ Nur noch { $left } Urlaub in diesem Jahr auf dem Server von { $channel }: Danach geht eine Partie, deren Zeit abläuft, auf Zeit verloren. `/pente settings` zeigt es.

## Nachrichten zum Zug
long-dm-your-move = ♟️ Du bist am Zug in { $channel } gegen **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ Du bist am Zug in { $channel } gegen **{ $opponent }** ({ $variant }): { $opponent } hat { $point } gespielt.
long-dm-due = Zug fällig { $due }.
long-dm-stop = `/pente settings notify:off` beendet diese Nachrichten.
long-dm-web = Im Web: { $url }
long-dm-reminder = ⏰ Ein Viertel deiner Zeit ist übrig in { $channel } ({ $white } gegen { $black }): Zug fällig { $due }.
long-note-refused = 🔕 Ich konnte dir keine Direktnachricht schicken (deine Privatsphäre-Einstellungen lehnen sie ab), also sind deine Zug-Benachrichtigungen aus. Erlaube Direktnachrichten von Mitgliedern dieses Servers, dann `/pente settings notify:on`.
long-notes-more = … und { $n } weitere

## /pente games
long-games-none = Du hast auf diesem Server keine laufenden Partien und keine offenen Herausforderungen. `/pente challenge` beginnt eine.
long-games-header = **Deine Partien** · { $waiting ->
    [one] { $waiting } wartet auf dich
   *[other] { $waiting } warten auf dich
}
long-games-challenge-to-you = { $n }. 📨 **Herausforderung von { $opponent }** · { $variant } · { $channel } · [Annehmen oder ablehnen]({ $link }) · läuft ab { $expires }
long-games-your-challenge = { $n }. 📤 Deine Herausforderung an **{ $opponent }** · { $variant } · { $channel } · [Herausforderung]({ $link }) · läuft ab { $expires }
long-games-your-move = **Du bist am Zug**
long-games-their-move = { $name } ist am Zug
long-games-in-play = läuft
long-games-to-move = { $name } am Zug
long-games-due = fällig { $when }
long-games-line = { $n }. { $whose } · gegen **{ $opponent }** · { $variant } · { $channel } · [Brett]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** gegen **{ $black }** · { $variant } · { $channel } · [Brett]({ $link }) · { $whose }{ $tournament }
long-games-of-none = **{ $name }** hat auf diesem Server keine laufenden Partien.
long-games-of-header = **Laufende Partien von { $name }** · { $n }
long-games-more = … und { $n } weitere.
long-games-unchecked = … und { $n ->
    [one] { $n } weitere Partie, deren Kanal
   *[other] { $n } weitere Partien, deren Kanäle
} ich nicht prüfen konnte.
long-games-menu-vs = gegen { $opponent } · { $variant }
long-games-menu-placeholder = Das Brett einer Partie zeigen
long-games-menu-not-yours = Dieses Menü gehört jemand anderem: `/pente games` listet deine eigenen Partien.
long-games-menu-gone = Diese Partie läuft nicht mehr: `/pente games` zeigt die Partien erneut, wie sie jetzt sind.
long-games-menu-board = { $channel }: { $white } (Weiß) gegen { $black } (Schwarz), { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} gespielt. { $status }

## /pente settings
long-settings-moderators-only = Nur Moderatoren, die diesen Server verwalten dürfen, schalten seinen Urlaub ein oder aus.
long-settings-saved = Gespeichert.
long-settings-notify-on = 🔔 **Benachrichtigungen an**, auf jedem Server, den wir teilen: eine Direktnachricht mit dem Brett, wenn du in einer deiner Partien (eine Stunde pro Zug oder mehr) am Zug bist. Direktnachrichten von Mitgliedern dieses Servers müssen erlaubt sein.
long-settings-notify-on-reminders = 🔔 **Benachrichtigungen an**, auf jedem Server, den wir teilen: eine Direktnachricht mit dem Brett, wenn du in einer deiner Partien (eine Stunde pro Zug oder mehr) am Zug bist, und eine Erinnerung, wenn ein Viertel deiner Zeit übrig ist, statt des Pings im Kanal. Direktnachrichten von Mitgliedern dieses Servers müssen erlaubt sein.
long-settings-notify-off = 🔕 **Benachrichtigungen aus**: Der Kanal pingt dich, wenn du am Zug bist. `/pente settings notify:on` schickt dir stattdessen eine Direktnachricht.
long-settings-server-off = 🏖️ **Urlaub ist auf diesem Server aus**: Eine Partie, deren Zeit abläuft, geht auf Zeit verloren.
long-settings-server-off-weekend = (Deine Wochenendtage, { $days }, zählen wieder, sobald er an ist.)
long-settings-no-days = 🏖️ **Hier gibt es keine Urlaubstage**: Eine Partie, deren Zeit abläuft, geht auf Zeit verloren. Wochenendtage: { $days } (zählen nie gegen deine Uhr, ab deinem nächsten Zug).
long-settings-vacation = 🏖️ **Urlaub auf diesem Server:** { $left } übrig von { $allowance } in diesem Jahr ({ $year }, UTC). Wochenendtage: { $days }.
long-settings-vacation-how = Der Urlaub wird von selbst genommen: Wenn eine deiner Partien mit einem Tag pro Zug oder mehr auf Zeit verloren zu gehen droht, wird eine Stunde genommen, und jede deiner Partien, die in dieser Stunde fällig ist, rückt eine Stunde weiter (nie mehr als 30 Tage oder drei Züge Zeit nach der Frist des Zuges). Wochenendtage zählen nie gegen deine Uhr: Die angezeigten Fristen lassen sie aus, und Tage, die du nennst, zählen ab deinem nächsten Zug. Turnierpartien nutzen beides nur, wenn das Turnier mit `vacation:true` erstellt wurde; Partien gegen mich nutzen keins von beiden.
