# King of the Hill: /pente hill, die Nachrichten der Hügelpartien und das Bild des Hügels.

## Warum ein Zug am Hügel abgelehnt wird ("Keine Hill-Partie: …", klein)
hill-error-already-on = du bist schon auf dem Hügel
hill-error-not-on = du bist nicht auf dem Hügel: tritt mit `/pente hill join` bei
hill-error-opponent-not-on = dieser Spieler ist nicht auf dem Hügel
hill-error-too-far = du darfst nur Spieler bis zu zwei Stufen über oder unter deiner fordern

## /pente hill join und leave
hill-first = ⛰️ { $player } ist als Erster auf dem { $variant }-Hügel, allein auf seiner obersten Stufe und damit sein König, bis das nächste Mitglied beitritt: Alle beginnen auf der untersten Stufe.
hill-joined = ⛰️ { $player } ist dem { $variant }-Hügel auf der untersten Stufe beigetreten ({ $step }).
hill-how-to-climb = Fordere jeden bis zu { $reach } Stufen über oder unter dir mit `/pente challenge … hill:true`: Ein Sieg bringt dich eine Stufe höher.
hill-already-on = Du bist schon auf dem { $variant }-Hügel.
hill-not-on = Du bist nicht auf dem { $variant }-Hügel.
hill-left = ⛰️ { $player } hat den { $variant }-Hügel verlassen.

## Eine Stufe für sich genannt
hill-step-name-top-king = die oberste Stufe (König)
hill-step-name-top = die oberste Stufe
hill-step-name = Stufe { $step }

## Das Ende einer Hügelpartie, in ihrem Kanal
hill-climbs-top-king = <@{ $player }> steigt auf die oberste Stufe (König)
hill-climbs-top = <@{ $player }> steigt auf die oberste Stufe
hill-climbs = <@{ $player }> steigt auf Stufe { $step }
hill-stays-bottom = <@{ $player }> bleibt auf der untersten Stufe
hill-steps-down = <@{ $player }> steigt ab auf Stufe { $step }
hill-moves = ⛰️ King of the Hill ({ $variant }): { $moves }.
hill-new-king = 👑 <@{ $king }> ist der neue König des Hügels!
hill-crown-shared = Die oberste Stufe ist jetzt geteilt: Der Hügel hat keinen König, bis jemand allein auf ihr steht.

## /pente hill show
hill-empty = ⛰️ Der { $variant }-Hügel ist leer: `/pente hill join`, um als Erster darauf zu stehen.
hill-text-title = ⛰️ King of the Hill — { $variant }:
hill-king = 👑 König
hill-top-shared = Oberste Stufe (geteilt: kein König)
hill-step = Stufe { $step }
hill-more = … (das Bild zeigt jede Stufe)
hill-rules = Regeln von pente.org: Ein Sieg bringt dich eine Stufe höher, eine Niederlage eine tiefer (nie unter die unterste), ein Remis ändert nichts; fordere jeden bis zu { $reach } Stufen entfernt; { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } ohne Hügelpartie, und du verlässt den Hügel.

## Das Bild
hill-picture-title = King of the Hill — { $variant }
