import { FULL_EVENT_SCOPE } from "../../domain/feed/ids.ts";
import type { FeedEvent, Market } from "../../domain/feed/tree.ts";

/**
 * The market a line row shows beside each event (sports-data section 9, the line's top priority): the
 * match result with a draw where a draw is possible, the winner where it is not. Basketball and ice hockey
 * fall back to the winner market once the draw is gone (overtime, shoot-out).
 */
const MAIN_MARKET_TYPES: Readonly<Record<string, ReadonlyArray<string>>> = {
  soccer: ["1x2"],
  tennis: ["12"],
  volleyball: ["12"],
  basketball: ["1x2", "12"],
  ice_hockey: ["1x2", "12"],
};
const DEFAULT_TYPES = ["1x2", "12"];

const THREE_WAY = ["P1", "X", "P2"] as const;
const TWO_WAY = ["P1", "P2"] as const;

/** The outcome columns of a sport's line: one header for every row, whichever market a row has. */
export const mainMarketColumns = (catalogueCode: string): ReadonlyArray<string> =>
  (MAIN_MARKET_TYPES[catalogueCode] ?? DEFAULT_TYPES)[0] === "12" ? TWO_WAY : THREE_WAY;

/** The event's main market in the full-event scope, or undefined when none is offered. */
export const mainMarketOf = (event: Pick<FeedEvent, "scopes">, catalogueCode: string): Market | undefined => {
  const markets = event.scopes[FULL_EVENT_SCOPE]?.markets;
  if (!markets) return undefined;
  for (const type of MAIN_MARKET_TYPES[catalogueCode] ?? DEFAULT_TYPES) {
    const market = markets[`${type}--nil`];
    if (market) return market;
  }
  return undefined;
};
