# Słowa na obrazkach: wiersz stanu pod planszą, karta profilu, tabele i
# wzgórze. $side i $loser to "white" lub "black".

## Wiersz stanu pod planszą
render-won-five = { $side ->
        [white] Wygrywają białe
       *[black] Wygrywają czarne
    } — piątka w rzędzie
render-won-six = { $side ->
        [white] Wygrywają białe
       *[black] Wygrywają czarne
    } — szóstka w rzędzie
render-won-captures = { $side ->
        [white] Wygrywają białe
       *[black] Wygrywają czarne
    } — { $count ->
        [one] { $count } zbity kamień
        [few] { $count } zbite kamienie
       *[many] { $count } zbitych kamieni
    }
render-draw-full = Remis — plansza jest pełna
render-resigned = { $loser ->
        [white] Białe poddały się — wygrywają czarne
       *[black] Czarne poddały się — wygrywają białe
    }
render-out-of-time = { $loser ->
        [white] Białe przekroczyły czas — wygrywają czarne
       *[black] Czarne przekroczyły czas — wygrywają białe
    }
render-draw-agreed = Remis za zgodą obu graczy
render-aborted = Partia przerwana
render-to-choose = { $side ->
        [white] Białe wybierają
       *[black] Czarne wybierają
    }: { $choices }
render-to-move = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    }
render-to-move-square = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    } — poza czerwonym kwadratem
render-to-move-last = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    } · ostatni ruch { $point }
render-to-move-captured = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    } · { $point }: zbite { $count }
render-to-move-poofed = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    } · { $point }: „puf” { $count }
render-to-move-captured-poofed = { $side ->
        [white] Ruch białych
       *[black] Ruch czarnych
    } · { $point }: zbite { $captured }, „puf” { $poofed }
render-key-moment = Ruch { $number }: { $side ->
        [white] białe zagrały
       *[black] czarne zagrały
    } { $played } — lepiej { $better }

## Karta profilu
render-card-streak = Seria
render-card-last-games = Ostatnie { $count } partii, najnowsza na końcu
render-card-rank-of = z { $count } na tym serwerze
render-card-not-ranked = jeszcze bez miejsca
render-card-no-rated-games = Brak partii rankingowych
render-card-provisional = tymczasowy
# Wygrane, porażki, remisy.
render-card-record = { $wins } W · { $losses } P · { $draws } R
render-card-letter = { $score ->
        [win] W
        [loss] P
       *[draw] R
    }
render-card-no-games = jeszcze bez partii
render-card-streak-wins = { $count ->
        [one] { $count } wygrana z rzędu
        [few] { $count } wygrane z rzędu
       *[many] { $count } wygranych z rzędu
    }
render-card-streak-losses = { $count ->
        [one] { $count } porażka z rzędu
        [few] { $count } porażki z rzędu
       *[many] { $count } porażek z rzędu
    }
render-card-streak-draws = { $count ->
        [one] { $count } remis z rzędu
        [few] { $count } remisy z rzędu
       *[many] { $count } remisów z rzędu
    }
render-card-chart = Ranking
render-card-chart-games = { $count ->
        [one] Ranking w ostatniej partii rankingowej
        [few] Ranking w ostatnich { $count } partiach rankingowych
       *[many] Ranking w ostatnich { $count } partiach rankingowych
    }

## Tabele i wzgórze
render-table-nobody = Jeszcze nikogo
render-hill-nobody = Na wzgórzu jeszcze nikogo
render-hill-empty-step = nikogo na tym stopniu
