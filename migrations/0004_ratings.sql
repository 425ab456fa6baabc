-- Glicko-2 ratings, one per player per server, changed in the same
-- transaction that finishes a rated game. Touches only the `games` table's
-- columns it adds, so it applies whatever 0003 did to the rest.
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    -- The name the player had in their last rated game, for the command line.
    name       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    -- Rated games played.
    games      INTEGER NOT NULL,
    -- Unix milliseconds.
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

-- Whether the game counts for ratings: 0 for games against the computer and
-- games challenged with rated:false. Games that finished before ratings
-- existed were never rated; challenges and games still open will be.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
UPDATE games SET rated = 1 WHERE state IN ('challenge', 'playing') AND level IS NULL;

-- The order rated games were rated in (1, 2, 3 ... across all servers), so
-- that recomputing replays them exactly as they happened.
ALTER TABLE games ADD COLUMN rated_seq INTEGER;
CREATE UNIQUE INDEX games_by_rated_seq ON games (rated_seq) WHERE rated_seq IS NOT NULL;

-- The game's rating change: both players' ratings before and after it.
ALTER TABLE games ADD COLUMN white_rating_before     REAL;
ALTER TABLE games ADD COLUMN white_deviation_before  REAL;
ALTER TABLE games ADD COLUMN white_volatility_before REAL;
ALTER TABLE games ADD COLUMN white_rating_after      REAL;
ALTER TABLE games ADD COLUMN white_deviation_after   REAL;
ALTER TABLE games ADD COLUMN white_volatility_after  REAL;
ALTER TABLE games ADD COLUMN black_rating_before     REAL;
ALTER TABLE games ADD COLUMN black_deviation_before  REAL;
ALTER TABLE games ADD COLUMN black_volatility_before REAL;
ALTER TABLE games ADD COLUMN black_rating_after      REAL;
ALTER TABLE games ADD COLUMN black_deviation_after   REAL;
ALTER TABLE games ADD COLUMN black_volatility_after  REAL;
