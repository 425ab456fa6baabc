# Kukkulan kuningas: /pente hill, kukkulapelien uutiset ja kukkulan kuva.

## Kuva
hill-picture-title = Kukkulan kuningas — { $variant }
