import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { GET_URL_LIMIT } from "../../../domain/graphql/services";
import { expectedHash, fakeGateway, graphqlJson, printedQuery, runQuery } from "./fakeGateway";

const data = { topTournaments: [{ id: "t1" }] };
const variables = { sportId: "soccer", size: 5 };
const ok = () => graphqlJson({ data });

describe("GraphqlClient.query over urql", () => {
  describe("when the query is hashed and nothing asks for POST", () => {
    it("GETs /graphql/{service} with the sha256 hash in extensions and no query text", async () => {
      const { fetch, requests } = fakeGateway(ok);
      const result = await Effect.runPromise(runQuery({ fetch, getAccessToken: () => "tok" }, variables));
      expect(result).toEqual(data);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request!.method).toBe("GET");
      expect(request!.url.pathname).toBe("/graphql/statistics");
      expect(request!.params.operationName).toBe("TopTournaments");
      expect(request!.params.variables).toEqual(variables);
      expect(request!.params.extensions?.persistedQuery).toEqual({ version: 1, sha256Hash: expectedHash });
      expect(request!.params.query).toBeUndefined();
      expect(request!.headers.authorization).toBe("Bearer tok");
    });

    it("sends no authorization header when there is no token", async () => {
      const { fetch, requests } = fakeGateway(ok);
      await Effect.runPromise(runQuery({ fetch, getAccessToken: () => undefined }, variables));
      expect(requests[0]!.headers).not.toHaveProperty("authorization");
    });
  });

  describe("when bypassCache is set", () => {
    it("POSTs to the URL with bypassCache=true, still with the hash", async () => {
      const { fetch, requests } = fakeGateway(ok);
      await Effect.runPromise(runQuery({ fetch }, variables, { bypassCache: true }));
      const [request] = requests;
      expect(request!.method).toBe("POST");
      expect(request!.url.searchParams.get("bypassCache")).toBe("true");
      expect(request!.params.extensions?.persistedQuery?.sha256Hash).toBe(expectedHash);
      expect(request!.params.variables).toEqual(variables);
    });
  });

  it("POSTs when the caller prefers POST", async () => {
    const { fetch, requests } = fakeGateway(ok);
    await Effect.runPromise(runQuery({ fetch }, variables, { preferMethod: "POST" }));
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url.searchParams.has("bypassCache")).toBe(false);
  });

  it("POSTs the full query when no hash can be made", async () => {
    const { fetch, requests } = fakeGateway(ok);
    await Effect.runPromise(runQuery({ fetch, generateHash: async () => null }, variables));
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.params.query).toBe(printedQuery);
    expect(requests[0]!.params.extensions?.persistedQuery).toBeUndefined();
  });

  it("POSTs when headers plus the GET URL would reach the limit, and GETs just under it", async () => {
    const { fetch, requests } = fakeGateway(ok);
    const big = { ...variables, filler: "x".repeat(GET_URL_LIMIT) };
    await Effect.runPromise(runQuery({ fetch }, big));
    await Effect.runPromise(runQuery({ fetch }, { ...variables, filler: "x".repeat(3_000) }));
    expect(requests.map((r) => r.method)).toEqual(["POST", "GET"]);
    // Above urql's own 2048 limit, so the GET is our rule at work, not urql's default.
    expect(requests[1]!.url.href.length).toBeGreaterThan(2048);
  });

  it("counts the headers: a long token pushes a near-limit GET over to POST", async () => {
    const { fetch, requests } = fakeGateway(ok);
    const near = { ...variables, filler: "x".repeat(GET_URL_LIMIT - 600) };
    await Effect.runPromise(runQuery({ fetch }, near));
    await Effect.runPromise(runQuery({ fetch, getAccessToken: () => "t".repeat(600) }, near));
    expect(requests.map((r) => r.method)).toEqual(["GET", "POST"]);
  });

  describe("when the gateway does not know the hash yet (PersistedQueryNotFound)", () => {
    it("retries once with the query text and the same hash, and returns the second answer", async () => {
      const notFound = () =>
        graphqlJson({
          errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
        });
      const { fetch, requests } = fakeGateway(notFound, ok);
      const result = await Effect.runPromise(runQuery({ fetch }, variables));
      expect(result).toEqual(data);
      expect(requests).toHaveLength(2);
      expect(requests[0]!.params.query).toBeUndefined();
      expect(requests[1]!.params.query).toBe(printedQuery);
      expect(requests[1]!.params.extensions?.persistedQuery?.sha256Hash).toBe(expectedHash);
      expect(requests[1]!.method).toBe("GET");
    });
  });
});
