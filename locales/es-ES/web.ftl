# El sitio web: las palabras de cada página. $color es el nombre de un color
# (common.ftl); las jugadas como K10 quedan tal cual.

web-turning-heading = Momentos clave
web-turning-intro = Los encontró el motor al analizar la partida con `/pente analyze`. Cada enlace lleva a la posición en que se jugó la jugada.
web-turning-none = El motor analizó esta partida y no encontró errores claros.
web-turning-missed-win = Jugada { $number }, { $color } { $point }: una victoria perdida — { $better } gana por fuerza
web-turning-blunder = Jugada { $number }, { $color } { $point }: un error grave — { $better } era mejor
web-turning-inaccuracy = Jugada { $number }, { $color } { $point }: una imprecisión — { $better } era mejor
