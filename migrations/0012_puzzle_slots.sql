-- Issue 33: a player's daily puzzle and their own puzzle are two slots, so
-- that one never stands in for the other; each attempt knows when it was
-- last shown to the player (an answer is judged against the puzzle they
-- saw last). The daily's post is retried with a back-off and a failing one
-- is reported once, where it was set.

CREATE TABLE puzzle_attempts_open (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    -- 'daily' for the daily puzzle (with `daily_day`), 'own' for any other.
    slot       TEXT    NOT NULL CHECK (slot IN ('own', 'daily')),
    puzzle_id  TEXT    NOT NULL,
    played     TEXT    NOT NULL,
    hinted     INTEGER NOT NULL CHECK (hinted IN (0, 1)),
    daily_day  INTEGER,
    -- Unix milliseconds; with the puzzle, the attempt's identity (its
    -- buttons carry it).
    started_at INTEGER NOT NULL,
    shown_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id, slot)
);
INSERT INTO puzzle_attempts_open (guild_id, player_id, slot, puzzle_id, played, hinted,
    daily_day, started_at, shown_at)
SELECT guild_id, player_id, CASE WHEN daily_day IS NULL THEN 'own' ELSE 'daily' END,
    puzzle_id, played, hinted, daily_day, started_at, started_at
FROM puzzle_in_progress;
DROP TABLE puzzle_in_progress;
ALTER TABLE puzzle_attempts_open RENAME TO puzzle_in_progress;

-- "First attempt" is first in any server: a player's attempts at a puzzle.
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (player_id, puzzle_id);

-- Where the moderator set the daily puzzle (told there if posts fail), the
-- failures in a row, and the earliest next try (Unix milliseconds).
ALTER TABLE daily_puzzle_config ADD COLUMN report_channel_id INTEGER;
ALTER TABLE daily_puzzle_config ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE daily_puzzle_config ADD COLUMN retry_at INTEGER NOT NULL DEFAULT 0;
