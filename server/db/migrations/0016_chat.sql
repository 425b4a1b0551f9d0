-- The live chat of every event (issue 11; sports-data sections 3 and 5). Times are epoch milliseconds
-- from the server's clock, as in the account tables.

-- One row per event with a chat: the last `seq` given. A send bumps it and inserts its message in one
-- transaction, so the row lock orders the event's sends and a rolled-back send gives its number back:
-- seq runs from 1 without gaps in storage order, the cursor of paging and of resuming after a reconnect.
CREATE TABLE chat_rooms (
  event_id text PRIMARY KEY,
  last_seq integer NOT NULL
);

-- A message keeps its place once deleted: flagged, its text and translations cleared (the author took
-- them back). `client_message_id` is the browser's id of the send, unique per author, so a retried send
-- finds the message it already stored instead of posting it twice. `reply_to_id` points into the same
-- event's chat; the reply's excerpt and author are read from that row, so a deletion shows at once.
CREATE TABLE chat_messages (
  id text PRIMARY KEY,
  event_id text NOT NULL,
  seq integer NOT NULL,
  author_id text NOT NULL REFERENCES users (id),
  client_message_id text NOT NULL,
  text text NOT NULL,
  language text NOT NULL,
  -- The text in other languages, when a translation provider gave them: {"es": "…"}.
  translates jsonb NOT NULL DEFAULT '{}'::jsonb,
  reply_to_id text REFERENCES chat_messages (id),
  deleted boolean NOT NULL DEFAULT false,
  deleted_at bigint,
  created_at bigint NOT NULL,
  UNIQUE (event_id, seq),
  UNIQUE (author_id, client_message_id)
);

-- Who hides whose messages (add_user_to_chat_black_list): history is filtered by it in the query.
CREATE TABLE chat_blacklist (
  blocker_id text NOT NULL REFERENCES users (id),
  blocked_id text NOT NULL REFERENCES users (id),
  created_at bigint NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

-- Words and phrases no message may contain (whole words, case and accents ignored), kept by staff with
-- `npm run admin -- chat-banned-words add|remove|list`.
CREATE TABLE chat_banned_words (
  word text PRIMARY KEY,
  created_at bigint NOT NULL
);
