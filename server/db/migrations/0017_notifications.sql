-- Notifications (issue 11 items 6-10; accounts spec sections 4 and 7). Times are epoch milliseconds from
-- the server's clock, as in the account tables.

-- The two global switches stay where the auth profile reads them (users.notify_in_app, notify_push): one
-- place for each setting. Push is off until a browser grants it and subscribes a device; no device could
-- subscribe before this migration, so nobody loses a push that reached them.
ALTER TABLE users ALTER COLUMN notify_push SET DEFAULT false;
UPDATE users SET notify_push = false;

-- The rest of a user's settings (sports, social, news, spoiler delay, alert budget), as the domain's
-- NotificationSettings without the two switches. No row: the defaults.
CREATE TABLE notification_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  settings jsonb NOT NULL,
  updated_at bigint NOT NULL
);

-- The bells: a user follows one event, team or tournament for its sport events and reminders.
CREATE TABLE notification_bells (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('EVENT', 'TEAM', 'TOURNAMENT')),
  entity_id text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, entity_type, entity_id)
);
CREATE INDEX notification_bells_entity ON notification_bells (entity_type, entity_id);

-- The in-app feed. `dedup_key` names what a notification is about (a goal of an event, a follow, an
-- hour's summary): a producer heard twice (a retried job, two processes seeing one batch) stores it once,
-- and an unfollow finds its STARTED_FOLLOWING by it. `kind` is the subject's kind.
CREATE TABLE notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  subject jsonb NOT NULL,
  dedup_key text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  UNIQUE (user_id, dedup_key)
);
CREATE INDEX notifications_feed ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE NOT read;

-- The alert budget: alerts counted per user and clock hour; past the user's budget they fold into the
-- hour's summary. Rows older than a day are pruned.
CREATE TABLE notification_alert_counts (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hour_start bigint NOT NULL,
  alerts integer NOT NULL,
  PRIMARY KEY (user_id, hour_start)
);

-- A browser's push subscription (its PushSubscription's endpoint and keys), bound to the signed-in user
-- who sent it; the same endpoint again (another user on that browser) moves it. A push service that
-- answers 404 or 410 for it has dropped it: the row goes too.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- Reminders given: the primary key is the scheduler's guarantee that a reminder (user, event, minutes)
-- fires once, whichever process or restart finds it due first; the row and the notification's job are
-- committed together. Rows are pruned once their event has long started.
CREATE TABLE notification_reminders (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  minutes integer NOT NULL,
  fired_at bigint NOT NULL,
  PRIMARY KEY (user_id, event_id, minutes)
);
CREATE INDEX notification_reminders_fired ON notification_reminders (fired_at);

-- The VAPID keys (web push) are kept in server_secrets (0003), like the token signing key.
