import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../domain/rpc/clientErrors";
import { GRAPHQL_UNCODED_ERROR } from "../../../transport/graphql/graphqlErrors";
import type { FetchLike } from "../../../transport/rpc/rpcRequest";
import { BASE_URL, fakeGateway, graphqlJson, runQuery } from "./fakeGateway";

const variables = { sportId: "soccer", size: 5 };
const URI = `${BASE_URL}/graphql/statistics`;
const failureOf = (fetch: FetchLike, timeoutMs?: number) =>
  Effect.runPromise(
    Effect.flip(runQuery({ fetch }, variables, timeoutMs === undefined ? {} : { timeoutMs })),
  );

describe("GraphqlClient.query failures", () => {
  it("surfaces GraphQL errors as an API error whose codes come from extensions.code", async () => {
    const { fetch } = fakeGateway(() =>
      graphqlJson({
        data: null,
        errors: [
          { message: "No such event", extensions: { code: "event.not_found", type: "NOT_FOUND" } },
          { message: "Syntax Error" },
        ],
      }),
    );
    const error = await failureOf(fetch);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("event.not_found");
    expect((error as ApiError).errors.map((e) => e.code)).toEqual(["event.not_found", GRAPHQL_UNCODED_ERROR]);
    expect((error as ApiError).errors[0].type).toBe("NOT_FOUND");
  });

  it("fails with an HTTP status error when the gateway answers 502 with no GraphQL body", async () => {
    const { fetch } = fakeGateway(
      () => new Response("Bad gateway", { status: 502, headers: { "content-type": "text/plain" } }),
    );
    const error = await failureOf(fetch);
    expect(error).toMatchObject({ _tag: "HttpStatusError", uri: URI, status: 502 });
  });

  it("fails with a decode error when a 2xx answer is not GraphQL JSON", async () => {
    const { fetch } = fakeGateway(
      () => new Response("<html></html>", { headers: { "content-type": "text/html" } }),
    );
    expect(await failureOf(fetch)).toMatchObject({ _tag: "ResponseDecodeError", uri: URI });
  });

  it("fails with a decode error when the answer has neither data nor errors", async () => {
    const { fetch } = fakeGateway(() => graphqlJson({ data: null }));
    expect((await failureOf(fetch))._tag).toBe("ResponseDecodeError");
  });

  it("fails with a network error when fetch rejects", async () => {
    const cause = new TypeError("fetch failed");
    const error = await failureOf(() => Promise.reject(cause));
    expect(error).toMatchObject({ _tag: "NetworkError", uri: URI });
  });

  it("aborts the request and fails with a timeout error when no answer comes in time", async () => {
    let signal: AbortSignal | undefined;
    const hanging: FetchLike = (_, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    const error = await failureOf(hanging, 40);
    expect(error).toMatchObject({ _tag: "RequestTimeoutError", uri: URI, timeoutMs: 40 });
    expect(signal?.aborted).toBe(true);
  });
});
