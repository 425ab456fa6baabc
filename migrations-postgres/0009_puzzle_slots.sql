-- Issue 33, as SQLite's migration 0012: the daily puzzle and a player's own
-- puzzle are two slots, each attempt knows when it was last shown; the
-- daily's post backs off and reports a failure once.
ALTER TABLE puzzle_in_progress ADD COLUMN slot TEXT NOT NULL DEFAULT 'own'
    CHECK (slot IN ('own', 'daily'));
UPDATE puzzle_in_progress SET slot = 'daily' WHERE daily_day IS NOT NULL;
ALTER TABLE puzzle_in_progress ALTER COLUMN slot DROP DEFAULT;
ALTER TABLE puzzle_in_progress ADD COLUMN shown_at BIGINT;
UPDATE puzzle_in_progress SET shown_at = started_at;
ALTER TABLE puzzle_in_progress ALTER COLUMN shown_at SET NOT NULL;
ALTER TABLE puzzle_in_progress DROP CONSTRAINT puzzle_in_progress_pkey;
ALTER TABLE puzzle_in_progress ADD PRIMARY KEY (guild_id, player_id, slot);

CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (player_id, puzzle_id);

ALTER TABLE daily_puzzle_config ADD COLUMN report_channel_id BIGINT;
ALTER TABLE daily_puzzle_config ADD COLUMN failures BIGINT NOT NULL DEFAULT 0;
ALTER TABLE daily_puzzle_config ADD COLUMN retry_at BIGINT NOT NULL DEFAULT 0;
