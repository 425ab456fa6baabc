-- Courtesies between players, as SQLite's migration 0005: a challenge's wish
-- for a thread, and each game's takeback count and open offer.
ALTER TABLE games ADD COLUMN thread BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE game_offers (
    game_id          BIGINT PRIMARY KEY,
    takebacks        BIGINT NOT NULL DEFAULT 0,
    offer_kind       TEXT CHECK (offer_kind IN ('draw', 'takeback')),
    offer_by         TEXT CHECK (offer_by IN ('white', 'black')),
    offer_ply        BIGINT,
    offer_takebacks  BIGINT,
    offer_message_id BIGINT
);
