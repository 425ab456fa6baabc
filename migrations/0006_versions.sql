-- Every write says which version of the game it changes, and makes the next:
-- a write that finds another version is refused, so two bot processes (or a
-- process and a newer state) can never both apply a change.
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
