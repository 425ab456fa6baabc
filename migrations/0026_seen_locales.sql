-- Issue 37 (review #2, #5): the Discord locale last seen of each user and
-- each server, so that posts and messages made without an interaction (a
-- timer's, a direct message) use it after a restart too. Not a choice:
-- user_languages and server_languages, chosen with /pente language, come first.
CREATE TABLE seen_user_locales (
    user_id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL
);
CREATE TABLE seen_server_locales (
    guild_id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL
);
