import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FeedEvent, Market } from "../../../domain/feed/tree";
import { lineColumns } from "../../../domain/sportsbook/lineColumns";
import { imbalance, mainMarket } from "../../../domain/sportsbook/mainMarket";
import { marketPriority } from "../../../domain/sportsbook/marketPriority";
import { event, type MarketSpec } from "./sportsbookLine";

const withMarkets = (markets: ReadonlyArray<MarketSpec>) =>
  event("sport", "cat", "tour", { id: "event-000001", status: "not_started", startTime: 0, markets });

const ONE_X_TWO: MarketSpec = { type: "1x2", prices: { P1: 2, X: 3, P2: 4 } };
const TWELVE: MarketSpec = { type: "12", prices: { P1: 1.5, P2: 2.5 } };
const HANDICAP: MarketSpec = {
  type: "handicap",
  parameters: { handicap: "-1.5" },
  prices: { P1: 1.9, P2: 1.9 },
};
const ASIAN: MarketSpec = {
  type: "asian_handicap",
  parameters: { handicap: "-0.5" },
  prices: { P1: 1.9, P2: 1.9 },
};
const CORRECT_SCORE: MarketSpec = {
  type: "correct_score",
  prices: { "0:0": 9, "1:0": 6, "0:1": 11, other: 4 },
};
const total = (line: string, over: number, under: number): MarketSpec => ({
  type: "over_under",
  parameters: { total: line },
  prices: { over, under },
});

describe("mainMarket", () => {
  it("follows each sport's priorities from the spec", () => {
    expect(mainMarket(withMarkets([TWELVE, ONE_X_TWO]), "soccer")?.market.type).toBe("1x2");
    expect(mainMarket(withMarkets([total("2.5", 1.9, 1.9), ASIAN]), "soccer")?.market.type).toBe(
      "asian_handicap",
    );
    expect(mainMarket(withMarkets([HANDICAP, TWELVE]), "tennis")?.market.type).toBe("12");
    expect(mainMarket(withMarkets([HANDICAP, total("180.5", 1.9, 1.9)]), "volleyball")?.market.type).toBe(
      "handicap",
    );
    expect(mainMarket(withMarkets([TWELVE, ONE_X_TWO]), "basketball")?.market.type).toBe("1x2");
    expect(mainMarket(withMarkets([HANDICAP, TWELVE]), "ice_hockey")?.market.type).toBe("12");
  });

  it("moves down the priorities when the first market is off (soccer late in a one-sided match)", () => {
    expect(mainMarket(withMarkets([total("4.5", 1.9, 1.9), ASIAN]), "soccer")?.market.type).toBe(
      "asian_handicap",
    );
    expect(mainMarket(withMarkets([total("4.5", 1.9, 1.9)]), "soccer")?.market.type).toBe("over_under");
  });

  it("of several lines of one type, shows the most balanced", () => {
    const picked = mainMarket(
      withMarkets([total("1.5", 1.3, 3.4), total("2.5", 1.85, 1.95), total("3.5", 2.9, 1.4)]),
      "soccer",
    );
    expect(picked?.key).toBe("over_under--total::2.5");
  });

  it("ignores markets the sport does not rank, markets without outcomes and markets wider than the line", () => {
    expect(
      mainMarket(withMarkets([{ type: "odd_even", prices: { odd: 1.9, even: 1.9 } }]), "soccer"),
    ).toBeNull();
    expect(mainMarket(withMarkets([{ type: "1x2", prices: {} }, TWELVE]), "soccer")).toBeNull();
    // Correct score is ranked in soccer but has more prices than a row has columns.
    expect(mainMarket(withMarkets([CORRECT_SCORE]), "soccer")).toBeNull();
    expect(mainMarket(withMarkets([]), "soccer")).toBeNull();
  });

  it("uses a general table for sports the spec does not list", () => {
    expect(mainMarket(withMarkets([total("50.5", 1.9, 1.9), ONE_X_TWO]), "handball")?.market.type).toBe(
      "1x2",
    );
  });
});

const SPORTS = ["soccer", "tennis", "volleyball", "basketball", "ice_hockey", "handball"] as const;

const OUTCOMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "1x2": ["P1", "X", "P2"],
  "12": ["P1", "P2"],
  handicap: ["P1", "P2"],
  asian_handicap: ["P1", "P2"],
  over_under: ["over", "under"],
  correct_score: ["0:0", "1:0", "0:1", "1:1", "other"],
  odd_even: ["odd", "even"],
};

/** Few prices, so equally balanced lines (ties the pick must break by key) come up often. */
const price = fc.constantFrom(1.5, 1.9, 2.1, 3.4, 9);

/** A market of any type, at one of a few lines, with any subset of its outcomes (none included). */
const marketSpec: fc.Arbitrary<MarketSpec> = fc
  .record({
    type: fc.constantFrom(...Object.keys(OUTCOMES)),
    line: fc.constantFrom("-1.5", "-0.5", "0.5", "2.5", "3.5"),
    prices: fc.array(price, { minLength: 5, maxLength: 5 }),
    kept: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  })
  .map(
    ({ type, line, prices, kept }): MarketSpec => ({
      type,
      parameters:
        type === "over_under" ? { total: line } : type.endsWith("handicap") ? { handicap: line } : {},
      prices: Object.fromEntries(
        OUTCOMES[type]!.flatMap((code, at) => (kept[at] ? [[code, prices[at]!] as const] : [])),
      ),
    }),
  );

const fullEventMarkets = (subject: FeedEvent): Readonly<Record<string, Market>> =>
  subject.scopes["full_event--0"]!.markets;

/** The same event with its full-event markets inserted in another key order. */
const reordered = (subject: FeedEvent, order: ReadonlyArray<number>): FeedEvent => {
  const entries = Object.entries(fullEventMarkets(subject));
  const shuffled = entries
    .map((entry, at) => [entry, order[at] ?? 0] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([entry]) => entry);
  const scope = subject.scopes["full_event--0"]!;
  return { ...subject, scopes: { "full_event--0": { ...scope, markets: Object.fromEntries(shuffled) } } };
};

const eligible = (market: Market, sport: string): boolean => {
  const outcomes = Object.keys(market.outcomes).length;
  return marketPriority(sport, market.type) > 0 && outcomes > 0 && outcomes <= lineColumns(sport).length;
};

describe("mainMarket (properties)", () => {
  const cases = fc.record({
    sport: fc.constantFrom(...SPORTS),
    markets: fc.array(marketSpec, { maxLength: 5 }),
    order: fc.array(fc.integer(), { minLength: 5, maxLength: 5 }),
  });

  it("does not depend on the order the markets' keys come in", () => {
    fc.assert(
      fc.property(cases, ({ sport, markets, order }) => {
        const subject = withMarkets(markets);
        expect(mainMarket(reordered(subject, order), sport)?.key).toBe(mainMarket(subject, sport)?.key);
      }),
      { numRuns: 500 },
    );
  });

  it("picks a market with prices that fits the line, of the highest priority on offer, its most balanced line", () => {
    fc.assert(
      fc.property(cases, ({ sport, markets }) => {
        const offered = Object.values(fullEventMarkets(withMarkets(markets))).filter((market) =>
          eligible(market, sport),
        );
        const picked = mainMarket(withMarkets(markets), sport);
        if (offered.length === 0) {
          expect(picked).toBeNull();
          return;
        }
        expect(picked).not.toBeNull();
        const { market } = picked!;
        expect(eligible(market, sport)).toBe(true);
        const top = Math.max(...offered.map((m) => marketPriority(sport, m.type)));
        expect(marketPriority(sport, market.type)).toBe(top);
        const sameRank = offered.filter((m) => marketPriority(sport, m.type) === top);
        expect(imbalance(market)).toBe(Math.min(...sameRank.map(imbalance)));
      }),
      { numRuns: 500 },
    );
  });
});
