-- Courtesies between players (issue 10). Additive only: it depends on nothing
-- but the games table's id and does not rebuild it.

-- Whether a challenge asked for the game to be played in a thread of its own.
ALTER TABLE games ADD COLUMN thread INTEGER NOT NULL DEFAULT 0;

-- Per game in play: how many takebacks it has had (with the ply, it tells the
-- newest board's buttons from older ones), and the draw offer or takeback
-- request waiting for an answer, if any. An offer made at another ply than the
-- game's current one has lapsed.
CREATE TABLE game_offers (
    game_id          INTEGER PRIMARY KEY,
    takebacks        INTEGER NOT NULL DEFAULT 0,
    offer_kind       TEXT CHECK (offer_kind IN ('draw', 'takeback')),
    offer_by         TEXT CHECK (offer_by IN ('white', 'black')),
    offer_ply        INTEGER,
    offer_takebacks  INTEGER,
    offer_message_id INTEGER
);
