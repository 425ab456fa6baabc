# /pente language: el idioma de tus respuestas y de las publicaciones del servidor.

language-choice-auto = Automático (el idioma de Discord)
language-yours-chosen = Te respondo en **{ $language }** (tu elección).
language-yours-discord = Te respondo en **{ $language }** (tu idioma de Discord).
language-yours-discord-unshipped = Te respondo en **{ $language }**: aún no hablo tu idioma de Discord (`{ $discord }`).
language-server-chosen = El idioma de este servidor es **{ $language }** (elección de un moderador).
language-server-discord = El idioma de este servidor es **{ $language }** (el idioma de Discord del servidor).
language-server-discord-unshipped = El idioma de este servidor es **{ $language }**: aún no hablo su idioma de Discord (`{ $discord }`).
language-how = Cambia el tuyo con `/pente language me:`; los moderadores (Gestionar servidor) cambian el del servidor con `/pente language server:`.
language-me-set = ✅ A partir de ahora te respondo en **{ $language }**.
language-me-auto = ✅ A partir de ahora te respondo en tu idioma de Discord (**{ $language }**).
language-server-set = ✅ El idioma de este servidor es ahora **{ $language }**: sus publicaciones lo seguirán a medida que se traduzcan.
language-server-auto = ✅ El idioma de este servidor sigue ahora su idioma de Discord (**{ $language }**): sus publicaciones lo seguirán a medida que se traduzcan.
language-server-refused = Solo los moderadores (con el permiso Gestionar servidor) pueden elegir el idioma del servidor.
language-not-a-choice = No hablo ese idioma: elige uno de la lista.
language-save-failed = Lo siento, no he podido guardarlo ahora mismo, así que no ha cambiado nada. Inténtalo de nuevo en un momento.
