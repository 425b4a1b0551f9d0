-- A tip's two teams (issue 9: a team page's Tips tab lists the marketplace's tips on the team's events).
-- A tip row knew its event only; the event's teams are the line's participants when the tip is published
-- (server/tips/flows/createTip.ts). Tips published before this migration are filled at the server's start
-- from the line or the statistics provider (server/tips/teams/); a tip whose event neither knows keeps
-- nulls and is on no team's list.
ALTER TABLE tips ADD COLUMN home_team_id text, ADD COLUMN away_team_id text;
-- A team's tips are those where it is either side: one index per side, read together (a bitmap OR).
CREATE INDEX tips_by_home_team ON tips (home_team_id, created_at DESC, id);
CREATE INDEX tips_by_away_team ON tips (away_team_id, created_at DESC, id);
-- What the start-up backfill looks for; empty once every known event's tips have their teams.
CREATE INDEX tips_without_teams ON tips (event_id) WHERE home_team_id IS NULL;
