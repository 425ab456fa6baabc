-- Puzzles (issue 27), as SQLite's migration 0010: the ratings of puzzles
-- and of their solvers, every attempt, the attempts under way, the servers'
-- own puzzles and the daily puzzle.
CREATE TABLE puzzle_ratings (
    puzzle_id  TEXT             PRIMARY KEY,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    attempts   BIGINT           NOT NULL,
    solved     BIGINT           NOT NULL,
    updated_at BIGINT           NOT NULL
);

CREATE TABLE server_puzzles (
    seq        BIGSERIAL PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    game_id    BIGINT NOT NULL,
    ply        BIGINT NOT NULL,
    missed_by  BIGINT,
    puzzle     TEXT   NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (game_id, ply)
);
CREATE INDEX server_puzzles_by_guild ON server_puzzles (guild_id);

CREATE TABLE puzzle_players (
    guild_id    BIGINT           NOT NULL,
    player_id   BIGINT           NOT NULL,
    name        TEXT             NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    attempts    BIGINT           NOT NULL,
    streak      BIGINT           NOT NULL,
    best_streak BIGINT           NOT NULL,
    updated_at  BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

CREATE TABLE puzzle_attempts (
    seq           BIGSERIAL PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    player_id     BIGINT NOT NULL,
    puzzle_id     TEXT   NOT NULL,
    result        TEXT   NOT NULL CHECK (result IN ('solved', 'hinted', 'failed', 'gave_up')),
    first         BIGINT NOT NULL CHECK (first IN (0, 1)),
    themes        TEXT   NOT NULL,
    rating_before DOUBLE PRECISION,
    rating_after  DOUBLE PRECISION,
    ended_at      BIGINT NOT NULL
);
CREATE INDEX puzzle_attempts_by_player ON puzzle_attempts (guild_id, player_id, puzzle_id);

CREATE TABLE puzzle_in_progress (
    guild_id   BIGINT NOT NULL,
    player_id  BIGINT NOT NULL,
    puzzle_id  TEXT   NOT NULL,
    played     TEXT   NOT NULL,
    hinted     BIGINT NOT NULL CHECK (hinted IN (0, 1)),
    daily_day  BIGINT,
    started_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, player_id)
);

CREATE TABLE daily_puzzle_config (
    guild_id   BIGINT PRIMARY KEY,
    channel_id BIGINT NOT NULL,
    hour       BIGINT NOT NULL CHECK (hour BETWEEN 0 AND 23),
    updated_at BIGINT NOT NULL
);

CREATE TABLE daily_puzzles (
    guild_id        BIGINT NOT NULL,
    day             BIGINT NOT NULL,
    puzzle_id       TEXT   NOT NULL,
    channel_id      BIGINT NOT NULL,
    message_id      BIGINT,
    solution_posted BIGINT NOT NULL DEFAULT 0 CHECK (solution_posted IN (0, 1)),
    posted_at       BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day),
    UNIQUE (guild_id, puzzle_id)
);

CREATE TABLE daily_solvers (
    guild_id  BIGINT NOT NULL,
    day       BIGINT NOT NULL,
    player_id BIGINT NOT NULL,
    PRIMARY KEY (guild_id, day, player_id)
);
