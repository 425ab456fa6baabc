# /pente language: język twoich odpowiedzi i wiadomości serwera.

language-choice-auto = Automatycznie (język Discorda)
language-yours-chosen = Odpowiadam ci w języku: **{ $language }** (twój wybór).
language-yours-discord = Odpowiadam ci w języku: **{ $language }** (twój język w Discordzie).
language-yours-discord-unshipped = Odpowiadam ci w języku **{ $language }** — nie znam jeszcze twojego języka w Discordzie (`{ $discord }`).
language-server-chosen = Język tego serwera to **{ $language }** (wybór moderatora).
language-server-discord = Język tego serwera to **{ $language }** (język serwera w Discordzie).
language-server-discord-unshipped = Język tego serwera to **{ $language }** — nie znam jeszcze języka serwera w Discordzie (`{ $discord }`).
language-how = Zmień swój przez `/pente language me:`; moderatorzy (Zarządzanie serwerem) zmieniają język serwera przez `/pente language server:`.
language-me-set = ✅ Od teraz odpowiadam ci w języku: **{ $language }**.
language-me-auto = ✅ Od teraz odpowiadam ci w twoim języku Discorda (**{ $language }**).
language-server-set = ✅ Język tego serwera to teraz **{ $language }**: wiadomości pójdą za nim w miarę tłumaczenia.
language-server-auto = ✅ Język tego serwera podąża teraz za jego językiem Discorda (**{ $language }**): wiadomości pójdą za nim w miarę tłumaczenia.
language-server-refused = Tylko moderatorzy (z uprawnieniem Zarządzanie serwerem) mogą wybrać język serwera.
language-not-a-choice = Nie mówię w tym języku: wybierz jeden z listy.
language-save-failed = Niestety nie udało mi się tego teraz zapisać, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
