-- As SQLite's migration 0023: how many of a finished tournament's closing
-- posts (final standings, crosstable, winner) were made, so that one that
-- failed is made again and none twice. What ended before this was posted.
ALTER TABLE tournaments ADD COLUMN final_posts BIGINT NOT NULL DEFAULT 3;
CREATE INDEX tournaments_final_unposted ON tournaments (id) WHERE final_posts < 3;
