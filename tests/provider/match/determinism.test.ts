import { describe, expect, it } from "vitest";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import type { FullSportCode } from "../../../server/provider/simulator/types";
import { fixture } from "./fixtures";

const SPORTS: ReadonlyArray<FullSportCode> = ["soccer", "tennis", "basketball", "ice_hockey", "volleyball"];

describe("simulateMatch determinism", () => {
  it.each(SPORTS)("replays a %s match identically from its fixture", (sport) => {
    const first = simulateMatch(fixture(sport, { seed: 42, knockout: true }));
    const again = simulateMatch(fixture(sport, { seed: 42, knockout: true }));
    expect(again).toEqual(first);
    expect(first.incidents.length).toBeGreaterThan(0);
  });

  it.each(SPORTS)("plays a different %s match from another seed", (sport) => {
    const a = simulateMatch(fixture(sport, { seed: 1, homeRating: 1500, awayRating: 1500 }));
    const b = simulateMatch(fixture(sport, { seed: 2, homeRating: 1500, awayRating: 1500 }));
    expect(b.incidents.map((i) => [i.type, i.time - b.startTime])).not.toEqual(
      a.incidents.map((i) => [i.type, i.time - a.startTime]),
    );
  });

  it("numbers incidents 1, 2, 3… in time order", () => {
    for (const sport of SPORTS) {
      const timeline = simulateMatch(fixture(sport, { seed: 7 }));
      timeline.incidents.forEach((incident, i) => {
        expect(incident.seq).toBe(i + 1);
        if (i > 0) expect(incident.time).toBeGreaterThanOrEqual(timeline.incidents[i - 1]!.time);
      });
      expect(timeline.snapshots).toHaveLength(timeline.incidents.length);
    }
  });

  it("keeps what happened before an interruption exactly as the full match has it", () => {
    const full = simulateMatch(fixture("soccer", { seed: 9 }));
    const cut = simulateMatch(fixture("soccer", { seed: 9, fate: "interrupted" }));
    expect(cut.incidents.length).toBeLessThan(full.incidents.length);
    expect(cut.incidents).toEqual(full.incidents.slice(0, cut.incidents.length));
  });
});
