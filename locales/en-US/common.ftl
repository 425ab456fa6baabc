# Words every part of the bot shares.
color-white = White
color-black = Black
duration-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
duration-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# Joins a list: "a, b or c".
list-or = { $rest } or { $last }
list-and = { $rest } and { $last }
