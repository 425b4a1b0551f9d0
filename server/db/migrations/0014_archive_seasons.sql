-- Real past seasons (issue 9 item 3): openfootball's football.json files loaded by
-- `npm run import:football-json` (server/statistics/archive/), attached as archive seasons to the
-- simulated world's top-flight league of their country. A season is one per tournament and start year;
-- loading the same file again changes nothing (its content hash is kept), a changed file replaces the
-- season's teams and matches in the import's transaction.
CREATE TABLE archive_seasons (
  id text PRIMARY KEY,
  tournament_id text NOT NULL,
  sport_id text NOT NULL,
  -- The file's league code (en, de, es, it, fr): which country's top flight it is.
  league text NOT NULL,
  -- The file's own `name` ("English Premier League 2013/14").
  name text NOT NULL,
  -- "2013/2014".
  year text NOT NULL,
  start_year integer NOT NULL,
  -- The tie-break rules its table is ordered by (domain/standings/tieBreakRules.ts), in order.
  tie_break_rules text[] NOT NULL,
  source_file text NOT NULL,
  content_sha256 text NOT NULL,
  imported_at bigint NOT NULL,
  UNIQUE (tournament_id, start_year)
);

-- A real team, one across seasons: its id derives from its normalised name (`key`).
CREATE TABLE archive_teams (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL
);

-- Who played in a season, named as that season's file names them.
CREATE TABLE archive_season_teams (
  season_id text NOT NULL REFERENCES archive_seasons (id) ON DELETE CASCADE,
  team_id text NOT NULL REFERENCES archive_teams (id),
  name text NOT NULL,
  PRIMARY KEY (season_id, team_id)
);

CREATE TABLE archive_matches (
  id text PRIMARY KEY,
  season_id text NOT NULL REFERENCES archive_seasons (id) ON DELETE CASCADE,
  -- The match's place in the file, 1-based.
  seq integer NOT NULL,
  round integer NOT NULL,
  -- The file's `round` ("Matchday 12").
  round_name text NOT NULL,
  start_time bigint NOT NULL,
  -- False when the file gives a date only: start_time is then local midnight.
  time_known boolean NOT NULL,
  home_team_id text NOT NULL REFERENCES archive_teams (id),
  away_team_id text NOT NULL REFERENCES archive_teams (id),
  -- finished, not_started, postponed or cancelled.
  status text NOT NULL,
  home_goals integer,
  away_goals integer,
  home_goals_half_time integer,
  away_goals_half_time integer
);

CREATE INDEX archive_matches_season ON archive_matches (season_id, round, start_time, seq);
