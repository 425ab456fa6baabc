# King of the Hill: /pente hill, die Nachrichten der Hügelpartien und das Bild des Hügels.

## Das Bild
hill-picture-title = King of the Hill — { $variant }
