import type { StatSeason, StatTournament, WarmUpOptions } from "../../StatisticsProvider";
import type { Fixture } from "../types";
import type { SeasonFixtures } from "../world/seasonFixtures";

export interface WarmUpDeps {
  readonly now: () => number;
  readonly sportIds: ReadonlyArray<string>;
  readonly tournaments: (sportId: string) => ReadonlyArray<StatTournament>;
  readonly seasons: (tournamentId: string) => ReadonlyArray<StatSeason>;
  readonly fixtures: (seasonId: string) => SeasonFixtures | undefined;
  /** The seasons (newest first) of the tournaments a team plays in. */
  readonly teamSeasons: (teamId: string) => ReadonlyArray<StatSeason>;
  /** Plays a started match to its outcome (cached). */
  readonly outcome: (fixture: Fixture) => unknown;
  /** Builds a season's match list from the cached outcomes. */
  readonly seasonMatches: (seasonId: string) => unknown;
}

/**
 * The simulator's warm-up: the past matches of the seasons visitors open first, played one match a step.
 * A league season's first page otherwise plays its 380 matches on the spot (about 300 ms on the serving
 * thread), and a club's first page every season it plays in. The most visited come first: each sport's
 * top tournament, then each sport's second, and so on; a tournament's newest seasons, then, for a league,
 * the other tournaments its teams play in (cups: what their team and player pages read). Rounds go in order, so a
 * knockout's later pairs find the results they follow from.
 */
export function* warmSeasons(deps: WarmUpDeps, options: WarmUpOptions): Generator<string> {
  const ranked = (options.sportIds ?? deps.sportIds).map((sportId) =>
    deps.tournaments(sportId).slice(0, options.tournamentsPerSport),
  );
  const done = new Set<string>();
  for (let rank = 0; rank < options.tournamentsPerSport; rank++) {
    for (const tournaments of ranked) {
      const tournament = tournaments[rank];
      if (!tournament) continue;
      const seasons = deps.seasons(tournament.id).slice(0, options.seasonsPerTournament);
      for (const season of seasons) yield* warmSeason(deps, season.id, done);
      // A league's clubs play a cup or two beside it; a tennis draw's players play dozens of draws, so
      // only a league's teams are followed into their other tournaments.
      const current = tournament.kind === "league" && seasons[0] ? deps.fixtures(seasons[0].id) : undefined;
      for (const teamId of current?.season.teamIds ?? [])
        for (const season of newestPerTournament(deps.teamSeasons(teamId), options.seasonsPerTournament))
          yield* warmSeason(deps, season.id, done);
    }
  }
}

function* warmSeason(deps: WarmUpDeps, seasonId: string, done: Set<string>): Generator<string> {
  if (done.has(seasonId)) return;
  done.add(seasonId);
  const fixtures = deps.fixtures(seasonId);
  if (!fixtures) return;
  // Building a round drawn from results plays every match it follows from, those still to come too,
  // all in one go: played here first, one a step.
  const rounds = fixtures.season.rounds;
  const lastDrawn = rounds.findLastIndex((round) => round.pairs === null);
  for (let round = 0; round < rounds.length; round++) {
    for (const fixture of fixtures.round(round)) {
      if (round >= lastDrawn && fixture.startTime >= deps.now()) continue;
      deps.outcome(fixture);
      yield fixture.id;
    }
  }
  deps.seasonMatches(seasonId);
  yield seasonId;
}

/** A team's seasons (newest first) kept to the newest `count` of each tournament, as its pages read them. */
const newestPerTournament = (seasons: ReadonlyArray<StatSeason>, count: number): StatSeason[] => {
  const kept = new Map<string, number>();
  return seasons.filter((season) => {
    const seen = kept.get(season.tournamentId) ?? 0;
    kept.set(season.tournamentId, seen + 1);
    return seen < count;
  });
};
