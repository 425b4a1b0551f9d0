import { describe, expect, it } from "vitest";
import { makeRng } from "../../../server/provider/simulator/world/rng";

const draws = (seed: string, n: number): number[] => {
  const rng = makeRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe("the seeded random stream", () => {
  it("repeats for a seed and differs between seeds", () => {
    expect(draws("alpha", 50)).toEqual(draws("alpha", 50));
    expect(draws("alpha", 50)).not.toEqual(draws("alpha2", 50));
  });

  it("stays in [0, 1) and spreads evenly", () => {
    const values = draws("spread", 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array(10).fill(0);
    for (const v of values) buckets[Math.floor(v * 10)]++;
    for (const count of buckets) expect(count).toBeGreaterThan(1800);
  });

  it("draws integers in an inclusive range, hitting both ends", () => {
    const rng = makeRng("int");
    const seen = new Set(Array.from({ length: 2000 }, () => rng.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("picks by weight", () => {
    const rng = makeRng("weighted");
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ["heavy", 9],
          ["light", 1],
        ] as const) === "heavy"
      )
        heavy++;
    expect(heavy).toBeGreaterThan(8700);
    expect(heavy).toBeLessThan(9300);
  });

  it("draws normals around the mean", () => {
    const rng = makeRng("normal");
    const values = Array.from({ length: 10_000 }, () => rng.normal(100, 15));
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    expect(mean).toBeGreaterThan(99);
    expect(mean).toBeLessThan(101);
    expect(sd).toBeGreaterThan(14);
    expect(sd).toBeLessThan(16);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = makeRng("shuffle").shuffle(input);
    expect(shuffled).not.toEqual(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(input[0]).toBe(0);
  });
});
