import { describe, expect, it } from "vitest";
import type { FeedEvent, Market } from "../../../domain/feed/tree";
import { buildFeedEvent } from "../../../server/provider/simulator/markets/buildFeedEvent";
import { MARGINS, MIN_ODDS, toLadder } from "../../../server/provider/simulator/markets/odds";
import { DRIFT_EVERY_MS, SETTLE_MS } from "../../../server/provider/simulator/markets/priceMarkets";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { FullSportCode } from "../../../server/provider/simulator/types";
import { fixture, seeds } from "./fixtures";
import { fullEvent, mean } from "./sheets";

const SPORTS: ReadonlyArray<FullSportCode> = ["soccer", "tennis", "basketball", "ice_hockey", "volleyball"];
/** Score priorities of the spec (section 9), highest first. */
const PRIORITY: Readonly<Record<FullSportCode, ReadonlyArray<string>>> = {
  soccer: ["1x2", "asian_handicap", "over_under", "correct_score"],
  tennis: ["12", "handicap", "over_under"],
  volleyball: ["12", "handicap", "over_under"],
  basketball: ["1x2", "12", "handicap", "over_under"],
  ice_hockey: ["1x2", "12", "handicap", "over_under"],
};

const marketsOf = (event: FeedEvent): Market[] =>
  Object.values(event.scopes).flatMap((s) => Object.values(s.markets));
const implied = (market: Market) =>
  Object.values(market.outcomes).reduce((sum, o) => sum + 1 / o.coefficient, 0);

/** Events every few minutes through a match, pre-match included. */
const lineThrough = (sport: FullSportCode, seed: number, stepMinutes = 4): FeedEvent[] => {
  const fx = fixture(sport, { seed, knockout: true });
  const timeline = simulateMatch(fx);
  const events: FeedEvent[] = [];
  for (let t = fx.startTime - 30 * 60_000; t <= timeline.endTime! + 60_000; t += stepMinutes * 60_000) {
    events.push(buildFeedEvent(fx, timeline, t));
  }
  return events;
};

describe("the simulated bookmaker", () => {
  it.each(SPORTS)("prices %s with a 5 to 7 percent margin, never under 1.01, on the odds ladder", (sport) => {
    let checked = 0;
    for (const seed of seeds(4)) {
      for (const market of lineThrough(sport, seed).flatMap(marketsOf)) {
        const margin = MARGINS[market.type as keyof typeof MARGINS];
        expect(margin).toBeGreaterThanOrEqual(0.05);
        expect(margin).toBeLessThanOrEqual(0.07);
        // The ladder's rounding moves each outcome's implied probability a little.
        const tolerance = 0.006 * Object.keys(market.outcomes).length + 0.01;
        expect(Math.abs(implied(market) - (1 + margin)), `${market.id} ${implied(market)}`).toBeLessThan(
          tolerance,
        );
        for (const outcome of Object.values(market.outcomes)) {
          expect(outcome.coefficient).toBeGreaterThanOrEqual(MIN_ODDS);
          expect(toLadder(outcome.coefficient)).toBe(outcome.coefficient);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it.each(SPORTS)("lists %s markets in the spec's priority order", (sport) => {
    const event = buildFeedEvent(
      fixture(sport, { seed: 1 }),
      simulateMatch(fixture(sport, { seed: 1 })),
      fixture(sport, { seed: 1 }).startTime - 60_000,
    );
    const types = Object.values(event.scopes["full_event--0"]!.markets).map((m) => m.type);
    expect(new Set(types)).toEqual(new Set(PRIORITY[sport]));
    const ranks = types.map((t) => PRIORITY[sport].indexOf(t));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("names outcomes P1/X/P2, over/under with a total, a handicap for p1 and scores like 2:1", () => {
    const fx = fixture("soccer", { seed: 1 });
    const event = buildFeedEvent(fx, simulateMatch(fx), fx.startTime - 60_000);
    const markets = event.scopes["full_event--0"]!.markets;
    expect(Object.keys(markets["1x2--nil"]!.outcomes)).toEqual(["P1", "X", "P2"]);
    const overUnder = Object.values(markets).find((m) => m.type === "over_under")!;
    expect(Object.keys(overUnder.outcomes)).toEqual(["over", "under"]);
    expect(overUnder.parameters.total).toMatch(/^\d+\.5$/);
    const handicap = Object.values(markets).find((m) => m.type === "asian_handicap")!;
    expect(handicap.parameters.handicap).toMatch(/^-?\d+\.5$/);
    for (const code of Object.keys(markets["correct_score--nil"]!.outcomes))
      expect(code).toMatch(/^(\d+:\d+|other)$/);
  });

  it("quotes the stronger side shorter, and its pre-match 1x2 is calibrated on the simulated world", () => {
    const fx = fixture("soccer", { seed: 5, homeRating: 1800, awayRating: 1200 });
    const odds = buildFeedEvent(fx, simulateMatch(fx), fx.startTime - 1).scopes["full_event--0"]!.markets[
      "1x2--nil"
    ]!.outcomes;
    expect(odds.P1!.coefficient).toBeLessThan(odds.P2!.coefficient);
    const fixtures = seeds(400).map((seed) => fixture("soccer", { seed }));
    const priced = fixtures.map((f) => {
      const outcomes = buildFeedEvent(f, simulateMatch(f), f.startTime - 1).scopes["full_event--0"]!.markets[
        "1x2--nil"
      ]!.outcomes;
      return (
        1 / outcomes.P1!.coefficient / Object.values(outcomes).reduce((s, o) => s + 1 / o.coefficient, 0)
      );
    });
    const won = fixtures.map((f) => {
      const t = simulateMatch(f);
      return fullEvent(t, "p1") > fullEvent(t, "p2") ? 1 : 0;
    });
    expect(Math.abs(mean(priced) - mean(won))).toBeLessThan(0.06);
  });

  describe("when a goal goes in", () => {
    it("locks the whole event for the lock window, then reopens it", () => {
      // A first-half goal with no other lock (card, VAR, goal) in the minute after it.
      const [fx, timeline, goal] = seeds(40)
        .map((seed) => {
          const f = fixture("soccer", { seed });
          const t = simulateMatch(f);
          const g = t.incidents.find(
            (i) =>
              i.type === "goal" &&
              i.scope.number === 1 &&
              (i.minute ?? 0) > 2 &&
              (i.minute ?? 0) < 40 &&
              !t.incidents.some(
                (o) =>
                  o.time > i.time &&
                  o.time < i.time + 60_000 &&
                  o.type !== "corner" &&
                  o.type !== "substitution",
              ),
          );
          return [f, t, g] as const;
        })
        .find(([, , g]) => g !== undefined)!;
      const during = buildFeedEvent(fx, timeline, goal!.time + 20_000);
      expect(during.locked).toBe(true);
      expect(marketsOf(during).length).toBeGreaterThan(0);
      for (const market of marketsOf(during)) {
        expect(market.locked).toBe(true);
        expect(Object.values(market.outcomes).every((o) => o.locked)).toBe(true);
      }
      const after = buildFeedEvent(fx, timeline, goal!.time + 50_000);
      expect(after.locked).toBe(false);
      expect(marketsOf(after).every((m) => !m.locked)).toBe(true);
    });
  });

  describe("when a scope closes", () => {
    it("keeps its markets locked (settled) for a while, then drops them and keeps its scores", () => {
      // Markets already decided are withdrawn before the end: look for a set still open at its last point.
      const found = seeds(20).flatMap((seed) => {
        const fx = fixture("tennis", { seed });
        const timeline = simulateMatch(fx);
        return timeline.periods.slice(0, -1).map((period) => ({ fx, timeline, period }));
      });
      let checked = 0;
      for (const { fx, timeline, period } of found) {
        const key = `set--${period.scope.number}`;
        const before = buildFeedEvent(fx, timeline, period.end - 1).scopes[key]!;
        if (Object.keys(before.markets).length === 0) continue;
        const settling = buildFeedEvent(fx, timeline, period.end + SETTLE_MS / 2).scopes[key]!;
        const gone = buildFeedEvent(fx, timeline, period.end + SETTLE_MS + 1).scopes[key]!;
        expect(Object.keys(settling.markets)).toEqual(Object.keys(before.markets));
        expect(Object.values(settling.markets).every((m) => m.locked)).toBe(true);
        expect(settling.locked).toBe(true);
        expect(gone.markets).toEqual({});
        expect(gone.scores).toEqual(settling.scores);
        checked++;
      }
      expect(checked).toBeGreaterThan(3);
    });
  });

  describe("when an event has ended", () => {
    it.each(SPORTS)("offers no %s market at all, only the scores", (sport) => {
      const fx = fixture(sport, { seed: 2 });
      const timeline = simulateMatch(fx);
      const event = buildFeedEvent(fx, timeline, timeline.endTime! + 1);
      expect(event.status).toBe("finished");
      expect(event.finishedAt).toBe(timeline.endTime);
      expect(marketsOf(event)).toEqual([]);
      expect(event.totalOutcomes).toBe(0);
      expect(event.locked).toBe(true);
      expect(Object.keys(event.scopes["full_event--0"]!.scores).length).toBeGreaterThan(0);
    });
  });

  describe("when the match is live", () => {
    it("moves some prices, not all, from one tick to the next", () => {
      const fx = fixture("soccer", { seed: 21 });
      const timeline = simulateMatch(fx);
      let partial = 0;
      let previous = buildFeedEvent(fx, timeline, fx.startTime + 5 * 60_000);
      for (let t = fx.startTime + 5 * 60_000 + 5_000; t < fx.startTime + 40 * 60_000; t += 5_000) {
        const event = buildFeedEvent(fx, timeline, t, previous);
        const outcomes = marketsOf(event).flatMap((m) => Object.values(m.outcomes));
        const moved = outcomes.filter((o) => o.updatedAt === t).length;
        if (moved > 0 && moved < outcomes.length) partial++;
        previous = event;
      }
      expect(partial).toBeGreaterThan(10);
    });

    it("shortens the leader as time runs out", () => {
      let checked = 0;
      // Evenly matched sides: a strong favourite's price barely moves with the clock.
      for (const seed of seeds(30)) {
        const fx = fixture("soccer", { seed, homeRating: 1500, awayRating: 1500 });
        const timeline = simulateMatch(fx);
        const goals = timeline.incidents.filter((i) => i.type === "goal");
        const first = goals[0];
        // A lone early lead kept for at least twenty minutes, red cards aside.
        if (!first || (goals[1] && goals[1].time < first.time + 20 * 60_000)) continue;
        if (timeline.incidents.some((i) => i.type === "red_card" && i.time < first.time + 20 * 60_000))
          continue;
        if (timeline.periods[0]!.end < first.time + 20 * 60_000) continue;
        const side = first.participant === "p1" ? "P1" : "P2";
        const price = (t: number) =>
          buildFeedEvent(fx, timeline, t).scopes["full_event--0"]!.markets["1x2--nil"]?.outcomes[side]
            ?.coefficient;
        const soon = price(first.time + 60_000);
        const later = price(first.time + 15 * 60_000);
        if (soon === undefined || later === undefined) continue;
        expect(later).toBeLessThan(soon);
        checked++;
      }
      expect(checked).toBeGreaterThan(2);
    });
  });

  describe("when the match is still to come", () => {
    it("drifts a little now and then, and holds still in between", () => {
      const fx = fixture("tennis", { seed: 9 });
      const timeline = simulateMatch(fx);
      const prices = (t: number) =>
        JSON.stringify(
          marketsOf(buildFeedEvent(fx, timeline, t)).map((m) =>
            Object.values(m.outcomes).map((o) => o.coefficient),
          ),
        );
      const hours = Array.from({ length: 12 }, (_, i) => fx.startTime - 6 * 3_600_000 + i * DRIFT_EVERY_MS);
      expect(new Set(hours.map(prices)).size).toBeGreaterThan(3);
      const still = hours.filter((t) => prices(t) === prices(t + 1000)).length;
      expect(still).toBeGreaterThanOrEqual(hours.length - 2);
    });
  });
});
