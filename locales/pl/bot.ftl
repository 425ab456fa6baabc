# Słowa bota: odpowiedzi, odmowy, ogłoszenia, przyciski i menu.
# Przedrostek identyfikatora mówi, która część bota go używa.

## Przyciski (kit/buttons.rs)
button-not-mine = Ten przycisk nie jest jednym z moich.
button-accept = Akceptuj
button-decline = Odrzuć
button-withdraw = Wycofaj
button-swap = Zamień
button-keep = Zachowaj
button-pass = Przekaż wybór
button-rematch = Rewanż
button-offer-draw = Zaproponuj remis
button-takeback = Cofnij ruch
button-resign = Poddaj się

## Wspólne odpowiedzi (kit/mod.rs)
kit-save-failed = Przepraszam, nie udało mi się teraz tego zapisać, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
kit-read-failed = Przepraszam, nie udało mi się teraz tego odczytać. Spróbuj ponownie za chwilę.
kit-stale = Ta partia właśnie się zmieniła, więc nic nie zrobiono. Zobacz `/pente board` i spróbuj ponownie.
kit-older-board = Te przyciski są pod starszą planszą: użyj tych pod najnowszą planszą (albo poleceń z ukośnikiem).
kit-nothing-to-do = Nie ma tu teraz nic do zrobienia.
kit-not-a-time-choice = Ten czas na ruch nie jest jedną z opcji tego serwera: wybierz jeden z listy.
kit-level-easy = łatwym
kit-level-medium = średnim
kit-level-hard = trudnym
kit-level-expert = eksperckim
kit-rating-change = 📈 Rankingi: { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {","}
stats-percent = { $percent }%
stats-tally-games = { $n ->
    [one] { $n } zakończona partia
    [few] { $n } zakończone partie
   *[many] { $n } zakończonych partii
}
stats-tally = **{ $games }** na tym serwerze: białe wygrały { $white } ({ $white_share }), czarne wygrały { $black } ({ $black_share }), remisy { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } partia
    [few] { $n } partie
   *[many] { $n } partii
}
stats-record = wygrane { $won }, przegrane { $lost }, remisy { $drawn } ({ $share } wygranych)
stats-no-games = { $player } nie ma tu jeszcze zakończonych partii.
stats-player = { $player }: { $games }, { $all }.
    Białymi: { $white }.
    Czarnymi: { $black }.
stats-computer = Na poziomie { $level } mam: { $games }, { $all }.
    Białymi: { $white }.
    Czarnymi: { $black }.
stats-history = **Ostatnie zakończone partie na tym serwerze**
stats-history-of = **Ostatnie zakończone partie gracza { $player } na tym serwerze**
stats-history-none = Jeszcze żadnej. Rozpocznij partię poleceniem `/pente challenge`.
stats-export-none = Na tym kanale nie ma jeszcze partii do wyeksportowania. Rozpocznij ją poleceniem `/pente challenge`.
stats-export = Oto partia jako plik pente.org: otwórz ją w dowolnym programie do Pente albo odtwórz poleceniem `pente-bot replay`.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Ranking
ratings-leaderboard-of = Ranking: { $variant }
ratings-nobody = Nikt nie ma jeszcze rankingu na tym serwerze: dokończ rankingową partię z `/pente challenge`, aby trafić na listę.
ratings-page = strona { $page } z { $pages } · { $players ->
    [one] { $players } gracz
    [few] { $players } graczy
   *[many] { $players } graczy
}
ratings-provisional = Tymczasowe (tylko kilka partii; po pozostałych):
ratings-games = { $n ->
    [one] { $n } partia
    [few] { $n } partie
   *[many] { $n } partii
}
ratings-previous = ◀ Poprzednia
ratings-next = Następna ▶
ratings-own-rank = Jesteś na miejscu { $rank } z { $players } ({ $rating }, strona { $page }).
ratings-no-such-page = Ranking ma { $pages ->
    [one] { $pages } stronę
    [few] { $pages } strony
   *[many] { $pages } stron
} ({ $players ->
    [one] { $players } gracz
   *[many] { $players } graczy
}). Spróbuj `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = { $player } nie ma tu jeszcze partii rankingowych.
ratings-no-rated-games-of = { $player } nie ma tu jeszcze partii rankingowych ({ $variant }).

## Partie według numeru, wiersze historii (kit/games.rs)
games-no-longer-replays = Niestety ruchów partii #{ $id } nie da się już odtworzyć.
games-title-over = Partia #{ $id }: { $game }.
games-title-in-play = Partia #{ $id }: { $white } (białe) przeciw { $black } (czarne), w toku. { $status }
games-give-a-number = Podaj numer partii, np. `#42`: `/pente history` je pokazuje.
games-challenge-only-replay = Wyzwanie na tym kanale nie zostało jeszcze przyjęte i żadna partia się tu nie zakończyła: nie ma czego odtwarzać.
games-challenge-only-analyse = Wyzwanie na tym kanale nie zostało jeszcze przyjęte i żadna partia się tu nie zakończyła: nie ma czego analizować.
games-none-played = Na tym kanale nie rozegrano jeszcze żadnej partii. Podaj numer partii z `/pente history`, np. `#42`.
games-none-ended = Na tym kanale nie zakończyła się jeszcze żadna partia. Podaj numer partii z `/pente history`, np. `#42`.
games-still-played = Partia #{ $id } wciąż trwa na { $channel }.
games-never-started-replay = Partia #{ $id } nigdy się nie zaczęła (jej wyzwanie nie zostało przyjęte): nie ma czego odtwarzać.
games-never-started-analyse = Partia #{ $id } nigdy się nie zaczęła (jej wyzwanie nie zostało przyjęte): nie ma czego analizować.
games-not-here = Na tym serwerze nie ma partii #{ $id }. `/pente history` pokazuje numery partii.
games-by-six = szóstką w linii
games-by-five = piątką w linii
games-by-captures = zbijając { $n ->
    [one] { $n } kamień
    [few] { $n } kamienie
   *[many] { $n } kamieni
}
games-by-resignation = przez poddanie
games-by-time = na czas
games-by-agreement = za zgodą
games-by-full-board = przez pełną planszę
games-as-white = { $player } (białe)
games-as-black = { $player } (czarne)
games-won = { $winner } pokonał(a) { $loser } { $by }, { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
}, { $when }
games-drawn = { $white } i { $black } zremisowali ({ $by }), { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
}, { $when }
games-aborted = { $white } przeciw { $black }, przerwana po { $moves ->
    [one] { $moves } ruchu
   *[many] { $moves } ruchach
}, { $when }
games-rating-line = białe { $white } ({ $white_change }), czarne { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = Nie wykonano żadnego ruchu.
replay-empty-board = Pusta plansza, przed ruchem 1 z { $moves }.
replay-step = Ruch { $step } z { $moves }: { $color } { $point }
replay-busy = Właśnie powstaje powtórka dla tego kanału: poczekaj chwilę i poproś ponownie.
replay-steps = { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
}: przeglądaj je przyciskami.
replay-too-long = (Partia jest zbyt długa, by ją animować w limicie przesyłania Discorda.)
replay-not-live = Ta powtórka nie jest już aktywna: pojawiła się tu nowsza albo ma ponad godzinę. Poproś ponownie poleceniem `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = Partia #{ $id } wciąż trwa: analizuję partie dopiero po ich zakończeniu, bo moja opinia pomogłaby graczowi w trakcie gry.
analyze-working = 🔎 Analizuję { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
} partii #{ $id }… to potrwa do { $seconds } s.
analyze-busy = Właśnie myślę nad partiami: poproś o analizę ponownie za minutę.
analyze-another = Właśnie analizuję inną partię: poproś o analizę ponownie za minutę.
analyze-puzzle-source = z partii { $white } v { $black }, ruch { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } przegapiona wygrana stała się zadaniem
    [few] { $n } przegapione wygrane stały się zadaniami
   *[many] { $n } przegapionych wygranych stało się zadaniami
} tego serwera: gracz, który ją przegapił, dostanie ją pierwszy przez `/pente puzzle new`.


## Propozycje remisu i cofnięcia (courtesy.rs)
courtesy-back-stone = { $stones } (twój kamień)
courtesy-back-turn = { $stones } (twoja tura)
courtesy-back-move-and-answer = { $stones } i { $answer } (twój ruch i moja odpowiedź)
courtesy-back-turn-and-answer = { $stones } i { $answer } (twoja tura i moja odpowiedź)
courtesy-taken-back = ↩️ Cofnięto: { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } przyjął(-ęła) propozycję remisu.
courtesy-drawn = 🤝 { $white } (białe) i { $black } (czarne) zgodzili się na remis. { $status }
courtesy-takeback-accepted = ↩️ { $by } zgodził(a) się cofnąć { $moves }.
courtesy-taken-back-moves = ↩️ Cofnięto { $moves }. { $status }
courtesy-declined-draw = ❌ { $by } odrzucił(a) propozycję remisu od { $offerer }. Partia trwa dalej.
courtesy-declined-takeback = ❌ { $by } odrzucił(a) prośbę o cofnięcie od { $offerer }. Partia trwa dalej.

## Ogłoszenia (kit/post.rs)
post-saved-not-shown = Zrobione i zapisane, ale nie udało mi się teraz opublikować planszy. `/pente board` pokazuje partię w obecnym stanie.
post-draw-lapsed-by-move = ⌛ Propozycja remisu od { $by } wygasła: wykonano kolejny ruch.
post-takeback-lapsed-by-move = ⌛ Prośba o cofnięcie od { $by } wygasła: wykonano kolejny ruch.
post-draw-lapsed-by-decision = ⌛ Propozycja remisu od { $by } wygasła: { $decider } podjął(-ęła) decyzję otwarcia.
post-takeback-lapsed-by-decision = ⌛ Prośba o cofnięcie od { $by } wygasła: { $decider } podjął(-ęła) decyzję otwarcia.

## Ruchy, plansze, poddanie, przerwanie (play.rs)
play-too-long = To za długie jak na punkt: punkt to kolumna A–T (bez I) i rząd 1–19, np. K10.
play-still-thinking = Wciąż myślę nad swoim ruchem: moja odpowiedź pojawi się tu za chwilę.
play-queue = 🤔 Myślę nad innymi partiami: { $ahead } przed twoją. Odpowiem tutaj.
play-answer-soon = { $text }. Odpowiem za chwilę.
play-board = { $white } (białe) przeciw { $black } (czarne), { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
}. { $status }
play-aborted = 🚫 { $player } przerwał(a) partię: nie liczy się dla nikogo. Rozpocznij nową poleceniem `/pente challenge`.
play-ended-tournament = została przerwana i nie zmienia rankingu; turniej liczy ją jako remis (po ½ punktu)
play-ended-for-nobody = została przerwana i nie liczy się dla nikogo
play-ended-unrated = została przerwana i nie zmienia rankingu
play-ended-challenge = 🛑 { $by } zakończył(a) wyzwanie { $challenger } dla { $opponent }. Kanał jest wolny.
play-ended-game = 🛑 { $by } zakończył(a) partię { $white } (białe) przeciw { $black } (czarne): { $counts }. Kanał jest wolny.
play-resign-sure = Czy na pewno chcesz poddać tę partię przeciw { $opponent }? Liczy się jako porażka.
play-resign-yes = Tak, poddaję się
play-you-resigned = Poddałeś(-aś) się.

## Rozpoczynanie partii (kit/start.rs)
start-replaced-own = ↩️ { $challenger } zastąpił(a) swoje otwarte wyzwanie ({ $terms }) tym.
start-not-posted = ⚠️ Nie udało się opublikować twojego nowego wyzwania, więc nie zostało złożone. Twoje otwarte wyzwanie dla { $opponent } ({ $terms }) nadal obowiązuje.
start-replaced-message = ↩️ { $challenger } zastąpił(a) to wyzwanie dla { $opponent } ({ $terms }) nowym.
start-computer-game = { $lead }{ $white } (białe) przeciw { $black } (czarne), na poziomie { $level }, { $time } na ruch.
start-first-move-soon = Za chwilę wykonam swój pierwszy ruch.

## Rewanż (rematch.rs)
rematch-no-game = Nie ma tu zakończonej partii do ponownego rozegrania.
rematch-not-yours = Tylko { $white } i { $black } mogą poprosić o rewanż w swojej partii. Rozpocznij własną poleceniem `/pente challenge`.
rematch-lead = 🔁 Rewanż!{" "}
rematch-too-many = { $player } ma już { $limit ->
    [one] { $limit } partię
    [few] { $limit } partie
   *[many] { $limit } partii
} w toku przeciwko mnie: najpierw dokończ albo poddaj jedną.

## Zegar (clock.rs)
clock-challenge-expired = ⌛ Wyzwanie { $challenger } dla { $opponent } wygasło bez odpowiedzi (czas: { $time }).
clock-opening-not-made = ⏱️ Nikt nie wykonał na czas ruchów otwarcia partii ({ $time } na ruch): { $ending }.

## Wyzwania (challenge.rs)
challenge-time-choice = { $time } na ruch
challenge-hill-rated = Partia Króla wzgórza jest rankingowa: pomiń `rated:false`.
challenge-not-hill = To nie partia wzgórza: { $why }.
challenge-too-many = Masz już { $limit ->
    [one] { $limit } partię
    [few] { $limit } partie
   *[many] { $limit } partii
} w toku przeciwko mnie. Najpierw dokończ albo poddaj jedną.
challenge-game-on-lead = Zaczynamy!{" "}
challenge-not-open = To wyzwanie nie jest już otwarte.
challenge-declined = ❌ { $opponent } odrzucił(a) wyzwanie od { $challenger }.
challenge-withdrawn = ↩️ { $challenger } wycofał(a) wyzwanie dla { $opponent }.
challenge-accepted = ✅ { $player } przyjął(-ęła) wyzwanie: { $white } (białe) przeciw { $black } (czarne), { $time } na ruch.
challenge-game-on = Zaczynamy! { $game }{ $white } (białe) przeciw { $black } (czarne). { $status }
challenge-in-thread = Partia toczy się w wątku { $thread }.
challenge-no-thread = (Nie udało mi się otworzyć wątku dla tej partii: { $why }. Toczy się tutaj, na kanale.)
challenge-thread-permission = nie mam tu uprawnienia do tworzenia wątków (Create Public Threads)
challenge-thread-refused = Discord nie chciał go teraz otworzyć
challenge-thread-not-moved = nie udało mi się przenieść partii do otwartego wątku

## Komunikaty obsługi błędów (mod.rs)
error-internal = Przepraszam, coś poszło nie tak po mojej stronie. Spróbuj ponownie.
error-unreadable-input = Nie udało mi się odczytać `{ $input }`: { $error }. Spróbuj `/pente help`.
error-unreadable = Nie udało mi się tego odczytać: { $error }. Spróbuj `/pente help`.
error-outdated-command = Kopia tego polecenia w Discordzie jest nieaktualna. Przeładuj Discorda (Ctrl+R) albo poczekaj minutę i spróbuj ponownie.
error-guild-only = W Pente gra się na kanale serwera: użyj tam `/pente challenge` (każdy kanał lub wątek mieści jedną partię).

## Długie listy (kit/message_fit.rs)
fit-and-more = … i { $n } więcej
