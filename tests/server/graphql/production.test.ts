import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GraphqlErrorCode, type GraphqlService } from "../../../domain/graphql/services";
import { GRAPHQL_LIMITS } from "../../../server/graphql/armour";
import { sha256 } from "../../../server/graphql/persistedQueries";
import { GraphqlClient } from "../../../transport/graphql/GraphqlClient";
import { fakeStatistics } from "../../helpers/fakeStatistics";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import {
  aliasedTopEvents,
  callOf,
  DEEP,
  type GraphqlAnswer,
  getByHash,
  manifestDir,
  persistedExtensions,
  postGraphql,
  sourceTextOf,
  webAppOperations,
} from "./webAppOperations";

const PRODUCTION = { NODE_ENV: "production", DEMO_TIPSTERS: "off" };
// Registered beside the web app's operations, to show the rules that hold for registered operations too.
const INTROSPECTION = "query Schema { __schema { queryType { name } } }";
const ELEVEN_ALIASES = `query Eleven { ${Array.from({ length: 11 }, (_, i) => `h${i}: health { service }`).join(" ")} }`;
const TYPO = "query Typo { health { servic } }";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    graphqlCacheMs: 0,
    statistics: fakeStatistics().provider,
    env: { ...PRODUCTION, SSR_DIR: await manifestDir([INTROSPECTION, ELEVEN_ALIASES, DEEP, TYPO]) },
  });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const codesOf = (answer: GraphqlAnswer) => (answer.errors ?? []).map((error) => error.extensions?.code);

/** Refused with `code` and a 400, with no stack trace in the answer. */
const expectRefused = async (response: Response, code: string) => {
  const answer = (await response.json()) as GraphqlAnswer;
  expect(codesOf(answer)).toContain(code);
  expect(response.status).toBe(400);
  expect(answer.data ?? undefined).toBeUndefined();
  expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

/** Reached the resolvers: data, and any error is a resolver's (it has a path), never the gateway's. */
const expectAnswered = (answer: GraphqlAnswer, name: string) => {
  expect(answer.data, name).toBeTypeOf("object");
  for (const error of answer.errors ?? []) expect(error.path, `${name}: ${error.message}`).toBeDefined();
};

describe("the GraphQL gateway in production", () => {
  it("answers every operation of the web app by its hash alone", async () => {
    const operations = await webAppOperations();
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const operation of operations) {
      const { service, variables } = callOf(operation);
      const response = await getByHash(server.url, service, operation.hash, variables);
      expectAnswered((await response.json()) as GraphqlAnswer, operation.operationName);
    }
  });

  it("answers the web app's own client (urql, persisted GET) for every operation", async () => {
    const runQuery = (service: GraphqlService, text: string, variables: Record<string, unknown>) =>
      Effect.runPromise(
        Effect.gen(function* () {
          const client = yield* GraphqlClient;
          return yield* client.query(service, text, variables);
        }).pipe(Effect.provide(GraphqlClient.layer({ baseUrl: server.url }))),
      );
    const seen: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    for (const operation of await webAppOperations()) {
      const { service, variables } = callOf(operation);
      // A resolver's refusal (no token, no such user) fails the call with its code; the gateway's never may.
      const outcome = await runQuery(service, await sourceTextOf(operation), variables).then(
        () => "answered",
        (error: { errors?: Array<{ code: string }> }) => error.errors?.[0]?.code ?? String(error),
      );
      expect(Object.values(GraphqlErrorCode), operation.operationName).not.toContain(outcome);
      seen.push(operation.operationName);
    }
    // One GET per operation: the hash was known at once, no miss and no resend with the text.
    const calls = fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    fetchSpy.mockRestore();
    expect(calls.filter((call) => call.startsWith("GET ")).length).toBe(seen.length);
    expect(calls.filter((call) => call.startsWith("POST ")).length).toBe(0);
  });

  it("accepts a registered operation's text, even reindented, and learns nothing", async () => {
    const [operation] = await webAppOperations();
    const { service, variables } = callOf(operation!);
    const exact = (await (
      await postGraphql(server.url, service, { query: operation!.query, variables })
    ).json()) as GraphqlAnswer;
    expectAnswered(exact, "exact text");
    const reindented = operation!.query.replace(/\n\s*/g, "\n\t").replace(/\{/g, " { ");
    const other = (await (
      await postGraphql(server.url, service, { query: reindented, variables })
    ).json()) as GraphqlAnswer;
    expectAnswered(other, "reindented text");
  });

  it("refuses query text that is not a registered operation, and learns nothing", async () => {
    const query = "query Mine { health { service time } }";
    await expectRefused(
      await postGraphql(server.url, "cms", { query }),
      GraphqlErrorCode.operationNotRegistered,
    );
    await expectRefused(
      await postGraphql(server.url, "cms", { query, extensions: persistedExtensions(sha256(query)) }),
      GraphqlErrorCode.operationNotRegistered,
    );
    const learned = await server.driver.query("SELECT hash FROM persisted_queries WHERE hash = $1", [
      sha256(query),
    ]);
    expect(learned).toEqual([]);
    await expectRefused(
      await getByHash(server.url, "cms", sha256(query)),
      GraphqlErrorCode.operationNotRegistered,
    );
  });

  it("refuses an unknown hash without asking for the text", async () => {
    const response = await getByHash(server.url, "sportsbook", "0".repeat(64));
    const answer = (await response.clone().json()) as GraphqlAnswer;
    expect(answer.errors?.map((error) => error.message)).not.toContain("PersistedQueryNotFound");
    await expectRefused(response, GraphqlErrorCode.operationNotRegistered);
  });

  it("refuses a registered hash sent with other text", async () => {
    const [operation] = await webAppOperations();
    await expectRefused(
      await postGraphql(server.url, "users", {
        query: "{ health { service } }",
        extensions: persistedExtensions(operation!.hash),
      }),
      GraphqlErrorCode.hashMismatch,
    );
  });

  it("refuses 1,000 aliases of topEvents before any resolver runs", async () => {
    const looksUpSport = vi.spyOn(server.app.feed, "hasSport");
    const query = aliasedTopEvents(1_000);
    // The token count comes before anything else reads the text.
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query }),
      GraphqlErrorCode.tooManyTokens,
    );
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query, extensions: persistedExtensions(sha256(query)) }),
      GraphqlErrorCode.tooManyTokens,
    );
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query: aliasedTopEvents(GRAPHQL_LIMITS.aliases + 1) }),
      GraphqlErrorCode.operationNotRegistered,
    );
    expect(looksUpSport).not.toHaveBeenCalled();
    // The same spy sees a registered operation reach the resolvers.
    const home = (await webAppOperations()).find((operation) => operation.operationName === "HomeTop")!;
    await getByHash(server.url, "sportsbook", home.hash, callOf(home).variables);
    expect(looksUpSport).toHaveBeenCalled();
    looksUpSport.mockRestore();
  });

  it("refuses a query too deep, as text and even when registered", async () => {
    await expectRefused(
      await postGraphql(server.url, "cms", { query: DEEP.replace("Deep", "Deeper") }),
      GraphqlErrorCode.operationNotRegistered,
    );
    await expectRefused(await getByHash(server.url, "cms", sha256(DEEP)), GraphqlErrorCode.tooDeep);
  });

  it("refuses introspection, as text and even when registered", async () => {
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query: "{ __schema { types { name } } }" }),
      GraphqlErrorCode.operationNotRegistered,
    );
    await expectRefused(
      await postGraphql(server.url, "users", { query: '{ __type(name: "Query") { name } }' }),
      GraphqlErrorCode.operationNotRegistered,
    );
    await expectRefused(
      await getByHash(server.url, "users", sha256(INTROSPECTION)),
      GraphqlErrorCode.introspectionDisabled,
    );
  });

  it("holds the limits on registered operations too", async () => {
    await expectRefused(
      await getByHash(server.url, "cms", sha256(ELEVEN_ALIASES)),
      GraphqlErrorCode.tooManyAliases,
    );
  });

  it("suggests no field names in its errors", async () => {
    const answer = (await (await getByHash(server.url, "cms", sha256(TYPO))).json()) as GraphqlAnswer;
    expect(answer.errors?.[0]?.message).toMatch(/servic/);
    expect(JSON.stringify(answer)).not.toMatch(/Did you mean/);
  });
});

describe("a production server without the operation manifest", () => {
  it("does not start, and says why", async () => {
    const empty = mkdtempSync(join(tmpdir(), "no-manifest-"));
    await expect(startTestServer({ env: { ...PRODUCTION, SSR_DIR: empty } })).rejects.toThrow(
      /No GraphQL operation manifest at .*graphql-operations\.json.*npm run build/,
    );
  });
});
