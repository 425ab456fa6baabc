-- Events (issue 26): tournaments run by the bot, and King of the Hill.

CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id     INTEGER NOT NULL,
    -- Where it was announced: its pairings, standings and games' threads go here.
    channel_id   INTEGER NOT NULL,
    organiser_id INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    format       TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin', 'knockout')),
    -- Swiss: the rounds asked for (NULL: ⌈log₂ players⌉ + 1, fixed at the start).
    rounds       INTEGER,
    double_round INTEGER NOT NULL DEFAULT 0,
    variant      TEXT    NOT NULL DEFAULT 'pente',
    move_time_ms INTEGER NOT NULL,
    rated        INTEGER NOT NULL,
    max_players  INTEGER,
    -- Unix milliseconds: when sign-up closes by itself (NULL: when the organiser starts it).
    starts_at    INTEGER,
    state        TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    -- The announcement carrying the Join and Leave buttons.
    message_id   INTEGER,
    -- Drawn at creation: the colours of knockout's deciding games.
    lot          INTEGER NOT NULL,
    created_at   INTEGER NOT NULL,
    ended_at     INTEGER
);
CREATE INDEX tournaments_by_channel ON tournaments (channel_id, id);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    joined_at     INTEGER NOT NULL,
    -- Seeding order (1 = best), set when the tournament starts.
    seed          INTEGER,
    rating        REAL,
    withdrawn     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, user_id)
);

-- Each game of a round (a pairing): black_id NULL is a bye. game_id is set
-- when its game starts, in the same transaction that saves the game.
CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    white_id      INTEGER NOT NULL,
    black_id      INTEGER,
    game_id       INTEGER UNIQUE REFERENCES games (id),
    PRIMARY KEY (tournament_id, round, board)
);

-- King of the Hill, one per variant per server: step 0 is the top.
CREATE TABLE hill_members (
    guild_id     INTEGER NOT NULL,
    variant      TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    name         TEXT    NOT NULL,
    step         INTEGER NOT NULL,
    -- Since when they hold their step; their last hill game (or joining); their last drop for idleness.
    since        INTEGER NOT NULL,
    last_game_at INTEGER NOT NULL,
    dropped_at   INTEGER,
    PRIMARY KEY (guild_id, variant, user_id)
);

-- A game challenged with hill:true moves its players on the hill when it ends.
ALTER TABLE games ADD COLUMN hill INTEGER NOT NULL DEFAULT 0;
