import { describe, expect, it } from "vitest";
import { ACTIVITY_THROTTLE_MS, watchActivity } from "../../../ui/app/activityEvents.ts";

/** An event target that records listeners, so the test can fire DOM events by hand. */
const target = () => {
  const listeners = new Map<string, Set<() => void>>();
  return {
    listeners,
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
};

describe("watchActivity", () => {
  it("reports activity at most once a throttle period, and when the tab comes back into view", () => {
    const win = target();
    const doc = target();
    let now = 0;
    let reports = 0;
    const stop = watchActivity(
      win as never,
      doc as never,
      () => (reports += 1),
      () => now,
    );

    win.fire("keydown");
    win.fire("pointerdown");
    expect(reports).toBe(1);
    now += ACTIVITY_THROTTLE_MS;
    win.fire("scroll");
    expect(reports).toBe(2);
    now += ACTIVITY_THROTTLE_MS;
    doc.fire("visibilitychange");
    expect(reports).toBe(3);

    stop();
    now += ACTIVITY_THROTTLE_MS;
    win.fire("keydown");
    expect(reports).toBe(3);
    expect([...win.listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
