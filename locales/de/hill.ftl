# King of the Hill: /pente hill, die Nachrichten der Hügelpartien und das Bild des Hügels.

## Das Bild
hill-picture-title = King of the Hill — { $variant }

## Ablehnungen nach den Regeln des Hügels (src/event/hill.rs)
hill-refused-already-on = du bist schon auf dem Hügel
hill-refused-not-on = du bist nicht auf dem Hügel: tritt mit `/pente hill join` bei
hill-refused-opponent-not-on = dieser Spieler ist nicht auf dem Hügel
hill-refused-too-far = du darfst nur Spieler bis zu zwei Stufen über oder unter dir fordern
