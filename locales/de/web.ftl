# Die Website: die Wörter jeder Seite. $color ist der Name einer Farbe
# (common.ftl); Züge wie K10 bleiben, wie sie sind.

web-turning-heading = Wendepunkte
web-turning-intro = Von der Engine gefunden, als die Partie mit `/pente analyze` analysiert wurde. Jeder Link führt zur Stellung, in der der Zug gespielt wurde.
web-turning-none = Die Engine hat diese Partie analysiert und keine klaren Fehler gefunden.
web-turning-missed-win = Zug { $number }, { $color } { $point }: ein verpasster Gewinn — { $better } gewinnt forciert
web-turning-blunder = Zug { $number }, { $color } { $point }: ein grober Fehler — { $better } war besser
web-turning-inaccuracy = Zug { $number }, { $color } { $point }: eine Ungenauigkeit — { $better } war besser
