-- The games of the Pente family (issue 25). Every game so far is Pente.
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'pente';

-- Whether an opening swap (D-Pente, Swap2) exchanged the players' colours:
-- challenger_color is the colour the challenger began with, and the colours
-- the game ended with are the other way round when this is set. A line win
-- of Connect6 (six) is stored as reason 'five', a line, as the reasons'
-- CHECK has it; the variant tells the two apart.
ALTER TABLE games ADD COLUMN swapped INTEGER NOT NULL DEFAULT 0;

DROP VIEW finished_games;
CREATE VIEW finished_games AS
SELECT id, guild_id, channel_id,
       CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_id ELSE opponent_id END AS white_id,
       CASE WHEN (challenger_color = 'white') <> swapped THEN challenger_name ELSE opponent_name END AS white_name,
       CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_id ELSE challenger_id END AS black_id,
       CASE WHEN (challenger_color = 'white') <> swapped THEN opponent_name ELSE challenger_name END AS black_name,
       moves, result, reason, started_at, ended_at, level, variant
FROM games
WHERE state = 'finished';

-- A rating per player per server per game of the family, as pente.org rates
-- each game apart. The ratings so far are Pente's.
CREATE TABLE ratings_by_variant (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    variant    TEXT    NOT NULL DEFAULT 'pente',
    name       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id, variant)
);
INSERT INTO ratings_by_variant (guild_id, player_id, variant, name, rating, deviation,
                                volatility, games, updated_at)
SELECT guild_id, player_id, 'pente', name, rating, deviation, volatility, games, updated_at
FROM ratings;
DROP TABLE ratings;
ALTER TABLE ratings_by_variant RENAME TO ratings;
