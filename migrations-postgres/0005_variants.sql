-- As SQLite's migration 0008: the games of the Pente family (issue 25).
-- Every game so far is Pente.
ALTER TABLE games ADD COLUMN variant TEXT NOT NULL DEFAULT 'pente';

-- Whether an opening swap (D-Pente, Swap2) exchanged the players' colours:
-- challenger_color is the colour the challenger began with, and the colours
-- the game ended with are the other way round when this is set. A line win
-- of Connect6 (six) is stored as reason 'five', a line, as the reasons'
-- CHECK has it; the variant tells the two apart.
ALTER TABLE games ADD COLUMN swapped BOOLEAN NOT NULL DEFAULT FALSE;

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
ALTER TABLE ratings ADD COLUMN variant TEXT NOT NULL DEFAULT 'pente';
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (guild_id, player_id, variant);
