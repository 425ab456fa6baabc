-- As SQLite's migration 0007: whether a game has got under way (kept
-- through takebacks), the game version each offer was saved with, and no
-- offer rows for games that are no longer in play.
ALTER TABLE games ADD COLUMN under_way BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE games SET under_way = TRUE WHERE length(moves) - length(replace(moves, ' ', '')) >= 3;

ALTER TABLE game_offers ADD COLUMN offer_version BIGINT;
UPDATE game_offers SET offer_version = (SELECT version FROM games WHERE games.id = game_offers.game_id);

DELETE FROM game_offers
WHERE game_id NOT IN (SELECT id FROM games WHERE state = 'playing');
