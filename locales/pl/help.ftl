# /pente help: każde polecenie z przykładem (jedna wiadomość Discorda: najwyżej 2000 znaków; nazwa każdego podpolecenia i opcji musi w niej zostać).

help = **Polecenia pente-bota**
    • `/pente challenge opponent:@znajomy [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — partia tutaj; `variant`: inna gra z rodziny.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — zagraj ze mną, od razu.
    • `/pente move position:K10` — postaw kamień (podpowiedzi przy pisaniu; `swap`, `keep`, `pass`). `/pente board` — plansza.
    • `/pente resign` — poddaj się. `/pente draw` — zaproponuj remis. `/pente takeback` — poproś o cofnięcie ostatniego ruchu.
    • `/pente abort` — przerwij partię, zanim każda strona wykona dwa ruchy (moderatorzy: w każdej chwili).
    • `/pente stats [player:@…] [variant]` — bilanse. `/pente history [player]` — 10 ostatnich partii. `/pente export` — plik pente.org.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — rankingi.
    • `/pente replay [game]` — animowany GIF z przyciskami (`game:#42` z historii). `/pente analyze [game]` — przegapione wygrane i błędy.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — eksplorator otwarć.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, potem `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — turnieje, które prowadzę.
    • `/pente hill join|show|leave [variant]` — Król wzgórza.
    • `/pente puzzle new|move|stats|daily` — zadania do rozwiązania prywatnie; jedno dziennie.
    • `/pente games [player]` — trwające partie. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — DM, gdy twój ruch; urlop.
    • `/pente rules [variant]` — zasady w skrócie. `/pente help` — ta lista. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Plansze mają przyciski (remis, cofnięcie, poddanie, rewanż). Każdy ruch ma zegar: przypomnienie, gdy zostaje ćwierć, potem przegrana na czas (lub urlop).
    Jedna partia na kanał: otwórz wątek dla każdej partii.
