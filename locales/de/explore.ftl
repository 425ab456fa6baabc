# Der Eröffnungs-Explorer: /pente explore, sein Bild und die Seiten /explore der Website.
# $side ist "white" oder "black"; $games eine schon ausgeschriebene Zahl ("1.234"),
# $count dieselbe Zahl für den Plural.

## Zahlen: das Tausendertrennzeichen ("9.668").
explore-thousands = { "." }

## Woher die Partien kommen
explore-source-strong = starke Partien von pente.org
explore-source-server = Partien dieses Servers

## Die Stellung
explore-title = **Eröffnungs-Explorer** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] Weiß
   *[black] Schwarz
} ist am Zug
explore-next-choice = { $side ->
    [white] Weiß
   *[black] Schwarz
} wählt { $choices } (der Explorer geht weiter wie nach keep)
explore-at-start = Der Anfang: { $next }.
explore-after = Nach { $moves } ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}): { $next }.
explore-after-many = Nach { $count } Zügen: { $next }.
explore-after-moves = Nach { $moves }: { $next }.
explore-games = { $count ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
explore-no-games = Keine Partien: Keine erreichte diese Stellung.
explore-reached = { $count ->
    [one] { $games } Partie erreichte sie
   *[other] { $games } Partien erreichten sie
}: { $results }.
explore-results = Weiß { $white } % · Remis { $draws } % · Schwarz { $black } %
explore-no-move-played = Von hier wurde kein Zug gespielt: Jede Partie war zu Ende.
explore-examples-strong = Die am höchsten bewerteten Partien hier
explore-examples-server = Die letzten Partien hier
# Eine der starken Partien: ihre Nummer auf pente.org, beide Wertungen und das Ergebnis.
explore-example-strong = pente.org-Partie { $number } · { $white } – { $black } · { $result }

## Die Tabelle der nächsten Züge (feste Breite: kurze Wörter)
explore-column-move = Zug
explore-column-games = Partien
explore-column-share = Anteil
explore-column-white = Weiß
explore-column-draws = Remis
explore-column-black = Schwarz
explore-column-rating = Wertung
explore-more-moves = { $count ->
    [one] … und { $count } weiterer Zug
   *[other] … und { $count } weitere Züge
}

## Das Bild: die zwei Zeilen des Bandes und seine Statuszeile
explore-picture-white-won = Weiß gewann { $percent } %
explore-picture-black-won = Schwarz gewann { $percent } %
explore-picture-no-games = Keine Partie erreichte diese Stellung
explore-picture-status = { $count ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · % gespielt · Weiß % (rot)

## Das Menü und die Knöpfe
explore-menu-option = { $point } · { $count ->
    [one] { $games } Partie
   *[other] { $games } Partien
} · Weiß { $score } %
explore-menu-placeholder = Einen Zug tiefer…
explore-button-back = Zurück
explore-button-start = Anfang
explore-button-share = Teilen
# Über der für alle geposteten Ansicht: $user ist eine Erwähnung.
explore-shared-by = Geteilt von { $user }:

## Ablehnungen
explore-moves-or-game = Gib die Züge oder eine Partie an, nicht beides.
explore-game-number = Gib eine Partienummer wie `#42` an: `/pente history` zeigt sie.
explore-strong-pente-only = Die starken Partien sind alle Pente: Für { $variant } nimm `source:server` (die Partien dieses Servers).
explore-game-strong-pente-only = Partie #{ $game } ist { $variant }, und die starken Partien sind alle Pente: Nimm `source:server`.
explore-game-in-play = Partie #{ $game } wird noch gespielt: Der Explorer zeigt keine laufende Partie, denn das würde ihren Spielern während der Partie helfen.
explore-game-never-started = Partie #{ $game } hat nie begonnen: Es gibt nichts zu erkunden.
explore-game-no-replay = Die Züge von Partie #{ $game } lassen sich leider nicht mehr nachspielen.
explore-game-not-here = Auf diesem Server gibt es keine Partie #{ $game }. `/pente history` zeigt die Nummern der Partien.
explore-position-in-play = Eine laufende Partie steht gerade in dieser Stellung oder ein, zwei Züge davor: Der Explorer zeigt diese Stellungen nicht während einer Partie, denn das würde ihren Spielern helfen. Versuch es wieder, wenn sie weitergegangen oder zu Ende ist.
explore-expired = Dieser Explorer ist abgelaufen: Öffne mit `/pente explore` einen neuen.
explore-not-yours = Nur wer diesen Explorer geöffnet hat, kann ihn benutzen: Öffne mit `/pente explore` deinen eigenen.
explore-moved-on = Dieser Explorer ist inzwischen weiter: Nutze seine neueste Ansicht.
explore-cannot-play = Dieser Zug kann hier nicht gespielt werden.
# Eine getippte Stellung: $number zählt die Züge ab 1, $word ist das Getippte.
explore-too-many-moves = Das sind { $count } Züge: Der Explorer nimmt höchstens { $max }.
explore-not-a-point = Zug { $number } `{ $word }` ist kein Punkt wie `K10`.
explore-illegal = Zug { $number } `{ $word }` kann dort nicht gespielt werden: { $reason }.

## Wo Partie #N die bekannten Partien verließ ($stone zählt jeden Stein ab 1)
explore-left-strong = Partie #{ $game } verließ die starken Partien bei Zug { $stone }: { $point } wurde hier nie gespielt.
explore-left-server = Partie #{ $game } verließ die anderen Partien dieses Servers bei Zug { $stone }: { $point } wurde hier nie gespielt.
explore-stayed-strong = Jeder Zug von Partie #{ $game } wurde auch in den starken Partien gespielt.
explore-stayed-server = Jeder Zug von Partie #{ $game } wurde auch in den anderen Partien dieses Servers gespielt.

## Die Website
explore-web-title = Eröffnungs-Explorer
explore-web-title-moves = Eröffnungs-Explorer · { $moves }
explore-web-server = Pente auf { $server }
explore-web-about-strong = Pente-Partien zwischen den starken Spielern von pente.org (Wertung etwa 1.700 bis 2.500): was sie in einer Stellung als Nächstes spielten und wie es ausging.
explore-web-about-server = Die beendeten Partien dieses Servers: was in einer Stellung als Nächstes gespielt wurde und wie es ausging.
explore-web-variants = Spiel
explore-web-path = Die bisherigen Züge
explore-web-start = Anfang
explore-web-back = ◀ Zurück
# $games ist auf der Seite "<strong>1.234 Partien</strong>".
explore-web-summary = { $games } { $count ->
    [one] erreichte
   *[other] erreichten
} diese Stellung: Weiß gewann { $white } %, { $draws } % endeten remis, Schwarz gewann { $black } %.
explore-web-legend = Auf dem Brett die meistgespielten Züge: jeweils ihr Anteil an den Partien, die weitergingen (schwarz), und das Ergebnis von Weiß danach (rot).
explore-web-no-rule-left-out = Partien ohne Turnierregel sind nicht mitgezählt.
explore-web-results = Ergebnisse
explore-web-rating-about = Die durchschnittliche Wertung der Spieler, die ihn wählten
explore-web-more-moves = { $count ->
    [one] … und { $count } weiterer Zug, seltener gespielt.
   *[other] … und { $count } weitere Züge, jeder seltener gespielt.
}
# Was ein Screenreader und der Tooltip zu einem Zug auf dem Brett sagen.
explore-web-mark = { $point }: { $share } % der Partien, die weitergingen ({ $games }); Ergebnis von Weiß danach { $score } %
explore-web-start-over = Vom leeren Brett beginnen
explore-web-strong-pente-only = Die starken Partien von pente.org sind alle Pente, es gibt also keine in { $variant }: Der eigene Explorer eines Servers hat dessen Partien jeder Variante.
explore-web-no-such-variant = Hier gibt es kein Spiel namens „{ $name }“.
explore-web-in-play = Eine laufende Partie steht gerade in dieser Stellung oder ein, zwei Züge davor: Der Explorer zeigt diese Stellungen nicht während einer Partie, denn das würde ihren Spielern helfen. Komm wieder, wenn sie weitergegangen oder zu Ende ist.
