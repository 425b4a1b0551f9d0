import type { TipOrder, TipsRequest } from "../../domain/tips/tipsQuery.ts";
import {
  createTipListMachine,
  type TipListContext,
  type TipListEvent,
  type TipListLoad,
  type TipListTag,
} from "../tipList/tipListMachine.ts";

/**
 * The tips page (issue 8, accounts spec section 4): the tips on sale for a sport in the chosen order and
 * cost range, as a list of tips behind a cursor (see tipListMachine). A new order or filter loads from the
 * start; the same one again does nothing.
 */
export type TipsPageLoad = TipListLoad<TipsRequest>;
export type TipsPageContext = TipListContext<TipsRequest>;

type TipsPageRequestChange =
  | { readonly type: "tipsPage.order.select"; readonly order: TipOrder }
  | {
      readonly type: "tipsPage.filter.apply";
      readonly order: TipOrder;
      readonly costMin: number | null;
      readonly costMax: number | null;
    };

export type TipsPageEvent = TipListEvent<"tipsPage"> | TipsPageRequestChange;
export type TipsPageTag = TipListTag;

const sameRequest = (a: TipsRequest, b: TipsRequest): boolean =>
  a.sportId === b.sportId && a.order === b.order && a.costMin === b.costMin && a.costMax === b.costMax;

export const tipsPageMachine = createTipListMachine<"tipsPage", TipsRequest, TipsPageRequestChange>({
  id: "tipsPage",
  sameRequest,
  requestChanges: {
    "tipsPage.order.select": (request, event) => ({ ...request, order: event.order }),
    "tipsPage.filter.apply": (request, event) => ({
      ...request,
      order: event.order,
      costMin: event.costMin,
      costMax: event.costMax,
    }),
  },
});

export type TipsPageMachine = typeof tipsPageMachine;
