# /pente language: die Sprache deiner Antworten und der Beiträge des Servers.

language-choice-auto = Automatisch (Discords Sprache)
language-yours-chosen = Ich antworte dir auf **{ $language }** (deine Wahl).
language-yours-discord = Ich antworte dir auf **{ $language }** (deine Discord-Sprache).
language-yours-discord-unshipped = Ich antworte dir auf **{ $language }**: deine Discord-Sprache (`{ $discord }`) spreche ich noch nicht.
language-server-chosen = Die Sprache dieses Servers ist **{ $language }** (Wahl eines Moderators).
language-server-discord = Die Sprache dieses Servers ist **{ $language }** (die Discord-Sprache des Servers).
language-server-discord-unshipped = Die Sprache dieses Servers ist **{ $language }**: seine Discord-Sprache (`{ $discord }`) spreche ich noch nicht.
language-how = Ändere deine mit `/pente language me:`; Moderatoren (Server verwalten) ändern die des Servers mit `/pente language server:`.
language-me-set = ✅ Ab jetzt antworte ich dir auf **{ $language }**.
language-me-auto = ✅ Ab jetzt antworte ich dir in deiner Discord-Sprache (**{ $language }**).
language-server-set = ✅ Die Sprache dieses Servers ist jetzt **{ $language }**: seine Beiträge folgen, sobald sie übersetzt sind.
language-server-auto = ✅ Die Sprache dieses Servers folgt jetzt seiner Discord-Sprache (**{ $language }**): seine Beiträge folgen, sobald sie übersetzt sind.
language-server-refused = Nur Moderatoren (mit der Berechtigung „Server verwalten“) können die Sprache des Servers wählen.
language-not-a-choice = Diese Sprache spreche ich nicht: wähle eine aus der Liste.
language-save-failed = Das konnte ich gerade nicht speichern, also hat sich nichts geändert. Bitte versuche es gleich noch einmal.
