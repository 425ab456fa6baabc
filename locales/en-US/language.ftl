# /pente language: the language of your replies and of the server's posts.

language-choice-auto = Automatic (Discord's language)
language-yours-chosen = I answer you in **{ $language }** (your choice).
language-yours-discord = I answer you in **{ $language }** (your Discord language).
language-yours-discord-unshipped = I answer you in **{ $language }**: your Discord language (`{ $discord }`) isn't one I speak yet.
language-server-chosen = This server's language is **{ $language }** (a moderator's choice).
language-server-discord = This server's language is **{ $language }** (the server's Discord language).
language-server-discord-unshipped = This server's language is **{ $language }**: its Discord language (`{ $discord }`) isn't one I speak yet.
language-how = Change yours with `/pente language me:`; moderators (Manage Server) change the server's with `/pente language server:`.
language-me-set = ✅ From now on I answer you in **{ $language }**.
language-me-auto = ✅ From now on I answer you in your Discord language (**{ $language }**).
language-server-set = ✅ This server's language is now **{ $language }**: its posts follow as they are translated.
language-server-auto = ✅ This server's language now follows its Discord language (**{ $language }**): its posts follow as they are translated.
language-server-refused = Only moderators (with the Manage Server permission) can choose the server's language.
language-not-a-choice = That isn't one of the languages I speak: pick one from the list.
language-save-failed = Sorry, I couldn't save that just now, so nothing changed. Please try again in a moment.
