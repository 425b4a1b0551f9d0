import { Schema } from "effect";
import { SettlementResult, TipStatus } from "./tip";

/**
 * The fields of a tip as a list shows it, the same wherever tips are listed (`TipCard` decodes them); the
 * tip lists' queries select them.
 */
export const TIP_CARD_FIELDS = `
        id
        createdAt
        eventStart
        sportId
        title
        comment
        selection { eventId scopeKey marketName marketType outcomeCode }
        odds
        closingOdds
        cost { amount currency }
        creator { id name }
        status
        predictionResult
        purchasedTimes
        purchasedByViewer
`;

/**
 * The tips page's one users-service query (issue 8): a keyset page of tips on sale, by order and filter.
 * The field list matches `TipCard`, which decodes the answer; `comment` is null unless the viewer made or
 * bought the tip.
 */
export const TIPS_QUERY = /* GraphQL */ `
  query Tips($first: Int, $after: String, $filter: TipsFilter) {
    tips(first: $first, after: $after, filter: $filter) {
      tips {${TIP_CARD_FIELDS}      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;

export const TIP_ORDERS = ["LAST_CREATED", "POPULAR", "NEAREST_START"] as const;
export type TipOrder = (typeof TIP_ORDERS)[number];

/** How many tips one page asks for. */
export const TIPS_PAGE_SIZE = 20;

/** What the page filters by: the sport of its tab, the order and a cost range in FUN. */
export interface TipsRequest {
  readonly sportId: string;
  readonly order: TipOrder;
  readonly costMin: number | null;
  readonly costMax: number | null;
  /** How many tips a page holds; TIPS_PAGE_SIZE when not said (the home's popular tips ask for 5). */
  readonly first?: number;
}

// A type alias, not an interface: urql's variables must be indexable.
export type TipsVariables = {
  readonly first: number;
  readonly after: string | null;
  readonly filter: {
    readonly order: TipOrder;
    readonly sportId: string;
    readonly costMin?: number;
    readonly costMax?: number;
  };
};

/** The variables of one page of `request`, after `cursor` (null for the first). */
export const tipsVariables = (request: TipsRequest, after: string | null): TipsVariables => ({
  first: request.first ?? TIPS_PAGE_SIZE,
  after,
  filter: {
    order: request.order,
    sportId: request.sportId,
    ...(request.costMin === null ? {} : { costMin: request.costMin }),
    ...(request.costMax === null ? {} : { costMax: request.costMax }),
  },
});

export const TipCard = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.Number,
  eventStart: Schema.Number,
  sportId: Schema.String,
  title: Schema.String,
  comment: Schema.NullOr(Schema.String),
  selection: Schema.Struct({
    eventId: Schema.String,
    scopeKey: Schema.String,
    marketName: Schema.String,
    marketType: Schema.String,
    outcomeCode: Schema.String,
  }),
  odds: Schema.Number,
  closingOdds: Schema.NullOr(Schema.Number),
  cost: Schema.Struct({ amount: Schema.Number, currency: Schema.String }),
  creator: Schema.Struct({ id: Schema.String, name: Schema.String }),
  status: TipStatus,
  predictionResult: Schema.NullOr(SettlementResult),
  purchasedTimes: Schema.Number,
  purchasedByViewer: Schema.Boolean,
});
export type TipCard = typeof TipCard.Type;

export const TipsPage = Schema.Struct({
  tips: Schema.Array(TipCard),
  pageInfo: Schema.Struct({ endCursor: Schema.NullOr(Schema.String), hasNextPage: Schema.Boolean }),
});
export type TipsPage = typeof TipsPage.Type;

export const TipsAnswer = Schema.Struct({ tips: TipsPage });
export type TipsAnswer = typeof TipsAnswer.Type;
