# Król wzgórza: /pente hill, wieści z partii o wzgórze i obrazek wzgórza.

## Dlaczego ruch na wzgórzu jest odrzucony ("To nie partia wzgórza: …", małą literą)
hill-error-already-on = już jesteś na wzgórzu
hill-error-not-on = nie jesteś na wzgórzu: dołącz przez `/pente hill join`
hill-error-opponent-not-on = tego gracza nie ma na wzgórzu
hill-error-too-far = możesz wyzywać tylko graczy do dwóch stopni powyżej lub poniżej twojego

## /pente hill join i leave
hill-first = ⛰️ { $player } jest pierwszym graczem na wzgórzu { $variant }, sam na jego najwyższym stopniu, a więc jego królem, dopóki nie dołączy następny: wszyscy zaczynają na najniższym stopniu.
hill-joined = ⛰️ { $player } dołącza do wzgórza { $variant } na najniższym stopniu ({ $step }).
hill-how-to-climb = Wyzwij każdego do { $reach } stopni wyżej lub niżej od siebie przez `/pente challenge … hill:true`: wygrana podnosi cię o stopień.
hill-already-on = Już jesteś na wzgórzu { $variant }.
hill-not-on = Nie jesteś na wzgórzu { $variant }.
hill-left = ⛰️ { $player } opuszcza wzgórze { $variant }.

## Stopień nazwany osobno
hill-step-name-top-king = najwyższy stopień (król)
hill-step-name-top = najwyższy stopień
hill-step-name = stopień { $step }

## Koniec partii o wzgórze, na jej kanale
hill-climbs-top-king = <@{ $player }> wspina się na najwyższy stopień (król)
hill-climbs-top = <@{ $player }> wspina się na najwyższy stopień
hill-climbs = <@{ $player }> wspina się na stopień { $step }
hill-stays-bottom = <@{ $player }> zostaje na najniższym stopniu
hill-steps-down = <@{ $player }> schodzi na stopień { $step }
hill-moves = ⛰️ Król wzgórza ({ $variant }): { $moves }.
hill-new-king = 👑 <@{ $king }> to nowy król wzgórza!
hill-crown-shared = Najwyższy stopień jest teraz dzielony: wzgórze nie ma króla, dopóki ktoś nie stanie na nim sam.

## /pente hill show
hill-empty = ⛰️ Wzgórze { $variant } jest puste: `/pente hill join`, by stanąć na nim pierwszym.
hill-text-title = ⛰️ Król wzgórza — { $variant }:
hill-king = 👑 Król
hill-top-shared = Najwyższy stopień (dzielony: bez króla)
hill-step = Stopień { $step }
hill-more = … (obrazek pokazuje wszystkie stopnie)
hill-rules = Zasady pente.org: wygrana podnosi o stopień, przegrana obniża o jeden (nigdy poniżej najniższego), remis nic nie zmienia; wyzywaj każdego do { $reach } stopni od siebie; { $days ->
        [one] { $days } dzień
        [few] { $days } dni
       *[many] { $days } dni
    } bez partii o wzgórze i opuszczasz wzgórze.

## Obrazek
hill-picture-title = Król wzgórza — { $variant }
