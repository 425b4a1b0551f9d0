import { createHash } from "node:crypto";
import { type GraphqlService, graphqlPath } from "../domain/graphql/services";
import { fullSport } from "../domain/sports/catalogue";
import {
  LEAGUES_QUERY,
  PLAYER_MATCHES_QUERY,
  STANDINGS_QUERY,
  TEAM_QUERY,
} from "../domain/statistics/statisticsQueries";
import { TEAM_RESULTS_QUERY } from "../ui/team/teamQueries";
import { type LoadResult, runLoad } from "./httpLoad";
import { type Figure, fmt } from "./measure";
import { type BenchProcess, spawnServer, waitFor } from "./serverProcess";

const WARMUP_MS = 1000;
const DURATION_MS = 5000;
const CONNECTIONS = 20;

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

/** The pages the benches ask: the world's first soccer league, its leader and one of its regulars. */
interface Subjects {
  readonly leagueName: string;
  readonly teams: number;
  readonly standings: Operation;
  readonly teamResults: Operation;
  readonly matches: Operation;
}

const startServer = async (env: Readonly<Record<string, string>>): Promise<BenchProcess> => {
  const app = await spawnServer({ DEMO_TIPSTERS: "off", DEMO_HISTORY_HOURS: "0", ...env });
  await waitFor(app, "server start", 120_000, async () => (await ask(app.url, HEALTH)).health !== undefined);
  return app;
};

const HEALTH: Operation = {
  service: "statistics",
  query: /* GraphQL */ `
  query Health {
    health { service time }
  }
`,
  variables: {},
};

/** Finds the subjects, timing each first answer (what its first visitor waits), in the order a visitor goes. */
const firstVisits = async (
  base: string,
): Promise<{
  readonly subjects: Subjects;
  readonly ms: Record<"standings" | "team" | "matches", number>;
}> => {
  const timed = async <T>(op: Operation): Promise<{ data: T; ms: number }> => {
    const started = performance.now();
    const data = (await ask(base, op)) as T;
    return { data, ms: performance.now() - started };
  };
  const leagues = (await ask(base, {
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
  const table = await timed<{
    standings: { tables: Array<{ rows: Array<{ team: { id: string }; played: number }> }> };
  }>(standings);
  const leader = table.data.standings.tables[0]?.rows[0];
  if (!leader || leader.played === 0) throw new Error(`${league.name}: no match played yet`);
  const teamResults: Operation = {
    service: "statistics",
    query: TEAM_RESULTS_QUERY,
    variables: { teamId: leader.team.id, first: 20 },
  };
  const results = await timed(teamResults);
  const team = (await ask(base, {
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
  const matchesPage = await timed(matches);
  return {
    subjects: {
      leagueName: league.name,
      teams: table.data.standings.tables[0]!.rows.length,
      standings,
      teamResults,
      matches,
    },
    ms: { standings: table.ms, team: results.ms, matches: matchesPage.ms },
  };
};

/** Until the server logs that its statistics warm-up is done. */
const warmedUp = (app: BenchProcess) =>
  waitFor(app, "statistics warm-up", 300_000, async () => app.output().includes("statistics warm-up:"));

/**
 * Issue 9's serving figures: the Statistics service's tournament standings (the top flight of the
 * world's first soccer category, its current season) and a player's matches page (a regular of that
 * league's leader) at 20 connections, each request executing (bypassCache), beside the bare `health`
 * query of the same service in the same run; and the first visit of each page on a server that has
 * played its top seasons ahead (`STATISTICS_WARMUP`, the default) beside one that has not.
 */
export const statisticsBench = async (): Promise<Figure[]> => {
  const cold = await startServer({ STATISTICS_WARMUP: "0" });
  const coldVisits = await firstVisits(cold.url).finally(() => cold.stop());
  const app = await startServer({ LOG_LEVEL: "info" });
  try {
    await warmedUp(app);
    const warm = await firstVisits(app.url);
    const { standings, matches, leagueName, teams } = warm.subjects;
    const health20 = await load("health", byHashUrl(app.url, HEALTH));
    const standings20 = await load("standings", byHashUrl(app.url, standings));
    const matches20 = await load("player matches", byHashUrl(app.url, matches));
    const how = `${CONNECTIONS} connections, ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up, bypassCache (every request executes), simulator live`;
    const first = (what: string, key: keyof typeof warm.ms): Figure => ({
      name: `statistics: first visit of ${what} after the server's statistics warm-up (one request, the server idle)`,
      value: `${fmt(warm.ms[key], 1)} ms`,
      baselineName: "the same first request on a server started with STATISTICS_WARMUP=0, same run",
      baseline: `${fmt(coldVisits.ms[key], 1)} ms`,
    });
    return [
      {
        name: `statistics: tournament standings (${leagueName}, current season, ${teams} teams), p50 / p99 (${how}; ${fmt(standings20.requestsPerSecond)} requests/s)`,
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
      first(`${leagueName}'s standings`, "standings"),
      first("its leader's results (team page)", "team"),
      first("a regular's matches (player page)", "matches"),
    ];
  } finally {
    await app.stop();
  }
};
