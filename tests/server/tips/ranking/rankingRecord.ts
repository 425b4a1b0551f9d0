import type { TipPurchaseRecord } from "../../../../domain/tips/stats/buyersReturn";
import { DAY_MS } from "../../../../domain/tips/stats/periods";
import type { SettledTip, SettlementResult } from "../../../../domain/tips/tip";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { mulberry32 } from "../../../../server/provider/simulator/match/random";

/**
 * A seeded record of settled tips for the ranking's store tests: several tipsters in two sports over
 * 120 days, every result kind, closing prices on some tips, purchases on some, and settlement runs that
 * settle several tips in the same millisecond (one tipster's too), so the streak's tie order is used.
 */
export const BASE = Date.UTC(2026, 6, 1, 0, 0, 0, 0);
export const SPORTS = ["sport-a", "sport-b"] as const;
export const BUYERS = ["buyer-1", "buyer-2", "buyer-3"] as const;

export interface RecordTip extends SettledTip {
  readonly cost: number;
  readonly buyers: ReadonlyArray<string>;
}

export const makeRecord = (seed: number, tipsters: number): ReadonlyArray<RecordTip> => {
  const random = mulberry32(seed).next;
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!;
  // Settlement runs: a run settles every tip it takes at one instant.
  const runs = Array.from({ length: 240 }, () => BASE + Math.floor(random() * 120 * DAY_MS));
  const tips: RecordTip[] = [];
  for (let user = 0; user < tipsters; user++) {
    const count = 10 + Math.floor(random() * 100);
    // Some tipsters win more than others, so the top places are not a coin toss.
    const skill = random();
    for (let n = 0; n < count; n++) {
      const roll = random();
      const result: SettlementResult =
        roll < 0.08
          ? "void"
          : roll < 0.16
            ? pick(["half_won", "half_lost"] as const)
            : random() < 0.3 + skill * 0.4
              ? "won"
              : "lost";
      const odds = Math.round((1.2 + random() * 4.8) * 100) / 100;
      const cost = random() < 0.5 ? 0 : 1 + Math.floor(random() * 300);
      tips.push({
        tipId: `tip-${String(user).padStart(2, "0")}-${String(n).padStart(3, "0")}`,
        creatorId: `tipster-${String(user).padStart(2, "0")}`,
        sportId: random() < 0.8 ? SPORTS[0] : SPORTS[1],
        odds,
        result,
        settledAt: pick(runs),
        closingOdds: random() < 0.6 ? Math.round((1.2 + random() * 4.8) * 100) / 100 : null,
        cost,
        buyers: BUYERS.filter(() => random() < 0.25),
      });
    }
    // The tipster's newest run settles two of their tips at once, a win and a loss in either id order:
    // the current streak then depends on the tie order (settledOrder.ts).
    const last = Math.max(...runs);
    const pair: ReadonlyArray<SettlementResult> = random() < 0.5 ? ["won", "lost"] : ["lost", "won"];
    pair.forEach((result, index) => {
      tips.push({
        tipId: `tip-${String(user).padStart(2, "0")}-last-${index}`,
        creatorId: `tipster-${String(user).padStart(2, "0")}`,
        sportId: SPORTS[0],
        odds: 2,
        result,
        settledAt: last,
        closingOdds: null,
        cost: 0,
        buyers: [],
      });
    });
  }
  return tips;
};

export const purchasesOf = (tips: ReadonlyArray<RecordTip>): ReadonlyArray<TipPurchaseRecord> =>
  tips.flatMap((tip) =>
    tip.buyers.map((buyerId) => ({
      tipId: tip.tipId,
      buyerId,
      cost: tip.cost,
      refunded: tip.result === "void",
    })),
  );

/** The users, and the tips as active rows with their purchases, as the marketplace would have them. */
export const insertActive = async (driver: SqlDriver, tips: ReadonlyArray<RecordTip>) => {
  const users = [...new Set([...tips.map((tip) => tip.creatorId), ...BUYERS])];
  await driver.query(
    `INSERT INTO users (id, name, email, password_hash, created_at, updated_at)
     SELECT id, 'Name ' || id, id || '@example.com', 'x', $2, $2 FROM unnest($1::text[]) AS id`,
    [users, BASE],
  );
  await driver.query(
    `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
       outcome_code, odds, title, comment, cost, created_at, closing_odds, purchased_times)
     SELECT x.id, x.creator_id, 'event-' || x.id, x.sport_id, x.event_start, 'full_event--0', '1x2--nil', '1x2',
       'P1', x.odds, 'Pick', 'Why', x.cost, x.event_start - 3600000, x.closing_odds, x.purchased_times
     FROM json_to_recordset($1::json) AS x(id text, creator_id text, sport_id text, event_start bigint,
       odds double precision, cost bigint, closing_odds double precision, purchased_times integer)`,
    [
      JSON.stringify(
        tips.map((tip) => ({
          id: tip.tipId,
          creator_id: tip.creatorId,
          sport_id: tip.sportId,
          event_start: tip.settledAt - 7_200_000,
          odds: tip.odds,
          cost: tip.cost,
          closing_odds: tip.closingOdds,
          purchased_times: tip.buyers.length,
        })),
      ),
    ],
  );
  const purchases = purchasesOf(tips);
  if (purchases.length > 0)
    await driver.query(
      `INSERT INTO tip_purchases (tip_id, buyer_id, cost, created_at)
       SELECT x.tip_id, x.buyer_id, x.cost, $2 FROM json_to_recordset($1::json) AS x(tip_id text, buyer_id text, cost bigint)`,
      [JSON.stringify(purchases.map((p) => ({ tip_id: p.tipId, buyer_id: p.buyerId, cost: p.cost }))), BASE],
    );
};

/** What the lead's markSettled writes. */
export const markSettledSql = `UPDATE tips SET status = $2, result = $3, settled_at = $4 WHERE id = $1 AND status = 'active'`;
