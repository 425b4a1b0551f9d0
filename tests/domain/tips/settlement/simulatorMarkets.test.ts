import { describe, expect, it } from "vitest";
import type { FeedEvent, Market } from "../../../../domain/feed/tree";
import { fullSport } from "../../../../domain/sports/catalogue";
import { settleSelection } from "../../../../domain/tips/settlement/settleSelection";
import type { SettlementResult } from "../../../../domain/tips/tip";
import { buildFeedEvent } from "../../../../server/provider/simulator/markets/buildFeedEvent";
import { simulateMatch } from "../../../../server/provider/simulator/match/simulateMatch";
import type { FullSportCode } from "../../../../server/provider/simulator/types";
import { fixture, seeds } from "../../../provider/match/fixtures";

const SPORTS: ReadonlyArray<FullSportCode> = ["soccer", "ice_hockey", "basketball", "tennis", "volleyball"];
const MINUTE = 60_000;

interface LastQuote {
  readonly scopeKey: string;
  readonly marketName: string;
  readonly market: Market;
}

interface PlayedMatch {
  readonly finished: FeedEvent;
  /** Every market the line offered, pre-match and live, as last quoted. */
  readonly quotes: ReadonlyArray<LastQuote>;
  /** Whether play went past regulation (extra time, overtime, a shoot-out). */
  readonly extended: boolean;
}

const EXTRA_PARTS: ReadonlySet<string> = new Set(["extra_time", "overtime", "penalties"]);

const tieOf = (sport: FullSportCode, seed: number) =>
  fixture(sport, { seed, knockout: true, homeRating: 1500, awayRating: 1500 });

/**
 * A knockout tie between even sides, read every minute from an hour before kick-off to its end. The
 * finished event carries the catalogue's sport id, as the real world builder gives it.
 */
const playMatch = (sport: FullSportCode, seed: number): PlayedMatch => {
  const fx = tieOf(sport, seed);
  const timeline = simulateMatch(fx);
  const last = new Map<string, LastQuote>();
  let event: FeedEvent | undefined;
  for (let t = fx.startTime - 60 * MINUTE; t <= timeline.endTime! + 2 * MINUTE; t += MINUTE) {
    event = buildFeedEvent(fx, timeline, t, event);
    for (const [scopeKey, scope] of Object.entries(event.scopes)) {
      for (const [marketName, market] of Object.entries(scope.markets)) {
        last.set(`${scopeKey}/${marketName}`, { scopeKey, marketName, market });
      }
    }
  }
  return {
    finished: { ...event!, sportId: fullSport(sport).id },
    quotes: [...last.values()],
    extended: timeline.periods.some((p) => EXTRA_PARTS.has(p.scope.type)),
  };
};

/**
 * Six ties per sport; where a sport has extra parts, three that went past regulation and three that
 * did not, so the rules on what a full-event market counts are put to the test.
 */
const sample = (sport: FullSportCode): PlayedMatch[] => {
  const extended: number[] = [];
  const regular: number[] = [];
  for (const seed of seeds(400)) {
    if (extended.length >= 3 && regular.length >= 3) break;
    const played = simulateMatch(tieOf(sport, seed)).periods.some((p) => EXTRA_PARTS.has(p.scope.type));
    const bucket = played ? extended : regular;
    if (bucket.length < 3 || sport === "tennis" || sport === "volleyball") bucket.push(seed);
  }
  return [...extended, ...regular].slice(0, 6).map((seed) => playMatch(sport, seed));
};

const settleAll = (finished: FeedEvent, { scopeKey, marketName, market }: LastQuote) => {
  const outcomeCodes = Object.keys(market.outcomes);
  return outcomeCodes.map((outcomeCode) => ({
    outcomeCode,
    result: settleSelection(
      finished,
      { eventId: finished.id, scopeKey, marketName, outcomeCode },
      { outcomeCodes },
    ),
  }));
};

/** The outcome's fair probability at the last quote: its implied probability with the margin taken out. */
const fairProbability = (market: Market, code: string): number => {
  const implied = Object.values(market.outcomes).reduce((sum, o) => sum + 1 / o.coefficient, 0);
  return 1 / market.outcomes[code]!.coefficient / implied;
};

const matches = new Map(SPORTS.map((sport) => [sport, sample(sport)]));

describe("settling every market the simulator offers", () => {
  it.each(SPORTS)("%s: each market ends with exactly one winning outcome and nothing refunded", (sport) => {
    const types = new Set<string>();
    for (const { finished, quotes } of matches.get(sport)!) {
      expect(finished.status).toBe("finished");
      for (const quote of quotes) {
        const settled = settleAll(finished, quote);
        const label = `${finished.id} ${quote.scopeKey} ${quote.marketName}`;
        const results = settled.map((s) => s.result);
        expect(
          results.filter((r) => r === "won"),
          label,
        ).toHaveLength(1);
        expect(
          results.every((r): r is SettlementResult => r === "won" || r === "lost"),
          label,
        ).toBe(true);
        types.add(quote.market.type);
      }
    }
    expect(types.size).toBeGreaterThanOrEqual(2);
  });

  it.each(["soccer", "ice_hockey", "basketball"] as const)(
    "%s: a tie that went past regulation settles its full-event 1x2 as the draw regulation ended in",
    (sport) => {
      const extended = matches.get(sport)!.filter((match) => match.extended);
      expect(extended.length).toBeGreaterThan(0);
      for (const { finished } of extended) {
        const selection = { eventId: finished.id, scopeKey: "full_event--0", marketName: "1x2--nil" };
        expect(settleSelection(finished, { ...selection, outcomeCode: "X" }), finished.id).toBe("won");
      }
    },
  );

  it.each(SPORTS)(
    "%s: agrees with the simulator's last prices, the outcome that wins was the likely one",
    (sport) => {
      // NOTE: a market's last quote comes late in its part, so it mostly knows the result. A settlement
      // that read another count (games against sets, overtime or not) or the wrong side would pay
      // outcomes the simulator had priced as long shots.
      let winners = 0;
      let losers = 0;
      let markets = 0;
      let favourites = 0;
      let favouritesWon = 0;
      for (const { finished, quotes } of matches.get(sport)!) {
        for (const quote of quotes) {
          const settled = settleAll(finished, quote);
          for (const { outcomeCode, result } of settled) {
            const probability = fairProbability(quote.market, outcomeCode);
            if (result === "won") winners += probability;
            else losers += probability / (settled.length - 1);
            if (probability >= 0.85) {
              favourites++;
              if (result === "won") favouritesWon++;
            }
          }
          markets++;
        }
      }
      expect(winners / markets - losers / markets).toBeGreaterThan(0.1);
      expect(favouritesWon / favourites).toBeGreaterThan(0.75);
    },
  );
});
