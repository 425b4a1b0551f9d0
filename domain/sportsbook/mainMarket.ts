import { FULL_EVENT_SCOPE } from "../feed/ids";
import type { FeedEvent, Market } from "../feed/tree";
import { lineColumns } from "./lineColumns";
import { marketPriority } from "./marketPriority";

/**
 * How far a market is from an even book: the spread of its prices. Of several lines of one type (totals
 * 2.5, 3.5…) the main line is the most balanced one.
 */
export const imbalance = (market: Pick<Market, "outcomes">): number => {
  const prices = Object.values(market.outcomes).map((outcome) => outcome.coefficient);
  return prices.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...prices) - Math.min(...prices);
};

/**
 * The market a line row and a top event show for an event (sports-data section 9): of its full-event
 * markets the sport ranks, with at least one outcome and no more than the line has columns, the highest
 * priority, then the most balanced line, then the market key (so the pick does not depend on key order).
 * Null when the event offers none.
 */
export const mainMarket = (
  event: Pick<FeedEvent, "scopes">,
  sportCode: string,
): { readonly key: string; readonly market: Market } | null => {
  const markets = event.scopes[FULL_EVENT_SCOPE]?.markets ?? {};
  const width = lineColumns(sportCode).length;
  let best: { key: string; market: Market; priority: number; imbalance: number } | null = null;
  for (const key of Object.keys(markets).sort()) {
    const market = markets[key]!;
    const priority = marketPriority(sportCode, market.type);
    const outcomes = Object.keys(market.outcomes).length;
    if (priority === 0 || outcomes === 0 || outcomes > width) continue;
    const candidate = { key, market, priority, imbalance: imbalance(market) };
    if (
      best === null ||
      candidate.priority > best.priority ||
      (candidate.priority === best.priority && candidate.imbalance < best.imbalance)
    ) {
      best = candidate;
    }
  }
  return best && { key: best.key, market: best.market };
};
