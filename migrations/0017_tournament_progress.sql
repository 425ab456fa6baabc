-- Issue 33: what a running tournament has opened and posted, so that a
-- retry or a restart reuses a thread already opened and posts each thing
-- once, and the event task finds the live tournaments by an index.

-- The thread opened for a board's game, noted before the game starts in it.
ALTER TABLE tournament_games ADD COLUMN thread_id INTEGER;
-- The game's start was posted in its thread.
ALTER TABLE tournament_games ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
-- The board (a game or a bye) was listed in its round's pairings post.
ALTER TABLE tournament_games ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
-- The rounds whose standings were posted (the first n).
ALTER TABLE tournaments ADD COLUMN standings_posted INTEGER NOT NULL DEFAULT 0;
-- The organiser was told that the games' threads could not be opened.
ALTER TABLE tournaments ADD COLUMN threads_refused_told INTEGER NOT NULL DEFAULT 0;

-- What was there before was posted by the version that wrote it.
UPDATE tournament_games SET announced = 1, listed = 1 WHERE game_id IS NOT NULL OR black_id IS NULL;
UPDATE tournaments SET standings_posted =
    COALESCE((SELECT MAX(g.round) FROM tournament_games g WHERE g.tournament_id = tournaments.id), 0);

CREATE INDEX tournaments_live ON tournaments (state) WHERE state IN ('open', 'running');
