import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterShared } from "../../../ui/feed/sharedTimeout.ts";

describe("afterShared", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs callbacks asked for in the same slot in one timer task, once their time has come", () => {
    // Just past a slot's start, so that 30 ms later is still the same slot.
    vi.advanceTimersByTime(100 - (performance.now() % 100) + 1);
    const ran: string[] = [];
    afterShared(2500, () => ran.push("a"));
    vi.advanceTimersByTime(30);
    afterShared(2500, () => ran.push("b"));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2460);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(110);
    expect(ran).toEqual(["a", "b"]);
  });

  it("gives a later slot its own task, and skips a cancelled callback", () => {
    const ran: string[] = [];
    const cancel = afterShared(100, () => ran.push("a"));
    afterShared(100, () => ran.push("b"));
    afterShared(400, () => ran.push("c"));
    expect(vi.getTimerCount()).toBe(2);
    cancel();
    vi.advanceTimersByTime(250);
    expect(ran).toEqual(["b"]);
    vi.advanceTimersByTime(300);
    expect(ran).toEqual(["b", "c"]);
  });
});
