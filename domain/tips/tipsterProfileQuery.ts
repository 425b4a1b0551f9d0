import { Schema } from "effect";
import { PublicUser } from "../accounts/publicUser";
import type { StatisticsPeriod } from "./stats/periods";
import { SettlementResult } from "./tip";
import { TIP_CARD_FIELDS, TIPS_PAGE_SIZE, TIPS_QUERY } from "./tipsQuery";

/**
 * The public profile's users-service queries (issue 8, accounts spec sections 2-3): the user with their
 * statistics in one sport and period, the statistics alone when the period changes, and the user's tips
 * (the tips page's `Tips` query with the creator filter) or the tips the owner bought (`tipOrders`).
 */
const STATISTICS_FIELDS = /* GraphQL */ `
  winRate
  averageOdds
  profit
  lastResults
  streak
  wonCount
  lostCount
  voidCount
  totalClosedPredictionsCount
  totalActivePredictionsCount
  sampleSize
  winRateLowerBound
  luck
  closingLineValue
  buyersReturn { settledPurchaseCount paidFun netFun breakEvenStake stake }
`;

export const TIPSTER_PROFILE_QUERY = /* GraphQL */ `
  query TipsterProfile($id: ID!, $sportId: ID!, $period: RankingPeriod!) {
    user(id: $id) {
      id
      name
      avatar
      biography
      followersIds
      followingIds
      predictionsStatistics { activeTipsCount }
    }
    tipsterStatistics(userId: $id, sportId: $sportId, period: $period) {
      ${STATISTICS_FIELDS}
    }
  }
`;

export const TIPSTER_STATISTICS_QUERY = /* GraphQL */ `
  query TipsterStatistics($id: ID!, $sportId: ID!, $period: RankingPeriod!) {
    tipsterStatistics(userId: $id, sportId: $sportId, period: $period) {
      ${STATISTICS_FIELDS}
    }
  }
`;

export const TipsterStatistics = Schema.Struct({
  winRate: Schema.NullOr(Schema.Number),
  averageOdds: Schema.NullOr(Schema.Number),
  /** Units at stake 1. */
  profit: Schema.Number,
  /** Newest first. */
  lastResults: Schema.Array(SettlementResult),
  streak: Schema.Number,
  wonCount: Schema.Number,
  lostCount: Schema.Number,
  voidCount: Schema.Number,
  totalClosedPredictionsCount: Schema.Number,
  totalActivePredictionsCount: Schema.Number,
  /** Decided (not void) tips of the period: what the win rate stands on. */
  sampleSize: Schema.Number,
  /** The Wilson interval's lower bound (95 %) of the win rate. */
  winRateLowerBound: Schema.Number,
  /** Chance that random picks at the same odds make this profit; null below the ranking's minimum. */
  luck: Schema.NullOr(Schema.Number),
  closingLineValue: Schema.NullOr(Schema.Number),
  buyersReturn: Schema.Struct({
    settledPurchaseCount: Schema.Number,
    paidFun: Schema.Number,
    netFun: Schema.Number,
    breakEvenStake: Schema.NullOr(Schema.Number),
    stake: Schema.Number,
  }),
});
export type TipsterStatistics = typeof TipsterStatistics.Type;

/** The Tipster card's count (spec section 3): every tip the user made but the active ones. */
export const predictionsCountOf = (statistics: TipsterStatistics): number =>
  statistics.totalClosedPredictionsCount;

export const TipsterProfileAnswer = Schema.Struct({
  user: Schema.NullOr(PublicUser),
  tipsterStatistics: TipsterStatistics,
});
export type TipsterProfileAnswer = typeof TipsterProfileAnswer.Type;

export const TipsterStatisticsAnswer = Schema.Struct({ tipsterStatistics: TipsterStatistics });

/** Whose profile, which sport's statistics and for which period. */
export interface TipsterProfileRequest {
  readonly userId: string;
  readonly sportId: string;
  readonly period: StatisticsPeriod;
}

// Type aliases, not interfaces: urql's variables must be indexable.
export type TipsterProfileVariables = {
  readonly id: string;
  readonly sportId: string;
  readonly period: StatisticsPeriod;
};

export const tipsterProfileVariables = (request: TipsterProfileRequest): TipsterProfileVariables => ({
  id: request.userId,
  sportId: request.sportId,
  period: request.period,
});

/** The profile's tip lists: the user's active or closed tips, or the tips the owner bought. */
export type TipsterTipsList = "active" | "closed" | "orders";

export interface TipsterTipsRequest {
  readonly list: TipsterTipsList;
  readonly userId: string;
  readonly sportId: string;
}

/** `tips` with the creator filter: the tips page's document, other filter fields. */
export const TIPSTER_TIPS_QUERY = TIPS_QUERY;

export type TipsterTipsVariables = {
  readonly first: number;
  readonly after: string | null;
  readonly filter: {
    readonly order: "LAST_CREATED";
    readonly status: "ACTIVE" | "CLOSED";
    readonly sportId: string;
    readonly creatorId: string;
  };
};

export const tipsterTipsVariables = (
  request: TipsterTipsRequest & { readonly list: "active" | "closed" },
  after: string | null,
): TipsterTipsVariables => ({
  first: TIPS_PAGE_SIZE,
  after,
  filter: {
    order: "LAST_CREATED",
    status: request.list === "active" ? "ACTIVE" : "CLOSED",
    sportId: request.sportId,
    creatorId: request.userId,
  },
});

/** The owner's bought tips (`tipOrders`, as the signed-in viewer only), newest first. */
export const TIP_ORDERS_QUERY = /* GraphQL */ `
  query TipOrders($first: Int, $after: String, $sportId: ID) {
    tips: tipOrders(first: $first, after: $after, sportId: $sportId) {
      tips {${TIP_CARD_FIELDS}      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export type TipOrdersVariables = {
  readonly first: number;
  readonly after: string | null;
  readonly sportId: string;
};

export const tipOrdersVariables = (
  request: TipsterTipsRequest,
  after: string | null,
): TipOrdersVariables => ({
  first: TIPS_PAGE_SIZE,
  after,
  sportId: request.sportId,
});
