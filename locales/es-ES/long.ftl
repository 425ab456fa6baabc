# Partidas de varios días: /pente games, /pente settings, mensajes de turno,
# días de vacaciones flotantes y días de fin de semana.

## Días de fin de semana y tiempo de vacaciones
long-day-monday = lunes
long-day-tuesday = martes
long-day-wednesday = miércoles
long-day-thursday = jueves
long-day-friday = viernes
long-day-saturday = sábado
long-day-sunday = domingo
long-weekend-none = ninguno
long-weekend-unknown-day = No conozco el día `{ $day }`: nombra los días en inglés, como `sat,sun` (o `none`).
long-weekend-too-many = Como mucho { $most } días de fin de semana por semana: el reloj tiene que correr alguna vez.
long-hours-none = nada
# "9 días 5 horas"
long-days-and-hours = { $days } { $hours }

## Un plazo movido por las vacaciones (en el canal de la partida)
long-extended-taken = 🏖️ Se acabó el tiempo de { $player }: la partida se prolonga con tiempo de vacaciones (usado: { $taken }; queda este año: { $left }). Jugada antes de { $due }.
long-extended-covered = 🏖️ Se acabó el tiempo de { $player }: la partida se prolonga con tiempo de vacaciones, cubierto por la hora usada para otra partida que vencía dentro de ella. Jugada antes de { $due }.
long-vacation-low = 🏖️ Solo quedan { $left } de vacaciones este año en el servidor de { $channel }: después, una partida cuyo tiempo se acabe se pierde por tiempo. `/pente settings` lo muestra.

## Mensajes de turno
long-dm-your-move = ♟️ Te toca en { $channel } contra **{ $opponent }** ({ $variant }).
long-dm-your-move-played = ♟️ Te toca en { $channel } contra **{ $opponent }** ({ $variant }): { $opponent } jugó { $point }.
long-dm-due = Jugada antes de { $due }.
long-dm-stop = `/pente settings notify:off` detiene estos mensajes.
long-dm-web = En la web: { $url }
long-dm-reminder = ⏰ Te queda un cuarto del tiempo en { $channel } ({ $white } contra { $black }): jugada antes de { $due }.
long-note-refused = 🔕 No pude enviarte un mensaje directo (tu configuración de privacidad los rechaza), así que tus avisos de turno están desactivados. Permite los mensajes directos de los miembros de este servidor y luego usa `/pente settings notify:on`.
long-notes-more = … y { $n } más

## /pente games
long-games-none = No tienes partidas en juego ni retos abiertos en este servidor. `/pente challenge` empieza una.
long-games-header = **Tus partidas** · { $waiting ->
    [one] { $waiting } te espera
   *[other] { $waiting } te esperan
}
long-games-challenge-to-you = { $n }. 📨 **Reto de { $opponent }** · { $variant } · { $channel } · [Aceptar o rechazar]({ $link }) · caduca { $expires }
long-games-your-challenge = { $n }. 📤 Tu reto a **{ $opponent }** · { $variant } · { $channel } · [reto]({ $link }) · caduca { $expires }
long-games-your-move = **Te toca**
long-games-their-move = le toca a { $name }
long-games-in-play = en juego
long-games-to-move = le toca a { $name }
long-games-due = vence { $when }
long-games-line = { $n }. { $whose } · contra **{ $opponent }** · { $variant } · { $channel } · [tablero]({ $link }){ $due }{ $tournament }
long-games-spectator-line = { $n }. **{ $white }** contra **{ $black }** · { $variant } · { $channel } · [tablero]({ $link }) · { $whose }{ $tournament }
long-games-of-none = **{ $name }** no tiene partidas en juego en este servidor.
long-games-of-header = **Partidas en juego de { $name }** · { $n }
long-games-more = … y { $n } más.
long-games-unchecked = … y { $n ->
    [one] { $n } partida más cuyo canal
   *[other] { $n } partidas más cuyos canales
} no pude comprobar.
long-games-menu-vs = contra { $opponent } · { $variant }
long-games-menu-placeholder = Ver el tablero de una partida
long-games-menu-not-yours = Este menú es de otra persona: `/pente games` muestra tus propias partidas.
long-games-menu-gone = Esa partida ya no está en juego: `/pente games` de nuevo muestra las partidas tal como están ahora.
long-games-menu-board = { $channel }: { $white } (blancas) contra { $black } (negras), { $moves ->
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}. { $status }

## /pente settings
long-settings-moderators-only = Solo los moderadores que pueden gestionar este servidor activan o desactivan sus vacaciones.
long-settings-saved = Guardado.
long-settings-notify-on = 🔔 **Avisos activados**, en todos los servidores que compartimos: un mensaje directo con el tablero cuando te toca en una de tus partidas (una hora por jugada o más). Deben estar permitidos los mensajes directos de los miembros de este servidor.
long-settings-notify-on-reminders = 🔔 **Avisos activados**, en todos los servidores que compartimos: un mensaje directo con el tablero cuando te toca en una de tus partidas (una hora por jugada o más), y un recordatorio cuando te quede un cuarto del tiempo en lugar de la mención del canal. Deben estar permitidos los mensajes directos de los miembros de este servidor.
long-settings-notify-off = 🔕 **Avisos desactivados**: el canal te menciona cuando te toca. `/pente settings notify:on` te envía un mensaje directo en su lugar.
long-settings-server-off = 🏖️ **Las vacaciones están desactivadas en este servidor**: una partida cuyo tiempo se acabe se pierde por tiempo.
long-settings-server-off-weekend = (Tus días de fin de semana, { $days }, vuelven a contar cuando se activen.)
long-settings-no-days = 🏖️ **Aquí no hay días de vacaciones**: una partida cuyo tiempo se acabe se pierde por tiempo. Días de fin de semana: { $days } (nunca cuentan en tu reloj, desde tu próxima jugada).
long-settings-vacation = 🏖️ **Vacaciones en este servidor:** te quedan { $left } de { $allowance } este año ({ $year }, UTC). Días de fin de semana: { $days }.
long-settings-vacation-how = Las vacaciones se usan solas: cuando una partida tuya de un día por jugada o más está a punto de perderse por tiempo, se usa una hora y cada partida tuya que venza dentro de esa hora avanza una hora (nunca más de 30 días, o el tiempo de tres jugadas, después del plazo de la jugada). Los días de fin de semana nunca cuentan en tu reloj: los plazos mostrados los dejan fuera, y los días que nombres cuentan desde tu próxima jugada. Las partidas de torneo usan ambos solo si el torneo se creó con `vacation:true`; las partidas contra mí no usan ninguno.
