import { Layer, ManagedRuntime, Schema } from "effect";
import { beforeAll, describe, expect, it } from "vitest";
import { fullSport } from "../../../../domain/sports/catalogue";
import * as answers from "../../../../domain/statistics/statisticsAnswers";
import * as documents from "../../../../domain/statistics/statisticsQueries";
import { makeServiceSchema } from "../../../../server/graphql/serviceSchemas";
import { makeInProcessExecutor } from "../../../../server/graphql/statistics/inProcessStatistics";
import type { StatisticsDeps } from "../../../../server/graphql/statistics/statisticsSchemaParts";
import { makeLogger } from "../../../../server/log";
import { makeSimulatorStatistics } from "../../../../server/provider/simulator/statistics/makeSimulatorStatistics";
import { matchFormulas } from "../../../../server/statistics/matchFormulas";

/**
 * Every document the statistics pages send, run against the seeded world's statistics as the pages would
 * (a soccer league's current season, its leader, a regular of it, a finished match): no GraphQL error, and
 * each answer decodes with the Schema the browser decodes it with.
 */
const NOW = Date.UTC(2026, 10, 25, 15);
const deps: StatisticsDeps = {
  provider: makeSimulatorStatistics({ seed: "funsclub", now: () => NOW }),
  formulas: matchFormulas,
  runtime: ManagedRuntime.make(Layer.empty) as StatisticsDeps["runtime"],
  logger: makeLogger("silent"),
};
const statistics = makeInProcessExecutor(makeServiceSchema("statistics", { statistics: deps }), "statistics");
const aggregator = makeInProcessExecutor(makeServiceSchema("aggregator", { statistics: deps }), "aggregator");

const ask = async (
  run: typeof statistics,
  document: string,
  variables: Record<string, unknown>,
  field: string,
  schema: Schema.Top & { readonly DecodingServices: never },
) => {
  const result = await run(document, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const value = (result.data as Record<string, unknown>)[field];
  expect(value).not.toBeNull();
  return Schema.decodeUnknownSync(schema)(value) as never;
};

interface Ids {
  tournamentId: string;
  seasonId: string;
  teamId: string;
  playerId: string;
  eventId: string;
}
const ids = {} as Ids;

beforeAll(async () => {
  const leagues = (await ask(
    aggregator,
    documents.LEAGUES_QUERY,
    { sportId: fullSport("soccer").id, first: 50 },
    "leagues",
    answers.LeaguePage,
  )) as answers.LeaguePage;
  const league = leagues.nodes.find((t) => t.kind === "league" && t.currentSeasonId)!;
  ids.tournamentId = league.id;
  ids.seasonId = league.currentSeasonId!;
  const standings = (await ask(
    statistics,
    documents.STANDINGS_QUERY,
    { seasonId: ids.seasonId },
    "standings",
    answers.StandingsAnswer,
  )) as answers.StandingsAnswer;
  ids.teamId = standings.tables[0]!.rows[0]!.team.id;
  const team = (await ask(
    statistics,
    documents.TEAM_QUERY,
    { id: ids.teamId },
    "team",
    answers.TeamProfile,
  )) as answers.TeamProfile;
  ids.playerId = team.players.find((p) => p.position === "F")!.id;
  ids.eventId = team.lastEvent!.id;
});

describe("the statistics pages' documents against the simulated world", () => {
  it("tournament, season events, knockout, top players and teams", async () => {
    const tournament = (await ask(
      statistics,
      documents.TOURNAMENT_QUERY,
      { id: ids.tournamentId },
      "tournament",
      answers.TournamentProfile,
    )) as answers.TournamentProfile;
    expect(tournament.currentSeasonId).toBe(ids.seasonId);
    const results = (await ask(
      statistics,
      documents.SEASON_EVENTS_QUERY,
      { seasonId: ids.seasonId, first: 10, where: { eq: { fieldPath: "status", value: "finished" } } },
      "seasonEvents",
      answers.StatEventPage,
    )) as answers.StatEventPage;
    expect(results.nodes.every((e) => e.status === "finished" && e.score !== null)).toBe(true);
    const players = (await ask(
      statistics,
      documents.TOP_PLAYERS_QUERY,
      { seasonId: ids.seasonId, limit: 30 },
      "topPlayers",
      Schema.Array(answers.MetricTable),
    )) as ReadonlyArray<answers.MetricTable>;
    expect(players[0]!.metric).toBe("goals");
    expect(players[0]!.rows.length).toBeGreaterThan(0);
    await ask(
      statistics,
      documents.TOP_TEAMS_QUERY,
      { seasonId: ids.seasonId },
      "topTeams",
      Schema.Array(answers.MetricTable),
    );
    const knockout = await statistics(documents.KNOCKOUT_QUERY, { seasonId: ids.seasonId });
    expect(knockout.errors).toBeUndefined();
  });

  it("team, its events, statistics and transfers", async () => {
    const events = (await ask(
      statistics,
      documents.TEAM_EVENTS_QUERY,
      { teamId: ids.teamId, first: 20 },
      "teamEvents",
      answers.StatEventPage,
    )) as answers.StatEventPage;
    expect(events.nodes.every((e) => e.home.id === ids.teamId || e.away.id === ids.teamId)).toBe(true);
    await ask(
      statistics,
      documents.TEAM_STATISTICS_QUERY,
      { teamId: ids.teamId, seasonId: ids.seasonId },
      "teamStatistics",
      Schema.Array(answers.MetricTable),
    );
    await ask(
      statistics,
      documents.TRANSFERS_QUERY,
      { teamId: ids.teamId, direction: "ARRIVALS", first: 20 },
      "transfers",
      answers.TransferPage,
    );
  });

  it("player, their matches and transfers", async () => {
    await ask(statistics, documents.PLAYER_QUERY, { id: ids.playerId }, "player", answers.StatPlayer);
    const matches = (await ask(
      statistics,
      documents.PLAYER_MATCHES_QUERY,
      { playerId: ids.playerId, first: 20 },
      "playerMatches",
      answers.PlayerMatchPage,
    )) as answers.PlayerMatchPage;
    expect(matches.nodes.length).toBeGreaterThan(0);
    await ask(
      statistics,
      documents.TRANSFERS_QUERY,
      { playerId: ids.playerId, first: 20 },
      "transfers",
      answers.TransferPage,
    );
  });

  it("an event's statistics and h2h", async () => {
    const event = (await ask(
      statistics,
      documents.EVENT_STATISTICS_QUERY,
      { eventId: ids.eventId },
      "eventStatistics",
      answers.EventStatisticsAnswer,
    )) as answers.EventStatisticsAnswer;
    expect(event.lineups.map((l) => l.formation)).toEqual(["4-4-2", "4-4-2"]);
    expect(event.momentum.length).toBeGreaterThanOrEqual(90);
    expect(event.playerStats.some((p) => p.rating !== null)).toBe(true);
    await ask(
      aggregator,
      documents.EVENT_H2H_QUERY,
      { eventId: ids.eventId, limit: 5 },
      "eventH2h",
      answers.EventH2hAnswer,
    );
  });
});
