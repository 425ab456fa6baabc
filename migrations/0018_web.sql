-- Issue 34: the website. Every game can be given an unguessable link (a
-- token of 128 random bits, made when the bot first shows the game), and a
-- server's own pages exist only while a moderator has published them under
-- an address of their choosing (a slug).
CREATE TABLE game_links (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    token      TEXT    NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
);

CREATE TABLE published_servers (
    guild_id     INTEGER PRIMARY KEY,
    slug         TEXT    NOT NULL UNIQUE,
    published_by INTEGER NOT NULL,
    published_at INTEGER NOT NULL
);
