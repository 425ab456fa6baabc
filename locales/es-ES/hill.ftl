# Rey de la colina: /pente hill, las noticias de las partidas de la colina y su imagen.

## La imagen
hill-picture-title = Rey de la colina — { $variant }

## Rechazos según las reglas de la colina (src/event/hill.rs)
hill-refused-already-on = ya estás en la colina
hill-refused-not-on = no estás en la colina: únete con `/pente hill join`
hill-refused-opponent-not-on = ese jugador no está en la colina
hill-refused-too-far = solo puedes retar a jugadores hasta dos escalones por encima o por debajo del tuyo
