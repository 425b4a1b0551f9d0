import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startedScore } from "../../../domain/event/scoreDisplay";
import type { StatMatch } from "../../../server/provider/StatisticsProvider";
import { buildFeedEvent } from "../../../server/provider/simulator/markets/buildFeedEvent";
import { matchEngineOracle } from "../../../server/provider/simulator/match/matchEngineOracle";
import { simulateMatch } from "../../../server/provider/simulator/match/simulateMatch";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import type { Fixture } from "../../../server/provider/simulator/types";
import { FixtureBook } from "../../../server/provider/simulator/world/fixtureBook";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";
import { seasonOf } from "../../../server/provider/simulator/world/seasons";

const SEED = "statistics-line";
/** Saturday 21 November 2026, 17:00 UTC: European leagues mid-season, a round being played. */
const NOW = Date.UTC(2026, 10, 21, 17, 0);
const MINUTE = 60_000;

const world = generateWorld(SEED);
let now = NOW;
const stats = makeSimulatorStatistics({ seed: SEED, now: () => now, world });
/** The line's fixtures as makeSimulatorProvider makes them: the same world and seed, the engine's oracle. */
const line = new FixtureBook(world, SEED, matchEngineOracle());

const tournamentNamed = (name: string, country: string) =>
  world.tournaments.find(
    (t) => t.name === name && world.categoryById.get(t.categoryId)?.country === country,
  )!;
const premier = tournamentNamed("Premier Division", "gb");
const currentSeason = seasonOf(world, premier, 2026);
const fixtures: ReadonlyArray<Fixture> = line.season(currentSeason.id)!.all().flat();

/** What the line shows for a fixture at `at`: status, the displayed score, the clock. */
const lineView = (fixture: Fixture, at: number) => {
  const event = buildFeedEvent(fixture, simulateMatch(fixture), at);
  const score = startedScore(event);
  return {
    status: event.status,
    score:
      score === null
        ? null
        : {
            home: score.home.score,
            away: score.away.score,
            ...(score.home.penalties === null
              ? {}
              : { penaltiesHome: score.home.penalties, penaltiesAway: score.away.penalties }),
          },
    minute: event.extraInfo.currentMinute,
  };
};

const statView = (match: StatMatch) => ({ status: match.status, score: match.score, minute: match.minute });

/** Called-off fixtures show no score on the statistics side (the line keeps its zeros out of sight too). */
const comparable = (view: ReturnType<typeof lineView>) =>
  view.status === "cancelled" || view.status === "postponed" ? { ...view, score: null } : view;

describe("a match on the statistics side", () => {
  it("reads as the line shows it at the same instant, before, during and after play", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: fixtures.length - 1 }),
        fc.integer({ min: -30, max: 150 }),
        (index, offset) => {
          const fixture = fixtures[index]!;
          now = fixture.startTime + offset * MINUTE;
          const match = stats.match(fixture.id)!;
          expect(statView(match)).toEqual(comparable(lineView(fixture, now)));
          if (match.status === "in_progress") expect(match.winner).toBeNull();
        },
      ),
      { numRuns: 80 },
    );
    now = NOW;
  });

  it("lists a season with each match as `match` gives it, finished ones with their final score", () => {
    now = NOW;
    const list = stats.seasonMatches(currentSeason.id);
    const inOrder = line
      .season(currentSeason.id)!
      .all()
      .flatMap((round) => [...round].sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1)));
    expect(list.map((m) => m.id)).toEqual(inOrder.map((f) => f.id));
    const finished = list.filter((m) => m.status === "finished");
    const upcoming = list.filter((m) => m.status === "not_started");
    expect(finished.length).toBeGreaterThan(50);
    expect(upcoming.length).toBeGreaterThan(50);
    for (const match of [...finished.slice(0, 40), ...upcoming.slice(0, 10)]) {
      expect(match).toEqual(stats.match(match.id));
      const fixture = line.byId(match.id)!;
      expect(statView(match)).toEqual(comparable(lineView(fixture, NOW)));
    }
    for (const match of upcoming) expect(match.score).toBeNull();
    for (const match of finished) {
      const { home, away } = match.score!;
      expect(match.winner).toBe(home > away ? "home" : away > home ? "away" : null);
    }
  });

  it("shows a running match's score and minute, and gives the same list object back while nothing changes", () => {
    const fixture = fixtures.find((f) => f.fate === "normal")!;
    now = fixture.startTime + 62 * MINUTE;
    const list = stats.seasonMatches(currentSeason.id);
    const running = list.find((m) => m.id === fixture.id)!;
    expect(running.status).toBe("in_progress");
    expect(running.minute).toBe(lineView(fixture, now).minute);
    expect(running.score).toEqual(lineView(fixture, now).score);
    now = NOW;
    const first = stats.seasonMatches(currentSeason.id);
    expect(stats.seasonMatches(currentSeason.id)).toBe(first);
  });

  it("gives a called-off match its fate from the outset and no score", () => {
    const seasons = [2025, 2024, 2023].map((year) => line.season(seasonOf(world, premier, year).id)!);
    const calledOff = seasons
      .flatMap((s) => s.all().flat())
      .filter((f) => f.fate === "cancelled" || f.fate === "postponed");
    expect(calledOff.length).toBeGreaterThan(0);
    for (const fixture of calledOff) {
      for (const at of [fixture.startTime - 60 * MINUTE, fixture.startTime + 200 * MINUTE]) {
        now = at;
        const match = stats.match(fixture.id)!;
        expect(match.status).toBe(fixture.fate);
        expect(match.score).toBeNull();
        expect(lineView(fixture, at).status).toBe(fixture.fate);
      }
    }
    now = NOW;
  });

  it("gives a tie settled on penalties its score in play and the shoot-out apart, as the line does", () => {
    now = NOW;
    const cups = world.tournaments
      .filter((t) => t.sportCode === "soccer" && t.format.kind === "cup")
      .slice(0, 6);
    const shootouts = cups.flatMap((cup) =>
      stats.seasonMatches(seasonOf(world, cup, 2025).id).filter((m) => m.score?.penaltiesHome !== undefined),
    );
    expect(shootouts.length).toBeGreaterThan(0);
    for (const match of shootouts.slice(0, 5)) {
      const { home, away, penaltiesHome, penaltiesAway } = match.score!;
      expect(home).toBe(away);
      expect(match.winner).toBe(penaltiesHome! > penaltiesAway! ? "home" : "away");
      expect(statView(match)).toEqual(lineView(line.byId(match.id)!, NOW));
    }
  });
});

describe("knockout brackets", () => {
  const knockoutSeasons = world.tournaments
    .filter((t) => t.format.kind === "cup" || t.format.kind === "groups_knockout" || t.format.kind === "draw")
    .filter((_, i) => i % 40 === 0)
    .map((t) => seasonOf(world, t, 2025));

  it("pair in each later round the winners the match engine gave the round before", () => {
    expect(knockoutSeasons.length).toBeGreaterThan(5);
    for (const season of knockoutSeasons) {
      const rounds = line.season(season.id)!.all();
      season.rounds.forEach((round, i) => {
        const previous = season.rounds[i - 1];
        if (round.stage !== "PLAY_OFF" || previous?.stage !== "PLAY_OFF") return;
        const winners = rounds[i - 1]!.map((f) => {
          const timeline = simulateMatch(f);
          return timeline.winner === "p2" ? f.away.id : f.home.id;
        });
        const teams = rounds[i]!.flatMap((f) => [f.home.id, f.away.id]);
        expect(teams).toEqual(winners);
      });
    }
  });

  it("send the top two of each group on, by the match engine's results", () => {
    const groupSeasons = world.tournaments
      .filter((t) => t.format.kind === "groups_knockout")
      .slice(0, 3)
      .map((t) => seasonOf(world, t, 2025));
    for (const season of groupSeasons) {
      const rounds = line.season(season.id)!.all();
      const points = new Map<string, number>();
      season.rounds.forEach((round, i) => {
        if (round.stage !== "GROUP_STAGE") return;
        for (const f of rounds[i]!) {
          const winner = simulateMatch(f).winner;
          points.set(f.home.id, (points.get(f.home.id) ?? 0) + (winner === "p1" ? 3 : winner ? 0 : 1));
          points.set(f.away.id, (points.get(f.away.id) ?? 0) + (winner === "p2" ? 3 : winner ? 0 : 1));
        }
      });
      const first = season.rounds.findIndex((r) => r.stage === "PLAY_OFF");
      const through = new Set(rounds[first]!.flatMap((f) => [f.home.id, f.away.id]));
      for (const group of season.groups) {
        const qualified = group.teamIds.filter((id) => through.has(id));
        expect(qualified).toHaveLength(2);
        const lowest = Math.min(...qualified.map((id) => points.get(id)!));
        for (const id of group.teamIds)
          if (!through.has(id)) expect(points.get(id)!).toBeLessThanOrEqual(lowest);
      }
    }
  });

  it("has the same fixtures on the statistics side as on the line, later rounds included", () => {
    now = NOW;
    for (const season of knockoutSeasons) {
      const ids = stats.seasonMatches(season.id).map((m) => m.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids)).toEqual(
        new Set(
          line
            .season(season.id)!
            .all()
            .flat()
            .map((f) => f.id),
        ),
      );
    }
    // And the line finds a final by its id, as an event page would.
    const final = stats.seasonMatches(knockoutSeasons[0]!.id).at(-1)!;
    expect(line.byId(final.id)?.roundType).toBe("FINAL");
  });
});

describe("two providers from the same seed", () => {
  it("answer alike", () => {
    now = NOW;
    const again = makeSimulatorStatistics({ seed: SEED, now: () => now });
    expect(again.seasonMatches(currentSeason.id)).toEqual(stats.seasonMatches(currentSeason.id));
    const played = stats
      .seasonMatches(currentSeason.id)
      .filter((m) => m.status === "finished")
      .slice(0, 3);
    for (const match of played) expect(again.matchDetails(match.id)).toEqual(stats.matchDetails(match.id));
    const team = played[0]!.home.id;
    expect(again.team(team)).toEqual(stats.team(team));
    expect(again.teamSeasons(team)).toEqual(stats.teamSeasons(team));
    expect(again.tournament(premier.id)).toEqual(stats.tournament(premier.id));
  });
});
