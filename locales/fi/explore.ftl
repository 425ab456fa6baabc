# Avausselain: /pente explore, sen kuva ja verkkosivujen /explore-sivut.
# $side on "white" tai "black"; $games on valmiiksi kirjoitettu luku ("1 234"),
# $count sama luku monikkoa varten.

## Luvut: tuhaterotin ("9 668").
explore-thousands = { "\u00A0" }

## Mistä pelit tulevat
explore-source-strong = pente.orgin vahvat pelit
explore-source-server = tämän palvelimen pelit

## Asema
explore-title = **Avausselain** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] valkean
   *[black] mustan
} vuoro
explore-next-choice = { $side ->
    [white] valkea
   *[black] musta
} valitsee: { $choices } (selain jatkaa kuin valinta olisi keep)
explore-at-start = Alku: { $next }.
explore-after = Siirtojen { $moves } jälkeen ({ $count ->
    [one] { $count } siirto
   *[other] { $count } siirtoa
}): { $next }.
explore-after-many = { $count } siirron jälkeen: { $next }.
explore-after-moves = Siirtojen { $moves } jälkeen: { $next }.
explore-games = { $count ->
    [one] { $games } peli
   *[other] { $games } peliä
}
explore-no-games = Ei pelejä: yksikään ei päätynyt tähän asemaan.
explore-reached = { $count ->
    [one] { $games } peli päätyi tähän
   *[other] { $games } peliä päätyi tähän
}: { $results }.
explore-results = Valkea { $white } % · tasapelit { $draws } % · Musta { $black } %
explore-no-move-played = Tästä ei pelattu yhtään siirtoa: jokainen peli päättyi.
explore-examples-strong = Korkeimmin reitatut pelit tästä asemasta
explore-examples-server = Viimeisimmät pelit tästä asemasta
# Yksi vahvoista peleistä: sen numero pente.orgissa, molemmat reittaukset ja tulos.
explore-example-strong = pente.orgin peli { $number } · { $white } – { $black } · { $result }

## Seuraavien siirtojen taulukko (tasalevyinen: lyhyet sanat)
explore-column-move = Siirto
explore-column-games = Pelit
explore-column-share = Osuus
explore-column-white = Valkea
explore-column-draws = Tasan
explore-column-black = Musta
explore-column-rating = Reittaus
explore-more-moves = { $count ->
    [one] … ja { $count } siirto lisää
   *[other] … ja { $count } siirtoa lisää
}

## Kuva: kaistan kaksi riviä ja tilarivi
explore-picture-white-won = Valkea voitti { $percent } %
explore-picture-black-won = Musta voitti { $percent } %
explore-picture-no-games = Yksikään peli ei päätynyt tähän asemaan
explore-picture-status = { $count ->
    [one] { $games } peli
   *[other] { $games } peliä
} · osuus % · valkea % (punainen)

## Valikko ja painikkeet
explore-menu-option = { $point } · { $count ->
    [one] { $games } peli
   *[other] { $games } peliä
} · Valkea { $score } %
explore-menu-placeholder = Siirto syvemmälle…
explore-button-back = Takaisin
explore-button-start = Alkuun
explore-button-share = Jaa
# Kaikille julkaistun näkymän yllä: $user on maininta.
explore-shared-by = Jakoi { $user }:

## Kieltäytymiset
explore-moves-or-game = Anna siirrot tai peli, ei molempia.
explore-game-number = Anna pelin numero, esim. `#42`: `/pente history` näyttää numerot.
explore-strong-pente-only = Vahvat pelit ovat kaikki Penteä: pelille { $variant } käytä `source:server` (tämän palvelimen pelit).
explore-game-strong-pente-only = Peli #{ $game } on { $variant }, ja vahvat pelit ovat kaikki Penteä: käytä `source:server`.
explore-game-in-play = Peliä #{ $game } pelataan yhä: selain ei näytä käynnissä olevaa peliä, koska se auttaisi sen pelaajia kesken pelin.
explore-game-never-started = Peli #{ $game } ei koskaan alkanut: tutkittavaa ei ole.
explore-game-no-replay = Pelin #{ $game } siirtoja ei valitettavasti voi enää toistaa.
explore-game-not-here = Tällä palvelimella ei ole peliä #{ $game }. `/pente history` näyttää pelien numerot.
explore-position-in-play = Käynnissä oleva peli on juuri nyt tässä asemassa tai siirron tai kaksi ennen sitä: selain ei näytä näitä asemia pelin aikana, koska se auttaisi pelin pelaajia. Yritä uudelleen, kun peli on edennyt tai päättynyt.
explore-expired = Tämä selain on vanhentunut: avaa uusi komennolla `/pente explore`.
explore-not-yours = Vain selaimen avannut voi käyttää sitä: avaa omasi komennolla `/pente explore`.
explore-moved-on = Tämä selain on sittemmin edennyt: käytä sen uusinta näkymää.
explore-cannot-play = Tuota siirtoa ei voi pelata tässä.
# Kirjoitettu asema: $number laskee siirrot ykkösestä, $word on se mitä kirjoitettiin.
explore-too-many-moves = Siirtoja on { $count }: selain ottaa enintään { $max }.
explore-not-a-point = Siirto { $number } `{ $word }` ei ole piste kuten `K10`.
explore-illegal = Siirtoa { $number } `{ $word }` ei voi pelata siihen: { $reason }.

## Missä peli #N poikkesi tunnetuista peleistä ($stone laskee jokaisen kiven ykkösestä)
explore-left-strong = Peli #{ $game } poikkesi vahvoista peleistä siirrolla { $stone }: pisteeseen { $point } ei ole koskaan pelattu tässä asemassa.
explore-left-server = Peli #{ $game } poikkesi tämän palvelimen muista peleistä siirrolla { $stone }: pisteeseen { $point } ei ole koskaan pelattu tässä asemassa.
explore-stayed-strong = Jokainen pelin #{ $game } siirto on pelattu myös vahvoissa peleissä.
explore-stayed-server = Jokainen pelin #{ $game } siirto on pelattu myös tämän palvelimen muissa peleissä.

## Verkkosivut
explore-web-title = Avausselain
explore-web-title-moves = Avausselain · { $moves }
explore-web-server = Pente palvelimella { $server }
explore-web-about-strong = Pente-pelejä pente.orgin vahvojen pelaajien välillä (reittaus noin 1 700–2 500): mitä he pelasivat asemasta seuraavaksi, ja miten kävi.
explore-web-about-server = Tämän palvelimen päättyneet pelit: mitä asemasta pelattiin seuraavaksi, ja miten kävi.
explore-web-variants = Peli
explore-web-path = Siirrot tähän asti
explore-web-start = Alku
explore-web-back = ◀ Takaisin
# $games on sivulla "<strong>1 234 peliä</strong>".
explore-web-summary = { $games } päätyi tähän asemaan: valkea voitti { $white } %, { $draws } % päättyi tasan, musta voitti { $black } %.
explore-web-legend = Laudalla eniten pelatut siirrot: kunkin osuus peleistä, jotka jatkuivat (musta), ja valkean tulos sen jälkeen (punainen).
explore-web-no-rule-left-out = Ilman turnaussääntöä pelatut pelit on jätetty pois.
explore-web-results = Tulokset
explore-web-rating-about = Siirron valinneiden pelaajien keskimääräinen reittaus
explore-web-more-moves = { $count ->
    [one] … ja { $count } siirto lisää, vähemmän pelattu.
   *[other] … ja { $count } siirtoa lisää, kukin vähemmän pelattu.
}
# Mitä ruudunlukija ja hiiren osoitin kertovat laudan siirrosta.
explore-web-mark = { $point }: { $share } % jatkuneista peleistä ({ $games }); valkean tulos sen jälkeen { $score } %
explore-web-start-over = Aloita tyhjältä laudalta
explore-web-strong-pente-only = pente.orgin vahvat pelit ovat kaikki Penteä, joten pelin { $variant } pelejä ei ole: palvelimen omassa selaimessa on sen pelit jokaisesta muunnelmasta.
explore-web-no-such-variant = Täällä ei ole peliä nimeltä ”{ $name }”.
explore-web-in-play = Käynnissä oleva peli on juuri nyt tässä asemassa tai siirron tai kaksi ennen sitä: selain ei näytä näitä asemia pelin aikana, koska se auttaisi pelin pelaajia. Palaa, kun peli on edennyt tai päättynyt.
