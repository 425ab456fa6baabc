# Eksplorator otwarć: /pente explore, jego obraz i strony /explore witryny.
# $side to "white" albo "black"; $games to liczba już zapisana ("1 234"),
# $count ta sama liczba dla odmiany.

## Liczby: separator tysięcy ("9 668").
explore-thousands = { "\u00A0" }

## Skąd pochodzą partie
explore-source-strong = silne partie z pente.org
explore-source-server = partie tego serwera

## Pozycja
explore-title = **Eksplorator otwarć** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] ruch białych
   *[black] ruch czarnych
}
explore-next-choice = { $side ->
    [white] białe wybierają
   *[black] czarne wybierają
} { $choices } (eksplorator idzie dalej jak po keep)
explore-at-start = Początek: { $next }.
explore-after = Po { $moves } ({ $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}): { $next }.
explore-after-many = Po { $count } ruchach: { $next }.
explore-after-moves = Po { $moves }: { $next }.
explore-games = { $count ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
}
explore-no-games = Brak partii: żadna nie doszła do tej pozycji.
explore-reached = { $count ->
    [one] { $games } partia doszła tutaj
    [few] { $games } partie doszły tutaj
   *[many] { $games } partii doszło tutaj
}: { $results }.
explore-results = Białe { $white }% · remisy { $draws }% · Czarne { $black }%
explore-no-move-played = Stąd nie zagrano żadnego ruchu: każda partia się skończyła.
explore-examples-strong = Partie o najwyższym rankingu
explore-examples-server = Najnowsze partie
# Jedna z silnych partii: jej numer na pente.org, oba rankingi i wynik.
explore-example-strong = partia { $number } z pente.org · { $white } – { $black } · { $result }

## Tabela następnych ruchów (stała szerokość: krótkie słowa)
explore-column-move = Ruch
explore-column-games = Partie
explore-column-share = Udział
explore-column-white = Białe
explore-column-draws = Remisy
explore-column-black = Czarne
explore-column-rating = Ranking
explore-more-moves = { $count ->
    [one] … i jeszcze { $count } ruch
    [few] … i jeszcze { $count } ruchy
   *[many] … i jeszcze { $count } ruchów
}

## Obraz: dwa wiersze paska i wiersz stanu
explore-picture-white-won = Białe wygrały { $percent }%
explore-picture-black-won = Czarne wygrały { $percent }%
explore-picture-no-games = Żadna partia nie doszła do tej pozycji
explore-picture-status = { $count ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
} · % zagrań · białe % (czerwony)

## Menu i przyciski
explore-menu-option = { $point } · { $count ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
} · Białe { $score }%
explore-menu-placeholder = Ruch głębiej…
explore-button-back = Wstecz
explore-button-start = Początek
explore-button-share = Udostępnij
# Nad widokiem opublikowanym dla wszystkich: $user to wzmianka.
explore-shared-by = Udostępnione przez { $user }:

## Odmowy
explore-moves-or-game = Podaj ruchy albo partię, nie jedno i drugie.
explore-game-number = Podaj numer partii, np. `#42`: `/pente history` je pokazuje.
explore-strong-pente-only = Silne partie to sam Pente: dla { $variant } użyj `source:server` (partie tego serwera).
explore-game-strong-pente-only = Partia #{ $game } to { $variant }, a silne partie to sam Pente: użyj `source:server`.
explore-game-in-play = Partia #{ $game } wciąż trwa: eksplorator nie pokazuje trwającej partii, bo pomogłoby to jej graczom w trakcie gry.
explore-game-never-started = Partia #{ $game } nigdy się nie zaczęła: nie ma czego badać.
explore-game-no-replay = Ruchów partii #{ $game } nie da się już odtworzyć, przepraszam.
explore-game-not-here = Na tym serwerze nie ma partii #{ $game }. `/pente history` pokazuje numery partii.
explore-position-in-play = Trwająca partia jest właśnie w tej pozycji albo ruch lub dwa przed nią: eksplorator nie pokazuje tych pozycji w trakcie partii, bo pomogłoby to jej graczom. Spróbuj ponownie, gdy pójdzie dalej albo się skończy.
explore-expired = Ten eksplorator wygasł: otwórz nowy przez `/pente explore`.
explore-not-yours = Tylko osoba, która otworzyła ten eksplorator, może go używać: otwórz własny przez `/pente explore`.
explore-moved-on = Ten eksplorator poszedł już dalej: użyj jego najnowszego widoku.
explore-cannot-play = Tego ruchu nie można tu zagrać.
# Wpisana pozycja: $number liczy ruchy od 1, $word to to, co wpisano.
explore-too-many-moves = Liczba ruchów: { $count }; eksplorator przyjmuje najwyżej { $max }.
explore-not-a-point = Ruch { $number } `{ $word }` nie jest punktem takim jak `K10`.
explore-illegal = Ruchu { $number } `{ $word }` nie można tam zagrać: { $reason }.

## Gdzie partia #N opuściła znane partie ($stone liczy każdy kamień od 1)
explore-left-strong = Partia #{ $game } opuściła silne partie w ruchu { $stone }: w tej pozycji nigdy nie zagrano { $point }.
explore-left-server = Partia #{ $game } opuściła pozostałe partie tego serwera w ruchu { $stone }: w tej pozycji nigdy nie zagrano { $point }.
explore-stayed-strong = Każdy ruch partii #{ $game } zagrano też w silnych partiach.
explore-stayed-server = Każdy ruch partii #{ $game } zagrano też w pozostałych partiach tego serwera.

## Witryna
explore-web-title = Eksplorator otwarć
explore-web-title-moves = Eksplorator otwarć · { $moves }
explore-web-server = Pente na { $server }
explore-web-about-strong = Partie Pente między silnymi graczami pente.org (ranking około 1700–2500): co zagrali dalej z danej pozycji i jak to się skończyło.
explore-web-about-server = Zakończone partie tego serwera: co zagrano dalej z danej pozycji i jak to się skończyło.
explore-web-variants = Gra
explore-web-path = Dotychczasowe ruchy
explore-web-start = Początek
explore-web-back = ◀ Wstecz
# $games to na stronie "<strong>1 234 partii</strong>".
explore-web-summary = { $games } { $count ->
    [one] doszła
    [few] doszły
   *[many] doszło
} do tej pozycji: białe wygrały { $white }%, { $draws }% zakończyło się remisem, czarne wygrały { $black }%.
explore-web-legend = Na planszy najczęściej grane ruchy: udział każdego w partiach, które toczyły się dalej (czarny), i wynik białych po nim (czerwony).
explore-web-no-rule-left-out = Partie rozegrane bez zasady turniejowej są pominięte.
explore-web-results = Wyniki
explore-web-rating-about = Średni ranking graczy, którzy go wybrali
explore-web-more-moves = { $count ->
    [one] … i jeszcze { $count } ruch, grany rzadziej.
    [few] … i jeszcze { $count } ruchy, każdy grany rzadziej.
   *[many] … i jeszcze { $count } ruchów, każdy grany rzadziej.
}
# Co czytnik ekranu i podpowiedź mówią o ruchu na planszy.
explore-web-mark = { $point }: { $share }% partii, które toczyły się dalej ({ $games }); wynik białych po nim { $score }%
explore-web-start-over = Zacznij od pustej planszy
explore-web-strong-pente-only = Silne partie z pente.org to sam Pente, więc nie ma wśród nich gry { $variant }: własny eksplorator serwera ma jego partie każdego wariantu.
explore-web-no-such-variant = Nie ma tu gry o nazwie „{ $name }”.
explore-web-in-play = Trwająca partia jest właśnie w tej pozycji albo ruch lub dwa przed nią: eksplorator nie pokazuje tych pozycji w trakcie partii, bo pomogłoby to jej graczom. Wróć, gdy pójdzie dalej albo się skończy.
