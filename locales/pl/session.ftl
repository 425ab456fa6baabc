# Sesja gry: odmowy, wyzwania, ruchy, zakończenia partii i przypomnienia.
# $side to "white" albo "black" (kolor w zdaniu); $color to nazwa koloru.

session-named = { $player } ({ $color })

session-challenge-yourself = Nie możesz wyzwać samego siebie. Wybierz kogoś: `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } jest botem, a boty nie mogą odpowiedzieć na wyzwanie. Wyzwij człowieka.
session-challenge-game-in-progress = Na tym kanale trwa już partia ({ $white } kontra { $black }). Dokończcie ją albo załóż wątek i grajcie tam.
session-challenge-pending = { $challenger } już wyzwał(a) tutaj { $opponent }. Poczekaj na odpowiedź albo załóż wątek i grajcie tam.
session-challenge-rated-keeps-rule = Partia rankingowa zachowuje regułę turniejową (drugi kamień białych poza H8–M12). Aby grać bez niej, zagraj partię nierankingową: dodaj `rated:false`.
session-challenge-rule-always = { $variant } zachowuje swoją regułę otwarcia w każdej partii, rankingowej czy nie: pomiń `tournament_rule:false`.
session-answer-not-opponent = To wyzwanie jest dla { $opponent }: tylko ta osoba może je przyjąć lub odrzucić. Rzuć własne przez `/pente challenge`.
session-answer-not-challenger = Tylko { $challenger }, autor tego wyzwania, może je wycofać.
session-answer-expired = To wyzwanie wygasło. Rzuć nowe przez `/pente challenge`.
session-answer-closed = To wyzwanie nie jest już otwarte.
session-terms = { $variant } { $side ->
        [white] białymi
       *[black] czarnymi
    }, { $time } na ruch{ $rated ->
        [yes] {""}
       *[no] , nierankingowa
    }{ $rule ->
        [yes] {""}
       *[no] {" "}bez reguły turniejowej
    }{ $hill ->
        [yes] , partia o wzgórze
       *[no] {""}
    }
session-invitation = { $challenger } wyzywa { $opponent } na partię { $variant }! { $challenger } grał(a)by { $side ->
        [white] białymi, { $opponent } czarnymi,
       *[black] czarnymi, { $opponent } białymi,
    } z czasem { $time } na ruch. Czas na odpowiedź: { $expires }.
session-invitation-unrated = Partia jest nierankingowa.
session-invitation-unrated-no-rule = Partia jest nierankingowa i bez reguły turniejowej: drugi kamień białych może stanąć gdziekolwiek.
session-invitation-hill = Partia Króla wzgórza: zwycięzca wspina się wyżej.

session-turn-no-game = Na tym kanale nie ma partii. Zacznij ją przez `/pente challenge opponent:@friend`.
session-turn-not-started = Partia jeszcze się nie zaczęła: { $opponent } musi najpierw przyjąć wyzwanie od { $challenger }.
session-turn-not-a-player = Nie grasz w tej partii ({ $white } kontra { $black }). Oglądaj albo zacznij własną partię w wątku.
session-turn-not-your-turn = To nie twoja kolej: ruch ma { $player }.
session-turn-over = Ta partia się skończyła: { $ending }. Zacznij nową przez `/pente challenge`.
session-turn-out-of-time = Za późno: twój czas na ten ruch minął.
session-turn-too-late-to-abort = Na przerwanie jest już za późno: obie strony wykonały po dwa ruchy. Poddaj się przez `/pente resign` albo poproś moderatora, by przerwał ją przez `/pente abort`.
session-turn-choose-first = { $player } musi najpierw wybrać: { $choices }. Naciśnij przycisk pod planszą albo wpisz słowo: `/pente move position:{ $first }`.
session-illegal-game-over = partia się skończyła: { $ending }
session-illegal-occupied = { $point } jest już zajęte przez { $side ->
        [white] biały
       *[black] czarny
    } kamień: wybierz wolny punkt
session-illegal-first-not-center = Pierwszy kamień białych musi stanąć na K10, w środku planszy, nie na { $point }
session-illegal-second-too-close = { $point } jest za blisko środka: według reguły turniejowej drugi kamień białych musi stać co najmniej 3 punkty od K10, poza kwadratem H8–M12 (na przykład N10, K13 albo G7)
session-illegal-second-gpente = { $point } jest zamknięte dla drugiego kamienia białych w G-Pente: musi on stać poza H8–M12 i nie na K13, K14, K7, K6, N10, O10, G10 ani F10
session-illegal-decision-pending = { $color } muszą najpierw wybrać: { $choices }
session-illegal-no-decision = teraz nie ma nic do wyboru: postaw kamień
session-illegal-bad-decision = { $choice } nie jest teraz możliwym wyborem: { $choices }
session-point-empty = nie podano punktu: wpisz literę kolumny i numer rzędu, np. K10
session-point-malformed = `{ $input }` nie jest punktem: wpisz literę kolumny A–T (bez I), a po niej numer rzędu 1–19, np. K10
session-point-no-column-i = nie ma kolumny I — jest pomijana; czy chodziło o H{ $row } albo J{ $row }?
session-point-off-board = { $input } leży poza planszą: kolumny idą od A do T (bez I), a rzędy od 1 do 19
session-point-leading-zero = wpisz rząd bez zera na początku: { $suggestion }, nie { $input }

session-ending-resigned = { $loser } poddaje partię, wygrywa { $winner }
session-ending-time = { $loser } przekracza czas, { $winner } wygrywa na czas
session-ending-agreement = remis za zgodą
session-ending-aborted = partię przerwano; nie liczy się dla nikogo
session-ending-ongoing = partia trwa
session-ending-draw = remis: plansza jest pełna
session-ending-five = { $winner } wygrywa piątką w rzędzie
session-ending-six = { $winner } wygrywa szóstką w rzędzie
session-ending-captures = { $winner } wygrywa, zbijając { $stones ->
        [one] { $stones } kamień
        [few] { $stones } kamienie
       *[many] { $stones } kamieni
    }
session-ending-by-captures = { $winner } wygrywa biciem

session-status-choose = { $player } wybiera: { $choices } (przyciski poniżej)
session-status-place = { $player } stawia { $side ->
        [white] biały
       *[black] czarny
    } kamień
session-status-to-move = Ruch: { $player }
session-status-rule = { $status }: { $rule }
session-rule-first-center = pierwszy kamień białych staje na K10
session-rule-second-outside = drugi kamień białych musi stanąć poza kwadratem H8–M12
session-rule-second-outside-gpente = drugi kamień białych musi stanąć poza kwadratem H8–M12 i nie na K13, K14, K7, K6, N10, O10, G10 ani F10
session-rule-two-stones = dwa kamienie w tej turze
session-rule-one-more = jeszcze jeden kamień
session-status-due = Termin ruchu: { $when }.

session-move-played = { $player } zagrał(a) { $point }
session-move-placed = { $player } postawił(a) { $side ->
        [white] biały
       *[black] czarny
    } kamień na { $point }
session-move-captured = { $played } i zbił(a) { $points }
session-move-poofed = { $played }, a { $points } przepadły przez „puf”

session-remind-lost-by = ⏰ { $player }, twój ruch ({ $color }) — twój czas mija { $when }, potem partia przepadnie na czas.
session-remind-lost = ⏰ { $player }, twój ruch ({ $color }) — zagraj, inaczej partia przepadnie na czas.
session-remind-aborted-by = ⏰ { $player }, twój ruch ({ $color }) — twój czas mija { $when }, potem partia zostanie przerwana.
session-remind-aborted = ⏰ { $player }, twój ruch ({ $color }) — zagraj, inaczej partia zostanie przerwana.

session-decision-swap = 🔄 { $who } zamienia: { $who } gra teraz { $now ->
        [white] białymi
       *[black] czarnymi
    }, { $other } gra { $was ->
        [white] białymi
       *[black] czarnymi
    }.
session-decision-keep = ✅ { $who } zostaje przy { $side ->
        [white] białych
       *[black] czarnych
    }.
session-decision-pass = ↪️ { $who } oddaje wybór: { $who } stawia dwa następne kamienie (czarny, potem biały), a potem wybiera { $other }.

session-offer-words-draw = propozycja remisu
session-offer-words-takeback = prośba o cofnięcie ruchu
session-offer-draw = 🤝 { $by } proponuje remis. { $to }, czy przyjmujesz?
session-offer-takeback = ↩️ { $by } prosi o cofnięcie swojego ostatniego ruchu. { $to }, czy przyjmujesz?
session-offer-takeback-move = ↩️ { $by } prosi o cofnięcie swojego ostatniego ruchu, { $point }. { $to }, czy przyjmujesz?
session-offer-already-open = W tej partii jest już otwarta { $kind ->
        [draw] propozycja remisu
       *[takeback] prośba o cofnięcie ruchu
    }: poczekaj na odpowiedź od { $answerer } (wygasa, gdy padnie następny ruch).
session-offer-nothing-to-take-back = Nie masz jeszcze ruchu, który można cofnąć.
session-offer-decided-since = Wybór otwarcia ({ $choice }) zapadł po twoim ostatnim ruchu, a wyboru się nie cofa.
session-offer-not-your-last-move = Możesz cofnąć tylko swój własny ostatni ruch, zanim { $opponent } na niego odpowie.
session-offer-computer-thinking = Wciąż zastanawiam się nad ruchem: zapytaj ponownie, gdy odpowiem.
session-offer-computer-plays-on = Dziękuję za propozycję, ale wolę grać dalej! Możesz się poddać przez `/pente resign`, jeśli wolisz skończyć.
session-offer-not-open = Ta { $kind ->
        [draw] propozycja remisu
       *[takeback] prośba o cofnięcie ruchu
    } nie jest już otwarta: padła odpowiedź albo wygasła, gdy zagrano następny ruch.
session-offer-your-own = To twoja własna { $kind ->
        [draw] propozycja remisu
       *[takeback] prośba o cofnięcie ruchu
    }: odpowiedzieć może tylko przeciwnik.
session-offer-out-of-time = Czas minął: { $ending }, więc { $refused }.
session-offer-lost-on-time = partia przepada na czas
session-offer-aborted = partia zostaje przerwana
session-offer-none-can-be-made = nie można już złożyć żadnej propozycji
session-offer-no-longer-accepted = { $kind ->
        [draw] propozycji remisu
       *[takeback] prośby o cofnięcie ruchu
    } nie można już przyjąć
session-offer-no-longer-declined = { $kind ->
        [draw] propozycji remisu
       *[takeback] prośby o cofnięcie ruchu
    } nie można już odrzucić
