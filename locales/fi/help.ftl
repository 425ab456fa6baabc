# /pente help: jokainen komento esimerkin kera (yksi Discord-viesti: enintään 2 000 merkkiä; jokaisen alikomennon ja valinnan nimen on pysyttävä mukana).

help = **pente-botin komennot**
    • `/pente challenge opponent:@ystävä [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — peli tässä; `variant`: perheen toinen peli.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — pelaa minua vastaan heti.
    • `/pente move position:K10` — pelaa kivi (ehdotuksia kirjoittaessa; `swap`, `keep`, `pass`). `/pente board` — lauta.
    • `/pente resign` — luovuta. `/pente draw` — tarjoa tasapeliä. `/pente takeback` — pyydä perumaan viimeisin siirtosi.
    • `/pente abort` — keskeytä peli ennen kummankin kahta siirtoa (moderaattorit: milloin vain).
    • `/pente stats [player:@…] [variant]` — tulokset. `/pente history [player]` — 10 viime peliä. `/pente export` — pente.orgin pelitiedosto.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — vahvuusluvut.
    • `/pente replay [game]` — animoitu GIF ja selauspainikkeet (`game:#42` historiasta). `/pente analyze [game]` — ohitetut voitot ja virheet.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — avausselain.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, sitten `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — vetämäni turnaukset.
    • `/pente hill join|show|leave [variant]` — Kukkulan kuningas.
    • `/pente puzzle new|move|stats|daily` — tehtäviä ratkaistavaksi yksin; päivän tehtävä.
    • `/pente games [player]` — käynnissä olevat pelit. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — viestit vuorollasi, loma.
    • `/pente rules [variant]` — säännöt lyhyesti. `/pente help` — tämä lista. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Laudoilla on painikkeet (tasapeli, peruminen, luovutus, uusintaottelu). Siirroilla on kello: muistutus neljänneksen ollessa jäljellä, sitten häviö ajalla (tai loma).
    Yksi peli kanavaa kohden: avaa jokaiselle pelille oma ketju.
