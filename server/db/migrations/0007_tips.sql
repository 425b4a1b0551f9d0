-- The tipster marketplace (issue 8): follows, balances, tips, purchases and the tamper-evident record.

-- Who follows whom. A row is a follow; unfollowing deletes it. Nobody follows themselves.
CREATE TABLE user_subscriptions (
  id text PRIMARY KEY,
  follower_id text NOT NULL REFERENCES users (id),
  leader_id text NOT NULL REFERENCES users (id),
  created_at bigint NOT NULL,
  UNIQUE (follower_id, leader_id),
  CHECK (follower_id <> leader_id)
);
CREATE INDEX user_subscriptions_by_leader ON user_subscriptions (leader_id);

-- Each user's balance per currency, kept beside the ledger in the same transaction: a purchase is one
-- conditional UPDATE (the CHECK keeps it from going below zero) rather than a sum of entries under a lock.
-- The ledger stays the journal; the sum of a user's entries always equals this amount.
CREATE TABLE wallets (
  user_id text NOT NULL REFERENCES users (id),
  currency text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (user_id, currency)
);
INSERT INTO wallets (user_id, currency, amount)
  SELECT user_id, currency, SUM(amount) FROM ledger_entries GROUP BY user_id, currency;

-- A tip: one pick on an event before its start, at the line's odds of that moment. The comment is shown
-- to its creator and buyers only.
CREATE TABLE tips (
  id text PRIMARY KEY,
  creator_id text NOT NULL REFERENCES users (id),
  event_id text NOT NULL,
  sport_id text NOT NULL,
  event_start bigint NOT NULL,
  scope_key text NOT NULL,
  market_name text NOT NULL,
  market_type text NOT NULL,
  outcome_code text NOT NULL,
  odds double precision NOT NULL CHECK (odds > 1),
  title text NOT NULL,
  comment text NOT NULL,
  cost bigint NOT NULL CHECK (cost >= 0 AND cost <= 10000),
  created_at bigint NOT NULL CHECK (created_at < event_start),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'won', 'lost', 'void')),
  result text CHECK (result IN ('won', 'lost', 'void', 'half_won', 'half_lost')),
  settled_at bigint,
  closing_odds double precision,
  purchased_times integer NOT NULL DEFAULT 0,
  UNIQUE (creator_id, event_id)
);
CREATE INDEX tips_active_by_event ON tips (event_id) WHERE status = 'active';
CREATE INDEX tips_by_creator ON tips (creator_id, created_at DESC);
CREATE INDEX tips_by_created ON tips (created_at DESC, id);
CREATE INDEX tips_active_by_start ON tips (event_start, id) WHERE status = 'active';
CREATE INDEX tips_by_popularity ON tips (purchased_times DESC, created_at DESC, id) WHERE status = 'active';

-- One purchase per buyer and tip (the primary key makes a repeated purchase a no-op); a void tip's
-- buyers are refunded once (refunded_at).
CREATE TABLE tip_purchases (
  tip_id text NOT NULL REFERENCES tips (id),
  buyer_id text NOT NULL REFERENCES users (id),
  cost bigint NOT NULL,
  created_at bigint NOT NULL,
  refunded_at bigint,
  PRIMARY KEY (tip_id, buyer_id)
);
CREATE INDEX tip_purchases_by_buyer ON tip_purchases (buyer_id, created_at DESC);

-- The tamper-evident record: every tip at creation and every settlement, each entry's hash the SHA-256
-- of the previous hash and the entry's canonical JSON.
CREATE TABLE tip_chain (
  seq bigint PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('tip', 'settlement')),
  tip_id text NOT NULL,
  entry text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);
CREATE INDEX tip_chain_by_tip ON tip_chain (tip_id);
