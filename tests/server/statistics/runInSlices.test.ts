import { describe, expect, it } from "vitest";
import { runInSlices } from "../../../server/statistics/runInSlices";

/** Work whose every step takes `stepMs` on a fake clock, recording the order steps and others ran in. */
const steppedWork = (steps: number, stepMs: number, log: string[], clock: { now: number }) =>
  (function* () {
    for (let i = 0; i < steps; i++) {
      clock.now += stepMs;
      log.push(`step ${i}`);
      yield i;
    }
  })();

describe("runInSlices", () => {
  it("takes steps until a slice's time is used, then lets waiting callbacks run", async () => {
    const log: string[] = [];
    const clock = { now: 0 };
    const run = runInSlices(steppedWork(7, 3, log, clock), { sliceMs: 8, clock: () => clock.now });
    // Queued before the first slice runs, and again by each callback: the loop must get between slices.
    const other = (n: number) => () => {
      log.push(`other ${n}`);
      if (n < 3) setImmediate(other(n + 1));
    };
    setImmediate(other(0));
    const result = await run;
    expect(result).toEqual({ steps: 7, busyMs: 21, slices: 3, stopped: false });
    // Slices of three steps (9 ms passes 8), with the other callbacks running between them.
    const at = (line: string) => log.indexOf(line);
    expect(at("other 0")).toBe(at("step 2") + 1);
    expect(at("step 3")).toBe(at("other 0") + 1);
    expect(at("other 1")).toBe(at("step 5") + 1);
    expect(at("step 6")).toBe(at("other 1") + 1);
    expect(log.filter((line) => line.startsWith("step"))).toHaveLength(7);
  });

  it("stops between slices once aborted", async () => {
    const log: string[] = [];
    const clock = { now: 0 };
    const abort = new AbortController();
    const run = runInSlices(steppedWork(100, 5, log, clock), {
      sliceMs: 8,
      clock: () => clock.now,
      signal: abort.signal,
    });
    setImmediate(() => abort.abort());
    const result = await run;
    expect(result.stopped).toBe(true);
    expect(result.steps).toBeLessThan(100);
    expect(log).toHaveLength(result.steps);
  });

  it("rejects with the work's error", async () => {
    const failing = (function* () {
      yield 1;
      throw new Error("broken step");
    })();
    await expect(runInSlices(failing, { sliceMs: 8 })).rejects.toThrow("broken step");
  });
});
