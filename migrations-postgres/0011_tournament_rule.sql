-- As SQLite's migration 0014: whether White's second stone is kept out of
-- H8–M12 where the variant leaves the tournament rule to the game (issue 33,
-- defect 29). Every game so far kept it; an unrated challenge may drop it.
ALTER TABLE games ADD COLUMN tournament_rule BOOLEAN NOT NULL DEFAULT TRUE;
