import fc from "fast-check";
import type { SettledTip, SettlementResult } from "../../../../domain/tips/tip";

export const DAY = 24 * 60 * 60 * 1000;
/** A fixed "now" for every test: periods are computed from it, never from the clock. */
export const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

export const aTip = (overrides: Partial<SettledTip> = {}): SettledTip => ({
  tipId: "tip-1",
  creatorId: "user-1",
  sportId: "soccer",
  odds: 2,
  result: "won",
  settledAt: NOW - DAY,
  closingOdds: null,
  ...overrides,
});

/** Tips settled one hour apart, oldest first, from the given results. */
export const tipsOf = (results: ReadonlyArray<SettlementResult>, odds = 2): ReadonlyArray<SettledTip> =>
  results.map((result, index) =>
    aTip({ tipId: `tip-${index}`, result, odds, settledAt: NOW - (results.length - index) * 3_600_000 }),
  );

export const resultArbitrary: fc.Arbitrary<SettlementResult> = fc.constantFrom(
  "won",
  "lost",
  "void",
  "half_won",
  "half_lost",
);

/** Odds as a line quotes them: two decimals from 1.01 to 21. */
export const oddsArbitrary = fc.integer({ min: 101, max: 2100 }).map((hundredths) => hundredths / 100);

export const settledTipArbitrary = (creatorId = "user-1"): fc.Arbitrary<SettledTip> =>
  fc.record({
    tipId: fc.string({ minLength: 1, maxLength: 8 }),
    creatorId: fc.constant(creatorId),
    sportId: fc.constant("soccer"),
    odds: oddsArbitrary,
    result: resultArbitrary,
    // Up to 120 days back, some exactly on a period's boundary.
    settledAt: fc.oneof(
      fc.integer({ min: NOW - 120 * DAY, max: NOW }),
      fc.constantFrom(3, 7, 30, 90).map((days) => NOW - days * DAY),
    ),
    closingOdds: fc.option(oddsArbitrary, { nil: null }),
  });

/** One user's settled tips with distinct ids. */
export const settledTipsArbitrary = (creatorId = "user-1", maxLength = 60) =>
  fc.uniqueArray(settledTipArbitrary(creatorId), { selector: (tip) => tip.tipId, maxLength });
