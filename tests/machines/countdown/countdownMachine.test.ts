import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromCallback } from "xstate";
import {
  type CountdownEmitted,
  type CountdownEvent,
  type CountdownInput,
  countdownMachine,
  secondsLeft,
} from "../../../machines/countdown/countdownMachine.ts";

/** A countdown whose ticker the test drives: `tick(now)` sends the clock's reading. */
const start = (input: CountdownInput) => {
  let send: ((event: CountdownEvent) => void) | undefined;
  let ticking = false;
  const actor = createActor(
    countdownMachine.provide({
      actors: {
        ticker: fromCallback<CountdownEvent>(({ sendBack }) => {
          send = sendBack;
          ticking = true;
          return () => {
            ticking = false;
          };
        }),
      },
    }),
    { input },
  );
  const emitted: CountdownEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    emitted,
    ticking: () => ticking,
    tick: (now: number) => send?.({ type: "countdown.tick", now }),
  };
};

describe("countdownMachine", () => {
  it("remembers its end, counts whole seconds down each tick, then ends once and stops ticking", () => {
    const c = start({ key: "tip-sales:t1", endsAt: 10_000, storedEndsAt: null, now: 7_500 });
    expect(c.emitted).toEqual([{ type: "countdown.remember", key: "tip-sales:t1", endsAt: 10_000 }]);
    expect(secondsLeft(c.actor.getSnapshot().context)).toBe(3);
    c.tick(8_500);
    expect(secondsLeft(c.actor.getSnapshot().context)).toBe(2);
    c.tick(10_000);
    expect(c.actor.getSnapshot().status).toBe("done");
    expect(c.emitted.at(-1)).toEqual({ type: "countdown.ended", key: "tip-sales:t1" });
    expect(c.ticking()).toBe(false);
  });

  it("resumes from a remembered end after a reload that has no end of its own", () => {
    const c = start({ key: "k", endsAt: null, storedEndsAt: 60_000, now: 30_000 });
    expect(secondsLeft(c.actor.getSnapshot().context)).toBe(30);
    expect(c.actor.getSnapshot().value).toBe("running");
  });

  it("takes the server's end over a remembered one, and ends at once when it has passed", () => {
    const c = start({ key: "k", endsAt: 5_000, storedEndsAt: 60_000, now: 6_000 });
    expect(c.actor.getSnapshot().value).toBe("ended");
    expect(c.emitted).toEqual([{ type: "countdown.ended", key: "k" }]);
    const none = start({ key: "k", endsAt: null, storedEndsAt: null, now: 0 });
    expect(none.actor.getSnapshot().value).toBe("unknown");
    expect(none.ticking()).toBe(false);
  });

  it("never shows a negative count and ends exactly when the clock reaches the end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 7 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 30 }),
        (lead, steps) => {
          const c = start({ key: "k", endsAt: lead, storedEndsAt: null, now: 0 });
          let now = 0;
          for (const step of steps) {
            if (c.actor.getSnapshot().status === "done") break;
            now += step;
            c.tick(now);
            const { context } = c.actor.getSnapshot();
            expect(secondsLeft(context)).toBeGreaterThanOrEqual(0);
            expect(c.actor.getSnapshot().status === "done").toBe(now >= lead);
          }
          expect(c.emitted.filter((event) => event.type === "countdown.ended").length).toBe(
            now >= lead ? 1 : 0,
          );
          c.actor.stop();
        },
      ),
    );
  });
});
