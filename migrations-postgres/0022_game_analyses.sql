-- As SQLite's migration 0025: the turning points `/pente analyze` found in
-- a finished game, for its web page.
CREATE TABLE game_analyses (
    game_id        BIGINT PRIMARY KEY REFERENCES games (id),
    turning_points TEXT   NOT NULL,
    analysed_at    BIGINT NOT NULL
);
