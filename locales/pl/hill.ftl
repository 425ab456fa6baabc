# Król wzgórza: /pente hill, wieści z partii o wzgórze i obrazek wzgórza.

## Obrazek
hill-picture-title = Król wzgórza — { $variant }
