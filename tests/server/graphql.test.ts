import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPHQL_SERVICES } from "../../domain/graphql/services";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ graphqlCacheMs: 60_000 });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const query = "query Health { health { service time hasAccessToken } }";
const hash = createHash("sha256").update(query).digest("hex");
const extensions = (h: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: h } });

type Answer = {
  data?: { health: { service: string; time: number; hasAccessToken: boolean } };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

const post = async (service: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql/${service}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const getPersisted = (service: string, h: string, extra = "") =>
  fetch(
    `${server.url}/graphql/${service}?operationName=Health&variables=%7B%7D&extensions=${encodeURIComponent(extensions(h))}${extra}`,
  );

describe("the GraphQL gateway", () => {
  it("has one endpoint per service", async () => {
    for (const service of GRAPHQL_SERVICES) {
      const answer = (await (await post(service, { query })).json()) as Answer;
      expect(answer.data?.health.service).toBe(service);
    }
  });

  it("answers an unknown service with a catalogue error", async () => {
    const response = await post("nope", { query });
    expect(response.status).toBe(404);
    expect(response.headers.get("Response-Result")).toBe("ERROR");
  });

  it("reads the access token from the authorization header", async () => {
    const anonymous = (await (await post("users", { query })).json()) as Answer;
    const withToken = (await (
      await post("users", { query }, { authorization: "Bearer abc.def" })
    ).json()) as Answer;
    expect(anonymous.data?.health.hasAccessToken).toBe(false);
    expect(withToken.data?.health.hasAccessToken).toBe(true);
  });

  it("learns a persisted query: unknown hash, then query with hash, then hash alone", async () => {
    const unknown = (await (await getPersisted("sportsbook", hash)).json()) as Answer;
    expect(unknown.errors?.[0]?.message).toBe("PersistedQueryNotFound");
    expect(unknown.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");

    const learned = (await (
      await post("sportsbook", { query, operationName: "Health", extensions: JSON.parse(extensions(hash)) })
    ).json()) as Answer;
    expect(learned.data?.health.service).toBe("sportsbook");

    const byHash = (await (await getPersisted("sportsbook", hash)).json()) as Answer;
    expect(byHash.data?.health.service).toBe("sportsbook");
  });

  it("refuses a query whose hash does not match", async () => {
    const wrong = "0".repeat(64);
    const answer = (await (
      await post("cms", { query, extensions: JSON.parse(extensions(wrong)) })
    ).json()) as Answer;
    expect(answer.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_HASH_MISMATCH");
    const still = (await (await getPersisted("cms", wrong)).json()) as Answer;
    expect(still.errors?.[0]?.message).toBe("PersistedQueryNotFound");
  });

  it("keeps learned queries in the database", async () => {
    await post("statistics", { query, extensions: JSON.parse(extensions(hash)) });
    const rows = await server.driver.query<{ query: string }>(
      "SELECT query FROM persisted_queries WHERE hash = $1",
      [hash],
    );
    expect(rows.map((r) => r.query)).toEqual([query]);
  });

  it("reuses an anonymous GET answer briefly, and bypassCache=true skips the cache", async () => {
    await post("aggregator", { query, extensions: JSON.parse(extensions(hash)) });
    const first = await getPersisted("aggregator", hash);
    const second = await getPersisted("aggregator", hash);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    const a = (await first.json()) as Answer;
    const b = (await second.json()) as Answer;
    expect(b.data?.health.time).toBe(a.data?.health.time);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const bypass = await getPersisted("aggregator", hash, "&bypassCache=true");
    expect(bypass.headers.get("x-cache")).toBe("BYPASS");
    expect(bypass.headers.get("cache-control")).toBe("no-store");
    const c = (await bypass.json()) as Answer;
    expect(c.data?.health.time).toBeGreaterThan(a.data?.health.time ?? Number.POSITIVE_INFINITY);
  });

  it("never caches answers to calls that carry a token", async () => {
    const headers = { authorization: "Bearer t" };
    const url = `${server.url}/graphql/tips?query=${encodeURIComponent(query)}`;
    await fetch(url, { headers });
    const again = await fetch(url, { headers });
    expect(again.headers.get("x-cache")).toBe("BYPASS");
  });

  it("masks unexpected errors and reports invalid documents without stack traces", async () => {
    const answer = (await (await post("streaming", { query: "{ health { nope } }" })).json()) as Answer;
    expect(answer.errors?.[0]?.message).toContain("nope");
    expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it("refuses variables of the wrong type", async () => {
    const answer = (await (
      await post("sportsbook", {
        query: 'query Q($x: Int) { topTournaments(sportId: "s", size: $x) { id } }',
        variables: { x: "seven" },
      })
    ).json()) as Answer;
    expect(answer.errors?.[0]?.message).toMatch(/Int/);
  });
});
