# Words every part of the bot shares.
color-white = Blancas
color-black = Negras
duration-seconds = { $n ->
    [one] { $n } segundo
   *[other] { $n } segundos
}
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
duration-hours = { $n ->
    [one] { $n } hora
   *[other] { $n } horas
}
duration-days = { $n ->
    [one] { $n } día
   *[other] { $n } días
}
list-or = { $rest } o { $last }
list-and = { $rest } y { $last }
