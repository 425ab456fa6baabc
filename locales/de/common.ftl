# Words every part of the bot shares.
color-white = Weiß
color-black = Schwarz
duration-seconds = { $n ->
    [one] { $n } Sekunde
   *[other] { $n } Sekunden
}
duration-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
duration-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
duration-days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
list-or = { $rest } oder { $last }
list-and = { $rest } und { $last }
