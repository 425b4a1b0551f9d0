-- The feed's versioned log: one row per committed batch of one sport. Old rows are compacted away once
-- the state tables below hold their fold.
CREATE TABLE feed_batches (
  sport_id text NOT NULL,
  version integer NOT NULL,
  committed_at bigint NOT NULL,
  diffs text NOT NULL,
  PRIMARY KEY (sport_id, version)
);

-- The fold of the log, kept up to date with each batch: the sport with its categories and tournaments
-- (without events) and one row per event (its whole subtree). Together they are the sport's snapshot at
-- `version`; written per changed event so that no write ever serialises a whole line.
CREATE TABLE feed_sports (
  sport_id text PRIMARY KEY,
  version integer NOT NULL,
  committed_at bigint NOT NULL,
  skeleton text NOT NULL
);

CREATE TABLE feed_events (
  sport_id text NOT NULL,
  event_id text NOT NULL,
  category_id text NOT NULL,
  tournament_id text NOT NULL,
  node text NOT NULL,
  PRIMARY KEY (sport_id, event_id)
);
