# Päivien mittaiset pelit: /pente games, /pente settings, siirtovuoroviestit,
# liukuvat lomapäivät ja viikonloppupäivät.

## Viikonloppupäivät ja loma-aika
long-day-monday = maanantai
long-day-tuesday = tiistai
long-day-wednesday = keskiviikko
long-day-thursday = torstai
long-day-friday = perjantai
long-day-saturday = lauantai
long-day-sunday = sunnuntai
long-weekend-none = ei yhtään
long-weekend-unknown-day = En tunne päivää `{ $day }`: nimeä päivät englanniksi, esimerkiksi `sat,sun` (tai `none`).
long-weekend-too-many = Enintään { $most } viikonloppupäivää viikossa: kellon täytyy käydä joskus.
long-hours-none = ei yhtään
# "9 päivää 5 tuntia"
long-days-and-hours = { $days } { $hours }

## Lomalla siirretty määräaika (pelin kanavalla)
long-extended-taken = 🏖️ Pelaajan { $player } aika loppui: peliä jatketaan loma-ajalla ({ $taken } käytetty, { $left } jäljellä tänä vuonna). Siirto viimeistään { $due }.
long-extended-covered = 🏖️ Pelaajan { $player } aika loppui: peliä jatketaan loma-ajalla, jonka kattaa tunti, jonka hän käytti toiseen samalla tunnilla erääntyvään peliin. Siirto viimeistään { $due }.
long-vacation-low = 🏖️ Lomaa on jäljellä enää { $left } tänä vuonna kanavan { $channel } palvelimella: sen jälkeen peli, jonka aika loppuu, hävitään ajalla. `/pente settings` näyttää sen.

## Siirtovuoroviestit
long-dm-your-move = ♟️ Sinun siirtosi kanavalla { $channel } vastaan **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ Sinun siirtosi kanavalla { $channel } vastaan **{ $opponent }** ({ $variant }): { $opponent } pelasi { $point }.
long-dm-due = Siirto viimeistään { $due }.
long-dm-stop = `/pente settings notify:off` lopettaa nämä viestit.
long-dm-web = Verkossa: { $url }
long-dm-reminder = ⏰ Neljännes ajastasi on jäljellä kanavalla { $channel } ({ $white } vastaan { $black }): siirto viimeistään { $due }.
long-note-refused = 🔕 En voinut lähettää sinulle yksityisviestiä (yksityisyysasetuksesi estävät ne), joten siirtoilmoituksesi ovat pois päältä. Salli yksityisviestit tämän palvelimen jäseniltä ja käytä sitten `/pente settings notify:on`.
long-notes-more = … ja { $n } lisää

## /pente games
long-games-none = Sinulla ei ole käynnissä olevia pelejä eikä avoimia haasteita tällä palvelimella. `/pente challenge` aloittaa pelin.
long-games-header = **Pelisi** · { $waiting } odottaa sinua
long-games-challenge-to-you = { $n }. 📨 **Haaste pelaajalta { $opponent }** · { $variant } · { $channel } · [Hyväksy tai hylkää]({ $link }) · vanhenee { $expires }
long-games-your-challenge = { $n }. 📤 Haasteesi pelaajalle **{ $opponent }** · { $variant } · { $channel } · [haaste]({ $link }) · vanhenee { $expires }
long-games-your-move = **Sinun siirtosi**
long-games-their-move = vuorossa { $name }
long-games-in-play = käynnissä
long-games-to-move = vuorossa { $name }
long-games-due = määräaika { $when }
long-games-line = { $n }. { $whose } · vastaan **{ $opponent }** · { $variant } · { $channel } · [lauta]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** vastaan **{ $black }** · { $variant } · { $channel } · [lauta]({ $link }) · { $whose }{ $tournament }
long-games-of-none = Pelaajalla **{ $name }** ei ole käynnissä olevia pelejä tällä palvelimella.
long-games-of-header = **Pelaajan { $name } käynnissä olevat pelit** · { $n }
long-games-more = … ja { $n } lisää.
long-games-unchecked = … ja { $n ->
    [one] { $n } peli lisää, jonka kanavaa
   *[other] { $n } peliä lisää, joiden kanavia
} en voinut tarkistaa.
long-games-menu-vs = vastaan { $opponent } · { $variant }
long-games-menu-placeholder = Näytä pelin lauta
long-games-menu-not-yours = Tämä valikko on jonkun muun: `/pente games` listaa omat pelisi.
long-games-menu-gone = Se peli ei ole enää käynnissä: `/pente games` uudelleen näyttää pelit sellaisina kuin ne nyt ovat.
long-games-menu-board = { $channel }: { $white } (valkea) vastaan { $black } (musta), { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
} pelattu. { $status }

## /pente settings
long-settings-moderators-only = Vain palvelinta hallitsevat moderaattorit voivat kytkeä sen loman päälle tai pois.
long-settings-saved = Tallennettu.
long-settings-notify-on = 🔔 **Ilmoitukset päällä** kaikilla yhteisillä palvelimillamme: yksityisviesti laudan kanssa, kun pelisi (vähintään tunti siirtoa kohden) siirtyy sinun vuorollesi. Yksityisviestit tämän palvelimen jäseniltä on sallittava.
long-settings-notify-on-reminders = 🔔 **Ilmoitukset päällä** kaikilla yhteisillä palvelimillamme: yksityisviesti laudan kanssa, kun pelisi (vähintään tunti siirtoa kohden) siirtyy sinun vuorollesi, ja muistutus kanavan maininnan sijaan, kun neljännes ajastasi on jäljellä. Yksityisviestit tämän palvelimen jäseniltä on sallittava.
long-settings-notify-off = 🔕 **Ilmoitukset pois**: kanava mainitsee sinut, kun on vuorosi. `/pente settings notify:on` lähettää sen sijaan yksityisviestin.
long-settings-server-off = 🏖️ **Loma on pois päältä tällä palvelimella**: peli, jonka aika loppuu, hävitään ajalla.
long-settings-server-off-weekend = (Viikonloppupäiväsi, { $days }, lasketaan taas, kun se on päällä.)
long-settings-no-days = 🏖️ **Täällä ei ole lomapäiviä**: peli, jonka aika loppuu, hävitään ajalla. Viikonloppupäivät: { $days } (eivät koskaan kuluta kelloasi, seuraavasta siirrostasi alkaen).
long-settings-vacation = 🏖️ **Loma tällä palvelimella:** { $left } jäljellä tänä vuonna ({ $year }, UTC; koko vuodelle { $allowance }). Viikonloppupäivät: { $days }.
long-settings-vacation-how = Lomaa käytetään itsestään: kun vähintään päivän siirtoaikainen pelisi on häviämässä ajalla, otetaan tunti, ja jokainen samalla tunnilla erääntyvä pelisi siirtyy tunnilla eteenpäin (ei koskaan yli 30 päivää tai kolmen siirron aikaa siirron määräajan jälkeen). Viikonloppupäivät eivät koskaan kuluta kelloasi: näytetyt määräajat jättävät ne pois, ja nimeämäsi päivät lasketaan seuraavasta siirrostasi alkaen. Turnauspelit käyttävät kumpaakin vain, jos turnaus luotiin valinnalla `vacation:true`; peleissä minua vastaan ei käytetä kumpaakaan.
