# Rey de la colina: /pente hill, las noticias de las partidas de la colina y su imagen.

## Por qué se rechaza un movimiento de la colina ("No es una partida de la colina: …", en minúscula)
hill-error-already-on = ya estás en la colina
hill-error-not-on = no estás en la colina: únete con `/pente hill join`
hill-error-opponent-not-on = ese jugador no está en la colina
hill-error-too-far = solo puedes retar a jugadores hasta dos escalones por encima o por debajo del tuyo

## /pente hill join y leave
hill-first = ⛰️ { $player } es el primero en la colina de { $variant }, solo en su escalón más alto y por tanto su rey hasta que llegue el siguiente miembro: todos entran por el escalón más bajo.
hill-joined = ⛰️ { $player } se unió a la colina de { $variant } en el escalón más bajo ({ $step }).
hill-how-to-climb = Reta a quien esté hasta { $reach } escalones por encima o por debajo con `/pente challenge … hill:true`: una victoria te sube un escalón.
hill-already-on = Ya estás en la colina de { $variant }.
hill-not-on = No estás en la colina de { $variant }.
hill-left = ⛰️ { $player } dejó la colina de { $variant }.

## Un escalón nombrado solo
hill-step-name-top-king = el escalón más alto (rey)
hill-step-name-top = el escalón más alto
hill-step-name = escalón { $step }

## El final de una partida de la colina, en su canal
hill-climbs-top-king = <@{ $player }> sube al escalón más alto (rey)
hill-climbs-top = <@{ $player }> sube al escalón más alto
hill-climbs = <@{ $player }> sube al escalón { $step }
hill-stays-bottom = <@{ $player }> sigue en el escalón más bajo
hill-steps-down = <@{ $player }> baja al escalón { $step }
hill-moves = ⛰️ Rey de la colina ({ $variant }): { $moves }.
hill-new-king = 👑 ¡<@{ $king }> es el nuevo rey de la colina!
hill-crown-shared = El escalón más alto está compartido: la colina no tiene rey hasta que alguien esté solo en él.

## /pente hill show
hill-empty = ⛰️ La colina de { $variant } está vacía: `/pente hill join` para ser el primero.
hill-text-title = ⛰️ Rey de la colina — { $variant }:
hill-king = 👑 Rey
hill-top-shared = Escalón más alto (compartido: sin rey)
hill-step = Escalón { $step }
hill-more = … (la imagen muestra todos los escalones)
hill-rules = Reglas de pente.org: una victoria te sube un escalón, una derrota te baja uno (nunca por debajo del más bajo), unas tablas no cambian nada; reta a quien esté hasta a { $reach } escalones; { $days ->
        [one] { $days } día
       *[other] { $days } días
    } sin partida de la colina y la dejas.

## La imagen
hill-picture-title = Rey de la colina — { $variant }
