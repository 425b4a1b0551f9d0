import { Effect } from "effect";
import type { ChainableTip } from "../../../../domain/tips/chain/tipChain";
import type { SettlementResult } from "../../../../domain/tips/tip";
import { statusOfResult } from "../../../../domain/tips/tip";
import { execute } from "../../../../server/accounts/stores/columns";
import { Database } from "../../../../server/db/Database";
import type { SqlExecutor } from "../../../../server/db/SqlDriver";
import { appendSettlementEntry, appendTipEntry } from "../../../../server/tips/chain/tipChainStore";

export const CREATORS = ["creator-1", "creator-2", "creator-3"];

/** The users tips belong to (the tips table refers to them). */
export const insertCreators = async (sql: SqlExecutor): Promise<void> => {
  for (const id of CREATORS) {
    await sql.query(
      `INSERT INTO users (id, name, email, password_hash, created_at, updated_at) VALUES ($1, $1, $2, 'x', 0, 0)`,
      [id, `${id}@example.test`],
    );
  }
};

/**
 * Times as a live server would write them: tip n created at T0 + n, its event starting a second later,
 * settled a second after that, so tips and settlements chained together are close in time.
 */
const T0 = 1_799_000_000_000;

export const tipNumber = (
  n: number,
): ChainableTip & { readonly sportId: string; readonly marketType: string } => ({
  id: `tip-${String(n).padStart(5, "0")}`,
  creatorId: CREATORS[n % CREATORS.length]!,
  eventId: `event-${n}`,
  sportId: "soccer",
  eventStart: T0 + 1_000 + n,
  scopeKey: "full_event--0",
  marketName: "1x2--nil",
  marketType: "1x2",
  outcomeCode: n % 2 ? "P1" : "P2",
  odds: 1.5 + (n % 7) / 10,
  title: `Tip ${n}`,
  comment: `Why ${n}`,
  cost: n % 3 === 0 ? 0 : 10 * (n % 1_000),
  createdAt: T0 + n,
});

/**
 * What the create code will do: insert the tip and chain it, in one transaction. `chainAs` chains other
 * values than those inserted (to make the append fail).
 */
export const createTip = (n: number, chainAs: Partial<ChainableTip> = {}) => {
  const tip = tipNumber(n);
  return Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(
      Effect.gen(function* () {
        yield* execute(
          `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
             outcome_code, odds, title, comment, cost, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            tip.id,
            tip.creatorId,
            tip.eventId,
            tip.sportId,
            tip.eventStart,
            tip.scopeKey,
            tip.marketName,
            tip.marketType,
            tip.outcomeCode,
            tip.odds,
            tip.title,
            tip.comment,
            tip.cost,
            tip.createdAt,
          ],
        );
        return yield* appendTipEntry({ ...tip, ...chainAs });
      }),
    );
  });
};

/** What the settle code will do: write the result and chain it, in one transaction. */
export const settleTip = (n: number, result: SettlementResult) => {
  const tip = tipNumber(n);
  const settledAt = T0 + 2_000 + n;
  return Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(
      Effect.gen(function* () {
        yield* execute("UPDATE tips SET status = $2, result = $3, settled_at = $4 WHERE id = $1", [
          tip.id,
          statusOfResult(result),
          result,
          settledAt,
        ]);
        return yield* appendSettlementEntry({ tipId: tip.id, result, settledAt });
      }),
    );
  });
};
