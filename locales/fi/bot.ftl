# Botin omat sanat: vastaukset, kieltäytymiset, ilmoitukset, painikkeet ja valikot.
# Tunnisteiden etuliite kertoo, mikä botin osa ne sanoo.

## Painikkeet (kit/buttons.rs)
button-not-mine = Tämä painike ei ole minun.
button-accept = Hyväksy
button-decline = Hylkää
button-withdraw = Peru haaste
button-swap = Vaihda
button-keep = Pidä
button-pass = Siirrä valinta
button-rematch = Uusintaottelu
button-offer-draw = Tarjoa tasapeliä
button-takeback = Peru siirto
button-resign = Luovuta

## Yhteiset vastaukset (kit/mod.rs)
kit-save-failed = Anteeksi, en saanut tallennettua sitä juuri nyt, joten mikään ei muuttunut. Yritä hetken päästä uudelleen.
kit-read-failed = Anteeksi, en saanut luettua sitä juuri nyt. Yritä hetken päästä uudelleen.
kit-stale = Tämä peli muuttui juuri, joten mitään ei tehty. Katso `/pente board` ja yritä uudelleen.
kit-older-board = Nämä painikkeet ovat vanhemmassa laudassa: käytä uusimman laudan alla olevia (tai vinoviivakomentoja).
kit-nothing-to-do = Täällä ei ole juuri nyt mitään tehtävää.
kit-not-a-time-choice = Tuo siirtoaika ei ole tämän palvelimen vaihtoehtoja: valitse yksi listasta.
kit-level-easy = helppo
kit-level-medium = keskitaso
kit-level-hard = vaikea
kit-level-expert = mestari
kit-rating-change = 📈 Vahvuusluvut: { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {","}
stats-percent = { $percent } %
stats-tally-games = { $n ->
    [one] { $n } päättynyt peli
   *[other] { $n } päättynyttä peliä
}
stats-tally = Tällä palvelimella **{ $games }**: valkea voitti { $white } ({ $white_share }), musta voitti { $black } ({ $black_share }), tasapelejä { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } peli
   *[other] { $n } peliä
}
stats-record = voitot { $won }, tappiot { $lost }, tasapelit { $drawn } ({ $share } voitettu)
stats-no-games = Pelaajalla { $player } ei ole vielä täällä päättyneitä pelejä.
stats-player = { $player }: { $games }, { $all }.
    Valkeana: { $white }.
    Mustana: { $black }.
stats-computer = Taso { $level }: minulla on { $games }, { $all }.
    Valkeana: { $white }.
    Mustana: { $black }.
stats-history = **Tämän palvelimen viimeisimmät päättyneet pelit**
stats-history-of = **Pelaajan { $player } viimeisimmät päättyneet pelit tällä palvelimella**
stats-history-none = Ei vielä yhtään. Aloita peli komennolla `/pente challenge`.
stats-export-none = Tällä kanavalla ei ole vielä peliä vietäväksi. Aloita peli komennolla `/pente challenge`.
stats-export = Tässä peli pente.orgin pelitiedostona: avaa se missä tahansa Pente-ohjelmassa tai katso se komennolla `pente-bot replay`.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Tulostaulu
ratings-leaderboard-of = Tulostaulu: { $variant }
ratings-nobody = Kenelläkään ei ole vielä vahvuuslukua tällä palvelimella: pelaa reitattu peli loppuun komennolla `/pente challenge` päästäksesi taululle.
ratings-page = sivu { $page }/{ $pages } · { $players ->
    [one] { $players } pelaaja
   *[other] { $players } pelaajaa
}
ratings-provisional = Alustavat (vain muutama peli; listattu muiden jälkeen):
ratings-games = { $n ->
    [one] { $n } peli
   *[other] { $n } peliä
}
ratings-previous = ◀ Edellinen
ratings-next = Seuraava ▶
ratings-own-rank = Olet sijalla { $rank }/{ $players } ({ $rating }, sivu { $page }).
ratings-no-such-page = Tulostaulussa on { $pages ->
    [one] { $pages } sivu
   *[other] { $pages } sivua
} ({ $players ->
    [one] { $players } pelaaja
   *[other] { $players } pelaajaa
}). Kokeile `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = Pelaajalla { $player } ei ole vielä täällä reitattuja pelejä.
ratings-no-rated-games-of = Pelaajalla { $player } ei ole vielä täällä reitattuja pelejä ({ $variant }).

## Pelit numerolla, historiarivit (kit/games.rs)
games-no-longer-replays = Pelin #{ $id } siirrot eivät enää toistu, valitettavasti.
games-title-over = Peli #{ $id }: { $game }.
games-title-in-play = Peli #{ $id }: { $white } (valkea) vastaan { $black } (musta), käynnissä. { $status }
games-give-a-number = Anna pelin numero, kuten `#42`: `/pente history` näyttää ne.
games-challenge-only-replay = Tämän kanavan haastetta ei ole vielä hyväksytty, eikä täällä ole päättynyt yhtään peliä: ei mitään katsottavaa.
games-challenge-only-analyse = Tämän kanavan haastetta ei ole vielä hyväksytty, eikä täällä ole päättynyt yhtään peliä: ei mitään analysoitavaa.
games-none-played = Tällä kanavalla ei ole vielä pelattu yhtään peliä. Anna pelin numero komennon `/pente history` listasta, kuten `#42`.
games-none-ended = Tällä kanavalla ei ole vielä päättynyt yhtään peliä. Anna pelin numero komennon `/pente history` listasta, kuten `#42`.
games-still-played = Peliä #{ $id } pelataan yhä kanavalla { $channel }.
games-never-started-replay = Peli #{ $id } ei koskaan alkanut (sen haastetta ei hyväksytty): ei mitään katsottavaa.
games-never-started-analyse = Peli #{ $id } ei koskaan alkanut (sen haastetta ei hyväksytty): ei mitään analysoitavaa.
games-not-here = Tällä palvelimella ei ole peliä #{ $id }. `/pente history` näyttää pelien numerot.
games-by-six = kuuden suoralla
games-by-five = viiden suoralla
games-by-captures = kaappaamalla { $n ->
    [one] { $n } kiven
   *[other] { $n } kiveä
}
games-by-resignation = luovutuksella
games-by-time = ajalla
games-by-agreement = sopimuksella
games-by-full-board = täydellä laudalla
games-as-white = { $player } (valkea)
games-as-black = { $player } (musta)
games-won = { $winner } voitti pelaajan { $loser } { $by }, { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
}, { $when }
games-drawn = { $white } ja { $black } pelasivat tasapelin { $by }, { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
}, { $when }
games-aborted = { $white } vastaan { $black }, keskeytetty { $moves ->
    [one] { $moves } siirron
   *[other] { $moves } siirron
} jälkeen, { $when }
games-rating-line = valkea { $white } ({ $white_change }), musta { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = Yhtään siirtoa ei pelattu.
replay-empty-board = Tyhjä lauta, ennen siirtoa 1/{ $moves }.
replay-step = Siirto { $step }/{ $moves }: { $color } { $point }
replay-busy = Tälle kanavalle tehdään juuri uusintaa: odota hetki ja pyydä sitten uudelleen.
replay-steps = { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
}: selaa niitä painikkeilla.
replay-too-long = (Peli on liian pitkä animoitavaksi Discordin tiedostorajan sisällä.)
replay-not-live = Tämä uusinta ei ole enää voimassa: tänne on tullut uudempi, tai se on yli tunnin vanha. Pyydä uudelleen komennolla `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = Peliä #{ $id } pelataan yhä: analysoin pelit vasta niiden päätyttyä, koska mielipiteeni auttaisi pelaajaa kesken pelin.
analyze-working = 🔎 Analysoin pelin #{ $id } { $moves ->
    [one] { $moves } siirron
   *[other] { $moves } siirtoa
}… tämä kestää enintään { $seconds } s.
analyze-busy = Mietin juuri nyt pelejä: pyydä analyysiä uudelleen hetken päästä.
analyze-another = Toista peliä analysoidaan juuri nyt: pyydä analyysiä uudelleen hetken päästä.
analyze-puzzle-source = pelistä { $white } v { $black }, siirto { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } ohitettu voitto muuttui
   *[other] { $n } ohitettua voittoa muuttui
} tämän palvelimen tehtäviksi: voiton ohittanut pelaaja saa sen ensin komennolla `/pente puzzle new`.


## Tasapelitarjoukset ja perumiset (courtesy.rs)
courtesy-back-stone = { $stones } (kivesi)
courtesy-back-turn = { $stones } (vuorosi)
courtesy-back-move-and-answer = { $stones } ja { $answer } (siirtosi ja vastaukseni)
courtesy-back-turn-and-answer = { $stones } ja { $answer } (vuorosi ja vastaukseni)
courtesy-taken-back = ↩️ Peruttu: { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } hyväksyi tasapelitarjouksen.
courtesy-drawn = 🤝 { $white } (valkea) ja { $black } (musta) sopivat tasapelin. { $status }
courtesy-takeback-accepted = ↩️ { $by } hyväksyi siirron { $moves } perumisen.
courtesy-taken-back-moves = ↩️ { $moves } peruttiin. { $status }
courtesy-declined-draw = ❌ { $by } hylkäsi pelaajan { $offerer } tasapelitarjouksen. Peli jatkuu.
courtesy-declined-takeback = ❌ { $by } hylkäsi pelaajan { $offerer } perumispyynnön. Peli jatkuu.

## Ilmoitukset (kit/post.rs)
post-saved-not-shown = Se tehtiin ja tallennettiin, mutta en saanut lautaa julkaistua juuri nyt. `/pente board` näyttää pelin tilanteen.
post-draw-lapsed-by-move = ⌛ Pelaajan { $by } tasapelitarjous raukesi: seuraava siirto pelattiin.
post-takeback-lapsed-by-move = ⌛ Pelaajan { $by } perumispyyntö raukesi: seuraava siirto pelattiin.
post-draw-lapsed-by-decision = ⌛ Pelaajan { $by } tasapelitarjous raukesi: { $decider } teki avauspäätöksen.
post-takeback-lapsed-by-decision = ⌛ Pelaajan { $by } perumispyyntö raukesi: { $decider } teki avauspäätöksen.

## Siirrot, laudat, luovutus, keskeytys (play.rs)
play-too-long = Tuo on liian pitkä ollakseen piste: piste on sarake A–T (ei I:tä) ja rivi 1–19, kuten K10.
play-still-thinking = Mietin vielä siirtoani: vastaukseni tulee tänne hetken kuluttua.
play-queue = 🤔 Mietin muita pelejä: { $ahead } sinun peliäsi ennen. Vastaan tänne.
play-answer-soon = { $text }. Vastaan hetken kuluttua.
play-board = { $white } (valkea) vastaan { $black } (musta), { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
} pelattu. { $status }
play-aborted = 🚫 { $player } keskeytti pelin: se ei lasketa kenellekään. Aloita uusi komennolla `/pente challenge`.
play-ended-tournament = se on keskeytetty eikä muuta vahvuuslukuja; turnaus laskee sen tasapeliksi (½ pistettä kummallekin)
play-ended-for-nobody = se on keskeytetty eikä lasketa kenellekään
play-ended-unrated = se on keskeytetty eikä muuta vahvuuslukuja
play-ended-challenge = 🛑 { $by } päätti pelaajan { $challenger } haasteen pelaajalle { $opponent }. Kanava on vapaa.
play-ended-game = 🛑 { $by } päätti pelin { $white } (valkea) vastaan { $black } (musta): { $counts }. Kanava on vapaa.
play-resign-sure = Haluatko todella luovuttaa tämän pelin pelaajaa { $opponent } vastaan? Se lasketaan tappioksi.
play-resign-yes = Kyllä, luovutan
play-you-resigned = Luovutit.

## Pelien aloitus (kit/start.rs)
start-replaced-own = ↩️ { $challenger } korvasi avoimen haasteensa ({ $terms }) tällä.
start-not-posted = ⚠️ Uutta haastettasi ei saatu julkaistua, joten sitä ei tehty. Avoin haasteesi pelaajalle { $opponent } ({ $terms }) on yhä voimassa.
start-replaced-message = ↩️ { $challenger } korvasi tämän haasteen pelaajalle { $opponent } ({ $terms }) uudella.
start-computer-game = { $lead }{ $white } (valkea) vastaan { $black } (musta), taso { $level }, { $time } siirtoa kohden.
start-first-move-soon = Pelaan ensimmäisen siirtoni hetken kuluttua.

## Uusintaottelu (rematch.rs)
rematch-no-game = Täällä ei ole päättynyttä peliä pelattavaksi uudelleen.
rematch-not-yours = Vain { $white } ja { $black } voivat pyytää uusintaottelua pelistään. Aloita oma komennolla `/pente challenge`.
rematch-lead = 🔁 Uusintaottelu!{" "}
rematch-too-many = Pelaajalla { $player } on jo { $limit ->
    [one] { $limit } peli
   *[other] { $limit } peliä
} käynnissä minua vastaan: pelaa loppuun tai luovuta yksi ensin.

## Kello (clock.rs)
clock-challenge-expired = ⌛ Pelaajan { $challenger } haaste pelaajalle { $opponent } raukesi ilman vastausta ({ $time }).
clock-opening-not-made = ⏱️ Kukaan ei pelannut pelin avaussiirtoja ajoissa ({ $time } siirtoa kohden): { $ending }.

## Haasteet (challenge.rs)
challenge-time-choice = { $time } siirtoa kohden
challenge-hill-rated = Kukkulan kuningas -peli on reitattu: jätä pois `rated:false`.
challenge-not-hill = Ei kukkulapeli: { $why }.
challenge-too-many = Sinulla on jo { $limit ->
    [one] { $limit } peli
   *[other] { $limit } peliä
} käynnissä minua vastaan. Pelaa loppuun tai luovuta yksi ensin.
challenge-game-on-lead = Peli alkaa!{" "}
challenge-not-open = Tämä haaste ei ole enää avoinna.
challenge-declined = ❌ { $opponent } hylkäsi pelaajan { $challenger } haasteen.
challenge-withdrawn = ↩️ { $challenger } perui haasteensa pelaajalle { $opponent }.
challenge-accepted = ✅ { $player } hyväksyi haasteen: { $white } (valkea) vastaan { $black } (musta), { $time } siirtoa kohden.
challenge-game-on = Peli alkaa! { $game }{ $white } (valkea) vastaan { $black } (musta). { $status }
challenge-in-thread = Peli pelataan ketjussa { $thread }.
challenge-no-thread = (En saanut avattua ketjua tälle pelille: { $why }. Se pelataan täällä kanavalla.)
challenge-thread-permission = minulla ei ole oikeutta luoda ketjuja tänne (Create Public Threads)
challenge-thread-refused = Discord ei avannut sitä juuri nyt
challenge-thread-not-moved = en saanut siirrettyä peliä avaamaani ketjuun

## Virheenkäsittelijän viestit (mod.rs)
error-internal = Anteeksi, jokin meni pieleen minun päässäni. Yritä uudelleen.
error-unreadable-input = En saanut selvää tästä: `{ $input }`: { $error }. Kokeile `/pente help`.
error-unreadable = En saanut siitä selvää: { $error }. Kokeile `/pente help`.
error-outdated-command = Discordin kopio tästä komennosta on vanhentunut. Lataa Discord uudelleen (Ctrl+R) tai odota hetki ja yritä sitten uudelleen.
error-guild-only = Pentea pelataan palvelimen kanavalla: käytä siellä komentoa `/pente challenge` (jokaisella kanavalla tai ketjulla on yksi peli).

## Pitkät listat (kit/message_fit.rs)
fit-and-more = … ja { $n ->
    [one] { $n } muu
   *[other] { $n } muuta
}
