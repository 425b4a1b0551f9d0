import { FULL_EVENT_SCOPE } from "../feed/ids";
import type { FeedEvent, Market } from "../feed/tree";

/**
 * Market priorities per sport for lines (sports-data section 9): the highest-priority market type an
 * event offers on its full event is the one a list row shows.
 */
export const MARKET_PRIORITIES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  soccer: { "1x2": 1000, asian_handicap: 950, over_under: 900, correct_score: 850 },
  tennis: { "12": 1000, handicap: 950, over_under: 900 },
  volleyball: { "12": 1000, handicap: 950, over_under: 900 },
  basketball: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
  ice_hockey: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
};

/** For sports the spec gives no table: the usual match-winner markets first, then lines. */
const FALLBACK_PRIORITIES: Readonly<Record<string, number>> = {
  "1x2": 1000,
  "12": 950,
  handicap: 900,
  asian_handicap: 890,
  over_under: 850,
};

export const marketPriority = (sportCode: string, type: string): number =>
  (MARKET_PRIORITIES[sportCode] ?? FALLBACK_PRIORITIES)[type] ?? 0;

/**
 * How far a market is from an even book: the spread of its prices. Of several lines of one type (totals
 * 2.5, 3.5…) the main line is the most balanced one.
 */
const imbalance = (market: Market): number => {
  const prices = Object.values(market.outcomes).map((outcome) => outcome.coefficient);
  return prices.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...prices) - Math.min(...prices);
};

/**
 * The market a row shows for an event: of its full-event markets with at least one outcome and a known
 * priority, the highest priority, then the most balanced line, then the market key (so the pick is stable).
 * Null when the event offers none.
 */
export const mainMarket = (
  event: Pick<FeedEvent, "scopes">,
  sportCode: string,
): { readonly key: string; readonly market: Market } | null => {
  const markets = event.scopes[FULL_EVENT_SCOPE]?.markets ?? {};
  let best: { key: string; market: Market; priority: number; imbalance: number } | null = null;
  for (const key of Object.keys(markets).sort()) {
    const market = markets[key]!;
    const priority = marketPriority(sportCode, market.type);
    if (priority === 0 || Object.keys(market.outcomes).length === 0) continue;
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
