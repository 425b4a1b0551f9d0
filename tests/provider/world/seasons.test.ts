import { describe, expect, it } from "vitest";
import { seedOrder } from "../../../server/provider/simulator/world/bracket";
import { DAY_MS, weekdayOf } from "../../../server/provider/simulator/world/calendar";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import type { WorldTournament } from "../../../server/provider/simulator/world/model";
import { roundRobin } from "../../../server/provider/simulator/world/roundRobin";
import { FINALS_GRACE_DAYS, seasonSpan } from "../../../server/provider/simulator/world/seasonCalendar";
import { parseSeasonId } from "../../../server/provider/simulator/world/seasonIds";
import { seasonById, seasonOf, seasonsOf } from "../../../server/provider/simulator/world/seasons";
import { weekEntrants } from "../../../server/provider/simulator/world/tennisDraws";

const world = generateWorld("season-test");
const find = (predicate: (t: WorldTournament) => boolean): WorldTournament =>
  world.tournaments.find(predicate)!;
const inCategory = (category: string, name: string) => (t: WorldTournament) =>
  t.name === name && world.categoryById.get(t.categoryId)?.name === category && t.sportCode === "soccer";

describe("round robin", () => {
  const teams = Array.from({ length: 10 }, (_, i) => `t${i}`);
  const rounds = roundRobin(teams, 2);

  it("plays every team once a round", () => {
    expect(rounds).toHaveLength(18);
    for (const pairs of rounds) expect(new Set(pairs.flat()).size).toBe(10);
  });

  it("meets every pair once at home and once away over two legs", () => {
    const games = new Set(rounds.flat().map(([h, a]) => `${h}-${a}`));
    expect(games.size).toBe(90);
  });

  it("keeps home and away balanced", () => {
    for (const team of teams) {
      const home = rounds.flat().filter(([h]) => h === team).length;
      expect(home).toBe(9);
      const firstLeg = rounds
        .slice(0, 9)
        .flat()
        .filter(([h]) => h === team).length;
      expect(firstLeg).toBeGreaterThanOrEqual(4);
      expect(firstLeg).toBeLessThanOrEqual(5);
    }
  });
});

describe("league seasons", () => {
  const premier = find(inCategory("England", "Premier Division"));
  const season = seasonOf(world, premier, 2026);

  it("label autumn-to-spring seasons with both years and keep their membership", () => {
    expect(season.year).toBe("2026/2027");
    expect(season.teamIds).toHaveLength(20);
    expect(new Set(season.teamIds)).toEqual(
      new Set(premier.format.kind === "league" ? premier.format.teamIds : []),
    );
  });

  it("play a double round robin of 38 rounds inside the season, in order", () => {
    expect(season.rounds).toHaveLength(38);
    season.rounds.forEach((round, i) => {
      expect(round.number).toBe(i + 1);
      expect(round.type).toBe("REGULAR");
      expect(round.pairs).toHaveLength(10);
      for (const [day] of round.days) {
        expect(day).toBeGreaterThanOrEqual(season.startDay);
        expect(day).toBeLessThanOrEqual(season.endDay);
      }
      if (i > 0) expect(round.days[0]![0]).toBeGreaterThan(season.rounds[i - 1]!.days[0]![0]);
    });
  });

  it("anchor weekend rounds on Saturdays", () => {
    const anchors = season.rounds.map((r) => weekdayOf(r.days.find(([, w]) => w >= 0.4)![0]));
    expect(anchors.filter((d) => d === 6).length).toBeGreaterThan(30);
  });

  it("label calendar-year seasons with one year", () => {
    expect(seasonOf(world, find(inCategory("Japan", "J1 League")), 2026).year).toBe("2026");
  });

  it("split Apertura and Clausura into single round robins", () => {
    const apertura = seasonOf(world, find(inCategory("Mexico", "Liga MX, Apertura")), 2026);
    expect(apertura.rounds).toHaveLength(17);
  });
});

describe("cups", () => {
  it("draw a knockout of 64 down to a final, single matches", () => {
    const cup = seasonOf(world, find(inCategory("England", "Challenge Cup")), 2026);
    expect(cup.teamIds).toHaveLength(64);
    expect(cup.rounds.map((r) => r.type)).toEqual([
      "REGULAR",
      "ONE_SIXTEENTH",
      "ONE_EIGHTH",
      "QUARTERFINALS",
      "SEMIFINALS",
      "FINAL",
    ]);
    expect(cup.rounds.map((r) => r.matches)).toEqual([32, 16, 8, 4, 2, 1]);
    expect(new Set(cup.rounds[0]!.pairs!.flat()).size).toBe(64);
    expect(cup.rounds.slice(1).every((r) => r.pairs === null)).toBe(true);
    expect(cup.rounds.every((r) => r.stage === "PLAY_OFF")).toBe(true);
    expect(weekdayOf(cup.rounds[5]!.days[0]![0])).toBe(6);
  });

  it("play group stages of four, then a knockout from the last 16", () => {
    const champions = seasonOf(world, find(inCategory("International Clubs", "Champions Cup")), 2026);
    expect(champions.groups).toHaveLength(8);
    for (const group of champions.groups) expect(group.teamIds).toHaveLength(4);
    expect(new Set(champions.groups.flatMap((g) => g.teamIds)).size).toBe(32);
    const stages = champions.rounds.map((r) => `${r.stage}:${r.type}`);
    expect(stages).toEqual([
      ...Array(6).fill("GROUP_STAGE:REGULAR"),
      "PLAY_OFF:ONE_EIGHTH",
      "PLAY_OFF:QUARTERFINALS",
      "PLAY_OFF:SEMIFINALS",
      "PLAY_OFF:FINAL",
    ]);
    for (const round of champions.rounds.slice(0, 6)) expect(round.pairs).toHaveLength(16);
  });

  it("change their field from year to year", () => {
    const cup = find(inCategory("England", "Challenge Cup"));
    expect(seasonOf(world, cup, 2026).teamIds).not.toEqual(seasonOf(world, cup, 2027).teamIds);
  });

  it("keep the two European club cups apart", () => {
    const a = seasonOf(world, find(inCategory("International Clubs", "Champions Cup")), 2026).teamIds;
    const b = seasonOf(world, find(inCategory("International Clubs", "Continental Trophy")), 2026).teamIds;
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});

describe("tennis draws", () => {
  const slam = find((t) => t.sportCode === "tennis" && t.name === "Antipodes Open");

  it("seed so that the top two can only meet in the final", () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const season = seasonOf(world, slam, 2027);
    const first = season.rounds[0]!.pairs!;
    expect(first).toHaveLength(64);
    const half = (id: string): number => (first.findIndex((pair) => pair.includes(id)) < 32 ? 0 : 1);
    expect(first[0]![0]).toBe(season.teamIds[0]);
    expect(half(season.teamIds[0]!)).not.toBe(half(season.teamIds[1]!));
    // Seeds 3 and 4 go to different halves too, so the top four can only meet from the semi-finals on.
    expect(half(season.teamIds[2]!)).not.toBe(half(season.teamIds[3]!));
  });

  it("run a grand slam over two weeks from 128 players, a tour event over a week from 32", () => {
    const season = seasonOf(world, slam, 2027);
    expect(season.rounds.map((r) => r.matches)).toEqual([64, 32, 16, 8, 4, 2, 1]);
    expect(season.endDay - season.startDay).toBe(13);
    expect(weekdayOf(season.startDay)).toBe(1);
    const tour = find(
      (t) =>
        t.sportCode === "tennis" &&
        t.name.startsWith("ATP ") &&
        t.calendar.kind === "week" &&
        t.calendar.week === 10,
    );
    const week = seasonOf(world, tour, 2027);
    expect(week.teamIds).toHaveLength(32);
    expect(week.rounds.map((r) => r.type)).toEqual([
      "ONE_SIXTEENTH",
      "ONE_EIGHTH",
      "QUARTERFINALS",
      "SEMIFINALS",
      "FINAL",
    ]);
  });

  it("never put a player in two draws of one week, nor a slam player in the second week's events", () => {
    for (const week of [2, 3, 10, 40]) {
      for (const gender of ["men", "women"] as const) {
        const lists = [...weekEntrants(world, gender, 2027, week).values()].flat();
        expect(new Set(lists).size).toBe(lists.length);
      }
    }
    const slamPlayers = new Set(seasonOf(world, slam, 2027).teamIds);
    const secondWeek = [...weekEntrants(world, "men", 2027, 3).values()].flat();
    expect(secondWeek.filter((id) => slamPlayers.has(id))).toEqual([]);
  });
});

describe("season windows", () => {
  it("keep every match within the days the fixture book looks at for a season", () => {
    for (const t of world.tournaments) {
      for (const year of [2026, 2027]) {
        const season = seasonOf(world, t, year);
        const span = seasonSpan(t.calendar, year);
        expect(season.endDay - span.endDay).toBeLessThanOrEqual(FINALS_GRACE_DAYS);
        for (const round of season.rounds)
          for (const [day] of round.days) expect(day).toBeGreaterThanOrEqual(season.startDay);
      }
    }
  });
});

describe("season ids", () => {
  it("name their tournament and year, under 11 characters", () => {
    const t = find(inCategory("Spain", "Primera División"));
    const season = seasonOf(world, t, 2025);
    expect(season.id.length).toBe(10);
    expect(parseSeasonId(world, season.id)).toEqual({ tournament: t, year: 2025 });
    expect(seasonById(world, season.id)).toBe(season);
  });

  it("list the current season first, then earlier ones", () => {
    const t = find(inCategory("Spain", "Primera División"));
    const list = seasonsOf(world, t.id, Date.UTC(2026, 10, 23));
    expect(list.map((s) => s.year)).toEqual([
      "2026/2027",
      "2025/2026",
      "2024/2025",
      "2023/2024",
      "2022/2023",
    ]);
    expect(seasonsOf(world, t.id, Date.UTC(2026, 6, 1))[0]!.year).toBe("2025/2026");
    expect(seasonsOf(world, t.id, Date.UTC(2026, 6, 1))[0]!.endDay * DAY_MS).toBeLessThan(
      Date.UTC(2026, 6, 1),
    );
  });
});
