# /pente language : la langue de vos réponses et des messages du serveur.

language-choice-auto = Automatique (la langue de Discord)
language-yours-chosen = Je vous réponds en **{ $language }** (votre choix).
language-yours-discord = Je vous réponds en **{ $language }** (votre langue Discord).
language-yours-discord-unshipped = Je vous réponds en **{ $language }** : je ne parle pas encore votre langue Discord (`{ $discord }`).
language-server-chosen = La langue de ce serveur est **{ $language }** (choix d'un modérateur).
language-server-discord = La langue de ce serveur est **{ $language }** (la langue Discord du serveur).
language-server-discord-unshipped = La langue de ce serveur est **{ $language }** : je ne parle pas encore sa langue Discord (`{ $discord }`).
language-how = Changez la vôtre avec `/pente language me:` ; les modérateurs (Gérer le serveur) changent celle du serveur avec `/pente language server:`.
language-me-set = ✅ Désormais, je vous réponds en **{ $language }**.
language-me-auto = ✅ Désormais, je vous réponds dans votre langue Discord (**{ $language }**).
language-server-set = ✅ La langue de ce serveur est désormais **{ $language }** : ses messages suivront à mesure qu'ils seront traduits.
language-server-auto = ✅ La langue de ce serveur suit désormais sa langue Discord (**{ $language }**) : ses messages suivront à mesure qu'ils seront traduits.
language-server-refused = Seuls les modérateurs (avec la permission Gérer le serveur) peuvent choisir la langue du serveur.
language-not-a-choice = Je ne parle pas cette langue : choisissez-en une dans la liste.
language-save-failed = Désolé, je n'ai pas pu l'enregistrer pour l'instant, donc rien n'a changé. Réessayez dans un moment.
