-- Deferred work (issue 10 item 6): mail, and later other work that must follow a commit. A job is
-- inserted by the transaction that asks for it, so it exists exactly when that transaction commits; a
-- runner (server/jobs/) claims it afterwards and runs it outside any transaction. Times are epoch
-- milliseconds from the server's clock, as in the account tables.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  kind text NOT NULL,
  -- Encoded by the kind's Schema. Cleared once the job is done or failed: a mail's holds a single-use link.
  payload jsonb,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts > 0),
  -- Not claimed before: the enqueue time, or after a failed attempt the end of its backoff.
  run_at bigint NOT NULL,
  -- A claim is a lease: until `locked_until` no other runner claims the job, after it any runner may (its
  -- runner died). Only the holder of the current `claim` token may mark the job done or failed.
  locked_until bigint,
  claim text,
  last_error text,
  created_at bigint NOT NULL,
  finished_at bigint
);

CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'pending';
