# /pente language: vastaustesi ja palvelimen julkaisujen kieli.

language-choice-auto = Automaattinen (Discordin kieli)
language-yours-chosen = Vastaan sinulle kielellä **{ $language }** (oma valintasi).
language-yours-discord = Vastaan sinulle kielellä **{ $language }** (Discord-kielesi).
language-yours-discord-unshipped = Vastaan sinulle kielellä **{ $language }**: Discord-kieltäsi (`{ $discord }`) en vielä osaa.
language-server-chosen = Tämän palvelimen kieli on **{ $language }** (moderaattorin valinta).
language-server-discord = Tämän palvelimen kieli on **{ $language }** (palvelimen Discord-kieli).
language-server-discord-unshipped = Tämän palvelimen kieli on **{ $language }**: palvelimen Discord-kieltä (`{ $discord }`) en vielä osaa.
language-how = Vaihda omasi komennolla `/pente language me:`; moderaattorit (Palvelimen hallinta) vaihtavat palvelimen kielen komennolla `/pente language server:`.
language-me-set = ✅ Tästä lähtien vastaan sinulle kielellä **{ $language }**.
language-me-auto = ✅ Tästä lähtien vastaan sinulle Discord-kielelläsi (**{ $language }**).
language-server-set = ✅ Tämän palvelimen kieli on nyt **{ $language }**: julkaisut siirtyvät siihen sitä mukaa kuin ne käännetään.
language-server-auto = ✅ Tämän palvelimen kieli seuraa nyt sen Discord-kieltä (**{ $language }**): julkaisut siirtyvät siihen sitä mukaa kuin ne käännetään.
language-server-refused = Vain moderaattorit (joilla on Palvelimen hallinta -oikeus) voivat valita palvelimen kielen.
language-not-a-choice = Tuo ei ole kieli, jota puhun: valitse jokin listalta.
language-save-failed = Valitettavasti en voinut tallentaa sitä juuri nyt, joten mikään ei muuttunut. Yritä hetken päästä uudelleen.
