import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../../../domain/tips/chain/canonicalJson";
import {
  chainHash,
  commentHash,
  entryJson,
  GENESIS_HASH,
  parseEntry,
  settlementEntryOf,
  tipEntryOf,
} from "../../../../domain/tips/chain/tipChain";
import { sha256, tip } from "./chainFixtures";

describe("canonicalJson", () => {
  it("sorts keys at every depth and leaves no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: "x y" } })).toBe(
      '{"a":{"c":"x y","d":[true,null]},"b":1}',
    );
  });

  it("writes numbers in their shortest round-trip form", () => {
    expect(canonicalJson([1.85, 2, 1e21, 0.1 + 0.2, -0])).toBe("[1.85,2,1e+21,0.30000000000000004,0]");
  });

  it("refuses values with no JSON form", () => {
    expect(() => canonicalJson(Number.NaN)).toThrow();
    expect(() => canonicalJson({ a: Number.POSITIVE_INFINITY })).toThrow();
  });

  it("is the same text whatever order the keys were given in, and reads back to the value", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(object);
      }),
    );
  });
});

describe("tip entries", () => {
  it("fix the tip's facts and its comment by hash only", () => {
    const text = entryJson(tipEntryOf(tip("t1"), sha256));
    expect(text).toBe(
      `{"commentHash":"${commentHash("t1", "They won the last five at home.", sha256)}","cost":25,` +
        `"createdAt":1799990000000,"creatorId":"user-a","eventId":"event-t1","eventStart":1800000000000,` +
        `"id":"t1","kind":"tip","marketName":"1x2--nil","odds":1.85,"outcomeCode":"P1",` +
        `"scopeKey":"full_event--0","title":"Home side in form","v":1}`,
    );
    expect(text).not.toContain("last five");
  });

  it("hash equal comments of two tips differently", () => {
    expect(commentHash("t1", "same", sha256)).not.toBe(commentHash("t2", "same", sha256));
  });

  it("read back only when written in canonical form", () => {
    const entry = tipEntryOf(tip("t1"), sha256);
    expect(parseEntry(entryJson(entry))).toEqual(entry);
    const settlement = settlementEntryOf({ tipId: "t1", result: "half_won", settledAt: 5 });
    expect(parseEntry(entryJson(settlement))).toEqual(settlement);
    expect(parseEntry(JSON.stringify(entry, null, 1))).toBeUndefined();
    expect(parseEntry(JSON.stringify(entry))).toBeUndefined();
    expect(parseEntry(entryJson({ ...entry, extra: 1 } as never))).toBeUndefined();
    expect(parseEntry(entryJson({ ...settlement, result: "draw" } as never))).toBeUndefined();
    expect(parseEntry(entryJson({ ...entry, v: 2 } as never))).toBeUndefined();
    expect(parseEntry("not json")).toBeUndefined();
  });

  it("chain by hashing the previous hash and the entry text", () => {
    const text = entryJson(tipEntryOf(tip("t1"), sha256));
    expect(GENESIS_HASH).toMatch(/^0{64}$/);
    expect(chainHash(GENESIS_HASH, text, sha256)).toBe(sha256(GENESIS_HASH + text));
  });
});
