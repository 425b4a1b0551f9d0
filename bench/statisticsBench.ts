import { createHash } from "node:crypto";
import { type GraphqlService, graphqlPath } from "../domain/graphql/services";
import { fullSport } from "../domain/sports/catalogue";
import {
  LEAGUES_QUERY,
  PLAYER_MATCHES_QUERY,
  STANDINGS_QUERY,
  TEAM_QUERY,
} from "../domain/statistics/statisticsQueries";
import { type LoadResult, runLoad } from "./httpLoad";
import { type Figure, fmt } from "./measure";
import { spawnServer, waitFor } from "./serverProcess";

const WARMUP_MS = 1000;
const DURATION_MS = 5000;
const CONNECTIONS = 20;
const HEALTH_QUERY = /* GraphQL */ `
  query Health {
    health { service time }
  }
`;

interface Operation {
  readonly service: GraphqlService;
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

const hashOf = (query: string) => createHash("sha256").update(query).digest("hex");

/** A GET as the web app sends it once the server knows the text: the hash alone, with bypassCache. */
const byHashUrl = (base: string, op: Operation) =>
  `${base}${graphqlPath(op.service)}?${new URLSearchParams({
    variables: JSON.stringify(op.variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(op.query) } }),
    bypassCache: "true",
  })}`;

/** The first GET with the text, which the development server learns; the answer's data, or a failure. */
const ask = async (base: string, op: Operation): Promise<Record<string, unknown>> => {
  const url = `${base}${graphqlPath(op.service)}?${new URLSearchParams({
    query: op.query,
    variables: JSON.stringify(op.variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(op.query) } }),
    bypassCache: "true",
  })}`;
  const answer = (await (await fetch(url)).json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!answer.data || answer.errors)
    throw new Error(`${op.query.trim().split("\n")[0]}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
};

const load = async (what: string, url: string): Promise<LoadResult> => {
  const result = await runLoad({
    url,
    connections: CONNECTIONS,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
  });
  const other = Object.keys(result.statuses).filter((status) => status !== "200");
  if (result.errors > 0 || other.length > 0 || result.requests === 0)
    throw new Error(
      `${what}: ${result.requests} answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
    );
  return result;
};

const latency = (r: LoadResult) => `${fmt(r.p50Ms, 2)} ms / ${fmt(r.p99Ms, 2)} ms`;

/**
 * Issue 9's serving figures: the Statistics service's tournament standings (the top flight of the
 * world's first soccer category, its current season) and a player's matches page (a regular of that
 * league's leader) at 20 connections, each request executing (bypassCache), beside the bare `health`
 * query of the same service in the same run.
 */
export const statisticsBench = async (): Promise<Figure[]> => {
  const app = await spawnServer({ DEMO_TIPSTERS: "off", DEMO_HISTORY_HOURS: "0" });
  try {
    const health: Operation = { service: "statistics", query: HEALTH_QUERY, variables: {} };
    await waitFor(
      app,
      "server start",
      120_000,
      async () => (await ask(app.url, health)).health !== undefined,
    );
    const leagues = (await ask(app.url, {
      service: "aggregator",
      query: LEAGUES_QUERY,
      variables: { sportId: fullSport("soccer").id, first: 50 },
    })) as {
      leagues: { nodes: Array<{ id: string; name: string; kind: string; currentSeasonId: string | null }> };
    };
    const league = leagues.leagues.nodes.find((t) => t.kind === "league" && t.currentSeasonId);
    if (!league) throw new Error("no soccer league with a current season");
    const standings: Operation = {
      service: "statistics",
      query: STANDINGS_QUERY,
      variables: { seasonId: league.currentSeasonId, live: false },
    };
    const table = (await ask(app.url, standings)) as {
      standings: { tables: Array<{ rows: Array<{ team: { id: string }; played: number }> }> };
    };
    const leader = table.standings.tables[0]?.rows[0];
    if (!leader || leader.played === 0) throw new Error(`${league.name}: no match played yet`);
    const team = (await ask(app.url, {
      service: "statistics",
      query: TEAM_QUERY,
      variables: { id: leader.team.id },
    })) as {
      team: { players: Array<{ id: string; position: string }> };
    };
    const player = team.team.players.find((p) => p.position === "M") ?? team.team.players[0]!;
    const matches: Operation = {
      service: "statistics",
      query: PLAYER_MATCHES_QUERY,
      variables: { playerId: player.id, first: 20 },
    };
    await ask(app.url, matches);
    const health20 = await load("health", byHashUrl(app.url, health));
    const standings20 = await load("standings", byHashUrl(app.url, standings));
    const matches20 = await load("player matches", byHashUrl(app.url, matches));
    const how = `${CONNECTIONS} connections, ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up, bypassCache (every request executes), simulator live`;
    return [
      {
        name: `statistics: tournament standings (${league.name}, current season, ${table.standings.tables[0]!.rows.length} teams), p50 / p99 (${how}; ${fmt(standings20.requestsPerSecond)} requests/s)`,
        value: latency(standings20),
        baselineName: `the Statistics service's bare health query, same run (${fmt(health20.requestsPerSecond)} requests/s)`,
        baseline: latency(health20),
      },
      {
        name: `statistics: a player's matches, first page of 20 (${how}; ${fmt(matches20.requestsPerSecond)} requests/s)`,
        value: latency(matches20),
        baselineName: "the Statistics service's bare health query, same run",
        baseline: latency(health20),
      },
    ];
  } finally {
    await app.stop();
  }
};
