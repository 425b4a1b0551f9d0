-- GraphQL automatic persisted queries: the gateway learns each query the first time a client sends it
-- with its sha256 hash, so later GET requests carry the hash alone (and stay cacheable).
CREATE TABLE persisted_queries (
  hash text PRIMARY KEY,
  query text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
