-- Uploaded files (accounts spec sections 3, 5 and 7: the profile avatar). The bytes live in the database
-- (bytea), so PGlite and PostgreSQL behave the same and a backup holds everything. Files are immutable:
-- an id is never reused, so readers may cache them for good. `sha256` (hex) is the ETag.
CREATE TABLE files (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id),
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX files_by_owner ON files (owner_id, created_at);

-- The profile picture: one of the user's own files, or none.
ALTER TABLE users ADD COLUMN avatar_file_id text REFERENCES files (id);
