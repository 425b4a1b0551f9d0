import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holds, insertBatch, overflows } from "../../../machines/feed/feedBuffer.ts";
import { batchAt } from "./feedLine.ts";

describe("the feed buffer", () => {
  it("keeps batches in version order, once each, whatever order they come in", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 }), (versions) => {
        const buffer = versions.map(batchAt).reduce(insertBatch, []);
        expect(buffer.map((batch) => batch.version)).toEqual([...new Set(versions)].sort((a, b) => a - b));
        for (const version of versions) expect(holds(buffer, version)).toBe(true);
      }),
    );
  });

  it("overflows only on a new version once full", () => {
    const full = [1, 2, 3].map(batchAt).reduce(insertBatch, []);
    expect(overflows(full, batchAt(4), 3)).toBe(true);
    expect(overflows(full, batchAt(2), 3)).toBe(false);
    expect(overflows(full, batchAt(4), 4)).toBe(false);
  });
});
