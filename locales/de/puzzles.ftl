# Rätsel: /pente puzzle new, move und stats, ihre Knöpfe und das Tagesrätsel.

## Das Brett eines Versuchs
puzzles-button-hint = Tipp
puzzles-button-give-up = Aufgeben
puzzles-button-retry = Verfehlte wiederholen ({ $n })
puzzles-defender = Verteidiger
puzzles-solver = Löser
puzzles-hint-status = Tipp: { $point }

## Was ein Rätsel fragt
puzzles-to-play-white = { $left ->
    [one] Weiß am Zug gewinnt — { $left } Zug
   *[other] Weiß am Zug gewinnt — { $left } Züge
}
puzzles-to-play-black = { $left ->
    [one] Schwarz am Zug gewinnt — { $left } Zug
   *[other] Schwarz am Zug gewinnt — { $left } Züge
}

## Themen
puzzles-theme-five = Fünfer
puzzles-theme-captures = Schlagen
puzzles-theme-double-four = Doppelvierer
puzzles-theme-four-three = Vier-Drei
puzzles-theme-capture-defence = Verteidigung durch Schlagen
puzzles-theme-long = lang

## Der Beginn
puzzles-intro-daily = Hier ist das Tagesrätsel
puzzles-intro-shipped = Rätsel
puzzles-intro-server-games = Ein Rätsel aus den Partien dieses Servers (Übung: sein Gewinnzug stand in der Analyse),
puzzles-intro-retry = Neuer Versuch (Übung, ohne Wertung):
puzzles-introduce = 🧩 { $how } **{ $id }**: **{ $task }**.
    Antworte mit `/pente puzzle move position:…`.
puzzles-solving = 🧩 Du löst Rätsel **{ $id }**: **{ $task }**.
    Antworte mit `/pente puzzle move position:…` oder drücke **Aufgeben**.
puzzles-solving-daily = 🧩 Du löst das Tagesrätsel **{ $id }**: **{ $task }**.
    Antworte mit `/pente puzzle move position:…` oder drücke **Aufgeben**.
puzzles-still-open = (Dein Rätsel **{ $id }** ist noch offen: `/pente puzzle new` zeigt es nach diesem.)
puzzles-tried-all = Du hast jedes meiner Rätsel versucht! `/pente puzzle stats` hat einen Knopf **Verfehlte wiederholen** für die, die dir entgangen sind.
puzzles-already-under-way = Du hast schon ein Rätsel in Arbeit: `/pente puzzle new` zeigt es.
puzzles-not-drawn = Dein Rätsel ist bereit, aber ich konnte es gerade nicht zeichnen: frag noch einmal mit `/pente puzzle new`, um es zu sehen.
puzzles-daily-over = ⌛ Das Tagesrätsel **{ $id }**, das du gelöst hast, ist vorbei: seine Lösung wurde veröffentlicht. Dein Versuch endete ohne Wertung (`/pente puzzle stats` bietet es zum Wiederholen an).
puzzles-closed-broken = ⚠️ Ich kann das Rätsel, das du gelöst hast (**{ $id }**), nicht mehr lesen, also habe ich es geschlossen; es wird nicht gewertet.
puzzles-changed-meanwhile = Dein Rätsel hat sich gerade geändert, also wurde nichts getan: `/pente puzzle new` zeigt es, wie es jetzt steht.

## Antworten
puzzles-not-a-point = `{ $position }` ist kein Punkt: ein Punkt ist eine Spalte A–T (ohne I) und eine Reihe 1–19, etwa K10.
puzzles-move-not-played-look = Dein Zug **{ $point }** wurde nicht gespielt: sieh dir zuerst das Rätsel an.
puzzles-move-not-played-another = Dein Zug wurde nicht gespielt: `/pente puzzle new` gibt dir ein anderes Rätsel.
puzzles-daily-tried = Du hast das Tagesrätsel schon versucht.
puzzles-none-under-way = Du hast kein Rätsel in Arbeit: `/pente puzzle new` gibt dir eines.
puzzles-cannot-replay = Leider kann ich dieses Rätsel nicht mehr nachspielen. Drücke **Aufgeben** oder frag nach `/pente puzzle new`.
puzzles-not-legal = { $point } ist hier kein spielbarer Zug: wähle einen freien Punkt (die Vorschläge zeigen sie).
puzzles-check-failed = Leider konnte ich das gerade nicht prüfen. Bitte versuch es gleich noch einmal.
puzzles-right = ✅ **{ $point }** ist richtig. Der Verteidiger antwortet { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }**: du bist am Zug.
puzzles-right-undrawn = { $said }: du bist am Zug.
puzzles-right-so-far = ✅ **{ $point }** ist bisher richtig: jetzt der zweite Stein deines Zugs
puzzles-solved = 🎉 **{ $point }** gewinnt: Rätsel **{ $id }** gelöst!
puzzles-solved-hinted = 🎉 **{ $point }** gewinnt: Rätsel **{ $id }** gelöst (mit Tipp)!
puzzles-unknown = 🤔 Ich kann nicht rechtzeitig sagen, ob **{ $point }** gewinnt: versuch einen anderen Zug. Dieser zählt nicht.
puzzles-wrong = ❌ **{ $point }** gewinnt nicht. Die Lösung: { $solution }

## Das Ende eines Versuchs
puzzles-rating-changed = 📈 Rätselwertung: { $change }
puzzles-rating-stays-server-game = 🔁 Ein Rätsel aus den Partien dieses Servers ist Übung (die Analyse zeigte seinen Gewinnzug), also bleibt deine Wertung.
puzzles-rating-stays-practice = 🔁 Übung (du hattest dieses Rätsel schon versucht, hier oder auf einem anderen Server, oder seine Lösung wurde veröffentlicht), also bleibt deine Wertung.
puzzles-streak = 🔥 Serie: { $n }.
puzzles-outcome = { $rating }
    🏷️ Themen: { $themes }.
    📜 Quelle: { $source }.

## Die Knöpfe
puzzles-not-your-buttons = Diese Knöpfe gehören zum Rätsel von <@{ $solver }>. `/pente puzzle new` gibt dir ein eigenes.
puzzles-old-board = Das ist ein altes Brett, also wurde nichts getan: `/pente puzzle new` zeigt dein Rätsel, wie es jetzt steht.
puzzles-pressed-over = Dieses Rätsel ist vorbei, also wurde nichts getan. `/pente puzzle new` gibt dir ein anderes.
puzzles-hint-failed = Leider konnte ich gerade keinen Tipp finden.
puzzles-no-hint = Leider habe ich für diese Stellung keinen Tipp.
puzzles-hint = 💡 Tipp: spiele **{ $hint }**. (Mit Tipp zählt das Rätsel für deine Wertung als verfehlt.)
    {""}**{ $task }**: antworte mit `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Tipp: spiele **{ $hint }**.
puzzles-gave-up = 🏳️ Die Lösung von **{ $id }**: { $solution }
puzzles-no-failed = Kein verfehltes Rätsel zum Wiederholen: gut gemacht!

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Deine Rätsel**: Wertung { $rating }, { $attempts } gewerteter Versuch; Serie { $streak } (beste { $best }).
   *[other] 🧩 **Deine Rätsel**: Wertung { $rating }, { $attempts } gewertete Versuche; Serie { $streak } (beste { $best }).
}
puzzles-stats-theme = • { $theme }: { $solved } gelöst, { $failed } verfehlt
puzzles-stats-none = Noch kein Rätsel versucht: `/pente puzzle new` gibt dir eines.

## Das Tagesrätsel
puzzles-daily = 🧩 **Tagesrätsel**: { $task }.
    Löse es privat: `/pente puzzle move` zeigt es dir, dann antworte mit `/pente puzzle move position:…` (nur dein erster Versuch zählt, bis die Lösung veröffentlicht ist).
    ✅ Bisher gelöst von { $solvers }.
puzzles-daily-not-moderator = Nur Moderatoren (mit der Berechtigung Server verwalten) können das Tagesrätsel einrichten.
puzzles-daily-bad-hour = Die Stunde ist 0 bis 23 (UTC).
puzzles-daily-announced = 🧩 Hier erscheint jeden Tag um { $at } UTC ein Tagesrätsel. Jeder kann es privat mit `/pente puzzle move` lösen.
puzzles-daily-cannot-post-there = Ich kann in <#{ $channel }> nicht posten ({ $why }), also ist das Tagesrätsel nicht eingerichtet. Gib mir dort **Kanal ansehen**, **Nachrichten senden** und **Dateien anhängen** oder wähle einen anderen Kanal.
puzzles-daily-set = 🧩 Erledigt: ein Tagesrätsel erscheint jeden Tag um { $at } UTC in <#{ $channel }>. Wenn ein Post scheitert, sage ich es hier.
puzzles-daily-why-permission = mir fehlt dort eine Berechtigung
puzzles-daily-why-no-channel = ich finde diesen Kanal nicht
puzzles-daily-why-not-allowed = ich habe dort keinen Zutritt
puzzles-daily-why-refused = Discord hat abgelehnt
puzzles-daily-why-no-answer = Discord hat nicht geantwortet
puzzles-daily-post-failed = ⚠️ Ich konnte das Tagesrätsel nicht in <#{ $channel }> posten ({ $why }). Ich versuche es weiter, immer seltener; ein Moderator kann die Berechtigungen des Kanals richten oder mit `/pente puzzle daily` einen anderen Kanal wählen.
puzzles-daily-none-left = ⚠️ Jedes meiner Rätsel war schon Tagesrätsel dieses Servers, also gibt es heute keines. Ich schaue ab und zu wieder nach; der Betreiber des Bots kann Rätsel hinzufügen.
puzzles-daily-solution-yesterday = 🧩 Das gestrige Tagesrätsel, gelöst von { $solvers }: die Lösung ist ||{ $solution }||
puzzles-daily-solution-of = 🧩 Das Tagesrätsel vom { $day }, gelöst von { $solvers }: die Lösung ist ||{ $solution }||
