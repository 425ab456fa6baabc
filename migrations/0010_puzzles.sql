-- Puzzles (issue 27): the ratings of puzzles and of their solvers, every
-- attempt, the attempts under way, the servers' own puzzles and the daily
-- puzzle.

-- Every puzzle's Glicko-2 rating: the shipped ones by their id (`p0042`),
-- a server's own by the id the store gave them (`s17`). A puzzle gets its
-- row at its first rated attempt; before that it has its starting rating.
CREATE TABLE puzzle_ratings (
    puzzle_id  TEXT    PRIMARY KEY,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    -- Rated attempts, and how many of them solved it.
    attempts   INTEGER NOT NULL,
    solved     INTEGER NOT NULL,
    -- Unix milliseconds.
    updated_at INTEGER NOT NULL
);

-- Puzzles made from a server's own games (a missed win found by
-- `/pente analyze`): id `s<seq>`, the puzzle itself as one JSON line, and
-- the player who missed the win, to whom it is offered first.
CREATE TABLE server_puzzles (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    -- Moves of the game before the position.
    ply        INTEGER NOT NULL,
    missed_by  INTEGER,
    puzzle     TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (game_id, ply)
);
CREATE INDEX server_puzzles_by_guild ON server_puzzles (guild_id);

-- A player's puzzle rating in a server, and their streak of puzzles solved
-- in a row (without a hint).
CREATE TABLE puzzle_players (
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    -- Rated attempts (a player's first attempt at each puzzle).
    attempts    INTEGER NOT NULL,
    streak      INTEGER NOT NULL,
    best_streak INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

-- Every finished attempt. Only a player's first attempt at a puzzle is
-- rated (`first` = 1, with the rating change); a retry is practice.
CREATE TABLE puzzle_attempts (
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER NOT NULL,
    player_id     INTEGER NOT NULL,
    puzzle_id     TEXT    NOT NULL,
    result        TEXT    NOT NULL CHECK (result IN ('solved', 'hinted', 'failed', 'gave_up')),
    first         INTEGER NOT NULL CHECK (first IN (0, 1)),
    -- The puzzle's themes, space-separated, for the stats by theme.
    themes        TEXT    NOT NULL,
    rating_before REAL,
    rating_after  REAL,
    ended_at      INTEGER NOT NULL
);
CREATE INDEX puzzle_attempts_by_player ON puzzle_attempts (guild_id, player_id, puzzle_id);

-- The attempt a player has under way in a server (one at most), so that a
-- restart loses nothing: the moves played so far (the solver's and the
-- defender's, space-separated), whether a hint was taken, and the day of
-- the daily puzzle if it is one.
CREATE TABLE puzzle_in_progress (
    guild_id   INTEGER NOT NULL,
    player_id  INTEGER NOT NULL,
    puzzle_id  TEXT    NOT NULL,
    played     TEXT    NOT NULL,
    hinted     INTEGER NOT NULL CHECK (hinted IN (0, 1)),
    daily_day  INTEGER,
    started_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

-- Where and when (a UTC hour) a server's daily puzzle is posted.
CREATE TABLE daily_puzzle_config (
    guild_id   INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    hour       INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23),
    updated_at INTEGER NOT NULL
);

-- The daily puzzles posted, one a day (days since the Unix epoch, UTC) per
-- server, never the same puzzle twice in a server. The row is written
-- before the post, so a restart never posts a day twice.
CREATE TABLE daily_puzzles (
    guild_id        INTEGER NOT NULL,
    day             INTEGER NOT NULL,
    puzzle_id       TEXT    NOT NULL,
    channel_id      INTEGER NOT NULL,
    message_id      INTEGER,
    solution_posted INTEGER NOT NULL DEFAULT 0 CHECK (solution_posted IN (0, 1)),
    posted_at       INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day),
    UNIQUE (guild_id, puzzle_id)
);

-- Who solved a server's daily puzzle.
CREATE TABLE daily_solvers (
    guild_id  INTEGER NOT NULL,
    day       INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    PRIMARY KEY (guild_id, day, player_id)
);
