import { Effect } from "effect";
import type { RankingTab, StatisticsPeriod } from "../../../domain/tips/stats/periods";
import type { UsersDeps } from "../../accounts/graphql/usersSchemaParts";
import type { GatewayContext } from "../../graphql/GatewayContext";
import { runResolver } from "../../graphql/runResolver";
import { buyersReturnOfSums, type RankedTipster } from "../ranking/rankedTipster";
import { clampLimit, type RankingRowView, tipsterRanking } from "../ranking/rankingQueries";
import { tipsterStatistics } from "../ranking/tipsterStatistics";
import { rankingTypeDefs } from "./rankingTypeDefs";
import { viewerOf } from "./viewerOf";

const buyersReturnOf = (tipster: RankedTipster) =>
  buyersReturnOfSums({
    purchaseCount: tipster.purchaseCount,
    paidFun: tipster.paidFun,
    refundedFun: tipster.refundedFun,
    buyersUnitProfit: tipster.buyersUnitProfit,
  });

const toRow = ({ position, value, name, avatar, tipster }: RankingRowView) => ({
  position,
  userId: tipster.userId,
  name,
  avatar,
  value,
  sampleSize: tipster.sampleSize,
  settledCount: tipster.settledCount,
  qualified: tipster.qualified,
  winRate: tipster.winRate,
  winRateLowerBound: tipster.winRateLowerBound,
  profit: tipster.profit,
  streak: tipster.streak,
  luck: tipster.luck,
  averageOdds: tipster.averageOdds,
  closingLineValue: tipster.closingLineValue,
  buyersReturn: buyersReturnOf(tipster),
});

/** The ranking and statistics queries; storage errors are defects, masked by runResolver. */
export const rankingSchemaParts = (deps: UsersDeps) => ({
  typeDefs: rankingTypeDefs,
  resolvers: {
    Query: {
      tipsterRanking: (
        _parent: unknown,
        args: { sportId: string; tab: RankingTab; period: StatisticsPeriod; limit?: number | null },
        context: GatewayContext,
      ) =>
        runResolver(
          deps,
          "users",
          "tipsterRanking",
          Effect.gen(function* () {
            const viewer = args.tab === "FOLLOWING" ? yield* viewerOf(context.accessToken) : undefined;
            const rows = yield* tipsterRanking(
              args.sportId,
              args.tab,
              args.period,
              clampLimit(args.limit),
              viewer,
            );
            return rows.map(toRow);
          }).pipe(Effect.orDie),
        ),
      tipsterStatistics: (
        _parent: unknown,
        args: { userId: string; sportId: string; period: StatisticsPeriod },
      ) =>
        runResolver(
          deps,
          "users",
          "tipsterStatistics",
          Effect.map(
            tipsterStatistics(args.userId, args.sportId, args.period, (deps.now ?? Date.now)()),
            (statistics) => ({
              userId: args.userId,
              sportId: args.sportId,
              period: args.period,
              ...statistics,
            }),
          ).pipe(Effect.orDie),
        ),
    },
  },
});
