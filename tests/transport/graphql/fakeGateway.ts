import { createHash } from "node:crypto";
import { gql, stringifyDocument } from "@urql/core";
import { Effect } from "effect";
import {
  GraphqlClient,
  type GraphqlClientConfig,
  type GraphqlQueryOptions,
} from "../../../transport/graphql/GraphqlClient";
import type { FetchLike } from "../../../transport/rpc/rpcRequest";

export const BASE_URL = "http://gateway.test";

export const TopTournaments = gql<
  { topTournaments: ReadonlyArray<{ id: string }> },
  { sportId: string; size: number; filler?: string }
>`
  query TopTournaments($sportId: ID!, $size: Int!) {
    topTournaments(sportId: $sportId, size: $size) { id }
  }
`;

/** The hash the server will check: sha256 of the printed document, computed here with node:crypto. */
export const expectedHash = createHash("sha256").update(stringifyDocument(TopTournaments)).digest("hex");
export const printedQuery = stringifyDocument(TopTournaments);

export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  /** The GraphQL parameters, from the query string (GET) or the JSON body (POST). */
  readonly params: {
    operationName?: string;
    query?: string;
    variables?: unknown;
    extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
  };
}

const paramsOf = (url: URL, init: RequestInit): SeenRequest["params"] => {
  if (init.method === "POST") return JSON.parse(String(init.body));
  const json = (name: string) =>
    url.searchParams.has(name) ? JSON.parse(url.searchParams.get(name)!) : undefined;
  return {
    operationName: url.searchParams.get("operationName") ?? undefined,
    query: url.searchParams.get("query") ?? undefined,
    variables: json("variables"),
    extensions: json("extensions"),
  };
};

/** A gateway fake answering each request in turn with the next of `answers`. */
export const fakeGateway = (...answers: Array<(request: SeenRequest) => Response | Promise<Response>>) => {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (rawUrl, init) => {
    const url = new URL(rawUrl);
    const request = {
      method: init.method ?? "GET",
      url,
      headers: { ...(init.headers as object) },
      params: paramsOf(url, init),
    };
    requests.push(request as SeenRequest);
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    return answer(request as SeenRequest);
  };
  return { fetch, requests };
};

export const graphqlJson = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const runQuery = (
  config: GraphqlClientConfig,
  variables: { sportId: string; size: number; filler?: string },
  options?: GraphqlQueryOptions,
) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    return yield* client.query("statistics", TopTournaments, variables, options);
  }).pipe(Effect.provide(GraphqlClient.layer({ baseUrl: BASE_URL, ...config })));
