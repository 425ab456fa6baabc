# Roi de la colline : /pente hill, les nouvelles des parties de la colline et son image.

## L'image
hill-picture-title = Roi de la colline — { $variant }
