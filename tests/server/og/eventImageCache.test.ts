import { describe, expect, it } from "vitest";
import { makeEventImageCache } from "../../../server/og/eventImageCache";

/** A drawing that finishes when the test says so, and counts how often it was asked for. */
const controlledDraw = () => {
  const pending: Array<() => void> = [];
  let calls = 0;
  return {
    draw: (label: string) => () => {
      calls++;
      return new Promise<Buffer>((resolve) => pending.push(() => resolve(Buffer.from(label))));
    },
    finishAll: () => {
      for (const finish of pending.splice(0)) finish();
    },
    calls: () => calls,
  };
};

describe("the event image cache", () => {
  it("draws once for concurrent requests of the same picture, and serves it from memory after", async () => {
    const cache = makeEventImageCache(10);
    const drawing = controlledDraw();
    const waiting = [1, 2, 3, 4, 5].map(() => cache.image("event-0001", "1-0", drawing.draw("1-0")));
    expect(drawing.calls()).toBe(1);
    drawing.finishAll();
    const pictures = await Promise.all(waiting);
    expect(new Set(pictures).size).toBe(1);
    expect((await cache.image("event-0001", "1-0", drawing.draw("again"))).toString()).toBe("1-0");
    expect(drawing.calls()).toBe(1);
  });

  it("redraws when what the picture shows changes, and keeps only the newest picture of an event", async () => {
    const cache = makeEventImageCache(10);
    const draw = (label: string) => () => Promise.resolve(Buffer.from(label));
    expect((await cache.image("event-0001", "1-0", draw("1-0"))).toString()).toBe("1-0");
    expect((await cache.image("event-0001", "2-0", draw("2-0"))).toString()).toBe("2-0");
    expect(cache.size()).toBe(1);
    // The old picture is gone: asking for it again draws it again.
    expect((await cache.image("event-0001", "1-0", draw("redrawn"))).toString()).toBe("redrawn");
  });

  it("holds at most its capacity of events, the least recently used leaving first", async () => {
    const cache = makeEventImageCache(2);
    const draw = (label: string) => () => Promise.resolve(Buffer.from(label));
    await cache.image("event-a", "x", draw("a"));
    await cache.image("event-b", "x", draw("b"));
    await cache.image("event-a", "x", draw("a again")); // a is now the most recent
    await cache.image("event-c", "x", draw("c"));
    expect(cache.size()).toBe(2);
    expect((await cache.image("event-a", "x", draw("a redrawn"))).toString()).toBe("a");
    expect((await cache.image("event-b", "x", draw("b redrawn"))).toString()).toBe("b redrawn");
  });

  it("forgets a failed drawing, so the next request draws again", async () => {
    const cache = makeEventImageCache(10);
    await expect(
      cache.image("event-0001", "1-0", () => Promise.reject(new Error("no fonts"))),
    ).rejects.toThrow("no fonts");
    expect(cache.size()).toBe(0);
    expect(
      (await cache.image("event-0001", "1-0", () => Promise.resolve(Buffer.from("ok")))).toString(),
    ).toBe("ok");
  });
});
