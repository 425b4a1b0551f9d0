import { describe, expect, it } from "vitest";
import { eventPhase, matchesPhase, phaseCounts } from "../../../ui/feed/eventPhase.ts";

describe("eventPhase", () => {
  it("sorts statuses into live, upcoming and ended (called-off events count as ended)", () => {
    expect(eventPhase("in_progress")).toBe("live");
    expect(eventPhase("not_started")).toBe("upcoming");
    expect(eventPhase("finished")).toBe("ended");
    expect(eventPhase("postponed")).toBe("ended");
  });

  it("lets the all filter keep everything", () => {
    expect(matchesPhase("all", "cancelled")).toBe(true);
    expect(matchesPhase("live", "not_started")).toBe(false);
  });

  it("counts the events each filter keeps", () => {
    const statuses = ["in_progress", "in_progress", "not_started", "finished"] as const;
    expect(phaseCounts(statuses.map((status) => ({ status })))).toEqual({
      all: 4,
      live: 2,
      upcoming: 1,
      ended: 1,
    });
  });
});
