# King of the Hill: /pente hill, the news of hill games and the hill's picture.

## The picture
hill-picture-title = King of the Hill — { $variant }

## Refusals by the hill's rules (src/event/hill.rs, HillError::text)
hill-refused-already-on = you are already on the hill
hill-refused-not-on = you are not on the hill: join with `/pente hill join`
hill-refused-opponent-not-on = that player is not on the hill
hill-refused-too-far = you may challenge players up to two steps above or below yours only
