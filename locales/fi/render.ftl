# Kuviin piirretyt sanat: laudan tilarivi, profiilikortti, taulukot ja
# kukkula. $side ja $loser ovat "white" tai "black".

## Laudan tilarivi
render-won-five = { $side ->
        [white] Valkea
       *[black] Musta
    } voittaa — viisi rivissä
render-won-six = { $side ->
        [white] Valkea
       *[black] Musta
    } voittaa — kuusi rivissä
render-won-captures = { $side ->
        [white] Valkea
       *[black] Musta
    } voittaa — { $count ->
        [one] { $count } kaapattu kivi
       *[other] { $count } kaapattua kiveä
    }
render-draw-full = Tasapeli — lauta on täynnä
render-resigned = { $loser ->
        [white] Valkea luovutti — Musta voittaa
       *[black] Musta luovutti — Valkea voittaa
    }
render-out-of-time = { $loser ->
        [white] Valkean aika loppui — Musta voittaa
       *[black] Mustan aika loppui — Valkea voittaa
    }
render-draw-agreed = Tasapeli sopimuksella
render-aborted = Peli keskeytettiin
render-to-choose = { $side ->
        [white] Valkea
       *[black] Musta
    } valitsee: { $choices }
render-to-move = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro
render-to-move-square = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro — punaisen neliön ulkopuolelle
render-to-move-last = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro · edellinen siirto { $point }
render-to-move-captured = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro · { $point } kaappasi { $count ->
        [one] { $count } kiven
       *[other] { $count } kiveä
    }
render-to-move-poofed = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro · { $point }: poksahti { $count ->
        [one] { $count } kivi
       *[other] { $count } kiveä
    }
render-to-move-captured-poofed = { $side ->
        [white] Valkean
       *[black] Mustan
    } vuoro · { $point } kaappasi { $captured }, poksahti { $poofed }
render-key-moment = Siirto { $number }: { $side ->
        [white] Valkea
       *[black] Musta
    } pelasi { $played } — parempi { $better }

## Profiilikortti
render-card-streak = Putki
render-card-last-games = Viimeiset { $count } peliä, uusin viimeisenä
render-card-rank-of = { $count ->
        [one] { $count } pelaajasta tällä palvelimella
       *[other] { $count } pelaajasta tällä palvelimella
    }
render-card-not-ranked = ei vielä sijoitusta
render-card-no-rated-games = Ei vielä reitattuja pelejä
render-card-provisional = alustava
# Voitot, häviöt ja tasapelit.
render-card-record = { $wins } V · { $losses } H · { $draws } T
render-card-letter = { $score ->
        [win] V
        [loss] H
       *[draw] T
    }
render-card-no-games = ei vielä pelejä
render-card-streak-wins = { $count ->
        [one] { $count } voitto putkeen
       *[other] { $count } voittoa putkeen
    }
render-card-streak-losses = { $count ->
        [one] { $count } häviö putkeen
       *[other] { $count } häviötä putkeen
    }
render-card-streak-draws = { $count ->
        [one] { $count } tasapeli putkeen
       *[other] { $count } tasapeliä putkeen
    }
render-card-chart = Vahvuusluku
render-card-chart-games = { $count ->
        [one] Vahvuusluku viimeisessä reitatussa pelissä
       *[other] Vahvuusluku viimeisissä { $count } reitatussa pelissä
    }

## Taulukot ja kukkula
render-table-nobody = Ei vielä ketään
render-hill-nobody = Kukkulalla ei ole vielä ketään
render-hill-empty-step = tällä askelmalla ei ole ketään
