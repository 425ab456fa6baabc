# Wörter auf den Bildern: die Statuszeile des Bretts, die Profilkarte, die
# Tabellen und der Hügel. $side und $loser sind "white" oder "black".

## Die Statuszeile des Bretts
render-won-five = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt — fünf in einer Reihe
render-won-six = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt — sechs in einer Reihe
render-won-captures = { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt — { $count ->
        [one] { $count } geschlagener Stein
       *[other] { $count } geschlagene Steine
    }
render-draw-full = Remis — das Brett ist voll
render-resigned = { $loser ->
        [white] Weiß hat aufgegeben — Schwarz gewinnt
       *[black] Schwarz hat aufgegeben — Weiß gewinnt
    }
render-out-of-time = { $loser ->
        [white] Weiß hat die Zeit überschritten — Schwarz gewinnt
       *[black] Schwarz hat die Zeit überschritten — Weiß gewinnt
    }
render-draw-agreed = Remis nach Vereinbarung
render-aborted = Partie abgebrochen
render-to-choose = { $side ->
        [white] Weiß
       *[black] Schwarz
    } wählt: { $choices }
render-to-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug
render-to-move-square = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug — außerhalb des roten Quadrats
render-to-move-last = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug · letzter Zug { $point }
render-to-move-captured = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug · { $point } schlug { $count }
render-to-move-poofed = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug · { $point } verpuffte { $count }
render-to-move-captured-poofed = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug · { $point } schlug { $captured }, verpuffte { $poofed }
render-key-moment = Zug { $number }: { $side ->
        [white] Weiß
       *[black] Schwarz
    } spielte { $played } — besser { $better }

## Die Profilkarte
render-card-streak = Serie
render-card-last-games = Letzte { $count } Partien, neueste zuletzt
render-card-rank-of = von { $count } auf diesem Server
render-card-not-ranked = noch nicht platziert
render-card-no-rated-games = Noch keine gewerteten Partien
render-card-provisional = vorläufig
# Siege, Niederlagen, Remis.
render-card-record = { $wins } S · { $losses } N · { $draws } R
render-card-letter = { $score ->
        [win] S
        [loss] N
       *[draw] R
    }
render-card-no-games = noch keine Partien
render-card-streak-wins = { $count ->
        [one] { $count } Sieg in Folge
       *[other] { $count } Siege in Folge
    }
render-card-streak-losses = { $count ->
        [one] { $count } Niederlage in Folge
       *[other] { $count } Niederlagen in Folge
    }
render-card-streak-draws = { $count ->
        [one] { $count } Remis in Folge
       *[other] { $count } Remis in Folge
    }
render-card-chart = Wertung
render-card-chart-games = { $count ->
        [one] Wertung über die letzte gewertete Partie
       *[other] Wertung über die letzten { $count } gewerteten Partien
    }

## Tabellen und der Hügel
render-table-nobody = Noch niemand
render-hill-nobody = Noch niemand auf dem Hügel
render-hill-empty-step = niemand auf dieser Stufe
