import { describe, expect, it } from "vitest";
import type { Fixture, FullSportCode } from "../../../server/provider/simulator/types";
import { DAY_MS, MINUTE_MS } from "../../../server/provider/simulator/world/calendar";
import { SOCCER_LIVE_MINUTES } from "../../../server/provider/simulator/world/fillers";
import { fixturesBetween } from "../../../server/provider/simulator/world/fixtures";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import type { World } from "../../../server/provider/simulator/world/model";

const SEED = "volume-test";

/** The fewest soccer matches live at any 10-minute instant of [from, to): started in (t − 115 min, t]. */
const minLiveSoccer = (world: World, from: number, to: number): number => {
  // Matches of the day before are still live in the first hours.
  const starts = fixturesBetween(world, SEED, from - DAY_MS, to)
    .filter((f) => f.sportCode === "soccer" && f.fate === "normal")
    .map((f) => f.startTime)
    .sort((a, b) => a - b);
  let min = Number.POSITIVE_INFINITY;
  let first = 0;
  let next = 0;
  for (let t = from; t < to; t += 10 * MINUTE_MS) {
    while (next < starts.length && starts[next]! <= t) next++;
    while (first < next && starts[first]! <= t - SOCCER_LIVE_MINUTES * MINUTE_MS) first++;
    min = Math.min(min, next - first);
  }
  return min;
};

const perDay = (
  fixtures: ReadonlyArray<Fixture>,
  from: number,
  days: number,
  sport: FullSportCode,
): number[] => {
  const counts = new Array<number>(days).fill(0);
  for (const f of fixtures) if (f.sportCode === sport) counts[Math.floor((f.startTime - from) / DAY_MS)]!++;
  return counts;
};

describe("a three-week strip of fixtures", () => {
  /** Monday 16 November 2026: seven days back and fourteen ahead of a Monday 23 November "now". */
  const START = Date.UTC(2026, 10, 16);
  const DAYS = 21;
  const world = generateWorld(SEED);
  const fixtures = fixturesBetween(world, SEED, START, START + DAYS * DAY_MS);

  it("has at least 15 soccer matches live at every 10-minute instant of all 21 days", () => {
    expect(minLiveSoccer(world, START, START + DAYS * DAY_MS)).toBeGreaterThanOrEqual(15);
  });

  it("has at least 200 soccer matches every day", () => {
    for (const count of perDay(fixtures, START, DAYS, "soccer")) expect(count).toBeGreaterThanOrEqual(200);
  });

  it("has tennis every day and a few hundred matches a week", () => {
    const tennis = perDay(fixtures, START, DAYS, "tennis");
    for (const count of tennis) expect(count).toBeGreaterThanOrEqual(5);
    expect(tennis.slice(0, 7).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(250);
  });

  it("plays tennis in the daytime of several time zones", () => {
    const offsets = new Set<number>();
    for (const f of fixtures) {
      if (f.sportCode !== "tennis") continue;
      const offset = world.tournamentById.get(f.tournamentId)!.utcOffset!;
      offsets.add(offset);
      const local = ((((f.startTime / MINUTE_MS + offset) % 1440) + 1440) % 1440) / 60;
      expect(local).toBeGreaterThanOrEqual(10);
      expect(local).toBeLessThan(23.5);
    }
    expect(offsets.size).toBeGreaterThanOrEqual(5);
  });

  it("has basketball, ice hockey and volleyball every week, in the evening", () => {
    const week = (sport: FullSportCode): number =>
      perDay(fixtures, START, DAYS, sport)
        .slice(0, 7)
        .reduce((a, b) => a + b, 0);
    expect(week("basketball")).toBeGreaterThanOrEqual(150);
    expect(week("ice_hockey")).toBeGreaterThanOrEqual(150);
    expect(week("volleyball")).toBeGreaterThanOrEqual(80);
    const indoor = fixtures.filter((f) => f.sportCode === "basketball" || f.sportCode === "ice_hockey");
    const evening = indoor.filter((f) => {
      const offset = world.teamInfo.get(f.home.id)!.utcOffset;
      return ((((f.startTime / MINUTE_MS + offset) % 1440) + 1440) % 1440) / 60 >= 16;
    });
    expect(evening.length / indoor.length).toBeGreaterThan(0.8);
  });
});

describe("the soccer guarantee out of season", () => {
  const world = generateWorld(SEED);

  it("holds in the European summer break", () => {
    const from = Date.UTC(2026, 6, 6);
    expect(minLiveSoccer(world, from, from + 3 * DAY_MS)).toBeGreaterThanOrEqual(15);
  });

  it("holds over the new year", () => {
    const from = Date.UTC(2026, 11, 30);
    expect(minLiveSoccer(world, from, from + 3 * DAY_MS)).toBeGreaterThanOrEqual(15);
  });
});
