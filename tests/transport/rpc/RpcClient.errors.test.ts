import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../domain/rpc/clientErrors";
import { INVALID_ERROR_RESPONSE } from "../../../domain/rpc/errors";
import { GetCurrentTime } from "../../../domain/rpc/frontServer";
import type { FetchLike } from "../../../transport/rpc/rpcRequest";
import { BASE_URL, callRpc, failureOf } from "./callRpc";
import { errorResponse, fakeFetch, jsonResponse } from "./fakeFetch";

const URI = `${BASE_URL}/funsclub-front-server__api/rpc/get_current_time`;
const failWith = (fetch: FetchLike, timeoutMs?: number) =>
  failureOf(callRpc(fetch, GetCurrentTime, {}, timeoutMs === undefined ? {} : { timeoutMs }));

describe("RpcClient.call failures", () => {
  describe("when the answer is flagged Response-Result: ERROR", () => {
    it("fails with an API error carrying the list, the first code being the main one", async () => {
      const list = [
        { code: "session.expired", type: "UNAUTHORIZED", message: "Log in again" },
        { code: "token.revoked", type: "UNAUTHORIZED" },
      ];
      const { fetch } = fakeFetch(() => errorResponse(JSON.stringify(list), 401));
      const error = await failWith(fetch);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ _tag: "ApiError", uri: URI, errors: list });
      expect((error as ApiError).code).toBe("session.expired");
    });

    it("reads it as an API error even with status 200", async () => {
      const { fetch } = fakeFetch(() => errorResponse('[{"code":"x.y","type":"CONFLICT"}]', 200));
      expect(await failWith(fetch)).toMatchObject({ _tag: "ApiError", code: "x.y" });
    });

    it.each([
      ["an object", "{}"],
      ["an item without code and type", "[{}]"],
      ["a numeric code without type", '[{"code":1}]'],
      ["an empty list", "[]"],
      ["not JSON", "Bad Gateway"],
    ])("fails with 'Invalid error response received' when the body is %s", async (_, body) => {
      const { fetch } = fakeFetch(() => errorResponse(body, 502));
      const error = await failWith(fetch);
      expect(error).toMatchObject({ _tag: "InvalidErrorResponse", uri: URI, status: 502 });
      expect(error.message).toBe(INVALID_ERROR_RESPONSE);
    });
  });

  describe("when the status is not 2xx and there is no error flag", () => {
    it("fails with an HTTP status error with uri, status and duration", async () => {
      const { fetch } = fakeFetch(() => jsonResponse({ whatever: true }, { status: 503 }));
      const error = await failWith(fetch);
      expect(error).toMatchObject({ _tag: "HttpStatusError", uri: URI, status: 503 });
      expect(error._tag === "HttpStatusError" && error.durationMs).toBeGreaterThanOrEqual(0);
    });
  });

  describe("when fetch itself rejects", () => {
    it("fails with a network error keeping the uri and the cause", async () => {
      const cause = new TypeError("fetch failed");
      const error = await failWith(() => Promise.reject(cause));
      expect(error).toMatchObject({ _tag: "NetworkError", uri: URI });
      expect(error._tag === "NetworkError" && error.cause).toBe(cause);
    });
  });

  describe("when no answer comes within the timeout", () => {
    it("aborts the request and fails with a timeout error", async () => {
      let signal: AbortSignal | undefined;
      // Answers only when aborted, as a real fetch does: proves the abort is what ends the call.
      const hanging: FetchLike = (_, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        });
      const startedAt = performance.now();
      const error = await failWith(hanging, 40);
      expect(error).toMatchObject({ _tag: "RequestTimeoutError", uri: URI, timeoutMs: 40 });
      expect(signal?.aborted).toBe(true);
      expect(performance.now() - startedAt).toBeLessThan(2_000);
    });

    it("also aborts when the headers came but the body is still streaming", async () => {
      let signal: AbortSignal | undefined;
      const slowBody: FetchLike = async (_, init) => {
        signal = init.signal ?? undefined;
        const body = new ReadableStream({ start: () => {} });
        return new Response(body, { headers: { "content-type": "application/json" } });
      };
      const error = await failWith(slowBody, 40);
      expect(error._tag).toBe("RequestTimeoutError");
      expect(signal?.aborted).toBe(true);
    });

    it("does not time out a prompt answer", async () => {
      const { fetch } = fakeFetch(() => jsonResponse({ time: 5 }));
      const result = await Effect.runPromise(callRpc(fetch, GetCurrentTime, {}, { timeoutMs: 1_000 }));
      expect(result).toEqual({ time: 5 });
    });
  });
});
