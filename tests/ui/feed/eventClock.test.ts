import { describe, expect, it } from "vitest";
import { DISPLAY_STATUSES } from "../../../domain/event/displayStatus.ts";
import { scopeLabel, statusTone } from "../../../ui/feed/eventClock.ts";

describe("statusTone", () => {
  it("colours every display status", () => {
    for (const status of DISPLAY_STATUSES)
      expect(["live", "upcoming", "ended", "off"]).toContain(statusTone(status));
  });

  it("shows extra time, overtime and a shoot-out as live, and their aftermath as ended", () => {
    expect(["extra_time", "overtime", "penalties"].map((s) => statusTone(s as never))).toEqual([
      "live",
      "live",
      "live",
    ]);
    expect(statusTone("after_penalties")).toBe("ended");
    expect(statusTone("postponed")).toBe("off");
    expect(statusTone("not_started")).toBe("upcoming");
  });
});

describe("scopeLabel", () => {
  it("names the scope's translation and carries its number", () => {
    expect(scopeLabel({ type: "set", number: 2 })).toEqual({ key: "scope.set", number: 2 });
  });
});
