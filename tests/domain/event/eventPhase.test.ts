import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventPhase, matchesPhase, PHASE_FILTERS, phaseCounts } from "../../../domain/event/eventPhase";
import { isEnded, isLive, isUpcoming } from "../../../domain/event/lifecycle";
import { EventStatus } from "../../../domain/feed/tree";
import { status } from "./eventFixtures";

describe("eventPhase", () => {
  it("sorts statuses into live, upcoming and ended (called-off events count as ended)", () => {
    expect(eventPhase("in_progress")).toBe("live");
    expect(eventPhase("not_started")).toBe("upcoming");
    expect(eventPhase("finished")).toBe("ended");
    expect(eventPhase("postponed")).toBe("ended");
  });

  it("agrees with the event lifecycle for every status", () => {
    for (const value of EventStatus.literals) {
      const phase = eventPhase(value);
      expect({ live: isLive(value), upcoming: isUpcoming(value), ended: isEnded(value) }[phase]).toBe(true);
    }
  });

  it("lets the all filter keep everything", () => {
    expect(matchesPhase("all", "cancelled")).toBe(true);
    expect(matchesPhase("live", "not_started")).toBe(false);
  });

  it("counts the events each filter keeps", () => {
    const statuses = ["in_progress", "in_progress", "not_started", "finished"] as const;
    expect(phaseCounts(statuses.map((value) => ({ status: value })))).toEqual({
      all: 4,
      live: 2,
      upcoming: 1,
      ended: 1,
    });
  });

  it("counts what the filters keep, and the phases add up to the whole day", () => {
    fc.assert(
      fc.property(fc.array(status.map((value) => ({ status: value }))), (events) => {
        const counts = phaseCounts(events);
        for (const filter of PHASE_FILTERS)
          expect(counts[filter]).toBe(events.filter((event) => matchesPhase(filter, event.status)).length);
        expect(counts.live + counts.upcoming + counts.ended).toBe(counts.all);
      }),
    );
  });
});
