# Zadania: /pente puzzle new, move i stats, ich przyciski i zadanie dnia.

## Plansza próby
puzzles-button-hint = Podpowiedź
puzzles-button-give-up = Poddaj się
puzzles-button-retry = Powtórz nieudane ({ $n })
puzzles-defender = Obrońca
puzzles-solver = Rozwiązujący
puzzles-hint-status = Podpowiedź: { $point }

## O co pyta zadanie
puzzles-to-play-white = { $left ->
    [one] Białe zaczynają i wygrywają — { $left } ruch
    [few] Białe zaczynają i wygrywają — { $left } ruchy
   *[many] Białe zaczynają i wygrywają — { $left } ruchów
}
puzzles-to-play-black = { $left ->
    [one] Czarne zaczynają i wygrywają — { $left } ruch
    [few] Czarne zaczynają i wygrywają — { $left } ruchy
   *[many] Czarne zaczynają i wygrywają — { $left } ruchów
}

## Tematy
puzzles-theme-five = piątka
puzzles-theme-captures = bicie
puzzles-theme-double-four = podwójna czwórka
puzzles-theme-four-three = czwórka-trójka
puzzles-theme-capture-defence = obrona biciem
puzzles-theme-long = długie

## Początek
puzzles-intro-daily = Oto zadanie dnia
puzzles-intro-shipped = Zadanie
puzzles-intro-server-games = Zadanie z partii tego serwera (trening: jego wygrywający ruch był w analizie),
puzzles-intro-retry = Powtórka (trening, bez rankingu):
puzzles-introduce = 🧩 { $how } **{ $id }**: **{ $task }**.
    Odpowiedz poleceniem `/pente puzzle move position:…`.
puzzles-solving = 🧩 Rozwiązujesz zadanie **{ $id }**: **{ $task }**.
    Odpowiedz poleceniem `/pente puzzle move position:…` albo naciśnij **Poddaj się**.
puzzles-solving-daily = 🧩 Rozwiązujesz zadanie dnia **{ $id }**: **{ $task }**.
    Odpowiedz poleceniem `/pente puzzle move position:…` albo naciśnij **Poddaj się**.
puzzles-still-open = (Twoje zadanie **{ $id }** jest wciąż otwarte: `/pente puzzle new` pokaże je po tym.)
puzzles-tried-all = Próbowałeś już wszystkich moich zadań! `/pente puzzle stats` ma przycisk **Powtórz nieudane** dla tych, które ci umknęły.
puzzles-already-under-way = Masz już zadanie w toku: `/pente puzzle new` je pokaże.
puzzles-not-drawn = Twoje zadanie jest gotowe, ale nie mogłem go teraz narysować: poproś ponownie o `/pente puzzle new`, by je zobaczyć.
puzzles-daily-over = ⌛ Zadanie dnia **{ $id }**, które rozwiązywałeś, się skończyło: opublikowano jego rozwiązanie. Twoja próba zakończyła się bez wpływu na ranking (`/pente puzzle stats` pozwala ją powtórzyć).
puzzles-closed-broken = ⚠️ Nie mogę już odczytać zadania, które rozwiązywałeś (**{ $id }**), więc je zamknąłem; nie wpływa na ranking.
puzzles-changed-meanwhile = Twoje zadanie zmieniło się przed chwilą, więc nic nie zrobiono: `/pente puzzle new` pokaże je w obecnym stanie.

## Odpowiedzi
puzzles-not-a-point = `{ $position }` nie jest punktem: punkt to kolumna A–T (bez I) i rząd 1–19, np. K10.
puzzles-move-not-played-look = Twój ruch **{ $point }** nie został zagrany: najpierw obejrzyj zadanie.
puzzles-move-not-played-another = Twój ruch nie został zagrany: `/pente puzzle new` da ci inne zadanie.
puzzles-daily-tried = Próbowałeś już zadania dnia.
puzzles-none-under-way = Nie masz zadania w toku: `/pente puzzle new` da ci jakieś.
puzzles-cannot-replay = Niestety nie mogę już odtworzyć tego zadania. Naciśnij **Poddaj się** albo poproś o `/pente puzzle new`.
puzzles-not-legal = { $point } to nie jest ruch, który możesz tu zagrać: wybierz wolny punkt (podpowiedzi je wymieniają).
puzzles-check-failed = Niestety nie mogłem tego teraz sprawdzić. Spróbuj ponownie za chwilę.
puzzles-right = ✅ **{ $point }** jest dobry. Obrońca odpowiada { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }**: twój ruch.
puzzles-right-undrawn = { $said }: twój ruch.
puzzles-right-so-far = ✅ **{ $point }** jest na razie dobry: teraz drugi kamień twojej tury
puzzles-solved = 🎉 **{ $point }** wygrywa: zadanie **{ $id }** rozwiązane!
puzzles-solved-hinted = 🎉 **{ $point }** wygrywa: zadanie **{ $id }** rozwiązane (z podpowiedzią)!
puzzles-unknown = 🤔 Nie zdążę ustalić, czy **{ $point }** wygrywa: spróbuj innego ruchu. Ten się nie liczy.
puzzles-wrong = ❌ **{ $point }** nie wygrywa. Rozwiązanie: { $solution }

## Koniec próby
puzzles-rating-changed = 📈 Ranking zadań: { $change }
puzzles-rating-stays-server-game = 🔁 Zadanie z partii tego serwera to trening (analiza pokazała jego wygrywający ruch), więc twój ranking się nie zmienia.
puzzles-rating-stays-practice = 🔁 Trening (próbowałeś już tego zadania, tutaj lub na innym serwerze, albo opublikowano jego rozwiązanie), więc twój ranking się nie zmienia.
puzzles-streak = 🔥 Seria: { $n }.
puzzles-outcome = { $rating }
    🏷️ Tematy: { $themes }.
    📜 Źródło: { $source }.

## Przyciski
puzzles-not-your-buttons = Te przyciski należą do zadania użytkownika <@{ $solver }>. `/pente puzzle new` da ci twoje własne.
puzzles-old-board = To stara plansza, więc nic nie zrobiono: `/pente puzzle new` pokaże twoje zadanie w obecnym stanie.
puzzles-pressed-over = To zadanie się skończyło, więc nic nie zrobiono. `/pente puzzle new` da ci inne.
puzzles-hint-failed = Niestety nie mogłem teraz znaleźć podpowiedzi.
puzzles-no-hint = Niestety nie mam podpowiedzi dla tej pozycji.
puzzles-hint = 💡 Podpowiedź: zagraj **{ $hint }**. (Z podpowiedzią zadanie liczy się w rankingu jako nieudane.)
    {""}**{ $task }**: odpowiedz poleceniem `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Podpowiedź: zagraj **{ $hint }**.
puzzles-gave-up = 🏳️ Rozwiązanie **{ $id }**: { $solution }
puzzles-no-failed = Brak nieudanych zadań do powtórki: brawo!

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Twoje zadania**: ranking { $rating }, { $attempts } próba rankingowa; seria { $streak } (najlepsza { $best }).
    [few] 🧩 **Twoje zadania**: ranking { $rating }, { $attempts } próby rankingowe; seria { $streak } (najlepsza { $best }).
   *[many] 🧩 **Twoje zadania**: ranking { $rating }, { $attempts } prób rankingowych; seria { $streak } (najlepsza { $best }).
}
puzzles-stats-theme = • { $theme }: rozwiązane { $solved }, nieudane { $failed }
puzzles-stats-none = Nie próbowałeś jeszcze żadnego zadania: `/pente puzzle new` da ci jakieś.

## Zadanie dnia
puzzles-daily = 🧩 **Zadanie dnia**: { $task }.
    Rozwiąż je prywatnie: `/pente puzzle move` ci je pokaże, potem odpowiedz poleceniem `/pente puzzle move position:…` (liczy się tylko pierwsza próba, do publikacji rozwiązania).
    ✅ Rozwiązali dotąd: { $solvers }.
puzzles-daily-not-moderator = Tylko moderatorzy (z uprawnieniem Zarządzanie serwerem) mogą ustawić zadanie dnia.
puzzles-daily-bad-hour = Godzina to 0–23 (UTC).
puzzles-daily-announced = 🧩 Zadanie dnia będzie publikowane tutaj codziennie o { $at } UTC. Każdy może je rozwiązać prywatnie poleceniem `/pente puzzle move`.
puzzles-daily-cannot-post-there = Nie mogę pisać na <#{ $channel }> ({ $why }), więc zadanie dnia nie zostało ustawione. Daj mi tam **Wyświetlanie kanału**, **Wysyłanie wiadomości** i **Załączanie plików** albo wybierz inny kanał.
puzzles-daily-set = 🧩 Gotowe: zadanie dnia będzie publikowane na <#{ $channel }> codziennie o { $at } UTC. Jeśli publikacja się nie uda, napiszę o tym tutaj.
puzzles-daily-why-permission = brakuje mi tam uprawnienia
puzzles-daily-why-no-channel = nie mogę znaleźć tego kanału
puzzles-daily-why-not-allowed = nie mam tam dostępu
puzzles-daily-why-refused = Discord odmówił
puzzles-daily-why-no-answer = Discord nie odpowiedział
puzzles-daily-post-failed = ⚠️ Nie udało mi się opublikować zadania dnia na <#{ $channel }> ({ $why }). Będę próbować dalej, coraz rzadziej; moderator może poprawić uprawnienia kanału albo wybrać inny kanał poleceniem `/pente puzzle daily`.
puzzles-daily-none-left = ⚠️ Każde moje zadanie było już zadaniem dnia tego serwera, więc na dziś nie ma żadnego. Będę zaglądać od czasu do czasu; operator bota może dodać zadania.
puzzles-daily-solution-yesterday = 🧩 Wczorajsze zadanie dnia, rozwiązali: { $solvers }; rozwiązanie to ||{ $solution }||
puzzles-daily-solution-of = 🧩 Zadanie dnia z { $day }, rozwiązali: { $solvers }; rozwiązanie to ||{ $solution }||
