import { Effect } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import type { UsersDeps } from "../../accounts/graphql/usersSchemaParts";
import type { GatewayContext } from "../../graphql/GatewayContext";
import { runResolver } from "../../graphql/runResolver";
import {
  encodeCursor,
  type TipOrder,
  type TipRow,
  type TipsFilter,
  tipById,
  tipsPage,
} from "../stores/tipQueries";
import { tipsTypeDefs } from "./tipsTypeDefs";
import { viewerOf } from "./viewerOf";

const PAGE_DEFAULT = 20;
const PAGE_MAX = 100;

const toTip = (row: TipRow) => ({
  id: row.id,
  createdAt: row.created_at,
  eventStart: row.event_start,
  sportId: row.sport_id,
  title: row.title,
  comment: row.comment,
  selection: {
    eventId: row.event_id,
    scopeKey: row.scope_key,
    marketName: row.market_name,
    marketType: row.market_type,
    outcomeCode: row.outcome_code,
  },
  odds: row.odds,
  closingOdds: row.closing_odds,
  cost: { amount: row.cost, currency: FUN_CURRENCY },
  creator: { id: row.creator_id, name: row.creator_name },
  status: row.status,
  predictionResult: row.result,
  purchasedTimes: row.purchased_times,
  purchasedByViewer: row.purchased_by_viewer,
});

const pageOf = (order: TipOrder, rows: ReadonlyArray<TipRow>, first: number) => {
  const shown = rows.slice(0, first);
  const last = shown.at(-1);
  return {
    tips: shown.map(toTip),
    pageInfo: { endCursor: last ? encodeCursor(order, last) : null, hasNextPage: rows.length > first },
  };
};

const size = (first: number | null | undefined) => Math.min(PAGE_MAX, Math.max(1, first ?? PAGE_DEFAULT));

interface FilterArgs {
  readonly order?: TipOrder | null;
  readonly status?: "ACTIVE" | "CLOSED" | null;
  readonly costMin?: number | null;
  readonly costMax?: number | null;
  readonly sportId?: string | null;
  readonly eventId?: string | null;
  readonly creatorId?: string | null;
  readonly teamId?: string | null;
}

const filterOf = (args: FilterArgs | null | undefined): TipsFilter => {
  const status = args?.status ?? "ACTIVE";
  return {
    order: args?.order ?? "LAST_CREATED",
    status,
    // A profile's, an event's or a team's active tips stay listed after the start until they settle; the
    // tips page (none of those) lists what is still on sale.
    onSaleOnly: status === "ACTIVE" && !args?.creatorId && !args?.eventId && !args?.teamId,
    costMin: args?.costMin ?? undefined,
    costMax: args?.costMax ?? undefined,
    sportId: args?.sportId ?? undefined,
    eventId: args?.eventId ?? undefined,
    creatorId: args?.creatorId ?? undefined,
    teamId: args?.teamId ?? undefined,
  };
};

/** The marketplace's queries; storage errors are defects, masked by runResolver. */
export const tipsSchemaParts = (deps: UsersDeps) => ({
  typeDefs: tipsTypeDefs,
  resolvers: {
    Query: {
      tips: (
        _parent: unknown,
        args: { first?: number | null; after?: string | null; filter?: FilterArgs | null },
        context: GatewayContext,
      ) => {
        const filter = filterOf(args.filter);
        const first = size(args.first);
        return runResolver(
          deps,
          "users",
          "tips",
          Effect.gen(function* () {
            const viewer = yield* viewerOf(context.accessToken);
            const rows = yield* tipsPage(
              filter,
              viewer,
              (deps.now ?? Date.now)(),
              first,
              args.after ?? undefined,
            );
            return pageOf(filter.order, rows, first);
          }).pipe(Effect.orDie),
        );
      },
      tip: (_parent: unknown, args: { id: string }, context: GatewayContext) =>
        runResolver(
          deps,
          "users",
          "tip",
          Effect.gen(function* () {
            const row = yield* tipById(args.id, yield* viewerOf(context.accessToken));
            return row ? toTip(row) : null;
          }).pipe(Effect.orDie),
        ),
      tipOrders: (
        _parent: unknown,
        args: { first?: number | null; after?: string | null; sportId?: string | null },
        context: GatewayContext,
      ) => {
        const first = size(args.first);
        return runResolver(
          deps,
          "users",
          "tipOrders",
          Effect.gen(function* () {
            const viewer = yield* viewerOf(context.accessToken);
            if (viewer === undefined) return pageOf("LAST_CREATED", [], first);
            const filter: TipsFilter = {
              order: "LAST_CREATED",
              status: "ANY",
              onSaleOnly: false,
              sportId: args.sportId ?? undefined,
              purchasedBy: viewer,
            };
            const bought = yield* tipsPage(
              filter,
              viewer,
              (deps.now ?? Date.now)(),
              first,
              args.after ?? undefined,
            );
            return pageOf("LAST_CREATED", bought, first);
          }).pipe(Effect.orDie),
        );
      },
    },
  },
});
