-- Issue 36: games that last days. Your-move notifications, pente.org's
-- floating vacation days and weekend days, and the newest board of each
-- game (for `/pente games`' jump links).

-- One row per player who ever set something: their notifications, for
-- every server the bot shares with them.
CREATE TABLE player_notify (
    user_id    INTEGER PRIMARY KEY,
    notify     INTEGER NOT NULL DEFAULT 0,
    reminders  INTEGER NOT NULL DEFAULT 0,
    -- Discord refused a message (error 50007): notifications were turned
    -- off, and the player is to be told at their next command.
    refused    INTEGER NOT NULL DEFAULT 0
);

-- Vacation time taken, per player, server and (UTC) year. The window is
-- the hour last taken: every game of theirs due within it is extended by
-- that one hour (pente.org's newTimeout).
CREATE TABLE vacation_hours (
    guild_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    year         INTEGER NOT NULL,
    hours_used   INTEGER NOT NULL DEFAULT 0,
    -- Unix milliseconds: the start of the hour last taken.
    window_start INTEGER,
    -- The player was told that 24 hours or less are left this year.
    low_told     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id, year)
);

-- Days of the week (UTC) that never count against a player's clock in
-- turn-based games: a bit per day, Monday = 1, Sunday = 64.
CREATE TABLE weekend_days (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    days     INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

-- Servers whose moderators turned vacation (and weekend days) off.
CREATE TABLE vacation_off (
    guild_id INTEGER PRIMARY KEY
);

-- What vacation and weekend days did to the move at hand of a game: the
-- move's own deadline, and how much later it now is.
CREATE TABLE game_extensions (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    due_at      INTEGER NOT NULL,
    weekend_ms  INTEGER NOT NULL DEFAULT 0,
    vacation_ms INTEGER NOT NULL DEFAULT 0
);

-- The newest board posted for a game in play: `/pente games` links to it.
CREATE TABLE game_boards (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    message_id INTEGER NOT NULL
);

-- Notifications sent: one per game, player and turn (the number of actions
-- played), so that nothing is sent twice, even across a restart.
CREATE TABLE notices_sent (
    game_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    turn    INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id, turn)
);

-- Things to tell a player privately at their next command in a server
-- (their vacation running low while notifications are off).
CREATE TABLE pending_notes (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    text     TEXT    NOT NULL
);
CREATE INDEX pending_notes_by_user ON pending_notes (user_id, guild_id);

-- A tournament created with vacation:on lets its games use vacation time.
ALTER TABLE tournaments ADD COLUMN vacation INTEGER NOT NULL DEFAULT 0;

-- `/pente games`: a player's games in play in a server.
CREATE INDEX games_live_by_challenger ON games (challenger_id, guild_id) WHERE state IN ('challenge', 'playing');
CREATE INDEX games_live_by_opponent ON games (opponent_id, guild_id) WHERE state IN ('challenge', 'playing');
