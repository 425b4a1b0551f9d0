import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { buildSchema, parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GraphqlErrorCode } from "../../../domain/graphql/services";
import { GRAPHQL_LIMITS } from "../../../server/graphql/armour";
import { sha256 } from "../../../server/graphql/persistedQueries";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import {
  aliasedTopEvents,
  DEEP,
  type GraphqlAnswer,
  getByHash,
  persistedExtensions,
  postGraphql,
  webAppOperations,
} from "./webAppOperations";

/** An operation's size in the armour's own measures (its rules' onAccept callbacks report them). */
const measure = (query: string) => {
  const sizes = { aliases: 0, depth: 0, cost: 0, tokens: 0, directives: 0 };
  const report = (key: keyof typeof sizes) => ({
    n: Number.MAX_SAFE_INTEGER,
    maxCost: Number.MAX_SAFE_INTEGER,
    onAccept: [
      (_context: unknown, details: { n: number }) => {
        sizes[key] = details.n;
      },
    ],
  });
  // The measures read the document only, never the schema's types.
  const errors = validate(buildSchema("type Query { health: Int }"), parse(query), [
    maxAliasesRule(report("aliases")),
    maxDepthRule(report("depth")),
    costLimitRule(report("cost")),
    maxDirectivesRule(report("directives")),
  ]);
  expect(errors).toEqual([]);
  const parser = new MaxTokensParserWLexer(query, { n: Number.MAX_SAFE_INTEGER });
  parser.parseDocument();
  sizes.tokens = parser.tokenCount;
  return sizes;
};

describe("the limits", () => {
  it("leave every operation of the web app at most half of each", async () => {
    const operations = await webAppOperations();
    expect(operations.length).toBeGreaterThanOrEqual(12);
    const largest = { aliases: 0, depth: 0, cost: 0, tokens: 0, directives: 0 };
    for (const operation of operations) {
      const sizes = measure(operation.query);
      for (const key of Object.keys(largest) as Array<keyof typeof largest>) {
        largest[key] = Math.max(largest[key], sizes[key]);
      }
    }
    // The figures server/graphql/armour.ts states; the depth and tokens are what the measures can see.
    expect(largest.depth).toBeGreaterThanOrEqual(4);
    expect(largest.tokens).toBeGreaterThanOrEqual(100);
    expect(largest.aliases * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.aliases);
    expect(largest.depth * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.depth);
    expect(largest.cost * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost);
    expect(largest.tokens * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.tokens);
    expect(largest.directives * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.directives);
  });

  it("are measured as the gateway measures them", () => {
    expect(measure(aliasedTopEvents(3)).aliases).toBe(3);
    expect(measure(DEEP).depth).toBeGreaterThan(GRAPHQL_LIMITS.depth);
  });
});

describe("the GraphQL gateway outside production", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ graphqlCacheMs: 0 });
  });
  afterAll(async () => {
    await server.close();
    await closeDatabases();
  });

  const answerOf = async (response: Response) => ({
    status: response.status,
    answer: (await response.json()) as GraphqlAnswer,
  });

  const expectRefused = async (response: Response, code: string) => {
    const { status, answer } = await answerOf(response);
    expect(answer.errors?.map((error) => error.extensions?.code)).toContain(code);
    expect(status).toBe(400);
    expect(answer.data ?? undefined).toBeUndefined();
    expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  };

  it("refuses 1,000 aliases of topEvents before any resolver runs", async () => {
    const looksUpSport = vi.spyOn(server.app.feed, "hasSport");
    const query = aliasedTopEvents(1_000);
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query }),
      GraphqlErrorCode.tooManyTokens,
    );
    // Nothing was learned either: the hash is still unknown.
    await postGraphql(server.url, "sportsbook", { query, extensions: persistedExtensions(sha256(query)) });
    expect(looksUpSport).not.toHaveBeenCalled();
    looksUpSport.mockRestore();
  });

  it("refuses more aliases than the limit, within the token limit, before any resolver runs", async () => {
    const looksUpSport = vi.spyOn(server.app.feed, "hasSport");
    await expectRefused(
      await postGraphql(server.url, "sportsbook", { query: aliasedTopEvents(GRAPHQL_LIMITS.aliases + 1) }),
      GraphqlErrorCode.tooManyAliases,
    );
    expect(looksUpSport).not.toHaveBeenCalled();
    // The same spy sees aliases within the limit reach the resolver, once each.
    const { status } = await answerOf(
      await postGraphql(server.url, "sportsbook", { query: aliasedTopEvents(2) }),
    );
    expect(status).toBe(200);
    expect(looksUpSport).toHaveBeenCalledTimes(2);
    looksUpSport.mockRestore();
  });

  it("refuses a query too deep", async () => {
    await expectRefused(await postGraphql(server.url, "cms", { query: DEEP }), GraphqlErrorCode.tooDeep);
  });

  it("refuses a query too costly", async () => {
    // A literal `first` multiplies the cost of what it lists.
    const query = "{ tips(first: 500) { tips { id title comment odds cost { amount currency } } } }";
    await expectRefused(await postGraphql(server.url, "users", { query }), GraphqlErrorCode.tooCostly);
  });

  it("refuses too many directives", async () => {
    const query = `{ health { service ${"@include(if: true) ".repeat(GRAPHQL_LIMITS.directives + 1)} } }`;
    await expectRefused(await postGraphql(server.url, "cms", { query }), GraphqlErrorCode.tooManyDirectives);
  });

  it("still learns automatic persisted queries", async () => {
    const query = "query Learned { health { service } }";
    const hash = sha256(query);
    const miss = (await (await getByHash(server.url, "cms", hash)).json()) as GraphqlAnswer;
    expect(miss.errors?.[0]?.extensions?.code).toBe(GraphqlErrorCode.persistedQueryNotFound);
    await postGraphql(server.url, "cms", { query, extensions: persistedExtensions(hash) });
    const hit = (await (await getByHash(server.url, "cms", hash)).json()) as GraphqlAnswer;
    expect(hit.data).toEqual({ health: { service: "cms" } });
  });

  it("answers introspection and suggests field names", async () => {
    const schema = (await (
      await postGraphql(server.url, "sportsbook", { query: "{ __schema { queryType { name } } }" })
    ).json()) as GraphqlAnswer;
    expect(schema.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const typo = (await (
      await postGraphql(server.url, "cms", { query: "{ health { servic } }" })
    ).json()) as GraphqlAnswer;
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean "service"/);
  });
});
