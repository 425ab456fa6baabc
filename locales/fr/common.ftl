# Words every part of the bot shares.
color-white = Blanc
color-black = Noir
duration-seconds = { $n ->
    [one] { $n } seconde
   *[other] { $n } secondes
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
duration-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
list-or = { $rest } ou { $last }
list-and = { $rest } et { $last }
