# Turnieje: /pente tournament, ogłoszenia, pary, tabele, tabela krzyżowa,
# wątki partii i słowa na obrazkach.

## Systemy, stany i etap, do którego gracz doszedł w systemie pucharowym
events-format-swiss = system szwajcarski
events-format-swiss-rounds = { $rounds ->
    [one] system szwajcarski, { $rounds } runda
    [few] system szwajcarski, { $rounds } rundy
   *[many] system szwajcarski, { $rounds } rund
}
events-format-round-robin = każdy z każdym
events-format-double-round-robin = każdy z każdym, dwukrotnie
events-format-knockout = system pucharowy
events-state-open = otwarty
events-state-running = w toku
events-state-finished = zakończony
events-state-cancelled = odwołany
events-stage-winner = zwycięzca
events-stage-final = finał
events-stage-semi-final = półfinał
events-stage-quarter-final = ćwierćfinał
events-stage-round = runda { $round }
events-rated = rankingowy
events-unrated = nierankingowy

## Tworzenie, start i odwołanie
events-create-not-organiser = Tylko organizatorzy (z uprawnieniem Zarządzanie wiadomościami na tym kanale) mogą utworzyć turniej.
events-bad-starts = Nie rozumiem `starts:{ $starts }`: podaj, kiedy kończą się zapisy, np. "in 1h", "in 30m" lub "in 2d" (najwyżej 30 dni).
events-no-name = Nadaj turniejowi nazwę.
events-not-announced = Nie udało mi się opublikować ogłoszenia turnieju, więc go nie utworzono. Spróbuj ponownie.
events-none-here = Nie ma tu turnieju: `/pente tournament create` ogłasza nowy (albo wskaż go przez `tournament:`).
events-not-open = **{ $name }** nie przyjmuje zapisów: jest { $state }.
events-started = Rozpoczęto: partie pierwszej rundy są w swoich wątkach.
events-started-backing-off = Rozpoczęto, ale nie każda partia mogła się już zacząć (zobacz kanał turnieju): będę próbować dalej.
events-start-called-off = Odwołano: za mało graczy.
events-start-not-open = Zapisy są już zamknięte.
events-only-organiser-start = Tylko organizator (lub moderator kanału <#{ $channel }>, wydając polecenie tam) może rozpocząć turniej.
events-only-organiser-cancel = Tylko organizator (lub moderator kanału <#{ $channel }>, wydając polecenie tam) może odwołać turniej.
events-only-organiser-remove = Tylko organizator (lub moderator kanału <#{ $channel }>, wydając polecenie tam) może usunąć gracza.
events-called-off = **{ $name }** został odwołany.
events-already-over = **{ $name }** już się zakończył.

## Gdzie może się toczyć turniej
events-refused-in-thread = To jest wątek (lub post na forum): turniej toczy się na kanale tekstowym, gdzie każda jego partia dostaje własny wątek. Wydaj polecenie tam.
events-refused-not-text = Turniej toczy się na kanale tekstowym, gdzie każda jego partia dostaje własny wątek: ten kanał ich nie pomieści.
events-refused-permissions = Nie mogę otwierać wątków partii na tym kanale: potrzebuję tu uprawnień Tworzenie wątków publicznych i Wysyłanie wiadomości w wątkach.
events-refused-there = Na kanale <#{ $channel }>: { $why }
events-refused-not-server-channel = Kanał tego turnieju nie jest kanałem tekstowym serwera.
events-refused-unreachable = Nie mam już dostępu do kanału turnieju **{ $name }** (usunięty albo ukryty przede mną), więc jego partie nie mogą się zacząć.

## Zapisy i rezygnacja
events-joined = Grasz w turnieju **{ $name }**. Powodzenia!
events-already-joined = Już grasz w turnieju **{ $name }**.
events-full = **{ $name }** ma komplet graczy.
events-withdrawn = <@{ $player }> odpada z turnieju **{ $name }**: bez kolejnych par; dotychczasowe wyniki zostają.
events-left = <@{ $player }> nie jest już na liście turnieju **{ $name }**.
events-not-in = <@{ $player }> nie gra w turnieju **{ $name }**.
events-remove-own-opponent = Grasz z <@{ $player }> w turnieju **{ $name }**: usunąć go musi inny organizator lub moderator.
events-button-join = Zapisz się
events-button-leave = Wypisz się

## Ogłoszenie
events-starts-at = Start { $at } albo gdy organizator wyda polecenie `/pente tournament start`.
events-starts-when-started = Start, gdy organizator wyda polecenie `/pente tournament start`.
events-players-of-max = { $n } z { $max }
events-announcement = 🏆 **{ $name }** (nr { $id }) — { $variant }, { $format }, { $time } na ruch, { $rated }. Organizator: <@{ $organiser }>. { $when }
    Gracze ({ $joined }):
events-nobody-yet = jeszcze nikt
events-sign-up-closed = Zapisy zamknięte: turniej trwa.
events-announcement-called-off = Odwołany.

## Wiadomości na kanale turnieju
events-called-off-too-few = ❌ **{ $name }** zostaje odwołany: potrzeba co najmniej { $least } graczy, a zapisało się { $had }.
events-called-off-by = ❌ Turniej **{ $name }** odwołany przez <@{ $by }>. Trwające partie można dokończyć; liczą się tylko do rankingu.
events-withdrew = 🚪 <@{ $player }> rezygnuje z turnieju **{ $name }**.
events-withdrew-game = 🏳️ { $player } rezygnuje z turnieju **{ $name }**: { $ending }.
events-begins = 🏁 **{ $name }** się zaczyna: { $format } ({ $variant }), { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }.
    Rozstawienie: { $seeds }
events-pairings = ♟️ **{ $name }** — runda { $round }:
events-pairings-more = ♟️ **{ $name }** — runda { $round }, kolejne partie:
events-pairing = • <@{ $white }> (białe) przeciwko <@{ $black }> (czarne)
events-pairing-in = • <@{ $white }> (białe) przeciwko <@{ $black }> (czarne) w <#{ $thread }>
events-bye-line = ☕ <@{ $player }> ma wolny los (liczy się jako wygrana).
events-crosstable = 📋 **{ $name }** — tabela krzyżowa:
events-won = 🥇 **{ $name }** dobiegł końca: wygrywa <@{ $winner }>! Gratulacje.
events-shared = 🏁 **{ $name }** dobiegł końca: pierwsze miejsce jest dzielone.

## Wątek partii
events-thread-name = Runda { $round }: { $white } – { $black }
events-game-started = 🏆 **{ $name }**, runda { $round }: { $white } (białe) przeciwko { $black } (czarne), { $time } na ruch.
events-game-started-unrated = 🏆 **{ $name }**, runda { $round }: { $white } (białe) przeciwko { $black } (czarne), { $time } na ruch, nierankingowa.
events-threads-why-gone = kanału już nie ma
events-threads-why-permission = brakuje mi tam uprawnienia
events-threads-why-refused = Discord odmówił
events-threads-refused = ⚠️ <@{ $organiser }>: nie mogę otworzyć wątków partii turnieju **{ $name }** na kanale <#{ $channel }> ({ $why }). Potrzebuję kanału tekstowego, na którym mam uprawnienia Tworzenie wątków publicznych i Wysyłanie wiadomości w wątkach. Będę próbować dalej, coraz rzadziej; partie zaczną się, gdy tylko to będzie możliwe.

## /pente tournament pairings
events-no-such-round = **{ $name }** nie ma rundy { $round } (rozegrano { $played }).
events-pairing-bye = • { $white }: wolny los (1 punkt)
events-playing = w toku
events-pairing-result = • { $white } (białe) przeciwko { $black } (czarne): { $result }
events-pairing-result-in = • { $white } (białe) przeciwko { $black } (czarne): { $result } w <#{ $thread }>

## Tabele
events-not-started = **{ $name }** jeszcze się nie zaczął: zapisanych do tej pory: { $joined }.
events-standings-final = tabela końcowa
events-standings-cancelled = tabela (odwołany)
events-standings-round = tabela, runda { $round }
events-standings-after = tabela po rundzie { $round }
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what }:
events-standing-line = { $rank }. { $name } — { $points } pkt ({ $breaks }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    })
events-standings-more = … i jeszcze { $n }: obrazek ma całą tabelę.

## Obrazki
events-players = { $n ->
    [one] { $n } gracz
    [few] { $n } graczy
   *[many] { $n } graczy
}
events-rounds = { $n ->
    [one] { $n } runda
    [few] { $n } rundy
   *[many] { $n } rund
}
events-round-title = { $name } — runda { $round }
events-crosstable-title = { $name } — tabela krzyżowa
events-bye = wolny los
events-withdrew-mark = { $name } (rezygnacja)
events-column-board = Stół
events-column-result = Wynik
events-column-player = Gracz
events-column-points = Pkt
events-column-reached = Etap
events-column-wins = W
events-column-games = Partie
