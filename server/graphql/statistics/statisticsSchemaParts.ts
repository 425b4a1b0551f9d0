import { Effect, type ManagedRuntime } from "effect";
import {
  LAST_MATCHES_LONG,
  LEAGUES_PAGE,
  MAX_PAGE,
  PLAYER_MATCHES_PAGE,
  StatisticsErrorCode,
  TOP_PLAYERS_LIMIT,
} from "../../../domain/statistics/statisticsErrors";
import type { Logger } from "../../log";
import type { StatisticsProvider, StatTransfer } from "../../provider/StatisticsProvider";
import { ApiFailure } from "../../rpc/ApiFailure";
import { eventH2h } from "../../statistics/eventH2h";
import { eventStatistics, type MatchFormulas, noFormulas } from "../../statistics/eventStatistics";
import { EVENT_FIELDS, type ListArguments, listPage } from "../../statistics/listArguments";
import { metricTables, TEAM_RESULT_METRICS, teamResultTotals } from "../../statistics/metricTables";
import { makePlayerMatches } from "../../statistics/playerMatches";
import { seasonKnockout } from "../../statistics/seasonKnockout";
import { makeSeasonPlayerTotals, PLAYER_METRICS } from "../../statistics/seasonMetrics";
import { hasStandings, seasonStandings } from "../../statistics/seasonStandings";
import { type ArchiveReader, makeStatisticsCatalog } from "../../statistics/statisticsCatalog";
import { lastAndNext, teamForm, teamMatches, tournamentsOfTeam } from "../../statistics/teamMatches";
import { runResolver } from "../runResolver";
import { aggregatorTypeDefs, statisticsSharedTypeDefs, statisticsTypeDefs } from "./statisticsTypeDefs";

/** What the Statistics and Aggregator services need from the app. */
export interface StatisticsDeps {
  readonly provider: StatisticsProvider;
  readonly archive?: ArchiveReader;
  readonly formulas?: MatchFormulas;
  // biome-ignore lint/suspicious/noExplicitAny: the resolvers need no service of the runtime, any will do
  readonly runtime: ManagedRuntime.ManagedRuntime<any, never>;
  readonly logger: Logger;
}

const limitOf = (limit: number | null | undefined, fallback: number): number => {
  const n = limit ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE)
    throw ApiFailure.of(StatisticsErrorCode.invalidArgument, "BAD_REQUEST", `limit must be 1 to ${MAX_PAGE}`);
  return n;
};

/** Both services' resolvers over one catalogue and its caches. */
const makeResolvers = (deps: StatisticsDeps) => {
  const { provider } = deps;
  const catalog = makeStatisticsCatalog(provider, deps.archive);
  const formulas = deps.formulas ?? noFormulas;
  const seasonPlayers = makeSeasonPlayerTotals(provider, formulas.ratingsOf);
  const playerMatches = makePlayerMatches(provider);
  const run =
    <Args, A>(service: string, field: string, body: (args: Args) => A | Promise<A>) =>
    (_parent: unknown, args: Args) =>
      runResolver(
        deps,
        service,
        field,
        Effect.tryPromise({
          try: async () => body(args),
          catch: (error) => error,
        }).pipe(
          Effect.catch((error) => (error instanceof ApiFailure ? Effect.fail(error) : Effect.die(error))),
        ),
      );
  // A season's match list is the same object while none of its matches changed (the provider keeps it),
  // so its tables are computed once per change, not per request.
  const tables = new WeakMap<object, Map<boolean, ReturnType<typeof seasonStandings>>>();
  const standingsOf = (...args: Parameters<typeof seasonStandings>) => {
    const [, , matches, live] = args;
    let byLive = tables.get(matches);
    if (!byLive) {
      byLive = new Map();
      tables.set(matches, byLive);
    }
    let answer = byLive.get(live);
    if (!answer) {
      answer = seasonStandings(...args);
      byLive.set(live, answer);
    }
    return answer;
  };
  const seasonWithMatches = async (seasonId: string) => {
    const season = await catalog.season(seasonId);
    const tournament = season && provider.tournament(season.tournamentId);
    if (!season || !tournament) return undefined;
    return { season, tournament, matches: await catalog.seasonMatches(season) };
  };

  const statistics = {
    tournament: run("statistics", "tournament", async ({ id }: { id: string }) => {
      const tournament = provider.tournament(id);
      if (!tournament) return null;
      const seasons = await catalog.seasons(tournament);
      return {
        ...tournament,
        seasons,
        currentSeasonId: seasons[0]?.id ?? null,
        hasStandings: hasStandings(tournament),
        hasKnockout: tournament.kind !== "league",
      };
    }),
    seasonEvents: run(
      "statistics",
      "seasonEvents",
      async ({ seasonId, ...args }: { seasonId: string } & ListArguments) => {
        const found = await seasonWithMatches(seasonId);
        return listPage(found?.matches ?? [], EVENT_FIELDS, args, 50);
      },
    ),
    standings: run(
      "statistics",
      "standings",
      async ({ seasonId, live }: { seasonId: string; live?: boolean }) => {
        const found = await seasonWithMatches(seasonId);
        if (!found || !hasStandings(found.tournament)) return null;
        return standingsOf(found.tournament, found.season, found.matches, live ?? false);
      },
    ),
    knockout: run("statistics", "knockout", async ({ seasonId }: { seasonId: string }) => {
      const found = await seasonWithMatches(seasonId);
      return found ? seasonKnockout(found.season, found.matches, found.tournament.name) : null;
    }),
    topPlayers: run(
      "statistics",
      "topPlayers",
      async ({ seasonId, limit }: { seasonId: string; limit?: number }) => {
        const n = limitOf(limit, TOP_PLAYERS_LIMIT);
        const found = await seasonWithMatches(seasonId);
        if (found?.season.source !== "simulator") return [];
        return metricTables(seasonPlayers(seasonId, found.matches).values(), PLAYER_METRICS, n);
      },
    ),
    topTeams: run(
      "statistics",
      "topTeams",
      async ({ seasonId, limit }: { seasonId: string; limit?: number }) => {
        const n = limitOf(limit, TOP_PLAYERS_LIMIT);
        const found = await seasonWithMatches(seasonId);
        return found ? metricTables(teamResultTotals(found.matches).values(), TEAM_RESULT_METRICS, n) : [];
      },
    ),
    team: run("statistics", "team", ({ id }: { id: string }) => {
      const team = provider.team(id);
      if (!team) return null;
      const matches = teamMatches(provider, id);
      return {
        ...team,
        players: team.players.map((player) => ({ ...player, sportId: team.sportId })),
        form: teamForm(matches, id),
        ...lastAndNext(matches),
        tournaments: tournamentsOfTeam(provider, provider.teamSeasons(id)),
      };
    }),
    teamEvents: run("statistics", "teamEvents", ({ teamId, ...args }: { teamId: string } & ListArguments) =>
      listPage(teamMatches(provider, teamId), EVENT_FIELDS, args, 20),
    ),
    teamStatistics: run(
      "statistics",
      "teamStatistics",
      async ({ teamId, seasonId }: { teamId: string; seasonId: string }) => {
        const found = await seasonWithMatches(seasonId);
        if (found?.season.source !== "simulator") return [];
        const mine = [...seasonPlayers(seasonId, found.matches).values()].filter((t) => t.team.id === teamId);
        return metricTables(mine, PLAYER_METRICS, TOP_PLAYERS_LIMIT);
      },
    ),
    transfers: run(
      "statistics",
      "transfers",
      ({
        teamId,
        playerId,
        direction,
        ...args
      }: {
        teamId?: string | null;
        playerId?: string | null;
        direction?: "ARRIVALS" | "DEPARTURES" | null;
      } & ListArguments) => {
        let list: ReadonlyArray<StatTransfer> = [];
        if (teamId) {
          list = provider.transfers({ teamId });
          if (direction === "ARRIVALS") list = list.filter((t) => t.toTeam?.id === teamId);
          if (direction === "DEPARTURES") list = list.filter((t) => t.fromTeam?.id === teamId);
        } else if (playerId) list = provider.transfers({ playerId });
        else
          throw ApiFailure.of(
            StatisticsErrorCode.invalidArgument,
            "BAD_REQUEST",
            "Give a teamId or a playerId",
          );
        return listPage(list, {}, { first: args.first, after: args.after }, 20);
      },
    ),
    player: run("statistics", "player", ({ id }: { id: string }) => {
      const player = provider.player(id);
      const team = player && provider.team(player.team.id);
      return player ? { ...player, sportId: team?.sportId ?? "" } : null;
    }),
    playerMatches: run(
      "statistics",
      "playerMatches",
      ({ playerId, ...args }: { playerId: string } & ListArguments) =>
        listPage(playerMatches(playerId), {}, { first: args.first, after: args.after }, PLAYER_MATCHES_PAGE),
    ),
    eventStatistics: run("statistics", "eventStatistics", ({ eventId }: { eventId: string }) =>
      eventStatistics(provider, formulas, eventId),
    ),
    event: run("statistics", "event", async ({ id }: { id: string }) => (await catalog.match(id)) ?? null),
  };

  const aggregator = {
    leagues: run(
      "aggregator",
      "leagues",
      async ({ sportId, ...args }: { sportId: string } & ListArguments) => {
        const tournaments = provider.tournaments(sportId);
        const page = listPage(tournaments, {}, { first: args.first, after: args.after }, LEAGUES_PAGE);
        return {
          ...page,
          nodes: page.nodes.map((tournament) => ({
            ...tournament,
            currentSeasonId: provider.seasons(tournament.id)[0]?.id ?? null,
          })),
        };
      },
    ),
    eventH2h: run("aggregator", "eventH2h", ({ eventId, limit }: { eventId: string; limit?: number }) =>
      eventH2h(provider, eventId, limitOf(limit, LAST_MATCHES_LONG)),
    ),
  };
  // Read only when a document asks for it (an archived match's page): lists do not pay for it.
  const StatEvent = {
    tournament: (parent: { readonly tournamentId: string }) =>
      provider.tournament(parent.tournamentId) ?? null,
  };
  return { statistics, aggregator, StatEvent };
};

/** Both services' parts, sharing one set of caches. */
export const statisticsSchemaParts = (deps: StatisticsDeps) => {
  const resolvers = makeResolvers(deps);
  return {
    statistics: {
      typeDefs: [statisticsSharedTypeDefs, statisticsTypeDefs].join("\n"),
      resolvers: { Query: resolvers.statistics, StatEvent: resolvers.StatEvent },
    },
    aggregator: {
      typeDefs: [statisticsSharedTypeDefs, aggregatorTypeDefs].join("\n"),
      resolvers: { Query: resolvers.aggregator, StatEvent: resolvers.StatEvent },
    },
  };
};
