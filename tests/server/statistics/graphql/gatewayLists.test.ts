import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlPath } from "../../../../domain/graphql/services";
import { SEASON_EVENTS_QUERY } from "../../../../domain/statistics/statisticsQueries";
import { fakeStatistics } from "../../../helpers/fakeStatistics";
import { closeDatabases } from "../../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../../helpers/testServer";

/**
 * A statistics list with `where` and `orderBy` variables through the real gateway (yoga with its plugins,
 * compiled execution among them): answered, not a 500. graphql-jit overflowed its stack coercing the
 * recursive `ListFilter` input.
 */
const { provider, season, matches } = fakeStatistics({ teams: 6, finished: 12 });
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ statistics: provider, graphqlCacheMs: 0 });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("statistics lists through the gateway", () => {
  it("answers a season's results with where and orderBy variables", async () => {
    const response = await fetch(`${server.url}${graphqlPath("statistics")}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: SEASON_EVENTS_QUERY,
        variables: {
          seasonId: season.id,
          first: 5,
          where: { and: [{ eq: { fieldPath: "status", value: "finished" } }, { and: [] }] },
          orderBy: [{ fieldPath: "startTime", direction: "DESC" }],
        },
      }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      data?: { seasonEvents: { nodes: Array<{ id: string }>; pageInfo: { total: number } } };
      errors?: unknown;
    };
    expect(answer.errors).toBeUndefined();
    const finished = matches.filter((m) => m.status === "finished");
    expect(answer.data!.seasonEvents.pageInfo.total).toBe(finished.length);
    expect(answer.data!.seasonEvents.nodes.map((n) => n.id)).toEqual(
      finished
        .slice(-5)
        .reverse()
        .map((m) => m.id),
    );
  });
});
