import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import {
  COUNTERS_RETRY_MS,
  DAY_COUNTERS_REFRESH_MS,
  dayEventCount,
  LIVE_COUNTERS_REFRESH_MS,
  liveEventCount,
} from "../../../machines/feed/feedCountersMachine.ts";
import { countersHarness, daysAnswer, LIVE_ANSWER, settle } from "./countersHarness.ts";

const SOCCER_UTC = { sportId: "soccer", timeZoneOffset: 0 };
const SOCCER_PARIS = { sportId: "soccer", timeZoneOffset: 3600 };
const TENNIS_UTC = { sportId: "tennis", timeZoneOffset: 0 };

describe("feedCountersMachine", () => {
  let harness: ReturnType<typeof countersHarness>;
  let actor: Actor<typeof harness.machine>;
  const snapshot = () => actor.getSnapshot();
  const context = () => snapshot().context;

  const answerLive = async () => {
    const [load] = harness.pendingLive();
    expect(load).toBeDefined();
    load!.resolve(LIVE_ANSWER);
    await settle();
  };
  const answerDays = async () => {
    const [load] = harness.pendingDays();
    expect(load).toBeDefined();
    load!.resolve(daysAnswer(load!.input));
    await settle();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    harness = countersHarness();
    actor = createActor(harness.machine).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  describe("when nobody watches", () => {
    it("loads nothing and keeps no timer", () => {
      expect(snapshot().value).toEqual({ live: "idle", days: "idle" });
      vi.advanceTimersByTime(DAY_COUNTERS_REFRESH_MS * 2);
      expect(harness.live).toEqual([]);
      expect(harness.days).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    });

    it("reads 0 for what was never loaded", () => {
      expect(liveEventCount(context(), "soccer")).toBe(0);
      expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(0);
    });
  });

  describe("when in the live polling state", () => {
    beforeEach(() => actor.send({ type: "counters.line.enter", kind: "live" }));

    it("loads the live counts as the first line page opens, then every refresh", async () => {
      expect(snapshot().hasTag("loadingLive")).toBe(true);
      await answerLive();
      expect(liveEventCount(context(), "soccer")).toBe(12);
      expect(harness.pendingLive()).toEqual([]);
      vi.advanceTimersByTime(LIVE_COUNTERS_REFRESH_MS - 1);
      expect(harness.pendingLive()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(harness.pendingLive()).toHaveLength(1);
    });

    it("shares one poll between the live line and the full line", async () => {
      actor.send({ type: "counters.line.enter", kind: "all" });
      actor.send({ type: "counters.line.enter", kind: "live" });
      expect(harness.live).toHaveLength(1);
      await answerLive();
      expect(vi.getTimerCount()).toBe(1);
    });

    it("keeps the last counts when a load fails, and tries again after the retry delay", async () => {
      await answerLive();
      vi.advanceTimersByTime(LIVE_COUNTERS_REFRESH_MS);
      harness.pendingLive()[0]!.reject(new Error("offline"));
      await settle();
      expect(snapshot().hasTag("liveFailed")).toBe(true);
      expect(liveEventCount(context(), "soccer")).toBe(12);
      vi.advanceTimersByTime(COUNTERS_RETRY_MS);
      expect(harness.pendingLive()).toHaveLength(1);
    });

    it("keeps the counts while a line page is still open, and cleans them when the last one closes", async () => {
      actor.send({ type: "counters.line.enter", kind: "all" });
      await answerLive();
      actor.send({ type: "counters.line.leave", kind: "live" });
      expect(liveEventCount(context(), "soccer")).toBe(12);
      actor.send({ type: "counters.line.leave", kind: "all" });
      expect(snapshot().value).toMatchObject({ live: "idle" });
      expect(context().liveEvents).toEqual({ soccer: 0, tennis: 0 });
      expect(vi.getTimerCount()).toBe(0);
    });

    it("drops the load in flight when the last page closes, and its late answer never lands", async () => {
      const [load] = harness.pendingLive();
      actor.send({ type: "counters.line.leave", kind: "live" });
      expect(load!.live()).toBe(false);
      load!.resolve(LIVE_ANSWER);
      await settle();
      expect(context().liveEvents).toEqual({});
    });

    it("ignores a page that says it left twice", async () => {
      actor.send({ type: "counters.line.enter", kind: "all" });
      actor.send({ type: "counters.line.leave", kind: "live" });
      actor.send({ type: "counters.line.leave", kind: "live" });
      expect(context().lines).toEqual({ live: 0, all: 1 });
      expect(snapshot().value).toMatchObject({ live: { polling: "loading" } });
    });

    it("zeroes the day counts too once neither line is on screen (page cleaning)", async () => {
      actor.send({ type: "counters.days.watch", ...SOCCER_UTC });
      await answerDays();
      actor.send({ type: "counters.line.leave", kind: "live" });
      expect(context().dayEvents).toEqual({ soccer: { "2026-11-23": 0 } });
    });
  });

  describe("when in the day polling state", () => {
    beforeEach(() => actor.send({ type: "counters.days.watch", ...SOCCER_PARIS }));

    it("loads a sport's day counts in the chosen zone, then every refresh", async () => {
      expect(harness.pendingDays().map((load) => load.input)).toEqual([[SOCCER_PARIS]]);
      await answerDays();
      expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(41);
      vi.advanceTimersByTime(DAY_COUNTERS_REFRESH_MS);
      expect(harness.pendingDays()).toHaveLength(1);
    });

    it("loads a strip nobody watched yet at once, with the ones already watched", async () => {
      await answerDays();
      actor.send({ type: "counters.days.watch", ...TENNIS_UTC });
      expect(harness.pendingDays().map((load) => load.input)).toEqual([[SOCCER_PARIS, TENNIS_UTC]]);
      actor.send({ type: "counters.days.watch", ...TENNIS_UTC });
      expect(harness.days).toHaveLength(2);
    });

    it("stops when the last watch of the last strip is released", async () => {
      actor.send({ type: "counters.days.watch", ...SOCCER_PARIS });
      await answerDays();
      actor.send({ type: "counters.days.unwatch", ...SOCCER_PARIS });
      expect(snapshot().value).toMatchObject({ days: { polling: "waiting" } });
      actor.send({ type: "counters.days.unwatch", ...SOCCER_PARIS });
      expect(snapshot().value).toMatchObject({ days: "idle" });
      expect(vi.getTimerCount()).toBe(0);
      // Released strips keep their counts: the day strip is gone, nothing shows them.
      expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(41);
    });

    it("retries a failed load after the retry delay and keeps the counts meanwhile", async () => {
      await answerDays();
      vi.advanceTimersByTime(DAY_COUNTERS_REFRESH_MS);
      harness.pendingDays()[0]!.reject(new Error("offline"));
      await settle();
      expect(snapshot().hasTag("daysFailed")).toBe(true);
      expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(41);
      vi.advanceTimersByTime(COUNTERS_RETRY_MS);
      expect(harness.pendingDays()).toHaveLength(1);
    });
  });

  it("resets every count to 0 on request", async () => {
    actor.send({ type: "counters.line.enter", kind: "live" });
    actor.send({ type: "counters.days.watch", ...SOCCER_UTC });
    await answerLive();
    await answerDays();
    actor.send({ type: "counters.reset" });
    expect(liveEventCount(context(), "soccer")).toBe(0);
    expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(0);
  });
});
