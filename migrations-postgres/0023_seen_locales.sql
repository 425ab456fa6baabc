-- As SQLite's migration 0026: the Discord locale last seen of each user and
-- each server.
CREATE TABLE seen_user_locales (
    user_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
CREATE TABLE seen_server_locales (
    guild_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
