# /pente help: cada comando con un ejemplo (un mensaje de Discord: 2000 caracteres como máximo; el nombre de cada subcomando y opción debe seguir en él).

help = **Comandos de pente-bot**
    • `/pente challenge opponent:@amigo [color:white|black|random] [time:…] [thread:true] [rated:false [tournament_rule:false]] [variant:…] [hill:true]` — una partida aquí; `variant`: otro juego de la familia.
    • `/pente challenge opponent:@pente-bot [level:easy|medium|hard|expert]` — juega contra mí, ya.
    • `/pente move position:K10` — coloca una piedra (sugerencias al escribir; `swap`, `keep`, `pass`). `/pente board` — el tablero.
    • `/pente resign` — abandonar. `/pente draw` — ofrecer tablas. `/pente takeback` — pedir deshacer tu última jugada.
    • `/pente abort` — anular antes de que cada lado haya hecho dos jugadas (moderadores: cuando sea).
    • `/pente stats [player:@…] [variant]` — historiales. `/pente history [player]` — las 10 últimas partidas. `/pente export` — un archivo de pente.org.
    • `/pente leaderboard [page:N] [variant]`, `/pente profile [player] [variant]` — puntuaciones.
    • `/pente replay [game]` — un GIF animado con botones (`game:#42` del historial). `/pente analyze [game]` — victorias perdidas y errores.
    • `/pente explore [moves:K10 L9] [variant] [source:strong|server] [game:#42]` — el explorador de aperturas.
    • `/pente tournament create name:… format:swiss|round-robin|knockout`, luego `join`, `start`, `standings`, `pairings`, `leave`, `cancel` — torneos.
    • `/pente hill join|show|leave [variant]` — Rey de la colina.
    • `/pente puzzle new|move|stats|daily` — problemas en privado; uno diario.
    • `/pente games [player]` — partidas en juego. `/pente settings [notify:on|off] [reminders:on|off] [weekend:sat,sun] [vacation:on|off]` — MD en tu turno, vacaciones.
    • `/pente rules [variant]` — las reglas en breve. `/pente help` — esta lista. `/pente language [me:…] [server:…]`. `/pente web publish slug:…|unpublish`.
    Los tableros tienen botones (tablas, deshacer, abandonar, revancha). Cada jugada tiene reloj: aviso al quedar un cuarto, luego derrota por tiempo (o vacaciones).
    Una partida por canal: abre un hilo para cada partida.
