-- As SQLite's migration 0018: game links and published servers.
CREATE TABLE game_links (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id),
    token      TEXT   NOT NULL UNIQUE,
    created_at BIGINT NOT NULL
);

CREATE TABLE published_servers (
    guild_id     BIGINT PRIMARY KEY,
    slug         TEXT   NOT NULL UNIQUE,
    published_by BIGINT NOT NULL,
    published_at BIGINT NOT NULL
);

-- Every write of a game tells the website, inside the write's own
-- transaction: PostgreSQL delivers the notice when (and only if) the write
-- commits, to every process LISTENing (a site run apart from the bot's
-- shard processes), and sends one per game however often a transaction
-- touched it.
CREATE FUNCTION notify_game_changed() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('game_changed', NEW.id::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_changed AFTER INSERT OR UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION notify_game_changed();
