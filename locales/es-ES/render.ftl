# Las palabras dibujadas en las imágenes: la línea de estado del tablero, la
# tarjeta de perfil, las tablas y la colina. $side y $loser son "white" o "black".

## La línea de estado del tablero
render-won-five = { $side ->
        [white] Ganan blancas
       *[black] Ganan negras
    } — cinco en línea
render-won-six = { $side ->
        [white] Ganan blancas
       *[black] Ganan negras
    } — seis en línea
render-won-captures = { $side ->
        [white] Ganan blancas
       *[black] Ganan negras
    } — { $count ->
        [one] { $count } piedra capturada
       *[other] { $count } piedras capturadas
    }
render-draw-full = Tablas — el tablero está lleno
render-resigned = { $loser ->
        [white] Blancas abandonan — ganan negras
       *[black] Negras abandonan — ganan blancas
    }
render-out-of-time = { $loser ->
        [white] Blancas sin tiempo — ganan negras
       *[black] Negras sin tiempo — ganan blancas
    }
render-draw-agreed = Tablas de mutuo acuerdo
render-aborted = Partida anulada
render-to-choose = { $side ->
        [white] Blancas eligen
       *[black] Negras eligen
    }: { $choices }
render-to-move = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    }
render-to-move-square = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    } — fuera del cuadrado rojo
render-to-move-last = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    } · última jugada { $point }
render-to-move-captured = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    } · { $point } capturó { $count }
render-to-move-poofed = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    } · { $point } perdió { $count } por «poof»
render-to-move-captured-poofed = { $side ->
        [white] Juegan blancas
       *[black] Juegan negras
    } · { $point } capturó { $captured }, perdió { $poofed }
render-key-moment = Jugada { $number }: { $side ->
        [white] blancas
       *[black] negras
    } jugaron { $played } — mejor { $better }

## La tarjeta de perfil
render-card-streak = Racha
render-card-last-games = Últimas { $count } partidas, la más reciente al final
render-card-rank-of = de { $count } en este servidor
render-card-not-ranked = aún sin clasificar
render-card-no-rated-games = Aún no hay partidas puntuadas
render-card-provisional = provisional
# Ganadas, perdidas, tablas.
render-card-record = { $wins } G · { $losses } P · { $draws } T
render-card-letter = { $score ->
        [win] G
        [loss] P
       *[draw] T
    }
render-card-no-games = aún no hay partidas
render-card-streak-wins = { $count ->
        [one] { $count } victoria seguida
       *[other] { $count } victorias seguidas
    }
render-card-streak-losses = { $count ->
        [one] { $count } derrota seguida
       *[other] { $count } derrotas seguidas
    }
render-card-streak-draws = { $count ->
        [one] { $count } tablas seguidas
       *[other] { $count } tablas seguidas
    }
render-card-chart = Puntuación
render-card-chart-games = { $count ->
        [one] Puntuación en la última partida puntuada
       *[other] Puntuación en las últimas { $count } partidas puntuadas
    }

## Tablas y la colina
render-table-nobody = Nadie todavía
render-hill-nobody = Nadie en la colina todavía
render-hill-empty-step = nadie en este escalón
