-- Issue 34: what `/pente analyze` found in a finished game, marked on its
-- web page's move list. One row a game, replaced when the game is analysed
-- again. `turning_points` holds the moves the engine judged, separated by
-- spaces, each `<stone>:<verdict>:<better move>` (stone 1 is the game's
-- first stone; verdict inaccuracy, blunder or missed_win): `23:blunder:J12`.
-- Empty when the engine found none: the game was analysed all the same.
CREATE TABLE game_analyses (
    game_id        INTEGER PRIMARY KEY REFERENCES games (id),
    turning_points TEXT    NOT NULL,
    analysed_at    INTEGER NOT NULL
);
