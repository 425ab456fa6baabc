# Kukkulan kuningas: /pente hill, kukkulapelien uutiset ja kukkulan kuva.

## Kuva
hill-picture-title = Kukkulan kuningas — { $variant }

## Kukkulan sääntöjen torjunnat (src/event/hill.rs)
hill-refused-already-on = olet jo kukkulalla
hill-refused-not-on = et ole kukkulalla: liity komennolla `/pente hill join`
hill-refused-opponent-not-on = pelaaja ei ole kukkulalla
hill-refused-too-far = voit haastaa vain pelaajia, jotka ovat enintään kaksi askelmaa ylempänä tai alempana
