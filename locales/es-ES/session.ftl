# La sesión de juego: rechazos, retos, jugadas, finales de partida y recordatorios.
# $side es "white" o "black" (un color dentro de una frase); $color es el nombre del color.

session-named = { $player } ({ $color })

session-challenge-yourself = No puedes retarte a ti mismo. Elige a alguien: `/pente challenge opponent:@friend`.
session-challenge-bot = { $bot } es un bot, y los bots no pueden responder a un reto. Reta a una persona.
session-challenge-game-in-progress = Ya hay una partida en este canal ({ $white } contra { $black }). Terminadla, o abre un hilo y jugad allí.
session-challenge-pending = { $challenger } ya ha retado a { $opponent } aquí. Espera la respuesta, o abre un hilo y jugad allí.
session-challenge-rated-keeps-rule = Una partida puntuada mantiene la regla de torneo (la segunda piedra de las blancas fuera de H8–M12). Para jugar sin ella, haz que la partida no puntúe: añade `rated:false`.
session-challenge-rule-always = { $variant } mantiene su regla de apertura en todas las partidas, puntuadas o no: quita `tournament_rule:false`.
session-answer-not-opponent = Este reto es para { $opponent }: solo esa persona puede aceptarlo o rechazarlo. Lanza el tuyo con `/pente challenge`.
session-answer-not-challenger = Solo { $challenger }, quien lanzó este reto, puede retirarlo.
session-answer-expired = Este reto ha caducado. Lanza uno nuevo con `/pente challenge`.
session-answer-closed = Este reto ya no está abierto.
session-terms = { $variant } con { $side ->
        [white] blancas
       *[black] negras
    }, { $time } por jugada{ $rated ->
        [yes] {""}
       *[no] , sin puntuar
    }{ $rule ->
        [yes] {""}
       *[no] {" "}sin la regla de torneo
    }{ $hill ->
        [yes] , una partida de la colina
       *[no] {""}
    }
session-invitation = ¡{ $challenger } reta a { $opponent } a una partida de { $variant }! { $challenger } jugaría con { $side ->
        [white] blancas y { $opponent } con negras,
       *[black] negras y { $opponent } con blancas,
    } con { $time } por jugada. El reto caduca en { $expires }.
session-invitation-unrated = La partida no puntúa.
session-invitation-unrated-no-rule = La partida no puntúa y va sin la regla de torneo: la segunda piedra de las blancas puede ir a cualquier parte.
session-invitation-hill = Una partida del Rey de la colina: quien gana, sube.

session-turn-no-game = No hay ninguna partida en este canal. Empieza una con `/pente challenge opponent:@friend`.
session-turn-not-started = La partida aún no ha empezado: { $opponent } todavía tiene que aceptar el reto de { $challenger }.
session-turn-not-a-player = No juegas en esta partida ({ $white } contra { $black }). Síguela, o empieza tu propia partida en un hilo.
session-turn-not-your-turn = No es tu turno: le toca mover a { $player }.
session-turn-over = Esta partida ha terminado: { $ending }. Empieza una nueva con `/pente challenge`.
session-turn-out-of-time = Demasiado tarde: se te acabó el tiempo para esta jugada.
session-turn-too-late-to-abort = Ya es tarde para anularla: ambos bandos han hecho dos jugadas. Abandona con `/pente resign`, o pide a un moderador que la anule con `/pente abort`.
session-turn-choose-first = { $player } debe elegir primero: { $choices }. Pulsa el botón bajo el tablero, o escribe la palabra: `/pente move position:{ $first }`.
session-illegal-game-over = la partida ha terminado: { $ending }
session-illegal-occupied = { $point } ya está ocupado por una piedra { $side ->
        [white] blanca
       *[black] negra
    }: elige un punto libre
session-illegal-first-not-center = La primera piedra de las blancas debe ir en K10, el centro del tablero, no en { $point }
session-illegal-second-too-close = { $point } está demasiado cerca del centro: según la regla de torneo, la segunda piedra de las blancas debe estar al menos a 3 puntos de K10, fuera del cuadrado H8–M12 (por ejemplo N10, K13 o G7)
session-illegal-second-gpente = { $point } está vedado a la segunda piedra de las blancas en G-Pente: debe ir fuera de H8–M12 y no en K13, K14, K7, K6, N10, O10, G10 ni F10
session-illegal-decision-pending = { $color } debe elegir primero: { $choices }
session-illegal-no-decision = ahora no hay nada que elegir: coloca una piedra
session-illegal-bad-decision = { $choice } no es una opción ahora: { $choices }
session-point-empty = no has indicado ningún punto: escribe la letra de una columna y el número de una fila, como K10
session-point-malformed = `{ $input }` no es un punto: escribe la letra de una columna A–T (sin I) seguida del número de una fila 1–19, como K10
session-point-no-column-i = no hay columna I — se salta; ¿querías decir H{ $row } o J{ $row }?
session-point-off-board = { $input } está fuera del tablero: las columnas van de la A a la T (sin la I) y las filas del 1 al 19
session-point-leading-zero = escribe la fila sin cero inicial: { $suggestion }, no { $input }

session-ending-resigned = { $loser } abandonó, { $winner } gana
session-ending-time = a { $loser } se le acabó el tiempo, { $winner } gana por tiempo
session-ending-agreement = tablas de mutuo acuerdo
session-ending-aborted = la partida se anuló; no cuenta para nadie
session-ending-ongoing = la partida sigue
session-ending-draw = tablas: el tablero está lleno
session-ending-five = { $winner } gana con cinco en línea
session-ending-six = { $winner } gana con seis en línea
session-ending-captures = { $winner } gana capturando { $stones ->
        [one] { $stones } piedra
       *[other] { $stones } piedras
    }
session-ending-by-captures = { $winner } gana por capturas

session-status-choose = { $player } elige: { $choices } (los botones de abajo)
session-status-place = { $player } coloca una piedra { $side ->
        [white] blanca
       *[black] negra
    }
session-status-to-move = Le toca a { $player }
session-status-rule = { $status }: { $rule }
session-rule-first-center = la primera piedra de las blancas va en K10
session-rule-second-outside = la segunda piedra de las blancas debe ir fuera del cuadrado H8–M12
session-rule-second-outside-gpente = la segunda piedra de las blancas debe ir fuera del cuadrado H8–M12 y no en K13, K14, K7, K6, N10, O10, G10 ni F10
session-rule-two-stones = dos piedras en este turno
session-rule-one-more = una piedra más
session-status-due = Jugada pendiente { $when }.

session-move-played = { $player } jugó { $point }
session-move-placed = { $player } colocó una piedra { $side ->
        [white] blanca
       *[black] negra
    } en { $point }
session-move-captured = { $played } y capturó { $points }
session-move-poofed = { $played }, y perdió por «poof» { $points }

session-remind-lost-by = ⏰ { $player }, te toca ({ $color }) — tu tiempo se acaba { $when }, y entonces perderás la partida por tiempo.
session-remind-lost = ⏰ { $player }, te toca ({ $color }) — juega, o perderás la partida por tiempo.
session-remind-aborted-by = ⏰ { $player }, te toca ({ $color }) — tu tiempo se acaba { $when }, y entonces la partida se anulará.
session-remind-aborted = ⏰ { $player }, te toca ({ $color }) — juega, o la partida se anulará.

session-decision-swap = 🔄 { $who } cambió: { $who } juega ahora con { $now ->
        [white] blancas
       *[black] negras
    }, { $other } juega con { $was ->
        [white] blancas
       *[black] negras
    }.
session-decision-keep = ✅ { $who } se queda con { $side ->
        [white] blancas
       *[black] negras
    }.
session-decision-pass = ↪️ { $who } pasa: { $who } coloca las dos piedras siguientes (negra y luego blanca), y después elige { $other }.

session-offer-words-draw = oferta de tablas
session-offer-words-takeback = petición de deshacer
session-offer-draw = 🤝 { $by } ofrece tablas. { $to }, ¿aceptas?
session-offer-takeback = ↩️ { $by } pide deshacer su última jugada. { $to }, ¿aceptas?
session-offer-takeback-move = ↩️ { $by } pide deshacer su última jugada, { $point }. { $to }, ¿aceptas?
session-offer-already-open = Ya hay una { $kind ->
        [draw] oferta de tablas
       *[takeback] petición de deshacer
    } abierta en esta partida: espera la respuesta de { $answerer } (caduca en cuanto se juegue la siguiente jugada).
session-offer-nothing-to-take-back = Aún no tienes ninguna jugada que deshacer.
session-offer-decided-since = La elección de apertura ({ $choice }) se hizo después de tu última jugada, y una elección no se deshace.
session-offer-not-your-last-move = Solo puedes deshacer tu propia última jugada, antes de que { $opponent } la haya respondido.
session-offer-computer-thinking = Todavía estoy pensando mi jugada: vuelve a pedirlo cuando haya respondido.
session-offer-computer-plays-on = ¡Gracias por la oferta, pero prefiero seguir jugando! Puedes abandonar con `/pente resign` si prefieres parar.
session-offer-not-open = Esta { $kind ->
        [draw] oferta de tablas
       *[takeback] petición de deshacer
    } ya no está abierta: se respondió, o caducó al jugarse la siguiente jugada.
session-offer-your-own = Es tu propia { $kind ->
        [draw] oferta de tablas
       *[takeback] petición de deshacer
    }: solo tu rival puede responderla.
session-offer-out-of-time = Se acabó el tiempo: { $ending }, así que { $refused }.
session-offer-lost-on-time = la partida se pierde por tiempo
session-offer-aborted = la partida se anula
session-offer-none-can-be-made = ya no se puede hacer ninguna oferta
session-offer-no-longer-accepted = la { $kind ->
        [draw] oferta de tablas
       *[takeback] petición de deshacer
    } ya no se puede aceptar
session-offer-no-longer-declined = la { $kind ->
        [draw] oferta de tablas
       *[takeback] petición de deshacer
    } ya no se puede rechazar
