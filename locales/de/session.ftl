# Die Spielsitzung: Ablehnungen, Herausforderungen, Züge, Partieenden und Erinnerungen.
# $side ist "white" oder "black" (eine Farbe im Satz); $color ist der Name der Farbe.

session-named = { $player } ({ $color })

session-challenge-yourself = Du kannst dich nicht selbst herausfordern. Such dir jemanden aus: `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } ist ein Bot, und Bots können keine Herausforderung annehmen. Fordere stattdessen einen Menschen heraus.
session-challenge-game-in-progress = In diesem Kanal läuft schon eine Partie ({ $white } gegen { $black }). Spielt sie zu Ende, oder eröffnet einen Thread und spielt dort.
session-challenge-pending = { $challenger } hat { $opponent } hier bereits herausgefordert. Warte auf die Antwort, oder eröffne einen Thread und spielt dort.
session-challenge-rated-keeps-rule = Eine gewertete Partie behält die Turnierregel (der zweite weiße Stein außerhalb von H8–M12). Um ohne sie zu spielen, mach die Partie ungewertet: füge `rated:false` hinzu.
session-challenge-rule-always = { $variant } behält seine Eröffnungsregel in jeder Partie, gewertet oder nicht: lass `tournament_rule:false` weg.
session-answer-not-opponent = Diese Herausforderung gilt { $opponent }: nur diese Person kann sie annehmen oder ablehnen. Starte deine eigene mit `/pente challenge`.
session-answer-not-challenger = Nur { $challenger }, wer diese Herausforderung gestellt hat, kann sie zurückziehen.
session-answer-expired = Diese Herausforderung ist abgelaufen. Starte eine neue mit `/pente challenge`.
session-answer-closed = Diese Herausforderung ist nicht mehr offen.
session-terms = { $variant } mit { $side ->
        [white] Weiß
       *[black] Schwarz
    }, { $time } pro Zug{ $rated ->
        [yes] {""}
       *[no] , ungewertet
    }{ $rule ->
        [yes] {""}
       *[no] {" "}ohne Turnierregel
    }{ $hill ->
        [yes] , eine Hügelpartie
       *[no] {""}
    }
session-invitation = { $challenger } fordert { $opponent } zu einer Partie { $variant } heraus! { $challenger } würde { $side ->
        [white] Weiß spielen, { $opponent } Schwarz,
       *[black] Schwarz spielen, { $opponent } Weiß,
    } mit { $time } pro Zug. Frist für die Antwort: { $expires }.
session-invitation-unrated = Die Partie ist ungewertet.
session-invitation-unrated-no-rule = Die Partie ist ungewertet und ohne Turnierregel: der zweite weiße Stein darf überallhin.
session-invitation-hill = Eine King-of-the-Hill-Partie: wer gewinnt, steigt auf.

session-turn-no-game = In diesem Kanal läuft keine Partie. Starte eine mit `/pente challenge opponent:@friend`.
session-turn-not-started = Die Partie hat noch nicht begonnen: { $opponent } muss die Herausforderung von { $challenger } erst annehmen.
session-turn-not-a-player = Du spielst in dieser Partie nicht mit ({ $white } gegen { $black }). Schau zu, oder starte deine eigene Partie in einem Thread.
session-turn-not-your-turn = Du bist nicht am Zug: { $player } ist am Zug.
session-turn-over = Diese Partie ist vorbei: { $ending }. Starte eine neue mit `/pente challenge`.
session-turn-out-of-time = Zu spät: deine Zeit für diesen Zug ist abgelaufen.
session-turn-too-late-to-abort = Zum Abbrechen ist es zu spät: beide Seiten haben zwei Züge gemacht. Gib mit `/pente resign` auf, oder bitte eine Moderation, sie mit `/pente abort` abzubrechen.
session-turn-choose-first = { $player } muss zuerst wählen: { $choices }. Drück den Knopf unter dem Brett, oder tippe das Wort: `/pente move position:{ $first }`.
session-illegal-game-over = die Partie ist vorbei: { $ending }
session-illegal-occupied = Auf { $point } liegt schon ein { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein: wähle einen freien Punkt
session-illegal-first-not-center = Der erste weiße Stein muss auf K10, die Brettmitte, nicht auf { $point }
session-illegal-second-too-close = { $point } ist zu nah an der Mitte: nach der Turnierregel muss der zweite weiße Stein mindestens 3 Punkte von K10 entfernt sein, außerhalb des Quadrats H8–M12 (zum Beispiel N10, K13 oder G7)
session-illegal-second-gpente = { $point } ist für den zweiten weißen Stein in G-Pente gesperrt: er muss außerhalb von H8–M12 liegen und nicht auf K13, K14, K7, K6, N10, O10, G10 oder F10
session-illegal-decision-pending = { $color } muss zuerst wählen: { $choices }
session-illegal-no-decision = jetzt ist nichts zu wählen: setze einen Stein
session-illegal-bad-decision = { $choice } ist jetzt keine Wahl: { $choices }
session-point-empty = kein Punkt angegeben: schreib einen Spaltenbuchstaben und eine Zeilennummer, wie K10
session-point-malformed = `{ $input }` ist kein Punkt: schreib einen Spaltenbuchstaben A–T (ohne I) und dahinter eine Zeilennummer 1–19, wie K10
session-point-no-column-i = es gibt keine Spalte I — sie wird übersprungen; meintest du H{ $row } oder J{ $row }?
session-point-off-board = { $input } liegt außerhalb des Bretts: die Spalten gehen von A bis T (ohne I) und die Zeilen von 1 bis 19
session-point-leading-zero = schreib die Zeile ohne führende Null: { $suggestion }, nicht { $input }

session-ending-resigned = { $loser } hat aufgegeben, { $winner } gewinnt
session-ending-time = { $loser } hat die Zeit überschritten, { $winner } gewinnt auf Zeit
session-ending-agreement = ein Remis nach Vereinbarung
session-ending-aborted = die Partie wurde abgebrochen; sie zählt für niemanden
session-ending-ongoing = die Partie läuft weiter
session-ending-draw = ein Remis: das Brett ist voll
session-ending-five = { $winner } gewinnt mit fünf in einer Reihe
session-ending-six = { $winner } gewinnt mit sechs in einer Reihe
session-ending-captures = { $winner } gewinnt durch { $stones ->
        [one] { $stones } geschlagenen Stein
       *[other] { $stones } geschlagene Steine
    }
session-ending-by-captures = { $winner } gewinnt durch Schlagen

session-status-choose = { $player } wählt: { $choices } (die Knöpfe unten)
session-status-place = { $player } setzt einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein
session-status-to-move = { $player } ist am Zug
session-status-rule = { $status }: { $rule }
session-rule-first-center = der erste weiße Stein kommt auf K10
session-rule-second-outside = der zweite weiße Stein muss außerhalb des Quadrats H8–M12 liegen
session-rule-second-outside-gpente = der zweite weiße Stein muss außerhalb des Quadrats H8–M12 liegen und nicht auf K13, K14, K7, K6, N10, O10, G10 oder F10
session-rule-two-stones = zwei Steine in diesem Zug
session-rule-one-more = noch ein Stein
session-status-due = Zug fällig { $when }.

session-move-played = { $player } spielte { $point }
session-move-placed = { $player } setzte einen { $side ->
        [white] weißen
       *[black] schwarzen
    } Stein auf { $point }
session-move-captured = { $played } und schlug { $points }
session-move-poofed = { $played }, und verlor durch Verpuffen { $points }

session-remind-lost-by = ⏰ { $player }, du bist am Zug ({ $color }) — deine Zeit läuft { $when } ab, dann ist die Partie auf Zeit verloren.
session-remind-lost = ⏰ { $player }, du bist am Zug ({ $color }) — bitte zieh, sonst ist die Partie auf Zeit verloren.
session-remind-aborted-by = ⏰ { $player }, du bist am Zug ({ $color }) — deine Zeit läuft { $when } ab, dann wird die Partie abgebrochen.
session-remind-aborted = ⏰ { $player }, du bist am Zug ({ $color }) — bitte zieh, sonst wird die Partie abgebrochen.

session-decision-swap = 🔄 { $who } hat getauscht: { $who } spielt jetzt { $now ->
        [white] Weiß
       *[black] Schwarz
    }, { $other } spielt { $was ->
        [white] Weiß
       *[black] Schwarz
    }.
session-decision-keep = ✅ { $who } behält { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
session-decision-pass = ↪️ { $who } gibt die Wahl weiter: { $who } setzt die nächsten zwei Steine (Schwarz, dann Weiß), danach wählt { $other }.

session-offer-words-draw = Remisangebot
session-offer-words-takeback = Rücknahmegesuch
session-offer-draw = 🤝 { $by } bietet Remis an. { $to }, nimmst du an?
session-offer-takeback = ↩️ { $by } möchte den letzten Zug zurücknehmen. { $to }, nimmst du an?
session-offer-takeback-move = ↩️ { $by } möchte den letzten Zug zurücknehmen, { $point }. { $to }, nimmst du an?
session-offer-already-open = In dieser Partie ist schon ein { $kind ->
        [draw] Remisangebot
       *[takeback] Rücknahmegesuch
    } offen: warte auf die Antwort von { $answerer } (es verfällt, sobald der nächste Zug gespielt wird).
session-offer-nothing-to-take-back = Du hast noch keinen Zug, den du zurücknehmen könntest.
session-offer-decided-since = Die Eröffnungswahl ({ $choice }) wurde nach deinem letzten Zug getroffen, und eine Wahl wird nicht zurückgenommen.
session-offer-not-your-last-move = Du kannst nur deinen eigenen letzten Zug zurücknehmen, bevor { $opponent } darauf geantwortet hat.
session-offer-computer-thinking = Ich denke noch über meinen Zug nach: frag noch einmal, wenn ich geantwortet habe.
session-offer-computer-plays-on = Danke für das Angebot, aber ich spiele lieber weiter! Mit `/pente resign` kannst du aufgeben, wenn du lieber aufhören möchtest.
session-offer-not-open = Dieses { $kind ->
        [draw] Remisangebot
       *[takeback] Rücknahmegesuch
    } ist nicht mehr offen: es wurde beantwortet, oder es verfiel mit dem nächsten Zug.
session-offer-your-own = Das ist dein eigenes { $kind ->
        [draw] Remisangebot
       *[takeback] Rücknahmegesuch
    }: nur dein Gegenüber kann darauf antworten.
session-offer-out-of-time = Die Zeit ist abgelaufen: { $ending }, also { $refused }.
session-offer-lost-on-time = die Partie ist auf Zeit verloren
session-offer-aborted = die Partie wird abgebrochen
session-offer-none-can-be-made = kann kein Angebot mehr gemacht werden
session-offer-no-longer-accepted = kann das { $kind ->
        [draw] Remisangebot
       *[takeback] Rücknahmegesuch
    } nicht mehr angenommen werden
session-offer-no-longer-declined = kann das { $kind ->
        [draw] Remisangebot
       *[takeback] Rücknahmegesuch
    } nicht mehr abgelehnt werden
