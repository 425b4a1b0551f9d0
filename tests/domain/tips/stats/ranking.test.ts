import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANKING_TABS, STATISTICS_PERIODS } from "../../../../domain/tips/stats/periods";
import {
  MIN_SETTLED_FOR_RANKING,
  type RankingEntry,
  rankingEntries,
  rankingEntry,
  rankTop,
} from "../../../../domain/tips/stats/ranking";
import { tallyOf } from "../../../../domain/tips/stats/tipTally";
import type { SettlementResult } from "../../../../domain/tips/tip";
import { NOW, oddsArbitrary, resultArbitrary, settledTipsArbitrary, tipsOf } from "./settledTipArbitrary";

/** An all-time entry from results at one price. */
const entryOf = (userId: string, results: ReadonlyArray<SettlementResult>, odds = 2): RankingEntry =>
  rankingEntries(userId, tipsOf(results, odds), NOW).ALL_TIME;

const repeat = (times: number, result: SettlementResult): ReadonlyArray<SettlementResult> =>
  Array.from({ length: times }, () => result);

describe("rankingEntry", () => {
  it("qualifies at MIN_SETTLED_FOR_RANKING decided tips, voids not counted", () => {
    const short = entryOf("u", [...repeat(MIN_SETTLED_FOR_RANKING - 1, "won"), ...repeat(5, "void")]);
    expect(short).toMatchObject({
      sampleSize: MIN_SETTLED_FOR_RANKING - 1,
      settledCount: 24,
      qualified: false,
    });
    expect(short.luck).toBeNull();
    const enough = entryOf("u", repeat(MIN_SETTLED_FOR_RANKING, "lost"));
    expect(enough).toMatchObject({ sampleSize: MIN_SETTLED_FOR_RANKING, qualified: true, winRate: 0 });
    expect(enough.luck).toBeCloseTo(1, 4);
  });

  it("reads luck from the profit against fair random picks at the same odds", () => {
    // 25 wins, 25 losses at 2.4: profit 25 × 1.4 - 25 = 10, Σ(o - 1) = 70.
    const entry = entryOf("u", [...repeat(25, "won"), ...repeat(25, "lost")], 2.4);
    expect(entry.profit).toBeCloseTo(10, 9);
    expect(entry.luck).toBeCloseTo(0.5 * (1 - erf(10 / Math.sqrt(70) / Math.SQRT2)), 6);
  });

  it("has the entries of every period, the streak the same in all", () => {
    fc.assert(
      fc.property(settledTipsArbitrary(), (tips) => {
        const entries = rankingEntries("u", tips, NOW);
        expect(Object.keys(entries).sort()).toEqual([...STATISTICS_PERIODS].sort());
        for (const period of STATISTICS_PERIODS) {
          expect(entries[period].period).toBe(period);
          expect(entries[period].streak).toBe(entries.ALL_TIME.streak);
          expect(entries[period].sampleSize).toBeLessThanOrEqual(entries.ALL_TIME.sampleSize);
        }
      }),
    );
  });
});

/** A crude erf (Abramowitz-Stegun 7.1.26, 1.5e-7), only to check the luck value to 6 digits. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return 1 - poly * Math.exp(-x * x);
}

describe("rankTop", () => {
  const lucky = entryOf("lucky", repeat(10, "won"), 3); // 10 of 10, profit 20: too few to rank
  const steady = entryOf("steady", [...repeat(60, "won"), ...repeat(40, "lost")]); // 0.60 of 100
  const short = entryOf("short", [...repeat(16, "won"), ...repeat(4, "lost")]); // 0.80 of 20
  const loser = entryOf("loser", [...repeat(5, "won"), ...repeat(25, "lost"), "won", "won"]);

  it("does not place anyone under the minimum sample on win rate or profit, but lists them on ALL", () => {
    const entries = [lucky, steady, short, loser];
    expect(rankTop(entries, "TOP_PROFIT").map((row) => row.userId)).toEqual(["steady", "short", "loser"]);
    expect(rankTop(entries, "TOP_WIN_RATE").map((row) => row.userId)).toEqual(["short", "steady", "loser"]);
    expect(rankTop(entries, "ALL").map((row) => [row.userId, row.value])).toEqual([
      ["steady", 100],
      ["loser", 32],
      ["short", 20],
      ["lucky", 10],
    ]);
    expect(rankTop(entries, "TOP_STREAK").map((row) => [row.userId, row.value])).toEqual([
      ["lucky", 10],
      ["loser", 2],
    ]);
  });

  it("orders win rate by its lower bound, shows the rate, numbers positions from 1", () => {
    const longer = entryOf("longer", [...repeat(150, "won"), ...repeat(50, "lost")]); // 0.75 of 200
    const shorter = entryOf("shorter", [...repeat(16, "won"), ...repeat(4, "lost")]); // 0.80 of 20
    const rows = rankTop([shorter, longer], "TOP_WIN_RATE");
    expect(rows.map((row) => [row.position, row.userId, row.value])).toEqual([
      [1, "longer", 0.75],
      [2, "shorter", 0.8],
    ]);
  });

  it("breaks ties by the larger sample, then by user id", () => {
    const a = entryOf("a", [...repeat(20, "won"), ...repeat(20, "lost")]);
    const b = entryOf("b", [...repeat(20, "won"), ...repeat(20, "lost")]);
    const c = entryOf("c", [
      ...repeat(20, "won"),
      ...repeat(20, "lost"),
      ...repeat(4, "won"),
      ...repeat(4, "lost"),
    ]);
    expect(rankTop([b, a, c], "TOP_PROFIT").map((row) => row.userId)).toEqual(["c", "a", "b"]);
  });

  it("keeps at most the limit", () => {
    const many = Array.from({ length: 150 }, (_, i) => entryOf(`u${i}`, repeat(1 + (i % 7), "won")));
    expect(rankTop(many, "ALL")).toHaveLength(100);
    expect(rankTop(many, "ALL", 3)).toHaveLength(3);
    expect(rankTop(many, "ALL", 0)).toHaveLength(0);
  });

  const userEntries = fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 40 })
    .chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc
            .array(fc.tuple(resultArbitrary, oddsArbitrary), { maxLength: 45 })
            .map((picks) =>
              rankingEntry(
                id,
                "ALL_TIME",
                tallyOf(
                  picks.map(([result, odds], i) => ({ ...tipsOf([result], odds)[0]!, tipId: `t${i}` })),
                ),
                picks.length % 4,
              ),
            ),
        ),
      ),
    );

  it("is a total order independent of the input order", () => {
    fc.assert(
      fc.property(
        userEntries.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        fc.constantFrom(...RANKING_TABS),
        ([entries, shuffled], tab) => {
          const rows = rankTop(entries, tab, 1000);
          expect(rankTop(shuffled, tab, 1000)).toEqual(rows);
          expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1));
          expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
        },
      ),
    );
  });

  it("never places an entry under the minimum on TOP_PROFIT or TOP_WIN_RATE, and orders each tab by its key", () => {
    fc.assert(
      fc.property(userEntries, (entries) => {
        for (const tab of ["TOP_PROFIT", "TOP_WIN_RATE"] as const) {
          const rows = rankTop(entries, tab, 1000);
          for (const row of rows)
            expect(row.entry.sampleSize).toBeGreaterThanOrEqual(MIN_SETTLED_FOR_RANKING);
          expect(rows.length).toBe(
            entries.filter((entry) => entry.sampleSize >= MIN_SETTLED_FOR_RANKING).length,
          );
        }
        const keys = {
          TOP_PROFIT: (entry: RankingEntry) => entry.profit,
          TOP_WIN_RATE: (entry: RankingEntry) => entry.winRateLowerBound,
          TOP_STREAK: (entry: RankingEntry) => entry.streak,
          ALL: (entry: RankingEntry) => entry.sampleSize,
        };
        for (const [tab, key] of Object.entries(keys) as ReadonlyArray<
          [keyof typeof keys, (e: RankingEntry) => number]
        >) {
          const rows = rankTop(entries, tab, 1000);
          for (let i = 1; i < rows.length; i++)
            expect(key(rows[i - 1]!.entry)).toBeGreaterThanOrEqual(key(rows[i]!.entry));
        }
      }),
    );
  });
});
