-- Whether White's second stone is kept out of H8–M12 where the variant
-- leaves the tournament rule to the game (issue 33, defect 29): every game
-- so far kept it; an unrated challenge may now drop it, as on pente.org.
-- The variant still decides where it has no choice (always in G-Pente,
-- never in Gomoku, Connect6 or the games with a free opening).
ALTER TABLE games ADD COLUMN tournament_rule INTEGER NOT NULL DEFAULT 1 CHECK (tournament_rule IN (0, 1));
