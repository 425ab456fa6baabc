# Kukkulan kuningas: /pente hill, kukkulapelien uutiset ja kukkulan kuva.

## Miksi kukkulasiirto torjutaan ("Ei kukkulapeli: …", pienellä)
hill-error-already-on = olet jo kukkulalla
hill-error-not-on = et ole kukkulalla: liity komennolla `/pente hill join`
hill-error-opponent-not-on = se pelaaja ei ole kukkulalla
hill-error-too-far = voit haastaa vain pelaajia enintään kaksi askelmaa omasi ylä- tai alapuolelta

## /pente hill join ja leave
hill-first = ⛰️ { $player } on ensimmäisenä { $variant } -kukkulalla, yksin sen ylimmällä askelmalla ja siksi sen kuningas, kunnes seuraava jäsen liittyy: kaikki liittyvät alimmalle askelmalle.
hill-joined = ⛰️ { $player } liittyi { $variant } -kukkulalle alimmalle askelmalle ({ $step }).
hill-how-to-climb = Haasta kuka tahansa enintään { $reach } askelmaa ylempää tai alempaa komennolla `/pente challenge … hill:true`: voitto nostaa sinua askelman.
hill-already-on = Olet jo { $variant } -kukkulalla.
hill-not-on = Et ole { $variant } -kukkulalla.
hill-left = ⛰️ { $player } poistui { $variant } -kukkulalta.

## Askelma yksinään
hill-step-name-top-king = ylin askelma (kuningas)
hill-step-name-top = ylin askelma
hill-step-name = askelma { $step }

## Kukkulapelin päätyttyä sen kanavalla
hill-climbs-top-king = <@{ $player }> nousee ylimmälle askelmalle (kuningas)
hill-climbs-top = <@{ $player }> nousee ylimmälle askelmalle
hill-climbs = <@{ $player }> nousee askelmalle { $step }
hill-stays-bottom = <@{ $player }> pysyy alimmalla askelmalla
hill-steps-down = <@{ $player }> laskeutuu askelmalle { $step }
hill-moves = ⛰️ Kukkulan kuningas ({ $variant }): { $moves }.
hill-new-king = 👑 <@{ $king }> on kukkulan uusi kuningas!
hill-crown-shared = Ylin askelma on nyt jaettu: kukkulalla ei ole kuningasta, ennen kuin joku seisoo siellä yksin.

## /pente hill show
hill-empty = ⛰️ { $variant } -kukkula on tyhjä: `/pente hill join`, niin olet ensimmäinen.
hill-text-title = ⛰️ Kukkulan kuningas — { $variant }:
hill-king = 👑 Kuningas
hill-top-shared = Ylin askelma (jaettu: ei kuningasta)
hill-step = Askelma { $step }
hill-more = … (kuvassa näkyvät kaikki askelmat)
hill-rules = pente.orgin säännöt: voitto nostaa askelman, tappio laskee yhden (ei koskaan alimman alle), tasapeli ei muuta mitään; haasta kuka tahansa enintään { $reach } askelman päästä; { $days ->
        [one] { $days } päivä
       *[other] { $days } päivää
    } ilman kukkulapeliä, niin putoat kukkulalta.

## Kuva
hill-picture-title = Kukkulan kuningas — { $variant }
