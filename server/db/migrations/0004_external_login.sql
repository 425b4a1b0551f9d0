-- External login with OpenID Connect (accounts spec sections 4 and 7). Times are epoch milliseconds from
-- the server's Clock, like the account tables.

-- A login started at a provider and not yet back. `state_hash` is the sha256 of the state sent to the
-- provider; nonce and PKCE verifier are kept only here, never in the browser. A row is deleted when the
-- provider's answer arrives (so a state works once) or, expired, by the next start.
CREATE TABLE external_login_attempts (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  post_oauth_url text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX external_login_attempts_by_expiry ON external_login_attempts (expires_at);

-- Which account an identity at a provider signs in to: the provider's id and the ID token's `sub`.
CREATE TABLE external_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX external_identities_by_user ON external_identities (user_id);
