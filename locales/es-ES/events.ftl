# Torneos: /pente tournament, sus anuncios, emparejamientos, clasificaciones,
# tabla cruzada, los hilos de las partidas y las palabras de las imágenes.

## Sistemas, estados y hasta dónde llegó un jugador en una eliminatoria
events-format-swiss = sistema suizo
events-format-swiss-rounds = { $rounds ->
    [one] sistema suizo, { $rounds } ronda
   *[other] sistema suizo, { $rounds } rondas
}
events-format-round-robin = todos contra todos
events-format-double-round-robin = doble todos contra todos
events-format-knockout = eliminatoria
events-state-open = abierto
events-state-running = en curso
events-state-finished = terminado
events-state-cancelled = cancelado
events-stage-winner = ganador
events-stage-final = final
events-stage-semi-final = semifinal
events-stage-quarter-final = cuartos de final
events-stage-round = ronda { $round }
events-rated = puntuado
events-unrated = no puntuado

## Crear, empezar y cancelar
events-create-not-organiser = Solo los organizadores (con el permiso Gestionar mensajes en este canal) pueden crear un torneo.
events-bad-starts = No entendí `starts:{ $starts }`: di cuándo cierran las inscripciones, como "in 1h", "in 30m" o "in 2d" (30 días como mucho).
events-no-name = Ponle un nombre al torneo.
events-not-announced = No pude publicar el anuncio del torneo, así que no se creó. Inténtalo de nuevo.
events-none-here = Aquí no hay ningún torneo: `/pente tournament create` anuncia uno (o indícalo con `tournament:`).
events-not-open = **{ $name }** no está abierto a inscripciones: está { $state }.
events-started = Empezado: las partidas de la primera ronda están en sus hilos.
events-started-backing-off = Empezado, pero aún no pudieron comenzar todas las partidas (mira el canal del torneo): seguiré intentándolo.
events-start-called-off = Cancelado: muy pocos jugadores.
events-start-not-open = Ya no está abierto a inscripciones.
events-only-organiser-start = Solo el organizador (o un moderador de <#{ $channel }>, usando el comando allí) puede empezar el torneo.
events-only-organiser-cancel = Solo el organizador (o un moderador de <#{ $channel }>, usando el comando allí) puede cancelar el torneo.
events-only-organiser-remove = Solo el organizador (o un moderador de <#{ $channel }>, usando el comando allí) puede retirar a un jugador.
events-called-off = **{ $name }** queda cancelado.
events-already-over = **{ $name }** ya ha terminado.

## Dónde puede jugarse un torneo
events-refused-in-thread = Esto es un hilo (o una publicación de foro): un torneo se juega en un canal de texto, donde cada una de sus partidas tiene su propio hilo. Usa el comando allí.
events-refused-not-text = Un torneo se juega en un canal de texto, donde cada una de sus partidas tiene su propio hilo: este canal no puede tenerlos.
events-refused-permissions = No puedo abrir los hilos de las partidas en este canal: aquí necesito los permisos Crear hilos públicos y Enviar mensajes en hilos.
events-refused-there = En <#{ $channel }>: { $why }
events-refused-not-server-channel = El canal de ese torneo no es un canal de texto de un servidor.
events-refused-unreachable = Ya no llego al canal de **{ $name }** (borrado, u oculto para mí), así que sus partidas no pueden empezar.

## Inscribirse y salir
events-joined = Estás en **{ $name }**. ¡Suerte!
events-already-joined = Ya estás inscrito en **{ $name }**.
events-full = **{ $name }** está completo.
events-withdrawn = <@{ $player }> queda fuera de **{ $name }**: no se le empareja más; los resultados anteriores se mantienen.
events-left = <@{ $player }> ya no está en la lista de **{ $name }**.
events-not-in = <@{ $player }> no juega en **{ $name }**.
events-remove-own-opponent = Juegas contra <@{ $player }> en **{ $name }**: otro organizador o moderador debe retirarlo.
events-button-join = Inscribirse
events-button-leave = Salir

## El anuncio
events-starts-at = Empieza { $at }, o cuando el organizador use `/pente tournament start`.
events-starts-when-started = Empieza cuando el organizador use `/pente tournament start`.
events-players-of-max = { $n } de { $max }
events-announcement = 🏆 **{ $name }** (n.º { $id }) — { $format } de { $variant }, { $time } por jugada, { $rated }. Organiza <@{ $organiser }>. { $when }
    Jugadores ({ $joined }):
events-nobody-yet = nadie todavía
events-sign-up-closed = Inscripciones cerradas: el torneo está en marcha.
events-announcement-called-off = Cancelado.

## Mensajes en el canal del torneo
events-called-off-too-few = ❌ **{ $name }** queda cancelado: necesita al menos { $least } jugadores y tenía { $had }.
events-called-off-by = ❌ <@{ $by }> canceló **{ $name }**. Las partidas en curso pueden terminarse; solo cuentan para las puntuaciones.
events-withdrew = 🚪 <@{ $player }> se retiró de **{ $name }**.
events-withdrew-game = 🏳️ { $player } se retiró de **{ $name }**: { $ending }.
events-begins = 🏁 Empieza **{ $name }**: { $format } ({ $variant }), { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }.
    Cabezas de serie: { $seeds }
events-pairings = ♟️ **{ $name }** — ronda { $round }:
events-pairings-more = ♟️ **{ $name }** — ronda { $round }, más partidas:
events-pairing = • <@{ $white }> (blancas) contra <@{ $black }> (negras)
events-pairing-in = • <@{ $white }> (blancas) contra <@{ $black }> (negras) en <#{ $thread }>
events-bye-line = ☕ <@{ $player }> descansa (cuenta como victoria).
events-crosstable = 📋 **{ $name }** — tabla cruzada:
events-won = 🥇 **{ $name }** ha terminado: ¡gana <@{ $winner }>! Enhorabuena.
events-shared = 🏁 **{ $name }** ha terminado: el primer puesto es compartido.

## El hilo de una partida
events-thread-name = Ronda { $round }: { $white } contra { $black }
events-game-started = 🏆 **{ $name }**, ronda { $round }: { $white } (blancas) contra { $black } (negras), { $time } por jugada.
events-game-started-unrated = 🏆 **{ $name }**, ronda { $round }: { $white } (blancas) contra { $black } (negras), { $time } por jugada, no puntuada.
events-threads-why-gone = el canal ya no existe
events-threads-why-permission = me falta un permiso allí
events-threads-why-refused = Discord lo rechazó
events-threads-refused = ⚠️ <@{ $organiser }>: no puedo abrir los hilos de las partidas de **{ $name }** en <#{ $channel }> ({ $why }). Necesito un canal de texto donde tenga los permisos Crear hilos públicos y Enviar mensajes en hilos. Seguiré intentándolo, cada vez con menos frecuencia; las partidas empiezan en cuanto pueda.

## /pente tournament pairings
events-no-such-round = **{ $name }** no tiene ronda { $round } (ha jugado { $played }).
events-pairing-bye = • { $white }: descanso (1 punto)
events-playing = en juego
events-pairing-result = • { $white } (blancas) contra { $black } (negras): { $result }
events-pairing-result-in = • { $white } (blancas) contra { $black } (negras): { $result } en <#{ $thread }>

## Clasificaciones
events-not-started = **{ $name }** no ha empezado: { $joined } inscritos hasta ahora.
events-standings-final = clasificación final
events-standings-cancelled = clasificación (cancelado)
events-standings-round = clasificación, ronda { $round }
events-standings-after = clasificación tras la ronda { $round }
events-standings-title = { $name } — { $what }
events-standings-header = 📊 **{ $name }** — { $what }:
events-standing-line = { $rank }. { $name } — { $points } { $count ->
        [one] pt
       *[other] pts
    } ({ $breaks }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
events-standings-more = … y { $n } más: la imagen tiene la tabla completa.

## Las imágenes
events-players = { $n ->
    [one] { $n } jugador
   *[other] { $n } jugadores
}
events-rounds = { $n ->
    [one] { $n } ronda
   *[other] { $n } rondas
}
events-round-title = { $name } — ronda { $round }
events-crosstable-title = { $name } — tabla cruzada
events-bye = descanso
events-withdrew-mark = { $name } (retirado)
events-column-board = Mesa
events-column-result = Resultado
events-column-player = Jugador
events-column-points = Pts
events-column-reached = Llegó a
events-column-wins = V
events-column-games = Partidas
