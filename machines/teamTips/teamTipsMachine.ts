import type { TeamTipList, TeamTipsRequest } from "../../domain/tips/teamTipsQuery.ts";
import {
  createTipListMachine,
  type TipListContext,
  type TipListEvent,
  type TipListLoad,
  type TipListTag,
} from "../tipList/tipListMachine.ts";

/**
 * A team page's Tips tab (issue 9): the marketplace's tips on the events the team plays, open ones or
 * settled ones, as a list of tips behind a cursor (see tipListMachine). Choosing the other list loads it
 * from the start; the same one again does nothing. Another team is another actor (the page is keyed by it).
 */
export type TeamTipsLoad = TipListLoad<TeamTipsRequest>;
export type TeamTipsContext = TipListContext<TeamTipsRequest>;

type TeamTipsRequestChange = { readonly type: "teamTips.list.select"; readonly list: TeamTipList };

export type TeamTipsEvent = TipListEvent<"teamTips"> | TeamTipsRequestChange;
export type TeamTipsTag = TipListTag;

const sameRequest = (a: TeamTipsRequest, b: TeamTipsRequest): boolean =>
  a.teamId === b.teamId && a.list === b.list;

export const teamTipsMachine = createTipListMachine<"teamTips", TeamTipsRequest, TeamTipsRequestChange>({
  id: "teamTips",
  sameRequest,
  requestChanges: {
    "teamTips.list.select": (request, event) => ({ ...request, list: event.list }),
  },
});

export type TeamTipsMachine = typeof teamTipsMachine;
