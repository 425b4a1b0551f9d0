import { describe, expect, it } from "vitest";
import { buildFeedEvent } from "../../../server/provider/simulator/markets/buildFeedEvent";
import { matchStateAt } from "../../../server/provider/simulator/match/matchStateAt";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { FullSportCode } from "../../../server/provider/simulator/types";
import { fixture, seeds } from "./fixtures";

const SPORTS: ReadonlyArray<FullSportCode> = ["soccer", "tennis", "basketball", "ice_hockey", "volleyball"];

describe("a fixture's fate", () => {
  describe.each(["cancelled", "postponed"] as const)("when %s", (fate) => {
    it("never starts: that status from the outset, no incident, no scope, no market", () => {
      for (const sport of SPORTS) {
        const fx = fixture(sport, { seed: 3, fate });
        const timeline = simulateMatch(fx);
        expect(timeline.incidents).toEqual([]);
        for (const at of [fx.startTime - 3_600_000, fx.startTime + 3_600_000]) {
          expect(matchStateAt(timeline, at)).toMatchObject({
            status: fate,
            currentScope: null,
            finishedAt: null,
          });
          const event = buildFeedEvent(fx, timeline, at);
          expect(event).toMatchObject({
            status: fate,
            scopes: {},
            totalOutcomes: 0,
            locked: true,
            currentScope: null,
          });
        }
      }
    });
  });

  describe("when interrupted", () => {
    it("stops somewhere mid-match and stays interrupted, keeping its scores and no markets", () => {
      for (const sport of SPORTS) {
        for (const seed of seeds(5)) {
          const fx = fixture(sport, { seed, fate: "interrupted" });
          const timeline = simulateMatch(fx);
          const full = simulateMatch({ ...fx, fate: "normal" });
          const cut = timeline.endTime!;
          const span = full.endTime! - full.startTime;
          expect(cut - full.startTime).toBeGreaterThan(0.15 * span);
          expect(cut - full.startTime).toBeLessThan(0.85 * span);
          expect(matchStateAt(timeline, cut - 1).status).toBe("in_progress");
          const later = matchStateAt(timeline, cut + 86_400_000);
          expect(later).toMatchObject({ status: "interrupted", finishedAt: cut });
          expect(timeline.winner).toBeNull();
          const event = buildFeedEvent(fx, timeline, cut + 60_000);
          expect(event.totalOutcomes).toBe(0);
          expect(event.scopes["full_event--0"]?.scores).not.toEqual({});
        }
      }
    });
  });

  describe("when a tennis player retires", () => {
    it("ends early as retired, the match going to the other player", () => {
      for (const seed of seeds(10)) {
        const fx = fixture("tennis", { seed, fate: "retired" });
        const timeline = simulateMatch(fx);
        const full = simulateMatch({ ...fx, fate: "normal" });
        expect(timeline.endTime!).toBeLessThan(full.endTime!);
        expect(matchStateAt(timeline, timeline.endTime!)).toMatchObject({
          status: "retired",
          finishedAt: timeline.endTime,
        });
        expect(["p1", "p2"]).toContain(timeline.winner);
      }
    });
  });
});
