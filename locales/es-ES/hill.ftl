# Rey de la colina: /pente hill, las noticias de las partidas de la colina y su imagen.

## La imagen
hill-picture-title = Rey de la colina — { $variant }
