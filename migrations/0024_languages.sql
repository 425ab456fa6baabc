-- Issue 37: the languages players and servers chose. A user's own choice
-- for their private replies and messages; a server's for its public posts
-- (without one, Discord's locale of the user or of the community server).
CREATE TABLE user_languages (
    user_id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL
);
CREATE TABLE server_languages (
    guild_id INTEGER PRIMARY KEY,
    locale TEXT NOT NULL
);
