import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GraphqlService } from "../../../domain/graphql/services";
import { findOperations, manifestOf, type RegisteredOperation } from "../../../scripts/graphqlOperations";
import { OPERATION_MANIFEST_FILE } from "../../../server/graphql/operationManifest";
import { sha256 } from "../../../server/graphql/persistedQueries";

let found: Promise<RegisteredOperation[]> | undefined;

/** The web app's operations as the build registers them (found once per test file). */
export const webAppOperations = (): Promise<RegisteredOperation[]> => {
  found ??= findOperations(process.cwd());
  return found;
};

/** The text the app passes to the client for an operation: its module's export (`file#EXPORT`). */
export const sourceTextOf = async (operation: RegisteredOperation): Promise<string> => {
  const [file, exportName] = operation.source.split("#") as [string, string];
  const module = (await import(join(process.cwd(), file))) as Record<string, unknown>;
  return module[exportName] as string;
};

/**
 * Where the web app sends each operation and variables like its own (ids that exist or not: a refusal
 * from a resolver is still an answered operation). An operation missing here fails the tests that need it.
 */
export const WEB_APP_CALLS: Readonly<
  Record<string, { readonly service: GraphqlService; readonly variables: Record<string, unknown> }>
> = {
  HomeTop: { service: "sportsbook", variables: { sportId: "soccer", timeZoneOffset: 3600, size: 5 } },
  Tips: {
    service: "users",
    variables: { first: 20, after: null, filter: { order: "LAST_CREATED", sportId: "soccer" } },
  },
  TipOrders: { service: "users", variables: { first: 20, after: null, sportId: "soccer" } },
  TeamTips: {
    service: "users",
    variables: {
      first: 20,
      after: null,
      filter: { order: "NEAREST_START", status: "ACTIVE", teamId: "tm-1" },
    },
  },
  TipsterRanking: {
    service: "users",
    variables: { sportId: "soccer", tab: "TOP_PROFIT", period: "LAST_30_DAYS", limit: 50 },
  },
  TipsterProfile: { service: "users", variables: { id: "u1", sportId: "soccer", period: "ALL_TIME" } },
  TipsterStatistics: { service: "users", variables: { id: "u1", sportId: "soccer", period: "LAST_7_DAYS" } },
  TipChainHead: { service: "users", variables: {} },
  TipChainEntries: { service: "users", variables: { fromSeq: 1, limit: 10 } },
  AuthProfile: { service: "users", variables: {} },
  // The notifications service (issue 11): anonymous calls answer null; the key is anyone's.
  Notifications: { service: "notifications", variables: { first: 20, after: null } },
  NotificationSettings: { service: "notifications", variables: {} },
  NotificationBells: { service: "notifications", variables: {} },
  WebPushKey: { service: "notifications", variables: {} },
  PublicUser: { service: "users", variables: { id: "u1" } },
  UserLists: { service: "users", variables: { id: "u1" } },
  ListedUser: { service: "users", variables: { id: "u1" } },
  // The statistics pages (issue 9), against the test server's small league (tests/helpers/fakeStatistics.ts).
  StatTournament: { service: "statistics", variables: { id: "tn-league" } },
  SeasonEvents: { service: "statistics", variables: { seasonId: "s-2026", first: 10, after: null } },
  SeasonFixtures: { service: "statistics", variables: { seasonId: "s-2026", first: 10, after: null } },
  SeasonLatestResults: { service: "statistics", variables: { seasonId: "s-2026", first: 10 } },
  SeasonRoundResults: { service: "statistics", variables: { seasonId: "s-2026", first: 10, round: "1" } },
  SeasonStandings: { service: "statistics", variables: { seasonId: "s-2026", live: false } },
  StandingsSummary: { service: "statistics", variables: { seasonId: "s-2026" } },
  SeasonKnockout: { service: "statistics", variables: { seasonId: "s-2026" } },
  KnockoutSummary: { service: "statistics", variables: { seasonId: "s-2026" } },
  TopPlayers: { service: "statistics", variables: { seasonId: "s-2026", limit: 30 } },
  TopTeams: { service: "statistics", variables: { seasonId: "s-2026", limit: 30 } },
  StatTeam: { service: "statistics", variables: { id: "tm-1" } },
  TeamEvents: { service: "statistics", variables: { teamId: "tm-1", first: 20 } },
  TeamResults: { service: "statistics", variables: { teamId: "tm-1", first: 20, after: null } },
  TeamFixtures: { service: "statistics", variables: { teamId: "tm-1", first: 20, after: null } },
  TeamStatistics: { service: "statistics", variables: { teamId: "tm-1", seasonId: "s-2026" } },
  Transfers: { service: "statistics", variables: { teamId: "tm-1", direction: "ARRIVALS", first: 20 } },
  StatPlayer: { service: "statistics", variables: { id: "p-1" } },
  PlayerMatches: { service: "statistics", variables: { playerId: "p-1", first: 20 } },
  EventStatistics: { service: "statistics", variables: { eventId: "ev-00000000000" } },
  EventPlayerStats: { service: "statistics", variables: { eventId: "ev-00000000000" } },
  EventSeason: { service: "statistics", variables: { eventId: "ev-00000000000" } },
  ArchivedEvent: { service: "statistics", variables: { id: "ev-00000000000" } },
  Leagues: { service: "aggregator", variables: { sportId: "sp-soccer", first: 50 } },
  EventH2h: { service: "aggregator", variables: { eventId: "ev-00000000000", limit: 5 } },
};

export const callOf = (operation: RegisteredOperation) => {
  const call = WEB_APP_CALLS[operation.operationName];
  if (!call) throw new Error(`No call for ${operation.operationName} in WEB_APP_CALLS: add one`);
  return call;
};

/** A folder holding a manifest of the web app's operations plus `extra` query texts (the SSR_DIR of a test). */
export const manifestDir = async (extra: ReadonlyArray<string> = []): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), "graphql-operations-"));
  const manifest = {
    ...manifestOf(await webAppOperations()),
    ...Object.fromEntries(extra.map((query) => [sha256(query), query])),
  };
  writeFileSync(join(dir, OPERATION_MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
};

export const persistedExtensions = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

export type GraphqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown; extensions?: { code?: string; type?: string } }>;
};

/** GET with the hash only, as urql sends a persisted query. */
export const getByHash = (
  baseUrl: string,
  service: string,
  hash: string,
  variables: Record<string, unknown> = {},
) =>
  fetch(
    `${baseUrl}/graphql/${service}?variables=${encodeURIComponent(JSON.stringify(variables))}&extensions=${encodeURIComponent(JSON.stringify(persistedExtensions(hash)))}`,
  );

export const postGraphql = (baseUrl: string, service: string, body: unknown) =>
  fetch(`${baseUrl}/graphql/${service}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** `count` aliases of topEvents in one query. */
export const aliasedTopEvents = (count: number, sportId = "soccer"): string =>
  `{ ${Array.from({ length: count }, (_, i) => `e${i}: topEvents(sportId: "${sportId}", timeZoneOffset: 0) { id }`).join(" ")} }`;

/** Deeper than the depth limit on the smallest schema (every service has `health`): fragments nest it. */
export const DEEP = [
  "query Deep { health { ...F1 } }",
  ...Array.from({ length: 14 }, (_, i) => i + 1).map(
    (n) => `fragment F${n} on ServiceHealth { ${n < 14 ? `...F${n + 1}` : "service"} }`,
  ),
].join("\n");
