# Problemas: /pente puzzle new, move y stats, sus botones y el problema del día.

## El tablero de un intento
puzzles-button-hint = Pista
puzzles-button-give-up = Rendirse
puzzles-button-retry = Reintentar fallados ({ $n })
puzzles-defender = Defensor
puzzles-solver = Solucionador
puzzles-hint-status = Pista: { $point }

## Lo que pide un problema
puzzles-to-play-white = { $left ->
    [one] Juegan blancas y ganan — { $left } jugada
   *[other] Juegan blancas y ganan — { $left } jugadas
}
puzzles-to-play-black = { $left ->
    [one] Juegan negras y ganan — { $left } jugada
   *[other] Juegan negras y ganan — { $left } jugadas
}

## Temas
puzzles-theme-five = cinco
puzzles-theme-captures = capturas
puzzles-theme-double-four = doble cuatro
puzzles-theme-four-three = cuatro-tres
puzzles-theme-capture-defence = defensa por captura
puzzles-theme-long = largo

## El comienzo
puzzles-intro-daily = Aquí tienes el problema del día
puzzles-intro-shipped = Problema
puzzles-intro-server-games = Un problema de las partidas de este servidor (práctica: su jugada ganadora estaba en el análisis),
puzzles-intro-retry = Nuevo intento (práctica, sin puntuar):
puzzles-introduce = 🧩 { $how } **{ $id }**: **{ $task }**.
    Responde con `/pente puzzle move position:…`.
puzzles-solving = 🧩 Estás resolviendo el problema **{ $id }**: **{ $task }**.
    Responde con `/pente puzzle move position:…`, o pulsa **Rendirse**.
puzzles-solving-daily = 🧩 Estás resolviendo el problema del día **{ $id }**: **{ $task }**.
    Responde con `/pente puzzle move position:…`, o pulsa **Rendirse**.
puzzles-still-open = (Tu problema **{ $id }** sigue abierto: `/pente puzzle new` te lo muestra después de este.)
puzzles-tried-all = ¡Has intentado todos mis problemas! `/pente puzzle stats` tiene un botón **Reintentar fallados** para los que se te escaparon.
puzzles-already-under-way = Ya tienes un problema en curso: `/pente puzzle new` te lo muestra.
puzzles-not-drawn = Tu problema está listo, pero no he podido dibujarlo ahora mismo: vuelve a pedir `/pente puzzle new` para verlo.
puzzles-daily-over = ⌛ El problema del día **{ $id }** que estabas resolviendo ha terminado: se publicó su solución. Tu intento terminó sin puntuar (`/pente puzzle stats` lo ofrece para reintentar).
puzzles-closed-broken = ⚠️ Ya no puedo leer el problema que estabas resolviendo (**{ $id }**), así que lo he cerrado; no cuenta para tu puntuación.
puzzles-changed-meanwhile = Tu problema cambió hace un momento, así que no se hizo nada: `/pente puzzle new` te lo muestra tal como está.

## Respuestas
puzzles-not-a-point = `{ $position }` no es un punto: un punto es una columna A–T (sin I) y una fila 1–19, como K10.
puzzles-move-not-played-look = Tu jugada **{ $point }** no se jugó: mira primero el problema.
puzzles-move-not-played-another = Tu jugada no se jugó: `/pente puzzle new` te da otro problema.
puzzles-daily-tried = Ya has intentado el problema del día.
puzzles-none-under-way = No tienes ningún problema en curso: `/pente puzzle new` te da uno.
puzzles-cannot-replay = Lo siento, ya no puedo reproducir este problema. Pulsa **Rendirse** o pide `/pente puzzle new`.
puzzles-not-legal = { $point } no es una jugada posible aquí: elige un punto libre (las sugerencias los muestran).
puzzles-check-failed = Lo siento, no he podido comprobarlo ahora mismo. Inténtalo de nuevo en un momento.
puzzles-right = ✅ **{ $point }** es correcta. El defensor responde { $answers }
puzzles-right-next = { $said }.
    {""}**{ $task }**: te toca.
puzzles-right-undrawn = { $said }: te toca.
puzzles-right-so-far = ✅ **{ $point }** es correcta por ahora: ahora la segunda piedra de tu turno
puzzles-solved = 🎉 ¡**{ $point }** gana: problema **{ $id }** resuelto!
puzzles-solved-hinted = 🎉 ¡**{ $point }** gana: problema **{ $id }** resuelto (con una pista)!
puzzles-unknown = 🤔 No puedo saber a tiempo si **{ $point }** gana: prueba otra jugada. Esta no cuenta.
puzzles-wrong = ❌ **{ $point }** no gana. La solución: { $solution }

## El final de un intento
puzzles-rating-changed = 📈 Puntuación de problemas: { $change }
puzzles-rating-stays-server-game = 🔁 Un problema de las partidas de este servidor es práctica (el análisis mostró su jugada ganadora), así que tu puntuación no cambia.
puzzles-rating-stays-practice = 🔁 Práctica (ya habías intentado este problema, aquí o en otro servidor, o se publicó su solución), así que tu puntuación no cambia.
puzzles-streak = 🔥 Racha: { $n }.
puzzles-outcome = { $rating }
    🏷️ Temas: { $themes }.
    📜 Origen: { $source }.

## Los botones
puzzles-not-your-buttons = Estos botones son del problema de <@{ $solver }>. `/pente puzzle new` te da uno propio.
puzzles-old-board = Ese tablero es antiguo, así que no se hizo nada: `/pente puzzle new` te muestra tu problema tal como está.
puzzles-pressed-over = Ese problema ha terminado, así que no se hizo nada. `/pente puzzle new` te da otro.
puzzles-hint-failed = Lo siento, no he podido encontrar una pista ahora mismo.
puzzles-no-hint = Lo siento, no tengo ninguna pista para esta posición.
puzzles-hint = 💡 Pista: juega **{ $hint }**. (Con una pista el problema cuenta como fallado para tu puntuación.)
    {""}**{ $task }**: responde con `/pente puzzle move position:{ $hint }`.
puzzles-hint-undrawn = 💡 Pista: juega **{ $hint }**.
puzzles-gave-up = 🏳️ La solución de **{ $id }**: { $solution }
puzzles-no-failed = No hay problemas fallados que reintentar: ¡bien hecho!

## /pente puzzle stats
puzzles-stats = { $attempts ->
    [one] 🧩 **Tus problemas**: puntuación { $rating }, { $attempts } intento puntuado; racha { $streak } (mejor { $best }).
   *[other] 🧩 **Tus problemas**: puntuación { $rating }, { $attempts } intentos puntuados; racha { $streak } (mejor { $best }).
}
puzzles-stats-theme = • { $theme }: resueltos { $solved }, fallados { $failed }
puzzles-stats-none = Aún no has intentado ningún problema: `/pente puzzle new` te da uno.

## El problema del día
puzzles-daily = 🧩 **Problema del día**: { $task }.
    Resuélvelo en privado: `/pente puzzle move` te lo muestra, y luego responde con `/pente puzzle move position:…` (solo cuenta tu primer intento, hasta que se publique la solución).
    ✅ Resuelto por { $solvers } hasta ahora.
puzzles-daily-not-moderator = Solo los moderadores (con el permiso Gestionar servidor) pueden configurar el problema del día.
puzzles-daily-bad-hour = La hora va de 0 a 23 (UTC).
puzzles-daily-announced = 🧩 Aquí se publicará un problema del día cada día a las { $at } UTC. Cualquiera puede resolverlo en privado con `/pente puzzle move`.
puzzles-daily-cannot-post-there = No puedo publicar en <#{ $channel }> ({ $why }), así que el problema del día no está configurado. Dame allí **Ver canal**, **Enviar mensajes** y **Adjuntar archivos**, o elige otro canal.
puzzles-daily-set = 🧩 Hecho: se publicará un problema del día en <#{ $channel }> cada día a las { $at } UTC. Si una publicación falla, lo diré aquí.
puzzles-daily-why-permission = me falta un permiso allí
puzzles-daily-why-no-channel = no encuentro ese canal
puzzles-daily-why-not-allowed = no tengo acceso
puzzles-daily-why-refused = Discord lo rechazó
puzzles-daily-why-no-answer = Discord no respondió
puzzles-daily-post-failed = ⚠️ No he podido publicar el problema del día en <#{ $channel }> ({ $why }). Lo seguiré intentando, cada vez con menos frecuencia; un moderador puede arreglar los permisos del canal o elegir otro canal con `/pente puzzle daily`.
puzzles-daily-none-left = ⚠️ Todos mis problemas ya se publicaron como problema del día de este servidor, así que hoy no hay ninguno. Volveré a mirar de vez en cuando; el operador del bot puede añadir problemas.
puzzles-daily-solution-yesterday = 🧩 El problema del día de ayer, resuelto por { $solvers }: la solución es ||{ $solution }||
puzzles-daily-solution-of = 🧩 El problema del día del { $day }, resuelto por { $solvers }: la solución es ||{ $solution }||
