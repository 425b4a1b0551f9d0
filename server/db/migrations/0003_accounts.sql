-- Accounts and sessions (accounts spec sections 1, 3, 4, 8). Times are epoch milliseconds from the
-- server's Clock, so tests can move time without touching the database's own clock.

-- One row per account. `email` is stored normalized (trimmed, lower-cased) and is the sign-in name;
-- `pending_email` holds a new address until its verification link is followed.
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  email_verified_at bigint,
  pending_email text,
  biography text,
  locale text,
  time_zone text,
  notify_in_app boolean NOT NULL DEFAULT true,
  notify_push boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- A signed-in device. `generation` counts refreshes: an access token of an older generation is answered
-- token.token_disabled. `expires_at` is also the refresh token's validity; it slides on refresh while the
-- client keeps the session alive (keep-alive on) and stays put once keep-alive is revoked.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'closed', 'closed_by_user', 'closed_by_operator', 'disabled')),
  generation integer NOT NULL DEFAULT 0,
  keep_alive boolean NOT NULL DEFAULT true,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  refreshed_at bigint,
  ended_at bigint,
  end_reason text,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_by_user ON sessions (user_id, created_at);

-- Refresh tokens are stored as sha256 hashes only. A rotated token stays, marked, so that its reuse is
-- recognised (and closes the session) instead of looking unknown.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  generation integer NOT NULL,
  created_at bigint NOT NULL,
  rotated_at bigint
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id);

-- Single-use links sent by e-mail: address verification (at sign-up or for a new address) and password
-- recovery. Hashed like refresh tokens; `email` is the address the link was sent to.
CREATE TABLE mail_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('email_verification', 'password_recovery')),
  email text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX mail_tokens_by_user ON mail_tokens (user_id, purpose);

-- The FUN wallet is a ledger: the balance is the sum of a user's entries (starting balance, tips bought
-- and sold). Entries are never updated.
CREATE TABLE ledger_entries (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  currency text NOT NULL,
  amount bigint NOT NULL,
  kind text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX ledger_entries_by_user ON ledger_entries (user_id, currency);

-- Fixed-window counters for rate limits. The key is a sha256 of the limit's name and subject (an IP
-- address or an account), so no e-mail address is kept here.
CREATE TABLE rate_limit_buckets (
  bucket_key text PRIMARY KEY,
  window_started_at bigint NOT NULL,
  hits integer NOT NULL
);

-- Secrets the server generates for itself when the environment gives none (the access-token key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at bigint NOT NULL
);
