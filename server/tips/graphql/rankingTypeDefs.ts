/** Tipster statistics and the ranking on the users service (issue 8); names are the spec's. */
export const rankingTypeDefs = /* GraphQL */ `
  enum RankingTab {
    ALL
    TOP_PROFIT
    TOP_WIN_RATE
    TOP_STREAK
    FOLLOWING
  }
  enum RankingPeriod {
    ALL_TIME
    LAST_3_DAYS
    LAST_7_DAYS
    LAST_30_DAYS
    LAST_90_DAYS
  }
  "What buyers of a tipster's settled tips got, at a notional stake per bought tip."
  type TipsterBuyersReturn {
    settledPurchaseCount: Int!
    paidFun: Float!
    refundedFun: Float!
    "Sum over purchases of the tip's profit at stake 1."
    unitProfit: Float!
    "unitProfit × stake - paidFun."
    netFun: Float!
    "The stake at which the bought tips repay their price; null if none does."
    breakEvenStake: Float
    stake: Float!
  }
  type TipsterRankingRow {
    "1-based and distinct: ties are broken by sample size, then user id."
    position: Int!
    userId: ID!
    name: String!
    avatar: String
    "The tab's number: sample size (ALL, FOLLOWING), profit, win rate or streak."
    value: Float!
    "Decided (not void) tips of the period."
    sampleSize: Int!
    settledCount: Int!
    "At least the minimum of decided tips to be ranked on profit and win rate."
    qualified: Boolean!
    winRate: Float
    "TOP_WIN_RATE orders by this (Wilson, 95 %)."
    winRateLowerBound: Float!
    profit: Float!
    "Current winning streak, all time."
    streak: Int!
    "Chance that random picks at the same odds make this profit; null while not qualified."
    luck: Float
    averageOdds: Float
    closingLineValue: Float
    buyersReturn: TipsterBuyersReturn!
  }
  type TipsterStatistics {
    userId: ID!
    sportId: ID!
    period: RankingPeriod!
    winRate: Float
    averageOdds: Float
    "Units at stake 1."
    profit: Float!
    "Newest first: won, lost, void, half_won or half_lost."
    lastResults: [String!]!
    streak: Int!
    wonCount: Int!
    lostCount: Int!
    voidCount: Int!
    totalClosedPredictionsCount: Int!
    totalActivePredictionsCount: Int!
    sampleSize: Int!
    winRateLowerBound: Float!
    luck: Float
    closingLineValue: Float
    buyersReturn: TipsterBuyersReturn!
  }
  extend type Query {
    "The top of a tab (at most 100); TOP_STREAK is all time whatever the period. FOLLOWING needs a signed-in viewer."
    tipsterRanking(sportId: ID!, tab: RankingTab!, period: RankingPeriod!, limit: Int): [TipsterRankingRow!]!
    tipsterStatistics(userId: ID!, sportId: ID!, period: RankingPeriod!): TipsterStatistics!
  }
`;
