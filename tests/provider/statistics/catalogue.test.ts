import { describe, expect, it } from "vitest";
import { fullSport } from "../../../domain/sports/catalogue";
import { ENGLISH_RULES, GERMAN_RULES, SPANISH_RULES } from "../../../domain/standings/tieBreakRules";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";

const SEED = "statistics-catalogue";
const NOW = Date.UTC(2026, 10, 21, 17, 0);

const world = generateWorld(SEED);
const stats = makeSimulatorStatistics({ seed: SEED, now: () => NOW, world });
const SOCCER = fullSport("soccer").id;

const league = (name: string, country: string) =>
  stats
    .tournaments(SOCCER)
    .find((t) => t.name === name && world.categoryById.get(t.category.id)?.country === country)!;

describe("tournaments", () => {
  it("lists every tournament of a sport but the friendlies, by category priority then priority", () => {
    const list = stats.tournaments(SOCCER);
    const expected = world.tournaments.filter((t) => t.sportId === SOCCER && t.format.kind !== "friendlies");
    expect(list).toHaveLength(expected.length);
    expect(list.some((t) => t.kind === "friendlies")).toBe(false);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(
        a.category.priority > b.category.priority ||
          (a.category.priority === b.category.priority && a.priority >= b.priority),
      ).toBe(true);
    }
    const friendlies = world.tournaments.find((t) => t.format.kind === "friendlies")!;
    expect(stats.tournament(friendlies.id)).toBeUndefined();
  });

  it("take their tie-break rules from the country and their points from the sport", () => {
    expect(league("Premier Division", "gb").tieBreakingRules).toBe(ENGLISH_RULES);
    expect(league("Primera División", "es").tieBreakingRules).toBe(SPANISH_RULES);
    const germany = stats
      .tournaments(SOCCER)
      .find((t) => world.categoryById.get(t.category.id)?.country === "de")!;
    expect(germany.tieBreakingRules).toBe(GERMAN_RULES);
    expect([germany.pointsForWin, germany.pointsForDraw]).toEqual([3, 1]);
    const hockey = stats.tournaments(fullSport("ice_hockey").id)[0]!;
    expect([hockey.pointsForWin, hockey.pointsForDraw]).toEqual([2, 1]);
  });

  it("colour a top flight's continental and relegation places, a second tier's promotion, a group's qualifiers", () => {
    const top = league("Premier Division", "gb");
    expect(top.kind).toBe("league");
    expect(top.zones).toEqual([
      { from: 1, to: 4, kind: "continental", label: "Continental cups" },
      { from: 18, to: 20, kind: "relegation", label: "Relegation" },
    ]);
    const second = league("Championship", "gb");
    expect(second.zones.map((z) => [z.kind, z.from, z.to])).toEqual([
      ["promotion", 1, 2],
      ["playoff", 3, 6],
      ["relegation", 18, 20],
    ]);
    const cup = stats.tournaments(SOCCER).find((t) => t.kind === "cup")!;
    expect(cup.zones).toEqual([]);
    // A cup with groups colours each group's top two, who go on to the knockout.
    const groups = stats.tournaments(SOCCER).find((t) => t.kind === "groups_knockout")!;
    expect(groups.zones).toEqual([{ from: 1, to: 2, kind: "qualification", label: "Knockout stage" }]);
  });
});

describe("seasons", () => {
  it("run newest first from the current one, the latest started by now, four back", () => {
    const top = league("Premier Division", "gb");
    const seasons = stats.seasons(top.id);
    expect(seasons.map((s) => s.year)).toEqual([
      "2026/2027",
      "2025/2026",
      "2024/2025",
      "2023/2024",
      "2022/2023",
    ]);
    for (const season of seasons) {
      expect(season.source).toBe("simulator");
      expect(season.rounds).toHaveLength(38);
      expect(stats.season(season.id)).toEqual(season);
    }
  });

  it("give a group stage its groups and rounds by stage", () => {
    const cup = stats.tournaments(SOCCER).find((t) => t.kind === "groups_knockout")!;
    const season = stats.seasons(cup.id)[1]!;
    expect(season.groups.length).toBeGreaterThan(1);
    expect(season.rounds.filter((r) => r.stage === "GROUP_STAGE")).toHaveLength(6);
    expect(season.rounds.at(-1)!.type).toBe("FINAL");
    const matches = stats.seasonMatches(season.id);
    for (const match of matches) {
      if (match.stage !== "GROUP_STAGE") expect(match.group).toBeUndefined();
      else {
        const group = season.groups.find((g) => g.name === match.group)!;
        expect(group.teamIds).toContain(match.home.id);
        expect(group.teamIds).toContain(match.away.id);
      }
    }
  });
});

describe("teams and players", () => {
  const top = league("Premier Division", "gb");
  const teamId = stats.seasonMatches(stats.seasons(top.id)[0]!.id)[0]!.home.id;

  it("give a team its squad, each player naming the team", () => {
    const team = stats.team(teamId)!;
    expect(team.players.length).toBeGreaterThan(15);
    for (const player of team.players) {
      expect(player.team).toEqual({ id: team.id, name: team.name, shortName: team.shortName });
      expect(stats.player(player.id)).toEqual(player);
      expect(player.contractUntil).toBeGreaterThan(Date.UTC(2026, 8, 1));
    }
    const nation = world.teams.find((t) => t.national)!;
    expect(stats.team(nation.id)!.players.every((p) => p.contractUntil === null)).toBe(true);
  });

  it("list the team's current seasons first, each of which has the team", () => {
    const seasons = stats.teamSeasons(teamId);
    expect(seasons.map((s) => s.tournamentId)).toContain(top.id);
    const current = seasons.filter((s) => s.startYear === 2026);
    expect(seasons.slice(0, current.length)).toEqual(current);
    for (const season of current) {
      const members = world.tournamentById.get(season.tournamentId)!;
      expect(members.sportId).toBe(SOCCER);
      expect(stats.seasonMatches(season.id).some((m) => m.home.id === teamId || m.away.id === teamId)).toBe(
        true,
      );
    }
  });

  it("list transfers into and out of a team, newest first, and a player's own", () => {
    const transfers = stats.transfers({ teamId });
    expect(transfers.length).toBeGreaterThan(10);
    for (const transfer of transfers) expect([transfer.fromTeam?.id, transfer.toTeam?.id]).toContain(teamId);
    for (let i = 1; i < transfers.length; i++)
      expect(transfers[i - 1]!.date).toBeGreaterThanOrEqual(transfers[i]!.date);
    // Departures to other clubs are found too, not only the moves of the current squad.
    const squad = new Set(stats.team(teamId)!.players.map((p) => p.id));
    expect(transfers.some((t) => t.fromTeam?.id === teamId && !squad.has(t.player.id))).toBe(true);
    const player = transfers.find((t) => squad.has(t.player.id))!.player;
    const own = stats.transfers({ playerId: player.id });
    expect(own.length).toBeGreaterThan(0);
    for (const transfer of own) expect(transfer.player.id).toBe(player.id);
    expect(own.at(0)!.toTeam?.id).toBe(teamId);
  });
});
