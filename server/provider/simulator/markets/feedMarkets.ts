import { marketName } from "../../../../domain/feed/ids";
import type { Market, Outcome } from "../../../../domain/feed/tree";
import { priceWithMargin } from "./odds";
import type { MarketQuote } from "./types";

const sameKeys = (record: Readonly<Record<string, unknown>>, count: number): boolean => {
  let n = 0;
  for (const _ in record) n++;
  return n === count;
};

/**
 * One market of the feed from its quote. NOTE: outcomes whose price and lock did not change are the
 * previous objects themselves, and so is the market when none of them changed: the feed engine diffs
 * by reference. `updatedAt` moves only with the price.
 */
export const feedMarket = (
  id: string,
  quote: MarketQuote,
  locked: boolean,
  now: number,
  previous: Market | undefined,
): Market => {
  const prices = priceWithMargin(
    quote.outcomes.map((o) => o.probability),
    quote.margin,
  );
  if (previous && previous.locked === locked && sameKeys(previous.outcomes, quote.outcomes.length)) {
    let same = true;
    for (let i = 0; i < prices.length && same; i++) {
      const before = previous.outcomes[quote.outcomes[i]!.code];
      same = before !== undefined && before.coefficient === prices[i] && before.locked === locked;
    }
    if (same) return previous;
  }
  const outcomes: Record<string, Outcome> = {};
  quote.outcomes.forEach((o, i) => {
    const coefficient = prices[i]!;
    const before = previous?.outcomes[o.code];
    outcomes[o.code] =
      before && before.coefficient === coefficient && before.locked === locked
        ? before
        : {
            id: `${id}/${o.code}`,
            code: o.code,
            coefficient,
            locked,
            updatedAt: before && before.coefficient === coefficient ? before.updatedAt : now,
          };
  });
  return {
    id,
    type: quote.type,
    parameters: previous?.parameters ?? quote.parameters,
    locked,
    outcomes,
  };
};

/** The markets record of a scope, the previous record itself when every market is unchanged. */
export const feedMarkets = (
  scopeId: string,
  quotes: ReadonlyArray<{ readonly quote: MarketQuote; readonly locked: boolean }>,
  now: number,
  previous: Readonly<Record<string, Market>> | undefined,
): Readonly<Record<string, Market>> => {
  const names = quotes.map(({ quote }) => marketName(quote.type, quote.parameters));
  const built = quotes.map(({ quote, locked }, i) =>
    feedMarket(`${scopeId}/${names[i]}`, quote, locked, now, previous?.[names[i]!]),
  );
  if (
    previous &&
    sameKeys(previous, quotes.length) &&
    built.every((market, i) => market === previous[names[i]!])
  ) {
    return previous;
  }
  const markets: Record<string, Market> = {};
  built.forEach((market, i) => {
    markets[names[i]!] = market;
  });
  return markets;
};

export const countOutcomes = (markets: Readonly<Record<string, Market>>): number => {
  let n = 0;
  for (const name in markets) for (const _ in markets[name]!.outcomes) n++;
  return n;
};
