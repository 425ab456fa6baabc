# Words every part of the bot shares.
color-white = Valkea
color-black = Musta
duration-seconds = { $n ->
    [one] { $n } sekunti
   *[other] { $n } sekuntia
}
duration-minutes = { $n ->
    [one] { $n } minuutti
   *[other] { $n } minuuttia
}
duration-hours = { $n ->
    [one] { $n } tunti
   *[other] { $n } tuntia
}
duration-days = { $n ->
    [one] { $n } päivä
   *[other] { $n } päivää
}
list-or = { $rest } tai { $last }
list-and = { $rest } ja { $last }
