# Strona internetowa: słowa każdej strony. $color to nazwa koloru
# (common.ftl); ruchy takie jak K10 zostają bez zmian.

web-turning-heading = Punkty zwrotne
web-turning-intro = Znalezione przez silnik podczas analizy partii poleceniem `/pente analyze`. Każdy link prowadzi do pozycji, w której zagrano ruch.
web-turning-none = Silnik przeanalizował tę partię i nie znalazł wyraźnych błędów.
web-turning-missed-win = Ruch { $number }, { $color } { $point }: przegapiona wygrana — { $better } wygrywa w sposób wymuszony
web-turning-blunder = Ruch { $number }, { $color } { $point }: poważny błąd — { $better } był lepszy
web-turning-inaccuracy = Ruch { $number }, { $color } { $point }: niedokładność — { $better } był lepszy
