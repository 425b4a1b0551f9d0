/** The marketplace's queries on the users service (issue 8). */
export const tipsTypeDefs = /* GraphQL */ `
  enum TipOrder {
    LAST_CREATED
    POPULAR
    NEAREST_START
  }
  enum TipListStatus {
    "Not settled yet."
    ACTIVE
    "Won, lost or void."
    CLOSED
  }
  input TipsFilter {
    order: TipOrder
    status: TipListStatus
    costMin: Int
    costMax: Int
    sportId: ID
    eventId: ID
    creatorId: ID
    "Tips on the events this team plays, home or away (issue 9: the team page's Tips tab)."
    teamId: ID
  }
  type TipCost {
    amount: Int!
    currency: String!
  }
  type TipCreator {
    id: ID!
    name: String!
  }
  "What a tip picks, by its keys in the feed tree: scope, market and outcome of one event."
  type TipSelection {
    eventId: ID!
    scopeKey: String!
    marketName: String!
    marketType: String!
    outcomeCode: String!
  }
  type Tip {
    id: ID!
    createdAt: Float!
    eventStart: Float!
    sportId: ID!
    title: String!
    "Only for the tip's creator and its buyers; null for everyone else."
    comment: String
    selection: TipSelection!
    "The line's odds when the tip was made."
    odds: Float!
    "The last odds before the start, once known (closing-line value)."
    closingOdds: Float
    cost: TipCost!
    creator: TipCreator!
    "active, won, lost or void."
    status: String!
    "won, lost, void, half_won or half_lost once settled."
    predictionResult: String
    purchasedTimes: Int!
    "Whether the signed-in viewer bought it."
    purchasedByViewer: Boolean!
  }
  type TipsPageInfo {
    endCursor: String
    hasNextPage: Boolean!
  }
  type TipsPage {
    tips: [Tip!]!
    pageInfo: TipsPageInfo!
  }
  extend type Query {
    "Tips, newest first by default; ACTIVE lists tips still on sale."
    tips(first: Int, after: String, filter: TipsFilter): TipsPage!
    tip(id: ID!): Tip
    "The signed-in user's bought tips (empty for a visitor)."
    tipOrders(first: Int, after: String, sportId: ID): TipsPage!
  }
`;
