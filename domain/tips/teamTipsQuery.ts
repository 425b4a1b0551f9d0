import { TIP_CARD_FIELDS, TIPS_PAGE_SIZE, type TipOrder } from "./tipsQuery";

/**
 * The team page's Tips tab (issue 9): the users service's `tips` with the team filter, the tips on the
 * events the team plays (home or away), as every tip list shows them (`TipCard`, decoded with `TipsAnswer`).
 */
export const TEAM_TIPS_QUERY = /* GraphQL */ `
  query TeamTips($first: Int, $after: String, $filter: TipsFilter) {
    tips(first: $first, after: $after, filter: $filter) {
      tips {${TIP_CARD_FIELDS}      }
      pageInfo { endCursor hasNextPage }
    }
  }
`;

/** The tab's two lists: the tips not settled yet (on sale until their match starts), and the settled ones. */
export const TEAM_TIP_LISTS = ["open", "settled"] as const;
export type TeamTipList = (typeof TEAM_TIP_LISTS)[number];

export interface TeamTipsRequest {
  readonly teamId: string;
  readonly list: TeamTipList;
}

// A type alias, not an interface: urql's variables must be indexable.
export type TeamTipsVariables = {
  readonly first: number;
  readonly after: string | null;
  readonly filter: {
    readonly order: TipOrder;
    readonly status: "ACTIVE" | "CLOSED";
    readonly teamId: string;
  };
};

/**
 * The variables of one page of `request` after `cursor` (null for the first). Open tips come soonest match
 * first (the one being played, then the next), so the tips a visitor can still act on lead; settled ones
 * newest first.
 */
export const teamTipsVariables = (request: TeamTipsRequest, after: string | null): TeamTipsVariables => ({
  first: TIPS_PAGE_SIZE,
  after,
  filter:
    request.list === "open"
      ? { order: "NEAREST_START", status: "ACTIVE", teamId: request.teamId }
      : { order: "LAST_CREATED", status: "CLOSED", teamId: request.teamId },
});
