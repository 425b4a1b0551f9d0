-- Statistics and the ranking kept as tips settle (issue 8): sums per creator, sport and UTC day, added to
-- inside each settlement's transaction (server/tips/ranking/recordSettlement.ts), so a period is a sum of
-- days rather than a scan of tips. Sums are numeric (exact): the same tips give the same figures whatever
-- order the rows are added in, so ties in the ranking do not flip on rounding.

-- The tally columns are domain/tips/stats/tipTally.ts's TipTally plus closing-line value and buyers' sums.
CREATE TABLE tip_tallies_daily (
  user_id text NOT NULL,
  sport_id text NOT NULL,
  -- floor(settled_at / 86,400,000): the UTC day the tips settled on.
  day integer NOT NULL,
  won_count integer NOT NULL,
  lost_count integer NOT NULL,
  void_count integer NOT NULL,
  decided_count integer NOT NULL,
  decided_weight numeric NOT NULL,
  win_weight numeric NOT NULL,
  decided_odds_sum numeric NOT NULL,
  profit numeric NOT NULL,
  random_profit_variance numeric NOT NULL,
  clv_sum numeric NOT NULL,
  clv_count integer NOT NULL,
  purchase_count integer NOT NULL,
  paid_fun bigint NOT NULL,
  refunded_fun bigint NOT NULL,
  buyers_unit_profit numeric NOT NULL,
  PRIMARY KEY (user_id, sport_id, day)
);
CREATE INDEX tip_tallies_daily_by_sport_day ON tip_tallies_daily (sport_id, day);

-- The same sums over all time, and the current winning streak (all time by the spec), with the newest
-- settlement it has seen: a settlement that arrives out of order makes it recount instead.
CREATE TABLE tip_tallies_total (
  user_id text NOT NULL,
  sport_id text NOT NULL,
  won_count integer NOT NULL,
  lost_count integer NOT NULL,
  void_count integer NOT NULL,
  decided_count integer NOT NULL,
  decided_weight numeric NOT NULL,
  win_weight numeric NOT NULL,
  decided_odds_sum numeric NOT NULL,
  profit numeric NOT NULL,
  random_profit_variance numeric NOT NULL,
  clv_sum numeric NOT NULL,
  clv_count integer NOT NULL,
  purchase_count integer NOT NULL,
  paid_fun bigint NOT NULL,
  refunded_fun bigint NOT NULL,
  buyers_unit_profit numeric NOT NULL,
  streak integer NOT NULL,
  last_settled_at bigint NOT NULL,
  last_tip_id text NOT NULL,
  PRIMARY KEY (user_id, sport_id)
);
CREATE INDEX tip_tallies_total_by_sport ON tip_tallies_total (sport_id);

-- The materialised ranking, rebuilt from the tallies by the refresher: every user with a settled tip in a
-- sport and period (FOLLOWING picks its rows from these), and the places of the top 100 per tab.
CREATE TABLE tip_ranking_entries (
  sport_id text NOT NULL,
  period text NOT NULL,
  user_id text NOT NULL,
  sample_size integer NOT NULL,
  settled_count integer NOT NULL,
  qualified boolean NOT NULL,
  win_rate double precision,
  win_rate_lower_bound double precision NOT NULL,
  profit double precision NOT NULL,
  streak integer NOT NULL,
  luck double precision,
  average_odds double precision,
  closing_line_value double precision,
  clv_count integer NOT NULL,
  purchase_count integer NOT NULL,
  paid_fun bigint NOT NULL,
  refunded_fun bigint NOT NULL,
  buyers_unit_profit double precision NOT NULL,
  PRIMARY KEY (sport_id, period, user_id)
);

CREATE TABLE tip_ranking_positions (
  sport_id text NOT NULL,
  period text NOT NULL,
  tab text NOT NULL,
  position integer NOT NULL,
  user_id text NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (sport_id, period, tab, position)
);

-- Per sport: settlements recorded, and how many of them (and when) the materialised ranking was built
-- from; more recorded than built means a refresh is due.
CREATE TABLE tip_ranking_refreshes (
  sport_id text PRIMARY KEY,
  settlements bigint NOT NULL DEFAULT 0,
  refreshed_settlements bigint NOT NULL DEFAULT 0,
  refreshed_at bigint
);

-- The partial first day of a rolling window is read from the tips themselves, and a user's newest results.
CREATE INDEX tips_settled_by_sport ON tips (sport_id, settled_at) WHERE status <> 'active';
CREATE INDEX tips_settled_by_creator ON tips (creator_id, sport_id, settled_at DESC, id DESC)
  WHERE status <> 'active';

-- Tips settled before this migration: their sums by the same rules as domain/tips/stats (resultWeights.ts,
-- tipTally.ts, closingLineValue.ts, buyersReturn.ts); tests/server/tips/ranking checks the two agree.
CREATE TEMPORARY TABLE tip_tally_backfill ON COMMIT DROP AS
SELECT t.id, t.creator_id AS user_id, t.sport_id, t.settled_at,
  (t.settled_at / 86400000)::integer AS day,
  (t.status = 'won')::integer AS won_count,
  (t.status = 'lost')::integer AS lost_count,
  (t.status = 'void')::integer AS void_count,
  (t.status <> 'void')::integer AS decided_count,
  (CASE t.result WHEN 'won' THEN 1 WHEN 'lost' THEN 1 WHEN 'half_won' THEN 0.5 WHEN 'half_lost' THEN 0.5
     ELSE 0 END)::numeric AS decided_weight,
  (CASE t.result WHEN 'won' THEN 1 WHEN 'half_won' THEN 0.5 ELSE 0 END)::numeric AS win_weight,
  (CASE WHEN t.status <> 'void' THEN t.odds::numeric ELSE 0 END) AS decided_odds_sum,
  (CASE t.result WHEN 'won' THEN t.odds::numeric - 1 WHEN 'half_won' THEN (t.odds::numeric - 1) / 2
     WHEN 'lost' THEN -1 WHEN 'half_lost' THEN -0.5 ELSE 0 END) AS profit,
  (CASE WHEN t.status <> 'void' THEN t.odds::numeric - 1 ELSE 0 END) AS random_profit_variance,
  (CASE WHEN t.closing_odds > 1 THEN (t.odds / t.closing_odds - 1)::numeric ELSE 0 END) AS clv_sum,
  COALESCE(t.closing_odds > 1, false)::integer AS clv_count,
  COALESCE(p.purchase_count, 0) AS purchase_count,
  (CASE WHEN t.status = 'void' THEN 0 ELSE COALESCE(p.cost, 0) END) AS paid_fun,
  (CASE WHEN t.status = 'void' THEN COALESCE(p.cost, 0) ELSE 0 END) AS refunded_fun,
  COALESCE(p.purchase_count, 0) * (CASE t.result WHEN 'won' THEN t.odds::numeric - 1
     WHEN 'half_won' THEN (t.odds::numeric - 1) / 2 WHEN 'lost' THEN -1 WHEN 'half_lost' THEN -0.5 ELSE 0 END)
     AS buyers_unit_profit
FROM tips t
LEFT JOIN (SELECT tip_id, count(*)::integer AS purchase_count, sum(cost)::bigint AS cost
           FROM tip_purchases GROUP BY tip_id) p ON p.tip_id = t.id
WHERE t.status <> 'active' AND t.settled_at IS NOT NULL;

INSERT INTO tip_tallies_daily
SELECT user_id, sport_id, day, sum(won_count), sum(lost_count), sum(void_count), sum(decided_count),
  sum(decided_weight), sum(win_weight), sum(decided_odds_sum), sum(profit), sum(random_profit_variance),
  sum(clv_sum), sum(clv_count), sum(purchase_count), sum(paid_fun), sum(refunded_fun), sum(buyers_unit_profit)
FROM tip_tally_backfill GROUP BY user_id, sport_id, day;

-- The streak: wins newer than the newest loss (voids skipped), in settlement order (settled_at, id).
INSERT INTO tip_tallies_total
WITH last_loss AS (
  SELECT DISTINCT ON (user_id, sport_id) user_id, sport_id, settled_at, id FROM tip_tally_backfill
  WHERE lost_count = 1 ORDER BY user_id, sport_id, settled_at DESC, id DESC
)
SELECT b.user_id, b.sport_id, sum(won_count), sum(lost_count), sum(void_count), sum(decided_count),
  sum(decided_weight), sum(win_weight), sum(decided_odds_sum), sum(profit), sum(random_profit_variance),
  sum(clv_sum), sum(clv_count), sum(purchase_count), sum(paid_fun), sum(refunded_fun), sum(buyers_unit_profit),
  count(*) FILTER (WHERE b.won_count = 1 AND (l.settled_at IS NULL OR (b.settled_at, b.id) > (l.settled_at, l.id))),
  max(b.settled_at),
  (array_agg(b.id ORDER BY b.settled_at DESC, b.id DESC))[1]
FROM tip_tally_backfill b
LEFT JOIN last_loss l ON l.user_id = b.user_id AND l.sport_id = b.sport_id
GROUP BY b.user_id, b.sport_id;

INSERT INTO tip_ranking_refreshes (sport_id, settlements)
SELECT sport_id, count(*) FROM tip_tally_backfill GROUP BY sport_id;
