# /pente rules: zasady Pente w skrócie i czym różni się każda gra z rodziny.

rules-pente = **Pente w skrócie** (zasady pente.org)
    • Plansza 19×19; punkty nazywa się jak **K10**: kolumna A–T (nie ma I) i rząd 1–19 licząc od dołu. K10 to środek.
    • **Białe zaczynają**, a pierwszy biały kamień stawia się na **K10**.
    • **Zasada turniejowa:** drugi biały kamień musi stać co najmniej 3 punkty od K10 w każdym kierunku — poza kwadratem **H8–M12** (N10, K13 czy G7 są w porządku, L12 nie). Czarne grają gdziekolwiek. Każda partia rankingowa ją stosuje; nierankingowa gra się bez niej tylko, gdy tak mówi wyzwanie: `/pente challenge opponent:@przyjaciel rated:false tournament_rule:false` (przeciwko mnie: `tournament_rule:false`).
    • **Bicie:** otocz dokładnie dwa kamienie przeciwnika w linii (X O O X, w dowolnym z 8 kierunków), a zostaną zdjęte. Kilka par może zniknąć naraz. Samemu wejść między kamienie przeciwnika jest bezpiecznie; trzech w linii nie da się zbić.
    • **Wygrywasz** **pięcioma lub więcej w linii** (poziomo, pionowo lub po skosie) albo biciem **10 kamieni** (5 par). Pełna plansza bez zwycięzcy to remis.
rules-variant = **{ $name }** — { $summary }
    Wszystko inne jak w Pente: `/pente rules`. Wyzwij kogoś przez `/pente challenge opponent:@przyjaciel variant:{ $name }`.
rules-picture = *Obrazek:* { $caption }
rules-picture-white = Białe
rules-picture-black = Czarne
rules-example-keryo = Białe O10 otacza trzy czarne kamienie i je bije.
rules-example-poof = Czarne M10 bije N10 i O10, a samo znika razem z L10: postawione między K10 a N10.
rules-example-boat = Biała piątka czeka: L10 i L11 można jeszcze zbić na L9. Jeśli czarne tego nie zrobią, białe wygrywają.

variant-summary-pente = Pięć lub więcej w linii albo 10 zbitych kamieni wygrywa. Kamień, który otacza dokładnie dwa kamienie przeciwnika, zdejmuje je. Białe otwierają na K10; drugi biały kamień idzie poza H8–M12 (zasada turniejowa) w każdej partii rankingowej i w nierankingowej, chyba że wyzwanie mówi `tournament_rule:false`.
variant-summary-keryo = Pente, w którym bije też otoczenie dokładnie trzech kamieni (X O O O X), a do wygranej trzeba 15 zbitych kamieni.
variant-summary-gomoku = Bez bicia; wygrywa dokładnie pięć w linii (sześć lub więcej nie).
variant-summary-dpente = Pente z wolnym otwarciem: pierwszy gracz stawia cztery kamienie (biały, czarny, biały, czarny) gdziekolwiek, po czym drugi wybiera kolor: zamienia na białe albo zostaje przy czarnych.
variant-summary-gpente = Pente z surowszym otwarciem: drugi biały kamień musi stać poza H8–M12 i nie na K13, K14, K7, K6, N10, O10, G10 ani F10, w każdej partii.
variant-summary-poof = Pente, w którym kamień postawiony między kamienie przeciwnika (O X P O) znika: on i jego sąsiad są zdejmowani i liczą się jako zbite przez przeciwnika. 10 bić wygrywa tylko przy różnych liczbach.
variant-summary-connect6 = Bez bicia; po pierwszym białym kamieniu w każdej turze stawia się dwa kamienie, a wygrywa sześć lub więcej w linii.
variant-summary-boat = Pente, w którym piątka wygrywa od razu tylko wtedy, gdy żadnego z jej kamieni nie da się zbić w parze; inaczej wygrywa, jeśli przetrwa następny ruch przeciwnika.
variant-summary-dkeryo = Wolne otwarcie i wybór koloru z D-Pente, z biciem trójek z Keryo i 15 do wygranej.
variant-summary-opente = Bicie z Keryo i 15 do wygranej, znikanie par i trójek, linie odporne na bicie z Boat (trójki też się liczą) i wygrana biciem tylko przy różnych liczbach.
variant-summary-swap2pente = Pente z otwarciem Swap2: pierwszy gracz stawia trzy kamienie (B C B); drugi zamienia, zostaje albo oddaje wybór, stawiając dwa kolejne (C B).
variant-summary-swap2keryo = Keryo-Pente z otwarciem Swap2.
