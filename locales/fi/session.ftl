# Pelisessio: kieltäytymiset, haasteet, siirrot, pelin päättyminen ja muistutukset.
# $side on "white" tai "black" (väri lauseen sisällä); $color on värin nimi.

session-named = { $player } ({ $color })

session-challenge-yourself = Et voi haastaa itseäsi. Valitse ystävä: `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } on botti, eivätkä botit voi vastata haasteeseen. Haasta ihminen.
session-challenge-game-in-progress = Tällä kanavalla on jo peli käynnissä ({ $white } vs { $black }). Pelatkaa se loppuun, tai aloita ketju ja pelatkaa siellä.
session-challenge-pending = { $challenger } on jo haastanut täällä pelaajan { $opponent }. Odota vastausta, tai aloita ketju ja pelatkaa siellä.
session-challenge-rated-keeps-rule = Reitatussa pelissä on aina turnaussääntö (valkean toinen kivi H8–M12:n ulkopuolelle). Pelataksesi ilman sitä tee pelistä reittaamaton: lisää `rated:false`.
session-challenge-rule-always = { $variant } pitää avaussääntönsä jokaisessa pelissä, reitatussa tai ei: jätä pois `tournament_rule:false`.
session-answer-not-opponent = Tämä haaste on pelaajalle { $opponent }: vain hän voi hyväksyä tai hylätä sen. Tee oma haasteesi komennolla `/pente challenge`.
session-answer-not-challenger = Vain haasteen tehnyt { $challenger } voi perua sen.
session-answer-expired = Tämä haaste on vanhentunut. Tee uusi komennolla `/pente challenge`.
session-answer-closed = Tämä haaste ei ole enää avoinna.
session-terms = { $variant } { $side ->
        [white] valkeilla
       *[black] mustilla
    }, { $time } siirtoa kohden{ $rated ->
        [yes] {""}
       *[no] , reittaamaton
    }{ $rule ->
        [yes] {""}
       *[no] {" "}ilman turnaussääntöä
    }{ $hill ->
        [yes] , kukkulapeli
       *[no] {""}
    }
session-invitation = { $challenger } haastaa pelaajan { $opponent } { $variant }-peliin! { $challenger } pelaisi { $side ->
        [white] valkeilla ja { $opponent } mustilla,
       *[black] mustilla ja { $opponent } valkeilla,
    } { $time } siirtoa kohden. Haaste on voimassa { $expires }.
session-invitation-unrated = Peli on reittaamaton.
session-invitation-unrated-no-rule = Peli on reittaamaton ja ilman turnaussääntöä: valkean toinen kivi saa tulla minne tahansa.
session-invitation-hill = Kukkulan kuningas -peli: voittaja nousee.

session-turn-no-game = Tällä kanavalla ei ole peliä. Aloita sellainen komennolla `/pente challenge opponent:@friend`.
session-turn-not-started = Peli ei ole vielä alkanut: { $opponent } ei ole vielä hyväksynyt pelaajan { $challenger } haastetta.
session-turn-not-a-player = Et pelaa tässä pelissä ({ $white } vs { $black }). Seuraa mukana, tai aloita oma pelisi ketjussa.
session-turn-not-your-turn = Ei ole vuorosi: vuorossa on { $player }.
session-turn-over = Tämä peli on päättynyt: { $ending }. Aloita uusi komennolla `/pente challenge`.
session-turn-out-of-time = Liian myöhään: aikasi tälle siirrolle loppui.
session-turn-too-late-to-abort = Peliä ei voi enää keskeyttää: kumpikin on tehnyt kaksi siirtoa. Luovuta komennolla `/pente resign`, tai pyydä moderaattoria keskeyttämään se komennolla `/pente abort`.
session-turn-choose-first = { $player } valitsee ensin: { $choices }. Paina laudan alla olevaa painiketta tai kirjoita sana: `/pente move position:{ $first }`.
session-illegal-game-over = peli on päättynyt: { $ending }
session-illegal-occupied = { $point } on jo { $side ->
        [white] valkean
       *[black] mustan
    } kiven varaama: valitse tyhjä piste
session-illegal-first-not-center = Valkean ensimmäinen kivi tulee pisteeseen K10, laudan keskelle, ei pisteeseen { $point }
session-illegal-second-too-close = { $point } on liian lähellä keskustaa: turnaussäännön mukaan valkean toisen kiven on oltava vähintään 3 pisteen päässä K10:stä, neliön H8–M12 ulkopuolella (esimerkiksi N10, K13 tai G7)
session-illegal-second-gpente = { $point } on kielletty valkean toiselta kiveltä G-Pentessä: sen on oltava H8–M12:n ulkopuolella eikä pisteissä K13, K14, K7, K6, N10, O10, G10 tai F10
session-illegal-decision-pending = { $color } valitsee ensin: { $choices }
session-illegal-no-decision = nyt ei ole mitään valittavaa: aseta kivi
session-illegal-bad-decision = { $choice } ei ole nyt mahdollinen valinta: { $choices }
session-point-empty = pistettä ei annettu: kirjoita sarakkeen kirjain ja rivin numero, esimerkiksi K10
session-point-malformed = `{ $input }` ei ole piste: kirjoita sarakkeen kirjain A–T (ei I) ja sen perään rivin numero 1–19, esimerkiksi K10
session-point-no-column-i = saraketta I ei ole — se jätetään väliin; tarkoititko H{ $row } vai J{ $row }?
session-point-off-board = { $input } on laudan ulkopuolella: sarakkeet ovat A–T (ilman I:tä) ja rivit 1–19
session-point-leading-zero = kirjoita rivi ilman etunollaa: { $suggestion }, ei { $input }

session-ending-resigned = { $loser } luovutti, { $winner } voittaa
session-ending-time = { $loser } käytti aikansa loppuun, { $winner } voittaa ajalla
session-ending-agreement = tasapeli sopimuksella
session-ending-aborted = peli keskeytettiin; sitä ei lasketa kenellekään
session-ending-ongoing = peli jatkuu
session-ending-draw = tasapeli: lauta on täynnä
session-ending-five = { $winner } voittaa viidellä peräkkäin
session-ending-six = { $winner } voittaa kuudella peräkkäin
session-ending-captures = { $winner } voittaa kaappaamalla { $stones ->
        [one] { $stones } kiven
       *[other] { $stones } kiveä
    }
session-ending-by-captures = { $winner } voittaa kaappauksilla

session-status-choose = { $player } valitsee: { $choices } (painikkeet alla)
session-status-place = { $player } asettaa { $side ->
        [white] valkean
       *[black] mustan
    } kiven
session-status-to-move = Vuorossa: { $player }
session-status-rule = { $status }: { $rule }
session-rule-first-center = valkean ensimmäinen kivi tulee pisteeseen K10
session-rule-second-outside = valkean toisen kiven on oltava neliön H8–M12 ulkopuolella
session-rule-second-outside-gpente = valkean toisen kiven on oltava neliön H8–M12 ulkopuolella eikä pisteissä K13, K14, K7, K6, N10, O10, G10 tai F10
session-rule-two-stones = kaksi kiveä tällä vuorolla
session-rule-one-more = vielä yksi kivi
session-status-due = Siirron määräaika: { $when }.

session-move-played = { $player } pelasi { $point }
session-move-placed = { $player } asetti { $side ->
        [white] valkean
       *[black] mustan
    } kiven pisteeseen { $point }
session-move-captured = { $played } ja kaappasi { $points }
session-move-poofed = { $played }, ja menetti poksahduksessa { $points }

session-remind-lost-by = ⏰ { $player }, on vuorosi ({ $color }) — aikasi loppuu { $when }, ja sitten häviät pelin ajalla.
session-remind-lost = ⏰ { $player }, on vuorosi ({ $color }) — pelaa, tai häviät pelin ajalla.
session-remind-aborted-by = ⏰ { $player }, on vuorosi ({ $color }) — aikasi loppuu { $when }, ja sitten peli keskeytetään.
session-remind-aborted = ⏰ { $player }, on vuorosi ({ $color }) — pelaa, tai peli keskeytetään.

session-decision-swap = 🔄 { $who } vaihtoi: { $who } pelaa nyt { $now ->
        [white] valkeilla
       *[black] mustilla
    }, { $other } pelaa { $was ->
        [white] valkeilla
       *[black] mustilla
    }.
session-decision-keep = ✅ { $who } pitää { $side ->
        [white] valkeat
       *[black] mustat
    }.
session-decision-pass = ↪️ { $who } siirtää valinnan: { $who } asettaa seuraavat kaksi kiveä (mustan, sitten valkean), minkä jälkeen { $other } valitsee.

session-offer-words-draw = tasapelitarjous
session-offer-words-takeback = perumispyyntö
session-offer-draw = 🤝 { $by } tarjoaa tasapeliä. { $to }, hyväksytkö?
session-offer-takeback = ↩️ { $by } pyytää saada perua viimeisimmän siirtonsa. { $to }, hyväksytkö?
session-offer-takeback-move = ↩️ { $by } pyytää saada perua viimeisimmän siirtonsa, { $point }. { $to }, hyväksytkö?
session-offer-already-open = Tässä pelissä on jo avoin { $kind ->
        [draw] tasapelitarjous
       *[takeback] perumispyyntö
    }: odota pelaajan { $answerer } vastausta (se raukeaa, kun seuraava siirto pelataan).
session-offer-nothing-to-take-back = Sinulla ei ole vielä siirtoa, jonka voisi perua.
session-offer-decided-since = Avausvalinta ({ $choice }) on tehty viimeisimmän siirtosi jälkeen, eikä valintaa voi perua.
session-offer-not-your-last-move = Voit perua vain oman viimeisimmän siirtosi, ennen kuin { $opponent } on vastannut siihen.
session-offer-computer-thinking = Mietin vielä siirtoani: kysy uudelleen, kun olen vastannut.
session-offer-computer-plays-on = Kiitos tarjouksesta, mutta pelaisin mieluummin loppuun! Voit luovuttaa komennolla `/pente resign`, jos haluat lopettaa.
session-offer-not-open = Tämä { $kind ->
        [draw] tasapelitarjous
       *[takeback] perumispyyntö
    } ei ole enää avoinna: siihen on vastattu, tai se raukesi, kun seuraava siirto pelattiin.
session-offer-your-own = Tämä on oma { $kind ->
        [draw] tasapelitarjouksesi
       *[takeback] perumispyyntösi
    }: vain vastustajasi voi vastata siihen.
session-offer-out-of-time = Aika loppui: { $ending }, joten { $refused }.
session-offer-lost-on-time = peli hävitään ajalla
session-offer-aborted = peli keskeytetään
session-offer-none-can-be-made = tarjousta ei voi enää tehdä
session-offer-no-longer-accepted = { $kind ->
        [draw] tasapelitarjousta
       *[takeback] perumispyyntöä
    } ei voi enää hyväksyä
session-offer-no-longer-declined = { $kind ->
        [draw] tasapelitarjousta
       *[takeback] perumispyyntöä
    } ei voi enää hylätä
