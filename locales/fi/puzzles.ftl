# Tehtävät: /pente puzzle new, move ja stats, niiden painikkeet ja päivän tehtävä.

## Yrityksen lauta
puzzles-button-hint = Vihje
puzzles-button-give-up = Luovuta
puzzles-button-retry = Yritä epäonnistuneita uudelleen ({ $n })
puzzles-defender = Puolustaja
puzzles-solver = Ratkaisija
puzzles-hint-status = Vihje: { $point }

## Mitä tehtävä kysyy
puzzles-to-play-white = { $left ->
    [one] Valkea aloittaa ja voittaa — { $left } siirto
   *[other] Valkea aloittaa ja voittaa — { $left } siirtoa
}
puzzles-to-play-black = { $left ->
    [one] Musta aloittaa ja voittaa — { $left } siirto
   *[other] Musta aloittaa ja voittaa — { $left } siirtoa
}

## Aiheet
puzzles-theme-five = viisi
puzzles-theme-captures = kaappaukset
puzzles-theme-double-four = kaksoisneljä
puzzles-theme-four-three = neljä-kolme
puzzles-theme-capture-defence = kaappauspuolustus
puzzles-theme-long = pitkä

## Aloitus
puzzles-intro-daily = Tässä on päivän tehtävä
puzzles-intro-shipped = Tehtävä
puzzles-intro-server-games = Tehtävä tämän palvelimen peleistä (harjoitus: sen voittosiirto oli analyysissä),
puzzles-intro-retry = Uusi yritys (harjoitus, ei vaikuta vahvuuteen):
puzzles-introduce = 🧩 { $how } **{ $id }**: **{ $task }**.
    Vastaa komennolla `/pente puzzle move position:…`.
puzzles-solving = 🧩 Ratkaiset tehtävää **{ $id }**: **{ $task }**.
    Vastaa komennolla `/pente puzzle move position:…` tai paina **Luovuta**.
puzzles-solving-daily = 🧩 Ratkaiset päivän tehtävää **{ $id }**: **{ $task }**.
    Vastaa komennolla `/pente puzzle move position:…` tai paina **Luovuta**.
puzzles-still-open = (Tehtäväsi **{ $id }** on yhä kesken: `/pente puzzle new` näyttää sen tämän jälkeen.)
puzzles-tried-all = Olet yrittänyt jokaista tehtävääni! `/pente puzzle stats` -näkymässä on **Yritä epäonnistuneita uudelleen** -painike niille, jotka jäivät ratkaisematta.
puzzles-already-under-way = Sinulla on jo tehtävä kesken: `/pente puzzle new` näyttää sen.
puzzles-not-drawn = Tehtäväsi on valmis, mutta en juuri nyt saanut piirrettyä sitä: pyydä `/pente puzzle new` uudelleen nähdäksesi sen.
puzzles-daily-over = ⌛ Ratkaisemasi päivän tehtävä **{ $id }** on päättynyt: sen ratkaisu julkaistiin. Yrityksesi päättyi vaikuttamatta vahvuuteen (`/pente puzzle stats` tarjoaa sen uudelleen).
puzzles-closed-broken = ⚠️ En pysty enää lukemaan ratkaisemaasi tehtävää (**{ $id }**), joten suljin sen; se ei vaikuta vahvuuteesi.
puzzles-changed-meanwhile = Tehtäväsi muuttui hetki sitten, joten mitään ei tehty: `/pente puzzle new` näyttää sen nykytilassaan.

## Vastaukset
puzzles-not-a-point = `{ $position }` ei ole piste: piste on sarake A–T (ei I) ja rivi 1–19, esimerkiksi K10.
puzzles-move-not-played-look = Siirtoasi **{ $point }** ei pelattu: katso ensin tehtävää.
puzzles-move-not-played-another = Siirtoasi ei pelattu: `/pente puzzle new` antaa sinulle uuden tehtävän.
puzzles-daily-tried = Olet jo yrittänyt päivän tehtävää.
puzzles-none-under-way = Sinulla ei ole tehtävää kesken: `/pente puzzle new` antaa sinulle tehtävän.
puzzles-cannot-replay = Valitettavasti en pysty enää toistamaan tätä tehtävää. Paina **Luovuta** tai pyydä `/pente puzzle new`.
puzzles-not-legal = { $point } ei ole siirto, jonka voit pelata tässä: valitse vapaa piste (ehdotukset luettelevat ne).
puzzles-check-failed = Valitettavasti en pystynyt tarkistamaan sitä juuri nyt. Yritä hetken päästä uudelleen.
puzzles-right = ✅ **{ $point }** on oikein. Puolustaja vastaa { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }**: sinun siirtosi.
puzzles-right-undrawn = { $said }: sinun siirtosi.
puzzles-right-so-far = ✅ **{ $point }** on toistaiseksi oikein: nyt vuorosi toinen kivi
puzzles-solved = 🎉 **{ $point }** voittaa: tehtävä **{ $id }** ratkaistu!
puzzles-solved-hinted = 🎉 **{ $point }** voittaa: tehtävä **{ $id }** ratkaistu (vihjeen avulla)!
puzzles-unknown = 🤔 En ehdi selvittää, voittaako **{ $point }**: kokeile toista siirtoa. Tämä ei lasketa.
puzzles-wrong = ❌ **{ $point }** ei voita. Ratkaisu: { $solution }

## Yrityksen loppu
puzzles-rating-changed = 📈 Tehtävävahvuus: { $change }
puzzles-rating-stays-server-game = 🔁 Tehtävä tämän palvelimen peleistä on harjoitus (analyysi näytti sen voittosiirron), joten vahvuutesi pysyy ennallaan.
puzzles-rating-stays-practice = 🔁 Harjoitus (olit yrittänyt tätä tehtävää aiemmin, täällä tai toisella palvelimella, tai sen ratkaisu on julkaistu), joten vahvuutesi pysyy ennallaan.
puzzles-streak = 🔥 Putki: { $n }.
puzzles-outcome = { $rating }
    🏷️ Aiheet: { $themes }.
    📜 Lähde: { $source }.

## Painikkeet
puzzles-not-your-buttons = Nämä painikkeet kuuluvat käyttäjän <@{ $solver }> tehtävään. `/pente puzzle new` antaa sinulle oman.
puzzles-old-board = Tuo lauta on vanha, joten mitään ei tehty: `/pente puzzle new` näyttää tehtäväsi nykytilassaan.
puzzles-pressed-over = Tuo tehtävä on päättynyt, joten mitään ei tehty. `/pente puzzle new` antaa sinulle uuden.
puzzles-hint-failed = Valitettavasti en löytänyt vihjettä juuri nyt.
puzzles-no-hint = Valitettavasti minulla ei ole vihjettä tähän asemaan.
puzzles-hint = 💡 Vihje: pelaa **{ $hint }**. (Vihjeen kanssa tehtävä lasketaan vahvuudessasi epäonnistuneeksi.)
    {""}**{ $task }**: vastaa komennolla `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Vihje: pelaa **{ $hint }**.
puzzles-gave-up = 🏳️ Tehtävän **{ $id }** ratkaisu: { $solution }
puzzles-no-failed = Ei epäonnistuneita tehtäviä uusittavaksi: hienoa!

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Tehtäväsi**: vahvuus { $rating }, { $attempts } pisteytetty yritys; putki { $streak } (paras { $best }).
   *[other] 🧩 **Tehtäväsi**: vahvuus { $rating }, { $attempts } pisteytettyä yritystä; putki { $streak } (paras { $best }).
}
puzzles-stats-theme = • { $theme }: ratkaistu { $solved }, epäonnistunut { $failed }
puzzles-stats-none = Et ole vielä yrittänyt yhtään tehtävää: `/pente puzzle new` antaa sinulle tehtävän.

## Päivän tehtävä
puzzles-daily = 🧩 **Päivän tehtävä**: { $task }.
    Ratkaise se omassa rauhassasi: `/pente puzzle move` näyttää sen sinulle, ja vastaa sitten komennolla `/pente puzzle move position:…` (vain ensimmäinen yrityksesi lasketaan, kunnes ratkaisu julkaistaan).
    ✅ Ratkaisseita tähän mennessä: { $solvers }.
puzzles-daily-not-moderator = Vain moderaattorit (joilla on Palvelimen hallinta -oikeus) voivat asettaa päivän tehtävän.
puzzles-daily-bad-hour = Tunti on 0–23 (UTC).
puzzles-daily-announced = 🧩 Tänne julkaistaan päivän tehtävä joka päivä kello { $at } UTC. Kuka tahansa voi ratkaista sen omassa rauhassaan komennolla `/pente puzzle move`.
puzzles-daily-cannot-post-there = En voi kirjoittaa kanavalle <#{ $channel }> ({ $why }), joten päivän tehtävää ei asetettu. Anna minulle siellä oikeudet **Näytä kanava**, **Lähetä viestejä** ja **Liitä tiedostoja**, tai valitse toinen kanava.
puzzles-daily-set = 🧩 Valmis: päivän tehtävä julkaistaan kanavalla <#{ $channel }> joka päivä kello { $at } UTC. Jos julkaisu epäonnistuu, kerron siitä täällä.
puzzles-daily-why-permission = minulta puuttuu siellä oikeus
puzzles-daily-why-no-channel = en löydä sitä kanavaa
puzzles-daily-why-not-allowed = minulla ei ole sinne pääsyä
puzzles-daily-why-refused = Discord kieltäytyi
puzzles-daily-why-no-answer = Discord ei vastannut
puzzles-daily-post-failed = ⚠️ En saanut julkaistua päivän tehtävää kanavalle <#{ $channel }> ({ $why }). Yritän uudelleen yhä harvemmin; moderaattori voi korjata kanavan oikeudet tai valita toisen kanavan komennolla `/pente puzzle daily`.
puzzles-daily-none-left = ⚠️ Jokainen tehtäväni on jo julkaistu tämän palvelimen päivän tehtävänä, joten tälle päivälle ei ole tehtävää. Katson aina välillä uudelleen; botin ylläpitäjä voi lisätä tehtäviä.
puzzles-daily-solution-yesterday = 🧩 Eilisen päivän tehtävä, ratkaisijoita { $solvers }: ratkaisu on ||{ $solution }||
puzzles-daily-solution-of = 🧩 Päivän tehtävä { $day }, ratkaisijoita { $solvers }: ratkaisu on ||{ $solution }||
