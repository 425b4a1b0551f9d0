import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayStatus } from "../../../domain/event/displayStatus";
import type { ScopeType } from "../../../domain/feed/tree";
import { anEvent, aScope, scopeType, status } from "./eventFixtures";

const played = (...types: ScopeType[]) =>
  Object.fromEntries(types.map((type) => [`${type}--0`, aScope(type, 0, 0)]));

describe("displayStatus", () => {
  it.each([
    ["half", "live"],
    ["full_event", "live"],
    ["overtime", "overtime"],
    ["extra_time", "extra_time"],
    ["penalties", "penalties"],
  ] as const)("in progress in a %s scope shows %s", (type, expected) => {
    expect(displayStatus(anEvent({ status: "in_progress", currentScope: { type, number: 1 } }))).toBe(
      expected,
    );
  });

  it("shows live for an event in progress with no current scope yet", () => {
    expect(displayStatus(anEvent({ status: "in_progress" }))).toBe("live");
  });

  it.each([
    [["full_event", "half"], "finished"],
    [["full_event", "overtime"], "after_overtime"],
    [["full_event", "extra_time"], "after_extra_time"],
    [["full_event", "extra_time", "penalties"], "after_penalties"],
    [["full_event", "penalties"], "after_penalties"],
    [["full_event", "overtime", "extra_time"], "after_extra_time"],
  ] as const)("finished with scopes %j shows %s", (types, expected) => {
    expect(displayStatus(anEvent({ status: "finished", scopes: played(...types) }))).toBe(expected);
  });

  it.each(["not_started", "cancelled", "postponed", "interrupted", "retired", "corrupted"] as const)(
    "%s shows as it is, whatever its scopes",
    (value) => {
      fc.assert(
        fc.property(fc.uniqueArray(scopeType), fc.option(scopeType), (types, current) => {
          const event = anEvent({
            status: value,
            scopes: played(...types),
            currentScope: current === null ? null : { type: current, number: 0 },
          });
          expect(displayStatus(event)).toBe(value);
        }),
      );
    },
  );

  it("never shows an after-status while playing, nor a playing status once finished", () => {
    fc.assert(
      fc.property(status, fc.uniqueArray(scopeType), fc.option(scopeType), (value, types, current) => {
        const shown = displayStatus(
          anEvent({
            status: value,
            scopes: played(...types),
            currentScope: current === null ? null : { type: current, number: 0 },
          }),
        );
        if (value === "in_progress") expect(["live", "overtime", "extra_time", "penalties"]).toContain(shown);
        if (value === "finished") expect(shown === "finished" || shown.startsWith("after_")).toBe(true);
      }),
    );
  });
});
