# /pente rules: Pentes Regeln in Kürze und worin sich jedes Spiel der Familie unterscheidet.

rules-pente = **Pente in Kürze** (Regeln von pente.org)
    • 19×19-Brett; die Punkte heißen wie **K10**: eine Spalte A–T (es gibt kein I) und eine Reihe 1–19 von unten. K10 ist die Mitte.
    • **Weiß zieht zuerst**, und der erste weiße Stein kommt auf **K10**.
    • **Turnierregel:** Der zweite weiße Stein muss in jeder Richtung mindestens 3 Punkte von K10 entfernt sein — außerhalb des Quadrats **H8–M12** (N10, K13 oder G7 gehen, L12 nicht). Schwarz darf überall spielen. Jede gewertete Partie hält sie ein; eine ungewertete spielt nur ohne sie, wenn die Herausforderung es sagt: `/pente challenge opponent:@freund rated:false tournament_rule:false` (gegen mich: `tournament_rule:false`).
    • **Schlagen:** Umschließe genau zwei gegnerische Steine in einer Linie (X O O X, in jeder der 8 Richtungen), und sie werden entfernt. Mehrere Paare können auf einmal fallen. Selbst in eine Umschließung zu ziehen ist sicher; drei in einer Reihe können nicht geschlagen werden.
    • **Gewinne** mit **fünf oder mehr in einer Reihe** (waagrecht, senkrecht oder diagonal) oder durch das Schlagen von **10 Steinen** (5 Paare). Ein volles Brett ohne Sieger ist remis.
rules-variant = **{ $name }** — { $summary }
    Alles andere ist wie bei Pente: `/pente rules`. Fordere jemanden mit `/pente challenge opponent:@freund variant:{ $name }` heraus.
rules-picture = *Das Bild:* { $caption }
rules-picture-white = Weiß
rules-picture-black = Schwarz
rules-example-keryo = Weiß umschließt mit O10 drei schwarze Steine und schlägt sie.
rules-example-poof = Schwarz schlägt mit M10 N10 und O10 und verpufft selbst mit L10: zwischen K10 und N10 gesetzt.
rules-example-boat = Die weiße Fünf wartet: L10 und L11 können noch auf L9 geschlagen werden. Tut Schwarz es nicht, gewinnt Weiß.

variant-summary-pente = Fünf oder mehr in einer Reihe oder 10 geschlagene Steine gewinnen. Ein Stein, der genau zwei gegnerische umschließt, entfernt sie. Weiß eröffnet auf K10; der zweite weiße Stein kommt außerhalb H8–M12 (die Turnierregel), in jeder gewerteten Partie und in einer ungewerteten, wenn ihre Herausforderung nicht `tournament_rule:false` sagt.
variant-summary-keryo = Pente, bei dem auch eine Umschließung von genau drei Steinen schlägt (X O O O X); zum Sieg braucht es 15 geschlagene Steine.
variant-summary-gomoku = Kein Schlagen; genau fünf in einer Reihe gewinnen (sechs oder mehr nicht).
variant-summary-dpente = Pente mit freier Eröffnung: Der erste Spieler setzt vier Steine (Weiß, Schwarz, Weiß, Schwarz) beliebig, dann wählt der zweite seine Farbe: zu Weiß wechseln oder Schwarz behalten.
variant-summary-gpente = Pente mit strengerer Eröffnung: Der zweite weiße Stein muss außerhalb H8–M12 und nicht auf K13, K14, K7, K6, N10, O10, G10 und F10 stehen, in jeder Partie.
variant-summary-poof = Pente, bei dem ein in eine Umschließung gesetzter Stein (O X P O) verpufft: Er und sein Nachbar werden entfernt und zählen als vom Gegner geschlagen. 10 Schläge gewinnen nur bei ungleichen Zahlen.
variant-summary-connect6 = Kein Schlagen; nach dem ersten weißen Stein setzt jeder Zug zwei Steine, und sechs oder mehr in einer Reihe gewinnen.
variant-summary-boat = Pente, bei dem eine Fünf nur sofort gewinnt, wenn keiner ihrer Steine als Teil eines Paares geschlagen werden könnte; sonst gewinnt sie, wenn sie den nächsten gegnerischen Zug übersteht.
variant-summary-dkeryo = Die freie Eröffnung und Farbwahl von D-Pente, mit Keryos Schlagen von drei und 15 zum Sieg.
variant-summary-opente = Keryos Schlagen und 15 zum Sieg, Verpuffen von Paaren und Dreien, Boats schlagsichere Reihen (auch Dreien zählen) und ein Sieg durch Schlagen nur bei ungleichen Zahlen.
variant-summary-swap2pente = Pente mit der Swap2-Eröffnung: Der erste Spieler setzt drei Steine (W S W); der zweite tauscht, behält oder gibt die Wahl ab, indem er zwei weitere setzt (S W).
variant-summary-swap2keryo = Keryo-Pente mit der Swap2-Eröffnung.
