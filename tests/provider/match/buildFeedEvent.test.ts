import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../domain/feed/ids";
import type { FeedEvent } from "../../../domain/feed/tree";
import { buildFeedEvent } from "../../../server/provider/simulator/markets/buildFeedEvent";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import { fixture, seeds } from "./fixtures";

const outcomesOf = (event: FeedEvent) =>
  Object.values(event.scopes).flatMap((s) =>
    Object.values(s.markets).flatMap((m) => Object.values(m.outcomes)),
  );

describe("buildFeedEvent", () => {
  describe("when the event is still to come", () => {
    it("is a not-started feed node with its participants, a stable betRadarId and priced scopes", () => {
      const fx = fixture("soccer", { seed: 4 });
      const event = buildFeedEvent(fx, simulateMatch(fx), fx.startTime - 3_600_000);
      expect(event).toMatchObject({
        id: fx.id,
        sportId: fx.sportId,
        categoryId: fx.categoryId,
        tournamentId: fx.tournamentId,
        startTime: fx.startTime,
        bb: false,
        status: "not_started",
        finishedAt: null,
        locked: false,
        currentScope: null,
        participants: [
          { shortId: "p1", teamId: fx.home.id, name: fx.home.name },
          { shortId: "p2", teamId: fx.away.id, name: fx.away.name },
        ],
      });
      expect(event.extraInfo.betRadarId).toMatch(/^\d{8}$/);
      expect(buildFeedEvent(fx, simulateMatch(fx), fx.startTime).extraInfo.betRadarId).toBe(
        event.extraInfo.betRadarId,
      );
      expect(Object.keys(event.scopes)).toEqual(["full_event--0", "half--1"]);
      expect(event.scopes["full_event--0"]!.scores).toEqual({});
      expect(event.totalOutcomes).toBe(outcomesOf(event).length);
    });
  });

  describe("when the event is live", () => {
    it("carries scores keyed score--p1, the minute, the scope in play and stable outcome ids", () => {
      const fx = fixture("soccer", { seed: 4 });
      const timeline = simulateMatch(fx);
      const t = fx.startTime + 30 * 60_000;
      const event = buildFeedEvent(fx, timeline, t);
      expect(event.status).toBe("in_progress");
      expect(event.currentScope).toEqual({ type: "half", number: 1 });
      expect(event.extraInfo).toMatchObject({
        currentMinute: 31,
        currentScopeTime: `half-1::${fx.startTime}`,
      });
      expect(Object.keys(event.scopes[FULL_EVENT_SCOPE]!.scores)).toEqual(
        expect.arrayContaining(["score--p1", "score--p2", "yellow_card--p1", "red_card--p2", "corner--p1"]),
      );
      expect(event.scopes[FULL_EVENT_SCOPE]!.scores["score--p1"]).toMatchObject({
        type: "score",
        teamId: "p1",
      });
      const ids = outcomesOf(event).map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      const again = buildFeedEvent(fx, timeline, t + 1000);
      const stable = outcomesOf(again).filter((o) => ids.includes(o.id));
      expect(stable.length).toBeGreaterThan(0);
    });

    it("says who serves in tennis", () => {
      const fx = fixture("tennis", { seed: 4 });
      const event = buildFeedEvent(fx, simulateMatch(fx), fx.startTime + 20 * 60_000);
      expect(["p1", "p2"]).toContain(event.extraInfo.currentServer);
      expect(Object.keys(event.scopes)).toContain("set--1");
    });
  });

  describe("when given the previous node", () => {
    it("returns the previous node itself when nothing changed", () => {
      for (const sport of ["soccer", "tennis", "volleyball"] as const) {
        const fx = fixture(sport, { seed: 4 });
        const timeline = simulateMatch(fx);
        // Half-time in soccer, between two rallies or points otherwise.
        const at =
          sport === "soccer" ? timeline.periods[0]!.end + 5 * 60_000 : timeline.incidents[20]!.time + 1;
        const first = buildFeedEvent(fx, timeline, at);
        expect(buildFeedEvent(fx, timeline, at + 1000, first)).toBe(first);
      }
    });

    it("shares every unchanged part when one thing changes", () => {
      const fx = fixture("soccer", { seed: 4 });
      const timeline = simulateMatch(fx);
      const secondHalf = timeline.periods[1]!;
      const corner = timeline.incidents.find(
        (i) => i.type === "corner" && i.time > secondHalf.start + 10 * 60_000,
      )!;
      const before = buildFeedEvent(fx, timeline, corner.time - 1);
      const after = buildFeedEvent(fx, timeline, corner.time, before);
      expect(after).not.toBe(before);
      expect(after.participants).toBe(before.participants);
      expect(after.scopes["half--1"]).toBe(before.scopes["half--1"]);
      const scores = after.scopes[FULL_EVENT_SCOPE]!.scores;
      const changed = Object.keys(scores).filter(
        (k) => scores[k] !== before.scopes[FULL_EVENT_SCOPE]!.scores[k],
      );
      expect(changed).toEqual([`corner--${corner.participant}`]);
      const beforeOutcomes = new Set(outcomesOf(before));
      const kept = outcomesOf(after).filter((o) => beforeOutcomes.has(o));
      expect(kept.length).toBeGreaterThan(0);
    });

    it("moves an outcome's updatedAt only with its price", () => {
      for (const seed of seeds(3)) {
        const fx = fixture("soccer", { seed });
        const timeline = simulateMatch(fx);
        let previous = buildFeedEvent(fx, timeline, fx.startTime + 60_000);
        for (let t = fx.startTime + 61_000; t < fx.startTime + 20 * 60_000; t += 3_000) {
          const event = buildFeedEvent(fx, timeline, t, previous);
          const old = new Map(outcomesOf(previous).map((o) => [o.id, o]));
          for (const outcome of outcomesOf(event)) {
            const was = old.get(outcome.id);
            if (!was) continue;
            if (was.coefficient === outcome.coefficient) expect(outcome.updatedAt).toBe(was.updatedAt);
            else expect(outcome.updatedAt).toBe(t);
          }
          previous = event;
        }
      }
    });

    it("rebuilds from scratch to an equal node (previous is only an optimisation)", () => {
      const fx = fixture("ice_hockey", { seed: 4 });
      const timeline = simulateMatch(fx);
      let previous = buildFeedEvent(fx, timeline, fx.startTime - 60_000);
      for (let t = fx.startTime; t < timeline.endTime! + 120_000; t += 90_000) {
        const incremental = buildFeedEvent(fx, timeline, t, previous);
        const fresh = buildFeedEvent(fx, timeline, t);
        const prices = (e: FeedEvent) =>
          outcomesOf(e).map(({ id, coefficient, locked }) => ({ id, coefficient, locked }));
        expect(prices(incremental)).toEqual(prices(fresh));
        expect({ ...incremental, scopes: Object.keys(incremental.scopes) }).toEqual({
          ...fresh,
          scopes: Object.keys(fresh.scopes),
        });
        previous = incremental;
      }
    });
  });
});
