import type { TipsterTipsRequest } from "../../domain/tips/tipsterProfileQuery.ts";
import {
  createTipListMachine,
  type TipListContext,
  type TipListEvent,
  type TipListLoad,
  type TipListTag,
} from "../tipList/tipListMachine.ts";

/**
 * One of a profile's tip lists (issue 8): the user's active or closed tips in a sport, or the tips the
 * owner bought, newest first, as a list of tips behind a cursor (see tipListMachine). Its request does not
 * change: another list or sport is another actor.
 */
export type TipsterTipsLoad = TipListLoad<TipsterTipsRequest>;
export type TipsterTipsContext = TipListContext<TipsterTipsRequest>;
export type TipsterTipsEvent = TipListEvent<"tipsterTips">;
export type TipsterTipsTag = TipListTag;

export const tipsterTipsMachine = createTipListMachine<"tipsterTips", TipsterTipsRequest>({
  id: "tipsterTips",
});

export type TipsterTipsMachine = typeof tipsterTipsMachine;
