# El explorador de aperturas: /pente explore, su imagen y las páginas /explore del sitio web.
# $side es "white" o "black"; $games un número ya escrito ("1.234"),
# $count el mismo número para el plural.

## Números: el separador de miles ("9.668").
explore-thousands = { "." }

## De dónde vienen las partidas
explore-source-strong = partidas fuertes de pente.org
explore-source-server = partidas de este servidor

## La posición
explore-title = **Explorador de aperturas** · { $variant } · { $source }
explore-next-move = { $side ->
    [white] juegan blancas
   *[black] juegan negras
}
explore-next-choice = { $side ->
    [white] blancas eligen
   *[black] negras eligen
} { $choices } (el explorador sigue como tras keep)
explore-at-start = El inicio: { $next }.
explore-after = Tras { $moves } ({ $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}): { $next }.
explore-after-many = Tras { $count } jugadas: { $next }.
explore-after-moves = Tras { $moves }: { $next }.
explore-games = { $count ->
    [one] { $games } partida
   *[other] { $games } partidas
}
explore-no-games = Sin partidas: ninguna llegó a esta posición.
explore-reached = { $count ->
    [one] { $games } partida llegó aquí
   *[other] { $games } partidas llegaron aquí
}: { $results }.
explore-results = Blancas { $white } % · tablas { $draws } % · Negras { $black } %
explore-no-move-played = Desde aquí no se jugó ninguna jugada: todas las partidas terminaron.
explore-examples-strong = Las partidas de mayor puntuación aquí
explore-examples-server = Las últimas partidas aquí
# Una de las partidas fuertes: su número en pente.org, ambas puntuaciones y el resultado.
explore-example-strong = partida { $number } de pente.org · { $white } – { $black } · { $result }

## La tabla de jugadas siguientes (ancho fijo: palabras cortas)
explore-column-move = Jugada
explore-column-games = Partidas
explore-column-share = Parte
explore-column-white = Blancas
explore-column-draws = Tablas
explore-column-black = Negras
explore-column-rating = Puntuación
explore-more-moves = { $count ->
    [one] … y { $count } jugada más
   *[other] … y { $count } jugadas más
}

## La imagen: las dos filas de la banda y su línea de estado
explore-picture-white-won = Blancas ganaron el { $percent } %
explore-picture-black-won = Negras ganaron el { $percent } %
explore-picture-no-games = Ninguna partida llegó a esta posición
explore-picture-status = { $count ->
    [one] { $games } partida
   *[other] { $games } partidas
} · % jugado · blancas % (rojo)

## El menú y los botones
explore-menu-option = { $point } · { $count ->
    [one] { $games } partida
   *[other] { $games } partidas
} · Blancas { $score } %
explore-menu-placeholder = Una jugada más allá…
explore-button-back = Atrás
explore-button-start = Inicio
explore-button-share = Compartir
# Encima de la vista publicada para todos: $user es una mención.
explore-shared-by = Compartido por { $user }:

## Rechazos
explore-moves-or-game = Indica las jugadas o una partida, no ambas.
explore-game-number = Indica un número de partida como `#42`: `/pente history` los muestra.
explore-strong-pente-only = Las partidas fuertes son todas de Pente: para { $variant } usa `source:server` (las partidas de este servidor).
explore-game-strong-pente-only = La partida #{ $game } es de { $variant }, y las partidas fuertes son todas de Pente: usa `source:server`.
explore-game-in-play = La partida #{ $game } aún se está jugando: el explorador no muestra una partida en curso, porque ayudaría a sus jugadores durante la partida.
explore-game-never-started = La partida #{ $game } nunca empezó: no hay nada que explorar.
explore-game-no-replay = Las jugadas de la partida #{ $game } ya no se pueden reproducir, lo siento.
explore-game-not-here = No hay ninguna partida #{ $game } en este servidor. `/pente history` muestra los números de las partidas.
explore-position-in-play = Una partida en curso está en esta posición ahora mismo, o a una o dos jugadas de ella: el explorador no muestra estas posiciones durante una partida, porque ayudaría a sus jugadores. Vuelve a intentarlo cuando haya avanzado o terminado.
explore-expired = Este explorador ha caducado: abre uno nuevo con `/pente explore`.
explore-not-yours = Solo quien abrió este explorador puede usarlo: abre el tuyo con `/pente explore`.
explore-moved-on = Este explorador ha avanzado desde entonces: usa su vista más reciente.
explore-cannot-play = Esa jugada no se puede hacer aquí.
# Una posición escrita: $number cuenta las jugadas desde 1, $word es lo que se escribió.
explore-too-many-moves = Son { $count } jugadas: el explorador admite como máximo { $max }.
explore-not-a-point = La jugada { $number } `{ $word }` no es un punto como `K10`.
explore-illegal = La jugada { $number } `{ $word }` no se puede hacer ahí: { $reason }.

## Dónde la partida #N dejó las partidas conocidas ($stone cuenta cada piedra desde 1)
explore-left-strong = La partida #{ $game } dejó las partidas fuertes en la jugada { $stone }: { $point } nunca se jugó aquí.
explore-left-server = La partida #{ $game } dejó las demás partidas de este servidor en la jugada { $stone }: { $point } nunca se jugó aquí.
explore-stayed-strong = Todas las jugadas de la partida #{ $game } se jugaron también en las partidas fuertes.
explore-stayed-server = Todas las jugadas de la partida #{ $game } se jugaron también en las demás partidas de este servidor.

## El sitio web
explore-web-title = Explorador de aperturas
explore-web-title-moves = Explorador de aperturas · { $moves }
explore-web-server = Pente en { $server }
explore-web-about-strong = Partidas de Pente entre los jugadores fuertes de pente.org (con puntuaciones de unos 1.700 a 2.500): qué jugaron después desde una posición y cómo terminó.
explore-web-about-server = Las partidas terminadas en este servidor: qué se jugó después desde una posición y cómo terminó.
explore-web-variants = Juego
explore-web-path = Las jugadas hasta ahora
explore-web-start = Inicio
explore-web-back = ◀ Atrás
# $games es "<strong>1.234 partidas</strong>" en la página.
explore-web-summary = { $games } { $count ->
    [one] llegó
   *[other] llegaron
} a esta posición: blancas ganaron el { $white } %, el { $draws } % fueron tablas, negras ganaron el { $black } %.
explore-web-legend = En el tablero, las jugadas más frecuentes: la parte de cada una en las partidas que siguieron (negro) y el resultado de blancas tras ella (rojo).
explore-web-no-rule-left-out = Las partidas jugadas sin la regla de torneo quedan fuera.
explore-web-results = Resultados
explore-web-rating-about = La puntuación media de los jugadores que la eligieron
explore-web-more-moves = { $count ->
    [one] … y { $count } jugada más, menos jugada.
   *[other] … y { $count } jugadas más, cada una menos jugada.
}
# Lo que un lector de pantalla y la información emergente dicen de una jugada del tablero.
explore-web-mark = { $point }: { $share } % de las partidas que siguieron ({ $games }); resultado de blancas tras ella { $score } %
explore-web-start-over = Empezar desde el tablero vacío
explore-web-strong-pente-only = Las partidas fuertes de pente.org son todas de Pente, así que no hay ninguna de { $variant }: el explorador propio de un servidor tiene sus partidas de cada variante.
explore-web-no-such-variant = Aquí no hay ningún juego llamado «{ $name }».
explore-web-in-play = Una partida en curso está en esta posición ahora mismo, o a una o dos jugadas de ella: el explorador no muestra estas posiciones durante una partida, porque ayudaría a sus jugadores. Vuelve cuando haya avanzado o terminado.
