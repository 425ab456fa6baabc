# /pente rules: Penten säännöt lyhyesti ja miten kukin perheen peli eroaa.

rules-pente = **Pente lyhyesti** (pente.orgin säännöt)
    • 19×19-lauta; pisteet nimetään kuten **K10**: sarake A–T (I-saraketta ei ole) ja rivi 1–19 alhaalta lukien. K10 on keskipiste.
    • **Valkea aloittaa**, ja valkean ensimmäinen kivi tulee pisteeseen **K10**.
    • **Turnaussääntö:** valkean toisen kiven on oltava vähintään 3 pisteen päässä K10:stä joka suuntaan — neliön **H8–M12** ulkopuolella (N10, K13 tai G7 käyvät, L12 ei). Musta saa pelata minne tahansa. Jokainen reitattu peli noudattaa sitä; reittaamaton peli pelataan ilman sitä vain, jos haaste niin sanoo: `/pente challenge opponent:@ystävä rated:false tournament_rule:false` (minua vastaan: `tournament_rule:false`).
    • **Kaappaukset:** kun saarrat täsmälleen kaksi vastustajan kiveä suorassa linjassa (X O O X, mihin tahansa 8 suunnasta), ne poistetaan. Useita pareja voi lähteä kerralla. Saarron väliin pelaaminen on turvallista; kolmen suoraa ei voi kaapata.
    • **Voitat** **viidellä tai useammalla peräkkäin** (vaaka-, pysty- tai vinosuunnassa) tai kaappaamalla **10 kiveä** (5 paria). Täysi lauta ilman voittajaa on tasapeli.
rules-variant = **{ $name }** — { $summary }
    Kaikki muu on kuten Pentessä: `/pente rules`. Haasta joku komennolla `/pente challenge opponent:@ystävä variant:{ $name }`.
rules-picture = *Kuvassa:* { $caption }
rules-picture-white = Valkea
rules-picture-black = Musta
rules-example-keryo = Valkean O10 saartaa kolme mustaa kiveä ja kaappaa ne.
rules-example-poof = Mustan M10 kaappaa N10:n ja O10:n, ja poksahtaa itse L10:n kanssa, koska se asettui K10:n ja N10:n väliin.
rules-example-boat = Valkean viiden suora odottaa: L10 ja L11 voi vielä kaapata pisteestä L9. Jos musta ei kaappaa, valkea voittaa.

variant-summary-pente = Viisi tai useampi peräkkäin tai 10 kaapattua kiveä voittaa. Kivi, joka saartaa täsmälleen kaksi vastustajan kiveä, poistaa ne. Valkea aloittaa pisteestä K10; valkean toinen kivi tulee H8–M12:n ulkopuolelle (turnaussääntö) jokaisessa reitatussa pelissä ja reittaamattomassa, ellei haaste sano `tournament_rule:false`.
variant-summary-keryo = Pente, jossa myös täsmälleen kolmen kiven saarto kaappaa (X O O O X), ja voittoon tarvitaan 15 kaapattua kiveä.
variant-summary-gomoku = Ei kaappauksia; täsmälleen viisi peräkkäin voittaa (kuusi tai useampi ei).
variant-summary-dpente = Pente vapaalla avauksella: ensimmäinen pelaaja asettaa neljä kiveä (valkea, musta, valkea, musta) minne tahansa, ja toinen pelaaja valitsee värinsä: vaihtaa valkeaksi tai pitää mustan.
variant-summary-gpente = Pente tiukemmalla avauksella: valkean toisen kiven on oltava H8–M12:n ulkopuolella eikä pisteissä K13, K14, K7, K6, N10, O10, G10 ja F10, jokaisessa pelissä.
variant-summary-poof = Pente, jossa saarron väliin asetettu kivi (O X P O) poksahtaa: se ja sen naapuri poistetaan ja lasketaan vastustajan kaappaamiksi. 10 kaappausta voittaa vain, jos määrät eroavat.
variant-summary-connect6 = Ei kaappauksia; valkean ensimmäisen kiven jälkeen jokaisella vuorolla asetetaan kaksi kiveä, ja kuusi tai useampi peräkkäin voittaa.
variant-summary-boat = Pente, jossa viiden suora voittaa heti vain, jos mitään sen kivistä ei voisi kaapata parin osana; muuten se voittaa, jos se selviää vastustajan seuraavasta siirrosta.
variant-summary-dkeryo = D-Penten vapaa avaus ja värin valinta, Keryon kolmen kiven kaappauksilla ja 15 kiven voitolla.
variant-summary-opente = Keryon kaappaukset ja 15 kiven voitto, parien ja kolmosten poksahdukset, Boatin kaappauksenkestävät suorat (myös kolmoset lasketaan) ja kaappausvoitto vain eri määrillä.
variant-summary-swap2pente = Pente Swap2-avauksella: ensimmäinen pelaaja asettaa kolme kiveä (V M V); toinen vaihtaa, pitää tai siirtää valinnan asettamalla kaksi lisää (M V), jolloin valinta jää ensimmäiselle.
variant-summary-swap2keryo = Keryo-Pente Swap2-avauksella.
