-- Issue 36, after review: what vacation hours paid for, per player and
-- server (not per year: the hour across New Year is one hour), so that every
-- game of theirs due within time already paid for takes no hour of its own,
-- however long the bot was down. And weekend days changed during a move
-- count for it only where they agree with those set before (`previous`:
-- the days every recent setting shared; `since`: when they last changed).

CREATE TABLE vacation_paid (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    -- Unix milliseconds: [paid_from, paid_until).
    paid_from  INTEGER NOT NULL,
    paid_until INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

ALTER TABLE weekend_days ADD COLUMN previous INTEGER NOT NULL DEFAULT 0;
ALTER TABLE weekend_days ADD COLUMN since INTEGER NOT NULL DEFAULT 0;
