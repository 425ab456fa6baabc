-- Whether a game has got under way (both sides made two moves). A takeback
-- can bring the moves back below four; the game stays under way all the
-- same (it can't be aborted, and time loses it). Older rows: under way if
-- they have four moves or more (three spaces between them).
ALTER TABLE games ADD COLUMN under_way INTEGER NOT NULL DEFAULT 0 CHECK (under_way IN (0, 1));
UPDATE games SET under_way = 1 WHERE length(moves) - length(replace(moves, ' ', '')) >= 3;

-- The game's version an offer was saved with: a later save of the game that
-- doesn't write the offer (a move, a declined offer) leaves it stale. Rows
-- saved before held their offer at the game's current version.
ALTER TABLE game_offers ADD COLUMN offer_version INTEGER;
UPDATE game_offers SET offer_version = (SELECT version FROM games WHERE games.id = game_offers.game_id);

-- Only games in play need their offers: from now on a game's row goes when
-- it ends; these are the rows of games that ended before.
DELETE FROM game_offers
WHERE game_id NOT IN (SELECT id FROM games WHERE state = 'playing');
