-- Content Security Policy and Trusted Types violations browsers reported (issue 17), aggregated: one row
-- per day, directive, blocked resource, page and script, so a flood of the same report is one counter.
-- Paths and origins only (the report route strips queries and fragments, which may hold tokens). Times
-- are epoch milliseconds like the other tables; `day` is the UTC day of the reports.
CREATE TABLE csp_violations (
  day date NOT NULL,
  directive text NOT NULL,
  blocked text NOT NULL,
  document_path text NOT NULL,
  source_file text NOT NULL,
  count bigint NOT NULL,
  first_seen bigint NOT NULL,
  last_seen bigint NOT NULL,
  -- The first sample seen (at most 80 characters): enough to tell which inline code or sink it was.
  sample text NOT NULL,
  PRIMARY KEY (day, directive, blocked, document_path, source_file)
);
CREATE INDEX csp_violations_by_last_seen ON csp_violations (last_seen);
