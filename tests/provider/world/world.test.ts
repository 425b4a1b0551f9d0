import { describe, expect, it } from "vitest";
import { FULL_SPORT_CODES, sportByCode } from "../../../domain/sports/catalogue";
import type { SimTeam } from "../../../server/provider/simulator/types";
import { squadOf } from "../../../server/provider/simulator/world/builder";
import { WORLD_EPOCH, YEAR_MS } from "../../../server/provider/simulator/world/calendar";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import { categoriesOf, sportLine, tournamentsOf } from "../../../server/provider/simulator/world/line";
import { teamIdOfPlayer } from "../../../server/provider/simulator/world/squads";

const world = generateWorld("world-test");
const sportId = (code: string): string => sportByCode(code)!.id;
const teamsOf = (code: string): ReadonlyArray<SimTeam> =>
  world.teams.filter((t) => t.sportId === sportId(code));
/** Every 40th team: enough variety, far fewer squads to generate. */
const sample = (teams: ReadonlyArray<SimTeam>): ReadonlyArray<SimTeam> =>
  teams.filter((_, i) => i % 40 === 0);

const countBy = (values: ReadonlyArray<string>): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
};

describe("generateWorld", () => {
  it("is deterministic: the same seed gives a deep-equal world, squads included", () => {
    expect(generateWorld("world-test")).toEqual(world);
  });

  it("gives a different world for a different seed", () => {
    const other = generateWorld("world-test-2");
    expect(other.teams.map((t) => t.name)).not.toEqual(world.teams.map((t) => t.name));
    expect(other.teams[0]!.id).not.toBe(world.teams[0]!.id);
  });

  it("makes squads that do not depend on the order they are first read in", () => {
    const a = generateWorld("order");
    const b = generateWorld("order");
    const last = b.teams[b.teams.length - 1]!.players;
    const first = b.teams[0]!.players;
    expect(a.teams[0]!.players).toEqual(first);
    expect(a.teams[a.teams.length - 1]!.players).toEqual(last);
  });

  it("covers the five full sports with categories, tournaments and teams", () => {
    expect(world.sports.map((s) => s.code)).toEqual([...FULL_SPORT_CODES]);
    for (const code of FULL_SPORT_CODES) {
      expect(categoriesOf(world, sportId(code)).length).toBeGreaterThanOrEqual(5);
      expect(tournamentsOf(world, sportId(code)).length).toBeGreaterThanOrEqual(10);
      expect(teamsOf(code).length).toBeGreaterThanOrEqual(100);
    }
    const soccer = categoriesOf(world, sportId("soccer")).map((c) => c.name);
    for (const name of [
      "England",
      "Spain",
      "Germany",
      "Italy",
      "France",
      "Brazil",
      "Argentina",
      "USA",
      "International",
    ]) {
      expect(soccer).toContain(name);
    }
  });

  it("gives unique ids shorter than event ids (11 characters) to categories, tournaments and teams", () => {
    const ids = [...world.categories, ...world.tournaments, ...world.teams].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.length).toBeLessThan(11);
  });

  it("links everything to what exists", () => {
    for (const t of world.tournaments) {
      expect(world.categoryById.get(t.categoryId)?.sportId).toBe(t.sportId);
      const members =
        t.format.kind === "league" ? t.format.teamIds : "entrants" in t.format ? t.format.entrants : [];
      for (const id of members) expect(world.teamById.get(id)?.sportId).toBe(t.sportId);
    }
    for (const team of world.teams)
      expect(world.categoryById.get(team.categoryId)?.sportId).toBe(team.sportId);
  });

  it("keeps leagues of 10 to 20 teams, even in number", () => {
    for (const t of world.tournaments) {
      if (t.format.kind !== "league") continue;
      expect(t.format.teamIds.length).toBeGreaterThanOrEqual(10);
      expect(t.format.teamIds.length).toBeLessThanOrEqual(20);
      expect(t.format.teamIds.length % 2).toBe(0);
    }
  });

  it("gives categories and tournaments slugs and priorities, and cash-out to the major ones", () => {
    for (const c of world.categories) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const t of world.tournaments) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.cashOutAvailable).toBe(t.priority >= 60);
    }
  });

  it("rates teams between 1000 and 2000, the strongest leagues highest", () => {
    for (const t of world.teams) {
      expect(t.rating).toBeGreaterThanOrEqual(1000);
      expect(t.rating).toBeLessThanOrEqual(2000);
    }
    const mean = (country: string): number => {
      const category = world.categories.find((c) => c.sportId === sportId("soccer") && c.name === country)!;
      const league = world.tournaments.find((t) => t.categoryId === category.id && t.priority === 100)!;
      const ids = league.format.kind === "league" ? league.format.teamIds : [];
      return ids.reduce((sum, id) => sum + world.teamById.get(id)!.rating, 0) / ids.length;
    };
    expect(mean("England")).toBeGreaterThan(mean("Iceland") + 300);
  });

  it("makes national teams for the international soccer category", () => {
    const nations = teamsOf("soccer").filter((t) => t.national);
    expect(nations.length).toBeGreaterThanOrEqual(32);
    expect(new Set(nations.map((t) => t.country)).size).toBeGreaterThan(30);
    for (const team of nations.slice(0, 5))
      for (const p of team.players) expect(p.country).toBe(team.country);
  });
});

describe("squads", () => {
  it("number shirts uniquely within each team", () => {
    for (const code of FULL_SPORT_CODES) {
      for (const team of sample(teamsOf(code))) {
        const numbers = team.players.map((p) => p.shirtNumber);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });

  it("carry 2-3 goalkeepers, 7-8 defenders, 7-8 midfielders and 5-6 forwards in soccer", () => {
    for (const team of sample(teamsOf("soccer"))) {
      const counts = countBy(team.players.map((p) => p.position));
      expect(counts.G).toBeGreaterThanOrEqual(2);
      expect(counts.G).toBeLessThanOrEqual(3);
      expect(counts.D).toBeGreaterThanOrEqual(7);
      expect(counts.D).toBeLessThanOrEqual(8);
      expect(counts.M).toBeGreaterThanOrEqual(7);
      expect(counts.M).toBeLessThanOrEqual(8);
      expect(counts.F).toBeGreaterThanOrEqual(5);
      expect(counts.F).toBeLessThanOrEqual(6);
    }
  });

  it("use each sport's own positions", () => {
    const positions = (code: string): string[] =>
      [...new Set(sample(teamsOf(code)).flatMap((t) => t.players.map((p) => p.position)))].sort();
    expect(positions("basketball")).toEqual(["C", "F", "G"]);
    expect(positions("ice_hockey")).toEqual(["D", "F", "G"]);
    expect(positions("volleyball")).toEqual(["L", "MB", "OH", "OP", "S"]);
    for (const team of sample(teamsOf("ice_hockey")))
      expect(countBy(team.players.map((p) => p.position)).G).toBe(3);
  });

  it("make a tennis player a team of one, under the same name", () => {
    for (const team of sample(teamsOf("tennis"))) {
      expect(team.players).toHaveLength(1);
      expect(team.players[0]!.name).toBe(team.name);
      expect(team.players[0]!.country).toBe(team.country);
    }
  });

  it("hold players of 17 to 38 with plausible heights, values and attack weights", () => {
    for (const team of sample(world.teams)) {
      for (const p of team.players) {
        const age = (WORLD_EPOCH - p.dateOfBirth) / YEAR_MS;
        expect(age).toBeGreaterThanOrEqual(16.9);
        expect(age).toBeLessThan(39);
        expect(p.height).toBeGreaterThan(150);
        expect(p.height).toBeLessThan(230);
        expect(p.marketValue).toBeGreaterThan(0);
        expect(p.attack).toBeGreaterThanOrEqual(0);
        expect(p.attack).toBeLessThanOrEqual(1);
        expect(["right", "left", "both"]).toContain(p.preferredFoot);
        expect(p.country).toMatch(/^[a-z]{2}$/);
        expect(p.name).toContain(p.lastName);
        expect(teamIdOfPlayer(p.id)).toBe(team.id);
        expect(p.id.length).toBeLessThan(11);
      }
    }
  });

  it("let forwards score more than defenders and goalkeepers", () => {
    const players = sample(teamsOf("soccer")).flatMap((t) => t.players);
    const mean = (position: string): number => {
      const of = players.filter((p) => p.position === position);
      return of.reduce((sum, p) => sum + p.attack, 0) / of.length;
    };
    expect(mean("F")).toBeGreaterThan(mean("M"));
    expect(mean("M")).toBeGreaterThan(mean("D"));
    expect(mean("D")).toBeGreaterThan(mean("G"));
  });
});

describe("transfer histories", () => {
  const TYPES = [
    "undisclosed",
    "free agent",
    "free transfer",
    "promotion",
    "loan",
    "end of loan",
    "end of career",
    "regular",
    "released",
    "unknown",
  ];
  const clubs = sample(teamsOf("soccer")).filter((t) => !t.national);

  it("end at the player's club, oldest first, with the spec's transfer types", () => {
    let withHistory = 0;
    for (const team of clubs) {
      const squad = squadOf(team)!;
      for (const player of team.players) {
        const history = squad.transfers.get(player.id) ?? [];
        if (history.length === 0) continue;
        withHistory++;
        expect(history[history.length - 1]!.toTeamId).toBe(team.id);
        for (let i = 1; i < history.length; i++) {
          expect(history[i]!.date).toBeGreaterThanOrEqual(history[i - 1]!.date);
          expect(history[i]!.fromTeamId).toBe(history[i - 1]!.toTeamId);
        }
        for (const move of history) {
          expect(TYPES).toContain(move.type);
          expect(move.date).toBeLessThan(WORLD_EPOCH);
          if (move.fromTeamId) expect(world.teamById.get(move.fromTeamId)?.sportId).toBe(team.sportId);
        }
      }
    }
    expect(withHistory).toBeGreaterThan(clubs.length * 10);
  });

  it("use a variety of transfer types", () => {
    const types = new Set(
      clubs.flatMap((t) => [...squadOf(t)!.transfers.values()].flat().map((m) => m.type)),
    );
    for (const type of [
      "promotion",
      "regular",
      "loan",
      "end of loan",
      "free transfer",
      "released",
      "free agent",
    ]) {
      expect(types).toContain(type);
    }
  });
});

describe("the line skeleton", () => {
  it("is a feed-tree sport with its categories and tournaments, without events", () => {
    const sport = sportByCode("soccer")!;
    const line = sportLine(world, sport);
    const categories = Object.values(line.categories);
    expect(categories.length).toBe(categoriesOf(world, sport.id).length);
    const england = categories.find((c) => c.name === "England")!;
    expect(england).toMatchObject({ sportId: sport.id, icon: "gb-eng", slug: "england" });
    const tournaments = Object.values(england.tournaments);
    expect(tournaments.length).toBeGreaterThanOrEqual(4);
    for (const t of tournaments) {
      expect(t.categoryId).toBe(england.id);
      expect(t.events).toEqual({});
    }
  });

  it("lists tournaments by priority, the biggest first", () => {
    const list = tournamentsOf(world, sportId("soccer"));
    expect(list[0]!.name).toBe("Champions Cup");
    for (let i = 1; i < list.length; i++)
      expect(list[i - 1]!.priority).toBeGreaterThanOrEqual(list[i]!.priority);
  });

  it("leaves sports without a simulated world empty", () => {
    expect(sportLine(world, sportByCode("darts")!).categories).toEqual({});
  });
});
