# Las palabras del bot: respuestas, negativas, anuncios, botones y menús.
# El prefijo de cada id dice qué parte del bot lo dice.

## Botones (kit/buttons.rs)
button-not-mine = Este botón no es uno de los míos.
button-accept = Aceptar
button-decline = Rechazar
button-withdraw = Retirar
button-swap = Cambiar
button-keep = Mantener
button-pass = Pasar
button-rematch = Revancha
button-offer-draw = Ofrecer tablas
button-takeback = Deshacer
button-resign = Abandonar

## Respuestas comunes (kit/mod.rs)
kit-save-failed = Lo siento, no he podido guardarlo ahora mismo, así que no ha cambiado nada. Vuelve a intentarlo en un momento.
kit-read-failed = Lo siento, no he podido leerlo ahora mismo. Vuelve a intentarlo en un momento.
kit-stale = Esta partida acaba de cambiar, así que no se ha hecho nada. Mira `/pente board` y vuelve a intentarlo.
kit-older-board = Estos botones están en un tablero anterior: usa los del tablero más reciente (o los comandos de barra).
kit-nothing-to-do = Ahora mismo no hay nada que hacer aquí.
kit-not-a-time-choice = Ese tiempo por jugada no es una de las opciones de este servidor: elige una de la lista.
kit-level-easy = fácil
kit-level-medium = medio
kit-level-hard = difícil
kit-level-expert = experto
kit-rating-change = 📈 Puntuaciones: { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {","}
stats-percent = { $percent } %
stats-tally-games = { $n ->
    [one] { $n } partida terminada
   *[other] { $n } partidas terminadas
}
stats-tally = **{ $games }** en este servidor: blancas ganaron { $white } ({ $white_share }), negras ganaron { $black } ({ $black_share }), tablas { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}
stats-record = ganadas { $won }, perdidas { $lost }, tablas { $drawn } ({ $share } de victorias)
stats-no-games = { $player } aún no tiene partidas terminadas aquí.
stats-player = { $player }: { $games }, { $all }.
    Con blancas: { $white }.
    Con negras: { $black }.
stats-computer = En el nivel { $level } tengo: { $games }, { $all }.
    Con blancas: { $white }.
    Con negras: { $black }.
stats-history = **Últimas partidas terminadas en este servidor**
stats-history-of = **Últimas partidas terminadas de { $player } en este servidor**
stats-history-none = Ninguna todavía. Empieza una con `/pente challenge`.
stats-export-none = Todavía no hay ninguna partida que exportar en este canal. Empieza una con `/pente challenge`.
stats-export = Aquí está la partida como archivo de pente.org: ábrela en cualquier programa de Pente o reprodúcela con `pente-bot replay`.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Clasificación
ratings-leaderboard-of = Clasificación de { $variant }
ratings-nobody = Nadie tiene puntuación en este servidor todavía: termina una partida puntuada con `/pente challenge` para entrar en la tabla.
ratings-page = página { $page } de { $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}
ratings-provisional = Provisionales (solo unas pocas partidas; listados después de los demás):
ratings-games = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}
ratings-previous = ◀ Anterior
ratings-next = Siguiente ▶
ratings-own-rank = Eres el n.º { $rank } de { $players } ({ $rating }, página { $page }).
ratings-no-such-page = La clasificación tiene { $pages ->
    [one] { $pages } página
   *[other] { $pages } páginas
} ({ $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}). Prueba `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = { $player } aún no tiene partidas puntuadas aquí.
ratings-no-rated-games-of = { $player } aún no tiene partidas puntuadas ({ $variant }) aquí.

## Partidas por número, líneas del historial (kit/games.rs)
games-no-longer-replays = Las jugadas de la partida #{ $id } ya no se pueden reproducir, lo siento.
games-title-over = Partida #{ $id }: { $game }.
games-title-in-play = Partida #{ $id }: { $white } (blancas) contra { $black } (negras), en juego. { $status }
games-give-a-number = Indica un número de partida como `#42`: `/pente history` los muestra.
games-challenge-only-replay = El reto de aquí aún no se ha aceptado y no ha terminado ninguna partida en este canal: no hay nada que reproducir.
games-challenge-only-analyse = El reto de aquí aún no se ha aceptado y no ha terminado ninguna partida en este canal: no hay nada que analizar.
games-none-played = Todavía no se ha jugado ninguna partida en este canal. Indica un número de partida de `/pente history`, como `#42`.
games-none-ended = Todavía no ha terminado ninguna partida en este canal. Indica un número de partida de `/pente history`, como `#42`.
games-still-played = La partida #{ $id } aún se está jugando en { $channel }.
games-never-started-replay = La partida #{ $id } nunca empezó (su reto no se aceptó): no hay nada que reproducir.
games-never-started-analyse = La partida #{ $id } nunca empezó (su reto no se aceptó): no hay nada que analizar.
games-not-here = No hay ninguna partida #{ $id } en este servidor. `/pente history` muestra los números de las partidas.
games-by-six = por seis en línea
games-by-five = por cinco en línea
games-by-captures = capturando { $n } piedras
games-by-resignation = por abandono
games-by-time = por tiempo
games-by-agreement = por acuerdo
games-by-full-board = por tablero lleno
games-as-white = { $player } (blancas)
games-as-black = { $player } (negras)
games-won = { $winner } venció a { $loser } { $by }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, { $when }
games-drawn = { $white } y { $black } hicieron tablas { $by }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, { $when }
games-aborted = { $white } contra { $black }, anulada tras { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, { $when }
games-rating-line = blancas { $white } ({ $white_change }), negras { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = No se jugó ninguna jugada.
replay-empty-board = El tablero vacío, antes de la jugada 1 de { $moves }.
replay-step = Jugada { $step } de { $moves }: { $color } { $point }
replay-busy = Ahora mismo se está creando una repetición para este canal: espera un momento y vuelve a pedirla.
replay-steps = { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}: recórrelas con los botones.
replay-too-long = (La partida es demasiado larga para animarla dentro del límite de subida de Discord.)
replay-not-live = Esta repetición ya no está activa: se publicó una más reciente aquí, o tiene más de una hora. Vuelve a pedirla con `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = La partida #{ $id } aún se está jugando: analizo las partidas cuando terminan, porque mi opinión ayudaría a un jugador durante la partida.
analyze-working = 🔎 Analizando { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} de la partida #{ $id }… esto tarda hasta { $seconds } s.
analyze-busy = Ahora mismo estoy pensando en otras partidas: vuelve a pedir el análisis en un minuto.
analyze-another = Ahora mismo se está analizando otra partida: vuelve a pedir el análisis en un minuto.
analyze-puzzle-source = de { $white } c. { $black }, jugada { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } victoria perdida se ha convertido en un problema
   *[other] { $n } victorias perdidas se han convertido en problemas
} de este servidor: quien la dejó pasar la recibe primero con `/pente puzzle new`.


## Ofertas de tablas y jugadas deshechas (courtesy.rs)
courtesy-back-stone = { $stones } (tu piedra)
courtesy-back-turn = { $stones } (tu turno)
courtesy-back-move-and-answer = { $stones } y { $answer } (tu jugada y mi respuesta)
courtesy-back-turn-and-answer = { $stones } y { $answer } (tu turno y mi respuesta)
courtesy-taken-back = ↩️ Deshecho: { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } aceptó la oferta de tablas.
courtesy-drawn = 🤝 { $white } (blancas) y { $black } (negras) acordaron tablas. { $status }
courtesy-takeback-accepted = ↩️ { $by } aceptó deshacer { $moves }.
courtesy-taken-back-moves = ↩️ Se deshizo { $moves }. { $status }
courtesy-declined-draw = ❌ { $by } rechazó la oferta de tablas de { $offerer }. La partida sigue.
courtesy-declined-takeback = ❌ { $by } rechazó la petición de deshacer de { $offerer }. La partida sigue.

## Anuncios (kit/post.rs)
post-saved-not-shown = Se hizo y se guardó, pero ahora mismo no he podido publicar el tablero. `/pente board` muestra la partida tal como está.
post-draw-lapsed-by-move = ⌛ La oferta de tablas de { $by } caducó: se jugó la siguiente jugada.
post-takeback-lapsed-by-move = ⌛ La petición de deshacer de { $by } caducó: se jugó la siguiente jugada.
post-draw-lapsed-by-decision = ⌛ La oferta de tablas de { $by } caducó: { $decider } tomó la decisión de apertura.
post-takeback-lapsed-by-decision = ⌛ La petición de deshacer de { $by } caducó: { $decider } tomó la decisión de apertura.

## Jugadas, tableros, abandonar, anular (play.rs)
play-too-long = Eso es demasiado largo para ser un punto: un punto es una columna A–T (sin I) y una fila 1–19, como K10.
play-still-thinking = Todavía estoy pensando mi jugada: mi respuesta llegará aquí en un momento.
play-queue = 🤔 Estoy pensando en otras partidas: { $ahead } antes que la tuya. Responderé aquí.
play-answer-soon = { $text }. Respondo en un momento.
play-board = { $white } (blancas) contra { $black } (negras), { $moves ->
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}. { $status }
play-aborted = 🚫 { $player } anuló la partida: no cuenta para nadie. Empieza otra con `/pente challenge`.
play-ended-tournament = queda anulada y no cambia ninguna puntuación; el torneo la cuenta como tablas (½ punto cada uno)
play-ended-for-nobody = queda anulada y no cuenta para nadie
play-ended-unrated = queda anulada y no cambia ninguna puntuación
play-ended-challenge = 🛑 { $by } terminó el reto de { $challenger } a { $opponent }. El canal está libre.
play-ended-game = 🛑 { $by } terminó la partida entre { $white } (blancas) y { $black } (negras): { $counts }. El canal está libre.
play-resign-sure = ¿De verdad quieres abandonar esta partida contra { $opponent }? Cuenta como derrota.
play-resign-yes = Sí, abandonar
play-you-resigned = Has abandonado.

## Empezar partidas (kit/start.rs)
start-replaced-own = ↩️ { $challenger } sustituyó su reto abierto ({ $terms }) por este.
start-not-posted = ⚠️ Tu nuevo reto no se pudo publicar, así que no se hizo. Tu reto abierto a { $opponent } ({ $terms }) sigue en pie.
start-replaced-message = ↩️ { $challenger } sustituyó este reto a { $opponent } ({ $terms }) por uno nuevo.
start-computer-game = { $lead }{ $white } (blancas) contra { $black } (negras), nivel { $level }, { $time } por jugada.
start-first-move-soon = Haré mi primera jugada en un momento.

## Revancha (rematch.rs)
rematch-no-game = Aquí no hay ninguna partida terminada para volver a jugar.
rematch-not-yours = Solo { $white } y { $black } pueden pedir la revancha de su partida. Empieza la tuya con `/pente challenge`.
rematch-lead = 🔁 ¡Revancha!{" "}
rematch-too-many = { $player } ya tiene { $limit ->
    [one] { $limit } partida
   *[other] { $limit } partidas
} en curso contra mí: termina o abandona una primero.

## El reloj (clock.rs)
clock-challenge-expired = ⌛ El reto de { $challenger } a { $opponent } caducó tras { $time } sin respuesta.
clock-opening-not-made = ⏱️ Nadie hizo a tiempo las jugadas de apertura de la partida ({ $time } por jugada): { $ending }.

## Retos (challenge.rs)
challenge-time-choice = { $time } por jugada
challenge-hill-rated = Una partida del Rey de la colina es puntuada: quita `rated:false`.
challenge-not-hill = No es una partida de la colina: { $why }.
challenge-too-many = Ya tienes { $limit ->
    [one] { $limit } partida
   *[other] { $limit } partidas
} en curso contra mí. Termina o abandona una primero.
challenge-game-on-lead = ¡Empieza la partida!{" "}
challenge-not-open = Este reto ya no está abierto.
challenge-declined = ❌ { $opponent } rechazó el reto de { $challenger }.
challenge-withdrawn = ↩️ { $challenger } retiró el reto a { $opponent }.
challenge-accepted = ✅ { $player } aceptó el reto: { $white } (blancas) contra { $black } (negras), { $time } por jugada.
challenge-game-on = ¡Empieza la partida! { $game }{ $white } (blancas) contra { $black } (negras). { $status }
challenge-in-thread = La partida se juega en el hilo { $thread }.
challenge-no-thread = (No he podido abrir un hilo para esta partida: { $why }. Se juega aquí, en el canal.)
challenge-thread-permission = no tengo permiso para crear hilos aquí (Create Public Threads)
challenge-thread-refused = Discord no quiso abrir uno ahora mismo
challenge-thread-not-moved = no he podido mover la partida al hilo que abrí

## Lo que dice el gestor de errores (mod.rs)
error-internal = Lo siento, algo ha fallado por mi parte. Vuelve a intentarlo.
error-unreadable-input = No he podido leer `{ $input }`: { $error }. Prueba `/pente help`.
error-unreadable = No he podido leer eso: { $error }. Prueba `/pente help`.
error-outdated-command = La copia de este comando en Discord está desactualizada. Recarga Discord (Ctrl+R) o espera un minuto y vuelve a intentarlo.
error-guild-only = El Pente se juega en un canal de un servidor: usa allí `/pente challenge` (cada canal o hilo tiene una partida).

## Listas largas (kit/message_fit.rs)
fit-and-more = … y { $n } más
