import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareScopes, compareScopeTypes, SCOPE_PLAY_ORDER } from "../../../domain/event/scopeOrder";
import { ScopeType } from "../../../domain/feed/tree";
import { scopeType } from "./eventFixtures";

describe("scope playing order", () => {
  it("ranks every scope type of the feed once", () => {
    expect([...SCOPE_PLAY_ORDER].sort()).toEqual([...ScopeType.literals].sort());
  });

  it("puts the whole match first, the regular parts, then overtime, extra time and the shoot-out last", () => {
    expect([...ScopeType.literals].sort(compareScopeTypes)).toEqual([
      "full_event",
      "half",
      "quarter",
      "period",
      "set",
      "game",
      "overtime",
      "extra_time",
      "penalties",
    ]);
  });

  it("orders parts of one type by their number", () => {
    const scopes = [
      { type: "half", number: 2 },
      { type: "penalties", number: 0 },
      { type: "half", number: 1 },
      { type: "full_event", number: 0 },
    ] as const;
    expect([...scopes].sort(compareScopes).map(({ type, number }) => `${type}--${number}`)).toEqual([
      "full_event--0",
      "half--1",
      "half--2",
      "penalties--0",
    ]);
  });

  it("is a total order: antisymmetric and transitive over any scopes", () => {
    const scope = fc.record({ type: scopeType, number: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(scope, scope, scope, (a, b, c) => {
        expect(Math.sign(compareScopes(a, b))).toBe(-Math.sign(compareScopes(b, a)) || 0);
        if (compareScopes(a, b) <= 0 && compareScopes(b, c) <= 0)
          expect(compareScopes(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
