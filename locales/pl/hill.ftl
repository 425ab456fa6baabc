# Król wzgórza: /pente hill, wieści z partii o wzgórze i obrazek wzgórza.

## Obrazek
hill-picture-title = Król wzgórza — { $variant }

## Odmowy według zasad wzgórza (src/event/hill.rs)
hill-refused-already-on = jesteś już na wzgórzu
hill-refused-not-on = nie jesteś na wzgórzu: dołącz przez `/pente hill join`
hill-refused-opponent-not-on = ten gracz nie jest na wzgórzu
hill-refused-too-far = możesz wyzywać tylko graczy do dwóch stopni wyżej lub niżej od ciebie
