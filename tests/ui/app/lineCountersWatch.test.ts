import { describe, expect, it } from "vitest";
import type { FeedCountersEvent } from "../../../machines/feed/feedCountersMachine.ts";
import { createLineCountersWatch } from "../../../ui/app/lineCountersWatch.ts";

/** Timers the test fires by hand, and a counters actor that only records what it is sent. */
const harness = () => {
  const sent: FeedCountersEvent[] = [];
  const intervals = new Map<number, () => void>();
  let next = 0;
  const loads: string[] = [];
  const watch = createLineCountersWatch({
    counters: { send: (event: FeedCountersEvent) => void sent.push(event) },
    loadLive: async () => {
      loads.push("live");
      return [{ sportId: "s", count: 3 }];
    },
    loadDays: async (sportId, offset) => {
      loads.push(`days ${sportId} ${offset}`);
      return [{ date: "2026-11-23", count: 12 }];
    },
    timers: {
      setInterval: (run) => {
        intervals.set(++next, run);
        return next;
      },
      clearInterval: (handle) => void intervals.delete(handle as number),
    },
  });
  const tick = () => {
    for (const run of intervals.values()) run();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { watch, sent, loads, intervals, tick, settle };
};

describe("createLineCountersWatch", () => {
  it("loads the live counts when a line page opens and refreshes them while one is open", async () => {
    const { watch, sent, loads, tick, settle } = harness();
    const leave = watch.enterLine("live");
    await settle();
    expect(sent).toContainEqual({ type: "counters.live.loaded", sports: [{ sportId: "s", count: 3 }] });
    tick();
    await settle();
    expect(loads).toEqual(["live", "live"]);
    leave();
  });

  it("shares one refresh between the live line and the full line", () => {
    const { watch, loads, intervals } = harness();
    watch.enterLine("live");
    watch.enterLine("all");
    expect(loads).toEqual(["live"]);
    expect(intervals.size).toBe(1);
  });

  it("cleans the counters with what is still on screen each time a line page closes", () => {
    const { watch, sent, intervals } = harness();
    const leaveLive = watch.enterLine("live");
    const leaveAll = watch.enterLine("all");
    leaveLive();
    leaveAll();
    expect(sent.filter((event) => event.type === "feed.clean")).toEqual([
      { type: "feed.clean", allLineActive: true, liveLineActive: false },
      { type: "feed.clean", allLineActive: false, liveLineActive: false },
    ]);
    expect(intervals.size).toBe(0);
  });

  it("loads a sport's day counts in the chosen zone and stops refreshing when released", async () => {
    const { watch, sent, loads, intervals, settle } = harness();
    const release = watch.watchDays("s", 3600);
    await settle();
    expect(loads).toEqual(["days s 3600"]);
    expect(sent).toContainEqual({
      type: "counters.days.loaded",
      sportId: "s",
      days: [{ date: "2026-11-23", count: 12 }],
    });
    release();
    expect(intervals.size).toBe(0);
  });
});
