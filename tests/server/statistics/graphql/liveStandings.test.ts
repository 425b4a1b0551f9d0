import { Layer, ManagedRuntime, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type LiveScore, liveStandings } from "../../../../domain/statistics/liveStandings";
import { StandingsAnswer } from "../../../../domain/statistics/statisticsAnswers";
import { STANDINGS_QUERY } from "../../../../domain/statistics/statisticsQueries";
import { makeServiceSchema } from "../../../../server/graphql/serviceSchemas";
import { makeInProcessExecutor } from "../../../../server/graphql/statistics/inProcessStatistics";
import type { StatisticsDeps } from "../../../../server/graphql/statistics/statisticsSchemaParts";
import { makeLogger } from "../../../../server/log";
import { fakeStatistics } from "../../../helpers/fakeStatistics";

/**
 * The browser's live table (domain/statistics/liveStandings.ts) against the server's: from the answer
 * without live matches plus the live line's scores, the browser must get the very tables the server
 * computes with `live: true`, and with no live score the tables it was sent.
 */
const { provider, season, matches } = fakeStatistics({ teams: 6, finished: 17 });
const deps: StatisticsDeps = {
  provider,
  runtime: ManagedRuntime.make(Layer.empty) as StatisticsDeps["runtime"],
  logger: makeLogger("silent"),
};
const run = makeInProcessExecutor(makeServiceSchema("statistics", { statistics: deps }), "statistics");
const decode = Schema.decodeUnknownSync(StandingsAnswer);

const standings = async (live: boolean) => {
  const result = await run(STANDINGS_QUERY, { seasonId: season.id, live });
  expect(result.errors).toBeUndefined();
  return decode((result.data as { standings: unknown }).standings);
};

const live0 = (match: (typeof matches)[number], home: number, away: number): LiveScore => ({
  homeTeamId: match.home.id,
  awayTeamId: match.away.id,
  home,
  away,
  running: true,
});

describe("live standings in the browser", () => {
  it("without live scores, gives back the tables the server sent", async () => {
    const answer = await standings(false);
    expect(liveStandings(answer, new Map())).toEqual(answer.tables);
  });

  it("with the live line's score of the running match, gives the server's live tables", async () => {
    const running = matches.find((m) => m.status === "in_progress")!;
    const live = new Map<string, LiveScore>([
      [running.id, live0(running, running.score!.home, running.score!.away)],
    ]);
    const [quiet, serverLive] = await Promise.all([standings(false), standings(true)]);
    const browser = liveStandings(quiet, live);
    expect(browser).toEqual(serverLive.tables);
    expect(
      browser[0]!.rows
        .filter((row) => row.live)
        .map((row) => row.team.id)
        .sort(),
    ).toEqual([running.home.id, running.away.id].sort());
  });

  it("counts a match that kicked off after the answer, found by its teams", async () => {
    const next = matches.find((m) => m.status === "not_started")!;
    const quiet = await standings(false);
    const tables = liveStandings(quiet, new Map([[next.id, live0(next, 1, 0)]]));
    const home = tables[0]!.rows.find((row) => row.team.id === next.home.id)!;
    const before = quiet.tables[0]!.rows.find((row) => row.team.id === next.home.id)!;
    expect([home.played, home.points, home.live]).toEqual([before.played + 1, before.points + 3, true]);
  });

  it("moves a team up as its live goal comes in", async () => {
    const running = matches.find((m) => m.status === "in_progress")!;
    const quiet = await standings(false);
    const pointsOf = (tables: ReturnType<typeof liveStandings>, id: string) =>
      tables[0]!.rows.find((row) => row.team.id === id)!.points;
    const before = pointsOf(quiet.tables, running.home.id);
    const winning = liveStandings(quiet, new Map([[running.id, live0(running, 3, 0)]]));
    expect(pointsOf(winning, running.home.id)).toBe(before + 3);
    const losing = liveStandings(quiet, new Map([[running.id, live0(running, 0, 1)]]));
    expect(pointsOf(losing, running.home.id)).toBe(before);
    expect(pointsOf(losing, running.away.id)).toBe(pointsOf(quiet.tables, running.away.id) + 3);
  });
});
