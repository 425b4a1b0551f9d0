import { Effect, Schema } from "effect";
import { Millis, queryRows } from "../../accounts/stores/columns";

/** The lists the tips page, the profile tabs and the event page ask for. */
export const TipOrder = Schema.Literals(["LAST_CREATED", "POPULAR", "NEAREST_START"]);
export type TipOrder = typeof TipOrder.Type;

export interface TipsFilter {
  readonly order: TipOrder;
  /** ACTIVE: not settled (on sale until the start); CLOSED: settled; ANY: both. */
  readonly status: "ACTIVE" | "CLOSED" | "ANY";
  readonly onSaleOnly: boolean;
  readonly costMin?: number | undefined;
  readonly costMax?: number | undefined;
  readonly sportId?: string | undefined;
  readonly eventId?: string | undefined;
  readonly creatorId?: string | undefined;
  /** Tips on the events this team plays, home or away (the team page's tips tab). */
  readonly teamId?: string | undefined;
  /** Only tips this user bought (the tip-orders tab). */
  readonly purchasedBy?: string | undefined;
}

const TipRow = Schema.Struct({
  id: Schema.String,
  creator_id: Schema.String,
  creator_name: Schema.String,
  event_id: Schema.String,
  sport_id: Schema.String,
  event_start: Millis,
  scope_key: Schema.String,
  market_name: Schema.String,
  market_type: Schema.String,
  outcome_code: Schema.String,
  odds: Schema.Number,
  title: Schema.String,
  /** Null unless the viewer is the creator or a buyer. */
  comment: Schema.NullOr(Schema.String),
  cost: Millis,
  created_at: Millis,
  status: Schema.String,
  result: Schema.NullOr(Schema.String),
  closing_odds: Schema.NullOr(Schema.Number),
  purchased_times: Schema.Number,
  purchased_by_viewer: Schema.Boolean,
});
export type TipRow = typeof TipRow.Type;

/**
 * A tip row as a viewer (`$1`, null for a visitor) may see it: the comment only for its creator and its
 * buyers, whatever asks (the page, one tip, a profile tab).
 */
const TIP_SELECT = `SELECT t.id, t.creator_id, u.name AS creator_name, t.event_id, t.sport_id, t.event_start,
    t.scope_key, t.market_name, t.market_type, t.outcome_code, t.odds, t.title, t.cost, t.created_at, t.status,
    t.result, t.closing_odds, t.purchased_times,
    (p.buyer_id IS NOT NULL) AS purchased_by_viewer,
    CASE WHEN t.creator_id = $1 OR p.buyer_id IS NOT NULL THEN t.comment END AS comment
  FROM tips t
  JOIN users u ON u.id = t.creator_id
  LEFT JOIN tip_purchases p ON p.tip_id = t.id AND p.buyer_id = $1`;

/** The sort keys a cursor carries, per order: the last row's values, then its id. */
const ORDERS: Record<TipOrder, { readonly keys: ReadonlyArray<readonly [string, "ASC" | "DESC"]> }> = {
  LAST_CREATED: {
    keys: [
      ["t.created_at", "DESC"],
      ["t.id", "DESC"],
    ],
  },
  POPULAR: {
    keys: [
      ["t.purchased_times", "DESC"],
      ["t.created_at", "DESC"],
      ["t.id", "DESC"],
    ],
  },
  NEAREST_START: {
    keys: [
      ["t.event_start", "ASC"],
      ["t.id", "ASC"],
    ],
  },
};

const Cursor = Schema.Array(Schema.Union([Schema.Number, Schema.String]));

/** An opaque cursor: the last row's sort values, base64url JSON. */
export const encodeCursor = (order: TipOrder, row: TipRow): string => {
  const values: Record<string, number | string> = {
    "t.created_at": row.created_at,
    "t.id": row.id,
    "t.purchased_times": row.purchased_times,
    "t.event_start": row.event_start,
  };
  return Buffer.from(JSON.stringify(ORDERS[order].keys.map(([key]) => values[key]))).toString("base64url");
};

/** A cursor that does not decode (or belongs to another order) starts from the top. */
const decodeCursor = (
  order: TipOrder,
  cursor: string | undefined,
): ReadonlyArray<number | string> | undefined => {
  if (!cursor) return undefined;
  try {
    const values = Schema.decodeUnknownSync(Cursor)(JSON.parse(Buffer.from(cursor, "base64url").toString()));
    return values.length === ORDERS[order].keys.length ? values : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One page of tips, `first + 1` rows (the extra says whether there is a next page). Keyset paging: rows
 * after the cursor's sort values in the order's direction, so a page is an index range scan, whatever
 * its depth. The comment comes only for the viewer's own or bought tips: the query never reads it out
 * for anyone else.
 */
export const tipsPage = Effect.fn("tipQueries.page")(function* (
  filter: TipsFilter,
  viewerId: string | undefined,
  now: number,
  first: number,
  after: string | undefined,
) {
  const params: unknown[] = [viewerId ?? null];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [
    filter.status === "ACTIVE"
      ? "t.status = 'active'"
      : filter.status === "CLOSED"
        ? "t.status <> 'active'"
        : "TRUE",
  ];
  if (filter.onSaleOnly) where.push(`t.event_start > ${param(now)}`);
  if (filter.costMin !== undefined) where.push(`t.cost >= ${param(filter.costMin)}`);
  if (filter.costMax !== undefined) where.push(`t.cost <= ${param(filter.costMax)}`);
  if (filter.sportId) where.push(`t.sport_id = ${param(filter.sportId)}`);
  if (filter.eventId) where.push(`t.event_id = ${param(filter.eventId)}`);
  if (filter.creatorId) where.push(`t.creator_id = ${param(filter.creatorId)}`);
  if (filter.teamId) {
    const team = param(filter.teamId);
    where.push(`(t.home_team_id = ${team} OR t.away_team_id = ${team})`);
  }
  if (filter.purchasedBy)
    where.push(
      `EXISTS (SELECT 1 FROM tip_purchases o WHERE o.tip_id = t.id AND o.buyer_id = ${param(filter.purchasedBy)})`,
    );
  const { keys } = ORDERS[filter.order];
  const cursor = decodeCursor(filter.order, after);
  if (cursor) {
    // (a, b) > (x, y) in the order's direction; all keys of one order share it.
    const op = keys[0]![1] === "DESC" ? "<" : ">";
    where.push(
      `(${keys.map(([key]) => key).join(", ")}) ${op} (${cursor.map((value) => param(value)).join(", ")})`,
    );
  }
  const limit = param(first + 1);
  return yield* queryRows(
    TipRow,
    `${TIP_SELECT}
     WHERE ${where.join(" AND ")}
     ORDER BY ${keys.map(([key, direction]) => `${key} ${direction}`).join(", ")}
     LIMIT ${limit}`,
    params,
  );
});

/** One tip as the viewer may see it. */
export const tipById = Effect.fn("tipQueries.byId")((tipId: string, viewerId: string | undefined) =>
  Effect.map(
    queryRows(TipRow, `${TIP_SELECT} WHERE t.id = $2`, [viewerId ?? null, tipId]),
    (rows) => rows[0],
  ),
);
