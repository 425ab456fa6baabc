# Partie trwające dniami: /pente games, /pente settings, wiadomości o ruchu,
# ruchome dni urlopu i dni weekendowe.

## Dni weekendowe i czas urlopu
long-day-monday = poniedziałek
long-day-tuesday = wtorek
long-day-wednesday = środa
long-day-thursday = czwartek
long-day-friday = piątek
long-day-saturday = sobota
long-day-sunday = niedziela
long-weekend-none = brak
long-weekend-unknown-day = Nie znam dnia `{ $day }`: podaj dni po angielsku, np. `sat,sun` (lub `none`).
long-weekend-too-many = { $most ->
    [one] Najwyżej { $most } dzień weekendowy w tygodniu: zegar musi kiedyś chodzić.
   *[other] Najwyżej { $most } dni weekendowe w tygodniu: zegar musi kiedyś chodzić.
}
long-hours-none = nic
# "9 dni 5 godzin"
long-days-and-hours = { $days } { $hours }

## Termin przesunięty przez urlop (na kanale partii)
long-extended-taken = 🏖️ Czas gracza { $player } minął: partia zostaje przedłużona czasem urlopu (wykorzystano: { $taken }; zostało w tym roku: { $left }). Ruch do { $due }.
long-extended-covered = 🏖️ Czas gracza { $player } minął: partia zostaje przedłużona czasem urlopu, pokrytym godziną wziętą na inną partię, której termin w niej upływał. Ruch do { $due }.
long-vacation-low = 🏖️ Zostało tylko { $left } urlopu w tym roku na serwerze kanału { $channel }: potem partia, w której skończy się czas, jest przegrana na czas. `/pente settings` to pokazuje.

## Wiadomości o ruchu
long-dm-your-move = ♟️ Twój ruch na kanale { $channel } przeciwko **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ Twój ruch na kanale { $channel } przeciwko **{ $opponent }** ({ $variant }): { $opponent } zagrał(a) { $point }.
long-dm-due = Ruch do { $due }.
long-dm-stop = `/pente settings notify:off` wyłącza te wiadomości.
long-dm-web = W sieci: { $url }
long-dm-reminder = ⏰ Została ćwierć twojego czasu na kanale { $channel } ({ $white } przeciwko { $black }): ruch do { $due }.
long-note-refused = 🔕 Nie mogłem wysłać ci wiadomości prywatnej (twoje ustawienia prywatności je odrzucają), więc powiadomienia o ruchu są wyłączone. Zezwól na wiadomości prywatne od członków tego serwera, a potem użyj `/pente settings notify:on`.
long-notes-more = … i jeszcze { $n }

## /pente games
long-games-none = Nie masz trwających partii ani otwartych wyzwań na tym serwerze. `/pente challenge` rozpoczyna partię.
long-games-header = **Twoje partie** · czekające na ciebie: { $waiting }
long-games-challenge-to-you = { $n }. 📨 **Wyzwanie od { $opponent }** · { $variant } · { $channel } · [Przyjmij lub odrzuć]({ $link }) · wygasa { $expires }
long-games-your-challenge = { $n }. 📤 Twoje wyzwanie dla **{ $opponent }** · { $variant } · { $channel } · [wyzwanie]({ $link }) · wygasa { $expires }
long-games-your-move = **Twój ruch**
long-games-their-move = ruch: { $name }
long-games-in-play = w toku
long-games-to-move = ruch: { $name }
long-games-due = termin { $when }
long-games-line = { $n }. { $whose } · przeciwko **{ $opponent }** · { $variant } · { $channel } · [plansza]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** przeciwko **{ $black }** · { $variant } · { $channel } · [plansza]({ $link }) · { $whose }{ $tournament }
long-games-of-none = **{ $name }** nie ma trwających partii na tym serwerze.
long-games-of-header = **Trwające partie gracza { $name }** · { $n }
long-games-more = … i jeszcze { $n }.
long-games-unchecked = … i jeszcze { $n ->
    [one] { $n } partia, której kanału
    [few] { $n } partie, których kanałów
   *[many] { $n } partii, których kanałów
} nie mogłem sprawdzić.
long-games-menu-vs = przeciwko { $opponent } · { $variant }
long-games-menu-placeholder = Pokaż planszę partii
long-games-menu-not-yours = To menu należy do kogoś innego: `/pente games` pokazuje twoje własne partie.
long-games-menu-gone = Ta partia już się nie toczy: `/pente games` ponownie pokaże partie takie, jakie są teraz.
long-games-menu-board = { $channel }: { $white } (białe) przeciwko { $black } (czarne), { $moves ->
    [one] rozegrano { $moves } ruch
    [few] rozegrano { $moves } ruchy
   *[many] rozegrano { $moves } ruchów
}. { $status }

## /pente settings
long-settings-moderators-only = Tylko moderatorzy, którzy mogą zarządzać tym serwerem, włączają lub wyłączają jego urlop.
long-settings-saved = Zapisano.
long-settings-notify-on = 🔔 **Powiadomienia włączone**, na każdym wspólnym serwerze: wiadomość prywatna z planszą, gdy w twojej partii (godzina na ruch lub dłużej) przychodzi twój ruch. Wiadomości prywatne od członków tego serwera muszą być dozwolone.
long-settings-notify-on-reminders = 🔔 **Powiadomienia włączone**, na każdym wspólnym serwerze: wiadomość prywatna z planszą, gdy w twojej partii (godzina na ruch lub dłużej) przychodzi twój ruch, oraz przypomnienie, gdy zostanie ćwierć twojego czasu, zamiast wzmianki na kanale. Wiadomości prywatne od członków tego serwera muszą być dozwolone.
long-settings-notify-off = 🔕 **Powiadomienia wyłączone**: kanał wspomina cię, gdy masz ruch. `/pente settings notify:on` wyśle ci zamiast tego wiadomość prywatną.
long-settings-server-off = 🏖️ **Urlop jest wyłączony na tym serwerze**: partia, w której skończy się czas, jest przegrana na czas.
long-settings-server-off-weekend = (Twoje dni weekendowe, { $days }, znów będą się liczyć, gdy zostanie włączony.)
long-settings-no-days = 🏖️ **Tutaj nie ma dni urlopu**: partia, w której skończy się czas, jest przegrana na czas. Dni weekendowe: { $days } (nigdy nie liczą się do twojego zegara, od twojego następnego ruchu).
long-settings-vacation = 🏖️ **Urlop na tym serwerze:** zostało { $left } z { $allowance } w tym roku ({ $year }, UTC). Dni weekendowe: { $days }.
long-settings-vacation-how = Urlop jest używany sam: gdy twoja partia z dniem na ruch lub dłużej ma zostać przegrana na czas, brana jest godzina, a każda twoja partia, której termin upływa w tej godzinie, przesuwa się o godzinę (nigdy więcej niż 30 dni lub czas trzech ruchów po terminie ruchu). Dni weekendowe nigdy nie liczą się do twojego zegara: pokazywane terminy je pomijają, a dni, które podasz, liczą się od twojego następnego ruchu. Partie turniejowe używają obu tylko wtedy, gdy turniej utworzono z `vacation:true`; partie przeciwko mnie nie używają żadnego.
