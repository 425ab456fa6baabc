-- One row per challenge; the same row becomes the game once it is accepted.
-- state: challenge → playing → finished, or challenge → declined / withdrawn /
-- expired; a stored game that no longer replays is set_aside.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    challenger_id    INTEGER NOT NULL,
    challenger_name  TEXT    NOT NULL,
    opponent_id      INTEGER NOT NULL,
    opponent_name    TEXT    NOT NULL,
    challenger_color TEXT    NOT NULL CHECK (challenger_color IN ('white', 'black')),
    state            TEXT    NOT NULL CHECK (state IN ('challenge', 'playing', 'finished',
                                 'declined', 'withdrawn', 'expired', 'set_aside')),
    -- Unix milliseconds.
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL,
    message_id       INTEGER,
    started_at       INTEGER,
    ended_at         INTEGER,
    -- The moves in pente.org notation, separated by spaces.
    moves            TEXT    NOT NULL DEFAULT '',
    result           TEXT CHECK (result IN ('white_wins', 'black_wins', 'draw')),
    reason           TEXT CHECK (reason IN ('five', 'captures', 'resignation', 'board_full')),
    note             TEXT
);

-- A channel holds at most one open challenge or game in play.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id)
    WHERE state IN ('challenge', 'playing');
CREATE INDEX games_finished_by_guild ON games (guild_id, ended_at) WHERE state = 'finished';
CREATE INDEX games_by_channel ON games (channel_id, id);

-- Finished games with the colours resolved, for statistics and history.
CREATE VIEW finished_games AS
SELECT id, guild_id, channel_id,
       CASE challenger_color WHEN 'white' THEN challenger_id ELSE opponent_id END AS white_id,
       CASE challenger_color WHEN 'white' THEN challenger_name ELSE opponent_name END AS white_name,
       CASE challenger_color WHEN 'white' THEN opponent_id ELSE challenger_id END AS black_id,
       CASE challenger_color WHEN 'white' THEN opponent_name ELSE challenger_name END AS black_name,
       moves, result, reason, started_at, ended_at
FROM games
WHERE state = 'finished';
