# Die eigenen Worte des Bots: Antworten, Ablehnungen, Ankündigungen, Knöpfe und Menüs.
# Das Präfix einer Id sagt, welcher Teil des Bots sie sagt.

## Knöpfe (kit/buttons.rs)
button-not-mine = Dieser Knopf ist keiner von meinen.
button-accept = Annehmen
button-decline = Ablehnen
button-withdraw = Zurückziehen
button-swap = Tauschen
button-keep = Behalten
button-pass = Weitergeben
button-rematch = Revanche
button-offer-draw = Remis anbieten
button-takeback = Zurücknahme
button-resign = Aufgeben

## Gemeinsame Antworten (kit/mod.rs)
kit-save-failed = Entschuldigung, ich konnte das gerade nicht speichern, also hat sich nichts geändert. Bitte versuch es gleich noch einmal.
kit-read-failed = Entschuldigung, ich konnte das gerade nicht lesen. Bitte versuch es gleich noch einmal.
kit-stale = Diese Partie hat sich gerade geändert, also ist nichts geschehen. Sieh dir `/pente board` an und versuch es noch einmal.
kit-older-board = Diese Knöpfe gehören zu einem älteren Brett: nutze die unter dem neuesten Brett (oder die Slash-Befehle).
kit-nothing-to-do = Hier gibt es gerade nichts zu tun.
kit-not-a-time-choice = Diese Zeit pro Zug gehört nicht zu den Wahlmöglichkeiten dieses Servers: wähle eine aus der Liste.
kit-level-easy = leicht
kit-level-medium = mittel
kit-level-hard = schwer
kit-level-expert = Experte
kit-rating-change = 📈 Wertungen: { $changes }

## /pente stats, history, export (stats.rs)
stats-decimal-point = {","}
stats-percent = { $percent } %
stats-tally-games = { $n ->
    [one] { $n } beendete Partie
   *[other] { $n } beendete Partien
}
stats-tally = **{ $games }** auf diesem Server: Weiß gewann { $white } ({ $white_share }), Schwarz gewann { $black } ({ $black_share }), Remis { $draws } ({ $draw_share }).
stats-games = { $n ->
    [one] { $n } Partie
   *[other] { $n } Partien
}
stats-record = { $won } gewonnen, { $lost } verloren, { $drawn } remis ({ $share } gewonnen)
stats-no-games = { $player } hat hier noch keine beendeten Partien.
stats-player = { $player }: { $games }, { $all }.
    Als Weiß: { $white }.
    Als Schwarz: { $black }.
stats-computer = Auf Stufe { $level } habe ich: { $games }, { $all }.
    Als Weiß: { $white }.
    Als Schwarz: { $black }.
stats-history = **Die letzten beendeten Partien auf diesem Server**
stats-history-of = **Die letzten beendeten Partien von { $player } auf diesem Server**
stats-history-none = Noch keine. Starte eine mit `/pente challenge`.
stats-export-none = In diesem Kanal gibt es noch keine Partie zum Exportieren. Starte eine mit `/pente challenge`.
stats-export = Hier ist die Partie als pente.org-Datei: öffne sie in einem beliebigen Pente-Programm oder spiele sie mit `pente-bot replay` nach.

## /pente leaderboard, profile (ratings.rs)
ratings-leaderboard = Rangliste
ratings-leaderboard-of = Rangliste { $variant }
ratings-nobody = Auf diesem Server hat noch niemand eine Wertung: beende eine gewertete Partie mit `/pente challenge`, um auf die Liste zu kommen.
ratings-page = Seite { $page } von { $pages } · { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
ratings-provisional = Vorläufig (erst wenige Partien; nach den anderen aufgeführt):
ratings-games = { $n ->
    [one] { $n } Partie
   *[other] { $n } Partien
}
ratings-previous = ◀ Zurück
ratings-next = Weiter ▶
ratings-own-rank = Du bist Nr. { $rank } von { $players } ({ $rating }, Seite { $page }).
ratings-no-such-page = Die Rangliste hat { $pages ->
    [one] { $pages } Seite
   *[other] { $pages } Seiten
} ({ $players } Spieler). Versuch `/pente leaderboard page:{ $pages }`.
ratings-no-rated-games = { $player } hat hier noch keine gewerteten Partien.
ratings-no-rated-games-of = { $player } hat hier noch keine gewerteten Partien ({ $variant }).

## Partien nach Nummer, Verlaufszeilen (kit/games.rs)
games-no-longer-replays = Die Züge von Partie #{ $id } lassen sich leider nicht mehr nachspielen.
games-title-over = Partie #{ $id }: { $game }.
games-title-in-play = Partie #{ $id }: { $white } (Weiß) gegen { $black } (Schwarz), läuft. { $status }
games-give-a-number = Gib eine Partienummer wie `#42` an: `/pente history` zeigt sie.
games-challenge-only-replay = Die Herausforderung hier ist noch nicht angenommen, und in diesem Kanal ist noch keine Partie beendet: es gibt nichts nachzuspielen.
games-challenge-only-analyse = Die Herausforderung hier ist noch nicht angenommen, und in diesem Kanal ist noch keine Partie beendet: es gibt nichts zu analysieren.
games-none-played = In diesem Kanal wurde noch keine Partie gespielt. Gib eine Partienummer aus `/pente history` an, etwa `#42`.
games-none-ended = In diesem Kanal ist noch keine Partie beendet. Gib eine Partienummer aus `/pente history` an, etwa `#42`.
games-still-played = Partie #{ $id } wird noch in { $channel } gespielt.
games-never-started-replay = Partie #{ $id } hat nie begonnen (ihre Herausforderung wurde nicht angenommen): es gibt nichts nachzuspielen.
games-never-started-analyse = Partie #{ $id } hat nie begonnen (ihre Herausforderung wurde nicht angenommen): es gibt nichts zu analysieren.
games-not-here = Auf diesem Server gibt es keine Partie #{ $id }. `/pente history` zeigt die Nummern der Partien.
games-by-six = durch sechs in einer Reihe
games-by-five = durch fünf in einer Reihe
games-by-captures = durch { $n } geschlagene Steine
games-by-resignation = durch Aufgabe
games-by-time = auf Zeit
games-by-agreement = durch Einigung
games-by-full-board = durch volles Brett
games-as-white = { $player } (Weiß)
games-as-black = { $player } (Schwarz)
games-won = { $winner } schlug { $loser } { $by }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, { $when }
games-drawn = { $white } und { $black } spielten remis { $by }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, { $when }
games-aborted = { $white } gegen { $black }, abgebrochen nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, { $when }
games-rating-line = Weiß { $white } ({ $white_change }), Schwarz { $black } ({ $black_change })

## /pente replay (replay.rs)
replay-no-moves = Es wurde kein Zug gespielt.
replay-empty-board = Das leere Brett, vor Zug 1 von { $moves }.
replay-step = Zug { $step } von { $moves }: { $color } { $point }
replay-busy = Für diesen Kanal wird gerade eine Wiederholung erstellt: warte einen Moment und frag dann noch einmal.
replay-steps = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}: blättere mit den Knöpfen hindurch.
replay-too-long = (Die Partie ist zu lang, um sie innerhalb von Discords Upload-Grenze zu animieren.)
replay-not-live = Diese Wiederholung ist nicht mehr aktiv: hier wurde eine neuere gepostet, oder sie ist über eine Stunde alt. Frag noch einmal mit `/pente replay`.

## /pente analyze (analyze.rs)
analyze-still-played = Partie #{ $id } läuft noch: ich analysiere Partien erst, wenn sie vorbei sind, denn meine Meinung würde einem Spieler während der Partie helfen.
analyze-working = 🔎 Ich analysiere { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} von Partie #{ $id }… das dauert bis zu { $seconds } s.
analyze-busy = Ich denke gerade über Partien nach: frag in einer Minute noch einmal nach der Analyse.
analyze-another = Gerade wird eine andere Partie analysiert: frag in einer Minute noch einmal nach der Analyse.
analyze-puzzle-source = aus { $white } v { $black }, Zug { $number }
analyze-kept-puzzles = 🧩 { $n ->
    [one] { $n } verpasster Sieg wurde eine Aufgabe
   *[other] { $n } verpasste Siege wurden Aufgaben
} dieses Servers: wer ihn verpasst hat, bekommt ihn zuerst mit `/pente puzzle new`.


## Remisangebote und Zurücknahmen (courtesy.rs)
courtesy-back-stone = { $stones } (dein Stein)
courtesy-back-turn = { $stones } (dein Zug)
courtesy-back-move-and-answer = { $stones } und { $answer } (dein Zug und meine Antwort)
courtesy-back-turn-and-answer = { $stones } und { $answer } (dein Zug und meine Antwort)
courtesy-taken-back = ↩️ Zurückgenommen: { $what }. { $status }
courtesy-draw-accepted = 🤝 { $by } hat das Remisangebot angenommen.
courtesy-drawn = 🤝 { $white } (Weiß) und { $black } (Schwarz) haben sich auf Remis geeinigt. { $status }
courtesy-takeback-accepted = ↩️ { $by } hat die Zurücknahme von { $moves } angenommen.
courtesy-taken-back-moves = ↩️ { $moves } wurde zurückgenommen. { $status }
courtesy-declined-draw = ❌ { $by } hat das Remisangebot von { $offerer } abgelehnt. Die Partie geht weiter.
courtesy-declined-takeback = ❌ { $by } hat die Bitte um Zurücknahme von { $offerer } abgelehnt. Die Partie geht weiter.

## Ankündigungen (kit/post.rs)
post-saved-not-shown = Das wurde gemacht und gespeichert, aber ich konnte das Brett gerade nicht posten. `/pente board` zeigt die Partie, wie sie steht.
post-draw-lapsed-by-move = ⌛ Das Remisangebot von { $by } ist verfallen: der nächste Zug wurde gespielt.
post-takeback-lapsed-by-move = ⌛ Die Bitte um Zurücknahme von { $by } ist verfallen: der nächste Zug wurde gespielt.
post-draw-lapsed-by-decision = ⌛ Das Remisangebot von { $by } ist verfallen: { $decider } hat die Eröffnungsentscheidung getroffen.
post-takeback-lapsed-by-decision = ⌛ Die Bitte um Zurücknahme von { $by } ist verfallen: { $decider } hat die Eröffnungsentscheidung getroffen.

## Züge, Bretter, Aufgeben, Abbrechen (play.rs)
play-too-long = Das ist zu lang für einen Punkt: ein Punkt ist eine Spalte A–T (ohne I) und eine Reihe 1–19, etwa K10.
play-still-thinking = Ich denke noch über meinen Zug nach: meine Antwort kommt gleich hier.
play-queue = 🤔 Ich denke über andere Partien nach: { $ahead } vor deiner. Ich antworte hier.
play-answer-soon = { $text }. Ich antworte gleich.
play-board = { $white } (Weiß) gegen { $black } (Schwarz), { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} gespielt. { $status }
play-aborted = 🚫 { $player } hat die Partie abgebrochen: sie zählt für niemanden. Starte eine neue mit `/pente challenge`.
play-ended-tournament = sie ist abgebrochen und ändert keine Wertung; das Turnier wertet sie als Remis (je ½ Punkt)
play-ended-for-nobody = sie ist abgebrochen und zählt für niemanden
play-ended-unrated = sie ist abgebrochen und ändert keine Wertung
play-ended-challenge = 🛑 { $by } hat die Herausforderung von { $challenger } an { $opponent } beendet. Der Kanal ist frei.
play-ended-game = 🛑 { $by } hat die Partie zwischen { $white } (Weiß) und { $black } (Schwarz) beendet: { $counts }. Der Kanal ist frei.
play-resign-sure = Willst du diese Partie gegen { $opponent } wirklich aufgeben? Sie zählt als Niederlage.
play-resign-yes = Ja, aufgeben
play-you-resigned = Du hast aufgegeben.

## Partien starten (kit/start.rs)
start-replaced-own = ↩️ { $challenger } hat die offene Herausforderung ({ $terms }) durch diese ersetzt.
start-not-posted = ⚠️ Deine neue Herausforderung konnte nicht gepostet werden und wurde daher nicht gestellt. Deine offene Herausforderung an { $opponent } ({ $terms }) gilt weiter.
start-replaced-message = ↩️ { $challenger } hat diese Herausforderung an { $opponent } ({ $terms }) durch eine neue ersetzt.
start-computer-game = { $lead }{ $white } (Weiß) gegen { $black } (Schwarz), Stufe { $level }, { $time } pro Zug.
start-first-move-soon = Ich spiele meinen ersten Zug gleich.

## Revanche (rematch.rs)
rematch-no-game = Hier gibt es keine beendete Partie, die noch einmal gespielt werden könnte.
rematch-not-yours = Nur { $white } und { $black } können eine Revanche ihrer Partie verlangen. Starte deine eigene mit `/pente challenge`.
rematch-lead = 🔁 Revanche!{" "}
rematch-too-many = { $player } hat schon { $limit ->
    [one] { $limit } Partie
   *[other] { $limit } Partien
} gegen mich laufen: beende oder gib zuerst eine auf.

## Die Uhr (clock.rs)
clock-challenge-expired = ⌛ Die Herausforderung von { $challenger } an { $opponent } ist ohne Antwort verfallen (Frist: { $time }).
clock-opening-not-made = ⏱️ Niemand hat die Eröffnungszüge der Partie rechtzeitig gemacht ({ $time } pro Zug): { $ending }.

## Herausforderungen (challenge.rs)
challenge-time-choice = { $time } pro Zug
challenge-hill-rated = Eine King-of-the-Hill-Partie ist gewertet: lass `rated:false` weg.
challenge-not-hill = Keine Hill-Partie: { $why }.
challenge-too-many = Du hast schon { $limit ->
    [one] { $limit } Partie
   *[other] { $limit } Partien
} gegen mich laufen. Beende oder gib zuerst eine auf.
challenge-game-on-lead = Los geht's!{" "}
challenge-not-open = Diese Herausforderung ist nicht mehr offen.
challenge-declined = ❌ { $opponent } hat die Herausforderung von { $challenger } abgelehnt.
challenge-withdrawn = ↩️ { $challenger } hat die Herausforderung an { $opponent } zurückgezogen.
challenge-accepted = ✅ { $player } hat die Herausforderung angenommen: { $white } (Weiß) gegen { $black } (Schwarz), { $time } pro Zug.
challenge-game-on = Los geht's! { $game }{ $white } (Weiß) gegen { $black } (Schwarz). { $status }
challenge-in-thread = Die Partie wird im Thread { $thread } gespielt.
challenge-no-thread = (Ich konnte keinen Thread für diese Partie öffnen: { $why }. Sie wird hier im Kanal gespielt.)
challenge-thread-permission = mir fehlt hier die Berechtigung, Threads zu erstellen (Create Public Threads)
challenge-thread-refused = Discord wollte gerade keinen öffnen
challenge-thread-not-moved = ich konnte die Partie nicht in den geöffneten Thread verschieben

## Was die Fehlerbehandlung sagt (mod.rs)
error-internal = Entschuldigung, bei mir ist etwas schiefgelaufen. Bitte versuch es noch einmal.
error-unreadable-input = Ich konnte `{ $input }` nicht lesen: { $error }. Versuch `/pente help`.
error-unreadable = Ich konnte das nicht lesen: { $error }. Versuch `/pente help`.
error-outdated-command = Discords Kopie dieses Befehls ist veraltet. Lade Discord neu (Strg+R) oder warte eine Minute und versuch es dann noch einmal.
error-guild-only = Pente wird in einem Serverkanal gespielt: nutze dort `/pente challenge` (jeder Kanal oder Thread hat eine Partie).

## Lange Listen (kit/message_fit.rs)
fit-and-more = … und { $n } weitere
