import { describe, expect, it } from "vitest";
import { fullSport } from "../../../domain/sports/catalogue";
import { matchEngineOracle } from "../../../server/provider/simulator/match/matchEngineOracle";
import { MatchOutcomes } from "../../../server/provider/simulator/match/matchOutcomes";
import { makeSimulatorStatistics } from "../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import { FixtureBook } from "../../../server/provider/simulator/world/fixtureBook";
import { generateWorld } from "../../../server/provider/simulator/world/generateWorld";

/**
 * The simulator's warm-up plays, ahead of time, exactly what the first visitors of the top tournaments
 * would otherwise make the server play on the spot: afterwards their seasons' pages simulate nothing.
 */
const SEED = "statistics-warm-up";
const NOW = Date.UTC(2026, 10, 21, 17, 0);
const world = generateWorld(SEED);
const SOCCER = fullSport("soccer").id;

const provider = () => {
  const outcomes = new MatchOutcomes();
  const book = new FixtureBook(world, SEED, matchEngineOracle(outcomes));
  return { outcomes, stats: makeSimulatorStatistics({ seed: SEED, now: () => NOW, world, book }) };
};

const drain = (work: Iterator<unknown>): number => {
  let steps = 0;
  while (!work.next().done) steps += 1;
  return steps;
};

describe("the statistics warm-up", () => {
  it("leaves the top tournaments' current seasons with nothing to simulate, a match a step", () => {
    const { outcomes, stats } = provider();
    const top = stats.tournaments(SOCCER)[0]!;
    const season = stats.seasons(top.id)[0]!;
    const steps = drain(stats.warmUp!({ tournamentsPerSport: 1, seasonsPerTournament: 1 }));
    const played = outcomes.simulated;
    const started = stats.seasonMatches(season.id).filter((match) => match.status !== "not_started");
    expect(started.length).toBeGreaterThan(10);
    // A step per started match, plus one per season listed (one a sport here). A knockout's pairs can
    // need results of matches still to come, which the fixture book plays when it builds those rounds.
    expect(steps).toBeGreaterThanOrEqual(started.length + world.sports.length);
    expect(played).toBeGreaterThanOrEqual(started.length);
    expect(outcomes.simulated).toBe(played);
  });

  it("follows a league's clubs into their other tournaments, as their team pages read them", () => {
    const { outcomes, stats } = provider();
    const rank = stats.tournaments(SOCCER).findIndex((t) => t.kind === "league");
    const league = stats.tournaments(SOCCER)[rank]!;
    drain(stats.warmUp!({ tournamentsPerSport: rank + 1, seasonsPerTournament: 1, sportIds: [SOCCER] }));
    const played = outcomes.simulated;
    const club = stats.seasonMatches(stats.seasons(league.id)[0]!.id)[0]!.home.id;
    const seasons = stats.teamSeasons(club);
    expect(new Set(seasons.map((season) => season.tournamentId)).size).toBeGreaterThan(1);
    const perTournament = new Map<string, number>();
    for (const season of seasons) {
      const seen = perTournament.get(season.tournamentId) ?? 0;
      perTournament.set(season.tournamentId, seen + 1);
      if (seen < 1) stats.seasonMatches(season.id);
    }
    expect(played).toBeGreaterThan(0);
    expect(outcomes.simulated).toBe(played);
  }, 60_000);

  it("is what saves the work: a cold provider plays the season's matches on its first page", () => {
    const { outcomes, stats } = provider();
    const top = stats.tournaments(SOCCER)[0]!;
    stats.seasonMatches(stats.seasons(top.id)[0]!.id);
    expect(outcomes.simulated).toBeGreaterThan(10);
  });

  it("covers earlier seasons and lower-ranked tournaments when asked, and stops at the limits", () => {
    const { outcomes, stats } = provider();
    const [first, second, third] = stats.tournaments(SOCCER);
    drain(stats.warmUp!({ tournamentsPerSport: 2, seasonsPerTournament: 2, sportIds: [SOCCER] }));
    const played = outcomes.simulated;
    for (const tournament of [first!, second!])
      for (const season of stats.seasons(tournament.id).slice(0, 2)) stats.seasonMatches(season.id);
    expect(outcomes.simulated).toBe(played);
    stats.seasonMatches(stats.seasons(third!.id)[0]!.id);
    expect(outcomes.simulated).toBeGreaterThan(played);
  });
});
