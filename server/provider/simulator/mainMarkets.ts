import { FULL_EVENT_SCOPE } from "../../../domain/feed/ids";
import type { FeedEvent, Market, Scope } from "../../../domain/feed/tree";
import { imbalance } from "../../../domain/sportsbook/mainMarket";

/** More outcomes than this (correct score and the like) is a deep market, not a main one. */
const MAX_MAIN_OUTCOMES = 3;

/**
 * An early line: only the full-event scope, and per market type only its main line (the most balanced
 * prices). Bookmakers open far-off matches thin; here it also keeps a two-week line small enough to send
 * a day of it in one snapshot. The event's `totalOutcomes` counts what it offers.
 */
export const mainMarketsOnly = (event: FeedEvent): FeedEvent => {
  const full = event.scopes[FULL_EVENT_SCOPE];
  if (!full) return { ...event, totalOutcomes: 0, scopes: {} };
  // Markets are keyed by their name (`type--parameters`); the main line of a type keeps its key.
  const best = new Map<string, readonly [string, Market]>();
  for (const [name, market] of Object.entries(full.markets)) {
    if (Object.keys(market.outcomes).length > MAX_MAIN_OUTCOMES) continue;
    const kept = best.get(market.type);
    // The same "most balanced line" the rows pick their main market by (domain/sportsbook).
    if (!kept || imbalance(market) < imbalance(kept[1])) best.set(market.type, [name, market]);
  }
  const markets = Object.fromEntries(best.values());
  const scope: Scope = { ...full, markets };
  let totalOutcomes = 0;
  for (const [, m] of best.values()) totalOutcomes += Object.keys(m.outcomes).length;
  return { ...event, totalOutcomes, scopes: { [FULL_EVENT_SCOPE]: scope } };
};
