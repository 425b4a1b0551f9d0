import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPIRY_MARGIN_MS, isExpired } from "../../../domain/accounts/authToken.ts";
import { refreshLeadMs } from "../../../machines/session/refreshSchedule.ts";
import { MAX_TIMER_MS } from "../../../machines/session/sessionTiming.ts";
import { T0 } from "./sessionFixtures.ts";

describe("refreshLeadMs", () => {
  it("waits until one margin before the access token ends", () => {
    expect(refreshLeadMs({ accessTokenValidUntil: T0 + 10 * 60_000 }, T0)).toBe(9 * 60_000);
  });

  it("is zero for a token that already counts as expired", () => {
    expect(refreshLeadMs({ accessTokenValidUntil: T0 + EXPIRY_MARGIN_MS }, T0)).toBe(0);
    expect(refreshLeadMs({ accessTokenValidUntil: T0 - 1 }, T0)).toBe(0);
  });

  it("never asks a timer for more than it can hold", () => {
    expect(refreshLeadMs({ accessTokenValidUntil: T0 + 90 * 24 * 3_600_000 }, T0)).toBe(MAX_TIMER_MS);
  });

  it("ends exactly when the token starts to count as expired (when the timer can wait that long)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: -(2 ** 30), max: 2 ** 30 }),
        (now, left) => {
          const token = { accessTokenValidUntil: now + left };
          const lead = refreshLeadMs(token, now);
          expect(lead).toBeGreaterThanOrEqual(0);
          expect(isExpired(token.accessTokenValidUntil, now + lead)).toBe(true);
          if (lead > 0) expect(isExpired(token.accessTokenValidUntil, now + lead - 1)).toBe(false);
        },
      ),
    );
  });
});
