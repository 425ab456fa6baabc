# Turniere: /pente tournament, Ankündigungen, Paarungen, Tabellen,
# Kreuztabelle, die Threads der Partien und die Wörter der Bilder.

## Modi, Zustände und wie weit ein Spieler im K.-o.-System kam
events-format-swiss = Schweizer System
events-format-swiss-rounds = { $rounds ->
    [one] Schweizer System, { $rounds } Runde
   *[other] Schweizer System, { $rounds } Runden
}
events-format-round-robin = Rundenturnier
events-format-double-round-robin = doppeltes Rundenturnier
events-format-knockout = K.-o.-System
events-state-open = offen
events-state-running = laufend
events-state-finished = beendet
events-state-cancelled = abgesagt
events-stage-winner = Sieger
events-stage-final = Finale
events-stage-semi-final = Halbfinale
events-stage-quarter-final = Viertelfinale
events-stage-round = Runde { $round }
events-rated = gewertet
events-unrated = ungewertet

## Anlegen, Starten und Absagen
events-create-not-organiser = Nur Organisatoren (mit der Berechtigung „Nachrichten verwalten“ in diesem Kanal) können ein Turnier anlegen.
events-bad-starts = Ich konnte `starts:{ $starts }` nicht lesen: Gib an, wann die Anmeldung schließt, etwa "in 1h", "in 30m" oder "in 2d" (höchstens 30 Tage).
events-no-name = Gib dem Turnier einen Namen.
events-not-announced = Ich konnte die Ankündigung des Turniers nicht posten, daher wurde es nicht angelegt. Bitte versuch es noch einmal.
events-none-here = Hier gibt es kein Turnier: `/pente tournament create` kündigt eines an (oder nenne es mit `tournament:`).
events-not-open = **{ $name }** ist nicht zur Anmeldung offen (Stand: { $state }).
events-started = Gestartet: Die Partien der ersten Runde sind in ihren Threads.
events-started-backing-off = Gestartet, aber noch nicht jede Partie konnte beginnen (siehe den Kanal des Turniers): Ich versuche es weiter.
events-start-called-off = Abgesagt: zu wenige Spieler.
events-start-not-open = Die Anmeldung ist nicht mehr offen.
events-only-organiser-start = Nur der Organisator (oder ein Moderator von <#{ $channel }>, mit dem Befehl dort) kann das Turnier starten.
events-only-organiser-cancel = Nur der Organisator (oder ein Moderator von <#{ $channel }>, mit dem Befehl dort) kann das Turnier absagen.
events-only-organiser-remove = Nur der Organisator (oder ein Moderator von <#{ $channel }>, mit dem Befehl dort) kann einen Spieler entfernen.
events-called-off = **{ $name }** ist abgesagt.
events-already-over = **{ $name }** ist schon vorbei.

## Wo ein Turnier laufen kann
events-refused-in-thread = Das ist ein Thread (oder ein Forumsbeitrag): Ein Turnier läuft in einem Textkanal, in dem jede seiner Partien einen eigenen Thread bekommt. Führe den Befehl dort aus.
events-refused-not-text = Ein Turnier läuft in einem Textkanal, in dem jede seiner Partien einen eigenen Thread bekommt: Dieser Kanal kann sie nicht aufnehmen.
events-refused-permissions = Ich kann die Threads der Partien in diesem Kanal nicht öffnen: Ich brauche hier die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“.
events-refused-there = In <#{ $channel }>: { $why }
events-refused-not-server-channel = Der Kanal dieses Turniers ist kein Textkanal eines Servers.
events-refused-unreachable = Ich erreiche den Kanal von **{ $name }** nicht mehr (gelöscht oder vor mir verborgen), daher können seine Partien nicht beginnen.

## Anmelden und Abmelden
events-joined = Du bist bei **{ $name }** dabei. Viel Glück!
events-already-joined = Du bist bei **{ $name }** schon angemeldet.
events-full = **{ $name }** ist voll.
events-withdrawn = <@{ $player }> ist aus **{ $name }** ausgeschieden: keine neuen Paarungen; bisherige Ergebnisse bleiben.
events-left = <@{ $player }> steht nicht mehr auf der Liste von **{ $name }**.
events-not-in = <@{ $player }> spielt nicht bei **{ $name }** mit.
events-remove-own-opponent = Du spielst bei **{ $name }** gegen <@{ $player }>: Ein anderer Organisator oder Moderator muss ihn entfernen.
events-button-join = Anmelden
events-button-leave = Abmelden

## Die Ankündigung
events-starts-at = Beginnt { $at } oder wenn der Organisator `/pente tournament start` ausführt.
events-starts-when-started = Beginnt, wenn der Organisator `/pente tournament start` ausführt.
events-players-of-max = { $n } von { $max }
events-announcement = 🏆 **{ $name }** (#{ $id }) — { $variant }, { $format }, { $time } pro Zug, { $rated }. Organisiert von <@{ $organiser }>. { $when }
    Spieler ({ $joined }):
events-nobody-yet = noch niemand
events-sign-up-closed = Anmeldung geschlossen: Das Turnier läuft.
events-announcement-called-off = Abgesagt.

## Beiträge im Kanal des Turniers
events-called-off-too-few = ❌ **{ $name }** ist abgesagt: Es braucht mindestens { $least } Spieler und hatte { $had }.
events-called-off-by = ❌ **{ $name }** wurde von <@{ $by }> abgesagt. Laufende Partien dürfen zu Ende gespielt werden; sie zählen nur für die Wertungen.
events-withdrew = 🚪 <@{ $player }> hat sich von **{ $name }** zurückgezogen.
events-withdrew-game = 🏳️ { $player } hat sich von **{ $name }** zurückgezogen: { $ending }.
events-begins = 🏁 **{ $name }** beginnt: { $format } ({ $variant }), { $players } Spieler.
    Setzliste: { $seeds }
events-pairings = ♟️ **{ $name }** — Runde { $round }:
events-pairings-more = ♟️ **{ $name }** — Runde { $round }, weitere Partien:
events-pairing = • <@{ $white }> (Weiß) gegen <@{ $black }> (Schwarz)
events-pairing-in = • <@{ $white }> (Weiß) gegen <@{ $black }> (Schwarz) in <#{ $thread }>
events-bye-line = ☕ <@{ $player }> ist spielfrei (zählt als Sieg).
events-crosstable = 📋 **{ $name }** — Kreuztabelle:
events-won = 🥇 **{ $name }** ist vorbei: <@{ $winner }> gewinnt! Herzlichen Glückwunsch.
events-shared = 🏁 **{ $name }** ist vorbei: Der erste Platz wird geteilt.

## Der Thread einer Partie
events-thread-name = Runde { $round }: { $white } gegen { $black }
events-game-started = 🏆 **{ $name }**, Runde { $round }: { $white } (Weiß) gegen { $black } (Schwarz), { $time } pro Zug.
events-game-started-unrated = 🏆 **{ $name }**, Runde { $round }: { $white } (Weiß) gegen { $black } (Schwarz), { $time } pro Zug, ungewertet.
events-threads-why-gone = der Kanal ist weg
events-threads-why-permission = mir fehlt dort eine Berechtigung
events-threads-why-refused = Discord hat abgelehnt
events-threads-refused = ⚠️ <@{ $organiser }>: Ich kann die Threads der Partien von **{ $name }** in <#{ $channel }> nicht öffnen ({ $why }). Ich brauche einen Textkanal, in dem ich die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“ habe. Ich versuche es weiter, immer seltener; die Partien beginnen, sobald ich kann.

## /pente tournament pairings
events-no-such-round = **{ $name }** hat keine Runde { $round } (gespielt wurden { $played }).
events-pairing-bye = • { $white }: spielfrei (1 Punkt)
events-playing = läuft
events-pairing-result = • { $white } (Weiß) gegen { $black } (Schwarz): { $result }
events-pairing-result-in = • { $white } (Weiß) gegen { $black } (Schwarz): { $result } in <#{ $thread }>

## Tabellen
events-not-started = **{ $name }** hat noch nicht begonnen: { $joined } bisher angemeldet.
events-standings-final = Endstand
events-standings-cancelled = Stand (abgesagt)
events-standings-round = Stand, Runde { $round }
events-standings-after = Stand nach Runde { $round }
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what }:
events-standing-line = { $rank }. { $name } — { $points } Pkt. ({ $breaks }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
events-standings-more = … und { $n } weitere: Das Bild zeigt die ganze Tabelle.

## Die Bilder
events-players = { $n } Spieler
events-rounds = { $n ->
    [one] { $n } Runde
   *[other] { $n } Runden
}
events-round-title = { $name } — Runde { $round }
events-crosstable-title = { $name } — Kreuztabelle
events-bye = spielfrei
events-withdrew-mark = { $name } (zurückgezogen)
events-column-board = Brett
events-column-result = Ergebnis
events-column-player = Spieler
events-column-points = Pkt.
events-column-reached = Erreicht
events-column-wins = S
events-column-games = Partien
