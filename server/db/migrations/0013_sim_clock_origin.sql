-- Cluster mode (issue 10): every process of a cluster keeps the same sports clock, and an ingest process
-- that takes over goes on with it. One row: when the clock started, from where, how fast, and the fresh
-- demo's replay if any.
CREATE TABLE sim_clock_origin (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  real_start bigint NOT NULL,
  sim_start bigint NOT NULL,
  speed double precision NOT NULL,
  catch_up_behind_ms bigint,
  catch_up_speed double precision
);
