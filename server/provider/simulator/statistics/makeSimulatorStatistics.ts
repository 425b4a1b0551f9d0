import type { StatisticsProvider, StatTeam, StatTeamRef } from "../../StatisticsProvider";
import { matchEngineOracle, outcomesOf } from "../match/matchEngineOracle";
import { MatchOutcomes } from "../match/matchOutcomes";
import type { Fixture, FullSportCode, SimTeam } from "../types";
import { squadOf } from "../world/builder";
import { FixtureBook } from "../world/fixtureBook";
import { generateWorld } from "../world/generateWorld";
import type { World } from "../world/model";
import { seasonById, seasonsOf } from "../world/seasons";
import { teamIdOfPlayer } from "../world/squads";
import { MatchDetailsBook } from "./details/matchDetails";
import { MatchArchive } from "./matchArchive";
import { categoryRef, teamRef as refOf, statPlayer } from "./refs";
import { SeasonMatches } from "./seasonMatches";
import { matchViewAt } from "./statMatch";
import { statSeason, statTournament } from "./statTournament";
import { teamSeasons } from "./teamSeasons";
import { compareTournaments } from "./tournamentOrder";
import { TransferIndex } from "./transfers";
import { warmSeasons } from "./warmUp";

export interface SimulatorStatisticsOptions {
  readonly seed: string;
  readonly now: () => number;
  /** The line's world, when it runs in the same thread (a world is about 20 MB). */
  readonly world?: World;
  /**
   * The line's fixture book (SimulatorProvider's `book`), so both see the very same fixtures and share
   * the engine's outcomes. NOTE: its oracle decides the brackets; the line's is the match engine's, and
   * a book of one's own is made with it too, so later rounds agree either way.
   */
  readonly book?: FixtureBook;
}

/**
 * The statistics provider over the seeded simulator: tournaments, seasons, results, teams, players,
 * transfers and event pages, all as of `now()` and consistent with the line at the same instant (the
 * same fixtures, timelines and state-at-an-instant logic). Simulations are cached: outcomes of finished
 * matches (small, shared with the result oracle), whole timelines of running matches and event pages
 * (large, few), per-season match lists; every cache is a bounded LRU.
 */
export const makeSimulatorStatistics = (options: SimulatorStatisticsOptions): StatisticsProvider => {
  const world = options.world ?? options.book?.world ?? generateWorld(options.seed);
  const book = options.book ?? new FixtureBook(world, options.seed, matchEngineOracle());
  const outcomes = outcomesOf(book.oracle) ?? new MatchOutcomes();
  const archive = new MatchArchive(outcomes);
  const refs = new Map<string, StatTeamRef>();
  const teamRef = (team: SimTeam): StatTeamRef => {
    let ref = refs.get(team.id);
    if (!ref) {
      ref = refOf(team);
      refs.set(team.id, ref);
    }
    return ref;
  };
  const seasonMatches = new SeasonMatches(book, archive, teamRef);
  const details = new MatchDetailsBook(options.seed, world, archive);
  const transfers = new TransferIndex(world, teamRef);
  const order = compareTournaments(world);

  const sportCodeOf = (team: SimTeam): FullSportCode =>
    world.categoryById.get(team.categoryId)?.sportCode ?? "soccer";
  const listed = (tournamentId: string) => {
    const tournament = world.tournamentById.get(tournamentId);
    return tournament && tournament.format.kind !== "friendlies" ? tournament : undefined;
  };
  const groupOf = (fixture: Fixture): string | undefined => {
    if (fixture.stage !== "GROUP_STAGE") return undefined;
    return seasonById(world, fixture.seasonId)?.groups.find((g) => g.teamIds.includes(fixture.home.id))?.name;
  };
  const matchNow = (fixture: Fixture) =>
    matchViewAt(fixture, options.now(), archive, teamRef, groupOf(fixture)).match;

  const tournaments = (sportId: string) =>
    world.tournaments
      .filter((t) => t.sportId === sportId && t.format.kind !== "friendlies")
      .sort(order)
      .flatMap((t) => statTournament(world, t) ?? []);
  const seasons = (tournamentId: string) =>
    listed(tournamentId) ? seasonsOf(world, tournamentId, options.now()).map(statSeason) : [];

  return {
    now: options.now,
    tournaments,
    tournament: (id) => {
      const tournament = listed(id);
      return tournament && statTournament(world, tournament);
    },
    seasons,
    season: (seasonId) => {
      const season = seasonById(world, seasonId);
      return season && listed(season.tournamentId) ? statSeason(season) : undefined;
    },
    seasonMatches: (seasonId) => {
      const season = seasonById(world, seasonId);
      return season && listed(season.tournamentId) ? seasonMatches.at(seasonId, options.now()) : [];
    },
    team: (id): StatTeam | undefined => {
      const team = world.teamById.get(id);
      const category = team && world.categoryById.get(team.categoryId);
      if (!team || !category) return undefined;
      const sportCode = sportCodeOf(team);
      return {
        ...teamRef(team),
        sportId: team.sportId,
        sportCode,
        category: categoryRef(category),
        foundationDate: team.foundationDate,
        managerName: team.managerName,
        venue: team.venue,
        national: team.national,
        country: team.country,
        players: (squadOf(team)?.players ?? []).map((p) => statPlayer(options.seed, team, p, sportCode)),
      };
    },
    teamSeasons: (teamId) => teamSeasons(world, teamId, options.now()).map(statSeason),
    player: (id) => {
      const team = world.teamById.get(teamIdOfPlayer(id));
      const player = team && squadOf(team)?.players.find((p) => p.id === id);
      return team && player ? statPlayer(options.seed, team, player, sportCodeOf(team)) : undefined;
    },
    transfers: (of) => ("teamId" in of ? transfers.ofTeam(of.teamId) : transfers.ofPlayer(of.playerId)),
    match: (eventId) => {
      const fixture = seasonMatches.fixture(eventId);
      return fixture && matchNow(fixture);
    },
    matchDetails: (eventId) => {
      const fixture = seasonMatches.fixture(eventId);
      return fixture && details.details(fixture, matchNow(fixture), options.now());
    },
    warmUp: (warmUpOptions) =>
      warmSeasons(
        {
          now: options.now,
          sportIds: world.sports.map((sport) => sport.id),
          tournaments,
          seasons,
          fixtures: (seasonId) => book.season(seasonId),
          teamSeasons: (teamId) => teamSeasons(world, teamId, options.now()).map(statSeason),
          outcome: (fixture) => archive.outcome(fixture),
          seasonMatches: (seasonId) => seasonMatches.at(seasonId, options.now()),
        },
        warmUpOptions,
      ),
  };
};
