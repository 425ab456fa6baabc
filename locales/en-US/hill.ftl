# King of the Hill: /pente hill, the news of hill games and the hill's picture.

## The picture
hill-picture-title = King of the Hill — { $variant }
