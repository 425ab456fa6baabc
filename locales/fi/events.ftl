# Turnaukset: /pente tournament, sen ilmoitukset, parit, tilanne,
# ristitaulukko, pelien säikeet ja kuvien sanat.

## Muodot, tilat ja cupin vaiheet
events-format-swiss = sveitsiläinen
events-format-swiss-rounds = { $rounds ->
    [one] sveitsiläinen, { $rounds } kierros
   *[other] sveitsiläinen, { $rounds } kierrosta
}
events-format-round-robin = kaikki vastaan kaikki
events-format-double-round-robin = kaksinkertainen kaikki vastaan kaikki
events-format-knockout = cup
events-state-open = avoinna
events-state-running = käynnissä
events-state-finished = päättynyt
events-state-cancelled = peruttu
events-stage-winner = voittaja
events-stage-final = finaali
events-stage-semi-final = välierä
events-stage-quarter-final = puolivälierä
events-stage-round = { $round }. kierros
events-rated = reitattu
events-unrated = reittaamaton

## Luominen, aloitus ja peruminen
events-create-not-organiser = Vain järjestäjät (joilla on tällä kanavalla Hallitse viestejä -oikeus) voivat luoda turnauksen.
events-bad-starts = En ymmärtänyt `starts:{ $starts }`: kerro, milloin ilmoittautuminen päättyy, esimerkiksi "in 1h", "in 30m" tai "in 2d" (enintään 30 päivää).
events-no-name = Anna turnaukselle nimi.
events-not-announced = En saanut turnauksen ilmoitusta julkaistua, joten turnausta ei luotu. Yritä uudelleen.
events-none-here = Täällä ei ole turnausta: `/pente tournament create` ilmoittaa sellaisen (tai nimeä turnaus valinnalla `tournament:`).
events-not-open = **{ $name }** ei ole avoinna ilmoittautumisille: se on { $state }.
events-started = Aloitettu: ensimmäisen kierroksen pelit ovat omissa säikeissään.
events-started-backing-off = Aloitettu, mutta kaikki pelit eivät vielä päässeet alkamaan (katso turnauksen kanava): yritän edelleen.
events-start-called-off = Peruttu: liian vähän pelaajia.
events-start-not-open = Se ei ole enää avoinna ilmoittautumisille.
events-only-organiser-start = Vain järjestäjä (tai kanavan <#{ $channel }> moderaattori, komento siellä annettuna) voi aloittaa turnauksen.
events-only-organiser-cancel = Vain järjestäjä (tai kanavan <#{ $channel }> moderaattori, komento siellä annettuna) voi perua turnauksen.
events-only-organiser-remove = Vain järjestäjä (tai kanavan <#{ $channel }> moderaattori, komento siellä annettuna) voi poistaa pelaajan.
events-called-off = **{ $name }** on peruttu.
events-already-over = **{ $name }** on jo päättynyt.

## Missä turnaus voi olla
events-refused-in-thread = Tämä on säie (tai foorumiviesti): turnaus pelataan tekstikanavalla, jossa jokainen sen peli saa oman säikeensä. Anna komento siellä.
events-refused-not-text = Turnaus pelataan tekstikanavalla, jossa jokainen sen peli saa oman säikeensä: tälle kanavalle niitä ei voi tehdä.
events-refused-permissions = En voi avata pelien säikeitä tällä kanavalla: tarvitsen täällä oikeudet Luo julkisia säikeitä ja Lähetä viestejä säikeisiin.
events-refused-there = Kanavalla <#{ $channel }>: { $why }
events-refused-not-server-channel = Sen turnauksen kanava ei ole palvelimen tekstikanava.
events-refused-unreachable = En tavoita enää turnauksen **{ $name }** kanavaa (poistettu tai minulta piilotettu), joten sen pelit eivät voi alkaa.

## Liittyminen ja poistuminen
events-joined = Olet mukana turnauksessa **{ $name }**. Onnea!
events-already-joined = Olet jo mukana turnauksessa **{ $name }**.
events-full = **{ $name }** on täynnä.
events-withdrawn = <@{ $player }> on pois turnauksesta **{ $name }**: häntä ei enää paritata; aiemmat tulokset pysyvät.
events-left = <@{ $player }> on poistettu turnauksen **{ $name }** listalta.
events-not-in = <@{ $player }> ei pelaa turnauksessa **{ $name }**.
events-remove-own-opponent = Pelaat turnauksessa **{ $name }** pelaajaa <@{ $player }> vastaan: toisen järjestäjän tai moderaattorin on poistettava hänet.
events-button-join = Liity
events-button-leave = Poistu

## Ilmoitus
events-starts-at = Alkaa { $at } tai kun järjestäjä antaa komennon `/pente tournament start`.
events-starts-when-started = Alkaa, kun järjestäjä antaa komennon `/pente tournament start`.
events-players-of-max = { $n }/{ $max }
events-announcement = 🏆 **{ $name }** (#{ $id }) — { $variant }, { $format }, { $time } siirtoa kohden, { $rated }. Järjestäjä: <@{ $organiser }>. { $when }
    Pelaajat ({ $joined }):
events-nobody-yet = ei vielä ketään
events-sign-up-closed = Ilmoittautuminen on päättynyt: turnaus on käynnissä.
events-announcement-called-off = Peruttu.

## Viestit turnauksen kanavalla
events-called-off-too-few = ❌ **{ $name }** on peruttu: se tarvitsee vähintään { $least } pelaajaa, ilmoittautuneita oli { $had }.
events-called-off-by = ❌ <@{ $by }> perui turnauksen **{ $name }**. Kesken olevat pelit voi pelata loppuun; ne vaikuttavat vain vahvuuslukuihin.
events-withdrew = 🚪 <@{ $player }> vetäytyi turnauksesta **{ $name }**.
events-withdrew-game = 🏳️ { $player } vetäytyi turnauksesta **{ $name }**: { $ending }.
events-begins = 🏁 **{ $name }** alkaa: { $format } ({ $variant }), { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }.
    Sijoitukset: { $seeds }
events-pairings = ♟️ **{ $name }** — { $round }. kierros:
events-pairings-more = ♟️ **{ $name }** — { $round }. kierros, lisää pelejä:
events-pairing = • <@{ $white }> (valkea) vastaan <@{ $black }> (musta)
events-pairing-in = • <@{ $white }> (valkea) vastaan <@{ $black }> (musta) säikeessä <#{ $thread }>
events-bye-line = ☕ <@{ $player }> on vapaakierroksella (se lasketaan voitoksi).
events-crosstable = 📋 **{ $name }** — ristitaulukko:
events-won = 🥇 **{ $name }** on päättynyt: <@{ $winner }> voittaa sen! Onnittelut.
events-shared = 🏁 **{ $name }** on päättynyt: ensimmäinen sija jaetaan.

## Pelin säie
events-thread-name = { $round }. kierros: { $white } – { $black }
events-game-started = 🏆 **{ $name }**, { $round }. kierros: { $white } (valkea) vastaan { $black } (musta), { $time } siirtoa kohden.
events-game-started-unrated = 🏆 **{ $name }**, { $round }. kierros: { $white } (valkea) vastaan { $black } (musta), { $time } siirtoa kohden, reittaamaton.
events-threads-why-gone = kanava on poistettu
events-threads-why-permission = minulta puuttuu siellä oikeus
events-threads-why-refused = Discord kieltäytyi
events-threads-refused = ⚠️ <@{ $organiser }>: en voi avata turnauksen **{ $name }** pelisäikeitä kanavalla <#{ $channel }> ({ $why }). Tarvitsen tekstikanavan, jolla minulla on oikeudet Luo julkisia säikeitä ja Lähetä viestejä säikeisiin. Yritän edelleen, yhä harvemmin; pelit alkavat heti kun voin.

## /pente tournament pairings
events-no-such-round = Turnauksessa **{ $name }** ei ole kierrosta { $round } (kierroksia on pelattu { $played }).
events-pairing-bye = • { $white }: vapaakierros (1 piste)
events-playing = kesken
events-pairing-result = • { $white } (valkea) vastaan { $black } (musta): { $result }
events-pairing-result-in = • { $white } (valkea) vastaan { $black } (musta): { $result } säikeessä <#{ $thread }>

## Tilanne
events-not-started = **{ $name }** ei ole alkanut: ilmoittautuneita tähän mennessä { $joined }.
events-standings-final = lopputilanne
events-standings-cancelled = tilanne (peruttu)
events-standings-round = tilanne, { $round }. kierros
events-standings-after = tilanne { $round }. kierroksen jälkeen
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what }:
events-standing-line = { $rank }. { $name } — { $points } { $count ->
        [one] piste
       *[other] pistettä
    } ({ $breaks }, { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }, { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    })
events-standings-more = … ja { $n } muuta: kuvassa on koko taulukko.

## Kuvat
events-players = { $n ->
    [one] { $n } pelaaja
   *[other] { $n } pelaajaa
}
events-rounds = { $n ->
    [one] { $n } kierros
   *[other] { $n } kierrosta
}
events-round-title = { $name } — { $round }. kierros
events-crosstable-title = { $name } — ristitaulukko
events-bye = vapaakierros
events-withdrew-mark = { $name } (vetäytyi)
events-column-board = Pöytä
events-column-result = Tulos
events-column-player = Pelaaja
events-column-points = Pist.
events-column-reached = Pääsi
events-column-wins = V
events-column-games = Pelit
