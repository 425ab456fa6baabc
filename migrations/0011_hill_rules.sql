-- King of the Hill with pente.org's rules (issue 33).
--
-- A hill game's end moves its hill once: the game is marked applied in the
-- transaction that writes the hill, so a restart or a failed write leaves it
-- to be applied later, never twice. The games already over were applied (or
-- lost) by the version before.
ALTER TABLE games ADD COLUMN hill_applied INTEGER NOT NULL DEFAULT 0;
UPDATE games SET hill_applied = 1 WHERE hill = 1 AND state = 'finished';
-- Only the hill games not applied yet: what the event task looks for.
CREATE INDEX games_hill_pending ON games (id)
    WHERE hill = TRUE AND state = 'finished' AND hill_applied = FALSE;
-- The idle rule reads only the members idle past its days.
CREATE INDEX hill_members_by_last_game ON hill_members (last_game_at, guild_id, variant);
-- Idle members leave the hill now; they no longer drop a step.
ALTER TABLE hill_members DROP COLUMN dropped_at;
