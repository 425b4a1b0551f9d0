import { isEnded } from "../../event/lifecycle";
import { parseMarketName } from "../../feed/ids";
import type { FeedEvent } from "../../feed/tree";
import type { SettlementResult, TipSelection } from "../tip";
import { marketTally } from "./marketBasis";
import { isSettledMarketType, type SettlementContext, settleMarket } from "./marketRules";
import { isScopeOver, parseScopeKey } from "./scopeOver";

/**
 * How a pick came out by the event's scores, or undefined while its scope is still to be played
 * (scopeOver.ts). What cannot be settled is void (refunded): a market type or outcome code no rule
 * knows, a line that is not a multiple of a quarter, a scope key that names no scope, and, once the
 * event has ended, a scope never played or a score that is not a count. While the event is still in
 * play a missing score is waited for instead. A selection of another event is not this event's to
 * settle: undefined.
 */
export const settleSelection = (
  event: FeedEvent,
  selection: TipSelection,
  context: SettlementContext = {},
): SettlementResult | undefined => {
  if (selection.eventId !== event.id || !isScopeOver(event, selection.scopeKey)) return undefined;
  const { type, parameters } = parseMarketName(selection.marketName);
  if (!isSettledMarketType(type) || parseScopeKey(selection.scopeKey) === undefined) return "void";
  const tally = marketTally(event, selection.scopeKey, type);
  if (tally === undefined) return isEnded(event.status) ? "void" : undefined;
  return settleMarket(type, selection.outcomeCode, parameters, tally, context);
};
