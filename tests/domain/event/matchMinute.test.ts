import { describe, expect, it } from "vitest";
import { matchMinute } from "../../../domain/event/matchMinute";

describe("matchMinute", () => {
  it("writes the minute, with added time after a plus", () => {
    expect(matchMinute({ currentMinute: 67 })).toBe("67'");
    expect(matchMinute({ currentMinute: 45, addedMinute: 2 })).toBe("45+2'");
    expect(matchMinute({ currentMinute: 90, addedMinute: null })).toBe("90'");
  });

  it("reads no added time as none", () => {
    expect(matchMinute({ currentMinute: 45, addedMinute: 0 })).toBe("45'");
  });

  it("is null without a clock, whether the feed leaves it out or the Sportsbook service sends null", () => {
    expect(matchMinute({})).toBeNull();
    expect(matchMinute({ currentMinute: null, addedMinute: null })).toBeNull();
  });

  it("says the kick-off minute (0) rather than nothing", () => {
    expect(matchMinute({ currentMinute: 0 })).toBe("0'");
  });
});
