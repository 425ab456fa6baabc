# Roi de la colline : /pente hill, les nouvelles des parties de la colline et son image.

## L'image
hill-picture-title = Roi de la colline — { $variant }

## Refus selon les règles de la colline (src/event/hill.rs)
hill-refused-already-on = vous êtes déjà sur la colline
hill-refused-not-on = vous n'êtes pas sur la colline : rejoignez-la avec `/pente hill join`
hill-refused-opponent-not-on = ce joueur n'est pas sur la colline
hill-refused-too-far = vous ne pouvez défier que des joueurs au plus deux marches au-dessus ou en dessous de la vôtre
