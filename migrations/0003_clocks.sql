-- Move clocks, aborted games, and games lost on time or drawn by agreement.
-- SQLite can't change a CHECK constraint in place, so the table is rebuilt
-- with the same rows (and its indexes and view made again).

DROP VIEW finished_games;

CREATE TABLE games_new (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    challenger_id    INTEGER NOT NULL,
    challenger_name  TEXT    NOT NULL,
    opponent_id      INTEGER NOT NULL,
    opponent_name    TEXT    NOT NULL,
    challenger_color TEXT    NOT NULL CHECK (challenger_color IN ('white', 'black')),
    -- aborted: called off early, by a player, the clock or a moderator; it
    -- counts nowhere.
    state            TEXT    NOT NULL CHECK (state IN ('challenge', 'playing', 'finished',
                                 'declined', 'withdrawn', 'expired', 'aborted', 'set_aside')),
    created_at       INTEGER NOT NULL,
    expires_at       INTEGER NOT NULL,
    message_id       INTEGER,
    started_at       INTEGER,
    ended_at         INTEGER,
    moves            TEXT    NOT NULL DEFAULT '',
    result           TEXT CHECK (result IN ('white_wins', 'black_wins', 'draw')),
    reason           TEXT CHECK (reason IN ('five', 'captures', 'resignation', 'board_full',
                                 'time', 'agreement')),
    note             TEXT,
    level            TEXT,
    -- The time allowed for each move, in milliseconds (games from before
    -- clocks get a day).
    move_time_ms     INTEGER NOT NULL DEFAULT 86400000,
    -- When the player to move must have played (Unix milliseconds); NULL
    -- while no clock runs.
    deadline_at      INTEGER,
    -- Whether the player to move was reminded this move.
    reminded         INTEGER NOT NULL DEFAULT 0
);

INSERT INTO games_new (id, guild_id, channel_id, challenger_id, challenger_name, opponent_id,
    opponent_name, challenger_color, state, created_at, expires_at, message_id, started_at,
    ended_at, moves, result, reason, note, level)
SELECT id, guild_id, channel_id, challenger_id, challenger_name, opponent_id,
    opponent_name, challenger_color, state, created_at, expires_at, message_id, started_at,
    ended_at, moves, result, reason, note, level
FROM games;

DROP TABLE games;
ALTER TABLE games_new RENAME TO games;

CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel_id)
    WHERE state IN ('challenge', 'playing');
CREATE INDEX games_finished_by_guild ON games (guild_id, ended_at) WHERE state = 'finished';
CREATE INDEX games_by_channel ON games (channel_id, id);

-- Games in play that had no clock get one day from now for the move at hand.
UPDATE games SET deadline_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 + move_time_ms
WHERE state = 'playing';

CREATE VIEW finished_games AS
SELECT id, guild_id, channel_id,
       CASE challenger_color WHEN 'white' THEN challenger_id ELSE opponent_id END AS white_id,
       CASE challenger_color WHEN 'white' THEN challenger_name ELSE opponent_name END AS white_name,
       CASE challenger_color WHEN 'white' THEN opponent_id ELSE challenger_id END AS black_id,
       CASE challenger_color WHEN 'white' THEN opponent_name ELSE challenger_name END AS black_name,
       moves, result, reason, started_at, ended_at, level
FROM games
WHERE state = 'finished';
