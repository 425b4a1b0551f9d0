import { describe, expect, it } from "vitest";
import type { Fixture } from "../../../server/provider/simulator/types";
import { DAY_MS } from "../../../server/provider/simulator/world/calendar";
import { FixtureBook } from "../../../server/provider/simulator/world/fixtureBook";
import { fixtureById, fixturesBetween } from "../../../server/provider/simulator/world/fixtures";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import { defaultOracle } from "../../../server/provider/simulator/world/results";
import { seasonById, seasonOf } from "../../../server/provider/simulator/world/seasons";

const SEED = "fixture-test";
/** Monday 16 November 2026, 00:00 UTC: three weeks in the thick of the European season. */
const START = Date.UTC(2026, 10, 16);
const END = START + 21 * DAY_MS;

const world = generateWorld(SEED);
const fixtures = fixturesBetween(world, SEED, START, END);

/** A fixture with its teams by id: comparing squads would only compare the same generator twice. */
const flat = (f: Fixture) => ({ ...f, home: f.home.id, away: f.away.id });
const scheduled = fixtures.filter(
  (f) => world.tournamentById.get(f.tournamentId)!.format.kind !== "friendlies",
);

describe("fixturesBetween", () => {
  it("is deterministic: the same seed gives the same fixtures from a fresh world", () => {
    const again = fixturesBetween(generateWorld(SEED), SEED, START, END);
    expect(again.map(flat)).toEqual(fixtures.map(flat));
  });

  it("gives different fixtures for a different seed", () => {
    const other = fixturesBetween(world, "another-seed", START, START + 2 * DAY_MS);
    const ids = new Set(fixtures.map((f) => f.id));
    expect(other.filter((f) => ids.has(f.id)).length).toBeLessThan(other.length / 2);
  });

  it("returns fixtures starting in [from, to), ordered by day then start time", () => {
    expect(fixtures.length).toBeGreaterThan(5000);
    for (const f of fixtures) {
      expect(f.startTime).toBeGreaterThanOrEqual(START);
      expect(f.startTime).toBeLessThan(END);
    }
    const from = START + 5 * DAY_MS + 3_600_000;
    const to = from + 3 * 3_600_000;
    const slice = fixturesBetween(world, SEED, from, to);
    expect(slice.map((f) => f.id).sort()).toEqual(
      fixtures
        .filter((f) => f.startTime >= from && f.startTime < to)
        .map((f) => f.id)
        .sort(),
    );
  });

  it("gives a day the same fixtures whether asked alone, first, or inside a larger window", () => {
    for (const day of [0, 6, 13, 20]) {
      const from = START + day * DAY_MS;
      const inWindow = fixtures.filter((f) => f.startTime >= from && f.startTime < from + DAY_MS);
      // A fresh world and a fresh book: nothing cached from the large window.
      const alone = fixturesBetween(generateWorld(SEED), SEED, from, from + DAY_MS);
      expect(alone.map(flat)).toEqual(inWindow.map(flat));
      const book = new FixtureBook(world, SEED);
      book.between(from + 2 * DAY_MS, from + 4 * DAY_MS);
      expect(book.between(from, from + DAY_MS).map(flat)).toEqual(inWindow.map(flat));
    }
  });

  it("returns the very same objects when asked again", () => {
    const again = fixturesBetween(world, SEED, START + DAY_MS, START + 2 * DAY_MS);
    const first = fixtures.filter((f) => f.startTime >= START + DAY_MS && f.startTime < START + 2 * DAY_MS);
    expect(again).toHaveLength(first.length);
    for (let i = 0; i < again.length; i++) expect(again[i]).toBe(first[i]);
  });
});

describe("fixture ids", () => {
  it("are unique strings of at least 11 characters", () => {
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(fixtures.length);
    for (const f of fixtures) expect(f.id.length).toBeGreaterThanOrEqual(11);
  });

  it("resolve to their fixture without the window, even on a fresh world", () => {
    const fresh = generateWorld(SEED);
    const sample = fixtures.filter((_, i) => i % 97 === 0);
    for (const f of sample) expect(flat(fixtureById(fresh, SEED, f.id)!)).toEqual(flat(f));
    expect(fixtureById(fresh, SEED, `${fixtures[0]!.id.slice(0, 5)}zzzzzzzz`)).toBeUndefined();
    expect(fixtureById(fresh, SEED, "not-an-id")).toBeUndefined();
  });

  it("seed each fixture from the simulation seed and the id", () => {
    for (const f of fixtures) {
      expect(Number.isInteger(f.seed)).toBe(true);
      expect(f.seed).toBeGreaterThanOrEqual(0);
      expect(f.seed).toBeLessThan(2 ** 32);
    }
    expect(new Set(fixtures.map((f) => f.seed)).size).toBeGreaterThan(fixtures.length * 0.99);
  });
});

describe("fixture contents", () => {
  it("link to the world: sport, category, tournament, season and round", () => {
    for (const f of scheduled) {
      const t = world.tournamentById.get(f.tournamentId)!;
      expect(t.categoryId).toBe(f.categoryId);
      expect(t.sportId).toBe(f.sportId);
      expect(t.sportCode).toBe(f.sportCode);
      const season = seasonById(world, f.seasonId)!;
      expect(season.tournamentId).toBe(t.id);
      expect(season.rounds[f.round - 1]).toMatchObject({ type: f.roundType, stage: f.stage });
      expect(f.home.id).not.toBe(f.away.id);
      expect(f.home.sportId).toBe(f.sportId);
    }
  });

  it("never give a team two matches within twelve hours", () => {
    const byTeam = new Map<string, number[]>();
    for (const f of fixtures)
      for (const id of [f.home.id, f.away.id]) byTeam.set(id, [...(byTeam.get(id) ?? []), f.startTime]);
    for (const times of byTeam.values()) {
      times.sort((a, b) => a - b);
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(12 * 3_600_000);
    }
  });

  it("kick soccer off mostly between 11:00 and 22:00 local time", () => {
    const local = (f: Fixture): number => {
      const offset = world.teamInfo.get(f.home.id)!.utcOffset;
      return ((((f.startTime / 60_000 + offset) % 1440) + 1440) % 1440) / 60;
    };
    const soccer = fixtures.filter((f) => f.sportCode === "soccer").map(local);
    const inHours = soccer.filter((h) => h >= 11 && h <= 22).length;
    expect(inHours / soccer.length).toBeGreaterThan(0.95);
    for (const h of soccer) expect(h >= 9 && h <= 23).toBe(true);
  });

  it("mark knockout matches and set the number of sets", () => {
    for (const f of fixtures) {
      expect(f.knockout).toBe(f.stage === "PLAY_OFF");
      if (f.sportCode === "tennis") {
        expect(f.knockout).toBe(true);
        expect([3, 5]).toContain(f.bestOfSets);
      } else if (f.sportCode === "volleyball") expect(f.bestOfSets).toBe(5);
      else expect(f.bestOfSets).toBeUndefined();
    }
    const fiveSetters = fixtures.filter((f) => f.bestOfSets === 5 && f.sportCode === "tennis");
    for (const f of fiveSetters)
      expect(world.tournamentById.get(f.tournamentId)!.name).not.toContain("Women");
  });

  it("call off, postpone, interrupt or retire about 1-2 % of matches, as each sport allows", () => {
    const unusual = scheduled.filter((f) => f.fate !== "normal");
    expect(unusual.length / scheduled.length).toBeGreaterThan(0.005);
    expect(unusual.length / scheduled.length).toBeLessThan(0.03);
    for (const f of unusual) {
      if (f.fate === "retired") expect(f.sportCode).toBe("tennis");
      else {
        expect(f.sportCode).not.toBe("tennis");
        expect(f.knockout).toBe(false);
      }
    }
    const fates = new Set(unusual.map((f) => f.fate));
    for (const fate of ["cancelled", "postponed", "interrupted", "retired"]) expect(fates).toContain(fate);
  });
});

describe("knockout brackets", () => {
  const book = new FixtureBook(world, SEED);
  const cup = world.tournaments.find(
    (t) => t.name === "Challenge Cup" && world.categoryById.get(t.categoryId)!.name === "England",
  )!;

  it("send the winners of a round, in bracket order, into the next", () => {
    const rounds = book.season(seasonOf(world, cup, 2026).id)!.all();
    expect(rounds.map((r) => r.length)).toEqual([32, 16, 8, 4, 2, 1]);
    for (let r = 1; r < rounds.length; r++) {
      const winners = rounds[r - 1]!.map((f) => (defaultOracle(f).winner === "away" ? f.away.id : f.home.id));
      expect(rounds[r]!.flatMap((f) => [f.home.id, f.away.id])).toEqual(winners);
      expect(rounds[r]![0]!.startTime).toBeGreaterThan(rounds[r - 1]![rounds[r - 1]!.length - 1]!.startTime);
    }
  });

  it("take the top two of each group into the knockout, a winner against a runner-up", () => {
    const champions = world.tournaments.find((t) => t.name === "Champions Cup")!;
    const entry = book.season(seasonOf(world, champions, 2026).id)!;
    const tables = entry.groupTables();
    const firstKnockout = entry.round(6);
    expect(firstKnockout).toHaveLength(8);
    const winners = new Set(tables.map((t) => t[0]));
    const runnersUp = new Set(tables.map((t) => t[1]));
    for (const f of firstKnockout) {
      expect(winners.has(f.home.id)).toBe(true);
      expect(runnersUp.has(f.away.id)).toBe(true);
    }
  });

  it("follow a simulator's own results when it passes its oracle", () => {
    const homeAlwaysWins = new FixtureBook(world, SEED, () => ({ home: 1, away: 0, winner: "home" }));
    const rounds = homeAlwaysWins.season(seasonOf(world, cup, 2026).id)!.all();
    expect(rounds[1]!.map((f) => f.home.id)).toEqual(
      rounds[0]!.filter((_, i) => i % 2 === 0).map((f) => f.home.id),
    );
  });
});
