import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchDetails, MatchStatPeriod } from "../../../server/provider/StatisticsProvider";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import type { FullSportCode } from "../../../server/provider/simulator/types";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import { seasonOf } from "../../../server/provider/simulator/world/seasons";

const SEED = "statistics-details";
const NOW = Date.UTC(2026, 10, 21, 17, 0);
const MINUTE = 60_000;

const world = generateWorld(SEED);
let now = NOW;
const stats = makeSimulatorStatistics({ seed: SEED, now: () => now, world });

/** The last finished season of the first league (or cup) of a sport, played in full. */
const pastMatches = (sport: FullSportCode, kind: "league" | "cup" | "draw" = "league") => {
  const tournament = world.tournaments.find((t) => t.sportCode === sport && t.format.kind === kind)!;
  return stats.seasonMatches(seasonOf(world, tournament, 2024).id).filter((m) => m.status === "finished");
};
const soccer = pastMatches("soccer");
/** Knockout ties: extra time and shoot-outs. */
const soccerCup = pastMatches("soccer", "cup");

const item = (period: MatchStatPeriod, name: string) => {
  for (const group of period.groups) for (const found of group.items) if (found.name === name) return found;
  throw new Error(`no ${name} in ${period.period}`);
};
const side = (period: MatchStatPeriod, name: string, who: "home" | "away") => item(period, name)[who];

/** Every count of ALL is the sum of the periods' (percentages are read from sums, not summed). */
const expectAllIsSumOfPeriods = (statistics: ReadonlyArray<MatchStatPeriod>) => {
  const [all, ...periods] = statistics;
  expect(all!.period).toBe("ALL");
  for (const group of all!.groups) {
    for (const total of group.items) {
      if (total.unit === "%") continue;
      for (const who of ["home", "away"] as const)
        expect(total[who]).toBe(periods.reduce((n, p) => n + side(p, total.name, who), 0));
    }
  }
};

const expectSoccerInvariants = (details: MatchDetails) => {
  const goalsIn = (period: string, who: "p1" | "p2") =>
    details.incidents.filter(
      (i) =>
        i.type === "goal" &&
        i.participant === who &&
        (period === "ALL" || `${i.period.type}-${i.period.number}` === period),
    ).length;
  const periodKey = (label: string) =>
    ({ "1ST": "half-1", "2ND": "half-2", ET1: "extra_time-1", ET2: "extra_time-2" })[label] ?? "ALL";
  for (const period of details.statistics) {
    const possession = item(period, "Ball possession");
    expect(possession.home + possession.away).toBe(100);
    for (const [who, p] of [
      ["home", "p1"],
      ["away", "p2"],
    ] as const) {
      const shots = side(period, "Total shots", who);
      const onTarget = side(period, "Shots on target", who);
      expect(onTarget).toBeLessThanOrEqual(shots);
      expect(goalsIn(periodKey(period.period), p)).toBeLessThanOrEqual(onTarget);
      const other = who === "home" ? "away" : "home";
      expect(side(period, "Goalkeeper saves", other)).toBe(onTarget - goalsIn(periodKey(period.period), p));
      expect(side(period, "Accurate passes", who)).toBeLessThanOrEqual(side(period, "Passes", who));
    }
  }
  expectAllIsSumOfPeriods(details.statistics);
  const all = details.statistics[0];
  for (const [who, p] of [
    ["home", "p1"],
    ["away", "p2"],
  ] as const) {
    const players = details.playerStats.filter((s) => s.teamType === who);
    const sum = (group: "attacking" | "passing", key: string) =>
      players.reduce((n, s) => n + (s.groups[group]?.[key] ?? 0), 0);
    const scored = details.incidents.filter(
      (i) => i.type === "goal" && i.participant === p && i.subType !== "own_goal",
    ).length;
    expect(sum("attacking", "goals")).toBe(scored);
    if (!all) continue;
    expect(sum("attacking", "shots")).toBe(side(all, "Total shots", who));
    expect(sum("attacking", "shotsOnTarget")).toBe(side(all, "Shots on target", who));
    expect(sum("passing", "passes")).toBe(side(all, "Passes", who));
    const keepers = players.filter((s) => s.groups.goalkeeping);
    expect(keepers.reduce((n, s) => n + s.groups.goalkeeping!.saves!, 0)).toBe(
      side(all, "Goalkeeper saves", who),
    );
    for (const player of players) {
      const attacking = player.groups.attacking!;
      expect(attacking.shotsOnTarget).toBeLessThanOrEqual(attacking.shots!);
      expect(attacking.goals).toBeLessThanOrEqual(attacking.shotsOnTarget!);
      expect(player.minutesPlayed).toBeGreaterThanOrEqual(0);
      expect(player.minutesPlayed).toBeLessThanOrEqual(120);
    }
  }
  // Incidents in time order, numbered 1, 2, 3…; a goal carries the score it leaves.
  details.incidents.forEach((incident, i) => {
    expect(incident.seq).toBe(i + 1);
    if (i > 0) expect(incident.time).toBeGreaterThanOrEqual(details.incidents[i - 1]!.time);
  });
  const lastGoal = details.incidents.filter((i) => i.type === "goal").at(-1);
  if (lastGoal && details.match.score)
    expect([lastGoal.homeScore, lastGoal.awayScore]).toEqual([
      details.match.score.home,
      details.match.score.away,
    ]);
};

describe("soccer match details", () => {
  it("keep the statistics' invariants over finished matches, extra time included", () => {
    now = NOW;
    const pool = [...soccer, ...soccerCup];
    expect(soccer.length).toBeGreaterThan(300);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pool.length - 1 }), (index) => {
        expectSoccerInvariants(stats.matchDetails(pool[index]!.id)!);
      }),
      { numRuns: 40 },
    );
    const extraTime = soccerCup
      .map((m) => stats.matchDetails(m.id)!)
      .filter((d) => d.statistics.some((p) => p.period === "ET1"));
    expect(extraTime.length).toBeGreaterThan(0);
    for (const details of extraTime) expectSoccerInvariants(details);
  });

  it("keep them while a match runs, and its counts only grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: soccer.length - 1 }),
        fc.integer({ min: 1, max: 110 }),
        fc.integer({ min: 1, max: 40 }),
        (index, minute, later) => {
          const match = soccer[index]!;
          now = match.startTime + minute * MINUTE;
          const before = stats.matchDetails(match.id)!;
          expectSoccerInvariants(before);
          now += later * MINUTE;
          const after = stats.matchDetails(match.id)!;
          expectSoccerInvariants(after);
          const [early, late] = [before.statistics[0], after.statistics[0]];
          if (!early || !late) return;
          for (const name of [
            "Total shots",
            "Shots on target",
            "Fouls",
            "Passes",
            "Offsides",
            "Corner kicks",
          ])
            for (const who of ["home", "away"] as const)
              expect(side(late, name, who)).toBeGreaterThanOrEqual(side(early, name, who));
          expect(after.incidents.slice(0, before.incidents.length)).toEqual(before.incidents);
        },
      ),
      { numRuns: 25 },
    );
    now = NOW;
  });

  it("line up the engine's 4-4-2: one goalkeeper in the first row, then the formation's rows", () => {
    now = NOW;
    for (const match of soccer.slice(0, 10)) {
      const details = stats.matchDetails(match.id)!;
      expect(details.lineups.map((l) => l.teamType)).toEqual(["home", "away"]);
      for (const lineup of details.lineups) {
        const starters = lineup.players.filter((p) => !p.substitute);
        const rows = [1, ...lineup.formation.split("-").map(Number)];
        expect(lineup.formation).toBe("4-4-2");
        rows.forEach((size, row) => {
          const inRow = starters.filter((p) => p.row === row);
          expect(inRow.map((p) => p.column)).toEqual(Array.from({ length: size }, (_, i) => i));
        });
        expect(starters.filter((p) => p.row === 0).map((p) => p.position)).toEqual(["G"]);
        expect(starters).toHaveLength(11);
        expect(lineup.missingPlayers.length).toBeLessThanOrEqual(3);
        const named = new Set(lineup.players.map((p) => p.playerId));
        for (const missing of lineup.missingPlayers) expect(named.has(missing.playerId)).toBe(false);
        for (const sub of details.incidents.filter(
          (i) => i.type === "substitution" && i.participant === (lineup.teamType === "home" ? "p1" : "p2"),
        )) {
          expect(lineup.players.find((p) => p.playerId === sub.playerId)?.cameOn).toBe(sub.minute);
          expect(lineup.players.find((p) => p.playerId === sub.secondaryPlayerId)?.wentOff).toBe(sub.minute);
        }
        expect(lineup.manager.length).toBeGreaterThan(0);
      }
      expect(details.venue.length).toBeGreaterThan(0);
      expect(details.referee.length).toBeGreaterThan(0);
    }
  });

  it("announce the lineups of a match not yet started, and nothing else", () => {
    const match = soccer[0]!;
    now = match.startTime - 30 * MINUTE;
    const before = stats.matchDetails(match.id)!;
    expect(before.match.status).toBe("not_started");
    expect(before.incidents).toEqual([]);
    expect(before.statistics).toEqual([]);
    expect(before.playerStats).toEqual([]);
    now = NOW;
    const after = stats.matchDetails(match.id)!;
    const names = (d: MatchDetails) => d.lineups.map((l) => l.players.map((p) => p.playerId));
    expect(names(before)).toEqual(names(after));
  });

  it("add offsides that the offside statistic counts", () => {
    now = NOW;
    for (const match of soccer.slice(0, 10)) {
      const details = stats.matchDetails(match.id)!;
      const offsides = details.incidents.filter((i) => i.type === "offside");
      const all = details.statistics[0]!;
      expect(side(all, "Offsides", "home")).toBe(offsides.filter((i) => i.participant === "p1").length);
      expect(side(all, "Offsides", "away")).toBe(offsides.filter((i) => i.participant === "p2").length);
    }
  });
});

describe("other sports' match details", () => {
  it("ice hockey: goals by period are the score, shots on goal at least the goals, ALL the sum", () => {
    now = NOW;
    for (const match of pastMatches("ice_hockey").slice(0, 8)) {
      const details = stats.matchDetails(match.id)!;
      const all = details.statistics[0]!;
      const shootout = details.match.score!.penaltiesHome !== undefined;
      if (!shootout) expect(side(all, "Goals", "home")).toBe(details.match.score!.home);
      for (const who of ["home", "away"] as const)
        expect(side(all, "Shots on goal", who)).toBeGreaterThanOrEqual(side(all, "Goals", who));
      expectAllIsSumOfPeriods(details.statistics);
      expect(details.lineups.every((l) => l.formation === "")).toBe(true);
      const scored = details.playerStats.reduce((n, s) => n + (s.groups.attacking?.goals ?? 0), 0);
      expect(scored).toBe(
        details.incidents.filter((i) => i.type === "goal" && i.period.type !== "penalties").length,
      );
    }
  });

  it("basketball: points by quarter add up to the score, makes never exceed attempts", () => {
    now = NOW;
    for (const match of pastMatches("basketball").slice(0, 8)) {
      const details = stats.matchDetails(match.id)!;
      const all = details.statistics[0]!;
      expect([side(all, "Points", "home"), side(all, "Points", "away")]).toEqual([
        details.match.score!.home,
        details.match.score!.away,
      ]);
      for (const period of details.statistics)
        for (const who of ["home", "away"] as const) {
          expect(side(period, "Field goals made", who)).toBeLessThanOrEqual(
            side(period, "Field goals attempted", who),
          );
          expect(side(period, "Free throws made", who)).toBeLessThanOrEqual(
            side(period, "Free throws attempted", who),
          );
        }
      expectAllIsSumOfPeriods(details.statistics);
      const points = details.playerStats
        .filter((s) => s.teamType === "home")
        .reduce((n, s) => n + (s.groups.attacking?.points ?? 0), 0);
      expect(points).toBe(details.match.score!.home);
    }
  });

  it("tennis and volleyball: points won by set, service points within them, no lineups in tennis", () => {
    now = NOW;
    const tennis = pastMatches("tennis", "draw").slice(0, 6);
    const volleyball = pastMatches("volleyball").slice(0, 6);
    expect(tennis.length).toBeGreaterThan(0);
    for (const match of [...tennis, ...volleyball]) {
      const details = stats.matchDetails(match.id)!;
      expect(details.statistics.map((p) => p.period).slice(1)).toEqual(
        ["1ST", "2ND", "3RD", "4TH", "5TH"].slice(0, details.statistics.length - 1),
      );
      expectAllIsSumOfPeriods(details.statistics);
      const all = details.statistics[0]!;
      const points = details.incidents.filter((i) => i.type === "point");
      expect(side(all, "Points won", "home")).toBe(points.filter((i) => i.participant === "p1").length);
      for (const who of ["home", "away"] as const)
        expect(side(all, "Aces", who)).toBeLessThanOrEqual(
          side(all, match.sportId === tennis[0]?.sportId ? "Service points won" : "Break points won", who),
        );
      if (match.sportId === tennis[0]?.sportId) expect(details.lineups).toEqual([]);
      else expect(details.lineups).toHaveLength(2);
    }
  });
});

describe("finished matches' details", () => {
  it("come back the same from the kept pages as from a fresh provider, past the timelines' capacity", () => {
    const fresh = makeSimulatorStatistics({ seed: SEED, now: () => NOW, world });
    // More finished matches than the timelines kept (48), then the first again.
    const ids = soccer.slice(0, 80).map((m) => m.id);
    const first = stats.matchDetails(ids[0]!);
    for (const id of ids.slice(1)) stats.matchDetails(id);
    expect(stats.matchDetails(ids[0]!)).toEqual(first);
    expect(fresh.matchDetails(ids[0]!)).toEqual(first);
  });
});
