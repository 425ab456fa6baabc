# Verkkosivut: jokaisen sivun sanat. $color on värin nimi (common.ftl);
# siirrot kuten K10 pysyvät sellaisinaan.

web-turning-heading = Käännekohdat
web-turning-intro = Moottori löysi nämä, kun peli analysoitiin komennolla `/pente analyze`. Jokainen linkki vie asemaan, jossa siirto tehtiin.
web-turning-none = Moottori analysoi tämän pelin eikä löytänyt selviä virheitä.
web-turning-missed-win = Siirto { $number }, { $color } { $point }: ohitettu voitto — { $better } voittaa pakotetusti
web-turning-blunder = Siirto { $number }, { $color } { $point }: vakava virhe — { $better } olisi ollut parempi
web-turning-inaccuracy = Siirto { $number }, { $color } { $point }: epätarkkuus — { $better } olisi ollut parempi
