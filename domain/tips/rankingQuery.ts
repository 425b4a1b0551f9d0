import { Schema } from "effect";
import { RankingTab, StatisticsPeriod } from "./stats/periods";

/**
 * The ranking page's one users-service query (issue 8): the top of a tab in a sport and period. The field
 * list matches `RankingRow`, which decodes the answer. FOLLOWING answers the viewer's leaders (none for a
 * visitor), so a signed-in browser asks with its token.
 */
export const RANKING_QUERY = /* GraphQL */ `
  query TipsterRanking($sportId: ID!, $tab: RankingTab!, $period: RankingPeriod!, $limit: Int) {
    tipsterRanking(sportId: $sportId, tab: $tab, period: $period, limit: $limit) {
      position
      userId
      name
      avatar
      value
      sampleSize
      settledCount
      qualified
      winRate
      winRateLowerBound
      profit
      streak
      luck
      averageOdds
      closingLineValue
      buyersReturn { settledPurchaseCount paidFun netFun stake }
    }
  }
`;

/** What the page (or the home's top 3) asks for. */
export interface RankingRequest {
  readonly sportId: string;
  readonly tab: RankingTab;
  readonly period: StatisticsPeriod;
  /** At most this many rows (the server keeps 100). */
  readonly limit: number;
}

// A type alias, not an interface: urql's variables must be indexable.
export type RankingVariables = {
  readonly sportId: string;
  readonly tab: RankingTab;
  readonly period: StatisticsPeriod;
  readonly limit: number;
};

export const rankingVariables = (request: RankingRequest): RankingVariables => ({
  sportId: request.sportId,
  tab: request.tab,
  period: request.period,
  limit: request.limit,
});

export const RankingRow = Schema.Struct({
  position: Schema.Number,
  userId: Schema.String,
  name: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  value: Schema.Number,
  sampleSize: Schema.Number,
  settledCount: Schema.Number,
  qualified: Schema.Boolean,
  winRate: Schema.NullOr(Schema.Number),
  winRateLowerBound: Schema.Number,
  profit: Schema.Number,
  streak: Schema.Number,
  luck: Schema.NullOr(Schema.Number),
  averageOdds: Schema.NullOr(Schema.Number),
  closingLineValue: Schema.NullOr(Schema.Number),
  buyersReturn: Schema.Struct({
    settledPurchaseCount: Schema.Number,
    paidFun: Schema.Number,
    netFun: Schema.Number,
    stake: Schema.Number,
  }),
});
export type RankingRow = typeof RankingRow.Type;

export const RankingAnswer = Schema.Struct({ tipsterRanking: Schema.Array(RankingRow) });
export type RankingAnswer = typeof RankingAnswer.Type;

/** A path segment as a tab, or undefined when it is not one of the spec's names (exact case). */
export const rankingTabOf = (segment: string): RankingTab | undefined =>
  (RankingTab.literals as ReadonlyArray<string>).includes(segment) ? (segment as RankingTab) : undefined;

/** A path segment as a period, or undefined when it is not one of the spec's names (exact case). */
export const rankingPeriodOf = (segment: string): StatisticsPeriod | undefined =>
  (StatisticsPeriod.literals as ReadonlyArray<string>).includes(segment)
    ? (segment as StatisticsPeriod)
    : undefined;
