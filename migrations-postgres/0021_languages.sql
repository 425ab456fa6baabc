-- As SQLite's migration 0024: the languages players and servers chose.
CREATE TABLE user_languages (
    user_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
CREATE TABLE server_languages (
    guild_id BIGINT PRIMARY KEY,
    locale TEXT NOT NULL
);
