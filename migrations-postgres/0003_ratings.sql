-- Glicko-2 ratings, as SQLite's migration 0004: one per player per server,
-- changed in the transaction that finishes a rated game.
CREATE TABLE ratings (
    guild_id   BIGINT           NOT NULL,
    player_id  BIGINT           NOT NULL,
    name       TEXT             NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      BIGINT           NOT NULL,
    updated_at BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE games SET rated = TRUE WHERE state IN ('challenge', 'playing') AND level IS NULL;
ALTER TABLE games ADD COLUMN rated_seq BIGINT;
CREATE UNIQUE INDEX games_by_rated_seq ON games (rated_seq) WHERE rated_seq IS NOT NULL;

ALTER TABLE games ADD COLUMN white_rating_before     DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_deviation_before  DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_volatility_before DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_rating_after      DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_deviation_after   DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN white_volatility_after  DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_rating_before     DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_deviation_before  DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_volatility_before DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_rating_after      DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_deviation_after   DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN black_volatility_after  DOUBLE PRECISION;
