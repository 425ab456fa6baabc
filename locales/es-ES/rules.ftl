# /pente rules: las reglas del Pente en breve, y en qué se distingue cada juego de la familia.

rules-pente = **El Pente en breve** (reglas de pente.org)
    • Tablero de 19×19; los puntos se nombran como **K10**: una columna A–T (no hay I) y una fila 1–19 desde abajo. K10 es el centro.
    • **Las blancas salen**, y su primera piedra va en **K10**.
    • **Regla de torneo:** la segunda piedra blanca debe estar al menos a 3 puntos de K10 en cada dirección — fuera del cuadrado **H8–M12** (N10, K13 o G7 valen, L12 no). Las negras juegan donde quieran. Toda partida puntuada la respeta; una no puntuada se juega sin ella solo si el reto lo dice: `/pente challenge opponent:@amigo rated:false tournament_rule:false` (contra mí: `tournament_rule:false`).
    • **Capturas:** encierra exactamente dos piedras rivales en línea (X O O X, en cualquiera de las 8 direcciones) y se retiran. Pueden caer varias parejas a la vez. Jugar tú dentro de un encierro es seguro; tres en línea no se pueden capturar.
    • **Gana** con **cinco o más en línea** (en horizontal, vertical o diagonal), o capturando **10 piedras** (5 parejas). Un tablero lleno sin ganador es tablas.
rules-variant = **{ $name }** — { $summary }
    Todo lo demás es como en el Pente: `/pente rules`. Reta a alguien con `/pente challenge opponent:@amigo variant:{ $name }`.
rules-picture = *La imagen:* { $caption }
rules-picture-white = Blancas
rules-picture-black = Negras
rules-example-keryo = La O10 blanca encierra tres piedras negras y las captura.
rules-example-poof = La M10 negra captura N10 y O10, y se esfuma con L10: colocada entre K10 y N10.
rules-example-boat = El cinco blanco espera: L10 y L11 aún pueden capturarse en L9. Si las negras no lo hacen, ganan las blancas.

variant-summary-pente = Cinco o más en línea, o 10 piedras capturadas, ganan. Una piedra que encierra exactamente dos rivales las retira. Las blancas abren en K10; su segunda piedra va fuera de H8–M12 (la regla de torneo), en toda partida puntuada y en una no puntuada salvo que su reto diga `tournament_rule:false`.
variant-summary-keryo = Pente en el que un encierro de exactamente tres piedras también captura (X O O O X), y hacen falta 15 piedras capturadas para ganar.
variant-summary-gomoku = Sin capturas; exactamente cinco en línea gana (seis o más, no).
variant-summary-dpente = Pente con apertura libre: el primer jugador coloca cuatro piedras (blanca, negra, blanca, negra) donde quiera, y el segundo elige color: pasarse a blancas o quedarse con negras.
variant-summary-gpente = Pente con una apertura más estricta: la segunda piedra blanca debe ir fuera de H8–M12 y no en K13, K14, K7, K6, N10, O10, G10 ni F10, en toda partida.
variant-summary-poof = Pente en el que una piedra colocada en un encierro (O X P O) se esfuma: ella y su vecina se retiran y cuentan como capturadas por el rival. 10 capturas solo ganan si los números difieren.
variant-summary-connect6 = Sin capturas; tras la primera piedra blanca cada turno coloca dos piedras, y seis o más en línea ganan.
variant-summary-boat = Pente en el que un cinco solo gana al instante si ninguna de sus piedras podría capturarse en pareja; si no, gana si sobrevive a la siguiente jugada del rival.
variant-summary-dkeryo = La apertura libre y la elección de color del D-Pente, con las capturas de tres del Keryo y 15 para ganar.
variant-summary-opente = Las capturas del Keryo y 15 para ganar, piedras que se esfuman en parejas y tríos, las líneas imposibles de capturar del Boat (los tríos cuentan) y una victoria por capturas solo con números distintos.
variant-summary-swap2pente = Pente con la apertura Swap2: el primer jugador coloca tres piedras (B N B); el segundo cambia, se queda o pasa colocando dos más (N B), dejando la elección al primero.
variant-summary-swap2keryo = Keryo-Pente con la apertura Swap2.
