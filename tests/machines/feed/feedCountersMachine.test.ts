import { beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import {
  dayEventCount,
  feedCountersMachine,
  liveEventCount,
} from "../../../machines/feed/feedCountersMachine.ts";

describe("feedCountersMachine", () => {
  let actor: Actor<typeof feedCountersMachine>;
  const context = () => actor.getSnapshot().context;

  beforeEach(() => {
    actor = createActor(feedCountersMachine).start();
    actor.send({
      type: "counters.live.loaded",
      sports: [
        { sportId: "soccer", count: 12 },
        { sportId: "tennis", count: 3 },
      ],
    });
    actor.send({
      type: "counters.days.loaded",
      sportId: "soccer",
      days: [{ date: "2026-11-23", count: 40 }],
    });
  });

  it("holds what was loaded, and 0 for what was not", () => {
    expect(liveEventCount(context(), "soccer")).toBe(12);
    expect(liveEventCount(context(), "hockey")).toBe(0);
    expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(40);
    expect(dayEventCount(context(), "soccer", "2026-11-24")).toBe(0);
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])("keeps the counts on page cleaning while the full line is %s and the live line %s", (all, live) => {
    const before = context();
    actor.send({ type: "feed.clean", allLineActive: all, liveLineActive: live });
    expect(context()).toBe(before);
  });

  it("resets every count to 0 on page cleaning once neither line is on screen", () => {
    actor.send({ type: "feed.clean", allLineActive: false, liveLineActive: false });
    expect(context()).toEqual({
      liveEvents: { soccer: 0, tennis: 0 },
      dayEvents: { soccer: { "2026-11-23": 0 } },
    });
  });

  it("resets on request", () => {
    actor.send({ type: "counters.reset" });
    expect(liveEventCount(context(), "soccer")).toBe(0);
    expect(dayEventCount(context(), "soccer", "2026-11-23")).toBe(0);
  });
});
