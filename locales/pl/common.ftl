# Words every part of the bot shares.
color-white = Białe
color-black = Czarne
duration-seconds = { $n ->
    [one] { $n } sekunda
    [few] { $n } sekundy
   *[many] { $n } sekund
}
duration-minutes = { $n ->
    [one] { $n } minuta
    [few] { $n } minuty
   *[many] { $n } minut
}
duration-hours = { $n ->
    [one] { $n } godzina
    [few] { $n } godziny
   *[many] { $n } godzin
}
duration-days = { $n ->
    [one] { $n } dzień
   *[other] { $n } dni
}
list-or = { $rest } lub { $last }
list-and = { $rest } i { $last }
