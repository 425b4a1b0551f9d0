import { describe, expect, it } from "vitest";
import { makeSilenceWatch } from "../../../server/ingest/silenceWatch";

describe("the ingest worker's silence watch", () => {
  it("speaks up once when the worker is quiet past the limit, and once when it is back", () => {
    let now = 0;
    const said: string[] = [];
    const watch = makeSilenceWatch({
      limitMs: 10_000,
      now: () => now,
      onSilent: (quiet) => said.push(`silent ${quiet}`),
      onBack: (quiet) => said.push(`back ${quiet}`),
    });
    now = 10_000;
    watch.check();
    expect(said).toEqual([]);
    now = 9_000 + 10_000;
    watch.heard();
    now += 10_001;
    watch.check();
    now += 5_000;
    watch.check();
    expect(said).toEqual(["silent 10001"]);
    watch.heard();
    watch.heard();
    now += 1_000;
    watch.check();
    expect(said).toEqual(["silent 10001", "back 15001"]);
  });
});
