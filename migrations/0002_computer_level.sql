-- Games against the bot itself: the bot is the opponent, and this is how hard
-- it played (easy, medium, hard). NULL for games between people.
ALTER TABLE games ADD COLUMN level TEXT;

DROP VIEW finished_games;
CREATE VIEW finished_games AS
SELECT id, guild_id, channel_id,
       CASE challenger_color WHEN 'white' THEN challenger_id ELSE opponent_id END AS white_id,
       CASE challenger_color WHEN 'white' THEN challenger_name ELSE opponent_name END AS white_name,
       CASE challenger_color WHEN 'white' THEN opponent_id ELSE challenger_id END AS black_id,
       CASE challenger_color WHEN 'white' THEN opponent_name ELSE challenger_name END AS black_name,
       moves, result, reason, started_at, ended_at, level
FROM games
WHERE state = 'finished';
